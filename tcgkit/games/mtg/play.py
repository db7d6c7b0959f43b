"""Priority, the stack, casting spells, playing lands, activating and triggering abilities,
and state-based actions (CR 117, 305, 405, 601-603, 608, 704)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...core.abilities import (
    Activated,
    CostModifier,
    Ctx,
    Permission,
    SpellEffect,
    Target,
    TargetSpec,
)
from ...core.automation import MANA
from ...core.decision import Decision, Option, option_of
from ...core.errors import IllegalAction
from ...core.events import DESTROY, Event, new_event
from ...core.limits import AT_ACTIVATION, PLAYER, Limit, left, spend_for
from ...core.objects import game_has
from ...core.pending import PendingItem, seats_from, team
from ...core.perform import perform_draw as kernel_perform_draw
from ...core.procedure import Procedure, Stage, Use, register
from ...core.resolve import (
    ToGraveyard,
    has_legal_targets,
    option_target,
    resolve_effect,
    target_options,
    target_text,
)
from ...core.steps import Ask, Step
from .auras import AURAS, auras_unattached, put_aura_away, resolve_aura
from .battles import choose_new_protectors, without_protector
from .card import MtgCard, format_cost
from .characteristics import has_keyword, is_creature, lost_abilities, toughness, watched
from .costs import (
    CAST_COSTS,
    increases_first,
    log_total_cost,
    register_casting,
    why_not_costs,
)
from .faces import turn_over
from .loyalty import LoyaltyAbility, cost_text, loyalty_index, why_not_loyalty
from .mana import (
    _MANA_ABILITY_CARDS,
    ability_land_options,
    add_mana,
    affordable,
    has_mana_ability_cards,
    improvised_rest,
    mana_ability_of,
    mana_ability_options,
    mana_counts,
    pay_from_pool,
    plan_payment,
    plan_with_abilities,
    pool_add,
    pool_of,
    pool_options,
    pool_spend,
    pool_text,
    priority_mana_ability_options,
    sources_for_mana,
    tap_options,
    why_not_add_mana,
    why_not_mana_ability,
)
from .miracle import offer_reveal
from .modes import choosable_modes, modes_of, why_not_mode
from .tokens import annihilate, annihilating, tokens_gone
from .zones import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, MAX_PLAYERS, STACK

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data, mut_player, objects, players

LAND_PLAY = Limit(name="land play", shared=PLAYER, spent=AT_ACTIVATION)
"""One land per turn (CR 305.2), a player-shared usage limit."""

MAIN_STEPS = ("main1", "main2")


def _card(state: GameState, oid: int) -> MtgCard:
    c = state.objects[oid].card
    assert isinstance(c, MtgCard)
    return c


def sorcery_timing(state: GameState, player: int) -> bool:
    """Main phase of the player's own turn with an empty stack (CR 307.1)."""
    return (state.active == player
            or (len(state.players) == 4 and _active_teammate(state, player))) \
        and state.step in MAIN_STEPS and not state.pending.items


def _active_teammate(state: GameState, player: int) -> bool:
    """Whether ``player`` is the active player's teammate with shared team turns (Two-
    Headed Giant): an active player too, who acts at sorcery speed (CR 805.2, 810.2)."""
    return player == (state.active + 2) % 4 and state.options.get("variant") == "2hg"


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
    generic, pips, _ = modified_cost(state, player, oid)
    return generic, pips


def modified_cost(state: GameState, player: int, oid: int,
                   base: tuple[int, tuple[str, ...]] | None = None, x: int = 0,
                   ) -> tuple[int, tuple[str, ...], tuple[tuple[int, int], ...]]:
    """The total cost and the cost modifiers that changed it (their uses are spent when
    the cost is locked in). ``base`` is an alternative cost paid rather than the mana
    cost (a miracle cost, CR 601.2f, 118.9), if one is; ``x`` the value announced for X."""
    c = _card(state, oid)
    # X is part of the mana cost that increases and reductions apply to (CR 601.2f).
    generic = c.generic + x * c.x_symbols if base is None else base[0]
    used: list[tuple[int, int]] = []
    # Increases before reductions (CR 601.2f).
    for ref in increases_first(state, tuple(state.statics.get("cost:cast", ()))):
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier) and ab.change is not None
        controller = state.controller_of(ref)
        if not left(ab.limit, state, controller, ref) or not state.functions(ref):
            continue
        new = max(0, ab.change(state, Ctx(controller, ref[0], ref), oid, generic))
        if new != generic:
            used.append(ref)
            generic = new
    return generic, c.pips if base is None else base[1], tuple(used)


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
    if (state.active == player
            or (len(state.players) == 4 and _active_teammate(state, player))) \
            and state.step in MAIN_STEPS and not state.pending.items:
        sorcery = True
        key = state.version
    else:
        statics = state.statics
        if "activate:ability" not in statics and "permit:flash" not in statics \
                and (state.cache.get(_MANA_ABILITY_CARDS) == len(state.objects)
                     or not has_mana_ability_cards(state)):
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


_CACHE_SLOTS = tuple(f"actions of p{i + 1}" for i in range(MAX_PLAYERS))


def _instant_speed_cards(state: GameState) -> bool:
    """Whether any object of the game is a card with instant speed (an instant, or a
    card with flash). Without one, no hand holds one: outside a player's main phase only
    a permission or an activated ability lets them act, and a look at the hands is
    saved (see :func:`game_has` for how the answer is kept)."""
    return game_has(state, _INSTANT_SPEED, _has_instant_speed)


def _has_instant_speed(card: MtgCard) -> bool:
    return card.instant_speed


def _used_off_main(card: MtgCard) -> bool:
    """Whether a player could use ``card`` outside their main phases by itself: it has
    instant speed, or a mana ability that costs mana (Chromatic Sphere)."""
    return card.instant_speed or mana_ability_of(card) is not None


_OFF_MAIN = "cards used outside a main phase"
"""The :func:`game_has` key of :func:`_used_off_main`: a game with none (vanilla
creatures, sorceries and lands) settles, outside the main phases and with no permission
or activated ability about, that no player can do anything, by one lookup (asked by
:func:`quiet_off_main`; :func:`priority_matters` reads its usual answer first)."""


_INSTANT_SPEED = "instant-speed cards"


