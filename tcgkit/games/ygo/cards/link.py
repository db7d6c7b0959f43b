"""Count modifiers of the normal draw that meet (seed 000, YGO-ND-23): Time-Tearing
Morganite's "for the rest of the Duel, your normal draw draws 2" and Knightmare
Unicorn's count from co-linked "Knightmare" monsters; the Knightmare Link Monsters that
co-link with it, each with its Link Summon trigger ("discard 1 ...; then, if this card
was co-linked when this effect was activated, you can draw 1": ``colink.py``) and its
co-link effect, and Call of the Haunted to Special Summon one after Morganite (bound to
that monster: ``bound.py``). Texts are our paraphrases; what each definition leaves out
is said next to it.

The Knightmare Link Monsters are Link Summoned by their materials (``extra.py``), or come
to the field by a scenario's setup (at the zone it gives: ``column``) or by an effect
that Special Summons them to a zone their controller chooses.

Number 86: Heroic Champion - Rhongomyniad is here as the Xyz Monster whose materials
allow more than the fewest ("2 or more"), an Xyz Summon that takes more being the
player's choice (``extra.more_materials``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..bound import BindToTarget
from ..card import ATTACK, YgoCard
from ..chain import summon_responded_to
from ..colink import (
    LINK_SUMMONED,
    OPPONENTS_SPECIAL_SUMMONED_MAIN,
    OPPONENTS_SPELL_TRAP,
    ReturnTargetToDeck,
    YouMayIfNoted,
    card_on_the_field,
    not_co_linked,
    note_co_linked,
    your_co_linked_destroyed_by,
)
from ..inherent import ConductNormalSummons
from ..vocab import (
    ACTIVATE,
    IGNITION,
    OPPONENT,
    OPPONENTS_END_PHASE,
    YOU,
    AppliesForTheRestOfTheDuel,
    BanishThis,
    CountModifier,
    DestroyTarget,
    DiscardCards,
    Draw,
    Effect,
    Limit,
    Lock,
    Materials,
    NormalDraw,
    Pattern,
    Prohibition,
    SpecialSummonFrom,
    SpecialSummonTarget,
    StatModifier,
    TargetSpec,
    Triggered,
    co_linked_names,
    created,
    created_lock,
    different_names,
    link_monster,
    normal_spell,
    trap,
    xyz_monster,
)
from ..xyz_count import (
    DestroyAllOpponentsCards,
    DetachOne,
    materials_at_least,
    opponent_summons_while_materials,
    other_effects_on_this_with_materials,
    this_destroyed_by_battle_with_materials,
    this_with_materials,
)
from ..zones import HAND

if TYPE_CHECKING:
    from ....core.abilities import Action, Ctx
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


_HARD_ONCE = "YGO rule: hard once per turn"


def _knightmare_trigger(text: str, *, targets: tuple[TargetSpec, ...] = (),
                        effect: tuple[Action, ...]) -> Triggered:
    """Every "Knightmare" Link Monster's (1): "if this card is Link Summoned: you can
    discard 1 card (and target ...); <effect>, then, if this card was co-linked when this
    effect was activated, you can draw 1 card. You can only use this effect of <name>
    once per turn". Whether it was co-linked is noted with the costs, as it is activated
    (colink.NoteAtActivation)."""
    return Triggered(text, on=LINK_SUMMONED, optional=True,
                     cost=(DiscardCards(1), note_co_linked()), targets=targets,
                     limit=Limit(shared="name", spent="activation", rule=_HARD_ONCE),
                     effect=(*effect, YouMayIfNoted("co-linked", "draw 1 card", (Draw(1),))))


KNIGHTMARE_UNICORN = link_monster(
    # Arrows, materials and both effects from cards.md A.39 (the OCG text: the target
    # returns to its owner's Deck).
    "Knightmare Unicorn", jp="トロイメア・ユニコーン", passcode="38342335",
    arrows=("left", "right", "bottom"), attribute="DARK", race="Fiend", atk=2200,
    materials=Materials(text="2+ monsters with different names", low=2,
                        whole=different_names),
    abilities=[
        _knightmare_trigger(
            "If this card is Link Summoned: You can discard 1 card, then target 1 card on "
            "the field; return it to its owner's Deck, then, if this card was co-linked "
            "when this effect was activated, you can draw 1 card. You can only use this "
            "effect of \"Knightmare Unicorn\" once per turn.",
            targets=(card_on_the_field(),), effect=(ReturnTargetToDeck(),)),
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


def _knightmare_but_mermaid(card: YgoCard) -> bool:
    return _knightmare(card) and card.name != "Knightmare Mermaid"


_KNIGHTMARE_FROM_DECK = SpecialSummonFrom("\"Knightmare\" monster", _knightmare,
                                          zones=("deck",))


def _a_knightmare_in_your_deck(state: GameState, ctx: Ctx) -> bool:
    # The effect can be activated only if it can Special Summon one (and room for it).
    return _KNIGHTMARE_FROM_DECK.can(state, ctx)


KNIGHTMARE_MERMAID = link_monster(
    # Link-1, arrow Bottom, WATER Fiend ATK 1000, material "1 "Knightmare" monster, except
    # "Knightmare Mermaid"" and both effects: the OCG text (yugioh-duel.com's and
    # pojo.com's copies, read through the search tool). tcgkit has no "Knightmare" monster
    # for the Main Deck, so (1) finds nothing to Special Summon and cannot be activated.
    "Knightmare Mermaid", jp="トロイメア・マーメイド", passcode="03679218",
    arrows=("bottom",), attribute="WATER", race="Fiend", atk=1000,
    materials=Materials(text="1 \"Knightmare\" monster, except \"Knightmare Mermaid\"",
                        low=1, high=1, each=_knightmare_but_mermaid),
    abilities=[
        replace(_knightmare_trigger(
            "If this card is Link Summoned: You can discard 1 card; Special Summon 1 "
            "\"Knightmare\" monster from your Deck, then, if this card was co-linked when "
            "this effect was activated, you can draw 1 card. You can only use this effect "
            "of \"Knightmare Mermaid\" once per turn.",
            effect=(_KNIGHTMARE_FROM_DECK,)), condition=_a_knightmare_in_your_deck),
        StatModifier("Monsters on the field lose 1000 ATK/DEF, unless they are co-linked.",
                     zones=_ON_FIELD, affects=not_co_linked, atk=-1000, defense=-1000),
    ])

_TWO_DIFFERENT_NAMES = Materials(text="2 monsters with different names", low=2, high=2,
                                 whole=different_names)

KNIGHTMARE_PHOENIX = link_monster(
    # Link-2, arrows Top and Right, FIRE Fiend ATK 1900, "2 monsters with different
    # names" and both effects: the OCG text (yugiohroad.blogspot.com's and yugioh.link's
    # copies, read through the search tool; cards.md has no entry for it).
    "Knightmare Phoenix", jp="トロイメア・フェニックス", passcode="02857636",
    arrows=("top", "right"), attribute="FIRE", race="Fiend", atk=1900,
    materials=_TWO_DIFFERENT_NAMES,
    abilities=[
        _knightmare_trigger(
            "If this card is Link Summoned: You can discard 1 card, then target 1 Spell/Trap "
            "your opponent controls; destroy it, then, if this card was co-linked when this "
            "effect was activated, you can draw 1 card. You can only use this effect of "
            "\"Knightmare Phoenix\" once per turn.",
            targets=(OPPONENTS_SPELL_TRAP,), effect=(DestroyTarget(),)),
        Prohibition("Co-linked monsters you control cannot be destroyed by battle.",
                    zones=_ON_FIELD,
                    forbids=Pattern("move", where=your_co_linked_destroyed_by("battle"))),
    ])

KNIGHTMARE_CERBERUS = link_monster(
    # Link-2, arrows Top and Left, EARTH Fiend ATK 1600, "2 monsters with different
    # names" and both effects: the OCG text (yugiohroad.blogspot.com's copy, read through
    # the search tool; cards.md has no entry for it).
    "Knightmare Cerberus", jp="トロイメア・ケルベロス", passcode="75452921",
    arrows=("top", "left"), attribute="EARTH", race="Fiend", atk=1600,
    materials=_TWO_DIFFERENT_NAMES,
    abilities=[
        _knightmare_trigger(
            "If this card is Link Summoned: You can discard 1 card, then target 1 Special "
            "Summoned monster in your opponent's Main Monster Zone; destroy it, then, if "
            "this card was co-linked when this effect was activated, you can draw 1 card. "
            "You can only use this effect of \"Knightmare Cerberus\" once per turn.",
            targets=(OPPONENTS_SPECIAL_SUMMONED_MAIN,), effect=(DestroyTarget(),)),
        Prohibition("Co-linked monsters you control cannot be destroyed by card effects.",
                    zones=_ON_FIELD,
                    forbids=Pattern("move", where=your_co_linked_destroyed_by("effect"))),
    ])

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
    # Bound to the monster it summons (bound.py): the two destructions happen as the
    # zone change does, starting no chain (UNCONFIRMED: no ruling at hand says so). Text:
    # the OCG card's, as yugioh-wiki gives it (read through the search tool).
    "Call of the Haunted", jp="リビングデッドの呼び声", passcode="97077563",
    trap_type="continuous",
    text="Activate this card by targeting 1 monster in your GY; Special Summon that "
         "target in Attack Position. When this card leaves the field, destroy that "
         "monster. When that monster is destroyed, destroy this card.",
    targets=[TargetSpec("1 monster in your GY", _monster_in_your_gy, zones=("graveyard",))],
    effect=[SpecialSummonTarget(position=ATTACK), BindToTarget()])


def _warrior(card: YgoCard) -> bool:
    return card.race == "Warrior"


NUMBER_86_HEROIC_CHAMPION_RHONGOMYNIAD = xyz_monster(
    # An Xyz Monster that may be Xyz Summoned with more than the fewest materials (here 2
    # to 5): its effects count the materials it has (xyz_count.py). Its text: the OCG
    # card's, as yugioh-wiki gives it (read through the search tool). "3 or more: this
    # card is unaffected by other cards' effects" is built for what other cards' effects
    # do to a monster here: move it (destroy, banish, return) or turn it face-down. Left
    # out of it: other cards' ATK/DEF changes and control changes still apply to it.
    # Passcode and names from ProjectIgnis's script (c63504681; the passcode recalled
    # before, 63746411, is Number 106's); the Japanese name's fullwidth dash is written as
    # an ASCII "-".
    "Number 86: Heroic Champion - Rhongomyniad", jp="No.86 H-C ロンゴミアント",
    passcode="63504681", rank=4, attribute="DARK", race="Warrior", atk=1500, defense=1500,
    materials=Materials(text="2 or more (max. 5) Level 4 Warrior monsters", low=2, high=5,
                        each=_warrior),
    abilities=[
        Triggered("During your opponent's End Phase: detach 1 material from this card.",
                  zones=_ON_FIELD, on=OPPONENTS_END_PHASE,
                  condition=materials_at_least(1), effect=(DetachOne(),)),
        Prohibition("While this card has 1 or more materials, it cannot be destroyed by "
                    "battle.", zones=_ON_FIELD,
                    forbids=Pattern("move", where=this_destroyed_by_battle_with_materials(1))),
        StatModifier("While this card has 2 or more materials, it gains 1500 ATK/DEF.",
                     zones=_ON_FIELD, affects=this_with_materials(2), atk=1500,
                     defense=1500),
        *(Prohibition("While this card has 3 or more materials, it is unaffected by other "
                      "cards' effects.", zones=_ON_FIELD,
                      forbids=Pattern(kind, where=other_effects_on_this_with_materials(3)))
          for kind in ("move", "face_down")),
        Prohibition("While this card has 4 or more materials, your opponent cannot Normal "
                    "or Special Summon monsters.", zones=_ON_FIELD,
                    forbids=Pattern("summon", where=opponent_summons_while_materials(4))),
        Effect("While this card has 5 or more materials, once per turn: you can destroy all "
               "cards your opponent controls.",
               zones=_ON_FIELD, timing=IGNITION, spell_speed=1,
               limit=Limit(spent="activation"), condition=materials_at_least(5),
               effect=(DestroyAllOpponentsCards(),)),
    ])

ALL = (KNIGHTMARE_UNICORN, KNIGHTMARE_MERMAID, KNIGHTMARE_PHOENIX, KNIGHTMARE_CERBERUS,
       TIME_TEARING_MORGANITE, CALL_OF_THE_HAUNTED, NUMBER_86_HEROIC_CHAMPION_RHONGOMYNIAD)
