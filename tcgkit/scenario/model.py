"""The scenario format, checked in full before anything runs.

See ``docs/scenarios.md`` for the format with examples. :func:`parse_scenario` turns a
:class:`~tcgkit.scenario.source.Source` into a :class:`Scenario` or raises a
:class:`~tcgkit.scenario.source.ScenarioError` naming the file, line and field.
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.automation import ALL as ALL_AUTOMATIONS
from ..core.automation import KNOWN as KNOWN_AUTOMATIONS
from ..core.cards import CardDef
from ..core.errors import MalformedInput, UnknownCard
from ..core.objects import GameObject
from ..core.rules import Rules
from ..core.zones import ZoneSpec
from ..games import get_rules
from ..games import names as game_names
from .requirements import requirement_ids
from .source import PathKey, Source

PLAYERS = tuple(f"p{i}" for i in range(1, 9))
"""The players' names in a scenario, by seat: ``p1``, ``p2`` and, in a game of more
players (top-level ``players``), ``p3`` .. ``p8``."""
TOP_KEYS = {"title", "game", "covers", "description", "options", "seed", "names", "auto",
            "automations", "players", "setup", "script"}
SETUP_KEYS = {"turn", "active", "first", "step", "new_game", "shuffle", *PLAYERS}
EXPECT_KEYS = {"life", "players", "zones", "winner", "over", "log", "log_absent", "decision",
               "turn", "step", "active", "history", "status", "pending", "triggered"}
HISTORY_KEYS = {"kind", "player", "turn", "reason", "card", "count"}
"""The fields of a ``history`` expectation."""
ZONE_SPEC_KEYS = {"count", "top", "contains", "lacks"}
"""The fields of a ``zones`` expectation given as a mapping."""
STATUS_PLACE_KEYS = {"zone", "card"}
"""The fields of a ``status`` expectation that say which card; the others are its status."""
_FIXED_OBJECT_FIELDS = {"id", "card", "owner", "zone", "incarnation", "entered"}
_FIXED_PLAYER_FIELDS = {"index", "name", "lost", "flags", "life"}
COUNT = re.compile(r"^(.*\S)\s+x(-?\d+)$")
"""``Name xN``: N copies of a card (a negative N is matched so as to be refused as such)."""
MAX_COPIES = 300
"""The most copies one card entry (``Name xN`` or ``count``) may put or expect."""
MAX_CARDS = 1000
"""The most cards a player's setup, or one expected list of cards, may hold: well above
any real deck, and low enough that a typo cannot make the board take minutes to build."""
MAX_NAME = 40
"""The longest player name, in characters."""
MAX_TURN = 1000
"""The highest turn number a setup may start at (the history keeps a slot per turn)."""
MAX_USED = 100
"""The most times a per-turn allowance may be marked as used (each is spent in turn)."""


@dataclass(frozen=True)
class ValueType:
    """The type a card status value takes in a scenario.

    ``name`` is ``bool``, ``int``, ``str``, ``choice`` (one of ``choices``), ``mapping``
    (whose values take ``item``, when known), ``player`` (``p1``/``p2``, kept as the
    player's index) or ``any`` (the field's type could not be read, so its values are not
    checked).
    """

    name: str
    item: ValueType | None = None
    choices: tuple[str, ...] = ()

    def describe(self) -> str:
        """The type in words, for error messages."""
        if self.name == "choice":
            return " or ".join(self.choices)
        if self.name == "mapping" and self.item is not None and self.item.name in _PLURAL:
            return f"a mapping of names to {_PLURAL[self.item.name]}"
        return _TYPE_WORDS.get(self.name, "any value")

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` (as read from YAML) has this type."""
        if self.name == "bool":
            return isinstance(value, bool)
        if self.name == "int":
            # YAML's true/false are Python bools, which are ints too: not a count.
            return isinstance(value, int) and not isinstance(value, bool)
        if self.name == "str":
            return isinstance(value, str)
        if self.name == "player":
            return isinstance(value, str) and value.lower() in PLAYERS
        if self.name == "choice":
            return value in self.choices
        if self.name == "mapping":
            return isinstance(value, dict) and (
                self.item is None or all(self.item.accepts(v) for v in value.values()))
        return True


_TYPE_WORDS = {"bool": "true or false", "int": "an integer", "str": "a text",
               "mapping": "a mapping", "player": "p1 or p2"}
