"""The history: an append-only record of performed events, indexed by turn.

"The first time each turn", "the third attack this turn", "has this ability resolved
this turn" are questions to the history, not flags kept on cards; a card that needs a
new question adds a query here, not a watcher that must be copied.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .events import Event

Where = Callable[[Event], bool]


class History:
    """Performed events in order, with the index at which each turn began.

    Turn 0 is the setup before the first turn. Queries default to the current turn;
    pass ``turn=N`` for another one, ``game=True`` for the whole game, or ``since=i`` to
    start at history index ``i`` (for "during this step" questions).
    """

    __slots__ = ("events", "turn_starts")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.turn_starts: list[int] = [0]

    def copy(self) -> History:
        """An independent copy (events themselves are immutable and shared)."""
        h = History.__new__(History)
        h.events = self.events.copy()
        h.turn_starts = self.turn_starts.copy()
        return h

    def __len__(self) -> int:
        return len(self.events)

    @property
    def turn(self) -> int:
        """The number of the current turn (0 before the first turn)."""
        return len(self.turn_starts) - 1

    def begin_turn(self) -> None:
        """Mark the start of a new turn."""
        self.turn_starts.append(len(self.events))

    def add(self, event: Event) -> None:
        """Append a performed event."""
        self.events.append(event)

    def _range(self, turn: int | None, game: bool, since: int | None) -> range:
        if since is not None:
            return range(since, len(self.events))
        if game:
            return range(len(self.events))
        t = self.turn if turn is None else turn
        starts = self.turn_starts
        if t < 0 or t >= len(starts):
            return range(0)
        end = starts[t + 1] if t + 1 < len(starts) else len(self.events)
        return range(starts[t], end)

    def select(self, kind: str | None = None, *, player: int | None = None,
               turn: int | None = None, game: bool = False, since: int | None = None,
               where: Where | None = None) -> Iterator[Event]:
        """Performed events of ``kind`` (any kind if ``None``), oldest first."""
        events = self.events
        for i in self._range(turn, game, since):
            e = events[i]
            if (kind is None or e.kind == kind) and (player is None or e.player == player) \
                    and (where is None or where(e)):
                yield e

    def count(self, kind: str | None = None, *, player: int | None = None,
              turn: int | None = None, game: bool = False, since: int | None = None,
              where: Where | None = None) -> int:
        """How many events match (see :meth:`select` for the arguments)."""
        n = 0
        for _ in self.select(kind, player=player, turn=turn, game=game, since=since,
                             where=where):
            n += 1
        return n

    def first(self, kind: str | None = None, *, player: int | None = None,
              turn: int | None = None, game: bool = False, since: int | None = None,
              where: Where | None = None) -> Event | None:
        """The first matching event, or ``None``."""
        return next(self.select(kind, player=player, turn=turn, game=game, since=since,
                                where=where), None)

    def any(self, kind: str | None = None, *, player: int | None = None,
            turn: int | None = None, game: bool = False, since: int | None = None,
            where: Where | None = None) -> bool:
        """Whether any event matches."""
        return self.first(kind, player=player, turn=turn, game=game, since=since,
                          where=where) is not None

    def nth(self, n: int, kind: str | None = None, *, player: int | None = None,
            turn: int | None = None, game: bool = False, since: int | None = None,
            where: Where | None = None) -> Event | None:
        """The ``n``-th matching event (1-based), or ``None``."""
        for i, e in enumerate(self.select(kind, player=player, turn=turn, game=game,
                                          since=since, where=where), 1):
            if i == n:
                return e
        return None

    def ordinal(self, event: Event, kind: str | None = None, *, player: int | None = None,
                turn: int | None = None, game: bool = False,
                where: Where | None = None) -> int:
        """Which matching event ``event`` (this very record) is, counting from 1 ("the
        first time each turn", "the third attack this turn"); 0 if it is not one of them."""
        for i, e in enumerate(self.select(kind, player=player, turn=turn, game=game,
                                          where=where), 1):
            if e is event:
                return i
        return 0

    def last(self, kind: str | None = None, *, player: int | None = None) -> Event | None:
        """The most recent event of ``kind`` in the whole game, or ``None``."""
        for e in reversed(self.events):
            if (kind is None or e.kind == kind) and (player is None or e.player == player):
                return e
        return None

    def last_index(self, kind: str) -> int:
        """History index of the most recent event of ``kind`` (-1 if none)."""
        events = self.events
        for i in range(len(events) - 1, -1, -1):
            if events[i].kind == kind:
                return i
        return -1
