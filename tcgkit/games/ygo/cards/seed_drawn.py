"""The last cards of seed 000 (cards.md section A): more draw replacements (A.3 Infernity
Pawn, A.5 Gearbreed, the mandatory A.7 Sylvan Waterslide), effects before the draw (A.22
White Rose Cloister, A.24 Gravekeeper's Trap), cards that act on the cards drawn by the
normal draw (A.2 Destructive Draw, A.25 Afterglow, A.27 Barian's Chaos Draw, A.28 Symbol of
Friendship, A.29 Rank-Up-Magic The Seventh One, A.30 Flower Cardian Lightshower, A.31
Cosmos Channelling, A.32 Shard of Greed, A.33 Don't Slip, A.34 Tilted Try, A.35 Commander
of Swords) and cards that change how many it draws (A.1 Cyber Archfiend, A.37 Slower
Swallow, A.40 The Legend of Tickets, A.41 Guarded Treasure), with the cards they look for.
Texts are our paraphrases; what each definition leaves out is said next to it. Slower
Swallow's own Special Summon procedure is the kind ``inherent.py`` defines.

Two simplifications run through them. A card "drawn by your normal draw, revealed and kept
revealed until Main Phase 1" is taken as revealed (:func:`drawn_and_revealed`): tcgkit
does not ask whether to reveal it, the only way it could be activated. And an effect that
acts at a later moment (Afterglow's "your next Draw Phase", Gravekeeper's Trap's look at the
drawn card, The Legend of Tickets' End Phase) is a delayed effect that goes on a chain of
its own at that moment; so are Shard of Greed's counter and the triggers on the normal
draw, where ProjectIgnis places some of them without a chain link (UNCONFIRMED which
official rulings treat as chain links)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Pattern, Prohibition
from ....core.events import DESTROY
from ....core.limits import UNLESS_NEGATED
from ....core.resolve import ACTIVATE, TARGET
from ..card import SpecialProcedure
from ..inherent import flip_monster, procedure_monster
from ..leaving import ON_FIELD, THIS_LEFT_THE_FIELD_FACE_UP
from ..negation import NegatesEffects, trap_on_the_field
from ..rankup import ThenRankUpIt
from ..skips import SkipYourNextDrawPhases
from ..vocab import (
    BEFORE_DRAW,
    COST,
    CREATED,
    IGNITION,
    OPPONENT,
    OPPONENT_DIRECT_ATTACK,
    OPPONENTS_END_PHASE,
    THE_END_PHASE,
    YOU,
    YOUR_END_PHASE,
    AddFromDeckOrGY,
    BanishEveryCopy,
    BanishThis,
    Choice,
    ChooseOne,
    CountModifier,
    DeclareName,
    DeclareType,
    DestroyThis,
    DiscardCards,
    DiscardDrawnIfSpellTrap,
    Draw,
    DrawForThatPlayer,
    Effect,
    ExcavateTop,
    InflictDamage,
    Limit,
    Materials,
    NextDrawPhaseDraws,
    NormalDraw,
    PayLP,
    PayLPOrLoseAll,
    PenaltyIfOpponentDrew,
    PlaceFromDeckOnTop,
    PutCounter,
    PutRememberedOnTop,
    ReturnFromGYToBottom,
    RevealDrawnDamageIfNamed,
    RevealDrawnSendThisAndDraw,
    RevealOneDrawnToBottom,
    RevealTopBoostSynchros,
    SearchFor,
    SendDrawnIfDeclared,
    SendFromDeckToGY,
    SendMonsterYouControl,
    SendThisToGY,
    SetFromDeck,
    ShuffleOneBanishedIn,
    SpecialSummonFrom,
    StartDelayed,
    SummonFromDeckThenXyz,
    SwapDeckAndGY,
    ThatPlayerMay,
    TributeThis,
    Triggered,
    card_spell,
    choose_one,
    continuous_spell,
    controls_face_up,
    counters_at_least,
    drawn_and_revealed,
    drawn_by_normal_draw,
    effect_monster,
    face_up_only,
    field_spell,
    hand_is_empty,
    in_your_gy,
    next_draw_phase,
    normal_draw_of,
    normal_monster,
    owned_by_your_opponent,
    synchro_monster,
    this_face_up,
    trap,
    xyz_monster,
)
from ..xyz_effect import NegateThisUntilOpponentsStandby
from ..zones import GRAVEYARD, MONSTER_ZONE, MONSTER_ZONES, SPELL_TRAP_ZONE, monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.state import GameState
    from ..card import YgoCard
    from ..typed import objects

_GY = ("graveyard",)
_HARD_ONCE = Limit(shared="name", spent="activation")
""""You can only use this effect of <name> once per turn" (spent as it is activated)."""
_ONE_ACTIVATION = Limit(shared="name", spent=UNLESS_NEGATED)
""""You can only activate 1 <name> per turn": a negated activation is not one."""


def _no_cards_in_hand(state: GameState, ctx: Ctx) -> bool:
    return not state.zones[state.rules.zones.id("hand", ctx.controller)]


def _hand_had_no_other(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The drawing player's hand held nothing but what this normal draw drew (their hand
    was empty when it began)."""
    assert event.player is not None
    hand = state.zones[state.rules.zones.id("hand", event.player)]
    return all(oid == event.obj for oid in hand)


