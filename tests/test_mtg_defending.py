"""Random Two-Headed Giant games with Goblin Guide: every "defending player" choice
offered is accepted (CR 810.7b), and the state survives copies and JSON round trips
while that choice waits."""

from __future__ import annotations

from collections import Counter

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.games import mtg
from tcgkit.games.mtg.decks import GRIXIS


def test_two_headed_giant_games_with_goblin_guide() -> None:
    deck = [("Goblin Guide" if name == "Gray Ogre" else name)
            for name in GRIXIS]
    kinds: Counter[str] = Counter()
    for seed in range(1, 4):
        state = mtg.RULES.new_game(seed=seed, decks=[deck] * 4, players=4,
                                   options={"variant": "2hg"})
        agent = RandomAgent(seed)
        for n in range(20_000):
            if state.is_over:
                break
            d = state.decision
            assert d is not None
            for option in d.options:
                assert mtg.RULES.option_fault(option, state) is None
            kinds[d.kind] += 1
            if d.kind == "defending_player" or n % 53 == 0:
                again = tcgkit.load_game(state.to_json())
                assert again.to_json() == state.to_json()
                assert state.copy().to_json() == state.to_json()
            state.apply(agent.choose(state))
        assert state.is_over
    assert kinds["defending_player"] > 0
