"""Demo Decks: two of real Normal Monsters (40 cards, at most 3 of a card), and two of
real cards with effects (40 Main Deck cards and an Extra Deck each)."""

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

SYNCHRO_WARRIORS = _deck(
    (3, "Genex Controller"), (3, "Ash Blossom & Joyous Spring"), (3, "Giant Soldier of Stone"),
    (3, "Celtic Guardian"), (3, "Gene-Warped Warwolf"), (2, "Alexandrite Dragon"),
    (3, "Battle Ox"), (2, "Rude Kaiser"), (1, "Sangan"),
    (2, "Reinforcement of the Army"), (1, "Pot of Greed"), (1, "Monster Reborn"),
    (1, "Dark Hole"), (2, "Mystical Space Typhoon"), (1, "Heart of the Underdog"),
    (1, "Rush Recklessly"), (1, "Sogen"), (1, "Axe of Despair"),
    (2, "Solemn Judgment"), (2, "Call of the Haunted"), (1, "Solemn Strike"),
    (1, "Sakuretsu Armor"),
    # The Extra Deck
    (2, "Gaia Knight, the Force of Earth"), (2, "Scrap Archfiend"), (1, "Stardust Dragon"),
    (2, "Link Spider"), (1, "Proxy Dragon"), (1, "Gem-Knight Pearl"), (2, "Daigusto Emeral"),
)
"""Forty Main Deck cards (23 monsters, 6 of them Tuners; 11 Spells; 6 Traps) and an Extra
Deck of 11: Synchro Monsters of Level 6, 7 and 8 (a Level 3 Tuner with a Level 3, 4 or 5
monster), Link Monsters and Rank 4 Xyz Monsters."""

LINK_DRAGONS = _deck(
    (3, "Luster Dragon"), (3, "Alexandrite Dragon"), (3, "Vorse Raider"),
    (3, "Archfiend Soldier"), (2, "Mystical Elf"), (3, "Genex Controller"),
    (2, "Ash Blossom & Joyous Spring"), (1, "Sangan"), (2, "Summoned Skull"),
    (3, "Giant Soldier of Stone"), (2, "Battle Ox"),
    (1, "Pot of Greed"), (1, "Monster Reborn"), (1, "Dark Hole"),
    (2, "Mystical Space Typhoon"), (1, "Heart of the Underdog"), (1, "Reload"),
    (2, "Solemn Judgment"), (1, "Solemn Strike"), (1, "Mirror Force"),
    (2, "Call of the Haunted"),
    # The Extra Deck
    (3, "Link Spider"), (2, "Proxy Dragon"), (1, "Gaia Knight, the Force of Earth"),
    (2, "Scrap Archfiend"), (1, "Stardust Dragon"), (2, "Gem-Knight Pearl"),
    (2, "Daigusto Emeral"),
)
"""Forty Main Deck cards (27 monsters, 5 of them Tuners; 7 Spells; 6 Traps) and an Extra
Deck of 13: Link Monsters first, Synchro and Xyz Monsters too."""

DEMO_DECKS = (SYNCHRO_WARRIORS, LINK_DRAGONS)
"""The default pair: effects, Spells, Traps, chains, Link, Synchro and Xyz Summons."""
