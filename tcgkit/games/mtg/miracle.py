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
            # Only the drawer reads this: at the table a card not revealed is a card
            # drawn like any other, and even "a choice was made" would tell the others
            # that a miracle card was drawn.
            state.log_rule("CR 702.94a", "{} reveals no card", name, private=self.player)
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
    trigger resolves, while the card is still the one revealed and in the hand, and only
    if it can be cast for the miracle cost. Its controller chooses (:class:`MayCast`),
    offered "yes" only when the one check (:func:`why_not_cast_revealed`) says the card
    can be cast: choosing to cast a spell that can't be cast would only be reversed (CR
    732.1), and an instruction that's impossible to perform is ignored (CR 101.3). The
    casting ignores timing (CR 702.94a: it happens during the trigger's resolution)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(MayCast(ctx))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        """Whether the card could be cast for its miracle cost now (see
        :func:`why_not_cast_revealed`)."""
        return why_not_cast_revealed(state, ctx) is None

    @property
    def text(self) -> str:
        return "you may cast it by paying its miracle cost"


def why_not_cast_revealed(state: GameState, ctx: Ctx) -> tuple[str, str] | None:
    """Why the miracle card of the resolving trigger ``ctx`` cannot be cast for its
    miracle cost now, as the rule and the reason (which cites it too), or ``None`` if it
    can: it must still be
    the card revealed, in its owner's hand (CR 702.94a), and :func:`why_not_miracle_cast`
    must allow it."""
    oid = ctx.source
    assert oid is not None
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    revealed = ctx.event.obj if ctx.event is not None else None
    if revealed != oid or o.zone != HAND[ctx.controller]:
        return "CR 702.94a", "it is no longer in their hand (CR 702.94a)"
    why = why_not_miracle_cast(state, ctx.controller, oid)
    return None if why is None else ("CR 601.2f", why)


class MayCast(Ask):
    """The controller of a resolving miracle trigger chooses whether to cast the card.
    "yes" is offered only when it can be cast (:func:`why_not_cast_revealed`); else "no"
    is the only choice (the ``single_option`` automation takes it), "yes" is refused
    with the reason (:func:`why_not_may_cast`) and the log says why nothing was cast."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def decide(self, state: GameState) -> Decision:
        card = state.objects[self.ctx.source].card if self.ctx.source is not None else None
        assert isinstance(card, MtgCard) and card.miracle is not None
        can = why_not_cast_revealed(state, self.ctx) is None
        return Decision(self.ctx.controller, "may", [YES, NO] if can else [NO],
                        f"{card.name}: you may cast it by paying its miracle cost "
                        f"{format_cost(*card.miracle)}", state)

    def answer(self, state: GameState, option: Option) -> None:
        ctx = self.ctx
        oid = ctx.source
        assert oid is not None
        name = state.players[ctx.controller].name
        why = why_not_cast_revealed(state, ctx)
        if why is not None:
            state.log_rule(why[0], "{} cannot cast {}: {}", name, state.objects[oid].card.name,
                           why[1])
            return
        if option.kind == "no":
            state.log_rule("CR 603.5", "{} chooses not to", name)
            return
        if TYPE_CHECKING:
            cost = objects(state)[oid].card.miracle
        else:
            cost = state.objects[oid].card.miracle
        assert cost is not None
        state.push(Use("mtg.cast", ctx.controller, oid,
                       plan=(("alternative", (cost[0], cost[1], "miracle")),)))


def why_not_may_cast(state: GameState, player: int) -> str | None:
    """Why ``player`` may not choose to cast the card at the miracle choice being made
    now, or ``None`` (the refusal of "yes": the card can't be cast, CR 101.3)."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, MayCast):
        return None
    why = why_not_cast_revealed(state, step.ctx)
    if why is None or step.ctx.source is None:
        return None
    return f"{state.objects[step.ctx.source].card.name} can't be cast: {why[1]}; an " \
           f"instruction that's impossible to perform is ignored (CR 101.3)"


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
