"""Effects an Xyz Monster has by how many materials it has (Number 86: Heroic Champion -
Rhongomyniad: "while this card has 1 or more materials ... 2 or more ... 5 or more"),
and what such a card does: detach a material as an effect (not a cost), destroy every
card the opponent controls.

The counts are read when asked (``vocab.xyz_materials``); nothing here is indexed
unless such a card is on the field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.decision import Decision, Option
from ...core.events import DESTROY, Event
from ...core.steps import Ask
from .vocab import xyz_materials
from .zones import FIELD_ZONE, GRAVEYARD, SPELL_TRAP_ZONE, monsters

if TYPE_CHECKING:
    from ...core.state import GameState

R_EFFECT = "YGO rule: card effects"


def _count(state: GameState, ctx: Ctx) -> int:
    return len(xyz_materials(state, ctx.source)) if ctx.source is not None else 0


def materials_at_least(n: int) -> Callable[[GameState, Ctx], bool]:
    """A condition: this card has ``n`` or more materials now."""
    def condition(state: GameState, ctx: Ctx) -> bool:
        return _count(state, ctx) >= n
    return condition


def this_with_materials(n: int) -> Callable[[GameState, Ctx, int], bool]:
    """A stat modifier's test: the monster is this card, and it has ``n`` or more
    materials."""
    def affects(state: GameState, ctx: Ctx, oid: int) -> bool:
        return oid == ctx.source and _count(state, ctx) >= n
    return affects


def this_destroyed_by_battle_with_materials(n: int
                                            ) -> Callable[[GameState, Event, Ctx], bool]:
    """A prohibition's test: "while this card has ``n`` or more materials, it cannot be
    destroyed by battle"."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.obj == ctx.source and event.reason == DESTROY \
            and event.cause == "battle" and _count(state, ctx) >= n
    return where


def other_effects_on_this_with_materials(n: int) -> Callable[[GameState, Event, Ctx], bool]:
    """A prohibition's test, for "while this card has ``n`` or more materials, it is
    unaffected by other cards' effects": an event another card's effect would do to this
    card (move it: destroy, banish, return; turn it face-down) does not happen. Targeting
    it is allowed (the effect then does nothing to it)."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.obj == ctx.source and event.cause == "effect" \
            and event.source is not None and event.source != ctx.source \
            and _count(state, ctx) >= n
    return where


def opponent_summons_while_materials(n: int) -> Callable[[GameState, Event, Ctx], bool]:
    """A prohibition's test: "while this card has ``n`` or more materials, your opponent
    cannot Normal or Special Summon monsters" (a Set is no Summon)."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.player is not None and event.player != ctx.controller \
            and event.reason != "set" and _count(state, ctx) >= n
    return where


@dataclass(frozen=True)
class DetachOne(Action):
    """"Detach 1 material from this card" as an effect (its controller chooses which;
    with none, nothing happens)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        attached = xyz_materials(state, ctx.source)
        if len(attached) == 1:
            detach(state, ctx, attached[0])
        elif attached:
            state.push(_ChooseMaterial(ctx, attached))

    @property
    def text(self) -> str:
        return "detach 1 material from this card"


def detach(state: GameState, ctx: Ctx, oid: int) -> None:
    """Detach material ``oid`` from ``ctx.source`` by its effect (to its owner's GY)."""
    state.log_rule(R_EFFECT, "{} detaches {} (its effect)",
                   state.objects[ctx.source].card.name if ctx.source is not None else "?",
                   state.objects[oid].card.name)
    state.move(oid, GRAVEYARD[state.objects[oid].owner], player=ctx.controller,
               source=ctx.source, reason="detach", cause="effect")


class _ChooseMaterial(Ask):
    """Its controller chooses which material is detached."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose",
                        [Option("choose", oid) for oid in self.cards],
                        "Choose a material to detach", state)

    def answer(self, state: GameState, option: Option) -> None:
        detach(state, self.ctx, option.obj)


def _opponents_cards(state: GameState, player: int) -> list[int]:
    zones = state.zones
    return [*monsters(state, player), *zones[SPELL_TRAP_ZONE[player]],
            *zones[FIELD_ZONE[player]]]


@dataclass(frozen=True)
class DestroyAllOpponentsCards(Action):
    """"Destroy all cards your opponent controls" (at once)."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        doomed = _opponents_cards(state, 1 - ctx.controller)
        state.log_rule(R_EFFECT, "{} destroys all cards the opponent controls ({})",
                       state.objects[ctx.source].card.name if ctx.source is not None else "?",
                       len(doomed))
        for oid in doomed:
            state.move(oid, GRAVEYARD[state.objects[oid].owner], source=ctx.source,
                       reason=DESTROY, cause="effect", rule=R_EFFECT)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(_opponents_cards(state, 1 - ctx.controller))

    @property
    def text(self) -> str:
        return "destroy all cards your opponent controls"
