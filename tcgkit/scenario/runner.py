"""Running scenarios: build the board, play the script strictly, check the expectations."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.automation import SINGLE_OPTION
from ..core.decision import normalize
from ..core.errors import IllegalAction, MalformedInput
from ..core.state import GameState
from ..core.turns import EnterStep
from ..games import get_rules
from .model import (
    COUNT,
    PLAYERS,
    STATUS_PLACE_KEYS,
    Answer,
    Expectation,
    Refusal,
    Scenario,
    ScriptEntry,
    ValueType,
    parse_scenario,
    split_count,
    status_types,
)
from .source import ScenarioError, load


class ScenarioFailure(Exception):
    """The scenario ran but did not go as scripted or expected."""

    def __init__(self, line: int | None, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


@dataclass
class Result:
    """The outcome of one scenario file."""

    file: str
    title: str = ""
    game: str = ""
    covers: list[str] = field(default_factory=list)
    passed: bool = False
    error: str | None = None
    trace: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The result as JSON data."""
        return {"file": self.file, "title": self.title, "game": self.game,
                "covers": self.covers, "passed": self.passed, "error": self.error}


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """The ``.yaml``/``.yml`` files among ``paths``, folders searched recursively."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            out += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        elif path.exists():
            out.append(path)
        else:
            raise ScenarioError(str(path), None, "", "no such file or folder")
    return out


def build(scenario: Scenario) -> GameState:
    """The game as the scenario's setup describes it, run to its first decision."""
    rules = get_rules(scenario.game).for_players(scenario.players)
    setup = scenario.setup
    state = GameState(rules, seed=scenario.seed, options=scenario.options,
                      names=scenario.names, automations=scenario.automations)
    if setup.new_game:
        decks = [[s.card for s in ps.zones.get(rules.library, []) for _ in range(s.count)]
                 for ps in setup.players]
        rules.setup(state, decks, first=setup.first, shuffle=setup.shuffle)
        return state.start()
    state.turn = setup.turn
    state.active = setup.active
    state.first_player = setup.first
    state.history.turn_starts = [0] * (setup.turn + 1)
    for p, ps in enumerate(setup.players):
        player = state.mut_player(p)
        if ps.life is not None:
            player.life = ps.life
        for key, value in ps.fields.items():
            setattr(player, key, value)
        for zone, specs in ps.zones.items():
            expanded = [s for s in specs for _ in range(s.count)]
            if rules.zones.ids[zone] and rules.zones.spec_of[rules.zones.ids[zone][p]].ordered:
                expanded.reverse()  # listed top first; the top is the last element
            for spec in expanded:
                oid = state.create(spec.card, p, zone)
                o = state.mut(oid)
                for key, value in spec.status.items():
                    setattr(o, key, value)
                o.entered = setup.turn if spec.new else 0
        for name, n in ps.used.items():
            for _ in range(n):
                rules.player_limits[name].spend(state, p)
    state.log_rule("scenario setup", "Scenario: turn {}, {}'s turn, from the {}", setup.turn,
                   state.players[setup.active].name, rules.structure[setup.step].label)
    rules.prepare(state)
    rules.begin_turn(state)
    state.push(EnterStep(rules.structure.index[setup.step]))
    return state.start()


def run_file(path: str | Path) -> Result:
    """Load, check and run one scenario file."""
    result = Result(file=str(path))
    try:
        scenario = parse_scenario(load(path))
    except ScenarioError as exc:
        result.error = str(exc)
        return result
    except MalformedInput as exc:
        result.error = f"{path}: {exc}"
        return result
    except Exception as exc:
        # A bug met while reading one file fails that file only, so that a run over a
        # folder still reports on all the others.
        result.error = f"{path}: unexpected error while reading the scenario: " \
                       f"{type(exc).__name__}: {exc}"
        result.trace += _traceback(exc)
        return result
    return run(scenario, result)


StepHook = Callable[[GameState, "ScriptEntry | None"], None]
"""Called with the game after the setup (``None``) and after each script entry played."""


