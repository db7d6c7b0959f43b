"""Priority, the stack, casting spells, playing lands, activating and triggering abilities,
and state-based actions (CR 117, 305, 405, 601-603, 608, 704)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...core.abilities import Activated, CostModifier, Ctx, Permission, SpellEffect, Target
from ...core.automation import MANA
from ...core.decision import Decision, Option, option_of
from ...core.errors import IllegalAction
from ...core.events import DESTROY, Event
from ...core.limits import AT_ACTIVATION, PLAYER, Limit, left, spend_for
from ...core.pending import PendingItem
from ...core.procedure import Procedure, Stage, Use, register
from ...core.resolve import (
    ToGraveyard,
    has_legal_targets,
    option_target,
    resolve_effect,
    target_options,
    target_text,
)
from ...core.steps import RunActions, Step
from .card import MtgCard, format_cost
from .characteristics import has_keyword, is_creature, toughness, watched
from .mana import affordable, mana_counts, plan_payment, tap_options
from .zones import BATTLEFIELD, GRAVEYARD, HAND, STACK

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut_player, objects, players

LAND_PLAY = Limit(name="land play", shared=PLAYER, spent=AT_ACTIVATION)
"""One land per turn (CR 305.2), a player-shared usage limit."""

MAIN_STEPS = ("main1", "main2")


def _card(state: GameState, oid: int) -> MtgCard:
    c = state.objects[oid].card
    assert isinstance(c, MtgCard)
    return c


def sorcery_timing(state: GameState, player: int) -> bool:
    """Main phase of the player's own turn with an empty stack (CR 307.1)."""
    return state.active == player and state.step in MAIN_STEPS and not state.pending.items


def flash_granted(state: GameState, player: int, oid: int) -> bool:
    """Whether a permission ("you may cast spells as though they had flash") lets
    ``player`` cast ``oid`` at instant speed; a card's own Flash is part of
    ``instant_speed``."""
    return _flash_permission(state, player, oid) is not None


def _flash_permission(state: GameState, player: int, oid: int) -> tuple[int, int] | None:
    for ref in state.statics.get("permit:flash", ()):
        ab = state.ability(ref)
        if state.controller_of(ref) == player and isinstance(ab, Permission) \
                and ab.test is not None and left(ab.limit, state, player, ref) \
                and ab.test(state, Ctx(player, ref[0], ref), oid):
            return ref
    return None


def cast_cost(state: GameState, player: int, oid: int) -> tuple[int, tuple[str, ...]]:
    """The total cost to cast a card: its mana cost changed by cost modifiers (601.2f)."""
    generic, pips, _ = _modified_cost(state, player, oid)
    return generic, pips


def _modified_cost(state: GameState, player: int,
                   oid: int) -> tuple[int, tuple[str, ...], tuple[tuple[int, int], ...]]:
    """The total cost and the cost modifiers that changed it (their uses are spent when
    the cost is locked in)."""
    c = _card(state, oid)
    generic = c.generic
    used: list[tuple[int, int]] = []
    for ref in state.statics.get("cost:cast", ()):
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier) and ab.change is not None
        controller = state.controller_of(ref)
        if not left(ab.limit, state, controller, ref):
            continue
        new = max(0, ab.change(state, Ctx(controller, ref[0], ref), oid, generic))
        if new != generic:
            used.append(ref)
            generic = new
    return generic, c.pips, tuple(used)


