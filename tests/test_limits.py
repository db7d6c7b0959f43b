"""Usage limits: who shares the count, for which period, and when a use is spent."""

from __future__ import annotations

import pytest

from tcgkit.core.limits import (
    ATTACK,
    EVERYONE,
    GAME,
    KEYWORD,
    NAME,
    OBJECT,
    PLAYER,
    Limit,
    purge_stale,
)
from tests.kernel_game import VANILLA, new_state


def state_with_two_copies():
    state = new_state(deck=0)
    a = state.create(VANILLA, 0, "board")
    b = state.create(VANILLA, 0, "board")
    return state, a, b


def test_object_limits_are_per_object_and_ability_line():
    state, a, b = state_with_two_copies()
    limit = Limit(shared=OBJECT)
    limit.spend(state, 0, a, 0)
    assert not limit.available(state, 0, a, 0)
    assert limit.available(state, 0, b, 0)  # another copy: its own use (DM-T1-06)
    assert limit.available(state, 0, a, 1)  # another ability line of the same card


def test_a_card_that_left_and_came_back_has_a_fresh_limit():
    state, a, _ = state_with_two_copies()
    limit = Limit(shared=OBJECT)
    limit.spend(state, 0, a, 0)
    state.relocate(a, state.rules.zones.id("hand", 0))
    state.relocate(a, state.rules.zones.id("board", 0))
    assert limit.available(state, 0, a, 0)


def test_name_limits_are_shared_by_all_of_a_players_copies_but_not_the_opponents():
    state, a, b = state_with_two_copies()
    c = state.create(VANILLA, 1, "board")
    limit = Limit(shared=NAME, per=GAME)
    limit.spend(state, 0, a, 0)
    assert not limit.available(state, 0, b, 0)
    state.relocate(a, state.rules.zones.id("hand", 0))  # still spent after leaving and coming back
    assert not limit.available(state, 0, a, 0)
    assert limit.available(state, 1, c, 0)  # the opponent's use does not limit you (DM-T1-13)


def test_keyword_player_and_everyone_limits():
    state, _, _ = state_with_two_copies()
    kw = Limit(shared=KEYWORD, name="Final Revolution")
    kw.spend(state, 0)
    assert not kw.available(state, 0) and kw.available(state, 1)
    allowance = Limit(shared=PLAYER, name="land play")
    allowance.spend(state, 1)
    assert not allowance.available(state, 1) and allowance.available(state, 0)
    assert allowance.available(state, 1, count=2)  # an effect allowing a second one
    once = Limit(shared=EVERYONE, name="first Scorer", per=GAME)
    once.spend(state, 1)
    assert not once.available(state, 0)


def test_turn_limits_reset_with_the_turn_and_game_limits_do_not():
    state, a, _ = state_with_two_copies()
    per_turn = Limit(shared=OBJECT)
    per_game = Limit(shared=OBJECT, per=GAME)
    per_turn.spend(state, 0, a, 0)
    per_game.spend(state, 0, a, 0)
    state.turn += 1
    purge_stale(state)
    assert per_turn.available(state, 0, a, 0)
    assert not per_game.available(state, 0, a, 0)
    assert len(state.limits) == 1


def test_attack_limits_follow_the_current_attack():
    state, _, _ = state_with_two_copies()
    limit = Limit(shared=KEYWORD, name="Ninja Strike", per=ATTACK)
    state.attack_id = 5
    limit.spend(state, 0)
    assert not limit.available(state, 0)
    state.attack_id = 6
    assert limit.available(state, 0)


def test_refund_gives_a_use_back_and_counts_more_than_one():
    state, a, _ = state_with_two_copies()
    limit = Limit(shared=OBJECT, count=2)
    limit.spend(state, 0, a, 0)
    limit.spend(state, 0, a, 0)
    assert limit.used(state, 0, a, 0) == 2 and not limit.available(state, 0, a, 0)
    limit.refund(state, 0, a, 0)
    assert limit.available(state, 0, a, 0)
    limit.refund(state, 0, a, 0)
    assert limit.used(state, 0, a, 0) == 0 and not state.limits


def test_spending_changes_the_version():
    state, a, _ = state_with_two_copies()
    v = state.version
    Limit(shared=OBJECT).spend(state, 0, a, 0)
    assert state.version == v + 1


def test_an_object_limit_needs_the_object():
    state, _, _ = state_with_two_copies()
    with pytest.raises(ValueError):
        Limit(shared=OBJECT).spend(state, 0)


def test_a_limit_with_a_rule_logs_each_spent_use_and_a_game_allowance_does_not():
    state, a, _ = state_with_two_copies()
    before = len(state.log)
    Limit(shared=PLAYER, name="land drop").spend(state, 0)
    assert len(state.log) == before  # a game rule's allowance: the action logs itself
    Limit(shared=OBJECT, rule="DM-T1-05").spend(state, 0, a, 0)
    Limit(shared=NAME, per=GAME, rule="DM-T1-13").spend(state, 0, a, 0)
    Limit(shared=KEYWORD, name="Ninja Strike", per=ATTACK, count=2,
          rule="DM-T1-11").spend(state, 1)
    name, who = state.objects[a].card.name, state.players[0].name
    texts = [(e.rule, e.fmt.format(*e.args)) for e in state.log[before:]]
    assert texts == [
        ("DM-T1-05", f"{who}: the once-per-turn use of {name} is spent"),
        ("DM-T1-13", f"{who}: the once-per-game use of the name {name} is spent"),
        ("DM-T1-11", f"{state.players[1].name}: use 1 of 2 per attack of Ninja Strike is "
                     f"spent")]
