"""The parts of a Duel's state, typed as what they hold in a Duel.

The kernel types ``state.objects`` as ``list[GameObject]`` and ``state.data`` as a
``Record``; in a Duel they hold :class:`YgoObject` and :class:`YgoData` (the rules'
``object_type`` and ``data_type``). These accessors say so,
for the type checker only (why: :mod:`tcgkit.games.mtg.typed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoData, YgoObject

    def objects(state: GameState) -> list[YgoObject]:
        """``state.objects``: the Duel's cards, by id."""

    def data(state: GameState) -> YgoData:
        """``state.data``: whether this turn skips the Battle Phase."""

    def mut(state: GameState, oid: int) -> YgoObject:
        """``state.mut(oid)``: card ``oid``, made safe to write."""
