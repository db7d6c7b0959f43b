"""Characteristics as the game sees them now: printed values changed by continuous
effects applied in layers (CR 611, 613; :mod:`.layers`). A game with no continuous
effects pays one truth test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.objects import GameObject
from .layers import layered

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import data


def card(obj: MtgObject) -> MtgCard:
    """The object's Magic card."""
    return obj.card


def is_creature(state: GameState, obj: MtgObject) -> bool:
    """Whether the object is a creature now: by its card, or as continuous effects made
    it one ("becomes a 3/3 artifact creature until end of turn", layer 4: CR 613.1d).
    Callers on the paths every game takes test ``obj.card.is_creature`` first."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None:
            return "Creature" in c.types
    return obj.card.is_creature


def power(state: GameState, obj: MtgObject) -> int:
    """The object's power (CR 208), continuous effects applied by layers (CR 613)."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None:
            return c.pt(obj)[0]
    pt = obj.card.pt
    value = pt[0] if pt else 0
    counters = obj.counters
    if counters:
        value += counters.get("+1/+1", 0) - counters.get("-1/-1", 0)  # CR 122.1a
    return value


def toughness(state: GameState, obj: MtgObject) -> int:
    """The object's toughness (CR 208), continuous effects applied by layers (CR 613)."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None:
            return c.pt(obj)[1]
    pt = obj.card.pt
    value = pt[1] if pt else 0
    counters = obj.counters
    if counters:
        value += counters.get("+1/+1", 0) - counters.get("-1/-1", 0)  # CR 122.1a
    return value


def lost_abilities(state: GameState, obj: GameObject) -> bool:
    """Whether an effect made the object lose all abilities (layer 6, CR 613.1f: Humility,
    Gift of Tusks): its printed triggered and activated abilities do not function."""
    if state.continuous:
        c = layered(state, obj)
        return c is not None and c.lost
    return False


WITHOUT_ABILITIES = "without abilities"
"""In a move event's ``data``: the object had lost all its abilities as it left (what a
leaves-the-battlefield ability looking back sees, CR 603.10a)."""


def has_keyword(state: GameState, obj: GameObject, keyword: str) -> bool:
    """Whether the object has ``keyword``: printed and not lost, or granted (layer 6,
    CR 613.1f)."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None:
            return c.has(obj.card, keyword)
    # CardDef.has written out: asked for every attacker, blocker and dying creature.
    return keyword in obj.card._keywords


def watch(state: GameState, oid: int) -> None:
    """Note a creature that a state-based action may have to look at (see
    :func:`watched`)."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    if oid not in d.watched:
        state.data = d.replace(watched=(*d.watched, oid))


def watched(state: GameState) -> tuple[int, ...]:
    """The creatures noted by :func:`watch` since the last cleanup: dealt damage, given or
    losing counters, or arriving with toughness 0 or less. Without floating effects no
    other creature can have lethal damage or toughness 0 or less."""
    if TYPE_CHECKING:
        return data(state).watched
    else:
        return state.data.watched
