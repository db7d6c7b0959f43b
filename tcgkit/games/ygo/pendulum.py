"""Pendulum Monsters (Master Rule, 2020 revision): the Pendulum Zones, the Pendulum Scales
and the Pendulum Summon.

- The Pendulum Zones are the leftmost and the rightmost Spell & Trap Zone (columns 0
  and 4, as their player sees them). A Pendulum Monster in the hand may be activated as a
  Spell Card into a free one (:func:`why_not_scale`, checked through
  :func:`~.play.why_not_activate`); its ``column`` records which. That is a Spell
  Card's activation: chain link 1 (:class:`ScaleLink`), which the opponent may respond
  to (Solemn Judgment negates it), with no effect to resolve (:func:`resolve_scale`).
- With a card in each Pendulum Zone, once per turn in their Main Phase a player may
  Pendulum Summon any number of monsters whose Levels are strictly between the two
  Pendulum Scales, from the hand and face-up from the Extra Deck (from the Extra Deck
  only into an Extra Monster Zone or a Main Monster Zone a Link Monster points to). It
  is a Special Summon: each monster is placed face-up in Attack or Defense Position,
  as the player chooses for each (one decision per monster once all are chosen), and
  passes the moment a Summon can be negated (:func:`~.chain.begin_summon`).
- A Pendulum Monster on the field that would be sent to the GY is placed face-up in its
  owner's Extra Deck instead (``rules.perform_move``). tcgkit knows Main Deck Pendulum
  Monsters only, so a Pendulum Monster in the Extra Deck is always a face-up one, which
  both players see (:func:`face_up_extra`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...core.abilities import Ability
from ...core.decision import Decision, Option
from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.limits import AT_ACTIVATION, PLAYER, Limit
from ...core.pending import PendingItem
from ...core.procedure import Procedure, Stage, Use, register
from ...core.steps import Step
from .card import YgoCard
from .chain import (
    R_CHAIN,
    R_NEGATE,
    SUMMONED_WINDOW,
    OpenWindow,
    begin_summon,
    why_locked,
    why_no_spell_trap_zone,
    why_summon_forbidden,
)
from .extra import EXTRA_ZONE_CODE, POSITION_OPTIONS, destinations, zone_text
from .zones import (
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    HAND,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    SPELL_TRAP_ZONE,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut, objects

R_PENDULUM_ZONE = "YGO rule: Pendulum Zones"
R_PENDULUM_SUMMON = "YGO rule: Pendulum Summon"
R_PENDULUM_EXTRA = "YGO rule: Pendulum Monsters leaving the field"
PENDULUM_COLUMNS = (0, 4)
"""The Spell & Trap Zones that are the Pendulum Zones: the leftmost and the rightmost."""
SPELL_TRAP_SIZE = 5
PENDULUM_SUMMON = Limit(name="Pendulum Summon", shared=PLAYER, spent=AT_ACTIVATION)
"""One Pendulum Summon per turn (as a rule; effects may grant more)."""


def _card(state: GameState, oid: int) -> YgoCard:
    card = state.objects[oid].card
    assert isinstance(card, YgoCard)
    return card


def is_pendulum(card: object) -> bool:
    """Whether ``card`` is a Pendulum Monster (cheap: read at every move to the GY)."""
    return bool(getattr(card, "pendulum_scale", 0))


def face_up_extra(state: GameState, player: int) -> list[int]:
    """The face-up Pendulum Monsters in ``player``'s Extra Deck (public knowledge)."""
    return [oid for oid in state.zones[EXTRA_DECK[player]] if is_pendulum(state.objects[oid].card)]


# ---------------------------------------------------------------------- the Pendulum Zones

