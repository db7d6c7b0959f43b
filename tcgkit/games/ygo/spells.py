"""Spells and Traps that stay on the field and apply: Field Spells in the Field Zone,
Equip Spells equipped to a face-up monster, Continuous Traps, and the continuous effects
they carry (ATK/DEF changes, "cannot attack").

- **ATK and DEF** are a monster's printed values changed by the :class:`StatModifier`
  effects that apply now. They are abilities of the cards that carry them, indexed by the
  kernel like every continuous effect (``state.modifiers`` under the event kind
  :data:`STATS`, which no event ever has: nothing goes through the pipeline for it), so
  they apply exactly while their card is where they function, and a Duel without one
  pays one dictionary look-up per ATK asked (:func:`stat`). A Set card's effects do not
  apply, and only face-up monsters have their ATK/DEF changed.
- **Field Spells** are activated into their controller's Field Zone (one per player).
  Activating one while you have a Field Spell sends the old one to the GY first (not
  destroyed: the current rule, official FAQ), so it is the new one that applies.
- **Equip Spells** target a face-up monster as they are activated. As one resolves it is
  equipped to that target, a floating record (:data:`EQUIPPED`, kept on the monster's
  incarnation) that says which monster its effects apply to; if the target is no longer
  a legal one, the card cannot be equipped and is sent to the GY (not destroyed). Once
  equipped, the card is destroyed by the rules as soon as the monster leaves the field
  or is turned face-down (a look-back at the zone change, like an Xyz Monster's
  materials: :func:`after_move`, :func:`perform_face_down`).
- **"Cannot attack"** (Gravity Bind) is a kernel :class:`~tcgkit.core.abilities.Prohibition`
  of ``attack`` events; the attack check asks it ahead (:func:`attack_forbidden`), so a
  forbidden attack is never offered and is refused naming the card; an attack already
  declared stops if it applies before the Damage Step (``battle.ConductAttack``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Ability, Action, Ctx, Pattern, Prohibition
from ...core.continuous import PERMANENT, UNTIL_END_OF_TURN, Continuous
from ...core.decision import Decision, Option
from ...core.events import DESTROY, Event
from ...core.steps import Ask, Step
from .bound import after_move as bound_after_move
from .card import ATTACK, DEFENSE, YgoCard
from .zones import (
    DECK,
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    FIELD_ZONE,
    GRAVEYARD,
    HAND,
    MONSTER_ZONE,
    SPELL_TRAP_ZONE,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import mut, objects

R_FIELD = "YGO rule: Field Spell"
R_EQUIP = "YGO rule: Equip Spell"
R_STATS = "YGO rule: continuous effects"
R_FACE_DOWN = "YGO rule: changing battle position"

STATS = "stats"
"""The index kind of ATK/DEF-changing effects (no event has this kind)."""
STAT_CHANGE = "stat_change"
"""The floating record of an ATK/DEF change that lasts for a while ("gains 700 ATK until
the end of this turn"): ``target`` the monster and its incarnation, ``value`` the
(ATK, DEF) change."""
EQUIPPED = "equipped"
"""The floating record of an Equip Card equipped to a monster: ``source`` the Equip
Card, ``value`` its incarnation, ``target`` the monster and its incarnation."""


@dataclass(frozen=True, kw_only=True)
class StatModifier(Ability):
    """A continuous effect on ATK and DEF: "<the monsters ``affects`` accepts> gain
    ``atk`` ATK and ``defense`` DEF" (negative: lose). ``affects`` receives the state,
    the context of the card that carries it and a face-up monster on the field."""

    affects: Callable[[GameState, Ctx, int], bool] = field(default=lambda s, c, o: False)
    atk: int = 0
    defense: int = 0
    ROLE: ClassVar[str] = "modify"

    def kinds(self) -> tuple[str, ...]:
        return (STATS,)


def stat(state: GameState, o: YgoObject, which: int) -> int:
    """Monster ``o``'s current ATK (``which`` 0) or DEF (1): its printed value changed by
    every :class:`StatModifier` that applies to it now (never below 0)."""
    c = o.card
    value = c.atk if which == 0 else c.defense
    if o.face_down:
        return value
    if state.continuous:
        key = (o.id, o.incarnation)
        for rec in state.continuous:
            if rec.kind == STAT_CHANGE and rec.target == key:
                value += rec.value[which]
    refs = state.modifiers.get(STATS)
    if not refs:
        return max(0, value)
    objs = state.objects
    for ref in refs:
        src = objs[ref[0]]
        # A Set card's effects do not apply, nor those an effect negated.
        if src.face_down or not state.functions(ref):
            continue
        ab = src.card.abilities[ref[1]]
        assert isinstance(ab, StatModifier)
        if ab.affects(state, Ctx(src.controller, ref[0], ref), o.id):
            value += ab.atk if which == 0 else ab.defense
    return max(0, value)


def stats_may_change(state: GameState) -> bool:
    """Whether any monster's ATK/DEF could differ from its printed values now (some
    :class:`StatModifier` applies, or a floating change was made): a Duel without one
    reads the printed values."""
    if state.modifiers.get(STATS):
        return True
    continuous = state.continuous  # none at all in most Duels: no generator for them
    return bool(continuous) and any(c.kind == STAT_CHANGE for c in continuous)


@dataclass(frozen=True)
class GainUntilEndOfTurn(Action):
    """"That target gains ``atk`` ATK (and ``defense`` DEF) until the end of this turn" (a
    floating change on the monster's incarnation: it ends if the monster leaves the
    field or is turned face-down, and at the end of the turn)."""

    atk: int = 0
    defense: int = 0
    declares = ("stats",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ctx.targets or ctx.targets[0][0] < 0:
            return
        mon = ctx.targets[0][0]
        if not face_up_on_field(state, mon):
            return
        m = _obj(state, mon)
        state.add_continuous(Continuous(STAT_CHANGE, controller=ctx.controller,
                                        target=(mon, m.incarnation),
                                        value=(self.atk, self.defense), source=ctx.source,
                                        duration=UNTIL_END_OF_TURN))
        state.log_rule(R_STATS, "{} gains {} ATK until the end of the turn: it has {} ATK / "
                       "{} DEF", m.card.name, self.atk, stat(state, m, 0), stat(state, m, 1))

    @property
    def text(self) -> str:
        return f"that target gains {self.atk} ATK until the end of this turn"


def _obj(state: GameState, oid: int) -> YgoObject:
    if TYPE_CHECKING:
        return objects(state)[oid]
    return state.objects[oid]


def of_type(*races: str) -> Callable[[GameState, Ctx, int], bool]:
    """"<Type> monsters on the field": the monster's Type is one of ``races``."""
    def affects(state: GameState, ctx: Ctx, oid: int) -> bool:
        return getattr(state.objects[oid].card, "race", "") in races
    return affects


