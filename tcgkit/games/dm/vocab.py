"""The Duel Masters card vocabulary. Card modules import only this module."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import (
    OPPONENT,
    Ability,
    Action,
    Ctx,
    Keyword,
    Pattern,
    SpellEffect,
    Triggered,
)
from ...core.decision import Decision, Option, one_per_card
from ...core.events import DESTROY, DISCARD, Event
from ...core.procedure import Use
from ...core.steps import Ask
from .card import DmCard
from .play import why_not_use
from .zones import BATTLE, GRAVEYARD, HAND, SHIELD

if TYPE_CHECKING:
    from ...core.state import GameState

__all__ = [
    "DESTROYED",
    "SHIELD_TRIGGER",
    "DestroyOne",
    "DiscardAtRandom",
    "Triggered",
    "creature",
    "spell",
]


def creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int, power: int,
             race: str, abilities: Sequence[Ability] = (), filler: bool = False) -> DmCard:
    """A creature card."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=tuple(abilities), filler=filler)


def spell(name: str, *, jp: str, civilization: str | Sequence[str], cost: int, text: str,
          effect: Sequence[Action], abilities: Sequence[Ability] = ()) -> DmCard:
    """A spell card: ``text`` is what it does when it is cast, ``effect`` its actions;
    ``abilities`` adds keywords such as :data:`SHIELD_TRIGGER`."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="spell", civilizations=civs, cost=cost,
                  abilities=(*abilities, SpellEffect(text, effect=tuple(effect))))


# ---------------------------------------------------------------------- patterns

def _this_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.reason == DESTROY


DESTROYED = Pattern("move", where=_this_destroyed)
""""When this creature is destroyed": seen by looking back at the battle zone the
creature just left."""


def _this_broken(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in SHIELD and event.reason == "break"


R_SHIELD_TRIGGER = "DM rule: Shield Trigger"


@dataclass(frozen=True)
class UseForFree(Action):
    """"You may use this card without paying its cost" (the owner of a broken shield)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        # The use procedure was checked in advance: a card it could not use (no longer in
        # the hand, or a creature with no room in Duel Masters Play's) is not used.
        if ctx.source is None or why_not_use(state, ctx.controller, ctx.source,
                                             free=True) is not None:
            return
        state.log_rule(R_SHIELD_TRIGGER, "{} uses {} from a broken shield without paying "
                       "its cost", state.players[ctx.controller].name,
                       state.objects[ctx.source].card.name)
        state.push(Use("dm.use", ctx.controller, ctx.source, plan=(("free", True),)))


SHIELD_TRIGGER = (
    Keyword("Shield Trigger (When this card is put into your hand from your shield zone "
            "because a shield was broken, you may use it for no cost.)",
            name="Shield Trigger"),
    Triggered("Shield Trigger", on=Pattern("move", where=_this_broken), optional=True,
              effect=(UseForFree(),), zones=("shield",)),
)
"""Shield Trigger (S・トリガー, DM 113.1): the keyword, and the ability it gives — a
trigger of the card's own move from the shield zone (found by looking back at the
shield zone it left) whose owner may then use it for free."""


# ---------------------------------------------------------------------- actions

@dataclass(frozen=True)
class DestroyOne(Action):
    """"Destroy one of your opponent's creatures": chosen as the effect resolves (Duel
    Masters spells do not target)."""

    whose: str = OPPONENT
    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        owner = 1 - ctx.controller if self.whose == OPPONENT else ctx.controller
        if state.zones[BATTLE[owner]]:
            state.push(ChooseToDestroy(ctx, owner))

    @property
    def text(self) -> str:
        return "destroy one of your opponent's creatures"


class ChooseToDestroy(Ask):
    """The effect's controller chooses which creature of ``owner``'s to destroy."""

    __slots__ = ("ctx", "owner")

    def __init__(self, ctx: Ctx, owner: int) -> None:
        self.ctx = ctx
        self.owner = owner

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "destroy",
                        one_per_card(state, state.zones[BATTLE[self.owner]], "destroy"),
                        "Choose a creature to destroy", state)

    def answer(self, state: GameState, option: Option) -> None:
        o = state.objects[option.obj]
        state.move(option.obj, GRAVEYARD[o.owner], reason=DESTROY, cause="effect",
                   source=self.ctx.source, rule="DM rule: destroy")


@dataclass(frozen=True)
class DiscardAtRandom(Action):
    """"Your opponent discards a card at random from their hand"."""

    count: int = 1
    declares = ("discard",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = 1 - ctx.controller
        hand = list(state.zones[HAND[p]])
        for _ in range(min(self.count, len(hand))):
            oid = hand.pop(state.rng.below(len(hand)))
            state.log_rule("DM rule: discard", "{} discards {} at random", state.players[p].name,
                           state.objects[oid].card.name)
            state.move(oid, GRAVEYARD[p], player=p, reason=DISCARD, cause="effect",
                       source=ctx.source)
