"""Turn structure as data.

A game lists its steps (or phases) as :class:`TurnStep` values: a name, the rule that
defines it, what happens in it (``body`` schedules its turn-based actions and decisions)
and when it is skipped (``skip`` returns the citation of the rule that skips it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .events import Event
from .limits import purge_stale
from .log import LogEntry
from .resolve import GivePriority
from .steps import Step

if TYPE_CHECKING:
    from .state import GameState

_new_tuple = tuple.__new__


@dataclass(frozen=True, slots=True)
class TurnStep:
    """One step (or phase) of a turn."""

    name: str
    phase: str
    rule: str
    label: str
    jp: str = ""
    body: Callable[[GameState], None] | None = None
    skip: Callable[[GameState], str | None] | None = None


class TurnStructure:
    """The ordered steps of a turn, found by name."""

    def __init__(self, steps: tuple[TurnStep, ...]) -> None:
        self.steps = steps
        self.index = {s.name: i for i, s in enumerate(steps)}
        # Events are immutable, so each step's beginning, for each active player, is one
        # event object recorded again every turn rather than built anew.
        self.markers = tuple(tuple(Event("step", player=p, rule=s.rule, data=(s.name,))
                                   for p in (0, 1)) for s in steps)
        self.turn_markers: dict[str, tuple[Event, Event]] = {}
        # What EnterStep reads of each step, in one tuple: every step of every turn
        # passes there, and one unpacking costs less than six attribute reads.
        self.rows = tuple((s.skip, s.phase, s.name, s.rule, (s.label,), s.body, m)
                          for s, m in zip(steps, self.markers, strict=True))

    def turn_marker(self, player: int, rule: str) -> Event:
        """The (shared, immutable) event marking the beginning of ``player``'s turn."""
        pair = self.turn_markers.get(rule)
        if pair is None:
            pair = self.turn_markers[rule] = (Event("turn", player=0, rule=rule),
                                              Event("turn", player=1, rule=rule))
        return pair[player]

    def __getitem__(self, name: str) -> TurnStep:
        return self.steps[self.index[name]]

    def __contains__(self, name: object) -> bool:
        return name in self.index


class BeginTurn(Step):
    """Start ``player``'s turn: count it, mark it in the history, enter its first step."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def run(self, state: GameState) -> None:
        state.turn += 1
        state.active = self.player
        history = state.history
        history.turn_starts.append(len(history.events))  # what history.begin_turn does
        if state.limits:
            purge_stale(state)
        rules = state.rules
        state.log_rule(rules.turn_rule, "Turn {}: {}'s turn", state.turn,
                       state.players[self.player].name)
        marker = rules.structure.turn_marker(self.player, rules.turn_rule)
        if state._sched or state.over or "turn" in state.piped:
            state.mark(marker)
        else:  # as in EnterStep: a marker nothing could replace goes straight in
            history.events.append(marker)
            refs = state.triggers.get("turn")
            if refs:
                state._collect_triggers(marker, refs)
        rules.begin_turn(state)
        if state._sched:
            state.push(EnterStep(0))
        else:
            EnterStep(0).run(state)


class EnterStep(Step):
    """Begin the ``index``-th step of the turn (or skip it), then go on to the next.

    A step whose beginning schedules nothing (no decision, no watched event: a step in
    which no player can do anything) is finished on the spot and the next one begun in
    the same run, so empty steps cost no extra work-stack traffic.
    """

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index

    def run(self, state: GameState) -> None:
        if state.triggered and _settle(state, self):
            return
        rules = state.rules
        settles = rules.policy.settle_between_steps
        rows = rules.structure.rows
        events = state.history.events
        # Every step of every turn passes here: the log entry is written out (what
        # state.log_rule does) and the marker recorded without state.mark's and
        # state.record's detours when nothing could replace or forbid a step (a marker
        # changes nothing, so the state's version stays).
        log = state.log.append
        turn = state.turn
        active = state.active
        i = self.index
        n = len(rows)
        while i < n:
            skip, phase, name, rule, label, body, markers = rows[i]
            i += 1
            if skip is not None:
                skipped = skip(state)
                if skipped is not None:
                    state.log_rule(skipped, "{} is skipped", label[0])
                    continue
            state.phase = phase
            state.step = name
            state.step_start = len(events)
            log(_new_tuple(LogEntry, (turn, rule, "{} begins", label, None, None)))
            marker = markers[active]
            if state._sched or state.over or "step" in state.piped:
                state.mark(marker)
            else:
                events.append(marker)
                refs = state.triggers.get("step")
                if refs:
                    state._collect_triggers(marker, refs)
            if body is not None:
                body(state)
                sched = state._sched
                # A step that scheduled one step of work which asks nothing (a round of
                # priority that passes by itself) has it run here, as the engine's loop
                # would next: a quiet step then still costs no work-stack traffic.
                if len(sched) == 1 and not sched[0].ASK and not state.over:
                    sched.pop().run(state)
            if state._sched or state.over or (state.triggered and settles):
                break
        state._sched.append(EnterStep(i) if i < n else EndTurn())  # state.push, for one


class EndTurn(Step):
    """End the turn and begin the next player's."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if state.triggered and _settle(state, self):
            return
        rules = state.rules
        rules.end_turn(state)
        if state._sched:
            state.push(BeginTurn(rules.next_player(state)))
        else:
            BeginTurn(rules.next_player(state)).run(state)


def _settle(state: GameState, then: Step) -> bool:
    """In games without priority in every step, waiting triggers are handled before the
    next step begins (and before the turn ends); whether that was scheduled."""
    if state.triggered and state.rules.policy.settle_between_steps:
        state.push(GivePriority(state.active), then)
        return True
    return False