_PLURAL = {"bool": "true or false", "int": "integers", "str": "texts", "player": "p1 or p2"}


_STATUS_TYPES: dict[type[GameObject], Mapping[str, ValueType]] = {}


def status_types(object_type: type[GameObject]) -> Mapping[str, ValueType]:
    """The status fields of a game's objects that a scenario may set or check, with the
    type of their values.

    The types are read from the object class's annotations, so a field a game adds is
    known here without naming it; a field listed in the class's ``CHOICES`` takes only
    those values. ``controller`` is written ``p1``/``p2``.
    """
    known = _STATUS_TYPES.get(object_type)
    if known is not None:
        return known
    # CardDef is imported by the kernel for type checking only; name it for the lookup.
    hints = typing.get_type_hints(object_type, localns={"CardDef": CardDef})
    out: dict[str, ValueType] = {}
    for name in object_type.FIELDS:
        if name in _FIXED_OBJECT_FIELDS:
            continue
        if name == "controller":
            out[name] = ValueType("player")
        elif name in object_type.CHOICES:
            out[name] = ValueType("choice", choices=object_type.CHOICES[name])
        else:
            out[name] = _value_type(hints.get(name))
    _STATUS_TYPES[object_type] = result = types.MappingProxyType(out)
    return result


def _value_type(hint: Any) -> ValueType:
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        members = [a for a in typing.get_args(hint) if a is not type(None)]
        hint = members[0] if len(members) == 1 else None
    if hint in (bool, int, str):
        return ValueType(hint.__name__)
    if hint is dict or typing.get_origin(hint) in (dict, Mapping):
        args = typing.get_args(hint)
        return ValueType("mapping", _value_type(args[1]) if len(args) == 2 else None)
    return ValueType("any")


@dataclass
class CardSpec:
    """Cards to put in a zone: ``count`` copies with the given status."""

    card: CardDef
    count: int
    status: dict[str, Any]
    new: bool
    path: PathKey


@dataclass
class PlayerSetup:
    """A player's life, other fields, zone contents and per-turn allowances used."""

    life: int | None = None
    fields: dict[str, Any] = field(default_factory=dict)
    zones: dict[str, list[CardSpec]] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)


@dataclass
class Setup:
    """Where the scenario starts: turn, active player, who went first, step, players.

    With ``new_game`` the game starts from its very beginning (shuffling unless
    ``shuffle`` is false, dealing opening hands) with the players' decks as given.
    """

    turn: int
    active: int
    first: int
    step: str
    players: list[PlayerSetup]
    new_game: bool = False
    shuffle: bool = False


@dataclass
class Answer:
    """A scripted answer: ``player`` chooses the option reading ``text``."""

    player: int
    text: str
    line: int | None


@dataclass
class Refusal:
    """A scripted illegal answer: it must be refused and leave the state unchanged."""

    player: int
    text: str
    reason: str | None
    line: int | None


@dataclass
class Expectation:
    """Assertions about the state at this point of the script."""

    checks: dict[str, Any]
    path: PathKey
    line: int | None


ScriptEntry = Answer | Refusal | Expectation


@dataclass
class Scenario:
    """A parsed, checked scenario, ready to run."""

    source: Source
    title: str
    game: str
    covers: list[str]
    description: str
    options: dict[str, Any]
    seed: int
    names: tuple[str, ...] | None
    automations: frozenset[str]
    setup: Setup
    script: list[ScriptEntry]
    players: int = 2

    @property
    def file(self) -> str:
        """The file the scenario was read from."""
        return self.source.file


def players_text(n: int) -> str:
    """How the player names of an ``n``-player scenario read: ``p1 or p2``, ``p1 to p4``."""
    return "p1 or p2" if n == 2 else f"p1 to p{n}"


def player_index(src: Source, path: PathKey, value: Any) -> int:
    """``"p1"``/``"p2"`` (``"pN"`` in a game of N players) → 0/1 (N - 1)."""
    if isinstance(value, str) and value.lower() in PLAYERS[:src.players]:
        return PLAYERS.index(value.lower())
    more = "; a scenario of more players says so with top-level 'players: N'" \
        if isinstance(value, str) and value.lower() in PLAYERS else ""
    raise src.error(path, f"expected {players_text(src.players)}, got {value!r}{more}")


