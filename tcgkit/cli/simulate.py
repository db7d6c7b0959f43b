"""``tcgkit simulate``: many seeded games over every core (or a Ray cluster), a summary
table, and one row per game written as Parquet, CSV or JSON Lines."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import MalformedInput
from ..games import GAMES

if TYPE_CHECKING:
    from ..core.rules import Rules
    from ..simulate import Result


def register(sub: Any) -> None:
    """Add the ``simulate`` command to the ``tcgkit`` parser's sub-parsers."""
    p = sub.add_parser("simulate", help="many seeded games over every core, with a summary "
                       "and one row per game",
                       description="Play GAMES games with seeds SEED, SEED+1, ...: game i "
                       "uses seed SEED+i for its shuffles, and the agent of seat k is seeded "
                       "with (SEED+i)*16+k, so the rows do not depend on the worker count or "
                       "the backend. Exit status 1 if any game hit an engine error.")
    p.add_argument("--game", choices=GAMES, required=True,
                   help="the game to play: " + ", ".join(GAMES))
    p.add_argument("--decks", nargs="+", metavar="DECK",
                   help="deck files, one per player in seat order (see docs/decks.md)")
    p.add_argument("--deck-set", metavar="NAME",
                   help="a pair of the game's demo decks by name (e.g. 'vanilla'); the "
                   "game's default pair if neither this nor --decks is given")
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    p.add_argument("--agents", default="random", metavar="A[,B...]",
                   help="agents by seat, comma-separated (random, first, greedy, or "
                   "FILE.py:NAME for your own); one name plays every seat (default random)")
    p.add_argument("--workers", type=int, metavar="W",
                   help="worker processes (default: one per core; 1: in this process); "
                   "with --backend ray, the CPUs of the local cluster it starts")
    p.add_argument("--backend", choices=("local", "ray"), default="local",
                   help="local processes (default) or Ray tasks (pip install 'tcgkit[ray]')")
    p.add_argument("--address", metavar="A",
                   help="an existing Ray cluster's address (with --backend ray); a local "
                   "one is started if omitted")
    p.add_argument("--out", metavar="FILE",
                   help="write one row per game, sorted by seed: .parquet (pip install "
                   "'tcgkit[parquet]'), .csv or .jsonl")
    p.add_argument("--errors", metavar="FILE",
                   help="where engine errors' seeds and tracebacks go (default: beside "
                   "--out as OUT.errors.txt, else simulate-errors.txt); written only if "
                   "there are errors")
    p.add_argument("--save-games", metavar="DIR",
                   help="save every finished game to DIR as GAME-SEED.json, for tcgkit "
                   "replay (slower)")
    p.add_argument("--players", type=int, default=2,
                   help="how many players (default 2; Magic: 2 to 8)")
    p.add_argument("--variant", metavar="NAME", action="append",
                   help="variant rules by name, repeatable, as for tcgkit duel")
    p.add_argument("--max-decisions", type=int, default=None, metavar="N",
                   help="answers after which an unfinished game counts as an engine error "
                   "(default 50000)")
    p.add_argument("--json", action="store_true",
                   help="print the summary as JSON instead of a table")
    p.set_defaults(handler=run)


def game_decks(rules: Rules, deck_files: list[str] | None, deck_set: str | None,
               players: int) -> tuple[list[list[str]] | str | None, str]:
    """The decks ``--decks``/``--deck-set`` name, and how rows name them."""
    if deck_files and deck_set:
        raise MalformedInput("give either --decks or --deck-set, not both")
    if not deck_files:
        return deck_set, deck_set or ""
    if len(deck_files) != players:
        raise MalformedInput(f"--decks: {len(deck_files)} deck files for {players} players; "
                             f"give one per player")
    from ..decks import read_deck

    decks = [read_deck(f, rules, player=p) for p, f in enumerate(deck_files)]
    return decks, ",".join(Path(f).name for f in deck_files)


