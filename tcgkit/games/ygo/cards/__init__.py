"""The Yu-Gi-Oh! cards tcgkit knows: Normal Monsters for the demo decks, and the cards
the normal-draw rules are tested with."""

from __future__ import annotations

from ..card import YgoCard
from . import draw, normal

ALL: tuple[YgoCard, ...] = normal.ALL + draw.ALL
"""Every Yu-Gi-Oh! card definition."""
