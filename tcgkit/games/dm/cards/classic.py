"""Real cards of the first Duel Masters sets (DM-01 to DM-03, printed in English by the
Duel Masters TCG), with the abilities the attack step and the demo decks need: Blockers,
Shield Trigger spells, W-Breakers, an evolution creature per deck, a creature with "when
this creature attacks" and one that attacks each turn if able.

English names are the official English ones. Costs, powers, races and effects were
checked against public card lists of those sets (cards.md names none of these cards);
texts are our paraphrases. Japanese names marked UNCONFIRMED in a card's docstring are
from memory and were not checked against a source.
"""

from __future__ import annotations

from ..vocab import (
    ANY,
    ATTACKS,
    BLOCKER,
    CANT_ATTACK_PLAYERS,
    CANT_BE_BLOCKED,
    ENTERS,
    MUST_ATTACK,
    OPPONENT,
    SHIELD_TRIGGER,
    SPEED_ATTACKER,
    W_BREAKER,
    Choose,
    DestroyOne,
    DiscardAtRandom,
    Draw,
    MoveChosen,
    TapAll,
    TapChosen,
    TopToZone,
    Triggered,
    creature,
    evolution_creature,
    spell,
)

# ---------------------------------------------------------------------- Blockers

LA_URA_GIGA = creature(
    "La Ura Giga, Sky Guardian", jp="天空の守護者ラ・ウラ・ギガ", civilization="light", cost=1,
    power=2000, race="Guardian", abilities=[BLOCKER, CANT_ATTACK_PLAYERS])

DIA_NORK = creature(
    "Dia Nork, Moonlight Guardian", jp="月光の守護者ディア・ノーク", civilization="light",
    cost=4, power=5000, race="Guardian", abilities=[BLOCKER, CANT_ATTACK_PLAYERS])

# ---------------------------------------------------------------------- Shield Trigger spells

HOLY_AWE = spell(
    "Holy Awe", jp="ホーリー・スパーク", civilization="light", cost=6,
    text="Tap all your opponent's creatures.", effect=[TapAll()], abilities=SHIELD_TRIGGER)

SOLAR_RAY = spell(
    "Solar Ray", jp="ソーラー・レイ", civilization="light", cost=2,
    text="Choose one of your opponent's creatures in the battle zone and tap it.",
    effect=[Choose("creature", "battle", whose=OPPONENT), TapChosen()],
    abilities=SHIELD_TRIGGER)
"""Japanese name UNCONFIRMED."""

SPIRAL_GATE = spell(
    "Spiral Gate", jp="スパイラル・ゲート", civilization="water", cost=2,
    text="Choose a creature in the battle zone and return it to its owner's hand.",
    effect=[Choose("creature", "battle", whose=ANY), MoveChosen("hand", frm="battle")],
    abilities=SHIELD_TRIGGER)

GHOST_TOUCH = spell(
    "Ghost Touch", jp="ゴースト・タッチ", civilization="darkness", cost=2,
    text="Your opponent discards a card at random from their hand.",
    effect=[DiscardAtRandom(1)], abilities=SHIELD_TRIGGER)

DARK_REVERSAL = spell(
    "Dark Reversal", jp="ダーク・リバース", civilization="darkness", cost=2,
    text="Return a creature from your graveyard to your hand.",
    effect=[Choose("creature", "graveyard"), MoveChosen("hand", frm="graveyard")],
    abilities=SHIELD_TRIGGER)
"""Japanese name UNCONFIRMED."""

TORNADO_FLAME = spell(
    "Tornado Flame", jp="トルネード・フレーム", civilization="fire", cost=5,
    text="Destroy one of your opponent's creatures that has power 4000 or less.",
    effect=[DestroyOne(max_power=4000)], abilities=SHIELD_TRIGGER)
"""Japanese name UNCONFIRMED."""

NATURAL_SNARE = spell(
    "Natural Snare", jp="ナチュラル・トラップ", civilization="nature", cost=6,
    text="Choose one of your opponent's creatures in the battle zone and put it into their "
         "mana zone.",
    effect=[Choose("creature", "battle", whose=OPPONENT), MoveChosen("mana", frm="battle")],
    abilities=SHIELD_TRIGGER)

# ---------------------------------------------------------------------- creatures

AQUA_HULCUS = creature(
    "Aqua Hulcus", jp="アクア・ハルカス", civilization="water", cost=3, power=2000,
    race="Liquid People",
    abilities=[Triggered("When you put this creature into the battle zone, you may draw a "
                         "card.", on=ENTERS, optional=True, effect=(Draw(1),))])

BRONZE_ARM_TRIBE = creature(
    "Bronze-Arm Tribe", jp="青銅の鎧", civilization="nature", cost=3, power=1000,
    race="Beast Folk",
    abilities=[Triggered("When you put this creature into the battle zone, put the top card "
                         "of your deck into your mana zone.", on=ENTERS,
                         effect=(TopToZone("mana", 1),))])

SNIPER_MOSQUITO = creature(
    "Sniper Mosquito", jp="スナイパー・モスキート", civilization="nature", cost=1, power=2000,
    race="Giant Insect",
    abilities=[Triggered("Whenever this creature attacks, return a card from your mana zone "
                         "to your hand.", on=ATTACKS,
                         effect=(Choose("card", "mana"), MoveChosen("hand", frm="mana")))])
"""DM-03. The attack trigger resolves before the block step."""

BRAID_CLAW = creature(
    "Deadly Fighter Braid Claw", jp="凶戦士ブレイズ・クロー", civilization="fire", cost=1,
    power=1000, race="Dragonoid", abilities=[MUST_ATTACK])

ZAGAAN = creature(
    "Zagaan, Knight of Darkness", jp="暗黒の騎士ザガーン", civilization="darkness", cost=6,
    power=7000, race="Demon Command", abilities=[W_BREAKER])

TWIN_CANNON_SKYTERROR = creature(
    "Twin-Cannon Skyterror", jp="ツインキャノン・ワイバーン", civilization="fire", cost=7,
    power=7000, race="Armored Wyvern", abilities=[SPEED_ATTACKER, W_BREAKER])

# ---------------------------------------------------------------------- evolution creatures

CRYSTAL_LANCER = evolution_creature(
    "Crystal Lancer", jp="クリスタル・ランサー", civilization="water", cost=6, power=8000,
    race="Liquid People", evolves_from="Liquid People",
    abilities=[W_BREAKER, CANT_BE_BLOCKED])
"""DM-02. Evolution — put on one of your Liquid People."""

FIGHTER_DUAL_FANG = evolution_creature(
    "Fighter Dual Fang", jp="ファイター・デュアル・ファング", civilization="nature", cost=6,
    power=8000, race="Beast Folk", evolves_from="Beast Folk",
    abilities=[
        Triggered("When you put this creature into the battle zone, put the top 2 cards of "
                  "your deck into your mana zone.", on=ENTERS, effect=(TopToZone("mana", 2),)),
        W_BREAKER,
    ])
"""DM-02. Evolution — put on one of your Beast Folk. Japanese name UNCONFIRMED."""

ALL = (LA_URA_GIGA, DIA_NORK, HOLY_AWE, SOLAR_RAY, SPIRAL_GATE, GHOST_TOUCH, DARK_REVERSAL,
       TORNADO_FLAME, NATURAL_SNARE, AQUA_HULCUS, BRONZE_ARM_TRIBE, SNIPER_MOSQUITO,
       BRAID_CLAW, ZAGAAN, TWIN_CANNON_SKYTERROR, CRYSTAL_LANCER, FIGHTER_DUAL_FANG)
