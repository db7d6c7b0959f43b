"""Train a small masked policy on a tcgkit environment with plain NumPy, then show that it
beats a random player.

The policy scores each legal action slot with a linear function of that slot's features
(the option's kind, card and zone, each as a one-hot, and the kind crossed with a summary
of the game: counts of every zone, life or shields, the turn) and picks by softmax over
the legal slots only (the action mask). It learns by REINFORCE (policy gradient with the
final reward, +1 or -1, and a running-mean baseline) against the random opponent of
``tcgkit/MTG-v0``, with the vanilla decks by default. Everything it reads is the
environment's observation: what its player may see.

    python examples/train_masked_pg.py                   # about three minutes of training
    python examples/train_masked_pg.py --minutes 10 --save policy.npz
    python examples/train_masked_pg.py --smoke           # a few seconds, for the tests

Evaluation plays fresh seeds (never used in training) with ``tcgkit.agents.play_out``, the
trained policy in both seats in turn, against ``random`` and ``greedy``. Saved weights
play in ``tcgkit simulate`` as the agent ``examples/train_masked_pg.py:saved_policy``,
which reads ``policy.npz`` (or the file the ``POLICY_FILE`` environment variable names):

    tcgkit simulate --game mtg --deck-set vanilla --games 1000 --seed 1000000 \
        --agents examples/train_masked_pg.py:saved_policy,random
"""

from __future__ import annotations

import argparse
import math
import os
import time
from functools import cache
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt

import tcgkit.envs
from tcgkit.agents import RandomAgent, make_agent, play_out
from tcgkit.core.decision import Option
from tcgkit.core.state import GameState
from tcgkit.envs.encoding import Encoder
from tcgkit.envs.env import encoder_for
from tcgkit.games import get_rules

Array = npt.NDArray[np.float64]


class Features:
    """The feature rows of the legal slots of an encoded observation."""

    def __init__(self, encoder: Encoder) -> None:
        self.encoder = encoder
        layout = encoder.layout()
        self.global_ = layout["global"]
        self.players = layout["players"]
        self.zones = layout["zones"]
        self.options = layout["options"]
        self.kinds = len(encoder.kind_index) + 2
        self.cards = len(encoder.card_names) + 2
        self.zone_slots = len(encoder.zone_keys) + 1
        self.summary = 1 + (self.global_.stop - self.global_.start) + (
            self.players.stop - self.players.start) + (self.zones.stop - self.zones.start)
        self.card_at = self.kinds
        self.zone_at = self.card_at + self.cards
        self.extra_at = self.zone_at + self.zone_slots
        self.cross_at = self.extra_at + 2
        self.size = self.cross_at + self.kinds * self.summary

    def __call__(self, obs: npt.NDArray[np.float32],
                 mask: npt.NDArray[np.int8]) -> tuple[npt.NDArray[np.intp], Array]:
        legal = np.flatnonzero(mask)
        rows = obs[self.options].reshape(self.encoder.max_actions, -1)[legal]
        n = len(legal)
        kind = rows[:, 0].astype(np.intp)
        summary = np.concatenate(([1.0], signed_log(obs[self.global_]),
                                  signed_log(obs[self.players]), signed_log(obs[self.zones])))
        phi = np.zeros((n, self.size))
        at = np.arange(n)
        phi[at, kind] = 1.0
        phi[at, self.card_at + rows[:, 1].astype(np.intp)] = 1.0
        phi[at, self.zone_at + rows[:, 2].astype(np.intp)] = 1.0
        phi[:, self.extra_at] = signed_log(rows[:, 3])
        phi[:, self.extra_at + 1] = rows[:, 4]
        cross = np.zeros((n, self.kinds, self.summary))
        cross[at, kind] = summary
        phi[:, self.cross_at:] = cross.reshape(n, -1)
        return legal, phi


