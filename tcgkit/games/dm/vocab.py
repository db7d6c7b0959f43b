"""The Duel Masters card vocabulary. Card modules import only this module."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.abilities import Ability
from .card import DmCard

__all__ = ["creature"]


def creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int, power: int,
             race: str, abilities: Sequence[Ability] = (), filler: bool = False) -> DmCard:
    """A creature card."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=tuple(abilities), filler=filler)
