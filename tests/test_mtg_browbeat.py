"""Browbeat (CR 121.3, 121.3a): the players asked in turn order; the last one's "no"
chooses the target's draw. Copies and round trips hold while a player is asked."""

from __future__ import annotations

from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario

from .helpers import assert_round_trips


def _board() -> GameState:
    return build(parse_scenario(parse("""
title: browbeat
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Browbeat]
    battlefield: [Mountain x3]
    library: [Mountain x5]
  p2:
    library: [Forest, Island, Swamp, Plains x3]
script: []
""")))


def _cast_at_player_2(state: GameState) -> None:
    for text in ("cast Browbeat", "target Player 2"):
        assert state.decision is not None
        state.apply(state.decision.find(text))


def test_no_one_takes_the_damage_so_the_target_draws_three() -> None:
    state = _board()
    _cast_at_player_2(state)
    for player in (0, 1):  # the active player first (CR 101.4), then Player 2
        d = state.decision
        assert d is not None and d.player == player and d.kind == "may"
        assert_round_trips(state)
        state.apply(d.find("no"))
    # (the automations then play on to Player 2's turn and draw step)
    assert [state.objects[e.obj].card.name for e in state.history.select("draw", player=1,
                                                                        turn=3)] \
        == ["Forest", "Island", "Swamp"]
    assert all(p.life == 20 for p in state.players)
    assert any(e.rule == "CR 608.2c" and "no one did, so Player 2 draws" in e.text
               for e in state.log)


def test_the_first_player_who_takes_the_damage_ends_the_asking() -> None:
    state = _board()
    _cast_at_player_2(state)
    d = state.decision
    assert d is not None and d.player == 0
    state.apply(d.find("yes"))  # Player 1 takes 5: Player 2 is not asked, draws nothing
    assert state.players[0].life == 15 and state.players[1].life == 20
    assert state.history.count("draw", player=1, turn=3) == 0
    assert any(e.rule == "CR 120.3a" and e.text == "Browbeat deals 5 damage to Player 1"
               for e in state.log)
