"""Cards of seed 000 that act in the Draw Phase: effects replacing the normal draw (cost
type and effect type, as the seed classifies them), a pledge, other effects activated
before the draw, and cards that look at what was drawn. Texts are our paraphrases; what
each definition leaves out is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..play import NORMAL_SUMMON_REASONS
from ..rankup import HIGHEST_RANK_XYZ, RankUp, same_type_and_attribute
from ..vocab import (
    BEFORE_DRAW,
    COST,
    EFFECT,
    OPPONENT,
    YOU,
    AddFromGY,
    AddThisToHand,
    DamagePerMonster,
    DiscardOneDrawnByNormalDraw,
    Draw,
    Effect,
    Limit,
    LookAtOpponentsTopCard,
    Pattern,
    SearchFor,
    SpecialSummonThis,
    Triggered,
    continuous_spell,
    created_lock,
    draw_window,
    drawn_by_normal_draw,
    drawn_in_draw_phase,
    effect_monster,
    equip_spell,
    normal_spell,
    trap,
)
from ..zones import monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.state import GameState
    from ..card import YgoCard

_GY = ("graveyard",)
_ONCE_PER_TURN = Limit(spent="activation")
"""A soft once per turn ("Once per turn"): this card, this effect, spent on activation."""


def _no_monsters(state: GameState, ctx: Ctx) -> bool:
    return not monsters(state, ctx.controller)


def _not_special_summoned(state: GameState, ctx: Ctx) -> bool:
    return not state.history.any("summon", player=ctx.controller,
                                 where=lambda e: e.reason not in NORMAL_SUMMON_REASONS)


def _opponent_drew_normally(state: GameState, ctx: Ctx) -> bool:
    them = 1 - ctx.controller
    return state.active == them and draw_window(state) == "after" and bool(
        drawn_by_normal_draw(state, them))


def _warrior_4(card: YgoCard) -> bool:
    return card.kind == "monster" and card.race == "Warrior" and card.level <= 4


def _dark_4(card: YgoCard) -> bool:
    return card.kind == "monster" and card.attribute == "DARK" and card.level == 4


def _gy_add_this(text: str) -> Effect:
    """The effect type of seed 000's GY Spells: before the draw, give up the normal draw
    this turn to add this card from the GY to the hand."""
    return Effect(text, zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
                  this_card=True, effect=(AddThisToHand(),))


# ---------------------------------------------------------------------- cost type

FLAME_TIGER = effect_monster(
    # Left out: "if it leaves the field, banish it".
    "Flame Tiger", jp="焔虎", passcode="66499018", level=4, attribute="FIRE", race="Beast",
    atk=1800, defense=0,
    abilities=[
        Effect("If you control no monsters, during your Draw Phase, instead of conducting "
               "your normal draw, you can activate this effect while this card is in your "
               "GY: Special Summon this card.",
               zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST,
               this_card=True, condition=_no_monsters, effect=(SpecialSummonThis(),)),
    ])

# ---------------------------------------------------------------------- effect type

MAGICAL_BLAST = normal_spell(
    "Magical Blast", jp="マジックブラスト", passcode="91819979",
    text="Inflict 200 damage to your opponent for each face-up Spellcaster monster you "
         "control.",
    effect=[DamagePerMonster(each=200, race="Spellcaster")],
    abilities=[_gy_add_this("During your Draw Phase, before you draw, if this card is in "
                            "your GY: you can give up your normal draw this turn, and if you "
                            "do, add this card to your hand.")])

METEOR_FLARE = normal_spell(
    # Left out: its own effect (discard 2 as a cost while the opponent has more than 3000
    # LP: 2000 damage); it is not activated from the hand here. Seed 000 counts its GY
    # effect among the effect type.
    "Meteor Flare", jp="メテオ・プロミネンス", passcode="56856951",
    abilities=[_gy_add_this("During your Draw Phase, before you draw, if this card is in "
                            "your GY: you can give up your normal draw this turn, and if you "
                            "do, add this card to your hand.")])

SPIRIT_BURNER = equip_spell(
    # Left out: its activation as an Equip Spell and its equip effects (1) (change the
    # equipped monster to Defense Position) and (2) (600 damage when the equipped monster
    # returns to the hand), for which cards.md gives no equip restriction to check.
    "Spirit Burner", jp="スピリット・バーナー", passcode="50418970",
    abilities=[_gy_add_this("During your Draw Phase, before you draw, if this card is in "
                            "your GY: you can give up your normal draw this turn, and if you "
                            "do, add this card to your hand.")])

IRON_CORE_OF_KOAKI_MEIRU = normal_spell(
    # It has no effect of its own. Left out: its other GY effect (send a "Koa'ki Meiru"
    # monster from the hand to return it), which does not replace the normal draw.
    "Iron Core of Koa'ki Meiru", jp="コアキメイルの鋼核", passcode="36623431",
    abilities=[_gy_add_this("During your Draw Phase, before you draw, if this card is in "
                            "your GY: you can give up your normal draw this turn, and if you "
                            "do, add this card to your hand.")])

FREED_THE_MATCHLESS_GENERAL = effect_monster(
    # Left out: (1) "a Spell effect that targets this card is negated and destroyed".
    "Freed the Matchless General", jp="無敗将軍 フリード", passcode="49681811", level=5,
    attribute="EARTH", race="Warrior", atk=2300, defense=1700,
    abilities=[
        Effect("During your Draw Phase, before you draw, while this card is face-up: you "
               "can give up your normal draw this turn, and if you do, add 1 Level 4 or "
               "lower Warrior monster from your Deck to your hand (this card must still be "
               "face-up).",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT, this_card=True,
               effect=(SearchFor("Level 4 or lower Warrior monster", _warrior_4),)),
    ])

DARK_GENERAL_FREED = effect_monster(
    # Left out: "cannot be Special Summoned" and (1), like Freed's.
    "Dark General Freed", jp="ダーク・ジェネラル フリード", passcode="70676581", level=5,
    attribute="DARK", race="Warrior", atk=2300, defense=1700,
    abilities=[
        Effect("During your Draw Phase, before you draw, while this card is face-up: you "
               "can give up your normal draw this turn, and if you do, add 1 Level 4 DARK "
               "monster from your Deck to your hand (this card must still be face-up).",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT, this_card=True,
               effect=(SearchFor("Level 4 DARK monster", _dark_4),)),
    ])

LEGACY_OF_THE_DUELIST = continuous_spell(
    # Left out: (1) negating an attack to destroy a Spell/Trap, (2) the Set and attack
    # restrictions.
    "Legacy of the Duelist", jp="熱き決闘者たち", passcode="88851326",
    abilities=[
        Effect("During your Draw Phase, before you draw: you can give up your normal draw "
               "this turn, and if you do, add 1 monster from your GY to your hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               effect=(AddFromGY(),)),
    ])

# ---------------------------------------------------------------------- pledge

def _special_summon_not_by_astral_force(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.reason in NORMAL_SUMMON_REASONS:
        return False
    by = state.objects[event.source].card.name if event.source is not None else ""
    return by != _ASTRAL_FORCE


_ASTRAL_FORCE = "Rank-Up-Magic Astral Force"

RUM_ASTRAL_FORCE = normal_spell(
    # Its (2) has two pledges (誓約効果), each applying unless the activation is negated:
    # seed 000's "you cannot conduct your normal draw" (YGO-ND-18) and the card's "you
    # cannot Special Summon, except by the effect of Astral Force" (cards.md A.23; a lock
    # created as it is activated, chain.start_lock).
    "Rank-Up-Magic Astral Force", jp="RUM−アストラル・フォース", passcode="45950291",
    text="Target the Xyz Monster you control with the highest Rank; Special Summon from your "
         "Extra Deck 1 monster with its Type and Attribute and 2 Ranks higher, by using that "
         "target as material (its materials go with it). This counts as an Xyz Summon.",
    targets=[HIGHEST_RANK_XYZ], effect=[RankUp(2, same_type_and_attribute)],
    abilities=[
        Effect("During your Draw Phase, if this card is in your GY and you have not "
               "Special Summoned this turn: you can activate this effect; add this card to "
               "your hand. The turn you activate this effect, you cannot conduct your "
               "normal draw, nor Special Summon except by the effect of \"Rank-Up-Magic "
               "Astral Force\" (pledges).",
               zones=_GY, timing=BEFORE_DRAW, spell_speed=1, pledge_no_draw=True, pledge=0,
               this_card=True, condition=_not_special_summoned, effect=(AddThisToHand(),)),
        created_lock("For the rest of this turn, you cannot Special Summon, except by the "
                     "effect of \"Rank-Up-Magic Astral Force\".",
                     forbids=Pattern("summon", player=YOU,
                                     where=_special_summon_not_by_astral_force)),
    ])

# ---------------------------------------------------------------------- before the draw

DIABOLOS_KING_OF_THE_ABYSS = effect_monster(
    # Left out: its summoning conditions (no Special Summon, DARK Tributes) and "cannot
    # be Tributed by card effects".
    "Diabolos, King of the Abyss", jp="魔王ディアボロス", passcode="29424328", level=7,
    attribute="DARK", race="Dragon", atk=2800, defense=1000,
    abilities=[
        Effect("Once per turn, during your opponent's Draw Phase, before their draw: you "
               "can look at the top card of your opponent's Deck, then put it on the top or "
               "the bottom of the Deck.",
               timing=BEFORE_DRAW, whose=OPPONENT, spell_speed=1, limit=_ONCE_PER_TURN,
               effect=(LookAtOpponentsTopCard(),)),
    ])

# ---------------------------------------------------------------------- after the draw

HEART_OF_THE_UNDERDOG = continuous_spell(
    "Heart of the Underdog", jp="凡骨の意地", passcode="35762283",
    abilities=[
        Triggered("During your Draw Phase, when you draw a Normal Monster: you can reveal "
                  "it; draw 1 card.",
                  on=drawn_in_draw_phase(lambda card: card.normal), optional=True,
                  effect=(Draw(1),)),
    ])

DROP_OFF = trap(
    "Drop Off", jp="はたき落とし", passcode="55773067", trap_type="normal",
    text="When your opponent draws for their normal draw: they discard 1 of the cards "
         "they drew.",
    condition=_opponent_drew_normally, effect=[DiscardOneDrawnByNormalDraw()])

ALL = (FLAME_TIGER, MAGICAL_BLAST, METEOR_FLARE, SPIRIT_BURNER, IRON_CORE_OF_KOAKI_MEIRU,
       FREED_THE_MATCHLESS_GENERAL, DARK_GENERAL_FREED, LEGACY_OF_THE_DUELIST,
       RUM_ASTRAL_FORCE, DIABOLOS_KING_OF_THE_ABYSS, HEART_OF_THE_UNDERDOG, DROP_OFF)
