"""Casting by CR 601.2 beyond the mana cost (tcgkit.games.mtg.costs): X, hybrid mana,
additional costs, and the reversal of a casting that turns out illegal (CR 732.1)."""

from __future__ import annotations

import json

from tcgkit import load_game
from tcgkit.core.procedure import Use
from tcgkit.core.state import GameState
from tcgkit.games.mtg.card import MtgObject
from tcgkit.games.mtg.costs import CAST_COSTS, largest_x, mana_value
from tcgkit.games.mtg.play import why_not_cast
from tcgkit.games.mtg.zones import BATTLEFIELD, HAND, LIBRARY, STACK
from tcgkit.scenario import build, parse, parse_scenario


def _game(hand: str, battlefield: str, automations: str = "[order_identical_triggers, mana]",
          p2_battlefield: str = "[]", library: str = "[Swamp x5]") -> GameState:
    text = f"""
title: casting
game: mtg
covers: []
automations: {automations}
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: {hand}
    battlefield: {battlefield}
    library: {library}
  p2:
    battlefield: {p2_battlefield}
    library: [Swamp x5]
script: []
"""
    return build(parse_scenario(parse(text)))


def _named(state: GameState, zone: int, name: str) -> int:
    return next(o for o in state.zones[zone] if state.objects[o].card.name == name)


def _answer(state: GameState, *texts: str) -> None:
    for text in texts:
        assert state.decision is not None
        state.apply(state.decision.find(text))


def test_a_casting_found_illegal_while_paying_is_reversed_by_cr_728() -> None:
    """A choice for the additional cost that turns out illegal as it is paid (a land on
    the battlefield named as the card to discard, which no option list offers: driven
    through the procedure's plan) reverses the whole casting: Thrill of Possibility back
    in the hand, the lands the automation tapped untapped, nothing discarded, the log
    citing CR 732.1, and the player back at the priority decision."""
    state = _game("[Thrill of Possibility, Grizzly Bears]", "[Mountain x2]")
    assert state.decision is not None and state.decision.kind == "priority"
    before = state.to_json()
    thrill = _named(state, HAND[0], "Thrill of Possibility")
    mountain = _named(state, BATTLEFIELD[0], "Mountain")
    log_size = len(state.log)
    state.push(Use(CAST_COSTS, 0, thrill, plan=(("paid_with", (mountain,)),)))
    state.start()
    assert state.objects[thrill].zone == HAND[0]
    assert not state.zones[STACK] and not state.pending.items
    assert all(not state.objects[o].tapped for o in state.zones[BATTLEFIELD[0]])
    assert [state.objects[o].card.name for o in state.zones[HAND[0]]] \
        == ["Thrill of Possibility", "Grizzly Bears"]
    added = [(e.rule, e.text) for e in state.log[log_size:]]
    assert added == [("CR 732.1", "casting of Thrill of Possibility is reversed: only a card "
                      "in your hand can be discarded to pay 'discard a card' (CR 601.2h)")]
    assert state.decision is not None and state.decision.kind == "priority"
    # Everything but the log line is as it was before the casting began.
    state.log = state.log[:log_size]
    assert state.to_json() == before


def test_x_is_announced_up_to_the_mana_and_counts_only_on_the_stack() -> None:
    state = _game("[Blaze]", "[Mountain x30]")
    blaze = _named(state, HAND[0], "Blaze")
    assert largest_x(state, 0, blaze) == 29
    _answer(state, "cast Blaze")
    d = state.decision
    assert d is not None and d.kind == "choose_x"
    # 0 to 29: every X the 30 Mountains can pay beside {R}, and no more.
    assert [o.arg for o in d.options] == list(range(30))
    _answer(state, "announce X = 7")
    assert state.objects[blaze].zone == STACK
    spell = state.objects[blaze]
    assert isinstance(spell, MtgObject)
    assert mana_value(state, blaze) == 8 and spell.card.mana_value == 1
    # The casting in progress, X included, survives saving and loading.
    assert load_game(state.to_json()).to_json() == state.to_json()
    _answer(state, "target Player 2", "pass", "pass")
    assert state.players[1].life == 13
    card = state.objects[blaze]
    assert isinstance(card, MtgObject)
    assert card.x == 0  # X is 0 off the stack (CR 202.3e)
    assert mana_value(state, blaze) == 1


def test_hybrid_pips_need_enough_sources_of_either_color() -> None:
    """{2}{W/U}{W/U} with one white source and three Mountains cannot be cast; with two
    Islands the automation pays both hybrid pips with blue."""
    state = _game("[Swans of Bryn Argoll]", "[Plains, Mountain x3]")
    swans = _named(state, HAND[0], "Swans of Bryn Argoll")
    assert why_not_cast(state, 0, swans) == (
        "not enough mana of the right color: {2}{W/U}{W/U} needs {W/U} that the untapped "
        "lands do not make (CR 601.2h)")
    state = _game("[Swans of Bryn Argoll]", "[Island x2, Mountain x2]")
    _answer(state, "cast Swans of Bryn Argoll")
    assert all(state.objects[o].tapped for o in state.zones[BATTLEFIELD[0]])
    assert any(e.rule == "CR 601.2h" and e.text == "Player 1 pays {2}{W/U}{W/U} (tapping "
               "Island, Island, Mountain, Mountain)" for e in state.log)


def test_an_additional_cost_with_nothing_to_pay_it_keeps_the_card_uncastable() -> None:
    state = _game("[Magmatic Insight, Grizzly Bears]", "[Mountain]")
    insight = _named(state, HAND[0], "Magmatic Insight")
    assert why_not_cast(state, 0, insight) == (
        "its additional cost cannot be paid: nothing to discard as a land card "
        "(CR 601.2f, 601.2h)")
    assert state.decision is not None
    assert all(o.kind != "cast" for o in state.decision.options)



def test_the_face_down_card_stays_hidden_at_the_additional_cost_decision() -> None:
    """While Magmatic Insight's additional cost is being paid, the card Chromatic Sphere
    drew (the Plains on top of the library) is in no observation, no log and no option
    text, for either player; the casting in progress survives saving and loading."""
    state = _game("[Magmatic Insight, Forest]", "[Mountain, Island, Chromatic Sphere]",
                  automations="[pass_priority]", library="[Plains, Swamp x4]")
    drawn = state.zones[LIBRARY[0]][-1]  # the top card
    assert state.objects[drawn].card.name == "Plains"
    _answer(state, "cast Magmatic Insight", "activate Chromatic Sphere for R", "tap Island")
    d = state.decision
    assert d is not None and d.kind == "additional_cost"
    assert [d.label(o) for o in d.options] == ["discard Forest"]
    assert state.objects[drawn].face_down and state.objects[drawn].zone == HAND[0]
    for viewer in (0, 1):
        assert "Plains" not in json.dumps(state.observation(viewer))
        assert not any("Plains" in line for line in state.log_for(viewer))
    assert load_game(state.to_json()).to_json() == state.to_json()
