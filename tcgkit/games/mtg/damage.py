"""What damage does in Magic (CR 120.3): its results, each an event through the pipeline,
and the amounts the rules compute from it (lethal damage, excess damage: CR 120.4a,
120.6, 120.10).

The kernel deals the damage (``perform_damage``) and hands its results to the game. A
source's keywords are asked about only when its card has abilities at all, so damage
from vanilla creatures costs one attribute test more than before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Keyword
from ...core.events import Event, new_event
from .characteristics import has_keyword, is_creature, toughness, watch
from .zones import BATTLEFIELD

if TYPE_CHECKING:
    from ...core.objects import GameObject
    from ...core.state import GameState
    from .card import MtgObject
    from .typed import mut, mut_player, objects

LOYALTY = "loyalty"
"""Loyalty counters (CR 122.1, 306.5b)."""
DEFENSE = "defense"
"""Defense counters (CR 122.1, 310.4b)."""
MINUS = "-1/-1"
"""-1/-1 counters (CR 122.1a)."""


@dataclass(frozen=True, kw_only=True)
class CountedKeyword(Keyword):
    """A keyword with a number ("Toxic 1", CR 702.164): several instances add up."""

    value: int = 1


def _source(state: GameState, ev: Event) -> GameObject | None:
    """The damage's source if its card has abilities (keywords to look at), else
    ``None``: its last known information if it has left its zone (CR 608.2h)."""
    if ev.source is None:
        return None
    src = state.objects[ev.source]
    # With continuous effects, a source without printed abilities may have gained some.
    return src if src.card.abilities or state.continuous else None


def total(state: GameState, obj: GameObject, keyword: str) -> int:
    """The sum of the values of ``obj``'s instances of ``keyword`` (CR 702.164c)."""
    return sum(a.value for a in obj.card.abilities
               if isinstance(a, CountedKeyword) and a.name == keyword)


def damage_rule(state: GameState, ev: Event) -> str:
    """The rule of damage dealt to a player: life loss (CR 120.3a) or, from a source
    with infect, poison counters (CR 120.3b)."""
    src = _source(state, ev)
    return "CR 120.3b" if src is not None and has_keyword(state, src, "Infect") else "CR 120.3a"


def damage_player(state: GameState, ev: Event) -> None:
    """The results of damage dealt to a player (CR 120.3a, b, f, g), all at once."""
    assert ev.player is not None
    src = _source(state, ev)
    infect = src is not None and has_keyword(state, src, "Infect")
    if infect:
        state.emit(new_event("poison", player=ev.player, amount=ev.amount, source=ev.source,
                             reason="damage", cause=ev.cause, rule="CR 120.3b"))
    else:
        state.emit(new_event("life", player=ev.player, amount=-ev.amount, source=ev.source,
                             reason="damage", cause=ev.cause, rule="CR 120.3a"))
    if src is None:
        return
    if ev.cause == "combat" and has_keyword(state, src, "Toxic"):
        state.emit(new_event("poison", player=ev.player, amount=total(state, src, "Toxic"),
                             source=ev.source, reason="toxic", cause=ev.cause, rule="CR 120.3g"))
    _lifelink(state, src, ev)


def _lifelink(state: GameState, src: GameObject, ev: Event) -> None:
    """Damage from a source with lifelink also makes its controller gain that much life:
    a result of the damage, not a triggered ability (CR 120.3f, 702.15b)."""
    if has_keyword(state, src, "Lifelink"):
        state.emit(new_event("life", player=src.controller, amount=ev.amount, source=ev.source,
                             reason="lifelink", cause=ev.cause, rule="CR 120.3f"))


