"""The scenario runner's ``expect`` checks: a status is one card's, every mapping's keys
are known, status values have their field's type, ``pending`` is in the game's
resolution order, and an engine bug fails one scenario without stopping the run."""

from __future__ import annotations

import pytest

from tcgkit.cli.main import main
from tcgkit.core.pending import PendingItem
from tcgkit.games import get_rules
from tcgkit.scenario import ScenarioError, build, parse, parse_scenario
from tcgkit.scenario.runner import check

from .helpers import run_scenario as scenario


def error_of(text: str) -> str:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(parse(text, "test.yaml"))
    return str(err.value)


# Two Grizzly Bears: one tapped and undamaged, one untapped with 1 damage.
BEARS = """\
title: two bears
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Brainstorm]
    battlefield:
      - {card: Grizzly Bears, tapped: true}
      - {card: Grizzly Bears, damage: 1}
      - Island
    library: [Island x5]
  p2:
    library: [Island x5]
script:
  - expect:
      EXPECT
"""


def bears(expect: str) -> str:
    return BEARS.replace("EXPECT", expect)


# ------------------------------------------------------------------ 1. one card, all keys

def test_a_status_is_not_satisfied_by_keys_of_different_same_named_cards():
    result = scenario(bears(
        "status: [{zone: p1.battlefield, card: Grizzly Bears, tapped: true, damage: 1}]"))
    assert not result.passed
    assert "test.yaml:18: expectation failed: status: no Grizzly Bears in p1.battlefield " \
           "has {tapped: true, damage: 1}; the 2 there have {tapped: true, damage: 0}, " \
           "{tapped: false, damage: 1}" in result.error


@pytest.mark.parametrize("status", ["tapped: true, damage: 0", "tapped: false, damage: 1",
                                    "damage: 1", "tapped: true"])
def test_a_status_is_satisfied_by_any_one_same_named_card_having_all_keys(status):
    result = scenario(bears(f"status: [{{zone: p1.battlefield, card: Grizzly Bears, {status}}}]"))
    assert result.passed, result.error


def test_a_status_failure_with_one_card_says_what_it_has():
    result = scenario(bears("status: [{zone: p1.battlefield, card: Island, tapped: true}]"))
    assert not result.passed
    assert "status: no Island in p1.battlefield has {tapped: true}; it has {tapped: false}" \
        in result.error


def test_controller_and_counters_are_compared_in_scenario_terms():
    result = scenario(bears("status: [{zone: p1.battlefield, card: Island, controller: p1, "
                            "counters: {}}]"))
    assert result.passed, result.error


# ------------------------------------------------------------------ 2. unknown keys

@pytest.mark.parametrize("expect, field, allowed", [
    ("history: [{kind: draw, player: p1, cont: 1}]", "script[0].expect.history[0].cont",
     "card, count, kind, player, reason, turn"),
    ("zones: {p1.hand: {count: 1, contain: [Brainstorm]}}",
     "script[0].expect.zones.p1.hand.contain", "contains, count, lacks, top"),
    ("status: [{zone: p1.battlefield, card: Island, tappd: true}]",
     "script[0].expect.status[0].tappd",
     "card, controller, counters, damage, deathtouched, face_down, protector, tapped, x, zone"),
])
def test_an_unknown_key_names_itself_the_file_the_line_and_the_allowed_keys(expect, field,
                                                                           allowed):
    message = error_of(bears(expect))
    key = field.rsplit(".", 1)[1]
    assert message == f"test.yaml:19: field '{field}': unknown field '{key}'; expected one " \
                      f"of {allowed}"


def test_a_status_key_that_only_another_game_has_is_unknown():
    message = error_of(bears("status: [{zone: p1.battlefield, card: Island, position: attack}]"))
    assert "unknown field 'position'" in message and "damage" in message


def test_an_unknown_zone_in_zones_or_status_is_an_error():
    message = error_of(bears("zones: {p1.hnd: 1}"))
    assert message.startswith("test.yaml:19: field 'script[0].expect.zones.p1.hnd': unknown "
                              "mtg zone 'hnd'; the zones are library, hand, battlefield")
    message = error_of(bears("status: [{zone: p1.mana, card: Island}]"))
    assert message.startswith("test.yaml:19: field 'script[0].expect.status[0].zone': "
                              "unknown mtg zone 'mana'")


def test_a_status_check_must_say_which_card():
    message = error_of(bears("status: [{zone: p1.battlefield, tapped: true}]"))
    assert message.startswith("test.yaml:19: field 'script[0].expect.status[0]': a status "
                              "check needs 'card'")


