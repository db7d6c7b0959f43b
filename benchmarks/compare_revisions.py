"""Vanilla games per second of two revisions of tcgkit, measured side by side.

Each revision is taken from this repository with ``git archive`` into a temporary
folder. For each game, the two revisions play the same seeded games in turn, one fresh
process at a time, several rounds, and the best round of each is kept: alternating
keeps a busy or idle spell of the machine from favouring either side. The players are
driven by Python's own ``random.Random(seed)``, outside the engine, so both revisions
answer the same way wherever their games agree; the vanilla decks are used (the only
decks of older revisions), and in Magic the opening hand is kept where the revision can
say so (older revisions had no mulligan). Prints a Markdown table.

    python benchmarks/compare_revisions.py OLD NEW [--games 60] [--rounds 5] [game ...]

``NEW`` may be ``.`` for the working tree as it is.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PLAY = r"""
import random, sys, time
import tcgkit
from tcgkit.games import get_rules
game, games, repeats, tree = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
if not tcgkit.__file__.startswith(tree):
    sys.exit(f"tcgkit was imported from {tcgkit.__file__}, not from {tree}")
rules = get_rules(game)
kw = {"decks": "vanilla"} if hasattr(rules, "deck_sets") else {}
try:
    from tcgkit.core.automation import ALL, KNOWN
except ImportError:
    pass
else:
    if "keep_opening_hand" in KNOWN:
        kw["automations"] = ALL | {"keep_opening_hand"}
best = float("inf")
decisions = 0
for _ in range(repeats):
    start = time.perf_counter()
    decisions = 0
    for seed in range(games):
        state = rules.new_game(seed=seed, **kw)
        rng = random.Random(seed)
        while not state.is_over:
            options = state.decision.options
            state.apply(options[rng.randrange(len(options))])
            decisions += 1
    best = min(best, time.perf_counter() - start)
print(games / best, decisions)
"""


def checkout(rev: str, into: Path) -> Path:
    """The tree of ``rev`` (``.``: the working tree itself)."""
    if rev == ".":
        return ROOT
    into.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def measure(tree: Path, game: str, games: int) -> tuple[float, int]:
    """Games per second (the best of three passes in one process) and decisions."""
    # Run from the tree itself: "python -c" puts the current folder first on the path.
    out = subprocess.run([sys.executable, "-c", PLAY, game, str(games), "3", str(tree)],
                         capture_output=True, text=True, cwd=tree,
                         env={**os.environ, "PYTHONPATH": str(tree)})
    if out.returncode:
        sys.exit(f"{tree}: {out.stderr.strip()}")
    rate, decisions = out.stdout.split()
    return float(rate), int(decisions)


def main() -> None:
    """Parse the arguments, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("game", nargs="*", default=["ygo", "dm", "mtg"])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = checkout(args.old, Path(tmp) / "old")
        new = checkout(args.new, Path(tmp) / "new")
        print(f"| game | {args.old} games/s | {args.new} games/s | change | same games |")
        print("|---|---:|---:|---:|---|")
        for game in args.game:
            best_old = best_new = 0.0
            same = True
            for _ in range(args.rounds):
                rate_old, n_old = measure(old, game, args.games)
                rate_new, n_new = measure(new, game, args.games)
                best_old, best_new = max(best_old, rate_old), max(best_new, rate_new)
                same = same and n_old == n_new
            change = (best_new / best_old - 1) * 100
            print(f"| {game} | {best_old:.0f} | {best_new:.0f} | {change:+.1f}% | "
                  f"{'yes' if same else 'no (decisions differ)'} |", flush=True)


if __name__ == "__main__":
    main()
