"""Summoning from the Extra Deck by procedure: Link, Synchro and Xyz Summon (Master
Rule, 2020 revision).

- **Link Summon**: Link Materials whose values add up to the Link Monster's Link Rating,
  a Link Monster used as material counting as 1 or as its own Link Rating; the
  materials go to the GY.
- **Synchro Summon**: exactly 1 Tuner and 1 or more non-Tuner monsters whose Levels add
  up to the Synchro Monster's Level; the materials go to the GY.
- **Xyz Summon**: 2 or more monsters (as the card says) whose Level is the Xyz Monster's
  Rank; they become its Xyz Materials (overlay units, in the ``overlay`` zone under it),
  detached as the cost of its effects, and sent to the GY when it leaves the field.

Materials are face-up monsters their summoner controls, and the card's own words
(:class:`~.card.Materials`) say which may be used. A monster summoned from the Extra
Deck goes to an Extra Monster Zone (a player may use one of the two, and not one the
opponent occupies) or to a Main Monster Zone: a Link Monster only to a Main Monster Zone
a Link Arrow points to, a Synchro or Xyz Monster to any. The zones are counted after the
materials have left the field.

:func:`why_not_extra_summon` is the one check behind the option list, the refusal and
the summon itself; the materials and zones offered along the way are only those that
keep the summon legal, so the procedure never has to be reversed. The summon is a
``summon`` event through the pipeline (``reason``: ``"link"``/``"synchro"``).

A monster Special Summoned (by a procedure here, or by an effect: ``fusion.py``,
``vocab.py``) is placed in face-up Attack or face-up Defense Position, its controller's
choice (:func:`position_decision`, a decision of its own as the summon is carried
out), unless only one is possible: a Link Monster has no Defense Position and is always
in Attack Position, and an effect may say the position (:func:`fixed_position`).
An Xyz Monster whose materials allow more than the fewest ("2 or more Level 4
monsters") may take more, up to its most: once a set is full, the zone decision also
offers one more material (:func:`more_materials`), and choosing a zone ends them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.decision import Decision, Option
from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.procedure import Procedure, Stage, Use, register
from ...core.steps import Ask
from .card import ATTACK, DEFENSE, YgoCard
from .chain import begin_summon, why_summon_forbidden
from .links import points_at
from .zones import (
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    GRAVEYARD,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    OVERLAY,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import objects

R_LINK = "YGO rule: Link Summon"
R_SYNCHRO = "YGO rule: Synchro Summon"
R_XYZ = "YGO rule: Xyz Summon"
R_EXTRA_ZONES = "YGO rule: summoning from the Extra Deck"
RULE = {"link": R_LINK, "synchro": R_SYNCHRO, "xyz": R_XYZ}
"""The rule of each kind of summon tcgkit performs."""
R_SPECIAL_POSITION = "YGO rule: Special Summon position"
"""Cited when a Special Summoned monster's battle position is chosen or fixed."""
SUMMON_NAME = {"link": "Link Summon", "synchro": "Synchro Summon", "xyz": "Xyz Summon",
               "": "Special Summon"}
"""The name of each summon by procedure, by the monster's Extra Deck kind (``""``: a
Main Deck monster's own procedure, ``inherent.py``)."""
EXTRA_ZONE_CODE = MONSTER_ZONE_SIZE
"""Zone codes of the ``zone`` choice: 0-4 a Main Monster Zone from the player's left,
5 and 6 the left and the right Extra Monster Zone as the player sees them."""


def _objs(state: GameState) -> list[YgoObject]:
    if TYPE_CHECKING:
        return objects(state)
    return state.objects


# ---------------------------------------------------------------------- materials

def candidates(state: GameState, player: int, card: YgoCard) -> list[int]:
    """The monsters ``player`` could use as materials for ``card``: face-up, and each
    fitting what the card asks of every material."""
    objs = _objs(state)
    mats = card.materials
    each = mats.each if mats is not None else None
    out = []
    for oid in monsters(state, player):
        o = objs[oid]
        if o.face_down:
            continue
        c = o.card
        if card.extra == "synchro" and c.level < 1:
            continue  # a monster without a Level (Link, Xyz) is no Synchro Material
        if card.extra == "xyz" and c.level != card.rank:
            continue  # Xyz Materials have the Xyz Monster's Rank as their Level
        if each is not None and not each(c):
            continue
        out.append(oid)
    return out


