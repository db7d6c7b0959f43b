"""Chromatic Sphere with priority (CR 605.3a): offered like a land's mana ability, and
with the ``mana`` automation its {1} is paid as a player paying by hand could."""

from __future__ import annotations

import pytest

from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games.mtg.zones import BATTLEFIELD, GRAVEYARD, HAND
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build
from tests.helpers import assert_round_trips

SETUP = """
title: x
game: mtg
covers: []
automations: [{automations}]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Llanowar Elves{hand}]
    battlefield: [{lands}Chromatic Sphere]
    library: [Island x6]
  p2:
    library: [Swamp x6]
script: []
"""


def _game(automations: str, lands: str, hand: str = "") -> GameState:
    text = SETUP.format(automations=automations, lands=lands, hand=hand)
    return build(parse_scenario(parse(text, "x.yaml")))


def _names(state: GameState, zone: int) -> list[str]:
    return sorted(state.objects[o].card.name for o in state.zones[zone])


def test_with_the_mana_automation_a_land_pays_the_spheres_one():
    state = _game("mana", "Mountain, ")
    d = state.decision
    assert d is not None and d.kind == "priority"
    labels = set(d.labels)
    # One option per color; the lands are not offered for mana (the automation taps them).
    assert {f"activate Chromatic Sphere for {c}" for c in "WUBRG"} <= labels
    assert not any(label.startswith("tap ") for label in labels)
    state.apply(d.find("activate Chromatic Sphere for G"))
    assert _names(state, GRAVEYARD[0]) == ["Chromatic Sphere"]
    assert state.players[0].pool == "G"
    assert _names(state, HAND[0]) == ["Island", "Llanowar Elves"]
    mountain = state.zones[BATTLEFIELD[0]][0]
    assert state.objects[mountain].tapped
    assert [(e.rule, e.text) for e in state.log[-3:]] == [
        ("CR 605.3a", "Player 1 activates Chromatic Sphere's mana ability (paying {1}, "
                      "tapping Mountain): adds {G}"),
        ("CR 106.4", "Player 1's mana pool holds {G}"),
        ("CR 121.1", "Player 1 draws Island")]
    d = state.decision
    assert d is not None and d.kind == "priority" and "cast Llanowar Elves" in d.labels


def test_without_mana_to_pay_its_one_the_sphere_is_not_offered_and_refused():
    """No untapped land and an empty pool: the Sphere's {1} cannot be paid, so it is not
    offered (the Forest in the hand can still be played), and activating it is refused
    with the rule, the state unchanged."""
    state = _game("mana", "", ", Forest")
    d = state.decision
    assert d is not None and d.kind == "priority" and d.player == 0
    assert "play Forest" in d.labels
    assert not any("Chromatic Sphere" in label for label in d.labels)
    sphere = state.zones[BATTLEFIELD[0]][0]
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"no mana in your pool and no untapped land "
                                            r"\(CR 602.2b\)"):
        state.apply(Option("mana_ability", sphere, "G"))
    assert state.to_json() == before


def test_paying_the_spheres_one_by_hand_round_trips():
    """Asked how to pay the Sphere's {1} (a land or the pool's mana), the game copies,
    pickles and goes through JSON exactly, and the choice then completes the ability."""
    state = _game("", "Mountain, Forest, ")
    d = state.decision
    assert d is not None
    state.apply(d.find("tap Mountain for {R}"))
    state.apply(state.decision.find("activate Chromatic Sphere for U"))  # type: ignore[union-attr]
    d = state.decision
    assert d is not None and d.kind == "pay_mana"
    assert list(d.labels) == ["spend {R} from your mana pool", "tap Forest"]
    assert_round_trips(state)
    state.apply(d.find("tap Forest"))
    assert state.players[0].pool == "RU"
    assert _names(state, GRAVEYARD[0]) == ["Chromatic Sphere"]
