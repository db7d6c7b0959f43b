"""Open game states outside a chain (Standby Phase, leaving a Main Phase or the Battle
Step, the Start and End Steps, the End Phase, after a Summon), optional triggers chosen
as the chain is built, and the policy switch that keeps Magic and Duel Masters as they
were."""

from __future__ import annotations

import json
import pickle

from tcgkit import load_game
from tcgkit.agents import RandomAgent
from tcgkit.core.pending import ChainPolicy, OrderedTriggersPolicy, StackPolicy
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.chain import R_OPEN
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build


def _field(p1: str, p2: str, step: str = "main1") -> GameState:
    text = f"""
title: open windows
game: ygo
covers: []
setup:
  turn: 3
  active: p1
  step: {step}
  p1: {p1}
  p2: {p2}
script: []
"""
    return build(parse_scenario(parse(text, "open.yaml")))


def _do(state: GameState, *answers: str) -> None:
    for text in answers:
        state.apply(state.decision.find(text))


def test_a_vanilla_duel_opens_no_window_and_asks_no_priority() -> None:
    rules = get_rules("ygo")
    for seed in range(3):
        state = rules.new_game(seed=seed, decks="vanilla")
        agent = RandomAgent(seed)
        while not state.is_over:
            assert state.decision.kind != "priority"
            state.apply(agent.choose(state))
        assert not any(entry.rule == R_OPEN for entry in state.log)


def test_only_the_chain_asks_optional_triggers_as_they_are_activated() -> None:
    assert ChainPolicy.ask_optional_on_activation
    assert not StackPolicy.ask_optional_on_activation
    assert not OrderedTriggersPolicy.ask_optional_on_activation


def test_the_window_before_main_phase_1_ends_survives_copy_json_pickle() -> None:
    state = _field("{monster_zone: [Battle Ox], deck: [Battle Ox x5]}",
                   "{spell_trap_zone: [{card: Book of Moon, face_down: true}], "
                   "deck: [Battle Ox x5]}")
    _do(state, "go to Battle Phase")
    assert state.decision.player == 1 and state.step == "main1"
    labels = state.decision.labels
    assert list(labels) == ["pass", "activate Book of Moon"]
    json.dumps(state.observation(0))
    json.dumps(state.observation(1))
    for other in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))):
        assert other.decision.labels == labels
        _do(other, "pass")
        # Passing lets the turn go on: the Battle Phase (Battle Ox attacks directly).
        assert other.step == "battle"
    assert state.step == "main1"  # the original is untouched