def low_of(card: YgoCard) -> int:
    """The fewest materials ``card`` says it takes."""
    return card.materials.low if card.materials is not None else 1


def _is_tuner(card: YgoCard, material: YgoCard) -> bool:
    mats = card.materials
    return material.tuner and (mats is None or mats.tuner is None or mats.tuner(material))


def complete(state: GameState, card: YgoCard, chosen: tuple[int, ...]) -> bool:
    """Whether ``chosen`` is a full set of materials for ``card`` by its summon's rule
    and its own words."""
    objs = _objs(state)
    cards = tuple(objs[oid].card for oid in chosen)
    mats = card.materials
    if mats is not None:
        if not mats.low <= len(cards) <= mats.high:
            return False
        if mats.whole is not None and not mats.whole(cards):
            return False
    if card.extra == "link":
        need = card.link_rating
        low = len(cards)
        extra = [c.link_rating - 1 for c in cards if c.link_rating > 1]
        # Each Link material counts as 1 or as its rating: can some choice make `need`?
        sums = {low}
        for e in extra:
            sums |= {s + e for s in sums}
        return need in sums
    if card.extra == "xyz":
        return len(cards) >= 2 and all(c.level == card.rank for c in cards)
    if card.extra == "synchro":
        tuners = sum(1 for c in cards if _is_tuner(card, c))
        others = sum(1 for c in cards if not c.tuner)
        return tuners == 1 and others == len(cards) - 1 and others >= 1 \
            and sum(c.level for c in cards) == card.level
    return False


def _extends(state: GameState, player: int, card: YgoCard, chosen: tuple[int, ...],
             rest: list[int]) -> bool:
    """Whether ``chosen`` plus some of ``rest`` is a full set (:func:`complete`) that
    leaves a zone for ``card``: depth-first, with running totals that cut it off as soon
    as the smallest total a set can count for is past the target (this runs for every
    Extra Deck card at every Main Phase decision)."""
    objs = _objs(state)
    link = card.extra == "link"
    if card.extra == "xyz":
        # Every candidate already has the right Level: any big enough set will do.
        # The first full set ends the choice, so a set is exactly the fewest the card
        # takes; those from the Main Monster Zones first, as they free a zone.
        need = max(low_of(card), 2)
        k = need - len(chosen)
        if k < 0 or len(rest) < k:
            return False
        main = state.zones[MONSTER_ZONE[player]]
        pick = sorted(rest, key=lambda m: m not in main)[:k]
        return has_destination(state, player, card, (*chosen, *pick))
    target = card.link_rating if link else card.level
    mats = card.materials
    low, high = (mats.low, mats.high) if mats is not None else (1, 6)
    whole = mats.whole if mats is not None else None
    tuner_test = mats.tuner if mats is not None else None

    def full(chosen: tuple[int, ...], level: int, tuners: int, extras: tuple[int, ...]) -> bool:
        n = len(chosen)
        if n < low:
            return False
        if link:
            sums = {n}
            for e in extras:  # a Link material counts as 1 or as its rating
                sums |= {x + e for x in sums}
            if target not in sums:
                return False
        else:
            if tuners != 1 or n < 2 or level != target:
                return False
            if tuner_test is not None and not any(
                    objs[m].card.tuner and tuner_test(objs[m].card) for m in chosen):
                return False
        if whole is not None and not whole(tuple(objs[m].card for m in chosen)):
            return False
        return has_destination(state, player, card, chosen)

    def go(chosen: tuple[int, ...], level: int, tuners: int, extras: tuple[int, ...],
           rest: list[int]) -> bool:
        n = len(chosen)
        if link:
            if n > target:
                return False
        elif tuners > 1 or level > target:
            return False
        if full(chosen, level, tuners, extras):
            return True
        if n >= high or (not link and level == target):
            return False
        for i, oid in enumerate(rest):
            c = objs[oid].card
            r = c.link_rating
            if go((*chosen, oid), level + c.level, tuners + c.tuner,
                  (*extras, r - 1) if r > 1 else extras, rest[i + 1:]):
                return True
        return False

    cards = [objs[m].card for m in chosen]
    return go(chosen, sum(c.level for c in cards), sum(c.tuner for c in cards),
              tuple(c.link_rating - 1 for c in cards if c.link_rating > 1), rest)


