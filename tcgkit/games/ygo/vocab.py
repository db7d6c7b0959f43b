"""The Yu-Gi-Oh! card vocabulary: card constructors, event patterns and conditions.
Card modules import only this module."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import (
    YOU,
    Ability,
    Action,
    CountModifier,
    Ctx,
    Pattern,
    SpellEffect,
    Triggered,
)
from ...core.actions import Draw
from ...core.continuous import Continuous
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.steps import Ask
from .card import YgoCard
from .zones import DECK, EXTRA_DECK, GRAVEYARD, HAND, MONSTER_ZONE, SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ...core.state import GameState

__all__ = [
    "SENT_FROM_FIELD_TO_GY",
    "YOU",
    "CannotActivateThatName",
    "CountModifier",
    "Draw",
    "NormalDraw",
    "SearchDeck",
    "Triggered",
    "effect_monster",
    "extra_deck_empty",
    "normal_monster",
    "normal_spell",
]


def normal_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str, race: str,
                   atk: int, defense: int, filler: bool = False) -> YgoCard:
    """A Normal Monster (no effects)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, normal=True, filler=filler)


def effect_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str, race: str,
                   atk: int, defense: int, abilities: Sequence[Ability]) -> YgoCard:
    """An Effect Monster."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, abilities=tuple(abilities))


def normal_spell(name: str, *, jp: str, passcode: str, text: str,
                 effect: Sequence[Action]) -> YgoCard:
    """A Normal Spell: activated from the hand (or Set) in the Main Phase with an empty
    chain, Spell Speed 1; it goes to the GY once it has resolved."""
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="spell", spell_type="normal",
                   abilities=(SpellEffect(text, effect=tuple(effect)),))


def _this_left_the_field_for_the_gy(state: GameState, event: Event, ctx: Ctx) -> bool:
    field = event.frm in MONSTER_ZONE or event.frm in SPELL_TRAP_ZONE
    return event.obj == ctx.source and field and event.to in GRAVEYARD


SENT_FROM_FIELD_TO_GY = Pattern("move", where=_this_left_the_field_for_the_gy)
""""If this card is sent from the field to the GY": found by looking back at the field
the card just left (a card in the GY could not see itself leave)."""


@dataclass(frozen=True)
class SearchDeck(Action):
    """"Add 1 monster with <max_atk> or less ATK from your Deck to your hand" (the Deck
    is shuffled afterwards; the added card is shown). The card added is handed on as
    ``var`` to later actions."""

    max_atk: int = 0
    var: str = "it"
    declares = ("search",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = [oid for oid in state.zones[DECK[ctx.controller]]
                 if _fits(state, oid, self.max_atk)]
        if not found:
            state.log_rule(R_SEARCH, "{} has no fitting monster in the Deck",
                           state.players[ctx.controller].name)
            return
        state.push(ChooseFromDeck(ctx, tuple(found), self.var))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return any(_fits(state, oid, self.max_atk) for oid in state.zones[DECK[ctx.controller]])

    @property
    def text(self) -> str:
        return f"add 1 monster with {self.max_atk} or less ATK from your Deck to your hand"


R_SEARCH = "YGO rule: adding from the Deck"


def _fits(state: GameState, oid: int, max_atk: int) -> bool:
    c = state.objects[oid].card
    return isinstance(c, YgoCard) and c.kind == "monster" and c.atk <= max_atk


class ChooseFromDeck(Ask):
    """The searching player picks one of the fitting cards of their Deck."""

    __slots__ = ("cards", "ctx", "var")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...], var: str) -> None:
        self.ctx = ctx
        self.cards = cards
        self.var = var

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "search", one_per_card(state, self.cards, "add"),
                        "Choose a card to add from your Deck to your hand", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        state.log_rule(R_SEARCH, "{} adds {} from the Deck to the hand and shows it",
                       state.players[p].name, state.objects[option.obj].card.name)
        state.move(option.obj, HAND[p], player=p, source=self.ctx.source, reason="search",
                   cause="effect")
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_SEARCH))
        state.set_var(self.ctx, self.var, option.obj)


@dataclass(frozen=True)
class CannotActivateThatName(Action):
    """"For the rest of this turn, you cannot activate cards, or the effects of cards,
    with that name" (the card handed on as ``var``)."""

    var: str = "it"

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, self.var)
        if oid is None:
            return
        name = state.objects[oid].card.name
        state.add_continuous(Continuous(CANNOT_ACTIVATE, controller=ctx.controller,
                                        target=("player", ctx.controller), value=name,
                                        source=ctx.source))
        state.log_rule(R_SEARCH, "{} cannot activate cards or effects named {} this turn",
                       state.players[ctx.controller].name, name)


CANNOT_ACTIVATE = "cannot_activate"
"""The kind of floating effect that forbids a player to activate cards of a name."""


def NormalDraw(player: str = YOU,
               where: Callable[[GameState, Event, Ctx], bool] | None = None) -> Pattern:
    """The normal draw of ``player``'s Draw Phase as a whole (how many cards it draws),
    while ``where`` holds."""
    return Pattern("draws", player=player, reason="normal_draw", where=where)


def extra_deck_empty(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The controller's Extra Deck has no cards."""
    return not state.zones[EXTRA_DECK[ctx.controller]]
