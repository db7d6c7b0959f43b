"""The greedy agents' win rate against random, and what an agent costs per decision.

For each game and pair of demo decks, ``games`` seeded games of the greedy agent against
the random agent, the greedy agent in the first seat in half of them (game ``i`` has
seed ``i``; the greedy agent sits in seat ``i % 2``, so it plays each deck of the pair
equally often). Prints a Markdown table: wins with a 95% confidence interval (Wilson
score), draws, mean decisions per game, the decisions per second of the games and of
the same seeded games between two random agents, the microseconds one ``choose`` costs
the greedy agent and the random agent, and the share of the games' time spent in the
greedy agent's ``choose``.

    python benchmarks/agents_winrate.py [games] [game ...]
"""

from __future__ import annotations

import math
import sys
import time

from tcgkit.agents import Agent, RandomAgent, make_agent, play_out
from tcgkit.core.decision import Option
from tcgkit.core.state import GameState
from tcgkit.games import GAMES, get_rules

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + Z95 * Z95 / (2 * n)
    spread = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n))
    scale = 1 + Z95 * Z95 / n
    return (centre - spread) / scale, (centre + spread) / scale


class Timed:
    """An agent whose ``choose`` calls are timed."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.seconds = 0.0
        self.calls = 0

    def choose(self, state: GameState) -> Option:
        """The wrapped agent's choice, timed."""
        start = time.perf_counter()
        option = self.agent.choose(state)
        self.seconds += time.perf_counter() - start
        self.calls += 1
        return option


def random_pace(game: str, decks: str, games: int) -> float:
    """Decisions per second of the same seeded games between two random agents."""
    rules = get_rules(game)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        state = rules.new_game(seed=seed, decks=decks)
        decisions += play_out(state, [RandomAgent(seed), RandomAgent(seed + 1)])
    return decisions / (time.perf_counter() - start)


def measure(game: str, decks: str, games: int) -> str:
    """One row of the table."""
    rules = get_rules(game)
    wins = draws = decisions = 0
    greedy_cost = [0.0, 0]
    random_cost = [0.0, 0]
    start = time.perf_counter()
    for seed in range(games):
        seat = seed % 2
        greedy = Timed(make_agent("greedy", game=game, seed=seed))
        other = Timed(RandomAgent(seed + 1))
        agents: list[Agent] = [greedy, other] if seat == 0 else [other, greedy]
        state = rules.new_game(seed=seed, decks=decks)
        while not state.is_over:
            d = state.decision
            assert d is not None
            state.apply(agents[d.player].choose(state))
            decisions += 1
        if state.winner == seat:
            wins += 1
        elif state.winner is None:
            draws += 1
        greedy_cost[0] += greedy.seconds
        greedy_cost[1] += greedy.calls
        random_cost[0] += other.seconds
        random_cost[1] += other.calls
    elapsed = time.perf_counter() - start
    low, high = wilson(wins, games)
    g_us = 1e6 * greedy_cost[0] / max(greedy_cost[1], 1)
    r_us = 1e6 * random_cost[0] / max(random_cost[1], 1)
    return (f"| {game} | {decks} | {games} | {wins} | {wins / games:.1%} "
            f"| {low:.1%} – {high:.1%} | {draws} | {decisions / games:.0f} "
            f"| {decisions / elapsed:,.0f} | {random_pace(game, decks, games):,.0f} "
            f"| {g_us:.1f} | {r_us:.1f} | {greedy_cost[0] / elapsed:.0%} |")


def main(argv: list[str]) -> int:
    """Print the table for the games named (all by default)."""
    games = int(argv[0]) if argv else 200
    names = argv[1:] or list(GAMES)
    print("| game | decks | games | greedy wins | win rate | 95% interval | draws "
          "| decisions/game | decisions/s | random vs random decisions/s "
          "| greedy µs/choice | random µs/choice | time in greedy |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for game in names:
        for decks in get_rules(game).deck_sets():
            print(measure(game, decks, games), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