def can_finish(state: GameState, player: int, card: YgoCard, chosen: tuple[int, ...]) -> bool:
    """Whether the materials ``chosen`` so far can be completed to a legal summon."""
    rest = [oid for oid in candidates(state, player, card) if oid not in chosen]
    # What no set can overcome, found without a search: too few monsters, no Tuner, or
    # Levels that cannot reach the Synchro Monster's even all together.
    mats = card.materials
    if len(rest) + len(chosen) < (mats.low if mats is not None else 1):
        return False
    if not chosen and card.link_rating == 1 and mats is not None and mats.high == 1 \
            and mats.whole is None:
        # A Link-1 of one material (the common case): any candidate that leaves a zone.
        return any(has_destination(state, player, card, (m,)) for m in rest)
    if card.extra == "synchro":
        objs = _objs(state)
        pool = [objs[m].card for m in (*chosen, *rest)]
        if not any(c.tuner for c in pool) or sum(c.level for c in pool) < card.level:
            return False
    return _extends(state, player, card, chosen, rest)


# ---------------------------------------------------------------------- zones

def _main_cell(player: int, column: int) -> tuple[int, int]:
    """A Main Monster Zone's cell on the Link Arrow grid (see ``links.py``)."""
    return (column, 0) if player == 0 else (4 - column, 2)


def destinations(state: GameState, player: int, card: YgoCard,
                 leaving: tuple[int, ...] = (), *, linked_only: bool = False) -> tuple[int, ...]:
    """The zones (codes: :data:`EXTRA_ZONE_CODE`) ``card`` could be summoned to from the
    Extra Deck once the monsters ``leaving`` have left the field (``linked_only``: as a
    Link Monster, only Main Monster Zones a Link Monster points to, the rule for face-up
    Pendulum Monsters Pendulum Summoned from the Extra Deck)."""
    objs = _objs(state)
    zones = state.zones
    out: list[int] = []
    mine = [oid for oid in zones[EXTRA_MONSTER_ZONE[player]] if oid not in leaving]
    if not mine:
        # The opponent's zone on their left is the one on the player's right.
        theirs = {1 - objs[oid].column for oid in zones[EXTRA_MONSTER_ZONE[1 - player]]}
        out += [EXTRA_ZONE_CODE + c for c in (0, 1) if c not in theirs]
    main = [oid for oid in zones[MONSTER_ZONE[player]] if oid not in leaving]
    if len(main) < MONSTER_ZONE_SIZE:
        taken = {objs[oid].column for oid in main}
        free = [c for c in range(MONSTER_ZONE_SIZE) if c not in taken]
        if card.extra == "link" or linked_only:
            pointed: set[tuple[int, int]] = set()
            for p in (0, 1):
                for oid in monsters(state, p):
                    o = objs[oid]
                    if o.card.link_arrows and not o.face_down and oid not in leaving:
                        pointed |= points_at(o)
            free = [c for c in free if _main_cell(player, c) in pointed]
        out += free
    return tuple(out)


def has_destination(state: GameState, player: int, card: YgoCard,
                    leaving: tuple[int, ...] = ()) -> bool:
    """Whether :func:`destinations` would offer any zone, found the cheap way first: a
    free Main Monster Zone for a Synchro Monster, a free Extra Monster Zone for any."""
    zones = state.zones
    if card.extra != "link":
        main = zones[MONSTER_ZONE[player]]
        if len(main) - sum(1 for m in leaving if m in main) < MONSTER_ZONE_SIZE:
            return True
    mine = zones[EXTRA_MONSTER_ZONE[player]]
    if not mine or all(m in leaving for m in mine):
        if len(zones[EXTRA_MONSTER_ZONE[1 - player]]) < 2:
            return True
    return bool(destinations(state, player, card, leaving))


def zone_text(code: int) -> str:
    """``"Main Monster Zone 3"``, ``"the left Extra Monster Zone"``."""
    if code >= EXTRA_ZONE_CODE:
        return f"the {'left' if code == EXTRA_ZONE_CODE else 'right'} Extra Monster Zone"
    return f"Main Monster Zone {code + 1}"


# ---------------------------------------------------------------------- legality

_NOT_IN_EXTRA = f"the card is not in your Extra Deck ({R_EXTRA_ZONES})"
_FUSION_BY_EFFECT = "a Fusion Monster is not summoned by a procedure of its own: it is " \
                    "Fusion Summoned by an effect that says so, such as Polymerization's " \
                    "(YGO rule: Fusion Summon)"