def test_a_misspelt_card_in_an_expectation_is_an_error_at_load():
    message = error_of(bears("zones: {p1.hand: {lacks: [Brainstrom]}}"))
    assert message.startswith("test.yaml:19: field 'script[0].expect.zones.p1.hand.lacks[0]': "
                              "unknown mtg card 'Brainstrom'")


def test_a_misplaced_log_absent_entry_is_named_as_such():
    message = error_of(bears("log: [{rule: CR 1}]\n      log_absent: [{rul: CR 2}]"))
    assert "field 'script[0].expect.log_absent[0].rul'" in message


def test_history_turn_0_is_the_deal_and_a_bad_turn_is_an_error():
    scenario_text = bears("history: [{kind: draw, turn: 0, count: 0}]")
    assert scenario(scenario_text).passed
    message = error_of(bears("history: [{kind: draw, turn: last, count: 0}]"))
    assert "field 'script[0].expect.history[0].turn': expected current, all or a turn " \
           "number, got 'last'" in message


# ------------------------------------------------------------------ 3. pending order

DM = """\
title: waiting abilities
game: dm
covers: []
setup:
  turn: 3
  active: p1
  step: main
  p1:
    battle: [Fear Fang, Burning Mane]
    deck: [Fear Fang x5]
  p2:
    deck: [Fear Fang x5]
script: []
"""


MTG = """\
title: the stack
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    battlefield: [Grizzly Bears, Island]
    library: [Island x5]
  p2:
    library: [Island x5]
script: []
"""


def _pending_state(text: str):
    """The scenario's board with an item for each of p1's cards in play, in the order
    they are listed (the first added first)."""
    state = build(parse_scenario(parse(text, "test.yaml")))
    for oid in state.zone(state.rules.default_zones[0], 0):
        state.pending.add(state, PendingItem(state.next_id(), "trigger", 0, obj=oid))
    return state


def test_duel_masters_pending_abilities_are_listed_first_in_first_out():
    state = _pending_state(DM)
    assert check(state, {"pending": ["Fear Fang", "Burning Mane"]}) == []
    failures = check(state, {"pending": ["Burning Mane", "Fear Fang"]})
    assert failures == ["pending is ['Fear Fang', 'Burning Mane'], expected ['Burning Mane', "
                        "'Fear Fang'] (in the order they resolve, the next first, under the "
                        "triggers policy)"]


def test_magic_pending_items_are_listed_top_of_the_stack_first():
    state = _pending_state(MTG)
    assert check(state, {"pending": ["Island", "Grizzly Bears"]}) == []


def test_pending_takes_copies_and_kinds():
    state = _pending_state(DM.replace("battle: [Fear Fang, Burning Mane]",
                                      "battle: [Fear Fang x2]"))
    state.pending.add(state, PendingItem(state.next_id(), "trigger", 0))
    assert check(state, {"pending": ["Fear Fang x2", "trigger"]}) == []


@pytest.mark.parametrize("game", ["mtg", "ygo", "dm"])
def test_the_listed_order_is_the_order_the_policy_takes_items(game):
    rules = get_rules(game)
    state = rules.new_game(seed=1)
    for obj in range(4):
        # Spell Speed 2, which the Yu-Gi-Oh! chain accepts in response to anything.
        state.pending.add(state, PendingItem(state.next_id(), "link", 0, obj=obj, speed=2))
    listed = [item.id for item in state.pending.in_order()]
    taken = []
    pending = state.pending.copy()
    while pending:
        taken.append(pending.take().id)
    assert listed == taken


# ------------------------------------------------------------------ 4. value types

@pytest.mark.parametrize("status, message", [
    ('tapped: "yes"', "tapped takes true or false, got 'yes' (str)"),
    ("damage: two", "damage takes an integer, got 'two' (str)"),
    ("damage: true", "damage takes an integer, got True (bool)"),
    ("counters: {+1/+1: two}", "counters takes a mapping of names to integers, got "
                               "{'+1/+1': 'two'} (dict)"),
    ("counters: 3", "counters takes a mapping of names to integers, got 3 (int)"),
    ("controller: p3", "controller takes p1 or p2, got 'p3' (str)"),
])
def test_a_status_value_of_the_wrong_type_is_an_error_naming_key_and_type(status, message):
    error = error_of(bears(f"status: [{{zone: p1.battlefield, card: Island, {status}}}]"))
    key = status.split(":")[0]
    assert error == f"test.yaml:19: field 'script[0].expect.status[0].{key}': {message}"


def test_a_setup_status_value_of_the_wrong_type_is_an_error():
    error = error_of(BEARS.replace("{card: Grizzly Bears, tapped: true}",
                                   '{card: Grizzly Bears, tapped: "yes"}'))
    assert error == "test.yaml:11: field 'setup.p1.battlefield[0].tapped': tapped takes true " \
                    "or false, got 'yes' (str)"


