"""Magic's turn (CR 500-514) as data: each step's turn-based actions and priority."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.automation import PASS_PRIORITY
from ...core.continuous import UNTIL_END_OF_COMBAT, UNTIL_END_OF_TURN
from ...core.events import Event, new_event
from ...core.resolve import GivePriority
from ...core.steps import DiscardToHandSize, Step
from ...core.turns import TurnStep, TurnStructure
from .characteristics import watch, watched
from .combat import (
    FIRST_STRIKE_DAMAGE,
    SECOND_DAMAGE,
    CombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    EndCombat,
    attacking,
    defending_players,
    first_strike_in_combat,
)
from .layers import sync_control
from .mana import empty_pools
from .play import priority_matters, quiet_off_main, sba_pending
from .zones import BATTLEFIELD, HAND

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut, objects

MAX_HAND_SIZE = 7


def _priority(state: GameState) -> None:
    """The active player receives priority: a step in which nobody could do anything
    but pass (with automation on) ends at once."""
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    if PASS_PRIORITY not in state.automations or priority_matters(state):
        state._sched.append(GivePriority(state.active, 0))  # state.push, for one step


class GivePriorityIfAny(Step):
    """The active player receives priority after a step's turn-based action (a card
    drawn, attackers or blockers declared, combat damage dealt): with the
    ``pass_priority`` automation, not in a game whose cards are all used in main phases
    when nothing else could happen (:func:`~.play.quiet_off_main`): the round could
    only pass."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if PASS_PRIORITY in state.automations and quiet_off_main(state):
            return
        step = GivePriority(state.active, 0)
        if state._sched:  # state-based actions' events first (as GivePriority would)
            state.push(step)
        else:
            step.run(state)


def active_team(state: GameState) -> tuple[int, ...]:
    """The active players: the active player, and in Two-Headed Giant their teammate
    too (shared team turns, CR 805.2, 810.2)."""
    if len(state.players) == 4 and state.options.get("variant") == "2hg":
        return (state.active, (state.active + 2) % 4)
    return (state.active,)


def _untap(state: GameState) -> None:
    """CR 502.3: the active player untaps their permanents; no one gets priority (502.4)."""
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    objs = state.objects
    for p in active_team(state) if len(state.players) == 4 else (state.active,):
        tapped = [oid for oid in state.zones[BATTLEFIELD[p]] if objs[oid].tapped]
        if tapped:
            state.log_rule("CR 502.3", "{} untaps {} permanent(s)", state.players[p].name,
                           len(tapped))
        for oid in tapped:
            state.emit(new_event("untap", obj=oid, reason="rule", rule="CR 502.3"))


def _draw(state: GameState) -> None:
    """CR 504.1: the active player draws a card (a turn-based action; in Two-Headed
    Giant each player of the active team), then priority."""
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    for p in active_team(state) if len(state.players) == 4 else (state.active,):
        state.emit(new_event("draws", player=p, amount=1, reason="draw_step", rule="CR 504.1"))
    state.push(GivePriorityIfAny())


def _skip_first_draw(state: GameState) -> str | None:
    """The player who plays first skips the draw step of their first turn in a
    two-player game (CR 103.8a) and the team who plays first in Two-Headed Giant (CR
    103.8b); in other multiplayer games nobody skips it (CR 103.8c)."""
    if state.turn != 1:
        return None
    if len(state.players) == 2:
        return "CR 103.8a"
    return "CR 103.8b" if state.options.get("variant") == "2hg" else None


def _declare_attackers(state: GameState) -> None:
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    state.push(DeclareAttackers(), GivePriorityIfAny())


def _no_attackers(state: GameState) -> str | None:
    return None if attacking(state) else "CR 508.8"


def _declare_blockers(state: GameState) -> None:
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    if len(state.players) == 2:
        state.push(DeclareBlockers(), GivePriorityIfAny())
        return
    # Each defending player declares their blockers, in turn order (CR 509.1, 506.2).
    state.push(*[DeclareBlockers((), p) for p in defending_players(state)],
               GivePriority(state.active, 0))


def _combat_damage(state: GameState) -> None:
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    if first_strike_in_combat(state):
        # Two combat damage steps: this one for first and double strike, then the second
        # (CR 510.4), each with its round of priority.
        state.log_rule("CR 510.4", "first-strike combat damage step: only creatures with "
                       "first strike or double strike deal combat damage")
        state.push(CombatDamage(FIRST_STRIKE_DAMAGE), GivePriorityIfAny(), SecondCombatDamageStep())
        return
    state.push(CombatDamage(), GivePriorityIfAny())