def run(scenario: Scenario, result: Result | None = None, *,
        on_step: StepHook | None = None) -> Result:
    """Run a parsed scenario; ``on_step``, if given, sees the game after the setup and
    after each script entry that passed (a step viewer's states)."""
    result = result or Result(file=scenario.file)
    result.title = scenario.title
    result.game = scenario.game
    result.covers = list(scenario.covers)
    trace: list[str] = result.trace
    state: GameState | None = None
    shown = 0
    # The line reached: the setup's until the script starts, then each entry's in turn.
    line = scenario.source.line(("setup",))
    try:
        state = build(scenario)
        if on_step is not None:
            on_step(state, None)
        for entry in scenario.script:
            line = entry.line
            shown = _flush_log(state, trace, shown)
            _play(state, entry, trace)
            if on_step is not None:
                on_step(state, entry)
        shown = _flush_log(state, trace, shown)
        result.passed = True
    except ScenarioFailure as exc:
        result.error = f"{_where(scenario.file, exc.line)}: {exc.message}"
    except ScenarioError as exc:
        result.error = str(exc)
    except (IllegalAction, MalformedInput) as exc:
        result.error = f"{_where(scenario.file, line)}: {exc}"
    except Exception as exc:
        # A bug in the engine or a game, not in the scenario: this scenario fails with
        # where its script had got to, and a run over a folder goes on with the others.
        result.error = f"{_where(scenario.file, line)}: unexpected error " \
                       f"{type(exc).__name__}: {exc}"
        if state is not None:
            shown = _flush_log(state, trace, shown)
        trace += _traceback(exc)
    if state is not None:
        _flush_log(state, trace, shown)
    return result


def _where(file: str, line: int | None) -> str:
    return f"{file}:{line}" if line else file


def _traceback(exc: BaseException) -> list[str]:
    """The traceback, for ``--trace``: where in the engine it went wrong."""
    text = "".join(traceback.format_exception(exc))
    return [f"! {line}" for line in text.rstrip().splitlines()]


def _flush_log(state: GameState, trace: list[str], shown: int) -> int:
    for entry in state.log[shown:]:
        trace.append(f"  [{entry.rule}] {entry.text}")
    return len(state.log)


def _play(state: GameState, entry: ScriptEntry, trace: list[str]) -> None:
    if isinstance(entry, Expectation):
        failures = check(state, entry.checks)
        trace.append(f"= expect ({len(entry.checks)} check(s)) "
                     f"{'ok' if not failures else 'FAILED'}")
        if failures:
            raise ScenarioFailure(entry.line, "expectation failed: " + "; ".join(failures))
        return
    who = PLAYERS[entry.player]
    d = state.decision
    if d is None:
        raise ScenarioFailure(entry.line, f"the game is over, but the script still answers "
                              f"for {who}: {entry.text!r} is never used")
    if d.player != entry.player:
        hint = " (decisions with a single option were answered automatically)" \
            if SINGLE_OPTION in state.automations else ""
        raise ScenarioFailure(entry.line, f"unscripted decision: {PLAYERS[d.player]} must "
                              f"choose ({d.kind}: {'; '.join(d.labels)}), but the script "
                              f"answers for {who}{hint}")
    if isinstance(entry, Answer):
        try:
            option = d.find(entry.text)
        except (IllegalAction, MalformedInput) as exc:
            raise ScenarioFailure(entry.line, f"{who}: {exc}") from None
        trace.append(f"> {who}: {d.label(option)}")
        state.apply(option)
        return
    assert isinstance(entry, Refusal)
    before = state.to_json()
    try:
        state.apply(entry.text)
    except (IllegalAction, MalformedInput) as exc:
        message = str(exc)
    else:
        raise ScenarioFailure(entry.line, f"{who}: {entry.text!r} was accepted, but the "
                              "script expects it to be refused")
    trace.append(f"x {who}: {entry.text} -> refused: {message}")
    # The explanation the refusal rests on, as a program reads it (state.explain).
    why = state.explain(entry.text, player=entry.player)
    trace.append("  why not: " + ("; ".join(
        [f"rule {why.rule}" if why.rule else "no rule named",
         *([f"cites {', '.join(why.rules)}"] if len(why.rules) > 1 else []),
         *([f"card {why.card}"] if why.card else []),
         *([f"forbidden by {why.source}"] if why.source else [])])
        if why.specific else "not an action the rules recognise here"))
    if state.to_json() != before:
        raise ScenarioFailure(entry.line, f"{who}: refusing {entry.text!r} changed the state")
    if entry.reason is not None and normalize(entry.reason) not in normalize(message):
        raise ScenarioFailure(entry.line, f"{who}: {entry.text!r} was refused with "
                              f"{message!r}, which does not mention {entry.reason!r}")


