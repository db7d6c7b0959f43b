"""Magic: The Gathering.

>>> from tcgkit.games import mtg
>>> state = mtg.new_game(seed=7)
>>> state.decision.kind
'priority'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...core.state import GameState
from .rules import MtgRules

RULES = MtgRules()
"""The rules object shared by every Magic game."""


def new_game(*, seed: int = 0, decks: Sequence[Sequence[str]] | None = None,
             options: dict[str, Any] | None = None, names: tuple[str, ...] | None = None,
             automations: Iterable[str] | None = None, players: int = 2) -> GameState:
    """A new game of Magic for ``players`` players, 2 to 8 (the demo decks unless
    ``decks`` is given: with more than two players, the demo pair's decks in turn)."""
    return RULES.new_game(seed=seed, decks=decks, options=options, names=names,
                          automations=automations, players=players)