def face_up_on_field(state: GameState, oid: int) -> bool:
    """Whether card ``oid`` is face-up in a Monster Zone."""
    o = state.objects[oid]
    z = o.zone
    return not o.face_down and (z in MONSTER_ZONE or z in EXTRA_MONSTER_ZONE)


# ---------------------------------------------------------------------- Field Spells

def place_field_spell(state: GameState, player: int, oid: int) -> None:
    """Put the Field Spell ``oid`` being activated into ``player``'s Field Zone; the
    Field Spell they already have there is sent to the GY first (not destroyed)."""
    name = state.players[player].name
    new = state.objects[oid].card.name
    for old in list(state.zones[FIELD_ZONE[player]]):
        o = state.objects[old]
        state.log_rule(R_FIELD, "{} sends {} from the Field Zone to the GY: a player has one "
                       "Field Spell, and {} takes its place", name, o.card.name, new)
        state.move(old, GRAVEYARD[o.owner], player=player, reason="send", cause="rule",
                   rule=R_FIELD)
    state.move(oid, FIELD_ZONE[player], player=player, reason="activate")


@dataclass(frozen=True)
class StartsApplying(Action):
    """What a Field Spell (or Continuous card) does as its activation resolves: nothing
    but to stay, face-up; its continuous effects apply from now on. The log shows the
    ATK/DEF of each face-up monster they change."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        src = ctx.source
        assert src is not None
        o = state.objects[src]
        if o.face_down or (o.zone not in FIELD_ZONE and o.zone not in SPELL_TRAP_ZONE):
            return
        rule = R_FIELD if o.zone in FIELD_ZONE else R_STATS
        mods = [ab for ab in o.card.abilities if isinstance(ab, StatModifier)]
        for p in (0, 1):
            for oid in (*state.zones[MONSTER_ZONE[p]], *state.zones[EXTRA_MONSTER_ZONE[p]]):
                if face_up_on_field(state, oid) and any(
                        ab.affects(state, Ctx(o.controller, src), oid) for ab in mods):
                    m = _obj(state, oid)
                    state.log_rule(rule, "{} applies: {} has {} ATK / {} DEF", o.card.name,
                                   m.card.name, stat(state, m, 0), stat(state, m, 1))

    @property
    def text(self) -> str:
        return "activate this card"


# ---------------------------------------------------------------------- Equip Spells

def equipped_to(state: GameState, equip: int) -> int | None:
    """The monster the Equip Card ``equip`` is equipped to now, or ``None``."""
    cont = state.continuous
    if not cont:
        return None
    objs = state.objects
    inc = objs[equip].incarnation
    for c in cont:
        if c.kind == EQUIPPED and c.source == equip and c.value == inc:
            mon, mon_inc = c.target
            if objs[mon].incarnation == mon_inc and face_up_on_field(state, mon):
                return int(mon)
    return None


def the_equipped_monster(state: GameState, ctx: Ctx, oid: int) -> bool:
    """"The equipped monster": the monster the card carrying the effect is equipped to."""
    return ctx.source is not None and equipped_to(state, ctx.source) == oid


@dataclass(frozen=True)
class EquipToTarget(Action):
    """An Equip Spell's resolution: it becomes equipped to its target (still a legal
    target, or the kernel's re-check has already stopped the effect)."""

    declares = ("equip",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        src = ctx.source
        if src is None or not ctx.targets or ctx.targets[0][0] < 0:
            return
        o = state.objects[src]
        if o.face_down or o.zone not in SPELL_TRAP_ZONE:
            return  # the card left the field meanwhile: nothing to equip (SettleEquip)
        mon = ctx.targets[0][0]
        m = _obj(state, mon)
        state.add_continuous(Continuous(EQUIPPED, controller=ctx.controller,
                                        target=(mon, m.incarnation), value=o.incarnation,
                                        source=src, duration=PERMANENT))
        state.log_rule(R_EQUIP, "{} is equipped to {}: it has {} ATK / {} DEF", o.card.name,
                       m.card.name, stat(state, m, 0), stat(state, m, 1))

    @property
    def text(self) -> str:
        return "equip this card to that target"


@dataclass(frozen=True)
class EquipFromDeckToTarget(Action):
    """"Equip any number of <what> with different names from your Deck and/or Extra Deck
    to that target": the player picks them one at a time (at least 1, each of a name not
    yet picked, as long as a Spell & Trap Zone is free for it), then each is placed
    face-up in a Spell & Trap Zone as an Equip Card equipped to the target (its effects
    there say what it gives the equipped monster). Nothing happens if the target is no
    longer a legal one."""

    what: str = ""
    test: Callable[[YgoCard], bool] = field(default=lambda card: False)
    declares = ("equip",)

    def found(self, state: GameState, player: int) -> list[int]:
        """The cards of the Deck and the Extra Deck it could equip."""
        return [oid for z in (DECK[player], EXTRA_DECK[player]) for oid in state.zones[z]
                if self.test(_obj(state, oid).card)]

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ctx.targets or ctx.targets[0][0] < 0:
            return
        state.push(PickEquips(ctx, ()))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        p = ctx.controller
        # A Spell activated from the hand will take a Spell & Trap Zone itself.
        own = 1 if ctx.source is not None and _obj(state, ctx.source).zone not in \
            SPELL_TRAP_ZONE else 0
        return bool(self.found(state, p)) and \
            len(state.zones[SPELL_TRAP_ZONE[p]]) + own < 5

    @property
    def text(self) -> str:
        return f"equip any number of {self.what} with different names from your Deck " \
               f"and/or Extra Deck to that target"


def _equip_action(state: GameState, ctx: Ctx) -> EquipFromDeckToTarget:
    return next(a for a in state.actions_of(ctx, "effect")
                if isinstance(a, EquipFromDeckToTarget))


class PickEquips(Ask):
    """The cards :class:`EquipFromDeckToTarget` equips, picked one at a time (``chosen``
    so far); "finish choosing" once there is one."""

    __slots__ = ("chosen", "ctx")

    def __init__(self, ctx: Ctx, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.chosen = chosen

    def _options(self, state: GameState) -> list[Option]:
        p = self.ctx.controller
        names = {_obj(state, oid).card.name for oid in self.chosen}
        out: list[Option] = []
        room = 5 - len(state.zones[SPELL_TRAP_ZONE[p]]) - len(self.chosen)
        if room > 0:
            seen: set[tuple[str, int]] = set()
            for oid in _equip_action(state, self.ctx).found(state, p):
                name = _obj(state, oid).card.name
                if name in names or (name, _obj(state, oid).zone) in seen:
                    continue
                seen.add((name, _obj(state, oid).zone))  # copies in one place: one choice
                out.append(Option("choose", oid))
        if self.chosen:
            out.append(Option("done"))
        return out

    def decide(self, state: GameState) -> Decision | None:
        options = self._options(state)
        if not options:
            return None
        return Decision(self.ctx.controller, "choose", options,
                        f"Choose {_equip_action(state, self.ctx).what} to equip", state)

    def run(self, state: GameState) -> None:
        state.log_rule(R_EQUIP, "Nothing can be equipped: nothing happens")

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "choose":
            chosen = (*self.chosen, option.obj)
            if any(o.kind == "choose" for o in PickEquips(self.ctx, chosen)._options(state)):
                state.push(PickEquips(self.ctx, chosen))
                return
        else:
            chosen = self.chosen
        p = self.ctx.controller
        mon = self.ctx.targets[0][0]
        for oid in chosen:
            state.log_rule(R_EQUIP, "{} equips {} from the {} to {}", state.players[p].name,
                           _obj(state, oid).card.name,
                           "Deck" if _obj(state, oid).zone in DECK else "Extra Deck",
                           _obj(state, mon).card.name)
            state.move(oid, SPELL_TRAP_ZONE[p], player=p, source=self.ctx.source,
                       reason="equip", cause="effect", rule=R_EQUIP)
        state.push(EquipPlaced(self.ctx, chosen))
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EQUIP))


