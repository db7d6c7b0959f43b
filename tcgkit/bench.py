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


def render(rows: list[dict[str, Any]],
           columns: tuple[tuple[str, str, int, int], ...]) -> str:
    """``rows`` as a text table of ``columns`` (heading, key, width, decimals; -1: text,
    left-aligned), one line a row."""
    lines = [" ".join(f"{head:{w}s}" if d < 0 else f"{head:>{w}s}"
                      for head, _, w, d in columns)]
    lines += [" ".join(f"{r[key]:{w}s}" if d < 0 else f"{r[key]:{w}.{d}f}"
                       for _, key, w, d in columns) for r in rows]
    return "\n".join(lines)


def table(rows: list[dict[str, Any]]) -> str:
    """:func:`measure` results as the text table ``tcgkit bench`` prints, one line a
    game. ``pickle us`` is a :mod:`pickle` round trip (dumps and loads), ``JSON trip us``
    one through ``to_json()`` and :func:`tcgkit.load_game`."""
    return render(rows, COLUMNS)


ENV_COLUMNS: tuple[tuple[str, str, int, int], ...] = (
    ("game", "game", 6, -1), ("decks", "decks", 8, -1),
    ("raw dec/s", "raw_decisions_per_s", 10, 0), ("env steps/s", "env_steps_per_s", 12, 0),
    ("env dec/s", "env_decisions_per_s", 10, 0), ("overhead %", "overhead_pct", 11, 1),
    ("vector steps/s", "vector_steps_per_s", 15, 0), ("AEC steps/s", "aec_steps_per_s", 12, 0))
"""The columns of :func:`env_table`, as :data:`COLUMNS`."""


def measure_envs(game: str, seconds: float = 3.0, decks: str = "vanilla",
                 num_envs: int = 8) -> dict[str, Any]:
    """Steps per second through the environments (the ``envs`` extra): random games on
    the raw engine and the Gymnasium env (a random learner against a random opponent)
    in turns of a tenth of a second for half of ``seconds``, so that other load on the
    machine slows both alike; then ``num_envs`` envs in a ``SyncVectorEnv`` and the
    PettingZoo AEC env with two random agents, a quarter each. ``overhead_pct`` is how
    much fewer engine decisions a second (both players') the Gymnasium env makes than
    the raw engine.

    The two sides play alike, so that only the wrapper differs: random answers for
    both seats (the env's learner picks uniformly among the legal slots, which is
    uniformly among the options but for a decision with more options than slots), the
    same decks and the engine's default automations, a new game when one ends (its
    set-up counted on both sides), and both players' decisions counted (the env's
    :attr:`~tcgkit.envs.TcgEnv.decisions`, the opponent's made inside ``step``
    included). The env's side also pays its learner's choice from the mask, as the
    raw side pays its agents' choices."""
    import random

    import numpy as np

    from .envs import TcgEnv, make_vector_env
    from .envs.pettingzoo import env as aec_env

    part = seconds / 4
    rules = get_rules(game)
    pick = random.Random(0)
    env = TcgEnv(game, decks=decks)
    obs, _ = env.reset(seed=0)
    raw_decisions = games = steps = 0
    raw_time = env_time = 0.0
    state = rules.new_game(seed=0, decks=decks)
    agent = RandomAgent(0)
    while raw_time + env_time < 2 * part or steps < 100:
        start = time.perf_counter()
        while time.perf_counter() - start < 0.1:
            for _ in range(50):
                if state.is_over:
                    games += 1
                    state = rules.new_game(seed=games, decks=decks)
                    agent = RandomAgent(games)
                state.apply(agent.choose(state))
                raw_decisions += 1
        raw_time += time.perf_counter() - start
        start = time.perf_counter()
        while time.perf_counter() - start < 0.1:
            for _ in range(25):
                legal = np.flatnonzero(obs["action_mask"])
                obs, _, terminated, truncated, _ = env.step(legal[pick.randrange(len(legal))])
                steps += 1
                if terminated or truncated:
                    obs, _ = env.reset()
        env_time += time.perf_counter() - start
    raw = raw_decisions / raw_time
    env_steps, env_decisions = steps / env_time, env.decisions / env_time

    vec = make_vector_env(game, num_envs, decks=decks)
    vobs, _ = vec.reset(seed=0)
    batches = 0
    start = time.perf_counter()
    while batches < 10 or time.perf_counter() - start < part:
        actions = [0] * num_envs
        for i, mask in enumerate(vobs["action_mask"]):
            legal = np.flatnonzero(mask)
            if len(legal):  # an env whose episode just ended takes any action to restart
                actions[i] = int(legal[pick.randrange(len(legal))])
        vobs, *_ = vec.step(np.array(actions))
        batches += 1
    vector = batches * num_envs / (time.perf_counter() - start)
    vec.close()

    aec = aec_env(game, decks=decks)
    aec.reset(seed=0)
    steps = 0
    start = time.perf_counter()
    while steps < 100 or time.perf_counter() - start < part:
        agent_name = aec.agent_selection
        if aec.terminations[agent_name] or aec.truncations[agent_name]:
            aec.step(None)
            if not aec.agents:
                aec.reset()
            continue
        legal = np.flatnonzero(aec.observe(agent_name)["action_mask"])
        aec.step(legal[pick.randrange(len(legal))])
        steps += 1
    aec_steps = steps / (time.perf_counter() - start)
    return {"game": game, "decks": decks, "raw_decisions_per_s": raw,
            "env_steps_per_s": env_steps, "env_decisions_per_s": env_decisions,
            "overhead_pct": 100 * (1 - env_decisions / raw),
            "vector_steps_per_s": vector, "num_envs": num_envs, "aec_steps_per_s": aec_steps}