def _expect_type(src: Source, path: PathKey, value: Any, kind: type | tuple[type, ...],
                 what: str) -> None:
    if isinstance(value, bool) and kind is int:
        raise src.error(path, f"expected {what}, got {value!r}")
    if not isinstance(value, kind):
        raise src.error(path, f"expected {what}, got {type(value).__name__} {value!r}")


def _check_keys(src: Source, path: PathKey, data: dict[str, Any], allowed: set[str]) -> None:
    for key in data:
        if key not in allowed:
            raise src.error((*path, key), f"unknown field {key!r}; expected one of "
                            f"{', '.join(sorted(allowed))}")


def parse_scenario(src: Source) -> Scenario:
    """Check a scenario's structure, names and values; raise on the first problem."""
    data = src.data
    _expect_type(src, (), data, dict, "a mapping with title, game, covers, setup and script")
    _check_keys(src, (), data, TOP_KEYS)
    for key in ("title", "game", "covers", "setup", "script"):
        if key not in data:
            raise src.error((), f"missing required field {key!r}")
    title = data["title"]
    _expect_type(src, ("title",), title, str, "a text")
    game = data["game"]
    if game not in game_names():
        raise src.error(("game",), f"unknown game {game!r}; expected one of "
                        f"{', '.join(game_names())}")
    rules = get_rules(game)
    count = data.get("players", 2)
    _expect_type(src, ("players",), count, int, "a number of players")
    try:
        rules = rules.for_players(count)
    except MalformedInput as exc:
        raise src.error(("players",), str(exc)) from None
    src.players = count
    covers = data["covers"]
    _expect_type(src, ("covers",), covers, list, "a list of requirement IDs")
    known = requirement_ids()
    for i, rid in enumerate(covers):
        if rid not in known:
            raise src.error(("covers", i), f"unknown requirement ID {rid!r}")
    description = data.get("description", "")
    _expect_type(src, ("description",), description, str, "a text")
    options = data.get("options", {}) or {}
    _expect_type(src, ("options",), options, dict, "a mapping of variant options")
    try:
        options = rules.check_options(options)
        rules.check_players(count, options)
    except MalformedInput as exc:
        raise src.error(("options",), str(exc)) from None
    seed = data.get("seed", 0)
    _expect_type(src, ("seed",), seed, int, "an integer")
    names = data.get("names")
    if names is not None:
        _expect_type(src, ("names",), names, dict,
                     f"a mapping of {players_text(count).replace(' or ', ' and ')} to names")
        _check_keys(src, ("names",), names, set(PLAYERS[:count]))
        for who, name in names.items():
            _check_player_name(src, ("names", who), name)
        names = tuple(names.get(f"p{i + 1}", f"Player {i + 1}") for i in range(count))
    chosen = _parse_automations(src, data)
    setup = _parse_setup(src, rules, data["setup"])
    script = _parse_script(src, rules, data["script"])
    return Scenario(src, title, game, list(covers), description, options, seed, names, chosen,
                    setup, script, count)


def _parse_automations(src: Source, data: dict[str, Any]) -> frozenset[str]:
    """``automations: [mana, pass_priority]`` names the decisions the engine takes for the
    players (default: the default set, which an opt-in one such as ``keep_opening_hand``
    is not part of); ``auto: false`` is short for ``automations: []``."""
    if "auto" in data and "automations" in data:
        raise src.error(("automations",), "give 'automations' or 'auto', not both")
    if "auto" in data:
        _expect_type(src, ("auto",), data["auto"], bool, "true or false")
        return ALL_AUTOMATIONS if data["auto"] else frozenset()
    names = data.get("automations")
    if names is None:
        return ALL_AUTOMATIONS
    _expect_type(src, ("automations",), names, list, "a list of automation names")
    for i, name in enumerate(names):
        if name not in KNOWN_AUTOMATIONS:
            raise src.error(("automations", i), f"unknown automation {_shown(name)}; known: "
                            f"{', '.join(sorted(KNOWN_AUTOMATIONS))}")
    return frozenset(names)


def _check_player_name(src: Source, path: PathKey, name: Any) -> None:
    # Names go into every log line: one line of readable text, not a structure.
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME \
            or not name.isprintable():
        raise src.error(path, f"a player's name is one line of 1 to {MAX_NAME} characters, "
                        f"got {_shown(name)}")


