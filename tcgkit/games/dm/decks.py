"""Two demo decks of real vanilla creatures (40 cards, at most 4 of a card)."""

from __future__ import annotations


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


FIRE_NATURE_LIGHT = _deck(
    (4, "Immortal Baron, Vorg"), (4, "Burning Mane"), (4, "Reusol, the Oracle"),
    (4, "Explosive Dude Joe"), (4, "Fear Fang"), (4, "Forest Hornet"),
    (4, "Lok, Vizier of Hunting"), (4, "Tri-horn Shepherd"), (4, "Lah, Purification Enforcer"),
    (4, "Meteorage Lizard"),
)
"""Forty cards of the fire, nature and light civilizations, costs 2 to 6."""

WATER_DARKNESS_LIGHT = _deck(
    (4, "Aqua Vehicle"), (4, "Writhing Bone Ghoul"), (4, "Iere, Vizier of Bullets"),
    (4, "Reso Pacos, Clear Sky Guardian"), (4, "Scissor Eye"),
    (4, "Skeleton Soldier, the Defiled"), (4, "Lok, Vizier of Hunting"),
    (4, "Hang Worm, Fetid Larva"), (4, "Ryuso Kigo Va Gerard"),
    (4, "Lah, Purification Enforcer"),
)
"""Forty cards of the water, darkness and light civilizations, costs 2 to 5."""

VANILLA_DECKS = (FIRE_NATURE_LIGHT, WATER_DARKNESS_LIGHT)