def env_table(rows: list[dict[str, Any]]) -> str:
    """:func:`measure_envs` results as text, one line a game."""
    return render(rows, ENV_COLUMNS)


SCALING_COLUMNS: tuple[tuple[str, str, int, int], ...] = (
    ("game", "game", 6, -1), ("decks", "decks", 8, -1), ("workers", "workers", 8, 0),
    ("games", "games", 7, 0), ("games/s", "games_per_s", 9, 1),
    ("decisions/s", "decisions_per_s", 12, 0), ("speedup", "speedup", 8, 2),
    ("games/CPU-s", "games_per_cpu_s", 12, 1), ("peak MB/worker", "peak_mb_per_worker", 15, 1))
"""The columns of :func:`scaling_table`, as :data:`COLUMNS`."""


def measure_scaling(game: str, seconds: float = 3.0, decks: str = "vanilla",
                    max_workers: int | None = None) -> list[dict[str, Any]]:
    """Games per second of ``tcgkit simulate``'s machinery (random agents) with 1, 2, ...
    ``max_workers`` worker processes (default: one per core), each run about ``seconds``
    long, and each worker's peak resident memory (``ru_maxrss`` read in the worker, the
    largest of the run's workers, pages shared with the parent after the fork included).
    ``speedup`` is the wall-clock games/s against one worker's; ``games_per_cpu_s`` is
    games per second of the workers' CPU time, which other work on the machine hardly
    changes. Every run, one worker's included, uses worker processes, so that process
    start-up is counted alike."""
    import os

    from .simulate import Spec, simulate, summary

    spec = Spec(game=game, decks=decks, agents=("random",))
    rate = simulate(spec, seed=0, games=8, workers=1).games_per_s  # sizes the runs
    rows: list[dict[str, Any]] = []
    for workers in range(1, (max_workers or os.cpu_count() or 1) + 1):
        games = max(4 * workers, round(rate * seconds * workers))
        facts = summary(simulate(spec, seed=0, games=games, workers=workers, separate=True))
        rows.append({"game": game, "decks": decks, "workers": workers, "games": games,
                     "seconds": facts["seconds"], "games_per_s": facts["games_per_s"],
                     "decisions_per_s": facts["decisions_per_s"],
                     "speedup": facts["games_per_s"] / rows[0]["games_per_s"] if rows else 1.0,
                     "games_per_cpu_s": facts["games_per_cpu_s"],
                     "peak_mb_per_worker": facts["peak_mb_per_worker"],
                     "engine_errors": facts["engine_errors"]})
    return rows


def scaling_table(rows: list[dict[str, Any]]) -> str:
    """:func:`measure_scaling` results as a text table, one line per worker count."""
    return render(rows, SCALING_COLUMNS)
