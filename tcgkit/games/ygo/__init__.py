"""Yu-Gi-Oh! OCG.

>>> from tcgkit.games import ygo
>>> state = ygo.new_game(seed=7)
>>> state.decision.kind
'main_phase'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...core.state import GameState
from .rules import YgoRules

RULES = YgoRules()
"""The rules object shared by every Yu-Gi-Oh! game."""


def new_game(*, seed: int = 0, decks: Sequence[Sequence[str]] | None = None,
             options: dict[str, Any] | None = None, names: tuple[str, str] | None = None,
             automations: Iterable[str] | None = None) -> GameState:
    """A new Duel (the demo Decks unless ``decks`` is given); see
    :meth:`tcgkit.core.rules.Rules.new_game`."""
    return RULES.new_game(seed=seed, decks=decks, options=options, names=names,
                          automations=automations)
