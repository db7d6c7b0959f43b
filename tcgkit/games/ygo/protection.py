"""Once per turn, "cannot be destroyed": the first destruction each turn of the cards an
effect protects does not happen (Timegazer Magician's "once per turn, the cards in your
Pendulum Zones cannot be destroyed by your opponent's effects").

It is a replacement effect on the would-be destruction with nothing in its place
(:class:`NotDestroyed`), which remembers, for the rest of the turn, the moment it was
used (:data:`SPARED`): "the first card(s)" — every card the same instruction would
destroy at that moment — are spared, a later destruction is not. The moment is the
history's length: the spared destructions are not performed, so the other parts of the
same instruction come while the history has not grown. A card with no such effect on the
field indexes nothing, so a Duel without one never comes here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.continuous import Continuous
from ...core.events import DESTROY, Event
from .pendulum import PENDULUM_COLUMNS, is_pendulum
from .zones import SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects

R_EFFECT = "YGO rule: card effects"

SPARED = "spared_once"
"""The record that a card's "once per turn, cannot be destroyed" was used this turn:
``source`` the card, ``target`` its incarnation, ``value`` the moment (the history's
length then)."""


def _records(state: GameState, ctx: Ctx) -> list[Continuous]:
    src = ctx.source
    if src is None or not state.continuous:
        return []
    key = (src, state.objects[src].incarnation)
    return [c for c in state.continuous if c.kind == SPARED and c.target == key]


def first_this_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    """A replacement's condition: this card (this incarnation of it) has not spared a
    card this turn, or spared one at this very moment (the same instruction destroying
    several cards at once)."""
    return all(c.value == len(state.history.events) for c in _records(state, ctx))


@dataclass(frozen=True)
class NotDestroyed(Action):
    """"<the card> is not destroyed": nothing happens in the destruction's place; the
    card remembers the moment, so that its "once per turn" counts it."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        src = ctx.source
        assert src is not None
        now = len(state.history.events)
        if not any(c.value == now for c in _records(state, ctx)):
            state.add_continuous(Continuous(SPARED, controller=ctx.controller,
                                            target=(src, state.objects[src].incarnation),
                                            value=now, source=src))
        oid = ctx.event.obj if ctx.event is not None else None
        if oid is not None:
            o = state.objects[oid]
            state.log_rule(R_EFFECT, "{} is not destroyed ({})",
                           "a face-down card" if o.face_down else o.card.name,
                           state.objects[src].card.name)

    @property
    def text(self) -> str:
        return "it is not destroyed"


def your_pendulum_zone_card_destroyed_by_opponents_effect(
        state: GameState, event: Event, ctx: Ctx) -> bool:
    """"A card in your Pendulum Zones would be destroyed by your opponent's effect" (the
    effect of a card the opponent controls)."""
    if event.reason != DESTROY or event.cause != "effect" or event.obj is None \
            or event.source is None:
        return False
    if TYPE_CHECKING:
        o = objects(state)[event.obj]
    else:
        o = state.objects[event.obj]
    return o.controller == ctx.controller and o.zone == SPELL_TRAP_ZONE[o.controller] \
        and o.column in PENDULUM_COLUMNS and is_pendulum(o.card) \
        and state.objects[event.source].controller != ctx.controller
