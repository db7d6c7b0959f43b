"""The event pipeline: count modifiers, prohibitions, replacement effects (each once per
event, ordered by the affected player), perform, history, triggers."""

from __future__ import annotations

from tcgkit.core import pipeline
from tcgkit.core.events import Event
from tests.kernel_game import (
    DOUBLER,
    HEALER,
    LABYRINTH,
    ONCE_HEALER,
    ONCE_WATCHER,
    PICKY,
    SELF_THIEF,
    SKIPPER,
    THIEF,
    THREE,
    TWO,
    WATCHER,
    draw,
    new_state,
    run,
)


def hand(state, p):
    return len(state.zone("hand", p))


def test_draw_n_is_n_single_draws_in_one_batch():
    state = run(new_state(), draw(0, 3))
    draws = list(state.history.select("draw"))
    assert [e.player for e in draws] == [0, 0, 0]
    assert len({e.batch for e in draws}) == 1 and draws[0].batch != 0
    assert all(e.obj is not None for e in draws)
    assert hand(state, 0) == 3
    assert sum(1 for e in state.log if e.rule == "test: draw") == 3


def test_an_event_nothing_watches_does_not_enter_the_pipeline(monkeypatch):
    calls = []
    monkeypatch.setattr(pipeline.Pipeline, "run", lambda self, state: calls.append(self))
    state = run(new_state(), draw(0, 3))
    assert calls == [] and hand(state, 0) == 3


def test_watched_events_go_through_the_pipeline(monkeypatch):
    state = new_state(board=((1, THIEF),))
    seen = []
    original = pipeline.Pipeline.run

    def spy(self, st):
        seen.append(self.event.kind)
        original(self, st)

    monkeypatch.setattr(pipeline.Pipeline, "run", spy)
    run(state, draw(0, 2))
    assert seen.count("draw") >= 2


def test_count_modifiers_apply_in_timestamp_order_later_wins():
    state = run(new_state(board=((0, TWO), (0, THREE))), draw(0, 1))
    assert hand(state, 0) == 3
    state = run(new_state(board=((0, THREE), (0, TWO))), draw(0, 1))
    assert hand(state, 0) == 2


def test_a_prohibition_stops_the_event_before_replacement():
    state = run(new_state(board=((0, LABYRINTH),)), draw(0, 3))
    assert hand(state, 0) == 1
    assert state.history.count("draw", player=0) == 1
    assert any("does not happen" in e.text and "Labyrinth" in e.text for e in state.log)


def test_a_replaced_draw_is_not_a_draw():
    state = run(new_state(board=((1, THIEF),)), draw(0, 2))
    assert hand(state, 0) == 0 and hand(state, 1) == 2
    assert state.history.count("draw", player=0) == 0
    assert state.history.count("draw", player=1) == 2


def test_triggers_see_what_did_happen_once_per_event():
    state = run(new_state(board=((1, WATCHER),)), draw(0, 3))
    assert len(state.triggered) == 3
    assert [t.event.obj for t in state.triggered] == [
        e.obj for e in state.history.select("draw", player=0)]
    state = run(new_state(board=((1, WATCHER), (1, THIEF))), draw(0, 3))
    assert state.triggered == []  # the draws were replaced: nothing was drawn by player 0


def test_a_trigger_limited_once_per_turn_spends_its_use_when_it_triggers():
    state = run(new_state(board=((1, ONCE_WATCHER),)), draw(0, 3))
    assert len(state.triggered) == 1
    state.turn += 1
    state.history.begin_turn()
    run(state, draw(0, 1))
    assert len(state.triggered) == 2


def test_replacement_chains_terminate_each_effect_applies_once():
    # Each player's Thief steals the other's draws: player 0's draw becomes player 1's
    # draw (player 1's Thief), which player 0's Thief steals back; player 1's Thief already
    # had its chance at this chain of events (CR 614.5), so player 0 draws after all, as
    # the official Notion Thief ruling has it.
    state = run(new_state(board=((0, THIEF), (1, THIEF))), draw(0, 1))
    assert hand(state, 0) == 1 and hand(state, 1) == 0
    assert sum(1 for e in state.log if "Thief applies" in e.text) == 2


def test_a_self_replacing_effect_applies_once_and_then_the_event_happens():
    state = run(new_state(board=((0, SELF_THIEF),)), draw(0, 2))
    assert hand(state, 0) == 2
    assert sum(1 for e in state.log if "Echo applies" in e.text) == 2


def test_the_affected_player_chooses_among_replacements():
    state = run(new_state(board=((1, THIEF), (0, HEALER))), draw(0, 1))
    d = state.decision
    assert d.kind == "order_replacements" and d.player == 0
    assert sorted(d.labels) == ["replacement Healer", "replacement Thief"]
    before = state.players[0].life
    state.apply(d.find("replacement Healer"))
    assert state.players[0].life == before + 1 and hand(state, 1) == 0


def test_the_other_replacement_gets_its_chance_at_the_new_event():
    state = run(new_state(board=((1, THIEF), (0, HEALER))), draw(0, 1))
    state.apply(state.decision.find("replacement Thief"))
    # Player 1 draws instead; Healer only replaces its controller's own draws.
    assert hand(state, 1) == 1 and state.players[0].life == 0


def test_an_optional_replacement_asks_its_controller():
    state = run(new_state(board=((0, SKIPPER),)), draw(0, 2))
    assert state.decision.kind == "optional_replacement" and state.decision.player == 0
    state.apply(state.decision.find("apply Skipper"))
    assert state.players[0].life == 3
    state.apply(state.decision.find("decline Skipper"))
    assert state.players[0].life == 3 and hand(state, 0) == 1
    assert state.decision is None


def test_a_modifying_replacement_changes_the_event_and_the_pipeline_goes_on():
    state = run(new_state(board=((0, DOUBLER),)),
                Event("life", player=0, amount=3, rule="test: life"))
    assert state.players[0].life == 6
    assert [e.amount for e in state.history.select("life")] == [6]


def test_a_replacement_limited_once_per_turn_is_spent_only_when_applied():
    state = run(new_state(board=((0, ONCE_HEALER),)), draw(0, 3))
    assert state.players[0].life == 2 and hand(state, 0) == 2


def test_a_replacement_condition_asks_the_history():
    # "except their first draw this turn": the first is drawn, the next two replaced.
    state = run(new_state(board=((1, PICKY),)), draw(0, 3))
    assert hand(state, 0) == 1 and state.players[1].life == 2


def test_replacements_apply_even_when_the_deck_is_empty():
    state = run(new_state(deck=0, board=((0, HEALER),)), draw(0, 1))
    assert not state.is_over and state.players[0].life == 1


def test_drawing_from_an_empty_deck_is_recorded_as_an_attempt():
    state = run(new_state(deck=1), draw(0, 2))
    assert state.history.count("draw", player=0) == 1
    assert state.history.count("draw_empty", player=0) == 1
    assert state.is_over and state.winner == 1