def signed_log(x: npt.NDArray[Any]) -> Array:
    """Large counts and powers squeezed: sign(x) * log(1 + |x|)."""
    y: Array = np.asarray(x, dtype=np.float64)
    out: Array = np.sign(y) * np.log1p(np.abs(y))
    return out


def softmax(z: Array) -> Array:
    """Probabilities proportional to exp(z)."""
    e: Array = np.exp(z - z.max())
    out: Array = e / e.sum()
    return out


class Adam:
    """Adam's update for one parameter vector (ascent: the gradient is added)."""

    def __init__(self, size: int, lr: float) -> None:
        self.lr, self.m, self.v, self.t = lr, np.zeros(size), np.zeros(size), 0

    def step(self, theta: Array, grad: Array) -> None:
        """Move ``theta`` in place along ``grad``, scaled by Adam's running moments."""
        self.t += 1
        self.m = 0.9 * self.m + 0.1 * grad
        self.v = 0.999 * self.v + 0.001 * grad * grad
        m_hat = self.m / (1 - 0.9 ** self.t)
        v_hat = self.v / (1 - 0.999 ** self.t)
        theta += self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)


def train(env_id: str, decks: str, seconds: float, seed: int, batch: int = 16,
          lr: float = 0.02) -> tuple[Array, Features, dict[str, Any]]:
    """REINFORCE against the env's random opponent for about ``seconds``."""
    env = gymnasium.make(env_id, decks=decks)
    features = Features(env.get_wrapper_attr("encoder"))
    theta = np.zeros(features.size)
    adam = Adam(features.size, lr)
    rng = np.random.default_rng(seed)
    baseline, episodes, wins, recent = 0.0, 0, 0, []
    grad = np.zeros(features.size)
    start = time.perf_counter()
    obs, _ = env.reset(seed=seed)
    trace: list[Array] = []
    while time.perf_counter() - start < seconds or episodes < batch:
        legal, phi = features(obs["observation"], obs["action_mask"])
        p = softmax(phi @ theta)
        k = int(rng.choice(len(legal), p=p))
        trace.append(phi[k] - p @ phi)  # the gradient of log p(chosen)
        obs, raw_reward, terminated, truncated, _ = env.step(legal[k])
        reward = float(raw_reward)
        if terminated or truncated:
            episodes += 1
            wins += reward > 0
            recent.append(float(reward > 0))
            advantage = reward - baseline
            baseline += 0.02 * (reward - baseline)
            grad += advantage * np.sum(trace, axis=0) / max(1, len(trace))
            trace = []
            if episodes % batch == 0:
                adam.step(theta, grad / batch)
                grad[:] = 0.0
            obs, _ = env.reset()
    env.close()
    stats = {"episodes": episodes, "seconds": time.perf_counter() - start,
             "train_win_rate_last_500": float(np.mean(recent[-500:]))}
    return theta, features, stats


class PolicyAgent:
    """The trained policy as a :class:`tcgkit.agents.Agent`: it encodes the observation of
    the player deciding, as the env does, and picks a slot (``greedy``: the best one;
    otherwise by the policy's probabilities), turning pages where a decision has more
    options than slots."""

    def __init__(self, theta: Array, features: Features, *, greedy: bool, seed: int) -> None:
        self.theta, self.features, self.greedy = theta, features, greedy
        self.rng = np.random.default_rng(seed)

    def choose(self, state: GameState) -> Option:
        """The option of the slot the policy picks, page by page."""
        d = state.decision
        assert d is not None
        encoder = self.features.encoder
        obs = state.observation(d.player)
        pages = encoder.pages(len(d.options))
        for page in range(pages):
            vec, mask = encoder.encode(obs, d.options, page)
            if page == pages - 1 and pages > 1:
                mask[-1] = 0  # the last page: choose among its options
            legal, phi = self.features(vec, mask)
            scores = phi @ self.theta
            k = int(np.argmax(scores)) if self.greedy else int(
                self.rng.choice(len(legal), p=softmax(scores)))
            index = encoder.slot_option(len(d.options), page, int(legal[k]))
            if index is not None and index >= 0:
                return d.options[index]
        raise AssertionError("no option chosen")


