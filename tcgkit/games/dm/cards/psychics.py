"""A double-sided psychic creature (サイキック・クリーチャー) with awakening and release
(psychic.py): 時空の火焔ボルシャック・ドラゴン / 勝利の覚醒者ボルシャック・メビウス (DM-36,
both sides printed on DM Wiki's 覚醒 and サイキック・クリーチャー pages). Texts are our
paraphrases; the English names are ours (unofficial: the card was printed only in Japan)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ..once import first_time, this_taps
from ..psychic import WINS_A_BATTLE, awaken, psychic_creature, release
from ..static import power_per_fire_card
from ..vocab import (
    ATTACKS,
    DESTROY,
    OPPONENT,
    T_BREAKER,
    W_BREAKER,
    Choose,
    MoveChosen,
    Triggered,
    UntapThis,
)
from ..zones import GRAVEYARD, SHIELD

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState

BOLSHACK_DRAGON_OF_TIME = "Bolshack Dragon, Flame of Time"
BOLSHACK_MOEBIUS = "Bolshack Moebius, Awakened One of Victory"


@dataclass(frozen=True)
class ShieldToGraveyard(Action):
    """"Put one of your shields into your graveyard" (the top one: the shields are face
    down, so the choice among them tells nothing), handing on whether it was done as
    ``paid``."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        shields = state.zones[SHIELD[p]]
        state.set_var(ctx, "paid", bool(shields))
        if shields:
            state.log_rule("DM 110", "{} puts one of their shields into the "
                           "graveyard", state.players[p].name)
            state.move(shields[-1], GRAVEYARD[p], player=p, reason="effect", cause="effect",
                       source=ctx.source, rule="DM 110")

    @property
    def text(self) -> str:
        return "put one of your shields into your graveyard"


@dataclass(frozen=True)
class IfPaid(Action):
    """"If you do, <action>": ``then`` starts only if the previous instruction was done
    (``paid``); otherwise nothing is chosen."""

    then: Action | None = None

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.set_var(ctx, "chosen", None)
        if state.var(ctx, "paid") and self.then is not None:
            self.then.start(state, ctx)

    @property
    def text(self) -> str:
        return f"if you do, {self.then.text if self.then is not None else 'nothing'}"


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
                          IfPaid(Choose("creature", "battle", whose=OPPONENT,
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

ALL = (BOLSHACK_DRAGON_PSYCHIC, BOLSHACK_MOEBIUS_PSYCHIC)