def why_not_extra_summon(state: GameState, player: int, oid: int,
                         arg: object = None) -> str | None:
    """Why ``player`` cannot summon ``oid`` from the Extra Deck by its procedure now, or
    ``None``: a Link, Synchro or Xyz Monster in their Extra Deck, with a set of their face-up
    monsters that makes legal materials for it and leaves a zone for it. Whether it is
    their Main Phase is the decision's to say."""
    o = _objs(state)[oid]
    c = o.card
    if o.zone != EXTRA_DECK[player]:
        if c.procedure is not None:  # a Main Deck monster's own procedure
            from .inherent import why_not_procedure

            return why_not_procedure(state, player, oid)
        return _NOT_IN_EXTRA
    rule = RULE.get(c.extra)
    if c.extra == "fusion":
        return _FUSION_BY_EFFECT
    if rule is None:
        return f"tcgkit does not summon {c.extra.capitalize()} Monsters by their procedure " \
               f"yet ({R_EXTRA_ZONES})"
    if state.prohibitions.get("summon"):  # a lock on Special Summons, rarely any
        locked = why_summon_forbidden(state, player, oid, c.extra)
        if locked is not None:
            return locked
    text = c.materials.text if c.materials is not None else "materials"
    if not can_finish(state, player, c, ()):
        return f"{SUMMON_NAME[c.extra]} with wrong materials: {c.name} needs {text}, and " \
               f"the face-up monsters you control make no such set that leaves it a zone " \
               f"({rule})"
    return None


# ---------------------------------------------------------------------- battle position

POSITIONS = (ATTACK, DEFENSE)
"""The battle positions a Special Summoned monster may be placed in (face-up)."""
POSITION_OPTIONS = tuple(Option("position", -1, p) for p in POSITIONS)
"""The options of a decision on the battle position a monster is Special Summoned in."""


def fixed_position(card: YgoCard, says: str = "") -> str:
    """The one battle position ``card`` can be Special Summoned in, or ``""`` when its
    controller chooses: Attack Position for a Link Monster (it has no Defense Position),
    otherwise what the effect ``says`` ("Special Summon it in Defense Position")."""
    if card.extra == "link":
        return ATTACK
    return says


def position_decision(state: GameState, player: int, oid: int) -> Decision:
    """``player`` chooses the battle position ``oid`` is Special Summoned in: face-up
    Attack or face-up Defense (the options: ``position`` with ``arg`` the position)."""
    name = _objs(state)[oid].card.name
    return Decision(player, "position", POSITION_OPTIONS,
                    f"Choose the battle position to Special Summon {name} in: face-up "
                    f"Attack or face-up Defense Position", state)


def log_position(state: GameState, oid: int, position: str, says: str = "") -> None:
    """Say in the log which position ``oid`` is Special Summoned in, and why: its
    controller's choice, the effect's words (``says``), or being a Link Monster."""
    card = _objs(state)[oid].card
    if card.extra == "link":
        why = "a Link Monster has no Defense Position"
    elif says:
        why = "as the effect says"
    else:
        why = f"{state.players[_objs(state)[oid].controller].name}'s choice"
    state.log_rule(R_SPECIAL_POSITION, "{} is placed in face-up {} Position ({})", card.name,
                   position.capitalize(), why)


class ChoosePosition(Ask):
    """The summoning player chooses the battle position of a monster about to be
    Special Summoned by an effect; the summon (``then``: the ``summon`` event with any
    position) is then made in that position."""

    __slots__ = ("then",)

    def __init__(self, then: Event) -> None:
        self.then = then

    def decide(self, state: GameState) -> Decision:
        assert self.then.player is not None and self.then.obj is not None
        return position_decision(state, self.then.player, self.then.obj)

    def answer(self, state: GameState, option: Option) -> None:
        ev = self.then
        assert ev.obj is not None
        log_position(state, ev.obj, option.arg)
        state.emit(ev.replace(data=(option.arg, False)))


def special_summon(state: GameState, event: Event, says: str = "") -> None:
    """Special Summon by an effect: ``event`` (a ``summon``) is made in the position
    the effect ``says`` or a Link Monster must take, or else in the one its controller
    chooses (:class:`ChoosePosition`). A monster whose summoning condition forbids it
    (:func:`~.inherent.why_not_special_summon`) stays where it is."""
    assert event.obj is not None
    card = _objs(state)[event.obj].card
    if card.summoning_condition:  # rare: only such monsters pay for the check
        from .inherent import R_CONDITION, why_not_special_summon  # it imports this module

        forbidden = why_not_special_summon(state, event.obj)
        if forbidden is not None:
            state.log_rule(R_CONDITION, "Nothing is Special Summoned: {}", forbidden)
            return
    fixed = fixed_position(card, says)
    if fixed:
        log_position(state, event.obj, fixed, says)
        state.emit(event.replace(data=(fixed, False)))
    else:
        state.push(ChoosePosition(event))


