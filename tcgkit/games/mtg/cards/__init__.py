"""The Magic cards tcgkit knows, by set of concerns: basic lands, vanilla creatures,
the cards the drawing rules (CR 121) are tested with, damage cards (CR 120), cards with
X and additional costs (CR 601.2), and the real commons and uncommons of the demo decks."""

from __future__ import annotations

from ..card import MtgCard
from . import battles, costs, damage, demo, draw, faces, lands, multiplayer, vanilla

ALL: tuple[MtgCard, ...] = lands.ALL + vanilla.ALL + draw.ALL + damage.ALL + demo.ALL \
    + costs.ALL + battles.ALL + faces.ALL + multiplayer.ALL
"""Every Magic card definition."""
