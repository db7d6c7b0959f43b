"""Summons from the Deck that end in an Xyz Summon by an effect (Barian's Chaos Draw's
other choice): "Special Summon up to <n> monsters from your Deck with their effects
negated, then immediately Xyz Summon 1 <kind> Xyz Monster using monsters you control,
including all the summoned ones".

- **Legality** (:func:`deck_to_xyz_possible`): some Xyz Monster of the kind in the Extra
  Deck has a Rank that is the Level of a monster in the Deck, and the face-up monsters of
  that Level the player controls with as many of those as can be summoned (free Main
  Monster Zones, at most ``n``) make enough materials. A choice that could not be carried
  out is not offered.
- **Resolution**: the player picks the monsters one at a time (all of one Level, each
  one that still leaves a legal Xyz Summon), finishing after the first if they wish;
  they are Special Summoned (their effects negated: an :data:`EFFECTS_NEGATED` record
  the rules' ``abilities_lost`` reads), then the player chooses the Xyz Monster, any
  further materials, and its zone; the materials are attached and it is Special Summoned
  as an Xyz Summon (by an effect: no moment to negate it as a Summon).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.steps import Ask, Step
from .card import ATTACK, YgoCard
from .extra import (
    EXTRA_ZONE_CODE,
    _extends,
    candidates,
    complete,
    destinations,
    low_of,
    special_summon,
    zone_text,
)
from .zones import (
    DECK,
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    MONSTER_ZONES,
    OVERLAY,
)

if TYPE_CHECKING:
    from ...core.state import GameState

R_XYZ = "YGO rule: Xyz Summon"
R_EFFECT = "YGO rule: card effects"
EFFECTS_NEGATED = "effects_negated"
"""The record of a monster whose effects are negated while it is face-up on the field:
``target`` the monster and its incarnation."""

Kind = Callable[[YgoCard], bool]


def _card(state: GameState, oid: int) -> YgoCard:
    card = state.objects[oid].card
    assert isinstance(card, YgoCard)
    return card


def _free_main(state: GameState, p: int) -> int:
    return MONSTER_ZONE_SIZE - len(state.zones[MONSTER_ZONE[p]])


def _xyz_of_kind(state: GameState, p: int, kind: Kind) -> list[int]:
    return [oid for oid in state.zones[EXTRA_DECK[p]]
            if _card(state, oid).extra == "xyz" and kind(_card(state, oid))]


def _field_count(state: GameState, p: int, card: YgoCard) -> int:
    return len(candidates(state, p, card))


def _deck_of_level(state: GameState, p: int, level: int) -> list[int]:
    return [oid for oid in state.zones[DECK[p]]
            if _card(state, oid).kind == "monster" and _card(state, oid).level == level
            and not _card(state, oid).extra]


def _xyz_reachable(state: GameState, p: int, kind: Kind, level: int, picked: int,
                   more: int) -> bool:
    """Whether some Xyz Monster of ``kind`` of Rank ``level`` could be Xyz Summoned with
    the face-up Level ``level`` monsters the player controls, ``picked`` monsters already
    chosen from the Deck and up to ``more`` further ones."""
    for oid in _xyz_of_kind(state, p, kind):
        card = _card(state, oid)
        if card.rank != level:
            continue
        mats = card.materials
        high = mats.high if mats is not None else 5
        if picked > high:
            continue
        if _field_count(state, p, card) + picked + more >= max(low_of(card), 2):
            return True
    return False


def deck_to_xyz_possible(state: GameState, p: int, kind: Kind, up_to: int) -> bool:
    """Whether "Special Summon up to ``up_to`` monsters from your Deck, then Xyz Summon 1
    Xyz Monster of ``kind`` using them" could be carried out now."""
    room = min(up_to, _free_main(state, p))
    if room < 1:
        return False
    levels = {_card(state, oid).rank for oid in _xyz_of_kind(state, p, kind)}
    for level in levels:
        n = len(_deck_of_level(state, p, level))
        if n and _xyz_reachable(state, p, kind, level, 0, min(room, n)):
            return True
    return False


@dataclass(frozen=True)
class SummonFromDeckThenXyz(Action):
    """"Special Summon up to ``up_to`` monsters from your Deck with their effects
    negated, then immediately Xyz Summon 1 <what> Xyz Monster using monsters you
    control, including all of the summoned ones" (``kind``: which Xyz Monsters)."""

    what: str = ""
    kind: Kind = field(default=lambda card: True)
    up_to: int = 2
    declares = ("special_summon", "special_summon_from_deck", "xyz_summon")

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(PickFromDeck(ctx, self.up_to, ()))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return deck_to_xyz_possible(state, ctx.controller, self.kind, self.up_to)

    @property
    def text(self) -> str:
        return f"Special Summon up to {self.up_to} monsters from your Deck with their " \
               f"effects negated, then Xyz Summon 1 {self.what} using them"


