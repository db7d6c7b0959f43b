"""Cards with declared abilities (:mod:`tcgkit.games.dm.windows`): Revolution Change,
Invasion, Invasion ZERO, Ninja Strike, Ninja Change, S-Back. Texts are our paraphrases
of the Japanese cards; none of these cards was printed in English, so the English names
are fan names (unofficial)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ....core.abilities import Action, Ctx
from ....core.continuous import Continuous
from ....core.decision import Decision, Option, one_per_card
from ....core.events import DESTROY
from ....core.steps import Ask
from ..field import is_d2
from ..static import R_POWER, power
from ..turn import until_your_next_turn
from ..vocab import (
    ATTACKS,
    BLOCKER,
    ENTERS,
    T_BREAKER,
    W_BREAKER,
    Choose,
    Draw,
    MoveChosen,
    Triggered,
    UseChosen,
    UsedKeyword,
    creature,
    evolution_creature,
)
from ..windows import (
    BY_REVOLUTION_CHANGE,
    ChooseSpellInHand,
    DestroyMostPowerful,
    GiveChosenKeyword,
    UntapChosen,
    civ_race_condition,
    dragon_condition,
    invasion,
    invasion_zero,
    ninja_change,
    ninja_strike,
    revolution_change,
    s_back,
)
from ..zones import BATTLE, GRAVEYARD
from .turn1 import FINAL_REVOLUTION, no_final_revolution

if TYPE_CHECKING:
    from ....core.state import GameState
    from ..typed import DmObject

R_EFFECT_RANGE = "DM 110.2e"
"""An effect that affects cards affects those in its range when it is made; a card that
comes into the range later the same turn is not affected."""


@dataclass(frozen=True)
class OthersGetPower(Action):
    """"Until the start of your next turn, your other creatures get +``amount`` power": a
    floating power effect on each of the controller's other creatures in the battle zone
    as it resolves. A creature put there afterwards does not get it (DM 110.2e). Like
    :class:`~tcgkit.games.dm.windows.GiveChosenKeyword`, it lasts until the end of the
    turn before its controller's next turn (:func:`..turn.until_your_next_turn`)."""

    amount: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        me = ctx.controller
        objs = cast("list[DmObject]", state.objects)
        others = [oid for oid in state.zones[BATTLE[me]] if oid != ctx.source
                  and getattr(objs[oid].card, "kind", "") == "creature"]
        if not others:
            state.log_rule(R_EFFECT_RANGE, "{} has no other creature in the battle zone: "
                           "nothing gets {:+d} power", state.players[me].name, self.amount)
            return
        last = until_your_next_turn(state, me)
        for oid in others:
            o = objs[oid]
            state.add_continuous(Continuous("power", controller=me,
                                            target=(oid, o.incarnation), value=self.amount,
                                            source=ctx.source, duration=last))
        state.log_rule(R_POWER, "Until the start of {}'s next turn, {} get {:+d} power ({})",
                       state.players[me].name,
                       ", ".join(objs[oid].card.name for oid in others), self.amount,
                       ", ".join(str(power(state, objs[oid])) for oid in others))

    @property
    def text(self) -> str:
        return (f"until the start of your next turn, your other creatures get "
                f"+{self.amount} power")


R_DESTROY = "DM 701.6"
"""Destroying a card: putting it from the battle zone into the graveyard."""


def you_have_a_d2_field(state: GameState, ctx: Ctx) -> bool:
    """"If you have a D2 field" (in your battle zone)."""
    objs = state.objects
    return any(is_d2(objs[oid].card) for oid in state.zones[BATTLE[ctx.controller]])


def _most_powerful(state: GameState, owner: int) -> list[int]:
    objs = cast("list[DmObject]", state.objects)
    theirs = [oid for oid in state.zones[BATTLE[owner]]
              if getattr(objs[oid].card, "kind", "") == "creature"]
    if not theirs:
        return []
    most = max(power(state, objs[oid]) for oid in theirs)
    return [oid for oid in theirs if power(state, objs[oid]) == most]


def _destroy(state: GameState, ctx: Ctx, oid: int) -> None:
    o = state.objects[oid]
    state.move(oid, GRAVEYARD[o.owner], reason=DESTROY, cause="effect", source=ctx.source,
               rule=R_DESTROY)


