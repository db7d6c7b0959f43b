"""Mana charge, using cards (the 使う procedure of seed 003, DM-USE-01..07) and paying
mana with the civilization requirement (DM 112.2)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.abilities import CostModifier, Ctx, Permission, Ref, SpellEffect
from ...core.automation import MANA as AUTO_MANA
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, Options
from ...core.errors import IllegalAction
from ...core.events import new_event
from ...core.limits import AT_ACTIVATION, PLAYER, Limit, left, spend_for
from ...core.payment import tap_choices
from ...core.pending import PendingItem
from ...core.procedure import Procedure, Stage, Use, register
from ...core.resolve import ToGraveyard, resolve_effect
from ...core.steps import Ask
from .aura import ask_attach, record_attach, why_not_aura
from .aura import from_graveyard as aura_from_graveyard
from .aura import resolve as use_aura
from .card import DmCard
from .evolution import ask_base, record_base, summon_event, why_not_evolve
from .exile import why_not_put_out
from .fortify import ask_shield, fortify, record_shield, why_not_fortify_any
from .usecost import (
    ALL_MODES,
    R_ADDITIONAL,
    R_DOUBLE,
    R_MODES,
    buzzrenda,
    modes_of,
    why_not_all_modes,
)
from .zones import BATTLE, GRAVEYARD, HAND, MANA, NOWHERE

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects

MANA_CHARGE = Limit(name="mana charge", shared=PLAYER, spent=AT_ACTIVATION)
"""One card put into the mana zone in the mana charge step (DM 503.2)."""


def _card(state: GameState, oid: int) -> DmCard:
    if TYPE_CHECKING:
        return objects(state)[oid].card
    else:
        return state.objects[oid].card


# ---------------------------------------------------------------------- mana

def untapped_mana(state: GameState, player: int, exclude: int = -1) -> list[int]:
    """The player's untapped cards in the mana zone (but ``exclude``: a card summoned
    from the mana zone does not pay for itself)."""
    objs = state.objects
    return [oid for oid in state.zones[MANA[player]] if not objs[oid].tapped and oid != exclude]


COST_KEY = {"creature": "cost:summon", "spell": "cost:cast", "cross_gear": "cost:generate",
            "castle": "cost:fortify", "d2_field": "cost:deploy",
            "tamaseed": "cost:use_tamaseed", "aura": "cost:use_aura"}
"""Where the cost modifiers of using each kind of card are indexed: a
:class:`~tcgkit.core.abilities.CostModifier` ``applies_to`` summoning, casting,
generating, fortifying or deploying (DM-USE-11: using a card is one of these by its
type)."""


def use_cost(state: GameState, player: int, oid: int) -> int:
    """The total cost to use a card: its cost with increases and reductions applied
    (DM-USE-04); a cost stays at least 1 unless an effect says it is paid by none."""
    if TYPE_CHECKING:
        c = objects(state)[oid].card
    else:
        c = state.objects[oid].card
    statics = state.statics
    if not statics or COST_KEY[c.kind] not in statics:
        # Nothing changes costs (the usual case): asked of every card in hand at every
        # main step, this skips the modifiers' bookkeeping.
        return max(1, c.cost if c.tcg_cost is None else c.printed_cost(state.options))
    return _modified_cost(state, oid)[0]


def _modified_cost(state: GameState, oid: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The total cost and the cost modifiers that changed it (their uses are spent when
    the total is settled). Increases and reductions apply in the order their cards are
    indexed; the floor of 1 is applied to the total, not to each step (DM-USE-04)."""
    c = _card(state, oid)
    cost = c.printed_cost(state.options)
    used: list[tuple[int, int]] = []
    for ref in state.statics.get(COST_KEY[c.kind], ()):
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier) and ab.change is not None
        controller = state.controller_of(ref)
        if left(ab.limit, state, controller, ref):
            new = ab.change(state, Ctx(controller, ref[0], ref), oid, cost)
            if new != cost:
                used.append(ref)
                cost = new
    return max(1, cost), tuple(used)


PLAYS = "plays"
"""The ``variant`` option value for Duel Masters Play's."""
PLAYS_MAX_CREATURES = 7
R_PLAYS_MANA = "DMP rule: unlocked civilizations"
R_PLAYS_BATTLE_ZONE = "DMP rule: at most 7 creatures"


def plays(state: GameState) -> bool:
    """Whether the game follows Duel Masters Play's."""
    return state.options.get("variant") == PLAYS


def unlocked(state: GameState, player: int) -> set[str]:
    """Duel Masters Play's: the civilizations of every card in the mana zone, tapped or
    not, can be paid with any mana."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    return {civ for oid in state.zones[MANA[player]] for civ in objs[oid].card.civilizations}


def plan_payment(state: GameState, player: int, civs: tuple[str, ...],
                 cost: int, exclude: int = -1) -> tuple[int, ...] | None:
    """Which mana to tap: first one card for each of the card's civilizations (a card
    counts for one civilization only), then more up to the cost and no more (DM 112.2).
    In Duel Masters Play's any mana pays once the civilizations are unlocked.
    ``None`` if it cannot be paid."""
    free = untapped_mana(state, player, exclude)
    if plays(state):
        if len(free) < cost or not set(civs) <= unlocked(state, player):
            return None
        return tuple(free[:cost])
    if len(free) < max(cost, len(civs)):
        return None
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    cards = {m: objs[m].card for m in free}
    chosen: list[int] = []
    # Civilizations with the fewest providers first, single-civilization cards first,
    # so that a multicolored card is kept for where it is needed.
    for civ in sorted(civs, key=lambda c: sum(c in cards[m].civilizations for m in free)) \
            if len(civs) > 1 else civs:
        providers = [m for m in free if m not in chosen and civ in cards[m].civilizations]
        if not providers:
            return None
        chosen.append(min(providers, key=lambda m: len(cards[m].civilizations)))
    rest = [m for m in free if m not in chosen]
    rest.sort(key=lambda m: cards[m].mana_order)
    chosen += rest[:max(0, cost - len(chosen))]
    return tuple(chosen)


def mana_counts(state: GameState, player: int,
                exclude: int = -1) -> tuple[int, dict[str, int]]:
    """Untapped mana: the total, and how many cards carry each civilization (``exclude``
    not counted)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    total = 0
    by_civ: dict[str, int] = {}
    for oid in state.zones[MANA[player]]:
        o = objs[oid]
        if not o.tapped and oid != exclude:
            total += 1
            for civ in o.card.civilizations:
                by_civ[civ] = by_civ.get(civ, 0) + 1
    return total, by_civ


