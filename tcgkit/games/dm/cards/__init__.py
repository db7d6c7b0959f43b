"""The Duel Masters cards tcgkit knows."""

from __future__ import annotations

from ..card import DmCard
from . import effects, vanilla

ALL: tuple[DmCard, ...] = vanilla.ALL + effects.ALL
"""Every Duel Masters card definition."""