# ---------------------------------------------------------------------- the procedure

def _announce(state: GameState, use: Use) -> Use | None:
    reason = why_not_extra_summon(state, use.player, use.obj)
    if reason is not None:
        raise IllegalAction(reason)
    return None


def _ask_materials(state: GameState, use: Use) -> Decision | None:
    p = use.player
    card = _objs(state)[use.obj].card
    chosen: tuple[int, ...] = use.get("materials", ())
    # The first full set that leaves a zone is the materials: every legal set can be
    # chosen so (a Link Monster that counts as 1 chosen after the others).
    if chosen and complete(state, card, chosen) and destinations(state, p, card, chosen):
        return None
    rest = [oid for oid in candidates(state, p, card) if oid not in chosen]
    options = [Option("material", oid) for i, oid in enumerate(rest)
               if _extends(state, p, card, (*chosen, oid), rest[i + 1:] + rest[:i])]
    text = card.materials.text if card.materials is not None else "materials"
    return Decision(p, "material", options,
                    f"Choose the materials for {card.name} ({text})", state)


def _record_material(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("materials", (*use.get("materials", ()), option.obj))


def more_materials(state: GameState, player: int, card: YgoCard,
                   chosen: tuple[int, ...]) -> list[int]:
    """The monsters that could still be added to the full set ``chosen`` of an Xyz
    Monster whose materials allow more than the fewest ("2 or more Level 4 monsters",
    up to its most): any other candidate, as long as the set stays one its words allow
    (more materials leaving the field only free more zones)."""
    mats = card.materials
    if card.extra != "xyz" or mats is None or len(chosen) >= mats.high:
        return []
    return [m for m in candidates(state, player, card)
            if m not in chosen and complete(state, card, (*chosen, m))]


def _ask_zone(state: GameState, use: Use) -> Decision | None:
    if use.get("zone") is not None:
        return None
    card = _objs(state)[use.obj].card
    chosen: tuple[int, ...] = use.get("materials", ())
    codes = destinations(state, use.player, card, chosen)
    options = [Option("zone", use.obj, c) for c in codes]
    more = more_materials(state, use.player, card, chosen)
    if more:
        # The set is full but the card allows more: choosing a zone ends the materials.
        text = card.materials.text if card.materials is not None else "materials"
        return Decision(use.player, "zone", [*options, *(Option("material", m) for m in more)],
                        f"Choose the zone to summon {card.name} to, or one more material "
                        f"({text})", state)
    return Decision(use.player, "zone", options,
                    f"Choose the zone to summon {card.name} to", state)


def _record_zone(state: GameState, use: Use, option: Option) -> Use:
    if option.kind == "material":
        return _record_material(state, use, option)
    return use.with_plan("zone", option.arg)


def ask_position(state: GameState, use: Use) -> Decision | None:
    """A summon procedure's stage: the battle position of the monster being Special
    Summoned, unless it is chosen already or the card fixes it."""
    if use.get("position") is not None or fixed_position(_objs(state)[use.obj].card):
        return None
    return position_decision(state, use.player, use.obj)


def record_position(state: GameState, use: Use, option: Option) -> Use:
    """:func:`ask_position`'s answer, in the plan."""
    return use.with_plan("position", option.arg)


def _summon(state: GameState, use: Use) -> Use | None:
    p = use.player
    objs = _objs(state)
    card = objs[use.obj].card
    rule = RULE[card.extra]
    who = state.players[p].name
    materials: tuple[int, ...] = use.get("materials", ())
    code: int = use.get("zone")
    state.log_rule(rule, "{} {}s {} using {}", who, SUMMON_NAME[card.extra], card.name,
                   ", ".join(objs[m].card.name for m in materials))
    for m in materials:
        if card.extra == "xyz":  # overlay units: attached under it (rules.perform_move)
            state.emit(Event("move", obj=m, frm=objs[m].zone, to=OVERLAY[objs[m].owner],
                             player=p, source=use.obj, target=use.obj, reason="attach",
                             cause="rule", rule=rule))
        else:
            state.move(m, GRAVEYARD[objs[m].owner], player=p, source=use.obj,
                       reason="material", cause="rule", rule=rule)
    if code >= EXTRA_ZONE_CODE:
        to, column = EXTRA_MONSTER_ZONE[p], code - EXTRA_ZONE_CODE
    else:
        to, column = MONSTER_ZONE[p], code
    state.log_rule(R_EXTRA_ZONES, "{} goes to {}", card.name, zone_text(code))
    position: str = use.get("position") or fixed_position(card) or ATTACK
    log_position(state, use.obj, position)
    begin_summon(state, Event("summon", player=p, obj=use.obj, frm=EXTRA_DECK[p], to=to,
                              at=column, rule=rule, reason=card.extra,
                              data=(position, False)),
                 special=True)
    return None


register("ygo.extra", Procedure("Summon from the Extra Deck", (
    Stage("announce", R_EXTRA_ZONES, do=_announce),
    Stage("materials", R_EXTRA_ZONES, ask=_ask_materials, record=_record_material),
    Stage("zone", R_EXTRA_ZONES, ask=_ask_zone, record=_record_zone),
    Stage("position", R_SPECIAL_POSITION, ask=ask_position, record=record_position),
    Stage("summon", R_EXTRA_ZONES, do=_summon),
), rewind_rule=R_EXTRA_ZONES, checked_in_advance=True))


def field_key(state: GameState, player: int) -> tuple[object, ...]:
    """What ``player``'s summons from the Extra Deck depend on: their own monsters (where
    each is, whether it is face-up), the opponent's Extra Monster Zone and the
    opponent's face-up Link Monsters (whose arrows may point at ``player``'s zones)."""
    objs = _objs(state)
    their_emz = EXTRA_MONSTER_ZONE[1 - player]
    mine = tuple((oid, o.zone, o.face_down, o.column) for oid in monsters(state, player)
                 for o in (objs[oid],))
    theirs = tuple((oid, o.column) for oid in monsters(state, 1 - player)
                   for o in (objs[oid],)
                   if o.zone == their_emz or (o.card.link_arrows and not o.face_down))
    return (mine, theirs)


_CACHE = ("ygo.extra.0", "ygo.extra.1")
"""``state.cache`` keys, per player: the :func:`field_key` and Extra Deck the last
options were found for, and those options."""


def _may_have_materials(card: YgoCard, faceup: list[YgoCard]) -> bool:
    """A necessary condition for :func:`why_not_extra_summon`, from the face-up monsters
    alone: enough of them, a Tuner and Levels enough for a Synchro Monster, enough of
    the Rank's Level for an Xyz Monster."""
    if len(faceup) < low_of(card) or card.extra == "fusion":  # Fusion: by effects only
        return False
    if card.extra == "synchro":
        return any(c.tuner for c in faceup) and sum(c.level for c in faceup) >= card.level
    if card.extra == "xyz":
        return sum(1 for c in faceup if c.level == card.rank) >= max(low_of(card), 2)
    return True


def extra_summon_options(state: GameState, player: int) -> list[Option]:
    """The Extra Deck monsters ``player`` can summon by procedure now (copies are one
    choice). Unless a lock on summons is about, the answer is kept in ``state.cache``
    while :func:`field_key` and the Extra Deck stay the same (most actions of a Main
    Phase change no monster), so the search for materials runs once per field."""
    extra = state.zones[EXTRA_DECK[player]]
    if not extra:
        return []
    objs = _objs(state)
    # Every summon tcgkit performs from the Extra Deck uses face-up monsters: with none,
    # no search.
    faceup = [objs[m].card for m in monsters(state, player) if not objs[m].face_down]
    if not faceup:
        return []
    # A lock on summons may hang on anything (a pledge, a material count): with one
    # about, the answer is not kept.
    key = None if state.prohibitions.get("summon") else (field_key(state, player), tuple(extra))
    slot = _CACHE[player]
    cached = state.cache.get(slot)
    if cached is not None and key is not None and cached[0] == key:
        return list(cached[1])
    out: list[Option] = []
    seen: set[YgoCard] = set()
    for oid in extra:
        c = objs[oid].card
        if c in seen:
            continue
        seen.add(c)
        if _may_have_materials(c, faceup) and why_not_extra_summon(state, player, oid) is None:
            out.append(Option("extra", oid))
    if key is not None:
        state.cache[slot] = (key, out)
    return list(out)
