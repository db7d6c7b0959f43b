"""A cost that needs a color only Chromatic Sphere can make (issue 8): the spell is
offered, and the ``mana`` automation pays it as a player paying by hand could: each
mana ability it activates, the color it asks for, what pays its {1} and the lands for
the rest are, one after another, among the choices offered by hand."""

from __future__ import annotations

import pytest

from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games.mtg.mana import plan_with_abilities
from tcgkit.games.mtg.zones import BATTLEFIELD, GRAVEYARD, HAND
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build

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
    hand: [{hand}]
    battlefield: [{battlefield}]
    library: [Island x6]
  p2:
    library: [Swamp x6]
script: []
"""


def _game(automations: str, hand: str, battlefield: str) -> GameState:
    text = SETUP.format(automations=automations, hand=hand, battlefield=battlefield)
    return build(parse_scenario(parse(text, "x.yaml")))


def _board(state: GameState) -> list[tuple[str, bool]]:
    return sorted((state.objects[o].card.name, state.objects[o].tapped)
                  for o in state.zones[BATTLEFIELD[0]])


CASES = [
    # (spell, its cost, the lands and Spheres)
    ("Divination", (2, ("U",)), "Mountain x3, Chromatic Sphere"),
    ("Divination", (2, ("U",)), "Mountain x3, Chromatic Sphere x2"),
    ("Air Elemental", (3, ("U", "U")), "Island, Mountain x4, Chromatic Sphere"),
]
CASES += [
    ("Air Elemental", (3, ("U", "U")), "Mountain x5, Chromatic Sphere x2"),
    ("Air Elemental", (3, ("U", "U")), "Island, Forest, Mountain x3, Chromatic Sphere x2"),
]


@pytest.mark.parametrize(("spell", "cost", "battlefield"), CASES)
def test_the_automation_pays_as_a_manual_player_could(spell: str, cost: tuple[int, tuple[str, ...]],
                                                      battlefield: str) -> None:
    auto = _game("mana", spell, battlefield)
    d = auto.decision
    assert d is not None and f"cast {spell}" in d.labels
    planned = plan_with_abilities(auto, 0, *cost)
    assert planned is not None
    activations, lands = planned
    assert activations, "lands alone cannot pay: a Sphere is needed"
    auto.apply(f"cast {spell}")

    # The same choices, made by hand, are each offered in their turn.
    hand = _game("", spell, battlefield)
    hand.apply(f"cast {spell}")
    for _sphere, color, land in activations:
        d = hand.decision
        assert d is not None and d.kind == "pay_mana"
        label = f"activate Chromatic Sphere for {color}"
        assert label in d.labels, (label, d.labels)
        hand.apply(label)
        d = hand.decision
        assert d is not None and d.kind == "pay_mana"
        assert land is not None  # no mana in the pool here
        tap = f"tap {hand.objects[land].card.name}"
        assert tap in d.labels, (tap, d.labels)
        hand.apply(d.find(tap))
    for land in lands:
        d = hand.decision
        assert d is not None and d.kind == "pay_mana", d
        tap = f"tap {hand.objects[land].card.name}"
        assert tap in d.labels, (tap, d.labels)
        hand.apply(d.find(tap))
    # Paid in full: both games are at the same point, with the same permanents tapped
    # and sacrificed and the same cards drawn.
    assert _board(hand) == _board(auto)
    assert len(hand.zones[GRAVEYARD[0]]) == len(auto.zones[GRAVEYARD[0]]) == len(activations)
    assert len(hand.zones[HAND[0]]) == len(auto.zones[HAND[0]]) == len(activations)
    assert [o for o in hand.zones[HAND[0]] if hand.objects[o].face_down] == []


def test_lands_alone_pay_when_they_can():
    """No Sphere is sacrificed (nor card drawn) for a cost the lands can pay."""
    state = _game("mana", "Divination", "Island, Mountain x2, Chromatic Sphere")
    planned = plan_with_abilities(state, 0, 2, ("U",))
    assert planned is not None and planned[0] == ()


def test_one_sphere_changes_one_mana_only():
    """{U}{U} with one Sphere and no blue source is not offered, and refused."""
    state = _game("mana", "Air Elemental", "Mountain x5, Chromatic Sphere")
    d = state.decision
    assert d is not None and "cast Air Elemental" not in d.labels
    assert plan_with_abilities(state, 0, 3, ("U", "U")) is None
    with pytest.raises(IllegalAction, match=r"CR 601\.2h"):
        state.apply("cast Air Elemental")
