"""The London mulligan (CR 103.5): the cards given up go to the bottom of the library,
nothing about them reaches the opponent, and a state at each declaration survives copy
and the JSON round trip."""

from __future__ import annotations

import tcgkit
from tcgkit.core.automation import ALL, KEEP_OPENING_HAND
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import mtg
from tcgkit.games.mtg.mulligan import why_not_mulligan
from tcgkit.games.mtg.zones import HAND, LIBRARY


def _decide(state: GameState, text: str) -> None:
    state.apply(state.decision.find(text))


def test_cards_given_up_go_to_the_bottom_in_the_order_chosen() -> None:
    state = mtg.RULES.new_game(seed=11)
    first = state.decision.player
    _decide(state, "mulligan")
    _decide(state, "keep hand")  # the other player keeps seven
    assert len(state.zones[HAND[1 - first]]) == 7
    _decide(state, "mulligan")
    _decide(state, "keep hand")
    assert state.decision.kind == "put_on_bottom"
    chosen = []
    for _ in range(2):
        option = state.decision.options[-1]
        chosen.append(option.obj)
        state.apply(option)
    library = state.zones[LIBRARY[first]]
    # The later card put on the bottom is under the earlier one.
    assert library[:2] == [chosen[1], chosen[0]]
    assert len(state.zones[HAND[first]]) == 5 and len(library) == 55
    # The opponent's log names neither card.
    names = {state.objects[o].card.name for o in chosen}
    lines = [line for line in state.log_for(1 - first) if "bottom" in line]
    assert len(lines) == 2 and not any(n in line for line in lines for n in names)


def test_only_the_player_to_declare_may_and_only_before_the_first_turn() -> None:
    state = mtg.RULES.new_game(seed=5)
    first = state.decision.player
    before = state.to_json()
    try:
        state.check(state.decision.find("mulligan"), player=1 - first)
    except IllegalAction as exc:
        assert "is Player" in str(exc)
    else:
        raise AssertionError("the other player declared out of turn")
    assert state.to_json() == before
    copy = tcgkit.load_game(state.to_json())
    assert (copy.decision.player, copy.decision.options) == \
        (state.decision.player, state.decision.options)
    _decide(state, "keep hand")
    _decide(state, "keep hand")
    assert state.turn == 1 and state.decision.kind != "mulligan"
    assert why_not_mulligan(state, state.active) == \
        "a mulligan is taken only before the game's first turn (CR 103.5)"


def test_the_automation_keeps_every_opening_hand() -> None:
    # Not a default automation: named with the default ones.
    state = mtg.RULES.new_game(seed=5, automations=(*ALL, KEEP_OPENING_HAND))
    assert state.turn == 1 and state.decision.kind == "priority"
    kept = [e for e in state.log if e.rule == "CR 103.5" and "keeps" in e.fmt]
    assert len(kept) == 2
    assert all(len(state.zones[HAND[p]]) + len(state.zones[LIBRARY[p]]) == 60 for p in (0, 1))