def scales(state: GameState, player: int) -> dict[int, int]:
    """``player``'s Pendulum Zones that hold a card: column -> that card."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out: dict[int, int] = {}
    for oid in state.zones[SPELL_TRAP_ZONE[player]]:
        column = objs[oid].column
        if column in PENDULUM_COLUMNS:
            out[column] = oid
    return out


def free_pendulum_zones(state: GameState, player: int) -> tuple[int, ...]:
    """The Pendulum Zones (columns) ``player`` could activate a Pendulum Monster into.
    Other Spells and Traps are placed without a column: they take the three middle
    zones first, so only those beyond three take a Pendulum Zone."""
    zone = state.zones[SPELL_TRAP_ZONE[player]]
    held = scales(state, player)
    others = len(zone) - len(held)
    free = [c for c in PENDULUM_COLUMNS if c not in held]
    room = len(PENDULUM_COLUMNS) - len(held) - max(0, others - (SPELL_TRAP_SIZE - 2))
    return tuple(free[:max(0, room)])


def why_not_scale(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot activate the Pendulum Monster ``oid`` from the hand into a
    Pendulum Zone now, or ``None`` if they can (the one check behind the option, the
    refusal and the activation)."""
    o = state.objects[oid]
    if o.zone != HAND[player]:
        return f"a Pendulum Monster is activated into a Pendulum Zone from your hand " \
               f"({R_PENDULUM_ZONE})"
    if state.active != player or state.step not in ("main1", "main2") or state.pending.items:
        return f"a Pendulum Monster is activated as a Spell Card in your own Main Phase, " \
               f"never in response ({R_PENDULUM_ZONE})"
    if not free_pendulum_zones(state, player):
        return f"both of your Pendulum Zones (the leftmost and the rightmost Spell & Trap " \
               f"Zone) are taken ({R_PENDULUM_ZONE})"
    no_zone = why_no_spell_trap_zone(state, player, R_PENDULUM_ZONE)  # a locked zone
    if no_zone is not None:
        return no_zone
    for ab in o.card.abilities:
        if isinstance(ab, ScaleActivationCondition) and not ab.test(state, player):
            return f"{o.card.name}: {ab.text} ({R_PENDULUM_ZONE})"
    return why_locked(state, player, oid, effect=False)  # the activation of a card


@dataclass(frozen=True, kw_only=True)
class ScaleActivationCondition(Ability):
    """A condition on activating the card as a Pendulum Scale from the hand
    (Timegazer Magician's "you can activate this card only if you control no
    monsters"), which a refusal quotes."""

    test: Callable[[GameState, int], bool] = field(default=lambda state, player: True)


@dataclass(frozen=True, kw_only=True)
class ScaleBecomes(Ability):
    """"If your other Pendulum Zone has no <card ``kin`` accepts>, this card's Pendulum
    Scale becomes ``value``" (asked wherever a Pendulum Scale is read: the Pendulum
    Summon's range)."""

    value: int = 0
    kin: Callable[[YgoCard], bool] = field(default=lambda card: False)


def current_scale(state: GameState, oid: int) -> int:
    """The Pendulum Scale of the card ``oid`` in a Pendulum Zone now: its printed one, or
    the one a :class:`ScaleBecomes` of its own gives it."""
    card = _card(state, oid)
    scale = card.pendulum_scale
    for ab in card.abilities:
        if isinstance(ab, ScaleBecomes):
            o = state.objects[oid]
            others = [_card(state, m) for m in scales(state, o.controller).values() if m != oid]
            if not any(ab.kin(c) for c in others):
                scale = ab.value
    return scale


class PlaceInColumn(Step):
    """Record which Pendulum Zone a card just activated there is in (once it is in its
    zone: entering a zone resets it)."""

    __slots__ = ("column", "obj")

    def __init__(self, obj: int, column: int) -> None:
        self.obj = obj
        self.column = column

    def run(self, state: GameState) -> None:
        if state.objects[self.obj].zone in SPELL_TRAP_ZONE:
            if TYPE_CHECKING:
                mut(state, self.obj).column = self.column
            else:
                state.mut(self.obj).column = self.column


