"""The Battle Phase: attacks, damage calculation and destruction by battle."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Pattern
from ...core.decision import Decision, Option, Options
from ...core.events import DESTROY, Event
from ...core.resolve import GivePriority
from ...core.steps import Ask, Step
from .card import ATTACK
from .chain import (
    DAMAGE_STEP_WINDOWS,
    DURING_CALC,
    END_STEP_WINDOW,
    QUICK,
    R_DURING_CALC,
    WINDOW_PROMPT,
    Effect,
    OpenWindow,
    PhaseWindow,
    activate,
    draw_state,
    effect_index,
    effect_options,
    leave_phase,
    set_window,
)
from .spells import STATS, attack_forbidden, stat, stats_may_change
from .zones import GRAVEYARD, MONSTER_ZONES, in_monster_zone, monsters

if TYPE_CHECKING:
    from ...core.abilities import Ctx
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import mut, objects

R_BATTLE = "YGO rule: Battle Step"
R_DAMAGE = "YGO rule: damage calculation"
R_DIRECT = "YGO rule: direct attack"


def atk(state: GameState, o: YgoObject) -> int:
    """A monster's current ATK: printed, unless some effect changes ATK/DEF (spells.py)."""
    return stat(state, o, 0) if state.modifiers.get(STATS) or state.continuous \
        else o.card.atk


def defense(state: GameState, o: YgoObject) -> int:
    """A monster's current DEF: printed, unless some effect changes ATK/DEF (spells.py)."""
    return stat(state, o, 1) if state.modifiers.get(STATS) or state.continuous \
        else o.card.defense


def why_not_attack(state: GameState, player: int, oid: int, target: int) -> str | None:
    """Why ``player``'s monster ``oid`` cannot attack ``target`` (a monster, or ``-1``: a
    direct attack) now, or ``None`` if it can: the one check behind the option list and
    the refusal, made of two halves, one about the attacker and one about the target
    (the Battle Step asks them apart: once per attacker and once per target, not once
    per pair). Whether it is the Battle Step is the decision's to say."""
    return why_not_attacker(state, player, oid) or why_not_attack_target(state, player, target)


