"""The Battle Phase: attacks, damage calculation and destruction by battle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.decision import Decision, Option, Options
from ...core.events import DESTROY, Event
from ...core.steps import Ask, Step
from .card import ATTACK
from .zones import GRAVEYARD, in_monster_zone, monsters

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import mut, objects

R_BATTLE = "YGO rule: Battle Step"
R_DAMAGE = "YGO rule: damage calculation"
R_DIRECT = "YGO rule: direct attack"


def atk(state: GameState, o: YgoObject) -> int:
    """A monster's current ATK."""
    return o.card.atk


def defense(state: GameState, o: YgoObject) -> int:
    """A monster's current DEF."""
    return o.card.defense


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
    if not in_monster_zone(o.zone, player):
        return _NOT_MINE
    if o.face_down or o.position != ATTACK:
        return _NOT_IN_ATTACK
    if o.attacked == state.turn:
        return _ATTACKED
    return None


def why_not_attack_target(state: GameState, player: int, target: int) -> str | None:
    """The target's half of :func:`why_not_attack`: one of the opponent's monsters, or
    the opponent (``-1``) while they control none."""
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
        objs = state.objects
        # why_not_attack by its halves: each target once, then each attacker once (plain
        # loops: this runs at every Battle Step decision).
        targets = []
        for t in _distinct_targets(state, monsters(state, 1 - p)):
            if why_not_attack_target(state, p, t) is None:
                targets.append(t)
        if why_not_attack_target(state, p, -1) is None:
            targets.append(-1)
        options: list[Option] = []
        seen: set[object] = set()
        for oid in monsters(state, p) if targets else ():
            card = objs[oid].card
            if card in seen or why_not_attacker(state, p, oid) is not None:
                continue
            seen.add(card)  # another copy that can attack is the same choice
            for t in targets:
                options.append(ATTACK_ON[oid, t])
        options.append(END_BATTLE)
        return Decision(p, "battle_step", options, "Declare an attack, or end the Battle Phase",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "end":
            state.log_rule("YGO rule: End Step", "{} ends the Battle Phase",
                           state.players[state.active].name)
            return
        attacker, target = option.obj, option.arg
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
        state.emit(Event("attack", player=state.active, obj=attacker,
                         target=None if target < 0 else target, rule=R_BATTLE))
        state.push(DamageStep(attacker, target), self)


def _distinct_targets(state: GameState, ids: list[int]) -> list[int]:
    """Attack targets, one per kind of face-up monster (identical ones are the same
    choice); face-down monsters are all distinct: nobody knows which is which."""
    seen: set[object] = set()
    out = []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for oid in ids:
        o = objs[oid]
        if o.face_down:
            out.append(oid)
            continue
        key = (o.card, o.position)
        if key not in seen:
            seen.add(key)
            out.append(oid)
    return out


class DamageStep(Step):
    """Flip a face-down target, calculate damage, then destroy the losers by battle."""

    __slots__ = ("attacker", "target")

    def __init__(self, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.target = target

    def run(self, state: GameState) -> None:
        p = state.active
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        a = objs[self.attacker]
        if not in_monster_zone(a.zone, p):
            return
        power = atk(state, a)
        if self.target < 0:
            if power > 0:
                state.emit(Event("damage", player=1 - p, source=self.attacker, amount=power,
                                 reason="battle", cause="battle", rule=R_DIRECT))
            return
        t = objs[self.target]
        if not in_monster_zone(t.zone, 1 - p):
            return
        if t.face_down:
            state.emit(Event("flip", obj=self.target, rule=R_DAMAGE))
            if TYPE_CHECKING:
                t = objects(state)[self.target]
            else:
                t = state.objects[self.target]
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
        for oid in destroyed:
            state.move(oid, GRAVEYARD[state.objects[oid].owner], reason=DESTROY, cause="battle",
                       rule=R_DAMAGE)

    def _damage(self, state: GameState, player: int, amount: int) -> None:
        state.emit(Event("damage", player=player, source=self.attacker, amount=amount,
                         reason="battle", cause="battle", rule=R_DAMAGE))
