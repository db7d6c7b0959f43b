"""Many seeded games at full speed: the machinery behind ``tcgkit simulate``.

A simulation is :class:`Spec` (the game, decks, variant, agents) played for ``games``
consecutive seeds. Game ``i`` (from 0) is played with seed ``seed + i``: the game's own
generator is seeded with it, and the agent of seat ``k`` with :func:`agent_seed`
(``(seed + i) * 16 + k``). A game therefore depends on its seed alone, never on which
process played it or in what order, so the rows are the same for one worker, for all of
them and for Ray.

Seeds are split into chunks (:func:`chunks`); each chunk is played by :func:`run_chunk`
in-process (one worker), in a :mod:`multiprocessing` pool, or as Ray tasks
(:func:`simulate`). A game that raises, or that does not end within
``Spec.max_decisions`` answers, is an engine error: its row says so, its traceback is
kept, and the run goes on.

>>> spec = Spec(game="dm", decks="vanilla", agents=("random", "random"))
>>> result = simulate(spec, seed=0, games=4, workers=1)
>>> [row["seed"] for row in result.rows]
[0, 1, 2, 3]
"""

from __future__ import annotations

import math
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .core.errors import MalformedInput, TcgkitError

if TYPE_CHECKING:
    from .agents import Agent
    from .core.decision import Option

MAX_GAMES = 10_000_000
"""The most games one simulation plays: every row is held in memory until written."""
MAX_WORKERS = 1024
"""The most worker processes (or Ray tasks at once) one simulation asks for."""
MAX_SEED = 2**62
"""Seeds run from 0 to below this: a row's seed is a 64-bit integer in every format."""
DEFAULT_MAX_DECISIONS = 50_000
"""Answers after which an unfinished game is counted as an engine error (random games
take a few hundred)."""
SEATS = 16
"""The agent seed's multiplier: more than any game's seats (Magic: eight)."""

COLUMNS: tuple[str, ...] = ("game", "decks", "seed", "agents", "first", "winner",
                            "winner_agent", "turns", "decisions", "error")
"""The columns of a simulation's rows, in order (see :func:`play_game`)."""


class MissingExtra(TcgkitError):
    """An optional dependency is needed and not installed; the message names the extra."""


def need(module: str, extra: str) -> Any:
    """Import ``module``, or raise :class:`MissingExtra` naming the extra that installs
    it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise MissingExtra(f"{module} is not installed; install it with "
                           f"pip install 'tcgkit[{extra}]'") from None


def agent_seed(seed: int, seat: int) -> int:
    """The seed of the agent in ``seat`` for the game played with ``seed``: distinct for
    every (game, seat) pair, and independent of the other games."""
    return seed * SEATS + seat


def agent_names(text: str) -> tuple[str, ...]:
    """The agent names of ``--agents`` (comma-separated); an empty name is refused."""
    names = tuple(n.strip() for n in text.split(","))
    if not all(names):
        raise MalformedInput(f"--agents {text!r}: an agent name is empty; give names "
                             f"separated by commas, such as random,greedy")
    return names


def seat_agents(text: str, *, game: str, seed: int,
                players: int) -> tuple[list[str], list[Agent]]:
    """The agents ``--agents`` names for a game of ``players`` players played with
    ``seed``: their names by seat and the agents, each seeded by :func:`agent_seed` as
    :func:`play_game` seeds them. One name plays every seat."""
    from .agents import make_agent

    names = list(seat_names(agent_names(text), players))
    return names, [make_agent(name, game=game, seed=agent_seed(seed, k))
                   for k, name in enumerate(names)]


def seat_names(names: Sequence[str], players: int) -> tuple[str, ...]:
    """One agent name per seat: ``names`` itself, or its one name for every seat; any
    other count is refused."""
    if len(names) == 1:
        return tuple(names) * players
    if len(names) != players:
        raise MalformedInput(f"--agents names {len(names)} agents for {players} players; "
                             f"give one per seat, or one for all")
    return tuple(names)


@dataclass(frozen=True)
class Spec:
    """What every game of a simulation shares. It is sent to the workers, so it holds
    only plain data."""

    game: str
    decks: list[list[str]] | str | None = None
    """One list of card names per player, a demo pair's name, or ``None`` (the default
    pair)."""
    agents: tuple[str, ...] = ("random",)
    """Agent names (:func:`tcgkit.agents.make_agent`), one per seat, or one for all."""
    players: int = 2
    options: dict[str, Any] = field(default_factory=dict)
    """Variant options, as :meth:`tcgkit.core.rules.Rules.new_game` takes them."""
    deck_label: str = ""
    """How the rows name the decks (a pair's name or the deck files' names); by default
    the pair's name, or "default"."""
    max_decisions: int = DEFAULT_MAX_DECISIONS
    save_dir: str | None = None
    """Where each finished game is saved (``<game>-<seed>.json``), or ``None``."""

    def seat_agents(self) -> tuple[str, ...]:
        """One agent name per seat (:func:`seat_names`)."""
        return seat_names(self.agents, self.players)

    def label(self) -> str:
        """The decks as the rows name them."""
        if self.deck_label:
            return self.deck_label
        return self.decks if isinstance(self.decks, str) else "default"

    def check(self) -> None:
        """Refuse what would make every game fail, before any is played: an unknown game,
        agent, deck or variant, or agents not matching the seats. One game is set up."""
        from .agents import make_agent
        from .games import get_rules

        rules = get_rules(self.game)
        rules.check_options(dict(self.options))
        rules.for_players(self.players)
        self.seat_agents()  # as many names as seats, or one
        for name in set(self.agents):
            make_agent(name, game=self.game, seed=0)
        if self.max_decisions < 1:
            raise MalformedInput(f"the decision cap (--max-decisions) must be at least 1, "
                                 f"not {self.max_decisions}")
        rules.new_game(seed=0, decks=self.decks, players=self.players,
                       options=dict(self.options))


