"""The card vocabulary's building blocks: patterns, abilities, actions, contexts.

A card is frozen data. Its abilities say what they watch (an event :class:`Pattern`),
when they apply, and what they do (a tuple of :class:`Action` values). The same pattern
serves as the "would" side of a replacement effect and the "did" side of a trigger, as
the printed text does ("if you would draw a card" / "whenever you draw a card").

The engine registers an object's abilities by the event kinds they watch when the object
enters a zone where they function, so an event that nothing watches costs a dict lookup.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .events import Event
from .limits import Limit
from .serial import Record

if TYPE_CHECKING:
    from .state import GameState

# Player relations a pattern can ask about, seen from the ability's controller.
YOU = "you"
OPPONENT = "opponent"
ANY = "any"
ACTIVE = "active"

Ref = tuple[int, int]
"""An ability in play: (object id, ability index)."""

NEGATES = "static:negate"
"""The statics index key (``state.statics``) of static abilities that negate other
objects' abilities, which the game's ``Rules.abilities_lost`` reads (Yu-Gi-Oh!'s Jinzo):
:meth:`~tcgkit.core.state.GameState.functions` asks the rules only while one is indexed
or continuous effects exist."""

Target = tuple[int, int]
"""A chosen target: ``(object id, incarnation)`` for an object — the incarnation tells
whether it is still the same object when the effect resolves — or ``(PLAYER, index)``
for a player."""

CREATED = "created"
"""The ``zones`` of an ability that never functions from a zone: a resolving spell or
ability creates it as a floating effect (Fog's "prevent all combat damage this turn")."""

PLAYER = -1
"""The first element of a :data:`Target` that is a player."""

GONE = (-2, 0)
"""A target that became illegal before its effect resolved: the effect leaves it alone."""


class Ctx(Record):
    """What an effect is resolving for: its controller, source object and ability.

    ``event`` is the event that triggered it (for a triggered ability) or that it
    replaces (for a replacement effect); ``rid`` keys the values the effect's actions
    hand to each other (``state.var``); ``targets`` are the targets chosen for it, in the
    order of the ability's target specs (:data:`GONE` for one that became illegal).
    """

    __slots__ = ("ability", "controller", "event", "rid", "source", "targets")

    controller: int
    source: int | None
    ability: Ref | None
    event: Event | None
    rid: int
    targets: tuple[Target, ...]

    def __init__(self, controller: int, source: int | None = None, ability: Ref | None = None,
                 event: Event | None = None, rid: int = 0,
                 targets: tuple[Target, ...] = ()) -> None:
        self.controller = controller
        self.source = source
        self.ability = ability
        self.event = event
        self.rid = rid
        self.targets = targets


def relation_holds(relation: str | None, player: int | None, controller: int,
                   state: GameState) -> bool:
    """Whether ``player`` stands in ``relation`` to ``controller``."""
    if relation is None or relation == ANY:
        return True
    if player is None:
        return False
    if relation == YOU:
        return player == controller
    if relation == OPPONENT:
        return player != controller
    if relation == ACTIVE:
        return player == state.active
    raise ValueError(f"unknown player relation {relation!r}")


@dataclass(frozen=True, slots=True)
class Pattern:
    """A description of events: their kind, whose they are, why, and anything else.

    ``where`` receives the state, the event and the watching ability's context. A
    ``"move"`` pattern describes every zone change, draws and summons included.
    """

    kind: str
    player: str | None = None
    reason: str | None = None
    where: Callable[[GameState, Event, Ctx], bool] | None = None

    def matches(self, state: GameState, event: Event, ctx: Ctx) -> bool:
        """Whether ``event`` is one of the events this pattern describes."""
        if event.kind != self.kind and not (self.kind == "move" and event.frm is not None):
            return False  # a "move" pattern sees every zone change (draws, summons too)
        if self.player is not None and not relation_holds(self.player, event.player,
                                                          ctx.controller, state):
            return False
        if self.reason is not None and event.reason != self.reason:
            return False
        return self.where is None or self.where(state, event, ctx)


class Action:
    """One instruction of an effect ("draw a card", "you lose 2 life").

    Actions are frozen values in card definitions. :meth:`start` schedules what the
    instruction does (events and steps) for the given context; it never blocks for a
    choice: a choice is a step on the work stack. :meth:`can` says, without changing
    anything, whether the instruction can be carried out now (rules of activation ask
    it: a card that draws two cannot be activated with one card in the Deck), and
    ``declares`` names what it does (``"draw"``, ``"destroy"``, ``"negate"``,
    ``"special_summon"``), so that other cards can look at an effect before it resolves.
    """

    __slots__ = ()
    declares: ClassVar[tuple[str, ...]] = ()

    def start(self, state: GameState, ctx: Ctx) -> None:
        """Schedule this instruction."""
        raise NotImplementedError

    def can(self, state: GameState, ctx: Ctx) -> bool:
        """Whether the instruction can be carried out now (yes, unless it says)."""
        return True

    @property
    def text(self) -> str:
        """The instruction as rules text."""
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target a spell or ability chooses ("any target", "target creature an opponent
    controls", "target player").

    ``objects`` says which objects qualify (looked for in the game's default zones, or
    in ``zones``), ``players`` which players do; either may be ``None`` (none of that
    kind qualifies). Both are asked when the target is chosen and again when the effect
    resolves (a target that no longer qualifies is illegal then).
    """

    text: str
    objects: Callable[[GameState, Ctx, int], bool] | None = None
    players: Callable[[GameState, Ctx, int], bool] | None = None
    zones: tuple[str, ...] = ()


def declared(effect: tuple[Action, ...]) -> frozenset[str]:
    """What an effect's actions declare they do (see :attr:`Action.declares`)."""
    return frozenset(d for a in effect for d in a.declares)


@dataclass(frozen=True)
class Ability:
    """Base of all abilities. ``text`` is the ability's printed text (our paraphrase).

    ``zones`` names the zone kinds where it functions; empty means the game's default
    (the battlefield, the monster and spell zones, the battle zone). ``ROLE`` says which
    stage of the event pipeline uses it, if any, or which index finds it: ``"static"``
    for a game's own static abilities that generate continuous effects (Magic's layers,
    Duel Masters' power and keywords), kept under ``state.statics["static:<kind>"]``
    while they function.
    """

    text: str
    zones: tuple[str, ...] = field(default=(), kw_only=True)
    ROLE: ClassVar[str] = ""

    def kinds(self) -> tuple[str, ...]:
        """The event kinds this ability watches."""
        return ()


@dataclass(frozen=True, kw_only=True)
class Keyword(Ability):
    """A keyword ability that rules code asks about by name (Flying, Flash, Blocker)."""

    name: str = ""


@dataclass(frozen=True, kw_only=True)
class SpellEffect(Ability):
    """What a spell (an instant, sorcery or spell card) does when it resolves."""

    effect: tuple[Action, ...] = ()
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Triggered(Ability):
    """A triggered ability: "whenever / when / at <pattern>, <effect>".

    ``condition`` is an intervening "if", checked when the event happens and again on
    resolution. ``optional`` abilities ask their controller on resolution ("you may"),
    or, under a policy that says so (Yu-Gi-Oh!'s chain:
    :attr:`~tcgkit.core.pending.Policy.ask_optional_on_activation`), as they would be
    put into ``pending``: declined, they are not put there at all. ``cost`` is paid as
    the ability is put into ``pending`` (after that choice, before its targets: a
    Yu-Gi-Oh! trigger's "you can Tribute 1 monster; ..."). ``may_miss_timing``: an
    optional trigger worded "when ... you can" in Yu-Gi-Oh!, which cannot be activated
    if its event was not the last thing to happen (the game's policy decides, see
    :meth:`~tcgkit.core.pending.Policy.missed_timing`). ``limit`` caps how often it is
    used: a used-up ability does not trigger; the use is spent when it triggers
    (``spent="trigger"``) or, otherwise, when it resolves. ``condition_rule`` is the rule
    the log cites when the intervening "if" is no longer true as it resolves, where the
    card's own rule says more than the game's general one (``Rules.cite["condition"]``).
    """

    on: Pattern = Pattern("")
    effect: tuple[Action, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    condition: Callable[[GameState, Ctx], bool] | None = None
    condition_rule: str = ""
    optional: bool = False
    cost: tuple[Action, ...] = ()
    may_miss_timing: bool = False
    limit: Limit | None = None
    ROLE: ClassVar[str] = "trigger"

    def kinds(self) -> tuple[str, ...]:
        return (self.on.kind,)


@dataclass(frozen=True, kw_only=True)
class Replacement(Ability):
    """A replacement effect: "if <pattern> would happen, instead <effect>".

    With ``modify`` it changes the event and lets the pipeline go on with the changed
    event; with ``instead`` the event does not happen and the actions are done in its
    place. ``condition`` decides whether it applies to this event; ``optional`` ones ask
    their controller. ``limit`` is checked before it applies and spent only when it
    actually applies, whatever its ``spent`` says. ``rule`` is the rule the log cites
    when it applies (a prevention effect's, say); the game's choice by default.
    """

    would: Pattern = Pattern("")
    instead: tuple[Action, ...] = ()
    modify: Callable[[GameState, Event, Ctx], Event] | None = None
    condition: Callable[[GameState, Event, Ctx], bool] | None = None
    optional: bool = False
    limit: Limit | None = None
    rule: str = ""
    ROLE: ClassVar[str] = "replace"

    def kinds(self) -> tuple[str, ...]:
        return (self.would.kind,)


@dataclass(frozen=True, kw_only=True)
class CountModifier(Ability):
    """A continuous effect on how many of something an instruction does ("your normal
    draw draws 2"). Applied in timestamp order before replacement effects, so the
    later-applied one wins where they conflict."""

    applies: Pattern = Pattern("")
    count: Callable[[GameState, Event, Ctx, int], int] | None = None
    ROLE: ClassVar[str] = "modify"

    def kinds(self) -> tuple[str, ...]:
        return (self.applies.kind,)


@dataclass(frozen=True, kw_only=True)
class Prohibition(Ability):
    """"<Pattern> can't happen": matching events are dropped before replacement."""

    forbids: Pattern = Pattern("")
    ROLE: ClassVar[str] = "prohibit"

    def kinds(self) -> tuple[str, ...]:
        return (self.forbids.kind,)


@dataclass(frozen=True, kw_only=True)
class Activated(Ability):
    """An activated ability: "<cost>: <effect>". ``cost`` is a tuple of actions done as
    the cost; ``speed`` is the game's timing class for it (``"instant"``, ``"sorcery"``,
    spell speeds); ``limit`` caps it: spent at activation (``spent="activation"``) or,
    otherwise, on resolution."""

    cost: tuple[Action, ...] = ()
    effect: tuple[Action, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    speed: str = "instant"
    limit: Limit | None = None
    ROLE: ClassVar[str] = "activate"

    def kinds(self) -> tuple[str, ...]:
        return ("ability",)


@dataclass(frozen=True, kw_only=True)
class CostModifier(Ability):
    """A continuous effect on what using something costs ("the first fire creature you
    summon each turn costs 1 less"). ``applies_to`` names the game action (``"cast"``,
    ``"summon"``); ``change`` returns the new cost; ``limit`` is spent when applied."""

    applies_to: str = ""
    change: Callable[[GameState, Ctx, int, int], int] | None = None
    limit: Limit | None = None
    ROLE: ClassVar[str] = "cost"

    def kinds(self) -> tuple[str, ...]:
        return (self.applies_to,)


@dataclass(frozen=True, kw_only=True)
class Permission(Ability):
    """A continuous effect that allows something the rules would not ("you may summon one
    creature from your mana zone each turn"). ``allows`` names the game action; ``test``
    says whether it covers this object; ``limit`` is spent when it is used."""

    allows: str = ""
    test: Callable[[GameState, Ctx, int], bool] | None = None
    limit: Limit | None = None
    ROLE: ClassVar[str] = "permit"

    def kinds(self) -> tuple[str, ...]:
        return (self.allows,)


def functioning(abilities: tuple[Ability, ...], zone: str,
                default_zones: tuple[str, ...]) -> tuple[tuple[int, Ability], ...]:
    """The pipeline-role abilities among ``abilities`` that function in ``zone``."""
    return tuple((i, a) for i, a in enumerate(abilities)
                 if a.ROLE and zone in (a.zones or default_zones))

