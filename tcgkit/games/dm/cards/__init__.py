"""The Duel Masters cards tcgkit knows."""

from __future__ import annotations

from ..card import DmCard
from . import vanilla

ALL: tuple[DmCard, ...] = vanilla.ALL
"""Every Duel Masters card definition."""