_MANA_SLOTS = tuple(f"mana of p{i + 1}" for i in range(MAX_PLAYERS))


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
    # Without cost modifiers, a card whose mana cost is more than all the mana available
    # is refused by why_not_cast whatever else holds, unless it has an extra cost
    # (improvise pays with artifacts): that refusal, the usual one, is read here.
    printed = "cost:cast" not in state.statics
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
        if printed and not c.extra_costs and counts["total"] < c.generic + len(c.pips):
            continue
        if why_not_cast(state, player, oid, None, counts, sorcery, brief=True) is None:
            out.append(option_of(("cast", oid, None)))
    for oid, idx in activated:
        # The opponent's abilities are in the same index: theirs are never this player's.
        if objs[oid].controller == player and _why_not_activated(state, player, oid, idx) is None:
            ab = objs[oid].card.abilities[idx]
            if isinstance(ab, LoyaltyAbility):
                out.append(Option("loyalty", oid, cost_text(ab)))
            else:
                out.append(Option("activate", oid, idx))
    if state.cache.get(_MANA_ABILITY_CARDS) != len(objs) and has_mana_ability_cards(state):
        # Chromatic Sphere: a mana ability, activated whenever its controller has
        # priority (CR 605.3a), its mana waiting in the pool.
        out.extend(priority_mana_ability_options(state, player))
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
        # (extra_costs first: an attribute every card holds, read fast; improvise is
        # among the extra costs.)
        rest = improvised_rest(state, player, counts, generic, pips) \
            if c.extra_costs and c.improvise else None
        if rest is not None:
            # The artifacts pay the generic mana the lands can't (CR 702.126a).
            generic = rest
        elif brief:
            return "not enough mana (CR 601.2h)"
        elif (generic, pips) != (c.generic, c.pips):
            # Changed by cost modifiers: the total cost is what must be paid (CR 601.2f).
            return f"not enough mana: the total cost of {c.name} is " \
                   f"{format_cost(generic, pips)} (CR 601.2f), {total} mana, " \
                   f"{counts['total']} untapped land(s) available (CR 601.2h)"
        else:
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
    if c.extra_costs:
        # X or an additional cost (costs.py): only an additional cost can fail.
        why = why_not_costs(state, player, oid)
        if why is not None:
            return why if not brief else "its additional cost cannot be paid (CR 601.2h)"
    return None


def why_not_activate(state: GameState, player: int, oid: int, arg: object) -> str | None:
    """Why ``player`` cannot activate the ability ``arg`` (its index among the object's
    abilities) of ``oid`` now, or ``None`` if they can: only a permanent's controller
    activates its abilities (CR 602.2), "activate only as a sorcery" follows sorcery
    timing (CR 602.5d), a limited ability only while a use is left (CR 602.1b), and only
    with a cost that can be paid (CR 602.2b; life, for one, only as much as one has:
    CR 119.4)."""
    c = state.objects[oid].card
    abilities = c.abilities
    if type(arg) is not int or not 0 <= arg < len(abilities) \
            or not isinstance(abilities[arg], Activated):
        return f"{c.name} has no activated ability {arg!r} (CR 602.1)"
    ab = abilities[arg]
    if isinstance(ab, LoyaltyAbility):
        return f"{c.name}'s loyalty abilities are named by their cost: " \
               f"activate {c.name}: {cost_text(ab)} (CR 606.1)"
    return _why_not_activated(state, player, oid, arg)


def why_not_loyalty_option(state: GameState, player: int, oid: int,
                           arg: object) -> str | None:
    """Why ``player`` cannot activate the loyalty ability of ``oid`` whose cost is
    ``arg`` (``"+2"``, ``"-1"``, ``"0"``) now, or ``None`` if they can: the checks of
    every activated ability and those of loyalty abilities (CR 606.3, 606.6)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    idx = loyalty_index(o, arg)
    if idx is None:
        return f"{o.card.name} has no loyalty ability {arg!r} (CR 606.1)"
    return _why_not_activated(state, player, oid, idx)


def _why_not_activated(state: GameState, player: int, oid: int, arg: int) -> str | None:
    """The checks of :func:`why_not_activate` once ``arg`` is known to be the index of
    one of the object's activated abilities."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    ab = c.abilities[arg]
    assert isinstance(ab, Activated)
    if o.controller != player or o.zone != BATTLEFIELD[player]:
        return f"{c.name} is not a permanent you control: only a permanent's controller " \
               f"activates its abilities (CR 602.2)"
    if lost_abilities(state, o):
        return f"{c.name} has lost all its abilities (CR 613.1f)"
    if isinstance(ab, LoyaltyAbility):
        why = why_not_loyalty(state, player, o, ab, (oid, arg))
        if why is not None:
            return why
    if ab.speed == "sorcery" and not sorcery_timing(state, player):
        return f"{c.name}'s ability can be activated only as a sorcery: in your main phase " \
               f"with an empty stack (CR 602.5d)"
    if not left(ab.limit, state, player, (oid, arg)):
        return f"{c.name}'s ability cannot be activated again: its limit is used up " \
               f"(CR 602.1b)"
    for action in ab.cost:
        payable = getattr(action, "payable", None)
        if payable is not None and not payable(state, player):
            return f"the cost of {c.name}'s ability cannot be paid now ({action.text}) " \
                   f"(CR 602.2b)"
        # A cost the permanent itself pays ({T}): asked of the permanent.
        payable_by = getattr(action, "payable_by", None)
        if payable_by is not None and not payable_by(state, oid):
            return f"the cost of {c.name}'s ability cannot be paid now ({action.text}) " \
                   f"(CR 602.2b)"
    if ab.targets and not has_legal_targets(state, Ctx(player, oid, (oid, arg)), ab.targets):
        return f"{c.name}'s ability has no legal target to choose (CR 601.2c, 602.2b)"
    return None


def priority_matters(state: GameState) -> bool:
    """Whether a round of priority could do anything: state-based actions, waiting
    triggers, a non-empty stack, or a player with something to do besides passing.

    Not a pure question: it performs the state-based actions it finds (CR 704.3 says
    they happen whenever a player would receive priority, which is when this is asked).
    """
    # state_based_actions' own first test read first: a clean check is the usual answer.
    if (state.cache.get("sba_clean") != state.version and state_based_actions(state)) \
            or state.triggered or state.pending.items:
        return True
    statics = state.statics
    if (state.step not in MAIN_STEPS and "activate:ability" not in statics
            and "permit:flash" not in statics
            and (state.cache.get(_OFF_MAIN) == len(state.objects)
                 or (not _instant_speed_card_in_a_hand(state)
                     and not has_mana_ability_cards(state)))):
        return False  # outside the main phases only such a card could be played
    if len(state.players) == 2:
        return bool(actions(state, state.active)) or bool(actions(state, 1 - state.active))
    return any(actions(state, p) for p in seats_from(state, state.active))


def quiet_off_main(state: GameState) -> bool:
    """Whether a round of priority now could only pass because of what the game is:
    outside the main phases, with no permission or activated ability about, in a game
    with no card used outside a main phase (:func:`_used_off_main`), no state-based
    action to perform (those found are performed: CR 704.3), no trigger waiting and an
    empty stack. A game of other cards is not looked at further (``False``): its
    players' options tell."""
    statics = state.statics
    return (state.cache.get(_OFF_MAIN) == len(state.objects)
            or not game_has(state, _OFF_MAIN, _used_off_main)) and state.step not in MAIN_STEPS \
        and "activate:ability" not in statics and "permit:flash" not in statics \
        and (state.cache.get("sba_clean") == state.version or not state_based_actions(state)) \
        and not state.triggered \
        and not state.pending.items


