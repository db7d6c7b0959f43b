"""Characteristics as the game sees them now: printed values changed by floating
continuous effects (CR 611, 613). A game with no floating effects pays one truth test."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.objects import GameObject

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import data, objects


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


def game_has(state: GameState, key: str, test: Callable[[MtgCard], bool]) -> bool:
    """Whether any object of the game is a card that passes ``test`` (a legendary card,
    a planeswalker), kept in the state's cache under ``key`` while the number of objects
    stays: objects are only ever added and a card never changes, so most games, which
    have none, pay one comparison for rules that only such cards need."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    # One number: how many objects there were when none was found, -1 - that when one was.
    n = len(objs)
    known = state.cache.get(key)
    if known == n:
        return False
    if known != -1 - n:
        # The distinct cards, a dozen or two, are asked rather than every object.
        known = -1 - n if any(map(test, {o.card for o in objs})) else n
        state.cache[key] = known
    return known != n


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
