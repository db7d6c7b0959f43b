"""Orega Auras (tcgkit.games.dm.aura): copies, JSON and pickle round trips and
observations hold in the middle of using an aura and of its attack trigger; random play
from boards holding auras meets only applicable options; the attachment is one record
with the cards under an evolution creature."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.games.dm.attack import power
from tcgkit.games.dm.aura import attached_to, auras_on, powered_breaks
from tcgkit.games.dm.evolution import sources
from tcgkit.games.dm.zones import BATTLE, UNDER
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load
from tests.helpers import assert_round_trips

HERE = Path(__file__).resolve().parent.parent / "scenarios" / "dm" / "aura"
BOARDS = sorted(p.name for p in HERE.glob("*.yaml"))


def _board(name: str) -> GameState:
    """The board a scenario of scenarios/dm/aura sets up, at its first decision."""
    return build(parse_scenario(load(HERE / name)))


def test_round_trips_hold_while_an_aura_is_used_and_its_trigger_resolves() -> None:
    state = _board("use_an_aura_onto_a_gr_creature.yaml")
    assert_round_trips(state)
    state.apply(state.decision.find("use aura Gya Zaru, Kyokugenmu"))
    assert state.decision.kind == "attach"  # in the middle of the use procedure
    assert_round_trips(state)
    state.apply(state.decision.find("attach to Tutanmechanen"))
    assert_round_trips(state)
    gr, = state.zones[BATTLE[0]]
    aura, = state.zones[UNDER[0]]
    # One record keeps what lies under a creature: the aura is among its sources.
    assert sources(state, gr) == (aura,) and auras_on(state, gr) == (aura,)
    assert attached_to(state, aura) == gr
    assert power(state, state.objects[gr]) == 4000  # type: ignore[arg-type]
    # The attachment survives a copy and a JSON round trip.
    assert attached_to(load_game(state.to_json()), aura) == gr
    assert attached_to(state.copy(), aura) == gr


def test_powered_breaker_counts_each_full_6000() -> None:
    state = _board("spina_pedro_powered_breaker_from_the_graveyard.yaml")
    state.apply(state.decision.find("use aura Spina Pedro, Yuuei"))
    gr, = state.zones[BATTLE[0]]
    assert powered_breaks(state, gr, 5999) == 0
    assert powered_breaks(state, gr, 6000) == 1
    assert powered_breaks(state, gr, 12000) == 2
    # Without the aura (no Powered Breaker of its own), none.
    other = _board("use_an_aura_onto_a_gr_creature.yaml")
    assert powered_breaks(other, other.zones[BATTLE[0]][0], 12000) == 0


@pytest.mark.parametrize("name", BOARDS)
def test_random_play_from_aura_boards(name: str) -> None:
    for seed in (1, 2, 3):
        state = _board(name)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            state.apply(rng.choice(d.options))
            if rng.random() < 0.1 and not state.is_over:
                assert_round_trips(state)
