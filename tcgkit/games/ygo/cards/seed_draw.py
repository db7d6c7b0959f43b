"""More cards of seed 000 (cards.md section A): the draw replacements its FAQ (YGO-ND-22)
names that were missing (A.6 Sin World, A.8 Tachyon Chaos Hole, A.9 Flying Saucer
Muusik'i, A.11 Skull Flame, A.13 Black Luster Soldier - Legendary Swordsman, A.17
Fandora), Zexal Field (A.21) before the draw, Shining Draw (A.26) that it places on
top of the Deck, Mystical Cards of Light (A.42), and the cards their effects look
for or need (Chaos Form, which Ritual Summons the Legendary Swordsman). Texts are our
paraphrases. Where seed 000 and cards.md disagree on a card's type, the seed wins: its
FAQ says the normal draw is still conducted when the effect of Muusik'i or Skull Flame
is negated, so they are written as the effect type; Sin World and Tachyon Chaos Hole,
for which it is not, as the cost type. What each definition leaves out is said next to
it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import OPPONENT, Action, Ctx, Pattern, Prohibition
from ....core.events import DESTROY, Event
from ....core.resolve import ACTIVATE
from ..battle import DESTROYS_BY_BATTLE
from ..card import YgoCard
from ..chain import DAMAGE_STEP_WINDOWS
from ..inherent import why_not_special_summon
from ..rankup import AttachXyzFromExtraDeckOrGY, RankUpTargetInto
from ..vocab import (
    BEFORE_DRAW,
    COST,
    EFFECT,
    IGNITION,
    R_EFFECT,
    YOU,
    AddTargetToHand,
    BanishThis,
    Choice,
    CountModifier,
    Effect,
    EquipFromDeckToTarget,
    Limit,
    Lock,
    Materials,
    NoBattlePhaseThisTurn,
    NormalDraw,
    OpponentPicksAtRandom,
    PutOnTopOfDeck,
    RevealThis,
    RitualSummon,
    SearchFor,
    SendThisToGY,
    SpecialSummonFrom,
    SpecialSummonTarget,
    StatModifier,
    TargetSpec,
    Triggered,
    card_spell,
    continuous_spell,
    created_lock,
    draw_window,
    drawn_and_revealed,
    effect_monster,
    face_up_only,
    field_spell,
    in_your_gy,
    normal_monster,
    ritual_monster,
    ritual_spell,
    the_equipped_monster,
    trap,
    xyz_monster,
)
from ..xyz_count import DestroyAllOpponentsCards
from ..zones import (
    BANISHED,
    DECK,
    EXTRA_MONSTER_ZONE,
    FIELD_ZONE,
    GRAVEYARD,
    MONSTER_ZONE,
    SPELL_TRAP_ZONE,
    monsters,
)

if TYPE_CHECKING:
    from ....core.state import GameState

_GY = ("graveyard",)
_HAND = ("hand",)
_MONSTER_ZONES = tuple((MONSTER_ZONE[p], EXTRA_MONSTER_ZONE[p]) for p in (0, 1))


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

def _five_fur_hire_names(state: GameState, ctx: Ctx) -> bool:
    """Its controller controls face-up "Fur Hire" monsters with 5 or more different
    names (a Set monster's name is not known, so it does not count)."""
    objs = state.objects
    names = {card.name for oid in monsters(state, ctx.controller)
             for card in (objs[oid].card,)
             if not objs[oid].face_down and isinstance(card, YgoCard)
             and _fur_hire_monster(card)}
    return len(names) >= 5


FANDORA_THE_FLYING_FURTRESS = field_spell(
    # (2)'s "your opponent takes no damage" is a lock the resolving effect creates: a
    # prohibition of every damage event to that player for the rest of the turn
    # (battle and effect damage alike), which lasts after this card left the field.
    "Fandora, the Flying Furtress", jp="飛竜艇−ファンドラ", passcode="64400161",
    abilities=[
        Effect("During your Draw Phase, before you draw: you can give up your normal draw "
               "this turn, and if you do, add 1 \"Fur Hire\" monster from your Deck to your "
               "hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               effect=(SearchFor("\"Fur Hire\" monster", _fur_hire_monster),)),
        Effect("If you control 5 or more \"Fur Hire\" monsters with different names: you "
               "can send this card from the Field Zone to the GY; destroy all cards your "
               "opponent controls, and your opponent takes no damage for the rest of this "
               "turn.",
               timing=IGNITION, spell_speed=1, condition=_five_fur_hire_names,
               cost=(SendThisToGY(),),
               effect=(DestroyAllOpponentsCards(),
                       Lock(what="your opponent takes no damage", which=0))),
        created_lock("Your opponent takes no damage for the rest of this turn.",
                     forbids=Pattern("damage", player=OPPONENT)),
    ])

