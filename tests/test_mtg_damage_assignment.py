"""Combat damage divided among blockers by the current rules (no damage assignment order
since the Foundations update): random play meets every kind of assignment, each option
listed applies, the assignment survives copy() and the JSON round trip, and trample damage
to the player before every blocker has lethal damage is refused, answered as a tuple as
well as by text, with the state unchanged. The rulings themselves are the scenarios under
scenarios/mtg/combat/ and scenarios/mtg/rules/multiple_blockers_damage_assignment.yaml."""

from __future__ import annotations

from collections import Counter

import pytest

from tcgkit import load_game
from tcgkit.agents import RandomAgent
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.scenario import build, parse, parse_scenario

TRAMPLE = """
title: trample over two blockers
game: mtg
covers: []
setup:
  turn: 5
  active: p1
  step: main1
  p1:
    hand: [Overrun, Balduvian Bears]
    battlefield: [Forest x7, Craw Wurm]
    library: [Forest x5]
  p2:
    battlefield: [Hill Giant, Horned Turtle]
    library: [Forest x5]
script: []
"""


def _assigning() -> GameState:
    """Craw Wurm, 9/7 with trample after Overrun, blocked by Hill Giant (3/3) and Horned
    Turtle (1/4): its damage is about to be assigned."""
    state = build(parse_scenario(parse(TRAMPLE)))
    for text in ("cast Overrun", "pass", "attack with Craw Wurm",
                 "block Craw Wurm with Hill Giant", "block Craw Wurm with Horned Turtle"):
        assert state.decision is not None
        state.apply(state.decision.find(text))
    assert state.decision is not None and state.decision.kind == "assign_damage"
    return state


def test_trample_to_the_player_first_is_refused_as_a_tuple_too() -> None:
    state = _assigning()
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"CR 702\.19b"):
        state.apply(("assign_player", -1, 2))  # type: ignore[arg-type]
    assert state.to_json() == before
    # Not a blocker: Craw Wurm itself.
    wurm = next(o.id for o in state.objects if o.card.name == "Craw Wurm")
    with pytest.raises(IllegalAction, match=r"not blocking Craw Wurm.*CR 510\.1c"):
        state.apply(("assign", wurm, 1))  # type: ignore[arg-type]
    assert state.to_json() == before


def test_a_part_assigned_survives_copy_and_json_and_counts_once() -> None:
    state = _assigning()
    assert state.decision is not None
    state.apply(state.decision.find("assign 2 damage to Hill Giant"))
    again = load_game(state.to_json())
    assert again.to_json() == state.to_json()
    for s in (state, again, state.copy()):
        # Two parts to the Giant are one amount, dealt as one event (CR 510.2).
        for text in ("assign 1 damage to Hill Giant", "assign 4 damage to Horned Turtle",
                     "assign 2 damage to Player 2"):
            assert s.decision is not None
            s.apply(s.decision.find(text))
        assert s.players[1].life == 18
        dealt = [str(e) for e in s.log if "Craw Wurm deals" in str(e)]
        assert dealt == ["[CR 120.3e] Craw Wurm deals 3 damage to Hill Giant",
                         "[CR 120.3e] Craw Wurm deals 4 damage to Horned Turtle",
                         "[CR 120.3a] Craw Wurm deals 2 damage to Player 2"]


def _assign_decisions(seeds: range) -> Counter[str]:
    """Play demo-deck games with random players, checking at every damage assignment
    that each listed option applies (on a copy) and that the state round-trips; returns
    the option kinds met there."""
    rules = get_rules("mtg")
    seen: Counter[str] = Counter()
    for seed in seeds:
        state = rules.new_game(seed=seed)
        agent = RandomAgent(seed)
        while not state.is_over:
            d = state.decision
            assert d is not None
            if d.kind == "assign_damage":
                assert load_game(state.to_json()).to_json() == state.to_json()
                for option in d.options:
                    seen[option.kind] += 1
                    state.copy().apply(option)  # every option listed is legal
            state.apply(agent.choose(state))
    return seen


def test_random_play_divides_damage_and_tramples_over() -> None:
    seen = _assign_decisions(range(1, 9))
    assert seen["assign"] > 0
    assert seen["assign_player"] > 0  # Overrun's trample over a blocker (seed 7)
