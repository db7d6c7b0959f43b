"""Duel Masters' attack step with the demo decks of real cards: blocks, breakers, Shield
Triggers waiting together, evolution — random games end without an engine error in both
variants, copies and JSON round trips hold in the middle of each of those decisions, and
the log cites a rule for everything."""

from __future__ import annotations

import random

import pytest

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.games import dm
from tcgkit.games.dm.decks import DEMO_DECKS, VANILLA_DECKS

from .helpers import run_scenario

SEEDS = range(1, 31)
VARIANTS = [None, {"variant": "plays"}]
MIDWAY = {"block", "break_shield", "order_triggers", "evolve", "may", "choose"}
"""Decisions in the middle of an attack, a shield break with triggers waiting, or a use."""


def _play(seed: int, options: dict[str, str] | None) -> tuple[GameState, set[str]]:
    """A random game to its end; returns it and the kinds of decisions met on the way,
    checking a copy and a JSON round trip at the first decision of each mid-attack kind."""
    state = dm.new_game(seed=seed, options=options)
    rng = random.Random(seed)
    met: set[str] = set()
    while not state.is_over:
        d = state.decision
        if d.kind in MIDWAY and d.kind not in met:
            twin = state.copy()
            assert twin.decision.options == d.options
            assert twin.to_json() == state.to_json()
            loaded = load_game(state.to_json())
            assert loaded.to_json() == state.to_json()
            assert loaded.decision.options == d.options
            assert loaded.observation(d.player) == state.observation(d.player)
        met.add(d.kind)
        state.apply(rng.choice(d.options))
    return state, met


def test_demo_decks_are_the_default_and_vanilla_stays_available() -> None:
    sets = dm.RULES.deck_sets()
    assert list(sets) == ["demo", "vanilla"]
    assert dm.RULES.demo_decks() == DEMO_DECKS
    assert dm.RULES.demo_decks("vanilla") == VANILLA_DECKS
    for deck in DEMO_DECKS:
        assert len(deck) == 40 and max(deck.count(n) for n in deck) <= 4
        cards = [dm.RULES.pool.get(n) for n in set(deck)]
        assert all(not c.filler for c in cards)
        # Real cards with abilities, Shield Triggers and an evolution creature in each.
        assert any(c.has("Shield Trigger") for c in cards)
        assert any(getattr(c, "evolution", False) for c in cards)


@pytest.mark.parametrize("options", VARIANTS, ids=["tcg", "plays"])
def test_random_games_with_the_demo_decks_end_with_a_result(
        options: dict[str, str] | None) -> None:
    kinds: set[str] = set()
    for seed in SEEDS:
        state, met = _play(seed, options)
        kinds |= met
        assert state.is_over
        assert all(e.rule for e in state.log), "a log entry cites no rule"
    # The sweep went through the new decisions.
    assert {"block", "break_shield", "evolve", "may"} <= kinds


def test_a_blocked_attack_on_a_player_without_shields_does_not_win() -> None:
    result = run_scenario("""
title: blocked direct attack
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: attack
  p1:
    battle: [Fear Fang]
    deck: [Fear Fang x10]
    shield: [Fear Fang x5]
  p2:
    battle: ["Dia Nork, Moonlight Guardian"]
    deck: [Aqua Vehicle x10]
script:
  - p1: attack the player with Fear Fang
  - p2: "block with Dia Nork, Moonlight Guardian"
  - expect:
      over: false
      zones: {p1.graveyard: [Fear Fang]}
      log_absent: [{rule: DM 104.2a}]
""")
    assert result.passed, result.error
