"""Battles in random play (CR 310): decks with Invasion of Dominaria, two and three
players. Every option offered must be accepted, the state must survive copy and JSON
round trips (the protector included), and the battle's options and rules must come up."""

from __future__ import annotations

from collections import Counter

from tcgkit.agents import RandomAgent
from tcgkit.games import mtg
from tcgkit.games.mtg.battles import battles_of
from tcgkit.games.mtg.decks import GREEN_WHITE
from tests.helpers import assert_json_trips, checked_play


def _with_sieges(deck: list[str]) -> list[str]:
    """The deck with its four Balduvian Bears swapped for four Invasion of Dominaria."""
    return [("Invasion of Dominaria" if name == "Balduvian Bears" else name) for name in deck]


def _play(players: int, seeds: range) -> tuple[Counter[str], set[str]]:
    kinds: Counter[str] = Counter()
    rules_cited: set[str] = set()
    deck = _with_sieges(list(GREEN_WHITE))
    for seed in seeds:
        state = mtg.RULES.new_game(seed=seed, decks=[deck] * players, players=players)
        for n, d in checked_play(state, RandomAgent(seed)):
            kinds.update(option.kind for option in d.options)
            if n % 31 == 0 or d.kind in ("protector", "declare_blockers"):
                assert_json_trips(state)
        rules_cited.update(e.rule for e in state.log if getattr(e, "rule", None))
    return kinds, rules_cited


def test_two_player_games_with_sieges_attack_and_defeat_them() -> None:
    kinds, cited = _play(2, range(1, 9))
    assert kinds["attack_battle"] > 0
    assert kinds["protector"] == 0  # the one opponent protects it: no choice
    assert {"CR 310.4b", "CR 310.11a", "CR 120.3h", "CR 310.11b"} <= cited


def test_three_player_games_choose_protectors() -> None:
    kinds, cited = _play(3, range(1, 5))
    assert kinds["protector"] > 0
    assert kinds["attack_battle"] > 0
    assert "CR 310.11a" in cited


def test_a_game_without_battles_offers_no_battle_to_attack() -> None:
    state = mtg.RULES.new_game(seed=1)
    assert battles_of(state, 0) == [] and battles_of(state, 1) == []
    assert state.cache.get("battle cards") == len(state.objects)  # cached: none found
