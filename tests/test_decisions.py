"""Decisions: option texts, canonical options, stale decisions, purity, rewinds, and
the determinism of what a game writes out."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys

import pytest

from tcgkit.core.decision import Option
from tcgkit.core.errors import AmbiguousName, EngineError, IllegalAction
from tcgkit.core.steps import Step
from tcgkit.games import mtg
from tcgkit.scenario import build, parse, parse_scenario
from tests.helpers import midgame

TWO_BEARS_ATTACK = """
title: two attackers with one name
game: mtg
covers: []
setup:
  turn: 3
  active: p2
  step: declare_attackers
  p1:
    battlefield: [Horned Turtle, Forest]
    library: [Forest x5]
  p2:
    battlefield: [Grizzly Bears, {card: Grizzly Bears, damage: 1}]
    library: [Forest x5]
script: []
"""


def blockers_decision():
    """Two Grizzly Bears (one damaged, so not the same choice) attack; Player 1 blocks."""
    state = build(parse_scenario(parse(TWO_BEARS_ATTACK, "x.yaml")))
    while state.decision.kind == "declare_attackers":
        attack = [o for o in state.decision.options if o.kind == "attack"]
        state.apply(attack[0] if attack else Option("done"))
    return state


def test_texts_name_one_option_or_are_ambiguous_never_a_silent_pick():
    state = blockers_decision()
    d = state.decision
    assert d.kind == "declare_blockers"
    labels = [lb for lb in d.labels if lb.startswith("block")]
    assert len(labels) == 2 and all("@" in lb for lb in labels)
    with pytest.raises(AmbiguousName, match="names several options"):
        d.find("block Grizzly Bears with Horned Turtle")
    with pytest.raises(AmbiguousName):
        d.find("block 灰色熊 with 角海亀")
    assert d.find(labels[0]) != d.find(labels[1])
    with pytest.raises(IllegalAction):
        d.find("block")  # no prefix matching
    assert d.find("done") == Option("done")


def test_a_plain_tuple_or_an_identical_copy_stands_for_the_listed_option():
    state, _ = midgame("mtg", seed=4, decisions=3)
    d = state.decision
    listed = d.options[-1]
    assert state.check(tuple(listed)) is listed  # type: ignore[arg-type]
    hand = state.zone("hand", d.player)
    copies = [o for o in hand if state.objects[o].card is state.objects[hand[0]].card]
    cast = next((o for o in d.options if o.obj in copies), None)
    if cast is not None and len(copies) > 1:
        other = next(o for o in copies if o != cast.obj)
        assert state.check(Option(cast.kind, other, cast.arg)) is cast


def test_answers_for_the_wrong_player_and_odd_objects_are_refused_cleanly():
    state, _ = midgame("ygo", seed=2, decisions=5)
    d = state.decision
    before = state.to_json()
    with pytest.raises(IllegalAction, match="decision"):
        state.apply(d.options[0], player=1 - d.player)
    for bad in (Option("attack", -1, 9999), Option("block", -1, None), Option("cast", 3.5),
                Option("break", -1, None), ("x",), "summon"):
        assert not state.can(bad)  # type: ignore[arg-type]
    assert state.to_json() == before


def test_a_refusal_does_not_name_a_card_the_player_cannot_see():
    state, _ = midgame("mtg", seed=6, decisions=10)
    d = state.decision
    top = state.zone("library", 1 - d.player)[-1]
    name = state.objects[top].card.name
    with pytest.raises(IllegalAction) as err:
        state.check(Option("cast", top))
    assert name not in str(err.value)


def test_reading_a_decision_changes_nothing():
    state, _ = midgame("mtg", seed=3, decisions=20)
    copy = state.copy()
    before = copy.to_json()
    d = copy.decision
    _ = d.labels
    copy.can(d.options[0])
    assert copy.to_json() == before


def test_a_stale_decision_does_not_describe_the_new_game():
    state, _ = midgame("ygo", seed=5, decisions=2)
    d = state.decision
    state.apply(d.options[0])
    with pytest.raises(EngineError, match="no longer pending"):
        _ = d.labels


def test_json_does_not_depend_on_the_process_hash_seed():
    code = ("import hashlib; from tcgkit.games import mtg; "
            "s = mtg.new_game(seed=3); print(hashlib.md5(s.to_json().encode()).hexdigest())")
    digests = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env={"PYTHONHASHSEED": seed}, check=True).stdout
               for seed in ("1", "2", "3")}
    assert len(digests) == 1
    assert hashlib.md5(mtg.new_game(seed=3).to_json().encode()).hexdigest() + "\n" in digests


class Note(Step):
    """A plain step under a procedure: it must run once, after the rewind."""

    __slots__ = ()

    def run(self, state):
        state.log_rule("test", "note")


def test_a_rewind_keeps_the_work_stack_the_engine_is_running():
    from tcgkit.core.procedure import Use
    from tests.kernel_game import VANILLA, new_state
    from tests.test_procedure import Stop

    state = new_state(deck=0)
    oid = state.create(VANILLA, 0, "hand")
    state.push(Use("test.fragile", 0, oid), Note(), Stop())
    state.start()
    state.apply(state.decision.find("no"))
    assert [e.text for e in state.log].count("note") == 1
    assert state.decision.kind == "stop" and not any(isinstance(s, Note) for s in state.work)
    state.apply("a")
    assert state.decision is None and not state.work


MAIN_PHASE = """
title: main phase
game: mtg
covers: []
setup:
  turn: 3
  step: main1
  p1:
    hand: [Forest, Grizzly Bears]
    battlefield: [Forest, Island]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script: []
