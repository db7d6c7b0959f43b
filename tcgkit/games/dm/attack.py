"""The attack step (DM 505-510): attacks one at a time, battles by power, shield breaks
and the direct attack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.abilities import Keyword
from ...core.decision import Decision, Option, Options
from ...core.events import DESTROY, Event
from ...core.resolve import GivePriority
from ...core.steps import Ask, Step
from .zones import BATTLE, GRAVEYARD, HAND, SHIELD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import DmObject, objects


def power(state: GameState, o: DmObject) -> int:
    """A creature's current power."""
    return o.card.power


def why_not_attack(state: GameState, player: int, oid: int, target: int) -> str | None:
    """Why ``player``'s creature ``oid`` cannot attack ``target`` (a creature, or ``-1``:
    the opponent) now, or ``None`` if it can: the one check behind the option list and
    the refusal, made of two halves, one about the attacker and one about the target
    (the attack step asks them apart: once per attacker and once per target, not once
    per pair). Whether it is the attack step is the decision's to say."""
    return why_not_attacker(state, player, oid) or why_not_attack_target(state, player, target) \
        or (why_not_attack_by_power(state, player, oid)
            if target == -1 and state.continuous else None)


_NOT_MINE = "only a creature in your battle zone can attack (DM 506.1)"
_NOT_THEIRS = "only the opponent or a creature in their battle zone can be attacked (DM 505.2)"
_UNTAPPED = "only tapped creatures can be attacked (DM 505.2)"


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
        return f"{o.card.name} is tapped (DM 506.1a)"
    if o.entered >= state.turn and not any(
            isinstance(a, Keyword) and a.name == "Speed Attacker" for a in o.card.abilities):
        return f"{o.card.name} has summoning sickness (DM 506.1a)"
    if state.continuous and _no_attacks(state, ("all",)):
        return "this turn, creatures cannot attack (an effect)"
    return None


def _no_attacks(state: GameState, target: tuple[object, ...]) -> bool:
    # A "no_attack" effect with a value bounds the attackers' power: see below.
    return any(e.kind == "no_attack" and e.target == target and e.value is None
               for e in state.continuous)


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
                   f"{state.players[1 - player].name} (an effect)"
    return None


def why_not_attack_target(state: GameState, player: int, target: int) -> str | None:
    """The target's half of :func:`why_not_attack`: the opponent (``-1``) or one of their
    tapped creatures (DM 505.2)."""
    if target == -1:
        if state.continuous and _no_attacks(state, ("player", 1 - player)):
            return f"this turn, creatures cannot attack {state.players[1 - player].name} " \
                   "(an effect)"
        return None
    t = state.objects[target] if 0 <= target < len(state.objects) else None
    if t is None or t.zone != BATTLE[1 - player]:
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
        objs = state.objects
        # why_not_attack by its halves: each target once, then each attacker once (plain
        # loops: this runs at every attack step decision). Creatures alike in card and
        # tapped state are the same target (a set of cards for each state).
        targets = [-1] if why_not_attack_target(state, p, -1) is None else []
        seen: tuple[set[object], set[object]] = (set(), set())
        for oid in state.zones[BATTLE[1 - p]]:
            o = objs[oid]
            alike = seen[o.tapped]
            if o.card not in alike:
                alike.add(o.card)
                if why_not_attack_target(state, p, oid) is None:
                    targets.append(oid)
        options: list[Option] = []
        attackers: set[object] = set()
        bounded = bool(state.continuous) and -1 in targets  # power-bounded "can't attack you"
        for oid in state.zones[BATTLE[p]] if targets else ():
            card = objs[oid].card
            if card in attackers or why_not_attacker(state, p, oid) is not None:
                continue
            attackers.add(card)  # another copy that can attack is the same choice
            for t in targets:
                if t == -1 and bounded and why_not_attack_by_power(state, p, oid) is not None:
                    continue
                options.append(ATTACK_ON[oid, t])
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
        state.emit(Event("tap", obj=attacker, reason="attack", rule="DM 506.1c"))
        state.emit(Event("attack", player=p, obj=attacker, target=None if target < 0 else target,
                         rule="DM 506.1"))
        # "When ... attacks" abilities (Ninja Strike, DM-T1-11) resolve before the attack
        # does: GivePriority settles what waits (nothing to do when nothing triggered).
        if state.triggers.get("attack_end"):
            # Only a card that waits for an attack's end (Valchuris) makes it an event.
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
        state.emit(Event("attack_end", player=state.active, obj=self.attacker,
                         rule="DM 510.1"))


class ResolveAttack(Step):
    """The attack's outcome: a battle (DM 508, 115.3), a shield break (DM 509.2a, 509.5d)
    or a direct attack (DM 509.1, 104.2a). No card here has Blocker, so no block step
    comes between the attack and this."""

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
        if a.zone != BATTLE[p]:
            return
        if self.target >= 0:
            t = objs[self.target]
            if t.zone != BATTLE[1 - p]:
                return  # the battle does not happen (DM 115.3a)
            mine, theirs = power(state, a), power(state, t)
            state.log_rule("DM 115.3b", "{} ({}) battles {} ({})", a.card.name, mine,
                           t.card.name, theirs)
            losers = [self.target] if mine > theirs else [self.attacker] if mine < theirs \
                else [self.attacker, self.target]
            for oid in losers:
                state.move(oid, GRAVEYARD[state.objects[oid].owner], reason=DESTROY,
                           cause="battle", rule="DM 115.3b")
            return
        shields = state.zones[SHIELD[1 - p]]
        if not shields:
            state.log_rule("DM 509.1", "{} attacks {} directly: no shields are left",
                           a.card.name, state.players[1 - p].name)
            state.win(p, rule="DM 104.2a", why="direct attack with no shields")
            return
        state.push(BreakShield(self.attacker))


class BreakShield(Ask):
    """The attacking player chooses which of the defender's face-down shields to break
    (one, for a creature with no breaker ability: DM 509.2a); it goes to its owner's hand
    (DM 509.5d). Shields are told apart by their place only: shield 1 is the top of the
    shield zone (the first one a scenario lists)."""

    __slots__ = ("attacker",)

    def __init__(self, attacker: int) -> None:
        self.attacker = attacker

    def decide(self, state: GameState) -> Decision:
        n = len(state.zones[SHIELD[1 - state.active]])
        return Decision(state.active, "break_shield",
                        [Option("break", -1, i) for i in range(n)],
                        "Choose a shield to break", state)

    def answer(self, state: GameState, option: Option) -> None:
        defender = 1 - state.active
        shield = state.zones[SHIELD[defender]][-1 - option.arg]
        state.log_rule("DM 509.5d", "{} breaks a shield; it goes to {}'s hand",
                       state.objects[self.attacker].card.name, state.players[defender].name)
        state.move(shield, HAND[defender], player=defender, source=self.attacker, reason="break",
                   cause="battle")