def priority_options(state: GameState, player: int) -> tuple[Option, ...]:
    """What ``player`` may do with priority besides passing: :func:`actions`, and, when
    the player pays costs by hand (without the ``mana`` automation), activating a mana
    ability of a land or creature to add mana to their pool (CR 605.3a, 106.4). With the
    automation, mana is made as costs are paid, which no player could do better: a
    random or scripted game pays no decision for it. Mana is offered only to a player
    who could also cast or activate something: with nothing to spend it on, it would
    only empty as the step ends (CR 500.5), and the player could as well pass
    (:func:`why_not_add_mana_now`); and only while their pool holds less mana than the
    most one of those could spend (:func:`_most_spendable`)."""
    found = actions(state, player)
    if MANA in state.automations or not found \
            or len(pool_of(state, player)) >= _most_spendable(state, player, found):
        return found
    return (*found, *[Option("add_mana", oid, color)
                      for oid, color in sources_for_mana(state, player)])


_UNBOUNDED = 1 << 30
"""What a spell with X could spend: any amount."""


def _most_spendable(state: GameState, player: int, found: tuple[Option, ...]) -> int:
    """The most mana one of the actions ``found`` could spend: the largest total cost
    among the spells the player could cast and the mana costs of the abilities they could
    activate (any amount for a spell with X). More mana than this in the pool could pay
    for nothing now, and tapping for it later gives the same mana: offering it would only
    let a player (a random one, above all) tap lands for mana that empties as the step
    ends (CR 500.5)."""
    most = 0
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for option in found:
        if option.kind == "cast":
            card = objs[option.obj].card
            if card.x_symbols:
                return _UNBOUNDED
            generic, pips = cast_cost(state, player, option.obj)
            most = max(most, generic + len(pips))
        elif option.kind == "activate":
            ab = objs[option.obj].card.abilities[option.arg]
            assert isinstance(ab, Activated)  # what actions() offers
            generic, pips = mana_part(ab)
            most = max(most, generic + len(pips))
        elif option.kind == "mana_ability":  # its {1} (Chromatic Sphere)
            most = max(most, 1)
    return most


def why_not_add_mana_now(state: GameState, player: int, oid: int, arg: object) -> str | None:
    """Why ``player`` is not offered to tap ``oid`` for mana of the color ``arg`` with
    priority now, or ``None`` if they are: a mana ability they could activate
    (:func:`.mana.why_not_add_mana`), at a time when they could also cast a spell or
    activate an ability to spend the mana on, and their mana pool holds less than the
    most one of those could spend (see :func:`priority_options`)."""
    why = why_not_add_mana(state, player, oid, arg)
    if why is not None:
        return why
    found = actions(state, player)
    if not found:
        return "you have nothing to spend mana on now: it would empty from your mana pool " \
               "as the step ends (CR 500.5), so it is not offered"
    most = _most_spendable(state, player, found)
    if len(pool_of(state, player)) >= most:
        return f"your mana pool already holds as much mana as anything you could do now " \
               f"can spend ({most}): more would empty from it as the step ends (CR 500.5), " \
               f"so it is not offered"
    return None


def _instant_speed_card_in_a_hand(state: GameState) -> bool:
    if state.cache.get(_INSTANT_SPEED) == len(state.objects) or not _instant_speed_cards(state):
        return False
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for zid in state.rules.hand_ids:
        for oid in state.zones[zid]:
            if objs[oid].card.instant_speed:
                return True
    return False


def respond(state: GameState, player: int, option: Option) -> None:
    """Carry out an action taken with priority: play a land, cast a spell, activate an
    ability (the player receives priority again afterwards, CR 117.3c)."""
    kind = option.kind
    if kind == "add_mana":  # a mana ability: no stack, priority stays (CR 605.3a-b)
        add_mana(state, player, option.obj, option.arg)
    elif kind == "mana_ability":  # one that costs mana itself (Chromatic Sphere)
        state.push(ActivateManaAbility(player, option.obj, option.arg))
    elif kind == "play":
        state.push(PlayLand(player, option.obj))
    elif kind == "cast":
        # A card with X or an additional cost has the longer procedure (costs.py).
        state.push(Use(CAST_COSTS if _card(state, option.obj).extra_costs else "mtg.cast",
                       player, option.obj))
    elif kind == "activate":
        state.push(Use("mtg.activate", player, option.obj, plan=(("ability", option.arg),)))
    elif kind == "loyalty":
        if TYPE_CHECKING:
            walker = objects(state)[option.obj]
        else:
            walker = state.objects[option.obj]
        idx = loyalty_index(walker, option.arg)
        state.push(Use("mtg.activate", player, option.obj, plan=(("ability", idx),)))


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


class ActivateManaAbility(Ask):
    """A mana ability that costs mana itself ("{1}, {T}, sacrifice it: add one mana of any
    color, then draw a card": Chromatic Sphere) activated with priority. Its {1} is paid
    first, from the mana pool or by tapping a land, as the player chooses (with the
    ``mana`` automation: the pool's mana if it holds any, else the land the payment plan
    picks); then its mana goes to the pool and its card is drawn. A mana ability does not
    use the stack, and the player keeps priority (CR 605.3a-b, 106.4)."""

    __slots__ = ("color", "obj", "player")

    def __init__(self, player: int, obj: int, color: str) -> None:
        self.player = player
        self.obj = obj
        self.color = color

    def decide(self, state: GameState) -> Decision | None:
        if MANA in state.automations:
            return None
        options = [*pool_options(state, self.player),
                   *tap_options(state, self.player, 1, (), ())]
        return Decision(self.player, "pay_mana", options,
                        f"Pay {{1}} for {state.objects[self.obj].card.name}'s mana ability: "
                        f"mana from your pool or a land to tap", state)

    def run(self, state: GameState) -> None:
        # The automation's choice is one of those offered by hand: the pool's last mana,
        # or the land a payment of {1} would tap.
        pool = pool_of(state, self.player)
        if pool:
            self.answer(state, Option("spend_mana", -1, pool[-1]))
            return
        lands = plan_payment(state, self.player, 1, ())
        assert lands, "offered only with mana in the pool or an untapped land"
        self.answer(state, Option("tap", lands[0]))

    def answer(self, state: GameState, option: Option) -> None:
        # Offered only when legal, and nothing happens between the answer and this step.
        assert why_not_mana_ability(state, self.player, self.obj, self.color) is None
        if option.kind == "spend_mana":
            pool_spend(state, self.player, option.arg)
            paid = f"{{{option.arg}}} from their mana pool"
        else:
            state.emit(new_event("tap", obj=option.obj, reason="cost", rule="CR 605.3a"))
            paid = f"tapping {state.objects[option.obj].card.name}"
        draws = mana_ability_paid(state, self.player, self.obj, self.color, paid)
        pool = pool_add(state, self.player, self.color)
        state.log_rule("CR 106.4", "{}'s mana pool holds {}", state.players[self.player].name,
                       pool_text(pool))
        if draws:
            state.emit(new_event("draws", player=self.player, amount=draws, source=self.obj,
                                 reason="effect", rule="CR 121.1"))