_MANA_SLOTS = ("dm: untapped mana of p1", "dm: untapped mana of p2")


def untapped_counts(state: GameState, player: int) -> tuple[int, dict[str, int]]:
    """:func:`mana_counts` of all of ``player``'s untapped mana, kept until the state
    changes (its version): the main step counts it for the whole hand, and the card
    chosen is checked again as it is declared, with nothing changed in between. The
    dict is shared: not to be changed."""
    slot = _MANA_SLOTS[player]
    cached = state.cache.get(slot)
    if cached is not None and cached[0] == state.version:
        counts: tuple[int, dict[str, int]] = cached[1]
        return counts
    counts = mana_counts(state, player)
    state.cache[slot] = (state.version, counts)
    return counts


_NOT_IN_HAND = "the card is not in your hand (DM-USE-01)"
_CANNOT_PAY = "its cost cannot be paid with your untapped mana (DM-USE-02)"
_NO_ROOM = f"a player can have at most {PLAYS_MAX_CREATURES} creatures in the battle zone " \
           f"({R_PLAYS_BATTLE_ZONE}); Cross Gears, Tamaseeds and fields there count among " \
           f"them"
_TAKES_ROOM = frozenset(("creature", "cross_gear", "tamaseed", "d2_field"))
"""The kinds of card that come out as a card of their own in the battle zone, and so need
room there in Duel Masters Play's (a D2 field too: it comes out before the one it
replaces leaves; an aura goes under a creature, a castle onto a shield)."""