# ---------------------------------------------------------------------- expectations

def check(state: GameState, checks: dict[str, Any]) -> list[str]:
    """Every failed check, as a sentence (empty if all hold)."""
    failures: list[str] = []
    for key, want in checks.items():
        failures += _CHECKS[key](state, want)
    return failures


def _who(value: Any) -> int:
    return PLAYERS.index(str(value).lower())


def _check_life(state: GameState, want: dict[str, int]) -> list[str]:
    out = []
    for who, life in want.items():
        have = state.players[_who(who)].life
        if have != life:
            out.append(f"{who} life is {have}, expected {life}")
    return out


def _check_players(state: GameState, want: dict[str, dict[str, Any]]) -> list[str]:
    out = []
    for who, fields in want.items():
        player = state.players[_who(who)]
        for key, value in fields.items():
            have = getattr(player, key, None)
            if have != value:
                out.append(f"{who} {key} is {have!r}, expected {value!r}")
    return out


def _names(state: GameState, ids: list[int]) -> list[str]:
    return [state.objects[i].card.name for i in ids]


def _expand(state: GameState, names: list[str]) -> list[str]:
    """Card names from an expectation (English or Japanese, ``Name xN`` for copies)."""
    out = []
    for text in names:
        m = COUNT.match(text)
        if m and text not in state.rules.pool:
            out += [state.rules.pool.get(m.group(1)).name] * int(m.group(2))
        else:
            out.append(state.rules.pool.get(text).name)
    return out


def _card_matches(state: GameState, name: str, wanted: str) -> bool:
    try:
        return state.rules.pool.get(wanted).name == name
    except MalformedInput:
        return False


def _check_zones(state: GameState, want: dict[str, Any]) -> list[str]:
    out = []
    for label, spec in want.items():
        who, _, zone = label.partition(".")
        try:
            ids = state.zone(zone, _who(who))
        except KeyError:
            out.append(f"{label}: no zone {zone!r} in {state.rules.name}")
            continue
        ordered = state.rules.zones.spec_of[state.rules.zones.id(zone, _who(who))].ordered
        names = _names(state, ids)
        shown = list(reversed(names)) if ordered else names
        if isinstance(spec, int):
            if len(ids) != spec:
                out.append(f"{label} has {len(ids)} card(s), expected {spec}: {shown}")
        elif isinstance(spec, list):
            want_names = _expand(state, spec)
            if ordered:
                if shown != want_names:
                    out.append(f"{label} is {shown} (top first), expected {want_names}")
            elif sorted(names) != sorted(want_names):
                out.append(f"{label} is {sorted(names)}, expected {sorted(want_names)}")
        elif isinstance(spec, dict):
            if "count" in spec and len(ids) != spec["count"]:
                out.append(f"{label} has {len(ids)} card(s), expected {spec['count']}")
            for name in spec.get("contains", []):
                if not any(_card_matches(state, n, name) for n in names):
                    out.append(f"{label} does not contain {name}: {shown}")
            for name in spec.get("lacks", []):
                if any(_card_matches(state, n, name) for n in names):
                    out.append(f"{label} contains {name}: {shown}")
            top = spec.get("top")
            if top is not None:
                want_top = _expand(state, top)
                if shown[:len(want_top)] != want_top:
                    out.append(f"{label} top is {shown[:len(want_top)]}, expected {want_top}")
        else:
            out.append(f"{label}: expected a count, a list of cards or a mapping")
    return out