def why_not_attacker(state: GameState, player: int, oid: int) -> str | None:
    """The attacker's half of :func:`why_not_attack`: a face-up Attack Position monster
    of ``player``'s that has not attacked this turn."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.zone not in MONSTER_ZONES[player]:
        return _NOT_MINE
    return _attacker_fault(state, player, o)


def _attacker_fault(state: GameState, player: int, o: YgoObject) -> str | None:
    """The part of :func:`why_not_attacker` that a monster on ``player``'s field decides
    with the state; the Battle Step asks it of each of their monsters directly."""
    if o.face_down or o.position != ATTACK:
        return _NOT_IN_ATTACK
    if o.attacked == state.turn:
        return _ATTACKED
    if state.prohibitions.get("attack"):
        by = attack_forbidden(state, player, o.id)
        if by is not None:
            return f"{o.card.name} cannot attack: {by} forbids it (YGO rule: continuous effects)"
    return None


def why_not_attack_target(state: GameState, player: int, target: int,
                          theirs: list[int] | None = None) -> str | None:
    """The target's half of :func:`why_not_attack`: one of the opponent's monsters, or
    the opponent (``-1``) while they control none (``theirs``: the opponent's monsters,
    if the caller has looked them up once for every target)."""
    if theirs is None:
        theirs = monsters(state, 1 - player)
    if target == -1:
        return _NOT_DIRECT if theirs else None
    return None if target in theirs else _NOT_THEIRS


# Asked for every attacker and target at every Battle Step decision: texts made once (the
# refusal names the option, hence the monsters, anyway).
_NOT_MINE = f"only a monster you control can attack ({R_BATTLE})"
_NOT_IN_ATTACK = f"only a face-up Attack Position monster can attack ({R_BATTLE})"
_ATTACKED = f"a monster attacks at most once per turn: it has already attacked ({R_BATTLE})"
_NOT_DIRECT = f"a direct attack is possible only while the opponent controls no monsters " \
              f"({R_DIRECT})"
_NOT_THEIRS = f"only a monster your opponent controls can be attacked ({R_BATTLE})"


END_BATTLE = Option("end")
ATTACK_ON = Options("attack")
"""Attack options by (attacker, target)."""


class BattleStep(Ask):
    """The turn player declares an attack (attacker and target) or ends the Battle
    Phase. A direct attack is possible only while the opponent controls no monsters."""

    __slots__ = ()
    OPEN = True

    def decide(self, state: GameState) -> Decision:
        p = state.active
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        # why_not_attack by its halves: each target once, then each attacker once (plain
        # loops: this runs at every Battle Step decision). The opponent's monsters are
        # targets by what they are (the target half refuses only others), so only the
        # direct attack is asked; of the attacker half, the part about a monster of the
        # turn player's.
        theirs = monsters(state, 1 - p)
        targets = _distinct_targets(state, theirs)
        if why_not_attack_target(state, p, -1, theirs) is None:
            targets.append(-1)
        options: list[Option] = []
        seen: set[object] = set()
        changing = stats_may_change(state)
        for oid in monsters(state, p) if targets else ():
            o = objs[oid]
            # Another copy that can attack is the same choice, unless effects change
            # their ATK differently (an equipped copy).
            key: object = (o.card, atk(state, o)) if changing else o.card
            if key in seen or _attacker_fault(state, p, o) is not None:
                continue
            seen.add(key)
            for t in targets:
                options.append(ATTACK_ON[oid, t])
        if state.statics.get("activate:ability"):
            # The turn player's open game state in the Battle Step: Quick Effects too.
            options += effect_options(state, p)
        options.append(END_BATTLE)
        return Decision(p, "battle_step", options, "Declare an attack, or end the Battle Phase",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "end":
            # Before the Battle Step ends the opponent may act (the turn player passed);
            # then the End Step.
            leave_phase(state, self, EndBattleStep(),
                        "Your opponent would end the Battle Step: activate a card or "
                        "effect, or pass")
            return
        if option.kind == "effect":
            activate(state, state.active, option.obj)
            state.push(GivePriority(1 - state.active, 0), self)
            return
        declare_attack(state, option.obj, option.arg, self)


class EndBattleStep(Step):
    """The Battle Step is over: the End Step, where both players may act (the turn
    player first), ends the Battle Phase."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        state.log_rule("YGO rule: End Step", "{} ends the Battle Phase",
                       state.players[state.active].name)
        if state.statics.get("activate:ability"):
            state.push(OpenWindow(END_STEP_WINDOW))


def declare_attack(state: GameState, attacker: int, target: int, then: Step | None,
                   replay: bool = False) -> None:
    """``attacker`` declares an attack on ``target`` (``-1``: directly), then ``then``
    (the Battle Step again). If some card could be activated, both players get to
    respond before the Damage Step (:class:`~.chain.PhaseWindow`); the attack goes on to the
    Damage Step if nothing changed, or is replayed (:class:`ConductAttack`). A target
    chosen again in a replay (``replay``) is no new attack declaration: the monster
    already attacks, and what responds to a declaration cannot respond to it."""
    p = state.active
    if replay:
        _after_declaration(state, attacker, target, REPLAY_WINDOW, then)
        return
    state.attack_id = state.next_id()
    a = state.objects[attacker]
    if target < 0:
        state.log_rule(R_DIRECT, "{} attacks directly", a.card.name)
    else:
        t = state.objects[target]
        shown = "a face-down monster" if t.face_down else t.card.name
        state.log_rule(R_BATTLE, "{} attacks {}", a.card.name, shown)
    if TYPE_CHECKING:
        attacker_obj = mut(state, attacker)
    else:
        attacker_obj = state.mut(attacker)
    attacker_obj.attacked = state.turn
    state.emit(Event("attack", player=p, obj=attacker,
                     target=None if target < 0 else target, rule=R_BATTLE))
    _after_declaration(state, attacker, target, ATTACK_WINDOW, then)