def why_not_use(state: GameState, player: int, oid: int, arg: object = None,
                counts: tuple[int, dict[str, int]] | None = None, *, free: bool = False,
                from_mana: bool = False, brief: bool = False,
                from_graveyard: bool = False) -> str | None:
    """Why ``player`` cannot use ``oid`` now, or ``None`` if they can: the one check
    behind the option list, the refusal and the declaration (DM-USE-02). A card is used
    from the hand (DM-USE-01), or from the mana zone where an effect allows it
    (``from_mana``), paying its total cost unless an effect lets it be used for none
    (``free``: a Shield Trigger), or from the graveyard where an effect instructs it
    (``from_graveyard``: Wave's "cast it from your graveyard"). With untapped mana
    counted once (``counts``, from :func:`mana_counts`) the cost is a lookup for
    single-civilization cards; only a multicolored card needs a full payment plan.
    Whether it is the main step is the decision's to say. An option list, which only
    needs to know whether, asks ``brief``: a cost that cannot be paid is then refused
    without formatting its amounts."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if o.zone != (MANA[player] if from_mana else GRAVEYARD[player] if from_graveyard
                  else HAND[player]) \
            and not (c.kind == "aura" and aura_from_graveyard(state, player, oid)):
        return "the card is not in your mana zone (DM-USE-01)" if from_mana else _NOT_IN_HAND
    if c.evolution:
        why = why_not_evolve(state, player, oid)
        if why is not None:
            return why
    if c.kind == "castle":
        why = why_not_fortify_any(state, player, c.name)
        if why is not None:
            return why
    if c.kind == "aura":
        why = why_not_aura(state, player, oid)
        if why is not None:
            return why
    if c.kind == "creature" and c.abilities:  # a vanilla creature is no exile creature
        why = why_not_put_out(state, player, oid)
        if why is not None:
            return why
    dmp = plays(state)
    # An evolution creature takes the place of the one it goes on: no room is needed.
    if dmp and c.kind in _TAKES_ROOM and not c.evolution \
            and len(state.zones[BATTLE[player]]) >= PLAYS_MAX_CREATURES:
        return _NO_ROOM
    if free:
        return None
    civs = c.civilizations
    cost = use_cost(state, player, oid)
    exclude = oid if from_mana else -1
    total, by_civ = counts if counts is not None else untapped_counts(state, player) \
        if exclude < 0 else mana_counts(state, player, exclude)
    if dmp:
        payable = total >= max(cost, len(civs)) and set(civs) <= unlocked(state, player)
    else:
        payable = _payable(state, player, civs, cost, total, by_civ, exclude)
    if payable:
        return None
    if brief:
        return _CANNOT_PAY
    if dmp:
        return f"{c.name} costs {cost}, its civilizations ({'/'.join(civs)}) unlocked by " \
               f"cards in your mana zone; {total} untapped mana available ({R_PLAYS_MANA}, " \
               f"DM-USE-02)"
    # A reduced cost names its floor: never below 1 (DM-USE-04).
    floor = " (reduced, never below 1: DM-USE-04)" \
        if cost < c.printed_cost(state.options) else ""
    return f"{c.name} costs {cost}{floor} with at least one {'/'.join(civs)} mana; {total} " \
           f"untapped mana available (DM 112.2, DM-USE-02)"


def _payable(state: GameState, player: int, civs: tuple[str, ...], cost: int, total: int,
             by_civ: dict[str, int], exclude: int = -1) -> bool:
    """Whether untapped mana (``total``, ``by_civ``: :func:`mana_counts`) pays ``cost``
    with one card for each of ``civs`` (DM 112.2): a lookup for a card of one
    civilization, a payment plan for a multicolored or colorless one."""
    if total < max(cost, len(civs)):
        return False
    if len(civs) == 1:
        return by_civ.get(civs[0], 0) > 0
    return plan_payment(state, player, civs, cost, exclude) is not None


def _use_as(kind: str) -> Callable[..., str | None]:
    """The check for using a card of ``kind`` from the hand by its own verb (summon a
    creature, cast a spell, generate a Cross Gear): the card must be of that kind
    (DM-USE-11), then :func:`why_not_use` decides."""

    def check(state: GameState, player: int, oid: int, arg: object = None, *,
              counts: tuple[int, dict[str, int]] | None = None) -> str | None:
        if TYPE_CHECKING:
            c = objects(state)[oid].card
        else:
            c = state.objects[oid].card
        if c.kind != kind:
            return f"{c.name} is a {_KIND_TEXT[c.kind]}: it is {_VERB[c.kind]}, not " \
                   f"{_VERB[kind]} (DM-USE-11)"
        return why_not_use(state, player, oid, counts=counts)

    check.__name__ = check.__qualname__ = f"why_not_{_ACTION[kind]}"
    check.__doc__ = f"Why ``player`` cannot {_ACTION[kind]} ``oid`` now (use it from the " \
                    f"hand: a {_KIND_TEXT[kind]}), or ``None`` if they can."
    return check


_KIND_TEXT = {"creature": "creature", "spell": "spell", "cross_gear": "Cross Gear",
              "castle": "castle", "d2_field": "D2 field", "tamaseed": "Tamaseed",
              "aura": "Orega Aura"}
_VERB = {"creature": "summoned", "spell": "cast", "cross_gear": "generated",
         "castle": "fortified onto a shield", "d2_field": "deployed",
         "tamaseed": "used as a Tamaseed", "aura": "used as an aura"}
_ACTION = {"creature": "summon", "spell": "cast", "cross_gear": "generate",
           "castle": "fortify", "d2_field": "deploy", "tamaseed": "use_tamaseed",
           "aura": "use_aura"}

why_not_summon = _use_as("creature")
why_not_cast = _use_as("spell")
why_not_generate = _use_as("cross_gear")
why_not_fortify = _use_as("castle")
why_not_deploy = _use_as("d2_field")
why_not_use_tamaseed = _use_as("tamaseed")
why_not_use_aura = _use_as("aura")

CHARGE, SUMMON, CAST = Options("charge"), Options("summon"), Options("cast")
GENERATE, CROSS = Options("generate"), Options("cross")
FORTIFY, DEPLOY = Options("fortify"), Options("deploy")
USE_TAMASEED = Options("use_tamaseed")
USE_AURA = Options("use_aura")
USE_OPTIONS = {"creature": SUMMON, "spell": CAST, "cross_gear": GENERATE, "castle": FORTIFY,
               "d2_field": DEPLOY, "tamaseed": USE_TAMASEED,
               "aura": USE_AURA}
"""The main step's option for using a card, by its type: using a creature is summoning
it, a spell casting it, a Cross Gear generating it, a castle fortifying it, a D2 field
deploying it (DM-USE-11)."""


# ---------------------------------------------------------------------- permissions

FROM_MANA = "summon_from_mana"
"""A :class:`~tcgkit.core.abilities.Permission` to summon a creature from the mana zone
("during your turn, you may summon one creature from your mana zone": Katsuking MAX,
Cantabile)."""
FOR_FREE = "summon_free"
"""A permission to summon a creature from the hand without paying its cost (Aqua
Brothers, a G-Zero)."""
CAST_FREE = "cast_free"
"""A permission to cast a spell from the hand without paying its cost (Q.E.D.'s first
water spell each turn)."""
R_PERMISSION = "DM-T1-07"
R_G_ZERO = "DM rule: G-Zero"
SUMMON_MANA, SUMMON_FREE = Options("summon_mana"), Options("summon_free")
CAST_FREE_OPTION = Options("cast_free")
_FREE = (FOR_FREE, CAST_FREE)
"""The permissions that waive the cost (an alternative cost, DM-USE-03)."""
_PERMITTED = ((FROM_MANA, MANA, SUMMON_MANA, "creature"),
              (FOR_FREE, HAND, SUMMON_FREE, "creature"),
              (CAST_FREE, HAND, CAST_FREE_OPTION, "spell"))
"""Each permission: what it allows, the zone it uses cards from, its options, the card
type it is for."""


def _g_zero_met(state: GameState, ctx: Ctx, oid: int) -> bool:
    # A G-Zero covers only the card that has it, and only while its condition holds.
    assert ctx.ability is not None
    ab = state.ability(ctx.ability)
    return oid == ctx.source and isinstance(ab, GZero) and ab.unmet(state, ctx) is None


def _always_met(state: GameState, ctx: Ctx) -> str | None:
    return None


@dataclass(frozen=True, kw_only=True)
class GZero(Permission):
    """G-Zero (G・ゼロ): "if <condition>, you may summon this creature without paying its
    cost" — a :data:`FOR_FREE` permission of the card for itself, functioning in the
    hand. ``unmet`` says why the condition does not hold now (``None`` when it does), so
    that a refused summon names the condition rather than a missing permission."""

    allows: str = FOR_FREE
    test: Callable[[GameState, Ctx, int], bool] | None = _g_zero_met
    unmet: Callable[[GameState, Ctx], str | None] = _always_met
    zones: tuple[str, ...] = ("hand",)


def _g_zero_unmet(state: GameState, player: int, oid: int) -> str | None:
    """Why the G-Zero of card ``oid`` (in ``player``'s hand) does not apply now, if it has
    one."""
    if state.objects[oid].zone != HAND[player]:
        return None
    for i, ab in enumerate(_card(state, oid).abilities):
        if isinstance(ab, GZero):
            return ab.unmet(state, Ctx(player, oid, (oid, i)))
    return None


def permission_for(state: GameState, player: int, oid: int, allows: str) -> Ref | None:
    """The permission of ``player``'s that lets them summon ``oid`` that way now, or
    ``None``: of those whose test covers the card and whose "once each turn" is left,
    the first in battle-zone order applies (the others stay available, DM-T1-10)."""
    refs = state.statics.get("permit:" + allows)
    if not refs:
        return None
    order = {o: i for i, o in enumerate(state.zones[BATTLE[player]])}
    for ref in sorted(refs, key=lambda r: order.get(r[0], len(order))):
        ab = state.ability(ref)
        assert isinstance(ab, Permission)
        if state.controller_of(ref) != player or not left(ab.limit, state, player, ref):
            continue
        if ab.test is None or ab.test(state, Ctx(player, ref[0], ref), oid):
            return ref
    return None


_NOT_PERMITTED = {
    FROM_MANA: "no ability lets you summon this creature from your mana zone now, or its "
               "once each turn was used (DM-T1-07)",
    FOR_FREE: "no ability lets you summon this creature for free now, or its once each turn "
              "was used (DM-T1-05)",
    CAST_FREE: "no ability lets you cast this spell for free now, or its once each turn was "
               "used (DM-T1-05)"}


def why_not_permitted(state: GameState, player: int, oid: int, allows: str) -> str | None:
    """Why ``player`` cannot summon ``oid`` from the mana zone (``allows`` =
    :data:`FROM_MANA`), summon it for free (:data:`FOR_FREE`) or cast it for free
    (:data:`CAST_FREE`) now, or ``None`` if they can."""
    if permission_for(state, player, oid, allows) is None:
        # A card's own G-Zero explains itself: its condition is the reason, not a
        # missing permission (DM-T1-14).
        why = _g_zero_unmet(state, player, oid) if allows == FOR_FREE else None
        return why if why is not None else _NOT_PERMITTED[allows]
    return why_not_use(state, player, oid, from_mana=allows == FROM_MANA,
                       free=allows in _FREE)


def why_not_summon_from_mana(state: GameState, player: int, oid: int,
                             arg: object = None) -> str | None:
    """:func:`why_not_permitted` for a summon from the mana zone."""
    return why_not_permitted(state, player, oid, FROM_MANA)


def why_not_summon_free(state: GameState, player: int, oid: int,
                        arg: object = None) -> str | None:
    """:func:`why_not_permitted` for a summon without paying the cost."""
    return why_not_permitted(state, player, oid, FOR_FREE)


def why_not_cast_free(state: GameState, player: int, oid: int,
                      arg: object = None) -> str | None:
    """:func:`why_not_permitted` for a spell cast without paying the cost."""
    if _card(state, oid).kind != "spell":
        return f"{_card(state, oid).name} is not a spell (DM-USE-11)"
    return why_not_permitted(state, player, oid, CAST_FREE)


def permitted_options(state: GameState, player: int) -> list[Option]:
    """The summons and casts permissions allow besides the usual ones: only asked when
    some card in play has such a permission (no cost to games without one)."""
    out: list[Option] = []
    for allows, zone, opts, kind in _PERMITTED:
        if not state.statics.get("permit:" + allows):
            continue
        seen: set[Any] = set()
        for oid in state.zones[zone[player]]:
            c = _card(state, oid)
            if c in seen or c.kind != kind:
                continue
            seen.add(c)
            if why_not_permitted(state, player, oid, allows) is None:
                out.append(opts[oid])
    return out


def use_permitted(state: GameState, player: int, oid: int, allows: str) -> Use:
    """The use procedure to run for a summon a permission allows. A permission to summon
    from the mana zone changes where the card is declared from (step 1): it is applied
    now (its once each turn spent as it is applied, DM-T1-10). One to summon without
    paying the cost is an alternative cost: it is declared, and applied, in step 2
    (DM-USE-03); everything else stays the normal procedure (DM-USE-09)."""
    ref = permission_for(state, player, oid, allows)
    if ref is None:
        raise IllegalAction(why_not_permitted(state, player, oid, allows) or "not permitted",
                            rule=R_PERMISSION)
    if allows in _FREE:
        return Use("dm.use", player, oid, plan=(("free", True), ("permit", ref)))
    _apply_permission(state, player, oid, ref)
    return Use("dm.use", player, oid, plan=(("from_mana", True),))


def _apply_permission(state: GameState, player: int, oid: int, ref: Ref) -> None:
    """Say what the permission allowed, then spend its use (DM-T1-10; the log says that
    after what it was spent on)."""
    ab = state.ability(ref)
    assert isinstance(ab, Permission)
    how = "from the mana zone" if ab.allows == FROM_MANA else "without paying its cost"
    if isinstance(ab, GZero):
        state.log_rule(R_G_ZERO, "{} summons {} by its G-Zero, without paying its cost",
                       state.players[player].name, state.objects[oid].card.name)
    else:
        state.log_rule(R_PERMISSION, "{}'s ability lets {} {} {} {}",
                       state.objects[ref[0]].card.name, state.players[player].name,
                       "cast" if ab.allows == CAST_FREE else "summon",
                       state.objects[oid].card.name, how)
    spend_for(ab.limit, state, player, ref)


# ---------------------------------------------------------------------- mana charge

NO_CHARGE = Option("skip")
END_MAIN = Option("end")


_NOT_FROM_HAND = "only a card from your hand is put into the mana zone (DM 503.1)"
_CHARGED = "a card was already put into the mana zone this turn (DM 503.2)"


def why_not_charge(state: GameState, player: int, oid: int, arg: object = None,
                   left: bool | None = None) -> str | None:
    """Why ``player`` cannot put ``oid`` into their mana zone now, or ``None`` if they
    can: a card from their hand, with the turn's mana charge left (``left``, if the
    caller has looked it up once for the whole hand) (DM 503.1, 503.2). Whether it is
    the mana charge step is the decision's to say."""
    if state.objects[oid].zone != HAND[player]:
        return _NOT_FROM_HAND
    if not (MANA_CHARGE.available(state, player) if left is None else left):
        return _CHARGED
    return None