def _shown(value: Any) -> str:
    """``value`` for an error message, cut short if long."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _parse_setup(src: Source, rules: Rules, data: Any) -> Setup:
    path: PathKey = ("setup",)
    _expect_type(src, path, data, dict, "a mapping")
    seats = PLAYERS[:src.players]
    for key in data:
        if key in PLAYERS and key not in seats:
            raise src.error((*path, key), f"{key} is not a player: this scenario has "
                            f"{src.players} players (top-level 'players: N' sets more)")
    _check_keys(src, path, data, SETUP_KEYS)
    turn = data.get("turn", 1)
    _expect_type(src, (*path, "turn"), turn, int, "a turn number")
    if turn < 1:
        raise src.error((*path, "turn"), "the turn number starts at 1")
    if turn > MAX_TURN:
        raise src.error((*path, "turn"), f"a scenario starts at turn {MAX_TURN} at the "
                        f"latest, got {_shown(turn)}")
    active = player_index(src, (*path, "active"), data.get("active", "p1"))
    # Turns go round the seats, so whoever went first follows from turn and active.
    default_first = (active - (turn - 1)) % src.players
    first = player_index(src, (*path, "first"), data["first"]) if "first" in data \
        else default_first
    step = data.get("step", rules.structure.steps[0].name)
    if step not in rules.structure:
        raise src.error((*path, "step"), f"unknown {rules.name} step {step!r}; the steps are "
                        + ", ".join(s.name for s in rules.structure.steps))
    players = [_parse_player(src, rules, (*path, p), data.get(p) or {}) for p in seats]
    new_game = data.get("new_game", False)
    _expect_type(src, (*path, "new_game"), new_game, bool, "true or false")
    shuffle = data.get("shuffle", False)
    _expect_type(src, (*path, "shuffle"), shuffle, bool, "true or false")
    if new_game:
        for key in ("turn", "active", "step"):
            if key in data:
                raise src.error((*path, key), "a new game starts at turn 1 with the first "
                                "player; set 'first' instead")
        for i, ps in enumerate(players):
            other = set(ps.zones) - {rules.library}
            if other or ps.used or ps.fields or ps.life is not None:
                raise src.error((*path, PLAYERS[i]), f"a new game takes only each player's "
                                f"{rules.library}")
    elif shuffle:
        raise src.error((*path, "shuffle"), "'shuffle' goes with 'new_game: true'")
    return Setup(turn, active, first, step, players, new_game, shuffle)


def _player_fields(rules: Rules) -> set[str]:
    return set(rules.player_type.FIELDS) - _FIXED_PLAYER_FIELDS


def _zone_names(rules: Rules) -> list[str]:
    return [spec.name for spec in rules.zones.specs if spec.per_player]


def _parse_player(src: Source, rules: Rules, path: PathKey, data: Any) -> PlayerSetup:
    _expect_type(src, path, data, dict, "a mapping of life and zones")
    zones = _zone_names(rules)
    fields = _player_fields(rules)
    _check_keys(src, path, data, {"life", "used", *zones, *fields})
    setup = PlayerSetup()
    if "life" in data:
        _expect_type(src, (*path, "life"), data["life"], int, "an integer")
        setup.life = data["life"]
    for key in fields & set(data):
        _expect_type(src, (*path, key), data[key], int, "an integer")
        setup.fields[key] = data[key]
    used = data.get("used", {}) or {}
    _expect_type(src, (*path, "used"), used, dict, "a mapping of per-turn allowances used")
    for name, n in used.items():
        if name not in rules_limits(rules):
            raise src.error((*path, "used", name), f"unknown allowance {name!r}; known: "
                            + ", ".join(rules_limits(rules)))
        _expect_type(src, (*path, "used", name), n, int, "a count")
        if not 0 <= n <= MAX_USED:
            raise src.error((*path, "used", name), f"a count from 0 to {MAX_USED}, got "
                            f"{_shown(n)}")
        setup.used[name] = n
    total = 0
    for zone in zones:
        if zone in data:
            specs = _parse_cards(src, rules, (*path, zone), data[zone])
            n = sum(s.count for s in specs)
            capacity = _zone_spec(rules, zone).capacity
            if capacity is not None and n > capacity:
                raise src.error((*path, zone), f"{n} cards, but a {zone} holds at most "
                                f"{capacity}")
            total += n
            if total > MAX_CARDS:
                raise src.error((*path, zone), f"{path[-1]} has more than "
                                f"{MAX_CARDS} cards in the setup, the most a scenario allows")
            setup.zones[zone] = specs
    return setup


def _zone_spec(rules: Rules, zone: str) -> ZoneSpec:
    return next(spec for spec in rules.zones.specs if spec.name == zone)


def rules_limits(rules: Rules) -> dict[str, Any]:
    """The player-shared allowances (usage limits) a scenario may mark as used."""
    return rules.player_limits


def split_count(rules: Rules, text: str) -> tuple[str, int]:
    """``"Island x3"`` → ``("Island", 3)``; a card whose own name ends so stays whole."""
    m = COUNT.match(text)
    if m and text not in rules.pool:
        return m.group(1), int(m.group(2))
    return text, 1


def _check_status_value(src: Source, path: PathKey, key: str, kind: ValueType,
                        value: Any) -> None:
    if kind.name == "player" and not (isinstance(value, str)
                                      and value.lower() in PLAYERS[:src.players]):
        raise src.error(path, f"{key} takes {players_text(src.players)}, got {value!r} "
                        f"({type(value).__name__})")
    if not kind.accepts(value):
        raise src.error(path, f"{key} takes {kind.describe()}, got {value!r} "
                        f"({type(value).__name__})")
    if kind.name == "mapping" and kind.item is not None and kind.item.name == "int":
        # A mapping of integers is a count of each kind (counters): never below zero.
        for name, n in value.items():
            if n < 0:
                raise src.error((*path, name), f"{key}: a count cannot be negative, got "
                                f"{n} for {name!r}")


def _counted(src: Source, rules: Rules, path: PathKey, text: str) -> tuple[str, int]:
    """:func:`split_count`, refusing a count below 1 or above :data:`MAX_COPIES`."""
    m = COUNT.match(text)
    if m and text not in rules.pool:
        # Checked on the digits: an integer of thousands of digits is slow to convert.
        digits = m.group(2).lstrip("-").lstrip("0")
        if m.group(2).startswith("-") or not digits:
            raise src.error(path, f"a count must be at least 1, got {_shown(text)}")
        if len(digits) > 9 or int(digits) > MAX_COPIES:
            raise src.error(path, f"at most {MAX_COPIES} copies of a card in one entry, "
                            f"got {_shown(text)}")
    return split_count(rules, text)


def _check_count(src: Source, path: PathKey, count: int) -> None:
    if count < 1:
        raise src.error(path, f"a count must be at least 1, got {count}")
    if count > MAX_COPIES:
        raise src.error(path, f"at most {MAX_COPIES} copies of a card in one entry, got "
                        f"{_shown(count)}")


def _parse_cards(src: Source, rules: Rules, path: PathKey, data: Any) -> list[CardSpec]:
    if data is None:
        return []
    _expect_type(src, path, data, list, "a list of cards")
    fields = status_types(rules.object_type)
    out = []
    for i, entry in enumerate(data):
        p = (*path, i)
        count = 1
        status: dict[str, Any] = {}
        new = False
        if isinstance(entry, str):
            name, count = _counted(src, rules, p, entry)
        elif isinstance(entry, dict):
            _check_keys(src, p, entry, {"card", "count", "entered_this_turn", *fields})
            if "card" not in entry:
                raise src.error(p, "a card entry needs a 'card' name")
            name = entry["card"]
            _expect_type(src, (*p, "card"), name, str, "a card name")
            count = entry.get("count", 1)
            _expect_type(src, (*p, "count"), count, int, "a count")
            _check_count(src, (*p, "count"), count)
            new = entry.get("entered_this_turn", False)
            _expect_type(src, (*p, "entered_this_turn"), new, bool, "true or false")
            for key, value in entry.items():
                if key in fields:
                    _check_status_value(src, (*p, key), key, fields[key], value)
                    status[key] = player_index(src, (*p, key), value) \
                        if fields[key].name == "player" else value
        else:
            raise src.error(p, f"expected a card name or a mapping, got {entry!r}")
        try:
            card = rules.pool.get(name)
        except UnknownCard as exc:
            raise src.error(p, str(exc)) from None
        out.append(CardSpec(card, count, status, new, p))
    return out


def _parse_script(src: Source, rules: Rules, data: Any) -> list[ScriptEntry]:
    path: PathKey = ("script",)
    _expect_type(src, path, data, list, "a list of answers and expectations")
    out: list[ScriptEntry] = []
    for i, entry in enumerate(data):
        p = (*path, i)
        _expect_type(src, p, entry, dict, "a mapping such as 'p1: pass' or 'expect: ...'")
        if len(entry) != 1:
            raise src.error(p, "each script entry has exactly one key: p1, p2, expect or "
                            "refuse")
        (key, value), = entry.items()
        line = src.line((*p, key))
        if key in PLAYERS[:src.players]:
            texts = value if isinstance(value, list) else [value]
            for j, text in enumerate(texts):
                _expect_type(src, (*p, key) if not isinstance(value, list) else (*p, key, j),
                             text, str, "an option's text")
                out.append(Answer(PLAYERS.index(key), text, line))
        elif key == "refuse":
            _expect_type(src, (*p, key), value, dict, "a mapping like {p1: 'play Forest'}")
            _check_keys(src, (*p, key), value, {*PLAYERS[:src.players], "reason"})
            who = [k for k in value if k in PLAYERS]
            if len(who) != 1:
                raise src.error((*p, key), "name exactly one player (p1 or p2)")
            text = value[who[0]]
            _expect_type(src, (*p, key, who[0]), text, str, "an option's text")
            reason = value.get("reason")
            if reason is not None:
                _expect_type(src, (*p, key, "reason"), reason, str, "a text")
            out.append(Refusal(PLAYERS.index(who[0]), text, reason, line))
        elif key == "expect":
            _expect_type(src, (*p, key), value, dict, "a mapping of checks")
            _check_keys(src, (*p, key), value, EXPECT_KEYS)
            _check_expect(src, rules, (*p, key), value)
            out.append(Expectation(value, (*p, key), line))
        else:
            raise src.error((*p, key), f"unknown script entry {key!r}; expected p1, p2, "
                            "expect or refuse")
    return out


def _check_expect(src: Source, rules: Rules, path: PathKey, checks: dict[str, Any]) -> None:
    """Shape checks for expectations (values are compared when the scenario runs).

    Every mapping's keys are checked here, before anything runs, so that a misspelt
    field is an error instead of a check that is silently skipped.
    """
    for key in ("life", "players"):
        if key in checks:
            _expect_type(src, (*path, key), checks[key], dict, "a mapping of p1/p2 to values")
            for who in checks[key]:
                player_index(src, (*path, key, who), who)
    if "zones" in checks:
        _expect_type(src, (*path, "zones"), checks["zones"], dict,
                     "a mapping like {p1.hand: 3}")
        for label, spec in checks["zones"].items():
            _check_zone_expect(src, rules, (*path, "zones", label), label, spec)
    if "winner" in checks and str(checks["winner"]).lower() not in (*PLAYERS[:src.players],
                                                                       "none"):
        raise src.error((*path, "winner"), "expected p1, p2 or none (a draw)" if src.players == 2
                        else f"expected {players_text(src.players)} or none (a draw)")
    for key in ("log", "log_absent", "history", "status"):
        if key in checks:
            _expect_type(src, (*path, key), checks[key], list, "a list of mappings")
            for i, item in enumerate(checks[key]):
                _expect_type(src, (*path, key, i), item, dict, "a mapping")
    for key in ("log", "log_absent"):
        for i, item in enumerate(checks.get(key, [])):
            _check_keys(src, (*path, key, i), item, {"rule", "text"})
    for i, item in enumerate(checks.get("history", [])):
        _check_history_expect(src, rules, (*path, "history", i), item)
    for i, item in enumerate(checks.get("status", [])):
        _check_status_expect(src, rules, (*path, "status", i), item)
    if "pending" in checks:
        # Card names or, for an item without a card, its kind: compared when it runs.
        _expect_type(src, (*path, "pending"), checks["pending"], list,
                     "a list of what waits to resolve, the next first")
        total = 0
        for i, text in enumerate(checks["pending"]):
            _expect_type(src, (*path, "pending", i), text, str, "a card name")
            total += _counted(src, rules, (*path, "pending", i), text)[1]
            _check_total(src, (*path, "pending", i), total)
    if "triggered" in checks:
        _expect_type(src, (*path, "triggered"), checks["triggered"], int, "a count")
    if "decision" in checks:
        _expect_type(src, (*path, "decision"), checks["decision"], dict, "a mapping")
        _check_keys(src, (*path, "decision"), checks["decision"],
                    {"player", "kind", "present", "absent", "options"})


def _check_zone_label(src: Source, rules: Rules, path: PathKey, label: Any) -> None:
    """``p1.<zone>`` with a zone of the game."""
    who, _, zone = str(label).partition(".")
    player_index(src, path, who)
    zones = _zone_names(rules)
    if not zone:
        raise src.error(path, "name a zone as p1.<zone>")
    if zone not in zones:
        raise src.error(path, f"unknown {rules.name} zone {zone!r}; the zones are "
                        + ", ".join(zones))


def _check_card_name(src: Source, rules: Rules, path: PathKey, name: Any,
                     *, counted: bool = False) -> int:
    """A card of the game's pool (``Name xN`` too if ``counted``); returns the count."""
    _expect_type(src, path, name, str, "a card name")
    count = 1
    if counted:
        name, count = _counted(src, rules, path, name)
    try:
        rules.pool.get(name)
    except UnknownCard as exc:
        raise src.error(path, str(exc)) from None
    return count


