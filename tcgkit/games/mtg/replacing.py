"""What a resolving effect does when part of it is replaced or cannot be done:
self-replacement effects (CR 614.15), prevention shields that prevent a number of damage
(CR 615.7), redirection (CR 614.9) and a spell with several targets of which only some
are still legal (CR 608.2b).

- A **self-replacement effect** is part of the resolving spell's own text ("deals 4
  damage instead if ..."): :class:`SelfReplacement` does the replacing action in place
  of the usual one before any event exists, so every other replacement effect meets the
  event it makes — self-replacement effects apply first (CR 614.15).
- A **shield** ("prevent the next 3 damage that would be dealt to any target this
  turn") is a floating prevention effect whose record keeps how much it still prevents:
  it lowers each damage event that meets it, and is used up when nothing is left (CR
  615.7). It goes through the kernel's pipeline like any created replacement effect (the
  affected player orders it among the others, CR 616.1).
- **Redirection** ("all damage that would be dealt to you is dealt to enchanted creature
  instead") is a replacement effect whose action deals the same damage from the same
  source to the new recipient (CR 614.9).
- **Partial fizzle**: a resolving spell whose targets are only partly illegal does what
  it can; the instructions aimed at an illegal target are not done
  (:class:`AtTarget`, CR 608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import CREATED, PLAYER, Action, Ctx, Pattern, Replacement, TargetSpec
from ...core.continuous import FLOATING, Continuous
from ...core.events import Event
from ...core.pipeline import end_floating, floating_records, start_floating
from ...core.resolve import target_text, targeted, targeted_player
from .zones import BATTLEFIELD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects


@dataclass(frozen=True)
class SelfReplacement(Action):
    """"<usual>. If <condition>, <replacing> instead" in the effect's own text (CR
    614.15): ``replacing`` is done in place of ``usual`` when ``condition`` holds as the
    effect resolves. It applies before other replacement effects: those meet the event
    ``replacing`` creates (a damage doubler doubles the replaced amount). ``why`` says in
    the log why it applies."""

    usual: Action
    replacing: Action
    condition: Callable[[GameState, Ctx], bool]
    why: str = ""

    @property
    def declares(self) -> tuple[str, ...]:  # type: ignore[override]
        """What either action does."""
        return tuple(dict.fromkeys((*self.usual.declares, *self.replacing.declares)))

    def start(self, state: GameState, ctx: Ctx) -> None:
        if self.condition(state, ctx):
            name = state.objects[ctx.source].card.name if ctx.source is not None else "it"
            state.log_rule("CR 614.15", "{}: {}, so it does \"{}\" instead (a self-replacement "
                           "effect, applied before any other replacement effect)", name,
                           self.why, self.replacing.text)
            self.replacing.start(state, ctx)
        else:
            self.usual.start(state, ctx)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return self.usual.can(state, ctx) or self.replacing.can(state, ctx)

    @property
    def text(self) -> str:
        return f"{self.usual.text} ({self.replacing.text} instead if {self.why})"


def metalcraft(state: GameState, ctx: Ctx) -> bool:
    """Metalcraft: the controller controls three or more artifacts (CR 207.2c)."""
    from .layers import types_of

    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    artifacts = [oid for oid in state.zones[BATTLEFIELD[ctx.controller]]
                 if "Artifact" in types_of(state, objs[oid])]
    return len(artifacts) >= 3


@dataclass(frozen=True)
class AtTarget(Action):
    """``action``, aimed at target ``target`` of the effect, done only if that target is
    still legal as the effect resolves: with some targets illegal, a spell does what it
    can for the others (CR 608.2b). The log says what was left undone."""

    action: Action
    target: int = 0

    @property
    def declares(self) -> tuple[str, ...]:  # type: ignore[override]
        """What the action does."""
        return self.action.declares

    def start(self, state: GameState, ctx: Ctx) -> None:
        if targeted(state, ctx, self.target) is None and self.target < len(ctx.targets):
            name = state.objects[ctx.source].card.name if ctx.source is not None else "it"
            state.log_rule("CR 608.2b", "{}: its target {} is no longer legal: it does not "
                           "{} to it, and does the rest", name, self.target + 1,
                           self.action.text)
            return
        self.action.start(state, ctx)

    @property
    def text(self) -> str:
        return self.action.text


def _another_object(state: GameState, ctx: Ctx, oid: int) -> bool:
    from .vocab import ANY_TARGET

    assert ANY_TARGET.objects is not None
    return ANY_TARGET.objects(state, ctx, oid) and not (ctx.targets and ctx.targets[0][0] == oid)


def _another_player(state: GameState, ctx: Ctx, player: int) -> bool:
    return not state.players[player].lost and not (ctx.targets
                                                   and ctx.targets[0] == (PLAYER, player))


ANOTHER_TARGET = TargetSpec("another target", objects=_another_object, players=_another_player)
""""Another target": any target other than the spell's first one (CR 115.3)."""


