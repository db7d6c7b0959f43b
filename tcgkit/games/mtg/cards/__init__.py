"""The Magic cards tcgkit knows, by set of concerns: basic lands, vanilla creatures,
the cards the drawing rules (CR 121) are tested with, and damage cards (CR 120)."""

from __future__ import annotations

from ..card import MtgCard
from . import damage, draw, lands, vanilla

ALL: tuple[MtgCard, ...] = lands.ALL + vanilla.ALL + draw.ALL + damage.ALL
"""Every Magic card definition."""
