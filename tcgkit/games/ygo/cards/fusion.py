"""Fusion and Ritual Summons by a Spell's effect: Polymerization with four Fusion
Monsters of named materials (and the Normal Monsters they need), and Black Luster
Ritual with Black Luster Soldier. Texts are our paraphrases.

Facts checked against card databases (passcode, Level, Attribute, Type, ATK/DEF and
the materials each Fusion Monster lists): every card here. A Fusion or Ritual Monster
that was not properly summoned first (Fusion Summoned, Ritual Summoned) cannot be
Special Summoned from the GY by another effect (``inherent.why_not_special_summon``).
"""

from __future__ import annotations

from ..vocab import (
    FusionSummon,
    RitualSummon,
    fusion_monster,
    named,
    normal_monster,
    normal_spell,
    ritual_monster,
    ritual_spell,
)

# ---------------------------------------------------------------------- materials

FLAME_MANIPULATOR = normal_monster(
    "Flame Manipulator", jp="炎を操る者", passcode="34460851", level=3, attribute="FIRE",
    race="Spellcaster", atk=900, defense=1000)

MASAKI_THE_LEGENDARY_SWORDSMAN = normal_monster(
    "Masaki the Legendary Swordsman", jp="伝説の剣豪 MASAKI", passcode="44287299", level=4,
    attribute="EARTH", race="Warrior", atk=1100, defense=1100)

CURSE_OF_DRAGON = normal_monster(
    "Curse of Dragon", jp="カース・オブ・ドラゴン", passcode="28279543", level=5,
    attribute="DARK", race="Dragon", atk=2000, defense=1500)

ELEMENTAL_HERO_AVIAN = normal_monster(
    # A material of Elemental HERO Flame Wingman (cards/battle.py). Level, Attribute,
    # Type and ATK/DEF: the OCG card's (atwiki read through the search tool); the
    # passcode is a material of Flame Wingman's ProjectIgnis script (c35809262).
    "Elemental HERO Avian", jp="E・HERO フェザーマン", passcode="21844576", level=3,
    attribute="WIND", race="Warrior", atk=1000, defense=1000)

ELEMENTAL_HERO_BURSTINATRIX = normal_monster(
    # The other material of Elemental HERO Flame Wingman; its passcode is the script's
    # other material, as Avian's.
    "Elemental HERO Burstinatrix", jp="E・HERO バーストレディ", passcode="58932615", level=3,
    attribute="FIRE", race="Warrior", atk=1200, defense=800)

# ---------------------------------------------------------------------- Fusion Monsters

FLAME_SWORDSMAN = fusion_monster(
    # No effect.
    "Flame Swordsman", jp="炎の剣士", passcode="45231177", level=5, attribute="FIRE",
    race="Warrior", atk=1800, defense=1600,
    materials=[named("Flame Manipulator"), named("Masaki the Legendary Swordsman")])

GAIA_THE_DRAGON_CHAMPION = fusion_monster(
    # No effect.
    "Gaia the Dragon Champion", jp="竜騎士ガイア", passcode="66889139", level=7,
    attribute="WIND", race="Dragon", atk=2600, defense=2100,
    materials=[named("Gaia The Fierce Knight"), named("Curse of Dragon")])

BLACK_SKULL_DRAGON = fusion_monster(
    # No effect. Left out: "always treated as an "Archfiend" card" (no card here looks
    # for the archetype).
    "Black Skull Dragon", jp="ブラック・デーモンズ・ドラゴン", passcode="11901678", level=9,
    attribute="DARK", race="Dragon", atk=3200, defense=2500,
    materials=[named("Summoned Skull"), named("Red-Eyes Black Dragon")])

BLUE_EYES_ULTIMATE_DRAGON = fusion_monster(
    # No effect. Three materials of one name: each copy fills one of them.
    "Blue-Eyes Ultimate Dragon", jp="青眼の究極竜", passcode="23995346", level=12,
    attribute="LIGHT", race="Dragon", atk=4500, defense=3800,
    materials=[named("Blue-Eyes White Dragon")] * 3)

# ---------------------------------------------------------------------- Spells

POLYMERIZATION = normal_spell(
    "Polymerization", jp="融合", passcode="24094653",
    text="Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your "
         "hand or field as Fusion Material.",
    effect=[FusionSummon()])

# ---------------------------------------------------------------------- Ritual

BLACK_LUSTER_SOLDIER = ritual_monster(
    # No effect: "You can Ritual Summon this card with "Black Luster Ritual"."
    "Black Luster Soldier", jp="カオス・ソルジャー", passcode="05405694", level=8,
    attribute="EARTH", race="Warrior", atk=3000, defense=2500)

BLACK_LUSTER_RITUAL = ritual_spell(
    "Black Luster Ritual", jp="カオスの儀式", passcode="55761792",
    text="Ritual Summon \"Black Luster Soldier\" from your hand, by Tributing monsters from "
         "your hand or field whose total Levels equal 8 or more.",
    effect=[RitualSummon(monster="Black Luster Soldier")])

ALL = (FLAME_MANIPULATOR, MASAKI_THE_LEGENDARY_SWORDSMAN, CURSE_OF_DRAGON,
       ELEMENTAL_HERO_AVIAN, ELEMENTAL_HERO_BURSTINATRIX, FLAME_SWORDSMAN,
       GAIA_THE_DRAGON_CHAMPION, BLACK_SKULL_DRAGON, BLUE_EYES_ULTIMATE_DRAGON, POLYMERIZATION,
       BLACK_LUSTER_SOLDIER, BLACK_LUSTER_RITUAL)
