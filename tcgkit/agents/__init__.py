"""Players that drive a game from outside, as any caller does.

An agent is anything with a ``choose(state) -> Option`` method (:class:`Agent`); a plain
function ``(state) -> Option`` becomes one with :class:`FunctionAgent`. Agents are named
for the command line (``--agents random,greedy``) by :func:`make_agent`:

- ``random``: uniformly at random among the legal options, from its own seeded generator;
- ``first``: always the first listed option;
- ``greedy``: the game's scripted player (``tcgkit/games/<game>/agent.py``), which plays
  obviously better than random while looking only at what its player may see;
- ``FILE.py:NAME`` or ``MODULE:NAME``: your own agent, a callable ``NAME`` of that Python
  file or importable module that takes a seed and returns an :class:`Agent` (a trained
  policy, say: ``tcgkit simulate --agents my_policy.py:agent,random``).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from typing import Protocol, cast, runtime_checkable

from ..core.decision import Option
from ..core.errors import MalformedInput, TcgkitError
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
"""The agents :func:`make_agent` knows by name (besides ``FILE.py:NAME`` and
``MODULE:NAME``, agents of your own)."""


def make_agent(name: str, *, game: str, seed: int = 0) -> Agent:
    """The agent called ``name`` for a game of ``game``, seeded with ``seed``: one of
    :data:`AGENT_NAMES`, or ``FILE.py:NAME`` / ``MODULE:NAME``, a callable of a Python
    file or module that takes the seed and returns an :class:`Agent`. An unknown name, or
    an agent of one's own that cannot be loaded or built, raises :class:`MalformedInput`
    saying why."""
    if name in _BUILT_IN:
        return _BUILT_IN[name](seed)
    if name == "greedy":
        from ..games import get_rules

        get_rules(game)  # an unknown game is refused by name first
        module = importlib.import_module(f"tcgkit.games.{game}.agent")
        agent: Agent = module.GreedyAgent(seed)
        return agent
    if ":" in name:
        return _own_agent(name, seed)
    raise MalformedInput(f"unknown agent {name!r}; the agents are: {', '.join(AGENT_NAMES)}, "
                         f"or FILE.py:NAME for one of your own")


_LOADED: dict[str, Callable[[int], object]] = {}
"""Agent factories of one's own already loaded, by name: a simulation builds an agent per
game, and loading a file each time would cost more than the game."""


def _own_agent(name: str, seed: int) -> Agent:
    """The agent ``FILE.py:NAME`` or ``MODULE:NAME`` builds for ``seed``."""
    where, _, attr = name.rpartition(":")
    # A file by its absolute path: the same name in another folder is another agent.
    key = f"{os.path.abspath(where)}:{attr}" if where.endswith(".py") else name
    factory = _LOADED.get(key)
    if factory is None:
        factory = _LOADED[key] = _load_factory(name)
    try:
        agent = factory(seed)
    except TcgkitError:
        raise
    except Exception as exc:  # the user's code: its failure is named, not a traceback
        raise MalformedInput(f"agent {name}: building it raised {type(exc).__name__}: "
                             f"{exc}") from None
    if not callable(getattr(agent, "choose", None)):
        raise MalformedInput(f"agent {name}: it returned {type(agent).__name__}, not an "
                             f"agent (an object with a choose(state) method)")
    return cast(Agent, agent)


def _load_factory(name: str) -> Callable[[int], object]:
    """The callable ``name`` (``FILE.py:NAME`` or ``MODULE:NAME``) designates."""
    import importlib.util
    from pathlib import Path

    where, _, attr = name.rpartition(":")
    if not where or not attr.isidentifier():
        raise MalformedInput(f"agent {name!r}: give FILE.py:NAME or MODULE:NAME")
    try:
        if where.endswith(".py"):
            path = Path(where)
            if not path.is_file():
                raise MalformedInput(f"agent {name}: {where}: no such file")
            spec = importlib.util.spec_from_file_location(f"tcgkit_agent_{path.stem}", path)
            if spec is None or spec.loader is None:
                raise MalformedInput(f"agent {name}: {where}: cannot be loaded as Python")
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
        else:
            module = importlib.import_module(where)
    except TcgkitError:
        raise
    except Exception as exc:  # the user's code: its failure is named, not a traceback
        raise MalformedInput(f"agent {name}: loading {where} raised "
                             f"{type(exc).__name__}: {exc}") from None
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise MalformedInput(f"agent {name}: {where} has no callable {attr!r}")
    return cast(Callable[[int], object], factory)


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
