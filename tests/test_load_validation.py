"""Loading a saved game checks it: whatever is wrong with the input is refused at once with
MalformedInput naming it, and every state the engine saves loads again."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import tcgkit
from tcgkit import MalformedInput
from tcgkit.core import validate
from tcgkit.core.events import Event
from tcgkit.core.pending import PendingItem
from tcgkit.core.serial import encode
from tcgkit.core.state import GameState
from tcgkit.core.steps import EndResolution
from tcgkit.games import GAMES, get_rules, ygo
from tests.helpers import midgame

RULES = ygo.RULES
ZONES = RULES.zones


def ygo_data() -> dict[str, Any]:
    """The JSON document of a Duel at its first decision (80 objects, 2 players)."""
    data: dict[str, Any] = json.loads(ygo.new_game(seed=1, decks="vanilla").to_json())
    return data


def refused(data: object, match: str) -> None:
    """Loading ``data`` raises MalformedInput with a message matching ``match``."""
    with pytest.raises(MalformedInput, match=match):
        tcgkit.load_game(data)  # type: ignore[arg-type]


def zid(name: str, player: int = 0) -> int:
    """The id of a Duel's zone ``name`` of ``player``."""
    return ZONES.id(name, player)


# ---------------------------------------------------------------------- the text itself

def test_bytes_that_are_not_utf8_are_refused():
    text = ygo.new_game(seed=1).to_json().encode()
    refused(text[:40] + b"\xff\xfe" + text[40:], r"not UTF-8 \(byte 40")


def test_utf8_bytes_load_like_the_text():
    text = ygo.new_game(seed=1).to_json()
    assert tcgkit.load_game(text.encode()).to_json() == text
    assert tcgkit.load_game(b"\xef\xbb\xbf" + text.encode()).to_json() == text  # with a BOM


def test_deeply_nested_json_is_refused_not_a_recursion_error():
    refused("[" * 100_000, "nested too deeply")
    refused(b"[" * 100_000, "nested too deeply")


def test_nesting_the_parser_accepts_but_decoding_does_not_is_refused():
    # Shallow enough for json.loads, too deep for the recursive record decoder.
    data = ygo_data()
    deep = json.loads("[" * 900 + "]" * 900)
    data["options"] = {"$": "dict", "v": [["key", deep]]}
    refused(json.dumps(data), "nested too deeply")
    deeper: list[Any] = []
    for _ in range(100_000):
        deeper = [deeper]
    data["options"] = {"$": "dict", "v": [["key", deeper]]}
    refused(data, "nested too deeply")


@pytest.mark.parametrize("arg", [42, None, 1.5, ["format"], ("a",), object()])
def test_an_argument_that_is_not_text_or_a_dict_is_refused(arg):
    refused(arg, "load_game takes JSON text")


def test_a_huge_input_is_refused_before_parsing(monkeypatch):
    huge = b"[" * (validate.MAX_INPUT + 1)  # parsed, it would be refused as too deep
    refused(huge, f"the input is {len(huge)} bytes; at most {validate.MAX_INPUT} are read")
    text = ygo.new_game(seed=1).to_json()
    monkeypatch.setattr(validate, "MAX_INPUT", len(text) - 1)
    refused(text, f"the input is {len(text)} characters; at most {len(text) - 1} are read")


def test_not_json_and_numbers_too_long_to_read_are_refused():
    refused("{not json", "not valid JSON")
    refused('{"format": "tcgkit-state/1", "seed": ' + "9" * 5000 + "}", "not valid JSON")


# ---------------------------------------------------------------------- the document's shape

@pytest.mark.parametrize("top", [[], "x", 3, None])
def test_the_top_must_be_an_object(top):
    refused(json.dumps(top), "expected a JSON object")


@pytest.mark.parametrize("key", ["turn", "players", "zones", "work", "history", "rng", "seq"])
def test_a_missing_key_is_named(key):
    data = ygo_data()
    del data[key]
    refused(data, f"the key '{key}' is missing")


