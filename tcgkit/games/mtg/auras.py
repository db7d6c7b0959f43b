"""Auras (CR 303.4): an Aura spell targets what its enchant ability allows (CR 303.4a),
becomes attached to it as it resolves (CR 608.3c), and is put into its owner's graveyard
as a state-based action once it is attached to an illegal object or to nothing (CR
704.5m). What an Aura may enchant is its card's spell-ability target spec, which the
cast chooses (CR 601.2c) and the state-based action asks again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.abilities import Ctx, Pattern, SpellEffect, TargetSpec
from ...core.events import Event
from ...core.objects import game_has
from ...core.pending import PendingItem
from ...core.resolve import legal_target
from ...core.steps import Step
from .card import MtgCard
from .layers import renew_timestamp, sync_control
from .zones import BATTLEFIELD, GRAVEYARD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data, objects

AURAS = "aura cards"
"""The state cache key of game_has's answer to "is there an Aura card in this game?"."""


def is_aura(card: MtgCard) -> bool:
    """Whether the card is an Aura (an enchantment subtype, CR 303.4)."""
    return "Aura" in card.subtypes


def enchant(card: MtgCard) -> TargetSpec | None:
    """What an Aura may enchant: its spell ability's target spec."""
    for a in card.abilities:
        if isinstance(a, SpellEffect) and a.targets:
            return a.targets[0]
    return None


def resolve_aura(state: GameState, item: PendingItem) -> None:
    """An Aura spell resolves (CR 608.3b, 608.3c): with its target illegal now it does not
    resolve and goes to its owner's graveyard; otherwise it enters the battlefield
    attached to that object."""
    assert item.obj is not None
    if TYPE_CHECKING:
        o = objects(state)[item.obj]
    else:
        o = state.objects[item.obj]
    spec = enchant(o.card)
    ctx = Ctx(item.controller, item.obj, None, None, 0, item.targets)
    if spec is None or not item.targets or not legal_target(state, ctx, spec,
                                                            item.targets[0]):
        state.log_rule("CR 608.3b", "{} does not resolve: its target is no longer legal",
                       o.card.name)
        state.move(item.obj, GRAVEYARD[o.owner], reason="fizzle", rule="CR 608.3b")
        return
    target = item.targets[0]
    state.log_rule("CR 608.3c", "{} resolves and enters the battlefield attached to {}",
                   o.card.name, state.objects[target[0]].card.name)
    state.move(item.obj, BATTLEFIELD[item.controller], player=item.controller,
               reason="resolve")
    state.push(Attach(item.obj, target[0], target[1]))


class Attach(Step):
    """The Aura that just entered becomes attached to the object it targeted, if both
    are still where they were (it entered as this step's object, the target is the
    same object)."""

    __slots__ = ("aura", "inc", "obj")

    def __init__(self, aura: int, obj: int, inc: int) -> None:
        self.aura = aura
        self.obj = obj
        self.inc = inc

    def run(self, state: GameState) -> None:
        a = state.objects[self.aura]
        if a.zone not in BATTLEFIELD:
            return
        if TYPE_CHECKING:
            d = data(state)
        else:
            d = state.data
        # Pairs of Auras no longer where they were are dropped as a new one is made.
        objs = state.objects
        kept = tuple(t for t in d.attached if t[0] != self.aura
                     and objs[t[0]].incarnation == t[1] and objs[t[0]].zone in BATTLEFIELD)
        state.data = d.replace(attached=(*kept, (self.aura, a.incarnation, self.obj,
                                                 self.inc)))
        state.version += 1  # state-based actions look again (CR 704.5m)
        if a.card.abilities:
            # Its static effects take the time it became attached (CR 613.7e), and one
            # may give control of what it enchants (Mind Control, CR 613.1b).
            renew_timestamp(state, self.aura)
            sync_control(state)


def attached_to(state: GameState, aura: int) -> tuple[int, int] | None:
    """The object Aura ``aura`` (as it is now) was attached to and that object's
    incarnation then, or ``None``."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    inc = state.objects[aura].incarnation
    for a, a_inc, host, host_inc in d.attached:
        if a == aura and a_inc == inc:
            return host, host_inc
    return None


def attached_legally(state: GameState, oid: int) -> bool:
    """Whether Aura ``oid`` is attached to an object it may enchant: the same object it
    was attached to, on the battlefield, still qualifying (CR 303.4d, 704.5m)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    a = objs[oid]
    found = attached_to(state, oid)
    if found is None or found[0] == oid:
        return False
    host = objs[found[0]]
    if host.incarnation != found[1] or host.zone not in BATTLEFIELD:
        return False
    spec = enchant(a.card)
    return spec is not None and spec.objects is not None \
        and spec.objects(state, Ctx(a.controller, oid), found[0])


def auras_unattached(state: GameState) -> list[int]:
    """The Auras on the battlefield attached to an illegal object or to nothing (CR
    704.5m); only asked in a game with an Aura card."""
    # game_has's answer, read first: most games have no Aura (see play._legend_rule).
    if state.cache.get(AURAS) == len(state.objects) or not game_has(state, AURAS, is_aura):
        return []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    return [oid for zid in state.rules.zones.ids["battlefield"] for oid in state.zones[zid]
            if is_aura(objs[oid].card) and not attached_legally(state, oid)]


def put_aura_away(state: GameState, oid: int) -> None:
    """The state-based action of CR 704.5m: the Aura goes to its owner's graveyard."""
    o = state.objects[oid]
    state.log_rule("CR 704.5m", "{} is attached to an illegal object or to nothing and is "
                   "put into its owner's graveyard", o.card.name)
    state.emit(Event("move", obj=oid, frm=o.zone, to=GRAVEYARD[o.owner], reason="sba",
                     cause="rule"))


def enchanted(state: GameState, aura: int) -> int | None:
    """The object Aura ``aura`` is attached to, if it is attached to it legally."""
    if not attached_legally(state, aura):
        return None
    found = attached_to(state, aura)
    return found[0] if found is not None else None


def _enchanted_dealt_damage_to_an_opponent(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.player is None or event.player == ctx.controller or ctx.source is None:
        return False
    host = enchanted(state, ctx.source)
    return host is not None and event.source == host


ENCHANTED_DEALS_DAMAGE_TO_AN_OPPONENT = Pattern("damage",
                                                where=_enchanted_dealt_damage_to_an_opponent)
""""Whenever enchanted creature deals damage to an opponent" (any damage, combat or
not; one trigger per damage event, CR 603.2c)."""
