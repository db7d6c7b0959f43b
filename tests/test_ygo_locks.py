"""Locks that effects create (Sangan's "that name", Time-Tearing Morganite's, Astral
Force's pledge): prohibitions in the state that copy, serialize and pickle with it, that
the one activation check and the Special Summon checks ask, and that end with the turn
(or last for the rest of the Duel)."""

from __future__ import annotations

import pickle

from tcgkit import load_game
from tcgkit.core.abilities import Ctx
from tcgkit.core.continuous import FLOATING
from tcgkit.core.events import Event
from tcgkit.core.pipeline import forbidden
from tcgkit.core.resolve import ACTIVATE, target_forbidden
from tcgkit.core.state import GameState
from tcgkit.games.ygo.chain import why_locked, why_summon_forbidden
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build

from .helpers import assert_round_trips


def _duel(p1: str, p2: str, step: str = "main1", automations: str = "") -> GameState:
    # automations: e.g. "automations: []\n", every decision asked.
    text = f"""
title: locks
game: ygo
covers: []
{automations}setup:
  turn: 3
  active: p1
  step: {step}
  p1: {p1}
  p2: {p2}
script: []
"""
    return build(parse_scenario(parse(text, "locks.yaml")))


def _id(state: GameState, name: str, zone: str = "") -> int:
    return next(o.id for o in state.objects if o.card.name == name
                and (not zone or state.rules.zones.spec_of[o.zone].name == zone))


def _do(state: GameState, *answers: str) -> None:
    for text in answers:
        d = state.decision
        assert d is not None
        state.apply(d.find(text))


def _locks(state: GameState) -> list[object]:
    return [c for c in state.continuous if c.kind == FLOATING]


def _sangan_searched() -> GameState:
    """Player 2's Sangan, destroyed by battle, has added Ash Blossom: Player 2 cannot
    activate cards or effects of that name this turn."""
    # Player 1 holds a card, so that Main Phase 2 asks them something.
    state = _duel("{hand: [Battle Ox], monster_zone: [Vorse Raider], "
                  "deck: [Celtic Guardian x5]}",
                  "{monster_zone: [Sangan], hand: [Battle Ox], "
                  "deck: [Ash Blossom & Joyous Spring, Celtic Guardian x4]}", step="battle")
    _do(state, "attack Sangan with Vorse Raider", "add Ash Blossom & Joyous Spring")
    return state


def test_a_name_lock_is_a_prohibition_in_the_state_that_round_trips() -> None:
    state = _sangan_searched()
    ash = _id(state, "Ash Blossom & Joyous Spring", "hand")
    ox = next(o.id for o in state.objects if o.card.name == "Battle Ox" and o.owner == 1)
    assert len(_locks(state)) == 1
    reason = why_locked(state, 1, ash)
    assert reason is not None and reason.startswith("Sangan forbids it")
    assert "(YGO rule: continuous effects)" in reason
    # Only that name, only for that player.
    assert why_locked(state, 1, ox) is None
    assert forbidden(state, Event(ACTIVATE, player=0, obj=ash, reason="effect")) is None
    assert_round_trips(state)
    for twin in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))):
        assert why_locked(twin, 1, ash) == reason
        assert twin.prohibitions == state.prohibitions


def test_a_lock_for_the_rest_of_this_turn_ends_with_the_turn() -> None:
    state = _sangan_searched()
    ash = _id(state, "Ash Blossom & Joyous Spring", "hand")
    twin = state.copy()
    _do(state, "go to End Phase")
    assert state.turn == 4
    assert not _locks(state)
    assert "activate" not in state.prohibitions
    assert why_locked(state, 1, ash) is None
    # The copy taken before is its own game: still locked there.
    assert why_locked(twin, 1, ash) is not None


def test_a_lock_for_the_rest_of_the_duel_outlasts_the_turn() -> None:
    state = _duel("{hand: [Time-Tearing Morganite, Ash Blossom & Joyous Spring], "
                  "deck: [Celtic Guardian x8]}", "{deck: [Battle Ox x8]}")
    _do(state, "activate Time-Tearing Morganite")
    ash = _id(state, "Ash Blossom & Joyous Spring", "hand")
    assert why_locked(state, 0, ash) is not None
    _do(state, "go to End Phase")
    assert state.turn == 4
    assert why_locked(state, 0, ash) is not None
    assert_round_trips(state)


def test_a_pledge_forbids_special_summons_but_its_own() -> None:
    state = _duel("{graveyard: [Rank-Up-Magic Astral Force], deck: [Celtic Guardian x8]}",
                  "{deck: [Battle Ox x8]}", step="draw")
    force = _id(state, "Rank-Up-Magic Astral Force")
    _do(state, "activate Rank-Up-Magic Astral Force's effect")
    assert why_summon_forbidden(state, 0, None, "special", force) is None
    reason = why_summon_forbidden(state, 0, None, "xyz")
    assert reason is not None and reason.startswith("Rank-Up-Magic Astral Force forbids it")
    assert why_summon_forbidden(state, 0, None, "normal") is None  # a Normal Summon is no
    assert why_summon_forbidden(state, 1, None, "xyz") is None     # the opponent is free
    _do(state, "go to End Phase")
    assert why_summon_forbidden(state, 0, None, "xyz") is None
    assert "summon" not in state.prohibitions


def test_round_trips_in_the_middle_of_a_lock_effects_cost() -> None:
    # Time-Tearing Morganite's GY effect: the discard of its cost is a decision, with the
    # chain link to come (it records where its chain began) still on the work stack.
    state = _duel("{hand: [Time-Tearing Morganite, Celtic Guardian], "
                  "graveyard: [Time-Tearing Morganite], deck: [Celtic Guardian x8]}",
                  "{hand: [Ash Blossom & Joyous Spring], deck: [Battle Ox x8]}",
                  automations="automations: []\n")
    _do(state, "activate Time-Tearing Morganite's effect")
    d = state.decision
    assert d is not None and d.kind == "choose" and len(d.options) == 1
    assert_round_trips(state)
    _do(state, "discard Time-Tearing Morganite")
    assert [o.card.name for o in state.objects
            if state.rules.zones.spec_of[o.zone].name == "banished"] == ["Time-Tearing Morganite"]
    assert any(k == "at" for k, _ in state.pending.items[0].data)
    assert_round_trips(state)


def test_targeting_protection_is_against_the_opponent_and_a_face_up_lightshower() -> None:
    state = _duel("{monster_zone: [Flower Cardian Lightshower, Celtic Guardian], "
                  "deck: [Battle Ox x5]}", "{monster_zone: [Man-Eater Bug], deck: [Battle Ox x5]}")
    shower = _id(state, "Flower Cardian Lightshower")
    guardian = _id(state, "Celtic Guardian")
    bug = _id(state, "Man-Eater Bug")
    theirs, mine = Ctx(1, bug, (bug, 0)), Ctx(0, guardian, None)
    assert target_forbidden(state, theirs, shower) is not None
    assert target_forbidden(state, theirs, guardian) is None  # not a "Flower Cardian"
    assert target_forbidden(state, mine, shower) is None      # your own effects may
    state.mut(shower).face_down = True                        # a Set one applies nothing
    assert target_forbidden(state, theirs, shower) is None