class SecondCombatDamageStep(Step):
    """The combat damage step that follows a first-strike combat damage step: the
    creatures that dealt no first-strike damage, and those with double strike, deal
    combat damage, then players get priority (CR 510.4)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if state.over:
            return
        if state.data.pooled:  # type: ignore[attr-defined]
            empty_pools(state)  # the first-strike combat damage step ended (CR 500.5)
        state.step_start = len(state.history.events)
        state.log_rule("CR 510.4", "second combat damage step begins")
        state.push(CombatDamage(SECOND_DAMAGE), GivePriorityIfAny())


def _end_of_combat(state: GameState) -> None:
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    state.push(GivePriorityIfAny(), EndCombat())


def _cleanup(state: GameState) -> None:
    if state.data.pooled:  # type: ignore[attr-defined]
        empty_pools(state)  # the step before has ended (CR 500.5: see STRUCTURE)
    for p in active_team(state) if len(state.players) == 4 else (state.active,):
        if len(state.zones[HAND[p]]) > MAX_HAND_SIZE:
            state.push(DiscardToHandSize(p, MAX_HAND_SIZE, "CR 514.1"))
    state.push(CleanupEnd())


class CleanupEnd(Step):
    """CR 514.2: damage is removed and "until end of turn" effects end, at the same
    time, so a permanent taken "until end of turn" is back under the player who
    controlled it before within this step, not after the turn; if state-based actions or
    triggers then need handling, players get priority and another cleanup step follows
    (CR 514.3a)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        for oid in watched(state):
            if objs[oid].damage or objs[oid].deathtouched:
                if TYPE_CHECKING:
                    cleared = mut(state, oid)
                else:
                    cleared = state.mut(oid)
                cleared.damage = 0
                cleared.deathtouched = False
        if state.data.watched:  # type: ignore[attr-defined]
            state.data = state.data.replace(watched=())
        ending = bool(state.continuous) and any(c.duration == UNTIL_END_OF_TURN
                                                or c.duration == UNTIL_END_OF_COMBAT
                                                for c in state.continuous)
        state.end_continuous(UNTIL_END_OF_TURN)
        # One created after combat lasts until now at most.
        state.end_continuous(UNTIL_END_OF_COMBAT)
        if ending:
            state.log_rule("CR 514.2", "\"until end of turn\" effects end")
            # Without floating effects left, state-based actions look only at watched
            # creatures: one whose -1/-1 counters a "+3/+3 until end of turn" outweighed
            # may be at 0 toughness now (CR 704.5f), though nothing was done to it.
            for zid in state.rules.zones.ids["battlefield"]:
                for oid in state.zones[zid]:
                    if objs[oid].counters:
                        watch(state, oid)
            # A control effect among them ended: its permanents return now (CR 613.1b).
            sync_control(state, "CR 514.2")
            if state._sched:  # a return goes through the pipeline: check after it
                state.push(CleanupCheck())
                return
        _CHECK.run(state)


class CleanupCheck(Step):
    """After CR 514.2's actions: if state-based actions or triggers need handling,
    players get priority and another cleanup step follows (CR 514.3a)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if sba_pending(state) or state.triggered:
            state.log_rule("CR 514.3a", "players receive priority during the cleanup step; "
                           "another cleanup step follows")
            state.push(GivePriority(state.active, 0),
                       DiscardToHandSize(state.active, MAX_HAND_SIZE, "CR 514.1"), CleanupEnd())


_CHECK = CleanupCheck()


class SeatedTurnStructure(TurnStructure):
    """A turn structure whose shared turn and step markers exist for up to eight active
    players (the kernel's are built for two). Only the rules of games of more than two
    players use it, so a two-player game keeps the kernel's structure as it is."""

    def __init__(self, steps: tuple[TurnStep, ...], players: int) -> None:
        super().__init__(steps)
        old = self.markers
        self.markers = tuple(tuple(new_event("step", player=p, rule=s.rule, data=(s.name,))
                                   for p in range(players)) for s in steps)
        # Each row ends with its step's markers (see TurnStructure): swap in the longer.
        assert all(row[-1] is m for row, m in zip(self.rows, old, strict=True))
        self.rows = tuple((*row[:-1], m) for row, m in zip(self.rows, self.markers,
                                                            strict=True))
        self.players = players
        self.seat_markers: dict[str, tuple[Event, ...]] = {}

    def turn_marker(self, player: int, rule: str) -> Event:
        """The (shared, immutable) event marking the beginning of ``player``'s turn."""
        found = self.seat_markers.get(rule)
        if found is None:
            found = self.seat_markers[rule] = tuple(new_event("turn", player=p, rule=rule)
                                                    for p in range(self.players))
        return found[player]


# Emptying the mana pools: each step's body above first empties them, as the step or
# phase before it has ended (CR 500.5). Mana is added only with priority, within a step,
# so the beginning of the next step that happens is where what is left of it empties.
# The test is written at the top of each body rather than in a wrapper around it: every
# step of every turn passes there, and the usual answer (nothing pooled) then costs no
# extra call.

STRUCTURE = TurnStructure((
    TurnStep("untap", "beginning", "CR 502", "Untap step", "アンタップ・ステップ",
             body=_untap),
    TurnStep("upkeep", "beginning", "CR 503", "Upkeep step", "アップキープ・ステップ",
             body=_priority),
    TurnStep("draw", "beginning", "CR 504", "Draw step", "ドロー・ステップ", body=_draw,
             skip=_skip_first_draw),
    TurnStep("main1", "precombat main", "CR 505", "Precombat main phase",
             "戦闘前メイン・フェイズ", body=_priority),
    TurnStep("beginning_of_combat", "combat", "CR 507", "Beginning of combat step",
             "戦闘開始ステップ", body=_priority),
    TurnStep("declare_attackers", "combat", "CR 508", "Declare attackers step",
             "攻撃クリーチャー指定ステップ", body=_declare_attackers),
    TurnStep("declare_blockers", "combat", "CR 509", "Declare blockers step",
             "ブロック・クリーチャー指定ステップ", body=_declare_blockers,
             skip=_no_attackers),
    TurnStep("combat_damage", "combat", "CR 510", "Combat damage step",
             "戦闘ダメージ・ステップ", body=_combat_damage, skip=_no_attackers),
    TurnStep("end_of_combat", "combat", "CR 511", "End of combat step", "戦闘終了ステップ",
             body=_end_of_combat),
    TurnStep("main2", "postcombat main", "CR 505", "Postcombat main phase",
             "戦闘後メイン・フェイズ", body=_priority),
    TurnStep("end", "ending", "CR 513", "End step", "終了ステップ", body=_priority),
    TurnStep("cleanup", "ending", "CR 514", "Cleanup step", "クリンナップ・ステップ",
             body=_cleanup),
))
