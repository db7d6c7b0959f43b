"""Modal spells (CR 601.2b, 700.2) and gaining control (CR 613.1b): the mode chosen is
kept through saves and copies in the middle of casting, is carried by the spell on the
stack, and a permanent that changed control stays the same object."""

from __future__ import annotations

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario

SETUP = """
title: modes
game: mtg
covers: []
automations: [order_identical_triggers, mana]   # every pass is asked
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Archmage's Charm, Savannah Lions]
    battlefield: [Island x3, Plains]
    library: [Plains x10]
  p2:
    battlefield: [Llanowar Elves]
    library: [Craw Wurm x10]
script: []
"""


def _answer(state: GameState, *texts: str) -> None:
    for text in texts:
        assert state.decision is not None, text
        state.apply(state.decision.find(text))


def test_the_mode_survives_a_save_in_the_middle_of_casting() -> None:
    state = build(parse_scenario(parse(SETUP)))
    _answer(state, "cast Archmage's Charm",
            "choose Gain control of target nonland permanent with mana value 1 or less.")
    assert state.decision is not None and state.decision.kind == "target"
    saved, twin = load_game(state.to_json()), state.copy()
    for game in (state, saved, twin):
        _answer(game, "target Llanowar Elves")
        assert [item.modes for item in game.pending.items] == [(3,)]  # the third mode
        for viewer in (0, 1):  # the mode chosen is public
            assert game.observation(viewer)["pending"][0]["modes"] == [
                "Gain control of target nonland permanent with mana value 1 or less."]
        _answer(game, "pass", "pass")
    elves = next(o for o in state.objects if o.card.name == "Llanowar Elves")
    assert elves.controller == 0 and elves.zone == state.rules.zones.ids["battlefield"][0]
    assert elves.incarnation == 0  # the same object: control is not a zone change
    assert state.to_json() == saved.to_json() == twin.to_json()
    assert load_game(state.to_json()).to_json() == state.to_json()
    seen = state.observation(1)["zones"]["p1.battlefield"]
    assert any(v.get("name") == "Llanowar Elves" for v in seen)
