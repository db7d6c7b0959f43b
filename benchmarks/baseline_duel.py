"""A stripped-down duel for calibration: no engine, no log, no history, no rules text.

Two players with 60-card decks of lands and vanilla creatures draw, play a land, cast
what they can pay for, attack with a random subset and block at random until one is at
0 life or draws from an empty library. It shows what plain Python does on this machine
with the bare bones of a game, so that ``tcgkit bench`` figures can be read as a ratio.

    python benchmarks/baseline_duel.py [games]
"""

from __future__ import annotations

import random
import sys
import time

CREATURES = [(1, 2, 1), (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 3, 3), (6, 6, 4), (7, 7, 7),
             (2, 2, 1), (3, 1, 4)]  # (cost, power, toughness)


def deck() -> list[tuple[int, int, int] | None]:
    """24 lands (``None``) and 36 creatures."""
    return [None] * 24 + [CREATURES[i % len(CREATURES)] for i in range(36)]


def duel(rng: random.Random) -> int:
    """Play one game; returns the winner (0 or 1)."""
    libraries = [deck(), deck()]
    for lib in libraries:
        rng.shuffle(lib)
    hands: list[list[tuple[int, int, int] | None]] = [[], []]
    for p in (0, 1):
        for _ in range(7):
            hands[p].append(libraries[p].pop())
    lands = [0, 0]
    board: list[list[list[int]]] = [[], []]  # [power, toughness, sick]
    life = [20, 20]
    turn = 0
    while True:
        p, q = turn % 2, 1 - turn % 2
        for c in board[p]:
            c[2] = 0
        if turn > 0:
            if not libraries[p]:
                return q
            hands[p].append(libraries[p].pop())
        if None in hands[p]:
            hands[p].remove(None)
            lands[p] += 1
        mana = lands[p]
        for card in list(hands[p]):
            if card is not None and card[0] <= mana and rng.random() < 0.7:
                mana -= card[0]
                hands[p].remove(card)
                board[p].append([card[1], card[2], 1])
        attackers = [c for c in board[p] if not c[2] and rng.random() < 0.5]
        blockers = list(board[q])
        for a in attackers:
            if blockers and rng.random() < 0.5:
                b = blockers.pop(rng.randrange(len(blockers)))
                if a[0] >= b[1]:
                    board[q].remove(b)
                if b[0] >= a[1]:
                    board[p].remove(a)
            else:
                life[q] -= a[0]
        if life[q] <= 0:
            return p
        turn += 1


def main() -> None:
    """Print games per second of the stripped-down duel."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    rng = random.Random(1)
    start = time.perf_counter()
    for _ in range(n):
        duel(rng)
    elapsed = time.perf_counter() - start
    print(f"stripped-down duel: {n / elapsed:,.0f} games/s")


if __name__ == "__main__":
    main()
