"""The games tcgkit plays: ``mtg``, ``ygo`` and ``dm``, and any game registered with
:func:`register`.

>>> from tcgkit.games import mtg
>>> state = mtg.new_game(seed=1)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ..core.errors import EngineError, MalformedInput

if TYPE_CHECKING:
    from ..core.rules import Rules

GAMES = ("mtg", "ygo", "dm")
"""The short names of the games that come with tcgkit, in the order tools list them."""

_REGISTERED: dict[str, Rules] = {}


def register(rules: Rules) -> None:
    """Make a game of one's own known under ``rules.name``, so that saved states of it
    load with :func:`tcgkit.load_game` and scenarios may name it."""
    name = rules.name
    if name in GAMES or _REGISTERED.get(name, rules) is not rules:
        raise EngineError(f"a game named {name!r} is already known")
    _REGISTERED[name] = rules


def names() -> tuple[str, ...]:
    """The short names of every known game: tcgkit's own, then registered ones."""
    return GAMES + tuple(_REGISTERED)


def get_rules(name: str) -> Rules:
    """The rules object of game ``name``."""
    registered = _REGISTERED.get(name)
    if registered is not None:
        return registered
    if name not in GAMES:
        raise MalformedInput(f"unknown game {name!r}; the games are {', '.join(names())}")
    module = importlib.import_module(f"tcgkit.games.{name}")
    rules: Rules = module.RULES
    return rules