@dataclass
class Chunk:
    """What a worker sends back for a chunk of seeds: the rows, the tracebacks of the
    games that failed (by seed), the worker's process id and peak memory, and the CPU
    time the chunk took (which, unlike wall-clock time, other work on the machine hardly
    changes)."""

    rows: list[dict[str, Any]]
    errors: dict[int, str]
    pid: int
    peak_kb: int
    cpu_seconds: float = 0.0


def peak_kb() -> int:
    """This process's peak resident memory so far, in KiB (``ru_maxrss``; 0 where the
    platform does not say)."""
    try:
        import resource
    except ImportError:  # not on every platform
        return 0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # macOS counts bytes where Linux counts kibibytes.
    return rss // 1024 if sys.platform == "darwin" else rss


def play_game(spec: Spec, seed: int) -> tuple[dict[str, Any], str | None]:
    """Play the game of ``seed``: its row and, for an engine error, the traceback.

    The row: ``game``, ``decks``, ``seed``, ``agents`` (comma-separated, by seat),
    ``first`` (the seat that went first, from 0), ``winner`` (the winning seat, ``None``
    for a draw or an error), ``winner_agent``, ``turns``, ``decisions`` (answers given) and
    ``error`` (``"<type>: <message>"`` or ``None``). Nothing in it depends on timing.
    """
    from .agents import make_agent, play_out
    from .games import get_rules

    seats = spec.seat_agents()
    rules = get_rules(spec.game)
    agents = [make_agent(name, game=spec.game, seed=agent_seed(seed, k))
              for k, name in enumerate(seats)]
    recorder = None
    state = None
    decisions = 0
    error: str | None = None
    trace: str | None = None
    try:
        if spec.save_dir is not None:
            from .replay import Recorder

            recorder = Recorder.start(spec.game, seed=seed, decks=spec.decks,
                                      players=spec.players, options=dict(spec.options),
                                      agents=list(seats))
            state = recorder.state
        else:
            state = rules.new_game(seed=seed, decks=spec.decks, players=spec.players,
                                   options=dict(spec.options))

        apply = state.apply if recorder is None else recorder.apply

        def counted(option: Option) -> None:
            # The count survives an error, so a failed game's row says where it failed.
            nonlocal decisions
            apply(option)
            decisions += 1

        play_out(state, agents, max_decisions=spec.max_decisions, apply=counted)
    except Exception as exc:  # any failure of a game is counted, never fatal to the run
        error = f"{type(exc).__name__}: {exc}"
        trace = traceback.format_exc()
    winner = state.winner if state is not None and error is None else None
    row: dict[str, Any] = {
        "game": spec.game, "decks": spec.label(), "seed": seed, "agents": ",".join(seats),
        "first": state.first_player if state is not None else None,
        "winner": winner, "winner_agent": seats[winner] if winner is not None else None,
        "turns": state.turn if state is not None else 0, "decisions": decisions,
        "error": error}
    if recorder is not None and error is None:
        # A failed game is not saved: its seed and `tcgkit duel --agents` reproduce it.
        path = Path(spec.save_dir or ".") / f"{spec.game}-{seed}.json"
        try:
            recorder.record.save(path)
        except OSError as exc:  # a full disk ends the run: every later save would fail
            raise MalformedInput(f"{path}: cannot save the game: {exc.strerror}") from None
    return row, trace