def _after_declaration(state: GameState, attacker: int, target: int, window: str,
                       then: Step | None) -> None:
    if window == ATTACK_WINDOW and state.triggers.get("attack"):
        # Some trigger watches attack declarations (Legacy of the Duelist): once the
        # declaration is performed (it may wait in the pipeline), a trigger it caused
        # opens the window too, where it goes on the chain.
        state.push(AfterAttackDeclaration(attacker, target, window, then))
        return
    _window_or_damage(state, attacker, target, window, then)


class AfterAttackDeclaration(Step):
    """After an attack declaration that a trigger may have watched: the window after
    it opens if anybody could act or a trigger is waiting, else the Damage Step
    begins."""

    __slots__ = ("attacker", "target", "then", "window")

    def __init__(self, attacker: int, target: int, window: str, then: Step | None) -> None:
        self.attacker = attacker
        self.target = target
        self.window = window
        self.then = then

    def run(self, state: GameState) -> None:
        _window_or_damage(state, self.attacker, self.target, self.window, self.then,
                          bool(state.triggered))


def _window_or_damage(state: GameState, attacker: int, target: int, window: str,
                      then: Step | None, triggered: bool = False) -> None:
    rest = (then,) if then is not None else ()
    if triggered or battle_may_act(state):
        p = state.active
        set_window(state, window)
        state.push(GivePriority(p, 0), PhaseWindow(p, 0),
                   ConductAttack(attacker, target, _their_field(state)), *rest)
    else:
        # Nobody could respond: the Damage Step follows at once (a vanilla Duel).
        state.push(DamageStep(attacker, target), *rest)


def _their_field(state: GameState) -> tuple[tuple[int, int], ...]:
    """The monsters the turn player's opponent controls, each with its incarnation (a
    monster that left and came back is another one)."""
    objs = state.objects
    return tuple((oid, objs[oid].incarnation) for oid in monsters(state, 1 - state.active))


R_ATTACK_WINDOW = "YGO rule: Battle Step (responding to an attack declaration)"
R_REPLAY = "YGO rule: replay (巻き戻し)"
R_DAMAGE_START = "YGO rule: Damage Step: start of the Damage Step"
R_BEFORE_CALC = "YGO rule: Damage Step: before damage calculation"
R_AFTER_CALC = "YGO rule: Damage Step: after damage calculation"
R_DAMAGE_END = "YGO rule: Damage Step: end of the Damage Step"

ATTACK_WINDOW = "attack"
"""``state.data.window`` from an attack declaration until the Damage Step begins."""
REPLAY_WINDOW = "replay"
"""``state.data.window`` after an attack target was chosen again in a replay (no new
attack declaration: "when a monster declares an attack" does not apply)."""

WINDOW_PROMPT.update({
    ATTACK_WINDOW: "An attack was declared: activate a card or effect, or pass",
    REPLAY_WINDOW: "An attack target was chosen again: activate a card or effect, or pass",
    "damage_start": "Start of the Damage Step: activate a Counter Trap or an ATK/DEF change, "
                    "or pass",
    "before_calc": "Damage Step, before damage calculation: activate a Counter Trap or an "
                   "ATK/DEF change, or pass",
    DURING_CALC: "Damage Step, during damage calculation: activate a Counter Trap or an "
                 "effect activated during damage calculation, or pass",
    "after_calc": "Damage Step, after damage calculation: activate a Counter Trap or an ATK/DEF "
                  "change, or pass",
    "damage_end": "End of the Damage Step: activate a Counter Trap or an ATK/DEF change, or "
                  "pass"})


def battle_may_act(state: GameState, window: str = ATTACK_WINDOW) -> bool:
    """Whether anybody could possibly start a chain in the Battle Phase's ``window``
    (the pattern of :func:`~.chain.may_negate_summons`): after an attack declaration,
    some card has a Quick Effect (or is a Trap or Quick-Play Spell) that needs no chain
    link to respond to, where it functions; in the Damage Step, one that may be
    activated there (Spell Speed 3, or an ATK/DEF change up to before damage
    calculation). A Duel with none opens no window (a vanilla Duel never does)."""
    if not state.statics.get("activate:ability"):
        return False  # a vanilla Duel: not even the index is looked up
    index = effect_index(state)
    # What a window admits is the same at every attack: kept per window in the index.
    return index is not None and index.window(window, _may_start)