def actions(state: GameState, player: int) -> tuple[Option, ...]:
    """Everything ``player`` could do now with priority, besides passing.

    Asked several times at each priority point and in every step, so the answer is kept
    until the state changes (its version), the stack changes, or sorcery timing begins or
    ends: nothing else decides what a player may do.
    """
    # sorcery_timing(state, player), written out: this is asked for both players at
    # every step, where a call costs more than the test. With sorcery timing the stack
    # is empty, and the version alone keys the answer; otherwise the version and the
    # stack's size do (an int and a tuple never compare equal: the step may change
    # sorcery timing without changing the version).
    key: object
    # Looked up first: a player who is not one (a loaded step's) is refused at once.
    slot = _CACHE_SLOTS[player]
    if state.active == player and state.step in MAIN_STEPS and not state.pending.items:
        sorcery = True
        key = state.version
    else:
        statics = state.statics
        if "activate:ability" not in statics and "permit:flash" not in statics:
            # The common case outside one's main phase: no land may be played, and with
            # no permission about, why_not_cast's timing comes down to a card's own
            # instant speed. (_instant_speed_cards' usual answer, read first: a call
            # costs more than the test.)
            if state.cache.get(_INSTANT_SPEED) == len(state.objects) \
                    or not _instant_speed_cards(state):
                return ()
            if TYPE_CHECKING:
                objs = objects(state)
            else:
                objs = state.objects
            for oid in state.zones[HAND[player]]:
                if objs[oid].card.instant_speed:
                    break
            else:
                return ()
        sorcery = False
        key = (state.version, len(state.pending.items))
    cached = state.cache.get(slot)
    if cached is not None and cached[0] == key:
        hit: tuple[Option, ...] = cached[1]
        return hit
    found = tuple(_actions(state, player, sorcery,
                           state.statics.get("activate:ability") or ()))
    state.cache[slot] = (key, found)
    return found


_CACHE_SLOTS = ("actions of p1", "actions of p2")


def _instant_speed_cards(state: GameState) -> bool:
    """Whether any object of the game is a card with instant speed (an instant, or a
    card with flash). Without one, no hand holds one: outside a player's main phase only
    a permission or an activated ability lets them act, and a look at the hands is
    saved. Objects are only ever added, and an object's card never changes, so the
    answer is kept while their number stays."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    # Kept as one number: how many objects there were when none was found, -1 - that
    # when one was, so that the common answer costs a single comparison.
    n = len(objs)
    known = state.cache.get(_INSTANT_SPEED)
    if known == n:
        return False
    if known != -1 - n:
        known = -1 - n if any(o.card.instant_speed for o in objs) else n
        state.cache[_INSTANT_SPEED] = known
    return known != n


_INSTANT_SPEED = "instant-speed cards"


_MANA_SLOTS = ("mana of p1", "mana of p2")


def _mana(state: GameState, player: int) -> dict[str, int]:
    """:func:`mana.mana_counts`, kept until the state changes (its version): a spell is
    checked as it is offered and again as it is cast, with nothing changed in between.
    The dict is shared: not to be changed."""
    slot = _MANA_SLOTS[player]
    cached = state.cache.get(slot)
    if cached is not None and cached[0] == state.version:
        counts: dict[str, int] = cached[1]
        return counts
    counts = mana_counts(state, player)
    state.cache[slot] = (state.version, counts)
    return counts


def _actions(state: GameState, player: int, sorcery: bool,
             activated: tuple[tuple[int, int], ...]) -> list[Option]:
    # Every option is asked of the one check of its kind; the mana available is counted
    # once for the whole hand rather than once per card.
    out: list[Option] = []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    counts: dict[str, int] | None = None
    no_land: str | None = None
    land_asked = False
    seen: set[object] = set()
    for oid in state.zones[HAND[player]]:
        c = objs[oid].card
        if c in seen:
            continue
        seen.add(c)
        if c.is_land:
            # A land in the hand passes why_not_play's tests of the card; the rest of it
            # is the same for every land, and asked once.
            if not land_asked:
                no_land, land_asked = why_no_land_play(state, player, sorcery), True
            if no_land is None:
                out.append(option_of(("play", oid, None)))
            continue
        if counts is None:
            counts = _mana(state, player)
        if why_not_cast(state, player, oid, None, counts, sorcery, brief=True) is None:
            out.append(option_of(("cast", oid, None)))
    for oid, idx in activated:
        # The opponent's abilities are in the same index: theirs are never this player's.
        if objs[oid].controller == player and why_not_activate(state, player, oid, idx) is None:
            out.append(Option("activate", oid, idx))
    return out


# ---------------------------------------------------------------------- legality
#
# One check per action a player takes with priority, each saying why the action is not
# legal now (citing the rule), or ``None``: the option lists are built by asking it, a
# refused answer is explained by it (MtgRules.explain) and the procedure checks it again
# as it begins. Combat's declarations have theirs in combat.py.

def why_not_play(state: GameState, player: int, oid: int, arg: object = None) -> str | None:
    """Why ``player`` cannot play the land ``oid`` now, or ``None`` if they can (a
    player with priority plays a land from their hand in their main phase with an empty
    stack, one land per turn: CR 305.1-2)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if not c.is_land:
        return f"{c.name} is not a land: it is cast, not played (CR 305.1, CR 601.2)"
    if arg is not None:
        return f"playing a land takes no argument, not {arg!r}"
    if o.zone != HAND[player]:
        return "the card is not in your hand (CR 305.1)"
    return why_no_land_play(state, player)


