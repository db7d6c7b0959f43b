"""Count modifiers of the normal draw that meet (seed 000, YGO-ND-23): Time-Tearing
Morganite's "for the rest of the Duel, your normal draw draws 2" and Knightmare
Unicorn's count from co-linked "Knightmare" monsters; the Knightmare Link Monsters that
co-link with it, and Call of the Haunted to Special Summon one after Morganite. Texts
are our paraphrases; what each definition leaves out is said next to it.

The Knightmare Link Monsters are Link Summoned by their materials (``extra.py``), or come
to the field by a scenario's setup (at the zone it gives: ``column``) or by an effect
that Special Summons them to a zone their controller chooses.

Number 86: Heroic Champion - Rhongomyniad is here as the Xyz Monster whose materials
allow more than the fewest ("2 or more"), an Xyz Summon that takes more being the
player's choice (``extra.more_materials``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..card import ATTACK, YgoCard
from ..chain import summon_responded_to
from ..inherent import ConductNormalSummons
from ..vocab import (
    ACTIVATE,
    IGNITION,
    OPPONENT,
    YOU,
    AppliesForTheRestOfTheDuel,
    BanishThis,
    CountModifier,
    DiscardCards,
    Effect,
    Lock,
    Materials,
    NormalDraw,
    Pattern,
    SpecialSummonTarget,
    TargetSpec,
    co_linked_names,
    created,
    created_lock,
    different_names,
    link_monster,
    normal_spell,
    trap,
    xyz_monster,
)
from ..zones import HAND

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.state import GameState
    from ..typed import objects

_ON_FIELD = ("monster_zone", "extra_monster_zone")
_KNIGHTMARE = "Knightmare"
"""The archetype, recognised by name (every "Knightmare" card's name contains it)."""


def _knightmares_co_linked(state: GameState, event: Event, ctx: Ctx) -> bool:
    return bool(co_linked_names(state, _KNIGHTMARE))


def _one_per_knightmare_name(state: GameState, event: Event, ctx: Ctx, n: int) -> int:
    return len(co_linked_names(state, _KNIGHTMARE))


KNIGHTMARE_UNICORN = link_monster(
    # Left out: (1), the trigger on its Link Summon. Arrows and materials from cards.md
    # A.39.
    "Knightmare Unicorn", jp="トロイメア・ユニコーン", passcode="38342335",
    arrows=("left", "right", "bottom"), attribute="DARK", race="Fiend", atk=2200,
    materials=Materials(text="2+ monsters with different names", low=2,
                        whole=different_names),
    abilities=[
        CountModifier("While any co-linked \"Knightmare\" monsters are on the field, for "
                      "your normal draw in your Draw Phase, draw 1 card for each different "
                      "card name among those co-linked \"Knightmare\" monsters, instead of "
                      "drawing just 1 card.",
                      zones=_ON_FIELD,
                      applies=NormalDraw(YOU, where=_knightmares_co_linked),
                      count=_one_per_knightmare_name),
    ])

def _knightmare(card: YgoCard) -> bool:
    return card.kind == "monster" and _KNIGHTMARE in card.name


KNIGHTMARE_MERMAID = link_monster(
    # Left out: its trigger on its Link Summon. Link-1, arrow Bottom (ProjectIgnis card
    # data). UNCONFIRMED (not in cards.md, recalled): its Link Material, 1 "Knightmare"
    # monster.
    "Knightmare Mermaid", jp="トロイメア・マーメイド", passcode="03679218",
    arrows=("bottom",), attribute="WATER", race="Fiend", atk=1000,
    materials=Materials(text="1 \"Knightmare\" monster", low=1, high=1, each=_knightmare),
    abilities=[])

_TWO_DIFFERENT_NAMES = Materials(text="2 monsters with different names", low=2, high=2,
                                 whole=different_names)

KNIGHTMARE_PHOENIX = link_monster(
    # Left out: its triggers. ASSUMED, not checked against a source: its arrows Right
    # and Bottom, and (recalled) its Link Materials, 2 monsters with different names
    # (cards.md has no entry for it).
    "Knightmare Phoenix", jp="トロイメア・フェニックス", passcode="02857636",
    arrows=("right", "bottom"), attribute="FIRE", race="Fiend", atk=1900,
    materials=_TWO_DIFFERENT_NAMES, abilities=[])

KNIGHTMARE_CERBERUS = link_monster(
    # Left out: its triggers. ASSUMED, not checked against a source: its arrows Left and
    # Bottom, and (recalled) its Link Materials, 2 monsters with different names
    # (cards.md has no entry for it).
    "Knightmare Cerberus", jp="トロイメア・ケルベロス", passcode="75452921",
    arrows=("left", "bottom"), attribute="EARTH", race="Fiend", atk=1600,
    materials=_TWO_DIFFERENT_NAMES, abilities=[])

def _monster_effect_in_your_hand(state: GameState, event: Event, ctx: Ctx) -> bool:
    # A monster's effect activated from the hand (a Pendulum Monster activated as a
    # Spell Card is the activation of a card, not a monster effect).
    if TYPE_CHECKING:
        o = objects(state)[event.obj or 0]
    else:
        o = state.objects[event.obj]
    return event.reason == "effect" and o.card.kind == "monster" and o.zone == HAND[ctx.controller]


def _monster_effect_responding_to_your_normal_summon(state: GameState, event: Event,
                                                     ctx: Ctx) -> bool:
    if TYPE_CHECKING:
        card = objects(state)[event.obj or 0].card
    else:
        card = state.objects[event.obj].card
    if event.reason != "effect" or card.kind != "monster":
        return False
    summon = summon_responded_to(state)
    return summon is not None and summon.player == ctx.controller \
        and summon.reason in ("normal", "tribute")  # a Tribute Summon is a Normal Summon


TIME_TEARING_MORGANITE = normal_spell(
    # Its locks are prohibitions that its effects create (a created lock, asked by the
    # one activation check and the placing of triggers). Left out: that a second one is
    # not activated while the first applies, nor its GY effect twice in a turn
    # (ProjectIgnis; no such rule is printed). The GY effect is an Ignition Effect
    # (ProjectIgnis); "in response to your Normal Summons" is read as the chain that
    # begins as a Normal Summon succeeds (chain.summon_responded_to).
    "Time-Tearing Morganite", jp="時を裂く魔瞳", passcode="19403423",
    text="For the rest of this Duel, you cannot activate monster effects in your hand, your "
         "normal draw in your Draw Phase draws 2 cards, and you can conduct 2 Normal "
         "Summons/Sets per turn, not just 1.",
    effect=[Lock("you cannot activate monster effects in your hand", which=0, duel=True),
            AppliesForTheRestOfTheDuel("your normal draw in your Draw Phase draws 2 cards",
                                       rule="YGO-ND-23"),
            ConductNormalSummons(2, duel=True)],
    abilities=[created("Your normal draw in your Draw Phase draws 2 cards.",
                       CountModifier("", applies=NormalDraw(YOU),
                                     count=lambda state, event, ctx, n: 2)),
               created_lock("You cannot activate monster effects in your hand.",
                            forbids=Pattern(ACTIVATE, player=YOU,
                                            where=_monster_effect_in_your_hand)),
               Effect("You can banish this card from your GY and discard 1 \"Time-Tearing "
                      "Morganite\"; this turn, your opponent cannot activate monster "
                      "effects in response to your Normal Summons.",
                      zones=("graveyard",), timing=IGNITION, spell_speed=1,
                      cost=(BanishThis(), DiscardCards(1, named="Time-Tearing Morganite")),
                      effect=(Lock("your opponent cannot activate monster effects in "
                                   "response to your Normal Summons", which=1),)),
               created_lock("This turn, your opponent cannot activate monster effects in "
                            "response to your Normal Summons.",
                            forbids=Pattern(ACTIVATE, player=OPPONENT,
                                            where=_monster_effect_responding_to_your_normal_summon)),
               ])


def _monster_in_your_gy(state: GameState, ctx: Ctx, oid: int) -> bool:
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    return o.card.kind == "monster" and o.owner == ctx.controller


CALL_OF_THE_HAUNTED = trap(
    # Left out: "when this card leaves the field, destroy that monster; when that monster
    # is destroyed, destroy this card".
    "Call of the Haunted", jp="リビングデッドの呼び声", passcode="97077563",
    trap_type="continuous",
    text="Activate this card by targeting 1 monster in your GY; Special Summon that "
         "target in Attack Position.",
    targets=[TargetSpec("1 monster in your GY", _monster_in_your_gy, zones=("graveyard",))],
    effect=[SpecialSummonTarget(position=ATTACK)])


def _warrior(card: YgoCard) -> bool:
    return card.race == "Warrior"


NUMBER_86_HEROIC_CHAMPION_RHONGOMYNIAD = xyz_monster(
    # An Xyz Monster that may be Xyz Summoned with more than the fewest materials (here 2
    # to 5): its effects all count the materials it has. Left out: every effect ("during
    # each of your opponent's End Phases, detach 1 material from this card"; with 1 or
    # more materials it cannot be destroyed by battle, with 2 or more it gains 1500
    # ATK/DEF, with 3 or more it is unaffected by other cards' effects, with 4 or more
    # your opponent cannot Normal or Special Summon, with 5 once per turn you can destroy
    # every card your opponent controls). UNCONFIRMED: the passcode (no source at hand
    # gave it); the Japanese name is the OCG card's, its dash written as an ASCII "-".
    "Number 86: Heroic Champion - Rhongomyniad", jp="No.86 H-C ロンゴミアント",
    passcode="63746411", rank=4, attribute="DARK", race="Warrior", atk=1500, defense=1500,
    materials=Materials(text="2 or more (max. 5) Level 4 Warrior monsters", low=2, high=5,
                        each=_warrior))

ALL = (KNIGHTMARE_UNICORN, KNIGHTMARE_MERMAID, KNIGHTMARE_PHOENIX, KNIGHTMARE_CERBERUS,
       TIME_TEARING_MORGANITE, CALL_OF_THE_HAUNTED, NUMBER_86_HEROIC_CHAMPION_RHONGOMYNIAD)
