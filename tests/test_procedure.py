"""The generic use procedure: ordered stages with questions, and the rewind to the state
before it began when a stage turns out illegal."""

from __future__ import annotations

import json

import pytest

from tcgkit.core.decision import Decision, Option
from tcgkit.core.errors import EngineError, IllegalAction
from tcgkit.core.events import Event
from tcgkit.core.procedure import Procedure, Stage, Use, register
from tcgkit.core.steps import Ask
from tests.kernel_game import VANILLA, new_state


class Stop(Ask):
    """A decision that waits below the procedure, so the game has somewhere to stop."""

    __slots__ = ()

    def decide(self, state):
        return Decision(0, "stop", [Option("a"), Option("b")], "stop", state)

    def answer(self, state, option):
        pass


def _take(state, use):
    state.log_rule("test", "take {}", state.objects[use.obj].card.name)
    state.emit(Event("move", obj=use.obj, to=state.rules.zones.id("graveyard", use.player),
                     amount=-1))
    return use.with_plan("taken", True)


def _ask(state, use):
    if use.get("answer") is not None:
        return None
    return Decision(use.player, "go_on", [Option("yes"), Option("no")], "go on?", state)


def _record(state, use, option):
    return use.with_plan("answer", option.kind)


def _check(state, use):
    if use.get("answer") == "no":
        raise IllegalAction("the player said no", rule="test: rewind")
    state.log_rule("test", "done")
    return None


register("test.fragile", Procedure("test use", (
    Stage("take", "test: take", do=_take),
    Stage("ask", "test: ask", ask=_ask, record=_record),
    Stage("check", "test: check", do=_check),
), rewind_rule="test: rewind"))

register("test.unchecked", Procedure("unchecked use", (
    Stage("take", "test: take", do=_take),
    Stage("check", "test: check", do=lambda s, u: (_ for _ in ()).throw(IllegalAction("no"))),
), rewind_rule="test: rewind", checked_in_advance=True))


def setup():
    state = new_state(deck=0)
    oid = state.create(VANILLA, 0, "hand")
    return state, oid


def without_log(state):
    data = json.loads(state.to_json())
    del data["log"]
    return data


def test_a_procedure_runs_its_stages_in_order_and_asks_in_between():
    state, oid = setup()
    state.push(Use("test.fragile", 0, oid), Stop())
    state.start()
    assert state.decision.kind == "go_on"
    assert state.zone_name(oid) == "graveyard"  # the first stage already happened
    state.apply(state.decision.find("yes"))
    assert state.decision.kind == "stop"
    assert [e.text for e in state.log] == ["take Vanilla", "done"]


def test_an_illegal_stage_rewinds_to_before_the_procedure():
    state, oid = setup()
    untouched = state.copy()
    untouched.push(Stop())
    untouched.start()
    state.push(Use("test.fragile", 0, oid), Stop())
    state.start()
    state.apply(state.decision.find("no"))
    assert state.decision.kind == "stop"
    assert state.zone_name(oid) == "hand"
    assert without_log(state) == without_log(untouched)
    last = state.log[-1]
    assert last.rule == "test: rewind" and "the player said no" in last.text
    assert "take Vanilla" not in [e.text for e in state.log]


def test_a_snapshot_is_part_of_the_serialized_state():
    state, oid = setup()
    state.push(Use("test.fragile", 0, oid), Stop())
    state.start()
    use = state.work[-1]
    assert isinstance(use, Use) and use.snapshot is not None
    data = json.loads(state.to_json())
    assert data["work"][-1]["snapshot"]["$"] == "GameState"


def test_a_procedure_checked_in_advance_takes_no_snapshot_and_must_not_fail():
    state, oid = setup()
    state.push(Use("test.unchecked", 0, oid), Stop())
    with pytest.raises(EngineError, match="checked in full"):
        state.start()
