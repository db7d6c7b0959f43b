"""The parts of a Magic state, typed as what they hold in a Magic game.

The kernel types ``state.objects`` as ``list[GameObject]``, ``state.players`` as
``list[PlayerState]`` and ``state.data`` as a ``Record``; in a Magic game they hold
:class:`MtgObject`, :class:`MtgPlayer` and :class:`MtgData` (the rules' ``object_type``,
``player_type`` and ``data_type``). These accessors say so to the type checker. At run
time they are the attribute getters and the state's own methods, with no Python code of
their own: game code calls one once per function (``objs = objects(state)``), not once
per object in a loop.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ...core.state import GameState

if TYPE_CHECKING:
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
else:
    objects = attrgetter("objects")
    players = attrgetter("players")
    data = attrgetter("data")
    mut = GameState.mut
    mut_player = GameState.mut_player
