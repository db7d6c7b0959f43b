"""Saved games: a game as its seed, decks, variant and answered decisions, replayed exactly.

A :class:`GameRecord` holds what is needed to play a game again from its start (the game,
seed, decks, player count, variant options and automations) and every answer given, each
as the option's index in its decision and its text, the text being what is checked when
the game is played again. Its log is the game's full log when it was saved. Because the
engine is deterministic for a seed, replaying the answers gives the same game; when it
does not (a rule was changed), :meth:`GameRecord.verify` says at which decision, and how
the games differ.

>>> rec = Recorder.start("dm", seed=3)
>>> rec.apply(rec.state.decision.options[0])
>>> len(rec.record.decisions)
1
>>> rec.record.verify()
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core.decision import Option
from .core.errors import MalformedInput, TcgkitError
from .core.files import read_bounded
from .core.state import GameState
from .core.validate import read_json

FORMAT = "tcgkit-game-record"
"""The ``format`` key of a saved game's JSON."""
VERSION = 1
"""The version of the saved-game format this module writes and reads."""
MAX_FILE_BYTES = 32 * 1024 * 1024
"""The largest saved game read: the longest real games are a few hundred kilobytes."""
MAX_DECISIONS = 1_000_000
"""The most answers a saved game may hold."""


class ReplayMismatch(TcgkitError):
    """Replaying a saved game did not give the saved game: ``index`` is the answer (from
    0) at which the games parted (``None``: they parted after the last answer, in the log or
    the result)."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def log_lines(state: GameState) -> list[str]:
    """The game's full log as saved: one ``"T<turn> [<rule>] <text>"`` line an entry."""
    return [f"T{e.turn} [{e.rule}] {e.text}" for e in state.log]


@dataclass
class GameRecord:
    """A game from its start: how it was set up and every answer given."""

    game: str
    seed: int = 0
    decks: list[list[str]] | str | None = None
    """One list of card names per player, a demo deck pair's name, or ``None`` (the
    game's default pair)."""
    players: int = 2
    options: dict[str, Any] = field(default_factory=dict)
    automations: list[str] | None = None
    """The automation names, or ``None`` for the default set."""
    decisions: list[tuple[int, str]] = field(default_factory=list)
    """Each answer: the option's index among its decision's options, and its text."""
    log: list[str] = field(default_factory=list)
    """The game's log when it was saved (:func:`log_lines`)."""
    agents: list[str] | None = None
    """Who answered for each player, where known (agent names, ``"human"``): information
    only, never used to replay."""

    # ------------------------------------------------------------------ playing

    def new_state(self) -> GameState:
        """The game at its first decision, before any saved answer."""
        from .games import get_rules

        rules = get_rules(self.game)
        return rules.new_game(seed=self.seed, decks=self.decks, players=self.players,
                              options=dict(self.options), automations=self.automations)

    def states(self) -> Iterator[GameState]:
        """The game before each saved answer and after the last, each a copy of its own;
        raises :class:`ReplayMismatch` where an answer no longer fits its decision."""
        state = self.new_state()
        for i, (index, text) in enumerate(self.decisions):
            yield state.copy()
            state.apply(self._option(state, i, index, text))
        yield state

    def verify(self) -> None:
        """Play the saved answers again and check that the game is the saved one: each
        answer's text at its index, then the whole log. Raises :class:`ReplayMismatch`
        naming the first difference."""
        state = self.new_state()
        for i, (index, text) in enumerate(self.decisions):
            state.apply(self._option(state, i, index, text))
        if not self.log:
            return
        now = log_lines(state)
        for n, (saved, got) in enumerate(zip(self.log, now, strict=False)):
            if saved != got:
                raise ReplayMismatch(f"log line {n + 1} differs: saved {saved!r}, replayed "
                                     f"{got!r}")
        if len(now) != len(self.log):
            raise ReplayMismatch(f"the saved log has {len(self.log)} lines, the replayed one "
                                 f"{len(now)}")

    def _option(self, state: GameState, i: int, index: int, text: str) -> Option:
        d = state.decision
        if d is None:
            raise ReplayMismatch(f"answer {i + 1} ({text!r}): the replayed game is already "
                                 f"over", i)
        labels = d.labels
        if index >= len(labels) or labels[index] != text:
            shown = (f"offers {labels[index]!r} there" if index < len(labels)
                     else f"has only {len(labels)} options there")
            raise ReplayMismatch(
                f"answer {i + 1}: saved {text!r} as option {index + 1} of {d.kind} for "
                f"{state.players[d.player].name}, but the replayed game {shown}"
                f" (options: {'; '.join(labels)})", i)
        return d.options[index]

    # --------------------------------------------------------------- files

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON document."""
        data: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.game, "seed": self.seed,
            "decks": self.decks, "players": self.players, "options": self.options,
            "automations": self.automations,
            "decisions": [[index, text] for index, text in self.decisions],
            "log": self.log}
        if self.agents is not None:
            data["agents"] = self.agents
        return data

    @classmethod
    def from_json(cls, data: Any, *, source: str = "saved game") -> GameRecord:
        """A record from its JSON document, every field checked; what is wrong raises
        :class:`MalformedInput` naming ``source`` and the field."""
        def bad(message: str) -> MalformedInput:
            return MalformedInput(f"{source}: {message}")

        if not isinstance(data, dict):
            raise bad("not a saved game (expected a JSON object)")
        if data.get("format") != FORMAT:
            raise bad(f"not a saved game (its format is {data.get('format')!r}, not "
                      f"{FORMAT!r})")
        if data.get("version") != VERSION:
            raise bad(f"saved-game version {data.get('version')!r}; this tcgkit reads "
                      f"version {VERSION}")
        unknown = sorted(set(data) - {"format", "version", "game", "seed", "decks", "players",
                                      "options", "automations", "decisions", "log", "agents"})
        if unknown:
            raise bad(f"unknown field(s) {', '.join(map(repr, unknown))}")
        game = data.get("game")
        from .games import GAMES

        if game not in GAMES:
            raise bad(f"game {game!r} is not one of {', '.join(GAMES)}")
        seed = data.get("seed", 0)
        players = data.get("players", 2)
        for name, value in (("seed", seed), ("players", players)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise bad(f"{name} must be an integer, not {value!r}")
        decks = data.get("decks")
        if not (decks is None or isinstance(decks, str) or (
                isinstance(decks, list) and all(
                    isinstance(d, list) and all(isinstance(n, str) for n in d)
                    for d in decks))):
            raise bad("decks must be a deck set's name or one list of card names per player")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise bad("options must be an object")
        automations = data.get("automations")
        if automations is not None and not (isinstance(automations, list) and all(
                isinstance(a, str) for a in automations)):
            raise bad("automations must be a list of names or null")
        raw = data.get("decisions", [])
        if not isinstance(raw, list) or len(raw) > MAX_DECISIONS:
            raise bad(f"decisions must be a list of at most {MAX_DECISIONS} answers")
        decisions: list[tuple[int, str]] = []
        for i, item in enumerate(raw):
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                    and not isinstance(item[0], bool) and item[0] >= 0
                    and isinstance(item[1], str)):
                raise bad(f"answer {i + 1} must be [option index, option text], not "
                          f"{json.dumps(item)[:80]}")
            decisions.append((item[0], item[1]))
        log = data.get("log", [])
        if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
            raise bad("log must be a list of lines")
        agents = data.get("agents")
        if agents is not None and not (isinstance(agents, list) and all(
                isinstance(a, str) for a in agents)):
            raise bad("agents must be a list of names")
        return cls(game=game, seed=seed, decks=decks, players=players, options=options,
                   automations=automations, decisions=decisions, log=log, agents=agents)

    def save(self, path: str | Path) -> None:
        """Write the record to ``path`` as JSON (UTF-8)."""
        text = json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))
        Path(path).write_text(text + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record saved with :meth:`save`; a file that cannot be read, is too large,
        is not JSON or not a saved game raises :class:`MalformedInput` naming it."""
        data = read_bounded(path, MAX_FILE_BYTES, what="the saved game",
                            too_large=f"larger than {MAX_FILE_BYTES} bytes; not a saved game")
        try:
            parsed = read_json(data)
        except MalformedInput as exc:
            raise MalformedInput(f"{path}: {str(exc).removeprefix('game state: ')}") from None
        return cls.from_json(parsed, source=str(path))


