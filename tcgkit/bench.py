"""Speed figures for ``tcgkit bench``: random vanilla games per second on one core,
decisions per second, the cost of copying and serializing a game mid-way, and the size of
that game as JSON."""

from __future__ import annotations

import time
from typing import Any

from .agents import RandomAgent
from .core.state import GameState
from .games import get_rules


def _midgame(game: str, seed: int, decisions: int) -> GameState:
    rules = get_rules(game)
    state = rules.new_game(seed=seed)
    agent = RandomAgent(seed)
    for _ in range(decisions):
        if state.is_over:
            break
        state.apply(agent.choose(state))
    return state


def measure(game: str, seconds: float = 3.0) -> dict[str, Any]:
    """Play seeded random games of ``game`` for about ``seconds`` and time copies."""
    rules = get_rules(game)
    games = decisions = turns = 0
    start = time.perf_counter()
    deadline = start + seconds
    while games < 3 or time.perf_counter() < deadline:
        state = rules.new_game(seed=games)
        agent = RandomAgent(games)
        while not state.is_over:
            state.apply(agent.choose(state))
            decisions += 1
        turns += state.turn
        games += 1
    elapsed = time.perf_counter() - start
    sample = _midgame(game, seed=1, decisions=decisions // games // 2)
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
    return {"game": game, "games": games, "seconds": round(elapsed, 3),
            "games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed,
            "decisions_per_game": decisions / games, "turns_per_game": turns / games,
            "copy_us": copy_us, "to_json_us": json_us,
            "state_kb": len(text.encode("utf-8")) / 1024}
