"""The demo decks: two of real spells, creatures and a planeswalker (the default), and two of
basic lands and real vanilla creatures."""

from __future__ import annotations


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


GREEN_WHITE = _deck(
    (10, "Forest"), (10, "Plains"), (4, "Mountain"),
    (4, "Savannah Lions"), (4, "Elite Vanguard"), (4, "Eager Cadet"), (4, "Grizzly Bears"),
    (4, "Balduvian Bears"), (4, "Trained Armodon"), (4, "Hill Giant"), (4, "Craw Wurm"),
    (4, "Enormous Baloth"),
)
"""Sixty cards: green-white with a red splash for Hill Giant (no green or white vanilla
four-drop is in the pool), twenty-four lands and thirty-six vanilla creatures."""

GRIXIS = _deck(
    (9, "Island"), (8, "Swamp"), (7, "Mountain"),
    (4, "Merfolk of the Pearl Trident"), (4, "Mons's Goblin Raiders"), (4, "Coral Merfolk"),
    (4, "Walking Corpse"), (4, "Horned Turtle"), (4, "Scathe Zombies"), (4, "Python"),
    (4, "Gray Ogre"), (4, "Hill Giant"),
)
"""Sixty cards: blue, black and red lands and thirty-six vanilla creatures."""

VANILLA_DECKS = (GREEN_WHITE, GRIXIS)


GRUUL_AGGRO = _deck(
    (11, "Forest"), (11, "Mountain"),
    (4, "Llanowar Elves"), (4, "Raging Goblin"), (4, "Grizzly Bears"), (4, "Trained Armodon"),
    (4, "Giant Spider"), (4, "Hill Giant"), (4, "Lightning Bolt"), (2, "Shock"), (2, "Blaze"),
    (4, "Giant Growth"), (2, "Overrun"),
)
"""Sixty cards, red-green: burn to any target (Blaze with an X to announce), a pump spell,
haste, reach and a mana creature, twenty-two lands."""

DIMIR_CONTROL = _deck(
    (12, "Island"), (11, "Swamp"),
    (4, "Jace Beleren"), (4, "Counterspell"), (2, "Cancel"), (4, "Doom Blade"),
    (2, "Bone Splinters"),
    (3, "Divination"), (4, "Walking Corpse"), (4, "Child of Night"), (2, "Horned Turtle"),
    (4, "Wind Drake"), (2, "Air Elemental"), (2, "Vampire Nighthawk"),
)
"""Sixty cards, blue-black: counterspells, removal (Bone Splinters with its additional
cost), card draw, a planeswalker, flying, lifelink and deathtouch, twenty-three lands."""

DEMO_DECKS = (GRUUL_AGGRO, DIMIR_CONTROL)
"""The default demo decks."""
