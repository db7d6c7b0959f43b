"""Delayed triggered abilities (CR 603.7) and the actions that make and use them.

A card whose effect says "at the beginning of the next end step, <do something>" lists
that delayed ability among its abilities as a :class:`~tcgkit.core.abilities.Triggered`
ability with ``zones=(CREATED,)``: it functions nowhere by itself. The resolving effect
creates it (:class:`CreateDelayedTrigger`, kernel :func:`~tcgkit.core.resolve.start_delayed`),
remembering the objects it will refer to; it triggers once, the next time its event
happens, and is gone (CR 603.7c), even if the card that made it changed zones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Pattern
from ...core.events import Event
from ...core.resolve import start_delayed, targeted_object
from .tokens import PLUS
from .zones import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from ...core.state import GameState


def _end_step(state: GameState, event: Event, ctx: Ctx) -> bool:
    return bool(event.data[0] == "end")


AT_THE_BEGINNING_OF_THE_NEXT_END_STEP = Pattern("step", where=_end_step)
""""At the beginning of the next end step": whoever's turn it is (CR 513.1); created
during an end step, the next one is the next turn's (its beginning is past)."""


@dataclass(frozen=True)
class ExileTarget(Action):
    """"Exile target <permanent>" (CR 406.2): remembered as ``var`` for what follows."""

    target: int = 0
    var: str = "it"
    declares = ("exile",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            state.set_var(ctx, self.var, None)
            return
        o = state.objects[aimed]
        state.set_var(ctx, self.var, o.id)
        state.emit_for(ctx, Event("move", obj=o.id, frm=o.zone, to=EXILE[o.owner],
                                  reason="exile", cause="effect", source=ctx.source,
                                  rule="CR 406.2"))

    @property
    def text(self) -> str:
        return "exile target"


@dataclass(frozen=True)
class CreateDelayedTrigger(Action):
    """Create the card's delayed triggered ability ``ability`` (its index), remembering
    the object ``var`` names as it is now: the same object it will refer to, or none if
    it left that zone meanwhile (CR 603.7c, 400.7)."""

    ability: int = 0
    var: str = "it"

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        oid = state.var(ctx, self.var)
        remembered = ((oid, state.objects[oid].incarnation),) if oid is not None else ()
        start_delayed(state, ctx.controller, ctx.source, self.ability, remembered)
        state.log_rule("CR 603.7a", "{} creates a delayed triggered ability: {}",
                       state.objects[ctx.source].card.name,
                       state.objects[ctx.source].card.abilities[self.ability].text)


@dataclass(frozen=True)
class ReturnRememberedWithCounter(Action):
    """"Return that card to the battlefield under its owner's control with a +1/+1
    counter on it": the card remembered, if it is still the object that was exiled (a
    token that ceased to exist, or a card that left exile, is not, CR 400.7)."""

    counters: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ctx.targets:
            return
        oid, inc = ctx.targets[0]
        o = state.objects[oid] if oid >= 0 else None
        if o is None or o.incarnation != inc or o.zone not in EXILE:
            state.log_rule("CR 400.7", "The card to return is no longer there: nothing "
                           "returns")
            return
        state.emit_for(ctx, Event("move", obj=oid, frm=o.zone, to=BATTLEFIELD[o.owner],
                                  reason="return", cause="effect", source=ctx.source,
                                  player=o.owner, rule="CR 603.7c"))
        # It enters with the counter (CR 614.1c, 122.6): put as it arrives, before
        # anything could look at it.
        state.emit_for(ctx, Event("counter", obj=oid, amount=self.counters, data=(PLUS,),
                                  source=ctx.source, reason="enter", rule="CR 122.6"))

    @property
    def text(self) -> str:
        return "return that card with a +1/+1 counter"
