"""Scenarios: every file in scenarios/ passes; malformed ones are reported with file, line
and field; scripts are strict."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.scenario import ScenarioError, parse, parse_scenario, run, run_file, scenario_files

ROOT = Path(__file__).resolve().parents[1]
FILES = scenario_files([ROOT / "scenarios"])


def test_there_are_scenarios_for_every_game():
    games = {p.relative_to(ROOT / "scenarios").parts[0] for p in FILES}
    assert games == {"mtg", "ygo", "dm"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_scenario_passes(path):
    result = run_file(path)
    assert result.passed, result.error


GOOD = """\
title: t
game: mtg
covers: [MTG-DR-01]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Grizzly Bears]
    battlefield: [Forest, Forest]
    library: [Island x5]
  p2:
    library: [Island x5]
script:
  - p1: cast Grizzly Bears
"""


def error_of(text: str) -> str:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(parse(text, "x.yaml"))
    return str(err.value)


def test_a_good_scenario_parses_and_runs():
    result = run(parse_scenario(parse(GOOD, "x.yaml")))
    assert result.passed, result.error


@pytest.mark.parametrize("old, new, expected", [
    ("    hand: [Grizzly Bears]", "    hand: [Grizly Bears]",
     "x.yaml:9: field 'setup.p1.hand[0]': unknown mtg card 'Grizly Bears' (did you mean "
     "'Grizzly Bears'?)"),
    ("  turn: 3", "  turn: three", "x.yaml:5: field 'setup.turn': expected a turn number"),
    ("  step: main1", "  step: lunch", "x.yaml:7: field 'setup.step': unknown mtg step 'lunch'"),
    ("game: mtg", "game: chess", "x.yaml:2: field 'game': unknown game 'chess'"),
    ("covers: [MTG-DR-01]", "covers: [MTG-DR-99]",
     "x.yaml:3: field 'covers[0]': unknown requirement ID 'MTG-DR-99'"),
    ("  active: p1", "  active: p3", "x.yaml:6: field 'setup.active': expected p1 or p2"),
    ("    hand: [Grizzly Bears]", "    hand: [Grizzly Bears]\n    pocket: [Forest]",
     "x.yaml:10: field 'setup.p1.pocket': unknown field 'pocket'"),
    ("  - p1: cast Grizzly Bears", "  - p3: cast Grizzly Bears",
     "x.yaml:15: field 'script[0].p3': unknown script entry 'p3'"),
    ("  - p1: cast Grizzly Bears", "  - expect: {lifes: {p1: 3}}",
     "x.yaml:15: field 'script[0].expect.lifes': unknown field 'lifes'"),
    ("title: t\n", "", "x.yaml:1: missing required field 'title'"),
    ("    battlefield: [Forest, Forest]", "    battlefield: [{card: Forest, tapped: yes, foo: 1}]",
     "x.yaml:10: field 'setup.p1.battlefield[0].foo': unknown field 'foo'"),
])
def test_a_malformed_scenario_names_file_line_and_field(old, new, expected):
    assert old in GOOD
    message = error_of(GOOD.replace(old, new))
    assert message.startswith(expected), message


def test_invalid_yaml_is_reported_with_its_line():
    message = error_of(GOOD.replace("  active: p1", "  active: [p1"))
    assert message.startswith("x.yaml:") and "not valid YAML" in message


def test_a_missing_file_is_an_error_naming_it(tmp_path):
    result = run_file(tmp_path / "nope.yaml")
    assert not result.passed and "nope.yaml" in result.error


def test_an_unscripted_decision_fails_the_scenario():
    text = GOOD.replace("  - p1: cast Grizzly Bears", "  - p2: pass")
    result = run(parse_scenario(parse(text, "x.yaml")))
    assert not result.passed
    assert "x.yaml:15: unscripted decision: p1 must choose (priority" in result.error


def test_an_answer_that_is_never_used_fails_the_scenario():
    text = GOOD.replace("    library: [Island x5]\n  p2:", "    library: []\n  p2:", 1)
    text = text.replace("  step: main1", "  step: draw").replace(
        "  - p1: cast Grizzly Bears", "  - p1: cast Grizzly Bears\n  - p1: pass")
    result = run(parse_scenario(parse(text, "x.yaml")))
    assert not result.passed
    assert "the game is over" in result.error and "never used" in result.error


def test_an_answer_that_matches_no_option_fails_with_the_options():
    text = GOOD.replace("cast Grizzly Bears", "cast Craw Wurm")
    result = run(parse_scenario(parse(text, "x.yaml")))
    assert not result.passed and "x.yaml:15:" in result.error and "Craw Wurm" in result.error


def test_a_refusal_that_is_accepted_fails_the_scenario():
    text = GOOD.replace("  - p1: cast Grizzly Bears", "  - refuse: {p1: cast Grizzly Bears}")
    result = run(parse_scenario(parse(text, "x.yaml")))
    assert not result.passed and "was accepted" in result.error


def test_a_failed_expectation_says_what_differed():
    text = GOOD + "  - expect: {zones: {p1.battlefield: 5}, life: {p2: 3}}\n"
    result = run(parse_scenario(parse(text, "x.yaml")))
    assert not result.passed
    assert "p1.battlefield has 3 card(s), expected 5" in result.error
    assert "p2 life is 20, expected 3" in result.error
