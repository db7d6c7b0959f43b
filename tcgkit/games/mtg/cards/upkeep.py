"""A card whose cost is drawing cards: Psychic Vortex's cumulative upkeep (CR 702.24),
paid by drawing a card for each age counter. While "can't draw more than one card each
turn" applies, a player can't pay a cost that includes drawing more cards than they may
draw (CR 121.2b): they are offered only not to pay, and the permanent is sacrificed.
Texts are our paraphrases."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action, Ctx
from ....core.decision import Decision, Option, one_per_card
from ....core.events import Event
from ....core.pipeline import draws_forbidden
from ....core.resolve import NO, YES
from ....core.steps import Ask, Step
from ..card import MtgCard
from ..layers import types_of
from ..vocab import (
    DREW_A_CARD_THIS_TURN,
    AtBeginningOf,
    MayDrawStep,
    Triggered,
    enchantment,
)
from ..zones import BATTLEFIELD, GRAVEYARD, HAND

if TYPE_CHECKING:
    from ....core.state import GameState
    from ..typed import objects

AGE = "age"
"""The age counter cumulative upkeep puts on its permanent (CR 702.24a)."""


@dataclass(frozen=True)
class CumulativeUpkeepDraw(Action):
    """"Cumulative upkeep—Draw a card": at the beginning of its controller's upkeep, an
    age counter is put on the permanent; then its controller may pay the cost once for
    each age counter on it (drawing that many cards, one at a time, CR 121.2); if they
    don't, they sacrifice it (CR 702.24a). The draws are a cost: replaced draws still
    pay it (the card's rulings)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = ctx.source
        if oid is None or state.objects[oid].zone not in BATTLEFIELD:
            return  # no longer on the battlefield: nothing to age or to pay for
        state.emit_for(ctx, Event("counter", obj=oid, amount=1, data=(AGE,),
                                  source=oid, rule="CR 702.24a"))
        state.push(AskToPay(ctx))

    @property
    def text(self) -> str:
        return "put an age counter, then draw a card for each age counter or sacrifice it"


class AskToPay(Step):
    """Once the age counter is on: ask for the payment of one cost per age counter."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def run(self, state: GameState) -> None:
        oid = self.ctx.source
        assert oid is not None
        o = state.objects[oid]
        if o.zone in BATTLEFIELD:
            state.push(PayByDrawing(self.ctx, o.counter(AGE)))


class PayByDrawing(MayDrawStep):
    """Its controller pays the cumulative upkeep (draws a card per age counter) or not
    (sacrifices the permanent). A "you may draw" whose "no" costs the permanent: the
    same legality check refuses paying while a prohibition would stop one of the draws
    (CR 121.2b, 121.3; :func:`.vocab.why_not_may_draw`), and the player is then offered
    only not to pay."""

    __slots__ = ()

    def __init__(self, ctx: Ctx, count: int) -> None:
        super().__init__(ctx, count, "paid")

    def decide(self, state: GameState) -> Decision | None:
        oid = self.ctx.source
        assert oid is not None
        o = state.objects[oid]
        forbidden = draws_forbidden(state, self.ctx.controller, self.count) is not None
        return Decision(self.ctx.controller, "may", [NO] if forbidden else [YES, NO],
                        f"{o.card.name}: pay its cumulative upkeep (draw {self.count} "
                        f"card(s)), or sacrifice it", state)

    def rule(self, state: GameState) -> str:
        """The rule that stops the payment: "can't draw more than one card each turn"
        forbids a cost that includes drawing more cards than may be drawn, a second
        card this turn included (CR 121.2b); "can't draw" any card (CR 121.3)."""
        ref = draws_forbidden(state, self.ctx.controller, self.count)
        if ref is not None and getattr(state.ability(ref), "forbids", None) \
                is DREW_A_CARD_THIS_TURN:
            return "CR 121.2b"
        return super().rule(state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        oid = self.ctx.source
        assert oid is not None
        o = state.objects[oid]
        who = state.players[p].name
        if option.kind == "yes":
            state.log_rule("CR 702.24a", "{} pays {}'s cumulative upkeep: draws {} card(s)",
                           who, o.card.name, self.count)
            state.emit_for(self.ctx, Event("draws", player=p, amount=self.count, source=oid,
                                           reason="cost", rule="CR 121.2" if self.count > 1
                                           else "CR 121.1"))
            return
        if draws_forbidden(state, p, self.count) is not None:
            self._forbidden(state)  # says which effect stops the draws, with its rule
        state.log_rule("CR 702.24a", "{} doesn't pay {}'s cumulative upkeep and sacrifices "
                       "it", who, o.card.name)
        state.emit_for(self.ctx, Event("move", obj=oid, frm=o.zone, to=GRAVEYARD[o.owner],
                                       player=p, reason="sacrifice", cause="effect",
                                       source=oid, rule="CR 701.21a"))


@dataclass(frozen=True)
class SacrificeALandAndDiscardHand(Action):
    """"Sacrifice a land and discard your hand": its controller chooses a land they
    control and sacrifices it (CR 701.21a), then discards every card in their hand."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(SacrificeALand(ctx))

    @property
    def text(self) -> str:
        return "sacrifice a land and discard your hand"


class SacrificeALand(Ask):
    """The controller chooses the land to sacrifice; with none, nothing is sacrificed.
    The hand is discarded after."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def _lands(self, state: GameState) -> list[int]:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        return [oid for oid in state.zones[BATTLEFIELD[self.ctx.controller]]
                if "Land" in types_of(state, objs[oid])]

    def decide(self, state: GameState) -> Decision | None:
        lands = self._lands(state)
        if not lands:
            return None
        return Decision(self.ctx.controller, "sacrifice",
                        one_per_card(state, lands, "sacrifice"), "Sacrifice a land", state)

    def run(self, state: GameState) -> None:
        state.log_rule("CR 701.21a", "{} has no land to sacrifice",
                       state.players[self.ctx.controller].name)
        self._discard_hand(state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        o = state.objects[option.obj]
        state.log_rule("CR 701.21a", "{} sacrifices {}", state.players[p].name, o.card.name)
        state.emit_for(self.ctx, Event("move", obj=option.obj, frm=o.zone,
                                       to=GRAVEYARD[o.owner], player=p, reason="sacrifice",
                                       cause="effect", source=self.ctx.source,
                                       rule="CR 701.21a"))
        self._discard_hand(state)

    def _discard_hand(self, state: GameState) -> None:
        p = self.ctx.controller
        hand = list(state.zones[HAND[p]])
        state.log_rule("CR 701.9a", "{} discards their hand ({} card(s))",
                       state.players[p].name, len(hand))
        for oid in hand:
            state.emit_for(self.ctx, Event("move", obj=oid, frm=HAND[p], to=GRAVEYARD[p],
                                           player=p, reason="discard", cause="effect",
                                           source=self.ctx.source, rule="CR 701.9a"))


PSYCHIC_VORTEX = enchantment(
    "Psychic Vortex", cost="{2}{U}{U}",
    abilities=[
        Triggered("Cumulative upkeep—Draw a card. (At the beginning of your upkeep, put an "
                  "age counter on this permanent, then sacrifice it unless you pay its "
                  "upkeep cost for each age counter on it.)",
                  on=AtBeginningOf("upkeep"), effect=(CumulativeUpkeepDraw(),)),
        Triggered("At the beginning of your end step, sacrifice a land and discard your "
                  "hand.", on=AtBeginningOf("end"), effect=(SacrificeALandAndDiscardHand(),)),
    ])
"""Weatherlight: {2}{U}{U} enchantment (Gatherer, multiverse id 4496; Scryfall WTH 50).
Its cumulative upkeep is a cost made of draws (its 2008-04-01 rulings), the real card
CR 121.2b's "can't pay a cost that includes drawing multiple cards" is about."""

ALL: tuple[MtgCard, ...] = (PSYCHIC_VORTEX,)
"""The cards of this module."""