def _action(state: GameState, ctx: Ctx) -> SummonFromDeckThenXyz:
    found = next(a for a in state.actions_of(ctx, "effect")
                 if isinstance(a, SummonFromDeckThenXyz))
    return found


class PickFromDeck(Ask):
    """The player picks the monsters to Special Summon from the Deck, one at a time
    (``chosen`` so far): each of the Level of the first, each one that still leaves an
    Xyz Summon possible; after the first, "finish choosing" ends the picks."""

    __slots__ = ("chosen", "ctx", "up_to")

    def __init__(self, ctx: Ctx, up_to: int, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.up_to = up_to
        self.chosen = chosen

    def _options(self, state: GameState) -> list[Option]:
        p = self.ctx.controller
        act = _action(state, self.ctx)
        n = len(self.chosen)
        out: list[Option] = []
        if n < self.up_to and _free_main(state, p) > n:
            more = min(self.up_to, _free_main(state, p)) - n - 1
            seen: set[YgoCard] = set()
            for oid in state.zones[DECK[p]]:
                card = _card(state, oid)
                if oid in self.chosen or card.kind != "monster" or card.extra \
                        or card.level < 1 or card in seen:
                    continue
                seen.add(card)  # copies of a card in the Deck are one choice
                if n and card.level != _card(state, self.chosen[0]).level:
                    continue
                rest = len([m for m in _deck_of_level(state, p, card.level)
                            if m != oid and m not in self.chosen])
                if _xyz_reachable(state, p, act.kind, card.level, n + 1, min(more, rest)):
                    out.append(Option("choose", oid))
        if n and _xyz_reachable(state, p, act.kind, _card(state, self.chosen[0]).level, n, 0):
            out.append(Option("done"))
        return out

    def decide(self, state: GameState) -> Decision | None:
        options = self._options(state)
        if not options:
            return None
        return Decision(self.ctx.controller, "choose", options,
                        f"Choose a monster in your Deck to Special Summon "
                        f"({len(self.chosen) + 1} of up to {self.up_to})", state)

    def run(self, state: GameState) -> None:
        # Nothing can be chosen (the Deck changed since the activation): nothing happens.
        state.log_rule(R_EFFECT, "No monster in the Deck can be Special Summoned for it: "
                       "nothing happens")

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "choose":
            chosen = (*self.chosen, option.obj)
            if len(chosen) < self.up_to and any(
                    o.kind == "choose" for o in PickFromDeck(self.ctx, self.up_to,
                                                             chosen)._options(state)):
                state.push(PickFromDeck(self.ctx, self.up_to, chosen))
                return
        else:
            chosen = self.chosen
        p = self.ctx.controller
        for oid in chosen:
            state.log_rule(R_EFFECT, "{} Special Summons {} from the Deck, its effects negated",
                           state.players[p].name, _card(state, oid).name)
            special_summon(state, Event("summon", player=p, obj=oid, frm=DECK[p],
                                        to=MONSTER_ZONE[p], rule=R_EFFECT, reason="special",
                                        source=self.ctx.source, data=(ATTACK, False)))
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECT))
        state.push(NegateEffects(chosen), ChooseXyz(self.ctx, chosen))


class NegateEffects(Step):
    """The monsters just Special Summoned have their effects negated while they stay
    face-up on the field (an :data:`EFFECTS_NEGATED` record for each)."""

    __slots__ = ("objs",)

    def __init__(self, objs: tuple[int, ...]) -> None:
        self.objs = objs

    def run(self, state: GameState) -> None:
        for oid in self.objs:
            o = state.objects[oid]
            if o.zone in MONSTER_ZONE:
                state.add_continuous(Continuous(EFFECTS_NEGATED, controller=o.controller,
                                                target=(oid, o.incarnation),
                                                duration=PERMANENT))


def effects_negated(state: GameState, oid: int, incarnation: int) -> bool:
    """Whether monster ``oid`` (in that incarnation) has its effects negated (a record
    whose ``value`` is a turn lasts until that turn's Standby Phase begins)."""
    for c in state.continuous:  # asked by every ability's "does it function" check
        if c.kind == EFFECTS_NEGATED and c.target == (oid, incarnation):
            until = c.value
            if not until or state.turn < until or (state.turn == until
                                                    and state.step == "draw"):
                return True
    return False


