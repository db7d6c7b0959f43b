"""Random Two-Headed Giant games with Goblin Guide: every "defending player" choice
offered is accepted (CR 805.10e), and the state survives copies and JSON round trips
while that choice waits."""

from __future__ import annotations

from collections import Counter

from tcgkit.agents import RandomAgent
from tcgkit.games import mtg
from tcgkit.games.mtg.decks import GRIXIS
from tests.helpers import assert_json_trips, checked_play


def test_two_headed_giant_games_with_goblin_guide() -> None:
    deck = [("Goblin Guide" if name == "Gray Ogre" else name)
            for name in GRIXIS]
    kinds: Counter[str] = Counter()
    for seed in range(1, 4):
        state = mtg.RULES.new_game(seed=seed, decks=[deck] * 4, players=4,
                                   options={"variant": "2hg"})
        for n, d in checked_play(state, RandomAgent(seed)):
            kinds[d.kind] += 1
            if d.kind == "defending_player" or n % 53 == 0:
                assert_json_trips(state)
    assert kinds["defending_player"] > 0