# "Fur Hire" (空牙団) monsters, so that 5 with different names can be controlled. Facts
# (names, passcodes, Level, Attribute, Type, ATK/DEF) from the ProjectIgnis scripts and a
# Duel Links card table. Left out on each: both its effects (Special Summon another
# "Fur Hire" monster from the hand in the Main Phase; an effect when another "Fur Hire"
# monster is Special Summoned while it is on the field).

RECON_SCOUT_FUR_HIRE = effect_monster(
    # Its second effect destroys a Set card.
    "Recon, Scout Fur Hire", jp="空牙団の飛哨 リコン", passcode="31467949", level=2,
    attribute="WIND", race="Beast", atk=1000, defense=500, abilities=[])

BEAT_BLADESMAN_FUR_HIRE = effect_monster(
    # Its second effect adds a "Fur Hire" monster from the Deck.
    "Beat, Bladesman Fur Hire", jp="空牙団の剣士 ビート", passcode="93850652", level=3,
    attribute="EARTH", race="Warrior", atk=1200, defense=500, abilities=[])

BRAVO_FIGHTER_FUR_HIRE = effect_monster(
    # Its second effect raises the ATK/DEF of every "Fur Hire" monster by 500.
    "Bravo, Fighter Fur Hire", jp="空牙団の闘士 ブラーヴォ", passcode="66740005", level=4,
    attribute="FIRE", race="Reptile", atk=1900, defense=200, abilities=[])

DONPA_MARKSMAN_FUR_HIRE = effect_monster(
    # Its second effect destroys a face-up card.
    "Donpa, Marksman Fur Hire", jp="空牙団の撃手 ドンパ", passcode="94073244", level=2,
    attribute="WIND", race="Beast", atk=500, defense=1000, abilities=[])

HELMER_HELMSMAN_FUR_HIRE = effect_monster(
    # Its second effect discards a "Fur Hire" card to draw 1.
    "Helmer, Helmsman Fur Hire", jp="空牙団の舵手 ヘルマー", passcode="67466547", level=3,
    attribute="WATER", race="Aqua", atk=0, defense=2000, abilities=[])

def _attacked_and_ritual_summoned_with_a_normal_monster(state: GameState, ctx: Ctx) -> bool:
    """This card destroyed the monster while attacking (in its controller's turn: a
    monster attacked by it is the opponent's), and it was Ritual Summoned by Tributing a
    Normal Monster: the Tributes sent for its last Ritual Summon (one batch, just
    before the summon) include one."""
    me = ctx.source
    if me is None or state.active != ctx.controller:
        return False
    events = state.history.events
    at = len(events) - 1
    while at >= 0 and not (events[at].kind == "summon" and events[at].obj == me):
        at -= 1
    if at < 0 or events[at].reason != "ritual":
        return False
    objs = state.objects
    at -= 1
    while at >= 0 and events[at].kind == "move" and events[at].reason == "tribute" \
            and events[at].source == me:
        tributed = events[at].obj
        if tributed is not None and getattr(objs[tributed].card, "normal", False):
            return True
        at -= 1
    return False


