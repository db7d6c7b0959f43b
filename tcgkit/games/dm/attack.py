"""The attack step (DM 505-510): attacks one at a time ("when this creature attacks"
abilities resolving first), the block step with Blocker, battles by power, shield breaks
with W-Breaker and T-Breaker (several shields broken together, their Shield Triggers
waiting to be used in the order their owner chooses), the direct attack, and "attacks
each turn if able"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.abilities import Ctx, Pattern
from ...core.continuous import Continuous
from ...core.decision import Decision, Option, Options
from ...core.events import DESTROY, Event, new_event
from ...core.objects import game_has
from ...core.resolve import GivePriority
from ...core.steps import Ask, Step
from .aura import POWERED_BREAKER, powered_breaks
from .seal import R_SEAL, seal_record
from .static import STATIC_KEY, extra_breaks, has_keyword, log_power, may_differ
from .static import power as _power
from .zones import BATTLE, GRAVEYARD, HAND, SHIELD, UNDER

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import DmCard
    from .typed import DmObject, objects


BLOCKER = "Blocker"
"""ブロッカー: when an opponent's creature attacks, this untapped creature may tap to block
it; the attack then becomes a battle with this creature (DM 507)."""
W_BREAKER = "W-Breaker"
"""W・ブレイカー: this creature breaks two shields (DM 509.2a)."""
T_BREAKER = "T-Breaker"
"""T・ブレイカー: this creature breaks three shields (DM 509.2a)."""
SPEED_ATTACKER = "Speed Attacker"
"""スピードアタッカー: no summoning sickness (DM 506.1a)."""
MACH_FIGHTER = "Mach Fighter"
"""マッハファイター: the turn it comes out, this creature may attack an untapped creature (a
creature only, summoning sick as it still is: :func:`mach_fighting`)."""
R_MACH_FIGHTER = "DM rule: Mach Fighter"
CANT_ATTACK = "can't attack"
"""このクリーチャーは攻撃できない."""
CANT_ATTACK_PLAYERS = "can't attack players"
"""このクリーチャーは、相手プレイヤーを攻撃できない."""
CANT_BE_BLOCKED = "can't be blocked"
"""このクリーチャーはブロックされない."""
MUST_ATTACK = "attacks each turn if able"
"""各ターン、このクリーチャーは可能であれば攻撃する: the attack step cannot end while this
creature can attack."""
R_MUST_ATTACK = "DM rule: attacks if able"
ATTACKED_IF_ABLE = "attacked if able"
"""不落の超人's "during your opponent's turn, while this creature is tapped and has not been
attacked yet this turn, your opponent's creatures attack it if able": a requirement on
the attacks of the player whose turn it is (:func:`lures`)."""
R_ATTACKED_IF_ABLE = "DM-T1-12"
R_BLOCK = "DM 507.1"
"""The block step: the non-attacking player may block with one untapped Blocker."""
R_BREAKERS = "DM 509.2a"
R_POWERED = "DM rule: Powered Breaker"


def breaks(c: DmCard) -> int:
    """How many shields a creature breaks at once: 3 with T-Breaker, 2 with W-Breaker,
    else 1 (DM 509.2a)."""
    kw = c._keywords
    return 3 if T_BREAKER in kw else 2 if W_BREAKER in kw else 1


def power(state: GameState, o: DmObject, *, attacking: bool = False) -> int:
    """A creature's current power: its printed power, plus the bonus of each aura
    attached to it (looked for only when a card lies under one of its owner's
    creatures), plus continuous effects and, while ``attacking``, Power Attacker
    (static.py)."""
    return _power(state, o, attacking=attacking)


def breaks_of(state: GameState, oid: int) -> int:
    """How many shields creature ``oid`` breaks now: :func:`breaks` by its printed
    keywords, or by those continuous effects give it, plus the shields static abilities
    add (Bajula's Soul)."""
    if not may_differ(state):
        if TYPE_CHECKING:
            return breaks(objects(state)[oid].card)
        return breaks(state.objects[oid].card)
    n = 3 if has_keyword(state, oid, T_BREAKER) else 2 if has_keyword(state, oid, W_BREAKER) \
        else 1
    return n + extra_breaks(state, oid) if STATIC_KEY in state.statics else n


def why_not_attack(state: GameState, player: int, oid: int, target: int) -> str | None:
    """Why ``player``'s creature ``oid`` cannot attack ``target`` (a creature, or ``-1``:
    the opponent) now, or ``None`` if it can: the one check behind the option list and
    the refusal, made of two halves, one about the attacker and one about the target
    (the attack step asks them apart: once per attacker and once per target, not once
    per pair). Whether it is the attack step is the decision's to say."""
    return why_not_attacker(state, player, oid) or _target_fault(state, player, oid, target) \
        or (why_not_attack_player(state, player, oid) if target == -1 else None) \
        or why_not_elsewhere(state, player, oid, target)


def _target_fault(state: GameState, player: int, oid: int, target: int) -> str | None:
    """The target's half of :func:`why_not_attack`, but for an untapped creature that a
    creature fighting by Mach Fighter may attack."""
    why = why_not_attack_target(state, player, target)
    return None if why is _UNTAPPED and mach_fighting(state, oid) else why


def mach_fighting(state: GameState, oid: int) -> bool:
    """Whether creature ``oid`` fights by Mach Fighter now: it has Mach Fighter and came
    out this turn (it may attack untapped creatures, and, unless something else lets it
    attack this turn, only creatures)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    return o.entered >= state.turn and (MACH_FIGHTER in o.card._keywords or (
        may_differ(state) and has_keyword(state, oid, MACH_FIGHTER)))


_LURES = "dm: attacked if able"
"""The :func:`game_has` key of the cards that must be attacked if able."""


def lures(state: GameState, player: int) -> list[int]:
    """The creatures of ``player``'s opponent that ``player``'s creatures must attack if
    able now: tapped, with :data:`ATTACKED_IF_ABLE`, not yet attacked this turn (a
    history query: once one attack was made at it, the requirement is met for the
    turn; DM-T1-12). Empty at once when no creature of the opponent is tapped."""
    if not game_has(state, _LURES, _lures):
        return []  # asked at every attack decision: games without such a card pay little
    objs = state.objects
    found = [t for t in state.zones[BATTLE[1 - player]]
             if objs[t].tapped and ATTACKED_IF_ABLE in objs[t].card._keywords]
    if not found:
        return found
    attacked = {e.target for e in state.history.select("attack")}
    return [t for t in found if t not in attacked]


def _lures(card: object) -> bool:
    return ATTACKED_IF_ABLE in getattr(card, "_keywords", ())


def why_not_elsewhere(state: GameState, player: int, oid: int, target: int) -> str | None:
    """Why ``player``'s creature ``oid`` cannot attack ``target`` though it could attack:
    an opponent's creature must be attacked if able (:func:`lures`), and ``oid`` can
    attack it."""
    for t in lures(state, player):
        if t != target and why_not_attack_target(state, player, t) is None:
            name = state.objects[t].card.name
            return f"{state.objects[oid].card.name} must attack {name} if able: {name} is " \
                   f"tapped and has not been attacked this turn ({R_ATTACKED_IF_ABLE})"
    return None


def _sick(state: GameState, o: DmObject) -> bool:
    """Whether ``o`` has summoning sickness: it came out this turn, with no Speed Attacker
    (an evolution creature has none, DM 801)."""
    return o.entered >= state.turn and not o.card.evolution \
        and SPEED_ATTACKER not in o.card._keywords \
        and not (may_differ(state) and has_keyword(state, o.id, SPEED_ATTACKER))


def why_not_attack_player(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player``'s creature ``oid`` cannot attack the opponent, though it can attack:
    it "can't attack players", it attacks by Mach Fighter in the turn it came out
    (creatures only), or an effect bounds the attackers' power."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if CANT_ATTACK_PLAYERS in c._keywords:
        return f"{c.name} cannot attack players (its ability)"
    if _sick(state, o):
        return f"{c.name} came out this turn: by Mach Fighter it attacks creatures only " \
               f"({R_MACH_FIGHTER})"
    return why_not_attack_by_power(state, player, oid) if state.continuous else None


def must_attack(state: GameState, player: int) -> str | None:
    """Why ``player`` cannot end the attack step now: one of their creatures "attacks each
    turn if able" and can attack (at the opponent or a creature), or ``None``."""
    objs = state.objects
    for t in lures(state, player):
        if why_not_attack_target(state, player, t) is None and any(
                why_not_attacker(state, player, oid) is None
                for oid in state.zones[BATTLE[player]]):
            name = objs[t].card.name
            return f"your creatures must attack {name} if able: it is tapped and has not " \
                   f"been attacked this turn, and one of them can attack it " \
                   f"({R_ATTACKED_IF_ABLE})"
    for oid in state.zones[BATTLE[player]]:
        c = objs[oid].card
        if MUST_ATTACK in c._keywords and why_not_attacker(state, player, oid) is None:
            targets = [-1, *state.zones[BATTLE[1 - player]]]
            if any(why_not_attack(state, player, oid, t) is None for t in targets):
                return f"{c.name} attacks each turn if able: it can attack now ({R_MUST_ATTACK})"
    return None


_NOT_MINE = "only a creature in your battle zone can attack (DM 506.1)"
_NOT_THEIRS = "only the opponent or a creature in their battle zone can be attacked (DM 505.2)"
_UNTAPPED = "only tapped creatures can be attacked (DM 505.2)"
# Asked of every creature at every attack step: texts made once (the refusal names the
# option, hence the creature).
_TAPPED = "a tapped creature cannot attack (DM 506.1a)"
_SICK = "the creature has summoning sickness (DM 506.1a)"


def why_not_attacker(state: GameState, player: int, oid: int) -> str | None:
    """The attacker's half of :func:`why_not_attack`: an untapped creature of
    ``player``'s, in the battle zone since the start of the turn (no summoning sickness,
    DM 506.1a)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.zone != BATTLE[player]:
        return _NOT_MINE
    if o.card.kind != "creature":
        return f"{o.card.name} is not a creature (DM 506.1)"
    if o.tapped:
        return _TAPPED
    if CANT_ATTACK in o.card._keywords:
        return f"{o.card.name} can't attack (its own ability)"
    if _sick(state, o) and not mach_fighting(state, oid):
        # An evolution creature has no summoning sickness (DM 801).
        return _SICK
    if state.continuous:
        effect = _no_attacks(state, ("all",))
        if effect is not None:
            return "this turn, creatures cannot attack (an effect)" \
                + _by(state, effect, player)
    return None


def _no_attacks(state: GameState, target: tuple[object, ...]) -> Continuous | None:
    # A "no_attack" effect with a value bounds the attackers' power: see below.
    return next((e for e in state.continuous
                 if e.kind == "no_attack" and e.target == target and e.value is None), None)


def _by(state: GameState, effect: Continuous, player: int) -> str:
    """The end of a reason that an effect forbids: the card whose effect it is, where
    ``player`` may see it (a spell cast was revealed), and the rule that an effect's
    "cannot" binds (DM 110)."""
    oid = effect.source
    if oid is not None and 0 <= oid < len(state.objects) and state.visible_to(oid, player):
        return f", from {state.objects[oid].card.name} (DM 110)"
    return " (DM 110)"


def why_not_attack_by_power(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player``'s creature ``oid`` cannot attack the opponent under an effect of
    theirs "(next turn,) creatures with power N or less can't attack you" (its value:
    the turn it applies in and N), or ``None``. Such an effect is about the pair, so it
    is asked apart from the attacker's and the target's halves, and only when floating
    effects exist."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    for e in state.continuous:
        if e.kind == "no_attack" and e.value is not None \
                and e.target == ("player", 1 - player) and e.value[0] == state.turn \
                and power(state, o) <= e.value[1]:
            return f"this turn, creatures with power {e.value[1]} or less cannot attack " \
                   f"{state.players[1 - player].name} (an effect)" + _by(state, e, player)
    return None


def why_not_attack_target(state: GameState, player: int, target: int) -> str | None:
    """The target's half of :func:`why_not_attack`: the opponent (``-1``) or one of their
    tapped creatures (DM 505.2)."""
    if target == -1:
        effect = _no_attacks(state, ("player", 1 - player)) if state.continuous else None
        if effect is not None:
            return f"this turn, creatures cannot attack {state.players[1 - player].name} " \
                   "(an effect)" + _by(state, effect, player)
        return None
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    t = objs[target] if 0 <= target < len(objs) else None
    if t is None or t.zone != BATTLE[1 - player]:
        if t is not None and t.zone in UNDER and seal_record(state, target) is not None:
            return f"{t.card.name} is sealed: both players ignore a sealed creature " \
                   f"({R_SEAL})"
        return _NOT_THEIRS
    return _opposing_fault(t)


def _opposing_fault(t: DmObject) -> str | None:
    """The part of :func:`why_not_attack_target` that a card in the opponent's battle
    zone decides by itself: a tapped creature (a Cross Gear or a D2 field there is not a
    creature: never attacked). The attack step asks it of each such card directly."""
    if getattr(t.card, "kind", "") != "creature":
        return _NOT_THEIRS
    return None if t.tapped else _UNTAPPED


END_ATTACKS = Option("end")
ATTACK_ON = Options("attack")
"""Attack options by (attacker, target)."""


class AttackStep(Ask):
    """The turn player declares attacks one at a time (DM 505.4-505.5), at the opponent or
    at one of the opponent's tapped creatures (DM 505.2), or ends the attack step."""

    __slots__ = ()
    OPEN = True

    def decide(self, state: GameState) -> Decision:
        p = state.active
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        # why_not_attack by its halves: each target once, then each attacker once (plain
        # loops: this runs at every attack step decision). Creatures alike in card and
        # tapped state are the same target (a set of cards for each state).
        targets = [-1] if why_not_attack_target(state, p, -1) is None else []
        seen: tuple[set[object], set[object]] = (set(), set())
        # Under continuous effects two copies may differ (power, keywords): each creature
        # is its own choice then.
        differ = bool(state.continuous) or STATIC_KEY in state.statics  # may_differ, inlined
        for oid in state.zones[BATTLE[1 - p]]:
            o = objs[oid]
            alike = seen[o.tapped]
            key = oid if differ else o.card
            if key not in alike:
                alike.add(key)
                if _opposing_fault(o) is None:  # o is in their battle zone
                    targets.append(oid)
        options: list[Option] = []
        attackers: set[object] = set()
        bounded = bool(state.continuous) and -1 in targets  # power-bounded "can't attack you"
        must = False
        # Only a tapped creature can be attacked, so only then can one lure attacks.
        # (game_has's usual answer for lures read first: most games have no such card.)
        lured = [t for t in lures(state, p) if t in targets] \
            if (len(targets) > 1 or (targets and targets[0] != -1)) \
            and state.cache.get(_LURES) != len(state.objects) else []
        if lured:
            # Attacked if able (DM-T1-12): every creature that can attack attacks it, and
            # the step cannot end while one can (below).
            targets = lured
        untapped: list[int] | None = None  # what a Mach Fighter may attack besides
        for oid in state.zones[BATTLE[p]]:
            o = objs[oid]
            card = o.card
            # A creature that came out this turn may attack by Mach Fighter: untapped
            # creatures too, but creatures only while it is summoning sick.
            mach = o.entered >= state.turn and mach_fighting(state, oid)
            key = oid if differ or mach else card
            # A tapped creature is refused by why_not_attacker whatever else holds: its
            # usual refusal at a second attack is read without the call.
            if o.tapped or key in attackers or why_not_attacker(state, p, oid) is not None:
                continue
            attackers.add(key)  # another copy that can attack is the same choice
            own = targets
            sick = False
            if mach:
                sick = _sick(state, o)
                if not lured:
                    if untapped is None:
                        kinds: set[object] = set()  # the untapped creatures, one per card
                        untapped = []
                        for t in state.zones[BATTLE[1 - p]]:
                            k = t if differ else objs[t].card
                            if k not in kinds and \
                                    _opposing_fault(objs[t]) is _UNTAPPED:
                                kinds.add(k)
                                untapped.append(t)
                    own = [*targets, *untapped]
            kw = card._keywords
            before = len(options)
            for t in own:
                if t == -1 and (CANT_ATTACK_PLAYERS in kw or sick or (
                        bounded and why_not_attack_by_power(state, p, oid) is not None)):
                    continue
                options.append(ATTACK_ON[oid, t])
            if (MUST_ATTACK in kw or lured) and len(options) > before:
                must = True
        if not must:
            # A creature that attacks each turn if able and can attack keeps the step open.
            options.append(END_ATTACKS)
        return Decision(p, "attack", options, "Attack with a creature, or end attacking",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "end":
            return
        p = state.active
        attacker, target = option.obj, option.arg
        state.attack_id = state.next_id()
        a = state.objects[attacker]
        if target < 0:
            state.log_rule("DM 506.1", "{} attacks {}", a.card.name, state.players[1 - p].name)
        else:
            state.log_rule("DM 506.1", "{} attacks {}", a.card.name,
                           state.objects[target].card.name)
        state.emit(new_event("tap", obj=attacker, reason="attack", rule="DM 506.1c"))
        state.emit(new_event("attack", player=p, obj=attacker,
                             target=None if target < 0 else target, rule="DM 506.1"))
        # "When ... attacks" abilities (Ninja Strike, DM-T1-11) resolve before the attack
        # does: GivePriority settles what waits (nothing to do when nothing triggered).
        # Before that, the declaration windows (Revolution Change, Ninja Strike: DM
        # 506.3b), when a hand holds a card to declare.
        from .windows import after_attack  # windows builds on this module
        state.push(*after_attack(state, attacker))
        if state.triggers.get("attack_end") or state.triggered:
            # Only a card that waits for an attack's end (Valchuris), or an ability that
            # triggered on the attack and may create one (Completely Unidentified's
            # "after that attack"), makes it an event.
            state.push(GivePriority(p), ResolveAttack(attacker, target), EndAttack(attacker),
                       self)
        else:
            state.push(GivePriority(p), ResolveAttack(attacker, target), self)


class EndAttack(Step):
    """The attack is over (its battle or breaks done): an ``attack_end`` event, for
    "after the attack" abilities."""

    __slots__ = ("attacker",)

    def __init__(self, attacker: int) -> None:
        self.attacker = attacker

    def run(self, state: GameState) -> None:
        state.emit(new_event("attack_end", player=state.active, obj=self.attacker,
                             rule="DM 510.1"))


class ResolveAttack(Step):
    """The attack's outcome, once the attack triggers are resolved: the block step if the
    defender has an untapped Blocker (DM 507), then a battle (DM 508, 115.3), shield
    breaks (DM 509.2a, 509.5d) or a direct attack (DM 509.1, 104.2a)."""

    __slots__ = ("attacker", "target")

    def __init__(self, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.target = target

    def run(self, state: GameState) -> None:
        p = state.active
        a = state.objects[self.attacker]
        if a.zone != BATTLE[p]:
            return  # the attacker left: the attack ends (DM 506.4)
        if blockers(state, 1 - p, self.attacker):
            state.push(BlockStep(self.attacker, self.target))
        else:
            unblocked(state, self.attacker, self.target)


def blockers(state: GameState, defender: int, attacker: int) -> list[int]:
    """``defender``'s creatures that can block ``attacker`` now: untapped, with Blocker,
    unless the attacker can't be blocked (DM 507.1). Empty at once when the attacker
    cannot be blocked or the defender has no creature."""
    objs = state.objects
    zone = state.zones[BATTLE[defender]]
    if not zone or CANT_BE_BLOCKED in objs[attacker].card._keywords:
        return []
    if state.statics and UNBLOCKED_KEY in state.statics and unblocked_by(state, attacker):
        return []
    if may_differ(state):
        return [b for b in zone if not objs[b].tapped and has_keyword(state, b, BLOCKER)]
    return [b for b in zone if not objs[b].tapped and BLOCKER in objs[b].card._keywords]


UNBLOCKED = "attack_unblocked"
"""A permission (:class:`~tcgkit.core.abilities.Permission` ``allows``) whose test names the
creatures that can't be blocked ("your Jokers can't be blocked": Jolly the Jornado)."""
UNBLOCKED_KEY = "permit:" + UNBLOCKED


def unblocked_by(state: GameState, attacker: int) -> bool:
    """Whether an ability of its controller's says creature ``attacker`` can't be
    blocked (asked only when such an ability functions)."""
    from ...core.abilities import Ctx, Permission  # only games with such a card get here

    owner = state.objects[attacker].controller
    for ref in state.statics.get(UNBLOCKED_KEY, ()):
        ab = state.ability(ref)
        if isinstance(ab, Permission) and state.controller_of(ref) == owner \
                and (ab.test is None or ab.test(state, Ctx(owner, ref[0], ref), attacker)):
            return True
    return False


class BlockStep(Ask):
    """The block step (ブロック・ステップ, DM 507.1): the non-attacking player may block the
    attack with one of their untapped Blockers, or not. A blocking creature taps and
    battles the attacker; the attack's target is then neither battled nor broken."""

    __slots__ = ("attacker", "target")

    def __init__(self, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.target = target

    def decide(self, state: GameState) -> Decision:
        defender = 1 - state.active
        objs = state.objects
        seen: set[object] = set()
        options: list[Option] = []
        differ = may_differ(state)
        for b in blockers(state, defender, self.attacker):
            key = b if differ else objs[b].card
            if key not in seen:  # untapped copies of a card are one choice
                seen.add(key)
                options.append(BLOCK_WITH[b])
        options.append(NO_BLOCK)
        return Decision(defender, "block", options,
                        f"Block {objs[self.attacker].card.name} with a Blocker, or not", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "no_block":
            unblocked(state, self.attacker, self.target)
            return
        defender = 1 - state.active
        blocker = option.obj
        objs = state.objects
        state.log_rule(R_BLOCK, "{} blocks {} (Blocker)", objs[blocker].card.name,
                       objs[self.attacker].card.name)
        state.emit(new_event("tap", obj=blocker, reason="block", rule=R_BLOCK))
        state.emit(new_event("block", player=defender, obj=blocker, target=self.attacker,
                             rule=R_BLOCK))
        from .windows import after_block  # windows builds on this module
        if not after_block(state, self.attacker, blocker):  # Ninja Strike at the block
            battle(state, self.attacker, blocker)


def why_not_block(state: GameState, player: int, oid: int, arg: object = None) -> str | None:
    """Why ``player`` cannot block with ``oid`` now, or ``None``: the one check behind the
    block step's options and the refusal. Only in the block step (DM 507.1), with an
    untapped creature of the defending player's that has Blocker (printed or given by a
    continuous effect), against an attacker that can be blocked."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, BlockStep) or player == state.active:
        return f"creatures block in the block step, when an opponent's creature attacks " \
               f"({R_BLOCK})"
    o = state.objects[oid]
    if o.zone != BATTLE[player]:
        return f"only a creature in your battle zone can block ({R_BLOCK})"
    if getattr(o.card, "kind", "") != "creature":
        return f"{o.card.name} is not a creature: only creatures block ({R_BLOCK})"
    if o.tapped:
        return f"a tapped creature cannot block ({R_BLOCK})"
    if not has_keyword(state, oid, BLOCKER):
        return f"{o.card.name} has no Blocker ({R_BLOCK})"
    if oid not in blockers(state, player, step.attacker):
        return f"{state.objects[step.attacker].card.name} cannot be blocked ({R_BLOCK})"
    return None


BLOCK_WITH = Options("block")
NO_BLOCK = Option("no_block")


def battle(state: GameState, attacker: int, defender: int, *, by_attack: bool = True) -> None:
    """Two creatures battle: the one with the lower power is destroyed, both if their
    powers are equal (DM 115.3b). Nothing if either has left the battle zone (DM 115.3a).
    ``by_attack``: the battle of an attack, ``attacker`` attacking (its Power Attacker
    counts); an effect's battle (バトルさせる) has no attacker."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    a, d = objs[attacker], objs[defender]
    if a.zone not in BATTLE or d.zone not in BATTLE:
        return
    log_power(state, a, attacking=by_attack)
    log_power(state, d)
    mine, theirs = power(state, a, attacking=by_attack), power(state, d)
    state.log_rule("DM 115.3b", "{} ({}) battles {} ({})", a.card.name, mine, d.card.name,
                   theirs)
    losers = [defender] if mine > theirs else [attacker] if mine < theirs \
        else [attacker, defender]
    for oid in losers:
        state.move(oid, GRAVEYARD[objs[oid].owner], reason=DESTROY, cause="battle",
                   rule="DM 115.3b")
    if len(losers) == 1 and state.triggers.get(BATTLE_WIN):
        # Only a card that waits for a won battle (an awakening) makes it an event.
        winner = defender if losers[0] == attacker else attacker
        state.emit(new_event(BATTLE_WIN, player=objs[winner].controller, obj=winner,
                             target=losers[0], rule="DM 115.3b"))


BATTLE_WIN = "battle_win"
"""The event of a creature winning a battle (the other had less power): "when this
creature wins a battle" abilities watch it. UNCONFIRMED: whether a loser that is not
destroyed after all (a replacement) still makes the battle won; here it does."""


R_DIRECT_ATTACK_WIN = "DM 104.2a"
"""The rule a direct attack with no shields left wins by: the loss it makes is a ``lose``
event under this rule, which "would win by an attack" replacements watch (Gabriella)."""


def unblocked(state: GameState, attacker: int, target: int) -> None:
    """An attack nobody blocked: a battle with the attacked creature, or the attacked
    player's shields broken (as many as the attacker breaks: DM 509.2a), or, with no
    shields left, the direct attack that wins the game (DM 509.1, 104.2a)."""
    p = state.active
    if TYPE_CHECKING:
        a = objects(state)[attacker]
    else:
        a = state.objects[attacker]
    if target >= 0:
        if state.objects[target].zone == BATTLE[1 - p]:
            battle(state, attacker, target)
        return  # a creature that left is not battled (DM 115.3a)
    shields = state.zones[SHIELD[1 - p]]
    if not shields:
        state.log_rule("DM 509.1", "{} attacks {} directly: no shields are left",
                       a.card.name, state.players[1 - p].name)
        state.win(p, rule=R_DIRECT_ATTACK_WIN, why="direct attack with no shields")
        return
    n = breaks_of(state, attacker)
    if n > breaks(a.card):
        state.log_rule(R_BREAKERS, "{} breaks {} shield(s) (continuous effects)", a.card.name,
                       n)
    if state.zones[UNDER[a.owner]] or POWERED_BREAKER in a.card._keywords:
        now = power(state, a, attacking=True)
        more = powered_breaks(state, attacker, now)
        if more:
            state.log_rule(R_POWERED, "{} has Powered Breaker: with {} power it breaks {} "
                           "more shield(s)", a.card.name, now, more)
            n += more
    if n >= len(shields):
        # Every shield is broken: there is nothing to choose.
        break_shields(state, attacker, shields[::-1])
    else:
        state.push(BreakShield(attacker, n, ()))


def break_shields(state: GameState, attacker: int, chosen: Sequence[int],
                  defender: int | None = None, cause: str = "battle") -> None:
    """The shields ``chosen`` (``defender``'s: the attacked player's unless said) are
    broken by ``attacker`` (the attacking creature, or the card whose effect breaks them,
    ``cause="effect"``) together: all of them are put into their owner's hand at once
    (DM 509.5d), so that their Shield Triggers trigger together and wait for their owner
    to use them in the order they choose; a shield on its way to the hand is no longer a
    shield."""
    if defender is None:
        defender = 1 - state.active
    if state.triggers.get(SHIELD_BREAK) or SHIELD_BREAK in state.piped:
        # "When ... would be broken" abilities (ブレイクされる時) trigger now and resolve
        # before the shields go anywhere; only a card with one makes it an event.
        state.emit(new_event(SHIELD_BREAK, player=defender, source=attacker, amount=len(chosen),
                             data=tuple(chosen), rule=R_BREAKERS))
        state.push(GivePriority(state.active), BreakNow(attacker, tuple(chosen), defender,
                                                        cause))
        return
    _break_now(state, attacker, chosen, defender, cause)


SHIELD_BREAK = "shield_break"
"""The event of shields about to be broken (its ``amount``: how many, ``player``: whose,
``data``: which): "when your shield would be broken" abilities watch it and resolve before
the break; an effect that replaces it ("if your shield would be broken, instead ...")
keeps it out of the history, and then the shields are not broken (:class:`BreakNow`)."""


def _last_shield_would_break(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.player == ctx.controller \
        and event.amount is not None \
        and event.amount >= len(state.zones[SHIELD[event.player]])


LAST_SHIELD_WOULD_BE_BROKEN = Pattern(SHIELD_BREAK, where=_last_shield_would_break)
""""When your last shield would be broken" (自分の最後のシールドがブレイクされる時): the
shields about to be broken are all those left (a W-Breaker breaking the last two is
breaking the last one). Triggers before the break, so what it does is done before the
shield goes to the hand."""


class BreakNow(Step):
    """The chosen shields are broken, once the abilities that waited for their breaking
    resolved (those still in the shield zone)."""

    __slots__ = ("attacker", "cause", "chosen", "defender")

    def __init__(self, attacker: int, chosen: tuple[int, ...], defender: int,
                 cause: str) -> None:
        self.attacker = attacker
        self.chosen = chosen
        self.defender = defender
        self.cause = cause

    def run(self, state: GameState) -> None:
        chosen = tuple(self.chosen)  # as loaded from JSON, too
        if not state.history.any(SHIELD_BREAK, where=lambda e: tuple(e.data or ()) == chosen):
            return  # the breaking was replaced: nothing is broken
        zone = state.zones[SHIELD[self.defender]]
        left = [s for s in chosen if s in zone]
        if left:
            _break_now(state, self.attacker, left, self.defender, self.cause)


def _break_now(state: GameState, attacker: int, chosen: Sequence[int], defender: int,
               cause: str) -> None:
    name = state.objects[attacker].card.name
    if len(chosen) > 1:
        state.log_rule(R_BREAKERS, "{} breaks {} shields at once", name, len(chosen))
    for shield in list(chosen):
        state.log_rule("DM 509.5d", "{} breaks a shield; it goes to {}'s hand", name,
                       state.players[defender].name)
        state.move(shield, HAND[defender], player=defender, source=attacker, reason="break",
                   cause=cause, rule="DM 509.5d")
    from .windows import after_break  # windows builds on this module
    after_break(state, defender, tuple(chosen))  # S-Back, when the hand holds such a card


class BreakShield(Ask):
    """The attacking player chooses which of the defender's face-down shields to break,
    one at a time, ``count`` in all (1; 2 for a W-Breaker, 3 for a T-Breaker: DM 509.2a);
    then all of them are broken together (:func:`break_shields`). Shields are told apart
    by their place only: shield 1 is the top of the shield zone (the first one a scenario
    lists)."""

    __slots__ = ("attacker", "chosen", "count")

    def __init__(self, attacker: int, count: int, chosen: tuple[int, ...]) -> None:
        self.attacker = attacker
        self.count = count
        self.chosen = chosen
        """The places chosen so far (not the shields' ids: which card lies at a place is
        hidden, and nothing moves in the shield zone while the choice goes on)."""

    def decide(self, state: GameState) -> Decision:
        n = len(state.zones[SHIELD[1 - state.active]])
        text = "Choose a shield to break" if self.count == 1 else \
            f"Choose a shield to break ({len(self.chosen) + 1} of {self.count})"
        return Decision(state.active, "break_shield",
                        [BREAK[-1, i] for i in range(n) if i not in self.chosen], text, state)

    def answer(self, state: GameState, option: Option) -> None:
        chosen = (*self.chosen, option.arg)
        if len(chosen) < self.count:
            state.push(BreakShield(self.attacker, self.count, chosen))
        else:
            shields = state.zones[SHIELD[1 - state.active]]
            break_shields(state, self.attacker, [shields[-1 - i] for i in chosen])


BREAK = Options("break")
