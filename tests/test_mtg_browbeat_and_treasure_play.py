"""Browbeat, Bottle-Cap Blast and its Treasures in random play (two and three players, with
and without automations): every option offered is accepted and conforms to its kind,
copies and JSON round trips hold, and the rules they follow come up (CR 121.3a's choice,
CR 120.10's excess, a Treasure tapped for mana and sacrificed, improvise)."""

from __future__ import annotations

from collections import Counter

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.games import mtg
from tcgkit.games.mtg.decks import GRIXIS
from tests.helpers import assert_json_trips, checked_play


def _deck() -> list[str]:
    """Grixis with Browbeat for its Python, Bottle-Cap Blast for its Gray Ogre, Jace
    Beleren for its Horned Turtle, Invasion of Dominaria for its Coral Merfolk and
    Perilous Myr for its Scathe Zombies: targets whose excess damage counts, Treasures to
    pay with and artifacts to improvise with."""
    swap = {"Python": "Browbeat", "Gray Ogre": "Bottle-Cap Blast",
            "Horned Turtle": "Jace Beleren", "Coral Merfolk": "Invasion of Dominaria",
            "Scathe Zombies": "Perilous Myr"}
    return [swap.get(name, name) for name in GRIXIS]


@pytest.mark.parametrize("automations", [None, ()], ids=["all-automations", "none"])
@pytest.mark.parametrize("players", [2, 3])
def test_random_play(players: int, automations: tuple[str, ...] | None) -> None:
    cited: Counter[str] = Counter()
    for seed in range(1, 7):
        kwargs = {} if automations is None else {"automations": automations}
        state = mtg.RULES.new_game(seed=seed, decks=[_deck()] * players, players=players,
                                   **kwargs)
        for n, d in checked_play(state, RandomAgent(seed)):
            if n % 37 == 0 or d.prompt.startswith(("Browbeat", "Pay", "Improvise")):
                assert_json_trips(state)
        cited.update(e.rule for e in state.log)
        cited.update("treasure" for e in state.log
                     if e.rule == "CR 701.21a" and "Treasure" in e.text)
    assert cited["CR 101.4"] > 0  # Browbeat's choices were made, in APNAP order
    assert cited["CR 120.10"] > 0  # excess damage made Treasures
    assert cited["treasure"] > 0  # and a Treasure tapped for mana was sacrificed
    assert cited["CR 702.126a"] > 0  # an artifact paid {1} for improvise
