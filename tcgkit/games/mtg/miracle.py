"""Miracle (CR 702.94) and revealing a card as it is drawn (CR 121.8-9).

A card with miracle drawn as the first card its owner drew this turn may be revealed as
it is drawn; the player sees it in their hand before choosing (CR 121.9). Revealed, the
card's own "when you reveal this card this way" ability triggers, and as that ability
resolves its controller may cast the card for its miracle cost, outside the usual timing.
A card drawn face down while a spell is being cast is revealed only when the casting
ends (CR 121.8): :mod:`.play` offers the reveal then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.procedure import Use
from ...core.resolve import NO, YES
from ...core.steps import Ask
from .card import MtgCard, format_cost
from .mana import affordable, mana_counts
from .zones import HAND

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects


def first_drawn_this_turn(state: GameState, player: int, oid: int) -> bool:
    """Whether ``oid`` is the first card ``player`` drew this turn, on anyone's turn
    (CR 702.94a). Asked as the draw is performed, before the history records it (no
    draw yet this turn), or after it (the first draw recorded is this card's)."""
    for e in state.history.select("draw", player=player):
        return e.obj == oid
    return True


def offer_reveal(state: GameState, player: int, oid: int) -> None:
    """Offer ``player`` to reveal the miracle card ``oid`` they have just drawn, if it is
    the first card they drew this turn."""
    if first_drawn_this_turn(state, player, oid):
        state.push(RevealAsDrawn(player, oid, state.objects[oid].incarnation))


class RevealAsDrawn(Ask):
    """The player who drew a card with miracle chooses whether to reveal it. The card
    is in their hand, where they see it (CR 121.9); the decision names it to them only
    (only the decider sees a decision's options)."""

    __slots__ = ("incarnation", "obj", "player")

    def __init__(self, player: int, obj: int, incarnation: int) -> None:
        self.player = player
        self.obj = obj
        self.incarnation = incarnation

    def _still_there(self, state: GameState) -> bool:
        o = state.objects[self.obj]
        return o.incarnation == self.incarnation and o.zone == HAND[self.player]

    def decide(self, state: GameState) -> Decision | None:
        if not self._still_there(state):
            return None
        if TYPE_CHECKING:
            o = objects(state)[self.obj]
        else:
            o = state.objects[self.obj]
        assert o.card.miracle is not None  # only miracle cards are offered
        return Decision(self.player, "may", [YES, NO],
                        f"Reveal {o.card.name} as you draw it (miracle "
                        f"{format_cost(*o.card.miracle)})?", state)

    def run(self, state: GameState) -> None:
        """Not asked: the card left the hand before the choice (nothing to reveal)."""

    def answer(self, state: GameState, option: Option) -> None:
        name = state.players[self.player].name
        if option.kind == "no":
            # Nothing is said of which card was not revealed: the log only tells that a
            # choice was made, as the opponent would see at the table.
            state.log_rule("CR 702.94a", "{} reveals no card", name)
            return
        state.log_rule("CR 702.94a", "{} reveals {} as they draw it (miracle)", name,
                       state.objects[self.obj].card.name)
        # The reveal is an event: the card's "when you reveal this card this way"
        # ability, functioning in the hand, triggers on it.
        state.emit(Event("reveal", player=self.player, obj=self.obj, reason="miracle",
                         rule="CR 702.94a"))


def revealed_for_miracle(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The pattern's test: this very card was revealed for its miracle."""
    return event.obj == ctx.source and event.reason == "miracle"


@dataclass(frozen=True)
class CastForMiracleCost(Action):
    """"You may cast it by paying [cost] rather than its mana cost": done as the miracle
    trigger resolves (its "you may" asked by the trigger), while the card is still the
    one revealed and in the hand, and only if the miracle cost can be paid. The casting
    ignores timing (CR 702.94a: it happens during the trigger's resolution)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = ctx.source
        assert oid is not None
        if TYPE_CHECKING:
            o = objects(state)[oid]
        else:
            o = state.objects[oid]
        cost = o.card.miracle
        assert cost is not None  # the ability is a miracle card's
        revealed = ctx.event.obj if ctx.event is not None else None
        name = state.players[ctx.controller].name
        if revealed != oid or o.zone != HAND[ctx.controller]:
            state.log_rule("CR 702.94a", "{} cannot cast {}: it is no longer in their hand",
                           name, o.card.name)
            return
        why = why_not_miracle_cast(state, ctx.controller, oid)
        if why is not None:
            state.log_rule("CR 601.2f", "{} cannot cast {}: {}", name, o.card.name, why)
            return
        state.push(Use("mtg.cast", ctx.controller, oid,
                       plan=(("alternative", (cost[0], cost[1], "miracle")),)))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        """Whether the card could be cast for its miracle cost now (see
        :func:`why_not_miracle_cast`)."""
        oid = ctx.source
        return oid is not None and why_not_miracle_cast(state, ctx.controller, oid) is None

    @property
    def text(self) -> str:
        return "you may cast it by paying its miracle cost"


def why_not_miracle_cast(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot cast ``oid`` for its miracle cost now, or ``None``: its total
    cost, the miracle cost changed by cost increases and reductions (Thalia's {1} more),
    must be payable (CR 601.2f-h, 118.9), and a spell that targets needs a legal choice
    for each target (CR 601.2c). Checked before the casting begins, which is then never
    reversed half-way."""
    # Imported here: play.py imports this module (it offers the reveal).
    from .play import can_target, modified_cost

    card = state.objects[oid].card
    assert isinstance(card, MtgCard) and card.miracle is not None
    generic, pips, _ = modified_cost(state, player, oid, base=card.miracle)
    if not affordable(mana_counts(state, player), generic, pips):
        total = format_cost(generic, pips)
        if (generic, pips) != card.miracle:
            return f"its total cost {total} (miracle cost {format_cost(*card.miracle)} " \
                   f"with cost increases) cannot be paid (CR 601.2f, 601.2h)"
        return f"its miracle cost {total} cannot be paid (CR 601.2h)"
    if card.targeted and not can_target(state, player, oid):
        return "it has no legal target to choose (CR 601.2c)"
    return None
