"""Summons by a Spell's effect: Fusion Summon and Ritual Summon (Master Rule, 2020
revision; the OCG's 融合召喚 and 儀式召喚).

- **Fusion Summon** (Polymerization: "Fusion Summon 1 Fusion Monster from your Extra
  Deck, using monsters from your hand or field as Fusion Material"): a Fusion Monster
  lists its Fusion Materials (:class:`FusionMaterials`), each one a named card
  (``"Flame Manipulator"``) or a description ("1 Dragon monster"). As the effect
  resolves its controller chooses the Fusion Monster, then the materials one by one
  among the monsters in their hand and on their field (face-up or face-down), then the
  zone, then the battle position (face-up Attack or Defense,
  ``extra.position_decision``); the materials are sent to the GY together (``move``
  events with ``reason`` ``"material"`` sharing one ``batch``), and the monster is
  Special Summoned (a ``summon`` event with ``reason`` ``"fusion"``) to a zone as
  ``extra.py`` says a monster from the Extra Deck may go: an Extra Monster Zone or a
  Main Monster Zone.
- **Ritual Summon** (Black Luster Ritual: "Tribute monsters from your hand or field whose
  total Levels equal 8 or more"): as the effect resolves its controller chooses the
  Ritual Monster in their hand, then the Tributes one by one among the other monsters
  in their hand and on their field, then the battle position; the Tributes are sent
  to the GY together (``reason``
  ``"tribute"``), and the Ritual Monster is Special Summoned from the hand to a Main
  Monster Zone (``summon`` with ``reason`` ``"ritual"``). With "or more", no Tribute may
  be left over: the total without any one of them is below the Level (the OCG's
  ruling that no more monsters than needed are Tributed); with "exactly", the total is
  the Level.

A card with such an effect is activated only if its summon can be made when it is
activated (:meth:`FusionSummon.can`, :meth:`RitualSummon.can`: the same check that stops
a "draw 2" with one card in the Deck). Every choice offered along the way keeps a legal
summon possible, so the summon never has to be undone. A summon made as an effect
resolves is not one that a "when a monster would be Summoned" Counter Trap can negate
(only the activation of the Spell can be).

How a monster on the field was summoned stays queryable: :func:`how_summoned` reads it
from the history (``"fusion"``, ``"ritual"``, ``"link"``, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Action, Ctx, SpellEffect
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.pipeline import forbidden
from ...core.steps import Ask
from .card import Materials, YgoCard
from .extra import (
    EXTRA_ZONE_CODE,
    R_EXTRA_ZONES,
    destinations,
    has_destination,
    log_position,
    position_decision,
    zone_text,
)
from .zones import (
    BANISHED,
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    GRAVEYARD,
    HAND,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import objects

R_FUSION = "YGO rule: Fusion Summon"
R_RITUAL = "YGO rule: Ritual Summon"


def _objs(state: GameState) -> list[YgoObject]:
    if TYPE_CHECKING:
        return objects(state)
    return state.objects


# ---------------------------------------------------------------------- card vocabulary

@dataclass(frozen=True)
class Slot:
    """One Fusion Material a Fusion Monster lists: ``text`` as printed
    (``"Flame Manipulator"``, ``1 Dragon monster``), ``test`` which cards fit it."""

    text: str
    test: Callable[[YgoCard], bool]


def named(name: str) -> Slot:
    """A Fusion Material named on the card: ``"Flame Manipulator"``."""
    return Slot(f'"{name}"', lambda card: card.name == name)


def monster_of(*, race: str = "", attribute: str = "") -> Slot:
    """A Fusion Material described by its Type and/or Attribute: "1 Dragon monster",
    "1 LIGHT monster"."""
    words = " ".join(w for w in (attribute, race) if w)
    return Slot(f"1 {words} monster",
                lambda card: card.kind == "monster" and (not race or card.race == race)
                and (not attribute or card.attribute == attribute))


@dataclass(frozen=True, kw_only=True)
class FusionMaterials(Materials):
    """A Fusion Monster's materials: exactly one monster for each of ``slots`` (a
    monster fills one slot only)."""

    slots: tuple[Slot, ...] = ()


def fusion_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str,
                   race: str, atk: int, defense: int, materials: Sequence[Slot],
                   abilities: Sequence[Ability] = (), condition: str = "") -> YgoCard:
    """A Fusion Monster: in the Extra Deck, Fusion Summoned by an effect (Polymerization)
    with the ``materials`` it lists; ``condition`` its summoning condition, if it has one
    (``card.FUSION_ONLY``)."""
    slots = tuple(materials)
    fits = _fits_any(slots)
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, extra="fusion",
                   materials=FusionMaterials(text=" + ".join(s.text for s in slots),
                                             low=len(slots), high=len(slots), each=fits,
                                             slots=slots),
                   abilities=tuple(abilities), summoning_condition=condition)


def _fits_any(slots: tuple[Slot, ...]) -> Callable[[YgoCard], bool]:
    def fits(card: YgoCard) -> bool:
        return any(s.test(card) for s in slots)
    return fits


def ritual_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str,
                   race: str, atk: int, defense: int,
                   abilities: Sequence[Ability] = ()) -> YgoCard:
    """A Ritual Monster: in the Main Deck, never Normal Summoned or Set; Special Summoned
    from the hand by a Ritual Spell's Ritual Summon."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, ritual=True,
                   abilities=tuple(abilities))