@pytest.mark.parametrize(("key", "value", "says"), [
    ("turn", "3", "'turn' must be an integer, not a string"),
    ("seq", True, "'seq' must be an integer, not a boolean"),  # bools are not ints
    ("version", 1.0, "'version' must be an integer, not a number"),
    ("active", False, "'active' must be an integer, not a boolean"),
    ("over", 0, "'over' must be a boolean, not an integer"),
    ("phase", None, "'phase' must be a string, not null"),
    ("players", {"0": {}}, "'players' must be a list, not an object"),
    ("zones", "abc", "'zones' must be a list, not a string"),
    ("history", [], "'history' must be an object, not a list"),
    ("game", 3, "'game' must be a string"),
])
def test_a_key_of_the_wrong_type_is_named(key, value, says):
    data = ygo_data()
    data[key] = value
    refused(data, says)


def test_an_unknown_game_is_named():
    data = ygo_data()
    data["game"] = "chess"
    refused(data, "unknown game 'chess'")


# ---------------------------------------------------------------------- players

def test_a_missing_player_is_refused():
    data = ygo_data()
    data["players"].pop()
    refused(data, "there are 1 players, but ygo is played by 2")


def test_an_extra_player_is_refused():
    data = ygo_data()
    data["players"].append(dict(data["players"][1], index=2))
    refused(data, "there are 3 players, but ygo is played by 2")


def test_a_player_lacking_a_field_is_refused():
    data = ygo_data()
    del data["players"][1]["life"]
    refused(data, "player 1 lacks the field 'life'")


@pytest.mark.parametrize(("field", "value", "says"), [
    ("life", "8000", "player 0's 'life' must be an integer, not a string"),
    ("life", True, "player 0's 'life' must be an integer, not a boolean"),
    ("lost", 0, "player 0's 'lost' must be a boolean, not an integer"),
    ("name", 7, "player 0's 'name' must be a string, not an integer"),
    ("index", 1, "player 0 has the index 1"),
])
def test_a_player_field_of_the_wrong_type_is_refused(field, value, says):
    data = ygo_data()
    data["players"][0][field] = value
    refused(data, says)


def test_a_game_s_own_player_fields_are_checked():
    data = json.loads(get_rules("mtg").new_game(seed=1).to_json())
    data["players"][1]["poison"] = "lots"
    refused(data, "player 1's 'poison' must be an integer")


# ---------------------------------------------------------------------- counters and indexes

@pytest.mark.parametrize(("key", "value", "says"), [
    ("active", 2, "'active' is 2, but the players are numbered 0 to 1"),
    ("active", -1, "'active' is -1, but the players are numbered 0 to 1"),
    ("first_player", 5, "'first_player' is 5, but the players are numbered 0 to 1"),
    ("turn", -1, "'turn' is -1, but it counts up from 0"),
    ("seq", -3, "'seq' is -3, but it counts up from 0"),
    ("version", -1, "'version' is -1, but it counts up from 0"),
    ("rng", -1, r"'rng' is -1, but the generator's state is in \[0, 2\*\*64\)"),
    ("rng", 1 << 64, r"'rng' is 18446744073709551616, but"),
    ("rng", "7", "'rng' must be an integer"),
])
def test_out_of_range_counters_are_refused(key, value, says):
    data = ygo_data()
    data[key] = value
    refused(data, says)


def test_a_rebuilt_state_is_checked_even_without_load_game():
    data = ygo_data()
    data["active"] = 9
    with pytest.raises(MalformedInput, match="'active' is 9"):
        GameState.from_data(data)


# ---------------------------------------------------------------------- objects and zones

def test_the_number_of_zones_must_be_the_game_s():
    data = ygo_data()
    data["zones"].pop()
    refused(data, f"'zones' has {len(ZONES) - 1} lists, but ygo has {len(ZONES)} zones")


def test_an_unknown_object_id_in_a_zone_is_refused():
    data = ygo_data()
    data["zones"][zid("hand")].append(999)
    refused(data, "zone p1.hand lists object 999, but there are only 80 objects")


@pytest.mark.parametrize("junk", ["3", 2.0, True, None, [1]])
def test_a_zone_entry_that_is_not_an_id_is_refused(junk):
    data = ygo_data()
    data["zones"][zid("graveyard", 1)].append(junk)
    refused(data, "zone p2.graveyard lists .*, which is not an object id")