def activate_scale(state: GameState, player: int, oid: int) -> None:
    """Activate the Pendulum Monster ``oid`` as a Spell Card into ``player``'s leftmost
    free Pendulum Zone, where its Pendulum Scale applies."""
    reason = why_not_scale(state, player, oid)
    if reason is not None:
        raise IllegalAction(reason)
    column = free_pendulum_zones(state, player)[0]
    card = _card(state, oid)
    state.log_rule(R_PENDULUM_ZONE, "{} activates {} in the {} Pendulum Zone (Pendulum Scale "
                   "{})", state.players[player].name, card.name,
                   "left" if column == 0 else "right", card.pendulum_scale)
    state.move(oid, SPELL_TRAP_ZONE[player], player=player, reason="activate",
               rule=R_PENDULUM_ZONE)
    state.push(PlaceInColumn(oid, column), ScaleLink(player, oid))


class ScaleLink(Step):
    """Activating a Pendulum Scale is the activation of a Spell Card: it becomes chain
    link 1 (Spell Speed 1), which the opponent may respond to (a Counter Trap that
    negates the activation of a Spell Card), and it has no effect to resolve."""

    __slots__ = ("obj", "player")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj

    def run(self, state: GameState) -> None:
        o = state.objects[self.obj]
        if o.zone != SPELL_TRAP_ZONE[self.player]:
            return  # it never got there (a replacement moved it elsewhere)
        item = PendingItem(state.next_id(), "spell", self.player, obj=self.obj, speed=1,
                           data=(("from", "hand"), ("inc", o.incarnation)))
        state.pending.add(state, item, response=True)
        state.log_rule(R_CHAIN, "Chain Link {}: {} (the activation of a Pendulum Scale)",
                       len(state.pending), o.card.name)


def resolve_scale(state: GameState, item: PendingItem) -> None:
    """The activation of a Pendulum Scale resolves: nothing happens beyond its being
    placed, unless the activation was negated (its card is then no longer there)."""
    assert item.obj is not None
    name = _card(state, item.obj).name
    if "activation_negated" in item.status:
        state.log_rule(R_NEGATE, "{}: its activation was negated; it does nothing", name)
        return
    state.log_rule(R_PENDULUM_ZONE, "The activation of {} resolves: it stays in its Pendulum "
                   "Zone, where its Pendulum Scale applies", name)


# ---------------------------------------------------------------------- the Pendulum Summon

def scale_range(state: GameState, player: int) -> tuple[int, int] | None:
    """The lower and the higher Pendulum Scale of ``player``'s two Pendulum Zones, or
    ``None`` unless both hold a face-up Pendulum Monster."""
    held = scales(state, player)
    if len(held) < 2:
        return None
    values = []
    for oid in held.values():
        o = state.objects[oid]
        if o.face_down or not is_pendulum(o.card):
            return None
        values.append(current_scale(state, oid))
    return min(values), max(values)


def _in_range(card: YgoCard, low: int, high: int) -> bool:
    # A Ritual Monster is Ritual Summoned first; a monster without a Level never fits.
    return card.kind == "monster" and not card.extra and not card.ritual \
        and low < card.level < high


def _free_main(state: GameState, player: int) -> list[int]:
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    taken = {objs[m].column for m in state.zones[MONSTER_ZONE[player]]}
    return [c for c in range(MONSTER_ZONE_SIZE) if c not in taken]


