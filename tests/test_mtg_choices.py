"""Choices the player makes, not the engine (amass with several Armies, cards put on the
bottom in any order, a search of the library), the payment of an activated ability by
hand, and the total cost of a spell under cost modifiers: copy, JSON and pickle round trips
hold in the middle of each, and the choices are refused with the rule when illegal."""

from __future__ import annotations

import pytest

from tcgkit.core.state import GameState
from tcgkit.scenario import parse
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build, load

from .helpers import assert_round_trips


def _at(path: str, answers: list[str]) -> GameState:
    state = build(parse_scenario(load(path)))
    for text in answers:
        assert state.decision is not None
        state.apply(text)
    return state


@pytest.mark.parametrize(("path", "answers", "kind"), [
    ("scenarios/mtg/choices/amass_with_two_armies_the_player_chooses.yaml",
     ["cast Orcish Bowmasters", "target Player 2"], "amass"),
    ("scenarios/mtg/choices/abundance_puts_the_rest_on_the_bottom_in_the_players_order.yaml",
     ["apply Abundance", "choose nonland"], "put_on_bottom"),
    ("scenarios/mtg/choices/terminus_each_owner_orders_their_creatures.yaml",
     ["cast Terminus", "put Savannah Lions on the bottom"], "put_on_bottom"),
    ("scenarios/mtg/battles/invasion_of_zendikar_searches_for_two_basic_lands.yaml",
     ["cast Invasion of Zendikar", "yes"], "search"),
    ("scenarios/mtg/mana/activated_ability_paid_by_hand.yaml",
     ["activate Words of Wind"], "pay_mana"),
    ("scenarios/mtg/triggers/apnap_both_players_order_their_own_triggers.yaml",
     ["put Sylvan Library's trigger on the stack"], "order_triggers"),
])
def test_round_trips_in_the_middle_of_a_choice(path: str, answers: list[str],
                                               kind: str) -> None:
    state = _at(path, answers)
    assert state.decision is not None and state.decision.kind == kind
    assert_round_trips(state)
    for option in state.decision.options:
        assert state.rules.option_fault(option, state) is None


def test_amass_asks_only_while_two_armies_differ() -> None:
    state = _at("scenarios/mtg/choices/amass_with_two_armies_the_player_chooses.yaml",
                ["cast Orcish Bowmasters", "target Player 2"])
    d = state.decision
    assert d is not None and d.kind == "amass" and "Orc Army" in d.prompt
    state.apply("yes")
    field = state.rules.zones.ids["battlefield"][0]
    counters = {state.objects[o].card.name: state.objects[o].counters
                for o in state.zones[field]}
    assert counters["Orc Army"] == {"+1/+1": 2} and counters["Zombie Army"] == {"+1/+1": 2}


def test_a_search_may_find_nothing() -> None:
    state = _at("scenarios/mtg/battles/invasion_of_zendikar_searches_for_two_basic_lands.yaml",
                ["cast Invasion of Zendikar", "no", "no", "no", "no"])
    field = state.rules.zones.ids["battlefield"][0]
    assert [state.objects[o].card.name for o in state.zones[field]].count("Forest") == 4
    assert any("finds no card" in str(e) for e in state.log)


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


COSTS_AND_CHOICES = _deck(
    (6, "Forest"), (5, "Mountain"), (5, "Plains"), (4, "Island"), (4, "Swamp"),
    (3, "Thalia, Guardian of Thraben"), (3, "Helm of Awakening"), (2, "Sunscape Familiar"),
    (3, "Shrapnel Blast"), (3, "Surge of Strength"), (2, "Questing Beast"),
    (3, "Boggart Ram-Gang"), (3, "Bloated Contaminator"), (1, "Invasion of Zendikar"),
    (2, "Terminus"), (2, "Abundance"), (2, "Words of Wind"), (3, "Orcish Bowmasters"),
    (4, "Shock"))
"""A deck of the cards of the cost changes, the activated abilities paid from the pool
and by hand, and the choices made by the player (amass, search, orders), so that random
play goes through each of them. One Invasion of Zendikar only: two battles of one name
attacked by one creature read the same today (rules.py's text for attack_battle names
the attacker, not the battle)."""


@pytest.mark.parametrize("automations", [None, ()], ids=["all-automations", "none"])
def test_random_play_with_cost_and_choice_cards(automations: tuple[str, ...] | None) -> None:
    from tcgkit.agents import RandomAgent
    from tcgkit.games import mtg

    from .helpers import assert_json_trips, checked_play
    from .test_mtg_costs import _plan_is_a_manual_payment

    kinds: set[str] = set()
    for seed in range(1, 5):
        state = mtg.new_game(seed=seed, decks=[COSTS_AND_CHOICES, COSTS_AND_CHOICES],
                             automations=automations)
        for n, d in checked_play(state, RandomAgent(seed)):
            kinds.add(d.kind)
            if d.kind == "pay_mana":
                # Paid by hand: the engine's plan would have been one of these payments.
                _plan_is_a_manual_payment(state)
            assert len(set(d.labels)) == len(d.labels), d.labels
            if n % 13 == 0:
                assert_json_trips(state)
        assert state.is_over
    assert {"search", "put_on_bottom"} & kinds


def test_two_battles_of_one_name_are_two_attack_options_that_read_apart() -> None:
    """A creature that may attack either of two battles of the same name has two options
    whose labels differ (the battle's id, as for blockers), and each label finds its
    own option."""
    state = build(parse_scenario(parse("""
title: two battles
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: declare_attackers
  p1:
    battlefield:
      - Hill Giant
      - {card: Invasion of Zendikar, counters: {defense: 3}, protector: 1}
      - {card: Invasion of Zendikar, counters: {defense: 3}, protector: 1}
    library: [Forest x5]
  p2:
    library: [Swamp x5]
script: []
""")))
    d = state.decision
    assert d is not None
    battles = [o for o in d.options if o.kind == "attack_battle"]
    assert len(battles) == 2
    labels = [d.labels[d.options.index(o)] for o in battles]
    assert len(set(labels)) == 2 and all("@" in label for label in labels)
    for option, label in zip(battles, labels, strict=True):
        assert d.find(label) == option
