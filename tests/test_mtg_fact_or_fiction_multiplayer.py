"""Fact or Fiction with more than one opponent (CR 608.2d): its controller names the
opponent who separates the revealed cards, any of them in a free-for-all and only a
player of the other team in Two-Headed Giant (CR 102.3). Copies and round trips hold
while the choice is made."""

from __future__ import annotations

import pytest

from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario

from .helpers import assert_round_trips


def _board(variant: str) -> GameState:
    life = 30 if variant == "2hg" else 20
    return build(parse_scenario(parse(f"""
title: fact or fiction
game: mtg
players: 4
options: {{variant: {variant}}}
covers: []
setup:
  turn: 5
  active: p1
  step: main1
  p1:
    life: {life}
    hand: [Fact or Fiction]
    battlefield: [Island x4]
    library: [Swamp, Mountain, Plains, Forest, Grizzly Bears, Island x3]
  p2: {{life: {life}, library: [Forest x5]}}
  p3: {{life: {life}, library: [Forest x5]}}
  p4: {{life: {life}, library: [Forest x5]}}
script: []
""", "test.yaml")))


def _cast(state: GameState) -> None:
    d = state.decision
    assert d is not None
    state.apply(d.find("cast Fact or Fiction"))


@pytest.mark.parametrize(("variant", "separators"), [("duel", [1, 2, 3]), ("2hg", [1, 3])])
def test_the_caster_names_any_opponent(variant: str, separators: list[int]) -> None:
    for chosen in separators:
        state = _board(variant)
        _cast(state)
        d = state.decision
        assert d is not None and d.player == 0 and d.kind == "choose_separator"
        assert sorted(o.arg for o in d.options) == separators
        assert_round_trips(state)
        for p in (1, 2, 3):  # another player's decision shows only who decides
            assert state.observation(p)["decision"] == {"player": 0}
        state.apply(next(o for o in d.options if o.arg == chosen))
        d = state.decision
        assert d is not None and d.player == chosen and d.kind == "split_piles"
        assert any(e.rule == "CR 608.2d" and state.players[chosen].name in e.text
                   for e in state.log)


@pytest.mark.parametrize(("variant", "refused"), [("duel", [0]), ("2hg", [0, 2])])
def test_the_caster_and_a_teammate_are_refused(variant: str, refused: list[int]) -> None:
    state = _board(variant)
    _cast(state)
    before = state.to_json()
    d = state.decision
    assert d is not None
    for p in refused:
        with pytest.raises(IllegalAction, match=r"CR 608\.2d, 102\.3"):
            state.apply(d.options[0]._replace(arg=p))
        assert state.to_json() == before