def test_an_object_in_two_zones_is_refused():
    data = ygo_data()
    oid = data["zones"][zid("deck")][0]
    data["zones"][zid("banished", 1)].append(oid)
    refused(data, f"object {oid} is in two zones, p1.deck and p2.banished")


def test_an_object_listed_twice_in_one_zone_is_refused():
    data = ygo_data()
    hand = data["zones"][zid("hand")]
    hand.append(hand[0])
    refused(data, f"zone p1.hand lists object {hand[0]} twice")


def test_an_object_in_no_zone_is_refused():
    data = ygo_data()
    oid = data["zones"][zid("deck", 1)].pop()
    refused(data, rf"object {oid} \(.*\) is in no zone")


def test_an_object_whose_zone_field_disagrees_is_refused():
    data = ygo_data()
    oid = data["zones"][zid("hand")][0]
    data["objects"][oid]["zone"] = zid("graveyard")
    refused(data, rf"object {oid} \(.*\) says it is in zone p1.graveyard, but zone p1.hand")


@pytest.mark.parametrize(("field", "value", "says"), [
    ("owner", 2, "'s 'owner' is 2, but the players are numbered 0 to 1"),
    ("controller", -1, "'s 'controller' is -1, but the players are numbered 0 to 1"),
    ("controller", "p1", "'s 'controller' must be an integer, not a string"),
    ("tapped", 1, "'s 'tapped' must be a boolean, not an integer"),
    ("zone", "hand", "'s 'zone' must be an integer, not a string"),
    ("position", "sideways", "'s 'position' is 'sideways', not one of 'attack', 'defense'"),
    ("id", 12345, " has the id 12345"),
])
def test_an_object_field_out_of_range_is_refused(field, value, says):
    data = ygo_data()
    data["objects"][3][field] = value
    refused(data, rf"object 3 \([^)]*\){says}")


def test_an_object_lacking_a_field_is_refused():
    data = ygo_data()
    del data["objects"][5]["incarnation"]
    refused(data, "object 5 lacks the field 'incarnation'")


def test_an_unknown_card_is_named_with_its_object():
    data = ygo_data()
    data["objects"][7]["card"] = "Blue-Eyes Purple Dragon"
    refused(data, "object 7: unknown ygo card 'Blue-Eyes Purple Dragon'")
    data["objects"][7]["card"] = 42
    refused(data, "object 7's 'card' must be a string")


def test_a_zone_over_its_capacity_is_refused():
    data = ygo_data()
    monsters = zid("monster_zone")
    for oid in data["zones"][zid("deck")][:6]:
        data["zones"][zid("deck")].remove(oid)
        data["zones"][monsters].append(oid)
        data["objects"][oid]["zone"] = monsters
    refused(data, "zone p1.monster_zone holds 6 objects, but its capacity is 5")
    data["zones"][zid("deck")].append(data["zones"][monsters].pop())  # five fit
    data["objects"][data["zones"][zid("deck")][-1]]["zone"] = zid("deck")
    tcgkit.load_game(data)


# ---------------------------------------------------------------------- records

def test_a_work_item_that_is_not_a_step_is_refused():
    data = ygo_data()
    data["work"].insert(0, encode(Event("draw", player=0)))
    refused(data, "work item 0 is a core.Event record, not a step")


@pytest.mark.parametrize("where", ["pending", "triggered"])
def test_a_pending_item_that_is_not_a_pending_item_is_refused(where):
    data = ygo_data()
    data[where].append(encode(EndResolution(3)))
    refused(data, f"{where} item 0 is a core.EndResolution record, not a pending item")


def test_a_pending_item_naming_no_object_or_player_is_refused():
    data = ygo_data()
    data["pending"].append(encode(PendingItem(1, "link", 0, obj=500)))
    refused(data, "pending item 0 names object 500, but there are only 80 objects")
    data["pending"][0] = encode(PendingItem(1, "link", 2))
    refused(data, "pending item 0's controller is 2")


def test_a_history_event_that_is_not_an_event_is_refused():
    data = ygo_data()
    data["history"]["events"].append(encode(EndResolution(1)))
    n = len(data["history"]["events"]) - 1
    refused(data, f"history event {n} is a core.EndResolution record, not an event")


