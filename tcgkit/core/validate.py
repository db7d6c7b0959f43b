"""Checks that a game state read back from JSON is whole and consistent.

:func:`tcgkit.load_game` reads the text with :func:`read_json`, checks the document's
shape with :func:`check_data`, rebuilds the state, and ``GameState.from_data`` ends with
:func:`validate_state`. A saved game that was edited, truncated or forged is refused at
once with :class:`MalformedInput` naming what is wrong ("zone p1.hand lists object 999,
but there are only 80 objects"), instead of loading and failing later deep inside a
rule. Every check is a linear pass over what loading builds anyway, with no copies, so
it costs little next to parsing the JSON.
"""

from __future__ import annotations

import inspect
import json
from typing import TYPE_CHECKING, Any

from .continuous import Continuous
from .errors import MalformedInput
from .events import Event
from .pending import PendingItem
from .serial import Record
from .steps import Step

if TYPE_CHECKING:
    from .rules import Rules
    from .state import GameState
    from .zones import ZoneTable

MAX_INPUT = 64 * 1024 * 1024
"""The largest JSON text :func:`read_json` parses, in bytes (characters for a ``str``).
A long game's state is a few megabytes at most; anything far larger is refused before
parsing, which would otherwise take the memory and time of a much larger document."""

RNG_LIMIT = 1 << 64
"""The generator's state is a 64-bit integer (see :class:`tcgkit.core.rng.Rng`)."""

_NONE = type(None)
_ABSENT = object()

_JSON_TYPES = (bool, int, str, list, dict)

_COUNTS = ("turn", "step_start", "attack_id", "seq", "version")
"""Integer attributes of a state that count up from zero."""

_FLAGS = ("over", "ended")
_TEXTS = ("phase", "step")
_DICTS = ("options", "extra")

_KINDS: dict[type, str] = {
    bool: "a boolean", int: "an integer", str: "a string", float: "a number",
    list: "a list", tuple: "a list", dict: "an object", _NONE: "null",
}

_NAMED: dict[str, type] = {
    "int": int, "bool": bool, "str": str, "float": float, "None": _NONE, "dict": dict,
    "tuple": tuple,
}
"""Annotation names whose values can be checked by their exact type (``bool`` is not
accepted where ``int`` is declared: JSON keeps them apart, and so do the rules)."""


def _bad(message: str) -> MalformedInput:
    return MalformedInput(f"game state: {message}")


def _kind(value: object) -> str:
    """How an error message names the type of ``value``."""
    t = type(value)
    if t in _KINDS:
        return _KINDS[t]
    if isinstance(value, Record):
        return f"a {value.KEY} record"
    return f"a {t.__name__}"


def _expect(value: object, types: type | tuple[type, ...], what: str) -> None:
    """Refuse ``value`` unless its exact type is one of ``types``."""
    if type(value) is types:
        return
    allowed = types if isinstance(types, tuple) else (types,)
    if type(value) not in allowed:
        names = " or ".join(_KINDS.get(t, t.__name__) for t in allowed)
        raise _bad(f"{what} must be {names}, not {_kind(value)} ({_short(value)})")


def _short(value: object) -> str:
    # An error message must stay readable whatever garbage it quotes.
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _player_index(value: object, players: int, what: str) -> None:
    _expect(value, int, what)
    assert isinstance(value, int)
    if not 0 <= value < players:
        raise _bad(f"{what} is {value}, but the players are numbered 0 to {players - 1}")


# ---------------------------------------------------------------------- reading the text