def _may_start(ab: Effect, window: str) -> bool:
    """Whether effect ``ab`` could start a chain in the Battle Phase's ``window`` (by
    what it is alone: :func:`battle_may_act`)."""
    # Only a Quick Effect or card that needs no chain link to respond to can start a
    # chain in an open window (an Ignition Effect, a Counter Trap cannot); one activated
    # "during damage calculation" only in that window.
    if ab.responds_to is not None or ab.timing != QUICK:
        return False
    if window == DURING_CALC:
        return ab.damage_calculation or ab.spell_speed >= 3
    return not ab.damage_calculation and (
        window not in DAMAGE_STEP_WINDOWS or ab.spell_speed >= 3
        or (window in _BEFORE_CALCULATION and ab.damage_step))


_BEFORE_CALCULATION = frozenset(("damage_start", "before_calc"))


def attacking(state: GameState) -> int | None:
    """The attacking monster, while the window after its attack declaration (or after
    its replay) or the Damage Step is open; ``None`` otherwise (what "when an opponent's
    monster declares an attack" and "the attacking monster" look at)."""
    window = draw_state(state).window
    if window != ATTACK_WINDOW and window != REPLAY_WINDOW and \
            window not in DAMAGE_STEP_WINDOWS:
        return None
    ev = state.history.last("attack")
    return None if ev is None else ev.obj


def negate_attack(state: GameState, by: str) -> int | None:
    """"Negate the attack": the attack declared now ends as the window after its
    declaration closes (:class:`ConductAttack`), with no Damage Step and no replay; the
    monster still attacked this turn. The attacker, or ``None`` if no attack is under
    way to negate (card ``by`` negates it)."""
    attacker = attacking(state)
    if attacker is None or not state.attack_id \
            or draw_state(state).attack_negated == state.attack_id:
        return None
    state.data = draw_state(state).replace(attack_negated=state.attack_id)
    state.version += 1
    state.log_rule(R_ATTACK_WINDOW, "{} negates the attack of {}", by,
                   state.objects[attacker].card.name)
    return attacker


