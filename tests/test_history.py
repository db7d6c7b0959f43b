"""History queries: counts, first / n-th / last, per turn, since an index."""

from __future__ import annotations

from tcgkit.core.events import Event
from tcgkit.core.history import History


def make() -> History:
    h = History()
    h.begin_turn()  # turn 1
    h.add(Event("draw", player=0, obj=1))
    h.add(Event("attack", player=0, obj=5))
    h.add(Event("draw", player=1, obj=2))
    h.begin_turn()  # turn 2
    h.add(Event("attack", player=1, obj=6))
    h.add(Event("attack", player=1, obj=7))
    h.add(Event("draw", player=1, obj=3))
    h.add(Event("attack", player=1, obj=8))
    return h


def test_queries_default_to_the_current_turn():
    h = make()
    assert h.turn == 2
    assert h.count("attack") == 3
    assert h.count("draw") == 1
    assert h.count("draw", turn=1) == 2
    assert h.count("draw", game=True) == 3
    assert h.count("draw", player=0, game=True) == 1


def test_first_nth_last_any():
    h = make()
    assert h.first("attack").obj == 6
    assert h.nth(3, "attack").obj == 8  # the third attack this turn
    assert h.nth(4, "attack") is None
    assert h.last("draw").obj == 3
    assert h.last("draw", player=0).obj == 1
    assert h.any("draw", player=0, turn=1)
    assert not h.any("draw", player=0)


def test_since_an_index_and_where():
    h = make()
    start = h.turn_starts[2] + 2
    assert h.count("attack", since=start) == 1
    assert h.count("attack", where=lambda e: e.obj > 6, game=True) == 2
    assert h.last_index("draw") == len(h) - 2


def test_turns_outside_the_history_are_empty():
    h = make()
    assert h.count(turn=7) == 0
    assert list(h.select(turn=-1)) == []


def test_copies_are_independent():
    h = make()
    c = h.copy()
    c.add(Event("draw", player=0))
    c.begin_turn()
    assert len(h) == 7 and h.turn == 2 and c.turn == 3