@dataclass(frozen=True)
class ShuffleOpponentsCardsIntoDeck(Action):
    """"Shuffle all cards your opponent controls into the Deck" (an Extra Deck monster
    goes to the Extra Deck instead, as always)."""

    declares = ("shuffle_into_deck",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        them = 1 - ctx.controller
        cards = [oid for zones in (MONSTER_ZONE, EXTRA_MONSTER_ZONE, SPELL_TRAP_ZONE,
                                   FIELD_ZONE) for oid in state.zones[zones[them]]]
        state.log_rule(R_EFFECT, "{} shuffles every card {} controls into the Deck ({})",
                       _name_of(state, ctx.source), state.players[them].name, len(cards))
        for oid in cards:
            state.move(oid, DECK[state.objects[oid].owner], source=ctx.source,
                       reason="shuffle", cause="effect", rule=R_EFFECT)
        state.emit(Event("shuffle", player=them, to=DECK[them], rule=R_EFFECT))

    @property
    def text(self) -> str:
        return "shuffle all cards your opponent controls into the Deck"


def _name_of(state: GameState, oid: int | None) -> str:
    return state.objects[oid].card.name if oid is not None else "?"


def _opponent_in_your_battle_phase(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.player != ctx.controller and state.active == ctx.controller \
        and state.phase == "battle"


BLACK_LUSTER_SOLDIER_LEGENDARY_SWORDSMAN = ritual_monster(
    # (2) is a lock on activations: a prohibition of the would-be "activate" event, which
    # the one activation check asks (chain.why_locked). "Only "Chaos Form" or "Super
    # Soldier Ritual" Ritual Summons it" holds as every Ritual Spell here names the
    # monster it summons (fusion.RitualSummon): of them only Chaos Form names this one.
    "Black Luster Soldier - Legendary Swordsman", jp="伝説の剣闘士 カオス・ソルジャー",
    passcode="70551291", level=8, attribute="EARTH", race="Warrior", atk=3000,
    defense=2500,
    abilities=[
        Effect("During your Draw Phase, before you draw: you can reveal this card in your "
               "hand; give up your normal draw this turn, and if you do, add 1 Ritual Spell "
               "from your Deck to your hand.",
               zones=_HAND, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               cost=(RevealThis(),), effect=(SearchFor("Ritual Spell", _ritual_spell),)),
        Triggered("When this card attacks and destroys an opponent's monster by battle, if "
                  "it was Ritual Summoned by Tributing a Normal Monster: you can shuffle all "
                  "cards your opponent controls into the Deck.",
                  on=DESTROYS_BY_BATTLE,
                  condition=_attacked_and_ritual_summoned_with_a_normal_monster,
                  optional=True, effect=(ShuffleOpponentsCardsIntoDeck(),)),
        Prohibition("During your Battle Phase, your opponent cannot activate cards or "
                    "effects.", forbids=Pattern(ACTIVATE, where=_opponent_in_your_battle_phase)),
    ])

def _blue_eyes_or_dark_magician(card: YgoCard) -> bool:
    return card.name in ("Blue-Eyes White Dragon", "Dark Magician")


CHAOS_FORM = ritual_spell(
    # Banishing 1 "Blue-Eyes White Dragon" or "Dark Magician" from the GY takes the place
    # of all the Tributes (fusion.RitualSummon's ``banish``). Left out: the other "Chaos"
    # Ritual Monsters it can summon (none is in tcgkit's pool). Passcode and names
    # checked against ProjectIgnis's script (c21082832).
    "Chaos Form", jp="カオス・フォーム", passcode="21082832",
    text="Ritual Summon \"Black Luster Soldier - Legendary Swordsman\" from your hand, by "
         "Tributing monsters from your hand or field whose total Levels equal 8 or more, or "
         "by banishing 1 \"Blue-Eyes White Dragon\" or \"Dark Magician\" from your GY.",
    effect=[RitualSummon(monster="Black Luster Soldier - Legendary Swordsman",
                         banish_text="\"Blue-Eyes White Dragon\" or \"Dark Magician\"",
                         banish=_blue_eyes_or_dark_magician)])

BURNING_SKULL_HEAD = effect_monster(
    # What Skull Flame returns to the hand. Left out: its effects. Level, ATK and DEF as
    # yugioh-wiki quotes the card.
    "Burning Skull Head", jp="バーニング・スカルヘッド", passcode="26293219", level=3,
    attribute="FIRE", race="Zombie", atk=1000, defense=800, abilities=[])

SKULL_FLAME = effect_monster(
    "Skull Flame", jp="スカル・フレイム", passcode="99899504", level=8, attribute="FIRE",
    race="Zombie", atk=2600, defense=2000,
    abilities=[
        Effect("Once per turn: you can Special Summon 1 \"Burning Skull Head\" from your "
               "hand. You cannot conduct your Battle Phase the turn you activate this effect.",
               timing=IGNITION, spell_speed=1, limit=Limit(spent="activation"),
               cost=(NoBattlePhaseThisTurn(),),
               effect=(SpecialSummonFrom("\"Burning Skull Head\"", _burning_skull_head,
                                         ("hand",)),)),
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
    # An "Alien" card for Flying Saucer Muusik'i to add. Level, Type and ATK/DEF as the
    # card's Japanese fan wikis give them.
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
    # A "Galaxy" Xyz Monster for Tachyon Chaos Hole. Left out: its effect. Passcode and
    # names checked against ProjectIgnis's script (c88177324), ATK and DEF against
    # yugioh-wiki.
    "Number 107: Galaxy-Eyes Tachyon Dragon", jp="No.107 銀河眼の時空竜",
    passcode="88177324", rank=8, attribute="LIGHT", race="Dragon", atk=3000, defense=2500,
    materials=Materials(text="2 Level 8 monsters", low=2, high=2))

_NOT_SOMETHING_ELSE = frozenset(("step", "turn"))
"""Event kinds that are the turn's bookkeeping, not something that happens in a Duel."""


def _your_galaxy_xyz_destroyed_by_the_opponent(state: GameState, ctx: Ctx) -> bool:
    """Tachyon Chaos Hole's activation timing: the last thing that happened was the
    destruction of a "Galaxy" Xyz Monster you controlled, sent to your GY by battle with
    an attacking monster of your opponent (in their turn) or by a card effect of your
    opponent. What the rules did afterwards (its Xyz Materials sent to the GY, a resolved
    card going to the GY) and other cards destroyed with it do not count as something
    else."""
    p = ctx.controller
    objs = state.objects
    for e in reversed(state.history.events):
        if e.kind in _NOT_SOMETHING_ELSE or e.cause == "rule" or e.reason == "resolved":
            continue
        if e.kind != "move" or e.reason != DESTROY or e.obj is None:
            return False
        card = objs[e.obj].card
        if e.to == GRAVEYARD[p] and e.frm in _MONSTER_ZONES[p] and e.source is not None \
                and getattr(card, "extra", "") == "xyz" and "Galaxy" in card.name:
            by = objs[e.source].controller
            if by == 1 - p and (e.cause == "effect"
                                or (e.cause == "battle" and state.active == by)):
                return True
    return False


@dataclass(frozen=True)
class DestroyAndBanishOpponentsFaceUpCards(Action):
    """"Destroy as many face-up cards your opponent controls as possible, and banish
    them" (destroyed at once, and banished instead of going to the GY)."""

    declares = ("destroy", "banish")

    def start(self, state: GameState, ctx: Ctx) -> None:
        them = 1 - ctx.controller
        objs = state.objects
        doomed = [oid for zones in (MONSTER_ZONE, EXTRA_MONSTER_ZONE, SPELL_TRAP_ZONE,
                                    FIELD_ZONE)
                  for oid in state.zones[zones[them]] if not objs[oid].face_down]
        state.log_rule(R_EFFECT, "Tachyon Chaos Hole destroys and banishes every face-up "
                       "card {} controls ({})", state.players[them].name, len(doomed))
        for oid in doomed:
            state.move(oid, BANISHED[objs[oid].owner], source=ctx.source, reason=DESTROY,
                       cause="effect", rule=R_EFFECT)

    @property
    def text(self) -> str:
        return "destroy as many face-up cards your opponent controls as possible, and " \
               "banish them"


def _galaxy_xyz_it_can_summon(state: GameState, ctx: Ctx, oid: int) -> bool:
    # A target it could Special Summon: one that was properly Xyz Summoned first
    # (inherent.why_not_special_summon), or the cost would be paid for nothing.
    o = state.objects[oid]
    return o.zone == GRAVEYARD[ctx.controller] and isinstance(o.card, YgoCard) \
        and _galaxy_xyz(o.card) and why_not_special_summon(state, oid) is None


TACHYON_CHAOS_HOLE = trap(
    "Tachyon Chaos Hole", jp="時空混沌渦", passcode="59650656", trap_type="normal",
    text="When a face-up \"Galaxy\" Xyz Monster you control is destroyed and sent to your "
         "GY by battle with an opponent's attacking monster or by an opponent's card "
         "effect: destroy as many face-up cards your opponent controls as possible, and "
         "banish them.",
    condition=_your_galaxy_xyz_destroyed_by_the_opponent,
    effect=[DestroyAndBanishOpponentsFaceUpCards()],
    abilities=[
        Effect("During your Draw Phase, instead of conducting your normal draw, you can "
               "banish this card from your GY, then target 1 \"Galaxy\" Xyz Monster in your "
               "GY; Special Summon it.",
               zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST,
               cost=(BanishThis(),), targets=(TargetSpec(
                   "1 \"Galaxy\" Xyz Monster in your GY", _galaxy_xyz_it_can_summon,
                   zones=("graveyard",)),),
               effect=(SpecialSummonTarget(),)),
    ])

# ---------------------------------------------------------------------- before the draw

_SUMMONED_NOT_SPECIAL = frozenset(("normal", "tribute", "set", "gemini"))


def _xyz_special_summoned_to_your_field(state: GameState, event: Event, ctx: Ctx) -> bool:
    """An Xyz Monster was Special Summoned to this card's controller's field, outside
    the Damage Step."""
    if event.obj is None or event.reason in _SUMMONED_NOT_SPECIAL \
            or event.to not in _MONSTER_ZONES[ctx.controller]:
        return False
    return getattr(state.objects[event.obj].card, "extra", "") == "xyz" \
        and draw_window(state) not in DAMAGE_STEP_WINDOWS


def _the_summoned_xyz(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return ctx.event is not None and oid == ctx.event.obj and not o.face_down \
        and o.controller == ctx.controller and getattr(o.card, "extra", "") == "xyz"


def _chains_to_yours_targeting_your_xyz(state: GameState, event: Event, ctx: Ctx) -> bool:
    # "Chain to" is to respond to that chain link itself: the link on top of the chain
    # (a lock asked of the would-be activation of the next link), of a card or effect of
    # this card's controller, with a target that is a face-up Xyz Monster they control.
    chain = state.pending.items
    objs = state.objects
    if not chain or chain[-1].controller != ctx.controller or ctx.source is None \
            or objs[ctx.source].face_down:
        return False  # a Set Field Spell applies nothing
    for oid, inc in chain[-1].targets:
        if oid < 0:
            continue  # a player, or a target gone
        o = objs[oid]
        if o.incarnation == inc and o.controller == ctx.controller and not o.face_down \
                and o.zone in _MONSTER_ZONES[ctx.controller] \
                and getattr(o.card, "extra", "") == "xyz":
            return True
    return False


ZEXAL_FIELD = field_spell(
    # (1) is a lock on activations (a prohibition of the would-be "activate" event that
    # the one activation check, chain.why_locked, asks). Its (2) is used at the one
    # moment "before the draw" of a Draw Phase;
    # tcgkit's window there opens again after a chain, so the effect is limited to once
    # per turn (the same thing, as the Draw Phase comes once a turn).
    "Zexal Field", jp="ゼアル・フィールド", passcode="95856586",
    abilities=[
        Effect("During your Draw Phase, before you draw: you can place 1 \"Shining Draw\" "
               "from your Deck on top of your Deck.",
               timing=BEFORE_DRAW, spell_speed=1, limit=Limit(spent="activation"),
               effect=(PutOnTopOfDeck("Shining Draw"),)),
        Triggered("You can only use this effect of \"Zexal Field\" once per turn. If an Xyz "
                  "Monster is Special Summoned to your field (except during the Damage "
                  "Step): you can target 1 of them; attach 1 Xyz Monster from your Extra "
                  "Deck or GY to it as material.",
                  on=Pattern("summon", player=YOU, where=_xyz_special_summoned_to_your_field),
                  condition=face_up_only(), optional=True,
                  limit=Limit(shared="name", spent="activation"),
                  targets=(TargetSpec("the Xyz Monster Special Summoned", _the_summoned_xyz,
                                      zones=("monster_zone", "extra_monster_zone")),),
                  effect=(AttachXyzFromExtraDeckOrGY(),)),
        Prohibition("Your opponent cannot chain to the activation of your cards or effects "
                    "that target an Xyz Monster you control.",
                    forbids=Pattern(ACTIVATE, player=OPPONENT,
                                    where=_chains_to_yours_targeting_your_xyz)),
    ])

def _utopia(card: YgoCard) -> bool:
    # The "Utopia" (希望皇ホープ) archetype: every monster with "Utopia" in its name.
    return card.kind == "monster" and "Utopia" in card.name


def _utopia_xyz_you_control(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return o.controller == ctx.controller and not o.face_down \
        and getattr(o.card, "extra", "") == "xyz" and "Utopia" in o.card.name


def _another_utopia(material: YgoCard, new: YgoCard) -> bool:
    return _utopia(new) and new.name != material.name


def _zw(card: YgoCard) -> bool:
    # The "ZW -" (「ZW－」) archetype: every monster whose name starts with it.
    return card.kind == "monster" and card.name.startswith("ZW - ")


ZW_TORNADO_BRINGER = effect_monster(
    # A "ZW -" monster for Shining Draw to equip. Passcode and OCG name from the
    # ProjectIgnis script (c81471108). UNCONFIRMED (recalled, not in cards.md): Level 5,
    # WIND, Dragon, ATK 1300 / DEF 1800. Left out: its own effect that equips it from the
    # hand or the field to a "Utopia" monster, "only 1 face-up on your field", the
    # targeting protection it gives and its destruction replacement.
    "ZW - Tornado Bringer", jp="ZW－風神雲龍剣", passcode="81471108", level=5,
    attribute="WIND", race="Dragon", atk=1300, defense=1800,
    abilities=[
        StatModifier("The equipped monster gains 1300 ATK.", zones=("spell_trap_zone",),
                     affects=the_equipped_monster, atk=1300),
    ])


SHINING_DRAW = card_spell(
    # A "Utopia" monster is taken to be one with "Utopia" in its name (UNCONFIRMED for
    # the OCG's 「希望皇ホープ」 archetype: that Utopia Beyond belongs to it).
    "Shining Draw", jp="シャイニング・ドロー", passcode="35906693", spell_type="normal",
    text="If this card is drawn by your normal draw, you can reveal it and keep it revealed "
         "until Main Phase 1; then, in Main Phase 1: target 1 \"Utopia\" Xyz Monster you "
         "control, and activate 1 of these effects.",
    condition=drawn_and_revealed, effect=(),
    choices=(
        Choice("Equip any number of \"ZW -\" monsters with different names from your Deck "
               "and/or Extra Deck to that target.", label="equip ZW monsters",
               targets=(TargetSpec("\"Utopia\" Xyz Monster you control",
                                   _utopia_xyz_you_control,
                                   zones=("monster_zone", "extra_monster_zone")),),
               effect=(EquipFromDeckToTarget("\"ZW -\" monsters", _zw),)),
        Choice("Special Summon from your Extra Deck 1 \"Utopia\" monster with a different "
               "name by using that target as material (this counts as an Xyz Summon).",
               label="rank up",
               targets=(TargetSpec("\"Utopia\" Xyz Monster you control",
                                   _utopia_xyz_you_control,
                                   zones=("monster_zone", "extra_monster_zone")),),
               effect=(RankUpTargetInto("\"Utopia\" monster with a different name",
                                        _another_utopia, _utopia_xyz_you_control),)),
    ))

# ---------------------------------------------------------------------- the normal draw's count


def _another_face_up_copy(state: GameState, event: Event, ctx: Ctx) -> bool:
    """This card is face-up and its controller controls another face-up copy of it."""
    objs = state.objects
    if ctx.source is None or objs[ctx.source].face_down:
        return False
    name = objs[ctx.source].card.name
    return any(oid != ctx.source and not objs[oid].face_down and objs[oid].card.name == name
               for oid in state.zones[SPELL_TRAP_ZONE[ctx.controller]])


def _would_use_the_locked_zone(state: GameState, event: Event, ctx: Ctx) -> bool:
    """A card would be placed in a Spell & Trap Zone of this card's controller while
    every usable one is taken: each face-up copy of this card they control keeps 1 of
    them unusable (this one too)."""
    objs = state.objects
    zone = SPELL_TRAP_ZONE[ctx.controller]
    if event.to != zone or ctx.source is None or objs[ctx.source].face_down:
        return False
    held = state.zones[zone]
    if event.obj in held:
        return False
    name = objs[ctx.source].card.name
    locked = sum(1 for oid in held if not objs[oid].face_down and objs[oid].card.name == name)
    capacity = state.rules.zones.capacity[zone] or len(held) + locked + 1
    return len(held) + locked >= capacity


MYSTICAL_CARDS_OF_LIGHT = continuous_spell(
    # Its zone lock is a prohibition of the would-be "move" into a Spell & Trap Zone
    # when only the locked one is left, asked ahead by the check that offers a place
    # there (chain.why_no_spell_trap_zone: activating or Setting a Spell/Trap, a
    # Pendulum Scale). Which zone is locked is not modelled (tcgkit places Spells and
    # Traps by count; a Pendulum Zone's column alone is known), only how many.
    "Mystical Cards of Light", jp="閃光の宝札", passcode="48356796",
    abilities=[
        Prohibition("While this card is face-up, 1 of your Spell & Trap Zones cannot be "
                    "used.", forbids=Pattern("move", where=_would_use_the_locked_zone)),
        CountModifier("If you control another face-up \"Mystical Cards of Light\", your "
                      "normal draw draws 2 cards.",
                      applies=NormalDraw(YOU, where=_another_face_up_copy),
                      count=lambda state, event, ctx, n: 2),
    ])

ALL = (FANDORA_THE_FLYING_FURTRESS, RECON_SCOUT_FUR_HIRE, BEAT_BLADESMAN_FUR_HIRE,
       BRAVO_FIGHTER_FUR_HIRE, DONPA_MARKSMAN_FUR_HIRE, HELMER_HELMSMAN_FUR_HIRE,
       BLACK_LUSTER_SOLDIER_LEGENDARY_SWORDSMAN, CHAOS_FORM, BURNING_SKULL_HEAD, SKULL_FLAME,
       FLYING_SAUCER_MUUSIKI, ALIEN_SHOCKTROOPER, SIN_WORLD,
       NUMBER_107_GALAXY_EYES_TACHYON_DRAGON, TACHYON_CHAOS_HOLE, ZEXAL_FIELD, SHINING_DRAW,
       ZW_TORNADO_BRINGER,
       MYSTICAL_CARDS_OF_LIGHT)
