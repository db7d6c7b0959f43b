"""The use procedure's inner steps (seed 003, tcgkit.games.dm.usecost): copies, JSON and
pickle round trips hold while an additional cost or a mode is being declared and while a
card used from the mana zone is in the nowhere zone; the declared count and mode reach the
resolving card; random play from these boards meets only applicable options."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tcgkit.core.abilities import Ctx
from tcgkit.core.state import GameState, run_with
from tcgkit.core.steps import Step
from tcgkit.games.dm.usecost import declared
from tcgkit.games.dm.zones import BATTLE, HAND, MANA, NOWHERE
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load
from tests.helpers import assert_round_trips

HERE = Path(__file__).resolve().parent.parent / "scenarios" / "dm" / "use_procedure"
BOARDS = sorted(p.name for p in HERE.glob("*.yaml"))


def _board(name: str) -> GameState:
    """The board a scenario of scenarios/dm/use_procedure sets up, at its first
    decision."""
    return build(parse_scenario(load(HERE / name)))


def _named(state: GameState, zone: int, name: str) -> int:
    return next(o for o in state.zones[zone] if state.objects[o].card.name == name)


def test_the_additional_cost_declaration_round_trips_and_counts() -> None:
    state = _board("additional_cost_buzzrenda_steps_2_to_4.yaml")
    spell = _named(state, HAND[0], "Kamikai! Buzzrenda Sends the Mana Wild?! (Shock)")
    state.apply(state.decision.find("cast Kamikai! Buzzrenda Sends the Mana Wild?! (Shock)"))
    assert state.decision.kind == "additional_cost"
    assert state.objects[spell].zone == NOWHERE  # declared from the hand: step 1
    assert_round_trips(state)
    copy = state.copy()
    # Declared once: BR twice (2 cards into the mana zone); declared none on the copy:
    # once.
    state.apply(state.decision.find("additional 1"))
    copy.apply(copy.decision.find("additional 0"))
    assert len(state.zones[MANA[0]]) == 8 and len(copy.zones[MANA[0]]) == 7
    assert sum(state.objects[m].tapped for m in state.zones[MANA[0]]) == 5
    assert sum(copy.objects[m].tapped for m in copy.zones[MANA[0]]) == 2


def test_the_mode_decision_round_trips_and_only_that_mode_resolves() -> None:
    state = _board("modes_chosen_in_step_5.yaml")
    state.apply(state.decision.find("cast Bakushin Gabra Hand"))
    assert state.decision.kind == "mode"
    assert_round_trips(state)
    other = state.copy()
    state.apply(state.decision.find("choose mode 1"))
    other.apply(other.decision.find("choose mode 2"))
    # Mode 1: the opponent chooses a creature; mode 2: a card from their hand.
    assert state.decision.kind == "choose" and other.decision.kind == "choose"
    assert {state.objects[o.obj].zone for o in state.decision.options} == {BATTLE[1]}
    assert {other.objects[o.obj].zone for o in other.decision.options} == {HAND[1]}
    # In the middle of the chosen mode's instructions.
    assert_round_trips(state)
    assert_round_trips(other)


def test_a_card_used_from_the_mana_zone_is_nowhere_after_step_4() -> None:
    state = _board("from_the_mana_zone_nowhere_at_step_4.yaml")
    fang = _named(state, MANA[0], "Fighter Dual Fang")
    state.apply(state.decision.find("summon Fighter Dual Fang from mana"))
    assert state.decision.kind == "pay_mana"
    assert state.objects[fang].zone == MANA[0]  # steps 1 to 3: still in the mana zone
    assert_round_trips(state)
    while state.decision.kind == "pay_mana":
        state.apply(state.decision.options[0])
    assert state.decision.kind == "evolve"
    assert state.objects[fang].zone == NOWHERE  # paid (step 4): in no zone
    assert_round_trips(state)


@pytest.mark.parametrize("name", BOARDS)
def test_random_play_from_use_procedure_boards(name: str) -> None:
    for seed in (1, 2):
        state = _board(name)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            for option in d.options:  # every option of a declared kind, conforming
                assert state.rules.option_fault(option, state) is None, (d.kind, option)
            state.apply(rng.choice(d.options))
            if rng.random() < 0.1 and not state.is_over:
                assert_round_trips(state)


def test_an_additional_count_beyond_the_mana_is_explained_with_its_rule() -> None:
    # rules.explain does not call it yet (rules.py is not this module's to edit): the
    # reason it would give is checked here.
    from tcgkit.core.decision import Option
    from tcgkit.games.dm.play import additional_conceivable, explain_additional

    state = _board("additional_cost_beyond_the_mana_refused.yaml")
    state.apply(state.decision.find("cast Kamikai! Buzzrenda Sends the Mana Wild?! (Shock)"))
    d = state.decision
    assert Option("additional", -1, 3) in additional_conceivable(state, d)
    assert explain_additional(state, d, Option("additional", -1, 2)) is None
    reason = explain_additional(state, d, Option("additional", -1, 3))
    assert reason is not None and "at most 2 more time(s)" in reason and "DM-USE-03" in reason


class _BackToHandThenOut(Step):
    """Return player 1's Cospanda Method to the hand, then put it into the battle zone,
    as effects would (no use in between)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        oid = _named(state, BATTLE[0], "Cospanda Method")
        state.move(oid, HAND[0], reason="effect", cause="effect", rule="DM 110")
        state.move(oid, BATTLE[0], reason="put", cause="effect", rule="DM 110")


def test_only_the_use_that_brought_a_card_out_counts_its_additional_payments() -> None:
    state = _board("creature_additional_cost_cospanda_method.yaml")
    state.apply(state.decision.find("summon Cospanda Method"))
    state.apply(state.decision.find("additional 3"))
    oid = _named(state, BATTLE[0], "Cospanda Method")
    assert declared(state, Ctx(0, oid, None)) == (3, ())
    state.apply(state.decision.find("put Cospanda Method's ability #1"))
    for name in ("Burning Mane", "Fear Fang", "Scissor Eye"):
        state.apply(state.decision.find(f"choose {name}"))
    assert state.turn == 6 and state.active == 0  # the extra turn
    extra_turns = sum(e.kind == "extra_turn" for e in state.continuous)
    run_with(state, [_BackToHandThenOut()])
    # Put out by an effect, it was not used: nothing declared, its BR ability used once
    # (no opponent's creature to return) and no second extra turn.
    assert declared(state, Ctx(0, oid, None)) == (0, ())
    assert sum(e.kind == "extra_turn" for e in state.continuous) == extra_turns
    turn6 = [e.text for e in state.log if e.turn == 6]
    assert "Cospanda Method's triggered ability resolves" in turn6
    assert not any("BR ability is used" in t for t in turn6)
