"""The parts of a Duel's state, typed as what they hold in a Duel.

The kernel types ``state.objects`` as ``list[GameObject]`` and ``state.data`` as a
``Record``; in a Duel they hold :class:`YgoObject` and :class:`YgoData` (the rules'
``object_type`` and ``data_type``). These accessors say so to the type checker.

The option lists, the legality checks and the performers run at every decision,
where even an attribute getter's call is measurable: so these accessors exist
for the type checker only. Game code reads the state directly and tells the checker what
it holds in one place per function::

    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
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
