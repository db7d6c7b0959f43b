"""The Yu-Gi-Oh! cards tcgkit knows: Normal Monsters for the demo decks, and the cards
the normal-draw rules are tested with, and cards whose effects go through the chain."""

from __future__ import annotations

from ..card import YgoCard
from . import demo, draw, effects, link, normal, replace_draw, responses

ALL: tuple[YgoCard, ...] = (normal.ALL + draw.ALL + effects.ALL + replace_draw.ALL
                             + responses.ALL + link.ALL + demo.ALL)
"""Every Yu-Gi-Oh! card definition."""
