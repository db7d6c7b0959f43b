"""Cards for the rules around effects: delayed triggered abilities (CR 603.7), Auras
(CR 303.4), and the draw-rule test cards of cards.md B.1 that came last (an intervening
"if", replacements of a draw by other things). Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import (
    ANY,
    AT_THE_BEGINNING_OF_THE_NEXT_END_STEP,
    CREATED,
    ENCHANTED_DEALS_DAMAGE_TO_AN_OPPONENT,
    TARGET_ARTIFACT_CREATURE_OR_LAND,
    TARGET_CREATURE,
    TARGET_PLAYER,
    YOU,
    Activated,
    AtBeginningOf,
    CreateDelayedTrigger,
    CreateEffect,
    DiscardThenDrawElseMill,
    Draw,
    EachPlayerReturnsAPermanent,
    ExileTarget,
    ExileThisSpell,
    HandOnBottomThenDrawThatMany,
    LoyaltyAbility,
    MayDraw,
    Mill,
    PayMana,
    Replacement,
    ReturnRememberedWithCounter,
    RevealTopSplitIntoPiles,
    RevealUntilChosenKindInAnyOrder,
    TakeAnExtraTurn,
    TapTarget,
    TapThis,
    ThatPlayerDraws,
    Triggered,
    WinIfLibraryEmpty,
    WinTheGame,
    WouldDraw,
    artifact,
    aura,
    enchantment,
    instant,
    library_empty,
    miracle,
    not_first_draw_in_own_draw_step,
    planeswalker,
    sorcery,
    this_is_untapped,
)

OTHERWORLDLY_JOURNEY = instant(
    "Otherworldly Journey", cost="{1}{W}", types="Instant — Arcane",
    text="Exile target creature. At the beginning of the next end step, return that card "
         "to the battlefield under its owner's control with a +1/+1 counter on it.",
    targets=[TARGET_CREATURE],
    effect=[ExileTarget(), CreateDelayedTrigger(ability=1)],
    abilities=[
        # Index 1: the delayed ability the effect creates; it functions from no zone.
        Triggered("At the beginning of the next end step, return that card to the "
                  "battlefield under its owner's control with a +1/+1 counter on it.",
                  zones=(CREATED,), on=AT_THE_BEGINNING_OF_THE_NEXT_END_STEP,
                  effect=(ReturnRememberedWithCounter(),)),
    ])

HOWLING_MINE = artifact(
    "Howling Mine", cost="{2}",
    abilities=[
        # The "if" is an intervening one (CR 603.4): no trigger while it is tapped, and
        # a trigger that finds it tapped as it resolves does nothing.
        Triggered("At the beginning of each player's draw step, if Howling Mine is "
                  "untapped, that player draws an additional card.",
                  on=AtBeginningOf("draw", ANY), condition=this_is_untapped,
                  effect=(ThatPlayerDraws(1),)),
    ])

ICY_MANIPULATOR = artifact(
    "Icy Manipulator", cost="{4}",
    abilities=[
        Activated("{1}, {T}: Tap target artifact, creature, or land.",
                  cost=(PayMana(1), TapThis()), targets=(TARGET_ARTIFACT_CREATURE_OR_LAND,),
                  effect=(TapTarget(),)),
    ])

JACE_WIELDER_OF_MYSTERIES = planeswalker(
    "Jace, Wielder of Mysteries", cost="{1}{U}{U}{U}",
    types="Legendary Planeswalker — Jace", loyalty=4,
    abilities=[
        Replacement("If you would draw a card while your library has no cards in it, you "
                    "win the game instead.",
                    would=WouldDraw(YOU), condition=library_empty, instead=(WinTheGame(),)),
        LoyaltyAbility("+1: Target player mills two cards. Draw a card.", loyalty=1,
                       targets=(TARGET_PLAYER,), effect=(Mill(2), Draw(1))),
        LoyaltyAbility("−8: Draw seven cards. Then if your library has no cards in it, you "
                       "win the game.", loyalty=-8,
                       effect=(Draw(7), WinIfLibraryEmpty())),
    ])

CHAINS_OF_MEPHISTOPHELES = enchantment(
    "Chains of Mephistopheles", cost="{1}{B}",
    abilities=[
        Replacement("If a player would draw a card except the first one they draw in each "
                    "of their draw steps, that player discards a card instead. If they "
                    "discard a card this way, they draw a card. If they don't, they mill a "
                    "card.",
                    would=WouldDraw(ANY), condition=not_first_draw_in_own_draw_step,
                    instead=(DiscardThenDrawElseMill(),)),
    ])

CURIOSITY = aura(
    "Curiosity", cost="{U}", enchant=TARGET_CREATURE,
    abilities=[
        Triggered("Whenever enchanted creature deals damage to an opponent, you may draw a "
                  "card.",
                  on=ENCHANTED_DEALS_DAMAGE_TO_AN_OPPONENT, effect=(MayDraw(1),)),
    ])

TEFERIS_PUZZLE_BOX = artifact(
    "Teferi's Puzzle Box", cost="{4}",
    abilities=[
        Triggered("At the beginning of each player's draw step, that player puts the cards "
                  "in their hand on the bottom of their library in any order, then draws "
                  "that many cards.",
                  on=AtBeginningOf("draw", ANY), effect=(HandOnBottomThenDrawThatMany(),)),
    ])

WORDS_OF_WIND = enchantment(
    "Words of Wind", cost="{2}{U}",
    abilities=[
        # Each activation creates one shield: it replaces one draw, then is used up.
        Activated("{1}: The next time you would draw a card this turn, each player returns "
                  "a permanent they control to its owner's hand instead.",
                  cost=(PayMana(1),), effect=(CreateEffect(1, once=True, rule="CR 614.1a"),)),
        Replacement("The next time you would draw a card this turn, each player returns a "
                    "permanent they control to its owner's hand instead.",
                    zones=(CREATED,), would=WouldDraw(YOU),
                    instead=(EachPlayerReturnsAPermanent(),)),
    ])

FACT_OR_FICTION = instant(
    "Fact or Fiction", cost="{3}{U}",
    text="Reveal the top five cards of your library. An opponent separates them into two "
         "piles. Put one pile into your hand and the other into your graveyard.",
    effect=[RevealTopSplitIntoPiles(5)])

TEMPORAL_MASTERY = sorcery(
    "Temporal Mastery", cost="{5}{U}{U}",
    text="Take an extra turn after this one. Exile Temporal Mastery.",
    effect=[TakeAnExtraTurn(), ExileThisSpell()],
    abilities=miracle("{1}{U}"))

ABUNDANCE = enchantment(
    "Abundance", cost="{2}{G}{G}",
    abilities=[
        # Optional: its controller is asked at each draw (apply or decline).
        Replacement("If you would draw a card, you may instead choose land or nonland and "
                    "reveal cards from the top of your library until you reveal a card of "
                    "the chosen kind. Put that card into your hand and put all other cards "
                    "revealed this way on the bottom of your library in any order.",
                    would=WouldDraw(YOU), optional=True,
                    instead=(RevealUntilChosenKindInAnyOrder(),)),
    ])

ALL = (ABUNDANCE, TEMPORAL_MASTERY, FACT_OR_FICTION, WORDS_OF_WIND, CURIOSITY, TEFERIS_PUZZLE_BOX,
       OTHERWORLDLY_JOURNEY, HOWLING_MINE, ICY_MANIPULATOR, JACE_WIELDER_OF_MYSTERIES,
       CHAINS_OF_MEPHISTOPHELES)
