"""Players that drive a game from outside, as any caller does.

An agent is anything with a ``choose(state) -> Option`` method (:class:`Agent`); a plain
function ``(state) -> Option`` becomes one with :class:`FunctionAgent`. Agents are named
for the command line (``--agents random,greedy``) by :func:`make_agent`:

- ``random``: uniformly at random among the legal options, from its own seeded generator;
- ``first``: always the first listed option;
- ``greedy``: the game's scripted player (``tcgkit/games/<game>/agent.py``), which plays
  obviously better than random while looking only at what its player may see.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from ..core.decision import Option
from ..core.errors import MalformedInput
from ..core.rng import Rng
from ..core.state import GameState

_AGENT_STREAM = 0x7C6B_D1E5_0000_0000
"""Mixed into an agent's seed so its choices do not follow the game's own shuffles."""


@runtime_checkable
class Agent(Protocol):
    """What drives one player: given the game at that player's decision, one of the
    decision's options. An agent must not look at what its player may not see."""

    def choose(self, state: GameState) -> Option:
        """One of ``state.decision.options``."""
        ...


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


class FirstOptionAgent:
    """Always answers with the first listed option: a fixed, seedless baseline."""

    def __init__(self, seed: int = 0) -> None:
        del seed  # every agent is built with a seed; this one needs none

    def choose(self, state: GameState) -> Option:
        """The current decision's first option."""
        d = state.decision
        if d is None:
            raise ValueError("the game is over: there is nothing to choose")
        return d.options[0]


class FunctionAgent:
    """Any callable ``(state) -> Option`` as an :class:`Agent`."""

    def __init__(self, function: Callable[[GameState], Option]) -> None:
        self.function = function

    def choose(self, state: GameState) -> Option:
        """What the function answers."""
        return self.function(state)


_BUILT_IN: dict[str, Callable[[int], Agent]] = {"random": RandomAgent,
                                                "first": FirstOptionAgent}

AGENT_NAMES = ("random", "first", "greedy")
"""The agents :func:`make_agent` knows by name."""


def make_agent(name: str, *, game: str, seed: int = 0) -> Agent:
    """The agent called ``name`` (one of :data:`AGENT_NAMES`) for a game of ``game``,
    seeded with ``seed``; an unknown name raises :class:`MalformedInput` listing them."""
    if name in _BUILT_IN:
        return _BUILT_IN[name](seed)
    if name == "greedy":
        from ..games import get_rules

        get_rules(game)  # an unknown game is refused by name first
        module = importlib.import_module(f"tcgkit.games.{game}.agent")
        agent: Agent = module.GreedyAgent(seed)
        return agent
    raise MalformedInput(f"unknown agent {name!r}; the agents are: {', '.join(AGENT_NAMES)}")


def play_out(state: GameState, agent: Agent | Sequence[Agent], *,
             max_decisions: int = 100_000,
             apply: Callable[[Option], object] | None = None) -> int:
    """Let ``agent`` answer every decision until the game ends (a list: one agent per
    player, by index), each answer given to ``apply`` (default ``state.apply``; a
    :class:`tcgkit.replay.Recorder`'s ``apply`` records it); returns the number of
    decisions made. Raises ``RuntimeError`` if the game does not end in time."""
    agents = agent if isinstance(agent, Sequence) else None
    answer = state.apply if apply is None else apply
    n = 0
    while not state.is_over:
        if n >= max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
        d = state.decision
        assert d is not None
        who = agents[d.player] if agents is not None else agent
        assert not isinstance(who, Sequence)
        answer(who.choose(state))
        n += 1
    return n