def read_json(text: object) -> Any:
    """Parse the JSON text of a saved game (``str``, or ``bytes`` in UTF-8), refusing with
    :class:`MalformedInput` what is not text, too large, not UTF-8, not JSON or nested too
    deeply for the parser."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_INPUT:
            raise _bad(f"the input is {len(text)} bytes; at most {MAX_INPUT} are read")
        try:
            text = text.decode("utf-8-sig")  # a byte-order mark is harmless; skip it
        except UnicodeDecodeError as exc:
            raise _bad(f"not UTF-8 (byte {exc.start}: {exc.reason})") from None
    elif isinstance(text, str):
        if len(text) > MAX_INPUT:
            raise _bad(f"the input is {len(text)} characters; at most {MAX_INPUT} are read")
    else:
        raise MalformedInput(f"load_game takes JSON text (str or bytes) or a dict, "
                             f"not {type(text).__name__}")
    try:
        return json.loads(text)
    except RecursionError:
        # The parser recurses once per level; the traceback would be thousands of
        # frames of no use to anyone, so it is not chained.
        raise _bad("the JSON is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, and integers of too many digits
        raise MalformedInput(f"not valid JSON: {exc}") from exc


# ---------------------------------------------------------------------- the document

def check_data(data: Any) -> Rules:
    """Check the shape of a parsed saved game before it is rebuilt: a JSON object with
    every key ``GameState.from_data`` reads, of the right JSON type; the rules' number of
    players; rows with every field of the game's player and object types; known cards.
    Returns the game's rules."""
    # Imported here, not above: state.py calls this module, and the games import the kernel.
    from ..games import get_rules
    from .state import _INDEXES, FORMAT

    if not isinstance(data, dict):
        raise _bad(f"expected a JSON object at the top, not {_kind(data)}")
    if data.get("format") != FORMAT:
        raise MalformedInput(f"not a tcgkit game state (expected format {FORMAT!r})")
    game = data.get("game")
    if type(game) is not str:
        raise _bad(f"'game' must be a string, not {_kind(game)} ({_short(game)})")
    rules = get_rules(game)
    for key, types in top_level_types(rules).items():
        if key not in data:
            raise _bad(f"the key {key!r} is missing")
        if types is not None:
            _expect(data[key], types, repr(key))
    # The keys below are read with defaults: the loop above has required every key a
    # saved game has, and a key this module does not know of is not its to require.
    rng = data.get("rng")
    if type(rng) is int and not 0 <= rng < RNG_LIMIT:
        raise _bad(f"'rng' is {rng}, but the generator's state is in [0, 2**64)")
    rows = data.get("players", [])
    if isinstance(rows, list) and 2 < len(rows) <= rules.max_players:
        rules = rules.for_players(len(rows))  # a multiplayer game's own zone table
    players = rules.zones.players
    if len(rows) != players:
        raise _bad(f"there are {len(rows)} players, but {rules.name} is played by {players}")
    for i, row in enumerate(rows):
        _rows_fields(row, rules.player_type.FIELDS, f"player {i}")
    pool = rules.pool
    for i, row in enumerate(data.get("objects", ())):
        _rows_fields(row, rules.object_type.FIELDS, f"object {i}")
        _expect(row["card"], str, f"object {i}'s 'card'")
        try:
            pool.get(row["card"])
        except MalformedInput as exc:
            raise _bad(f"object {i}: {exc}") from None
    for i, zone in enumerate(data.get("zones", ())):
        _expect(zone, list, f"zone {i} ({_label(rules.zones, i)})")
    for key in ("limits", "vars"):
        for i, pair in enumerate(data.get(key, ())):
            if type(pair) is not list or len(pair) != 2:
                raise _bad(f"{key!r} item {i} must be a [key, value] pair, not {_short(pair)}")
    for i, pair in enumerate(data.get("vars", ())):
        _expect(pair[0], int, f"'vars' item {i}'s key")
    for name in _INDEXES:
        if name not in data.get("index", {}):
            raise _bad(f"the ability index {name!r} is missing")
    history = data.get("history", {})
    for key in ("events", "turn_starts"):
        if key not in history:
            raise _bad(f"the history's {key!r} is missing")
        _expect(history[key], list, f"the history's {key!r}")
    for i, entry in enumerate(data.get("log", ())):
        if type(entry) is not list or len(entry) != 6:
            raise _bad(f"log entry {i} must be a list of 6 items, not {_short(entry)}")
    return rules


_TEMPLATES: dict[str, dict[str, type | None]] = {}


def top_level_types(rules: Rules) -> dict[str, type | None]:
    """The keys of a saved game of ``rules``, each with its JSON type (``None``: any).

    They are read off the save of a new, empty state, once per game, so that a key the
    engine comes to save is required at once, and one it stops saving is no longer."""
    known = _TEMPLATES.get(rules.name)
    if known is None:
        from .state import GameState

        sample = GameState(rules).to_data()
        known = {k: type(v) if type(v) in _JSON_TYPES else None for k, v in sample.items()}
        _TEMPLATES[rules.name] = known
    return known


def _rows_fields(row: object, fields: tuple[str, ...], what: str) -> None:
    _expect(row, dict, what)
    assert isinstance(row, dict)
    for f in fields:
        if f not in row:
            raise _bad(f"{what} lacks the field {f!r}")


def _label(table: ZoneTable, zid: int) -> str:
    return table.label(zid) if 0 <= zid < len(table) else f"#{zid}"


# ---------------------------------------------------------------------- the rebuilt state

_FIELD_TYPES: dict[type, tuple[tuple[str, tuple[type, ...]], ...]] = {}


def field_types(cls: type) -> tuple[tuple[str, tuple[type, ...]], ...]:
    """The fields of a player or object type whose declared types can be checked, each
    with the exact types allowed (``"dict[str, int] | None"`` allows ``dict`` and
    ``None``). Fields declared with other types are not listed."""
    known = _FIELD_TYPES.get(cls)
    if known is not None:
        return known
    notes: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        notes.update(inspect.get_annotations(klass))
    out = []
    for f in getattr(cls, "FIELDS", ()):
        types = _types_of(notes.get(f))
        if types:
            out.append((f, types))
    known = _FIELD_TYPES[cls] = tuple(out)
    return known


