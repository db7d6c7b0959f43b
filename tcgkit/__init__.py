"""tcgkit: trading card games played by their real rules, one decision at a time.

>>> from tcgkit.games import dm
>>> state = dm.new_game(seed=3)
>>> while not state.is_over:
...     state.apply(state.decision.options[0])
>>> state.winner in (0, 1, None)
True
"""

from __future__ import annotations

import json
from typing import Any

from .core.decision import Decision, Option
from .core.errors import (
    AmbiguousName,
    EngineError,
    IllegalAction,
    MalformedInput,
    TcgkitError,
    UnknownCard,
)
from .core.state import GameState

__version__ = "0.1.0"

__all__ = [
    "AmbiguousName",
    "Decision",
    "EngineError",
    "GameState",
    "IllegalAction",
    "MalformedInput",
    "Option",
    "TcgkitError",
    "UnknownCard",
    "__version__",
    "load_game",
]


def load_game(text: str | bytes | dict[str, Any]) -> GameState:
    """Restore a game saved with :meth:`GameState.to_json` (RNG, history and every
    procedure in progress included)."""
    if isinstance(text, dict):
        data = text
    else:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise MalformedInput(f"not valid JSON: {exc}") from exc
    return GameState.from_data(data)