@dataclass(frozen=True)
class NegateThisUntilOpponentsStandby(Action):
    """"This card's effects are negated until your opponent's next Standby Phase" (an
    :data:`EFFECTS_NEGATED` record on this card that lasts until that Standby Phase
    begins: the next turn of the opponent after this one)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        me = ctx.source
        if me is None or state.objects[me].zone not in MONSTER_ZONES[ctx.controller] \
                or state.objects[me].face_down:
            return
        them = 1 - ctx.controller
        until = state.turn + (2 if state.active == them else 1)
        o = state.objects[me]
        state.add_continuous(Continuous(EFFECTS_NEGATED, controller=ctx.controller,
                                        target=(me, o.incarnation), value=until,
                                        duration=PERMANENT))
        state.log_rule("YGO rule: card effects", "{}'s effects are negated until {}'s next "
                       "Standby Phase", o.card.name, state.players[them].name)

    @property
    def text(self) -> str:
        return "this card's other effects are negated until your opponent's next Standby " \
               "Phase"


def _summoned_here(state: GameState, p: int, summoned: tuple[int, ...]) -> bool:
    return all(state.objects[m].zone == MONSTER_ZONE[p] for m in summoned)


class ChooseXyz(Ask):
    """The Xyz Monster of the kind to Xyz Summon using all the ``summoned`` monsters
    (and others the player controls): one a legal set of materials with them leaves a
    zone for."""

    __slots__ = ("ctx", "summoned")

    def __init__(self, ctx: Ctx, summoned: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.summoned = summoned

    def _options(self, state: GameState) -> list[Option]:
        p = self.ctx.controller
        if not self.summoned or not _summoned_here(state, p, self.summoned):
            return []
        kind = _action(state, self.ctx).kind
        out = []
        for oid in _xyz_of_kind(state, p, kind):
            card = _card(state, oid)
            rest = [m for m in candidates(state, p, card) if m not in self.summoned]
            if all(m in candidates(state, p, card) for m in self.summoned) \
                    and _extends(state, p, card, self.summoned, rest):
                out.append(Option("choose", oid))
        return out

    def decide(self, state: GameState) -> Decision | None:
        options = self._options(state)
        if not options:
            return None
        return Decision(self.ctx.controller, "choose", options,
                        "Choose the Xyz Monster to Xyz Summon", state)

    def run(self, state: GameState) -> None:
        state.log_rule(R_XYZ, "No Xyz Monster can be Xyz Summoned using the summoned "
                       "monsters: none is")

    def answer(self, state: GameState, option: Option) -> None:
        state.push(XyzMaterials(self.ctx, option.obj, self.summoned))


class XyzMaterials(Ask):
    """The materials of the Xyz Summon, beyond the summoned monsters (``chosen``), one at
    a time until the set is full; then its zone."""

    __slots__ = ("chosen", "ctx", "xyz")

    def __init__(self, ctx: Ctx, xyz: int, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.xyz = xyz
        self.chosen = chosen

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        card = _card(state, self.xyz)
        if complete(state, card, self.chosen):
            codes = destinations(state, p, card, self.chosen)
            return Decision(p, "zone", [Option("zone", self.xyz, c) for c in codes],
                            f"Choose the zone to Xyz Summon {card.name} to", state)
        rest = [m for m in candidates(state, p, card) if m not in self.chosen]
        options = [Option("material", m) for i, m in enumerate(rest)
                   if _extends(state, p, card, (*self.chosen, m), rest[i + 1:] + rest[:i])]
        text = card.materials.text if card.materials is not None else "materials"
        return Decision(p, "material", options,
                        f"Choose the materials for {card.name} ({text})", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "material":
            state.push(XyzMaterials(self.ctx, self.xyz, (*self.chosen, option.obj)))
            return
        p = self.ctx.controller
        objs = state.objects
        card = _card(state, self.xyz)
        state.log_rule(R_XYZ, "{} Xyz Summons {} using {}", state.players[p].name, card.name,
                       ", ".join(objs[m].card.name for m in self.chosen))
        for m in self.chosen:
            state.emit(Event("move", obj=m, frm=objs[m].zone, to=OVERLAY[objs[m].owner],
                             player=p, source=self.xyz, target=self.xyz, reason="attach",
                             cause="effect", rule=R_XYZ))
        code = option.arg
        if code >= EXTRA_ZONE_CODE:
            to, column = EXTRA_MONSTER_ZONE[p], code - EXTRA_ZONE_CODE
        else:
            to, column = MONSTER_ZONE[p], code
        state.log_rule(R_XYZ, "{} goes to {}", card.name, zone_text(code))
        special_summon(state, Event("summon", player=p, obj=self.xyz, frm=EXTRA_DECK[p], to=to,
                                    at=column, rule=R_XYZ, reason="xyz",
                                    source=self.ctx.source, data=(ATTACK, False)))


__all__ = ["EFFECTS_NEGATED", "SummonFromDeckThenXyz", "deck_to_xyz_possible",
           "effects_negated"]
