"""Simple players that drive a game from outside, as any caller does."""

from __future__ import annotations

from .core.decision import Option
from .core.rng import Rng
from .core.state import GameState

_AGENT_STREAM = 0x7C6B_D1E5_0000_0000
"""Mixed into an agent's seed so its choices do not follow the game's own shuffles."""


class RandomAgent:
    """Chooses uniformly at random among the legal options, from its own seeded
    generator (never the game's, which belongs to the game)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ _AGENT_STREAM)

    def choose(self, state: GameState) -> Option:
        """One of the current decision's options."""
        d = state.decision
        if d is None:
            raise ValueError("the game is over: there is nothing to choose")
        return d.options[self.rng.below(len(d.options))]


def play_out(state: GameState, agent: RandomAgent, *, max_decisions: int = 100_000) -> int:
    """Let ``agent`` answer every decision until the game ends; returns the number of
    decisions made. Raises ``RuntimeError`` if the game does not end in time."""
    n = 0
    while not state.is_over:
        if n >= max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
        state.apply(agent.choose(state))
        n += 1
    return n