def pendulum_choices(state: GameState, player: int,
                     chosen: tuple[tuple[int, int], ...] = ()) -> list[Option]:
    """The monsters ``player`` could still add to the Pendulum Summon ``chosen`` (pairs of
    monster and zone code, -1 for a monster from the hand, placed in a free Main Monster
    Zone): ``choose`` a monster in the hand, ``zone`` a face-up one in the Extra Deck
    with the zone it would go to. Only monsters that could still be placed are offered."""
    bounds = scale_range(state, player)
    if bounds is None:
        return []
    low, high = bounds
    picked = {m for m, _ in chosen}
    from_hand = sum(1 for _, code in chosen if code < 0)
    extra_codes = {code for _, code in chosen if code >= 0}
    free_main = [c for c in _free_main(state, player) if c not in extra_codes]
    out: list[Option] = []
    if len(free_main) > from_hand:
        seen: set[YgoCard] = set()
        for oid in state.zones[HAND[player]]:
            card = _card(state, oid)
            if oid not in picked and card not in seen and _in_range(card, low, high):
                seen.add(card)
                out.append(Option("choose", oid))
    faceup = face_up_extra(state, player)
    if faceup:
        emz_taken = any(code >= EXTRA_ZONE_CODE for code in extra_codes)
        # Like a Link Monster: an Extra Monster Zone, or a Main Monster Zone one points to.
        codes = [c for c in destinations(state, player, _card(state, faceup[0]),
                                         linked_only=True)
                 if c not in extra_codes and not (emz_taken and c >= EXTRA_ZONE_CODE)
                 and (c >= EXTRA_ZONE_CODE or len(free_main) - 1 >= from_hand)]
        for oid in faceup:
            if oid not in picked and _in_range(_card(state, oid), low, high):
                out += [Option("zone", oid, c) for c in codes]
    return out


def why_not_pendulum_pick(state: GameState, player: int, oid: int) -> str | None:
    """Why the card ``oid`` cannot be added to the Pendulum Summon being made (its
    ``choose`` refused), or ``None`` if it is offered."""
    bounds = scale_range(state, player) or (0, 0)
    card = _card(state, oid)
    if state.objects[oid].zone != HAND[player]:
        return f"a Pendulum Summon takes monsters from your hand or face-up from your " \
               f"Extra Deck ({R_PENDULUM_SUMMON})"
    if not _in_range(card, *bounds):
        return f"{card.name} is not a monster whose Level is strictly between the Pendulum " \
               f"Scales {bounds[0]} and {bounds[1]} ({R_PENDULUM_SUMMON})"
    decision = state.decision
    if decision is not None and Option("choose", oid) not in decision.options:
        return f"no Main Monster Zone is left for {card.name} ({R_PENDULUM_SUMMON})"
    return None


def why_not_pendulum_summon(state: GameState, player: int, oid: int = -1,
                            arg: object = None) -> str | None:
    """Why ``player`` cannot begin a Pendulum Summon now, or ``None`` if they can: the
    one check behind the ``pendulum`` option, its refusal and the summon itself."""
    if state.active != player or state.step not in ("main1", "main2") or state.pending.items:
        return f"a Pendulum Summon is made in your own Main Phase, never in response " \
               f"({R_PENDULUM_SUMMON})"
    if scale_range(state, player) is None:
        return f"a Pendulum Summon needs a Pendulum Scale in each of your two Pendulum " \
               f"Zones ({R_PENDULUM_SUMMON})"
    if not PENDULUM_SUMMON.available(state, player):
        return f"you have already Pendulum Summoned this turn (once per turn; " \
               f"{R_PENDULUM_SUMMON})"
    locked = why_summon_forbidden(state, player, None, "pendulum")
    if locked is not None:
        return locked
    if not pendulum_choices(state, player):
        low, high = scale_range(state, player) or (0, 0)
        return f"no monster in your hand or face-up in your Extra Deck whose Level is " \
               f"between {low} and {high} can be placed ({R_PENDULUM_SUMMON})"
    return None


def pendulum_option(state: GameState, player: int) -> Option | None:
    """The ``pendulum`` option if ``player`` may Pendulum Summon now (its ``obj``: the card
    in their left Pendulum Zone)."""
    held = scales(state, player)
    if len(held) < 2 or why_not_pendulum_summon(state, player) is not None:
        return None
    return Option("pendulum", held[0])


def _announce(state: GameState, use: Use) -> Use | None:
    reason = why_not_pendulum_summon(state, use.player)
    if reason is not None:
        raise IllegalAction(reason)
    return None