def why_no_land_play(state: GameState, player: int, sorcery: bool | None = None) -> str | None:
    """The part of :func:`why_not_play` that is the same for every land: why ``player``
    may play no land at all now, or ``None``. ``sorcery`` (whether it is sorcery timing
    for the player) may be given by a caller that knows."""
    if not (sorcery_timing(state, player) if sorcery is None else sorcery):
        return "a land can be played only in your main phase with an empty stack (CR 305.1)"
    if not LAND_PLAY.available(state, player=player):
        return "you have already played a land this turn (CR 305.2)"
    return None


def why_not_cast(state: GameState, player: int, oid: int, arg: object = None,
                 counts: dict[str, int] | None = None, sorcery: bool | None = None, *,
                 brief: bool = False) -> str | None:
    """Why ``player`` cannot cast the card ``oid`` now, or ``None`` if they can: a spell
    is cast from the hand (CR 601.2a) with sorcery timing (CR 307.1) or, an instant, a
    card with flash or one a permission lets be cast as though it had flash, whenever
    its caster has priority (CR 117.1a, 702.8a); only if its total cost can be paid
    (CR 601.2f-h) and each of its targets has a legal choice (CR 601.2c).

    A caller that asks about many cards may give what is the same for all of them:
    ``sorcery`` (whether it is sorcery timing for the player) and ``counts`` (the
    player's :func:`mana.mana_counts`); and one that needs no explanation, ``brief``:
    the reason is then said without the details (the card, the mana), which cost more
    to write than the check to make.
    """
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if c.is_land:
        return f"{c.name} is a land: it is played, not cast (CR 305.1)"
    if arg is not None:
        return f"casting {c.name} takes no argument, not {arg!r}"
    if o.zone != HAND[player]:
        return "the card is not in your hand (CR 601.2a)"
    if sorcery is None:
        sorcery = sorcery_timing(state, player)
    if not (sorcery or c.instant_speed
            or ("permit:flash" in state.statics and flash_granted(state, player, oid))):
        if brief:
            return "cast only in your main phase with an empty stack (CR 307.1)"
        return f"{c.name} can be cast only in your main phase with an empty stack (CR 307.1)"
    if "cost:cast" in state.statics:
        generic, pips = cast_cost(state, player, oid)
    else:
        generic, pips = c.generic, c.pips
    if counts is None:
        counts = _mana(state, player)
    total = generic + len(pips)
    if counts["total"] < total:
        if brief:
            return "not enough mana (CR 601.2h)"
        return f"not enough mana: {c.cost} needs {total} mana, {counts['total']} " \
               f"untapped land(s) available (CR 601.2h)"
    if pips and not affordable(counts, generic, pips):
        if brief:
            return "not enough mana of the right color (CR 601.2h)"
        short = [f"{{{col}}}" for col in sorted(set(pips), key=pips.index)
                 if counts.get(col, 0) < pips.count(col)]
        return f"not enough mana of the right color: {c.cost} needs " \
               f"{' and '.join(short)} that the untapped lands do not make (CR 601.2h)"
    if c.targeted and not can_target(state, player, oid):
        return f"{c.name} has no legal target to choose (CR 601.2c)"
    return None


