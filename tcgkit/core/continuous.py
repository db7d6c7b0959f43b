"""Floating continuous effects: changes that last for a time, with timestamps.

"It gains indestructible until end of turn", "for the rest of the Duel your normal draw
draws 2", "you cannot conduct your normal draw this turn": a resolving effect leaves a
:class:`Continuous` record in the state. Rules code asks for the effects on an object or
player by kind; where two conflict, the later timestamp wins.
"""

from __future__ import annotations

from typing import Any

from .serial import Record

UNTIL_END_OF_TURN = "turn"
"""Ends in the cleanup (or end) of the turn it was created in."""
PERMANENT = "game"
"""Lasts for the rest of the game."""
UNTIL_END_OF_COMBAT = "combat"
"""Ends as the combat ends (Magic: after the end of combat step, CR 511.2), or at the
latest in the cleanup of the turn it was created in."""


FLOATING = "replacement"
"""The kind of a floating replacement or prevention effect (see
:func:`tcgkit.core.pipeline.start_floating`)."""


class Continuous(Record):
    """One floating effect.

    ``kind`` is the game's name for what it does (``"keyword"``, ``"pt"``,
    ``"normal_draw_count"``); ``target`` is ``(object id, incarnation)`` for an object
    (the effect stops applying when the object becomes a new object) or ``("player", p)``;
    ``value`` is the kind's parameter; ``duration`` says when it ends.
    """

    __slots__ = ("controller", "duration", "kind", "source", "target", "timestamp", "value")

    kind: str
    controller: int
    source: int | None
    target: tuple[Any, ...]
    value: Any
    duration: str
    timestamp: int

    def __init__(self, kind: str, *, controller: int, target: tuple[Any, ...], value: Any = None,
                 source: int | None = None, duration: str = UNTIL_END_OF_TURN,
                 timestamp: int = 0) -> None:
        self.kind = kind
        self.controller = controller
        self.source = source
        self.target = target
        self.value = value
        self.duration = duration
        self.timestamp = timestamp
