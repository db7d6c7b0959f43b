"""Duel Masters' declaration windows (tcgkit.games.dm.windows): copies, JSON round trips
and observations hold in the middle of a window and of what was declared, the windows
open no decision in games whose hands hold no card to declare, and random games with
Revolution Change, Ninja Strike and S-Back cards end without an engine error (the demo deck
WATER_LIGHT_DARKNESS holds Hayabusamaru, for the random sweeps)."""

from __future__ import annotations

import random

import pytest

from tcgkit.games import dm
from tcgkit.games.dm.windows import DeclareWindow, declared, resolved
from tcgkit.games.dm.zones import BATTLE, HAND
from tcgkit.scenario import build, parse, parse_scenario
from tests.helpers import assert_round_trips

BOTH = """
title: both windows
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: attack
  p1:
    battle: [Ryuso Kigo Va Gerard]
    hand: ["Miradante Super Future, Future Pope", "Sonicmaru, Shining Fang Ninja"]
    mana: [Aqua Vehicle x4]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
  p2:
    hand: ["Hayabusamaru, Shining Fang Ninja", Scissor Eye]
    mana: [Aqua Vehicle x4]
    deck: [Scissor Eye x10]
    shield: [Scissor Eye x5]
script: []
"""

ANSWERS = [
    "attack the player with Ryuso Kigo Va Gerard",
    "declare Miradante Super Future, Future Pope",
    "no",
    "declare Hayabusamaru, Shining Fang Ninja",
    "block with Hayabusamaru, Shining Fang Ninja",
    "declare Sonicmaru, Shining Fang Ninja",
    "choose Miradante Super Future, Future Pope",
]


def test_round_trips_hold_at_every_decision_of_both_windows() -> None:
    state = build(parse_scenario(parse(BOTH, "both.yaml")))
    kinds = []
    for text in ANSWERS:
        assert_round_trips(state)
        kinds.append(state.decision.kind)
        state.apply(state.decision.find(text))
    assert kinds == ["attack", "declare", "may", "declare", "block", "declare", "choose"]
    # What was declared and resolved is in the history, for "this attack / this turn"
    # (the game is in turn 6 now: "this turn" found nothing, the game did).
    assert state.turn == 6 and not resolved(state, 0, "Revolution Change")
    assert resolved(state, 0, "Revolution Change", game=True)
    assert resolved(state, 0, "Ninja Strike", game=True)
    assert resolved(state, 1, "Ninja Strike", game=True)
    assert not resolved(state, 1, "Revolution Change", game=True)


def test_a_window_hides_the_hand_of_the_player_who_declares() -> None:
    state = build(parse_scenario(parse(BOTH, "both.yaml")))
    for text in ANSWERS[:3]:
        state.apply(state.decision.find(text))
    d = state.decision
    assert d.kind == "declare" and d.player == 1
    assert isinstance(state.work[-1], DeclareWindow)
    # The turn player sees how many cards Player 2 holds, not which; the options are
    # Player 2's alone.
    hand = state.zones[HAND[1]]
    seen = repr(state.observation(0))
    assert all(f"'id': {oid}," not in seen for oid in hand)
    assert declared(state, 1, "Ninja Strike") == 0
    state.apply(d.find("declare Hayabusamaru, Shining Fang Ninja"))
    assert declared(state, 1, "Ninja Strike") == 1


def test_no_window_without_a_card_to_declare() -> None:
    # The vanilla decks hold no such card: no game meets a declaration decision.
    for seed in (1, 2):
        state = dm.new_game(seed=seed, decks="vanilla")
        rng = random.Random(seed)
        while not state.is_over:
            d = state.decision
            assert d.kind != "declare"
            state.apply(rng.choice(d.options))


WINDOW_DECKS = (
    ["Miradante Super Future, Future Pope"] * 4 + ["Ryuso Kigo Va Gerard"] * 4
    + ["Hayabusamaru, Shining Fang Ninja"] + ["Sonicmaru, Shining Fang Ninja"] * 4
    + ["Aqua Vehicle"] * 4 + ["Scissor Eye"] * 4 + ["Reusol, the Oracle"] * 4
    + ["Burning Mane"] * 4 + ["Fear Fang"] * 4 + ["Faerie Life"] * 4
    + ["Ochappi, Pure Hearted Faerie"] * 3,
) * 2
"""Forty cards each (Hayabusamaru is Hall of Fame: one copy)."""


@pytest.mark.parametrize("options", [None, {"variant": "plays"}], ids=["tcg", "plays"])
def test_random_games_with_declared_cards_end_and_roundassert_round_trips(
        options: dict[str, str] | None) -> None:
    assert all(len(deck) == 40 for deck in WINDOW_DECKS)
    met: set[str] = set()
    for seed in range(1, 16):
        state = dm.new_game(seed=seed, decks=WINDOW_DECKS, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            d = state.decision
            declares = [o for o in d.options if o.kind in ("declare", "s_back")]
            if declares:
                if d.kind not in met:
                    assert_round_trips(state)
                met.add(d.kind)
                # Declare whenever one may, so that the swaps and summons come up.
                state.apply(rng.choice(declares))
                continue
            state.apply(rng.choice(d.options))
        assert state.is_over
        met |= {e.reason for e in state.history.select("keyword", game=True)}
    assert {"declare", "s_back", "Revolution Change", "Ninja Strike"} <= met


S_BACK_AND_FREE_CAST = """
title: S-Back and Final Revolution's free cast
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: attack
  p1:
    battle: [Ryuso Kigo Va Gerard]
    hand: ["Miradante Super Future, Future Pope", Holy Awe]
    deck: [Spiral Gate, Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
  p2:
    hand: ["Ochappi, Pure Hearted Faerie"]
    deck: [Scissor Eye x10]
    shield: [Burning Mane, Fear Fang, Scissor Eye x3]
script: []
"""


def test_round_trips_hold_in_the_s_back_window_and_the_free_cast() -> None:
    state = build(parse_scenario(parse(S_BACK_AND_FREE_CAST, "s_back.yaml")))
    answers = ["attack the player with Ryuso Kigo Va Gerard",
               "declare Miradante Super Future, Future Pope", "yes", "choose Holy Awe",
               "break shield 1", "break shield 2", "break shield 3",
               "S-Back Ochappi, Pure Hearted Faerie discarding Burning Mane"]
    kinds = []
    for text in answers:
        assert_round_trips(state)
        kinds.append(state.decision.kind)
        state.apply(state.decision.find(text))
    assert_round_trips(state)
    assert kinds[3] == "choose" and kinds[-1] == "s_back"
    assert "Ochappi, Pure Hearted Faerie" in [state.objects[o].card.name
                                              for o in state.zones[BATTLE[1]]]
