"""Cards that deal damage (CR 120): targets chosen as they are cast or put on the stack,
checked again as they resolve. Texts are our paraphrases."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Ctx, TargetSpec
from ..combat import FEAR, CantBeBlockedBy, power_2_or_less
from ..layers import ADD_TYPES, LayerEffect, this_object, types_of
from ..proliferate import Proliferate
from ..vocab import (
    ANY_TARGET,
    DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
    DEATHTOUCH,
    DIES,
    ENTERS,
    HASTE,
    IMPROVISE,
    INFECT,
    LIFELINK,
    TARGET_CREATURE,
    TARGET_PLANESWALKER_THAT_PLAYER_CONTROLS,
    TARGET_PLAYER,
    TRAMPLE,
    VIGILANCE,
    WITHER,
    WOULD_DEAL_COMBAT_DAMAGE,
    WOULD_DEAL_DAMAGE_TO_YOU_FROM_CHOSEN_SOURCE,
    YOU,
    Activated,
    ChooseSource,
    CreateEffect,
    CreaturesYouControlGet,
    DealDamage,
    DealDamageExcessToController,
    DealDamageTokensForExcess,
    DestroyTarget,
    EachPlayerDraws,
    Keyword,
    LoyaltyAbility,
    MayDraw,
    Mill,
    Pattern,
    PayMana,
    Prohibition,
    Replacement,
    SearchForBasicLands,
    TargetPlayerDraws,
    Toxic,
    Triggered,
    WouldDealDamage,
    back_face,
    creature,
    double_damage,
    enchantment,
    instant,
    planeswalker,
    prevention,
    siege,
    sorcery,
)
from .tokens import TREASURE

if TYPE_CHECKING:
    from ....core.state import GameState
    from ..typed import objects

SHOCK = instant(
    "Shock", jp="ショック", cost="{R}",
    text="Shock deals 2 damage to any target.",
    targets=[ANY_TARGET], effect=[DealDamage(2)])

PERILOUS_MYR = creature(
    "Perilous Myr", jp="危険なマイア", cost="{2}", types="Artifact Creature — Phyrexian Myr",
    pt=(1, 1),
    abilities=[
        Triggered("When Perilous Myr dies, it deals 2 damage to any target.",
                  on=DIES, targets=(ANY_TARGET,), effect=(DealDamage(2),)),
    ])

PLATINUM_EMPERION = creature(
    "Platinum Emperion", jp="白金の帝像", cost="{8}", types="Artifact Creature — Golem",
    pt=(8, 8),
    abilities=[
        Prohibition("Your life total can't change. (You can't gain or lose life. Damage "
                    "dealt to you doesn't make you lose life.)",
                    forbids=Pattern("life", player=YOU)),
    ])

CHILD_OF_NIGHT = creature(
    "Child of Night", cost="{1}{B}", types="Creature — Vampire", pt=(2, 1),
    abilities=[LIFELINK])

GLISTENER_ELF = creature(
    "Glistener Elf", cost="{G}", types="Creature — Phyrexian Elf Warrior", pt=(1, 1),
    abilities=[INFECT])
"""Scars of Mirrodin. Its current Oracle type line adds Phyrexian (the Phyrexia: All Will
Be One update): "Creature — Phyrexian Elf Warrior", as card databases built from Oracle
data give it (cards.md B.2 had it UNCONFIRMED)."""

BOGGART_RAM_GANG = creature(
    "Boggart Ram-Gang", cost="{R/G}{R/G}{R/G}", types="Creature — Goblin Warrior",
    pt=(3, 3), abilities=[HASTE, WITHER])
"""Shadowmoor. Each {R/G} is paid with red or green mana (CR 107.4e)."""

BLOATED_CONTAMINATOR = creature(
    "Bloated Contaminator", cost="{2}{G}", types="Creature — Phyrexian Beast", pt=(4, 4),
    abilities=[
        TRAMPLE, Toxic(1),
        Triggered("Whenever Bloated Contaminator deals combat damage to a player, "
                  "proliferate.",
                  on=DEALS_COMBAT_DAMAGE_TO_A_PLAYER, effect=(Proliferate(),)),
    ])
"""Phyrexia: All Will Be One."""

QUESTING_BEAST = creature(
    "Questing Beast", cost="{2}{G}{G}", types="Legendary Creature — Beast",
    pt=(4, 4),
    abilities=[
        VIGILANCE, DEATHTOUCH, HASTE,
        CantBeBlockedBy("Questing Beast can't be blocked by creatures with power 2 or less.",
                        blocker=power_2_or_less, what="creatures with power 2 or less"),
        Keyword("Combat damage that would be dealt by creatures you control can't be "
                "prevented.", name="Unpreventable combat damage"),
        Triggered("Whenever Questing Beast deals combat damage to an opponent, it deals that "
                  "much damage to target planeswalker that player controls.",
                  on=DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
                  targets=(TARGET_PLANESWALKER_THAT_PLAYER_CONTROLS,),
                  effect=(DealDamage(0, that_much=True),)),
    ])
"""Throne of Eldraine."""

FLAME_SPILL = instant(
    "Flame Spill", cost="{2}{R}",
    text="Flame Spill deals 4 damage to target creature. Excess damage is dealt to that "
         "creature's controller instead.",
    targets=[TARGET_CREATURE],
    effect=[DealDamageExcessToController(4)])

FOG = instant(
    "Fog", cost="{G}",
    text="Prevent all combat damage that would be dealt this turn.",
    effect=[CreateEffect(1)],
    abilities=[prevention("Prevent all combat damage that would be dealt this turn.",
                          WOULD_DEAL_COMBAT_DAMAGE)])

CIRCLE_OF_PROTECTION_RED = enchantment(
    "Circle of Protection: Red", cost="{1}{W}",
    abilities=[
        Activated("{1}: The next time a red source of your choice would deal damage to you "
                  "this turn, prevent that damage.",
                  cost=(PayMana(1),),
                  effect=(ChooseSource("R"), CreateEffect(1, once=True, chosen="source"))),
        prevention("The next time the chosen red source would deal damage to you this turn, "
                   "prevent that damage.", WOULD_DEAL_DAMAGE_TO_YOU_FROM_CHOSEN_SOURCE),
    ])

FURNACE_OF_RATH = enchantment(
    "Furnace of Rath", cost="{1}{R}{R}{R}",
    abilities=[
        Replacement("If a source would deal damage to a permanent or player, it deals double "
                    "that damage to that permanent or player instead.",
                    would=WouldDealDamage(), modify=double_damage, rule="CR 614.1a"),
    ])

JACE_BELEREN = planeswalker(
    "Jace Beleren", cost="{1}{U}{U}",
    types="Legendary Planeswalker — Jace", loyalty=3,
    abilities=[
        LoyaltyAbility("+2: Each player draws a card.", loyalty=2,
                       effect=(EachPlayerDraws(1),)),
        LoyaltyAbility("−1: Target player draws a card.", loyalty=-1,
                       targets=(TARGET_PLAYER,), effect=(TargetPlayerDraws(1),)),
        LoyaltyAbility("−10: Target player mills twenty cards.", loyalty=-10,
                       targets=(TARGET_PLAYER,), effect=(Mill(20),)),
    ])
"""Lorwyn (cards.md B: Jace Beleren)."""

AWAKENED_SKYCLAVE = back_face(
    "Awakened Skyclave", color="G", types="Creature — Elemental", pt=(4, 4),
    abilities=[
        VIGILANCE, HASTE,
        LayerEffect("As long as Awakened Skyclave is on the battlefield, it's a land in "
                    "addition to its other types.", only=this_object,
                    changes=((ADD_TYPES, ("Land",)),)),
    ], produces="WUBRG")
"""Invasion of Zendikar's back face: a green 4/4 Elemental with vigilance, haste, "{T}:
Add one mana of any color", and a land as well while on the battlefield (a type-changing
effect of layer 4, CR 613.1d, 205.1b: a land creature, so "destroy target land" may
target it)."""

INVASION_OF_ZENDIKAR = siege(
    "Invasion of Zendikar", cost="{3}{G}", defense=3, back=AWAKENED_SKYCLAVE,
    abilities=[
        Triggered("When Invasion of Zendikar enters the battlefield, search your library "
                  "for up to two basic land cards, put them onto the battlefield tapped, then "
                  "shuffle.",
                  on=ENTERS, effect=(SearchForBasicLands(2),)),
    ])
"""March of the Machine."""

OVERRUN = sorcery(
    "Overrun", cost="{2}{G}{G}{G}",
    text="Creatures you control get +3/+3 and gain trample until end of turn.",
    effect=[CreaturesYouControlGet(3, 3, "Trample")])
"""Tempest. Here it gives a deathtouch creature trample (no printed card with both was
confirmed: cards.md B.2)."""

SHADOWMAGE_INFILTRATOR = creature(
    "Shadowmage Infiltrator", cost="{1}{U}{B}", types="Creature — Human Wizard", pt=(1, 3),
    abilities=[
        FEAR,
        Triggered("Whenever Shadowmage Infiltrator deals combat damage to a player, you may "
                  "draw a card.",
                  on=DEALS_COMBAT_DAMAGE_TO_A_PLAYER, effect=(MayDraw(1),)),
    ])
"""Odyssey: {1}{U}{B} 1/3 Human Wizard with fear (it can't be blocked except by artifact
and/or black creatures, CR 702.36b) and a "deals combat damage" trigger, on a creature of
power 1, which a -1/-1 counter brings to 0 (CR 120.8)."""

def _artifact_or_enchantment(state: GameState, ctx: Ctx, oid: int) -> bool:
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    types = types_of(state, o)
    return "Artifact" in types or "Enchantment" in types


def _land(state: GameState, ctx: Ctx, oid: int) -> bool:
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    return "Land" in types_of(state, o)


TARGET_ARTIFACT_OR_ENCHANTMENT = TargetSpec("target artifact or enchantment",
                                            objects=_artifact_or_enchantment)
"""A permanent that is an artifact or an enchantment now (its types after layer 4)."""

TARGET_LAND = TargetSpec("target land", objects=_land)
"""A permanent that is a land now: a land creature too (Awakened Skyclave)."""

NATURALIZE = instant(
    "Naturalize", cost="{1}{G}",
    text="Destroy target artifact or enchantment.",
    targets=[TARGET_ARTIFACT_OR_ENCHANTMENT], effect=[DestroyTarget()])
"""Mirage: {1}{G} instant. Destroying March of the Machines ends the effect that made
noncreature artifacts creatures: an artifact it animated stops being a creature, and the
damage marked on it stays until the cleanup step (CR 120.6)."""

STONE_RAIN = sorcery(
    "Stone Rain", cost="{2}{R}",
    text="Destroy target land.",
    targets=[TARGET_LAND], effect=[DestroyTarget()])
"""Alpha: {2}{R} sorcery."""

BOTTLE_CAP_BLAST = instant(
    "Bottle-Cap Blast", cost="{4}{R}",
    text="Bottle-Cap Blast deals 5 damage to any target. If excess damage was dealt to a "
         "permanent this way, create that many tapped Treasure tokens.",
    abilities=[IMPROVISE],
    targets=[ANY_TARGET], effect=[DealDamageTokensForExcess(5, TREASURE, tapped=True)])
"""Fallout: {4}{R} instant with improvise (CR 702.126a). Excess damage is beyond lethal
damage for a creature, beyond loyalty for a planeswalker, beyond defense for a battle
(CR 120.10)."""

ALL = (SHOCK, PERILOUS_MYR, PLATINUM_EMPERION, CHILD_OF_NIGHT, GLISTENER_ELF,
       BOGGART_RAM_GANG, BLOATED_CONTAMINATOR, QUESTING_BEAST, FLAME_SPILL, FOG,
       CIRCLE_OF_PROTECTION_RED, FURNACE_OF_RATH, JACE_BELEREN, INVASION_OF_ZENDIKAR,
       OVERRUN, SHADOWMAGE_INFILTRATOR, NATURALIZE, STONE_RAIN, BOTTLE_CAP_BLAST)