def _ask_monsters(state: GameState, use: Use) -> Decision | None:
    chosen: tuple[tuple[int, int], ...] = use.get("chosen", ())
    if use.get("done"):
        return None
    options = pendulum_choices(state, use.player, chosen)
    if not options:
        return None
    if chosen:
        options.append(Option("done"))
    low, high = scale_range(state, use.player) or (0, 0)
    return Decision(use.player, "pendulum", options,
                    f"Choose a monster to Pendulum Summon (Levels {low + 1}-{high - 1})"
                    + (", or finish" if chosen else ""), state)


def _record_monster(state: GameState, use: Use, option: Option) -> Use:
    if option.kind == "done":
        return use.with_plan("done", True)
    code = option.arg if option.kind == "zone" else -1
    return use.with_plan("chosen", (*use.get("chosen", ()), (option.obj, code)))


def _ask_position(state: GameState, use: Use) -> Decision | None:
    # One decision per monster, in the order they were chosen (a Pendulum Summon is a
    # Special Summon: each is placed face-up in Attack or Defense Position).
    chosen: tuple[tuple[int, int], ...] = use.get("chosen", ())
    positions: tuple[str, ...] = use.get("positions", ())
    if len(positions) >= len(chosen):
        return None
    name = _card(state, chosen[len(positions)][0]).name
    return Decision(use.player, "position", POSITION_OPTIONS,
                    f"Pendulum Summon: choose the battle position of {name}: face-up Attack "
                    f"or face-up Defense Position", state)


def _record_position(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("positions", (*use.get("positions", ()), option.arg))


class SummonEach(Step):
    """The monsters of one Pendulum Summon are Summoned: each passes the moment its
    Summon can be negated (one after the other: that moment holds one monster)."""

    __slots__ = ("events",)

    def __init__(self, events: tuple[Event, ...]) -> None:
        self.events = events

    def run(self, state: GameState) -> None:
        first, *rest = self.events
        if rest:
            state.push(SummonEach(tuple(rest)))
        begin_summon(state, first, special=True, respond=False)


def _summon(state: GameState, use: Use) -> Use | None:
    p = use.player
    chosen: tuple[tuple[int, int], ...] = use.get("chosen", ())
    PENDULUM_SUMMON.spend(state, p)
    names = ", ".join(_card(state, m).name for m, _ in chosen)
    state.log_rule(R_PENDULUM_SUMMON, "{} Pendulum Summons {}", state.players[p].name, names)
    free = [c for c in _free_main(state, p) if c not in {code for _, code in chosen}]
    positions: tuple[str, ...] = use.get("positions", ())
    events = []
    for (m, code), position in zip(chosen, positions, strict=True):
        if code < 0:
            to, column = MONSTER_ZONE[p], free.pop(0)
        elif code >= EXTRA_ZONE_CODE:
            to, column = EXTRA_MONSTER_ZONE[p], code - EXTRA_ZONE_CODE
        else:
            to, column = MONSTER_ZONE[p], code
        where = zone_text(column if to == MONSTER_ZONE[p] else EXTRA_ZONE_CODE + column)
        state.log_rule(R_PENDULUM_SUMMON, "{} goes from the {} to {} in face-up {} "
                       "Position", _card(state, m).name,
                       "hand" if code < 0 else "Extra Deck", where, position.capitalize())
        events.append(Event("summon", player=p, obj=m, frm=state.objects[m].zone, to=to,
                            at=column, rule=R_PENDULUM_SUMMON, reason="pendulum",
                            data=(position, False)))
    state.push(SummonEach(tuple(events)))
    if state.statics.get("activate:ability"):
        # Once the monsters are Summoned, both players may respond (one window for all).
        state.push(OpenWindow(SUMMONED_WINDOW))
    return None


register("ygo.pendulum", Procedure("Pendulum Summon", (
    Stage("announce", R_PENDULUM_SUMMON, do=_announce),
    Stage("monsters", R_PENDULUM_SUMMON, ask=_ask_monsters, record=_record_monster),
    Stage("positions", R_PENDULUM_SUMMON, ask=_ask_position, record=_record_position),
    Stage("summon", R_PENDULUM_SUMMON, do=_summon),
), rewind_rule=R_PENDULUM_SUMMON, checked_in_advance=True))
