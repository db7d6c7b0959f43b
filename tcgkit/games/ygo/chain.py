"""Activated effects and card activations on the chain, negation and fizzling, and the
Draw Phase's two windows with the turn player's right to conduct the normal draw (seed
000: YGO-ND-07 to YGO-ND-25).

An :class:`Effect` is an effect a player activates (a monster's Quick Effect, an effect
in the GY, a Trap Card activated from the field, a Quick-Play Spell). Its activation is
checked in full by :func:`why_not_effect` (the one check behind the options, the
refusals and the activation), then its costs are paid and it becomes a chain link on
the kernel's chain (``state.pending`` under :class:`YgoChainPolicy`).

The right to the normal draw is game data (``state.data``: :class:`~.card.YgoData`). A
draw-replacement effect of the cost type spends it as it is activated, one of the effect
type when it resolves; the normal draw (:class:`NormalDraw`) is conducted only while it
remains and no pledge forbids it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import (
    CREATED,
    YOU,
    Ability,
    Action,
    Activated,
    Ctx,
    Prohibition,
    Target,
    TargetSpec,
    declared,
)
from ...core.automation import PASS_PRIORITY
from ...core.continuous import FLOATING, PERMANENT, UNTIL_END_OF_TURN, Continuous
from ...core.decision import Decision, Option, Options
from ...core.errors import IllegalAction
from ...core.events import DESTROY, Event
from ...core.limits import UNLESS_NEGATED
from ...core.pending import ChainPolicy, PendingItem
from ...core.pipeline import end_floating, forbidden, start_floating
from ...core.resolve import (
    ACTIVATE,
    PASS,
    TARGET,
    ChooseTargets,
    GivePriority,
    ToGraveyard,
    add_pending,
    has_legal_targets,
    option_target,
    resolve_effect,
    target_forbidden,
    target_options,
)
from ...core.steps import Ask, RunActions, Step
from .card import YgoCard
from .zones import DECK, GRAVEYARD, HAND, SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ...core.cards import CardDef
    from ...core.state import GameState
    from .card import YgoData
    from .typed import data, objects

BEFORE_DRAW = "before_draw"
"""Timing: "during your Draw Phase, before the draw" (or the opponent's)."""
QUICK = "quick"
"""Timing: Spell Speed 2 or 3, in response to a chain link or in an open window."""
SUMMONING = "summoning"
"""Timing: "when a monster would be Summoned": only while a Summon by procedure (Normal,
Tribute, Flip, Gemini, Link, Synchro, Xyz, a monster's own Special Summon procedure) has
not yet succeeded, to start a chain there (Spell Speed 3: a Counter Trap that negates
the Summon)."""
IGNITION = "ignition"
"""Timing: an Ignition Effect (Spell Speed 1), activated only in its controller's own
Main Phase while the chain is empty."""

COST = "cost"
"""A draw-replacement effect that spends the right to the normal draw as it is activated."""
EFFECT = "effect"
"""A draw-replacement effect that spends the right to the normal draw as it resolves."""

R_EFFECT = "YGO rule: activating an effect"
R_TRAP = "YGO rule: activating a Set card"
R_QUICK_PLAY = "YGO rule: Quick-Play Spell"
R_SPELL = "YGO rule: activating a Spell Card"
R_MANDATORY = "YGO rule: mandatory effects"
R_SPEED = "YGO rule: Spell Speed"
R_NEGATE = "YGO rule: negation"
R_FIZZLE = "YGO rule: fizzle (不発)"
R_MISS_TIMING = "YGO rule: missing the timing (タイミングを逃す)"
R_CHAIN = "YGO rule: chain"
R_WINDOW = "YGO-ND-25"
R_SUMMON_NEGATION = "YGO rule: negating a Summon"
R_DAMAGE_STEP = "YGO rule: Damage Step (what may be activated there)"
R_DURING_CALC = "YGO rule: Damage Step: during damage calculation"

DURING_CALC = "during_calc"
"""``state.data.window`` during damage calculation, before the damage is decided: only a
Counter Trap (or an effect negating an activation) and an effect that says it is
activated "during damage calculation" (:attr:`Effect.damage_calculation`) may be."""
DAMAGE_STEP_WINDOWS = frozenset(("damage_start", "before_calc", DURING_CALC, "after_calc",
                                 "damage_end"))
"""The values of ``state.data.window`` while the Damage Step is under way (its sub-steps:
start, before damage calculation, during damage calculation, after damage calculation,
end; ``battle.py``)."""

_FIELD = ("monster_zone", "spell_trap_zone", "field_zone", "extra_monster_zone")


@dataclass(frozen=True, kw_only=True)
class Effect(Activated):
    """An effect a player activates, or (``card``) the activation of the card itself (a
    Trap or Quick-Play Spell), as a chain link.

    ``timing`` is :data:`QUICK` or :data:`BEFORE_DRAW` (``whose`` Draw Phase: ``"you"``
    or ``"opponent"``); ``spell_speed`` its Spell Speed; ``condition`` its activation
    condition; ``responds_to`` what the chain link it responds to must be (it is then
    activated only in response to one). ``replaces_draw`` makes it a draw-replacement
    effect of the :data:`COST` or :data:`EFFECT` type; ``pledge_no_draw`` gives it the
    pledge "the turn you activate this, you cannot conduct your normal draw" (applies
    unless the activation is negated); ``pledge`` another pledge, the card's created
    lock of that number (:func:`start_lock`), which applies from the activation on
    unless the activation is negated. ``this_card``: its effect is done to the card
    where it was activated (it fizzles if the card left). ``damage_step``: it changes
    ATK/DEF directly (or says it may be activated in the Damage Step): it may be
    activated in the Damage Step up to before damage calculation; otherwise only a
    Counter Trap (Spell Speed 3) or an effect that negates an activation may be.
    ``damage_calculation``: it is activated only "during damage calculation"
    (:data:`DURING_CALC`). ``mandatory``: a mandatory (forced) effect, which its
    controller must activate whenever it can be (Sylvan Waterslide's "instead of
    conducting your normal draw" has no "you can"): the window offers no pass then.
    ``choices``: "activate 1 of these effects" — the number of :class:`Choice` abilities
    right after it on the card, one of which is chosen as it is activated
    (:func:`choose_one`); its own ``cost`` is paid whichever is chosen."""

    timing: str = QUICK
    whose: str = YOU
    spell_speed: int = 2
    card: bool = False
    replaces_draw: str = ""
    pledge_no_draw: bool = False
    pledge: int = -1
    this_card: bool = False
    damage_step: bool = False
    damage_calculation: bool = False
    mandatory: bool = False
    choices: int = 0
    condition: Callable[[GameState, Ctx], bool] | None = None
    responds_to: Callable[[GameState, Ctx, PendingItem], bool] | None = None


@dataclass(frozen=True, kw_only=True)
class Choice(Ability):
    """One of the effects an :class:`Effect` with ``choices`` offers ("activate 1 of these
    effects", "choose 1 of these effects"): chosen as the effect is activated, so the
    chain link is that effect from then on (a negation or a response sees which).
    ``label`` names it in the option ("choose <label>"); ``condition`` is what it needs
    besides its ``cost``, ``targets`` and ``effect`` being possible. It has no role in
    the event pipeline: the activation asks for it."""

    label: str = ""
    cost: tuple[Action, ...] = ()
    effect: tuple[Action, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    condition: Callable[[GameState, Ctx], bool] | None = None


def choose_one(effect: Effect, *choices: Choice) -> tuple[Ability, ...]:
    """An effect whose activation chooses 1 of ``choices``, followed by them, to be put
    among a card's abilities in this order."""
    return (replace(effect, choices=len(choices)), *choices)


R_CHOICE = "YGO rule: choosing an effect at activation"


def choice_indexes(card: CardDef, index: int) -> range:
    """The indexes of the :class:`Choice` abilities of effect ``index`` of ``card``."""
    ab = card.abilities[index]
    return range(index + 1, index + 1 + getattr(ab, "choices", 0))


def part_ref(item: PendingItem) -> tuple[int, int]:
    """The ability whose targets and effect a chain link carries out: the effect chosen
    as it was activated (``item.modes``), or the link's own."""
    assert item.ability is not None
    return (item.ability[0], item.modes[0]) if item.modes else item.ability


def why_not_choice(state: GameState, player: int, oid: int, index: int,
                   choice: int) -> str | None:
    """Why ``player`` activating effect ``index`` of card ``oid`` cannot choose its
    effect ``choice`` (an ability index), or ``None``: a choice that could not be
    carried out now — its condition, cost, targets or effect — is not offered."""
    card = state.objects[oid].card
    if type(choice) is not int or choice not in choice_indexes(card, index):
        return f"{card.name} has no such effect to choose ({R_CHOICE})"
    ch = card.abilities[choice]
    assert isinstance(ch, Choice)
    ctx = Ctx(player, oid, (oid, choice))
    what = f"{card.name}'s effect \"{ch.label}\" cannot be chosen"
    if ch.condition is not None and not ch.condition(state, ctx):
        return f"{what}: what it needs is not there ({R_CHOICE})"
    for action in ch.cost:
        if not action.can(state, ctx):
            return f"{what}: its cost cannot be paid ({action.text}) ({R_CHOICE})"
    if state.prohibitions.get("summon"):
        locked = why_effect_summon_forbidden(state, player, oid, ch.effect)
        if locked is not None:
            return locked
    if ch.targets and not all(_any_target(state, ctx, spec) for spec in ch.targets):
        return f"{what}: it has no legal target ({R_CHOICE})"
    for action in ch.effect:
        if not action.can(state, ctx):
            return f"{what}: it could not be carried out now ({action.text}) ({R_CHOICE})"
    return None


def _any_target(state: GameState, ctx: Ctx, spec: TargetSpec) -> bool:
    """Whether ``spec`` has a legal choice (``target_options`` would list one), found
    without listing them all: asked of every choice at every option list."""
    test = spec.objects
    if test is None:
        return bool(target_options(state, ctx, spec))
    table = state.rules.zones
    guarded = bool(state.prohibitions.get(TARGET))
    me = ctx.controller
    for name in spec.zones or state.rules.default_zones:
        ids = table.ids[name]
        # The controller's own zone first: most targets are "in your GY".
        for zid in dict.fromkeys((ids[me], *ids) if len(ids) > me else ids):
            for oid in state.zones[zid]:
                if test(state, ctx, oid) and (
                        not guarded or target_forbidden(state, ctx, oid) is None):
                    return True
    return spec.players is not None and bool(target_options(state, ctx, spec))


def draw_state(state: GameState) -> YgoData:
    """The turn's Draw Phase data."""
    if TYPE_CHECKING:
        return data(state)
    return state.data


def _set(state: GameState, **changes: object) -> None:
    state.data = state.data.replace(**changes)
    state.version += 1


_WINDOWED: dict[tuple[int, str], tuple[YgoData, YgoData]] = {}
"""The turn's data with another window, by the data it came from (kept alive here, so
its ``id`` stays its own) and the window: the windows of a turn open and close in the
same few steps from the same few values, so each is made once for every Duel (records
are immutable: one value serves all)."""


def _set_window(state: GameState, window: str) -> None:
    """``_set(state, window=window)``, with the new data made once per value."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data  # draw_state, written out: every window opens and closes here
    key = (id(d), window)
    found = _WINDOWED.get(key)
    if found is None:
        if len(_WINDOWED) >= 4096:  # values that carry ids (a Summon, pledges) are many
            _WINDOWED.clear()
        found = _WINDOWED[key] = (d, d.replace(window=window))
    state.data = found[1]
    state.version += 1


def _card(state: GameState, oid: int) -> YgoCard:
    if TYPE_CHECKING:
        return objects(state)[oid].card
    return state.objects[oid].card


def link_data(item: PendingItem, key: str, default: object = None) -> object:
    """A value a chain link recorded as it was activated (``"from"``: the zone kind it
    was activated in, ``"inc"``: the card's incarnation then, ``"at"``: for a link that
    started its chain, the length of the history as it was activated)."""
    for k, v in item.data:
        if k == key:
            return v
    return default


def is_draw_replacement(state: GameState, item: PendingItem) -> bool:
    """Whether a chain link is an effect activated before the normal draw."""
    ab = state.ability(item.ability) if item.ability is not None else None
    return isinstance(ab, Effect) and ab.timing == BEFORE_DRAW


# ---------------------------------------------------------------------- legality

R_LOCK = "YGO rule: continuous effects"


def why_locked(state: GameState, player: int, oid: int, effect: bool = True) -> str | None:
    """Why an effect forbids ``player`` to activate card ``oid`` (``effect=False``) or one
    of its effects now, or ``None``: a :class:`~tcgkit.core.abilities.Prohibition` of the
    would-be ``activate`` event (``reason``: ``"effect"`` or ``"card"``), a card's own
    ("during your Battle Phase, your opponent cannot activate cards or effects") or one
    an effect created ("for the rest of this turn, you cannot activate cards, or the
    effects of cards, with that name"). Nothing to look at in a Duel without such a
    lock."""
    if not state.prohibitions.get(ACTIVATE):
        return None
    ref = forbidden(state, Event(ACTIVATE, player=player, obj=oid,
                                 reason="effect" if effect else "card"))
    if ref is None:
        return None
    return f"{state.objects[ref[0]].card.name} forbids it: {state.ability(ref).text} " \
           f"({R_LOCK})"


R_PLEDGE = "YGO rule: pledge (誓約効果)"


def start_lock(state: GameState, player: int, oid: int, which: int,
               chosen: tuple[Target, ...] = (), link: int = 0, duel: bool = False) -> None:
    """Start card ``oid``'s ``which``-th created lock (a
    :class:`~tcgkit.core.abilities.Prohibition` with ``zones=(CREATED,)``) for
    ``player``: a floating record in the state (``value``: the lock's index, the
    objects ``chosen`` for it, the chain link whose pledge it is or 0) that lasts until
    the end of the turn (``duel``: for the rest of the Duel)."""
    abilities = state.objects[oid].card.abilities
    idx = [i for i, a in enumerate(abilities)
           if isinstance(a, Prohibition) and CREATED in a.zones][which]
    start_floating(state, Continuous(FLOATING, controller=player, target=("player", player),
                                     value=(idx, chosen, link), source=oid,
                                     duration=PERMANENT if duel else UNTIL_END_OF_TURN))


PLEDGE = "pledge"
"""A pledge made by an activation's cost (Skull Flame's "you cannot conduct your Battle
Phase the turn you activate this effect"): a record whose ``value`` is (what it
forbids, the activation's rid, then its chain link's id), lasting the turn. Like a
created lock's pledge (:func:`start_lock`) it applies only if the activation is not
negated: negating the activation ends it and undoes what it forbade
(:func:`_undo_pledges`)."""

NO_BATTLE = "no_battle"
"""What a :data:`PLEDGE` forbids: the Battle Phase this turn (``YgoData.no_battle``)."""


def start_pledge(state: GameState, player: int, oid: int, what: str, rid: int) -> None:
    """Record ``player``'s pledge ``what`` made by the cost of card ``oid``'s activation
    (``rid``: that activation's context, tied to its chain link once it exists)."""
    state.add_continuous(Continuous(PLEDGE, controller=player, target=("player", player),
                                    value=(what, rid, 0), source=oid))


def _link_pledges(state: GameState, rid: int, link: int) -> None:
    """The pledges the costs of activation ``rid`` made now belong to its chain link."""
    if not any(c.kind == PLEDGE and c.value[1] == rid for c in state.continuous):
        return
    state.continuous = [c.replace(value=(c.value[0], rid, link))
                        if c.kind == PLEDGE and c.value[1] == rid else c
                        for c in state.continuous]
    state.version += 1


def why_summon_forbidden(state: GameState, player: int, oid: int | None, reason: str,
                         source: int | None = None) -> str | None:
    """Why a lock forbids ``player`` to Summon ``oid`` (``None``: a monster not yet
    known) now, ``reason`` saying how, as the ``summon`` event would (``"special"`` by an
    effect of ``source``, ``"xyz"``, ``"procedure"`` ...), or ``None``: the prohibitions
    of the would-be ``summon`` event, which the option lists and refusals ask ahead (the
    pipeline stops the event itself too). Nothing to look at in a Duel without such a
    lock."""
    if not state.prohibitions.get("summon"):
        return None
    ref = forbidden(state, Event("summon", player=player, obj=oid, reason=reason,
                                 source=source))
    if ref is None:
        return None
    return f"{state.objects[ref[0]].card.name} forbids it: {state.ability(ref).text} " \
           f"({R_LOCK})"


def why_no_spell_trap_zone(state: GameState, player: int, rule: str) -> str | None:
    """Why ``player`` cannot place a card in a Spell & Trap Zone now (to activate or Set
    a Spell/Trap from the hand), or ``None``: all are full, or a lock forbids the
    would-be ``move`` there (Mystical Cards of Light: "1 of your Spell & Trap Zones
    cannot be used"). ``rule``: the rule a full zone cites. Nothing more to look at in a
    Duel without a lock on moves."""
    zone = SPELL_TRAP_ZONE[player]
    if state.full(zone):
        return f"your Spell & Trap Zones are full ({rule})"
    return why_move_forbidden(state, Event("move", player=player, to=zone, reason="place"))


def why_move_forbidden(state: GameState, event: Event) -> str | None:
    """Why a lock forbids the would-be ``move`` ``event`` (a Set from the hand: Legacy
    of the Duelist's "only 1 Spell/Trap Set from the hand per turn"), or ``None``: its
    prohibitions asked ahead (the pipeline stops the event itself too). Nothing to look
    at in a Duel without a lock on moves."""
    if not state.prohibitions.get("move"):
        return None
    ref = forbidden(state, event)
    if ref is None:
        return None
    return f"{state.objects[ref[0]].card.name} forbids it: {state.ability(ref).text} " \
           f"({R_LOCK})"


def why_effect_summon_forbidden(state: GameState, player: int, oid: int,
                                effect: tuple[Action, ...]) -> str | None:
    """Why ``player`` cannot activate card ``oid``'s ``effect`` because it would
    Special Summon (it declares so) and a lock forbids them to Special Summon by that
    card's effect now, or ``None``. An effect that Special Summons its target (an action
    with ``summons_target``: Monster Reborn) is forbidden too when a lock forbids the
    Summon of every target it could choose (Gravekeeper's Trap: "cannot Special Summon
    from the GY")."""
    if not state.prohibitions.get("summon") or "special_summon" not in declared(effect):
        return None
    reason = why_summon_forbidden(state, player, None, "special", oid)
    if reason is not None or not any(getattr(a, "summons_target", False) for a in effect):
        return reason
    for i, ab in enumerate(state.objects[oid].card.abilities):
        specs: tuple[TargetSpec, ...] = getattr(ab, "targets", ())
        if getattr(ab, "effect", None) is effect and specs:
            ctx = Ctx(player, oid, (oid, i), None, 0)
            reasons = [why_summon_forbidden(state, player, o.obj, "special", oid)
                       for o in target_options(state, ctx, specs[0]) if o.kind == "target"]
            if reasons and all(r is not None for r in reasons):
                return reasons[0]
            break
    return None


def _choosing_targets(state: GameState) -> tuple[Ctx, TargetSpec] | None:
    """The effect whose target is being chosen now and the spec of that target."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, ChooseTargets):
        return None
    it = step.item
    if it.ability is None:
        return None
    ref = part_ref(it)
    specs: tuple[TargetSpec, ...] = getattr(state.ability(ref), "targets", ())
    return Ctx(it.controller, it.obj, ref, it.event, 0, it.targets), specs[step.index]


def conceivable_targets(state: GameState) -> list[Option]:
    """At a target decision, every object the target's spec describes, whether or not a
    prohibition protects it (so that a refused choice is recognised and explained)."""
    found = _choosing_targets(state)
    if found is None:
        return []
    ctx, spec = found
    test = spec.objects
    if test is None:
        return []
    table = state.rules.zones
    out = [Option("target", oid) for name in spec.zones or state.rules.default_zones
           for zid in dict.fromkeys(table.ids[name]) for oid in state.zones[zid]
           if test(state, ctx, oid)]
    # And every card in a public place that the spec does not describe (a monster sent to
    # the GY as a cost, a card of the wrong kind), to be refused naming the target.
    out += [Option("target", oid) for name in _PUBLIC for zid in table.ids[name]
            for oid in state.zones[zid] if not any(o.obj == oid for o in out)]
    return out


_PUBLIC = ("monster_zone", "extra_monster_zone", "spell_trap_zone", "field_zone",
           "graveyard", "banished")
R_TARGET = "YGO rule: effects that target (対象をとる効果)"


def why_not_target(state: GameState, oid: int) -> str | None:
    """Why the effect whose target is being chosen cannot target ``oid``, if a
    prohibition of the would-be target event says so ("your opponent cannot target
    ... with card effects"), or ``None``."""
    found = _choosing_targets(state)
    if found is None:
        return None
    ctx, spec = found
    zones = spec.zones or state.rules.default_zones
    if spec.objects is None or state.rules.zones.spec_of[state.objects[oid].zone].name \
            not in zones or not spec.objects(state, ctx, oid):
        if ctx.ability is not None and spec.objects is not None \
                and "special_summon" in declared(getattr(state.ability(ctx.ability), "effect", ())):
            from .inherent import why_not_special_summon  # it imports this module

            condition = why_not_special_summon(state, oid)
            if condition is not None:  # a monster no effect may Special Summon
                return condition
        # Named as the deciding player sees it (a face-down card stays unnamed).
        source = state.rules.card_name(state, oid if ctx.source is None else ctx.source)
        return f"{state.rules.card_name(state, oid)} is not {spec.text}, the target " \
               f"{source}'s effect needs ({R_TARGET})"
    ref = target_forbidden(state, ctx, oid)
    if ref is None:
        return None
    return f"{state.objects[ref[0]].card.name} forbids it: {state.ability(ref).text} " \
           f"({R_LOCK})"


_MARKERS = ("step", "turn")


def summon_responded_to(state: GameState) -> Event | None:
    """The Summon that an activation now would respond to, if one: with no chain, the
    Summon is the last thing that happened (the window just after it succeeded); with
    a chain, the chain began there (its first link is a Trigger Effect of that Summon,
    or was activated while the Summon was the last thing that happened), as "in
    response to your Normal Summons" reads (ASSUMED: the whole chain that begins there,
    as ProjectIgnis applies such locks until that chain ends)."""
    events = state.history.events
    chain = state.pending.items
    at = len(events)
    if chain:
        first = chain[0]
        if first.event is not None and first.event.kind == "summon":
            return first.event
        start = link_data(first, "at")
        if not isinstance(start, int):
            return None
        at = start
    i = at - 1
    while i >= 0 and events[i].kind in _MARKERS:
        i -= 1
    return events[i] if i >= 0 and events[i].kind == "summon" else None


def why_not_effect(state: GameState, player: int, oid: int, index: int) -> str | None:
    """Why ``player`` cannot activate effect ``index`` of card ``oid`` now, or ``None``:
    where the card is, face-up or Set (not Set this turn), its usage limit, its timing
    and Spell Speed against the chain, its condition, the rules of the right to the
    normal draw, and whether its cost, targets and effect can be carried out."""
    o = state.objects[oid]
    c = o.card
    abilities = c.abilities
    if not 0 <= index < len(abilities) or not isinstance(abilities[index], Effect):
        return f"{c.name} has no such effect to activate ({R_EFFECT})"
    ab = abilities[index]
    assert isinstance(ab, Effect)
    rules = state.rules
    zone = rules.zones.spec_of[o.zone].name
    fault = _zone_fault(ab, zone, rules.default_zones)
    if fault is not None:
        return fault.format(c.name)
    if o.controller != player:
        return f"you can activate only your own cards and effects ({R_EFFECT})"
    locked = why_locked(state, player, oid, not ab.card)
    if locked is not None:
        return locked
    if not state.functions((oid, index)):
        return f"{c.name}'s effects are negated ({R_EFFECT})"
    fault = _face_fault(ab, zone, o.face_down)
    if fault is not None:
        return fault.format(c.name)
    if ab.card:
        if zone == "hand":
            if state.active != player:
                return f"a Spell is activated from the hand only in your own turn " \
                       f"({R_QUICK_PLAY if getattr(c, 'spell_type', '') == 'quick' else R_SPELL})"
            no_zone = why_no_spell_trap_zone(state, player, R_QUICK_PLAY)
            if no_zone is not None:
                return no_zone
        elif o.entered >= state.turn and ab.spell_speed > 1:
            # A Set Spell of Spell Speed 1 may be activated the turn it was Set.
            return f"a Set Trap or Quick-Play Spell cannot be activated in the turn it was Set " \
                   f"({R_TRAP})"
    d = draw_state(state)
    chain = state.pending.items
    ctx = Ctx(player, oid, (oid, index))
    if chain and any(link.ability == (oid, index) for link in chain):
        return f"this effect of {c.name} is already on the chain ({R_CHAIN})"
    if d.summoning and not chain and ab.timing != SUMMONING:
        return f"while a monster would be Summoned only an effect that negates the Summon can " \
               f"be activated ({R_SUMMON_NEGATION})"
    if ab.damage_calculation and d.window != DURING_CALC:
        return f"{c.name}'s effect is activated only during damage calculation " \
               f"({R_DURING_CALC})"
    if d.window == DURING_CALC and ab.spell_speed < 3 and not ab.damage_calculation \
            and not _negates_activation(ab):
        return f"during damage calculation only Counter Traps, effects that negate an " \
               f"activation and effects activated \"during damage calculation\" can be " \
               f"activated; {c.name} is none of them ({R_DURING_CALC})"
    if d.window in DAMAGE_STEP_WINDOWS and ab.spell_speed < 3 and not _negates_activation(ab) \
            and not ab.damage_calculation:
        if not ab.damage_step:
            return f"in the Damage Step only Counter Traps, effects that negate an activation " \
                   f"and effects that change ATK or DEF (or that say so) can be activated; " \
                   f"{c.name} is none of them ({R_DAMAGE_STEP})"
        if d.window in _AFTER_CALCULATION:
            return f"an effect that changes ATK or DEF is activated in the Damage Step only up " \
                   f"to before damage calculation; {c.name} cannot be now ({R_DAMAGE_STEP})"
    if ab.timing == SUMMONING:
        if not d.summoning or chain:
            return f"{c.name} is activated only when a monster would be Summoned " \
                   f"({R_SUMMON_NEGATION})"
    elif ab.timing == IGNITION:
        if _ignition_closed(state, player, chain):
            return f"{c.name}'s effect is an Ignition Effect: activated only in your own Main " \
                   f"Phase with no chain (Spell Speed 1; {R_SPEED})"
    elif ab.timing == BEFORE_DRAW:
        mine = ab.whose == YOU
        if state.step != "draw" or d.window != "before" or (state.active == player) != mine:
            return f"{c.name}'s effect is activated only in {'your' if mine else 'your opponent'}" \
                   f"{'' if mine else chr(39) + 's'} Draw Phase, before the draw ({R_WINDOW})"
        if chain and not all(is_draw_replacement(state, link) for link in chain):
            return f"effects activated before the draw go on one chain of their own; " \
                   f"{c.name}'s effect cannot respond to this one ({R_SPEED})"
    elif not chain:
        if d.window == "before":
            return f"before the normal draw only effects activated \"before the draw\" can " \
                   f"start a chain ({R_WINDOW})"
        if ab.responds_to is not None:
            return f"{c.name} is activated only in response to a chain link ({R_EFFECT})"
    else:
        top = chain[-1]
        if ab.spell_speed < 2 or ab.spell_speed < top.speed:
            return f"Spell Speed {ab.spell_speed} cannot respond to Spell Speed {top.speed} " \
                   f"({R_SPEED})"
        if ab.responds_to is not None and not ab.responds_to(state, ctx, top):
            return f"{c.name}'s effect cannot respond to that chain link ({R_EFFECT})"
    if ab.limit is not None and not ab.limit.available(state, player, oid, index):
        return f"{c.name}'s effect was already used as often as it may be " \
               f"{'this Duel' if ab.limit.per == 'game' else 'this turn'} " \
               f"({R_EFFECT})"
    if ab.condition is not None and not ab.condition(state, ctx):
        return f"{c.name}'s activation condition is not met ({R_EFFECT})"
    if ab.replaces_draw or ab.pledge_no_draw:
        reason = _why_not_replace_draw(state, player, ab, d)
        if reason is not None:
            return reason
    for action in ab.cost:
        if not action.can(state, ctx):
            return f"{c.name}'s cost cannot be paid ({action.text}) ({R_EFFECT})"
    if state.prohibitions.get("summon"):  # a lock on Special Summons, rarely any
        locked = why_effect_summon_forbidden(state, player, oid, ab.effect)
        if locked is not None:
            return locked
    if ab.targets and not has_legal_targets(state, ctx, ab.targets):
        return f"{c.name}'s effect has no legal target ({R_EFFECT})"
    for action in ab.effect:
        if not action.can(state, ctx):
            return f"{c.name}'s effect could not be carried out now ({action.text}) " \
                   f"({R_EFFECT})"
    if ab.choices:
        reasons = [why_not_choice(state, player, oid, index, i)
                   for i in choice_indexes(c, index)]
        if all(r is not None for r in reasons):
            return f"none of {c.name}'s effects can be chosen now: {reasons[0]}"
    return None


_AFTER_CALCULATION = frozenset(("after_calc", "damage_end"))


def _zone_fault(ab: Effect, zone: str, default_zones: tuple[str, ...]) -> str | None:
    """Why :func:`why_not_effect` refuses effect ``ab`` of a card in ``zone`` for that
    alone (a format string for the card's name), or ``None``."""
    if zone not in (ab.zones or default_zones):
        return f"{{}}'s effect is not activated from there ({R_EFFECT})"
    return None


def _face_fault(ab: Effect, zone: str, face_down: bool) -> str | None:
    """Why :func:`why_not_effect` refuses effect ``ab`` of a card in ``zone``, face-up or
    face-down, for that alone (a format string for the card's name), or ``None``: a card's
    own activation only from the hand or Set, a face-down card's effects never."""
    if ab.card:
        if zone != "hand" and not face_down:
            return f"{{}} is already face-up ({R_TRAP})"
    elif zone in _FIELD and face_down:
        return f"a face-down card's effects cannot be activated ({R_EFFECT})"
    return None


def _placed(ab: Effect, zone: str, face_down: bool, default_zones: tuple[str, ...]) -> bool:
    """Whether where a card is allows effect ``ab`` at all (:func:`_zone_fault`,
    :func:`_face_fault`): it depends on nothing else, so :func:`effect_options` keeps
    the answers."""
    return _zone_fault(ab, zone, default_zones) is None \
        and _face_fault(ab, zone, face_down) is None


def _ignition_closed(state: GameState, player: int, chain: list[PendingItem]) -> bool:
    """Whether an Ignition Effect of ``player``'s cannot be activated now: only in their
    own Main Phase with no chain (Spell Speed 1)."""
    return state.active != player or state.step not in _MAIN_PHASES or bool(chain)


_MAIN_PHASES = ("main1", "main2")


def _negates_activation(ab: Effect) -> bool:
    """Whether an effect negates the activation of the chain link it responds to (such
    effects may be activated in the Damage Step)."""
    return any(getattr(a, "what", "") == "activation" and "negate" in a.declares
               for a in ab.effect)


def _why_not_replace_draw(state: GameState, player: int, ab: Effect, d: YgoData) -> str | None:
    if not state.zones[DECK[player]]:
        return "with 0 cards in the Deck no effect that replaces the normal draw can be " \
               "activated (YGO-ND-20)"
    if d.draw_chained and not state.pending.items:
        return "a chain of effects replacing the normal draw has already resolved this " \
               "Draw Phase: no other can be activated (YGO-ND-08, YGO-ND-12, YGO-ND-17)"
    if d.draw_spent:
        return "the right to conduct the normal draw is already spent (a cost-type effect " \
               "was activated): no further effect replacing the normal draw can be " \
               "activated (YGO-ND-10, YGO-ND-14)"
    if ab.replaces_draw == COST and d.pledges:
        return "the normal draw cannot be given up as a cost: a pledge already says you " \
               "cannot conduct it this turn (YGO-ND-18)"
    return None


EFFECT_OPTION = Options("effect")
"""Activation options by card."""


def effect_indexes(state: GameState, oid: int) -> list[int]:
    """The indexes of card ``oid``'s activated effects."""
    return [i for i, ab in enumerate(state.objects[oid].card.abilities) if isinstance(ab, Effect)]


def is_set_spell(state: GameState, oid: int) -> bool:
    """Whether card ``oid`` is a Set Spell of Spell Speed 1 (Normal, Continuous, Field,
    Equip ...) in a Spell & Trap Zone or the Field Zone: activated from there in its
    controller's Main Phase by the same check as from the hand (``play.why_not_activate``)."""
    o = state.objects[oid]
    c = o.card
    if not o.face_down or not isinstance(c, YgoCard) or c.kind != "spell" \
            or c.spell_type == "quick" or activated_as_effect(c):
        return False
    return state.rules.zones.spec_of[o.zone].name in ("spell_trap_zone", "field_zone")


def activated_as_effect(card: CardDef) -> bool:
    """A Spell Speed 1 Spell whose activation is an :class:`Effect` (``card``): one with
    an activation condition or cost (Guarded Treasure, Symbol of Friendship), checked as
    an effect."""
    return getattr(card, "kind", "") == "spell" and getattr(card, "spell_type", "") != "quick" \
        and any(isinstance(ab, Effect) and ab.card for ab in card.abilities)


def why_not_card(state: GameState, player: int, oid: int) -> tuple[int, str | None]:
    """The effect of card ``oid`` that ``player`` would activate (the first one that can
    be activated now) and ``None``, or the first effect and why it cannot be. A Set Spell
    of Spell Speed 1 (:func:`is_set_spell`) is activated by the check of Spells
    activated from the hand (index -1)."""
    if is_set_spell(state, oid):
        if state.objects[oid].controller != player:
            # The same refusal as for an opponent's Set Trap: it tells nothing of the card.
            return -1, f"you can activate only your own cards and effects ({R_EFFECT})"
        from .play import why_not_activate

        return -1, why_not_activate(state, player, oid)
    first: tuple[int, str | None] = (-1, f"{state.objects[oid].card.name} has no effect to "
                                          f"activate ({R_EFFECT})")
    # While a Summon would be made, the effect that would negate it is the one to explain.
    summoning = bool(draw_state(state).summoning) and not state.pending.items
    o = state.objects[oid]
    abilities = o.card.abilities
    zone = state.rules.zones.spec_of[o.zone].name
    first_rank = (False, False)
    for i in effect_indexes(state, oid):
        reason = why_not_effect(state, player, oid, i)
        if reason is None:
            return i, None
        # The effect the card could be activated for where it is explains best (a
        # face-up Continuous Trap: its effect's usage limit, not "already face-up"), and
        # among those one whose moment it is (Fandora's Ignition Effect in the Main
        # Phase: its condition, not the other effect's "before the draw").
        ab = abilities[i]
        placed = isinstance(ab, Effect) and _placed(ab, zone, o.face_down,
                                                    state.rules.default_zones)
        rank = (placed, placed and _its_moment(state, player, ab))
        if first[0] < 0 or rank > first_rank \
                or (summoning and getattr(abilities[i], "timing", "") == SUMMONING):
            first = (i, reason)
            first_rank = max(first_rank, rank)
    return first


def _its_moment(state: GameState, player: int, ab: Ability) -> bool:
    """Whether the timing of effect ``ab`` lets ``player`` activate it at this moment,
    whatever else it needs: an Ignition Effect in their Main Phase with no chain, one
    activated before the draw in that window, any other outside it."""
    timing = getattr(ab, "timing", "")
    if timing == IGNITION:
        return not _ignition_closed(state, player, state.pending.items)
    before = state.step == "draw" and draw_state(state).window == "before"
    if timing == BEFORE_DRAW:
        return before
    return timing == QUICK and not before


_PLACED: dict[tuple[object, int, int, bool], bool] = {}
"""Whether an effect of a card in a zone, face-up or down, is :func:`_placed` there
(cards and zone ids are the same in every Duel: the answers hold for all of them)."""


def may_pass(ab: Effect, top: int, summoning: bool, ignition_closed: bool,
             window: str) -> bool:
    """Whether effect ``ab`` escapes those refusals of :func:`why_not_effect` that read
    only the effect and the moment: the chain (``top``: the Spell Speed of its last
    link, -1 with no chain), a Summon about to be made (``summoning``), whether the
    player's Ignition Effects are closed (:func:`_ignition_closed`) and the window
    (``state.data.window``, ``""`` for one not in :data:`GATED_WINDOWS`; a condition
    that holds only in one window, :class:`InWindow`, included). They decide most
    candidates at once, so a window asks the rest of the check only of the effects that
    pass (the option list needs only the verdict, not which rule gives it)."""
    chain = top >= 0
    if (ab.responds_to is not None and not chain) or (
            chain and ab.timing != BEFORE_DRAW and ab.spell_speed < max(top, 2)) or (
            (ab.timing == SUMMONING) != summoning) or (
            ab.timing == IGNITION and ignition_closed):
        return False
    if ab.damage_calculation and window != DURING_CALC:
        return False
    if ab.spell_speed < 3 and not ab.damage_calculation and not _negates_activation(ab):
        if window == DURING_CALC:
            return False
        if window in DAMAGE_STEP_WINDOWS and (not ab.damage_step
                                              or window in _AFTER_CALCULATION):
            return False
    if not chain and window == "before" and ab.timing not in (SUMMONING, IGNITION, BEFORE_DRAW):
        return False
    condition = ab.condition
    return not (isinstance(condition, InWindow) and condition.window != window)


_MAY_PASS: dict[tuple[int, tuple[int, bool, bool, str]], tuple[Effect, bool]] = {}
"""The answers of :func:`may_pass` by the effect's ``id`` and the other arguments, each
with the effect (kept alive, so that no other object takes its ``id``)."""

GATED_WINDOWS: set[str] = {"before", *DAMAGE_STEP_WINDOWS}
"""The windows (``state.data.window``) that :func:`may_pass` tells apart: before the
normal draw, the Damage Step's, and those of :class:`InWindow` conditions (added as they
are made); in any other it reads ``""``, so the effect index keeps few answers."""


@dataclass(frozen=True)
class InWindow:
    """An activation condition that can hold only while the window ``window`` is open
    (``state.data.window``), and then when ``test`` holds: "When an opponent's monster
    declares an attack" holds only just after the declaration. The window is part of
    the condition, so the effect index (:func:`may_pass`) leaves such an effect out of
    every other window without asking it."""

    window: str
    test: Callable[[GameState, Ctx], bool]

    def __post_init__(self) -> None:
        GATED_WINDOWS.add(self.window)

    def __call__(self, state: GameState, ctx: Ctx) -> bool:
        return draw_state(state).window == self.window and self.test(state, ctx)


class EffectIndex:
    """The activated effects of a Duel's ``activate:ability`` index (``refs``), sorted
    once by what needs no look at the game: a window asks only the effects that could
    act there. A named speed decision (the answers of :func:`effect_options`,
    :func:`quick_may_act`, :func:`may_negate_summons` and
    :func:`~.battle.battle_may_act` are those of the plain loops over every reference,
    as tests/test_ygo_speed_paths.py checks).

    The index is rebuilt when the kernel's index changes (a card with an ability
    changes zones: a new tuple) and kept in ``state.cache``, so it is built once per
    change, not per window. What a card is (its effect's timing, Spell Speed, whether
    it needs a chain link to respond to) never changes; who controls it, where it is
    and the rest of the check are asked at every window."""

    __slots__ = ("_windows", "effects", "gates", "negates_summons", "quick", "refs")

    def __init__(self, state: GameState, refs: tuple[tuple[int, int], ...]) -> None:
        objs = state.objects
        self.refs = refs
        self.effects: list[tuple[int, int, Effect]] = [
            (oid, idx, ab) for oid, idx in refs
            for ab in (objs[oid].card.abilities[idx],) if isinstance(ab, Effect)]
        """Each activated effect of ``refs`` as (object, index, effect), in their order."""
        self.quick = any(ab.timing == QUICK and ab.responds_to is None
                         and not ab.damage_calculation
                         and not isinstance(ab.condition, InWindow)
                         for _, _, ab in self.effects)
        """Some effect could start a chain in an open game state (:func:`quick_may_act`):
        one whose condition holds only in a window of its own (:class:`InWindow`, Mirror
        Force's attack declaration) opens that window only."""
        self.negates_summons = any(ab.timing == SUMMONING for _, _, ab in self.effects)
        """Some effect is activated "when a monster would be Summoned"."""
        self.gates: dict[tuple[int, bool, bool, str], list[tuple[int, int, Effect]]] = {}
        """The answers of :meth:`gate` so far, by its arguments."""
        self._windows: dict[str, bool] = {}

    def gate(self, top: int, summoning: bool, ignition_closed: bool,
             window: str) -> list[tuple[int, int, Effect]]:
        """The effects that :func:`may_pass` leaves possible with these arguments (kept
        per arguments)."""
        key = (top, summoning, ignition_closed, window)
        found = self.gates.get(key)
        if found is None:
            found = self.gates[key] = []
            for e in self.effects:
                # An effect is a card's, the same in every Duel: its answer is kept for
                # all of them (by id, with the effect kept alive beside it).
                ab = e[2]
                known = _MAY_PASS.get((id(ab), key))
                if known is None:
                    if len(_MAY_PASS) >= 65536:
                        _MAY_PASS.clear()
                    known = _MAY_PASS[id(ab), key] = (ab, may_pass(ab, *key))
                if known[1]:
                    found.append(e)
        return found

    def window(self, name: str, test: Callable[[Effect, str], bool]) -> bool:
        """Whether some effect passes ``test`` in window ``name`` (kept per window:
        ``test`` reads only the effect and the window's name)."""
        found = self._windows.get(name)
        if found is None:
            found = self._windows[name] = any(test(ab, name) for _, _, ab in self.effects)
        return found


_INDEX = "ygo.effect_index"
"""The ``state.cache`` key of the :class:`EffectIndex`."""


def effect_index(state: GameState) -> EffectIndex | None:
    """The :class:`EffectIndex` of the Duel's current ``activate:ability`` index, or
    ``None`` when no card has an activated effect where it is (a vanilla Duel)."""
    refs = state.statics.get("activate:ability")
    if not refs:
        return None
    cache = state.cache
    index = cache.get(_INDEX)
    if index is None or index.refs is not refs:
        index = cache[_INDEX] = EffectIndex(state, refs)
    return index


def effect_options(state: GameState, player: int) -> list[Option]:
    """Every effect ``player`` could activate now (copies of a card in the same zone are
    one choice)."""
    refs = state.statics.get("activate:ability")
    if not refs:
        return []
    # effect_index and EffectIndex.gate, inlined: this runs at every window.
    index: EffectIndex | None = state.cache.get(_INDEX)
    if index is None or index.refs is not refs:
        index = state.cache[_INDEX] = EffectIndex(state, refs)
    chain = state.pending.items
    # draw_state, written out (this runs at every window).
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    window = d.window if d.window in GATED_WINDOWS else ""
    if chain:
        gate = (chain[-1].speed, False, True, window)
    else:
        # While a Summon would be made with no chain yet, only effects that negate it.
        gate = (-1, bool(d.summoning),
                state.active != player or state.step not in _MAIN_PHASES, window)
    candidates = index.gates.get(gate)
    if candidates is None:
        candidates = index.gate(*gate)
    if not candidates:
        return []
    objs = state.objects
    out: list[Option] = []
    seen: set[object] = set()
    for oid, idx, ab in candidates:
        o = objs[oid]
        if o.controller != player:
            continue
        key = (o.card, idx, o.zone, o.face_down)
        if key in seen:
            continue
        # Where the card is, kept per card and place (the rest of why_not_effect's
        # check is asked of the effects that pass).
        placed = _PLACED.get(key)
        if placed is None:
            placed = _PLACED[key] = _placed(ab, state.rules.zones.spec_of[o.zone].name,
                                            o.face_down, state.rules.default_zones)
        if placed and why_not_effect(state, player, oid, idx) is None:
            seen.add(key)
            out.append(EFFECT_OPTION[oid])
    return out


def describe_effect(state: GameState, option: Option, lang: str = "en") -> str:
    """``"activate Mystical Space Typhoon"`` for a card, ``"activate Magical Blast's
    effect"`` for an effect."""
    name = state.rules.card_name(state, option.obj, lang)
    if is_set_spell(state, option.obj):
        return f"activate {name}"
    indexes = effect_indexes(state, option.obj)
    o = state.objects[option.obj]
    ab = o.card.abilities[indexes[0]] if indexes else None
    # A face-up card's activation is done: what is activated now is one of its effects.
    if isinstance(ab, Effect) and ab.card and (o.face_down or o.zone in HAND):
        return f"activate {name}"
    return f"activate {name}'s effect"


# ---------------------------------------------------------------------- activating

def activate(state: GameState, player: int, oid: int) -> None:
    """Check and schedule the activation of card ``oid``'s effect (the first of its
    effects that can be activated now): it is announced, its costs are paid, its targets
    chosen, and it becomes a chain link. Refused (nothing changes) with the rule that
    forbids it."""
    index, reason = why_not_card(state, player, oid)
    if reason is not None:
        raise IllegalAction(reason)
    state.push(BeginActivation(player, oid, index))


class BeginActivation(Step):
    """Announce an activation; a card is put face-up (or into a Spell & Trap Zone), a
    usage limit spent at activation is spent, and a cost-type draw replacement spends
    the right to the normal draw now (YGO-ND-07)."""

    __slots__ = ("index", "obj", "player")

    def __init__(self, player: int, obj: int, index: int) -> None:
        self.player = player
        self.obj = obj
        self.index = index

    def run(self, state: GameState) -> None:
        p, oid, idx = self.player, self.obj, self.index
        o = state.objects[oid]
        ab = o.card.abilities[idx]
        assert isinstance(ab, Effect)
        name = o.card.name
        who = state.players[p].name
        zone = state.rules.zones.spec_of[o.zone].name
        at = -1 if state.pending.items else len(state.history.events)  # starts a chain
        if ab.card:
            if zone == "hand":
                state.log_rule(R_QUICK_PLAY if _card(state, oid).spell_type == "quick" else R_SPELL,
                               "{} activates {}", who, name)
                state.move(oid, SPELL_TRAP_ZONE[p], player=p, reason="activate")
            else:
                state.log_rule(R_TRAP, "{} activates the Set card {}", who, name)
                state.mut(oid).face_down = False
        else:
            where = {"graveyard": " in the GY", "hand": " from the hand"}.get(zone, "")
            state.log_rule(R_EFFECT, "{} activates {}'s effect{}", who, name, where)
        if ab.limit is not None:
            ab.limit.spend(state, p, oid, idx)
        if ab.replaces_draw or ab.pledge_no_draw:
            _set(state, draw_chained=True)
        if ab.replaces_draw == COST:
            _set(state, draw_spent=name, spent_as=COST)
            state.log_rule("YGO-ND-07", "{} gives up the normal draw to activate {} (cost "
                           "type: the right is spent now)", who, name)
        ctx = Ctx(p, oid, (oid, idx), None, state.new_rid())
        if ab.choices:
            state.push(ChooseEffect(p, oid, idx, zone, ctx.rid, at))
            return
        if ab.cost:
            state.push(RunActions(ctx, "cost"))
        state.push(AddLink(p, oid, idx, zone, ctx.rid, at))


EFFECT_CHOICE = "effect_choice"
"""The decision of which effect an activation is (:class:`ChooseEffect`)."""


class ChooseEffect(Ask):
    """As an effect with ``choices`` is activated its controller chooses 1 of them (only
    those that could be carried out now are offered); then the costs are paid (the
    effect's own, then the chosen one's) and the targets chosen."""

    __slots__ = ("at", "index", "obj", "player", "rid", "zone")

    def __init__(self, player: int, obj: int, index: int, zone: str, rid: int,
                 at: int = -1) -> None:
        self.player = player
        self.obj = obj
        self.index = index
        self.zone = zone
        self.rid = rid
        self.at = at

    def decide(self, state: GameState) -> Decision | None:
        card = state.objects[self.obj].card
        options = [Option("mode", self.obj, i)
                   for i in choice_indexes(card, self.index)
                   if why_not_choice(state, self.player, self.obj, self.index, i) is None]
        if not options:
            return None
        return Decision(self.player, EFFECT_CHOICE, options,
                        f"Choose the effect of {card.name} to activate", state)

    def run(self, state: GameState) -> None:
        # The activation check found a choice that could be carried out; nothing
        # between it and this decision should have changed that.
        state.log_rule(R_CHOICE, "None of the effects of {} can be chosen any more: it "
                       "does nothing", state.objects[self.obj].card.name)

    def answer(self, state: GameState, option: Option) -> None:
        p, oid, idx = self.player, self.obj, self.index
        card = state.objects[oid].card
        choice = card.abilities[option.arg]
        assert isinstance(choice, Choice)
        state.log_rule(R_CHOICE, "{} chooses the effect of {}: {}", state.players[p].name,
                       card.name, choice.text)
        ab = card.abilities[idx]
        assert isinstance(ab, Effect)
        if ab.cost:
            state.push(RunActions(Ctx(p, oid, (oid, idx), None, self.rid), "cost"))
        if choice.cost:
            state.push(RunActions(Ctx(p, oid, (oid, option.arg), None, self.rid), "cost"))
        state.push(AddLink(p, oid, idx, self.zone, self.rid, self.at, option.arg))


class ChooseChoiceTargets(ChooseTargets):
    """The targets of a chain link whose effect was chosen as it was activated: those
    the chosen effect (:func:`part_ref`) asks for."""

    __slots__ = ()

    def _specs(self, state: GameState) -> tuple[TargetSpec, ...]:
        specs: tuple[TargetSpec, ...] = getattr(state.ability(part_ref(self.item)),
                                                "targets", ())
        return specs

    def decide(self, state: GameState) -> Decision | None:
        spec = self._specs(state)[self.index]
        it = self.item
        ctx = Ctx(it.controller, it.obj, part_ref(it), it.event, 0, it.targets)
        options = target_options(state, ctx, spec)
        if not options:
            return None
        return Decision(it.controller, "target", options,
                        f"Choose {spec.text} for {state.objects[part_ref(it)[0]].card.name}",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        item = self.item.replace(targets=(*self.item.targets, option_target(state, option)))
        if self.index + 1 < len(self._specs(state)):
            state.push(ChooseChoiceTargets(item, self.index + 1))
        else:
            add_pending(state, item)


class AddLink(Step):
    """The activation becomes the next chain link (targets chosen first); ``at``: the
    length of the history as it was activated, if it starts a chain (-1 otherwise)."""

    __slots__ = ("at", "index", "mode", "obj", "player", "rid", "zone")

    def __init__(self, player: int, obj: int, index: int, zone: str, rid: int,
                 at: int = -1, mode: int = -1) -> None:
        self.player = player
        self.obj = obj
        self.index = index
        self.zone = zone
        self.rid = rid
        self.at = at
        self.mode = mode

    def run(self, state: GameState) -> None:
        state.vars.pop(self.rid, None)
        o = state.objects[self.obj]
        ab = o.card.abilities[self.index]
        assert isinstance(ab, Effect)
        chain = state.pending.items
        event = Event("chain", obj=chain[-1].obj, data=(chain[-1].id,)) if chain else None
        kind = _card(state, self.obj).kind if ab.card else "effect"
        data: tuple[tuple[str, object], ...] = (("from", self.zone), ("inc", o.incarnation))
        if self.at >= 0:
            data += (("at", self.at),)
        item = PendingItem(state.next_id(), kind, self.player, obj=self.obj,
                           ability=(self.obj, self.index), event=event, speed=ab.spell_speed,
                           data=data, modes=(self.mode,) if self.mode >= 0 else ())
        if ab.pledge_no_draw:
            _set(state, pledges=(*draw_state(state).pledges, item.id))
            state.log_rule("YGO-ND-18", "Pledge of {}: {} cannot conduct the normal draw this "
                           "turn", o.card.name, state.players[self.player].name)
        if ab.cost and state.continuous:
            _link_pledges(state, self.rid, item.id)
        if ab.pledge >= 0:
            start_lock(state, self.player, self.obj, ab.pledge, link=item.id)
            state.log_rule(R_PLEDGE, "Pledge of {}: {}", o.card.name,
                           _created_locks(o.card)[ab.pledge].text)
        if self.mode >= 0:
            if getattr(o.card.abilities[self.mode], "targets", ()):
                state.push(ChooseChoiceTargets(item, 0))  # logs the link
            else:
                state.pending.add(state, item)
                state.log_rule(R_CHAIN, "Chain Link {}: {}", len(state.pending), o.card.name)
        elif ab.targets:
            state.push(ChooseTargets(item, 0))  # logs the link
        else:
            state.pending.add(state, item)
            state.log_rule(R_CHAIN, "Chain Link {}: {}", len(state.pending), o.card.name)


# ---------------------------------------------------------------------- resolving

def _continuous_card(card: YgoCard) -> bool:
    return (card.kind == "spell" and card.spell_type in ("continuous", "field")) or \
        (card.kind == "trap" and card.trap_type == "continuous")


def _left(state: GameState, item: PendingItem) -> bool:
    """Whether the card left the place it was activated from (or was turned face-down)."""
    assert item.obj is not None
    o = state.objects[item.obj]
    return o.incarnation != link_data(item, "inc") or (
        link_data(item, "from") in _FIELD and o.face_down)


def resolve_link(state: GameState, item: PendingItem) -> None:
    """Resolve a chain link of an :class:`Effect`: a negated one does nothing; an
    effect-type draw replacement spends the right to the normal draw, or fizzles if it
    is already spent (YGO-ND-11, YGO-ND-15); an effect whose card had to stay where it
    was (or a continuous card's) fizzles if the card left; then the effect resolves. A
    Normal or Counter Trap and a Quick-Play Spell then go to the GY."""
    assert item.ability is not None and item.obj is not None
    ab = state.ability(item.ability)
    assert isinstance(ab, Effect)
    card = _card(state, item.obj)
    name = card.name
    who = state.players[item.controller].name
    after = None
    if ab.card and not _continuous_card(card):
        after = ToGraveyard(item.obj, "spell_trap_zone", R_CHAIN)
    negated = next((s for s in item.status if s.endswith("_negated")), None)
    if negated is None and (negated_as_it_resolves(state, item)
                            or not state.functions(item.ability)):
        # Negated as it is about to resolve: by a card's effect applied to chain links,
        # or as the card's effects are negated (a Trap on the field beside a face-up
        # Jinzo summoned since it was activated).
        negated = "effect_negated"
    if negated is not None:
        state.log_rule(R_NEGATE, "{}: its {} was negated; it does nothing", name,
                       "activation" if negated == "activation_negated" else "effect")
        if ab.replaces_draw == COST:
            state.log_rule("YGO-ND-08", "The normal draw given up as the cost of {} stays "
                           "given up", name)
        elif ab.replaces_draw == EFFECT:
            state.log_rule("YGO-ND-12", "{} did not give up the normal draw: the right "
                           "remains", name)
        if ab.pledge_no_draw and negated == "effect_negated":
            state.log_rule("YGO-ND-18", "The pledge of {} still applies: only its effect "
                           "was negated", name)
        if after is not None:
            state.push(after)
        return
    d = draw_state(state)
    continuous = not ab.card and _continuous_card(card) and link_data(item, "from") in _FIELD
    gone = (ab.this_card or continuous) and _left(state, item)
    if ab.replaces_draw == EFFECT:
        if d.draw_spent:
            rule = "YGO-ND-11" if d.spent_as == COST else "YGO-ND-15"
            state.log_rule(rule, "{} fizzles (不発): the right to the normal draw was already "
                           "spent ({})", name, d.draw_spent)
            return
        if gone and continuous:
            state.log_rule("YGO-ND-13", "{} fizzles (不発): the continuous card left the "
                           "field, so not even \"instead of the normal draw\" applies; the "
                           "right remains", name)
            return
        _set(state, draw_spent=name, spent_as=EFFECT)
        state.log_rule("YGO-ND-07", "{} gives up the normal draw this turn ({}, effect type: "
                       "the right is spent as it resolves)", who, name)
    if gone:
        rule = {COST: "YGO-ND-09", EFFECT: "YGO-ND-13"}.get(ab.replaces_draw, R_FIZZLE)
        state.log_rule(rule, "{} fizzles (不発): the card is no longer where it was activated",
                       name)
        if after is not None:
            state.push(after)
        return
    resolve_effect(state, item, part_ref(item), after=after)


@dataclass(frozen=True, kw_only=True)
class NegatedAsItResolves(Ability):
    """"<a chain link ``negates`` picks> is negated, and that card is destroyed" (Freed
    the Matchless General: "a Spell effect that targets this card"): a continuous
    effect, applied as each chain link is about to resolve (:func:`negated_as_it_resolves`)
    while its card functions. Indexed under ``state.statics["static:resolving"]``: a Duel
    without such a card pays one lookup per chain link."""

    negates: Callable[[GameState, Ctx, PendingItem], bool] = field(
        default=lambda state, ctx, item: False)
    destroy: bool = True
    ROLE: ClassVar[str] = "static"

    def kinds(self) -> tuple[str, ...]:
        return ("resolving",)


def spell_targeting(state: GameState, item: PendingItem,
                    test: Callable[[GameState, int], bool]) -> bool:
    """Whether chain link ``item`` is a Spell Card's or a Spell effect's and one of its
    targets, still the card it targeted, passes ``test``."""
    if not item.targets or item.obj is None:
        return False
    if item.kind != "spell" and getattr(state.objects[item.obj].card, "kind", "") != "spell":
        return False
    objs = state.objects
    return any(oid >= 0 and objs[oid].incarnation == inc and test(state, oid)
               for oid, inc in item.targets)


def negated_as_it_resolves(state: GameState, item: PendingItem) -> bool:
    """Whether a continuous effect negates chain link ``item``'s effect as it is about to
    resolve (:class:`NegatedAsItResolves`): if so it is logged, and the card is destroyed
    when the effect says so and it is still on the field."""
    refs = state.statics.get("static:resolving")
    if not refs or item.obj is None:
        return False
    for ref in refs:
        ab = state.ability(ref)
        assert isinstance(ab, NegatedAsItResolves)
        if not state.functions(ref) or state.objects[ref[0]].face_down:
            continue
        ctx = Ctx(state.controller_of(ref), ref[0], ref)
        if not ab.negates(state, ctx, item):
            continue
        o = state.objects[item.obj]
        state.log_rule(R_LOCK, "{} negates the effect of {}: {}", state.objects[ref[0]].card.name,
                       o.card.name, ab.text)
        if ab.destroy and state.rules.zones.spec_of[o.zone].name in _FIELD:
            state.log_rule(R_LOCK, "{} destroys {}", state.objects[ref[0]].card.name,
                           o.card.name)
            state.move(item.obj, GRAVEYARD[o.owner], player=ctx.controller, source=ref[0],
                       reason=DESTROY, cause="effect", rule=R_LOCK)
        return True
    return False


def negate(state: GameState, ctx: Ctx, what: str) -> PendingItem | None:
    """Negate the ``what`` (``"activation"`` or ``"effect"``) of the chain link ``ctx``'s
    link responded to; the link, or ``None`` if it is no longer on the chain. Negating an
    activation also undoes its pledge (YGO-ND-18)."""
    if ctx.event is None or ctx.event.kind != "chain":
        return None
    link_id = ctx.event.data[0]
    for item in state.pending.items:
        if item.id == link_id:
            break
    else:
        return None
    state.pending.replace(item.replace(status=(*item.status, f"{what}_negated")))
    assert item.obj is not None
    source = _card(state, ctx.source).name if ctx.source is not None else "?"
    state.log_rule(R_NEGATE, "{} negates the {} of {}", source, what, _card(state, item.obj).name)
    d = draw_state(state)
    if what == "activation" and link_id in d.pledges:
        _set(state, pledges=tuple(i for i in d.pledges if i != link_id))
        state.log_rule("YGO-ND-18", "The activation was negated: the pledge of {} does not "
                       "apply", _card(state, item.obj).name)
    if what == "activation":
        _give_back_activation(state, item)
        _undo_pledges(state, item)
    return item


def _created_locks(card: CardDef) -> list[Prohibition]:
    return [a for a in card.abilities if isinstance(a, Prohibition) and CREATED in a.zones]


def _undo_pledges(state: GameState, item: PendingItem) -> None:
    """A negated activation's pledges (its created locks, :attr:`Effect.pledge`) do not
    apply."""
    pledged = [c for c in state.continuous
               if c.kind == FLOATING and c.source == item.obj and len(c.value) > 2
               and c.value[2] == item.id]
    for rec in pledged:
        end_floating(state, rec)
        state.log_rule(R_PLEDGE, "The activation was negated: the pledge of {} does not "
                       "apply", _card(state, item.obj or 0).name)
    made = [c for c in state.continuous if c.kind == PLEDGE and c.value[2] == item.id]
    if not made:
        return
    state.continuous = [c for c in state.continuous if not any(c is m for m in made)]
    state.version += 1
    name = _card(state, item.obj or 0).name
    for rec in made:
        state.log_rule(R_PLEDGE, "The activation was negated: the pledge of {} does not "
                       "apply", name)
        if rec.value[0] == NO_BATTLE and not any(
                c.kind == PLEDGE and c.value[0] == NO_BATTLE for c in state.continuous):
            # No other pledge keeps the Battle Phase away (moving on from Main Phase 1
            # straight to the End Phase comes after any negation made in it).
            _set(state, no_battle=False)
            state.log_rule(R_PLEDGE, "{} may conduct the Battle Phase this turn",
                           state.players[rec.controller].name)


def _give_back_activation(state: GameState, item: PendingItem) -> None:
    """A negated activation is no activation under "you can only activate 1 <name> per
    turn / per Duel" (a limit spent :data:`~tcgkit.core.limits.UNLESS_NEGATED`): its use
    is given back, so another card of that name may be activated."""
    if item.ability is None:
        return
    limit = getattr(state.ability(item.ability), "limit", None)
    if limit is None or limit.spent != UNLESS_NEGATED:
        return
    oid, index = item.ability
    limit.refund(state, item.controller, oid, index)
    name = _card(state, oid).name
    state.log_rule(limit.rule or R_NEGATE, "The activation of {} was negated: it does not "
                   "count toward \"only 1 {} per {}\"", name, name,
                   "Duel" if limit.per == "game" else "turn")


# ---------------------------------------------------------------------- the Draw Phase

class YgoChainPolicy(ChainPolicy):
    """The chain, and one rule of the Draw Phase: a trigger caused by the result of an
    effect replacing the normal draw (or of one chained to it) activates at once if the
    right to the normal draw is gone, after the normal draw if it remains (YGO-ND-19)."""

    def held(self, state: GameState, waiting: list[PendingItem]) -> list[PendingItem]:
        if state.pending.items:
            return waiting
        d = draw_state(state)
        if d.window == "before" and not d.draw_spent and not d.pledges:
            # What triggers as the Draw Phase begins ("during your opponent's Draw Phase,
            # before their draw": Diabolos) is activated before the draw, not held.
            return [t for t in waiting if not _draw_phase_begins(t.event)]
        return []

    def missed_timing(self, state: GameState, item: PendingItem) -> str | None:
        """An optional trigger worded "when ... you can" (``may_miss_timing``) misses the
        timing unless its event was the last thing to happen: something else happened
        after it (the rest of a resolution, the Summon a Tribute was paid for), or it
        happened as a cost (the activation it was paid for came after it). These do not
        count as something else: the events of the same instruction (one batch) or of
        the same destruction (the monsters one battle or one effect destroys, whatever
        the order they are recorded in), what the rules did as a consequence (an Equip
        Card destroyed as its monster left), a resolved Spell or Trap going to the GY,
        and the turn's bookkeeping (steps, turns). "If ... you can" never misses the
        timing."""
        ev = item.event
        if ev is None:
            return None
        if ev.cause == "cost":
            return R_MISS_TIMING
        events = state.history.events
        at = len(events) - 1
        while at >= 0 and events[at] is not ev:
            at -= 1
        if at < 0:
            return None  # not a recorded event: nothing to compare it with
        destroyed = ev.reason == "destroy"
        for later in events[at + 1:]:
            if later.cause == "rule" or later.reason == "resolved" \
                    or later.kind in _BOOKKEEPING or (ev.batch and later.batch == ev.batch):
                continue
            if destroyed and later.reason == "destroy":
                continue  # destroyed at the same time
            return R_MISS_TIMING
        return None


def _draw_phase_begins(event: Event | None) -> bool:
    """Whether ``event`` is the beginning of a Draw Phase."""
    return event is not None and event.kind == "step" and event.data[:1] == ("draw",)


_BOOKKEEPING = frozenset(("step", "turn"))
"""Event kinds that are the turn's bookkeeping, not something that happens in a Duel."""


def set_window(state: GameState, window: str) -> None:
    """Open (or, with ``""``, close) a window of the turn: ``state.data.window`` says
    which (the Draw Phase's, the Battle Step's after an attack declaration, or a sub-step
    of the Damage Step: :data:`DAMAGE_STEP_WINDOWS`)."""
    if draw_state(state).window != window:
        _set_window(state, window)


def draw_phase_may_act(state: GameState) -> bool:
    """Whether anybody could possibly act in the Draw Phase's windows: some card has an
    activated effect where it functions (a vanilla Duel never gives priority there)."""
    return bool(state.statics.get("activate:ability"))


def begin_draw_phase(state: GameState) -> None:
    """Open the window before the normal draw (YGO-ND-25), then conduct it."""
    _set_window(state, "before")
    if state.triggered:  # what triggered as the phase began goes on a chain first
        state.push(GivePriority(state.active, 0), PhaseWindow(state.active, 0))
    else:
        state.push(PhaseWindow(state.active, 0))


WINDOW_PROMPT = {"before": "Draw Phase, before the normal draw: activate an effect, or pass",
                 "after": "Draw Phase: activate an effect, or pass",
                 "late": "Draw Phase: activate an effect, or pass"}
"""Each open window's prompt by its name (``state.data.window``); the Battle Phase
(battle.py) adds its own."""

_DRAW_PHASE_WINDOWS = frozenset(("before", "after", "late"))

STANDBY_WINDOW = "standby"
"""``state.data.window`` while the Standby Phase's open game state lasts."""
BATTLE_START_WINDOW = "battle_start"
"""``state.data.window`` in the Start Step of the Battle Phase."""
END_STEP_WINDOW = "end_step"
"""``state.data.window`` in the End Step of the Battle Phase."""
END_PHASE_WINDOW = "end_phase"
"""``state.data.window`` in the End Phase, before the hand size limit applies."""
SUMMONED_WINDOW = "summoned"
"""``state.data.window`` right after a successful Summon (Normal, Tribute, Flip): both
players may respond to it, the turn player first."""
OPEN_WINDOWS = frozenset((STANDBY_WINDOW, BATTLE_START_WINDOW, END_STEP_WINDOW,
                          END_PHASE_WINDOW, SUMMONED_WINDOW))
"""The open game states of the turn outside the Draw Phase and the Damage Step: each
closes once both players passed in succession."""
R_OPEN = "YGO rule: open game state (priority)"

_WINDOW_NAME = {STANDBY_WINDOW: "Standby Phase", BATTLE_START_WINDOW: "Start Step",
                END_STEP_WINDOW: "End Step", END_PHASE_WINDOW: "End Phase",
                SUMMONED_WINDOW: "The Summon succeeded"}

WINDOW_PROMPT.update({
    STANDBY_WINDOW: "Standby Phase: activate a card or effect, or pass",
    BATTLE_START_WINDOW: "Start Step of the Battle Phase: activate a card or effect, or pass",
    END_STEP_WINDOW: "End Step of the Battle Phase: activate a card or effect, or pass",
    END_PHASE_WINDOW: "End Phase: activate a card or effect, or pass",
    SUMMONED_WINDOW: "A monster was Summoned: activate a card or effect, or pass"})


def quick_may_act(state: GameState) -> bool:
    """Whether anybody could possibly start a chain in an open game state outside the
    Draw Phase and the Damage Step: some card has a Quick Effect (or is a Trap or a
    Quick-Play Spell) that needs no chain link to respond to, where it functions (the
    test of :func:`~.battle.battle_may_act`). A vanilla Duel never opens these windows,
    so it pays for none of them."""
    if not state.statics.get("activate:ability"):
        return False  # a vanilla Duel: not even the index is looked up
    index = effect_index(state)
    return index is not None and index.quick


class OpenWindow(Step):
    """Open the game state ``window`` (one of :data:`OPEN_WINDOWS`) if anybody could act
    in it: both players may start a chain, the turn player first
    (:class:`PhaseWindow`); nothing happens in a Duel where nobody could."""

    __slots__ = ("window",)

    def __init__(self, window: str) -> None:
        self.window = window

    def run(self, state: GameState) -> None:
        if not quick_may_act(state):
            return
        set_window(state, self.window)
        p = state.active
        state.log_rule(R_OPEN, "{}: both players may activate cards and effects, {} first",
                       _WINDOW_NAME[self.window], state.players[p].name)
        state.push(GivePriority(p, 0), PhaseWindow(p, 0))


class LeaveWindow(Ask):
    """The turn player would leave a phase or step (Main Phase 1 or 2, the Battle Step):
    having passed, they give their opponent ``player`` the chance to start a chain
    first. A pass lets the turn go on (``then``); an activation starts a chain to
    which the turn player responds first, and once it resolved the turn player is
    back in the phase (``back``) with every right they had there."""

    __slots__ = ("back", "player", "prompt", "then")

    def __init__(self, player: int, back: Step, then: Step, prompt: str) -> None:
        self.player = player
        self.back = back
        self.then = then
        self.prompt = prompt

    def decide(self, state: GameState) -> Decision | None:
        options = effect_options(state, self.player)
        if not options and PASS_PRIORITY in state.automations:
            return None
        return Decision(self.player, "priority", [PASS, *options], self.prompt, state)

    def run(self, state: GameState) -> None:
        self.answer(state, PASS)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "pass":
            state.push(self.then)
            return
        activate(state, self.player, option.obj)
        state.push(GivePriority(1 - self.player, 0), self.back)


def leave_phase(state: GameState, back: Step, then: Step, prompt: str) -> None:
    """The turn player would leave the phase or step ``back`` is: their opponent gets
    the chance to act first (:class:`LeaveWindow`) if anybody could; otherwise ``then``
    follows at once (a vanilla Duel)."""
    if quick_may_act(state):
        state.log_rule(R_OPEN, "{} passes: {} may activate cards and effects before the phase "
                       "or step ends", state.players[state.active].name,
                       state.players[1 - state.active].name)
        state.push(LeaveWindow(1 - state.active, back, then, prompt))
    else:
        state.push(then)


class PhaseWindow(Ask):
    """An open window of a phase (``state.data.window``: before or after the normal draw,
    after an attack declaration, a sub-step of the Damage Step) in which ``player`` may
    start a chain or pass (``passes``: how many passed in succession), the turn player
    first. After a chain resolved, the turn player may act again. When both passed, the
    window closes: before the draw, the normal draw follows; the Draw Phase's last
    window ends the phase."""

    __slots__ = ("passes", "player")

    def __init__(self, player: int, passes: int = 0) -> None:
        self.player = player
        self.passes = passes

    def decide(self, state: GameState) -> Decision | None:
        options = effect_options(state, self.player)
        if not options and PASS_PRIORITY in state.automations:
            return None
        forced = [o for o in options if is_mandatory(state, self.player, o.obj)]
        if forced:  # a mandatory effect that can be activated must be: no pass
            options, first = forced, []
        else:
            first = [PASS]
        return Decision(self.player, "priority", [*first, *options],
                        WINDOW_PROMPT.get(draw_state(state).window,
                                          "Activate a card or effect, or pass"), state)

    def run(self, state: GameState) -> None:
        # The player passes without being asked. If the other player, who would be
        # asked next, could only pass as well, they pass here too (what their own
        # PhaseWindow would do at once: nothing happens in between), and the window
        # closes; most windows of a Duel close so.
        if self.passes == 0 and PASS_PRIORITY in state.automations \
                and not effect_options(state, 1 - self.player):
            self._close(state)
            return
        self.answer(state, PASS)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        if option.kind == "pass":
            if self.passes + 1 < 2:
                state.push(PhaseWindow(1 - p, self.passes + 1))
            else:
                self._close(state)
            return
        activate(state, p, option.obj)
        state.push(GivePriority(1 - p, 0), AfterWindowChain())

    @staticmethod
    def _close(state: GameState) -> None:
        """Both players passed in succession: before the draw, the normal draw follows;
        the Draw Phase (or the open game state) is over."""
        if TYPE_CHECKING:
            window = data(state).window
        else:
            window = state.data.window  # draw_state, written out: most windows close here
        if window == "before":
            state.push(NormalDraw())
        elif window in _DRAW_PHASE_WINDOWS or window in OPEN_WINDOWS:
            _set_window(state, "")


def is_mandatory(state: GameState, player: int, oid: int) -> bool:
    """Whether the effect of card ``oid`` that ``player`` would activate now is a
    mandatory one (:attr:`Effect.mandatory`)."""
    abilities = state.objects[oid].card.abilities
    if not any(isinstance(ab, Effect) and ab.mandatory for ab in abilities):
        return False  # most cards: no second legality check
    index, reason = why_not_card(state, player, oid)
    if reason is not None or index < 0:
        return False
    ab = abilities[index]
    return isinstance(ab, Effect) and ab.mandatory


class AfterWindowChain(Step):
    """A chain started in an open window resolved: the window opens again for the turn
    player (after the normal draw, as the moment right after the draw is over)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        window = draw_state(state).window
        if window == "after":
            _set_window(state, "late")
        elif window == SUMMONED_WINDOW:
            # The chain answered the Summon: the turn player's open game state is the
            # Main Phase again.
            _set_window(state, "")
            return
        state.push(PhaseWindow(state.active, 0))


class NormalDraw(Step):
    """The turn player conducts the normal draw if the right remains and no pledge
    forbids it (YGO-ND-01, YGO-ND-07, YGO-ND-18); then triggers that waited for it
    (YGO-ND-19) and those of the draw are activated, and the window after the draw
    opens."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        d = draw_state(state)
        p = state.active
        who = state.players[p].name
        _set_window(state, "after")
        if d.draw_spent:
            state.log_rule("YGO-ND-07", "{} does not conduct the normal draw: the right was "
                           "spent by {}", who, d.draw_spent)
        elif d.pledges:
            state.log_rule("YGO-ND-18", "{} cannot conduct the normal draw: a pledge forbids "
                           "it this turn", who)
        else:
            from .turn import emit_normal_draw

            emit_normal_draw(state)
        state.push(GivePriority(p, 0), PhaseWindow(p, 0))


# ---------------------------------------------------------------------- negating a Summon

def may_negate_summons(state: GameState) -> bool:
    """Whether some card on the field or in a hand has an effect activated "when a
    monster would be Summoned" (a Duel without one summons at once)."""
    if not state.statics.get("activate:ability"):
        return False  # a vanilla Duel: not even the index is looked up
    index = effect_index(state)
    return index is not None and index.negates_summons


def begin_summon(state: GameState, event: Event, special: bool = False,
                 respond: bool = True) -> None:
    """A monster would be Summoned by procedure (``event``: its ``summon``): if some
    card could negate the Summon, the moment opens (:class:`SummonWindow`, the
    summoning player first); otherwise, and once it passes, the Summon succeeds. Then
    (``respond``; a Pendulum Summon opens one for all its monsters) both players may
    respond to the successful Summon, the turn player first, if anybody could."""
    if not may_negate_summons(state):
        state.emit(event)
    else:
        assert event.obj is not None and event.player is not None
        _set(state, summoning=(event.obj, event.player, int(special)), summon_negated=False)
        state.push(SummonWindow(event, event.player, 0))
    if respond and state.statics.get("activate:ability"):
        state.push(OpenWindow(SUMMONED_WINDOW))


class SummonWindow(Ask):
    """The moment a monster would be Summoned: ``player`` may activate an effect that
    negates the Summon (starting a chain) or pass (``passes``: how many passed in
    succession). When both pass, or once that chain has resolved, the Summon succeeds
    unless it was negated: the negated monster is destroyed, sent to the GY."""

    __slots__ = ("event", "passes", "player")

    def __init__(self, event: Event, player: int, passes: int = 0) -> None:
        self.event = event
        self.player = player
        self.passes = passes

    def decide(self, state: GameState) -> Decision | None:
        options = effect_options(state, self.player)
        if not options and PASS_PRIORITY in state.automations:
            return None
        name = _card(state, self.event.obj).name if self.event.obj is not None else "?"
        return Decision(self.player, "priority", [PASS, *options],
                        f"{name} would be Summoned: negate the Summon, or pass", state)

    def run(self, state: GameState) -> None:
        # As in PhaseWindow: the other player, who could only pass too, passes here.
        if self.passes == 0 and PASS_PRIORITY in state.automations \
                and not effect_options(state, 1 - self.player):
            state.push(EndSummon(self.event))
            return
        self.answer(state, PASS)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        if option.kind == "pass":
            if self.passes + 1 < 2:
                state.push(SummonWindow(self.event, 1 - p, self.passes + 1))
            else:
                state.push(EndSummon(self.event))
            return
        activate(state, p, option.obj)
        state.push(GivePriority(1 - p, 0), EndSummon(self.event))


class EndSummon(Step):
    """The moment to negate a Summon is over: the Summon succeeds (its ``summon`` event),
    or, negated, the monster is destroyed and sent to the GY."""

    __slots__ = ("event",)

    def __init__(self, event: Event) -> None:
        self.event = event

    def run(self, state: GameState) -> None:
        negated = draw_state(state).summon_negated
        _set(state, summoning=(), summon_negated=False)
        ev = self.event
        assert ev.obj is not None
        o = state.objects[ev.obj]
        if not negated:
            # Still where it was summoned from (a Flip or Gemini Summon, of a monster on
            # the field, has no ``frm``: only an effect negating it could act meanwhile).
            if ev.frm is None or ev.frm == o.zone:
                state.emit(ev)
            return
        state.log_rule(R_SUMMON_NEGATION, "The Summon of {} was negated: it is destroyed and "
                       "sent to the GY", o.card.name)
        state.move(ev.obj, GRAVEYARD[o.owner], player=ev.player, reason="summon_negated",
                   cause="effect", rule=R_SUMMON_NEGATION)


def negate_summon(state: GameState, ctx: Ctx) -> bool:
    """Negate the Summon being made (the moment of :class:`SummonWindow`); whether there
    was one to negate."""
    d = draw_state(state)
    if not d.summoning or d.summon_negated:
        return False
    _set(state, summon_negated=True)
    source = _card(state, ctx.source).name if ctx.source is not None else "?"
    state.log_rule(R_SUMMON_NEGATION, "{} negates the Summon of {}", source,
                   _card(state, d.summoning[0]).name)
    return True


def summon_is_special(state: GameState, ctx: Ctx) -> bool:
    """The monster that would be Summoned would be Special Summoned (by procedure)."""
    d = draw_state(state)
    return bool(d.summoning) and bool(d.summoning[2])


# ---------------------------------------------------------------------- queries for cards

def drawn_by_normal_draw(state: GameState, player: int) -> list[int]:
    """The cards ``player`` drew by the normal draw this turn that are still in their
    hand (every card of a normal draw of 2 is one, YGO-ND-04/24; a card drawn by an
    effect is not)."""
    hand = state.zones[HAND[player]]
    return [ev.obj for ev in state.history.select("draw", player=player)
            if ev.reason == "normal_draw" and ev.obj in hand and ev.obj is not None]


def activated_from_gy(item: PendingItem) -> bool:
    """Whether a chain link was activated in a GY."""
    return link_data(item, "from") == "graveyard"


def declares(state: GameState, item: PendingItem, *what: str) -> bool:
    """Whether a chain link's effect declares one of ``what`` (``"search"`` ...)."""
    if item.ability is None:
        return False
    effect = getattr(state.ability(part_ref(item)), "effect", ())
    return bool(declared(effect) & set(what))


__all__ = ["BEFORE_DRAW", "COST", "EFFECT", "GRAVEYARD", "IGNITION", "QUICK", "SUMMONING",
           "Choice", "Effect", "choose_one"]
