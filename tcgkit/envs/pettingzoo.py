"""The two-player PettingZoo environment of a game: :func:`env` returns an AEC
environment, where the agents ``player_0`` and ``player_1`` take turns as the game asks
them (``agent_selection`` is whoever decides now).

There is no ``parallel_env``: a card game asks one player at a time, often the same one
many times in a row, and the parallel API would have every agent act at every step (the
one who does not decide sending a dummy action). The AEC model is the game's own.

Observations and actions are those of the Gymnasium environment (``docs/envs.md``):
``{"observation": array, "action_mask": array}`` and an action slot, with a "next page"
slot for decisions of more options than slots. The rewards are +1 and -1 at the end (0
each for a draw).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

try:
    from pettingzoo import AECEnv
except ImportError as exc:  # pragma: no cover - depends on what is installed
    raise ImportError("tcgkit.envs.pettingzoo needs PettingZoo: pip install 'tcgkit[envs]'"
                      ) from exc
from gymnasium import spaces
from gymnasium.utils import seeding

from ..core.errors import IllegalAction, MalformedInput
from ..core.state import GameState
from ..games import get_rules
from .encoding import Encoder
from .env import Observation, encoder_for, observation_space

AGENTS = ("player_0", "player_1")
"""The agents, by seat: ``player_0`` is player index 0 (p1)."""


def env(game: str = "ygo", **kwargs: Any) -> TcgAECEnv:
    """The AEC environment of ``game``; ``kwargs`` as :class:`TcgAECEnv` takes them."""
    return TcgAECEnv(game, **kwargs)


class TcgAECEnv(AECEnv):  # type: ignore[misc]  # PettingZoo has no type hints
    """Both players of a game of ``game`` as PettingZoo agents.

    ``decks``, ``options``, ``automations``, ``max_actions``, ``max_cards`` and
    ``strict`` are as for :class:`~tcgkit.envs.TcgEnv`; ``max_steps`` truncates an
    episode after that many steps of both agents.
    """

    metadata: ClassVar[dict[str, Any]] = {"name": "tcgkit_v0", "render_modes": ["ansi"],
                                          "is_parallelizable": False}

    def __init__(self, game: str = "ygo", *,
                 decks: Sequence[Sequence[str]] | str | None = None,
                 options: dict[str, Any] | None = None,
                 automations: Sequence[str] | None = None, max_actions: int = 32,
                 max_cards: int = 96, max_steps: int = 40_000, strict: bool = False,
                 render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise MalformedInput(f"unknown render mode {render_mode!r}; the env renders "
                                 "'ansi' (text)")
        if max_steps < 1:
            raise MalformedInput(f"max_steps must be at least 1, not {max_steps}")
        self.game = game
        self.rules = get_rules(game)
        self.decks = decks
        self.game_options = dict(options or {})
        self.automations = None if automations is None else tuple(automations)
        self.max_steps = max_steps
        self.strict = strict
        self.render_mode = render_mode
        self.encoder: Encoder = encoder_for(self.rules, decks, max_actions=max_actions,
                                            max_cards=max_cards, options=self.game_options)
        self.possible_agents = list(AGENTS)
        space = observation_space(self.encoder)
        self.observation_spaces = {a: space for a in AGENTS}
        self.action_spaces = {a: spaces.Discrete(max_actions) for a in AGENTS}
        self.state: GameState | None = None
        self.pages = [0, 0]
        self.steps = 0
        self.decisions = 0
        """Engine decisions made since this env was built (the measure of its speed)."""
        self._np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same for both)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent`` (the same for both)."""
        return self.action_spaces[agent]

    # ------------------------------------------------------------------ AEC API

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game, seeded from ``seed`` (the same seed, the same game)."""
        if seed is not None or self.state is None:
            self._np_random, _ = seeding.np_random(seed)
        game_seed = int(self._np_random.integers(0, 2**31 - 1))
        self.state = self.rules.new_game(seed=game_seed, decks=self.decks,
                                         options=dict(self.game_options) or None,
                                         automations=self.automations)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self.pages = [0, 0]
        self.steps = 0
        self._select()

    def observe(self, agent: str) -> Observation:
        """What ``agent`` sees now, encoded; its mask is empty unless it decides."""
        state = self.state
        if state is None:
            raise MalformedInput("observe() before reset(): call reset() first")
        player = AGENTS.index(agent)
        d = state.decision
        mine = d if d is not None and d.player == player else None
        # The labels only if an option is about a card the observation does not show.
        array, mask = self.encoder.encode(state.observation(player, labels=False),
                                          () if mine is None else mine.options,
                                          self.pages[player], labels_from=mine)
        return {"observation": array, "action_mask": mask}

    def step(self, action: Any) -> None:
        """The deciding agent's answer: an action slot (``None`` once it is done)."""
        if self.state is None:
            raise MalformedInput("step() before reset(): call reset() first")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state
        assert state is not None and state.decision is not None
        player = AGENTS.index(agent)
        d = state.decision
        slot = self.encoder.slot(action)
        index = self.encoder.slot_option(len(d.options), self.pages[player], slot)
        if index is None and self.strict:  # refused before anything changes
            raise IllegalAction(f"action {slot} is masked out: this decision "
                                f"({d.kind}) has {len(d.options)} options")
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        self.steps += 1
        self.infos = {a: {} for a in self.agents}
        if index is None:
            self.infos[agent]["illegal_action"] = True
        elif index == -1:
            self.pages[player] = (self.pages[player] + 1) % self.encoder.pages(len(d.options))
        else:
            state.apply(d.options[index])
            self.decisions += 1
            self.pages[player] = 0
        if state.is_over:
            winner = state.winner
            for i, a in enumerate(AGENTS):
                self.rewards[a] = 0.0 if winner is None else (1.0 if winner == i else -1.0)
                self.terminations[a] = True
        elif self.steps >= self.max_steps:
            for a in AGENTS:
                self.truncations[a] = True
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The game as the deciding agent sees it, as text (render mode ``"ansi"``)."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        from .text import render_observation

        player = AGENTS.index(self.agent_selection)
        return render_observation(self.state.observation(player), self.pages[player],
                                  self.encoder)

    def close(self) -> None:
        """Nothing to release."""

    def _select(self) -> None:
        """Give the turn to whoever decides (the last decider once the game is over)."""
        state = self.state
        assert state is not None
        d = state.decision
        if d is not None:
            self.agent_selection = AGENTS[d.player]
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]
        for i, a in enumerate(AGENTS):
            if a in self.infos:
                n = len(d.options) if d is not None and d.player == i else 0
                self.infos[a]["action_mask"] = self.encoder.mask(n, self.pages[i])
