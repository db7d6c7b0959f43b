"""The games tcgkit plays: ``mtg``, ``ygo`` and ``dm``.

>>> from tcgkit.games import mtg
>>> state = mtg.new_game(seed=1)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ..core.errors import MalformedInput

if TYPE_CHECKING:
    from ..core.rules import Rules

GAMES = ("mtg", "ygo", "dm")
"""The short names of the games, in the order tools list them."""


def get_rules(name: str) -> Rules:
    """The rules object of game ``name``."""
    if name not in GAMES:
        raise MalformedInput(f"unknown game {name!r}; the games are {', '.join(GAMES)}")
    module = importlib.import_module(f"tcgkit.games.{name}")
    rules: Rules = module.RULES
    return rules
