"""The generic use / cast / activate procedure: ordered stages with hooks, reversible.

A game describes a procedure (Duel Masters' "use", Magic's "cast", Yu-Gi-Oh!'s "Normal
Summon") as a :class:`Procedure`: stages in order, each with the rule it follows, an
optional choice to ask first, and the work it does. The :class:`Use` step runs them. It
keeps a snapshot of the state from before the first stage; if a stage finds the
procedure illegal (raises :class:`IllegalAction`), the game returns to that snapshot,
as Magic's rule for illegal actions (CR 732.1) and Duel Masters' "the declaration cannot
be made" require, and the log says so.

The return is whole: everything done since the snapshot is undone, except what a game
puts into the snapshot as it happens. Magic's CR 732.1 reverses the action and cancels
its payments, and lets the player reverse the mana abilities activated during it, but
not an action that moved a card out of a library (Chromatic Sphere's draw), into one, or
shuffled one: such a mana ability stays done (the Sphere sacrificed, the card drawn, its
mana left in the pool). Magic adds to the snapshot's work a step that activates it
again (``mtg/play.py``: ``KeptManaAbility``), so the rewind lands on the state with it
done. A reversal is reached in play when what a card drew during the payment is taken
before it can pay a cost (scenario ``mtg/casting/reversed_casting_keeps_chromatic_
spheres_draw.yaml``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import EngineError, IllegalAction
from .steps import Ask

if TYPE_CHECKING:
    from .decision import Decision, Option
    from .state import GameState


@dataclass(frozen=True, slots=True)
class Stage:
    """One stage of a procedure.

    ``ask`` (pure) returns a decision while the stage still needs a choice, ``record``
    returns the :class:`Use` step with that choice added to its plan, and ``do`` performs
    the stage (returning the step with its plan extended, or ``None``), raising
    :class:`IllegalAction` if it turns out illegal.
    """

    name: str
    rule: str
    do: Callable[[GameState, Use], Use | None] | None = None
    ask: Callable[[GameState, Use], Decision | None] | None = None
    record: Callable[[GameState, Use, Option], Use] | None = None


@dataclass(frozen=True, slots=True)
class Procedure:
    """A named sequence of stages; ``rewind_rule`` is cited when it is reversed.

    A use can turn out illegal after it began (a choice made in one stage makes a later
    one impossible); a snapshot taken when it begins lets it be reversed. A procedure
    whose legality is checked in full before it is offered, and whose stages offer only
    choices that keep it legal, says so with ``checked_in_advance`` and costs no copy; a
    stage that fails anyway is then an engine error.
    """

    name: str
    stages: tuple[Stage, ...]
    rewind_rule: str
    checked_in_advance: bool = False


_PROCEDURES: dict[str, Procedure] = {}


def register(key: str, procedure: Procedure) -> None:
    """Make ``procedure`` available to :class:`Use` steps under ``key``."""
    if key in _PROCEDURES and _PROCEDURES[key] is not procedure:
        raise EngineError(f"procedure {key!r} registered twice")
    _PROCEDURES[key] = procedure


def procedure(key: str) -> Procedure:
    """The procedure registered under ``key``."""
    return _PROCEDURES[key]


class Use(Ask):
    """A procedure in progress: which one, who, on what object, at which stage, with the
    choices made so far (``plan``, a tuple of (name, value) pairs)."""

    __slots__ = ("obj", "plan", "player", "proc", "snapshot", "stage")

    proc: str
    player: int
    obj: int
    stage: int
    plan: tuple[tuple[str, Any], ...]
    snapshot: GameState | None

    def __init__(self, proc: str, player: int, obj: int, stage: int = 0,
                 plan: tuple[tuple[str, Any], ...] = (), snapshot: GameState | None = None) -> None:
        self.proc = proc
        self.player = player
        self.obj = obj
        self.stage = stage
        self.plan = plan
        self.snapshot = snapshot

    def get(self, name: str, default: Any = None) -> Any:
        """A value from the plan."""
        for k, v in self.plan:
            if k == name:
                return v
        return default

    def with_plan(self, name: str, value: Any) -> Use:
        """This step with ``name`` set in its plan."""
        plan = self.plan
        if plan:
            plan = tuple([kv for kv in plan if kv[0] != name])
        return self.replace(plan=(*plan, (name, value)))

    def decide(self, state: GameState) -> Decision | None:
        stage = procedure(self.proc).stages[self.stage]
        return stage.ask(state, self) if stage.ask is not None else None

    def answer(self, state: GameState, option: Option) -> None:
        stage = procedure(self.proc).stages[self.stage]
        assert stage.record is not None
        state.push(stage.record(state, self, option))

    def run(self, state: GameState) -> None:
        proc = procedure(self.proc)
        me = self
        if me.stage == 0 and me.snapshot is None and not proc.checked_in_advance:
            me = me.replace(snapshot=state.copy())
        stages = proc.stages
        # The stage reached is kept here and written into the step only when it goes
        # back on the work stack: no stage reads it, and a copy per stage would cost.
        k = me.stage
        last = len(stages) - 1
        while True:
            do = stages[k].do
            try:
                if do is not None:
                    me = do(state, me) or me
            except IllegalAction as exc:
                if me.snapshot is None:
                    raise EngineError(f"{proc.name} of {state.objects[me.obj].card.name} "
                                      f"failed although it was checked in full before it "
                                      f"began") from exc
                state.rewind(me.snapshot)
                state.log_rule(proc.rewind_rule, "{} of {} is reversed: {}", proc.name,
                               state.objects[me.obj].card.name, str(exc))
                return
            if k >= last:
                return
            k += 1
            # Go straight on unless the stage scheduled work that must come first or the
            # next stage has a question to ask: both need the work stack.
            ask = stages[k].ask
            if state._sched or (ask is not None and ask(state, me) is not None):
                state.push(me.replace(stage=k))
                return
