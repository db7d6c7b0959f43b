"""Duel Masters Play's 7-card battle zone, checked where cards come out (the move and
summon performers): every way in is stopped, not only a summon from the hand."""

from __future__ import annotations

from tcgkit.core.events import Event
from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario

BOARD = """
title: a full battle zone
game: dm
covers: []
options: {variant: plays}
setup:
  turn: 5
  active: p1
  step: main
  p1:
    hand: [Burning Mane, Fear Fang]
    battle: [Fear Fang x7]
    super_gr: [Tutanmechanen x2]
    deck: [Fear Fang x10]
    shield: [Fear Fang x5]
  p2:
    battle: [Aqua Vehicle x6]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
script: []
"""


def _board() -> GameState:
    return build(parse_scenario(parse(BOARD, "board.yaml")))


def _named(state: GameState, zone: str, player: int, name: str) -> int:
    return next(o for o in state.zone(zone, player) if state.objects[o].card.name == name)


def test_a_summon_into_a_full_battle_zone_puts_the_card_into_the_graveyard() -> None:
    state = _board()
    mane = _named(state, "hand", 0, "Burning Mane")
    # A summon the use procedure did not stop (an effect's "summon"): the performer does.
    state.emit(Event("summon", player=0, obj=mane, to=state.rules.zones.ids["battle"][0],
                     rule="test"))
    assert state.objects[mane].zone == state.rules.zones.ids["graveyard"][0]
    assert len(state.zone("battle", 0)) == 7
    assert state.history.count("summon", player=0) == 0
    assert state.history.count("move", where=lambda e: e.obj == mane) == 1
    assert any("battle zone is full: Burning Mane goes to the graveyard" in e.text
               for e in state.log)


def test_the_limit_is_each_players_own() -> None:
    state = _board()
    fang = _named(state, "hand", 0, "Fear Fang")
    # Player 2 has 6: a card put into their battle zone comes out.
    p2_battle = state.rules.zones.ids["battle"][1]
    state.move(fang, p2_battle, reason="put", cause="effect", player=1)
    assert state.objects[fang].zone == p2_battle and len(state.zone("battle", 1)) == 7


def test_a_gr_creature_stays_in_the_super_gr_unnamed() -> None:
    state = _board()
    top = state.zone("super_gr", 0)[-1]
    state.emit(Event("summon", player=0, obj=top, to=state.rules.zones.ids["battle"][0],
                     reason="gr_summon", rule="test"))
    assert state.objects[top].zone == state.rules.zones.ids["super_gr"][0]
    assert len(state.zone("super_gr", 0)) == 2
    line = next(e for e in state.log if "battle zone is full" in e.text)
    assert "Tutanmechanen" not in line.text  # the super-GR is hidden