# ---------------------------------------------------------------------- shields

def _to_shielded(state: GameState, event: Event, ctx: Ctx) -> bool:
    """Damage to the shield's recipient: the object (the same one, CR 400.7) or player
    chosen as the effect was created (its context's first target)."""
    if not ctx.targets:
        return False
    who, which = ctx.targets[0]
    if who == PLAYER:
        return event.player == which and event.obj is None
    return event.obj == who and state.objects[who].incarnation == which


def _preventable(state: GameState, event: Event, ctx: Ctx) -> bool:
    from .vocab import preventable

    return preventable(state, event, ctx)


def _prevent_some(state: GameState, event: Event, ctx: Ctx) -> Event:
    """Use the shield on ``event``: prevent as much of it as the shield has left; the
    shield keeps the rest, or is used up (CR 615.7)."""
    assert ctx.ability is not None
    rec = next((c for c in floating_records(state, ctx.ability)
                if c.value[1] == ctx.targets and len(c.value) > 3), None)
    if rec is None:
        return event
    left = rec.value[3]
    prevented = min(left, event.amount)
    if left > prevented:  # the same shield, with less left (its timestamp stays)
        kept = rec.replace(value=(*rec.value[:3], left - prevented))
        state.continuous = [kept if c is rec else c for c in state.continuous]
        state.version += 1
    else:
        end_floating(state, rec)
    state.log_rule("CR 615.7", "{} of the {} damage to {} is prevented ({} left to prevent)",
                   prevented, event.amount, target_text(state, ctx.targets[0]),
                   left - prevented)
    return event.replace(amount=event.amount - prevented)


def shield(text: str) -> Replacement:
    """The prevention effect a :class:`PreventNext` creates: "prevent the next N damage
    that would be dealt to <the chosen target> this turn" (list it among the card's
    abilities; it is created by the resolving effect, never functions from a zone)."""
    return Replacement(text, would=Pattern("damage", where=_to_shielded),
                       condition=_preventable, modify=_prevent_some, rule="CR 615.7",
                       zones=(CREATED,))


@dataclass(frozen=True)
class PreventNext(Action):
    """"Prevent the next <amount> damage that would be dealt to <target> this turn": a
    shield (the card's ability ``ability``, made by :func:`shield`) for the target as it
    resolves; it lasts until used up or until the turn ends (CR 615.7, 514.2)."""

    amount: int = 1
    ability: int = 0
    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        aim = targeted(state, ctx, self.target)
        if aim is None or ctx.source is None:
            return
        chosen = ctx.targets[self.target]
        start_floating(state, Continuous(FLOATING, controller=ctx.controller,
                                         source=ctx.source, target=("game",),
                                         value=(self.ability, (chosen,), False, self.amount)))
        state.log_rule("CR 615.7", "{}: the next {} damage that would be dealt to {} this "
                       "turn will be prevented", state.objects[ctx.source].card.name,
                       self.amount, target_text(state, chosen))

    @property
    def text(self) -> str:
        return f"prevent the next {self.amount} damage"


@dataclass(frozen=True)
class TargetPlayerGainsLife(Action):
    """"Target player gains <amount> life" (CR 119.3)."""

    amount: int = 1
    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_player(state, ctx, self.target)
        if aimed is None:
            return
        state.emit_for(ctx, Event("life", player=aimed, amount=self.amount,
                                  source=ctx.source, reason="effect", rule="CR 119.3"))

    @property
    def text(self) -> str:
        return f"target player gains {self.amount} life"


# ---------------------------------------------------------------------- redirection

def _to_you_with_a_creature_enchanted(state: GameState, event: Event, ctx: Ctx) -> bool:
    from .auras import enchanted

    return (event.player == ctx.controller and event.obj is None and ctx.source is not None
            and enchanted(state, ctx.source) is not None)


DAMAGE_TO_YOU_WHILE_ENCHANTING = Pattern("damage", where=_to_you_with_a_creature_enchanted)
""""If damage would be dealt to you" (by an Aura that enchants a creature)."""


@dataclass(frozen=True)
class RedirectToEnchanted(Action):
    """The replacing action of a redirection (CR 614.9): the same damage, from the same
    source and of the same kind (combat damage stays combat damage), is dealt to the
    creature the Aura enchants instead."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        from .auras import enchanted

        ev = ctx.event
        if ev is None or ctx.source is None:
            return
        host = enchanted(state, ctx.source)
        if host is None:
            return
        state.log_rule("CR 614.9", "the {} damage to {} is dealt to {} instead", ev.amount,
                       state.players[ctx.controller].name, state.objects[host].card.name)
        state.emit_for(ctx, Event("damage", source=ev.source, amount=ev.amount, obj=host,
                                  reason=ev.reason, cause=ev.cause, rule="CR 614.9"))

    @property
    def text(self) -> str:
        return "that damage is dealt to enchanted creature instead"