class Recorder:
    """A game being played and recorded: :meth:`apply` answers and remembers the answer."""

    def __init__(self, record: GameRecord, state: GameState) -> None:
        self._record = record
        self.state = state

    @property
    def record(self) -> GameRecord:
        """The record of the game so far, its log brought up to date."""
        self._record.log = log_lines(self.state)
        return self._record

    @classmethod
    def start(cls, game: str, *, seed: int = 0, decks: list[list[str]] | str | None = None,
              players: int = 2, options: dict[str, Any] | None = None,
              automations: list[str] | None = None,
              agents: list[str] | None = None) -> Recorder:
        """A new game of ``game`` set up as :meth:`Rules.new_game` does, recorded from its
        first decision."""
        record = GameRecord(game=game, seed=seed, decks=decks, players=players,
                            options=dict(options or {}),
                            automations=None if automations is None else list(automations),
                            agents=agents)
        return cls(record, record.new_state())

    def apply(self, option: Option | str) -> None:
        """Answer the current decision (an option or its text, as
        :meth:`GameState.apply` takes) and record the answer; an illegal one raises
        :class:`IllegalAction` and records nothing."""
        state = self.state
        chosen = state.check(option)
        d = state.decision
        assert d is not None
        index = d.options.index(chosen)
        text = d.labels[index]
        state.apply(chosen)
        self._record.decisions.append((index, text))

    def undo(self, answers: int = 1) -> None:
        """Take back the last ``answers`` answers: the game is played again from its start
        without them."""
        given = self._record.decisions
        if not 0 <= answers <= len(given):
            raise MalformedInput(f"cannot take back {answers} answers; {len(given)} were given")
        kept = given[:len(given) - answers]
        self._record.decisions = []
        self.state = self._record.new_state()
        for index, _ in kept:
            d = self.state.decision
            assert d is not None
            self.apply(d.options[index])