def _check_winner(state: GameState, want: str) -> list[str]:
    if not state.is_over:
        return [f"the game is not over, expected winner {want}"]
    expected = None if str(want).lower() == "none" else _who(want)
    if state.winner != expected:
        have = "none (a draw)" if state.winner is None else PLAYERS[state.winner]
        return [f"the winner is {have}, expected {want}"]
    return []


def _check_over(state: GameState, want: bool) -> list[str]:
    return [] if state.is_over == bool(want) else [f"game over is {state.is_over}, expected {want}"]


def _entry_matches(entry: Any, want: dict[str, str]) -> bool:
    if "rule" in want and entry.rule != want["rule"]:
        return False
    return "text" not in want or normalize(want["text"]) in normalize(entry.text)


def _check_log(state: GameState, want: list[dict[str, str]]) -> list[str]:
    i = 0
    log = state.log
    for item in want:
        while i < len(log) and not _entry_matches(log[i], item):
            i += 1
        if i == len(log):
            return [f"no log entry {item} (in this order) after the earlier ones"]
        i += 1
    return []


def _check_log_absent(state: GameState, want: list[dict[str, str]]) -> list[str]:
    out = []
    for item in want:
        found = [e for e in state.log if _entry_matches(e, item)]
        if found:
            out.append(f"log entry {item} should be absent but found: {found[0]}")
    return out


def _check_decision(state: GameState, want: dict[str, Any]) -> list[str]:
    d = state.decision
    if d is None:
        return ["no decision is pending (the game is over)"]
    out = []
    if "player" in want and d.player != _who(want["player"]):
        out.append(f"the decision is {PLAYERS[d.player]}'s, expected {want['player']}'s")
    if "kind" in want and d.kind != want["kind"]:
        out.append(f"the decision is {d.kind!r}, expected {want['kind']!r}")
    for text in want.get("present", []):
        try:
            d.find(text)
        except (IllegalAction, MalformedInput):
            out.append(f"option {text!r} is not offered; the options are {list(d.labels)}")
    for text in want.get("absent", []):
        try:
            d.find(text)
            out.append(f"option {text!r} is offered but should not be")
        except (IllegalAction, MalformedInput):
            pass
    if "options" in want:
        if sorted(normalize(x) for x in want["options"]) != sorted(normalize(x) for x in d.labels):
            out.append(f"the options are {list(d.labels)}, expected {want['options']}")
    return out


def _check_turn(state: GameState, want: int) -> list[str]:
    return [] if state.turn == want else [f"the turn is {state.turn}, expected {want}"]


def _check_step(state: GameState, want: str) -> list[str]:
    return [] if state.step == want else [f"the step is {state.step!r}, expected {want!r}"]


def _check_active(state: GameState, want: str) -> list[str]:
    if state.active == _who(want):
        return []
    return [f"the active player is {PLAYERS[state.active]}, expected {want}"]


def _check_history(state: GameState, want: list[dict[str, Any]]) -> list[str]:
    out = []
    for item in want:
        kind = item.get("kind")
        player = _who(item["player"]) if "player" in item else None
        turn = item.get("turn", "current")
        query: dict[str, Any] = {"player": player}
        if turn == "all":
            query["game"] = True
        elif turn != "current":
            query["turn"] = turn
        reason = item.get("reason")
        events = [e for e in state.history.select(kind, **query)
                  if reason is None or e.reason == reason]
        if "card" in item:
            events = [e for e in events if e.obj is not None
                      and _card_matches(state, state.objects[e.obj].card.name, item["card"])]
        if "count" in item and len(events) != item["count"]:
            out.append(f"history has {len(events)} {kind} event(s) matching {item}, "
                       f"expected {item['count']}")
    return out