class EquipPlaced(Step):
    """The cards just placed in the Spell & Trap Zones become Equip Cards equipped to
    the effect's target (if it is still there, face-up; otherwise they are sent to the
    GY, as an Equip Spell that cannot be equipped is)."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def run(self, state: GameState) -> None:
        mon, inc = self.ctx.targets[0]
        m = _obj(state, mon)
        here = m.incarnation == inc and face_up_on_field(state, mon)
        for oid in self.cards:
            o = _obj(state, oid)
            if o.zone not in SPELL_TRAP_ZONE:
                continue
            if not here:
                state.push(SettleEquip(oid))
                continue
            state.add_continuous(Continuous(EQUIPPED, controller=self.ctx.controller,
                                            target=(mon, inc), value=o.incarnation,
                                            source=oid, duration=PERMANENT))
            state.log_rule(R_EQUIP, "{} is equipped to {}: it has {} ATK / {} DEF",
                           o.card.name, m.card.name, stat(state, m, 0), stat(state, m, 1))


class SettleEquip(Step):
    """After an Equip Spell's chain link resolved: if it is still on the field but was
    not equipped (its target was gone, or its effect negated), it is sent to the GY (not
    destroyed)."""

    __slots__ = ("obj",)

    def __init__(self, obj: int) -> None:
        self.obj = obj

    def run(self, state: GameState) -> None:
        o = state.objects[self.obj]
        if o.zone not in SPELL_TRAP_ZONE or equipped_to(state, self.obj) is not None:
            return
        state.log_rule(R_EQUIP, "{} cannot be equipped: it is sent to the GY (not destroyed)",
                       o.card.name)
        state.move(self.obj, GRAVEYARD[o.owner], player=o.controller, reason="send",
                   cause="rule", rule=R_EQUIP)


def _end_records(state: GameState, ending: list[Continuous]) -> None:
    state.continuous = [c for c in state.continuous if all(c is not e for e in ending)]
    state.version += 1


def _unequip(state: GameState, mon: int, why: str) -> None:
    """The monster ``mon`` left the field or was turned face-down: each card equipped to
    it is destroyed by the rules."""
    objs = state.objects
    ending = [c for c in state.continuous if c.kind == EQUIPPED and c.target[0] == mon]
    if not ending:
        return
    _end_records(state, ending)
    for c in ending:
        eq = c.source
        assert eq is not None
        e = objs[eq]
        if e.incarnation != c.value or e.zone not in SPELL_TRAP_ZONE:
            continue
        state.log_rule(R_EQUIP, "{} is destroyed: the monster it was equipped to {}",
                       e.card.name, why)
        # ``source``: the monster that took it along (Spirit Burner looks where it went).
        state.move(eq, GRAVEYARD[e.owner], reason=DESTROY, cause="rule", rule=R_EQUIP,
                   source=mon)


def after_move(state: GameState, ev: Event) -> None:
    """Look back at a zone change (called by the move performer while some floating
    effect exists): a monster that left the field takes its Equip Cards with it; an
    Equip Card that left is equipped to nothing any more."""
    oid = ev.obj
    frm = ev.frm
    if oid is None or frm is None:
        return
    bound_after_move(state, ev)  # a card bound to its monster (Call of the Haunted)
    if frm in MONSTER_ZONE or frm in EXTRA_MONSTER_ZONE:
        _unequip(state, oid, "left the field")
    elif frm in SPELL_TRAP_ZONE:
        ending = [c for c in state.continuous if c.kind == EQUIPPED and c.source == oid]
        if ending:
            _end_records(state, ending)


@dataclass(frozen=True)
class ChangeToFaceDownDefense(Action):
    """"Change that target to face-down Defense Position"."""

    declares = ("position",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.targets and ctx.targets[0][0] >= 0:
            state.emit(Event("face_down", obj=ctx.targets[0][0], source=ctx.source,
                             cause="effect", rule=R_FACE_DOWN))

    @property
    def text(self) -> str:
        return "change that target to face-down Defense Position"


def perform_face_down(state: GameState, ev: Event) -> Event | None:
    """A face-up monster is changed to face-down Defense Position; the cards equipped to
    it are destroyed (an Equip Card needs a face-up monster)."""
    assert ev.obj is not None
    if not face_up_on_field(state, ev.obj):
        return None
    if TYPE_CHECKING:
        o = mut(state, ev.obj)
    else:
        o = state.mut(ev.obj)
    o.face_down = True
    o.position = DEFENSE
    o.gemini_summoned = False  # a Gemini monster turned face-down is a Normal Monster again
    state.log_rule(ev.rule, "{} is changed to face-down Defense Position", o.card.name)
    if state.continuous:
        _unequip(state, ev.obj, "was turned face-down")
    return ev


# ---------------------------------------------------------------------- "cannot attack"

def while_face_up(where: Callable[[GameState, Event, Ctx], bool]
                  ) -> Callable[[GameState, Event, Ctx], bool]:
    """``where``, while the card whose effect it is is face-up (a Set card's effects do
    not apply)."""
    def face_up(state: GameState, event: Event, ctx: Ctx) -> bool:
        if ctx.source is not None and state.objects[ctx.source].face_down:
            return False
        return where(state, event, ctx)
    return face_up


def cannot_attack(text: str, test: Callable[[GameState, int], bool]) -> Prohibition:
    """"<Monsters that pass ``test``> cannot attack" while this card is face-up."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.obj is not None and test(state, event.obj)
    return Prohibition(text, forbids=Pattern("attack", where=while_face_up(where)))


