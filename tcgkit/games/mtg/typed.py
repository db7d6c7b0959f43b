"""The parts of a Magic state, typed as what they hold in a Magic game.

The kernel types ``state.objects`` as ``list[GameObject]``, ``state.players`` as
``list[PlayerState]`` and ``state.data`` as a ``Record``; in a Magic game they hold
:class:`MtgObject`, :class:`MtgPlayer` and :class:`MtgData` (the rules' ``object_type``,
``player_type`` and ``data_type``). These accessors say so to the type checker.

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
    from .card import MtgObject, MtgPlayer
    from .data import MtgData

    def objects(state: GameState) -> list[MtgObject]:
        """``state.objects``: the game's objects, by id."""

    def players(state: GameState) -> list[MtgPlayer]:
        """``state.players``: the two players, by index."""

    def data(state: GameState) -> MtgData:
        """``state.data``: the combat in progress and the creatures watched."""

    def mut(state: GameState, oid: int) -> MtgObject:
        """``state.mut(oid)``: object ``oid``, made safe to write."""

    def mut_player(state: GameState, index: int) -> MtgPlayer:
        """``state.mut_player(index)``: player ``index``, made safe to write."""