def why_not_activate(state: GameState, player: int, oid: int, arg: object) -> str | None:
    """Why ``player`` cannot activate the ability ``arg`` (its index among the object's
    abilities) of ``oid`` now, or ``None`` if they can: only a permanent's controller
    activates its abilities (CR 602.2), "activate only as a sorcery" follows sorcery
    timing (CR 602.5d), a limited ability only while a use is left (CR 602.5b), and only
    with a cost that can be paid (CR 602.2b; life, for one, only as much as one has:
    CR 119.4)."""
    o = state.objects[oid]
    c = o.card
    abilities = c.abilities
    if type(arg) is not int or not 0 <= arg < len(abilities) \
            or not isinstance(abilities[arg], Activated):
        return f"{c.name} has no activated ability {arg!r} (CR 602.1)"
    ab = abilities[arg]
    assert isinstance(ab, Activated)
    if o.controller != player or o.zone != BATTLEFIELD[player]:
        return f"{c.name} is not a permanent you control: only a permanent's controller " \
               f"activates its abilities (CR 602.2)"
    if ab.speed == "sorcery" and not sorcery_timing(state, player):
        return f"{c.name}'s ability can be activated only as a sorcery: in your main phase " \
               f"with an empty stack (CR 602.5d)"
    if not left(ab.limit, state, player, (oid, arg)):
        return f"{c.name}'s ability cannot be activated again: its limit is used up " \
               f"(CR 602.5b)"
    for action in ab.cost:
        payable = getattr(action, "payable", None)
        if payable is not None and not payable(state, player):
            return f"the cost of {c.name}'s ability cannot be paid now ({action.text}) " \
                   f"(CR 602.2b)"
    return None


def priority_matters(state: GameState) -> bool:
    """Whether a round of priority could do anything: state-based actions, waiting
    triggers, a non-empty stack, or a player with something to do besides passing.

    Not a pure question: it performs the state-based actions it finds (CR 704.3 says
    they happen whenever a player would receive priority, which is when this is asked).
    """
    if state_based_actions(state) or state.triggered or state.pending.items:
        return True
    statics = state.statics
    if (state.step not in MAIN_STEPS and "activate:ability" not in statics
            and "permit:flash" not in statics and not _instant_speed_card_in_a_hand(state)):
        return False  # outside the main phases only such a card could be played
    return bool(actions(state, state.active)) or bool(actions(state, 1 - state.active))


def _instant_speed_card_in_a_hand(state: GameState) -> bool:
    if state.cache.get(_INSTANT_SPEED) == len(state.objects) or not _instant_speed_cards(state):
        return False
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for zid in HAND:
        for oid in state.zones[zid]:
            if objs[oid].card.instant_speed:
                return True
    return False


def respond(state: GameState, player: int, option: Option) -> None:
    """Carry out an action taken with priority: play a land, cast a spell, activate an
    ability (the player receives priority again afterwards, CR 117.3c)."""
    kind = option.kind
    if kind == "play":
        state.push(PlayLand(player, option.obj))
    elif kind == "cast":
        state.push(Use("mtg.cast", player, option.obj))
    elif kind == "activate":
        state.push(Use("mtg.activate", player, option.obj, plan=(("ability", option.arg),)))


class PlayLand(Step):
    """Play a land: a special action that does not use the stack (CR 305.1, 505.6b)."""

    __slots__ = ("obj", "player")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj

    def run(self, state: GameState) -> None:
        # Offered only when legal, and nothing happens between the answer and this step.
        assert why_not_play(state, self.player, self.obj) is None, \
            why_not_play(state, self.player, self.obj)
        LAND_PLAY.spend(state, player=self.player)
        state.log_rule("CR 305.1", "{} plays {}", state.players[self.player].name,
                       state.objects[self.obj].card.name)
        state.move(self.obj, BATTLEFIELD[self.player], player=self.player, reason="play")


# ---------------------------------------------------------------------- casting (CR 601.2)

