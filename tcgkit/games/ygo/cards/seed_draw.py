"""More cards of seed 000 (cards.md section A): the draw replacements its FAQ (YGO-ND-22)
names that were missing (A.6 Sin World, A.8 Tachyon Chaos Hole, A.9 Flying Saucer
Muusik'i, A.11 Skull Flame, A.13 Black Luster Soldier - Legendary Swordsman, A.17
Fandora), Zexal Field (A.21) before the draw, Mystical Cards of Light (A.42), and the
cards their effects look for. Texts are our paraphrases. Where seed 000 and cards.md
disagree on a card's type, the seed wins: its FAQ says the normal draw is still
conducted when the effect of Muusik'i or Skull Flame is negated, so they are written as
the effect type; Sin World and Tachyon Chaos Hole, for which it is not, as the cost
type. What each definition leaves out is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..vocab import (
    BEFORE_DRAW,
    COST,
    EFFECT,
    YOU,
    AddTargetToHand,
    BanishThis,
    CountModifier,
    Effect,
    Limit,
    Materials,
    NormalDraw,
    OpponentPicksAtRandom,
    PutOnTopOfDeck,
    RevealThis,
    SearchFor,
    SpecialSummonTarget,
    continuous_spell,
    effect_monster,
    field_spell,
    in_your_gy,
    normal_monster,
    normal_spell,
    ritual_monster,
    trap_other_effects,
    xyz_monster,
)
from ..zones import SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.state import GameState
    from ..card import YgoCard

_GY = ("graveyard",)
_HAND = ("hand",)


def _fur_hire_monster(card: YgoCard) -> bool:
    return card.kind == "monster" and "Fur Hire" in card.name


def _ritual_spell(card: YgoCard) -> bool:
    return card.kind == "spell" and card.spell_type == "ritual"


def _sin_card(card: YgoCard) -> bool:
    # The "Sin" archetype: every card whose name begins with "Sin" (Sin World is one).
    return card.name.startswith("Sin ")


def _galaxy_xyz(card: YgoCard) -> bool:
    return card.extra == "xyz" and "Galaxy" in card.name


def _burning_skull_head(card: YgoCard) -> bool:
    return card.name == "Burning Skull Head"


def _alien_card(card: YgoCard) -> bool:
    return card.name.startswith("Alien")


# ---------------------------------------------------------------------- effect type

FANDORA_THE_FLYING_FURTRESS = field_spell(
    # Left out: (2), sending it to the GY while you control 5 "Fur Hire" monsters with
    # different names to destroy all your opponent's cards.
    "Fandora, the Flying Furtress", jp="飛竜艇−ファンドラ", passcode="64400161",
    abilities=[
        Effect("During your Draw Phase, before you draw: you can give up your normal draw "
               "this turn, and if you do, add 1 \"Fur Hire\" monster from your Deck to your "
               "hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               effect=(SearchFor("\"Fur Hire\" monster", _fur_hire_monster),)),
    ])

RECON_SCOUT_FUR_HIRE = effect_monster(
    # A "Fur Hire" monster for Fandora to add. Left out: both its effects (Special Summon
    # another "Fur Hire" from the hand; destroy a Set card when one is Special Summoned).
    # UNCONFIRMED: its Japanese name and passcode (not in cards.md; left empty).
    "Recon, Scout Fur Hire", jp="", passcode="", level=2, attribute="WIND", race="Beast",
    atk=1000, defense=500, abilities=[])

BLACK_LUSTER_SOLDIER_LEGENDARY_SWORDSMAN = ritual_monster(
    # Left out: (2) your opponent cannot activate cards or effects during your Battle
    # Phase; (3) shuffling all your opponent's cards into the Deck after it destroys a
    # monster by battle; its Ritual Summon by "Chaos Form" or "Super Soldier Ritual" only.
    "Black Luster Soldier - Legendary Swordsman", jp="伝説の剣闘士 カオス・ソルジャー",
    passcode="70551291", level=8, attribute="EARTH", race="Warrior", atk=3000,
    defense=2500,
    abilities=[
        Effect("During your Draw Phase, before you draw: you can reveal this card in your "
               "hand; give up your normal draw this turn, and if you do, add 1 Ritual Spell "
               "from your Deck to your hand.",
               zones=_HAND, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               cost=(RevealThis(),), effect=(SearchFor("Ritual Spell", _ritual_spell),)),
    ])

BURNING_SKULL_HEAD = effect_monster(
    # What Skull Flame returns to the hand. Left out: its effects. UNCONFIRMED: Level,
    # ATK and DEF (not in cards.md).
    "Burning Skull Head", jp="バーニング・スカルヘッド", passcode="26293219", level=3,
    attribute="FIRE", race="Zombie", atk=1000, defense=800, abilities=[])

SKULL_FLAME = effect_monster(
    # Left out: (1), the once-per-turn Special Summon of "Burning Skull Head" from the
    # hand (and the pledge not to conduct the Battle Phase that turn).
    "Skull Flame", jp="スカル・フレイム", passcode="99899504", level=8, attribute="FIRE",
    race="Zombie", atk=2600, defense=2000,
    abilities=[
        Effect("During your Draw Phase, before you draw, while this card is face-up on the "
               "field: you can target 1 \"Burning Skull Head\" in your GY; give up your "
               "normal draw this turn, and if you do, add that target to your hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT, this_card=True,
               targets=(in_your_gy("\"Burning Skull Head\"", _burning_skull_head),),
               effect=(AddTargetToHand(),)),
    ])

FLYING_SAUCER_MUUSIKI = effect_monster(
    "Flying Saucer Muusik'i", jp="円盤ムスキー", passcode="97697678", level=5,
    attribute="LIGHT", race="Machine", atk=1000, defense=2000,
    abilities=[
        Effect("During your Draw Phase, before you draw, while this card is face-up: you "
               "can give up your normal draw this turn, and if you do, add 1 \"Alien\" card "
               "from your Deck to your hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               effect=(SearchFor("\"Alien\" card", _alien_card),)),
    ])

ALIEN_SHOCKTROOPER = normal_monster(
    # An "Alien" card for Flying Saucer Muusik'i to add. UNCONFIRMED: its Level, Type and
    # DEF (not in cards.md).
    "Alien Shocktrooper", jp="エーリアン・ソルジャー", passcode="97127906", level=4,
    attribute="EARTH", race="Reptile", atk=1900, defense=800)

# ---------------------------------------------------------------------- cost type

SIN_WORLD = field_spell(
    # TCG name "Malefic World".
    "Sin World", jp="Sin World", passcode="27564031",
    abilities=[
        Effect("During your Draw Phase, instead of conducting your normal draw, you can "
               "activate this effect: choose 3 \"Sin\" cards from your Deck; your opponent "
               "picks 1 of them at random, you add it to your hand, and the rest are "
               "shuffled into the Deck.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST,
               effect=(OpponentPicksAtRandom("\"Sin\" cards", _sin_card, 3),)),
    ])

NUMBER_107_GALAXY_EYES_TACHYON_DRAGON = xyz_monster(
    # A "Galaxy" Xyz Monster for Tachyon Chaos Hole. Left out: its effect.
    # UNCONFIRMED: the passcode, ATK and DEF (not in cards.md).
    "Number 107: Galaxy-Eyes Tachyon Dragon", jp="No.107 銀河眼の時空竜",
    passcode="88177324", rank=8, attribute="LIGHT", race="Dragon", atk=3000, defense=2500,
    materials=Materials(text="2 Level 8 monsters", low=2, high=2))

TACHYON_CHAOS_HOLE = trap_other_effects(
    # Left out: its activation (when your face-up "Galaxy" Xyz Monster is destroyed by an
    # opponent's attacking monster or card effect: destroy and banish as many of your
    # opponent's face-up cards as possible); here only its GY effect.
    "Tachyon Chaos Hole", jp="時空混沌渦", passcode="59650656", trap_type="normal",
    abilities=[
        Effect("During your Draw Phase, instead of conducting your normal draw, you can "
               "banish this card from your GY, then target 1 \"Galaxy\" Xyz Monster in your "
               "GY; Special Summon it.",
               zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST,
               cost=(BanishThis(),), targets=(in_your_gy("\"Galaxy\" Xyz Monster",
                                                         _galaxy_xyz),),
               effect=(SpecialSummonTarget(),)),
    ])

# ---------------------------------------------------------------------- before the draw

ZEXAL_FIELD = field_spell(
    # Left out: (1) your opponent cannot chain to your cards and effects that target an
    # Xyz Monster you control; (3) the once-per-turn attaching of an Xyz Monster from the
    # Extra Deck or GY to one Special Summoned to your field.
    # Its (2) is used at the one moment "before the draw" of a Draw Phase; tcgkit's window
    # there opens again after a chain, so the effect is limited to once per turn (the
    # same thing, as the Draw Phase comes once a turn).
    "Zexal Field", jp="ゼアル・フィールド", passcode="95856586",
    abilities=[
        Effect("During your Draw Phase, before you draw: you can place 1 \"Shining Draw\" "
               "from your Deck on top of your Deck.",
               timing=BEFORE_DRAW, spell_speed=1, limit=Limit(spent="activation"),
               effect=(PutOnTopOfDeck("Shining Draw"),)),
    ])

SHINING_DRAW = normal_spell(
    # What Zexal Field places on top of the Deck. Left out: its whole effect (activated
    # only in Main Phase 1 if it was drawn by the normal draw and kept revealed; it
    # equips "ZW -" monsters to a "Utopia" Xyz Monster or Xyz Summons another "Utopia"
    # on top of it), which needs those cards; here it cannot be activated.
    "Shining Draw", jp="シャイニング・ドロー", passcode="35906693")

# ---------------------------------------------------------------------- the normal draw's count


def _another_face_up_copy(state: GameState, event: Event, ctx: Ctx) -> bool:
    """This card is face-up and its controller controls another face-up copy of it."""
    objs = state.objects
    if ctx.source is None or objs[ctx.source].face_down:
        return False
    name = objs[ctx.source].card.name
    return any(oid != ctx.source and not objs[oid].face_down and objs[oid].card.name == name
               for oid in state.zones[SPELL_TRAP_ZONE[ctx.controller]])


MYSTICAL_CARDS_OF_LIGHT = continuous_spell(
    # Left out: "while this card is face-up, 1 of your Spell & Trap Zones cannot be used".
    "Mystical Cards of Light", jp="閃光の宝札", passcode="48356796",
    abilities=[
        CountModifier("If you control another face-up \"Mystical Cards of Light\", your "
                      "normal draw draws 2 cards.",
                      applies=NormalDraw(YOU, where=_another_face_up_copy),
                      count=lambda state, event, ctx, n: 2),
    ])

ALL = (FANDORA_THE_FLYING_FURTRESS, RECON_SCOUT_FUR_HIRE,
       BLACK_LUSTER_SOLDIER_LEGENDARY_SWORDSMAN, BURNING_SKULL_HEAD, SKULL_FLAME,
       FLYING_SAUCER_MUUSIKI, ALIEN_SHOCKTROOPER, SIN_WORLD,
       NUMBER_107_GALAXY_EYES_TACHYON_DRAGON, TACHYON_CHAOS_HOLE, ZEXAL_FIELD, SHINING_DRAW,
       MYSTICAL_CARDS_OF_LIGHT)
