"""Duel Masters hygiene: cards no deck may hold stay out of deck lists (while scenarios
may still set them up), and the choices the newer card abilities ask survive copies and
saved games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core.errors import MalformedInput
from tcgkit.decks import read_deck
from tcgkit.games import get_rules
from tcgkit.games.dm.decks import DEMO_DECKS
from tcgkit.games.dm.zones import BATTLE
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load

from .helpers import assert_json_trips, assert_round_trips

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "dm"
QED = "Q.E.D., Dragon Element King"
"""A Dragheart's creature side: no deck list may hold it (``DmCard.not_in_decks``)."""


def _deck_with_qed() -> list[str]:
    deck = list(DEMO_DECKS[0])
    deck[0] = QED
    return deck


def test_no_demo_card_is_kept_out_of_decks() -> None:
    dm = get_rules("dm")
    assert dm.pool.get(QED).not_in_decks
    assert not any(dm.pool.get(n).not_in_decks for n in DEMO_DECKS[0] + DEMO_DECKS[1])


def test_new_game_refuses_a_dragheart_creature_side() -> None:
    dm = get_rules("dm")
    with pytest.raises(MalformedInput) as err:
        dm.new_game(decks=[_deck_with_qed(), list(DEMO_DECKS[1])])
    message = str(err.value)
    assert f"player 1's deck lists {QED}: a Dragheart Creature" in message
    assert "DM 100.2" in message
    # The same list without it is a legal deck: that card alone was refused.
    dm.new_game(decks=[list(DEMO_DECKS[0]), list(DEMO_DECKS[1])])


def test_a_deck_file_with_a_dragheart_creature_side_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("\n".join(_deck_with_qed()) + "\n", encoding="utf-8")
    with pytest.raises(MalformedInput) as err:
        read_deck(path, get_rules("dm"))
    assert f"{QED}: a Dragheart Creature" in str(err.value)


def test_a_scenario_still_sets_it_up() -> None:
    state = build(parse_scenario(load(
        SCENARIOS / "turn1" / "qed_tcg_first_water_creature_each_turn.yaml")))
    names = [state.objects[o].card.name for o in state.zones[BATTLE[0]]]
    assert QED in names


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


def test_a_card_moved_from_hand_to_deck_is_named_to_its_owner_only() -> None:
    # Undersea Demon-Face Castle's Cyber Lord part: which card goes to the bottom of the
    # deck is Player 1's secret.
    state = build(parse_scenario(load(
        SCENARIOS / "types" / "castle_cyber_lord_draws_and_puts_a_card_on_the_bottom.yaml")))
    for answer in ("no", "yes", "yes"):
        state.apply(answer)
    assert_round_trips(state)
    assert_json_trips(state)
    state.apply("choose Aqua Hulcus")
    chose = next(e for e in state.log if e.rule == "DM 109.2a")
    moved = next(e for e in state.log if e.text.endswith("deck (bottom)"))
    assert chose.text_for(0) == "Player 1 chooses Aqua Hulcus"
    assert chose.text_for(1) == "Player 1 chooses a card"
    assert moved.text_for(0) == "Aqua Hulcus is put into Player 1's deck (bottom)"
    assert moved.text_for(1) == "A card is put into Player 1's deck (bottom)"
    assert "Aqua Hulcus" not in moved.text_for(None)


def test_duelands_uses_in_the_middle_of_its_ability_round_trip() -> None:
    state = build(parse_scenario(load(
        SCENARIOS / "use" / "dueland_uses_all_seven_and_wins.yaml")))
    state.apply("summon Dueland, Dream Transformation")
    state.apply("choose Aqua Vehicle")
    assert state.decision.kind == "choose"
    assert_round_trips(state)
    assert_json_trips(state)
    for answer in ("choose Aqua Vehicle",) * 3 + ("choose Scissor Eye",) * 3:
        state.apply(answer)
    assert state.winner == 0
