"""Error classes of tcgkit.

Three kinds of caller mistakes are kept apart, so that a caller can tell them apart
without reading messages: malformed input (a scenario, deck or option text that cannot be
read at all), an action that is well formed but not legal now, and a name that matches
more than one thing.
"""

from __future__ import annotations


class TcgkitError(Exception):
    """Base class of every error tcgkit raises on purpose."""


class MalformedInput(TcgkitError, ValueError):
    """Input that cannot be read: a bad scenario, deck file, JSON state or option text."""


class UnknownCard(MalformedInput):
    """A card name that is not in the game's card pool."""

    def __init__(self, name: str, game: str, suggestions: tuple[str, ...] = ()) -> None:
        hint = f" (did you mean {', '.join(repr(s) for s in suggestions)}?)" if suggestions else ""
        super().__init__(f"unknown {game} card {name!r}{hint}")
        self.name = name
        self.game = game
        self.suggestions = suggestions


class AmbiguousName(MalformedInput):
    """A name or option text that matches several different things."""


class IllegalAction(TcgkitError):
    """A well-formed action that the rules do not allow at this point.

    ``rule`` names the rule or effect that forbids it, where one is known.
    The game state is unchanged when this is raised.
    """

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule


class EngineError(TcgkitError):
    """An internal invariant of the engine was broken: a bug, never a caller mistake."""
