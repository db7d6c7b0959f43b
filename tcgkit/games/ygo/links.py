"""Link Arrows on the Master Rule field: where a Link Monster points, and which monsters
are co-linked.

The field as a grid seen from player 1's side (x left to right, y toward player 2)::

    y=2   player 2's Main Monster Zones (their column c at x = 4 - c)
    y=1   the Extra Monster Zones, at x = 1 and x = 3
    y=0   player 1's Main Monster Zones (column c at x = c)

A Link Arrow is a step on that grid as its controller sees it ("top" is toward the
opponent), so player 2's arrows are turned round. A Link Monster is *linked* to the
monster its arrow points at, and two Link Monsters that point at each other are
*co-linked* (相互リンク).

Positions are only known for monsters something placed (``YgoObject.column``: a scenario
setup, an effect that Special Summons to a zone the player chose). Nothing here runs
unless a Link Monster's effect asks, so Duels without Link Monsters never come here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .zones import EXTRA_MONSTER_ZONE, MONSTER_ZONE

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoCard, YgoObject
    from .typed import objects

ARROW_STEPS = {
    "top_left": (-1, 1), "top": (0, 1), "top_right": (1, 1),
    "left": (-1, 0), "right": (1, 0),
    "bottom_left": (-1, -1), "bottom": (0, -1), "bottom_right": (1, -1),
}
"""Each Link Arrow as (x, y) steps on the grid, for player 1."""
_EXTRA_X = (1, 3)
"""The x of the left and the right Extra Monster Zone, as player 1 sees them."""


def cell(o: YgoObject) -> tuple[int, int] | None:
    """Where monster ``o`` is on the grid, or ``None`` if it is not in a Monster Zone or
    nothing placed it."""
    c = o.column
    if c < 0:
        return None
    p = o.controller
    if o.zone == EXTRA_MONSTER_ZONE[p]:
        x = _EXTRA_X[c]
        return (x, 1) if p == 0 else (4 - x, 1)
    if o.zone == MONSTER_ZONE[p]:
        return (c, 0) if p == 0 else (4 - c, 2)
    return None


def points_at(o: YgoObject) -> set[tuple[int, int]]:
    """The cells Link Monster ``o``'s arrows point at (none off the grid's rows)."""
    at = cell(o)
    card: YgoCard = o.card
    if at is None or not card.link_arrows:
        return set()
    sign = 1 if o.controller == 0 else -1  # player 2 sees the field turned round
    out = set()
    for arrow in card.link_arrows:
        dx, dy = ARROW_STEPS[arrow]
        x, y = at[0] + sign * dx, at[1] + sign * dy
        if 0 <= x <= 4 and 0 <= y <= 2:
            out.add((x, y))
    return out


def field_monsters(state: GameState) -> list[int]:
    """Every monster in a Monster Zone, both players' (Main and Extra)."""
    zones = state.zones
    return [oid for p in range(2) for z in (MONSTER_ZONE[p], EXTRA_MONSTER_ZONE[p])
            for oid in zones[z]]


def co_linked(state: GameState) -> set[int]:
    """The face-up Link Monsters on the field that are co-linked with at least one
    other (each points at the other's zone)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    links = [objs[oid] for oid in field_monsters(state)
             if objs[oid].card.link_arrows and not objs[oid].face_down]
    where = {o.id: cell(o) for o in links}
    arrows = {o.id: points_at(o) for o in links}
    out = set()
    for a in links:
        for b in links:
            if a is not b and where[b.id] in arrows[a.id] and where[a.id] in arrows[b.id]:
                out.add(a.id)
    return out
