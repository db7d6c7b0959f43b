"""Real cards of the demo decks: a Tuner, Link, Synchro and Xyz Monsters, Spells that search,
destroy and revive, and Counter Traps that negate an activation. Texts are our
paraphrases; what a definition leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Replacement
from ..colink import YOUR_CARD_WOULD_BE_DESTROYED, DestroyPointedInstead, a_substitute
from ..inherent import treated_as_normal, why_not_special_summon
from ..vocab import (
    IGNITION,
    THE_END_PHASE,
    Choice,
    DestroyAllMonsters,
    DetachMaterial,
    Effect,
    Limit,
    Materials,
    Negate,
    PayHalfLP,
    RememberResolved,
    SearchFor,
    ShuffleAllTargetsIntoDeckThenDraw,
    SpecialSummonTarget,
    SpecialSummonThis,
    SpecialSummonToPointedZone,
    TargetSpec,
    TributeThis,
    Triggered,
    choose_one,
    distinct_targets,
    is_normal_monster,
    link_monster,
    normal_spell,
    resolved_this_turn,
    spell_trap_activated,
    synchro_monster,
    trap,
    tuner_monster,
    when_summoned,
    would_destroy_on_field,
    xyz_materials,
    xyz_monster,
)
from ..zones import GRAVEYARD

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState
    from ..card import YgoCard

_TUNER_AND_NON_TUNERS = Materials(text="1 Tuner + 1 or more non-Tuner monsters", low=2)


def _warrior_4(card: YgoCard) -> bool:
    return card.kind == "monster" and card.race == "Warrior" and 1 <= card.level <= 4


def _normal_4(card: YgoCard) -> bool:
    return card.kind == "monster" and card.normal and 1 <= card.level <= 4


def _monster_in_a_gy(state: GameState, ctx: Ctx, oid: int) -> bool:
    # Its summoning condition may forbid an effect to Special Summon it (inherent.py).
    return getattr(state.objects[oid].card, "kind", "") == "monster" \
        and why_not_special_summon(state, oid) is None


# ---------------------------------------------------------------------- monsters

GENEX_CONTROLLER = tuner_monster(
    # A Tuner Normal Monster.
    "Genex Controller", jp="ジェネクス・コントローラー", passcode="68505803", level=3,
    attribute="DARK", race="Machine", atk=1400, defense=1200)

LINK_SPIDER = link_monster(
    "Link Spider", jp="リンク・スパイダー", passcode="98978921", arrows=("bottom",),
    attribute="EARTH", race="Cyberse", atk=1000,
    materials=Materials(text="1 Normal Monster", low=1, high=1, each=is_normal_monster),
    abilities=[
        Effect("Once per turn: You can Special Summon 1 Level 4 or lower Normal Monster from "
               "your hand to your zone this card points to.",
               timing=IGNITION, spell_speed=1, limit=Limit(spent="activation"),
               effect=(SpecialSummonToPointedZone("Level 4 or lower Normal Monster",
                                                  _normal_4),)),
    ])

PROXY_DRAGON = link_monster(
    # An optional replacement effect (the kernel's pipeline asks its controller): the
    # monster destroyed instead is one the same instruction is not destroying already,
    # and not the card that would be destroyed (colink.substitutes). Its text: the OCG
    # card's, as the Judges' Lounge article on substitution effects quotes it (read
    # through the search tool).
    "Proxy Dragon", jp="プロキシー・ドラゴン", passcode="22862454", arrows=("left", "right"),
    attribute="DARK", race="Cyberse", atk=1400,
    materials=Materials(text="2 monsters", low=2, high=2),
    abilities=[
        Replacement("If a card you control would be destroyed by battle or card effect, "
                    "you can destroy 1 of your monsters this card points to, instead.",
                    zones=("monster_zone", "extra_monster_zone"),
                    would=YOUR_CARD_WOULD_BE_DESTROYED, condition=a_substitute,
                    optional=True, instead=(DestroyPointedInstead(),)),
    ])

GAIA_KNIGHT_THE_FORCE_OF_EARTH = synchro_monster(
    # No effect.
    "Gaia Knight, the Force of Earth", jp="大地の騎士ガイアナイト", passcode="97204936", level=6,
    attribute="WIND", race="Warrior", atk=2600, defense=800, materials=_TUNER_AND_NON_TUNERS)

SCRAP_ARCHFIEND = synchro_monster(
    # No effect. Passcode and names checked against ProjectIgnis's script (c45815891).
    "Scrap Archfiend", jp="スクラップ・デスデーモン", passcode="45815891", level=7,
    attribute="EARTH", race="Fiend", atk=2700, defense=1800, materials=_TUNER_AND_NON_TUNERS)

STARDUST_DRAGON = synchro_monster(
    "Stardust Dragon", jp="スターダスト・ドラゴン", passcode="44508094", level=8,
    attribute="WIND", race="Dragon", atk=2500, defense=2000, materials=_TUNER_AND_NON_TUNERS,
    abilities=[
        Effect("When a card or effect is activated that would destroy a card on the field "
               "(Quick Effect): You can Tribute this card; negate the activation, and if you "
               "do, destroy it.",
               cost=(TributeThis(),), responds_to=would_destroy_on_field,
               effect=(RememberResolved("negated"), Negate("activation", "destroy"))),
        Triggered("During the End Phase, if this card's effect above was activated this turn "
                  "(and was not negated): You can Special Summon this card from your GY.",
                  zones=("graveyard",), on=THE_END_PHASE, optional=True,
                  condition=resolved_this_turn("negated"),
                  effect=(SpecialSummonThis(),)),
    ])

_TWO_LEVEL_4 = Materials(text="2 Level 4 monsters", low=2, high=2)

GEM_KNIGHT_PEARL = xyz_monster(
    # No effect.
    "Gem-Knight Pearl", jp="ジェムナイト・パール", passcode="71594310", rank=4,
    attribute="EARTH", race="Rock", atk=2600, defense=1900, materials=_TWO_LEVEL_4)


def _non_effect_monster_in_your_gy(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    card = o.card
    # A Gemini monster is a Normal Monster in the GY (inherent.py).
    return getattr(card, "kind", "") == "monster" \
        and (not card.abilities or treated_as_normal(state, oid)) \
        and o.owner == ctx.controller and why_not_special_summon(state, oid) is None


def _monster_in_your_gy(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return getattr(o.card, "kind", "") == "monster" and o.owner == ctx.controller


def _three_monsters_in_your_gy(state: GameState, ctx: Ctx) -> bool:
    # "Target 3": three different targets must be there to choose once the cost is paid
    # (the targets are chosen after it: the material detached, if a monster of yours,
    # is in the GY by then).
    here = sum(_monster_in_your_gy(state, ctx, oid)
               for oid in state.zones[GRAVEYARD[ctx.controller]])
    detached = any(getattr(state.objects[m].card, "kind", "") == "monster"
                   and state.objects[m].owner == ctx.controller
                   for m in xyz_materials(state, ctx.source)) if ctx.source is not None else False
    return here + detached >= 3


DAIGUSTO_EMERAL = xyz_monster(
    # Passcode and names checked against ProjectIgnis's script (c581014). UNCONFIRMED:
    # that "all 3" means nothing is shuffled (nor drawn) once one of the targets has left
    # the GY.
    "Daigusto Emeral", jp="ダイガスタ・エメラル", passcode="00581014", rank=4,
    attribute="WIND", race="Rock", atk=1800, defense=800, materials=_TWO_LEVEL_4,
    abilities=[
        *choose_one(
            Effect("Once per turn: You can detach 1 material from this card, then activate "
                   "1 of these effects.",
                   timing=IGNITION, spell_speed=1, limit=Limit(spent="activation"),
                   cost=(DetachMaterial(),)),
            Choice("Target 3 monsters in your GY; shuffle all 3 into the Deck, then draw 1 "
                   "card.", label="shuffle 3 and draw",
                   condition=_three_monsters_in_your_gy,
                   targets=distinct_targets(TargetSpec("1 monster in your GY",
                                                       _monster_in_your_gy,
                                                       zones=("graveyard",)), 3),
                   effect=(ShuffleAllTargetsIntoDeckThenDraw(1),)),
            Choice("Target 1 non-Effect Monster in your GY; Special Summon that target.",
                   label="special summon",
                   targets=(TargetSpec("1 non-Effect Monster in your GY",
                                       _non_effect_monster_in_your_gy, zones=("graveyard",)),),
                   effect=(SpecialSummonTarget(),))),
    ])

# ---------------------------------------------------------------------- Spells

REINFORCEMENT_OF_THE_ARMY = normal_spell(
    "Reinforcement of the Army", jp="増援", passcode="32807846",
    text="Add 1 Level 4 or lower Warrior monster from your Deck to your hand.",
    effect=[SearchFor("Level 4 or lower Warrior monster", _warrior_4)])

DARK_HOLE = normal_spell(
    "Dark Hole", jp="ブラック・ホール", passcode="53129443",
    text="Destroy all monsters on the field.", effect=[DestroyAllMonsters()])

MONSTER_REBORN = normal_spell(
    # A monster whose summoning condition, or the rule that an Extra Deck monster must
    # first be properly summoned, forbids its Special Summon is no target
    # (inherent.why_not_special_summon).
    "Monster Reborn", jp="死者蘇生", passcode="83764718",
    text="Target 1 monster in either GY; Special Summon it.",
    targets=[TargetSpec("1 monster in either GY", _monster_in_a_gy, zones=("graveyard",))],
    effect=[SpecialSummonTarget()])

# ---------------------------------------------------------------------- Traps

SOLEMN_JUDGMENT = trap(
    # One card, two moments to activate it: the Spell/Trap half (a chain link) and the
    # Summon half (the moment a Summon would succeed: Normal, Tribute, Flip, Gemini, and
    # Special Summons by procedure).
    "Solemn Judgment", jp="神の宣告", passcode="41420027", trap_type="counter",
    text="When a Spell/Trap Card is activated: Pay half your LP; negate the activation, "
         "and if you do, destroy that card.",
    cost=[PayHalfLP()], responds_to=spell_trap_activated,
    effect=[Negate("activation", "destroy")],
    abilities=[when_summoned("When a monster would be Summoned: Pay half your LP; negate "
                             "the Summon, and if you do, destroy that card.",
                             cost=[PayHalfLP()])])

ALL = (GENEX_CONTROLLER, LINK_SPIDER, PROXY_DRAGON, GAIA_KNIGHT_THE_FORCE_OF_EARTH,
       SCRAP_ARCHFIEND, STARDUST_DRAGON, GEM_KNIGHT_PEARL, DAIGUSTO_EMERAL,
       REINFORCEMENT_OF_THE_ARMY, DARK_HOLE, MONSTER_REBORN,
       SOLEMN_JUDGMENT)
