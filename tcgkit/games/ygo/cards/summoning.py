"""Cards of the summons beyond a plain Normal Summon: a Rank-Up pair of Xyz Monsters
(Number 39: Utopia into Utopia Beyond, by Rank-Up-Magic Astral Force), monsters Special
Summoned by their own procedure (Cyber Dragon; Dark Armed Dragon, which cannot be Normal
Summoned), a Flip monster (Man-Eater Bug), a Gemini monster (Gigaplant) and a card that
grants a second Normal Summon (Double Summon). Texts are our paraphrases; what a
definition leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..card import SPECIAL_ONLY, SpecialProcedure
from ..inherent import (
    ConductNormalSummons,
    SpecialSummonFromHandOrGY,
    controls_no_monster,
    flip_monster,
    gemini_monster,
    gemini_summoned,
    procedure_monster,
)
from ..vocab import (
    IGNITION,
    DestroyTarget,
    Effect,
    Limit,
    Materials,
    TargetSpec,
    normal_spell,
    xyz_monster,
)
from ..zones import GRAVEYARD, MONSTER_ZONES, monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState
    from ..card import YgoCard


def _only_opponent_controls_a_monster(state: GameState, player: int) -> bool:
    return controls_no_monster(state, player) and bool(monsters(state, 1 - player))


def _exactly_3_dark_in_gy(state: GameState, player: int) -> bool:
    objs = state.objects
    cards = [objs[oid].card for oid in state.zones[GRAVEYARD[player]]]
    return [getattr(c, "kind", "") == "monster" and getattr(c, "attribute", "") == "DARK"
            for c in cards].count(True) == 3


def _monster_on_the_field(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return o.zone in MONSTER_ZONES[o.controller]


def _insect_or_plant(card: YgoCard) -> bool:
    return card.race in ("Insect", "Plant")


# ---------------------------------------------------------------------- Rank-Up

NUMBER_39_UTOPIA = xyz_monster(
    # Left out: "when a monster declares an attack: you can detach 1 material; negate the
    # attack", and its destruction when attacked with no material.
    "Number 39: Utopia", jp="No.39 希望皇ホープ", passcode="84013237", rank=4,
    attribute="LIGHT", race="Warrior", atk=2500, defense=2000,
    materials=Materials(text="2 Level 4 monsters", low=2, high=2))

NUMBER_39_UTOPIA_BEYOND = xyz_monster(
    # Left out: its effects (the opponent's monsters' ATK becoming 0 when it is Xyz
    # Summoned; detaching to Special Summon a "Utopia" monster from the GY). UNCONFIRMED:
    # the passcode and DEF 0 (recalled, no source at hand to check them against).
    "Number 39: Utopia Beyond", jp="No.39 希望皇ビヨンド・ザ・ホープ", passcode="21521304",
    rank=6, attribute="LIGHT", race="Warrior", atk=3000, defense=0,
    materials=Materials(text="2 Level 6 monsters", low=2, high=2))

# ---------------------------------------------------------------------- own procedures

CYBER_DRAGON = procedure_monster(
    "Cyber Dragon", jp="サイバー・ドラゴン", passcode="70095154", level=5, attribute="LIGHT",
    race="Machine", atk=2100, defense=1600,
    procedure=SpecialProcedure(text="only your opponent controls a monster",
                               condition=_only_opponent_controls_a_monster))

DARK_ARMED_DRAGON = procedure_monster(
    # Left out: "you can banish 1 DARK monster from your GY, then target 1 card on the
    # field; destroy that target".
    "Dark Armed Dragon", jp="ダーク・アームド・ドラゴン", passcode="65192027", level=7,
    attribute="DARK", race="Dragon", atk=2800, defense=1000, condition=SPECIAL_ONLY,
    procedure=SpecialProcedure(text="you have exactly 3 DARK monsters in your GY",
                               condition=_exactly_3_dark_in_gy))

# ---------------------------------------------------------------------- Flip and Gemini

MAN_EATER_BUG = flip_monster(
    "Man-Eater Bug", jp="人喰い虫", passcode="54652250", level=2, attribute="EARTH",
    race="Insect", atk=450, defense=600,
    text="FLIP: Target 1 monster on the field; destroy that target.",
    targets=[TargetSpec("1 monster on the field", _monster_on_the_field)],
    effect=[DestroyTarget()])

GIGAPLANT = gemini_monster(
    # UNCONFIRMED: the passcode (recalled, no source at hand to check it against).
    "Gigaplant", jp="ギガプラント", passcode="23558733", level=6, attribute="EARTH",
    race="Plant", atk=2400, defense=1200,
    abilities=[
        Effect("(Once Gemini Summoned) Once per turn: You can Special Summon 1 Insect or "
               "Plant monster from your hand or GY.",
               timing=IGNITION, spell_speed=1, limit=Limit(spent="activation"),
               condition=gemini_summoned,
               effect=(SpecialSummonFromHandOrGY("Insect or Plant monster", _insect_or_plant),)),
    ])

# ---------------------------------------------------------------------- Spells

DOUBLE_SUMMON = normal_spell(
    "Double Summon", jp="二重召喚", passcode="43422537",
    text="You can conduct 2 Normal Summons/Sets this turn, not just 1.",
    effect=[ConductNormalSummons(2)])

ALL = (NUMBER_39_UTOPIA, NUMBER_39_UTOPIA_BEYOND, CYBER_DRAGON, DARK_ARMED_DRAGON,
       MAN_EATER_BUG, GIGAPLANT, DOUBLE_SUMMON)
