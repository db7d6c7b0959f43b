"""Count modifiers of the normal draw that meet (seed 000, YGO-ND-23): Time-Tearing
Morganite's "for the rest of the Duel, your normal draw draws 2" and Knightmare
Unicorn's count from co-linked "Knightmare" monsters; the Knightmare Link Monsters that
co-link with it, and Call of the Haunted to Special Summon one after Morganite. Texts
are our paraphrases; what each definition leaves out is said next to it.

Knightmare Unicorn is Link Summoned by its materials (``extra.py``); the other Knightmare
Link Monsters, whose materials are left out, come to the field by a scenario's setup (at
the zone it gives: ``column``) or by an effect that Special Summons them to a zone their
controller chooses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..vocab import (
    YOU,
    AppliesForTheRestOfTheDuel,
    CountModifier,
    Materials,
    NormalDraw,
    SpecialSummonTarget,
    TargetSpec,
    co_linked_names,
    created,
    different_names,
    link_monster,
    normal_spell,
    trap,
)

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

KNIGHTMARE_MERMAID = link_monster(
    # Left out: its Link Material and its trigger on its Link Summon. Link-1, arrow
    # Bottom (ProjectIgnis card data).
    "Knightmare Mermaid", jp="トロイメア・マーメイド", passcode="03679218",
    arrows=("bottom",), attribute="WATER", race="Fiend", atk=1000, abilities=[])

KNIGHTMARE_PHOENIX = link_monster(
    # Left out: its Link Materials and its triggers. ASSUMED, not checked against a
    # source: its arrows Right and Bottom (cards.md has no entry for it).
    "Knightmare Phoenix", jp="トロイメア・フェニックス", passcode="02857636",
    arrows=("right", "bottom"), attribute="FIRE", race="Fiend", atk=1900, abilities=[])

KNIGHTMARE_CERBERUS = link_monster(
    # Left out: its Link Materials and its triggers. ASSUMED, not checked against a
    # source: its arrows Left and Bottom (cards.md has no entry for it).
    "Knightmare Cerberus", jp="トロイメア・ケルベロス", passcode="75452921",
    arrows=("left", "bottom"), attribute="EARTH", race="Fiend", atk=1600, abilities=[])

TIME_TEARING_MORGANITE = normal_spell(
    # Left out (cards.md A.43): the rest of its effect (you cannot activate monster
    # effects in your hand; 2 Normal Summons/Sets per turn), its GY effect, and that a
    # second one is not activated while the first applies.
    "Time-Tearing Morganite", jp="時を裂く魔瞳", passcode="19403423",
    text="For the rest of this Duel, your normal draw in your Draw Phase draws 2 cards.",
    effect=[AppliesForTheRestOfTheDuel("your normal draw in your Draw Phase draws 2 cards",
                                       rule="YGO-ND-23")],
    abilities=[created("Your normal draw in your Draw Phase draws 2 cards.",
                       CountModifier("", applies=NormalDraw(YOU),
                                     count=lambda state, event, ctx, n: 2))])


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
    effect=[SpecialSummonTarget()])

ALL = (KNIGHTMARE_UNICORN, KNIGHTMARE_MERMAID, KNIGHTMARE_PHOENIX, KNIGHTMARE_CERBERUS,
       TIME_TEARING_MORGANITE, CALL_OF_THE_HAUNTED)
