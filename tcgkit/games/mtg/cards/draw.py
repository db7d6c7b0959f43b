"""Cards that exercise the drawing rules (CR 121). Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import (
                     ANY_TARGET,
                     DREW_A_CARD_THIS_TURN,
                     ENTERS,
                     FLASH,
                     FLYING,
                     OPPONENT,
                     TARGET_PLAYER,
                     WOULD_DEAL_DAMAGE_TO_THIS,
                     YOU,
                     Activated,
                     Amass,
                     AnyPlayerMayTakeDamageElseTargetDraws,
                     AtBeginningOf,
                     DealDamage,
                     DealDamageToEach,
                     Draw,
                     Drew,
                     DrewExceptFirstInDrawStep,
                     EachPlayerDraws,
                     GainUntilEndOfTurn,
                     LookAtTopKeepOne,
                     LoseLifeEqualToManaValue,
                     ManaAbility,
                     MayDraw,
                     PayLife,
                     PayLifeOrPutBack,
                     Prohibition,
                     PutAllCreaturesOnBottom,
                     PutCardsFromHandOnTop,
                     PutIntoHand,
                     Replacement,
                     RevealTop,
                     SourceControllerDrawsThatMany,
                     TapSelf,
                     Triggered,
                     WinTheGame,
                     WouldDraw,
                     WouldDrawSeveral,
                     artifact,
                     creature,
                     enchantment,
                     instant,
                     library_empty,
                     miracle,
                     not_first_draw_in_own_draw_step,
                     sorcery,
)
from .tokens import ORC_ARMY

BRAINSTORM = instant(
    "Brainstorm", jp="渦まく知識", cost="{U}",
    text="Draw three cards, then put two cards from your hand on top of your library in "
         "any order.",
    effect=[Draw(3), PutCardsFromHandOnTop(2)])

DIVINATION = sorcery(
    "Divination", cost="{2}{U}",
    text="Draw two cards.",
    effect=[Draw(2)])

VISION_SKEINS = instant(
    "Vision Skeins", cost="{1}{U}",
    text="Each player draws two cards.",
    effect=[EachPlayerDraws(2)])

CONSECRATED_SPHINX = creature(
    "Consecrated Sphinx", jp="聖別されたスフィンクス", cost="{4}{U}{U}",
    types="Creature — Sphinx", pt=(4, 6),
    abilities=[
        FLYING,
        # "You may draw" is the effect's own choice, which a player who can't draw is
        # not offered (CR 121.3) and one with an empty library is (MayDraw).
        Triggered("Whenever an opponent draws a card, you may draw two cards.",
                  on=Drew(OPPONENT), effect=(MayDraw(2),)),
    ])

DARK_CONFIDANT = creature(
    "Dark Confidant", jp="闇の腹心", cost="{1}{B}", types="Creature — Human Wizard", pt=(2, 1),
    abilities=[
        Triggered("At the beginning of your upkeep, reveal the top card of your library and "
                  "put that card into your hand. You lose life equal to its mana value.",
                  on=AtBeginningOf("upkeep", YOU),
                  effect=(RevealTop(), PutIntoHand(), LoseLifeEqualToManaValue())),
    ])

NOTION_THIEF = creature(
    "Notion Thief", jp="概念泥棒", cost="{2}{U}{B}", types="Creature — Human Rogue", pt=(3, 1),
    abilities=[
        FLASH,
        Replacement("If an opponent would draw a card except the first one they draw in each "
                    "of their draw steps, instead that player skips that draw and you draw a "
                    "card.",
                    would=WouldDraw(OPPONENT), condition=not_first_draw_in_own_draw_step,
                    instead=(Draw(1),)),
    ])

LABORATORY_MANIAC = creature(
    "Laboratory Maniac", jp="研究室の偏執狂", cost="{2}{U}", types="Creature — Human Wizard",
    pt=(2, 2),
    abilities=[
        Replacement("If you would draw a card while your library has no cards in it, you win "
                    "the game instead.",
                    would=WouldDraw(YOU), condition=library_empty, instead=(WinTheGame(),)),
    ])

UNDERREALM_LICH = creature(
    "Underrealm Lich", jp="地底王国のリッチ", cost="{3}{B}{G}",
    types="Creature — Zombie Elf Shaman", pt=(4, 3),
    abilities=[
        Replacement("If you would draw a card, instead look at the top three cards of your "
                    "library, then put one into your hand and the rest into your graveyard.",
                    would=WouldDraw(YOU), instead=(LookAtTopKeepOne(3),)),
        Activated("Pay 4 life: Underrealm Lich gains indestructible until end of turn. Tap it.",
                  cost=(PayLife(4),), effect=(GainUntilEndOfTurn("Indestructible"), TapSelf())),
    ])

SPIRIT_OF_THE_LABYRINTH = creature(
    "Spirit of the Labyrinth", jp="迷宮の霊魂", cost="{1}{W}",
    types="Enchantment Creature — Spirit", pt=(3, 1),
    abilities=[
        Prohibition("Each player can't draw more than one card each turn.",
                    forbids=DREW_A_CARD_THIS_TURN),
    ])

ALMS_COLLECTOR = creature(
    "Alms Collector", jp="施し集め", cost="{3}{W}", types="Creature — Cat Cleric", pt=(3, 4),
    abilities=[
        FLASH,
        Replacement("If an opponent would draw two or more cards, instead you and that "
                    "player each draw a card.",
                    would=WouldDrawSeveral(OPPONENT), instead=(EachPlayerDraws(1),)),
    ])

SYLVAN_LIBRARY = enchantment(
    "Sylvan Library", jp="森の知恵", cost="{1}{G}",
    abilities=[
        Triggered("At the beginning of your draw step, you may draw two additional cards. "
                  "If you do, choose two cards in your hand drawn this turn. For each of "
                  "those cards, pay 4 life or put the card on top of your library.",
                  on=AtBeginningOf("draw", YOU), effect=(MayDraw(2), PayLifeOrPutBack(2))),
    ])


SWANS_OF_BRYN_ARGOLL = creature(
    "Swans of Bryn Argoll", jp="ブリン・アーゴルの白鳥", cost="{2}{W/U}{W/U}",
    types="Creature — Bird Spirit", pt=(4, 3),
    abilities=[
        FLYING,
        Replacement("If a source would deal damage to Swans of Bryn Argoll, prevent that "
                    "damage. The source's controller draws cards equal to the damage "
                    "prevented this way.",
                    would=WOULD_DEAL_DAMAGE_TO_THIS,
                    instead=(SourceControllerDrawsThatMany(),), rule="CR 615.1"),
    ])

PYROCLASM = sorcery(
    "Pyroclasm", jp="紅蓮地獄", cost="{1}{R}",
    text="Pyroclasm deals 2 damage to each creature.",
    effect=[DealDamageToEach(2)])

CHROMATIC_SPHERE = artifact(
    "Chromatic Sphere", cost="{1}",
    abilities=[
        # A mana ability: usable while a cost is paid, so its draw can happen in the
        # middle of casting a spell, where the card is drawn face down (CR 121.8).
        ManaAbility("{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. "
                    "Draw a card.", draws=1),
    ])

TERMINUS = sorcery(
    "Terminus", jp="終末", cost="{4}{W}{W}",
    text="Put all creatures on the bottom of their owners' libraries.",
    effect=[PutAllCreaturesOnBottom()],
    abilities=miracle("{W}"))

_BOWMASTERS_EFFECT = "it deals 1 damage to any target, then you amass Orcs 1."

ORCISH_BOWMASTERS = creature(
    "Orcish Bowmasters", cost="{1}{B}", types="Creature — Orc Archer", pt=(1, 1),
    abilities=[
        FLASH,
        Triggered(f"When Orcish Bowmasters enters, {_BOWMASTERS_EFFECT}",
                  on=ENTERS, targets=(ANY_TARGET,),
                  effect=(DealDamage(1), Amass(1, army=ORC_ARMY))),
        # Asked of the history once the draw is done: the first card a player drew in
        # their own draw step does not trigger it, every other card they draw does.
        Triggered("Whenever an opponent draws a card except the first one they draw in each "
                  f"of their draw steps, {_BOWMASTERS_EFFECT}",
                  on=DrewExceptFirstInDrawStep(OPPONENT), targets=(ANY_TARGET,),
                  effect=(DealDamage(1), Amass(1, army=ORC_ARMY))),
    ])

BROWBEAT = sorcery(
    "Browbeat", cost="{2}{R}",
    text="Any player may have Browbeat deal 5 damage to them. If nobody does, target "
         "player draws three cards.",
    targets=[TARGET_PLAYER], effect=[AnyPlayerMayTakeDamageElseTargetDraws(5, 3)])
"""Judgment: {2}{R} sorcery. Whether the target draws is chosen by players other than
the one who would draw, too (CR 121.3a)."""

ALL = (BRAINSTORM, DIVINATION, VISION_SKEINS, CONSECRATED_SPHINX, DARK_CONFIDANT, NOTION_THIEF,
       LABORATORY_MANIAC, UNDERREALM_LICH, SPIRIT_OF_THE_LABYRINTH, ALMS_COLLECTOR,
       SYLVAN_LIBRARY, SWANS_OF_BRYN_ARGOLL, PYROCLASM, CHROMATIC_SPHERE,
       TERMINUS, ORCISH_BOWMASTERS, BROWBEAT)
