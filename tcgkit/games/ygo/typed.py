"""The parts of a Duel's state, typed as what they hold in a Duel.

The kernel types ``state.objects`` as ``list[GameObject]`` and ``state.data`` as a
``Record``; in a Duel they hold :class:`YgoObject` and :class:`YgoData` (the rules'
``object_type`` and ``data_type``). These accessors say so to the type checker. At run
time they are the attribute getter and the state's own method, with no Python code of
their own: game code calls one once per function (``objs = objects(state)``), not once
per object in a loop.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ...core.state import GameState

if TYPE_CHECKING:
    from .card import YgoData, YgoObject

    def objects(state: GameState) -> list[YgoObject]:
        """``state.objects``: the Duel's cards, by id."""

    def data(state: GameState) -> YgoData:
        """``state.data``: whether this turn skips the Battle Phase."""

    def mut(state: GameState, oid: int) -> YgoObject:
        """``state.mut(oid)``: card ``oid``, made safe to write."""
else:
    objects = attrgetter("objects")
    data = attrgetter("data")
    mut = GameState.mut
