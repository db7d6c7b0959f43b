"""The random generator held inside every game state.

It is our own small generator (SplitMix64) rather than :mod:`random`, so that a game's
randomness is part of the state, copies with it, serializes as one integer, and gives the
same shuffles on every Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_M64 = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """A seeded SplitMix64 generator whose whole state is one 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _M64

    def next64(self) -> int:
        """Return the next 64-bit output."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _M64
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _M64
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (Lemire's multiply-and-shift with
        rejection: no modulo bias, usually one draw)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # The first draw is next64 written out: a random player asks this at every
        # decision.
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _M64
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _M64
        m = (s ^ (s >> 31)) * n
        if (m & _M64) < n:
            threshold = ((1 << 64) - n) % n
            while (m & _M64) < threshold:
                m = self.next64() * n
        return m >> 64

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Shuffle ``seq`` in place (Fisher-Yates), drawing exactly as :meth:`below` does.

        The generator is inlined here: every game shuffles its decks, and method calls
        would double the cost.
        """
        s = self.state
        # The mask is written as a literal (a constant, not a global lookup), and the
        # rejection test of below() is made only when the first cheap test fails: a
        # draw whose low word is at least n is accepted, as below()'s threshold is less
        # than n (Lemire).
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            m = (z ^ (z >> 31)) * n
            if (m & 0xFFFFFFFFFFFFFFFF) < n:
                threshold = ((1 << 64) - n) % n
                while (m & 0xFFFFFFFFFFFFFFFF) < threshold:
                    s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                    m = (z ^ (z >> 31)) * n
            j = m >> 64
            seq[i], seq[j] = seq[j], seq[i]
        self.state = s

    def copy(self) -> Rng:
        """Return an independent generator in the same state."""
        return Rng(self.state)
