"""Speed figures for ``tcgkit bench``: random games per second on one core (for each
pair of demo decks a game ships: its vanilla decks and its decks of cards with effects),
decisions per second, the cost of copying and serializing a game mid-way (``to_json()``,
a pickle round trip and a JSON round trip), and the size of that game as JSON."""

from __future__ import annotations

import pickle
import time
from typing import Any

from .agents import RandomAgent
from .core.state import GameState
from .games import get_rules

COLUMNS: tuple[tuple[str, str, int, int], ...] = (
    ("game", "game", 6, -1), ("decks", "decks", 8, -1), ("games/s", "games_per_s", 9, 1),
    ("decisions/s", "decisions_per_s", 12, 0), ("decisions/game", "decisions_per_game", 15, 1),
    ("turns/game", "turns_per_game", 11, 1), ("copy() us", "copy_us", 10, 1),
    ("to_json() us", "to_json_us", 13, 0), ("pickle us", "pickle_us", 10, 0),
    ("JSON trip us", "json_round_trip_us", 13, 0), ("JSON KB", "state_kb", 8, 0))
"""The columns :func:`table` prints: heading, key in :func:`measure`'s result, width and
decimals (-1: text, left-aligned)."""


def _midgame(game: str, decks: str, seed: int, decisions: int) -> GameState:
    rules = get_rules(game)
    state = rules.new_game(seed=seed, decks=decks)
    agent = RandomAgent(seed)
    for _ in range(decisions):
        if state.is_over:
            break
        state.apply(agent.choose(state))
    return state


def measure(game: str, seconds: float = 3.0, decks: str = "vanilla") -> dict[str, Any]:
    """Play seeded random games of ``game`` with its demo decks named ``decks`` for
    about ``seconds`` and time copies."""
    rules = get_rules(game)
    games = decisions = turns = 0
    start = time.perf_counter()
    deadline = start + seconds
    while games < 3 or time.perf_counter() < deadline:
        state = rules.new_game(seed=games, decks=decks)
        agent = RandomAgent(games)
        while not state.is_over:
            state.apply(agent.choose(state))
            decisions += 1
        turns += state.turn
        games += 1
    elapsed = time.perf_counter() - start
    sample = _midgame(game, decks, seed=1, decisions=decisions // games // 2)
    n = 2000
    t = time.perf_counter()
    for _ in range(n):
        sample.copy()
    copy_us = (time.perf_counter() - t) / n * 1e6
    m = 50
    t = time.perf_counter()
    for _ in range(m):
        text = sample.to_json()
    json_us = (time.perf_counter() - t) / m * 1e6
    # A pickle round trip against a JSON one (both to a playable state): the ways to
    # save a game or hand it to another process.
    t = time.perf_counter()
    for _ in range(n // 10):
        pickle.loads(pickle.dumps(sample))
    pickle_us = (time.perf_counter() - t) / (n // 10) * 1e6
    from . import load_game

    t = time.perf_counter()
    for _ in range(m // 5):
        load_game(sample.to_json())
    json_round_us = (time.perf_counter() - t) / (m // 5) * 1e6
    return {"game": game, "decks": decks, "games": games, "seconds": round(elapsed, 3),
            "games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed,
            "decisions_per_game": decisions / games, "turns_per_game": turns / games,
            "copy_us": copy_us, "to_json_us": json_us, "pickle_us": pickle_us,
            "json_round_trip_us": json_round_us, "state_kb": len(text.encode("utf-8")) / 1024}


def table(rows: list[dict[str, Any]]) -> str:
    """:func:`measure` results as the text table ``tcgkit bench`` prints, one line a
    game. ``pickle us`` is a :mod:`pickle` round trip (dumps and loads), ``JSON trip us``
    one through ``to_json()`` and :func:`tcgkit.load_game`."""
    lines = [" ".join(f"{head:{w}s}" if d < 0 else f"{head:>{w}s}"
                      for head, _, w, d in COLUMNS)]
    lines += [" ".join(f"{r[key]:{w}s}" if d < 0 else f"{r[key]:{w}.{d}f}"
                       for _, key, w, d in COLUMNS) for r in rows]
    return "\n".join(lines)
