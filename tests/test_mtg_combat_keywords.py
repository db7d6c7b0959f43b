"""First strike and double strike (CR 510.4, 702.4, 702.7), menace (CR 702.111) and
defender (CR 702.3) beyond the scenarios: the state between the two combat damage steps
survives copies and saved games, and the declarations' checks agree with the options."""

from __future__ import annotations

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.scenario import build, parse, parse_scenario

SETUP = """
title: combat keywords
game: mtg
covers: []
automations: [mana]
setup:
  turn: 5
  active: p1
  step: declare_attackers
  p1:
    battlefield: [Fencing Ace, Hill Giant, Wall of Spears]
    library: [Plains x10]
  p2:
    battlefield: [Savannah Lions, Grizzly Bears]
    library: [Craw Wurm x10]
script: []
"""


def _answer(state: GameState, *texts: str) -> None:
    for text in texts:
        assert state.decision is not None, text
        state.apply(state.decision.find(text))


def test_between_the_two_combat_damage_steps_a_saved_game_goes_on_alike() -> None:
    state = build(parse_scenario(parse(SETUP)))
    assert state.decision is not None
    assert "attack with Wall of Spears" not in state.decision.labels  # defender
    _answer(state, "attack with Fencing Ace", "attack with Hill Giant", "done",
            "pass", "pass",  # declare attackers step
            "block Fencing Ace with Savannah Lions", "done", "pass", "pass")
    # The first-strike combat damage step: Fencing Ace has dealt 1 to Savannah Lions.
    assert state.step == "combat_damage" and any(
        e.rule == "CR 510.4" for e in state.log)
    assert not any("second combat damage step" in str(e) for e in state.log)
    # ... which died before it could deal any (CR 704.5g).
    assert [state.objects[i].card.name for i in state.zone("graveyard", 1)] == \
        ["Savannah Lions"]
    saved = load_game(state.to_json())
    twin = state.copy()
    for game in (state, saved, twin):
        _answer(game, "pass", "pass")  # the second combat damage step follows
    logs = [[str(e) for e in g.log] for g in (state, saved, twin)]
    assert logs[0][-20:] == logs[1][-20:] == logs[2][-20:]
    assert state.players[1].life == 17  # Hill Giant's 3 in the second step only
    assert any("second combat damage step begins" in line for line in logs[0])
    assert not any("Savannah Lions deals" in line for line in logs[0])
