"""Effects of Link Monsters that look at their Link Arrows: "if this card is Link
Summoned", "if this card was co-linked when this effect was activated, you can draw 1",
"co-linked monsters you control cannot be destroyed by battle (by card effects)",
"monsters that are not co-linked lose 1000 ATK/DEF", what the Knightmare triggers do
(return a card to its owner's Deck, destroy a target), and Proxy Dragon's destruction
replacement "destroy 1 of your monsters this card points to, instead".

Where a Link Monster is comes from ``links.py``; nothing here runs unless one of these
cards is on the field (a card's abilities are indexed only where they function), so a
Duel without them never comes here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Pattern, TargetSpec
from ...core.continuous import Continuous
from ...core.decision import Decision, Option
from ...core.events import DESTROY, Event
from ...core.steps import Ask, Step
from .links import cell, co_linked, points_at
from .zones import (
    DECK,
    EXTRA_MONSTER_ZONE,
    FIELD_ZONE,
    GRAVEYARD,
    MONSTER_ZONE,
    SPELL_TRAP_ZONE,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects

R_EFFECT = "YGO rule: card effects"
R_OPTIONAL = "YGO rule: optional effects"
R_CO_LINKED = "YGO rule: co-linked monsters"
"""Two Link Monsters whose Link Arrows point at each other are co-linked (相互リンク)."""

_NORMAL_SUMMONS = frozenset(("normal", "tribute", "set", "gemini"))


def _name(state: GameState, oid: int | None) -> str:
    return state.objects[oid].card.name if oid is not None else "?"


# ---------------------------------------------------------------------- moments

def _this_link_summoned(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.reason == "link"


LINK_SUMMONED = Pattern("summon", where=_this_link_summoned)
""""If this card is Link Summoned": its Summon by its Link procedure succeeded."""


def is_co_linked(state: GameState, oid: int) -> bool:
    """Whether monster ``oid`` is co-linked now (a face-up Link Monster on the field
    that points at another Link Monster pointing back at it)."""
    return oid in co_linked(state)


def special_summoned(state: GameState, oid: int) -> bool:
    """Whether monster ``oid`` on the field got there by a Special Summon: the last
    event that brought it anywhere is a Summon that is not a Normal Summon or Set."""
    for e in reversed(state.history.events):
        if e.obj == oid and (e.kind == "summon" or e.kind == "move"):
            return e.kind == "summon" and e.reason not in _NORMAL_SUMMONS
    return False


def pointed_monsters(state: GameState, source: int, player: int) -> list[int]:
    """``player``'s monsters that Link Monster ``source`` points to (face-up or not)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    o = objs[source]
    if o.face_down:
        return []
    at = points_at(o)
    if not at:
        return []
    return [m for m in monsters(state, player) if m != source and cell(objs[m]) in at]


# ---------------------------------------------------------------------- "when activated"

NOTED = "noted_at_activation"
"""The record, for the rest of the turn, of a fact an effect's text asks about "when
this effect was activated": ``source`` the card, ``value`` (what, whether it held)."""


@dataclass(frozen=True)
class NoteAtActivation(Action):
    """Nothing a player pays: given with an effect's costs, so that it is done as the
    effect is activated, it records whether ``test`` holds then ("if this card was
    co-linked when this effect was activated"), for the effect to read as it resolves
    (:func:`noted`). The card's effects are once per turn, so the latest record of the
    card is this activation's."""

    what: str = ""
    test: Callable[[GameState, Ctx], bool] = lambda state, ctx: False

    def start(self, state: GameState, ctx: Ctx) -> None:
        held = self.test(state, ctx)
        state.add_continuous(Continuous(NOTED, controller=ctx.controller,
                                        target=("player", ctx.controller),
                                        value=(self.what, held), source=ctx.source))
        state.log_rule(R_CO_LINKED, "{} is {}{} as its effect is activated",
                       _name(state, ctx.source), "" if held else "not ", self.what)

    @property
    def text(self) -> str:
        return ""


def noted(state: GameState, source: int | None, what: str) -> bool:
    """Whether ``what`` held as card ``source``'s effect was last activated this turn
    (:class:`NoteAtActivation`)."""
    for c in reversed(state.continuous):
        if c.kind == NOTED and c.source == source and c.value[0] == what:
            return bool(c.value[1])
    return False


def this_co_linked(state: GameState, ctx: Ctx) -> bool:
    """This card is co-linked now."""
    return ctx.source is not None and is_co_linked(state, ctx.source)


def note_co_linked() -> NoteAtActivation:
    """"When this effect was activated, was this card co-linked?", recorded then."""
    return NoteAtActivation("co-linked", this_co_linked)


