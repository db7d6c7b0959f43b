"""Whether a payment begun by hand can still be finished.

A cost paid by tapping sources one at a time (Magic's lands, Duel Masters' mana) has
*needs* that each take one source able to provide them (a colored pip, a civilization)
and a *total* number of sources to tap. A player choosing the sources one by one must
never be offered one that leaves the rest unpayable, or the procedure would be stuck
half-way; :func:`completable` answers that question exactly, for sources that provide
one symbol or several (a dual land, a multicolored mana card).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from .decision import Option, one_per_card

if TYPE_CHECKING:
    from .state import GameState

Source = Collection[str]
"""What one source can provide: ``"G"`` (a Forest), ``("fire", "nature")`` (a card)."""


def completable(paid: Sequence[Source], free: Sequence[Source], needs: Sequence[str],
                total: int) -> bool:
    """Whether tapping more of ``free`` can finish a payment that has tapped ``paid``.

    The finished payment taps ``total`` sources, all of ``paid`` among them, and gives
    each of ``needs`` a source of its own that provides it (a source serves one need
    only; sources that serve none pay for the rest, like generic mana).
    """
    room = total - len(paid)  # sources still to tap
    if room < 0 or room > len(free):
        return False
    if not needs:
        return True
    # The needs are served by the paid sources as far as possible; those left over
    # take free sources, of which at most ``room`` may be tapped.
    return _fewest_free(paid, free, needs) <= room


def tap_choices(state: GameState, free: Sequence[int], tapped: Sequence[int],
                provides: Mapping[int, Source], needs: Sequence[str],
                total: int) -> list[Option]:
    """The sources a player may tap next (``Option("tap", oid)``, one per distinct card)
    for a payment that has tapped ``tapped``: those after which :func:`completable` says
    the rest of the payment can still be finished. ``provides`` says what each source in
    ``free`` and ``tapped`` provides."""
    paid = [provides[oid] for oid in tapped]
    out: list[Option] = []
    for option in one_per_card(state, free, "tap"):
        rest = [provides[oid] for oid in free if oid != option.obj]
        if completable([*paid, provides[option.obj]], rest, needs, total):
            out.append(option)
    return out


def _fewest_free(paid: Sequence[Source], free: Sequence[Source], needs: Sequence[str]) -> int:
    """The fewest free sources a full assignment of ``needs`` takes (a large number if
    there is none). Identical sources are grouped, so the search is over counts."""
    groups: Counter[tuple[frozenset[str], bool]] = Counter()
    for src in paid:
        groups[(frozenset(src), False)] += 1
    for src in free:
        groups[(frozenset(src), True)] += 1
    kinds = list(groups)
    order = sorted(needs)
    # More than any number of free sources a caller may allow (its ``room`` is at most
    # ``len(free)``): "no assignment" must never pass for a feasible one (a source
    # spent on something else, a mana ability's own cost, leaves room to spare).
    impossible = len(free) + len(order) + 1
    memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def best(i: int, left: tuple[int, ...]) -> int:
        if i == len(order):
            return 0
        key = (i, left)
        found = memo.get(key)
        if found is not None:
            return found
        result = impossible
        need = order[i]
        for g, (symbols, is_free) in enumerate(kinds):
            if left[g] and need in symbols:
                rest = left[:g] + (left[g] - 1,) + left[g + 1:]
                result = min(result, int(is_free) + best(i + 1, rest))
        memo[key] = result
        return result

    return best(0, tuple(groups[k] for k in kinds))
