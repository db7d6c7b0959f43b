"""Returning a monster to the hand, and what answers it: Compulsory Evacuation Device's
"return that target to its owner's hand" and Stargazer Magician's "when a Pendulum
Monster you control is returned to your hand by your opponent's effect, Special Summon
1 monster with that name from your hand"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Pattern
from ...core.events import Event
from .pendulum import is_pendulum
from .vocab import SpecialSummonFrom
from .zones import EXTRA_MONSTER_ZONE, HAND, MONSTER_ZONE

if TYPE_CHECKING:
    from ...core.state import GameState

R_EFFECT = "YGO rule: card effects"


@dataclass(frozen=True)
class ReturnTargetToHand(Action):
    """"Return that target to its owner's hand" (a monster of the Extra Deck returns
    there instead: ``rules.perform_move``); nothing if the target left meanwhile."""

    declares = ("to_hand",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ctx.targets or ctx.targets[0][0] < 0:
            return
        oid = ctx.targets[0][0]
        o = state.objects[oid]
        state.log_rule(R_EFFECT, "{} returns {} to its owner's hand",
                       state.objects[ctx.source].card.name if ctx.source is not None else "?",
                       "a face-down card" if o.face_down else o.card.name)
        state.move(oid, HAND[o.owner], player=ctx.controller, source=ctx.source,
                   reason="return", cause="effect")

    @property
    def text(self) -> str:
        return "return it to its owner's hand"


def _your_pendulum_returned_by_opponent(state: GameState, event: Event, ctx: Ctx) -> bool:
    p = ctx.controller
    if event.to != HAND[p] or event.obj is None or event.obj == ctx.source \
            or (event.frm != MONSTER_ZONE[p] and event.frm != EXTRA_MONSTER_ZONE[p]) \
            or event.cause != "effect" or event.source is None:
        return False
    return is_pendulum(state.objects[event.obj].card) \
        and state.objects[event.source].controller != p


YOUR_PENDULUM_RETURNED_BY_OPPONENT = Pattern("move", where=_your_pendulum_returned_by_opponent)
""""When a Pendulum Monster you control (not this card) is returned from your Monster Zone
to your hand by your opponent's effect"."""


@dataclass(frozen=True)
class SpecialSummonThatNameFromHand(SpecialSummonFrom):
    """"Special Summon 1 monster with that name from your hand": that name is the
    returned monster's (the trigger's event); the returned card itself is one."""

    what: str = "monster with that name"

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        from .inherent import why_not_special_summon

        if ctx.event is None or ctx.event.obj is None:
            return ()
        name = state.objects[ctx.event.obj].card.name
        return tuple(oid for oid in state.zones[HAND[ctx.controller]]
                     if state.objects[oid].card.name == name
                     and why_not_special_summon(state, oid) is None)

    @property
    def text(self) -> str:
        return "Special Summon 1 monster with that name from your hand"
