"""``tcgkit replay FILE``: play a saved game again and check that the engine still plays
it the same way, answer by answer and log line by log line."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    """Add the ``replay`` command to the ``tcgkit`` parser's sub-parsers."""
    p = sub.add_parser("replay", help="replay a saved game and check it is unchanged",
                       description="Replay a game saved by tcgkit duel --save, tcgkit "
                       "simulate --save-games or tcgkit play, print its log as tcgkit duel "
                       "does, and check every answer and log line against the saved game. "
                       "Exit status 0: the same game; 1: the engine no longer plays it the "
                       "same way (which answer, what differed); 2: not a readable saved game.")
    p.add_argument("file", metavar="FILE", help="a saved game (JSON)")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="print only the verdict, not the log")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Replay ``args.file``; print the log and the verdict."""
    from ..core.errors import MalformedInput, TcgkitError
    from ..core.state import GameState
    from ..replay import GameRecord, ReplayMismatch

    record = GameRecord.load(args.file)  # a bad file: MalformedInput, exit 2
    try:
        record.new_state()
    except TcgkitError as exc:  # a set-up the engine refuses (an unknown card): exit 2
        raise MalformedInput(f"{args.file}: {exc}") from None
    final: GameState | None = None
    answer = -1  # the answer being replayed: each state yielded comes before one
    try:
        for state in record.states():
            answer += 1
            final = state
        record.verify()
    except ReplayMismatch as exc:
        return _differs(args.file, str(exc))
    except Exception as exc:  # the engine failing at an answer is a verdict, not a crash
        where = (f"answer {answer + 1} ({record.decisions[answer][1]!r})"
                 if answer < len(record.decisions) else "the end of the game")
        return _differs(args.file, f"the engine raised {type(exc).__name__} at {where}: {exc}")
    assert final is not None
    if not args.quiet:
        for entry in final.log:
            print(f"T{entry.turn:<3d} [{entry.rule}] {entry.text}")
    if final.is_over:
        winner = final.winner
        outcome = ("a draw" if winner is None else
                   f"{final.players[winner].name} won")
    else:
        outcome = "the game was saved before its end"
    print(f"replayed {len(record.decisions)} answers of {args.file}: the same game "
          f"({record.game}, seed {record.seed}; {outcome})")
    return 0


def _differs(file: str, message: str) -> int:
    print(f"tcgkit replay: {file}: the engine no longer plays this game as saved: {message}",
          file=sys.stderr)
    return 1