@dataclass(frozen=True)
class NegateAttack(Action):
    """"Negate the attack" (:func:`negate_attack`); ``destroy_target``: "and if you do,
    destroy that target" (its target, still the card it targeted, if on the field)."""

    destroy_target: bool = False
    declares = ("negate_attack",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        by = state.objects[ctx.source].card.name if ctx.source is not None else "An effect"
        if negate_attack(state, by) is None or not self.destroy_target or not ctx.targets:
            return
        oid, inc = ctx.targets[0]
        if oid < 0:
            return
        o = state.objects[oid]
        if o.incarnation != inc or state.rules.zones.spec_of[o.zone].name not in _ON_FIELD:
            return
        state.log_rule(R_EFFECT, "{} destroys {}", by,
                       "a face-down card" if o.face_down else o.card.name)
        state.move(oid, GRAVEYARD[o.owner], player=ctx.controller, source=ctx.source,
                   reason=DESTROY, cause="effect", rule=R_EFFECT)

    @property
    def text(self) -> str:
        return "negate the attack, and if you do, destroy that target" \
            if self.destroy_target else "negate the attack"


_ON_FIELD = ("monster_zone", "extra_monster_zone", "spell_trap_zone", "field_zone")
R_EFFECT = "YGO rule: card effects"


def _window_steps(state: GameState, window: str) -> tuple[Step, ...]:
    """Open a window of the Battle Phase, or none if nobody could act in it."""
    if not battle_may_act(state, window):
        return ()
    set_window(state, window)
    p = state.active
    return GivePriority(p, 0), PhaseWindow(p, 0)


def _attacker_gone(state: GameState, attacker: int) -> bool:
    """Whether the attacker can no longer battle: it left the turn player's field or is
    no longer a face-up Attack Position monster."""
    if TYPE_CHECKING:
        a = objects(state)[attacker]
    else:
        a = state.objects[attacker]
    return not in_monster_zone(a.zone, state.active) or a.face_down or a.position != ATTACK


class ConductAttack(Step):
    """The window after an attack declaration closed: the attack stops if the attacker
    cannot battle any more or may no longer attack at all (no replay then); if the
    monsters the opponent controls changed (``field``: them then, each with its
    incarnation; the target left, or a monster came), the attack is replayed
    (:class:`Replay`); otherwise the Damage Step begins."""

    __slots__ = ("attacker", "field", "target")

    def __init__(self, attacker: int, target: int, field: tuple[tuple[int, int], ...]) -> None:
        self.attacker = attacker
        self.target = target
        self.field = field

    def run(self, state: GameState) -> None:
        set_window(state, "")
        a = state.objects[self.attacker]
        negated = draw_state(state).attack_negated
        if negated and negated == state.attack_id:
            state.log_rule(R_ATTACK_WINDOW, "The attack of {} was negated: it ends",
                           a.card.name)
            return
        if _attacker_gone(state, self.attacker):
            state.log_rule(R_ATTACK_WINDOW, "The attack of {} ends: it can no longer battle",
                           a.card.name)
            return
        # A monster that can no longer attack at all (an effect applied after the
        # declaration, e.g. Gravity Bind) stops its attack, with no replay.
        by = attack_forbidden(state, state.active, self.attacker) \
            if state.prohibitions.get("attack") else None
        if by is not None:
            state.log_rule(R_ATTACK_WINDOW, "The attack of {} stops: {} forbids it to attack",
                           a.card.name, by)
            return
        now = _their_field(state)
        if now != self.field:
            # The target left if it is no longer there as the same object.
            before = next((pair for pair in self.field if pair[0] == self.target), None)
            gone = self.target >= 0 and before not in now
            state.log_rule(R_REPLAY, "{}: {} (replay): it may attack again or not attack",
                           a.card.name, "the attack target is gone" if gone
                           else "the monsters the opponent controls changed")
            state.push(Replay(self.attacker))
            return
        state.push(DamageStep(self.attacker, self.target))


REPLAY_NO = Option("no")
"""The replay's "do not attack" (the monster has still attacked this turn)."""


class Replay(Ask):
    """A replay (巻き戻し): the attacker may attack one of the opponent's monsters now
    (directly if they control none) - a new attack declaration - or not attack; either
    way it has attacked this turn."""

    __slots__ = ("attacker",)

    def __init__(self, attacker: int) -> None:
        self.attacker = attacker

    def decide(self, state: GameState) -> Decision:
        p = state.active
        theirs = monsters(state, 1 - p)
        options = [ATTACK_ON[self.attacker, t] for t in (*theirs, -1)
                   if why_not_attack_target(state, p, t, theirs) is None]
        return Decision(p, "replay", [*options, REPLAY_NO],
                        f"Replay: attack with {state.objects[self.attacker].card.name} again "
                        f"(choose a target), or do not attack (no)", state)

    def answer(self, state: GameState, option: Option) -> None:
        name = state.objects[self.attacker].card.name
        if option.kind == "no":
            state.log_rule(R_REPLAY, "{} does not attack (replay)", name)
            return
        t = option.arg
        shown = "directly" if t < 0 else "a face-down monster" if state.objects[t].face_down \
            else state.objects[t].card.name
        state.log_rule(R_REPLAY, "{} attacks {} (replay: the attack target chosen again)",
                       name, shown)
        declare_attack(state, self.attacker, t, None, replay=True)


def _distinct_targets(state: GameState, ids: list[int]) -> list[int]:
    """Attack targets, one per kind of face-up monster (identical ones are the same
    choice); face-down monsters are all distinct: nobody knows which is which."""
    seen: set[object] = set()
    out = []
    changing = stats_may_change(state)
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for oid in ids:
        o = objs[oid]
        if o.face_down:
            out.append(oid)
            continue
        key: tuple[object, ...] = (o.card, o.position)
        if changing:
            key = (*key, atk(state, o), defense(state, o))
        if key not in seen:
            seen.add(key)
            out.append(oid)
    return out


class DamageStep(Step):
    """The Damage Step, by its sub-steps (``stage``): 0 its start; 1 before damage
    calculation, where a face-down attack target is flipped face-up; 2 damage
    calculation, whose window (:data:`~.chain.DURING_CALC`) comes first, 3 the
    calculation itself, which decides the battle damage and which monsters are destroyed
    by battle (``destroyed``: each with its incarnation), then after damage calculation;
    4 its end, where the monsters destroyed by battle are sent to the GY. A window opens after
    each sub-step only if some card could be activated in it (only Counter Traps and
    ATK/DEF changes: :data:`~.chain.DAMAGE_STEP_WINDOWS`); with none, the sub-steps run
    straight through. If the attacker or its target leaves the field, the battle ends and
    the Damage Step goes to its end."""

    __slots__ = ("attacker", "destroyed", "stage", "target")

    def __init__(self, attacker: int, target: int, stage: int = 0,
                 destroyed: tuple[tuple[int, int], ...] = ()) -> None:
        self.attacker = attacker
        self.target = target
        self.stage = stage
        self.destroyed = destroyed

    def run(self, state: GameState) -> None:
        stage = self.stage
        # Only what happens in a window (a chain) can take a monster away from the battle:
        # it is looked at as the Damage Step begins and after each window, not between
        # sub-steps that run straight through.
        if self._broken(state):
            if stage:
                self._end(state)
            return
        if stage == 0:
            if battle_may_act(state, "damage_start"):
                state.log_rule(R_DAMAGE_START, "Start of the Damage Step: {} battles",
                               state.objects[self.attacker].card.name)
                state.push(*_window_steps(state, "damage_start"), self._next(1))
                return
            stage = 1
        if stage == 1:
            if self.target >= 0 and state.objects[self.target].face_down:
                state.log_rule(R_BEFORE_CALC, "Before damage calculation: the face-down "
                               "attack target is flipped face-up")
                # The flip itself cites damage calculation, which it is part of.
                state.emit(Event("flip", obj=self.target, rule=R_DAMAGE))
            if battle_may_act(state, "before_calc"):
                state.push(*_window_steps(state, "before_calc"), self._next(2))
                return
        if stage <= 2 and battle_may_act(state, DURING_CALC):
            # Damage calculation: its window comes before the damage is decided.
            state.log_rule(R_DURING_CALC, "Damage calculation: {} battles",
                           state.objects[self.attacker].card.name)
            state.push(*_window_steps(state, DURING_CALC), self._next(3))
            return
        if stage <= 3:
            destroyed = self._calculate(state)
            if self.target >= 0 and draw_state(state).window in DAMAGE_STEP_WINDOWS:
                # A Damage Step with windows shows its sub-steps (a vanilla one does not).
                state.log_rule(R_AFTER_CALC, "After damage calculation: {} destroyed by "
                               "battle", f"{len(destroyed)} monster(s)" if destroyed
                               else "no monster")
            if battle_may_act(state, "after_calc"):
                state.push(*_window_steps(state, "after_calc"), self._next(4, destroyed))
                return
            self.destroyed = destroyed
        self._end(state)

    def _next(self, stage: int, destroyed: tuple[tuple[int, int], ...] = ()) -> DamageStep:
        return DamageStep(self.attacker, self.target, stage, destroyed or self.destroyed)

    def _broken(self, state: GameState) -> bool:
        """Whether the battle cannot go on: the attacker or the monster it attacks left
        the field (or the attacker is no longer in Attack Position)."""
        if _attacker_gone(state, self.attacker):
            return True
        return self.target >= 0 and not in_monster_zone(state.objects[self.target].zone,
                                                        1 - state.active)

    def _calculate(self, state: GameState) -> tuple[tuple[int, int], ...]:
        """Damage calculation: the battle damage, and the monsters destroyed by battle."""
        p = state.active
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        a = objs[self.attacker]
        power = atk(state, a)
        if self.target < 0:
            if power > 0 and not self._spared(state, 1 - p):
                state.emit(Event("damage", player=1 - p, source=self.attacker, amount=power,
                                 reason="battle", cause="battle", rule=R_DIRECT))
            return ()
        t = objs[self.target]
        destroyed: list[int] = []
        if t.position == ATTACK:
            other = atk(state, t)
            if power > other:
                destroyed.append(self.target)
                self._damage(state, 1 - p, power - other)
            elif power < other:
                destroyed.append(self.attacker)
                self._damage(state, p, other - power)
            elif power > 0:
                destroyed += [self.attacker, self.target]
        else:
            guard = defense(state, t)
            if power > guard:
                destroyed.append(self.target)
            elif power < guard:
                self._damage(state, p, guard - power)
        return tuple((oid, objs[oid].incarnation) for oid in destroyed)

    def _end(self, state: GameState) -> None:
        """The end of the Damage Step: the monsters destroyed by battle (still where they
        battled) are sent to the GY; then, if anybody could act, its window."""
        windows = draw_state(state).window in DAMAGE_STEP_WINDOWS
        if windows:
            state.log_rule(R_DAMAGE_END, "End of the Damage Step")
        for oid, inc in self.destroyed:
            o = state.objects[oid]
            if o.incarnation == inc and in_monster_zone(o.zone, o.controller):
                # The source: the monster it battled ("destroys a monster by battle").
                state.move(oid, GRAVEYARD[o.owner], reason=DESTROY, cause="battle",
                           rule=R_DAMAGE, source=self.target if oid == self.attacker
                           else self.attacker)
        # Triggers of the battle (a monster destroyed by battle, one that destroyed it)
        # are activated here, at the end of the Damage Step; a Duel where no card watches
        # cards move never looks for them.
        if windows or (self.destroyed and state.triggers.get("move")):
            state.push(EndOfDamageStep(windows))

    def _spared(self, state: GameState, player: int) -> bool:
        """Whether an effect says ``player`` takes no battle damage from this battle."""
        if player not in draw_state(state).spared:
            return False
        state.log_rule(R_DAMAGE, "{} takes no battle damage from this battle",
                       state.players[player].name)
        return True

    def _damage(self, state: GameState, player: int, amount: int) -> None:
        if self._spared(state, player):
            return
        state.emit(Event("damage", player=player, source=self.attacker, amount=amount,
                         reason="battle", cause="battle", rule=R_DAMAGE))


def _destroyed_by_this_and_sent_to_gy(state: GameState, event: Event, ctx: Ctx) -> bool:
    # Sent to a GY (a Pendulum Monster going to the Extra Deck instead is not), and this
    # card still on the field to activate its effect from.
    return event.reason == DESTROY and event.cause == "battle" and \
        event.source == ctx.source and event.to in GRAVEYARD and ctx.source is not None \
        and in_monster_zone(state.objects[ctx.source].zone, ctx.controller)


DESTROYS_BY_BATTLE = Pattern("move", where=_destroyed_by_this_and_sent_to_gy)
""""When this card destroys a monster by battle and sends it to the GY" (the event's
``obj``: that monster); it triggers at the end of the Damage Step, where the monster is
sent (:class:`EndOfDamageStep`)."""


class EndOfDamageStep(Step):
    """The end of the Damage Step, once the monsters destroyed by battle were sent to the
    GY: the triggers that happened in the Damage Step ("if this card is destroyed by
    battle", "when this card destroys a monster by battle") form a chain here (SEGOC), in
    which only what may be activated at the end of the Damage Step can respond; then its
    window opens if anybody could act (``opened``: the Damage Step showed its sub-steps
    and its end was already logged)."""

    __slots__ = ("opened",)

    def __init__(self, opened: bool) -> None:
        self.opened = opened

    def run(self, state: GameState) -> None:
        if state.triggered:
            if not self.opened:
                state.log_rule(R_DAMAGE_END, "End of the Damage Step")
            state.log_rule(R_DAMAGE_END, "The effects triggered in the Damage Step are "
                           "activated at its end")
            set_window(state, "damage_end")
            state.push(GivePriority(state.active, 0), *_window_steps(state, "damage_end"),
                       CloseBattleWindow())
        elif self.opened:
            state.push(*_window_steps(state, "damage_end"), CloseBattleWindow())


class CloseBattleWindow(Step):
    """The Damage Step is over: back to the Battle Step (no window is open)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        set_window(state, "")
        if draw_state(state).spared:  # "no battle damage from that battle" is over
            state.data = state.data.replace(spared=())
            state.version += 1
