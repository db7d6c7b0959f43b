"""Cards with declared abilities (:mod:`tcgkit.games.dm.windows`): Revolution Change,
Invasion, Invasion ZERO, Ninja Strike, Ninja Change, S-Back. Texts are our paraphrases
of the Japanese cards; none of these cards was printed in English, so the English names
are fan names (unofficial)."""

from __future__ import annotations

from ..vocab import (
    BLOCKER,
    ENTERS,
    T_BREAKER,
    W_BREAKER,
    Choose,
    Draw,
    MoveChosen,
    Triggered,
    UseChosen,
    UsedKeyword,
    creature,
    evolution_creature,
)
from ..windows import (
    BY_REVOLUTION_CHANGE,
    ChooseSpellInHand,
    DestroyMostPowerful,
    GiveChosenKeyword,
    UntapChosen,
    civ_race_condition,
    dragon_condition,
    invasion,
    invasion_zero,
    ninja_change,
    ninja_strike,
    revolution_change,
    s_back,
)
from .turn1 import FINAL_REVOLUTION, no_final_revolution

MIRADANTE_SF = creature(
    "Miradante Super Future, Future Pope", jp="未来の法皇 ミラダンテSF",
    civilization=("light", "water"), cost=8, power=12500,
    race="Angel Command Dragon/Revolutionary/Doremi Gang",
    abilities=[
        revolution_change("light or water Dragon of cost 5 or more",
                          dragon_condition(("light", "water"), 5)),
        T_BREAKER,
        Triggered("Final Revolution: When this creature is put into the battle zone by "
                  "Revolution Change, if you haven't used another Final Revolution this "
                  "turn, you may draw a card. If you do, you may cast a light or water "
                  "spell of cost 6 or less from your hand without paying its cost.",
                  on=BY_REVOLUTION_CHANGE, optional=True,
                  condition=no_final_revolution(game=False),
                  effect=(UsedKeyword(FINAL_REVOLUTION), Draw(1),
                          ChooseSpellInHand(("light", "water"), 6), UseChosen())),
    ])
"""Seed 002 prints it (DM-T1-11's Final Revolution "this turn": a history query over
every Final Revolution its controller resolved this turn, Dogiragolden's Extreme Final
Revolution included). The English name is the
fan name cards.md gives (unofficial). The free cast is a use in the middle of the
ability's resolution, which the ability instructs (DM-USE-08)."""

HAYABUSAMARU = creature(
    "Hayabusamaru, Shining Fang Ninja", jp="光牙忍ハヤブサマル", civilization="light", cost=3,
    power=3000, race="Guardian/Shinobi",
    abilities=[
        *ninja_strike(4),
        Triggered("When this creature is put into the battle zone, choose one of your "
                  "creatures: until the start of your next turn, it gets Blocker.",
                  on=ENTERS,
                  effect=(Choose("creature", "battle"), GiveChosenKeyword("Blocker"))),
    ])
"""DM-29 (Japan only). The English name is a fan translation (unofficial, UNCONFIRMED);
civilization, cost, power, races and text as the card prints them (DM Wiki's card page).
Its Blocker lasts until the end of the turn before its controller's next turn. Hall of
Fame (殿堂入り) since 2011: one copy in a deck (tcgkit's deck check does not know the
Hall of Fame; the demo deck keeps to it)."""

SONICMARU = creature(
    "Sonicmaru, Shining Fang Ninja", jp="光牙忍ソニックマル", civilization="light", cost=5,
    power=3000, race="Light Bringer/Shinobi",
    abilities=[
        *ninja_strike(4),
        Triggered("When this creature is put into the battle zone, untap one of your "
                  "creatures.", on=ENTERS,
                  effect=(Choose("creature", "battle"), UntapChosen())),
    ])
"""DM-31 (Japan only). The English name is a fan translation (unofficial, UNCONFIRMED);
the rest as the card prints it (DM Wiki's card page)."""

OCHAPPI = creature(
    "Ochappi, Pure Hearted Faerie", jp="天真妖精オチャッピィ", civilization="nature", cost=3,
    power=1000, race="Snow Faerie",
    abilities=[
        s_back("nature"),
        Triggered("When this creature is put into the battle zone, you may put a card from "
                  "your graveyard into your mana zone.", on=ENTERS,
                  effect=(Choose("card", "graveyard", optional=True),
                          MoveChosen("mana", frm="graveyard"))),
    ])
"""DM-17 (Japan only). The English name is a fan translation (unofficial, UNCONFIRMED);
the rest as the card prints it (DM Wiki's S-Back page)."""

RED_ZONE = evolution_creature(
    "Red Zone, Roaring Invasion", jp="轟く侵略 レッドゾーン", civilization="fire", cost=6,
    power=12000, race="Sonic Command/Invader", evolves_from="fire creature",
    abilities=[
        invasion("fire Command", civ_race_condition("fire", "Command")),
        T_BREAKER,
        Triggered("When this creature is put into the battle zone, destroy all of your "
                  "opponent's creatures that have the greatest power.", on=ENTERS,
                  effect=(DestroyMostPowerful(),)),
    ])
"""DMR-17 (革命編 第1章), LEGEND. Evolution — put on one of your fire creatures;
Invasion — fire Command; T-Breaker; the "comes out" destruction (card text as DM Wiki
prints it). The English name is a fan name (unofficial, UNCONFIRMED)."""

KUNOICHI_MANTRA = creature(
    "Kunoichi Mantra, Holy Chaos", jp="聖なる混沌 クノイチマントラ", civilization="light",
    cost=5, power=7000, race="Mecha del Stella/Shinobi",
    abilities=[ninja_change(3), BLOCKER, W_BREAKER])
"""DM23-SD2, SR. Ninja Change 3, Blocker, W-Breaker (DM Wiki's Ninja Change page).
Left out: "when this creature comes out, until the start of your next turn your other
creatures get +3000 power" (tcgkit's Duel Masters power has no modifiers yet). The
English name is a fan name (unofficial, UNCONFIRMED)."""

BLACKOUT = creature(
    "Blackout, ZERO Invasion", jp="ZEROの侵略 ブラックアウト", civilization="darkness",
    cost=6, power=7000, race="Sonic Command/Invader ZERO",
    abilities=[W_BREAKER, invasion_zero()])
"""DMR-22 (革命ファイナル 第2章), LEGEND. W-Breaker and Invasion ZERO as DM Wiki's
Invasion ZERO page prints them. Left out: "when this creature attacks, if you have a D2
field, destroy your opponent's creature with the greatest power" (D2 fields are another
part of tcgkit's Duel Masters). The English name is a fan name (unofficial,
UNCONFIRMED)."""

ALL = (MIRADANTE_SF, HAYABUSAMARU, SONICMARU, OCHAPPI, RED_ZONE, KUNOICHI_MANTRA,
       BLACKOUT)
