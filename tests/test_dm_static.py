"""Continuous effects on creatures (tcgkit.games.dm.static), seals (seal.py), psychic
awakening (psychic.py), Doron Go (exile.py), "would be broken" (attack.py) and Samurai
Generate (generate.py): powers as the rules compute them, round trips in the middle of a
sealed game, of a powered-up turn and after an awakening, the face-down seal hidden from
the opponent, and random play from the scenario boards meeting only applicable options."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.games.dm.attack import breaks_of, power
from tcgkit.games.dm.seal import seal_record, sealed, seals_on
from tcgkit.games.dm.static import has_keyword
from tcgkit.games.dm.zones import BATTLE, UNDER
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load
from tests.helpers import assert_round_trips

ROOT = Path(__file__).resolve().parent.parent / "scenarios" / "dm"
BOARDS = sorted([*(ROOT / "static").glob("*.yaml"), *(ROOT / "seal").glob("*.yaml"),
                 *(ROOT / "exile").glob("*.yaml"), *(ROOT / "breaking").glob("*.yaml"),
                 *(ROOT / "generate").glob("*.yaml"),
                 ROOT / "psychic" / "bolshack_dragon_awakens_on_a_won_battle_and_releases.yaml"])


def _board(path: Path) -> GameState:
    """The board a scenario sets up, at its first decision."""
    return build(parse_scenario(load(path)))


def _named(state: GameState, zone: int, name: str) -> int:
    return next(o for o in state.zones[zone] if state.objects[o].card.name == name)


def test_power_attacker_counts_only_while_attacking() -> None:
    state = _board(ROOT / "static" / "mirraforce_grants_power_attacker_to_non_dragons.yaml")
    joe = _named(state, BATTLE[0], "Explosive Dude Joe")
    dragon = _named(state, BATTLE[0], "Mirraforce Dragon")
    o = state.objects[joe]
    assert power(state, o) == 3000  # type: ignore[arg-type]
    assert power(state, o, attacking=True) == 7000  # type: ignore[arg-type]
    # A Dragon is left out of "your non-Dragon creatures".
    assert power(state, state.objects[dragon], attacking=True) == 8000  # type: ignore[arg-type]
    assert has_keyword(state, joe, "Power Attacker")
    assert not has_keyword(state, dragon, "Power Attacker")
    # The grant is the source's: gone with it.
    state.relocate(dragon, UNDER[0])
    assert power(state, state.objects[joe], attacking=True) == 3000  # type: ignore[arg-type]


def test_memento_grants_blocker_only_to_its_controllers_creatures() -> None:
    state = _board(ROOT / "static" / "memento_gives_your_creatures_blocker.yaml")
    mane = _named(state, BATTLE[1], "Burning Mane")
    fang = _named(state, BATTLE[0], "Fear Fang")
    field = _named(state, BATTLE[1], "Memento Shrine, Prison of D")
    assert has_keyword(state, mane, "Blocker")
    assert not has_keyword(state, fang, "Blocker")
    assert not has_keyword(state, field, "Blocker")  # not a creature


def test_bajula_soul_adds_a_break_once_crossed() -> None:
    state = _board(ROOT / "static" / "bajula_soul_crossed_creature_power_and_breaks.yaml")
    mane = _named(state, BATTLE[0], "Burning Mane")
    assert breaks_of(state, mane) == 1
    state.apply(state.decision.find("cross Bajula's Soul onto Burning Mane"))
    assert breaks_of(state, mane) == 2
    assert power(state, state.objects[mane]) == 4000  # type: ignore[arg-type]
    assert_round_trips(state)


def test_round_trips_hold_with_a_powered_up_creature() -> None:
    state = _board(ROOT / "static" / "magmanshack_power_for_the_turn_then_battle.yaml")
    state.apply(state.decision.find("cast Magmanshack, Dragon Arena"))
    state.apply(state.decision.find("choose Burning Mane"))
    assert state.decision is not None and state.decision.kind == "choose"
    mane = _named(state, BATTLE[0], "Burning Mane")
    assert power(state, state.objects[mane]) == 5000  # type: ignore[arg-type]
    assert_round_trips(state)
    loaded = load_game(state.to_json())
    assert power(loaded, loaded.objects[mane]) == 5000  # type: ignore[arg-type]


def test_a_sealed_creature_is_ignored_and_its_seal_is_hidden() -> None:
    state = _board(ROOT / "seal" / "dokindam_seals_instead_of_leaving_command_removes_it.yaml")
    state.apply(state.decision.find("attack Fear Fang with Aqua Vehicle"))
    vehicle = _named(state, UNDER[0], "Aqua Vehicle")
    assert sealed(state, 0) == [vehicle]
    seal, = seals_on(state, vehicle)
    assert state.objects[seal].face_down and state.objects[seal].zone == UNDER[0]
    assert vehicle not in state.zones[BATTLE[0]]
    assert_round_trips(state)
    copy = state.copy()
    assert seal_record(copy, vehicle) is not None and seals_on(copy, vehicle) == (seal,)
    # The opponent sees that a face-down card lies there, not which.
    assert not state.visible_to(seal, 1)
    assert seal_record(load_game(state.to_json()), vehicle) is not None


@pytest.mark.parametrize("path", BOARDS, ids=[p.name for p in BOARDS])
def test_random_play_from_static_and_seal_boards(path: Path) -> None:
    for seed in (1, 2, 3):
        state = _board(path)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            for option in d.options:
                state.copy().apply(option)  # every listed option is accepted
            state.apply(rng.choice(d.options))
            if rng.random() < 0.1 and not state.is_over:
                assert_round_trips(state)


def test_awakening_keeps_the_object_and_what_is_linked_to_it() -> None:
    state = _board(ROOT / "psychic" / "bolshack_dragon_awakens_on_a_won_battle_and_releases.yaml")
    dragon = _named(state, BATTLE[0], "Bolshack Dragon, Flame of Time")
    entered = state.objects[dragon].entered
    state.apply(state.decision.find(
        "attack Tri-horn Shepherd with Bolshack Dragon, Flame of Time"))
    o = state.objects[dragon]
    assert o.card.name == "Bolshack Moebius, Awakened One of Victory"
    assert o.zone == BATTLE[0] and o.tapped and o.entered == entered
    # Printed 12000; not attacking now, so no bonus for the fire cards in the graveyard.
    assert power(state, o) == 12000  # type: ignore[arg-type]
    assert_round_trips(state)
    assert load_game(state.to_json()).objects[dragon].card.name == o.card.name
