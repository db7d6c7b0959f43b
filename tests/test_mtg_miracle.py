"""Miracle (CR 702.94a, 121.9): the reveal is offered only for the first card drawn this
turn, only to its owner, and declining it tells the opponent nothing about the card."""

from __future__ import annotations

import json

from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario


def _board(library: str, hand: str = "[]", step: str = "upkeep",
           automations: str = "") -> GameState:
    return build(parse_scenario(parse(f"""
title: miracle
game: mtg
covers: []
{automations}
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
    assert "Player 1 reveals no card" in state.log_for(0)
    assert [e.private for e in state.log if e.rule == "CR 702.94a"] == [0]
    # Not even "a choice was made" reaches the opponent: it would tell them a miracle
    # card was drawn.
    assert not any("reveal" in line for line in state.log_for(1))
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


def _opponents_view_after_the_draw(library: str) -> tuple[str, dict[str, object]]:
    """Player 2's observation at the first decision after Player 1's draw-step draw, on
    the board of ``terminus_miracle_revealed_as_first_draw.yaml``, every decision
    scripted (automations are not free of information, see docs/architecture.md)."""
    state = _board(library, automations="automations: []")
    for _ in range(2):  # both players pass in the upkeep
        d = state.decision
        assert d is not None and state.step == "upkeep"
        state.apply(d.find("pass"))
    assert state.step == "draw" and state.history.count("draw", player=0) == 1
    assert state.decision is not None and state.decision.player == 0
    return state.decision.kind, state.observation(1)


def test_the_opponent_cannot_tell_a_miracle_card_was_drawn() -> None:
    # With Terminus on top, Player 1 is asked whether to reveal it (CR 702.94a, 121.9);
    # with an Island, Player 1 simply has priority in the draw step. Player 2 sees the
    # same in both: who decides, not what.
    asked, miracle = _opponents_view_after_the_draw("[Terminus, Island x5]")
    has_priority, ordinary = _opponents_view_after_the_draw("[Island x6]")
    assert (asked, has_priority) == ("may", "priority")
    assert miracle["decision"] == {"player": 0}
    assert miracle == ordinary