def _announce(state: GameState, use: Use) -> Use | None:
    reason = why_not_cast(state, use.player, use.obj)
    if reason is not None:
        raise IllegalAction(reason)
    state.log_rule("CR 601.2a", "{} casts {}", state.players[use.player].name,
                   state.objects[use.obj].card.name)
    if not (sorcery_timing(state, use.player) or _card(state, use.obj).instant_speed):
        # Cast at instant speed by a permission: that permission's use is spent.
        ref = _flash_permission(state, use.player, use.obj)
        if ref is not None:
            ab = state.ability(ref)
            assert isinstance(ab, Permission)  # what _flash_permission finds
            spend_for(ab.limit, state, use.player, ref)
    state.move(use.obj, STACK, player=use.player, reason="cast")
    state.pending.add(state, PendingItem(state.next_id(), "spell", use.player, obj=use.obj))
    return None


def spell_ability(state: GameState, oid: int) -> tuple[int, SpellEffect]:
    """The spell ability of an instant or sorcery (what it does, what it targets)."""
    for i, ab in enumerate(state.objects[oid].card.abilities):
        if isinstance(ab, SpellEffect):
            return i, ab
    raise IllegalAction(f"{state.objects[oid].card.name} has no spell ability")


def can_target(state: GameState, player: int, oid: int) -> bool:
    """Whether every target of the spell has a legal choice: a spell that targets cannot
    be cast without (CR 601.2c)."""
    idx, ab = spell_ability(state, oid)
    return has_legal_targets(state, Ctx(player, oid, (oid, idx)), ab.targets)


def _ask_target(state: GameState, use: Use) -> Decision | None:
    """CR 601.2c: the player announces the spell's targets, one per target spec."""
    c = _card(state, use.obj)
    if not c.targeted:
        return None
    idx, ab = spell_ability(state, use.obj)
    chosen: tuple[Target, ...] = use.get("targets", ())
    if len(chosen) >= len(ab.targets):
        return None
    spec = ab.targets[len(chosen)]
    ctx = Ctx(use.player, use.obj, (use.obj, idx), None, 0, chosen)
    return Decision(use.player, "target", target_options(state, ctx, spec),
                    f"Choose {spec.text} for {c.name}", state)


def _record_target(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("targets", (*use.get("targets", ()), option_target(state, option)))


def _targets_chosen(state: GameState, use: Use) -> Use | None:
    targets: tuple[Target, ...] = use.get("targets", ())
    if targets:
        state.log_rule("CR 601.2c", "{} targets {}", state.objects[use.obj].card.name,
                       ", ".join(target_text(state, t) for t in targets))
        item = next(it for it in state.pending.items if it.obj == use.obj)
        state.pending.replace(item.replace(targets=targets))
    return None


def _total_cost(state: GameState, use: Use) -> Use:
    """CR 601.2f: the total cost is locked in; cost modifiers that changed it spend
    their uses."""
    generic, pips, used = _modified_cost(state, use.player, use.obj)
    for ref in used:
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier)  # what _modified_cost finds
        spend_for(ab.limit, state, state.controller_of(ref), ref)
    return use.with_plan("cost", (generic, pips))


def _ask_tap(state: GameState, use: Use) -> Decision | None:
    """CR 601.2g without the ``mana`` automation: the player taps lands for the total
    cost one at a time, offered only lands that leave the rest payable, until it is paid."""
    if MANA in state.automations:
        return None
    generic, pips = use.get("cost")
    tapped: tuple[int, ...] = use.get("tapped", ())
    total = generic + len(pips)
    if len(tapped) >= total:
        return None
    return Decision(use.player, "pay_mana",
                    tap_options(state, use.player, generic, pips, tapped),
                    f"Pay {format_cost(generic, pips)}: tap a land for mana "
                    f"({len(tapped)} of {total} tapped)", state)


def _record_tap(state: GameState, use: Use, option: Option) -> Use:
    # Tapped at once, as activating the land's mana ability would (CR 601.2g): the board
    # then shows the payment so far while the player chooses the rest.
    state.emit(Event("tap", obj=option.obj, reason="cost", rule="CR 601.2g"))
    return use.with_plan("tapped", (*use.get("tapped", ()), option.obj))


