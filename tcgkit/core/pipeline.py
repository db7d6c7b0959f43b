"""The event pipeline every change goes through.

count modifiers and prohibitions → replacement effects (each at most once per event and
the events that replace it; the affected player orders them) → perform → history →
triggered abilities collected.

:meth:`GameState.emit` performs an event at once when nothing watches its kind and
nothing else is scheduled in the current step; otherwise it schedules a :class:`Pipeline`
step, which may stop for a choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import CREATED, CountModifier, Ctx, Prohibition, Ref, Replacement, declared
from .continuous import FLOATING, Continuous
from .decision import Decision, Option
from .events import Event
from .limits import spend_for
from .steps import Ask, RunActions, Step

if TYPE_CHECKING:
    from .state import GameState


class Pipeline(Step):
    """Carry one event through modifiers, prohibitions and replacements, then perform it.

    ``applied`` lists the replacement effects that already had their one chance at this
    event (or at the event it replaces); ``modified`` is set once count modifiers ran.
    """

    __slots__ = ("applied", "event", "modified")

    def __init__(self, event: Event, applied: tuple[Ref, ...] = (), modified: bool = False) -> None:
        self.event = event
        self.applied = applied
        self.modified = modified

    def run(self, state: GameState) -> None:
        ev = self.event
        if not self.modified:
            refs = state.modifiers.get(ev.kind)
            if refs:
                ev = _modify_count(state, ev, refs)
        refs = state.prohibitions.get(ev.kind)
        if refs and _prohibited(state, ev, refs):
            return
        if ev.kind == "damage" and ev.amount <= 0:
            # 0 damage is no damage: nothing to replace or prevent (CR 120.8).
            state.perform(ev, self.applied)
            return
        candidates = replacements_for(state, ev, self.applied)
        if not candidates:
            state.perform(ev, self.applied)
        elif len(candidates) == 1:
            offer_replacement(state, ev, candidates[0], self.applied)
        else:
            # A game may settle which applies by its own rule (Duel Masters: the order of
            # the sources in the battle zone); otherwise the affected player chooses.
            first = state.rules.first_replacement(state, ev, candidates)
            if first is not None:
                offer_replacement(state, ev, first, self.applied)
            else:
                state.push(ChooseReplacement(ev, self.applied, candidates))


def _modify_count(state: GameState, ev: Event, refs: tuple[Ref, ...]) -> Event:
    n = ev.amount
    for ref in refs:
        ab = state.ability(ref)
        assert isinstance(ab, CountModifier) and ab.count is not None
        if not state.functions(ref):
            continue
        ctx = Ctx(state.controller_of(ref), ref[0], ref, ev)
        if ab.applies.matches(state, ev, ctx):
            new = ab.count(state, ev, ctx, n)
            if new != n:
                state.log_rule(state.rules.modifier_rule(ev), "{}: {} becomes {} (was {})",
                               state.objects[ref[0]].card.name, ev.kind, new, n)
                n = new
    return ev if n == ev.amount else ev.replace(amount=n)


def _prohibited(state: GameState, ev: Event, refs: tuple[Ref, ...]) -> bool:
    ref = _forbidding(state, ev, refs)
    if ref is None:
        return False
    ab = state.ability(ref)
    state.log_rule(state.rules.prohibition_rule(ev), "{} does not happen: {} ({})",
                   state.rules.event_text(state, ev), state.objects[ref[0]].card.name, ab.text)
    return True


def _forbidding(state: GameState, ev: Event, refs: tuple[Ref, ...]) -> Ref | None:
    """The first prohibition among ``refs`` that forbids ``ev``, or ``None``."""
    for ref in refs:
        ab = state.ability(ref)
        assert isinstance(ab, Prohibition)
        if CREATED in ab.zones:
            # A created prohibition ("for the rest of this turn, you cannot ...") forbids
            # as each of its records says: for the player who created it, with what was
            # chosen then (its context's targets), wherever its card has gone since.
            for rec in floating_records(state, ref):
                if ab.forbids.matches(state, ev, Ctx(rec.controller, ref[0], ref, ev, 0,
                                                     rec.value[1])):
                    return ref
        elif state.functions(ref) and ab.forbids.matches(
                state, ev, Ctx(state.controller_of(ref), ref[0], ref, ev)):
            return ref
    return None


def forbidden(state: GameState, ev: Event) -> Ref | None:
    """The prohibition that would stop ``ev`` if it happened now, or ``None``: asked of
    an event that is not performed, by a rule that must know ahead (Yu-Gi-Oh!'s check of
    an activation against "your opponent cannot activate cards or effects")."""
    refs = state.prohibitions.get(ev.kind)
    return _forbidding(state, ev, refs) if refs else None


def draws_forbidden(state: GameState, player: int, count: int) -> Ref | None:
    """The prohibition that would stop one of ``count`` single draws by ``player`` if
    they drew now, or ``None`` if none would: a player offered the choice to draw may
    not choose it then (CR 121.3), nor draw several cards while only some of them could
    be drawn (CR 121.2b). The draws are tried one after another on a copy of the state,
    each recorded there as drawn, so that "no more than one card each turn" counts the
    earlier ones; an empty library does not matter (CR 121.3: it may be chosen)."""
    refs = state.prohibitions.get("draw")
    if not refs:
        return None
    trial = state.copy()
    for _ in range(count):
        ev = Event("draw", player=player)
        ref = _forbidding(trial, ev, refs)
        if ref is not None:
            return ref
        trial.history.events.append(ev)
    return None


def replacements_for(state: GameState, ev: Event, applied: tuple[Ref, ...]) -> list[Ref]:
    """The replacement effects that may apply to ``ev`` now, in timestamp order."""
    refs = state.replacers.get(ev.kind)
    if not refs:
        return []
    found = []
    for ref in refs:
        if ref in applied:
            continue
        if _context(state, ev, ref) is not None:
            found.append(ref)
    return found


def floating_records(state: GameState, ref: Ref) -> list[Continuous]:
    """The floating replacement effects and prohibitions (:data:`FLOATING`) that ability
    ``ref`` created, oldest first (none if it is a permanent's own, static ability)."""
    if not state.continuous:
        return []
    return [c for c in state.continuous
            if c.kind == FLOATING and c.source == ref[0] and c.value[0] == ref[1]]


def _context(state: GameState, ev: Event, ref: Ref) -> tuple[Ctx, Continuous | None] | None:
    """The context in which replacement ``ref`` applies to ``ev``, and the floating
    effect it applies as, if one; ``None`` if it does not apply."""
    ab = state.ability(ref)
    assert isinstance(ab, Replacement)
    records: list[Continuous | None] = list(floating_records(state, ref)) or [None]
    for rec in records:
        if rec is None:
            if not state.functions(ref):
                continue  # a permanent's own, while it has lost its abilities
            ctx = Ctx(state.controller_of(ref), ref[0], ref, ev)
        else:
            # A created effect keeps what was chosen as it was created (CR 615.7's "a
            # source of your choice") as its context's targets.
            ctx = Ctx(rec.controller, ref[0], ref, ev, 0, rec.value[1])
        if not ab.would.matches(state, ev, ctx):
            continue
        if ab.condition is not None and not ab.condition(state, ev, ctx):
            continue
        if ab.limit is not None and not ab.limit.available(state, ctx.controller, ref[0],
                                                           ref[1]):
            continue
        return ctx, rec
    return None


def affected_player(state: GameState, ev: Event) -> int:
    """Who orders replacement effects on ``ev``: the affected player, or the controller of
    the affected object."""
    if ev.player is not None:
        return ev.player
    if ev.obj is not None:
        return state.objects[ev.obj].controller
    return state.active


def offer_replacement(state: GameState, ev: Event, ref: Ref, applied: tuple[Ref, ...]) -> None:
    """Apply replacement ``ref`` to ``ev``, asking its controller first if it is optional."""
    ab = state.ability(ref)
    assert isinstance(ab, Replacement)
    if ab.optional:
        state.push(ConfirmReplacement(ev, applied, ref))
    else:
        apply_replacement(state, ev, ref, applied)


def apply_replacement(state: GameState, ev: Event, ref: Ref, applied: tuple[Ref, ...]) -> None:
    """Apply replacement ``ref`` to ``ev`` (its one chance at this event)."""
    ab = state.ability(ref)
    assert isinstance(ab, Replacement)
    found = _context(state, ev, ref)
    ctx, rec = found if found is not None else (Ctx(state.controller_of(ref), ref[0], ref,
                                                    ev), None)
    controller = ctx.controller
    spend_for(ab.limit, state, controller, ref)  # a replacement's use is spent as it applies
    if rec is not None and rec.value[2]:
        end_floating(state, rec)  # a one-shot effect ("the next time ...") is used up
    now_applied = applied + (ref,)
    state.log_rule(ab.rule or state.rules.replacement_rule(state, ev),
                   "{} would happen; {} applies: {}",
                   state.rules.event_text(state, ev), state.objects[ref[0]].card.name, ab.text)
    if ab.modify is not None:
        state.push(Pipeline(ab.modify(state, ev, ctx), now_applied, True))
    else:
        ctx = ctx.replace(rid=state.new_rid(now_applied))
        step = RunActions(ctx, "instead")
        # The single draws of a "draw N" share a batch too, but are events one after
        # another, each replacement finished before the next draw (CR 121.6b): only
        # the parts of one event wait for each other.
        if not (ev.batch and ev.kind != "draw" and "draw" in declared(ab.instead)
                and _after_batch(state, ev, step)):
            state.push(step)


def _after_batch(state: GameState, ev: Event, step: Step) -> bool:
    """Schedule ``step`` after the parts of ``ev``'s event still to be performed (the
    other events of its ``batch``, next on the work stack); whether there were any.

    A replacement or prevention effect that makes a player draw does so after the parts
    of the original event it did not replace (CR 121.7): Pyroclasm's damage to the other
    creatures is dealt before Swans of Bryn Argoll's prevention draws the cards."""
    work = state.work
    i = len(work)
    while i:
        below = work[i - 1]
        if not (isinstance(below, Pipeline) and below.event.batch == ev.batch):
            break
        i -= 1
    if i == len(work):
        return False
    state.log_rule("CR 121.7", "the cards are drawn after the rest of the event")
    work.insert(i, step)
    return True


def start_floating(state: GameState, effect: Continuous) -> None:
    """Start a floating replacement or prevention effect created by a resolving spell or
    ability ("prevent all combat damage that would be dealt this turn"): ``effect`` is a
    :data:`FLOATING` record whose ``source`` is the card and whose ``value`` is (the
    index of the card's :class:`Replacement` that says what it does, the objects chosen
    for it, whether it applies only once). Its events now go through the pipeline.

    The same starts a created prohibition ("for the rest of this turn, you cannot
    activate cards with that name"): the card's :class:`Prohibition` with
    ``zones=(CREATED,)``, whose record's ``value`` is (its index, the objects chosen for
    it, anything else the game keeps there); it forbids for the record's ``controller``,
    with what was chosen as its context's targets, until the record's ``duration`` ends
    (:meth:`GameState.end_continuous`) or the game ends it (:func:`end_floating`)."""
    assert effect.source is not None  # a created effect is some card's
    state.add_continuous(effect)
    ref: Ref = (effect.source, effect.value[0])
    ab = state.ability(ref)
    table = state.prohibitions if isinstance(ab, Prohibition) else state.replacers
    for kind in ab.kinds():
        refs = table.get(kind, ())
        if ref not in refs:
            table[kind] = refs + (ref,)
    state.repipe()


def end_floating(state: GameState, effect: Continuous) -> None:
    """End one floating replacement effect (used up, or its duration is over)."""
    state.continuous = [c for c in state.continuous if c is not effect]
    state.version += 1
    unindex_floating(state)


def unindex_floating(state: GameState) -> None:
    """Drop from the replacement and prohibition indexes the created effects none of
    which lasts."""
    live = {(c.source, c.value[0]) for c in state.continuous if c.kind == FLOATING}
    for table in (state.replacers, state.prohibitions):
        for kind, refs in list(table.items()):
            kept = tuple(r for r in refs if r in live or not _created(state, r))
            if kept != refs:
                if kept:
                    table[kind] = kept
                else:
                    del table[kind]
    state.repipe()


def _created(state: GameState, ref: Ref) -> bool:
    """Whether ability ``ref`` exists only as effects created by resolving something."""
    return CREATED in state.ability(ref).zones


class ChooseReplacement(Ask):
    """Several replacement effects could apply: the affected player picks one (the
    others get their chance at the resulting event)."""

    __slots__ = ("applied", "candidates", "event")

    def __init__(self, event: Event, applied: tuple[Ref, ...], candidates: list[Ref]) -> None:
        self.event = event
        self.applied = applied
        self.candidates = tuple(candidates)

    def decide(self, state: GameState) -> Decision:
        options = [Option("replacement", ref[0], ref[1]) for ref in self.candidates]
        return Decision(affected_player(state, self.event), "order_replacements", options,
                        "Choose which replacement effect applies first", state)

    def answer(self, state: GameState, option: Option) -> None:
        offer_replacement(state, self.event, (option.obj, option.arg), self.applied)


class ConfirmReplacement(Ask):
    """An optional replacement effect: its controller decides whether to apply it."""

    __slots__ = ("applied", "event", "ref")

    def __init__(self, event: Event, applied: tuple[Ref, ...], ref: Ref) -> None:
        self.event = event
        self.applied = applied
        self.ref = ref

    def decide(self, state: GameState) -> Decision:
        options = [Option("apply", self.ref[0], self.ref[1]), Option("decline", self.ref[0],
                                                                     self.ref[1])]
        return Decision(state.controller_of(self.ref), "optional_replacement", options,
                        "Apply this replacement effect?", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "apply":
            apply_replacement(state, self.event, self.ref, self.applied)
        else:
            state.push(Pipeline(self.event, self.applied + (self.ref,), True))