def _types_of(note: object) -> tuple[type, ...]:
    """The exact types an annotation allows, or ``()`` if it names anything else."""
    if isinstance(note, type):
        return (note,) if note in _NAMED.values() else ()
    if not isinstance(note, str):
        return ()
    parts: list[str] = []
    depth = start = 0
    for i, ch in enumerate(note):  # split on the top-level "|" only
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(note[start:i])
            start = i + 1
    parts.append(note[start:])
    types = []
    for part in parts:
        t = _NAMED.get(part.strip().split("[", 1)[0])
        if t is None:
            return ()
        types.append(t)
    return tuple(types)


def validate_state(state: GameState) -> None:
    """Check a state rebuilt by ``GameState.from_data``; raise :class:`MalformedInput`
    naming the first thing wrong. A state saved by ``to_json`` always passes."""
    rules = state.rules
    players = rules.zones.players
    # Plain attributes are looked up with a default: one the engine no longer has is
    # not this module's to require.
    for name in _COUNTS:
        value = getattr(state, name, 0)
        _expect(value, int, repr(name))
        if value < 0:
            raise _bad(f"{name!r} is {value}, but it counts up from 0")
    for names, types in ((_FLAGS, bool), (_TEXTS, str), (_DICTS, dict), (("seed",), int)):
        for name in names:
            value = getattr(state, name, _ABSENT)
            if value is not _ABSENT:
                _expect(value, types, repr(name))
    rng = state.rng.state
    _expect(rng, int, "'rng'")
    if not 0 <= rng < RNG_LIMIT:
        raise _bad(f"'rng' is {rng}, but the generator's state is in [0, 2**64)")
    _player_index(state.active, players, "'active'")
    _player_index(state.first_player, players, "'first_player'")
    _check_players(state, players)
    _check_objects_and_zones(state, players)
    _check_records(state, players)
    _check_indexes(state)
    _check_history_and_log(state, players)


def _check_players(state: GameState, players: int) -> None:
    if len(state.players) != players:
        raise _bad(f"there are {len(state.players)} players, but {state.rules.name} is "
                   f"played by {players}")
    kind = state.rules.player_type
    checks = field_types(kind)
    for i, p in enumerate(state.players):
        if type(p) is not kind:
            raise _bad(f"player {i} is {_kind(p)}, not a {kind.__name__}")
        for f, types in checks:
            _expect(getattr(p, f), types, f"player {i}'s {f!r}")
        if p.index != i:
            raise _bad(f"player {i} has the index {p.index}")


def _check_objects_and_zones(state: GameState, players: int) -> None:
    table = state.rules.zones
    objects = state.objects
    n = len(objects)
    zones = state.zones
    if len(zones) != len(table):
        raise _bad(f"'zones' has {len(zones)} lists, but {state.rules.name} has "
                   f"{len(table)} zones")
    # One pass over the zones notes where each object is; a second over the objects
    # compares that with what each object says.
    where = [-1] * n
    for zid, ids in enumerate(zones):
        label = table.label(zid)
        capacity = table.spec_of[zid].capacity
        if capacity is not None and len(ids) > capacity:
            raise _bad(f"zone {label} holds {len(ids)} objects, but its capacity is "
                       f"{capacity}")
        for oid in ids:
            if type(oid) is not int:
                raise _bad(f"zone {label} lists {_short(oid)}, which is not an object id")
            if not 0 <= oid < n:
                raise _bad(f"zone {label} lists object {oid}, but there are only {n} objects")
            seen = where[oid]
            if seen == zid:
                raise _bad(f"zone {label} lists object {oid} twice")
            if seen >= 0:
                raise _bad(f"object {oid} is in two zones, {table.label(seen)} and {label}")
            where[oid] = zid
    kind = state.rules.object_type
    checks = field_types(kind)
    choices = kind.CHOICES
    for i, o in enumerate(objects):
        if type(o) is not kind:
            raise _bad(f"object {i} is {_kind(o)}, not a {kind.__name__}")
        for f, types in checks:
            value = getattr(o, f)
            if type(value) not in types:
                _expect(value, types, f"object {i} ({o.card.name})'s {f!r}")
        for f, allowed in choices.items():
            if getattr(o, f) not in allowed:
                raise _bad(f"object {i} ({o.card.name})'s {f!r} is {_short(getattr(o, f))}, "
                           f"not one of {', '.join(map(repr, allowed))}")
        if o.id != i:
            raise _bad(f"object {i} ({o.card.name}) has the id {o.id}")
        owner = o.owner
        if type(owner) is not int or not 0 <= owner < players:
            _player_index(owner, players, f"object {i} ({o.card.name})'s 'owner'")
        controller = o.controller
        if type(controller) is not int or not 0 <= controller < players:
            _player_index(controller, players, f"object {i} ({o.card.name})'s 'controller'")
        if o.zone != where[i] or where[i] < 0:
            if where[i] < 0:
                raise _bad(f"object {i} ({o.card.name}) is in no zone")
            raise _bad(f"object {i} ({o.card.name}) says it is in zone "
                       f"{_label(table, o.zone)}, but zone {table.label(where[i])} lists it")