def _pay(state: GameState, use: Use) -> Use | None:
    """CR 601.2h: the total cost is paid, with the lands the player tapped for it or,
    with the ``mana`` automation, with those the engine's payment plan taps now."""
    generic, pips = use.get("cost")
    manual = MANA not in state.automations
    lands = use.get("tapped", ()) if manual else plan_payment(state, use.player, generic, pips)
    if lands is None:
        raise IllegalAction(f"cannot pay {format_cost(generic, pips)}", rule="CR 601.2h")
    if lands:
        state.log_rule("CR 601.2h", "{} pays {} (tapping {})", state.players[use.player].name,
                       format_cost(generic, pips),
                       ", ".join(state.objects[i].card.name for i in lands))
    if not manual:
        for oid in lands:
            state.emit(Event("tap", obj=oid, reason="cost", rule="CR 601.2g"))
    return None


def _became_cast(state: GameState, use: Use) -> Use | None:
    state.emit(Event("cast", player=use.player, obj=use.obj, rule="CR 601.2i"))
    return None


# Casting and activating are checked in full before they are offered (why_not_cast,
# why_not_activate: a payable total cost, a legal choice for each target) and again as
# they are announced, and their stages offer only targets and lands that keep them
# legal, so nothing can turn out illegal half-way: no snapshot needed.
register("mtg.cast", Procedure("casting", (
    Stage("announce", "CR 601.2a", do=_announce),
    Stage("targets", "CR 601.2c", do=_targets_chosen, ask=_ask_target, record=_record_target),
    Stage("total cost", "CR 601.2f", do=_total_cost),
    Stage("pay", "CR 601.2h", do=_pay, ask=_ask_tap, record=_record_tap),
    Stage("cast", "CR 601.2i", do=_became_cast),
), rewind_rule="CR 728.1", checked_in_advance=True))


# ---------------------------------------------------------------------- activating (CR 602.2)

def _announce_ability(state: GameState, use: Use) -> Use | None:
    idx = use.get("ability")
    reason = why_not_activate(state, use.player, use.obj, idx)
    if reason is not None:
        raise IllegalAction(reason)
    o = state.objects[use.obj]
    ab = o.card.abilities[idx]
    assert isinstance(ab, Activated)
    state.log_rule("CR 602.2a", "{} activates {}: {}", state.players[use.player].name,
                   o.card.name, ab.text)
    if ab.limit is not None and ab.limit.spent == AT_ACTIVATION:
        ab.limit.spend(state, use.player, use.obj, idx)
    state.pending.add(state, PendingItem(state.next_id(), "ability", use.player, obj=use.obj,
                                         ability=(use.obj, idx)))
    return None


def _pay_ability(state: GameState, use: Use) -> Use | None:
    idx = use.get("ability")
    ctx = Ctx(use.player, use.obj, (use.obj, idx), None, state.new_rid())
    state.push(RunActions(ctx, "cost"))
    return None


def _activated(state: GameState, use: Use) -> Use | None:
    state.emit(Event("activate", player=use.player, obj=use.obj, rule="CR 602.2i",
                     data=(use.get("ability"),)))
    return None


register("mtg.activate", Procedure("activation", (
    Stage("announce", "CR 602.2a", do=_announce_ability),
    Stage("pay", "CR 602.2b", do=_pay_ability),
    Stage("activated", "CR 602.2i", do=_activated),
), rewind_rule="CR 728.1", checked_in_advance=True))


# ---------------------------------------------------------------------- resolving (CR 608)

def resolve_card(state: GameState, item: PendingItem) -> None:
    """A permanent spell enters the battlefield (CR 608.3); an instant or sorcery does
    what it says, then goes to its owner's graveyard (CR 608.2n), also when it does
    nothing because its targets are gone (CR 608.2b)."""
    assert item.obj is not None
    c = _card(state, item.obj)
    name = c.name
    if c.permanent:
        state.log_rule("CR 608.3", "{} resolves and enters the battlefield", name)
        state.move(item.obj, BATTLEFIELD[item.controller], player=item.controller,
                   reason="resolve")
        return
    idx = next(i for i, a in enumerate(c.abilities) if isinstance(a, SpellEffect))
    resolve_effect(state, item, (item.obj, idx), after=ToGraveyard(item.obj, "stack", "CR 608.2n"))