class ManaCharge(Ask):
    """The mana charge step: the turn player may put one card from hand into the mana
    zone (DM 503.1); a multicolored card goes there tapped."""

    __slots__ = ()
    OPEN = True

    def decide(self, state: GameState) -> Decision | None:
        p = state.active
        objs = state.objects
        options: list[Option] = []
        # why_not_charge allows any card from the hand while the turn's charge is left
        # (looked up once for the whole hand): then every card in it is a choice.
        if MANA_CHARGE.available(state, p):
            seen: set[Any] = set()
            for oid in state.zones[HAND[p]]:
                c = objs[oid].card
                if c not in seen:  # copies of a card in hand are one choice
                    seen.add(c)
                    options.append(CHARGE[oid])
        if not options:
            return None  # nothing can be charged: nothing to ask
        options.append(NO_CHARGE)
        return Decision(p, "mana_charge", options, "Put a card into your mana zone?", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "charge":
            p = state.active
            MANA_CHARGE.spend(state, p)
            state.log_rule("DM 503.1", "{} puts {} into the mana zone", state.players[p].name,
                           state.objects[option.obj].card.name)
            state.move(option.obj, MANA[p], player=p, reason="charge")


# ---------------------------------------------------------------------- main step

class MainStep(Ask):
    """The main step: the turn player uses cards from hand until they move on."""

    __slots__ = ()
    OPEN = True

    def decide(self, state: GameState) -> Decision:
        p = state.active
        seen: set[Any] = set()
        options = []
        counts = untapped_counts(state, p)  # once for the whole hand
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        # A card whose use only its cost decides (DmCard.cost_alone) is asked only that
        # part of why_not_use, outside Duel Masters Play's (whose room and unlocked
        # civilizations the full check asks).
        total, by_civ = counts
        by_cost = not plays(state)
        statics = state.statics
        for oid in state.zones[HAND[p]]:
            c = objs[oid].card
            if c in seen:
                continue
            seen.add(c)
            if by_cost and c.cost_alone:
                # use_cost and _payable written out for the usual card (its printed cost,
                # one civilization): every card in hand at every main step.
                if statics and COST_KEY[c.kind] in statics:
                    cost = _modified_cost(state, oid)[0]
                else:
                    cost = max(1, c.cost if c.tcg_cost is None
                               else c.printed_cost(state.options))
                civs = c.civilizations
                if len(civs) == 1:
                    usable = total >= cost and by_civ.get(civs[0], 0) > 0
                else:
                    usable = _payable(state, p, civs, cost, total, by_civ)
            else:
                usable = why_not_use(state, p, oid, None, counts, brief=True) is None
            if usable:
                # Using a spell is casting it, using a creature summoning it, a Cross Gear
                # generating it: the option is named for what the card is, so
                # why_not_cast/why_not_summon/why_not_generate agree (DM-USE-11).
                options.append(USE_OPTIONS[c.kind][oid])
        if state.statics:
            options.extend(permitted_options(state, p))
            if "permit:aura_from_graveyard" in state.statics:
                # An aura that may be used from the graveyard (Spina Pedro).
                options.extend(USE_AURA[g] for g in state.zones[GRAVEYARD[p]]
                               if objs[g].card.kind == "aura"
                               and why_not_use(state, p, g, None, counts, brief=True) is None)
            if "activate:ability" in state.statics:
                options.extend(cross_options(state, p))
        options.append(END_MAIN)
        return Decision(p, "main_step", options, "Use a card, or end your main step", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind in ("summon", "cast", "generate", "fortify", "deploy", "use_tamaseed",
                           "use_aura"):
            state.push(Use("dm.use", state.active, option.obj), self)
        elif option.kind == "cross":
            state.push(Use("dm.cross", state.active, option.obj, plan=(("onto", option.arg),)),
                       self)
        elif option.kind in ("summon_mana", "summon_free", "cast_free"):
            allows = FROM_MANA if option.kind == "summon_mana" else \
                FOR_FREE if option.kind == "summon_free" else CAST_FREE
            state.push(use_permitted(state, state.active, option.obj, allows), self)


# ---------------------------------------------------------------------- the use procedure

def _declare(state: GameState, use: Use) -> Use | None:
    """DM-USE-02: reveal and declare; a card declared from anywhere but the mana zone
    moves to the nowhere zone now. Legality is checked here, before anything moves, by the
    check the option was offered by; an effect that lets a card be used from the mana zone
    or for no cost says so in the plan (``from_mana``, ``free``)."""
    from_mana = bool(use.get("from_mana"))
    grave = bool(use.get("from_graveyard"))
    reason = why_not_use(state, use.player, use.obj, free=bool(use.get("free")),
                         from_mana=from_mana, from_graveyard=grave)
    if reason is not None:
        raise IllegalAction(reason)
    state.log_rule("DM-USE-02", "{} declares {} (revealed)", state.players[use.player].name,
                   state.objects[use.obj].card.name)
    if grave:
        state.log_rule("DM-USE-08", "{} is used from the graveyard, as the resolving effect "
                       "instructs", state.objects[use.obj].card.name)
    elif state.objects[use.obj].zone in GRAVEYARD:
        # Only an aura's own permission lets it be declared from there (why_not_use).
        state.log_rule("DM 310", "{} is used from the graveyard, as its own "
                       "ability allows", state.objects[use.obj].card.name)
    if not from_mana:
        state.move(use.obj, NOWHERE, player=use.player, reason="use")
    return None


def _alternative_cost(state: GameState, use: Use) -> Use | None:
    """DM-USE-03: declare which alternative or additional cost is paid. The player chose
    an alternative cost with the option (a G-Zero's "summon for free" is its own option,
    checked in step 1 to be payable); it is declared and its permission applied here,
    after the card is in the nowhere zone and before any cost is totalled. An additional
    cost (Buzzrenda) was answered at this step (:func:`_ask_additional`)."""
    ref = use.get("permit")
    if ref is not None:
        state.log_rule("DM-USE-03", "{} declares the alternative cost of {}: {}",
                       state.players[use.player].name, state.objects[use.obj].card.name,
                       "G-Zero (no cost)" if isinstance(state.ability(ref), GZero)
                       else "no cost, by " + state.objects[ref[0]].card.name)
        _apply_permission(state, use.player, use.obj, ref)
    extra = use.get("extra")
    if extra:
        # Declaring none is paying none: the printed cost is all there is to say.
        br = buzzrenda(_card(state, use.obj))
        assert br is not None  # asked only of a card that has one
        state.log_rule(R_ADDITIONAL, "{} declares the additional cost of {}: Buzzrenda {} "
                       "paid {} time(s)", state.players[use.player].name,
                       state.objects[use.obj].card.name, br.extra, extra)
    return None


ADDITIONAL = Options("additional")
"""How many times an additional cost (Buzzrenda) is paid: ``arg`` is the number."""
_MOST_ADDITIONAL = 20
"""More additional payments than any mana zone could pay for are never offered."""


def _most_additional(state: GameState, use: Use, extra: int) -> int:
    """How many additional payments of ``extra`` the player's untapped mana can pay for
    on top of the card's cost (its civilization requirement included): only those are
    offered, so that the procedure stays payable (it was checked in advance)."""
    c = _card(state, use.obj)
    base = _modified_cost(state, use.obj)[0] if state.statics.get(COST_KEY[c.kind]) \
        else max(1, c.printed_cost(state.options))
    exclude = use.obj if use.get("from_mana") else -1
    n = 0
    while n < _MOST_ADDITIONAL and plan_payment(state, use.player, c.civilizations,
                                                 base + (n + 1) * extra, exclude) is not None:
        n += 1
    return n


def _ask_additional(state: GameState, use: Use) -> Decision | None:
    """DM-USE-03: a card with an additional cost that is used paying its cost asks how
    many times the additional cost is paid (none at all, up to what the mana can pay)."""
    c = _card(state, use.obj)
    if not c.abilities:
        return None  # the usual card: nothing to ask, and nothing looked up
    br = buzzrenda(c)
    if br is None or use.get("free") or use.get("extra") is not None:
        return None
    most = _most_additional(state, use, br.extra)
    if most == 0:
        return None  # nothing more can be paid: there is nothing to declare
    return Decision(use.player, "additional_cost", [ADDITIONAL[-1, n] for n in range(most + 1)],
                    f"{c.name}: Buzzrenda {br.extra} — pay {br.extra} more how many times? "
                    f"(0 to {most}; DM-USE-03)", state)


def _record_additional(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("extra", int(option.arg))


def _use_asking(state: GameState) -> Use | None:
    """The use procedure whose question is the decision now, if one is."""
    top = state.work[-1] if state.work else None
    return top if isinstance(top, Use) and top.proc == "dm.use" else None


def additional_conceivable(state: GameState, decision: Decision) -> list[Option]:
    """At an additional-cost declaration, the counts a player might try beyond those
    offered (up to :data:`_MOST_ADDITIONAL`), so that one is refused with its reason
    (for :meth:`DmRules.conceivable <tcgkit.games.dm.rules.DmRules.conceivable>`)."""
    if decision.kind != "additional_cost":
        return []
    return [ADDITIONAL[-1, n] for n in range(_MOST_ADDITIONAL + 1)]


def explain_additional(state: GameState, decision: Decision, option: Option) -> str | None:
    """Why an additional-cost count is refused (for :meth:`DmRules.explain
    <tcgkit.games.dm.rules.DmRules.explain>`): more than the untapped mana can pay for on
    top of the card's cost, or an additional cost declared at any other time."""
    if option.kind != "additional":
        return None
    use = _use_asking(state)
    if decision.kind != "additional_cost" or use is None:
        return "an additional cost is declared in step 2 of using the card that has it " \
               "(DM-USE-03)"
    br = buzzrenda(_card(state, use.obj))
    if br is None or type(option.arg) is not int or option.arg < 0:
        return None
    most = _most_additional(state, use, br.extra)
    if option.arg <= most:
        return None
    return f"{_card(state, use.obj).name}'s Buzzrenda {br.extra} can be paid at most {most} " \
           f"more time(s) with your untapped mana on top of its cost (DM-USE-03, DM-USE-02)"


def _total_cost(state: GameState, use: Use) -> Use:
    """DM-USE-04: increases and reductions give the total, at least 1. A card used
    without paying its cost (a Shield Trigger, a G-Zero, an effect's "use it for free")
    has none: the floor of 1 binds only costs that are paid, which is how a card "says
    so"."""
    if use.get("free"):
        return use.with_plan("cost", 0)
    cost, used = _modified_cost(state, use.obj)
    for ref in used:
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier)  # what _modified_cost finds
        spend_for(ab.limit, state, state.controller_of(ref), ref)
    if used:
        # Only a cost something changed is worth a line: the printed cost is on the card.
        state.log_rule("DM-USE-04", "{}'s cost {} becomes {} ({}; never below 1)",
                       state.objects[use.obj].card.name,
                       _card(state, use.obj).printed_cost(state.options), cost,
                       ", ".join(state.objects[r[0]].card.name for r in used))
    extra = use.get("extra")
    if extra:
        br = buzzrenda(_card(state, use.obj))
        assert br is not None  # declared only for a card that has one
        more = extra * br.extra
        state.log_rule("DM-USE-04", "{}'s total cost is {}: its cost {} and {} for the "
                       "additional cost declared", state.objects[use.obj].card.name,
                       cost + more, cost, more)
        cost += more
    return use.with_plan("cost", cost)


def tap_options(state: GameState, player: int, oid: int, cost: int,
                tapped: tuple[int, ...]) -> list[Option]:
    """The mana ``player`` may tap next to pay ``cost`` for ``oid``, having tapped
    ``tapped`` for it: one option per distinct card, and only cards after which the rest
    can still be paid, so that a manual payment never gets stuck. In the TCG the cards
    tapped in all are ``cost`` (or one per civilization, if more) with at least one card
    of each of the card's civilizations, a card counting for one of its own only (DM
    112.2); in Duel Masters Play's any mana pays, the civilizations being unlocked."""
    # The same pool as plan_payment, so that what can_use found payable stays payable.
    free = [m for m in untapped_mana(state, player, oid) if m not in tapped]
    if plays(state):
        needs: tuple[str, ...] = ()
        total = cost
    else:
        needs = _card(state, oid).civilizations
        total = max(cost, len(needs))
    civs = {m: _card(state, m).civilizations for m in (*tapped, *free)}
    return tap_choices(state, free, tapped, civs, needs, total)


def _ask_tap(state: GameState, use: Use) -> Decision | None:
    """DM-USE-05 without the ``mana`` automation: the player taps mana for the total cost
    one card at a time, until it is paid."""
    if AUTO_MANA in state.automations or use.get("free"):
        return None
    cost: int = use.get("cost")
    tapped: tuple[int, ...] = use.get("tapped", ())
    civs = _card(state, use.obj).civilizations
    total = cost if plays(state) else max(cost, len(civs))
    if len(tapped) >= total:
        return None
    return Decision(use.player, "pay_mana",
                    tap_options(state, use.player, use.obj, cost, tapped),
                    f"Pay {cost} mana ({'/'.join(civs)}): tap a card in your mana zone "
                    f"({len(tapped)} of {total} tapped)", state)


def _record_tap(state: GameState, use: Use, option: Option) -> Use:
    # Tapped at once, so that the board shows the payment so far while the player
    # chooses the rest.
    state.emit(new_event("tap", obj=option.obj, reason="cost", rule="DM 112.2"))
    return use.with_plan("tapped", (*use.get("tapped", ()), option.obj))


def _pay(state: GameState, use: Use) -> Use | None:
    """DM-USE-05: pay the total cost by tapping mana: the cards the player tapped for it
    or, with the ``mana`` automation, those the engine's payment plan taps now."""
    if use.get("free"):
        return None
    c = _card(state, use.obj)
    cost = use.get("cost")
    manual = AUTO_MANA not in state.automations
    mana = use.get("tapped", ()) if manual \
        else plan_payment(state, use.player, c.civilizations, cost,
                          use.obj if use.get("from_mana") else -1)
    if mana is None:
        raise IllegalAction(f"cannot pay {cost} mana with the civilization requirement",
                            rule="DM-USE-05")
    rule = use.get("pay_rule") or "DM-USE-05"
    state.log_rule(rule, "{} pays {} mana (tapping {}){}",
                   state.players[use.player].name, cost,
                   ", ".join(state.objects[m].card.name for m in mana),
                   f"; {R_PLAYS_MANA}" if plays(state) else "")
    if not manual:
        for m in mana:
            state.emit(new_event("tap", obj=m, reason="cost", rule="DM 112.2"))
    if use.get("from_mana"):
        # Declared from the mana zone, the card stayed there through steps 1 to 3 (it
        # could not pay for itself); it leaves for the nowhere zone only now.
        state.log_rule("DM-USE-05", "{} leaves the mana zone for the nowhere zone as its "
                       "cost is paid", c.name)
        state.move(use.obj, NOWHERE, player=use.player, reason="use")
    return None


def _used(state: GameState, use: Use) -> Use | None:
    """DM-USE-06: the card is used at once; a card with modes has had its mode chosen
    (:func:`_ask_mode`); "when you use" abilities trigger now, before the card resolves
    (they wait to be resolved until the game is open again). The ``use`` event carries
    what was declared (``amount``: additional payments, ``data``: the modes chosen), for
    the card to find as it resolves (usecost.py)."""
    if state.triggers.get("use"):
        # Only worth a line when something watches uses (Kanzen Fumei).
        state.log_rule("DM-USE-06", "{} uses {}: \"when ... uses a card\" abilities trigger",
                       state.players[use.player].name, state.objects[use.obj].card.name)
    if _card(state, use.obj).abilities:
        state.emit(new_event("use", player=use.player, obj=use.obj, rule="DM-USE-06",
                             amount=use.get("extra") or 0, data=use.get("modes") or ()))
    else:
        # A card without abilities declares neither (the usual case: no plan lookups).
        state.emit(new_event("use", player=use.player, obj=use.obj, rule="DM-USE-06"))
    return None


MODE = Options("mode")


def _ask_mode(state: GameState, use: Use) -> Decision | None:
    """DM-USE-06: a spell with modes ("choose one of the following") has its mode chosen
    as it is used, after its cost is paid."""
    c = _card(state, use.obj)
    if c.kind != "spell" or not c.abilities or use.get("modes") is not None:
        return None
    spec = modes_of(c)
    if spec is None:
        return None
    options = [MODE[-1, i] for i in range(len(spec.modes))]
    if why_not_all_modes(state, use.player, spec) is None:
        options.append(MODE[-1, ALL_MODES])
    return Decision(use.player, "mode", options,
                    f"Choose a mode of {c.name} (DM-USE-06): " + "; ".join(
                        f"{i + 1}: {text}" for i, (text, _) in enumerate(spec.modes)), state)


def _record_mode(state: GameState, use: Use, option: Option) -> Use:
    spec = modes_of(_card(state, use.obj))
    assert spec is not None  # asked only of a card that has modes
    name = state.objects[use.obj].card.name
    if option.arg == ALL_MODES:
        state.log_rule(R_DOUBLE, "{} chooses every mode of {}: they have an evolution "
                       "creature", state.players[use.player].name, name)
        return use.with_plan("modes", tuple(range(len(spec.modes))))
    state.log_rule(R_MODES, "{} chooses mode {} of {}: {}", state.players[use.player].name,
                   option.arg + 1, name, spec.modes[option.arg][0])
    return use.with_plan("modes", (int(option.arg),))


def explain_mode(state: GameState, decision: Decision, option: Option) -> str | None:
    """Why choosing every mode (:data:`~.usecost.ALL_MODES`) of the spell being used is
    refused (for :meth:`DmRules.explain <tcgkit.games.dm.rules.DmRules.explain>`): the one
    check behind the option list, :func:`~.usecost.why_not_all_modes`."""
    use = _use_asking(state)
    if option.kind != "mode" or option.arg != ALL_MODES or decision.kind != "mode" \
            or use is None:
        return None
    spec = modes_of(_card(state, use.obj))
    return None if spec is None else why_not_all_modes(state, use.player, spec)


def _resolve(state: GameState, use: Use) -> Use | None:
    """DM-USE-07 and DM-USE-11: a used creature is summoned: from the nowhere zone into
    the battle zone; a used spell is cast: it does what it says, then goes from the
    nowhere zone to the graveyard; a Cross Gear is generated and a D2 field deployed
    into the battle zone; a castle is fortified onto the shield chosen (fortify.py)."""
    c = _card(state, use.obj)
    if c.kind == "spell":
        state.log_rule("DM-USE-11", "{} casts {}", state.players[use.player].name, c.name)
        idx = next(i for i, ab in enumerate(c.abilities) if isinstance(ab, SpellEffect))
        item = PendingItem(state.next_id(), "spell", use.player, obj=use.obj,
                           ability=(use.obj, idx))
        resolve_effect(state, item, (use.obj, idx),
                       after=ToGraveyard(use.obj, "nowhere", "DM-USE-07"))
        return None
    if c.kind == "cross_gear":
        state.log_rule("DM-USE-11", "{} generates {}", state.players[use.player].name, c.name)
        state.move(use.obj, BATTLE[use.player], player=use.player, reason="generate",
                   rule="DM-USE-07")
        return None
    if c.kind == "castle":
        fortify(state, use)
        return None
    if c.kind == "aura":
        use_aura(state, use)
        return None
    if c.kind == "d2_field":
        state.log_rule("DM-USE-11", "{} deploys {}", state.players[use.player].name, c.name)
        state.move(use.obj, BATTLE[use.player], player=use.player, reason="deploy",
                   rule="DM-USE-07")
        return None
    if c.kind == "tamaseed":
        # Using a Tamaseed is neither summoning nor deploying: it is simply put into the
        # battle zone, which only a use does (put out by an effect, it is not used).
        state.log_rule("DM-USE-11", "{} uses the Tamaseed {}", state.players[use.player].name,
                       c.name)
        state.move(use.obj, BATTLE[use.player], player=use.player, reason="use_tamaseed",
                   rule="DM-USE-07")
        return None
    state.log_rule("DM-USE-07", "{} summons {}", state.players[use.player].name,
                   state.objects[use.obj].card.name)
    state.emit(summon_event(state, use, "DM-USE-11"))
    return None


def _ask_resolve(state: GameState, use: Use) -> Decision | None:
    """The choice made as a used card resolves: the shield a castle fortifies, the
    creature an evolution creature goes on, or the GR creature an aura is attached to."""
    return ask_shield(state, use) or ask_base(state, use) or ask_attach(state, use)


def _record_resolve(state: GameState, use: Use, option: Option) -> Use:
    if option.kind in ("attach", "attach_gr"):
        return record_attach(state, use, option)
    return record_shield(state, use, option) if option.kind == "fortify_on" \
        else record_base(state, use, option)


# Declaration checks the whole cost first (DM-USE-02); the choices asked — how many
# additional payments, which mana to tap without the ``mana`` automation, the mode —
# offer only what keeps the rest payable.
register("dm.use", Procedure("use", (
    Stage("declare", "DM-USE-02", do=_declare),
    Stage("alternative cost", "DM-USE-03", do=_alternative_cost, ask=_ask_additional,
          record=_record_additional),
    Stage("total cost", "DM-USE-04", do=_total_cost),
    Stage("pay", "DM-USE-05", do=_pay, ask=_ask_tap, record=_record_tap),
    Stage("used", "DM-USE-06", do=_used, ask=_ask_mode, record=_record_mode),
    # An evolution creature's base is chosen as it is put into the battle zone, the
    # shield a castle fortifies as it is fortified.
    Stage("resolve", "DM-USE-07", do=_resolve, ask=_ask_resolve, record=_record_resolve),
), rewind_rule="DM-USE-02", checked_in_advance=True))


# ---------------------------------------------------------------------- crossing a Cross Gear

R_CROSS = "DM 303"
"""Crossing (クロス): paying a generated Cross Gear's cost again to put it on one of your
creatures, in your main step."""


def crossed_to(state: GameState, gear: int) -> int | None:
    """The creature Cross Gear ``gear`` is crossed onto now, or ``None``. A cross is a
    permanent floating effect from the gear (incarnation and all) to the creature; it
    lapses when either leaves the battle zone (becomes a new object), so a creature
    that leaves leaves the gear behind, uncrossed."""
    if not state.continuous:
        return None
    objs = state.objects
    g = objs[gear]
    for e in state.continuous:
        if e.kind == "cross" and e.target == (gear, g.incarnation):
            cid, inc = e.value
            c = objs[cid]
            if c.incarnation == inc and c.zone in BATTLE and g.zone in BATTLE:
                return int(cid)
    return None


def why_not_cross(state: GameState, player: int, gear: int, creature: object) -> str | None:
    """Why ``player`` cannot cross Cross Gear ``gear`` onto ``creature`` now, or ``None``
    if they can: a generated gear of theirs, one of their creatures it is not already
    crossed onto, and the gear's cost payable with its civilization (crossing costs the
    gear's cost again). Whether it is the main step is the decision's to say."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    g = objs[gear]
    if g.zone != BATTLE[player] or g.card.kind != "cross_gear":
        return f"only a Cross Gear in your battle zone can be crossed ({R_CROSS})"
    if type(creature) is not int or not 0 <= creature < len(objs) \
            or objs[creature].zone != BATTLE[player] or objs[creature].card.kind != "creature":
        return f"a Cross Gear is crossed onto a creature in your battle zone ({R_CROSS})"
    if crossed_to(state, gear) == creature:
        return f"{g.card.name} is already crossed onto {objs[creature].card.name} ({R_CROSS})"
    if plan_payment(state, player, g.card.civilizations, max(1, g.card.cost)) is None:
        return f"crossing {g.card.name} costs {g.card.cost} with at least one " \
               f"{'/'.join(g.card.civilizations)} mana ({R_CROSS}, DM 112.2)"
    return None


def cross_options(state: GameState, player: int) -> list[Option]:
    """The crosses ``player`` can make now: asked only when an activated ability (a Cross
    Gear's Cross) functions in the battle zone."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    mine = state.zones[BATTLE[player]]
    out: list[Option] = []
    for gear in mine:
        if objs[gear].card.kind != "cross_gear":
            continue
        for creature in mine:
            if objs[creature].card.kind == "creature" \
                    and why_not_cross(state, player, gear, creature) is None:
                out.append(CROSS[gear, creature])
    return out


def _declare_cross(state: GameState, use: Use) -> Use:
    """Crossing is the gear's activated ability, not a use of the card (DM-USE-10): no
    nowhere zone, no ``use`` event, nothing that watches uses sees it. Its cost is the
    gear's cost, paid by tapping mana like any cost."""
    onto = use.get("onto")
    reason = why_not_cross(state, use.player, use.obj, onto)
    if reason is not None:
        raise IllegalAction(reason, rule=R_CROSS)
    g = _card(state, use.obj)
    state.log_rule("DM-USE-10", "{} crosses {} onto {}: an activated ability, not a use",
                   state.players[use.player].name, g.name, state.objects[onto].card.name)
    return use.with_plan("cost", max(1, g.cost)).with_plan("pay_rule", R_CROSS)


def _cross(state: GameState, use: Use) -> Use | None:
    """The gear is put on the creature (off any creature it was on before)."""
    gear, onto = use.obj, use.get("onto")
    objs = state.objects
    inc = objs[gear].incarnation
    state.continuous = [e for e in state.continuous
                        if not (e.kind == "cross" and e.target == (gear, inc))]
    state.add_continuous(Continuous("cross", controller=use.player, target=(gear, inc),
                                    value=(onto, objs[onto].incarnation), source=gear,
                                    duration=PERMANENT))
    state.emit(new_event("cross", player=use.player, obj=gear, target=onto, rule=R_CROSS))
    return None


# Checked in full before it is offered (why_not_cross), and the manual payment offers only
# mana that keeps the rest payable.
register("dm.cross", Procedure("cross", (
    Stage("declare", "DM-USE-10", do=_declare_cross),
    Stage("pay", R_CROSS, do=_pay, ask=_ask_tap, record=_record_tap),
    Stage("cross", R_CROSS, do=_cross),
), rewind_rule=R_CROSS, checked_in_advance=True))