@dataclass(frozen=True)
class DestroyOneMostPowerful(Action):
    """"Destroy one of your opponent's creatures with the greatest power": when several
    share it, the effect's controller chooses which (:class:`ChooseMostPowerful`).
    Nothing if the opponent has no creature."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        most = _most_powerful(state, 1 - ctx.controller)
        if len(most) == 1:
            _destroy(state, ctx, most[0])
        elif most:
            state.push(ChooseMostPowerful(ctx))

    @property
    def text(self) -> str:
        return "destroy one of your opponent's creatures with the greatest power"


class ChooseMostPowerful(Ask):
    """The effect's controller chooses which of the opponent's creatures sharing the
    greatest power to destroy."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def decide(self, state: GameState) -> Decision | None:
        most = _most_powerful(state, 1 - self.ctx.controller)
        if not most:
            return None
        return Decision(self.ctx.controller, "destroy", one_per_card(state, most, "destroy"),
                        "Choose which of the creatures with the greatest power to destroy",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        _destroy(state, self.ctx, option.obj)

MIRADANTE_SF = creature(
    "Miradante Super Future, Future Pope", jp="未来の法皇 ミラダンテSF",
    civilization=("light", "water"), cost=8, power=12500,
    race="Angel Command Dragon/Revolutionary/Doremi Gang",
    abilities=[
        revolution_change("light or water Dragon of cost 5 or more",
                          dragon_condition(("light", "water"), 5)),
        T_BREAKER,
        Triggered("Final Revolution: When this creature is put into the battle zone by "
                  "Revolution Change, if you haven't used another Final Revolution this "
                  "turn, you may draw a card. If you do, you may cast a light or water "
                  "spell of cost 6 or less from your hand without paying its cost.",
                  on=BY_REVOLUTION_CHANGE, optional=True,
                  condition=no_final_revolution(game=False),
                  effect=(UsedKeyword(FINAL_REVOLUTION), Draw(1),
                          ChooseSpellInHand(("light", "water"), 6), UseChosen())),
    ])
"""Seed 002 prints it (DM-T1-11's Final Revolution "this turn": a history query over
every Final Revolution its controller resolved this turn, Dogiragolden's Extreme Final
Revolution included). The English name is the
fan name cards.md gives (unofficial). The free cast is a use in the middle of the
ability's resolution, which the ability instructs (DM-USE-08)."""

HAYABUSAMARU = creature(
    "Hayabusamaru, Shining Fang Ninja", jp="光牙忍ハヤブサマル", civilization="light", cost=3,
    power=3000, race="Guardian/Shinobi",
    abilities=[
        *ninja_strike(4),
        Triggered("When this creature is put into the battle zone, choose one of your "
                  "creatures: until the start of your next turn, it gets Blocker.",
                  on=ENTERS,
                  effect=(Choose("creature", "battle"), GiveChosenKeyword("Blocker"))),
    ])
"""DM-29 (Japan only). The English name is a fan translation (unofficial, UNCONFIRMED);
civilization, cost, power, races and text as the card prints them (DM Wiki's card page).
Its Blocker lasts until the end of the turn before its controller's next turn. Hall of
Fame (殿堂入り) since 2011: one copy in a deck (tcgkit's deck check does not know the
Hall of Fame; the demo deck keeps to it)."""

SONICMARU = creature(
    "Sonicmaru, Shining Fang Ninja", jp="光牙忍ソニックマル", civilization="light", cost=5,
    power=3000, race="Light Bringer/Shinobi",
    abilities=[
        *ninja_strike(4),
        Triggered("When this creature is put into the battle zone, untap one of your "
                  "creatures.", on=ENTERS,
                  effect=(Choose("creature", "battle"), UntapChosen())),
    ])
"""DM-31 (Japan only). The English name is a fan translation (unofficial, UNCONFIRMED);
the rest as the card prints it (DM Wiki's card page)."""

OCHAPPI = creature(
    "Ochappi, Pure Hearted Faerie", jp="天真妖精オチャッピィ", civilization="nature", cost=3,
    power=1000, race="Snow Faerie",
    abilities=[
        s_back("nature"),
        Triggered("When this creature is put into the battle zone, you may put a card from "
                  "your graveyard into your mana zone.", on=ENTERS,
                  effect=(Choose("card", "graveyard", optional=True),
                          MoveChosen("mana", frm="graveyard"))),
    ])
"""DM-17 (Japan only). The English name is a fan translation (unofficial, UNCONFIRMED);
the rest as the card prints it (DM Wiki's S-Back page)."""

RED_ZONE = evolution_creature(
    "Red Zone, Roaring Invasion", jp="轟く侵略 レッドゾーン", civilization="fire", cost=6,
    power=12000, race="Sonic Command/Invader", evolves_from="fire creature",
    abilities=[
        invasion("fire Command", civ_race_condition("fire", "Command")),
        T_BREAKER,
        Triggered("When this creature is put into the battle zone, destroy all of your "
                  "opponent's creatures that have the greatest power.", on=ENTERS,
                  effect=(DestroyMostPowerful(),)),
    ])
"""DMR-17 (革命編 第1章), LEGEND. Evolution — put on one of your fire creatures;
Invasion — fire Command; T-Breaker; the "comes out" destruction (card text as DM Wiki
prints it). The English name is a fan name (unofficial, UNCONFIRMED)."""

KUNOICHI_MANTRA = creature(
    "Kunoichi Mantra, Holy Chaos", jp="聖なる混沌 クノイチマントラ", civilization="light",
    cost=5, power=7000, race="Mecha del Stella/Shinobi",
    abilities=[
        ninja_change(3), BLOCKER, W_BREAKER,
        Triggered("When this creature is put into the battle zone, until the start of your "
                  "next turn, your other creatures get +3000 power.", on=ENTERS,
                  effect=(OthersGetPower(3000),)),
    ])
"""DM23-SD2, SR. Ninja Change 3, Blocker, W-Breaker, and the "comes out" power-up of your
other creatures (DM Wiki's Ninja Change page). The English name is a fan name
(unofficial, UNCONFIRMED)."""

BLACKOUT = creature(
    "Blackout, ZERO Invasion", jp="ZEROの侵略 ブラックアウト", civilization="darkness",
    cost=6, power=7000, race="Sonic Command/Invader ZERO",
    abilities=[
        W_BREAKER, invasion_zero(),
        Triggered("When this creature attacks, if you have a D2 field, destroy one of your "
                  "opponent's creatures with the greatest power.", on=ATTACKS,
                  condition=you_have_a_d2_field, effect=(DestroyOneMostPowerful(),)),
    ])
"""DMR-22 (革命ファイナル 第2章), LEGEND. W-Breaker, Invasion ZERO and the attack trigger
that needs a D2 field, as DM Wiki's pages on the card and on Invasion ZERO print them.
The English name is a fan name (unofficial, UNCONFIRMED)."""

ALL = (MIRADANTE_SF, HAYABUSAMARU, SONICMARU, OCHAPPI, RED_ZONE, KUNOICHI_MANTRA,
       BLACKOUT)