def run_chunk(spec: Spec, seeds: Sequence[int]) -> Chunk:
    """Play the games of ``seeds`` one after the other (what a worker does)."""
    rows: list[dict[str, Any]] = []
    errors: dict[int, str] = {}
    cpu = time.process_time()
    for seed in seeds:
        row, trace = play_game(spec, seed)
        rows.append(row)
        if trace is not None:
            errors[seed] = trace
    return Chunk(rows, errors, os.getpid(), peak_kb(), time.process_time() - cpu)


def _run_chunk_args(args: tuple[Spec, range]) -> Chunk:
    return run_chunk(*args)


def chunks(seed: int, games: int, workers: int) -> list[range]:
    """The seeds ``seed .. seed + games - 1`` in consecutive chunks: about sixteen per
    worker (so that the last ones finish together and the progress bar moves), each of
    1 to 250 games. Only the grouping depends on ``workers``; the games do not."""
    size = max(1, min(250, games // max(1, workers * 16)))
    return [range(start, min(start + size, seed + games))
            for start in range(seed, seed + games, size)]


@dataclass
class Result:
    """A finished simulation: its rows sorted by seed, the tracebacks of the failed
    games by seed, the wall-clock time, the peak memory of each worker (KiB by process
    id), and the CPU time the workers spent playing."""

    spec: Spec
    rows: list[dict[str, Any]]
    errors: dict[int, str]
    seconds: float
    workers: int
    backend: str
    worker_peak_kb: dict[int, int]
    cpu_seconds: float = 0.0

    @property
    def games_per_s(self) -> float:
        """Games finished per second of wall-clock time."""
        return len(self.rows) / self.seconds if self.seconds > 0 else math.inf


Progress = Callable[[int], None]
"""Told how many more games have finished."""


def simulate(spec: Spec, *, seed: int = 0, games: int = 1, workers: int | None = None,
             backend: str = "local", address: str | None = None,
             progress: Progress | None = None, separate: bool = False) -> Result:
    """Play ``games`` games of ``spec`` with seeds ``seed``, ``seed + 1``, ...

    ``workers``: processes (``None``: one per core; 1: in this process), or for Ray the
    CPUs of the local cluster it starts (ignored with ``address``, an existing cluster).
    ``progress`` is called as chunks finish. ``separate`` runs even one worker in a
    process of its own (so that its peak memory is the worker's alone, for benchmarks).
    Bad arguments raise :class:`MalformedInput`.
    """
    if not 1 <= games <= MAX_GAMES:
        raise MalformedInput(f"the number of games must be from 1 to {MAX_GAMES}, not {games}")
    if not 0 <= seed <= MAX_SEED - games:
        raise MalformedInput(f"the seed must be from 0 to {MAX_SEED - games} (with "
                             f"{games} games), not {seed}")
    if workers is None:
        workers = os.cpu_count() or 1
    if not 1 <= workers <= MAX_WORKERS:
        raise MalformedInput(f"the number of workers must be from 1 to {MAX_WORKERS}, not "
                             f"{workers}")
    if backend not in ("local", "ray"):
        raise MalformedInput(f"unknown backend {backend!r}; the backends are: local, ray")
    if address is not None and backend != "ray":
        raise MalformedInput("--address names a Ray cluster; it needs --backend ray")
    spec.check()
    if spec.save_dir is not None:
        try:
            Path(spec.save_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise MalformedInput(f"{spec.save_dir}: cannot make the folder for saved games: "
                                 f"{exc.strerror}") from None
    parts = chunks(seed, games, workers)
    if backend == "ray":
        # The cluster's start (seconds) is not the games' time: the clock starts after it.
        ray, started = _ray_start(workers, address)
        try:
            start = time.perf_counter()
            rows, errors, peaks, cpu = _collect(_ray_tasks(ray, spec, parts), progress)
        finally:
            if started:
                ray.shutdown()
    else:
        start = time.perf_counter()
        finished = ((run_chunk(spec, part) for part in parts) if workers == 1 and not separate
                    else _pool(spec, parts, workers))
        rows, errors, peaks, cpu = _collect(finished, progress)
    seconds = time.perf_counter() - start
    rows.sort(key=lambda row: int(row["seed"]))
    return Result(spec, rows, errors, seconds, workers, backend, peaks, cpu)


def _collect(finished: Iterable[Chunk], progress: Progress | None
             ) -> tuple[list[dict[str, Any]], dict[int, str], dict[int, int], float]:
    rows: list[dict[str, Any]] = []
    errors: dict[int, str] = {}
    peaks: dict[int, int] = {}
    cpu = 0.0
    for chunk in finished:
        rows += chunk.rows
        cpu += chunk.cpu_seconds
        errors.update(chunk.errors)
        peaks[chunk.pid] = max(peaks.get(chunk.pid, 0), chunk.peak_kb)
        if progress is not None:
            progress(len(chunk.rows))
    return rows, errors, peaks, cpu


def _pool(spec: Spec, parts: list[range], workers: int) -> Iterator[Chunk]:
    import multiprocessing

    with multiprocessing.Pool(min(workers, len(parts)), initializer=_ignore_interrupts) as pool:
        yield from pool.imap_unordered(_run_chunk_args, [(spec, part) for part in parts])


def _ignore_interrupts() -> None:
    """In a worker: leave Ctrl-C to the parent, which stops the pool (else every worker
    would print its own traceback)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ray_start(workers: int, address: str | None) -> tuple[Any, bool]:
    """Ray, connected to a cluster: the one already joined, the one at ``address``, or
    a local one of ``workers`` CPUs started here; and whether it was started here (so
    is to be shut down)."""
    ray = need("ray", "ray")
    if ray.is_initialized():
        return ray, False
    quiet: dict[str, Any] = {"logging_level": "ERROR", "log_to_driver": False}
    if address is not None:
        _check_reachable(address)
        try:
            ray.init(address=address, **quiet)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise MalformedInput(f"--address {address}: cannot join the Ray cluster: "
                                 f"{exc}") from None
    else:
        ray.init(num_cpus=workers, include_dashboard=False, **quiet)
    return ray, True


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Refuse ``address`` when nothing answers there: Ray itself retries an unreachable
    cluster for minutes on end, printing warnings."""
    import socket

    if address.startswith("ray://"):  # Ray Client: the address is the server's
        target: str | None = address.removeprefix("ray://")
    else:
        try:
            from ray._private.services import canonicalize_bootstrap_address

            # Ray's own reading of the address ("auto", a local name), as it connects.
            target = canonicalize_bootstrap_address(address)
        except ValueError as exc:
            raise MalformedInput(f"--address {address}: {exc}") from None
        except Exception:  # a Ray version without this function: Ray's own checks
            return
    if target is None:  # no cluster named: Ray starts a local one
        return
    host, _, port = target.rpartition(":")
    if not host or not port.isdigit():
        raise MalformedInput(f"--address {address}: not HOST:PORT")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as exc:
        raise MalformedInput(f"--address {address}: no Ray cluster answers at {target} "
                             f"({exc.strerror or exc})") from None


def _ray_tasks(ray: Any, spec: Spec, parts: list[range]) -> Iterator[Chunk]:
    task = ray.remote(num_cpus=1)(run_chunk)
    pending = [task.remote(spec, part) for part in parts]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        yield ray.get(done[0])


# ------------------------------------------------------------------------ summary


def wilson(successes: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default): ``(low, high)``; the
    whole range ``(0, 1)`` for no trials."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    # At no success (or no failure) the bound is exactly 0 (or 1): not a rounding error.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


def summary(result: Result) -> dict[str, Any]:
    """The figures ``tcgkit simulate`` prints, as a JSON-ready dictionary. Win rates
    are over the games that ended without an engine error."""
    rows = result.rows
    done = [r for r in rows if r["error"] is None]
    n = len(done)
    seats = result.spec.seat_agents()
    per_seat = []
    for k, name in enumerate(seats):
        wins = sum(1 for r in done if r["winner"] == k)
        low, high = wilson(wins, n)
        per_seat.append({"seat": k, "agent": name, "wins": wins,
                         "rate": wins / n if n else 0.0, "low": low, "high": high})
    first_wins = sum(1 for r in done if r["winner"] is not None and r["winner"] == r["first"])
    peaks = result.worker_peak_kb
    return {
        "game": result.spec.game, "decks": result.spec.label(), "games": len(rows),
        "completed": n, "engine_errors": len(rows) - n, "seats": per_seat,
        "draws": sum(1 for r in done if r["winner"] is None),
        "first_player_wins": first_wins,
        "first_player_rate": first_wins / n if n else 0.0,
        "mean_turns": sum(r["turns"] for r in done) / n if n else 0.0,
        "mean_decisions": sum(r["decisions"] for r in done) / n if n else 0.0,
        "seconds": result.seconds, "games_per_s": result.games_per_s,
        "decisions_per_s": sum(r["decisions"] for r in rows) / result.seconds
        if result.seconds > 0 else math.inf,
        "cpu_seconds": result.cpu_seconds,
        "games_per_cpu_s": len(rows) / result.cpu_seconds if result.cpu_seconds > 0
        else math.inf,
        "workers": result.workers, "backend": result.backend,
        "peak_mb_per_worker": max(peaks.values()) / 1024 if peaks else 0.0,
        "error_seeds": sorted(result.errors)}


# ------------------------------------------------------------------------ files

ROW_FORMATS = {".parquet": "parquet", ".csv": "csv", ".jsonl": "jsonl", ".ndjson": "jsonl"}
"""How ``--out`` is written, by its extension."""


def row_format(path: str | Path) -> str:
    """The format of a rows file by its extension; an unknown one, or a file that could
    not be written (its folder missing), is refused by name."""
    suffix = Path(path).suffix.lower()
    if suffix not in ROW_FORMATS:
        raise MalformedInput(f"{path}: unknown rows format {suffix or '(no extension)'!r}; "
                             f"use {', '.join(ROW_FORMATS)}")
    if not Path(path).resolve().parent.is_dir():
        raise MalformedInput(f"{path}: its folder does not exist")
    return ROW_FORMATS[suffix]


def arrow_table(rows: list[dict[str, Any]]) -> Any:
    """The rows as a :mod:`pyarrow` table with a fixed schema."""
    pa = need("pyarrow", "parquet")
    schema = pa.schema([("game", pa.string()), ("decks", pa.string()), ("seed", pa.int64()),
                        ("agents", pa.string()), ("first", pa.int8()), ("winner", pa.int8()),
                        ("winner_agent", pa.string()), ("turns", pa.int32()),
                        ("decisions", pa.int32()), ("error", pa.string())])
    return pa.Table.from_pylist(rows, schema=schema)


def write_rows(rows: list[dict[str, Any]], path: str | Path) -> None:
    """Write one row per game to ``path``: Parquet, CSV (empty cells for missing values)
    or JSON Lines, by its extension."""
    kind = row_format(path)
    try:
        _write_rows(rows, path, kind)
    except OSError as exc:
        raise MalformedInput(f"{path}: cannot write the rows: {exc.strerror or exc}") from None


def _write_rows(rows: list[dict[str, Any]], path: str | Path, kind: str) -> None:
    if kind == "parquet":
        need("pyarrow.parquet", "parquet").write_table(arrow_table(rows), str(path))
        return
    import json

    with open(path, "w", encoding="utf-8", newline="") as f:
        if kind == "jsonl":
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
            return
        import csv

        writer = csv.DictWriter(f, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows({k: "" if v is None else v for k, v in row.items()} for row in rows)


def errors_path(out: str | Path | None) -> Path:
    """Where engine errors go unless a file is named: beside ``--out`` as
    ``<out>.errors.txt``, or ``simulate-errors.txt`` in the current folder."""
    if out is None:
        return Path("simulate-errors.txt")
    out = Path(out)
    return out.with_name(out.name + ".errors.txt")


def write_errors(result: Result, path: str | Path) -> None:
    """Write each failed game's seed, error and traceback to ``path``, in seed order."""
    messages = {r["seed"]: r["error"] for r in result.rows}
    with open(path, "w", encoding="utf-8") as f:
        for seed in sorted(result.errors):
            f.write(f"seed {seed}: {messages.get(seed)}\n{result.errors[seed]}\n")
