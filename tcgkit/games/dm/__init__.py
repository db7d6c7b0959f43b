"""Duel Masters (and its digital variant Duel Masters Play's).

>>> from tcgkit.games import dm
>>> state = dm.new_game(seed=7)
>>> state.decision.kind
'mana_charge'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...core.state import GameState
from .rules import DmRules

RULES = DmRules()
"""The rules object shared by every Duel Masters game."""


def new_game(*, seed: int = 0, decks: Sequence[Sequence[str]] | None = None,
             options: dict[str, Any] | None = None, names: tuple[str, str] | None = None,
             automations: Iterable[str] | None = None) -> GameState:
    """A new game of Duel Masters (the demo decks unless ``decks`` is given)."""
    return RULES.new_game(seed=seed, decks=decks, options=options, names=names,
                          automations=automations)