YGO = """\
title: positions
game: ygo
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    monster_zone: [{card: Battle Ox, position: defense}]
    deck: [Battle Ox x5]
  p2:
    deck: [Battle Ox x5]
script:
  - expect:
      status: [{zone: p1.monster_zone, card: Battle Ox, position: POSITION}]
"""


def test_a_yugioh_position_is_attack_or_defense():
    error = error_of(YGO.replace("POSITION", "1"))
    assert error.endswith("position takes attack or defense, got 1 (int)")
    error = error_of(YGO.replace("POSITION", "sideways"))
    assert error.endswith("position takes attack or defense, got 'sideways' (str)")
    assert scenario(YGO.replace("POSITION", "defense")).passed
    result = scenario(YGO.replace("POSITION", "attack"))
    assert "no Battle Ox in p1.monster_zone has {position: attack}; it has " \
           "{position: defense}" in result.error


# ------------------------------------------------------------------ 5. engine bugs

GOOD = """\
title: fine
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Brainstorm]
    battlefield: [Island]
    library: [Island x5]
  p2:
    library: [Island x5]
script:
  - expect: {zones: {p1.hand: 1}}
"""
BUGGY = GOOD.replace("  - expect: {zones: {p1.hand: 1}}\n",
                     "  - expect: {zones: {p1.hand: 1}}\n  - p1: cast Brainstorm\n"
                     "  - expect: {zones: {p1.hand: 3}}\n")


def _boom(state, event):
    raise RuntimeError("boom")


def test_an_engine_bug_fails_its_scenario_and_the_run_goes_on(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(get_rules("mtg").performers, "draw", _boom)
    (tmp_path / "a_buggy.yaml").write_text(BUGGY)
    (tmp_path / "b_fine.yaml").write_text(GOOD)
    assert main(["scenario", "run", str(tmp_path), "--trace"]) == 1
    out = capsys.readouterr().out
    assert f"FAIL  {tmp_path / 'a_buggy.yaml'}" in out
    assert f"{tmp_path / 'a_buggy.yaml'}:16: unexpected error RuntimeError: boom" in out
    assert "! Traceback" in out and "in _boom" in out
    assert f"PASS  {tmp_path / 'b_fine.yaml'}" in out
    assert out.strip().endswith("1 passed, 1 failed")


def test_an_engine_bug_while_setting_up_names_the_setup(monkeypatch):
    monkeypatch.setattr(get_rules("mtg"), "prepare", lambda state: 1 / 0)
    result = scenario(GOOD)
    assert not result.passed
    assert result.error == "test.yaml:4: unexpected error ZeroDivisionError: division by zero"


def test_an_engine_bug_while_reading_fails_that_file_only(tmp_path, monkeypatch):
    from tcgkit.scenario import run_file

    def broken(options):
        raise KeyError("oops")

    monkeypatch.setattr(get_rules("mtg"), "check_options", broken)
    (tmp_path / "x.yaml").write_text(GOOD)
    result = run_file(tmp_path / "x.yaml")
    assert not result.passed
    assert result.error == f"{tmp_path / 'x.yaml'}: unexpected error while reading the " \
                           "scenario: KeyError: 'oops'"



def test_a_registered_game_can_be_named_by_a_scenario():
    from tcgkit.games import register
    from tests.kernel_game import RULES

    register(RULES)
    result = scenario("""
title: own game
game: kernel-test
covers: []
setup:
  turn: 1
  step: main
  p1: {hand: [Vanilla], deck: [Vanilla x3]}
  p2: {deck: [Vanilla x3]}
script:
  - p1: draw
  - expect:
      zones: {p1.hand: [Vanilla x2], p1.deck: 2}
      decision: {player: p1, options: [draw, end]}
  - p1: end
  - expect: {active: p2, turn: 2}
""")
    assert result.passed, result.error


def test_automations_are_read_and_unknown_ones_named():
    text = bears("{over: false}")

    def read(extra: str) -> frozenset[str]:
        return parse_scenario(parse(text.replace("covers: []", f"covers: []\n{extra}"),
                                    "test.yaml")).automations

    assert read("automations: [mana]") == frozenset({"mana"})
    assert read("auto: false") == frozenset()
    assert read("") == read("auto: true") == read(
        "automations: [single_option, pass_priority, order_identical_triggers, mana]")
    msg = error_of(text.replace("covers: []", "covers: []\nautomations: [mana, autopilot]"))
    assert "field 'automations[1]'" in msg and "unknown automation 'autopilot'" in msg
    msg = error_of(text.replace("covers: []", "covers: []\nauto: false\nautomations: []"))
    assert "not both" in msg
