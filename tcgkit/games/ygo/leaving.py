"""Cards leaving the field face-up: "if this face-up card leaves the field".

A card that leaves the field becomes a new object where it goes (face-up in the GY, in
the hand ...), which cannot tell how it was on the field; so ``rules.perform_move``
writes it on the ``move`` event: a card face-up on the field as it left it has
:data:`LEFT_FACE_UP` as the event's ``data``. :data:`THIS_LEFT_THE_FIELD_FACE_UP` is the
event pattern of a trigger on it (Destructive Draw's 3000 damage), which looks back at
the field the card left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.abilities import Pattern
from .zones import EXTRA_MONSTER_ZONE, FIELD_ZONE, MONSTER_ZONE, SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ...core.abilities import Ctx
    from ...core.events import Event
    from ...core.state import GameState

LEFT_FACE_UP = ("face_up",)
"""The ``data`` of a ``move`` event of a card that was face-up on the field as it left."""

ON_FIELD = frozenset((*MONSTER_ZONE, *EXTRA_MONSTER_ZONE, *SPELL_TRAP_ZONE, *FIELD_ZONE))
"""The zones of the field."""


def _this_left_face_up(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.data == LEFT_FACE_UP


THIS_LEFT_THE_FIELD_FACE_UP = Pattern("move", where=_this_left_face_up)
""""If this face-up card leaves the field" (to anywhere: the GY, the hand, banished ...)."""