def mana_ability_paid(state: GameState, player: int, oid: int, color: str, paid: str) -> int:
    """The rest of the cost of ``oid``'s mana ability, its {1} paid (``paid`` says how,
    for the log): the permanent is tapped and sacrificed (CR 602.2b, 605.3a). Returns how
    many cards the ability then draws, once its mana is added."""
    o = state.objects[oid]
    ab = mana_ability_of(_card(state, oid))
    assert ab is not None  # offered only for such a permanent
    state.emit(new_event("tap", obj=oid, reason="cost", rule="CR 602.2b"))
    state.move(oid, GRAVEYARD[o.owner], player=player, reason="sacrifice", cause="cost")
    state.log_rule("CR 605.3a", "{} activates {}'s mana ability (paying {{1}}, {}): "
                   "adds {{{}}}", state.players[player].name, o.card.name, paid, color)
    return ab.draws


# ---------------------------------------------------------------------- casting (CR 601.2)

def _announce(state: GameState, use: Use) -> Use | None:
    alternative = use.get("alternative")
    if alternative is not None:
        # Cast for an alternative cost by an effect as it resolves (miracle): its own
        # timing, the cost the effect checked it could pay (CR 702.94a, 118.9).
        generic, pips, why = alternative
        transformed = use.get("transformed")
        if transformed is not None:
            # Cast transformed by the effect that allows it (a defeated Siege: CR
            # 310.11b): the card is put on the stack back face up (CR 712.8e).
            card = _card(state, use.obj)
            assert card.back is not None  # only a double-faced card is cast so
            state.log_rule(str(transformed), "{} casts {} transformed, as {}, {}",
                           state.players[use.player].name, card.name, card.back.name, why)
            state.move(use.obj, STACK, player=use.player, reason="cast")
            turn_over(state, use.obj, card.back)
        else:
            state.log_rule("CR 702.94a", "{} casts {} for its {} cost {}",
                           state.players[use.player].name, state.objects[use.obj].card.name,
                           why, format_cost(generic, pips))
            state.move(use.obj, STACK, player=use.player, reason="cast")
        state.pending.add(state, PendingItem(state.next_id(), "spell", use.player,
                                             obj=use.obj))
        return None
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
    be cast without (CR 601.2c); a modal spell, whether some mode can be chosen, each of
    whose targets has one (CR 700.2a)."""
    if modes_of(_card(state, oid)):
        return bool(choosable_modes(state, player, oid))
    idx, ab = spell_ability(state, oid)
    return has_legal_targets(state, Ctx(player, oid, (oid, idx)), ab.targets)


def _targeting(state: GameState, use: Use) -> tuple[int, tuple[TargetSpec, ...]]:
    """The ability whose targets a casting or an activation chooses: its index on the
    card and its target specs (none for a spell without targets)."""
    if use.proc != "mtg.activate":  # a casting, plain or with costs.py's extra costs
        if not _card(state, use.obj).targeted:
            return -1, ()
        mode = use.get("mode")
        if mode is not None:  # a modal spell: the targets of the mode chosen (CR 601.2c)
            chosen = state.objects[use.obj].card.abilities[mode]
            assert isinstance(chosen, SpellEffect)  # modes_of's answer
            return mode, chosen.targets
        idx, spell = spell_ability(state, use.obj)
        return idx, spell.targets
    idx = use.get("ability")  # an activation's plan names its ability
    ab = state.objects[use.obj].card.abilities[idx]
    assert isinstance(ab, Activated)  # checked by why_not_activate
    return idx, ab.targets


def _ask_mode(state: GameState, use: Use) -> Decision | None:
    """CR 601.2b: a modal spell's caster announces its mode before its targets, one of
    those whose targets have a legal choice (CR 700.2a)."""
    if use.get("mode") is not None or not modes_of(_card(state, use.obj)):
        return None
    return Decision(use.player, "mode",
                    [Option("mode", use.obj, i)
                     for i in choosable_modes(state, use.player, use.obj)],
                    f"Choose a mode for {_card(state, use.obj).name}", state)


def _record_mode(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("mode", option.arg)


def _mode_chosen(state: GameState, use: Use) -> Use | None:
    """The mode chosen is logged and carried by the spell on the stack (CR 601.2b)."""
    mode = use.get("mode")
    if mode is None:
        return None
    c = _card(state, use.obj)
    state.log_rule("CR 601.2b", "{} chooses the mode of {}: {}",
                   state.players[use.player].name, c.name, c.abilities[mode].text)
    for item in state.pending.items:
        if item.obj == use.obj and item.kind == "spell":
            state.pending.replace(item.replace(modes=(mode,)))
            break
    return None


def why_not_mode_option(state: GameState, player: int, option: Option) -> str | None:
    """Why ``option`` (a ``mode`` answer) is not a mode the player casting a modal spell
    may choose now (:func:`.modes.why_not_mode`), or ``None`` if it is."""
    step = state.work[-1] if state.work else None
    if not (isinstance(step, Use) and step.proc == "mtg.cast" and step.obj == option.obj):
        return "no modal spell is being cast (CR 601.2b)"
    return why_not_mode(state, player, option.obj, option.arg)


def _ask_target(state: GameState, use: Use) -> Decision | None:
    """CR 601.2c (and 602.2b for an activated ability): the player announces the
    targets, one per target spec."""
    idx, specs = _targeting(state, use)
    if not specs:
        return None
    chosen: tuple[Target, ...] = use.get("targets", ())
    if len(chosen) >= len(specs):
        return None
    spec = specs[len(chosen)]
    ctx = Ctx(use.player, use.obj, (use.obj, idx), None, 0, chosen)
    return Decision(use.player, "target", target_options(state, ctx, spec),
                    f"Choose {spec.text} for {_card(state, use.obj).name}", state)


def why_not_target(state: GameState, player: int, option: Option) -> str | None:
    """Why ``option`` (a ``target`` or ``target_player`` answer) is not a legal choice for
    the target being chosen now, or ``None`` if it is: an object or player the target's
    description accepts, and not the spell itself (CR 115.1, 115.5, 601.2c)."""
    step = state.work[-1] if state.work else None
    if not (isinstance(step, Use) and step.proc in ("mtg.cast", "mtg.activate", CAST_COSTS)):
        return None
    idx, specs = _targeting(state, step)
    chosen: tuple[Target, ...] = step.get("targets", ())
    if len(chosen) >= len(specs):
        return None
    spec = specs[len(chosen)]
    if option in target_options(state, Ctx(player, step.obj, (step.obj, idx), None, 0, chosen),
                                spec):
        return None
    what = state.players[option.arg].name if option.kind == "target_player" \
        and type(option.arg) is int and 0 <= option.arg < len(state.players) \
        else state.objects[option.obj].card.name if 0 <= option.obj < len(state.objects) \
        else repr(option.obj)
    return f"{what} is not a legal choice for {spec.text} (CR 601.2c)"


def _record_target(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("targets", (*use.get("targets", ()), option_target(state, option)))


def _targets_chosen(state: GameState, use: Use) -> Use | None:
    targets: tuple[Target, ...] = use.get("targets", ())
    if targets:
        state.log_rule("CR 601.2c", "{} targets {}", state.objects[use.obj].card.name,
                       ", ".join(target_text(state, t) for t in targets))
        # The item just put on the stack (an earlier activation of the same permanent's
        # ability may be under it).
        item = next(it for it in reversed(state.pending.items) if it.obj == use.obj)
        state.pending.replace(item.replace(targets=targets))
    return None


def _total_cost(state: GameState, use: Use) -> Use:
    """CR 601.2f: the total cost is locked in; cost modifiers that changed it spend
    their uses."""
    alternative = use.get("alternative")
    generic, pips, used = modified_cost(state, use.player, use.obj,
                                         None if alternative is None else alternative[:2])
    for ref in used:
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier)  # what modified_cost finds
        spend_for(ab.limit, state, state.controller_of(ref), ref)
    log_total_cost(state, use.obj, generic, pips, used)
    return use.with_plan("cost", (generic, pips))


def spend_pool(state: GameState, use: Use) -> Use | None:
    """CR 601.2h: the mana in the player's mana pool pays the total cost first; what it
    leaves (the plan's ``cost`` from now on) is paid by tapping lands. The whole cost and
    the mana spent are kept for the payment's log line."""
    if not pool_of(state, use.player):
        return None
    generic, pips = use.get("cost")
    if not generic and not pips:
        return None  # nothing to pay: the pool keeps its mana
    rest_generic, rest_pips, spent = pay_from_pool(state, use.player, generic, pips)
    return use.with_plan("full_cost", (generic, pips)).with_plan("from_pool", spent) \
        .with_plan("cost", (rest_generic, rest_pips))


def _ask_tap(state: GameState, use: Use) -> Decision | None:
    """CR 601.2g without the ``mana`` automation: the player taps lands for the total
    cost one at a time, or activates a permanent's mana ability (Chromatic Sphere, with
    the color it adds, then a land for its own {1}), offered only choices that leave the
    rest payable, until it is paid."""
    if MANA in state.automations:
        return None
    generic, pips = use.get("cost")  # what the mana pool left to pay (spend_pool)
    tapped: tuple[int, ...] = use.get("tapped", ())
    added: tuple[str, ...] = use.get("added", ())
    ability = use.get("mana_ability")
    if ability is not None:
        # A mana ability chosen: its {1} is paid before its mana is added (CR 605.3a,
        # 602.2b), with its mana already counted towards the spell's cost.
        oid, color = ability
        # Mana the pool kept (a color the cost did not take) may pay it too.
        return Decision(use.player, "pay_mana",
                        [*ability_land_options(state, use.player, generic, pips, tapped,
                                               (*added, color)),
                         *pool_options(state, use.player)],
                        f"Pay {{1}} for {state.objects[oid].card.name}'s mana ability: "
                        f"tap a land for mana", state)
    total = generic + len(pips)
    paid = len(tapped) + len(added)
    if paid >= total:
        return None
    # A "discard a card" that only a drawn card can pay (costs.draws_to_discard): the
    # mana abilities that draw it must still find room in the cost, so a land is
    # offered only while more of the cost is left than abilities to activate.
    drawing = use.get("draws_needed", 0) - len(added)
    options = tap_options(state, use.player, generic, pips, tapped, added) \
        if total - paid > drawing else []
    options += mana_ability_options(state, use.player, generic, pips, tapped, added)
    return Decision(use.player, "pay_mana", options,
                    f"Pay {format_cost(generic, pips)}: tap a land for mana "
                    f"({paid} of {total} paid)", state)


def _record_tap(state: GameState, use: Use, option: Option) -> Use:
    if option.kind == "mana_ability":
        return use.with_plan("mana_ability", (option.obj, option.arg))
    ability = use.get("mana_ability")
    if option.kind == "spend_mana":  # a mana ability's {1} from the pool
        assert ability is not None  # offered only then
        use = _kept_if_reversed(state, use, ability[0], ability[1], option)
        pool_spend(state, use.player, option.arg)
        return _activate_mana_ability(state, use, ability[0], ability[1],
                                      f"{{{option.arg}}} from their mana pool")
    if ability is not None:
        use = _kept_if_reversed(state, use, ability[0], ability[1], option)
    # Tapped at once, as activating the land's mana ability would (CR 601.2g): the board
    # then shows the payment so far while the player chooses the rest.
    state.emit(new_event("tap", obj=option.obj, reason="cost", rule="CR 601.2g"))
    if ability is not None:
        return _activate_mana_ability(state, use, ability[0], ability[1],
                                      f"tapping {state.objects[option.obj].card.name}")
    return use.with_plan("tapped", (*use.get("tapped", ()), option.obj))


def _kept_if_reversed(state: GameState, use: Use, oid: int, color: str, payer: Option) -> Use:
    """``use`` ready for a mana ability about to be activated while paying (its {1} paid
    by ``payer``: a land to tap, or mana of the pool) in a casting that may yet be
    reversed (a procedure with a snapshot). CR 732.1 reverses an illegal casting, but not
    an action that moved a card out of a library: a mana ability that draws a card
    (Chromatic Sphere with a card left to draw) stays activated, and so does the mana
    ability of the land whose mana paid for it. The snapshot the casting returns to then
    carries a step that activates the ability again, as it was (:class:`KeptManaAbility`):
    the same {1}, the same color into the pool, the same card drawn, face up now."""
    if use.snapshot is None:
        return use  # checked in full before it began: never reversed
    ab = mana_ability_of(_card(state, oid))
    if ab is None or not ab.draws or not state.zones[LIBRARY[use.player]]:
        return use
    kept = KeptManaAbility(use.player, oid, color,
                           payer.obj if payer.kind == "tap" else -1,
                           str(payer.arg) if payer.kind == "spend_mana" else "")
    snapshot = use.snapshot.copy()
    # Kept abilities run in the order they were activated: each goes below those kept
    # before it (the top of the work stack runs first).
    at = len(snapshot.work)
    while at and isinstance(snapshot.work[at - 1], KeptManaAbility):
        at -= 1
    snapshot.work.insert(at, kept)
    return use.replace(snapshot=snapshot)


class KeptManaAbility(Step):
    """A mana ability activated during a casting that was then reversed, which CR 732.1
    does not reverse because it moved a card out of a library (Chromatic Sphere's draw):
    after the return to the moment before the casting, it is activated again exactly as
    it was, its {1} paid by the same land (``land``) or mana of the pool (``spend``), so
    the permanent stays sacrificed, the land tapped, the mana in the pool and the card
    drawn (face up: no spell is being cast now, CR 121.8)."""

    __slots__ = ("color", "land", "obj", "player", "spend")

    def __init__(self, player: int, obj: int, color: str, land: int, spend: str) -> None:
        self.player = player
        self.obj = obj
        self.color = color
        self.land = land
        self.spend = spend

    def run(self, state: GameState) -> None:
        state.log_rule("CR 732.1", "{}'s mana ability is not reversed: it moved a card out of "
                       "a library", state.objects[self.obj].card.name)
        ActivateManaAbility(self.player, self.obj, self.color).answer(
            state, Option("tap", self.land) if self.land >= 0
            else Option("spend_mana", -1, self.spend))


def _activate_mana_ability(state: GameState, use: Use, oid: int, color: str,
                           paid: str) -> Use:
    """The rest of a mana ability activated while paying by hand, its {1} just paid
    (``paid`` says how, for the log): the permanent is tapped and sacrificed (the rest of
    its cost), its mana added towards the spell's cost, then its cards drawn (CR 605.3a).
    Drawn while the spell is being cast, they are drawn face down (CR 121.8): the game's
    data says so to the draw performer until the casting ends (:func:`_became_cast`)."""
    name = state.objects[oid].card.name
    draws = mana_ability_paid(state, use.player, oid, color, paid)
    if draws:
        if TYPE_CHECKING:
            d = data(state)
        else:
            d = state.data
        if d.face_down_draws is None:
            state.data = d.replace(face_down_draws=())
        state.emit(new_event("draws", player=use.player, amount=draws, source=oid,
                             reason="effect", rule="CR 121.1"))
    return use.with_plan("mana_ability", None) \
        .with_plan("added", (*use.get("added", ()), color)) \
        .with_plan("added_from", (*use.get("added_from", ()), f"{{{color}}} from {name}"))


def _pay(state: GameState, use: Use) -> Use | None:
    """CR 601.2h: the total cost is paid, with the lands the player tapped for it or,
    with the ``mana`` automation, with those the engine's payment plan taps now, after
    the mana abilities it activates (Chromatic Sphere, for a color no land makes or a
    card to discard: :func:`.mana.plan_with_abilities`)."""
    # The mana pool paid first (spend_pool), the lands pay the rest (CR 601.2h).
    rest_generic, rest_pips = use.get("cost")
    generic, pips = use.get("full_cost", (rest_generic, rest_pips))
    spent: str = use.get("from_pool", "")
    manual = MANA not in state.automations
    # An ability's cost is paid as a spell's is (CR 602.2b): the log cites which.
    rule = "CR 602.2b" if use.proc == "mtg.activate" else "CR 601.2h"
    if manual:
        lands = use.get("tapped", ())
    else:
        planned = plan_with_abilities(state, use.player, rest_generic, rest_pips,
                                      use.get("draws_needed", 0))
        if planned is None:
            raise IllegalAction(f"cannot pay {format_cost(generic, pips)}", rule=rule)
        activations, lands = planned
        for oid, color, land in activations:
            # A color no land makes, or a card to draw for a "discard a card": a mana
            # ability activated as a player paying by hand would, before the lands (CR
            # 601.2g, 605.3a).
            if land is None:
                payer = pool_of(state, use.player)[-1]
                use = _kept_if_reversed(state, use, oid, color, Option("spend_mana", -1, payer))
                pool_spend(state, use.player, payer)
                paid = f"{{{payer}}} from their mana pool"
            else:
                use = _kept_if_reversed(state, use, oid, color, Option("tap", land))
                state.emit(new_event("tap", obj=land, reason="cost", rule="CR 605.3a"))
                paid = f"tapping {state.objects[land].card.name}"
            use = _activate_mana_ability(state, use, oid, color, paid)
    # Mana that mana abilities added pays beside the lands, or alone (CR 605.3a).
    added_from: tuple[str, ...] = use.get("added_from", ())
    if lands or added_from or spent:
        parts = [f"tapping {', '.join(state.objects[i].card.name for i in lands)}"] \
            if lands else []
        if spent:
            parts.insert(0, f"{pool_text(spent)} from their mana pool")
        state.log_rule(rule, "{} pays {} ({})", state.players[use.player].name,
                       format_cost(generic, pips), ", ".join((*parts, *added_from)))
    if not manual:
        for oid in lands:
            state.emit(new_event("tap", obj=oid, reason="cost", rule="CR 601.2g"))
        return use
    return None


def _became_cast(state: GameState, use: Use) -> Use | None:
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    if d.face_down_draws is not None:
        _turn_drawn_cards_face_up(state, d.face_down_draws)
    state.emit(new_event("cast", player=use.player, obj=use.obj, rule="CR 601.2i"))
    return None


def _turn_drawn_cards_face_up(state: GameState, drawn: tuple[int, ...]) -> None:
    """The casting has ended: the cards drawn face down during it are turned face up
    (CR 121.8), and draws are ordinary again. A card that left the hand meanwhile (a
    cost discarded it) is a new object and stays as it is."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    state.data = d.replace(face_down_draws=None)
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for oid in drawn:
        o = objs[oid]
        if o.face_down and o.zone == HAND[o.owner]:
            state.mut(oid).face_down = False
            who = state.players[o.owner].name
            state.log_rule("CR 121.8", "{} turns face up the card drawn while casting: {}",
                           who, o.card.name, private=o.owner,
                           public="{} turns face up the card drawn while casting")
            if o.card.miracle is not None:
                # Revealing as drawn waits until the casting ends (CR 121.8).
                offer_reveal(state, o.owner, oid)


def perform_draw(state: GameState, ev: Event) -> Event | None:
    """A draw (CR 121.1): the kernel's, except while a spell is being cast with a mana
    ability that draws, when the card drawn is put into the hand face down, without
    characteristics, and named to no one, not even its owner, until the casting ends
    (CR 121.8). Outside such a casting (a draw while a spell resolves, CR 608.2) the
    kernel's ordinary draw happens: one attribute read decides."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    drawn = d.face_down_draws
    if drawn is None:
        did = kernel_perform_draw(state, ev)
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        if did is not None and did.obj is not None and objs[did.obj].card.miracle is not None:
            assert ev.player is not None
            offer_reveal(state, ev.player, did.obj)
        return did
    p = ev.player
    assert p is not None
    library = state.zones[LIBRARY[p]]
    if not library:
        return kernel_perform_draw(state, ev)
    oid = library[-1]
    state.relocate(oid, HAND[p])
    state.mut(oid).face_down = True
    state.data = d.replace(face_down_draws=(*drawn, oid))
    state.log_rule("CR 121.8", "{} draws a card face down (it stays face down until the "
                   "casting ends)", state.players[p].name)
    return ev.replace(obj=oid, frm=LIBRARY[p], to=HAND[p])


# Casting and activating are checked in full before they are offered (why_not_cast,
# why_not_activate: a payable total cost, a legal choice for each target) and again as
# they are announced, and their stages offer only targets and lands that keep them
# legal, so nothing can turn out illegal half-way: no snapshot needed.
register("mtg.cast", Procedure("casting", (
    Stage("announce", "CR 601.2a", do=_announce),
    Stage("modes", "CR 601.2b", do=_mode_chosen, ask=_ask_mode, record=_record_mode),
    Stage("targets", "CR 601.2c", do=_targets_chosen, ask=_ask_target, record=_record_target),
    Stage("total cost", "CR 601.2f", do=_total_cost),
    Stage("mana pool", "CR 601.2h", do=spend_pool),
    Stage("pay", "CR 601.2h", do=_pay, ask=_ask_tap, record=_record_tap),
    Stage("cast", "CR 601.2i", do=_became_cast),
), rewind_rule="CR 732.1", checked_in_advance=True))
register_casting()


# ---------------------------------------------------------------------- activating (CR 602.2)

def _announce_ability(state: GameState, use: Use) -> Use | None:
    idx = use.get("ability")
    abilities = state.objects[use.obj].card.abilities
    reason = why_not_activate(state, use.player, use.obj, idx) \
        if not isinstance(abilities[idx], LoyaltyAbility) \
        else _why_not_activated(state, use.player, use.obj, idx)
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


def mana_part(ab: Activated) -> tuple[int, tuple[str, ...]]:
    """The mana in an activated ability's cost ("{1}" of "{1}, {T}: ..."): the generic
    amount and the colored pips of its mana-cost actions (those marked ``MANA_COST``)."""
    generic = 0
    pips: tuple[str, ...] = ()
    for action in ab.cost:
        if getattr(action, "MANA_COST", False):
            generic += getattr(action, "generic", 0)
            pips += getattr(action, "pips", ())
    return generic, pips


def _ability_total_cost(state: GameState, use: Use) -> Use:
    """CR 602.2b (as 601.2f): the mana part of the activation cost is determined and
    locked in; the mana pool, then lands (or the player's own choices without the
    ``mana`` automation), pay it as they pay a spell's (CR 601.2g-h)."""
    ab = state.objects[use.obj].card.abilities[use.get("ability")]
    assert isinstance(ab, Activated)  # checked by why_not_activate
    return use.with_plan("cost", mana_part(ab))


def _pay_ability(state: GameState, use: Use) -> Use | None:
    """CR 602.2b, 601.2h: the rest of the cost ({T}, sacrifices, life), the mana being
    paid already."""
    idx = use.get("ability")
    ctx = Ctx(use.player, use.obj, (use.obj, idx), None, state.new_rid())
    state.push(PayOtherCosts(ctx))
    return None


class PayOtherCosts(Step):
    """The cost actions of an activated ability other than its mana, one after another
    (the mana was paid by the activation's ``pay`` stage, from the pool and lands)."""

    __slots__ = ("ctx", "index")

    def __init__(self, ctx: Ctx, index: int = 0) -> None:
        self.ctx = ctx
        self.index = index

    def run(self, state: GameState) -> None:
        ab = state.ability(self.ctx.ability) if self.ctx.ability is not None else None
        assert isinstance(ab, Activated)
        cost = ab.cost
        i = self.index
        while i < len(cost) and getattr(cost[i], "MANA_COST", False):
            i += 1
        if i >= len(cost):
            return
        cost[i].start(state, self.ctx)
        if i + 1 < len(cost):
            state.push(PayOtherCosts(self.ctx, i + 1))


def _activated(state: GameState, use: Use) -> Use | None:
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    if d.face_down_draws is not None:
        # Cards a mana ability drew while the ability was activated (CR 121.8).
        _turn_drawn_cards_face_up(state, d.face_down_draws)
    state.emit(new_event("activate", player=use.player, obj=use.obj, rule="CR 602.2b",
                         data=(use.get("ability"),)))
    return None


register("mtg.activate", Procedure("activation", (
    Stage("announce", "CR 602.2a", do=_announce_ability),
    Stage("targets", "CR 601.2c", do=_targets_chosen, ask=_ask_target, record=_record_target),
    Stage("total cost", "CR 602.2b", do=_ability_total_cost),
    Stage("mana pool", "CR 602.2b", do=spend_pool),
    Stage("pay", "CR 602.2b", do=_pay, ask=_ask_tap, record=_record_tap),
    Stage("other costs", "CR 602.2b", do=_pay_ability),
    Stage("activated", "CR 602.2b", do=_activated),
), rewind_rule="CR 732.1", checked_in_advance=True))


# ---------------------------------------------------------------------- resolving (CR 608)

def resolve_card(state: GameState, item: PendingItem) -> None:
    """A permanent spell enters the battlefield (CR 608.3); an instant or sorcery does
    what it says, then goes to its owner's graveyard (CR 608.2n), also when it does
    nothing because its targets are gone (CR 608.2b)."""
    assert item.obj is not None
    c = _card(state, item.obj)
    name = c.name
    if c.permanent and c.targeted:  # an Aura spell (CR 303.4a, 608.3b)
        resolve_aura(state, item)
        return
    if c.permanent:
        state.log_rule("CR 608.3", "{} resolves and enters the battlefield", name)
        state.move(item.obj, BATTLEFIELD[item.controller], player=item.controller,
                   reason="resolve")
        return
    # A modal spell does the mode chosen as it was cast (CR 700.2, 608.2).
    idx = item.modes[0] if item.modes \
        else next(i for i, a in enumerate(c.abilities) if isinstance(a, SpellEffect))
    resolve_effect(state, item, (item.obj, idx), after=ToGraveyard(item.obj, "stack", "CR 608.2n"))


# ---------------------------------------------------------------------- state-based actions

def state_based_actions(state: GameState) -> bool:
    """Perform all applicable state-based actions at once (CR 704.3); whether any were.

    Nothing can have become true if the state's version did not change since the last
    check that found nothing, so that check is remembered and the next one skipped.
    """
    mark = state.version
    cache = state.cache
    if cache.get("sba_clean") == mark:
        return False
    losers, dying = _sba_found(state)
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    n = len(state.objects)
    if not losers and not dying and not d.tokens and not d.watched \
            and cache.get(_LEGENDARY) == n and cache.get("battle cards") == n \
            and cache.get(AURAS) == n:
        # The usual check: nothing found, and a game without the cards the rarer ones
        # need (game_has's answers, asked below the first time).
        cache["sba_clean"] = mark
        return False
    # The legend rule is looked at after the others, and only in a game with a legendary
    # card (game_has's answer, read first: most games have none).
    legends = _legend_rule(state) if not losers and not dying \
        and cache.get(_LEGENDARY) != n else ()
    # So is a battle's protector (only in a game with battle cards, game_has's answer).
    unprotected = without_protector(state) if not losers and not dying \
        and cache.get("battle cards") != n else []
    # The rarer ones, each behind its cheapest test: tokens the game made, creatures
    # noted since the last cleanup, a game with an Aura card (game_has's answer).
    gone = tokens_gone(state) if d.tokens else ()
    annihilated = _annihilating(state) if d.watched else ()
    unattached = auras_unattached(state) if cache.get(AURAS) != n \
        else ()
    if not losers and not dying and not legends and not unprotected and not gone \
            and not annihilated and not unattached:
        # A player can leave the game without the version changing, and the protector
        # rule looks at who is still in the game: a clean check is remembered only in a
        # game without battle cards (game_has's answer, which without_protector asked).
        if cache.get("battle cards") == n:
            cache["sba_clean"] = mark
        return False
    for oid in unattached:  # CR 704.5m
        put_aura_away(state, oid)
    for oid in gone:  # CR 704.5d
        state.emit(new_event("cease", obj=oid, reason="sba", cause="rule", rule="CR 704.5d"))
    for oid, count in annihilated:  # CR 704.5q
        annihilate(state, oid, count)
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
    for player, same in legends:
        state.push(KeepLegend(player, same))
    if unprotected:
        choose_new_protectors(state, unprotected)
    return True


def _legend_rule(state: GameState) -> list[tuple[int, tuple[int, ...]]]:
    """The legend rule (CR 704.5j): each group of two or more legendary permanents with
    the same name that one player controls, with that player. Looked at after the other
    state-based actions of a check are done (a legend that dies of them is not chosen
    among), and only where a legendary permanent is on the battlefield."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if not game_has(state, _LEGENDARY, _is_legendary):
        return []
    out: list[tuple[int, tuple[int, ...]]] = []
    for p, zid in enumerate(state.rules.zones.ids["battlefield"]):
        names: dict[str, list[int]] = {}
        for oid in state.zones[zid]:
            card = objs[oid].card
            if card.legendary:
                names.setdefault(card.name, []).append(oid)
        out.extend((p, tuple(ids)) for ids in names.values() if len(ids) > 1)
    return out


_LEGENDARY = "legendary cards"


def _is_legendary(card: MtgCard) -> bool:
    return card.legendary


class KeepLegend(Ask):
    """The legend rule: ``player`` chooses one of the legendary permanents ``same`` (of
    one name, all theirs) to keep; the rest are put into their owners' graveyards (CR
    704.5j). Two that are alike in every way are one choice."""

    __slots__ = ("player", "same")

    def __init__(self, player: int, same: tuple[int, ...]) -> None:
        self.player = player
        self.same = same

    def _here(self, state: GameState) -> list[int]:
        return [oid for oid in self.same if state.objects[oid].zone == BATTLEFIELD[self.player]]

    def decide(self, state: GameState) -> Decision | None:
        here = self._here(state)
        if len(here) < 2:
            return None
        seen: set[object] = set()
        options = []
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        for oid in here:
            o = objs[oid]
            key = (o.card, o.tapped, tuple(sorted(o.counters.items())) if o.counters else (),
                   o.damage)
            if key not in seen:
                seen.add(key)
                options.append(Option("keep_legend", oid))
        return Decision(self.player, "legend_rule", options,
                        f"Legend rule: choose the {state.objects[here[0]].card.name} to keep",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        for oid in self._here(state):
            if oid != option.obj:
                o = state.objects[oid]
                state.log_rule("CR 704.5j", "{} is put into its owner's graveyard (legend "
                               "rule)", o.card.name)
                state.move(oid, GRAVEYARD[o.owner], reason="sba", cause="rule")


def _annihilating(state: GameState) -> list[tuple[int, int]]:
    """The permanents with both +1/+1 and -1/-1 counters, and how many of each go (CR
    704.5q). Counters change only by ``counter`` events, which note the permanent (see
    :func:`watched`)."""
    out = []
    for oid in watched(state):
        n = annihilating(state, oid)
        if n and state.objects[oid].zone in BATTLEFIELD:
            out.append((oid, n))
    return out


def sba_pending(state: GameState) -> bool:
    """Whether any state-based action would be performed (without performing it)."""
    losers, dying = _sba_found(state)
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    n = len(state.objects)
    cache = state.cache
    # Each of the rarer ones behind the test state_based_actions gives it: tokens the
    # game made, creatures noted since the last cleanup, a game with an Aura card.
    return bool(losers or dying) or (bool(d.tokens) and bool(tokens_gone(state))) \
        or (bool(d.watched) and bool(_annihilating(state))) \
        or (cache.get(AURAS) != n and bool(auras_unattached(state))) \
        or (cache.get(_LEGENDARY) != n and bool(_legend_rule(state))) \
        or (cache.get("battle cards") != n and bool(without_protector(state)))


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
        if not p.poison:  # the usual case: neither of the poison rules below
            continue
        if p.poison >= 10 and state.options.get("variant") != "2hg":
            losers.append((p.index, "CR 704.5c", "ten or more poison counters"))
        elif state.options.get("variant") == "2hg":
            # Two-Headed Giant: poison counters count for the team, which loses at
            # fifteen (CR 704.6b, 810.10); a teammate's loss is the team's (CR 810.8a).
            total = sum(q.poison for q in everyone if team(state, q.index) == team(state, p.index))
            if total >= 15 and not any(team(state, q) == team(state, p.index)
                                       for q, _, _ in losers):
                losers.append((p.index, "CR 704.6b",
                               f"their team has {total} poison counters, fifteen or more"))
    dying: list[tuple[int, str]] = []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if state.continuous:
        candidates: Iterable[int] = (oid for zid in state.rules.zones.ids["battlefield"]
                                     for oid in state.zones[zid])
    elif TYPE_CHECKING:
        candidates = data(state).watched
    else:
        candidates = state.data.watched  # watched(state), written out
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
