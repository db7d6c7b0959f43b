"""Cards of the summons beyond a plain Normal Summon: a Rank-Up pair of Xyz Monsters
(Number 39: Utopia into Utopia Beyond, by Rank-Up-Magic Astral Force), monsters Special
Summoned by their own procedure (Cyber Dragon; Dark Armed Dragon, which cannot be Normal
Summoned), a Flip monster (Man-Eater Bug), a Gemini monster (Gigaplant) and a card that
grants a second Normal Summon (Double Summon). Texts are our paraphrases; what a
definition leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action, Pattern, Triggered
from ....core.events import DESTROY, Event
from ..battle import ATTACK_WINDOW, NegateAttack, attacking
from ..card import SPECIAL_ONLY, SpecialProcedure
from ..chain import InWindow
from ..inherent import (
    ConductNormalSummons,
    SpecialSummonFromHandOrGY,
    controls_no_monster,
    flip_monster,
    gemini_monster,
    gemini_summoned,
    procedure_monster,
    why_not_special_summon,
)
from ..vocab import (
    IGNITION,
    R_EFFECT,
    BanishTarget,
    ChooseCard,
    DestroyTarget,
    DetachMaterial,
    Effect,
    Limit,
    Materials,
    SpecialSummonTarget,
    TargetSpec,
    normal_spell,
    xyz_materials,
    xyz_monster,
)
from ..zones import BANISHED, GRAVEYARD, MONSTER_ZONES, monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState
    from ..card import YgoCard
    from ..typed import objects


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

def _a_monster_attacks(state: GameState, ctx: Ctx) -> bool:
    return attacking(state) is not None


A_MONSTER_DECLARES_AN_ATTACK = InWindow(ATTACK_WINDOW, _a_monster_attacks)
""""When a monster declares an attack" (anybody's): the window right after the
declaration."""


def _this_attacked_with_no_material(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.target is not None and event.target == ctx.source \
        and not xyz_materials(state, event.target)


@dataclass(frozen=True)
class DestroyThisOnTheField(Action):
    """"Destroy this card", done only while it is still the monster on the field it was
    (one that left meanwhile is not destroyed wherever it went)."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = ctx.source
        if oid is None:
            return
        o = state.objects[oid]
        if o.zone not in MONSTER_ZONES[o.controller]:
            state.log_rule(R_EFFECT, "{} is no longer on the field: it is not destroyed",
                           o.card.name)
            return
        # The destruction logs itself (rules.perform_move).
        state.move(oid, GRAVEYARD[o.owner], source=oid, reason=DESTROY, cause="effect",
                   rule=R_EFFECT)

    @property
    def text(self) -> str:
        return "destroy this card"


NUMBER_39_UTOPIA = xyz_monster(
    # (1) is a Quick Effect bound to the window right after an attack declaration
    # (誘発即時効果), anybody's, in either player's turn: it may also be activated in
    # response to a card activated in that window. The detach is its cost; "negate the
    # attack" ends that attack (battle.negate_attack).
    # (2) is a mandatory Trigger Effect ("if": it cannot miss the timing) of the attack
    # declaration that selects it as the target while it has no material; it goes on
    # the chain in that window, and once it is destroyed the attack is replayed.
    # UNCONFIRMED: that a replay choosing it as the new target does not trigger (2) (no
    # ruling at hand; our replays declare nothing, so nothing triggers).
    "Number 39: Utopia", jp="No.39 希望皇ホープ", passcode="84013237", rank=4,
    attribute="LIGHT", race="Warrior", atk=2500, defense=2000,
    materials=Materials(text="2 Level 4 monsters", low=2, high=2),
    abilities=[
        Effect("When a monster declares an attack (Quick Effect): you can detach 1 material "
               "from this card; negate the attack.",
               spell_speed=2, condition=A_MONSTER_DECLARES_AN_ATTACK,
               cost=(DetachMaterial(),), effect=(NegateAttack(),)),
        Triggered("If this card is targeted for an attack while it has no material: "
                  "destroy it.",
                  on=Pattern("attack", where=_this_attacked_with_no_material),
                  effect=(DestroyThisOnTheField(),)),
    ])


def _xyz_you_control(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return o.zone in MONSTER_ZONES[ctx.controller] and not o.face_down \
        and getattr(o.card, "extra", "") == "xyz"


def _utopia_in_your_gy(state: GameState, ctx: Ctx, oid: int) -> bool:
    # A "Utopia" monster is one with "Utopia" in its name (as for Shining Draw); only
    # one that could be Special Summoned is a target (properly summoned, for an Xyz).
    o = state.objects[oid]
    return o.zone == GRAVEYARD[ctx.controller] and getattr(o.card, "kind", "") == "monster" \
        and "Utopia" in o.card.name and why_not_special_summon(state, oid) is None


@dataclass(frozen=True)
class SummonSecondTargetIfFirstBanished(Action):
    """"... and if you do, Special Summon the second target" (only if the first target
    was banished just before, by :class:`~.vocab.BanishTarget`)."""

    declares = ("special_summon",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if len(ctx.targets) < 2:
            return
        first, second = ctx.targets[0][0], ctx.targets[1]
        if first < 0 or state.objects[first].zone not in BANISHED:
            state.log_rule(R_EFFECT, "Nothing was banished: nothing is Special Summoned")
            return
        SpecialSummonTarget().start(state, ctx.replace(targets=(second,)))

    @property
    def text(self) -> str:
        return "and if you do, Special Summon the second target"


@dataclass(frozen=True)
class GainLPIfSecondTargetSummoned(Action):
    """"Then you gain <amount> LP" (only if the second target was Special Summoned)."""

    amount: int = 0
    declares = ("gain_lp",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if len(ctx.targets) < 2 or ctx.targets[1][0] < 0:
            return
        o = state.objects[ctx.targets[1][0]]
        if o.zone not in MONSTER_ZONES[ctx.controller]:
            return
        state.log_rule(R_EFFECT, "{} gains {} LP", state.players[ctx.controller].name,
                       self.amount)
        state.emit(Event("life", player=ctx.controller, amount=self.amount, reason="gain",
                         cause="effect", source=ctx.source, rule=R_EFFECT))

    @property
    def text(self) -> str:
        return f"then you gain {self.amount} LP"


NUMBER_39_UTOPIA_BEYOND = xyz_monster(
    # (2) is a Quick Effect (it may be activated in either player's turn), once per turn
    # per copy; the detach is its cost, and this card may be the first target. Both
    # targets must be there before the cost is paid. UNCONFIRMED: whether a "Utopia"
    # that the detach itself sends to the GY could be the second target (no ruling at
    # hand; the activation check asks for the targets first).
    # Left out: (1) "when this card is Xyz Summoned, the ATK of every monster your
    # opponent controls then becomes 0": "becomes 0" needs an ATK-setting continuous
    # effect that spells.py does not have yet (its changes add up); and that it is also
    # treated as a "Utopia" card (moot here: a "Utopia" card is one with "Utopia" in its
    # name, which it has). Stats as the OCG card database pages give them (DEF 2500);
    # the passcode is the one a simulator's script names it by.
    "Number 39: Utopia Beyond", jp="No.39 希望皇ビヨンド・ザ・ホープ", passcode="21521304",
    rank=6, attribute="LIGHT", race="Warrior", atk=3000, defense=2500,
    materials=Materials(text="2 Level 6 monsters", low=2, high=2),
    abilities=[
        Effect("Once per turn (Quick Effect): you can detach 1 material from this card, "
               "then target 1 Xyz Monster you control and 1 \"Utopia\" monster in your GY; "
               "banish the first target, and if you do, Special Summon the second, then "
               "gain 1250 LP.",
               spell_speed=2, limit=Limit(spent="activation"), cost=(DetachMaterial(),),
               targets=(TargetSpec("1 Xyz Monster you control", _xyz_you_control),
                        TargetSpec("1 \"Utopia\" monster in your GY", _utopia_in_your_gy,
                                   zones=("graveyard",))),
               effect=(BanishTarget(), SummonSecondTargetIfFirstBanished(),
                       GainLPIfSecondTargetSummoned(1250))),
    ])

# ---------------------------------------------------------------------- own procedures

CYBER_DRAGON = procedure_monster(
    "Cyber Dragon", jp="サイバー・ドラゴン", passcode="70095154", level=5, attribute="LIGHT",
    race="Machine", atk=2100, defense=1600,
    procedure=SpecialProcedure(text="only your opponent controls a monster",
                               condition=_only_opponent_controls_a_monster))


@dataclass(frozen=True)
class BanishFromYourGY(Action):
    """Cost: "banish 1 <what> from your GY" (``test``: which cards qualify; its
    controller chooses which). With none there, the effect cannot be activated."""

    what: str = "card"
    test: Callable[[YgoCard], bool] = lambda card: True

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        return tuple(oid for oid in state.zones[GRAVEYARD[ctx.controller]]
                     if self.test(objs[oid].card))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found:
            state.push(ChooseCard(ctx, ctx.controller, found, "banish"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"banish 1 {self.what} from your GY"


def _dark_monster(card: YgoCard) -> bool:
    return getattr(card, "kind", "") == "monster" and getattr(card, "attribute", "") == "DARK"


def _any_card(state: GameState, ctx: Ctx, oid: int) -> bool:
    return True


DARK_ARMED_DRAGON = procedure_monster(
    # The destruction is an Ignition Effect with no usage limit (it may be used again
    # as long as DARK monsters are left in the GY): the banish is its cost, paid before
    # the target is chosen; any card on the field may be the target, this one too.
    "Dark Armed Dragon", jp="ダーク・アームド・ドラゴン", passcode="65192027", level=7,
    attribute="DARK", race="Dragon", atk=2800, defense=1000, condition=SPECIAL_ONLY,
    procedure=SpecialProcedure(text="you have exactly 3 DARK monsters in your GY",
                               condition=_exactly_3_dark_in_gy),
    abilities=[
        Effect("You can banish 1 DARK monster from your GY, then target 1 card on the "
               "field; destroy that target.",
               timing=IGNITION, spell_speed=1,
               cost=(BanishFromYourGY("DARK monster", _dark_monster),),
               targets=(TargetSpec("1 card on the field", _any_card),),
               effect=(DestroyTarget(),)),
    ])

# ---------------------------------------------------------------------- Flip and Gemini

MAN_EATER_BUG = flip_monster(
    "Man-Eater Bug", jp="人喰い虫", passcode="54652250", level=2, attribute="EARTH",
    race="Insect", atk=450, defense=600,
    text="FLIP: Target 1 monster on the field; destroy that target.",
    targets=[TargetSpec("1 monster on the field", _monster_on_the_field)],
    effect=[DestroyTarget()])

GIGAPLANT = gemini_monster(
    # Passcode and names from ProjectIgnis's script (c53257892); the passcode recalled
    # before (23558733) is another card's.
    "Gigaplant", jp="ギガプラント", passcode="53257892", level=6, attribute="EARTH",
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