@cache
def _saved(path: str) -> tuple[Array, Features]:
    """The weights saved in ``path`` by ``--save`` and the features of their game and
    decks (read once per process: a simulation builds an agent per game)."""
    data = np.load(path)
    game, decks = str(data["game"]), str(data["decks"])
    encoder = encoder_for(get_rules(game), decks, max_actions=32, max_cards=96)
    return data["theta"], Features(encoder)


def saved_policy(seed: int) -> PolicyAgent:
    """The policy saved with ``--save``, playing its best-scoring slot: the agent
    ``examples/train_masked_pg.py:saved_policy`` of ``tcgkit simulate --agents``. It reads
    ``policy.npz``, or the file the ``POLICY_FILE`` environment variable names."""
    theta, features = _saved(os.environ.get("POLICY_FILE", "policy.npz"))
    return PolicyAgent(theta, features, greedy=True, seed=seed)


def evaluate(game: str, decks: str, make: Any, opponent: str, games: int,
             first_seed: int) -> tuple[float, float, float]:
    """The policy's win rate over ``games`` games (seats alternating) against the agent
    called ``opponent``, with its 95% Wilson interval."""
    rules = get_rules(game)
    wins = 0
    for i in range(games):
        seed = first_seed + i
        seat = i % 2
        agents = [make_agent(opponent, game=game, seed=seed * 2 + 1)] * 2
        agents[seat] = make(seed)
        state = rules.new_game(seed=seed, decks=decks)
        play_out(state, list(agents))
        wins += state.winner == seat
    return (wins / games, *wilson(wins, games))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main() -> None:
    """Train, optionally save the weights, and evaluate against random and greedy."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mtg", choices=sorted(tcgkit.envs.ENV_IDS))
    parser.add_argument("--decks", default="vanilla", help="a demo deck pair (default vanilla)")
    parser.add_argument("--minutes", type=float, default=3.0, help="training time")
    parser.add_argument("--games", type=int, default=1000, help="evaluation games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", metavar="FILE", help="save the weights (.npz)")
    parser.add_argument("--smoke", action="store_true",
                        help="a few seconds of training and 10 evaluation games")
    args = parser.parse_args()
    seconds = 3.0 if args.smoke else args.minutes * 60
    games = 10 if args.smoke else args.games
    theta, features, stats = train(tcgkit.envs.ENV_IDS[args.game], args.decks, seconds,
                                   args.seed)
    print(f"trained {stats['episodes']} episodes in {stats['seconds']:.0f} s; win rate over "
          f"the last 500: {stats['train_win_rate_last_500']:.1%}")
    if args.save:
        # The game and decks too: the features (and so the weights) are theirs.
        np.savez(args.save, theta=theta, game=args.game, decks=args.decks)
    # Evaluation seeds start far from the training games' (which Gymnasium drew from
    # --seed), and the untrained policy (all weights zero: uniform over legal options)
    # is measured the same way for comparison.
    first = 1_000_000
    untrained = np.zeros_like(theta)
    rows = [
        ("trained, greedy", lambda s: PolicyAgent(theta, features, greedy=True, seed=s)),
        ("trained, sampling", lambda s: PolicyAgent(theta, features, greedy=False, seed=s)),
        ("untrained, sampling", lambda s: PolicyAgent(untrained, features, greedy=False,
                                                       seed=s)),
        ("random agent", lambda s: RandomAgent(s)),
    ]
    print(f"{args.game} ({args.decks} decks), {games} games each, seats alternating:")
    for opponent in ("random", "greedy"):
        for name, make in rows:
            rate, low, high = evaluate(args.game, args.decks, make, opponent, games, first)
            print(f"  {name:20s} win rate against {opponent}: {rate:6.1%}  "
                  f"(95% interval {low:.1%} to {high:.1%})")


if __name__ == "__main__":
    main()