"""


@pytest.mark.parametrize(("kind", "card", "reason"), [
    ("cast", "Forest", "Forest is a land: it is played, not cast (CR 305.1)"),
    ("play", "Grizzly Bears", "Grizzly Bears is not a land"),
    ("attack", "Grizzly Bears", "only in the declare attackers step (CR 508.1)"),
    ("block", "Grizzly Bears", "only in the declare blockers step (CR 509.1)"),
])
def test_a_refusal_gives_the_rule_that_fits_the_kind_of_card(kind, card, reason):
    state = build(parse_scenario(parse(MAIN_PHASE, "x.yaml")))
    before = state.to_json()
    hand = state.zones[mtg.zones.HAND[0]]
    oid = next(o for o in hand if state.objects[o].card.name == card)
    with pytest.raises(IllegalAction, match=re.escape(reason)):
        state.apply(Option(kind, oid, oid if kind == "block" else None))
    assert state.to_json() == before


def test_identical_creatures_are_different_choices_once_an_effect_sets_one_apart():
    from tcgkit.core.continuous import Continuous

    def attack_options(state):
        return [o for o in state.decision.options if o.kind == "attack"]

    text = TWO_BEARS_ATTACK.replace("{card: Grizzly Bears, damage: 1}", "Grizzly Bears")
    assert len(attack_options(build(parse_scenario(parse(text, "x.yaml"))))) == 1
    countered = text.replace("[Grizzly Bears, Grizzly Bears]",
                             "[Grizzly Bears, {card: Grizzly Bears, counters: {+1/+1: 1}}]")
    assert len(attack_options(build(parse_scenario(parse(countered, "x.yaml"))))) == 2
    state = build(parse_scenario(parse(text, "x.yaml")))
    state._decision = None  # computed again below, with the effect in place
    bear = state.objects[state.zones[mtg.zones.BATTLEFIELD[1]][1]]
    state.add_continuous(Continuous("keyword", controller=1, value="Indestructible",
                                    target=(bear.id, bear.incarnation)))
    options = attack_options(state)
    assert len(options) == 2
    plain = next(o for o in options if o.obj != bear.id)
    assert state.check(Option("attack", bear.id, None)).obj == bear.id
    assert state.check(plain) is plain


def test_a_card_kept_from_a_look_at_the_library_is_named_to_its_owner_only():
    text = open("scenarios/mtg/underrealm_lich_completes_each_replacement.yaml").read()
    state = build(parse_scenario(parse(text.split("script:")[0] + "script: []\n", "x.yaml")))
    for answer in ("cast Brainstorm", "pass", "keep Grizzly Bears"):
        state.apply(answer)
    kept = [e for e in state.log if e.rule == "CR 121.6" and e.text.endswith("hand")]
    assert kept and kept[-1].text == "Grizzly Bears is put into Player 1's hand"
    assert kept[-1].text_for(0) == kept[-1].text
    assert kept[-1].text_for(1) == "A card is put into Player 1's hand"
    assert all("Grizzly Bears" not in line for line in state.log_for(1))
    milled = [e for e in state.log if e.rule == "CR 121.6" and e.text.endswith("graveyard")]
    assert milled and all(e.private is None for e in milled)  # the graveyard is public
