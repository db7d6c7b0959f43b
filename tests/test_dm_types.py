"""Duel Masters card types beyond creatures, spells and Cross Gears: castles (fortified on a
shield), D2 fields (deployed, D Switch once in the game) and GR creatures with the
super-GR zone, whose order neither player may see."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgkit import load_game
from tcgkit.core.errors import IllegalAction, MalformedInput
from tcgkit.core.state import GameState, run_with
from tcgkit.games import dm
from tcgkit.games.dm import gr
from tcgkit.games.dm.field import upside_down
from tcgkit.games.dm.fortify import fortified
from tcgkit.games.dm.zones import BATTLE, CASTLE, DECK, HAND, SHIELD, SUPER_GR
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load

HERE = Path(__file__).resolve().parent.parent / "scenarios" / "dm" / "types"


def _board(name: str) -> GameState:
    """The board a scenario of scenarios/dm/types sets up, at its first decision."""
    return build(parse_scenario(load(HERE / name)))


def _ids_in(value: object) -> set[int]:
    """Every ``"id"`` an observation shows."""
    found: set[int] = set()
    if isinstance(value, dict):
        if isinstance(value.get("id"), int):
            found.add(value["id"])
        for v in value.values():
            found |= _ids_in(v)
    elif isinstance(value, list):
        for v in value:
            found |= _ids_in(v)
    return found


def test_super_gr_order_is_hidden_from_both_players() -> None:
    state = _board("gr_summon_and_return_to_the_super_gr.yaml")
    pile = list(state.zones[SUPER_GR[0]])
    assert len(pile) == 2
    for viewer in (0, 1):
        obs = state.observation(viewer)
        # A count only: no card, no id, no order, even for the owner.
        assert obs["zones"]["p1.super_gr"] == 2
        assert not _ids_in(obs) & set(pile)
        assert "Tutanmechanen" not in json.dumps(obs)
    # The order itself survives a copy and a JSON round trip.
    assert state.copy().zones[SUPER_GR[0]] == pile
    assert load_game(state.to_json()).zones[SUPER_GR[0]] == pile


def test_gr_summon_takes_the_top_and_the_creature_returns_to_the_bottom() -> None:
    state = _board("gr_summon_and_return_to_the_super_gr.yaml")
    top, under = state.zones[SUPER_GR[0]][-1], state.zones[SUPER_GR[0]][0]
    state.apply("summon Gachadaman")
    assert top in state.zones[BATTLE[0]] and list(state.zones[SUPER_GR[0]]) == [under]
    state.apply("no charge")
    state.apply("cast Terror Pit")
    state.apply("destroy Tutanmechanen")
    # The destroyed GR creature is now the bottom card, under the one never summoned.
    assert list(state.zones[SUPER_GR[0]]) == [top, under]


def test_gr_summon_with_an_empty_super_gr_does_nothing(tmp_path: Path) -> None:
    text = (HERE / "gr_summon_and_return_to_the_super_gr.yaml").read_text(encoding="utf-8")
    assert "super_gr: [Tutanmechanen x2]" in text
    board = tmp_path / "empty_super_gr.yaml"
    board.write_text(text.replace("super_gr: [Tutanmechanen x2]", "super_gr: []"),
                     encoding="utf-8")
    state = build(parse_scenario(load(board)))
    state.apply("summon Gachadaman")
    names = [state.objects[o].card.name for o in state.zones[BATTLE[0]]]
    assert names == ["Gachadaman"]
    assert any(e.rule == gr.R_GR_SUMMON and "super-GR is empty" in e.text for e in state.log)


def test_super_gr_is_none_or_exactly_twelve_with_two_of_a_name() -> None:
    deck = list(dm.RULES.demo_decks()[0])
    with pytest.raises(MalformedInput, match=r"exactly 12 cards \(or none\)"):
        dm.new_game(seed=1, decks=[deck + ["The Kappura Otoko"] * 2, deck])
    with pytest.raises(MalformedInput, match="at most 2 copies of The Kappura Otoko"):
        dm.new_game(seed=1, decks=[deck + ["The Kappura Otoko"] * 12, deck])


def test_a_super_gr_in_a_deck_list_starts_in_the_super_gr_zone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Twelve copies of one GR creature, its limit lifted, make a super-GR.
    monkeypatch.setattr(gr, "SUPER_GR_COPIES", 12)
    deck = list(dm.RULES.demo_decks()[0])
    state = dm.new_game(seed=3, decks=[deck + ["The Kappura Otoko"] * 12, deck])
    assert len(state.zones[SUPER_GR[0]]) == 12 and not state.zones[SUPER_GR[1]]
    # The deck proper is the 40 cards: 5 shields, a 5-card hand, the rest in the deck.
    assert all(not state.objects[o].card.gr for o in state.zones[SHIELD[0]])
    assert len(state.zones[DECK[0]]) + len(state.zones[HAND[0]]) \
        + len(state.zones[SHIELD[0]]) == 40
    for viewer in (0, 1):
        assert state.observation(viewer)["zones"]["p1.super_gr"] == 12


def test_castle_link_and_view() -> None:
    state = _board("castle_fortifies_a_shield_and_its_ability_applies.yaml")
    state.apply("fortify Undersea Demon-Face Castle")
    state.apply("fortify shield 2")
    castle = state.zones[CASTLE[0]][0]
    shields = state.zones[SHIELD[0]]
    assert fortified(state, castle) == shields[-2]
    # The castle is face up: both players see it.
    for viewer in (0, 1):
        view = state.observation(viewer)["zones"]["p1.castle"][0]
        assert view["name"] == "Undersea Demon-Face Castle"


def test_d_switch_turns_the_field_upside_down_once() -> None:
    state = _board("d_switch_once_in_the_game.yaml")
    field = state.zones[BATTLE[0]][0]
    state.apply("no")  # declined in turn 2: still available
    assert not upside_down(state, field)
    state.apply("no charge")
    state.apply("end attacks")
    state.apply("yes")
    assert upside_down(state, field)
    assert state.observation(1)["zones"]["p1.battle"][0].get("upside_down") is True
    before = state.to_json()
    with pytest.raises(IllegalAction, match="once in the game"):
        state.apply("D Switch Memento Shrine, Prison of D")
    assert state.to_json() == before


def test_copy_and_json_in_the_middle_of_fortifying() -> None:
    state = _board("castle_fortifies_a_shield_and_its_ability_applies.yaml")
    state.apply("fortify Undersea Demon-Face Castle")
    assert state.decision.kind == "fortify"
    twin = load_game(state.to_json())
    assert twin.decision.options == state.decision.options
    twin.apply("fortify shield 3")
    state.apply("fortify shield 3")
    assert twin.to_json() == state.to_json()


SET_UP_CASTLE = """
title: a castle set up on the board
game: dm
covers: []
setup:
  turn: 4
  active: p2
  step: main
  p1:
    castle: [Undersea Demon-Face Castle]
    deck: [Aqua Hulcus x10]
    shield: [Fear Fang, Scissor Eye x2]
  p2:
    battle: [Burning Mane]
    deck: [Scissor Eye x10]
    shield: [Scissor Eye x5]