def ritual_spell(name: str, *, jp: str, passcode: str, text: str,
                 effect: Sequence[Action]) -> YgoCard:
    """A Ritual Spell: activated like a Normal Spell (from the hand in its controller's
    Main Phase, Spell Speed 1) and sent to the GY once it has resolved."""
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="spell", spell_type="ritual",
                   abilities=(SpellEffect(text, effect=tuple(effect)),))


# ---------------------------------------------------------------------- Fusion materials

def fills_materials(cards: Sequence[YgoCard], slots: tuple[Slot, ...]) -> bool:
    """Whether ``cards`` fill ``slots`` one to one (a Fusion Monster lists 2 or 3)."""
    if len(cards) != len(slots):
        return False

    def assign(i: int, used: int) -> bool:
        if i == len(slots):
            return True
        test = slots[i].test
        for j, c in enumerate(cards):
            if not used >> j & 1 and test(c) and assign(i + 1, used | 1 << j):
                return True
        return False

    return assign(0, 0)


def material_pool(state: GameState, player: int) -> list[int]:
    """The monsters ``player`` may use as Fusion Material or Tribute for a Ritual
    Summon: the monster cards in their hand, then the monsters they control."""
    objs = _objs(state)
    hand = [oid for oid in state.zones[HAND[player]] if objs[oid].card.kind == "monster"]
    return hand + monsters(state, player)


def _slots(card: YgoCard) -> tuple[Slot, ...]:
    mats = card.materials
    return mats.slots if isinstance(mats, FusionMaterials) else ()


def fusion_extends(state: GameState, player: int, card: YgoCard, chosen: tuple[int, ...],
                   rest: Sequence[int]) -> bool:
    """Whether the materials ``chosen`` so far plus some of ``rest`` fill every slot of
    ``card`` and leave it a zone once those on the field have left it."""
    slots = _slots(card)
    need = len(slots) - len(chosen)
    if not slots or need < 0:
        return False
    objs = _objs(state)
    have = [objs[m].card for m in chosen]
    fits = [m for m in rest if any(s.test(objs[m].card) for s in slots)]
    for more in combinations(fits, need):
        if fills_materials(have + [objs[m].card for m in more], slots) and \
                has_destination(state, player, card, (*chosen, *more)):
            return True
    return False


def fusion_choices(state: GameState, player: int, first: bool = False) -> list[int]:
    """The Fusion Monsters in ``player``'s Extra Deck (one per card) that could be
    Fusion Summoned now with materials from their hand and field (``first``: stop at the
    first)."""
    objs = _objs(state)
    extra = state.zones[EXTRA_DECK[player]]
    out: list[int] = []
    pool: list[int] | None = None
    seen: set[YgoCard] = set()
    for oid in extra:
        c = objs[oid].card
        if c.extra != "fusion" or c in seen:
            continue
        seen.add(c)
        if pool is None:
            pool = material_pool(state, player)
        if fusion_extends(state, player, c, (), pool):
            out.append(oid)
            if first:
                break
    return out


