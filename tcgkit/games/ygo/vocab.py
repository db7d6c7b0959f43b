"""The Yu-Gi-Oh! card vocabulary: card constructors, event patterns and conditions.
Card modules import only this module."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...core.abilities import YOU, Ability, CountModifier, Ctx, Pattern
from ...core.events import Event
from .card import YgoCard
from .zones import EXTRA_DECK

if TYPE_CHECKING:
    from ...core.state import GameState

__all__ = [
    "YOU",
    "CountModifier",
    "NormalDraw",
    "effect_monster",
    "extra_deck_empty",
    "normal_monster",
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


def NormalDraw(player: str = YOU,
               where: Callable[[GameState, Event, Ctx], bool] | None = None) -> Pattern:
    """The normal draw of ``player``'s Draw Phase as a whole (how many cards it draws),
    while ``where`` holds."""
    return Pattern("draws", player=player, reason="normal_draw", where=where)


def extra_deck_empty(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The controller's Extra Deck has no cards."""
    return not state.zones[EXTRA_DECK[ctx.controller]]
