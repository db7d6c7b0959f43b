"""Orders a player chooses: cards put on the bottom of a library "in any order" (Abundance,
Terminus) go there one at a time in the order their owner picks, never in an order the
engine picks for them (CR 401.4: the owner arranges cards put into their library at once).

The player is asked only while the cards left differ: two alike in every way are one
choice, and the last one, or several alike, go without a question.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.steps import Ask
from .card import MtgCard
from .zones import HAND, LIBRARY

if TYPE_CHECKING:
    from ...core.state import GameState


class PutOnBottomInAnyOrder(Ask):
    """``player`` puts ``cards`` on the bottom of their library one at a time, each under
    the ones before, in the order they choose (``Option("put_on_bottom", card)``). A card
    that is no longer where it was (``zones``, one per card) is left out. ``ctx`` is the
    effect doing it; ``rule`` what its moves cite and ``reason`` their verb."""

    __slots__ = ("cards", "ctx", "player", "reason", "rule", "zones")

    def __init__(self, player: int, cards: tuple[int, ...], zones: tuple[int, ...], ctx: Ctx,
                 rule: str, reason: str = "effect") -> None:
        self.player = player
        self.cards = cards
        self.zones = zones
        self.ctx = ctx
        self.rule = rule
        self.reason = reason

    def left(self, state: GameState) -> list[int]:
        """The cards still to put on the bottom (those still where they were)."""
        objs = state.objects
        return [oid for oid, zone in zip(self.cards, self.zones, strict=True)
                if objs[oid].zone == zone]

    def decide(self, state: GameState) -> Decision | None:
        left = self.left(state)
        options = one_per_card(state, left, "put_on_bottom")
        if len(options) < 2:
            return None
        return Decision(self.player, "put_on_bottom", options,
                        f"Put a card on the bottom of your library ({len(left)} to go, each "
                        f"under the ones before, in the order you choose)", state)

    def run(self, state: GameState) -> None:
        # Nothing to choose: the cards left are alike (or one), and go in any order.
        for oid in self.left(state):
            self._bottom(state, oid)

    def answer(self, state: GameState, option: Option) -> None:
        self._bottom(state, option.obj)
        rest = [i for i, oid in enumerate(self.cards) if oid != option.obj]
        if len(rest) > 1 or (rest and self.left(state)):
            state.push(self.replace(cards=tuple(self.cards[i] for i in rest),
                                    zones=tuple(self.zones[i] for i in rest)))

    def _bottom(self, state: GameState, oid: int) -> None:
        o = state.objects[oid]
        state.emit_for(self.ctx, Event("move", obj=oid, frm=o.zone, to=LIBRARY[o.owner], at=0,
                                       reason=self.reason, cause="effect",
                                       source=self.ctx.source, rule=self.rule))


def why_not_order(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot put ``oid`` on the bottom of their library next now, or
    ``None`` if they can: one of the cards the effect puts there, still to go (CR
    401.4). Never names a card in a hidden zone."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, PutOnBottomInAnyOrder) or step.player != player:
        return None
    if oid not in step.left(state):
        return "that card is not one of the cards to put on the bottom of your library " \
               "now: you order only those (CR 401.4)"
    return None


@dataclass(frozen=True)
class RevealUntilChosenKindInAnyOrder(Action):
    """Abundance's "instead": choose land or nonland, reveal cards from the top of your
    library until you reveal a card of that kind, put it into your hand (not a draw, CR
    121.5) and the other revealed cards on the bottom of your library in any order: the
    player's order (:class:`PutOnBottomInAnyOrder`)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(ChooseKindAndReveal(ctx))

    @property
    def text(self) -> str:
        return "choose land or nonland and reveal until you reveal one"


class ChooseKindAndReveal(Ask):
    """The controller names land or nonland; the cards are revealed, the one found put
    into the hand, the rest ordered on the bottom by the player."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose_card_kind",
                        [Option("card_kind", -1, "land"), Option("card_kind", -1, "nonland")],
                        "Choose land or nonland", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        want_land = option.arg == "land"
        who = state.players[p].name
        state.log_rule("CR 614.6", "{} chooses {}", who, option.arg)
        revealed: list[int] = []
        found = None
        for oid in reversed(state.zones[LIBRARY[p]]):
            revealed.append(oid)
            card = state.objects[oid].card
            if isinstance(card, MtgCard) and card.is_land == want_land:
                found = oid
                break
        state.log_rule("CR 608.2c", "{} reveals {}", who,
                       ", ".join(state.objects[o].card.name for o in revealed) or "no cards")
        if found is not None:
            state.log_rule("CR 121.5", "{} puts {} into their hand (this is not a draw)",
                           who, state.objects[found].card.name)
            state.emit_for(self.ctx, Event("move", obj=found, frm=LIBRARY[p], to=HAND[p],
                                           reason="effect", cause="effect",
                                           source=self.ctx.source))
        rest = tuple(oid for oid in revealed if oid != found)
        if rest:
            state.push(PutOnBottomInAnyOrder(p, rest, (LIBRARY[p],) * len(rest), self.ctx,
                                             "CR 608.2c"))
