"""The Magic cards tcgkit knows, by set of concerns: basic lands, vanilla creatures,
the cards the drawing rules (CR 121) are tested with, damage cards (CR 120), cards with
X and additional costs (CR 601.2), and the real commons and uncommons of the demo decks."""

from __future__ import annotations

from ..card import MtgCard
from . import (
    battles,
    combat,
    cost_changes,
    costs,
    damage,
    demo,
    draw,
    effects,
    faces,
    lands,
    layers,
    modal,
    multiplayer,
    replacing,
    tokens,
    upkeep,
    vanilla,
)

ALL: tuple[MtgCard, ...] = lands.ALL + vanilla.ALL + draw.ALL + damage.ALL + demo.ALL \
    + costs.ALL + battles.ALL + faces.ALL + multiplayer.ALL + effects.ALL + combat.ALL \
    + modal.ALL + cost_changes.ALL + layers.ALL + replacing.ALL + upkeep.ALL
"""Every Magic card definition."""

TOKENS: tuple[MtgCard, ...] = tokens.ALL
"""Every token definition: in the rules' card pool, never in a deck."""
