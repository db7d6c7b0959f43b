"""The pending-resolution container and its three policies."""

from __future__ import annotations

import pytest

from tcgkit import IllegalAction
from tcgkit.core.pending import (
    ChainPolicy,
    OrderedTriggersPolicy,
    Pending,
    PendingItem,
    StackPolicy,
)


def item(i, speed=0):
    return PendingItem(i, "link", 0, speed=speed)


def test_the_stack_resolves_last_in_first_out():
    p = Pending(StackPolicy())
    for i in range(3):
        p.add(None, item(i))
    assert [p.take().id for _ in range(3)] == [2, 1, 0]


def test_the_chain_checks_spell_speeds():
    p = Pending(ChainPolicy())
    p.add(None, item(1, speed=1), response=True)
    with pytest.raises(IllegalAction, match="Spell Speed 2 or higher"):
        p.add(None, item(2, speed=1), response=True)
    assert len(p) == 1  # a refused response adds nothing
    p.add(None, item(2, speed=2), response=True)
    p.add(None, item(3, speed=3), response=True)
    with pytest.raises(IllegalAction, match="cannot respond to Spell Speed 3"):
        p.add(None, item(4, speed=2), response=True)
    p.add(None, item(4, speed=1))  # a rule (simultaneous triggers) may put any speed there
    assert p.peek().id == 4 and len(p) == 4


def test_waiting_triggers_resolve_in_the_order_they_were_put():
    p = Pending(OrderedTriggersPolicy())
    for i in range(3):
        p.add(None, item(i))
    assert [p.take().id for _ in range(3)] == [0, 1, 2]


def test_items_are_replaced_by_id_and_copies_are_independent():
    p = Pending(StackPolicy())
    p.add(None, item(1))
    q = p.copy()
    p.replace(p.peek().replace(status=("negated",)))
    assert p.peek().status == ("negated",) and q.peek().status == ()
    with pytest.raises(KeyError):
        p.replace(item(9))
