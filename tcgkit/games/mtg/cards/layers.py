"""Cards whose continuous effects the layer system orders (CR 613): control (layer 2),
types (4), colors (5), abilities (6), power and toughness (7a-7d), with timestamps and
dependency. Texts are our paraphrases of the Oracle texts."""

from __future__ import annotations

from ....core.abilities import Activated, Ctx, TargetSpec
from ..card import MtgCard
from ..effects import TapThis
from ..layers import (
    ADD_KEYWORD,
    ADD_TYPES,
    CDA_PT,
    CONTROL,
    LOSE_ABILITIES,
    MODIFY_PT,
    SET_COLORS,
    SET_CREATURE_TYPES,
    SET_PT,
    SWITCH_PT,
    GainControlUntilEndOfTurn,
    LayerEffect,
    TargetBecomes,
    UntapTarget,
    all_creatures,
    creatures_you_control,
    enchanted_object,
    mana_value_pt,
    noncreature_artifacts,
    swamps_you_control,
    this_object,
)
from ..vocab import (
    FLYING,
    TARGET_CREATURE,
    Draw,
    artifact,
    aura,
    creature,
    enchantment,
    instant,
    sorcery,
)

GLORIOUS_ANTHEM = enchantment(
    "Glorious Anthem", cost="{1}{W}{W}",
    abilities=[LayerEffect("Creatures you control get +1/+1.", affects=creatures_you_control,
                           changes=((MODIFY_PT, (1, 1)),))])
"""Urza's Saga: {1}{W}{W} enchantment, "creatures you control get +1/+1" (layer 7c,
CR 613.4c)."""

ACT_OF_TREASON = sorcery(
    "Act of Treason", cost="{2}{R}",
    text="Gain control of target creature until end of turn. Untap that creature. It gains "
         "haste until end of turn.",
    targets=[TARGET_CREATURE],
    effect=[GainControlUntilEndOfTurn(), UntapTarget(), TargetBecomes(((ADD_KEYWORD, "Haste"),))])
"""Magic 2010: {2}{R} sorcery. Control until end of turn is a layer-2 effect (CR
613.1b); haste a layer-6 one (CR 613.1f)."""

MIND_CONTROL = aura(
    "Mind Control", cost="{3}{U}{U}", enchant=TARGET_CREATURE,
    abilities=[LayerEffect("You control enchanted creature.", only=enchanted_object,
                           changes=((CONTROL, -1),))])
"""Invasion: {3}{U}{U} Aura, enchant creature, "you control enchanted creature" (layer 2,
CR 613.1b: as long as it is attached)."""

HUMILITY = enchantment(
    "Humility", cost="{2}{W}{W}",
    abilities=[LayerEffect("All creatures lose all abilities and have base power and "
                           "toughness 1/1.", affects=all_creatures,
                           changes=((LOSE_ABILITIES, None), (SET_PT, (1, 1))))])
"""Tempest: {2}{W}{W} enchantment: all creatures lose all abilities (layer 6) and have
base power and toughness 1/1 (layer 7b): one effect in two layers (CR 613.6)."""

GIFT_OF_TUSKS = instant(
    "Gift of Tusks", cost="{U}",
    text="Until end of turn, target creature loses all abilities and becomes a green "
         "Elephant with base power and toughness 3/3.",
    targets=[TARGET_CREATURE],
    effect=[TargetBecomes(((SET_CREATURE_TYPES, ("Elephant",)), (SET_COLORS, "G"),
                           (LOSE_ABILITIES, None), (SET_PT, (3, 3))))])
"""Magic Origins: {U} instant. Its parts apply in layers 4 (Elephant, replacing the
creature types), 5 (green), 6 (no abilities) and 7b (base 3/3)."""

TWISTED_IMAGE = instant(
    "Twisted Image", cost="{U}",
    text="Switch target creature's power and toughness until end of turn. Draw a card.",
    targets=[TARGET_CREATURE],
    effect=[TargetBecomes(((SWITCH_PT, None),)), Draw(1)])
"""Fifth Dawn: {U} instant. Switching applies after every other power/toughness effect
(layer 7d, CR 613.4d)."""

NIGHTMARE = creature(
    "Nightmare", cost="{5}{B}", types="Creature — Nightmare Horse", pt=(0, 0),
    abilities=[FLYING,
               LayerEffect("Nightmare's power and toughness are each equal to the number "
                           "of Swamps you control.", only=this_object, cda=True,
                           changes=((CDA_PT, swamps_you_control),))])
"""Alpha: {5}{B} */* creature with flying whose power and toughness a
characteristic-defining ability sets (CR 604.3, layer 7a: CR 613.4a). Its printed */*
is 0/0 where no ability defines it (CR 208.2a)."""

MARCH_OF_THE_MACHINES = enchantment(
    "March of the Machines", cost="{3}{U}",
    abilities=[LayerEffect("Each noncreature artifact is an artifact creature with power "
                           "and toughness each equal to its mana value.",
                           affects=noncreature_artifacts,
                           changes=((ADD_TYPES, ("Creature",)), (SET_PT, mana_value_pt)))])
"""Mirrodin: {3}{U} enchantment: layer 4 (becomes a creature) and layer 7b (power and
toughness equal to its mana value)."""


def _permanent(state: object, ctx: Ctx, oid: int) -> bool:
    return True  # the spec looks on the battlefield only: any permanent qualifies


TARGET_PERMANENT = TargetSpec("target permanent", objects=_permanent)

LIQUIMETAL_COATING = artifact(
    "Liquimetal Coating", cost="{2}",
    abilities=[Activated("{T}: Target permanent becomes an artifact in addition to its "
                         "other types until end of turn.", cost=(TapThis(),),
                         targets=(TARGET_PERMANENT,),
                         effect=(TargetBecomes(((ADD_TYPES, ("Artifact",)),)),))])
"""Scars of Mirrodin: {2} artifact. Its type-changing effect (layer 4) changes what March
of the Machines applies to: March's effect depends on it (CR 613.8a) and waits for it."""

ALL: tuple[MtgCard, ...] = (GLORIOUS_ANTHEM, ACT_OF_TREASON, MIND_CONTROL, HUMILITY,
                            GIFT_OF_TUSKS, TWISTED_IMAGE, NIGHTMARE, MARCH_OF_THE_MACHINES,
                            LIQUIMETAL_COATING)
