"""The Yu-Gi-Oh! cards tcgkit knows: Normal Monsters for the demo decks, and the cards
the normal-draw rules are tested with, and cards whose effects go through the chain."""

from __future__ import annotations

from ..card import YgoCard
from . import (
    battle,
    control,
    demo,
    draw,
    duel,
    effects,
    fusion,
    link,
    normal,
    pendulum,
    replace_draw,
    responses,
    seed_draw,
    seed_drawn,
    spells,
    summoning,
    usage,
)

ALL: tuple[YgoCard, ...] = (normal.ALL + draw.ALL + effects.ALL + replace_draw.ALL
                             + responses.ALL + link.ALL + demo.ALL + spells.ALL
                             + fusion.ALL + battle.ALL + pendulum.ALL + seed_draw.ALL
                             + summoning.ALL + seed_drawn.ALL + duel.ALL + usage.ALL
                             + control.ALL)
"""Every Yu-Gi-Oh! card definition."""