def _holds_cards(state: GameState, ctx: Ctx) -> bool:
    return bool(state.zones[state.rules.zones.id("hand", ctx.controller)])


def _empty_hand_face_up(state: GameState, event: Event, ctx: Ctx) -> bool:
    return this_face_up(state, event, ctx) and hand_is_empty(state, event, ctx)


# ---------------------------------------------------------------------- the normal draw's count

CYBER_ARCHFIEND = effect_monster(
    # UNCONFIRMED (cards.md): whether the extra card is a count modifier or a trigger
    # that draws 1 by effect before the normal draw (ProjectIgnis); written as the count
    # modifier its text reads as, so both cards are "drawn by the normal draw".
    "Cyber Archfiend", jp="サイバーデーモン", passcode="59907935", level=4, attribute="DARK",
    race="Fiend", atk=1000, defense=2000,
    abilities=[
        CountModifier("During your Draw Phase, if you have no cards in your hand, draw 1 more "
                      "card in addition to your normal draw.",
                      applies=NormalDraw(YOU, where=_empty_hand_face_up),
                      count=lambda state, event, ctx, n: n + 1),
        Triggered("During your End Phase, if you have any cards in your hand, destroy this "
                  "card.",
                  on=YOUR_END_PHASE, condition=_holds_cards, effect=(DestroyThis(),)),
    ])

def _two_share_a_level(state: GameState, player: int) -> bool:
    """Slower Swallow's procedure: 2 or more face-up monsters on the field have the same
    Level, and it was not yet used this turn by this player ("you can only Special
    Summon "Slower Swallow" once per turn this way": a question to the history)."""
    objs = state.objects
    levels = [getattr(objs[oid].card, "level", 0) for p in (0, 1) for oid in monsters(state, p)
              if not objs[oid].face_down]
    shared = any(lv and levels.count(lv) >= 2 for lv in levels)
    return shared and not state.history.any(
        "summon", player=player, where=lambda e: e.reason == "procedure" and e.obj is not None
        and objs[e.obj].card.name == "Slower Swallow")


SLOWER_SWALLOW = procedure_monster(
    "Slower Swallow", jp="スロワースワロー", passcode="10505300", level=1, attribute="WIND",
    race="Winged Beast", atk=100, defense=100,
    procedure=SpecialProcedure(text="2 or more face-up monsters on the field have the same "
                                    "Level (once per turn)",
                               condition=_two_share_a_level),
    abilities=[
        Effect("You can Tribute this card; your normal draw in your next Draw Phase draws 2 "
               "cards.",
               timing=IGNITION, spell_speed=1, cost=(TributeThis(),),
               effect=(NextDrawPhaseDraws(2),)),
        next_draw_phase("Your normal draw in your next Draw Phase draws 2 cards.", 2),
    ])

THE_LEGEND_OF_TICKETS = card_spell(
    "The Legend of Tickets", jp="Ｔｈｅ Ｌｅｇｅｎｄ ｏｆ Ｔｉｃｋｅｔｓ", passcode="54120521",
    spell_type="normal",
    text="Target 1 card in your GY; during the End Phase of this turn, place it on top of "
         "your Deck. Your normal draw in your next Draw Phase draws 2 cards. You can only "
         "activate 1 \"The Legend of Tickets\" per turn.",
    targets=(in_your_gy("card", lambda card: True),), limit=_ONE_ACTIVATION,
    effect=(StartDelayed(1, "the target will be placed on top of the Deck in this End Phase"),
            NextDrawPhaseDraws(2)),
    abilities=[
        Triggered("During the End Phase of the turn this card was activated: place the "
                  "targeted card on top of your Deck.",
                  zones=(CREATED,), on=THE_END_PHASE, effect=(PutRememberedOnTop(),)),
        next_draw_phase("Your normal draw in your next Draw Phase draws 2 cards.", 2),
    ])

GUARDED_TREASURE = card_spell(
    "Guarded Treasure", jp="守護神の宝札", passcode="17052477", spell_type="continuous",
    text="Activate this card by discarding 5 cards: draw 2 cards.",
    cost=(DiscardCards(5),), effect=(Draw(2),),
    abilities=[
        CountModifier("While this card is face-up on the field, your normal draw draws 2 "
                      "cards.",
                      applies=NormalDraw(YOU, where=this_face_up),
                      count=lambda state, event, ctx, n: 2),
    ])

# ---------------------------------------------------------------------- replacing the normal draw


def _infernity(card: YgoCard) -> bool:
    return card.name.startswith("Infernity")


def _equip_spell(card: YgoCard) -> bool:
    return card.kind == "spell" and card.spell_type == "equip"


