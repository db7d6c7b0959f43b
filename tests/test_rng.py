"""The state's random generator."""

from __future__ import annotations

from collections import Counter

import pytest

from tcgkit.core.rng import Rng


def test_the_same_seed_gives_the_same_numbers_and_copies_continue_alike():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.copy()
    assert [a.below(1000) for _ in range(20)] == [c.below(1000) for _ in range(20)]


def test_below_is_in_range_and_roughly_uniform():
    r = Rng(7)
    counts = Counter(r.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < n < 1200 for n in counts.values())
    with pytest.raises(ValueError):
        r.below(0)


def test_shuffle_is_a_permutation():
    r = Rng(3)
    items = list(range(60))
    r.shuffle(items)
    assert sorted(items) == list(range(60)) and items != list(range(60))


def test_shuffle_draws_as_below_does():
    # The shuffle's inlined generator is Fisher-Yates with below(): the same order and
    # the same generator state after it, deck after deck.
    fast, slow = Rng(2024), Rng(2024)
    for size in (2, 7, 40, 60, 61):
        items = list(range(size))
        expected = list(range(size))
        fast.shuffle(items)
        for i in range(size - 1, 0, -1):
            j = slow.below(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected and fast.state == slow.state
