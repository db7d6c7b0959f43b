"""The Duel Masters cards tcgkit knows."""

from __future__ import annotations

from ..card import DmCard
from . import (
    aura,
    classic,
    effects,
    exiles,
    grs,
    powers,
    psychics,
    seals,
    tama,
    turn1,
    turn1b,
    types,
    use,
    usecosts,
    vanilla,
    windows,
    wins,
)

ALL: tuple[DmCard, ...] = vanilla.ALL + effects.ALL + turn1.ALL + use.ALL + classic.ALL \
    + types.ALL + windows.ALL + aura.ALL + tama.ALL + turn1b.ALL + usecosts.ALL + powers.ALL \
    + seals.ALL + psychics.ALL + exiles.ALL + grs.ALL + wins.ALL
"""Every Duel Masters card definition."""