def _fire_warrior_or_gemini(card: YgoCard) -> bool:
    # tcgkit knows no Gemini monsters yet: FIRE Warriors only.
    return card.kind == "monster" and card.attribute == "FIRE" and card.race == "Warrior"


def _plant(card: YgoCard) -> bool:
    return card.kind == "monster" and card.race == "Plant"


def _void_spell_trap(card: YgoCard) -> bool:
    return card.kind in ("spell", "trap") and card.name.startswith("Void ")


INFERNITY_PAWN = effect_monster(
    # "Choose 1 of these effects" as it is activated (chain.choose_one): only a choice
    # that could be carried out is offered.
    "Infernity Pawn", jp="インフェルニティ・ポーン", passcode="82434071", level=1,
    attribute="DARK", race="Fiend", atk=0, defense=0,
    abilities=[
        *choose_one(
            Effect("If you have no cards in your hand, during your Draw Phase, instead of "
                   "conducting your normal draw, you can banish this card from your GY, then "
                   "activate 1 of these effects.",
                   zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST,
                   condition=_no_cards_in_hand, cost=(BanishThis(),)),
            Choice("Place 1 \"Infernity\" card from your Deck on top of your Deck.",
                   label="place an \"Infernity\" card on top of the Deck",
                   effect=(PlaceFromDeckOnTop("\"Infernity\" card", _infernity),)),
            Choice("Set 1 \"Void\" Spell/Trap directly from your Deck.",
                   label="Set a \"Void\" Spell/Trap from the Deck",
                   effect=(SetFromDeck("\"Void\" Spell/Trap", _void_spell_trap),))),
    ])

VOID_IMAGINATION = continuous_spell(
    # What Infernity Pawn Sets: a "Void" Spell/Trap. Name, OCG name and passcode as
    # ProjectIgnis scripts it (c31444249). Left out: its effects (Infernoid monsters
    # become Level 1 and the battle damage they take is halved; it sends itself to the
    # GY to Fusion Summon an Infernoid Fusion Monster). A Continuous Spell, as a card
    # dataset gives it.
    "Void Imagination", jp="煉獄の虚夢", passcode="31444249", abilities=[])

GEARBREED = continuous_spell(
    # Seed 000 lists it among the cost type; cards.md notes ProjectIgnis gives the draw
    # up as it resolves (UNCONFIRMED which is official): the seed wins.
    "Gearbreed", jp="武装鍛錬", passcode="27979109",
    abilities=[
        Effect("You can only use this effect of \"Gearbreed\" once per turn. During your "
               "Draw Phase, instead of conducting your normal draw, you can add 1 Equip "
               "Spell from your Deck or GY to your hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST, limit=_HARD_ONCE,
               effect=(AddFromDeckOrGY("Equip Spell", _equip_spell),)),
        Effect("You can only use this effect of \"Gearbreed\" once per turn. If you control "
               "an Equip Spell: you can place 1 FIRE Warrior or Gemini monster from your GY "
               "on the bottom of your Deck; draw 1 card.",
               timing=IGNITION, spell_speed=1, limit=_HARD_ONCE,
               condition=controls_face_up(_equip_spell),
               cost=(ReturnFromGYToBottom("FIRE Warrior or Gemini monster",
                                          _fire_warrior_or_gemini),),
               effect=(Draw(1),)),
    ])

SYLVAN_WATERSLIDE = trap(
    "Sylvan Waterslide", jp="森羅の滝滑り", passcode="49838105", trap_type="continuous",
    text="Activate this card.", effect=[],
    abilities=[
        Triggered("Each time an opponent's monster declares a direct attack: you can "
                  "excavate the top card of your Deck; if it is a Plant monster, send it to "
                  "the GY; otherwise, place it on the bottom of your Deck.",
                  on=OPPONENT_DIRECT_ATTACK, condition=face_up_only(), optional=True,
                  effect=(ExcavateTop("Plant monster", _plant, "bottom"),)),
        # Mandatory: no "you can" (seed 000's FAQ: negated, the normal draw is lost).
        Effect("During your Draw Phase, instead of conducting your normal draw, excavate "
               "the top card of your Deck; if it is a Plant monster, send it to the GY; "
               "otherwise, add it to your hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST, mandatory=True,
               effect=(ExcavateTop("Plant monster", _plant, "hand"),)),
    ])

BEAN_SOLDIER = normal_monster(
    # A Plant monster for Sylvan Waterslide and White Rose Cloister. Passcode and stats
    # as one card table gives them (UNCONFIRMED by an official source; not in cards.md).
    "Bean Soldier", jp="ビーン・ソルジャー", passcode="84990171", level=4, attribute="EARTH",
    race="Plant", atk=1400, defense=1300)

# ---------------------------------------------------------------------- before the draw


def _rose_dragon_or_plant(card: YgoCard) -> bool:
    return card.kind == "monster" and ("Rose Dragon" in card.name or card.race == "Plant")


