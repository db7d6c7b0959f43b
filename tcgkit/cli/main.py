"""The ``tcgkit`` command: run scenarios, report requirement coverage, play seeded duels
between random players, and measure speed."""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..core.errors import MalformedInput, TcgkitError
from ..games import GAMES

if TYPE_CHECKING:
    from ..core.rules import Rules


COMMAND_MODULES: tuple[str, ...] = ("view", "simulate", "replay", "deck", "cards", "play")
"""Modules of :mod:`tcgkit.cli` that each add commands: a module's ``register(sub)`` adds
its sub-parsers, each with ``set_defaults(handler=...)``, a function of the parsed
arguments returning the exit code. Such a module imports what it needs inside its
handlers, so that ``tcgkit --help`` stays quick."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``tcgkit`` command, every option with its help."""
    parser = argparse.ArgumentParser(prog="tcgkit", description="Trading card games by their "
                                     "real rules, with the rule behind every step.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                        help="print tcgkit's version and exit")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                help="what to do (each has its own --help)")

    sc = sub.add_parser("scenario", help="run scenario files")
    sc_sub = sc.add_subparsers(dest="action", required=True, metavar="ACTION",
                               help="what to do with scenarios")
    run = sc_sub.add_parser("run", help="run scenario files or folders")
    run.add_argument("paths", nargs="+", metavar="PATH",
                     help="scenario files, or folders searched for .yaml files")
    run.add_argument("--trace", action="store_true",
                     help="print each scenario's step-by-step log with rule citations")
    run.add_argument("--json", action="store_true", help="one JSON object per scenario")

    cov = sub.add_parser("coverage", help="requirement IDs covered by passing scenarios")
    cov.add_argument("paths", nargs="*", metavar="PATH",
                     help="scenario files or folders (default: scenarios/)")
    cov.add_argument("--json", action="store_true", help="print JSON")

    duel = sub.add_parser("duel", help="a seeded game between random players")
    duel.add_argument("--game", choices=GAMES, required=True,
                      help="the game to play: " + ", ".join(GAMES))
    duel.add_argument("--seed", type=int, default=0,
                      help="seed of the shuffles and of the random players; the same seed "
                      "plays the same game (default 0)")
    duel.add_argument("--decks", nargs="+", metavar="DECK",
                      help="deck files, one per player in seat order: plain lists (one "
                      "card per line or 'N Name'), .ydk, ydke:// URLs, Arena/MTGO text or "
                      "Forge .dck (see docs/decks.md); demo decks if omitted")
    duel.add_argument("--players", type=int, default=2,
                      help="how many players (default 2; Magic: 2 to 8, a free-for-all; the "
                      "other games: 2). With more than two and no decks, the demo pair's "
                      "decks in turn")
    duel.add_argument("--deck-set", metavar="NAME",
                      help="a pair of the game's demo decks by name (e.g. 'vanilla'); the "
                      "game's default pair if neither this nor --decks is given")
    duel.add_argument("--variant", metavar="NAME", action="append",
                      help="variant rules by name, repeatable (Duel Masters: 'tcg' or "
                      "'plays', Duel Masters Play's; Magic: 'duel' or '2hg', Two-Headed "
                      "Giant with --players 4; Yu-Gi-Oh!: 'hand_5' or 'hand_and_field_5' "
                      "for the normal draw, 'first_player=choose'); OPTION=VALUE names the "
                      "option where a value alone is ambiguous; the standard rules if omitted")
    duel.add_argument("--jp", action="store_true", help="card names in Japanese in the log")
    duel.add_argument("--agents", metavar="A[,B...]",
                      help="agents by seat, comma-separated (random, first, greedy; one name "
                      "plays every seat), seeded as tcgkit simulate seeds them: the game "
                      "simulate plays with this seed (default: one random player for all)")
    duel.add_argument("--save", metavar="FILE",
                      help="save the game (its seed, decks, variant and answers) to FILE, "
                      "for tcgkit replay")

    bench = sub.add_parser("bench", help="random games per second, decisions per second, "
                           "microseconds per copy()")
    bench.add_argument("--game", choices=GAMES, action="append",
                       help="a game to measure (repeatable; default: all)")
    bench.add_argument("--seconds", type=positive_seconds, default=3.0,
                       help="time per game, a positive number (default 3)")
    bench.add_argument("--deck-set", metavar="NAME", action="append",
                       help="a pair of demo decks to measure (repeatable; default: every pair "
                       "the game ships)")
    bench.add_argument("--json", action="store_true", help="print JSON")
    bench.add_argument("--envs", action="store_true",
                       help="measure steps per second through the Gymnasium and PettingZoo "
                       "environments instead (needs the envs extra)")
    bench.add_argument("--workers", type=_max_workers, nargs="?", const="all", metavar="MAX",
                       help="measure games per second of tcgkit simulate with 1, 2, ... MAX "
                       "worker processes (default: all cores), the speedup and each "
                       "worker's peak memory, instead")
    for name in COMMAND_MODULES:
        importlib.import_module(f"{__package__}.{name}").register(sub)
    return parser


def positive_seconds(text: str) -> float:
    """A duration for ``--seconds``: a finite number above zero."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    # NaN compares false with everything, so it must be refused by name, not by "<= 0".
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return _dispatch(args)
    except BrokenPipeError:
        # The reader went away (``tcgkit coverage | head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _dispatch(args: argparse.Namespace) -> int:
    try:
        handler = getattr(args, "handler", None)
        if handler is not None:
            code: int = handler(args)
            return code
        if args.command == "scenario":
            return _scenario_run(args.paths, trace=args.trace, as_json=args.json)
        if args.command == "coverage":
            return _coverage(args.paths, as_json=args.json)
        if args.command == "duel":
            return _duel(args.game, args.seed, args.decks, args.deck_set, jp=args.jp,
                         players=args.players, variants=args.variant, agents=args.agents,
                         save=args.save)
        if args.workers is not None and args.envs:
            raise MalformedInput("give either --workers or --envs, not both")
        if args.workers is not None:
            return _bench_scaling(args.game or list(GAMES), args.deck_set, args.seconds,
                                  args.workers, as_json=args.json)
        if args.envs:
            return _bench_envs(args.game or list(GAMES), args.deck_set, args.seconds,
                               as_json=args.json)
        return _bench(args.game or list(GAMES), args.deck_set, args.seconds, as_json=args.json)
    except TcgkitError as exc:
        print(f"tcgkit: {exc}", file=sys.stderr)
        return 2


def _scenario_files(paths: list[str]) -> list[Path]:
    """The scenario files among ``paths``; finding none is an error for every command,
    since a check that ran nothing must not look like a check that passed."""
    from ..scenario import scenario_files

    files = scenario_files(paths)
    if not files:
        raise MalformedInput(f"no scenario files in {', '.join(paths)}")
    return files


def _scenario_run(paths: list[str], *, trace: bool, as_json: bool) -> int:
    from ..scenario import run_file

    files = _scenario_files(paths)
    failed = 0
    for f in files:
        result = run_file(f)
        failed += not result.passed
        if as_json:
            print(json.dumps(result.to_json(), ensure_ascii=False))
            continue
        mark = "PASS" if result.passed else "FAIL"
        print(f"{mark}  {result.file}  {result.title}")
        if result.error:
            print(f"      {result.error}")
        if trace:
            for line in result.trace:
                print(f"      {line}")
    if not as_json:
        print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


def default_scenarios() -> list[str]:
    """``scenarios/`` here, or beside the package in a source checkout."""
    here = Path("scenarios")
    if here.is_dir():
        return [str(here)]
    beside = Path(__file__).resolve().parents[2] / "scenarios"
    return [str(beside)] if beside.is_dir() else []


def _coverage(paths: list[str], *, as_json: bool) -> int:
    from ..scenario import run_file
    from ..scenario.requirements import requirements

    paths = paths or default_scenarios()
    if not paths:
        print("tcgkit: no scenarios folder found; pass scenario paths", file=sys.stderr)
        return 2
    covered: dict[str, list[str]] = {}
    failing: dict[str, list[str]] = {}
    for f in _scenario_files(paths):
        result = run_file(f)
        for rid in result.covers:
            (covered if result.passed else failing).setdefault(rid, []).append(result.file)
    reqs = requirements()
    missing = [rid for rid in reqs if rid not in covered]
    if as_json:
        print(json.dumps({"total": len(reqs), "covered": sorted(covered, key=list(reqs).index),
                          "not_covered": missing,
                          "failing": {k: v for k, v in failing.items() if k not in covered}},
                         ensure_ascii=False))
        return 0
    print(f"{len(covered)} of {len(reqs)} requirements covered by passing scenarios")
    for rid, summary in reqs.items():
        mark = "covered" if rid in covered else ("FAILING" if rid in failing else "-")
        print(f"  {rid:11s} {mark:8s} {summary[:80]}")
    return 0


def _variant_options(rules: Rules, names: list[str]) -> dict[str, Any]:
    """The variant options ``--variant`` names: ``OPTION=VALUE``, or a value that only one
    of the game's options takes."""
    options: dict[str, Any] = {}
    known = rules.variant_options
    for name in names:
        key, eq, value = name.partition("=")
        if not eq:
            value = name
            keys = [k for k, allowed in known.items() if value in allowed]
            if len(keys) != 1:
                listed = "; ".join(f"{k}: {', '.join(map(str, v))}" for k, v in known.items())
                raise MalformedInput(
                    f"--variant {name!r}: " + ("no option of " if not keys else "several "
                    "options of ") + f"{rules.name} takes it (its options: {listed or 'none'})")
            key = keys[0]
        if key in options:
            raise MalformedInput(f"--variant {name!r}: option {key!r} is given twice")
        options[key] = value
    return options


def _duel(game: str, seed: int, deck_files: list[str] | None, deck_set: str | None, *,
          jp: bool, players: int = 2, variants: list[str] | None = None,
          agents: str | None = None, save: str | None = None) -> int:
    from ..agents import Agent, RandomAgent, play_out
    from ..decks import read_deck
    from ..games import get_rules

    rules = get_rules(game)
    if deck_files and deck_set:
        raise MalformedInput("give either --decks or --deck-set, not both")
    decks: list[list[str]] | str | None = deck_set
    options = _variant_options(rules, variants or [])
    rules.check_options(options)  # an unknown variant is refused before decks are read
    rules.for_players(players)  # a player count the game does not allow is refused first
    if deck_files:
        if len(deck_files) != players:
            raise MalformedInput(f"--decks: {len(deck_files)} deck files for {players} "
                                 f"players; give one per player")
        decks = [read_deck(f, rules, player=p) for p, f in enumerate(deck_files)]
    if save is not None and not Path(save).resolve().parent.is_dir():
        raise MalformedInput(f"--save {save}: its folder does not exist")
    if save is not None and Path(save).is_dir():
        raise MalformedInput(f"--save {save}: a folder; give a file name")
    seats: list[Agent] | Agent = RandomAgent(seed)
    names_by_seat = None
    if agents is not None:
        from ..simulate import seat_agents

        names_by_seat, seats = seat_agents(agents, game=game, seed=seed, players=players)
    if save is None:
        state = rules.new_game(seed=seed, decks=decks, players=players, options=options)
        play_out(state, seats)
    else:
        from ..replay import Recorder

        rec = Recorder.start(game, seed=seed, decks=decks, players=players, options=options,
                             agents=names_by_seat or ["random"] * players)
        state = rec.state
        play_out(state, seats, apply=rec.apply)
        try:
            rec.record.save(save)
        except OSError as exc:
            raise MalformedInput(f"--save {save}: cannot write the game: {exc.strerror}"
                                 ) from None
    names = {c.name: c.jp for c in rules.pool if c.jp} if jp else {}
    for entry in state.log:
        args = tuple(names.get(a, a) if isinstance(a, str) else a for a in entry.args)
        text = entry.fmt.format(*args) if args else entry.fmt
        print(f"T{entry.turn:<3d} [{entry.rule}] {text}")
    return 0


def _bench(games: list[str], deck_sets: list[str] | None, seconds: float, *,
           as_json: bool) -> int:
    from ..bench import measure, table
    from ..games import get_rules

    rows = [measure(g, seconds, name) for g in games
            for name in (deck_sets or get_rules(g).deck_sets())]
    print(json.dumps(rows) if as_json else table(rows))
    return 0


def _max_workers(text: str) -> int:
    """``bench --workers``'s value: 1 to 1024, or ``all`` (``--workers`` alone), -1."""
    if text == "all":
        return -1
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 1 <= value <= 1024:
        raise argparse.ArgumentTypeError(f"must be from 1 to 1024, not {value}")
    return value


def _bench_scaling(games: list[str], deck_sets: list[str] | None, seconds: float,
                   max_workers: int, *, as_json: bool) -> int:
    from ..bench import measure_scaling, scaling_table
    from ..games import get_rules

    rows = [row for g in games for name in (deck_sets or get_rules(g).deck_sets())
            for row in measure_scaling(g, seconds, name,
                                       None if max_workers == -1 else max_workers)]
    print(json.dumps(rows) if as_json else scaling_table(rows))
    return 0


def _bench_envs(games: list[str], deck_sets: list[str] | None, seconds: float, *,
                as_json: bool) -> int:
    from ..bench import env_table, measure_envs
    from ..games import get_rules

    try:  # the environments need the envs extra, which says so when it is missing
        rows = [measure_envs(g, seconds, name) for g in games
                for name in (deck_sets or get_rules(g).deck_sets())]
    except ImportError as exc:
        print(f"tcgkit: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(rows) if as_json else env_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
