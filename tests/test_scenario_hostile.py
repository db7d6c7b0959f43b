"""Hostile scenario files: each is refused at once with an error naming the file, the line
and the field, and nothing runs (alias bombs, huge files, huge copy counts, bytes that are
not UTF-8, deep nesting, duplicate keys, bad names, negative counters and counts, and
more cards than a zone holds)."""

from __future__ import annotations

import pytest

from tcgkit.scenario import ScenarioError, parse, parse_scenario, run_file
from tcgkit.scenario import source as source_module
from tcgkit.scenario.model import MAX_CARDS, MAX_COPIES
from tcgkit.scenario.source import MAX_BYTES, MAX_DEPTH, MAX_NODES, load

GOOD = """\
title: t
game: mtg
covers: []
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

YGO = """\
title: t
game: ygo
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    monster_zone: MONSTERS
    deck: [Battle Ox x5]
  p2:
    deck: [Battle Ox x5]
script: []
"""


def error_of(text: str | bytes) -> str:
    """The error reading and checking ``text`` as the file ``x.yaml``."""
    with pytest.raises(ScenarioError) as err:
        parse_scenario(parse(text, "x.yaml"))
    return str(err.value)


def replaced(old: str, new: str, text: str = GOOD) -> str:
    assert old in text
    return text.replace(old, new)


def test_the_base_scenario_is_accepted():
    assert parse_scenario(parse(GOOD, "x.yaml")).title == "t"


# ------------------------------------------------------------------ aliases

def billion_laughs(levels: int = 9) -> str:
    """Each level lists the one before nine times: 9**levels strings once expanded."""
    lines = ['l0: &l0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels + 1):
        lines.append(f"l{i}: &l{i} [" + ",".join([f"*l{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_at_its_first_alias():
    message = error_of(billion_laughs())
    assert message == "x.yaml:2: field 'l1[0]': YAML aliases (*l0) are not allowed in a " \
                      "scenario; write the value out"


def test_an_alias_bomb_inside_a_scenario_is_refused_before_anything_runs(tmp_path):
    bomb = billion_laughs().replace("\n", "\n  ").rstrip()
    path = tmp_path / "bomb.yaml"
    path.write_text(GOOD.replace("script:", f"description:\n  {bomb}\nscript:"))
    result = run_file(path)
    assert not result.passed
    assert result.error.startswith(f"{path}:16: field 'description.l1[0]': YAML aliases")


def test_any_alias_is_refused_even_a_harmless_or_recursive_one():
    message = error_of(replaced("  p2:\n    library: [Island x5]",
                                "  p2:\n    library: &deck [Island x5]\n  p1x: *deck"))
    assert message.startswith("x.yaml:14: field 'setup.p1x': YAML aliases (*deck)")
    message = error_of("a: &a [*a]\n")
    assert message.startswith("x.yaml:1: field 'a[0]': YAML aliases (*a)")


def test_a_merge_key_is_refused():
    message = error_of(replaced("  p2:\n", "  p2:\n    <<: {life: 3}\n"))
    assert message == "x.yaml:13: field 'setup.p2': YAML merge keys (<<) are not allowed in a " \
                      "scenario; write the keys out"


# ------------------------------------------------------------------ size

def test_a_text_over_the_size_limit_is_refused_before_parsing():
    text = GOOD + "#" * MAX_BYTES + "\n"
    message = error_of(text)
    assert message.startswith("x.yaml:16: the file is too large: a scenario file may have at "
                              f"most {MAX_BYTES} bytes")


def test_a_file_over_the_size_limit_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text(GOOD + "# padding\n" * (MAX_BYTES // 10 + 1))
    with pytest.raises(ScenarioError) as err:
        load(path)
    assert str(err.value).startswith(f"{path}:")
    assert "the file is too large" in str(err.value)


def test_multibyte_characters_count_as_bytes():
    # Under the limit in characters, over it in UTF-8 bytes.
    text = GOOD + "# " + "灰" * (MAX_BYTES // 3) + "\n"
    assert len(text) < MAX_BYTES
    assert "the file is too large" in error_of(text)


def test_too_many_values_are_refused():
    text = replaced("script:\n", "description: [" + ",".join(["x"] * MAX_NODES) + "]\nscript:\n")
    message = error_of(text)
    assert message.startswith("x.yaml:14: field 'description[")
    assert f"the file has more than {MAX_NODES} values" in message


# ------------------------------------------------------------------ copies

@pytest.mark.parametrize("entry, field, message", [
    ("Forest x100000000", "setup.p1.battlefield[0]",
     f"at most {MAX_COPIES} copies of a card in one entry, got 'Forest x100000000'"),
    (f"Forest x{MAX_COPIES + 1}", "setup.p1.battlefield[0]",
     f"at most {MAX_COPIES} copies of a card in one entry"),
    ("Forest x" + "9" * 5000, "setup.p1.battlefield[0]",
     f"at most {MAX_COPIES} copies of a card in one entry, got 'Forest x999"),
    ("{card: Forest, count: 100000000}", "setup.p1.battlefield[0].count",
     f"at most {MAX_COPIES} copies of a card in one entry, got 100000000"),
])
def test_a_huge_copy_count_is_refused_with_line_and_field(entry, field, message):
    error = error_of(replaced("battlefield: [Forest, Forest]", f"battlefield: [{entry}]"))
    assert error.startswith(f"x.yaml:10: field '{field}': {message}")


def test_the_largest_copy_count_is_accepted():
    text = replaced("library: [Island x5]\n  p2", f"library: [Island x{MAX_COPIES}]\n  p2")
    scenario = parse_scenario(parse(text, "x.yaml"))
    assert scenario.setup.players[0].zones["library"][0].count == MAX_COPIES


def test_more_cards_than_a_player_may_have_are_refused():
    over = MAX_CARDS // MAX_COPIES + 1
    entries = ", ".join([f"Island x{MAX_COPIES}"] * over)
    error = error_of(replaced("library: [Island x5]\n  p2", f"library: [{entries}]\n  p2"))
    assert error == f"x.yaml:11: field 'setup.p1.library': p1 has more than {MAX_CARDS} cards " \
                    "in the setup, the most a scenario allows"


def test_a_huge_count_in_an_expectation_is_refused():
    error = error_of(GOOD + "  - expect: {zones: {p1.hand: [Forest x100000000]}}\n")
    assert error.startswith("x.yaml:16: field 'script[1].expect.zones.p1.hand[0]': at most "
                            f"{MAX_COPIES} copies")
    error = error_of(GOOD + "  - expect: {pending: [Grizzly Bears x100000000]}\n")
    assert error.startswith("x.yaml:16: field 'script[1].expect.pending[0]': at most "
                            f"{MAX_COPIES} copies")
    entries = ", ".join([f"Forest x{MAX_COPIES}"] * (MAX_CARDS // MAX_COPIES + 1))
    error = error_of(GOOD + f"  - expect: {{zones: {{p1.hand: [{entries}]}}}}\n")
    assert f"more than {MAX_CARDS} cards in one list" in error


@pytest.mark.parametrize("entry, field, shown", [
    ("Forest x-3", "setup.p1.battlefield[0]", "'Forest x-3'"),
    ("Forest x0", "setup.p1.battlefield[0]", "'Forest x0'"),
    ("{card: Forest, count: 0}", "setup.p1.battlefield[0].count", "0"),
    ("{card: Forest, count: -3}", "setup.p1.battlefield[0].count", "-3"),
])
def test_a_count_below_one_is_refused_as_such_not_as_an_unknown_card(entry, field, shown):
    error = error_of(replaced("battlefield: [Forest, Forest]", f"battlefield: [{entry}]"))
    assert error == f"x.yaml:10: field '{field}': a count must be at least 1, got {shown}"


def test_a_count_below_one_in_an_expectation_is_refused():
    error = error_of(GOOD + "  - expect: {zones: {p1.hand: [Grizzly Bears x-1]}}\n")
    assert error == "x.yaml:16: field 'script[1].expect.zones.p1.hand[0]': a count must be at " \
                    "least 1, got 'Grizzly Bears x-1'"


# ------------------------------------------------------------------ encoding and nesting

def test_bytes_that_are_not_utf8_are_refused_with_their_line_and_offset(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes(GOOD.replace("title: t", "title: caf\xe9").encode("latin-1"))
    result = run_file(path)
    assert not result.passed
    assert result.error == f"{path}:1: not UTF-8 text: byte 0xe9 at offset 10 cannot be " \
                           "decoded; save the file as UTF-8"


def test_utf8_bytes_are_read():
    text = GOOD.replace("title: t", "title: 灰色熊")
    assert parse_scenario(parse(text.encode("utf-8"), "x.yaml")).title == "灰色熊"


def test_a_control_character_is_refused_with_its_line():
    error = error_of(GOOD.replace("title: t", "title: t\a"))
    assert error == "x.yaml:1: not valid YAML: unacceptable character #x0007: special " \
                    "characters are not allowed"


def test_deep_flow_nesting_is_refused_with_line_and_field(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text(GOOD.replace("script:\n  - p1: cast Grizzly Bears\n",
                                 "script: " + "[" * 10000 + "\n"))
    result = run_file(path)
    assert not result.passed
    assert result.error.startswith(f"{path}:14: field 'script[0][0]")
    assert result.error.endswith(f"values are nested more than {MAX_DEPTH} levels deep")


def test_deep_block_nesting_is_refused():
    nested = "".join(f"{'  ' * i}k:\n" for i in range(60))
    error = error_of(GOOD + "description:\n" + "".join("  " + line + "\n"
                                                        for line in nested.splitlines()))
    assert error.startswith("x.yaml:")
    assert error.endswith(f"values are nested more than {MAX_DEPTH} levels deep")


def test_python_running_out_of_stack_is_reported_as_nesting(monkeypatch):
    # Without the depth limit, PyYAML's recursive composer hits Python's own limit.
    monkeypatch.setattr(source_module, "MAX_DEPTH", 10**9)
    with pytest.raises(ScenarioError) as err:
        parse("a: " + "[" * 1500, "x.yaml")
    assert str(err.value).startswith("x.yaml:1: field 'a[0][0]")
    assert str(err.value).endswith("values are nested too deeply")


# ------------------------------------------------------------------ duplicate keys

def test_a_duplicate_top_level_key_names_the_second_line():
    error = error_of(GOOD + "title: again\n")
    assert error == "x.yaml:16: field 'title': duplicate key 'title' (first on line 1)"


def test_a_duplicate_nested_key_names_its_field():
    error = error_of(replaced("  p2:\n", "  p1:\n    life: 3\n  p2:\n"))
    assert error == "x.yaml:12: field 'setup.p1': duplicate key 'p1' (first on line 8)"
    error = error_of(replaced("    hand: [Grizzly Bears]", "    hand: [Grizzly Bears]\n"
                              "    hand: [Forest]"))
    assert error == "x.yaml:10: field 'setup.p1.hand': duplicate key 'hand' (first on line 9)"


def test_keys_written_differently_but_equal_are_duplicates():
    error = error_of(GOOD + "options: {1: a, 0x1: b}\n")
    assert error == "x.yaml:16: field 'options.0x1': duplicate key '0x1' (first on line 16)"


# ------------------------------------------------------------------ names

@pytest.mark.parametrize("names, shown", [
    ("{p1: [a, b]}", "['a', 'b']"),
    ("{p1: 3}", "3"),
    ("{p2: ''}", "''"),
    ("{p2: '  '}", "'  '"),
    ("{p1: " + "A" * 41 + "}", "'" + "A" * 41 + "'"),
    ('{p1: "Al\\nice"}', "'Al\\nice'"),
])
def test_a_player_name_must_be_a_short_text(names, shown):
    error = error_of(GOOD + f"names: {names}\n")
    who = names[1:3]
    assert error.startswith(f"x.yaml:16: field 'names.{who}': a player's name is one line of 1 "
                            "to 40 characters, got ")
    assert shown[:40] in error


def test_a_good_player_name_is_kept():
    scenario = parse_scenario(parse(GOOD + "names: {p1: Alice, p2: 灰色熊}\n", "x.yaml"))
    assert scenario.names == ("Alice", "灰色熊")


# ------------------------------------------------------------------ counters

def test_negative_counters_are_refused_in_the_setup():
    error = error_of(replaced("battlefield: [Forest, Forest]",
                              "battlefield: [{card: Forest, counters: {+1/+1: -2}}]"))
    assert error == "x.yaml:10: field 'setup.p1.battlefield[0].counters.+1/+1': counters: a " \
                    "count cannot be negative, got -2 for '+1/+1'"


def test_negative_counters_are_refused_in_an_expectation():
    error = error_of(GOOD + "  - expect: {status: [{zone: p1.battlefield, card: Forest, "
                            "counters: {+1/+1: -1}}]}\n")
    assert error.startswith("x.yaml:16: field 'script[1].expect.status[0].counters.+1/+1': "
                            "counters: a count cannot be negative")


def test_true_is_not_a_counter_count():
    error = error_of(replaced("battlefield: [Forest, Forest]",
                              "battlefield: [{card: Forest, counters: {+1/+1: true}}]"))
    assert error.endswith("counters takes a mapping of names to integers, got "
                          "{'+1/+1': True} (dict)")


def test_zero_counters_are_accepted():
    text = replaced("battlefield: [Forest, Forest]",
                    "battlefield: [{card: Forest, counters: {+1/+1: 0}}]")
    assert parse_scenario(parse(text, "x.yaml")).setup.players[0].zones["battlefield"]


# ------------------------------------------------------------------ zone capacity

def test_more_cards_than_a_zone_holds_are_refused():
    error = error_of(YGO.replace("MONSTERS", "[Battle Ox x4, Mystical Elf x3]"))
    assert error == "x.yaml:9: field 'setup.p1.monster_zone': 7 cards, but a monster_zone " \
                    "holds at most 5"


def test_a_full_zone_is_accepted():
    scenario = parse_scenario(parse(YGO.replace("MONSTERS", "[Battle Ox x3, Mystical Elf x2]"),
                                    "x.yaml"))
    assert sum(s.count for s in scenario.setup.players[0].zones["monster_zone"]) == 5


def test_the_field_zone_holds_one_card():
    text = YGO.replace("MONSTERS", "[]").replace(
        "    deck: [Battle Ox x5]\n  p2", "    deck: [Battle Ox x5]\n"
        "    field_zone: [Battle Ox, {card: Battle Ox}]\n  p2")
    assert error_of(text) == "x.yaml:11: field 'setup.p1.field_zone': 2 cards, but a " \
                             "field_zone holds at most 1"


# ------------------------------------------------------------------ other bounds

@pytest.mark.parametrize("old, new, expected", [
    ("  turn: 3", "  turn: 100000000",
     "x.yaml:5: field 'setup.turn': a scenario starts at turn 1000 at the latest"),
    ("    hand: [Grizzly Bears]", "    hand: [Grizzly Bears]\n    used: {land play: -1}",
     "x.yaml:10: field 'setup.p1.used.land play': a count from 0 to 100, got -1"),
    ("    hand: [Grizzly Bears]", "    hand: [Grizzly Bears]\n    used: {land play: 10000000}",
     "x.yaml:10: field 'setup.p1.used.land play': a count from 0 to 100, got 10000000"),
    ("title: t", "title: 2001-13-45",
     "x.yaml:1: field 'title': cannot read the value '2001-13-45': month must be in 1..12"),
    ("  turn: 3", "  turn: " + "9" * 5000,
     "x.yaml:5: field 'setup.turn': cannot read the value '9999"),
])
def test_values_that_would_make_the_setup_huge_or_cannot_be_read_are_refused(old, new,
                                                                             expected):
    assert error_of(replaced(old, new)).startswith(expected)