def _check_card_list(src: Source, rules: Rules, path: PathKey, names: Any,
                     *, counted: bool) -> None:
    _expect_type(src, path, names, list, "a list of card names")
    total = 0
    for i, name in enumerate(names):
        total += _check_card_name(src, rules, (*path, i), name, counted=counted)
        _check_total(src, (*path, i), total)


def _check_total(src: Source, path: PathKey, total: int) -> None:
    # The runner spells expected lists out card by card.
    if total > MAX_CARDS:
        raise src.error(path, f"more than {MAX_CARDS} cards in one list, the most a "
                        "scenario allows")


def _check_zone_expect(src: Source, rules: Rules, path: PathKey, label: Any,
                       spec: Any) -> None:
    _check_zone_label(src, rules, path, label)
    if isinstance(spec, int) and not isinstance(spec, bool):
        if spec < 0:
            raise src.error(path, "a count cannot be negative")
    elif isinstance(spec, list):
        _check_card_list(src, rules, path, spec, counted=True)
    elif isinstance(spec, dict):
        _check_keys(src, path, spec, ZONE_SPEC_KEYS)
        if "count" in spec:
            _expect_type(src, (*path, "count"), spec["count"], int, "a count")
        if "top" in spec:
            _check_card_list(src, rules, (*path, "top"), spec["top"], counted=True)
        for key in ("contains", "lacks"):
            if key in spec:
                _check_card_list(src, rules, (*path, key), spec[key], counted=False)
    else:
        raise src.error(path, "expected a count, a list of cards or a mapping of "
                        + ", ".join(sorted(ZONE_SPEC_KEYS)))