def _no_monsters(state: GameState, ctx: Ctx) -> bool:
    return not monsters(state, ctx.controller)


WHITE_ROSE_CLOISTER = field_spell(
    "White Rose Cloister", jp="白薔薇の回廊", passcode="84335863",
    abilities=[
        Effect("You can only use this effect of \"White Rose Cloister\" once per turn. If "
               "you control no monsters: you can Special Summon 1 \"Rose Dragon\" monster or "
               "1 Plant monster from your hand.",
               zones=("field_zone",), timing=IGNITION, spell_speed=1, limit=_HARD_ONCE,
               condition=_no_monsters,
               effect=(SpecialSummonFrom("\"Rose Dragon\" or Plant monster",
                                         _rose_dragon_or_plant, ("hand",)),)),
        # The window before the draw opens again after a chain: limited to once per turn,
        # the same thing as the Draw Phase comes once a turn.
        Effect("During your Draw Phase, before you draw: you can declare 1 card type, then "
               "reveal the top card of your Deck; if it is that type, Level 7 or higher "
               "Synchro Monsters you control gain 1000 ATK until the end of this turn (even "
               "if this card leaves the field).",
               zones=("field_zone",), timing=BEFORE_DRAW, spell_speed=1,
               limit=Limit(spent="activation"),
               effect=(DeclareType(), RevealTopBoostSynchros(7, 1000))),
    ])

def _gravekeepers_or_earth_fairy(card: YgoCard) -> bool:
    return card.kind == "monster" and (card.name.startswith("Gravekeeper's")
                                       or (card.attribute == "EARTH" and card.race == "Fairy"))


def _gravekeepers_1500_or_less(card: YgoCard) -> bool:
    return card.kind == "monster" and card.name.startswith("Gravekeeper's") and card.atk <= 1500


def _in_main_phase(state: GameState, ctx: Ctx) -> bool:
    return state.step in ("main1", "main2")


def _exchange_of_the_spirit_in_your_gy(state: GameState, ctx: Ctx) -> bool:
    """Gravekeeper's Trap (1) applies: it is face-up and "Exchange of the Spirit" is in
    its controller's GY."""
    objs = state.objects
    if ctx.source is None or objs[ctx.source].face_down:
        return False
    return any(objs[oid].card.name == "Exchange of the Spirit"
               for oid in state.zones[GRAVEYARD[ctx.controller]])


