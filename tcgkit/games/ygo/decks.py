"""Two demo Decks of real Normal Monsters (40 cards, at most 3 of a card)."""

from __future__ import annotations


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


WARRIORS_AND_DRAGONS = _deck(
    (3, "Celtic Guardian"), (3, "Giant Soldier of Stone"), (3, "Alexandrite Dragon"),
    (3, "Luster Dragon"), (3, "Gene-Warped Warwolf"), (3, "Battle Ox"), (3, "Gemini Elf"),
    (3, "Mystical Elf"), (3, "Neo the Magic Swordsman"),
    (1, "La Jinn the Mystical Genie of the Lamp"),
    (3, "Rude Kaiser"), (3, "Luster Dragon #2"), (3, "Blue-Eyes White Dragon"),
    (3, "Gaia The Fierce Knight"),
)
"""Forty cards: twenty-eight Level 3-4 monsters, six Level 5-6 and six Level 7-8."""

FIENDS_AND_SPELLCASTERS = _deck(
    (3, "Vorse Raider"), (3, "Archfiend Soldier"), (3, "La Jinn the Mystical Genie of the Lamp"),
    (3, "Neo the Magic Swordsman"), (3, "Gemini Elf"), (3, "Mystical Elf"),
    (3, "Giant Soldier of Stone"), (3, "Battle Ox"), (3, "Celtic Guardian"),
    (1, "Alexandrite Dragon"), (3, "Summoned Skull"), (3, "Rude Kaiser"),
    (3, "Dark Magician"), (3, "Red-Eyes Black Dragon"),
)
"""Forty cards: twenty-eight Level 3-4 monsters, six Level 5-6 and six Level 7-8."""

VANILLA_DECKS = (WARRIORS_AND_DRAGONS, FIENDS_AND_SPELLCASTERS)
