"""The attack step (DM 505-510): attacks one at a time, battles by power, shield breaks
and the direct attack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.decision import Decision, Option, option_of
from ...core.events import DESTROY, Event
from ...core.objects import GameObject
from ...core.steps import Ask, Step
from .zones import BATTLE, GRAVEYARD, HAND, SHIELD

if TYPE_CHECKING:
    from ...core.state import GameState


def power(state: GameState, o: GameObject) -> int:
    """A creature's current power."""
    value: int = o.card.power  # type: ignore[attr-defined]
    return value


def can_attack(state: GameState, o: GameObject) -> bool:
    """Untapped and in the battle zone since the start of the turn: no summoning
    sickness (DM 506.1a)."""
    return not o.tapped and o.entered < state.turn


END_ATTACKS = Option("end")


class AttackStep(Ask):
    """The turn player declares attacks one at a time (DM 505.4-505.5), at the opponent or
    at one of the opponent's tapped creatures (DM 505.2), or ends the attack step."""

    __slots__ = ()
    OPEN = True

    def decide(self, state: GameState) -> Decision:
        p = state.active
        objs = state.objects
        targets = [-1]
        seen: set[object] = set()
        for oid in state.zones[BATTLE[1 - p]]:
            o = objs[oid]
            if o.tapped and o.card not in seen:
                seen.add(o.card)
                targets.append(oid)
        options: list[Option] = []
        attackers: set[object] = set()
        for oid in state.zones[BATTLE[p]]:
            o = objs[oid]
            if o.card in attackers or not can_attack(state, o):
                continue
            attackers.add(o.card)
            options.extend(option_of(("attack", oid, t)) for t in targets)
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
        state.push(ResolveAttack(attacker, target), self)


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
        a = state.objects[self.attacker]
        if a.zone != BATTLE[p]:
            return
        if self.target >= 0:
            t = state.objects[self.target]
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
