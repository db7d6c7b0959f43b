"""A card that wins the game by its own ability (エクストラウィン), and what the rules say
when that win meets a loss (DM 104.2c, outcome.py). Texts are our paraphrases of the card
as DM Wiki prints it; the English name is a fan name (the card was not printed in
English)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Ctx
from ..once import first_time
from ..outcome import WinsTheGame
from ..vocab import (
    W_BREAKER,
    CostModifier,
    TopToZone,
    Triggered,
    creature,
)
from ..zones import SHIELD

if TYPE_CHECKING:
    from ....core.events import Event
    from ....core.state import GameState


def _shields(state: GameState, player: int) -> int:
    return len(state.zones[SHIELD[player]])


def _one_more_per_shield(state: GameState, ctx: Ctx, oid: int, cost: int) -> int:
    return cost + _shields(state, ctx.controller) if oid == ctx.source else cost


def _attacks_you(state: GameState, event: Event, ctx: Ctx) -> bool:
    # An attack on the player (no creature attacked) by the opponent; asked of every
    # event of the turn to count the attacks (once.first_time).
    return event.kind == "attack" and event.player != ctx.controller and event.target is None


def _no_shields(state: GameState, ctx: Ctx) -> bool:
    return _shields(state, ctx.controller) == 0


def _ten_shields(state: GameState, ctx: Ctx) -> bool:
    return _shields(state, ctx.controller) >= 10


ALEPHTINA = creature(
    "Alephtina, Spirit Princess", jp="光霊姫アレフティナ", civilization="light", cost=4,
    power=8000, race="Mecha del Sol/Arc Seraphim",
    abilities=[
        # It functions where the card is while it is being summoned: the hand, then the
        # nowhere zone of the use procedure, where the total cost is settled (DM-USE-04).
        CostModifier("This creature costs 1 more to summon for each of your shields.",
                     applies_to="summon", change=_one_more_per_shield,
                     zones=("hand", "nowhere")),
        W_BREAKER,
        Triggered("When one of your opponent's creatures attacks you, if it is the first "
                  "attack on you this turn and you have no shields, put the top card of your "
                  "deck into your shield zone.", on=first_time("attack", _attacks_you),
                  condition=_no_shields, effect=(TopToZone("shield"),)),
        WinsTheGame(text="If you have 10 or more shields, you win the game.",
                    holds=_ten_shields),
    ])
"""Light, cost 4, 8000, Mecha del Sol/Arc Seraphim (DM-36; DM Wiki's card page, its
current text). An extra win: with 10 shields its controller wins, even when the shield
that makes 10 is the last card of their deck (official Q&A: the win by the card is
processed before the loss by the empty deck; outcome.py)."""

ALL = (ALEPHTINA,)