def _check_status(state: GameState, want: list[dict[str, Any]]) -> list[str]:
    """Each item names a card in a zone and status values; one card of that name there
    must have all of them (with several, any one will do)."""
    types = status_types(state.rules.object_type)
    out = []
    for item in want:
        label = str(item.get("zone", ""))
        name = str(item.get("card", ""))
        who, _, zone = label.partition(".")
        try:
            ids = state.zone(zone, _who(who))
        except (KeyError, ValueError):
            out.append(f"status: no zone {label!r}")
            continue
        wanted = {k: v for k, v in item.items() if k not in STATUS_PLACE_KEYS}
        unknown = [k for k in wanted if k not in types]
        if unknown:
            # Parsed scenarios cannot get here; check() called directly can.
            out.append(f"status: unknown field(s) {', '.join(map(repr, unknown))}; expected "
                       f"one of {', '.join(sorted({*STATUS_PLACE_KEYS, *types}))}")
            continue
        objs = [state.objects[i] for i in ids
                if _card_matches(state, state.objects[i].card.name, name)]
        if not objs:
            out.append(f"status: no {name} in {label}")
            continue
        expected = {k: _status_wanted(types[k], v) for k, v in wanted.items()}
        have = [{k: _status_of(types[k], getattr(o, k, None)) for k in wanted} for o in objs]
        if expected in have:
            continue
        if len(have) == 1:
            actual = f"it has {_show(have[0])}"
        else:
            actual = f"the {len(have)} there have " + ", ".join(_show(h) for h in have)
        out.append(f"status: no {name} in {label} has {_show(expected)}; {actual}")
    return out


def _status_wanted(kind: ValueType, value: Any) -> Any:
    """An expected status value as :func:`_status_of` shows it."""
    return str(value).lower() if kind.name == "player" else value


def _status_of(kind: ValueType, value: Any) -> Any:
    """An object's status value in the scenario's terms."""
    if kind.name == "player" and isinstance(value, int):
        return PLAYERS[value]
    if kind.name == "mapping" and value is None:
        return {}  # no counters: the same as an empty mapping of them
    return value


def _show(value: Any) -> str:
    """A value as a scenario writes it (YAML flow style)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return "null" if value is None else str(value)


def _check_pending(state: GameState, want: list[str]) -> list[str]:
    """What waits to resolve (the stack, the chain, waiting abilities), the next first."""
    have = [state.objects[i.obj].card.name if i.obj is not None else i.kind
            for i in state.pending.in_order()]
    want_names = [name for text in want for name in _pending_names(state, text)]
    if have == want_names:
        return []
    return [f"pending is {have}, expected {want_names} (in the order they resolve, the "
            f"next first, under the {state.pending.policy.name} policy)"]


def _pending_names(state: GameState, text: str) -> list[str]:
    """A card's English name (``Name xN``: N times), or the text itself for an item
    without a card (its kind, such as ``trigger``)."""
    name, count = split_count(state.rules, text)
    try:
        return [state.rules.pool.get(name).name] * count
    except MalformedInput:
        return [text]


def _check_triggered(state: GameState, want: int) -> list[str]:
    """How many triggered abilities wait to be put on the stack or chain."""
    n = len(state.triggered)
    return [] if n == want else [f"{n} triggered abilities wait, expected {want}"]


_CHECKS: dict[str, Callable[[GameState, Any], list[str]]] = {
    "life": _check_life,
    "players": _check_players,
    "zones": _check_zones,
    "winner": _check_winner,
    "over": _check_over,
    "log": _check_log,
    "log_absent": _check_log_absent,
    "decision": _check_decision,
    "turn": _check_turn,
    "step": _check_step,
    "active": _check_active,
    "history": _check_history,
    "status": _check_status,
    "pending": _check_pending,
    "triggered": _check_triggered,
}

__all__ = ["Result", "ScenarioError", "build", "check", "run", "run_file", "scenario_files"]
