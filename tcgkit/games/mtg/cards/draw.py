"""Cards that exercise the drawing rules (CR 121). Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import (
                     FLASH,
                     FLYING,
                     OPPONENT,
                     YOU,
                     Activated,
                     AtBeginningOf,
                     Draw,
                     Drew,
                     EachPlayerDraws,
                     GainUntilEndOfTurn,
                     LookAtTopKeepOne,
                     LoseLifeEqualToManaValue,
                     PayLife,
                     PutCardsFromHandOnTop,
                     PutIntoHand,
                     Replacement,
                     RevealTop,
                     TapSelf,
                     Triggered,
                     WinTheGame,
                     WouldDraw,
                     creature,
                     instant,
                     library_empty,
                     not_first_draw_in_own_draw_step,
                     sorcery,
)

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
        Triggered("Whenever an opponent draws a card, you may draw two cards.",
                  on=Drew(OPPONENT), optional=True, effect=(Draw(2),)),
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

ALL = (BRAINSTORM, DIVINATION, VISION_SKEINS, CONSECRATED_SPHINX, DARK_CONFIDANT, NOTION_THIEF,
       LABORATORY_MANIAC, UNDERREALM_LICH)