def test_history_turn_starts_out_of_order_are_refused():
    data = ygo_data()
    data["history"]["turn_starts"] = [0, 5, 2]
    refused(data, r"the history's turn 2 starts at event 2, not in \[5, ")


def test_a_turn_number_the_history_does_not_know_is_refused():
    data = ygo_data()
    data["turn"] = 7
    refused(data, r"'turn' is 7, but the history records the starts of 2 turns \(0 to 1\)")


def test_an_ability_index_pointing_nowhere_is_refused():
    data = ygo_data()
    data["index"]["triggers"] = encode({"draw": ((999, 0),)})
    refused(data, "the ability index 'triggers' at 'draw' names object 999")
    data["index"]["triggers"] = encode({"draw": ((0, 50),)})
    refused(data, "names ability 50 of object 0")


def test_a_malformed_log_entry_is_refused():
    data = ygo_data()
    data["log"][0] = [0, "rule", "text"]
    refused(data, "log entry 0 must be a list of 6 items")
    data["log"][0] = [0, 5, "text", [], None, None]
    refused(data, "log entry 0's rule must be a string")
    data["log"][0] = [0, "rule", "text", [], 3, None]
    refused(data, "log entry 0's private player is 3")


# ---------------------------------------------------------------------- whatever else breaks

@pytest.mark.parametrize("exc", [TypeError, KeyError, AttributeError, ValueError, IndexError,
                                 RecursionError, ZeroDivisionError])
def test_any_error_while_rebuilding_becomes_malformed_input(monkeypatch, exc):
    def broken(data: object) -> GameState:
        raise exc("deep inside")

    monkeypatch.setattr(GameState, "from_data", broken)
    with pytest.raises(MalformedInput):
        tcgkit.load_game(ygo_data())


def test_a_step_whose_fields_make_no_sense_is_refused_at_load():
    # Magic's first decision is a priority step; a player 7 cannot be given priority.
    data = json.loads(get_rules("mtg").new_game(seed=1).to_json())
    top = data["work"][-1]
    assert top["player"] in (0, 1)
    top["player"] = 7
    refused(data, rf"the step on top of the work stack \({re.escape(top['$'])}\) cannot ask")


def _junk(rng: random.Random) -> Any:
    """A value of some JSON type, or a record that is out of place almost anywhere."""
    return rng.choice([None, True, -1, 0, 7, 10**30, 1.5, "", "x", [], [1, "a"], {},
                       {"$": "dict", "v": 3}, {"$": "core.Event"}, {"$": "nope"}])


@pytest.mark.parametrize("game", GAMES)
def test_random_damage_is_loaded_or_refused_never_crashes(game):
    # Replace one value anywhere in a saved game with junk, many times over: loading
    # either works or raises MalformedInput, never anything else.
    state, _ = midgame(game, seed=4, decisions=30)
    text = state.to_json()
    rng = random.Random(game)
    for _ in range(150):
        data = json.loads(text)
        path: list[Any] = []
        node: Any = data
        while isinstance(node, (dict, list)) and node and (not path or rng.random() < 0.8):
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append((node, key))
            node = node[key]
        if not path:
            continue
        parent, key = path[-1]
        parent[key] = _junk(rng)
        try:
            tcgkit.load_game(data)
        except MalformedInput:
            pass


# ---------------------------------------------------------------------- what is valid loads

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_saved_state_of_random_play_loads(game, seed):
    state = get_rules(game).new_game(seed=seed)
    agent = random.Random(seed)
    checkpoints = {0, 5, 20, 60, 150}
    n = 0
    while True:
        if n in checkpoints or state.is_over:
            text = state.to_json()
            loaded = tcgkit.load_game(text)
            assert loaded.to_json() == text
            assert tcgkit.load_game(text.encode()).to_json() == text
            assert tcgkit.load_game(json.loads(text)).to_json() == text
            if not state.is_over:
                assert loaded.decision.labels == state.decision.labels
        if state.is_over:
            break
        state.apply(agent.choice(state.decision.options))
        n += 1
