"""The Duel Masters cards tcgkit knows."""

from __future__ import annotations

from ..card import DmCard
from . import classic, effects, turn1, use, vanilla

ALL: tuple[DmCard, ...] = vanilla.ALL + effects.ALL + turn1.ALL + use.ALL + classic.ALL
"""Every Duel Masters card definition."""
