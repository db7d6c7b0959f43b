"""Cards drawn while a spell is being cast (CR 121.8): Chromatic Sphere's mana ability,
activated while paying by hand, draws face down; nothing names the card to anyone, not
even its owner, until the casting ends, and the state survives a JSON round trip."""

from __future__ import annotations

import json

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario

SETUP = """
title: face-down draw
game: mtg
covers: []
automations: [single_option, pass_priority, order_identical_triggers]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Divination]
    battlefield: [Island, Plains x3, Chromatic Sphere]
    library: [Grizzly Bears, Forest, Swamp, Mountain x3]
  p2:
    library: [Swamp x6]
script: []
"""


def _mid_cast() -> GameState:
    """The game just after the Sphere drew, Divination still being paid for."""
    state = build(parse_scenario(parse(SETUP)))
    for text in ("cast Divination", "activate Chromatic Sphere for U", "tap Plains"):
        assert state.decision is not None
        state.apply(state.decision.find(text))
    return state


def test_the_card_drawn_while_casting_is_named_to_no_one() -> None:
    state = _mid_cast()
    assert state.decision is not None and state.decision.kind == "pay_mana"
    for viewer in (0, 1):
        seen = json.dumps(state.observation(viewer))
        assert "Grizzly Bears" not in seen
        assert not any("Grizzly Bears" in line for line in state.log_for(viewer))
    hand = state.observation(0)["zones"]["p1.hand"]
    assert hand == [{"id": hand[0]["id"], "face_down": True}]
    assert state.observation(1)["zones"]["p1.hand"] == 1
    # The face-down state and the casting in progress survive saving and loading.
    again = load_game(state.to_json())
    assert again.to_json() == state.to_json()


def test_the_card_is_turned_face_up_when_the_casting_ends() -> None:
    state = _mid_cast()
    for _ in range(2):
        assert state.decision is not None
        state.apply(state.decision.find("tap Plains"))
    assert state.data.face_down_draws is None  # type: ignore[attr-defined]
    mine = json.dumps(state.observation(0))
    assert "Grizzly Bears" in mine and "face_down" not in mine
    assert "Grizzly Bears" not in json.dumps(state.observation(1))
    assert any("turns face up the card drawn while casting: Grizzly Bears" in line
               for line in state.log_for(0))
    theirs = state.log_for(1)
    assert "Player 1 turns face up the card drawn while casting" in theirs
    assert not any("Grizzly Bears" in line for line in theirs)
