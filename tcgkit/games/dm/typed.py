"""The objects of a Duel Masters state, typed as what they are in a Duel Masters game.

The kernel types ``state.objects`` as ``list[GameObject]``, whose cards are
:class:`CardDef`; in a Duel Masters game every card is a :class:`DmCard`.
:func:`objects` says so,
for the type checker only (why: :mod:`tcgkit.games.mtg.typed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.objects import GameObject
    from ...core.state import GameState
    from .card import DmCard

    class DmObject(GameObject):
        """A card in a Duel Masters game, for the type checker only: Duel Masters adds
        no status fields, so its objects are plain :class:`GameObject` at run time."""

        card: DmCard

    def objects(state: GameState) -> list[DmObject]:
        """``state.objects``: the game's cards, by id."""
