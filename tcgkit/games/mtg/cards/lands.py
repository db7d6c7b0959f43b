"""The five basic lands (CR 305.6: each taps for one mana of its color)."""

from __future__ import annotations

from ..vocab import basic_land

PLAINS = basic_land("Plains", "平地", "W")
ISLAND = basic_land("Island", "島", "U")
SWAMP = basic_land("Swamp", "沼", "B")
MOUNTAIN = basic_land("Mountain", "山", "R")
FOREST = basic_land("Forest", "森", "G")

ALL = (PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST)