# ---------------------------------------------------------------------- state-based actions

def state_based_actions(state: GameState) -> bool:
    """Perform all applicable state-based actions at once (CR 704.3); whether any were.

    Nothing can have become true if the state's version did not change since the last
    check that found nothing, so that check is remembered and the next one skipped.
    """
    mark = state.version
    if state.cache.get("sba_clean") == mark:
        return False
    losers, dying = _sba_found(state)
    if not losers and not dying:
        state.cache["sba_clean"] = mark
        return False
    for p, rule, why in losers:
        if rule == "CR 704.5b":
            if TYPE_CHECKING:
                drawer = mut_player(state, p)
            else:
                drawer = state.mut_player(p)
            drawer.drew_from_empty = False
        state.lose(p, rule=rule, why=why)
    objs = state.objects
    for oid, rule in dying:
        o = objs[oid]
        if rule in _PUT_INTO_GRAVEYARD:
            state.log_rule(rule, _PUT_INTO_GRAVEYARD[rule], o.card.name)
            state.move(oid, GRAVEYARD[o.owner], reason="sba", cause="rule")
        else:
            state.move(oid, GRAVEYARD[o.owner], reason=DESTROY, cause="rule", rule=rule)
    return True


def sba_pending(state: GameState) -> bool:
    """Whether any state-based action would be performed (without performing it)."""
    losers, dying = _sba_found(state)
    return bool(losers or dying)


def _sba_found(state: GameState) -> tuple[list[tuple[int, str, str]], list[tuple[int, str]]]:
    losers: list[tuple[int, str, str]] = []
    if TYPE_CHECKING:
        everyone = players(state)
    else:
        everyone = state.players
    for p in everyone:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "CR 704.5a", "0 or less life"))
        if p.drew_from_empty:
            losers.append((p.index, "CR 704.5b", "attempted to draw from an empty library"))
        if p.poison >= 10:
            losers.append((p.index, "CR 704.5c", "ten or more poison counters"))
    dying: list[tuple[int, str]] = []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if state.continuous:
        candidates: Iterable[int] = (oid for zid in BATTLEFIELD for oid in state.zones[zid])
    else:
        candidates = watched(state)
    for oid in candidates:
        o = objs[oid]
        card = o.card
        if o.zone not in BATTLEFIELD:
            continue
        # With floating effects every permanent is a candidate (see above), and one may
        # be a creature by an effect: its marked damage counts against the toughness the
        # effect gives it (CR 120.6).
        if card.is_creature or (state.continuous and is_creature(state, o)):
            t = toughness(state, o)
            if t <= 0:
                dying.append((oid, "CR 704.5f"))
            elif o.damage >= t and not has_keyword(state, o, "Indestructible"):
                dying.append((oid, "CR 704.5g"))
            elif o.deathtouched and not has_keyword(state, o, "Indestructible"):
                dying.append((oid, "CR 704.5h"))
        elif card.loyalty is not None and card.is_a("Planeswalker") \
                and not o.counter("loyalty"):
            dying.append((oid, "CR 704.5i"))
        elif card.defense is not None and card.is_a("Battle") and not o.counter("defense") \
                and not _source_of_waiting_ability(state, oid):
            dying.append((oid, "CR 704.5v"))
    return losers, dying


_PUT_INTO_GRAVEYARD = {
    "CR 704.5f": "{} has 0 or less toughness and is put into its owner's graveyard",
    "CR 704.5i": "{} has 0 loyalty and is put into its owner's graveyard",
    "CR 704.5v": "{} has 0 defense and is put into its owner's graveyard",
}
"""The state-based actions that put a permanent into the graveyard without destroying
it, with what the log says."""


def _source_of_waiting_ability(state: GameState, oid: int) -> bool:
    """Whether ``oid`` is the source of an ability that triggered and has not left the
    stack (a battle whose Siege ability waits stays: CR 704.5v)."""
    return any(item.obj == oid for item in (*state.triggered, *state.pending.items))