def _check_history_expect(src: Source, rules: Rules, path: PathKey,
                          item: dict[str, Any]) -> None:
    _check_keys(src, path, item, HISTORY_KEYS)
    for key in ("kind", "reason"):
        if key in item:
            _expect_type(src, (*path, key), item[key], str, "a text")
    if "player" in item:
        player_index(src, (*path, "player"), item["player"])
    turn = item.get("turn", "current")
    # Turn 0 is the deal, before the first turn.
    if turn not in ("current", "all") and (
            not isinstance(turn, int) or isinstance(turn, bool) or turn < 0):
        raise src.error((*path, "turn"), f"expected current, all or a turn number, got "
                        f"{turn!r}")
    if "card" in item:
        _check_card_name(src, rules, (*path, "card"), item["card"])
    if "count" in item:
        _expect_type(src, (*path, "count"), item["count"], int, "a count")


def _check_status_expect(src: Source, rules: Rules, path: PathKey,
                         item: dict[str, Any]) -> None:
    fields = status_types(rules.object_type)
    _check_keys(src, path, item, {*STATUS_PLACE_KEYS, *fields})
    for key in sorted(STATUS_PLACE_KEYS):
        if key not in item:
            raise src.error(path, f"a status check needs {key!r} (which card, in which zone)")
    _check_zone_label(src, rules, (*path, "zone"), item["zone"])
    _check_card_name(src, rules, (*path, "card"), item["card"])
    for key, value in item.items():
        if key in fields:
            _check_status_value(src, (*path, key), key, fields[key], value)
