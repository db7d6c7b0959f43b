"""Responding and resolving: one engine for Magic's stack, Yu-Gi-Oh!'s chain and Duel
Masters' waiting abilities.

Whatever is waiting to resolve sits in ``state.pending`` under the game's
:class:`~tcgkit.core.pending.Policy`. A :class:`GivePriority` step is the moment a
player would get the chance to act while things wait: first the game's state checks
(Magic's state-based actions), then waiting triggered abilities are put into
``pending`` (the policy groups them, each player orders theirs, targets are chosen),
then, if the game has responses, a :class:`Priority` decision (pass, or one of the
game's response actions). When every player passed in succession the policy resolves
the next item (or, for a chain, all of them).

A pending item resolves by :func:`resolve_effect`: the intervening "if" and usage limit
are checked again, targets that became illegal are left alone (all of them illegal: the
item does nothing), optional ("you may") effects ask, then the effect's actions run.
Each game says through its rules hooks what responding means for it
(:meth:`Rules.response_options`, :meth:`Rules.respond`) and how a card resolves
(:meth:`Rules.resolve_card`); the log cites the game's rules (:attr:`Rules.cite`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import CREATED, GONE, PLAYER, Ctx, Ref, Target, TargetSpec, Triggered
from .automation import ORDER_IDENTICAL_TRIGGERS, PASS_PRIORITY
from .continuous import PERMANENT, Continuous
from .decision import Decision, Option
from .events import Event
from .limits import AT_ACTIVATION, ON_TRIGGER, WHEN_APPLIED, left, spend_for
from .pending import PendingItem, in_game, next_seat
from .pipeline import forbidden
from .steps import Ask, RunActions, Step

if TYPE_CHECKING:
    from .state import GameState

PASS = Option("pass")
TARGET = "target"
"""The would-be event of choosing an object as a target (``player``: who chooses,
``obj``: the object, ``source``: the card whose effect targets); asked ahead as targets
are offered, never performed: "cannot be targeted by card effects" is a prohibition of
it."""
ACTIVATE = "activate"
"""The would-be event a lock on activations forbids (``player``: who would activate,
``obj``: the card, ``reason``: ``"card"`` for a card's own activation, ``"effect"`` for
one of its effects, a trigger's included); asked ahead, never performed."""
YES = Option("yes")
NO = Option("no")



class GivePriority(Step):
    """``player`` is about to get the chance to respond (``passes``: how many players
    passed in succession before). State checks and waiting triggers come first (CR
    117.5); with the ``pass_priority`` automation, a player who could only pass passes
    without being asked."""

    __slots__ = ("passes", "player")

    def __init__(self, player: int, passes: int = 0) -> None:
        self.player = player
        self.passes = passes

    def run(self, state: GameState) -> None:
        rules = state.rules
        if rules.state_checks(state):
            state.push(self)
            return
        policy = rules.policy
        if state.triggered and len(policy.held(state, state.triggered)) < len(state.triggered):
            state.push(PutTriggers(), self)
            return
        pending = state.pending.items
        if not policy.responses:
            if pending:
                state.push(ResolveNext(), GivePriority(state.active))
            return
        if not pending and not policy.window_when_empty:
            return
        player, passes = self.player, self.passes
        if len(state.players) != 2:
            _priority_round(state, player, passes)
        elif PASS_PRIORITY in state.automations:
            # The other player, written out: asked at every priority of a two-player game.
            while passes < 2 and not rules.response_options(state, player):
                player, passes = 1 - player, passes + 1
            if passes >= 2:
                all_passed(state)
            else:
                state._sched.append(Priority(player, passes))  # state.push, for one step
        else:
            state.push(Priority(player, passes))


def _priority_round(state: GameState, player: int, passes: int) -> None:
    """:class:`GivePriority` in a game of more than two players: priority goes round in
    turn order, skipping a player who left the game (CR 117.3d, 800.4a: the active
    player's turn goes on without them)."""
    if state.players[player].lost:
        player = next_seat(state, player)
    if PASS_PRIORITY in state.automations:
        everyone = in_game(state)
        while passes < everyone and not state.rules.response_options(state, player):
            player = next_seat(state, player)
            passes += 1
        if passes >= everyone:
            all_passed(state)
            return
    state.push(Priority(player, passes))


class Priority(Ask):
    """``player`` may respond (or act, in Magic's main phase) or pass."""

    __slots__ = ("passes", "player")

    def __init__(self, player: int, passes: int = 0) -> None:
        self.player = player
        self.passes = passes

    def decide(self, state: GameState) -> Decision | None:
        if len(state.players) != 2 and state.players[self.player].lost:
            return None  # they left the game while it was theirs to act (CR 800.4a)
        return Decision(self.player, "priority",
                        [PASS, *state.rules.response_options(state, self.player)],
                        "You have priority", state)

    def run(self, state: GameState) -> None:
        """A player who left the game passes, as it were: the next one acts."""
        self.answer(state, PASS)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        if option.kind == "pass":
            # The top of the stack resolves only when every player still in the game
            # passed in succession, priority going round in turn order (CR 117.3d, 117.4).
            two = len(state.players) == 2
            if self.passes + 1 >= (2 if two else in_game(state)):
                all_passed(state)
            else:
                state._sched.append(GivePriority(1 - p if two else next_seat(state, p),
                                                 self.passes + 1))  # state.push, for one
            return
        state.rules.respond(state, p, option)
        nxt = p if state.rules.policy.next_after_add == "same" else next_seat(state, p)
        state.push(GivePriority(nxt, 0))


def all_passed(state: GameState) -> None:
    """Every player passed in succession: resolve the next item (Magic) or the whole
    chain (Yu-Gi-Oh!), or, with nothing pending, end the round (CR 117.4)."""
    if not state.pending.items:
        return
    if state.rules.policy.resolve_all:
        state.push(ResolveChain())
    else:
        state.push(ResolveNext(), GivePriority(state.active, 0))


class ResolveChain(Step):
    """Resolve every pending item, one after another, before anyone may act again; then
    the turn player gets the chance to act (triggers of the resolution come first)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if state.pending.items and not state.over:
            state.push(ResolveNext(), self)
        else:
            state.push(GivePriority(state.active, 0))


class ResolveNext(Step):
    """Resolve the item the policy says resolves next."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if state.pending.items:
            state.rules.resolve(state, state.pending.take())


# ---------------------------------------------------------------------- resolving

def resolve_ability(state: GameState, item: PendingItem) -> None:
    """Resolve a triggered or activated ability (the kernel's default for items that are
    abilities)."""
    assert item.ability is not None
    resolve_effect(state, item, item.ability)


def resolve_effect(state: GameState, item: PendingItem, ref: tuple[int, int],
                   after: Step | None = None) -> None:
    """Resolve the effect of ability ``ref`` for ``item``, then run ``after`` (a spell
    going to the graveyard) whether or not the effect did anything."""
    _resolve_effect(state, item, ref)
    if after is not None:
        state.push(after)  # pushed last: it runs once the effect's work is done


def _resolve_effect(state: GameState, item: PendingItem, ref: tuple[int, int]) -> None:
    cite = state.rules.cite
    ab = state.ability(ref)
    name = state.objects[ref[0]].card.name
    ctx = Ctx(item.controller, item.obj, ref, item.event, state.new_rid(), item.targets)
    if isinstance(ab, Triggered) and ab.condition is not None and not ab.condition(state, ctx):
        state.log_rule(ab.condition_rule or cite.get("condition", ""),
                       "{}'s ability does nothing: its condition "
                       "is no longer true", name,
                       **_secret(state, item.obj, item.controller,
                                 "A hidden card's ability does nothing"))
        return
    limit = getattr(ab, "limit", None)
    if limit is not None and limit.spent not in (ON_TRIGGER, AT_ACTIVATION) \
            and item.kind != "spell":
        # "This resolves only once each turn": only an ability that really resolves spends a
        # use (one removed by its "if" above spends none).
        gone = item.incarnation if item.incarnation >= 0 else None
        if not left(limit, state, item.controller, ref, gone):
            state.log_rule(cite.get("resolve", ""), "{}'s {} does nothing: it was already "
                           "used as often as it may be", name, state.rules.words["ability"],
                           **_secret(state, item.obj, item.controller,
                                     "A hidden card's {1} does nothing"))
            return
        if not (limit.spent == WHEN_APPLIED and asks_on_resolution(state, ab, item)):
            # An optional ability limited "when applied" spends its use only if its
            # controller chooses to use it (MayResolve): declining leaves it available.
            spend_for(limit, state, item.controller, ref, gone)
    specs: tuple[TargetSpec, ...] = getattr(ab, "targets", ())
    if specs and item.targets:
        now = tuple(t if legal_target(state, ctx, spec, t) else GONE
                    for spec, t in zip(specs, item.targets, strict=False))
        if all(t == GONE for t in now):
            state.log_rule(cite.get("fizzle", ""), "{} does nothing: {} no longer legal",
                           name, "its target is" if len(now) == 1 else "all its targets are")
            return
        ctx = ctx.replace(targets=now)
    if item.kind == "spell":
        state.log_rule(cite.get("resolve_spell") or cite.get("resolve", ""), "{} resolves", name)
    else:
        words = state.rules.words
        state.log_rule(cite.get("resolve", ""), "{}'s {} resolves", name,
                       words["triggered ability" if item.kind == "trigger" else "ability"],
                       **_secret(state, item.obj, item.controller,
                                 "A hidden card's {1} resolves"))
    if asks_on_resolution(state, ab, item):
        state.push(MayResolve(ctx, item.incarnation))
        return
    state.push(RunActions(ctx, "effect"))


def asks_on_resolution(state: GameState, ab: object, item: PendingItem) -> bool:
    """Whether ``item``'s controller chooses as it resolves whether to use the optional
    triggered ability ``ab`` (Magic's "you may"); under a policy that asks as the
    trigger is put into ``pending`` (Yu-Gi-Oh!) the choice was already made."""
    return bool(getattr(ab, "optional", False)) and item.kind == "trigger" \
        and not state.rules.policy.ask_optional_on_activation


class ToGraveyard(Step):
    """A card that resolved (an instant, a Normal Spell, a cast spell) goes from where it
    resolved (zone kind ``zone``) to its owner's graveyard, citing ``rule``; a card an
    effect already moved elsewhere stays there."""

    __slots__ = ("obj", "rule", "zone")

    def __init__(self, obj: int, zone: str, rule: str) -> None:
        self.obj = obj
        self.zone = zone
        self.rule = rule

    def run(self, state: GameState) -> None:
        o = state.objects[self.obj]
        rules = state.rules
        if rules.zones.spec_of[o.zone].name == self.zone:
            if not rules.logs_moves:
                state.log_rule(self.rule, "{} is put into {}'s {}", o.card.name,
                               state.players[o.owner].name, rules.words["graveyard"])
            state.move(self.obj, rules.zones.id(rules.graveyard, o.owner), player=o.owner,
                       reason="resolved", rule=self.rule)


class MayResolve(Ask):
    """An optional ("you may") effect: its controller chooses as it resolves
    (``incarnation``: as :attr:`PendingItem.incarnation`, for its usage limit)."""

    __slots__ = ("ctx", "incarnation")

    def __init__(self, ctx: Ctx, incarnation: int = -1) -> None:
        self.ctx = ctx
        self.incarnation = incarnation

    def decide(self, state: GameState) -> Decision:
        assert self.ctx.ability is not None
        text = state.ability(self.ctx.ability).text
        return Decision(self.ctx.controller, "may", [YES, NO],
                        f"{state.objects[self.ctx.ability[0]].card.name}: {text}", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "yes":
            ab = state.ability(self.ctx.ability) if self.ctx.ability is not None else None
            limit = getattr(ab, "limit", None)
            if limit is not None and limit.spent == WHEN_APPLIED and self.ctx.ability:
                spend_for(limit, state, self.ctx.controller, self.ctx.ability,
                          self.incarnation if self.incarnation >= 0 else None)
            state.push(RunActions(self.ctx, "effect"))
        else:
            state.log_rule(state.rules.cite.get("may", ""), "{} chooses not to",
                           state.players[self.ctx.controller].name)


# ---------------------------------------------------------------------- triggers

class PutTriggers(Step):
    """Waiting triggered abilities go into ``pending``, grouped by the policy (APNAP,
    SEGOC), each player ordering their own group."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        waiting = state.triggered
        held = state.rules.policy.held(state, waiting)
        if held:  # those the policy holds back wait on (Yu-Gi-Oh!'s Draw Phase)
            waiting = [t for t in waiting if not any(t is h for h in held)]
        state.triggered = held
        if state.continuous:
            waiting = _fire_delayed(state, waiting)
        if any(getattr(state.ability(t.ability), "may_miss_timing", False)
               for t in waiting if t.ability is not None):
            waiting = [t for t in waiting if not _missed_timing(state, t)]
        for player, items in state.rules.policy.trigger_groups(state, waiting):
            state.push(PlaceTriggers(player, items))


def _missed_timing(state: GameState, item: PendingItem) -> bool:
    """Whether the waiting trigger ``item`` missed the timing (the policy says why; the
    log cites it): it is dropped without being put into ``pending``."""
    assert item.ability is not None
    if not getattr(state.ability(item.ability), "may_miss_timing", False):
        return False
    rule = state.rules.policy.missed_timing(state, item)
    if rule is None:
        return False
    state.log_rule(rule, "{}'s effect misses the timing: its event was not the last thing to "
                   "happen", state.objects[item.ability[0]].card.name,
                   **_secret(state, item.obj, item.controller,
                             "A hidden card's effect misses the timing"))
    return True


class PlaceTriggers(Ask):
    """``player`` puts their waiting triggers into ``pending`` one at a time, choosing the
    order. With the ``order_identical_triggers`` automation, triggers of the same
    ability of the same object are put in the order they triggered without asking."""

    __slots__ = ("items", "player")

    def __init__(self, player: int, items: tuple[PendingItem, ...]) -> None:
        self.player = player
        self.items = items

    def _choices(self, state: GameState) -> list[PendingItem]:
        if ORDER_IDENTICAL_TRIGGERS in state.automations:
            distinct = {(t.ability, t.obj): t for t in reversed(self.items)}
            return sorted(distinct.values(), key=lambda t: t.id)
        return list(self.items)

    def decide(self, state: GameState) -> Decision | None:
        choices = self._choices(state)
        if len(choices) < 2 and ORDER_IDENTICAL_TRIGGERS in state.automations:
            return None
        options = [Option("trigger", t.obj if t.obj is not None else -1, t.id) for t in choices]
        return Decision(self.player, "order_triggers", options, state.rules.policy.place_prompt,
                        state)

    def run(self, state: GameState) -> None:
        for t in self.items:
            state.push(PutTrigger(t))

    def answer(self, state: GameState, option: Option) -> None:
        chosen = next(t for t in self.items if t.id == option.arg)
        state.push(PutTrigger(chosen))
        rest = tuple(t for t in self.items if t.id != option.arg)
        if rest:
            state.push(PlaceTriggers(self.player, rest))


class PutTrigger(Step):
    """Put one triggered ability into ``pending``: an optional one is first chosen or
    declined if the policy asks then (:class:`ActivateTrigger`, ``stage`` 0), its cost
    is paid (``stage`` 1), and its targets are chosen (CR 603.3d): one with a target to
    choose and none legal is removed."""

    __slots__ = ("item", "stage")

    def __init__(self, item: PendingItem, stage: int = 0) -> None:
        self.item = item
        self.stage = stage

    def run(self, state: GameState) -> None:
        item = self.item
        assert item.ability is not None
        ab = state.ability(item.ability)
        stage = self.stage
        if stage == 0 and item.kind == "trigger" and state.rules.policy.ask_optional_on_activation:
            # Triggers are activated under this policy (Yu-Gi-Oh!): a lock on activations
            # stops them ("your opponent cannot activate cards or effects").
            lock = forbidden(state, Event(ACTIVATE, player=item.controller, obj=item.obj,
                                          reason="effect")) \
                if state.prohibitions.get(ACTIVATE) else None
            if lock is not None:
                state.log_rule(state.rules.prohibition_rule(Event(ACTIVATE)),
                               "{}'s effect cannot be activated: {} forbids it",
                               state.objects[item.ability[0]].card.name,
                               state.objects[lock[0]].card.name)
                return
            if not _activation_use_left(state, item, ab):
                state.log_rule(getattr(getattr(ab, "limit", None), "rule", "")
                               or state.rules.cite.get("resolve", ""), "{}'s effect cannot be "
                               "activated: it was already used as often as it may be",
                               state.objects[item.ability[0]].card.name)
                return
            if getattr(ab, "optional", False):
                state.push(ActivateTrigger(item))
                return
        if stage < 2 and item.kind == "trigger" and state.rules.policy.ask_optional_on_activation:
            _spend_at_activation(state, item, ab)
        if stage < 2 and isinstance(ab, Triggered) and ab.cost:
            ctx = Ctx(item.controller, item.obj, item.ability, item.event, state.new_rid())
            state.push(RunActions(ctx, "cost"), PutTrigger(item, 2))
            return
        specs: tuple[TargetSpec, ...] = getattr(ab, "targets", ())
        if specs:
            state.push(ChooseTargets(item, 0))
            return
        add_pending(state, item)


def _activation_use_left(state: GameState, item: PendingItem, ab: object) -> bool:
    """Whether a trigger limited "at activation" (Yu-Gi-Oh!'s hard once per turn, spent
    as the effect is activated) has a use left as it would be activated: a second copy
    that triggered at the same time finds it spent by the first."""
    limit = getattr(ab, "limit", None)
    if limit is None or limit.spent != AT_ACTIVATION or item.ability is None:
        return True
    inc = item.incarnation if item.incarnation >= 0 else None
    return bool(limit.available(state, item.controller, item.ability[0], item.ability[1],
                                incarnation=inc))


def _spend_at_activation(state: GameState, item: PendingItem, ab: object) -> None:
    limit = getattr(ab, "limit", None)
    if limit is None or limit.spent != AT_ACTIVATION or item.ability is None:
        return
    inc = item.incarnation if item.incarnation >= 0 else None
    limit.spend(state, item.controller, item.ability[0], item.ability[1], inc)


def trigger_can_be_activated(state: GameState, item: PendingItem) -> bool:
    """Whether an optional trigger could be activated now: its cost can be paid and each
    of its targets has a legal choice."""
    assert item.ability is not None
    ab = state.ability(item.ability)
    ctx = Ctx(item.controller, item.obj, item.ability, item.event)
    if isinstance(ab, Triggered) and not all(a.can(state, ctx) for a in ab.cost):
        return False
    return has_legal_targets(state, ctx, getattr(ab, "targets", ()))


class ActivateTrigger(Ask):
    """The controller of an optional triggered ability chooses whether to activate it as
    it would be put into ``pending`` (Yu-Gi-Oh!: "you can", decided as the chain is
    built); declined, or impossible to activate (its cost, its targets), it is not put
    there."""

    __slots__ = ("item",)

    def __init__(self, item: PendingItem) -> None:
        self.item = item

    def decide(self, state: GameState) -> Decision | None:
        item = self.item
        assert item.ability is not None
        if not trigger_can_be_activated(state, item):
            return None
        return Decision(item.controller, "may", [YES, NO],
                        f"Activate {state.objects[item.ability[0]].card.name}'s effect? "
                        f"{state.ability(item.ability).text}", state)

    def run(self, state: GameState) -> None:
        """Its cost cannot be paid or it has no legal target: it is not activated."""
        assert self.item.ability is not None
        state.log_rule(state.rules.cite.get("no_target", ""), "{}'s effect cannot be activated "
                       "now (its cost or its targets)",
                       state.objects[self.item.ability[0]].card.name,
                       **_secret(state, self.item.obj, self.item.controller,
                                 "A hidden card's effect cannot be activated now"))

    def answer(self, state: GameState, option: Option) -> None:
        item = self.item
        if option.kind == "yes":
            state.push(PutTrigger(item, 1))
            return
        assert item.ability is not None
        state.log_rule(state.rules.cite.get("may", ""), "{} does not activate {}'s effect",
                       state.players[item.controller].name,
                       state.objects[item.ability[0]].card.name,
                       **_secret(state, item.obj, item.controller,
                                 "{0} does not activate a hidden card's effect"))


DELAYED = "delayed"
"""The kind of the :class:`~.continuous.Continuous` record of a delayed triggered ability
(CR 603.7): ``source`` is the card whose :class:`Triggered` ability (``zones=(CREATED,)``)
says when it triggers and what it does, ``value`` is (that ability's index, the objects
the effect that created it remembers, as :data:`Target` values)."""


def start_delayed(state: GameState, controller: int, source: int, ability: int,
                  remembered: tuple[Target, ...] = ()) -> None:
    """Create a delayed triggered ability (CR 603.7a): ability ``ability`` of ``source``,
    which exists only as created by a resolving spell or ability, watches its events
    from now on, until it triggers once (CR 603.7c); ``remembered`` are the objects it
    will refer to ("return that card"). It lasts until then, whatever happens to
    ``source``."""
    state.add_continuous(Continuous(DELAYED, controller=controller, source=source,
                                    target=("game",), value=(ability, remembered),
                                    duration=PERMANENT))
    ref = (source, ability)
    for kind in state.ability(ref).kinds():
        refs = state.triggers.get(kind, ())
        if ref not in refs:
            state.triggers[kind] = refs + (ref,)


def _fire_delayed(state: GameState, waiting: list[PendingItem]) -> list[PendingItem]:
    """The waiting triggers, with each delayed triggered ability's record used up as it
    goes on the stack: it triggers only once (CR 603.7c), referring to the objects its
    creator remembered (as the item's targets, which are not chosen: it has no target
    specs). An ability that triggered twice before going on the stack goes once."""
    out = []
    for item in waiting:
        ref = item.ability
        if ref is None or CREATED not in state.ability(ref).zones:
            out.append(item)
            continue
        rec = next((c for c in state.continuous if c.kind == DELAYED and c.source == ref[0]
                    and c.value[0] == ref[1]), None)
        if rec is None:
            continue
        state.continuous = [c for c in state.continuous if c is not rec]
        state.version += 1
        if not any(c.kind == DELAYED and c.source == ref[0] and c.value[0] == ref[1]
                   for c in state.continuous):
            for kind in state.ability(ref).kinds():
                kept = tuple(r for r in state.triggers.get(kind, ()) if r != ref)
                if kept:
                    state.triggers[kind] = kept
                else:
                    state.triggers.pop(kind, None)
        out.append(item.replace(controller=rec.controller, targets=rec.value[1]))
    return out


def add_pending(state: GameState, item: PendingItem) -> None:
    """Put an item whose choices are all made into ``pending`` and log it."""
    state.pending.add(state, item)
    name = state.objects[item.obj].card.name if item.obj is not None else "?"
    # A delayed trigger's objects are remembered, not targeted (CR 603.7c).
    targets = f" targeting {', '.join(target_text(state, t) for t in item.targets)}" \
        if item.targets and (item.ability is None
                             or CREATED not in state.ability(item.ability).zones) else ""
    rules = state.rules
    words = rules.words
    state.log_rule(rules.cite.get("trigger", ""), words["goes on"], name,
                   words["triggered ability"] if item.kind == "trigger" else item.kind,
                   rules.pending_name, targets, len(state.pending),
                   **_secret(state, item.obj, item.controller, words["hidden goes on"]))


def _secret(state: GameState, obj: int | None, controller: int, public: str) -> dict[str, Any]:
    """The private/public arguments of a log entry about an ability of a card others
    cannot see (one in its owner's hand): they read ``public`` (which leaves out the
    card's name, argument 0) instead."""
    if obj is None or all(state.visible_to(obj, p) for p in range(len(state.players))):
        return {}
    return {"private": controller, "public": public}


class ChooseTargets(Ask):
    """The controller of a pending item chooses its targets, one spec at a time
    (``index``); with a spec that has no legal target the item is removed."""

    __slots__ = ("index", "item")

    def __init__(self, item: PendingItem, index: int) -> None:
        self.item = item
        self.index = index

    def _ctx(self) -> Ctx:
        it = self.item
        return Ctx(it.controller, it.obj, it.ability, it.event, 0, it.targets)

    def decide(self, state: GameState) -> Decision | None:
        assert self.item.ability is not None
        # Read as PutTrigger.run reads them: it pushes this step only when there are some.
        specs: tuple[TargetSpec, ...] = getattr(state.ability(self.item.ability), "targets", ())
        spec = specs[self.index]
        options = target_options(state, self._ctx(), spec)
        if not options:
            return None
        return Decision(self.item.controller, "target", options,
                        f"Choose {spec.text} for {state.objects[self.item.ability[0]].card.name}",
                        state)

    def run(self, state: GameState) -> None:
        assert self.item.ability is not None
        rules = state.rules
        state.log_rule(rules.cite.get("no_target", ""), "{}'s {} is removed: it has no legal "
                       "target", state.objects[self.item.ability[0]].card.name,
                       rules.words["triggered ability"])

    def answer(self, state: GameState, option: Option) -> None:
        assert self.item.ability is not None
        item = self.item.replace(targets=(*self.item.targets, option_target(state, option)))
        specs: tuple[TargetSpec, ...] = getattr(state.ability(self.item.ability), "targets", ())
        if self.index + 1 < len(specs):
            state.push(ChooseTargets(item, self.index + 1))
        else:
            add_pending(state, item)


# ---------------------------------------------------------------------- targets

def target_forbidden(state: GameState, ctx: Ctx, oid: int) -> Ref | None:
    """The prohibition that forbids the effect of ``ctx`` to target object ``oid``
    ("your opponent cannot target this card with card effects"): asked of the would-be
    :data:`TARGET` event, or ``None``."""
    if not state.prohibitions.get(TARGET):
        return None
    return forbidden(state, Event(TARGET, player=ctx.controller, obj=oid, source=ctx.source))


def target_options(state: GameState, ctx: Ctx, spec: TargetSpec) -> list[Option]:
    """The legal choices for one target: ``Option("target", oid)`` for an object,
    ``Option("target_player", -1, player)`` for a player. An object that a prohibition
    of the would-be :data:`TARGET` event protects is no choice (:func:`target_forbidden`);
    a game without such a prohibition pays one lookup."""
    out: list[Option] = []
    if spec.objects is not None:
        test = spec.objects
        table = state.rules.zones
        guarded = bool(state.prohibitions.get(TARGET))
        for name in spec.zones or state.rules.default_zones:
            for zid in dict.fromkeys(table.ids[name]):
                if guarded:
                    out.extend(Option("target", oid) for oid in state.zones[zid]
                               if test(state, ctx, oid)
                               and target_forbidden(state, ctx, oid) is None)
                else:
                    out.extend(Option("target", oid) for oid in state.zones[zid]
                               if test(state, ctx, oid))
    if spec.players is not None:
        # A player who left the game can't be chosen (CR 800.4a).
        out.extend(Option("target_player", -1, p) for p in range(len(state.players))
                   if not state.players[p].lost and spec.players(state, ctx, p))
    return out


def option_target(state: GameState, option: Option) -> Target:
    """The :data:`Target` an answer to a target choice names."""
    if option.kind == "target_player":
        return (PLAYER, option.arg)
    return (option.obj, state.objects[option.obj].incarnation)


def legal_target(state: GameState, ctx: Ctx, spec: TargetSpec, target: Target) -> bool:
    """Whether a chosen target is still legal: the same object, still where the spec
    looks and still qualifying; or a player the spec still accepts (CR 608.2b)."""
    oid, inc = target
    if oid == PLAYER:
        p = state.players[inc]
        return spec.players is not None and not p.lost and spec.players(state, ctx, inc)
    if oid < 0 or spec.objects is None:
        return False
    o = state.objects[oid]
    zones = spec.zones or state.rules.default_zones
    return (o.incarnation == inc and state.rules.zones.spec_of[o.zone].name in zones
            and spec.objects(state, ctx, oid))


def target_text(state: GameState, target: Target) -> str:
    """How the log names a target."""
    oid, inc = target
    if oid == PLAYER:
        return state.players[inc].name
    if oid < 0:
        return "(gone)"
    # The log is read by every player: a target some of them may not see is not named.
    if not all(state.visible_to(oid, p) for p in range(len(state.players))):
        return "a face-down card" if state.objects[oid].face_down else "a hidden card"
    return state.objects[oid].card.name


def targeted(state: GameState, ctx: Ctx, index: int = 0) -> tuple[str, int] | None:
    """What target ``index`` of a resolving effect is now: ``("player", p)``,
    ``("object", oid)``, or ``None`` if it became illegal (the effect leaves it
    alone)."""
    if index >= len(ctx.targets):
        return None
    oid, inc = ctx.targets[index]
    if oid == PLAYER:
        return ("player", inc)
    if oid < 0:
        return None
    return ("object", oid)


def targeted_object(state: GameState, ctx: Ctx, index: int = 0) -> int | None:
    """The object target ``index`` of a resolving effect is now, or ``None`` (a player,
    or a target that became illegal: the effect leaves it alone)."""
    aim = targeted(state, ctx, index)
    return aim[1] if aim is not None and aim[0] == "object" else None


def targeted_player(state: GameState, ctx: Ctx, index: int = 0) -> int | None:
    """The player target ``index`` of a resolving effect is, or ``None`` (an object, or
    a target that became illegal)."""
    aim = targeted(state, ctx, index)
    return aim[1] if aim is not None and aim[0] == "player" else None


def has_legal_targets(state: GameState, ctx: Ctx, specs: tuple[TargetSpec, ...]) -> bool:
    """Whether every target spec has at least one legal choice (a spell or ability with
    a target cannot be cast or activated without one, CR 601.2c)."""
    return all(target_options(state, ctx, spec) for spec in specs)


def describe_target(state: GameState, option: Option, lang: str = "en") -> str:
    """The text form of a target option: ``"target Grizzly Bears"``, ``"target Player 2"``."""
    if option.kind == "target_player":
        return f"target {state.players[option.arg].name}"
    return f"target {state.rules.card_name(state, option.obj, lang)}"