def attack_forbidden(state: GameState, player: int, oid: int) -> str | None:
    """The name of the card whose effect forbids ``player``'s monster ``oid`` to attack
    now, or ``None``: the prohibitions of ``attack`` asked ahead of the attack."""
    refs = state.prohibitions.get("attack")
    if not refs:
        return None
    ev = Event("attack", player=player, obj=oid)
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for ref in refs:
        ab = objs[ref[0]].card.abilities[ref[1]]
        if isinstance(ab, Prohibition) and state.functions(ref) and ab.forbids.matches(
                state, ev, Ctx(state.controller_of(ref), ref[0], ref, ev)):
            return objs[ref[0]].card.name
    return None


# ---------------------------------------------------------------------- more Equip Spell effects

@dataclass(frozen=True)
class ChangeEquippedToDefense(Action):
    """"Change the equipped monster to Defense Position" (nothing to do if, as it
    resolves, the card is equipped to no monster in face-up Attack Position)."""

    declares = ("position",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        mon = equipped_to(state, ctx.source) if ctx.source is not None else None
        if mon is None or _obj(state, mon).position != ATTACK:
            state.log_rule(R_EQUIP, "{}: no equipped monster in Attack Position to change",
                           state.objects[ctx.source].card.name if ctx.source is not None
                           else "?")
            return
        state.emit(Event("position", player=ctx.controller, obj=mon, source=ctx.source,
                         cause="effect", rule=R_EQUIP))

    @property
    def text(self) -> str:
        return "change the equipped monster to Defense Position"


def equipped_in_attack_position(state: GameState, ctx: Ctx) -> bool:
    """The card carrying the effect is equipped to a monster in Attack Position."""
    mon = equipped_to(state, ctx.source) if ctx.source is not None else None
    return mon is not None and _obj(state, mon).position == ATTACK


def _sent_as_the_equipped_returned_to_hand(state: GameState, event: Event, ctx: Ctx) -> bool:
    # The rules destroyed this Equip Card because the monster it was equipped to left
    # the field (``_unequip`` names that monster as the source), and that monster went to
    # the hand.
    return event.obj == ctx.source and event.cause == "rule" and event.source is not None \
        and event.to in GRAVEYARD and state.objects[event.source].zone in HAND


EQUIPPED_RETURNED_TO_HAND = Pattern("move", where=_sent_as_the_equipped_returned_to_hand)
""""When the equipped monster returns from the field to the hand and this card is sent to
the GY" (Spirit Burner)."""
