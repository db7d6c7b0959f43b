"""The mana pool (CR 106.4, 500.5): mana added with priority waits in its player's pool,
public to everyone, survives copies and saved games, pays costs first, and empties as the
step ends; with the ``mana`` automation no decision is spent on it."""

from __future__ import annotations

import json
import pickle

import pytest

from tcgkit import load_game
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games.mtg.mana import pool_of, split_pool
from tcgkit.scenario import build, parse, parse_scenario

from .helpers import midgame

SETUP = """
title: mana pool
game: mtg
covers: []
automations: {automations}
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Grizzly Bears, Giant Growth]
    battlefield: [Forest, Forest, Mountain]
    library: [Craw Wurm x10]
  p2:
    battlefield: [Savannah Lions]
    library: [Craw Wurm x10]
script: []
"""

MANUAL = "[single_option, pass_priority, order_identical_triggers]"


def _game(automations: str = MANUAL) -> GameState:
    return build(parse_scenario(parse(SETUP.format(automations=automations))))


def _floating() -> GameState:
    state = _game()
    for text in ("tap Forest for {G}", "tap Mountain for {R}"):
        assert state.decision is not None
        state.apply(state.decision.find(text))
    return state


def test_the_pool_is_public_and_survives_copies_and_saved_games() -> None:
    state = _floating()
    assert pool_of(state, 0) == "GR"
    for viewer in (0, 1):  # hidden from nobody (CR 106.4)
        assert state.observation(viewer)["players"][0]["pool"] == "GR"
    again = load_game(state.to_json())
    assert pool_of(again, 0) == "GR" and again.to_json() == state.to_json()
    assert pool_of(pickle.loads(pickle.dumps(state)), 0) == "GR"
    twin = state.copy()
    assert twin.decision is not None
    twin.apply(twin.decision.find("cast Grizzly Bears"))
    assert pool_of(twin, 0) == "" and pool_of(state, 0) == "GR"  # the copy is separate


def test_the_pool_pays_first_and_empties_as_the_step_ends() -> None:
    state = _floating()
    assert state.decision is not None
    state.apply(state.decision.find("cast Grizzly Bears"))
    assert pool_of(state, 0) == ""
    assert any("({G}{R} from their mana pool)" in str(e) for e in state.log)
    state = _game()
    assert state.decision is not None
    state.apply(state.decision.find("tap Forest for {G}"))
    step = state.step
    while state.step == step:
        assert state.decision is not None
        state.apply(state.decision.find("pass"))
    assert pool_of(state, 0) == ""
    assert any(e.rule == "CR 500.5" for e in state.log)


def test_with_the_mana_automation_mana_is_not_offered_and_refused_with_why() -> None:
    state = _game("[single_option, pass_priority, order_identical_triggers, mana]")
    assert state.decision is not None
    assert not [o for o in state.decision.options if o.kind == "add_mana"]
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply("tap Forest for {G}")
    assert state.to_json() == before
    why = state.rules.explain(state, state.decision, Option("add_mana", 0, "G"))
    assert why is not None and "mana automation" in why and "CR 605.3a" in why


def test_random_games_with_the_automation_never_offer_mana() -> None:
    state, _ = midgame("mtg", 3, 150)
    assert state.decision is None or not [
        o for o in state.decision.options if o.kind == "add_mana"]
    assert json.loads(state.to_json())


@pytest.mark.parametrize(("pool", "generic", "pips", "rest", "spent", "left"), [
    ("GR", 1, ("G",), (0, ()), "GR", ""),
    ("G", 1, ("R",), (0, ("R",)), "G", ""),        # {G} pays the generic part only
    ("RG", 1, ("G",), (0, ()), "GR", ""),
    ("UU", 0, ("W/U",), (0, ()), "U", "U"),         # a hybrid pip takes either color
    ("RG", 1, ("R", "G", "G"), (1, ("G",)), "RG", ""),
    ("GW", 1, ("G",), (0, ()), "GW", ""),
])
def test_split_pool(pool: str, generic: int, pips: tuple[str, ...],
                    rest: tuple[int, tuple[str, ...]], spent: str, left: str) -> None:
    g, p, s, rem = split_pool(pool, generic, pips)
    assert (g, p) == rest and sorted(s) == sorted(spent) and rem == left


def test_mana_with_nothing_to_spend_it_on_is_not_offered_and_refused_with_why() -> None:
    state = build(parse_scenario(parse(SETUP.format(automations="[]").replace(
        "hand: [Grizzly Bears, Giant Growth]", "hand: []"))))
    d = state.decision
    assert d is not None and d.kind == "priority" and d.labels == ("pass",)
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"nothing to spend mana on .*\(CR 500\.5\)"):
        state.apply("tap Forest for {G}")
    assert state.to_json() == before
