"""Miracle (CR 702.94a, 121.9): the reveal is offered only for the first card drawn this
turn, only to its owner, and declining it tells the opponent nothing about the card."""

from __future__ import annotations

import json

from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario


def _board(library: str, hand: str = "[]", step: str = "upkeep") -> GameState:
    return build(parse_scenario(parse(f"""
title: miracle
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: {step}
  p1:
    hand: {hand}
    battlefield: [Plains, Island x3, Grizzly Bears]
    library: {library}
  p2:
    library: [Swamp x6]
script: []
""")))


def test_the_reveal_is_the_drawers_choice_alone() -> None:
    state = _board("[Terminus, Island x5]")
    d = state.decision
    assert d is not None and d.player == 0 and d.kind == "may"
    assert "Terminus" in d.prompt  # the drawer looks at the card before choosing (CR 121.9)
    theirs = state.observation(1)
    assert "options" not in theirs["decision"]
    assert "Terminus" not in json.dumps(theirs)
    assert not any("Terminus" in line for line in state.log_for(1))
    state.apply(d.find("no"))
    assert "Player 1 reveals no card" in state.log_for(1)
    assert not any("Terminus" in line for line in state.log_for(1))
    assert not state.pending.items and not state.triggered


def test_no_reveal_for_a_card_that_is_not_the_first_drawn_this_turn() -> None:
    # Divination draws the Island, the first card this turn, then Terminus: no reveal.
    state = _board("[Island, Terminus, Island x4]", hand="[Divination]", step="main1")
    d = state.decision
    assert d is not None
    state.apply(d.find("cast Divination"))
    assert state.decision is not None and state.decision.kind != "may"
    assert any("Player 1 draws Terminus" in line for line in state.log_for(0))
    assert not any("reveals" in line for line in state.log_for(0))
