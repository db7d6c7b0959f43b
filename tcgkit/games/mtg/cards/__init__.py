"""The Magic cards tcgkit knows, by set of concerns: basic lands, vanilla creatures,
and the cards the drawing rules (CR 121) are tested with."""

from __future__ import annotations

from ..card import MtgCard
from . import draw, lands, vanilla

ALL: tuple[MtgCard, ...] = lands.ALL + vanilla.ALL + draw.ALL
"""Every Magic card definition."""