@dataclass(frozen=True)
class YouMayIfNoted(Action):
    """"Then, if <what> when this effect was activated, you can <then>": as the effect
    resolves, only if :func:`noted` says so, its controller chooses whether ``then``
    happens. It is one of its effect's top-level actions (its steps find it there by
    position, so that only plain values are kept in the work stack)."""

    what: str = ""
    choice: str = ""
    then: tuple[Action, ...] = ()

    @property
    def declares(self) -> tuple[str, ...]:  # type: ignore[override]
        """What ``then`` declares (the effect may do it)."""
        return tuple(d for a in self.then for d in a.declares)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not noted(state, ctx.source, self.what):
            state.log_rule(R_CO_LINKED, "{} was not {} when its effect was activated: "
                           "no \"{}\"", _name(state, ctx.source), self.what, self.choice)
            return
        if not all(a.can(state, ctx) for a in self.then):
            # "You can draw 1" is no choice with an empty Deck: it is not done.
            state.log_rule(R_OPTIONAL, "{} cannot {} now", state.players[ctx.controller].name,
                           self.choice)
            return
        index = next(i for i, a in enumerate(state.actions_of(ctx, "effect")) if a is self)
        state.push(_YouChooseIfNoted(ctx, index))

    @property
    def text(self) -> str:
        return f"then, if this card was {self.what} when this effect was activated, you " \
               f"can {self.choice}"


def _you_may(state: GameState, ctx: Ctx, index: int) -> YouMayIfNoted:
    action = state.actions_of(ctx, "effect")[index]
    assert isinstance(action, YouMayIfNoted)
    return action


class _YouChooseIfNoted(Ask):
    """The effect's controller answers yes or no to the :class:`YouMayIfNoted` at
    ``index`` of the effect; on yes its actions run one after another."""

    __slots__ = ("ctx", "index")

    def __init__(self, ctx: Ctx, index: int) -> None:
        self.ctx = ctx
        self.index = index

    def decide(self, state: GameState) -> Decision:
        choice = _you_may(state, self.ctx, self.index).choice
        return Decision(self.ctx.controller, "may", [Option("yes"), Option("no")],
                        f"{_name(state, self.ctx.source)}: {choice}?", state)

    def answer(self, state: GameState, option: Option) -> None:
        who = state.players[self.ctx.controller].name
        action = _you_may(state, self.ctx, self.index)
        if option.kind != "yes":
            state.log_rule(R_OPTIONAL, "{} chooses not to {}", who, action.choice)
            return
        state.log_rule(R_OPTIONAL, "{} chooses to {}", who, action.choice)
        state.push(*(_StartNotedThen(self.ctx, self.index, i) for i in range(len(action.then))))


class _StartNotedThen(Step):
    """Start action ``then`` of the :class:`YouMayIfNoted` at ``index`` of the effect."""

    __slots__ = ("ctx", "index", "then")

    def __init__(self, ctx: Ctx, index: int, then: int) -> None:
        self.ctx = ctx
        self.index = index
        self.then = then

    def run(self, state: GameState) -> None:
        _you_may(state, self.ctx, self.index).then[self.then].start(state, self.ctx)


# ---------------------------------------------------------------------- what they do

def _target(ctx: Ctx) -> int | None:
    if not ctx.targets or ctx.targets[0][0] < 0:
        return None
    return ctx.targets[0][0]


