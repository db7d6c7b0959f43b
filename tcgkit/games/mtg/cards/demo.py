"""Real commons and uncommons for the demo decks: burn, a pump spell, counterspells,
removal, card draw, creatures with combat keywords and a mana creature. Texts are our
paraphrases of the Oracle texts."""

from __future__ import annotations

from ..vocab import (
    ANY_TARGET,
    DEATHTOUCH,
    FLYING,
    HASTE,
    LIFELINK,
    REACH,
    TARGET_CREATURE,
    TARGET_NONBLACK_CREATURE,
    TARGET_SPELL,
    CounterTargetSpell,
    DealDamage,
    DestroyTarget,
    TargetGets,
    creature,
    instant,
)

LIGHTNING_BOLT = instant(
    "Lightning Bolt", jp="稲妻", cost="{R}",
    text="Lightning Bolt deals 3 damage to any target.",
    targets=[ANY_TARGET], effect=[DealDamage(3)])
"""Alpha."""

GIANT_GROWTH = instant(
    "Giant Growth", jp="巨大化", cost="{G}",
    text="Target creature gets +3/+3 until end of turn.",
    targets=[TARGET_CREATURE], effect=[TargetGets(3, 3)])
"""Alpha."""

COUNTERSPELL = instant(
    "Counterspell", jp="対抗呪文", cost="{U}{U}",
    text="Counter target spell.",
    targets=[TARGET_SPELL], effect=[CounterTargetSpell()])
"""Alpha."""

CANCEL = instant(
    "Cancel", jp="取り消し", cost="{1}{U}{U}",
    text="Counter target spell.",
    targets=[TARGET_SPELL], effect=[CounterTargetSpell()])
"""Shards of Alara."""

DOOM_BLADE = instant(
    "Doom Blade", jp="破滅の刃", cost="{1}{B}",
    text="Destroy target nonblack creature.",
    targets=[TARGET_NONBLACK_CREATURE], effect=[DestroyTarget()])
"""Magic 2010."""

MURDER = instant(
    "Murder", jp="殺害", cost="{1}{B}{B}",
    text="Destroy target creature.",
    targets=[TARGET_CREATURE], effect=[DestroyTarget()])
"""Magic 2013."""

LLANOWAR_ELVES = creature(
    "Llanowar Elves", jp="ラノワールのエルフ", cost="{G}", types="Creature — Elf Druid",
    pt=(1, 1), produces="G")
"""Alpha. "{T}: Add {G}." is its mana ability (``produces``)."""

RAGING_GOBLIN = creature(
    "Raging Goblin", cost="{R}", types="Creature — Goblin Berserker",
    pt=(1, 1), abilities=[HASTE])
"""Exodus."""

GIANT_SPIDER = creature(
    "Giant Spider", jp="大蜘蛛", cost="{3}{G}", types="Creature — Spider", pt=(2, 4),
    abilities=[REACH])
"""Alpha."""

WIND_DRAKE = creature(
    "Wind Drake", cost="{2}{U}", types="Creature — Drake", pt=(2, 2),
    abilities=[FLYING])
"""Visions."""

AIR_ELEMENTAL = creature(
    "Air Elemental", jp="大気の精霊", cost="{3}{U}{U}", types="Creature — Elemental",
    pt=(4, 4), abilities=[FLYING])
"""Alpha."""

VAMPIRE_NIGHTHAWK = creature(
    "Vampire Nighthawk", jp="吸血鬼の夜鷲", cost="{1}{B}{B}",
    types="Creature — Vampire Shaman", pt=(2, 3), abilities=[FLYING, DEATHTOUCH, LIFELINK])
"""Shards of Alara."""

ALL = (LIGHTNING_BOLT, GIANT_GROWTH, COUNTERSPELL, CANCEL, DOOM_BLADE, MURDER,
       LLANOWAR_ELVES, RAGING_GOBLIN, GIANT_SPIDER, WIND_DRAKE, AIR_ELEMENTAL,
       VAMPIRE_NIGHTHAWK)
