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
             options: dict[str, Any] | None = None, names: tuple[str, str] | None = None,
             automations: Iterable[str] | None = None) -> GameState:
    """A new two-player game of Magic (the demo decks unless ``decks`` is given)."""
    return RULES.new_game(seed=seed, decks=decks, options=options, names=names,
                          automations=automations)