def damage_object(state: GameState, ev: Event) -> None:
    """The results of damage dealt to a permanent (CR 120.3c-f, h): loyalty counters
    removed from a planeswalker, defense counters from a battle, -1/-1 counters on a
    creature from a source with wither or infect, damage marked on it otherwise. The
    damage is recorded first: "whenever ... is dealt damage" triggers now (CR 120.4b)."""
    assert ev.obj is not None
    if TYPE_CHECKING:
        o = objects(state)[ev.obj]
    else:
        o = state.objects[ev.obj]
    card = o.card
    src = _source(state, ev)
    name = state.rules.source_text(state, ev.source)
    counters_instead = src is not None and (has_keyword(state, src, "Infect")
                                            or has_keyword(state, src, "Wither"))
    # A permanent an effect made a creature is one for damage too (its damage is marked
    # and stays until cleanup even if the effect ends first: CR 120.6).
    creature = card.is_creature or (bool(state.continuous) and is_creature(state, o))
    if creature:
        rule = "CR 120.3d" if counters_instead else "CR 120.3e"
    elif card.is_a("Planeswalker"):
        rule = "CR 120.3c"
    elif card.is_a("Battle"):
        rule = "CR 120.3h"
    else:
        rule = "CR 120.1"
    state.log_rule(rule, "{} deals {} damage to {}", name, ev.amount, card.name)
    state.record(ev)
    if card.is_a("Planeswalker"):
        state.emit(new_event("counter", obj=ev.obj, amount=-ev.amount, source=ev.source,
                             reason="damage", data=(LOYALTY,), rule="CR 120.3c"))
    if card.is_a("Battle"):
        state.emit(new_event("counter", obj=ev.obj, amount=-ev.amount, source=ev.source,
                             reason="damage", data=(DEFENSE,), rule="CR 120.3h"))
    if creature:
        if counters_instead:
            state.emit(new_event("counter", obj=ev.obj, amount=ev.amount, source=ev.source,
                                 reason="damage", data=(MINUS,), rule="CR 120.3d"))
        else:
            if TYPE_CHECKING:
                mut(state, ev.obj).damage += ev.amount
            else:
                state.mut(ev.obj).damage += ev.amount
        if src is not None and has_keyword(state, src, "Deathtouch"):
            if TYPE_CHECKING:
                mut(state, ev.obj).deathtouched = True
            else:
                state.mut(ev.obj).deathtouched = True
        watch(state, ev.obj)
    if src is not None:
        _lifelink(state, src, ev)


def perform_poison(state: GameState, ev: Event) -> Event | None:
    """A player gets poison counters (CR 122.1f); ten or more lose the game (CR 704.5c)."""
    if ev.player is None or ev.amount <= 0:
        return None
    if TYPE_CHECKING:
        p = mut_player(state, ev.player)
    else:
        p = state.mut_player(ev.player)
    p.poison += ev.amount
    state.log_rule(ev.rule, "{} gets {} poison counter(s) ({} in all)", p.name, ev.amount,
                   p.poison)
    return ev


def lethal_damage(state: GameState, o: MtgObject, deathtouch: bool = False) -> int:
    """The damage that is lethal to creature ``o`` now: its toughness less the damage
    already marked on it (CR 120.6); from a source with deathtouch, 1 (CR 702.2c), unless
    it already has lethal damage."""
    need = max(0, toughness(state, o) - o.damage)
    return min(need, 1) if deathtouch else need


def excess_threshold(state: GameState, oid: int, source: int | None) -> int | None:
    """The most damage from ``source`` permanent ``oid`` can be dealt now with none of it
    excess (CR 120.4a, 120.10), or ``None`` for an object that has no such amount (not a
    creature, planeswalker or battle on the battlefield): its lethal damage (counting
    damage already marked and deathtouch), its loyalty, its defense; for a permanent of
    several of these types, the least (which makes the largest excess)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.zone not in BATTLEFIELD:
        return None
    card = o.card
    values = []
    if is_creature(state, o):
        src = state.objects[source] if source is not None else None
        dt = src is not None and has_keyword(state, src, "Deathtouch")
        values.append(lethal_damage(state, o, dt))
    if card.is_a("Planeswalker"):
        values.append(o.counter(LOYALTY))
    if card.is_a("Battle"):
        values.append(o.counter(DEFENSE))
    return min(values) if values else None


def excess(state: GameState, oid: int, amount: int, source: int | None) -> int:
    """How much of ``amount`` damage from ``source`` to permanent ``oid`` is excess
    (CR 120.4a): beyond lethal damage for a creature (counting damage already marked and
    deathtouch), beyond loyalty for a planeswalker, beyond defense for a battle; for a
    permanent of several of these types, the largest (:func:`excess_threshold`)."""
    most = excess_threshold(state, oid, source)
    return 0 if most is None else max(0, amount - most)