def _check_ref(state: GameState, ref: object, what: str) -> None:
    """A reference to an ability: (object id, index in the object's card's abilities)."""
    objects = state.objects
    if not (type(ref) is tuple and len(ref) == 2 and type(ref[0]) is int
            and type(ref[1]) is int):
        raise _bad(f"{what} must be an [object, ability] pair, not {_short(ref)}")
    oid, idx = ref
    if not 0 <= oid < len(objects):
        raise _bad(f"{what} names object {oid}, but there are only {len(objects)} objects")
    abilities = objects[oid].card.abilities
    if not 0 <= idx < len(abilities):
        raise _bad(f"{what} names ability {idx} of object {oid} "
                   f"({objects[oid].card.name}), which has {len(abilities)}")


def _check_records(state: GameState, players: int) -> None:
    for i, step in enumerate(state.work):
        if not isinstance(step, Step):
            raise _bad(f"work item {i} is {_kind(step)}, not a step")
    n = len(state.objects)
    for where, items in (("pending", state.pending.items), ("triggered", state.triggered)):
        for i, item in enumerate(items):
            what = f"{where} item {i}"
            if not isinstance(item, PendingItem):
                raise _bad(f"{what} is {_kind(item)}, not a pending item")
            _player_index(item.controller, players, f"{what}'s controller")
            obj = item.obj
            if obj is not None and not (type(obj) is int and 0 <= obj < n):
                raise _bad(f"{what} names object {_short(obj)}, but there are only {n} "
                           "objects")
            if item.ability is not None:
                _check_ref(state, item.ability, f"{what}'s ability")
    for i, effect in enumerate(state.continuous):
        if not isinstance(effect, Continuous):
            raise _bad(f"continuous effect {i} is {_kind(effect)}, not a Continuous record")
    for key, count in state.limits.items():
        _expect(count, int, f"the usage count of {_short(key)}")
    for rid, values in state.vars.items():
        _expect(values, tuple, f"the values of resolution {rid}")


def _check_indexes(state: GameState) -> None:
    from .state import _INDEXES

    for name in _INDEXES:
        table = getattr(state, name)
        _expect(table, dict, f"the ability index {name!r}")
        for kind, refs in table.items():
            what = f"the ability index {name!r} at {_short(kind)}"
            _expect(kind, str, f"a key of the ability index {name!r}")
            _expect(refs, tuple, what)
            for ref in refs:
                _check_ref(state, ref, what)


def _check_history_and_log(state: GameState, players: int) -> None:
    events = state.history.events
    for i, event in enumerate(events):
        if not isinstance(event, Event):
            raise _bad(f"history event {i} is {_kind(event)}, not an event")
    n = len(events)
    last = 0
    for i, start in enumerate(state.history.turn_starts):
        _expect(start, int, f"the history's turn start {i}")
        if not last <= start <= n:
            raise _bad(f"the history's turn {i} starts at event {start}, not in "
                       f"[{last}, {n}]")
        last = start
    starts = len(state.history.turn_starts)
    if starts != state.turn + 1:
        # Turn-scoped history queries ("this turn") index the starts by the turn number.
        raise _bad(f"'turn' is {state.turn}, but the history records the starts of "
                   f"{starts} turns (0 to {starts - 1})")
    step_start = getattr(state, "step_start", 0)
    if step_start > n:
        raise _bad(f"'step_start' is {step_start}, but the history holds {n} events")
    for i, (turn, rule, fmt, _, private, public) in enumerate(state.log):
        # Long games log thousands of entries: one test per field, messages only on failure.
        if type(turn) is int and type(rule) is str and type(fmt) is str \
                and (public is None or type(public) is str) \
                and (private is None or (type(private) is int and 0 <= private < players)):
            continue
        what = f"log entry {i}"
        _expect(turn, int, f"{what}'s turn")
        _expect(rule, str, f"{what}'s rule")
        _expect(fmt, str, f"{what}'s text")
        _expect(public, (str, _NONE), f"{what}'s public text")
        _player_index(private, players, f"{what}'s private player")