def run(args: argparse.Namespace) -> int:
    """Run the simulation the arguments describe; print its summary."""
    from ..games import get_rules
    from ..simulate import (
        DEFAULT_MAX_DECISIONS,
        Spec,
        agent_names,
        errors_path,
        row_format,
        summary,
        write_errors,
        write_rows,
    )
    from .main import _variant_options

    rules = get_rules(args.game)
    options = _variant_options(rules, args.variant or [])
    rules.check_options(options)
    rules.for_players(args.players)
    decks, label = game_decks(rules, args.decks, args.deck_set, args.players)
    if args.out is not None:
        row_format(args.out)  # an unknown format is refused before the games are played
        if args.out.endswith(".parquet"):
            from ..simulate import need

            need("pyarrow.parquet", "parquet")
    if args.errors is not None and not Path(args.errors).resolve().parent.is_dir():
        raise MalformedInput(f"--errors {args.errors}: its folder does not exist")
    spec = Spec(game=args.game, decks=decks, agents=agent_names(args.agents),
                players=args.players, options=options, deck_label=label,
                max_decisions=(DEFAULT_MAX_DECISIONS if args.max_decisions is None
                               else args.max_decisions),
                save_dir=args.save_games)
    result = _run_with_progress(spec, args)
    if result is None:  # interrupted (Ctrl-C): said so, nothing written
        return 130
    if args.out is not None:
        write_rows(result.rows, args.out)
    errors_file = Path(args.errors) if args.errors else errors_path(args.out)
    if result.errors:
        try:
            write_errors(result, errors_file)
        except OSError as exc:
            raise MalformedInput(f"{errors_file}: cannot write the engine errors: "
                                 f"{exc.strerror}") from None
    facts = summary(result)
    if args.json:
        print(json.dumps(facts))
    else:
        _print_summary(facts, result, args, errors_file)
    return 1 if result.errors else 0


def _run_with_progress(spec: Any, args: argparse.Namespace) -> Result | None:
    """The simulation, with a progress bar on a terminal; ``None`` if interrupted."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from ..simulate import simulate

    console = Console(stderr=True)
    bar = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn(), TimeRemainingColumn(), console=console,
                   transient=True, disable=not console.is_terminal)
    finished = 0

    def advance(games: int) -> None:
        nonlocal finished
        finished += games
        bar.advance(task, games)

    try:
        with bar:
            task = bar.add_task(f"{args.game} games", total=args.games)
            return simulate(spec, seed=args.seed, games=args.games, workers=args.workers,
                            backend=args.backend, address=args.address, progress=advance)
    except KeyboardInterrupt:
        print(f"tcgkit simulate: interrupted after {finished} of {args.games} games; "
              f"nothing written", file=sys.stderr)
        return None


def _print_summary(facts: dict[str, Any], result: Result, args: argparse.Namespace,
                   errors_file: Path) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(file=sys.stdout, highlight=False, soft_wrap=True)
    last = args.seed + args.games - 1
    table = Table(title=f"{facts['game']}, decks {facts['decks'] or 'default'}: "
                  f"{facts['games']} games, seeds {args.seed}..{last}")
    for head in ("seat", "agent", "wins", "win rate", "95% interval"):
        table.add_column(head, justify="left" if head == "agent" else "right")
    for seat in facts["seats"]:
        table.add_row(f"p{seat['seat'] + 1}", seat["agent"], str(seat["wins"]),
                      f"{seat['rate']:.1%}", f"{seat['low']:.1%} - {seat['high']:.1%}")
    console.print(table)
    lines = [
        f"draws: {facts['draws']}   engine errors: {facts['engine_errors']}   "
        f"first player won: {facts['first_player_rate']:.1%}",
        f"mean turns: {facts['mean_turns']:.1f}   mean decisions: "
        f"{facts['mean_decisions']:.1f}",
        f"{facts['games_per_s']:.1f} games/s, {facts['decisions_per_s']:.0f} decisions/s "
        f"in {facts['seconds']:.1f} s on {facts['workers']} worker"
        f"{'s' if facts['workers'] != 1 else ''} ({facts['backend']}); "
        f"{facts['games_per_cpu_s']:.1f} games per CPU-second",
        f"peak memory per worker: {facts['peak_mb_per_worker']:.0f} MB"]
    if args.out:
        lines.append(f"rows: {args.out}")
    if result.errors:
        seeds = ", ".join(map(str, facts["error_seeds"][:10]))
        more = " ..." if len(facts["error_seeds"]) > 10 else ""
        lines.append(f"engine errors (seeds {seeds}{more}): tracebacks in {errors_file}")
    for line in lines:
        console.print(line)
