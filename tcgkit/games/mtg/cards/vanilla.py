"""Real creature cards with no rules text, for the demo decks.

Japanese names are given where they were confirmed; the others can be found by their
English name only.
"""

from __future__ import annotations

from ..vocab import creature

SAVANNAH_LIONS = creature("Savannah Lions", jp="サバンナ・ライオン", cost="{W}",
                          types="Creature — Cat", pt=(2, 1))
ELITE_VANGUARD = creature("Elite Vanguard", jp="先兵の精鋭", cost="{W}",
                          types="Creature — Human Soldier", pt=(2, 1))
EAGER_CADET = creature("Eager Cadet", cost="{W}", types="Creature — Human Soldier", pt=(1, 1))
MERFOLK_OF_THE_PEARL_TRIDENT = creature("Merfolk of the Pearl Trident", jp="真珠三叉矛の人魚",
                                        cost="{U}", types="Creature — Merfolk", pt=(1, 1))
CORAL_MERFOLK = creature("Coral Merfolk", cost="{1}{U}", types="Creature — Merfolk", pt=(2, 1))
HORNED_TURTLE = creature("Horned Turtle", jp="角海亀", cost="{2}{U}", types="Creature — Turtle",
                         pt=(1, 4))
WALKING_CORPSE = creature("Walking Corpse", jp="歩く死骸", cost="{1}{B}",
                          types="Creature — Zombie", pt=(2, 2))
SCATHE_ZOMBIES = creature("Scathe Zombies", jp="スケイズ・ゾンビ", cost="{2}{B}",
                          types="Creature — Zombie", pt=(2, 2))
PYTHON = creature("Python", cost="{1}{B}{B}", types="Creature — Snake", pt=(3, 2))
MONSS_GOBLIN_RAIDERS = creature("Mons's Goblin Raiders", jp="モンスのゴブリン略奪隊", cost="{R}",
                                types="Creature — Goblin", pt=(1, 1))
GRAY_OGRE = creature("Gray Ogre", jp="灰色オーガ", cost="{2}{R}", types="Creature — Ogre",
                     pt=(2, 2))
HILL_GIANT = creature("Hill Giant", cost="{3}{R}", types="Creature — Giant", pt=(3, 3))
GRIZZLY_BEARS = creature("Grizzly Bears", jp="灰色熊", cost="{1}{G}", types="Creature — Bear",
                         pt=(2, 2))
BALDUVIAN_BEARS = creature("Balduvian Bears", cost="{1}{G}", types="Creature — Bear", pt=(2, 2))
TRAINED_ARMODON = creature("Trained Armodon", cost="{1}{G}{G}", types="Creature — Elephant",
                           pt=(3, 3))
CRAW_WURM = creature("Craw Wurm", jp="大喰らいのワーム", cost="{4}{G}{G}",
                     types="Creature — Wurm", pt=(6, 4))
ENORMOUS_BALOTH = creature("Enormous Baloth", cost="{6}{G}", types="Creature — Beast",
                           pt=(7, 7))

ALL = (SAVANNAH_LIONS, ELITE_VANGUARD, EAGER_CADET, MERFOLK_OF_THE_PEARL_TRIDENT,
       CORAL_MERFOLK, HORNED_TURTLE, WALKING_CORPSE, SCATHE_ZOMBIES, PYTHON,
       MONSS_GOBLIN_RAIDERS, GRAY_OGRE, HILL_GIANT, GRIZZLY_BEARS, BALDUVIAN_BEARS,
       TRAINED_ARMODON, CRAW_WURM, ENORMOUS_BALOTH)
