"""Shared helpers for the tests."""

from __future__ import annotations

import pickle
from collections.abc import Iterator

from tcgkit import load_game
from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Decision
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.scenario import parse, parse_scenario, run
from tcgkit.scenario.runner import Result, build


def midgame(game: str, seed: int, decisions: int) -> tuple[GameState, RandomAgent]:
    """A seeded game played ``decisions`` random decisions in (or to its end)."""
    state = get_rules(game).new_game(seed=seed)
    agent = RandomAgent(seed)
    for _ in range(decisions):
        if state.is_over:
            break
        state.apply(agent.choose(state))
    return state, agent


def finish(state: GameState, agent: RandomAgent) -> list[str]:
    """Play the game out with ``agent``; returns the whole log as text."""
    while not state.is_over:
        state.apply(agent.choose(state))
    return [str(e) for e in state.log]


def clone_agent(agent: RandomAgent) -> RandomAgent:
    """An agent that will make the same choices as ``agent`` from now on."""
    twin = RandomAgent()
    twin.rng = agent.rng.copy()
    return twin


def run_scenario(text: str) -> Result:
    """Run a scenario written inline (YAML text) and return its result."""
    return run(parse_scenario(parse(text, "test.yaml")))


def assert_round_trips(state: GameState) -> None:
    """At ``state``'s decision: ``copy()``, the JSON round trip and a pickle round trip
    give the same game, the same options and the same observation for each player."""
    d = state.decision
    assert d is not None
    twin = state.copy()
    assert twin.decision is not None and twin.decision.options == d.options
    assert twin.to_json() == state.to_json()
    loaded = load_game(state.to_json())
    assert loaded.to_json() == state.to_json()
    assert loaded.decision is not None and loaded.decision.options == d.options
    unpickled = pickle.loads(pickle.dumps(state))
    assert unpickled.to_json() == state.to_json()
    for p in range(len(state.players)):
        assert loaded.observation(p) == state.observation(p)


def checked_play(state: GameState, agent: RandomAgent,
                 max_decisions: int = 20_000) -> Iterator[tuple[int, Decision]]:
    """Play ``state`` to its end with ``agent``, yielding each decision (with its count)
    once every listed option was found to conform to its declared kind; the caller may
    look at the state, and round-trip it, before the answer is applied. Fails if the game
    does not end in ``max_decisions``."""
    for n in range(max_decisions):
        if state.is_over:
            return
        d = state.decision
        assert d is not None
        for option in d.options:
            fault = state.rules.option_fault(option, state)
            assert fault is None, f"{d.kind} decision: {fault}"
        yield n, d
        state.apply(agent.choose(state))
    raise AssertionError(f"the game did not end in {max_decisions} decisions")


def assert_json_trips(state: GameState) -> None:
    """``copy()`` and the JSON round trip give the same game as ``state``."""
    text = state.to_json()
    assert load_game(text).to_json() == text
    assert state.copy().to_json() == text


def ygo_main_phase(p1: str, p2: str = "{deck: [Battle Ox x5]}") -> GameState:
    """A Duel in Player 1's Main Phase 1 of turn 3 with the given sides (scenario
    ``setup`` YAML for each player)."""
    text = f"""
title: main phase
game: ygo
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1: {p1}
  p2: {p2}
script: []
"""
    return build(parse_scenario(parse(text, "main_phase.yaml")))
