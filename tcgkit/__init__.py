"""tcgkit: trading card games played by their real rules, one decision at a time.

>>> from tcgkit.games import dm
>>> state = dm.new_game(seed=3)
>>> while not state.is_over:
...     state.apply(state.decision.options[0])
>>> state.winner in (0, 1, None)
True
"""

from __future__ import annotations

from typing import Any

from .core.decision import Decision, Option, OptionKind
from .core.errors import (
    AmbiguousName,
    EngineError,
    IllegalAction,
    MalformedInput,
    TcgkitError,
    UnknownCard,
)
from .core.state import GameState
from .core.validate import check_data, read_json

__version__ = "0.1.0"

__all__ = [
    "AmbiguousName",
    "Decision",
    "EngineError",
    "GameState",
    "IllegalAction",
    "MalformedInput",
    "Option",
    "OptionKind",
    "TcgkitError",
    "UnknownCard",
    "__version__",
    "load_game",
]


def load_game(text: str | bytes | dict[str, Any]) -> GameState:
    """Restore a game saved with :meth:`GameState.to_json` (RNG, history and every
    procedure in progress included).

    ``text`` is the JSON text (``str``, or ``bytes`` in UTF-8) or the parsed document.
    The state is checked before it is returned: input that is not a whole, consistent
    game (a missing player, an object in two zones, an id that points nowhere, text that
    is not UTF-8, too large or nested too deeply) raises :class:`MalformedInput` saying
    what is wrong, never another exception and never later, in the middle of play.
    """
    data = text if isinstance(text, dict) else read_json(text)
    check_data(data)
    try:
        state = GameState.from_data(data)
    except MalformedInput:
        raise
    except RecursionError:
        raise MalformedInput("game state: the JSON is nested too deeply") from None
    except _GARBAGE as exc:
        raise MalformedInput(f"malformed game state JSON: {exc!r}") from exc
    try:
        # The decision is worked out again from the top step; doing it now refuses a step
        # whose fields make no sense in this state, instead of failing on first use.
        state.decision  # noqa: B018
    except MalformedInput:
        raise
    except (*_GARBAGE, RecursionError) as exc:
        raise MalformedInput(f"game state: the step on top of the work stack "
                             f"({state.work[-1].KEY}) cannot ask its question: {exc!r}") from exc
    return state


_GARBAGE = (TypeError, LookupError, AttributeError, ValueError, ArithmeticError)
"""What rebuilding a state from well-typed but meaningless data can raise (an index out of
range, a missing key, a field of the wrong type deep inside a record)."""
