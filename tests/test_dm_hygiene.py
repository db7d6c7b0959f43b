"""Duel Masters hygiene: tcgkit's test cards stay out of deck lists (while scenarios may
still set them up), and the choices the newer card abilities ask survive copies and
saved games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core.errors import MalformedInput
from tcgkit.decks import read_deck
from tcgkit.games import get_rules
from tcgkit.games.dm.decks import DEMO_DECKS
from tcgkit.games.dm.rules import is_test_card
from tcgkit.games.dm.zones import BATTLE
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load

from .helpers import assert_json_trips, assert_round_trips

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "dm"
TEST_CARD = "Test Card: Hyperspatial Call"


def _deck_with_test_card() -> list[str]:
    deck = list(DEMO_DECKS[0])
    deck[0] = TEST_CARD
    return deck


def test_the_test_card_is_known_as_one() -> None:
    dm = get_rules("dm")
    assert is_test_card(dm.pool.get(TEST_CARD))
    assert not any(is_test_card(dm.pool.get(n)) for n in DEMO_DECKS[0] + DEMO_DECKS[1])


def test_new_game_refuses_a_deck_list_with_a_test_card() -> None:
    dm = get_rules("dm")
    with pytest.raises(MalformedInput) as err:
        dm.new_game(decks=[_deck_with_test_card(), list(DEMO_DECKS[1])])
    message = str(err.value)
    assert "player 1's deck lists Test Card: Hyperspatial Call" in message
    assert "test card" in message and "DM 100.2" in message
    # The same list without it is a legal deck: the test card alone was refused.
    dm.new_game(decks=[list(DEMO_DECKS[0]), list(DEMO_DECKS[1])])


def test_new_game_refuses_a_dragheart_creature_side() -> None:
    # Q.E.D. is printed as the flipped side of a Dragheart Weapon: no deck holds it.
    dm = get_rules("dm")
    deck = list(DEMO_DECKS[0])
    deck[0] = "Q.E.D., Dragon Element King"
    with pytest.raises(MalformedInput) as err:
        dm.new_game(decks=[deck, list(DEMO_DECKS[1])])
    message = str(err.value)
    assert "player 1's deck lists Q.E.D., Dragon Element King: a Dragheart Creature" in message
    assert "DM 100.2" in message


def test_a_deck_file_with_a_test_card_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("\n".join(_deck_with_test_card()) + "\n", encoding="utf-8")
    with pytest.raises(MalformedInput) as err:
        read_deck(path, get_rules("dm"))
    assert "Test Card: Hyperspatial Call, a test card" in str(err.value)


def test_a_scenario_still_sets_the_test_card_up() -> None:
    state = build(parse_scenario(load(
        SCENARIOS / "psychic" / "psychic_creature_returns_to_the_hyperspatial_zone.yaml")))
    state.apply("cast Test Card: Hyperspatial Call")
    state.apply("choose Jonjo Jon, the Awakened Adventurer")
    names = [state.objects[o].card.name for o in state.zones[BATTLE[0]]]
    assert names == ["Jonjo Jon, the Awakened Adventurer"]


def test_blackouts_choice_among_ties_round_trips() -> None:
    state = build(parse_scenario(load(
        SCENARIOS / "windows" / "blackout_destroys_the_most_powerful_with_a_d2_field.yaml")))
    state.apply("attack the player with Blackout, ZERO Invasion")
    assert state.decision.kind == "destroy"
    assert_round_trips(state)
    assert_json_trips(state)
    state.apply("destroy Scissor Eye")
    names = [state.objects[o].card.name for o in state.zones[BATTLE[1]]]
    assert names == ["Hayabusamaru, Shining Fang Ninja", "Aqua Vehicle"]


def test_the_card_list_is_rendered_from_the_definitions():
    from tcgkit.games.dm.cardlist import OFFICIAL_ENGLISH, document, official_english
    from tcgkit.games.dm.cards import ALL

    path = Path(__file__).resolve().parent.parent / "docs" / "dm_cards.md"
    assert path.read_text(encoding="utf-8") == document(), \
        "docs/dm_cards.md is stale: python -m tcgkit.games.dm.cardlist > docs/dm_cards.md"
    by_name = {c.name: c for c in ALL}
    assert OFFICIAL_ENGLISH <= by_name.keys()  # no stale or misspelt name
    # A Japan-only card is marked, an English TCG card is not.
    assert official_english(by_name["Fear Fang"])
    assert not official_english(by_name["Bolshack Voljaak"])
    assert "| Bolshack Voljaak (unofficial) | ボルシャック・ヴォルジャアク |" in document()
    assert "| Fear Fang | 白銀の牙 |" in document()
