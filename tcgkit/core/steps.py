"""Steps: the units of work on a state's work stack.

Every procedure in progress is a stack of immutable :class:`Step` records kept in the
state. The engine pops the top step and runs it; a step does its part of the work and
schedules what comes next with ``state.push`` (in reading order: the first thing pushed
runs first). An :class:`Ask` step stops the engine until its player answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .abilities import Ctx
from .decision import Decision, one_per_card
from .events import new_event
from .serial import Record

if TYPE_CHECKING:
    from .decision import Option
    from .state import GameState


class Step(Record):
    """One unit of work. Subclasses declare their fields in ``__slots__``."""

    __slots__ = ()
    ASK: ClassVar[bool] = False
    OPEN: ClassVar[bool] = False

    def run(self, state: GameState) -> None:
        """Do this step's work."""
        raise NotImplementedError(type(self).__name__)


class Ask(Step):
    """A step that asks a player to choose.

    :meth:`decide` builds the decision without changing the state (``None`` if there is
    nothing to ask, and then :meth:`run` is called instead); :meth:`answer` carries out
    the chosen option, which the engine has already checked is one of the options.
    ``OPEN`` marks an open game state (a Main Phase, an attack step): before its player
    is asked, waiting triggers and pending items are handled.
    """

    __slots__ = ()
    ASK: ClassVar[bool] = True

    def decide(self, state: GameState) -> Decision | None:
        """The decision to put to a player, or ``None`` to skip asking."""
        raise NotImplementedError(type(self).__name__)

    def answer(self, state: GameState, option: Option) -> None:
        """Carry out ``option``."""
        raise NotImplementedError(type(self).__name__)

    def run(self, state: GameState) -> None:
        """Called instead of asking when :meth:`decide` returns ``None``."""


class RunActions(Step):
    """Do the actions of an ability part (``"effect"``, ``"instead"``) one after another,
    each finishing (with its choices) before the next starts."""

    __slots__ = ("ctx", "index", "part")

    def __init__(self, ctx: Ctx, part: str, index: int = 0) -> None:
        self.ctx = ctx
        self.part = part
        self.index = index

    def run(self, state: GameState) -> None:
        actions = state.actions_of(self.ctx, self.part)
        if self.index >= len(actions):
            return
        actions[self.index].start(state, self.ctx)
        if self.index + 1 < len(actions):
            state.push(RunActions(self.ctx, self.part, self.index + 1))
        else:
            state.push(EndResolution(self.ctx.rid))


class EndResolution(Step):
    """Forget the values an effect's actions handed to each other."""

    __slots__ = ("rid",)

    def __init__(self, rid: int) -> None:
        self.rid = rid

    def run(self, state: GameState) -> None:
        state.vars.pop(self.rid, None)


class DiscardToHandSize(Ask):
    """``player`` discards, one card at a time, down to ``size`` cards in hand (Magic's
    cleanup, Yu-Gi-Oh!'s End Phase), citing ``rule``."""

    __slots__ = ("player", "rule", "size")

    def __init__(self, player: int, size: int, rule: str) -> None:
        self.player = player
        self.size = size
        self.rule = rule

    def decide(self, state: GameState) -> Decision | None:
        hand = state.zones[state.rules.hand_ids[self.player]]
        if len(hand) <= self.size:
            return None
        return Decision(self.player, "discard", one_per_card(state, hand, "discard"),
                        f"Discard down to {self.size} cards ({len(hand)} in hand)", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.log_rule(self.rule, "{} discards {}", state.players[self.player].name,
                       state.objects[option.obj].card.name)
        graveyard = state.rules.zones.id(state.rules.graveyard, self.player)
        state.emit(new_event("move", obj=option.obj, to=graveyard, player=self.player,
                             reason="discard"))
        state.push(self)
