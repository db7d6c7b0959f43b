"""Duel Masters Tamaseeds (Sinkalize, the Tamaseed count, put out by effects) and star
evolution (only the top card leaves, the stack under it stays linked)."""

from __future__ import annotations

from pathlib import Path

from tcgkit import load_game
from tcgkit.core.state import GameState, run_with
from tcgkit.core.steps import Step
from tcgkit.games.dm.evolution import sources
from tcgkit.games.dm.psychic import is_psychic
from tcgkit.games.dm.tamaseed import tamaseed_count
from tcgkit.games.dm.zones import BATTLE, GRAVEYARD, HAND, HYPERSPATIAL, UNDER
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load

HERE = Path(__file__).resolve().parent.parent / "scenarios" / "dm" / "tamaseed"


def _names(state: GameState, zone: int) -> list[str]:
    return [state.objects[o].card.name for o in state.zones[zone]]


def test_tamaseed_count_and_copy_in_the_middle_of_a_put_out() -> None:
    state = build(parse_scenario(load(
        HERE / "starman_puts_an_evolution_creature_on_a_sinkalize_tamaseed.yaml")))
    assert tamaseed_count(state, 0) == 4
    state.apply("use Starman's Heavenly Sea Orb")
    assert tamaseed_count(state, 0) == 5
    assert state.decision.kind == "choose"
    twin = load_game(state.to_json())
    assert twin.decision.options == state.decision.options
    copy = state.copy()
    for s in (state, twin, copy):
        s.apply("choose Lionel Star, Emperor of Justice")
        assert s.decision.kind == "evolve"
        s.apply("evolve from Starman's Heavenly Sea Orb")
    assert twin.to_json() == state.to_json() == copy.to_json()
    # The Tamaseed under Lionel Star is part of it, no longer one of the Tamaseeds.
    assert tamaseed_count(state, 0) == 4
    assert _names(state, UNDER[0]) == ["Starman's Heavenly Sea Orb"]


STACK = """
title: two Lionel Stars stacked on La Ura Giga
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: main
  p1:
    hand: ["Lionel Star, Emperor of Justice x2", Aqua Vehicle]
    battle: ["La Ura Giga, Sky Guardian"]
    mana: ["La Ura Giga, Sky Guardian x10", Aqua Vehicle x2]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
  p2:
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
script: []
"""


class _DestroyTopLionel(Step):
    """Destroy player 1's Lionel Star in the battle zone, as an effect would."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        top = next(o for o in state.zones[BATTLE[0]]
                   if state.objects[o].card.name.startswith("Lionel"))
        state.move(top, GRAVEYARD[0], reason="destroy", cause="effect",
                   rule="DM 701.6")


def _destroy_top(state: GameState) -> None:
    run_with(state, [_DestroyTopLionel()])


def test_star_evolution_leaves_one_card_at_a_time_and_keeps_the_stack_linked() -> None:
    state = build(parse_scenario(parse(STACK, "stack.yaml")))
    state.apply("summon Lionel Star, Emperor of Justice")
    state.apply("summon Lionel Star, Emperor of Justice")
    assert _names(state, BATTLE[0]) == ["Lionel Star, Emperor of Justice"]
    top = state.zones[BATTLE[0]][0]
    assert len(sources(state, top)) == 2
    _destroy_top(state)
    # The first Lionel Star stays as the creature, La Ura Giga still under it.
    assert _names(state, BATTLE[0]) == ["Lionel Star, Emperor of Justice"]
    middle = state.zones[BATTLE[0]][0]
    assert middle != top
    assert [state.objects[o].card.name for o in sources(state, middle)] == \
        ["La Ura Giga, Sky Guardian"]
    assert _names(state, GRAVEYARD[0]) == ["Lionel Star, Emperor of Justice"]
    _destroy_top(state)
    assert _names(state, BATTLE[0]) == ["La Ura Giga, Sky Guardian"]
    assert _names(state, UNDER[0]) == []
    assert _names(state, GRAVEYARD[0]) == ["Lionel Star, Emperor of Justice"] * 2
    assert not any(e.kind == "evolution" for e in state.continuous)


class _ReturnToHand(Step):
    """Return player 1's creature in the battle zone to the hand, as an effect would."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        state.move(state.zones[BATTLE[0]][0], HAND[0], reason="effect", cause="effect",
                   rule="DM 110")


def test_a_psychic_creature_returned_to_the_hand_goes_to_the_hyperspatial_zone() -> None:
    state = build(parse_scenario(load(
        HERE.parent / "psychic" / "psychic_creature_returns_to_the_hyperspatial_zone.yaml")))
    state.apply("cast Hyperspatial Bolshack Hole")
    state.apply("choose mode 1")
    state.apply("choose Jonjo Jon, the Awakened Adventurer")
    assert _names(state, BATTLE[0]) == ["Jonjo Jon, the Awakened Adventurer"]
    run_with(state, [_ReturnToHand()])
    assert _names(state, BATTLE[0]) == []
    assert _names(state, HAND[0]) == []
    assert _names(state, HYPERSPATIAL[0]) == ["Jonjo Jon, the Awakened Adventurer"]
    assert is_psychic(state.objects[state.zones[HYPERSPATIAL[0]][0]].card)