script: []
"""


def test_a_castle_set_up_in_a_scenario_fortifies_shield_1(tmp_path: Path) -> None:
    board = tmp_path / "castle.yaml"
    board.write_text(SET_UP_CASTLE, encoding="utf-8")
    state = build(parse_scenario(load(board)))
    castle = state.zones[CASTLE[0]][0]
    assert fortified(state, castle) == state.zones[SHIELD[0]][-1]
    state.apply("attack the player with Burning Mane")
    state.apply("break shield 2")  # another shield: the castle stays
    assert state.zones[CASTLE[0]] == [castle]
    assert fortified(state, castle) == state.zones[SHIELD[0]][-1]


def test_gr_summon_several_times_takes_the_next_top_each_time() -> None:
    # "GR summon 3 times" (Jolly the Jornado's wording): each summon sees the pile as
    # the last one left it; the third finds the super-GR empty and does nothing.
    state = _board("gr_summon_and_return_to_the_super_gr.yaml")
    top, second = state.zones[SUPER_GR[0]][-1], state.zones[SUPER_GR[0]][0]
    run_with(state, [gr.GRSummonStep(0, None) for _ in range(3)])
    assert list(state.zones[BATTLE[0]]) == [top, second] and not state.zones[SUPER_GR[0]]
    assert [e.text for e in state.log if e.rule == gr.R_GR_SUMMON][-1] \
        == "Player 1's super-GR is empty: nothing is GR summoned"
    assert state.history.count("summon", player=0) == 2