def _opponent_activates_in_a_gy(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.player != ctx.controller and event.reason == "effect" \
        and event.obj is not None and state.objects[event.obj].zone in GRAVEYARD \
        and _exchange_of_the_spirit_in_your_gy(state, ctx)


def _opponent_summons_from_a_gy(state: GameState, event: Event, ctx: Ctx) -> bool:
    # A Summon asked ahead names the monster where it still is (no ``frm`` yet).
    frm = event.frm if event.frm is not None or event.obj is None \
        else state.objects[event.obj].zone
    return event.player != ctx.controller and frm in GRAVEYARD \
        and _exchange_of_the_spirit_in_your_gy(state, ctx)


GRAVEKEEPERS_TRAP = trap(
    # (1) is two prohibitions, of the would-be "activate" event of an effect of a card
    # in a GY (chain.why_locked) and of a "summon" from a GY (chain.why_summon_forbidden
    # asks it ahead; the pipeline stops the event itself), for the opponent of its
    # controller while it is face-up. "Only if this card was already face-up" is the
    # rule of every effect of a face-up card here: a Set card's effects cannot be
    # activated. UNCONFIRMED: that (1) stops a Special Summon from either GY (the text
    # says "from the GY").
    "Gravekeeper's Trap", jp="墓守の罠", passcode="98715423", trap_type="continuous",
    text="Activate this card.", effect=[],
    abilities=[
        Effect("You can only use this effect of \"Gravekeeper's Trap\" once per turn. During "
               "the Main Phase (Quick Effect): you can discard 1 card; add 1 \"Gravekeeper's\" "
               "monster or EARTH Fairy monster from your Deck to your hand.",
               condition=_in_main_phase, limit=_HARD_ONCE, cost=(DiscardCards(1),),
               effect=(SearchFor("\"Gravekeeper's\" monster or EARTH Fairy monster",
                                 _gravekeepers_or_earth_fairy),)),
        Effect("You can only use this effect of \"Gravekeeper's Trap\" once per turn. "
               "During your opponent's Draw Phase, before their draw: you can declare 1 card "
               "name; look at the card your opponent draws by that normal draw, and if it is "
               "the declared card, send it to the GY.",
               timing=BEFORE_DRAW, whose=OPPONENT, spell_speed=1, limit=_HARD_ONCE,
               effect=(DeclareName(), StartDelayed(3, "it will look at the card the opponent "
                                                   "draws by the normal draw"))),
        Triggered("When your opponent draws by that normal draw: look at the card; if it is "
                  "the declared card, send it to the GY.",
                  zones=(CREATED,), on=normal_draw_of(OPPONENT),
                  effect=(SendDrawnIfDeclared(),)),
        Prohibition("While \"Exchange of the Spirit\" is in your GY, your opponent cannot "
                    "activate the effects of cards in the GY.",
                    forbids=Pattern(ACTIVATE, where=_opponent_activates_in_a_gy)),
        Prohibition("While \"Exchange of the Spirit\" is in your GY, your opponent cannot "
                    "Special Summon from the GY.",
                    forbids=Pattern("summon", where=_opponent_summons_from_a_gy)),
    ])

# ---------------------------------------------------------------------- drawn by the normal draw

AFTERGLOW = card_spell(
    "Afterglow", jp="アフター・グロー", passcode="43575579", spell_type="normal",
    text="Banish this card and as many \"Afterglow\" as possible from your hand, Deck, GY "
         "and face-up field, then shuffle 1 of your banished \"Afterglow\" into your Deck. "
         "During your next Draw Phase, reveal the card you draw by your normal draw; if it "
         "is \"Afterglow\", inflict 4000 damage to your opponent. You can only activate 1 "
         "\"Afterglow\" per Duel.",
    limit=Limit(per="game", shared="name", spent=UNLESS_NEGATED),
    effect=(BanishEveryCopy(), ShuffleOneBanishedIn(),
            StartDelayed(1, "during the next Draw Phase it will reveal the card drawn by the "
                            "normal draw")),
    abilities=[
        Triggered("During your next Draw Phase, when you draw by your normal draw: reveal "
                  "the card; if it is \"Afterglow\", inflict 4000 damage to your opponent.",
                  zones=(CREATED,), on=normal_draw_of(YOU),
                  effect=(RevealDrawnDamageIfNamed("Afterglow", 4000),)),
    ])


def _number_101_to_107(card: YgoCard) -> bool:
    # "Number 101" to "Number 107", never a "Number C".
    name = card.name
    return card.extra == "xyz" and any(name.startswith(f"Number {n}:") for n in range(101, 108))


_SEVENTH_ONE = "Rank-Up-Magic - The Seventh One"

def _number_c_with_the_same_number(material: YgoCard, new: YgoCard) -> bool:
    # "Number 107: ..." Ranks Up into "Number C107: ...".
    number = material.name.split(":")[0].removeprefix("Number ")
    return new.name.startswith(f"Number C{number}:")


NUMBER_C107_NEO_GALAXY_EYES_TACHYON_DRAGON = xyz_monster(
    # The "Number C" The Seventh One Xyz Summons on top of Number 107. Left out: its
    # effects. Passcode, names and materials checked against ProjectIgnis's script
    # (c68396121), Rank, Attribute, Type and ATK/DEF against a Japanese card page.
    "Number C107: Neo Galaxy-Eyes Tachyon Dragon", jp="CNo.107 超銀河眼の時空龍",
    passcode="68396121", rank=9, attribute="LIGHT", race="Dragon", atk=4500, defense=3000,
    materials=Materials(text="3 Level 9 monsters", low=3, high=3))

_SEVENTH_ONE_EFFECT = (
    SpecialSummonFrom("\"Number 101\"-\"Number 107\" monster", _number_101_to_107,
                      ("extra_deck", "graveyard")),
    ThenRankUpIt("\"Number C\" with the same number", _number_c_with_the_same_number))

RUM_THE_SEVENTH_ONE = card_spell(
    # Activated in Main Phase 1, not only at its start (UNCONFIRMED simplification: the
    # card says "at the start of Main Phase 1").
    _SEVENTH_ONE, jp="RUM−七皇の剣", passcode="57734012", spell_type="normal",
    text="If this card is drawn by your normal draw, you can reveal it and keep it revealed "
         "until Main Phase 1; then, in Main Phase 1: Special Summon 1 \"Number 101\" to "
         "\"Number 107\" monster (not a \"Number C\") from your Extra Deck or GY, then Xyz "
         "Summon from your Extra Deck the \"Number C\" monster with the same number by "
         "using it as material (this counts as an Xyz Summon). You can only apply this "
         "effect of \"Rank-Up-Magic - The Seventh One\" once per Duel.",
    condition=drawn_and_revealed,
    # "Applied" once per Duel: spent as it resolves, not by a negated activation.
    limit=Limit(per="game", shared="name"),
    effect=_SEVENTH_ONE_EFFECT)

def _number_xyz(card: YgoCard) -> bool:
    # A "Number" Xyz Monster (「No.」): its name starts with "Number ", a "Number C" too.
    return card.extra == "xyz" and card.name.startswith("Number ")


BARIANS_CHAOS_DRAW = card_spell(
    # Its first choice sends "Rank-Up-Magic - The Seventh One" (the only such Spell tcgkit
    # knows) and its effect becomes that card's, as written here. UNCONFIRMED: that
    # the monsters summoned from the Deck may be of any Level the Xyz Monster's Rank
    # matches, and that "up to 2" lets the player stop after 1.
    "Barian's Chaos Draw", jp="バリアンズ・カオス・ドロー", passcode="97769122",
    spell_type="normal",
    text="If this card is drawn by your normal draw, you can reveal it and keep it revealed "
         "until Main Phase 1; then, in Main Phase 1, activate 1 of these effects.",
    condition=drawn_and_revealed, effect=(),
    choices=(
        Choice("Send 1 \"Rank-Up-Magic - The Seventh One\" from your Deck to the GY; this "
               "card's effect becomes that card's effect.",
               label="the effect of The Seventh One",
               cost=(SendFromDeckToGY(_SEVENTH_ONE),), effect=_SEVENTH_ONE_EFFECT),
        Choice("Special Summon up to 2 monsters from your Deck with their effects negated, "
               "then immediately Xyz Summon 1 \"Number\" Xyz Monster using monsters you "
               "control, including all of the summoned ones.",
               label="summon from the Deck and Xyz Summon",
               effect=(SummonFromDeckThenXyz("\"Number\" Xyz Monster", _number_xyz, 2),)),
    ))


def _friendship_condition(state: GameState, ctx: Ctx) -> bool:
    # UNCONFIRMED simplification: "while your opponent controls 3 or more monsters and
    # you control no cards" is checked as it is activated (in Main Phase 1 of the turn it
    # was drawn), not as it was drawn.
    p = ctx.controller
    mine = sum(len(state.zones[z[p]]) for z in (MONSTER_ZONE, SPELL_TRAP_ZONE)) \
        + len(state.zones[state.rules.zones.id("field_zone", p)])
    return drawn_and_revealed(state, ctx) and len(monsters(state, 1 - p)) >= 3 and mine == 0


SYMBOL_OF_FRIENDSHIP = card_spell(
    "Symbol of Friendship", jp="ピースの輪", passcode="02295831", spell_type="normal",
    text="If this card is drawn by your normal draw while your opponent controls 3 or more "
         "monsters and you control no cards, you can reveal it and keep it revealed until "
         "Main Phase 1; then, in Main Phase 1: add 1 card from your Deck to your hand.",
    condition=_friendship_condition,
    effect=(SearchFor("card", lambda card: True),))


def _tuner(card: YgoCard) -> bool:
    return card.kind == "monster" and card.tuner


_FLOWER_CARDIAN = "Flower Cardian"
"""The archetype, recognised by name (every "Flower Cardian" card's name contains it)."""


def _your_face_up_flower_cardian(state: GameState, event: Event, ctx: Ctx) -> bool:
    # A face-down Lightshower applies nothing; the protected monster is a face-up
    # "Flower Cardian" monster its controller controls (Lightshower itself too).
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if event.obj is None or ctx.source is None or objs[ctx.source].face_down:
        return False
    o = objs[event.obj]
    return o.controller == ctx.controller and o.zone in MONSTER_ZONES[ctx.controller] \
        and not o.face_down and _FLOWER_CARDIAN in o.card.name


def _destroyed_by_an_effect(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.cause == "effect" and _your_face_up_flower_cardian(state, event, ctx)


FLOWER_CARDIAN_LIGHTSHOWER = synchro_monster(
    # (1) is two prohibitions: of the would-be "target" event (asked as targets are
    # offered: the one target-legality check, resolve.target_options) and of a "move"
    # that destroys by an effect (by anyone's effect, as ProjectIgnis has it; cards.md
    # A.30). (3) is a mandatory trigger whose choice is made as it resolves
    # (vocab.ChooseOne). Its negation covers all of this card's effects: the same as
    # "other effects", as (3) cannot trigger again before that Standby Phase (the
    # opponent has no End Phase in between). UNCONFIRMED: that the negation ends as that
    # Standby Phase begins (not as it ends).
    "Flower Cardian Lightshower", jp="花札衛−雨四光−", passcode="42291297", level=8,
    attribute="DARK", race="Warrior", atk=3000, defense=3000,
    materials=Materials(text="1 Tuner + 3 non-Tuner monsters", low=4, high=4),
    abilities=[
        Prohibition("Your opponent cannot target \"Flower Cardian\" monsters you control "
                    "with card effects.",
                    forbids=Pattern(TARGET, player=OPPONENT,
                                    where=_your_face_up_flower_cardian)),
        Prohibition("\"Flower Cardian\" monsters you control cannot be destroyed by card "
                    "effects.",
                    forbids=Pattern("move", reason=DESTROY, where=_destroyed_by_an_effect)),
        Triggered("When your opponent draws by their normal draw in their Draw Phase: "
                  "inflict 1500 damage to them.",
                  on=normal_draw_of(OPPONENT), effect=(InflictDamage(1500),)),
        Triggered("Once per turn, during your opponent's End Phase: skip your next Draw "
                  "Phase, or this card's other effects are negated until your opponent's "
                  "next Standby Phase.",
                  on=OPPONENTS_END_PHASE, limit=Limit(spent="trigger"),
                  effect=(ChooseOne((
                      ("skip your next Draw Phase", SkipYourNextDrawPhases(1)),
                      ("negate this card's other effects until your opponent's next Standby "
                       "Phase", NegateThisUntilOpponentsStandby()))),)),
    ])

GRAVEKEEPERS_SPY = flip_monster(
    # What Gravekeeper's Trap (2) searches. Passcode and effect as ProjectIgnis scripts
    # them (c24317029). Level, Attribute, Type, ATK and DEF as one card table gives them
    # (UNCONFIRMED by an official source).
    "Gravekeeper's Spy", jp="墓守の偵察者", passcode="24317029", level=4, attribute="DARK",
    race="Spellcaster", atk=1200, defense=2000,
    text="FLIP: Special Summon 1 \"Gravekeeper's\" monster with 1500 or less ATK from your "
         "Deck.",
    effect=(SpecialSummonFrom("\"Gravekeeper's\" monster with 1500 or less ATK",
                              _gravekeepers_1500_or_less, ("deck",)),))


def _fifteen_in_your_gy(state: GameState, ctx: Ctx) -> bool:
    return len(state.zones[GRAVEYARD[ctx.controller]]) >= 15


EXCHANGE_OF_THE_SPIRIT = trap(
    # What Gravekeeper's Trap (1) asks for (cards.md A.24 gives its passcode). OCG name,
    # condition, cost and effect as ProjectIgnis scripts them (c17484499).
    "Exchange of the Spirit", jp="現世と冥界の逆転", passcode="17484499", trap_type="normal",
    text="Activate only if you have 15 or more cards in your GY. Pay 1000 LP; each player "
         "swaps the cards in their GY with the cards in their Deck, then shuffles their Deck.",
    condition=_fifteen_in_your_gy, cost=[PayLP(1000)], effect=[SwapDeckAndGY()])


def _trap_activated_on_the_field(state: GameState, event: Event, ctx: Ctx) -> bool:
    # A Trap Card's activation (from the field, or from the hand, which puts it there)
    # or the activation of a Trap's effect on the field, while this card is face-up.
    if event.obj is None or ctx.source is None or state.objects[ctx.source].face_down:
        return False
    o = state.objects[event.obj]
    if getattr(o.card, "kind", "") != "trap":
        return False
    return event.reason == "card" or o.zone in ON_FIELD


JINZO = effect_monster(
    # What Cosmos Channelling asks for. Its effect is a continuous effect of the face-up
    # monster: a lock on the activations and a negation (negation.py) of every Trap on
    # the field, either player's. Level, ATK and DEF as two card tables give them
    # (cards.md gives only its passcode).
    "Jinzo", jp="人造人間－サイコ・ショッカー", passcode="77585513", level=6,
    attribute="DARK", race="Machine", atk=2400, defense=1500,
    abilities=[
        Prohibition("Trap Cards, and their effects on the field, cannot be activated.",
                    forbids=Pattern(ACTIVATE, where=_trap_activated_on_the_field)),
        NegatesEffects("Negate all Trap effects on the field.", affects=trap_on_the_field),
    ])


def _jinzo(card: YgoCard) -> bool:
    return card.name == "Jinzo"


def _machine(card: YgoCard) -> bool:
    return card.kind == "monster" and card.race == "Machine"


COSMOS_CHANNELLING = continuous_spell(
    # (1) is an Ignition Effect of the face-up card; its cost sends the monster to its
    # owner's GY (the opponent's). The Machine is chosen as it resolves. UNCONFIRMED:
    # whether (2) is optional ("you can").
    "Cosmos Channelling", jp="宇宙との交信", passcode="91654806",
    abilities=[
        Effect("You can only use this effect of \"Cosmos Channelling\" once per turn. You "
               "can send 1 monster you control that your opponent owns to the GY; Special "
               "Summon 1 Machine monster from your hand or GY.",
               timing=IGNITION, spell_speed=1, limit=_HARD_ONCE,
               cost=(SendMonsterYouControl("monster you control that your opponent owns",
                                           owned_by_your_opponent),),
               effect=(SpecialSummonFrom("Machine monster", _machine, ("hand", "graveyard")),)),
        Triggered("You can only use this effect of \"Cosmos Channelling\" once per turn. "
                  "When your opponent draws by their normal draw while you control "
                  "\"Jinzo\": you can declare 1 card type; the drawn card is revealed, and if "
                  "it is that type, send this card to the GY, and if you do, draw 1 card.",
                  on=normal_draw_of(OPPONENT), condition=controls_face_up(_jinzo),
                  optional=True, limit=Limit(shared="name", spent="trigger"),
                  effect=(DeclareType(), RevealDrawnSendThisAndDraw())),
    ])

SHARD_OF_GREED = continuous_spell(
    "Shard of Greed", jp="強欲なカケラ", passcode="33904024",
    abilities=[
        Triggered("Each time you draw by your normal draw in your Draw Phase: place 1 Greed "
                  "Counter on this card.",
                  on=normal_draw_of(YOU), effect=(PutCounter("Greed"),)),
        Effect("If this card has 2 or more Greed Counters: you can send this card to the GY; "
               "draw 2 cards.",
               timing=IGNITION, spell_speed=1, condition=counters_at_least("Greed", 2),
               cost=(SendThisToGY(),), effect=(Draw(2),)),
    ])

DONT_SLIP_THE_DOGS_OF_WAR = field_spell(
    # UNCONFIRMED simplifications: the effect always starts a chain link (the card's
    # controller does not choose), and the drawing player chooses on resolution whether
    # to reveal the Tuner and draw; (2), "if your opponent draws by this effect", is
    # applied as the end of the same effect, not as a trigger of its own.
    "Don't Slip, the Dogs of War", jp="綱引犬会", passcode="65938950",
    abilities=[
        Triggered("When a player draws a Tuner by their normal draw: that player can reveal "
                  "it; they draw 2 cards. If your opponent draws by this effect, you lose "
                  "2000 LP and send this card to the GY.",
                  on=normal_draw_of(None, _tuner, each=True), condition=face_up_only(),
                  effect=(ThatPlayerMay("reveal the Tuner and draw 2 cards",
                                        (DrawForThatPlayer(2), PenaltyIfOpponentDrew(2000))),)),
    ])

TILTED_TRY = field_spell(
    "Tilted Try", jp="ツッパリーチ", passcode="20216608",
    abilities=[
        Triggered("When you draw by your normal draw: you can reveal 1 of the drawn cards "
                  "and place it on the bottom of your Deck, then draw 1 card.",
                  on=normal_draw_of(YOU), condition=face_up_only(), optional=True,
                  effect=(RevealOneDrawnToBottom(),)),
        Triggered("When you draw by a card effect: you can reveal 1 of the drawn cards; send "
                  "this card to the GY, then place the revealed card on the bottom of your "
                  "Deck, then draw 1 card.",
                  on=normal_draw_of(YOU, reason="effect"), condition=face_up_only(),
                  optional=True, effect=(RevealOneDrawnToBottom(send_this=True),)),
    ])


def _opponent_drew_normally(state: GameState, ctx: Ctx) -> bool:
    them = 1 - ctx.controller
    return state.active == them and state.step == "draw" \
        and bool(drawn_by_normal_draw(state, them))


COMMANDER_OF_SWORDS = trap(
    "Commander of Swords", jp="剣の采配", passcode="12197543", trap_type="normal",
    text="When your opponent draws by their normal draw: they reveal the drawn card(s); if "
         "a Spell or Trap is among them, choose one: they discard all the drawn cards; or "
         "destroy 1 Spell/Trap they control.",
    condition=_opponent_drew_normally, effect=[DiscardDrawnIfSpellTrap()])

DESTRUCTIVE_DRAW = trap(
    # UNCONFIRMED simplification: the draw effect always starts a chain link, and the
    # drawing player chooses on resolution whether to draw.
    "Destructive Draw", jp="破滅へのクイック・ドロー", passcode="77859858",
    trap_type="continuous", text="Activate this card.", effect=[],
    abilities=[
        Triggered("When a player draws by their normal draw with no other card in their "
                  "hand: they can draw 1 more card.",
                  on=normal_draw_of(None, when=_hand_had_no_other), condition=face_up_only(),
                  effect=(ThatPlayerMay("draw 1 more card", (DrawForThatPlayer(1),)),)),
        Triggered("During your End Phase: pay 700 LP; if you cannot, your LP become 0.",
                  on=YOUR_END_PHASE, condition=face_up_only(), effect=(PayLPOrLoseAll(700),)),
        Triggered("If this face-up card leaves the field: you take 3000 damage.",
                  on=THIS_LEFT_THE_FIELD_FACE_UP, effect=(InflictDamage(3000, to_you=True),)),
    ])

ALL = (CYBER_ARCHFIEND, SLOWER_SWALLOW, THE_LEGEND_OF_TICKETS, GUARDED_TREASURE,
       INFERNITY_PAWN, GEARBREED, SYLVAN_WATERSLIDE, BEAN_SOLDIER, WHITE_ROSE_CLOISTER,
       GRAVEKEEPERS_TRAP, AFTERGLOW, NUMBER_C107_NEO_GALAXY_EYES_TACHYON_DRAGON,
       RUM_THE_SEVENTH_ONE, BARIANS_CHAOS_DRAW,
       SYMBOL_OF_FRIENDSHIP, FLOWER_CARDIAN_LIGHTSHOWER, JINZO, COSMOS_CHANNELLING,
       SHARD_OF_GREED, DONT_SLIP_THE_DOGS_OF_WAR, TILTED_TRY, COMMANDER_OF_SWORDS,
       DESTRUCTIVE_DRAW, GRAVEKEEPERS_SPY, EXCHANGE_OF_THE_SPIRIT, VOID_IMAGINATION)
