"""Transforming double-faced cards (CR 712): the face up gives the characteristics, the
mana value stays the front face's, the card is front face up off the battlefield, a back
face is no deck card, and random games with Cloistered Youth and Invasion of Dominaria
survive copies and JSON round trips with cards transformed."""

from __future__ import annotations

from collections import Counter

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.errors import MalformedInput
from tcgkit.games import mtg
from tcgkit.games.mtg.card import MtgCard
from tcgkit.games.mtg.characteristics import has_keyword, power, toughness
from tcgkit.games.mtg.costs import mana_value
from tcgkit.games.mtg.decks import GREEN_WHITE
from tcgkit.games.mtg.faces import transform
from tcgkit.games.mtg.zones import BATTLEFIELD, GRAVEYARD
from tests.helpers import assert_json_trips, checked_play


def _card(name: str) -> MtgCard:
    card = mtg.RULES.pool.get(name)
    assert isinstance(card, MtgCard)
    return card


def test_back_faces_have_a_color_indicator_and_the_front_faces_mana_value() -> None:
    fiend, angel = _card("Unholy Fiend"), _card("Serra Faithkeeper")
    assert fiend.front is _card("Cloistered Youth") and _card("Cloistered Youth").back is fiend
    assert fiend.cost == "" and fiend.mana_value == 2  # CR 712.8e
    assert fiend.colors == frozenset("B") and _card("Cloistered Youth").colors == frozenset("W")
    assert angel.mana_value == 3 and angel.colors == frozenset("W") and angel.pt == (4, 4)
    assert angel.has("Flying") and angel.has("Vigilance")


def _game_with_youth() -> tuple[tcgkit.GameState, int]:
    state = mtg.RULES.new_game(seed=3)
    youth = next(o.id for o in state.objects if o.owner == 0)
    state = state.copy()
    state.relocate(youth, BATTLEFIELD[0])
    state.mut(youth).card = _card("Cloistered Youth")
    return state, youth


def test_transform_keeps_the_object_and_shows_the_back_face() -> None:
    state, oid = _game_with_youth()
    state.mut(oid).tapped = True
    before = state.objects[oid].incarnation
    assert transform(state, oid)
    o = state.objects[oid]
    assert o.card.name == "Unholy Fiend" and o.tapped and o.incarnation == before  # CR 712.18
    assert (power(state, o), toughness(state, o)) == (3, 3)
    assert mana_value(state, oid) == 2  # CR 712.8e
    assert not has_keyword(state, o, "Flying")
    # The back face's end step ability is the one indexed now, not the front's upkeep one.
    assert any(ref[0] == oid for refs in state.triggers.values() for ref in refs)
    assert transform(state, oid) and state.objects[oid].card.name == "Cloistered Youth"


def test_leaving_the_battlefield_turns_it_front_face_up() -> None:
    state, oid = _game_with_youth()
    transform(state, oid)
    state.move(oid, GRAVEYARD[0], reason="effect", cause="rule")
    assert state.objects[oid].zone == GRAVEYARD[0]
    assert state.objects[oid].card.name == "Cloistered Youth"  # CR 712.8a


def test_a_card_that_is_no_double_faced_card_does_not_transform() -> None:
    state = mtg.RULES.new_game(seed=3)
    bears = next(o.id for o in state.objects if o.owner == 0)
    state = state.copy()
    state.relocate(bears, BATTLEFIELD[0])
    name = state.objects[bears].card.name
    assert not transform(state, bears) and state.objects[bears].card.name == name


def test_a_deck_may_not_list_a_back_face() -> None:
    deck = ["Serra Faithkeeper", *(["Plains"] * 59)]
    with pytest.raises(MalformedInput, match="back face of Invasion of Dominaria"):
        mtg.RULES.new_game(seed=1, decks=[deck, deck])


def test_random_games_with_double_faced_cards_round_trip() -> None:
    deck = [("Cloistered Youth" if name == "Balduvian Bears" else
             "Invasion of Dominaria" if name == "Eager Cadet" else name)
            for name in GREEN_WHITE]
    seen: Counter[str] = Counter()
    for seed in range(1, 7):
        state = mtg.RULES.new_game(seed=seed, decks=[deck, deck])
        for n, _ in checked_play(state, RandomAgent(seed)):
            faces = {o.card.name for o in state.objects if o.card.front is not None}
            seen.update(faces)
            if faces and n % 7 == 0:
                assert_json_trips(state)
    assert seen["Unholy Fiend"] > 0 and seen["Serra Faithkeeper"] > 0
