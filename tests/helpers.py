"""Shared helpers for the tests."""

from __future__ import annotations

from tcgkit.agents import RandomAgent
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.scenario import parse, parse_scenario, run
from tcgkit.scenario.runner import Result


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
