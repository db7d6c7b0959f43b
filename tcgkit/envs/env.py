"""The single-agent Gymnasium environment: one seat of a game, the other played by a
policy (an :class:`~tcgkit.agents.Agent`, random by default)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..agents import Agent, make_agent
from ..core.errors import IllegalAction, MalformedInput
from ..core.rules import Rules
from ..core.state import GameState
from ..games import get_rules
from .encoding import BOUND, Encoder, FloatArray, MaskArray, player_fields

Observation = dict[str, Any]
OpponentSpec = str | Agent | Callable[[int], Agent]
"""The opponent: an agent's name (:data:`tcgkit.agents.AGENT_NAMES`), an agent, or a
function from a seed to an agent (called at every reset)."""

_OPPONENT_STREAM = 0x5EA7_0F0E
"""Mixed into the game's seed to seed the opponent, which must not share the game's
generator or draw the same numbers."""


def encoder_for(rules: Rules, decks: Sequence[Sequence[str]] | str | None, *,
                max_actions: int, max_cards: int,
                options: dict[str, Any] | None = None) -> Encoder:
    """The encoder of a game: its player facts are those of a fresh game's public view
    (with these decks and variant ``options``, which also checks them)."""
    fresh = rules.new_game(seed=0, decks=decks, options=dict(options) if options else None)
    view = rules.player_view(fresh, fresh.players[0])
    return Encoder(rules, player_fields(view), max_actions=max_actions, max_cards=max_cards)


def observation_space(encoder: Encoder) -> spaces.Dict:
    """The space of the observations an :class:`Encoder`'s arrays make: ``observation``
    (the flat array) and ``action_mask`` (1 for each slot that may be chosen)."""
    return spaces.Dict({
        "observation": spaces.Box(-BOUND, BOUND, (encoder.size,), np.float32),
        "action_mask": spaces.Box(0, 1, (encoder.max_actions,), np.int8),
    })


class TcgEnv(gymnasium.Env[Observation, np.int64]):
    """One player's side of a game of ``game`` (``"mtg"``, ``"ygo"`` or ``"dm"``).

    - ``decks``: a demo deck pair's name (``"vanilla"``), a pair of card-name lists, or
      ``None`` for the game's default pair.
    - ``opponent``: see :data:`OpponentSpec`; ``seat``: 0 or 1 for the learner's seat,
      ``None`` to draw it at each reset.
    - ``options``: variant options, as ``new_game`` takes them; ``automations``: the
      decisions the engine takes (``None``: the default set, so every decision asked is
      a real one).
    - ``max_actions`` / ``max_cards``: the encoding's sizes (``docs/envs.md``);
      ``max_steps``: steps after which an episode is truncated.
    - ``strict``: a masked-out action raises :class:`~tcgkit.IllegalAction` rather than
      being ignored (reported with ``info["illegal_action"]``).

    The reward is +1 for a win, -1 for a loss, 0 for a draw or until the end. The
    observation is ``{"observation": array, "action_mask": array}``; ``info`` carries the
    ``action_mask`` too.
    """

    # Gymnasium declares metadata per instance and reads it from the class.
    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(self, game: str = "dm", *, decks: Sequence[Sequence[str]] | str | None = None,
                 opponent: OpponentSpec = "random", seat: int | None = None,
                 options: dict[str, Any] | None = None, automations: Sequence[str] | None = None,
                 max_actions: int = 32, max_cards: int = 96, max_steps: int = 20_000,
                 strict: bool = False, render_mode: str | None = None) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise MalformedInput(f"unknown render mode {render_mode!r}; the env renders "
                                 "'ansi' (text)")
        if max_steps < 1:
            raise MalformedInput(f"max_steps must be at least 1, not {max_steps}")
        if seat not in (None, 0, 1):
            raise MalformedInput(f"seat must be 0, 1 or None (drawn at each reset), not {seat!r}")
        self.game = game
        self.rules = get_rules(game)
        self.decks = decks
        self.game_options = dict(options or {})
        self.automations = None if automations is None else tuple(automations)
        if isinstance(opponent, str):
            make_agent(opponent, game=game)  # an unknown name is refused now, not at reset
        self.opponent_spec = opponent
        self.seat = seat
        self.max_steps = max_steps
        self.strict = strict
        self.render_mode = render_mode
        self.encoder = encoder_for(self.rules, decks, max_actions=max_actions,
                                   max_cards=max_cards, options=self.game_options)
        self.observation_space = observation_space(self.encoder)
        self.action_space = spaces.Discrete(max_actions)
        self.state: GameState | None = None
        self.player = 0
        self.page = 0
        self.steps = 0
        self.decisions = 0
        """Engine decisions made in this env since it was built, both players' (the
        measure of its speed)."""
        self._opponent: Agent | None = None
        self._mask: MaskArray = np.zeros(max_actions, dtype=np.int8)

    # ------------------------------------------------------------------ gymnasium API

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        """Start a new game, seeded from ``seed`` (Gymnasium's seeding: the same seed, the
        same game, opponent and seat)."""
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        self.player = int(self.np_random.integers(0, 2)) if self.seat is None else self.seat
        self.state = self.rules.new_game(seed=game_seed, decks=self.decks,
                                         options=dict(self.game_options) or None,
                                         automations=self.automations)
        self._opponent = self._make_opponent(game_seed ^ _OPPONENT_STREAM)
        self.page = 0
        self.steps = 0
        self._advance()
        obs = self._observe()
        return obs, self._info()

    def step(self, action: Any) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """Answer the current decision with the option in slot ``action`` (or turn the
        page), then let the opponent play until the learner decides again or the game
        ends."""
        state = self.state
        if state is None:
            raise MalformedInput("step() before reset(): call reset() first")
        if state.is_over:
            raise MalformedInput("the game is over: call reset() to start another")
        slot = self.encoder.slot(action)
        decision = state.decision
        assert decision is not None and decision.player == self.player
        index = self.encoder.slot_option(len(decision.options), self.page, slot)
        if index is None and self.strict:  # refused before anything changes
            raise IllegalAction(f"action {slot} is masked out: this decision "
                                f"({decision.kind}) has {len(decision.options)} options"
                                + (f", page {self.page}" if self.page else ""))
        self.steps += 1
        info_extra: dict[str, Any] = {}
        if index is None:
            info_extra["illegal_action"] = True
        elif index == -1:
            self.page = (self.page + 1) % self.encoder.pages(len(decision.options))
        else:
            state.apply(decision.options[index])
            self.decisions += 1
            self.page = 0
            self._advance()
        reward = 0.0
        terminated = state.is_over
        if terminated:
            winner = state.winner
            reward = 0.0 if winner is None else (1.0 if winner == self.player else -1.0)
        truncated = not terminated and self.steps >= self.max_steps
        obs = self._observe()
        info = self._info()
        info.update(info_extra)
        return obs, reward, terminated, truncated, info

    def render(self) -> str | None:
        """The game as the learner sees it, as text (render mode ``"ansi"``)."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        from .text import render_observation

        return render_observation(self.state.observation(self.player), self.page,
                                  self.encoder)

    # ------------------------------------------------------------------ helpers

    def action_masks(self) -> MaskArray:
        """The current action mask (for libraries that ask the env for it)."""
        return self._mask.copy()

    def option_of(self, action: int) -> str | None:
        """The label of the option that ``action`` stands for now, ``"next page"``, or
        ``None`` for a masked-out slot."""
        state = self.state
        if state is None or state.decision is None or state.decision.player != self.player:
            return None
        d = state.decision
        index = self.encoder.slot_option(len(d.options), self.page, int(action))
        if index is None:
            return None
        return "next page" if index == -1 else d.labels[index]

    def _make_opponent(self, seed: int) -> Agent:
        spec = self.opponent_spec
        if isinstance(spec, str):
            return make_agent(spec, game=self.game, seed=seed)
        if isinstance(spec, Agent):
            return spec
        return spec(seed)

    def _advance(self) -> None:
        """Let the opponent answer until the learner decides or the game ends."""
        state = self.state
        assert state is not None and self._opponent is not None
        opponent = self._opponent
        me = self.player
        while not state.is_over:
            d = state.decision
            assert d is not None
            if d.player == me:
                return
            state.apply(opponent.choose(state))
            self.decisions += 1

    def _observe(self) -> Observation:
        state = self.state
        assert state is not None
        d = state.decision
        mine = d if d is not None and d.player == self.player else None
        array: FloatArray
        # The labels only if an option is about a card the observation does not show.
        array, self._mask = self.encoder.encode(
            state.observation(self.player, labels=False),
            () if mine is None else mine.options, self.page, labels_from=mine)
        return {"observation": array, "action_mask": self._mask}

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._mask}
