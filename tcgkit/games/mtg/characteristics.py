"""Characteristics as the game sees them now: printed values changed by floating
continuous effects (CR 611, 613). A game with no floating effects pays one truth test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.objects import GameObject

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import data


def card(obj: MtgObject) -> MtgCard:
    """The object's Magic card."""
    return obj.card


def is_creature(state: GameState, obj: MtgObject) -> bool:
    """Whether the object is a creature now: by its card, or made one by an effect
    ("becomes a 3/3 artifact creature until end of turn", an ``"animate"`` effect, CR
    613.1d). Callers on the paths every game takes test ``obj.card.is_creature`` first."""
    return obj.card.is_creature or (bool(state.continuous)
                                    and bool(state.effects_on(obj.id, "animate")))


def _animated(state: GameState, obj: MtgObject, i: int) -> int:
    """How much an animation changes power (``i`` 0) or toughness (1): the latest one's
    value becomes the base value (CR 613.4b), replacing the printed one."""
    animate = state.effects_on(obj.id, "animate")
    if not animate:
        return 0
    pt = obj.card.pt
    return int(animate[-1].value[i]) - (pt[i] if pt else 0)


def power(state: GameState, obj: MtgObject) -> int:
    """The object's power (CR 208)."""
    pt = obj.card.pt
    value = pt[0] if pt else 0
    counters = obj.counters
    if counters:
        value += counters.get("+1/+1", 0) - counters.get("-1/-1", 0)  # CR 122.1a
    if state.continuous:
        value += _animated(state, obj, 0)
        for eff in state.effects_on(obj.id, "pt"):
            value += eff.value[0]
    return value


def toughness(state: GameState, obj: MtgObject) -> int:
    """The object's toughness (CR 208)."""
    pt = obj.card.pt
    value = pt[1] if pt else 0
    counters = obj.counters
    if counters:
        value += counters.get("+1/+1", 0) - counters.get("-1/-1", 0)  # CR 122.1a
    if state.continuous:
        value += _animated(state, obj, 1)
        for eff in state.effects_on(obj.id, "pt"):
            value += eff.value[1]
    return value


def has_keyword(state: GameState, obj: GameObject, keyword: str) -> bool:
    """Whether the object has ``keyword``, printed or granted."""
    if obj.card.has(keyword):
        return True
    return bool(state.continuous) and any(
        e.value == keyword for e in state.effects_on(obj.id, "keyword"))


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
