"""A double-sided psychic creature (サイキック・クリーチャー) with awakening and release
(psychic.py): 時空の火焔ボルシャック・ドラゴン / 勝利の覚醒者ボルシャック・メビウス (DM-36,
both sides printed on DM Wiki's 覚醒 and サイキック・クリーチャー pages), and the 超次元
spell that puts it out (超次元ボルシャック・ホール). Texts are our paraphrases; the English
names are unofficial (the cards were printed only in Japan)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.steps import Step
from ..once import first_time, this_taps
from ..psychic import (
    WINS_A_BATTLE,
    awaken,
    is_psychic,
    psychic_creature,
    psychic_of_cost_at_most,
    release,
)
from ..static import power_per_fire_card
from ..tamaseed import ChoosePutOut, PutOut, card_test
from ..usecost import Modes
from ..vocab import (
    ATTACKS,
    DESTROY,
    OPPONENT,
    T_BREAKER,
    W_BREAKER,
    Choose,
    DestroyOne,
    IfDone,
    MoveChosen,
    Triggered,
    UntapThis,
    spell,
)
from ..zones import GRAVEYARD, HYPERSPATIAL, SHIELD

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.decision import Option
    from ....core.state import GameState

BOLSHACK_DRAGON_OF_TIME = "Bolshack Dragon, Flame of Time"
BOLSHACK_MOEBIUS = "Bolshack Moebius, Awakened One of Victory"


@dataclass(frozen=True)
class ShieldToGraveyard(Action):
    """"Put one of your shields into your graveyard" (the top one: the shields are face
    down, so the choice among them tells nothing), handing on whether it was done as
    ``"done"`` for an "if you do" (:class:`~tcgkit.games.dm.vocab.IfDone`)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        shields = state.zones[SHIELD[p]]
        if shields:
            state.set_var(ctx, "done", (shields[-1], GRAVEYARD[p]))
            state.log_rule("DM 110", "{} puts one of their shields into the "
                           "graveyard", state.players[p].name)
            state.move(shields[-1], GRAVEYARD[p], player=p, reason="effect", cause="effect",
                       source=ctx.source, rule="DM 110")

    @property
    def text(self) -> str:
        return "put one of your shields into your graveyard"


BOLSHACK_DRAGON_PSYCHIC = psychic_creature(
    BOLSHACK_DRAGON_OF_TIME, jp="時空の火焔ボルシャック・ドラゴン", civilization="fire",
    cost=7, power=6000, race="Armored Dragon",
    abilities=[
        power_per_fire_card(1000),
        W_BREAKER,
        awaken("When this creature wins a battle", WINS_A_BATTLE, BOLSHACK_MOEBIUS),
    ])
"""SR, fire, cost 7, psychic creature, 6000+ (DM-36): the lower-cost side."""

BOLSHACK_MOEBIUS_PSYCHIC = psychic_creature(
    BOLSHACK_MOEBIUS, jp="勝利の覚醒者ボルシャック・メビウス", civilization="fire", cost=14,
    power=12000, race="Armored Dragon",
    abilities=[
        Triggered("When this creature attacks, you may put one of your shields into your "
                  "graveyard. If you do, destroy one of your opponent's creatures that has "
                  "6000 power or less.", on=ATTACKS, optional=True,
                  effect=(ShieldToGraveyard(),
                          IfDone(Choose("creature", "battle", whose=OPPONENT,
                                        max_power=6000)),
                          MoveChosen("graveyard", reason=DESTROY, frm="battle"))),
        Triggered("Each turn, the first time this creature becomes tapped, untap it.",
                  on=first_time("tap", this_taps), effect=(UntapThis(),)),
        power_per_fire_card(1000),
        T_BREAKER,
        release(BOLSHACK_DRAGON_OF_TIME),
    ])
"""SR, fire, cost 14, psychic creature, 12000+ (DM-36): the awakened side. The "6000 power
or less" is read from the printed power (the kernel's choice filter)."""

_WITHIN_TOTAL = "psychic creature of cost within the total left"


@card_test(_WITHIN_TOTAL)
def _within_total(state: GameState, ctx: Ctx, oid: int) -> bool:
    c = state.objects[oid].card
    return is_psychic(c) and getattr(c, "cost", 0) <= state.var(ctx, "total_left", 0)


@dataclass(frozen=True)
class PutPsychicsOfTotalCost(Action):
    """"Choose any number of psychic creatures with a total cost of ``total`` or less
    from your hyperspatial zone and put them into the battle zone": one at a time, each
    within what the total leaves (kept as ``"total_left"``), until the player stops or
    none fits. Put out by an effect: not a use (DM-USE-11)."""

    total: int = 5

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.set_var(ctx, "total_left", self.total)
        state.push(NextPsychic(ctx))

    @property
    def text(self) -> str:
        return f"put any number of psychic creatures with a total cost of {self.total} or " \
            "less from your hyperspatial zone into the battle zone"


class NextPsychic(Step):
    """Offer the next psychic creature within the total left, if one fits."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def run(self, state: GameState) -> None:
        left = state.var(self.ctx, "total_left", 0)
        ask = ChoosePsychicWithin(self.ctx, HYPERSPATIAL[self.ctx.controller], _WITHIN_TOTAL,
                                  f"a psychic creature of cost {left} or less (what the "
                                  "total cost leaves)")
        if ask.candidates(state):
            state.push(ask)


class ChoosePsychicWithin(ChoosePutOut):
    """One psychic creature within the total left, or none (which ends the choosing)."""

    __slots__ = ()

    def answer(self, state: GameState, option: Option) -> None:
        super().answer(state, option)
        if option.kind == "choose":
            cost = getattr(state.objects[option.obj].card, "cost", 0)
            state.set_var(self.ctx, "total_left", state.var(self.ctx, "total_left", 0) - cost)
            # Asked again once this one is out (steps run in the order scheduled).
            state.push(NextPsychic(self.ctx))


BOLSHACK_HOLE = spell(
    "Hyperspatial Bolshack Hole", jp="超次元ボルシャック・ホール", civilization="fire", cost=5,
    text="Destroy one of your opponent's creatures that has 3000 power or less. Then choose "
         "one: put any number of psychic creatures with a total cost of 5 or less from your "
         "hyperspatial zone into the battle zone; or put a fire psychic creature of cost 7 "
         "or less from your hyperspatial zone into the battle zone.",
    effect=[DestroyOne(max_power=3000),
            Modes((
                ("put any number of psychic creatures with a total cost of 5 or less from "
                 "your hyperspatial zone into the battle zone", (PutPsychicsOfTotalCost(5),)),
                ("put a fire psychic creature of cost 7 or less from your hyperspatial zone "
                 "into the battle zone",
                 (PutOut("a fire psychic creature of cost 7 or less", "hyperspatial",
                         psychic_of_cost_at_most(7, "fire"), optional=False),)),
            ))])
"""Fire, cost 5, spell (DM-36; DM Wiki's card page; the English name is a fan name,
unofficial). A real 超次元 (hyperspatial) spell: its second mode puts out the fire, cost 7
Bolshack Dragon, Flame of Time. Its mode is chosen as it is used (DM-USE-06); the psychic
creatures are put out by the effect, not used (DM-USE-11)."""

ALL = (BOLSHACK_DRAGON_PSYCHIC, BOLSHACK_MOEBIUS_PSYCHIC, BOLSHACK_HOLE)