@dataclass(frozen=True)
class ReturnTargetToDeck(Action):
    """"Return that target to its owner's Deck" (持ち主のデッキに戻す: shuffled in; a
    monster from the Extra Deck returns there, ``rules.perform_move``, and the Deck is
    not shuffled for it)."""

    declares = ("to_deck",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _target(ctx)
        if oid is None:
            return
        o = state.objects[oid]
        owner = o.owner
        state.log_rule(R_EFFECT, "{} returns {} to its owner's Deck", _name(state, ctx.source),
                       "a face-down card" if o.face_down else o.card.name)
        state.move(oid, DECK[owner], player=ctx.controller, source=ctx.source,
                   reason="shuffle", cause="effect")
        if not getattr(o.card, "extra", ""):
            state.emit(Event("shuffle", player=owner, to=DECK[owner], rule=R_EFFECT))

    @property
    def text(self) -> str:
        return "return it to its owner's Deck"


def card_on_the_field(text: str = "1 card on the field") -> TargetSpec:
    """A target: any card on the field (monsters, Spells/Traps, Field Spells)."""
    return TargetSpec(text, lambda state, ctx, oid: True,
                      zones=("monster_zone", "extra_monster_zone", "spell_trap_zone",
                             "field_zone"))


def _opponents_spell_trap(state: GameState, ctx: Ctx, oid: int) -> bool:
    return state.objects[oid].controller != ctx.controller


OPPONENTS_SPELL_TRAP = TargetSpec("1 Spell/Trap your opponent controls", _opponents_spell_trap,
                                  zones=("spell_trap_zone", "field_zone"))
"""A target: a card in the opponent's Spell & Trap Zones (a Pendulum Zone's card is a
Spell Card there) or Field Zone."""


def _opponents_special_summoned_main(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return o.controller != ctx.controller and o.zone == MONSTER_ZONE[o.controller] \
        and special_summoned(state, oid)


OPPONENTS_SPECIAL_SUMMONED_MAIN = TargetSpec(
    "1 Special Summoned monster in your opponent's Main Monster Zone",
    _opponents_special_summoned_main, zones=("monster_zone",))
"""A target: a monster that was Special Summoned, in the opponent's Main Monster Zone
(not an Extra Monster Zone)."""


# ---------------------------------------------------------------------- continuous effects

def your_co_linked_destroyed_by(cause: str) -> Callable[[GameState, Event, Ctx], bool]:
    """A prohibition's test: "co-linked monsters you control cannot be destroyed by
    <battle / card effects>" (``cause`` ``"battle"`` or ``"effect"``)."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        if event.reason != DESTROY or event.cause != cause or event.obj is None:
            return False
        # Only a face-up Link Monster on the field can be co-linked.
        return state.objects[event.obj].controller == ctx.controller \
            and is_co_linked(state, event.obj)
    return where


def not_co_linked(state: GameState, ctx: Ctx, oid: int) -> bool:
    """A stat modifier's test: "monsters on the field that are not co-linked"."""
    return not is_co_linked(state, oid)


# -------------------------------------------------------------- destroying a pointed monster

_FIELD = frozenset((*MONSTER_ZONE, *EXTRA_MONSTER_ZONE, *SPELL_TRAP_ZONE, *FIELD_ZONE))


def _your_card_would_be_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.reason != DESTROY or event.obj is None \
            or (event.cause != "battle" and event.cause != "effect"):
        return False
    o = state.objects[event.obj]
    return o.controller == ctx.controller and o.zone in _FIELD


YOUR_CARD_WOULD_BE_DESTROYED = Pattern("move", where=_your_card_would_be_destroyed)
""""If a card you control would be destroyed by battle or card effect"."""


def a_substitute(state: GameState, event: Event, ctx: Ctx) -> bool:
    """A replacement's condition: this card points to a monster of its controller's that
    could be destroyed in place of the card (:func:`substitutes`)."""
    return bool(substitutes(state, ctx))


def destroying_now(state: GameState, oid: int) -> bool:
    """Whether ``oid`` is being destroyed by the event being carried out now or by
    another part of the same instruction still waiting its turn on the work stack (a
    card that the same effect destroys at the same time cannot be destroyed in place
    of another)."""
    from ...core.pipeline import Pipeline

    for step in state.work:
        if isinstance(step, Pipeline):
            ev = step.event
            if ev.kind == "move" and ev.obj == oid and ev.reason == DESTROY:
                return True
    return False


def substitutes(state: GameState, ctx: Ctx) -> list[int]:
    """The monsters this card points to that its controller may destroy in place of
    the card that would be destroyed (``ctx.event``): not that card, nor one the same
    instruction is destroying."""
    assert ctx.source is not None
    doomed = ctx.event.obj if ctx.event is not None else None
    return [m for m in pointed_monsters(state, ctx.source, ctx.controller)
            if m != doomed and not destroying_now(state, m)]


@dataclass(frozen=True)
class DestroyPointedInstead(Action):
    """"Destroy 1 of your monsters this card points to, instead" (its controller picks
    it when there are two): the replaced card stays, this one is destroyed by the
    card's effect."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = substitutes(state, ctx)
        if len(found) == 1:
            destroy_in_place(state, ctx, found[0])
        elif found:
            state.push(_ChooseSubstitute(ctx, tuple(found)))

    @property
    def text(self) -> str:
        return "destroy 1 of your monsters this card points to instead"


def destroy_in_place(state: GameState, ctx: Ctx, oid: int) -> None:
    """Destroy ``oid`` by the effect of ``ctx.source`` (the replacement that made it
    does not apply to it again: CR 614.5's lineage, ``emit_for``)."""
    replaced = ctx.event.obj if ctx.event is not None else None
    # A Set card it saved stays Set: it is not named.
    saved = "a face-down card" if replaced is not None and state.objects[replaced].face_down \
        else _name(state, replaced)
    state.log_rule(R_EFFECT, "{} destroys {} in place of {}", _name(state, ctx.source),
                   _name(state, oid), saved)
    o = state.objects[oid]
    state.emit_for(ctx, Event("move", obj=oid, frm=o.zone, to=GRAVEYARD[o.owner],
                              reason=DESTROY, cause="effect", source=ctx.source,
                              player=ctx.controller, rule=R_EFFECT))


class _ChooseSubstitute(Ask):
    """The controller chooses which of the monsters the card points to is destroyed."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose",
                        [Option("choose", oid) for oid in self.cards],
                        "Choose a monster to destroy instead", state)

    def answer(self, state: GameState, option: Option) -> None:
        destroy_in_place(state, self.ctx, option.obj)
