"""Cards that respond on the chain: negating an effect (Ash Blossom, Skull Meister),
negating an activation (Infernoid Onuncu, the Counter Trap Solemn Strike), and removing
a card in response (D.D. Crow, Mystical Space Typhoon); Reload, a Quick-Play Spell that
draws; Unexpected Dai, whose Special Summon from the Deck Ash Blossom negates; and the
"Infernoid" that Onuncu's own procedure banishes. Texts are our paraphrases; what a
definition leaves out is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Pattern
from ..card import SPECIAL_ONLY, YgoCard
from ..inherent import BanishProcedure, procedure_monster
from ..vocab import (
    BanishTarget,
    DestroyAllMonsters,
    DestroyTarget,
    DiscardThis,
    Effect,
    Limit,
    Negate,
    PayLP,
    SendThisToGY,
    ShuffleHandIntoDeckAndDraw,
    SpecialSummonFrom,
    TargetSpec,
    TributeOne,
    Triggered,
    activated_from_gy,
    card_spell,
    declares,
    effect_monster,
    is_normal_monster,
    quick_play_spell,
    summon_is_special,
    trap,
    tuner_monster,
    when_summoned,
)
from ..zones import GRAVEYARD, HAND, monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.pending import PendingItem
    from ....core.state import GameState

_HAND = ("hand",)


def _searches_or_uses_the_deck(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    return declares(state, link, "search", "special_summon_from_deck", "send_from_deck")


def _opponents_effect_in_gy(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    return link.controller != ctx.controller and activated_from_gy(link)


def _spell_or_trap(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    # A Pendulum Scale's activation (link kind "spell") is a Spell Card's activation.
    return link.kind == "spell" or (link.obj is not None and getattr(
        state.objects[link.obj].card, "kind", "") in ("spell", "trap"))


def _monster_effect(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    return link.kind == "effect" and link.obj is not None \
        and getattr(state.objects[link.obj].card, "kind", "") == "monster"


def _card_in_opponents_gy(state: GameState, ctx: Ctx, oid: int) -> bool:
    return state.objects[oid].controller != ctx.controller


def _spell_trap_on_field(state: GameState, ctx: Ctx, oid: int) -> bool:
    return oid != ctx.source


ASH_BLOSSOM_AND_JOYOUS_SPRING = effect_monster(
    # A Tuner (a Synchro Material as such).
    "Ash Blossom & Joyous Spring", jp="灰流うらら", passcode="14558127", level=3,
    attribute="FIRE", race="Zombie", atk=0, defense=1800, tuner=True,
    abilities=[
        Effect("You can only use this effect of Ash Blossom & Joyous Spring once per turn. "
               "When a card or effect is activated that includes adding a card from the "
               "Deck to the hand, Special Summoning from the Deck, or sending a card from "
               "the Deck to the GY (Quick Effect): you can discard this card; negate that "
               "effect.",
               zones=_HAND, limit=Limit(shared="name", spent="activation"),
               cost=(DiscardThis(),), responds_to=_searches_or_uses_the_deck,
               effect=(Negate("effect"),)),
    ])

SKULL_MEISTER = effect_monster(
    "Skull Meister", jp="スカル・マイスター", passcode="67750322", level=4, attribute="DARK",
    race="Fiend", atk=1700, defense=400,
    abilities=[
        Effect("When a card or effect is activated in your opponent's GY (Quick Effect): you "
               "can send this card from your hand to the GY; negate that effect.",
               zones=_HAND, cost=(SendThisToGY(),), responds_to=_opponents_effect_in_gy,
               effect=(Negate("effect"),)),
    ])

def _infernoid(card: YgoCard) -> bool:
    return card.kind == "monster" and card.name.startswith("Infernoid ")


def _onuncu_procedure(state: GameState, player: int) -> bool:
    """The total Levels and Ranks of the face-up Effect Monsters ``player`` controls are
    8 or less, and 3 other "Infernoid" monsters are in their hand and/or GY (Onuncu,
    summoned from the hand, is itself one of the "Infernoid" cards there)."""
    objs = state.objects
    total = 0
    for oid in monsters(state, player):
        card = objs[oid].card
        if not objs[oid].face_down and isinstance(card, YgoCard) and not card.normal:
            total += card.level + card.rank
    infernoids = 0
    for z in (HAND[player], GRAVEYARD[player]):
        for oid in state.zones[z]:
            card = objs[oid].card
            if isinstance(card, YgoCard) and _infernoid(card):
                infernoids += 1
    return total <= 8 and infernoids >= 4


def _this_special_summoned(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.reason not in _NORMAL_SUMMONS


_NORMAL_SUMMONS = frozenset(("normal", "tribute", "set", "gemini"))

INFERNOID_ONUNCU = procedure_monster(
    # Its procedure Special Summons it from the hand or the GY (cards.md A.48).
    "Infernoid Onuncu", jp="インフェルノイド・ネヘモス", passcode="14799437", level=10,
    attribute="FIRE", race="Fiend", atk=3000, defense=3000, condition=SPECIAL_ONLY,
    procedure=BanishProcedure(text="banish 3 \"Infernoid\" monsters from your hand and/or "
                                   "GY, while the total Levels and Ranks of the Effect "
                                   "Monsters you control are 8 or less",
                              condition=_onuncu_procedure, count=3, from_gy=True,
                              what="\"Infernoid\" monster", test=_infernoid),
    abilities=[
        Triggered("If this card is Special Summoned: destroy all other monsters on the "
                  "field.",
                  on=Pattern("summon", where=_this_special_summoned),
                  effect=(DestroyAllMonsters(others=True),)),
        Effect("Once per turn, when a Spell/Trap Card or effect is activated (Quick "
               "Effect): you can Tribute 1 monster; negate the activation, and if you do, "
               "banish that card.",
               limit=Limit(spent="activation"), cost=(TributeOne(),),
               responds_to=_spell_or_trap, effect=(Negate("activation", "banish"),)),
    ])

INFERNOID_DECATRON = tuner_monster(
    # An "Infernoid" for Onuncu's procedure. Left out: its effects. Passcode and names
    # from ProjectIgnis's script (c58446973), Level, Attribute, Type and ATK/DEF from
    # yugioh-wiki.
    "Infernoid Decatron", jp="インフェルノイド・デカトロン", passcode="58446973", level=1,
    attribute="FIRE", race="Fiend", atk=500, defense=200, abilities=[])

SOLEMN_STRIKE = trap(
    # Its Special Summon half sees Special Summons by procedure (Link, Synchro), the ones
    # that have a moment to be negated.
    "Solemn Strike", jp="神の通告", passcode="40605147", trap_type="counter",
    text="When a monster effect is activated: pay 1500 LP; negate the activation, and if "
         "you do, destroy that card.",
    cost=[PayLP(1500)], responds_to=_monster_effect,
    effect=[Negate("activation", "destroy")],
    abilities=[when_summoned("When a monster would be Special Summoned: pay 1500 LP; "
                             "negate the Summon, and if you do, destroy that card.",
                             cost=[PayLP(1500)], condition=summon_is_special)])

D_D_CROW = effect_monster(
    "D.D. Crow", jp="D.D.クロウ", passcode="24508238", level=1, attribute="DARK",
    race="Winged Beast", atk=100, defense=100,
    abilities=[
        Effect("(Quick Effect): you can discard this card, then target 1 card in your "
               "opponent's GY; banish it.",
               zones=_HAND, cost=(DiscardThis(),),
               targets=(TargetSpec("1 card in your opponent's GY", _card_in_opponents_gy,
                                   zones=("graveyard",)),),
               effect=(BanishTarget(),)),
    ])

MYSTICAL_SPACE_TYPHOON = quick_play_spell(
    "Mystical Space Typhoon", jp="サイクロン", passcode="05318639",
    text="Target 1 Spell/Trap on the field; destroy that target.",
    targets=[TargetSpec("1 Spell/Trap on the field", _spell_trap_on_field,
                        zones=("spell_trap_zone", "field_zone"))],
    effect=[DestroyTarget()])

RELOAD = quick_play_spell(
    "Reload", jp="リロード", passcode="22589918",
    text="Add all cards in your hand to the Deck and shuffle it. Then, draw the same "
         "number of cards you added to the Deck.",
    effect=[ShuffleHandIntoDeckAndDraw()])



def _you_control_no_monsters(state: GameState, ctx: Ctx) -> bool:
    return not monsters(state, ctx.controller)


def _level_4_or_lower_normal_monster(card: YgoCard) -> bool:
    return is_normal_monster(card) and 0 < card.level <= 4


UNEXPECTED_DAI = card_spell(
    # A card that Special Summons from the Deck (what Ash Blossom negates). Passcode and
    # names from ProjectIgnis's script (c911883).
    "Unexpected Dai", jp="予想GUY", passcode="00911883", spell_type="normal",
    text="If you control no monsters: Special Summon 1 Level 4 or lower Normal Monster "
         "from your Deck.",
    condition=_you_control_no_monsters,
    effect=(SpecialSummonFrom("Level 4 or lower Normal Monster",
                              _level_4_or_lower_normal_monster, ("deck",)),))

ALL = (UNEXPECTED_DAI, ASH_BLOSSOM_AND_JOYOUS_SPRING, SKULL_MEISTER, INFERNOID_ONUNCU,
       INFERNOID_DECATRON, SOLEMN_STRIKE, D_D_CROW, MYSTICAL_SPACE_TYPHOON, RELOAD)