def _material_key(state: GameState, oid: int) -> tuple[object, ...]:
    """Monsters that are the same choice as materials or Tributes: copies of a card in
    the hand, or in the same zone of the field and both face-up (or both face-down)."""
    o = _objs(state)[oid]
    return (o.card, o.zone, o.face_down)


def _distinct(state: GameState, ids: Sequence[int]) -> list[int]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for oid in ids:
        key = _material_key(state, oid)
        if key not in seen:
            seen.add(key)
            out.append(oid)
    return out


# ---------------------------------------------------------------------- Fusion Summon

@dataclass(frozen=True)
class FusionSummon(Action):
    """"Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your
    hand or field as Fusion Material"."""

    declares = ("special_summon", "fusion_summon")

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not fusion_choices(state, ctx.controller, first=True):
            state.log_rule(R_FUSION, "{} has no Fusion Monster to Fusion Summon with the "
                           "monsters in their hand and on their field",
                           state.players[ctx.controller].name)
            return
        state.push(FusionChoice(ctx))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(fusion_choices(state, ctx.controller, first=True))

    @property
    def text(self) -> str:
        return "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from " \
               "your hand or field as Fusion Material"


class FusionChoice(Ask):
    """The player chooses the Fusion Monster to Fusion Summon (those a full set of
    materials can be found for)."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        return Decision(p, "choose", one_per_card(state, fusion_choices(state, p), "choose"),
                        "Choose a Fusion Monster to Fusion Summon", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.push(FusionMaterialChoice(self.ctx, option.obj, ()))


class FusionMaterialChoice(Ask):
    """The player chooses the next Fusion Material for ``monster`` (``chosen``: those
    chosen so far); only monsters with which the set can still be completed are
    offered."""

    __slots__ = ("chosen", "ctx", "monster")

    def __init__(self, ctx: Ctx, monster: int, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.monster = monster
        self.chosen = chosen

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        card = _objs(state)[self.monster].card
        rest = [m for m in material_pool(state, p) if m not in self.chosen]
        options = [Option("material", m) for m in _distinct(state, rest)
                   if fusion_extends(state, p, card, (*self.chosen, m),
                                     [r for r in rest if r != m])]
        text = card.materials.text if card.materials is not None else ""
        return Decision(p, "material", options,
                        f"Choose the Fusion Materials for {card.name} ({text})", state)

    def answer(self, state: GameState, option: Option) -> None:
        chosen = (*self.chosen, option.obj)
        card = _objs(state)[self.monster].card
        if len(chosen) < len(_slots(card)):
            state.push(FusionMaterialChoice(self.ctx, self.monster, chosen))
        else:
            state.push(FusionZoneChoice(self.ctx, self.monster, chosen))


class FusionZoneChoice(Ask):
    """The player chooses the zone the Fusion Monster goes to (counted once its
    materials have left the field); then the materials are sent to the GY together and
    the monster is Fusion Summoned."""

    __slots__ = ("ctx", "materials", "monster")

    def __init__(self, ctx: Ctx, monster: int, materials: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.monster = monster
        self.materials = materials

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        card = _objs(state)[self.monster].card
        codes = destinations(state, p, card, self.materials)
        return Decision(p, "zone", [Option("zone", self.monster, c) for c in codes],
                        f"Choose the zone to Fusion Summon {card.name} to", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.push(FusionPositionChoice(self.ctx, self.monster, self.materials, option.arg))


class FusionPositionChoice(Ask):
    """The player chooses the battle position the Fusion Monster is Special Summoned
    in (face-up Attack or Defense); then the Fusion Summon is made."""

    __slots__ = ("code", "ctx", "materials", "monster")

    def __init__(self, ctx: Ctx, monster: int, materials: tuple[int, ...], code: int) -> None:
        self.ctx = ctx
        self.monster = monster
        self.materials = materials
        self.code = code

    def decide(self, state: GameState) -> Decision:
        return position_decision(state, self.ctx.controller, self.monster)

    def answer(self, state: GameState, option: Option) -> None:
        _fusion_summon(state, self.ctx, self.monster, self.materials, self.code, option.arg)


def _send_together(state: GameState, player: int, ids: tuple[int, ...], monster: int,
                   reason: str, rule: str) -> None:
    """Send ``ids`` to their owners' GYs at the same time (one ``batch``), for the
    summon of ``monster``."""
    objs = _objs(state)
    batch = state.next_id()
    for m in ids:
        o = objs[m]
        state.emit(Event("move", obj=m, frm=o.zone, to=GRAVEYARD[o.owner], reason=reason,
                         cause="effect", rule=rule, player=player, source=monster,
                         batch=batch))


def _fusion_summon(state: GameState, ctx: Ctx, monster: int, materials: tuple[int, ...],
                   code: int, position: str) -> None:
    p = ctx.controller
    objs = _objs(state)
    who = state.players[p].name
    name = objs[monster].card.name
    state.log_rule(R_FUSION, "{} sends {} to the GY as Fusion Material", who,
                   ", ".join(objs[m].card.name for m in materials))
    _send_together(state, p, materials, monster, "material", R_FUSION)
    if code >= EXTRA_ZONE_CODE:
        to, column = EXTRA_MONSTER_ZONE[p], code - EXTRA_ZONE_CODE
    else:
        to, column = MONSTER_ZONE[p], code
    state.log_rule(R_FUSION, "{} Fusion Summons {}", who, name)
    state.log_rule(R_EXTRA_ZONES, "{} goes to {}", name, zone_text(code))
    log_position(state, monster, position)
    state.emit(Event("summon", player=p, obj=monster, frm=EXTRA_DECK[p], to=to, at=column,
                     rule=R_FUSION, reason="fusion", source=ctx.source,
                     data=(position, False)))


# ---------------------------------------------------------------------- Ritual Summon

def _tribute_pool(state: GameState, player: int, monster: int) -> list[int]:
    """The monsters that may be Tributed for the Ritual Summon of ``monster``: the other
    monsters in the hand and on the field that have a Level, but for those a prohibition
    keeps from being Tributed by a card effect (Diabolos, King of the Abyss: a Ritual
    Summon's Tributes are Tributed by the effect that summons, not paid as a cost)."""
    objs = _objs(state)
    pool = [m for m in material_pool(state, player) if m != monster and objs[m].card.level > 0]
    if state.prohibitions.get("move"):  # none in most Duels
        pool = [m for m in pool if forbidden(state, Event(
            "move", obj=m, frm=objs[m].zone, to=GRAVEYARD[objs[m].owner], reason="tribute",
            cause="effect", player=player, source=monster)) is None]
    return pool


def tributes_extend(state: GameState, player: int, level: int, exactly: bool,
                    chosen: tuple[int, ...], rest: Sequence[int]) -> bool:
    """Whether the Tributes ``chosen`` so far plus some of ``rest`` make a legal set for
    a Ritual Monster of ``level``: total Levels exactly ``level`` (``exactly``), or at
    least ``level`` with none left over (without any one of them the total is below
    it); and a Main Monster Zone free once those on the field have left it."""
    objs = _objs(state)
    main = state.zones[MONSTER_ZONE[player]]
    room = len(main) < MONSTER_ZONE_SIZE
    levels = [objs[m].card.level for m in rest]
    in_main = [m in main for m in rest]
    suffix = [0] * (len(rest) + 1)
    for i in range(len(rest) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + levels[i]

    def search(total: int, low: int, freed: bool, i: int) -> bool:
        if total >= level:
            fits = total == level if exactly else total - low < level
            return fits and (room or freed)
        if total + suffix[i] < level:
            return False
        for j in range(i, len(rest)):
            if search(total + levels[j], min(low, levels[j]), freed or in_main[j], j + 1):
                return True
        return False

    have = [objs[m].card.level for m in chosen]
    # With nothing chosen yet no Tribute is the lowest: the first one chosen will be.
    return search(sum(have), min(have, default=1 << 30), any(m in main for m in chosen), 0)


def ritual_choices(state: GameState, player: int, name: str, exactly: bool,
                   first: bool = False,
                   banish: Callable[[YgoCard], bool] | None = None) -> list[int]:
    """The Ritual Monsters named ``name`` in ``player``'s hand (one per card) that could
    be Ritual Summoned now with Tributes from their hand and field (or, with ``banish``,
    by banishing 1 such card from their GY instead, with a Main Monster Zone free)."""
    objs = _objs(state)
    out: list[int] = []
    instead = banish is not None and bool(banishable(state, player, banish)) \
        and not state.full(MONSTER_ZONE[player])
    for oid in state.zones[HAND[player]]:
        c = objs[oid].card
        if not c.ritual or c.name != name or any(objs[o].card is c for o in out):
            continue
        if instead or tributes_extend(state, player, c.level, exactly, (),
                                      _tribute_pool(state, player, oid)):
            out.append(oid)
            if first:
                break
    return out


def banishable(state: GameState, player: int, test: Callable[[YgoCard], bool]) -> list[int]:
    """The cards in ``player``'s GY a Ritual Spell may banish instead of Tributing
    (Chaos Form: "Blue-Eyes White Dragon" or "Dark Magician")."""
    objs = _objs(state)
    return [oid for oid in state.zones[GRAVEYARD[player]] if test(objs[oid].card)]


def _ritual_action(state: GameState, ctx: Ctx) -> RitualSummon | None:
    """The Ritual Summon action of the effect ``ctx`` resolves (its steps keep only plain
    values, so they look its banish test up there)."""
    return next((a for a in state.actions_of(ctx, "effect") if isinstance(a, RitualSummon)),
                None)


@dataclass(frozen=True)
class RitualSummon(Action):
    """"Ritual Summon <monster> from your hand, by Tributing monsters from your hand or
    field whose total Levels equal its Level or more" (``exactly``: "exactly its
    Level")."""

    monster: str = ""
    exactly: bool = False
    banish_text: str = ""
    """``banish``'s words: "or by banishing 1 <banish_text> from your GY" (Chaos Form)."""
    banish: Callable[[YgoCard], bool] | None = None
    """The cards of the GY one of which may be banished instead of all the Tributes."""
    declares = ("special_summon", "ritual_summon")

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ritual_choices(state, ctx.controller, self.monster, self.exactly, first=True,
                              banish=self.banish):
            state.log_rule(R_RITUAL, "{} cannot Ritual Summon {} now: no such monster in "
                           "the hand, or no Tributes whose Levels make it",
                           state.players[ctx.controller].name, self.monster)
            return
        state.push(RitualChoice(ctx, self.monster, self.exactly))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(ritual_choices(state, ctx.controller, self.monster, self.exactly,
                                   first=True, banish=self.banish))

    @property
    def text(self) -> str:
        how = "exactly" if self.exactly else "at least"
        instead = f", or by banishing 1 {self.banish_text} from your GY" \
            if self.banish is not None else ""
        return f"Ritual Summon \"{self.monster}\" from your hand by Tributing monsters from " \
               f"your hand or field whose total Levels are {how} its Level{instead}"


class RitualChoice(Ask):
    """The player chooses which copy of the Ritual Monster in their hand to Ritual
    Summon (one choice per card)."""

    __slots__ = ("ctx", "exactly", "name")

    def __init__(self, ctx: Ctx, name: str, exactly: bool) -> None:
        self.ctx = ctx
        self.name = name
        self.exactly = exactly

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        action = _ritual_action(state, self.ctx)
        found = ritual_choices(state, p, self.name, self.exactly,
                               banish=action.banish if action is not None else None)
        return Decision(p, "choose", one_per_card(state, found, "choose"),
                        "Choose a Ritual Monster to Ritual Summon", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.push(RitualTributeChoice(self.ctx, option.obj, self.exactly, ()))


class RitualTributeChoice(Ask):
    """The player chooses the next Tribute for the Ritual Summon of ``monster``
    (``chosen``: those chosen so far); only monsters with which a legal set can still
    be completed are offered, and once the Levels are enough the summon is made."""

    __slots__ = ("chosen", "ctx", "exactly", "monster")

    def __init__(self, ctx: Ctx, monster: int, exactly: bool, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.monster = monster
        self.exactly = exactly
        self.chosen = chosen

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        card = _objs(state)[self.monster].card
        rest = [m for m in _tribute_pool(state, p, self.monster) if m not in self.chosen]
        options = [Option("tribute", m) for m in _distinct(state, rest)
                   if tributes_extend(state, p, card.level, self.exactly, (*self.chosen, m),
                                      [r for r in rest if r != m])]
        action = _ritual_action(state, self.ctx) if not self.chosen else None
        if action is not None and action.banish is not None \
                and not state.full(MONSTER_ZONE[p]):
            # Instead of every Tribute: 1 card of the GY (Chaos Form).
            options += [Option("banish", m)
                        for m in _distinct(state, banishable(state, p, action.banish))]
        how = "exactly" if self.exactly else "at least"
        return Decision(p, "tribute", options,
                        f"Choose a monster to Tribute for {card.name} (total Levels {how} "
                        f"{card.level})", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "banish":
            state.push(RitualPositionChoice(self.ctx, self.monster, (), option.obj))
            return
        chosen = (*self.chosen, option.obj)
        objs = _objs(state)
        card = objs[self.monster].card
        if sum(objs[m].card.level for m in chosen) < card.level:
            state.push(RitualTributeChoice(self.ctx, self.monster, self.exactly, chosen))
        else:
            state.push(RitualPositionChoice(self.ctx, self.monster, chosen))


class RitualPositionChoice(Ask):
    """The player chooses the battle position the Ritual Monster is Special Summoned
    in (face-up Attack or Defense); then the Tributes go and the Ritual Summon is made."""

    __slots__ = ("banished", "ctx", "monster", "tributes")

    def __init__(self, ctx: Ctx, monster: int, tributes: tuple[int, ...],
                 banished: int = -1) -> None:
        self.ctx = ctx
        self.monster = monster
        self.tributes = tributes
        self.banished = banished

    def decide(self, state: GameState) -> Decision:
        return position_decision(state, self.ctx.controller, self.monster)

    def answer(self, state: GameState, option: Option) -> None:
        _ritual_summon(state, self.ctx, self.monster, self.tributes, option.arg,
                       self.banished)


def _ritual_summon(state: GameState, ctx: Ctx, monster: int, tributes: tuple[int, ...],
                   position: str, banished: int = -1) -> None:
    p = ctx.controller
    objs = _objs(state)
    who = state.players[p].name
    card = objs[monster].card
    if banished >= 0:
        state.log_rule(R_RITUAL, "{} banishes {} from the GY instead of Tributing, for the "
                       "Ritual Summon of {}", who, objs[banished].card.name, card.name)
        state.move(banished, BANISHED[objs[banished].owner], player=p, source=monster,
                   reason="banish", cause="effect", rule=R_RITUAL)
    else:
        state.log_rule(R_RITUAL, "{} Tributes {} (total Level {}) for the Ritual Summon of {}",
                       who, ", ".join(objs[m].card.name for m in tributes),
                       sum(objs[m].card.level for m in tributes), card.name)
        _send_together(state, p, tributes, monster, "tribute", R_RITUAL)
    state.log_rule(R_RITUAL, "{} Ritual Summons {}", who, card.name)
    log_position(state, monster, position)
    state.emit(Event("summon", player=p, obj=monster, frm=HAND[p], to=MONSTER_ZONE[p],
                     rule=R_RITUAL, reason="ritual", source=ctx.source,
                     data=(position, False)))


# ---------------------------------------------------------------------- queries

def how_summoned(state: GameState, oid: int) -> str:
    """How monster ``oid`` came to where it is: the ``reason`` of the ``summon`` that put
    it there (``"fusion"``, ``"ritual"``, ``"link"``, ``"synchro"``, ``"xyz"``,
    ``"normal"``, ``"tribute"``, ``"special"``, ``"set"``), or ``""`` if it was not
    summoned there (it is not on the field, or a setup or a move put it there)."""
    zone = _objs(state)[oid].zone
    for ev in reversed(state.history.events):
        if ev.obj == oid and ev.kind in ("summon", "move"):
            return ev.reason if ev.kind == "summon" and ev.to == zone else ""
    return ""
