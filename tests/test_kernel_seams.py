"""Kernel seams not shown by a scenario: what effects declare, moves into a full zone,
and the automation names."""

from __future__ import annotations

import pytest

from tcgkit import MalformedInput
from tcgkit.core.abilities import SpellEffect, declared
from tcgkit.games import dm, get_rules, mtg, ygo
from tcgkit.games.ygo.zones import HAND, MONSTER_ZONE


def effect_of(game: str, name: str) -> tuple:
    card = get_rules(game).pool.get(name)
    return next(a.effect for a in card.abilities if isinstance(a, SpellEffect))


def test_effects_declare_what_they_do():
    assert declared(effect_of("ygo", "Pot of Greed")) == {"draw"}
    assert declared(effect_of("mtg", "Shock")) == {"damage"}
    assert declared(effect_of("dm", "Terror Pit")) == {"destroy"}


def test_a_move_into_a_full_zone_does_nothing():
    state = ygo.new_game(seed=1)
    p = state.active
    zone = MONSTER_ZONE[p]
    deck = state.zones[ygo.RULES.library_ids[p]]
    for oid in list(deck[-5:]):  # fill the five Monster Zones by hand
        state.relocate(oid, zone)
    card = state.zones[HAND[p]][0]
    state.move(card, zone, reason="test", rule="test")  # nothing watches moves: done at once
    assert state.objects[card].zone == HAND[p]
    assert len(state.zones[zone]) == 5
    assert "cannot be put into" in state.log[-1].text and "it is full" in state.log[-1].text


@pytest.mark.parametrize("bad", [["mana", "autopilot"], "mana"])
def test_unknown_automations_are_refused(bad):
    with pytest.raises(MalformedInput, match="automation"):
        mtg.new_game(seed=1, automations=bad)


def test_no_automation_asks_every_decision():
    state = dm.new_game(seed=3, automations=())
    assert state.automations == frozenset()
    assert state.decision is not None and len(state.decision.options) >= 1
