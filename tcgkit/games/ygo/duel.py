"""Beginning and end of a Duel beyond the kernel's defaults.

- **Who goes first** (variant option ``first_player: choose``): the winner of a coin toss
  (or, when the Duel is given a player, the winner of the previous game) decides whether
  to go first or second: a decision of that player (:class:`ChooseFirst`, answered
  ``yes``: go first, ``no``: go second), made before the opening hands are drawn. The
  default (``random``) keeps the kernel's way: the first player is drawn at random.
- **Both players' LP reach 0 at the same time**: both lose, and the Duel is a draw. A
  change to several players' LP at once (``life`` events sharing a ``batch``) checks the
  losses only once all of them are made (:class:`LoseAtZeroLP`; ``rules.perform_lp``
  leaves a batched change's loss to it).
- Cards' usage limits "once per Duel" are the kernel's ``Limit(per="game")``; an effect
  that mills its cost is :class:`SendTopCardOfDeckToGY`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.steps import Ask, Step
from ...core.turns import BeginTurn
from .zones import DECK, GRAVEYARD

if TYPE_CHECKING:
    from ...core.state import GameState

R_FIRST = "YGO rule: starting the Duel"
R_LP = "YGO rule: LP 0"
R_DRAW_GAME = "YGO rule: both players lose at once (a draw)"
R_EFFECT = "YGO rule: card effects"

CHOOSE = "choose"
"""The ``first_player`` variant in which a player decides to go first or second."""
GO_FIRST = "go_first"
"""The kind of :class:`ChooseFirst`'s decision."""
GO_FIRST_OPTIONS = (Option("yes"), Option("no"))


def choose_first(state: GameState, first: int | None) -> None:
    """Schedule the decision on who goes first: ``first`` (the winner of the previous
    game) decides, or, when no one is given, the winner of a coin toss."""
    if first is None:
        first = state.rng.below(len(state.players))
        state.log_rule(R_FIRST, "{} wins the coin toss and decides whether to go first or "
                       "second", state.players[first].name)
    else:
        state.log_rule(R_FIRST, "{} won the previous game and decides whether to go first or "
                       "second", state.players[first].name)
    state.push(ChooseFirst(first))


class ChooseFirst(Ask):
    """``player`` decides whether they go first (``yes``) or second (``no``); then the
    opening hands are drawn and the first turn begins."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def decide(self, state: GameState) -> Decision:
        return Decision(self.player, GO_FIRST, GO_FIRST_OPTIONS,
                        "Go first (yes) or second (no)?", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        first = p if option.kind == "yes" else 1 - p
        state.log_rule(R_FIRST, "{} decides to go {}: {} goes first", state.players[p].name,
                       "first" if first == p else "second", state.players[first].name)
        state.first_player = first
        state.rules.deal(state, first)
        state.push(BeginTurn(first))


def describe_first(option: Option) -> str:
    """The text of :class:`ChooseFirst`'s options."""
    return "go first" if option.kind == "yes" else "go second"


class LoseAtZeroLP(Step):
    """After a change to several players' LP at once: every player whose LP are 0 loses,
    all of them together (both: a draw)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        out = [p.index for p in state.players if p.life <= 0 and not p.lost]
        if len(out) > 1:
            state.log_rule(R_DRAW_GAME, "{} reach 0 LP at the same time: both lose, the Duel "
                           "is a draw", " and ".join(state.players[p].name for p in out))
        for p in out:
            state.lose(p, rule=R_LP, why="LP reached 0")


@dataclass(frozen=True)
class BothLPBecomeZero(Action):
    """"Both players' LP become 0" (Self-Destruct Button): one change to both at once,
    so both lose together, a draw."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        batch = state.next_id()
        for p in state.players:
            if p.life > 0:
                state.emit(Event("life", player=p.index, amount=-p.life, source=ctx.source,
                                 reason="become", cause="effect", batch=batch, rule=R_EFFECT))
        state.push(LoseAtZeroLP())

    @property
    def text(self) -> str:
        return "both players' LP become 0"


@dataclass(frozen=True)
class SendTopCardOfDeckToGY(Action):
    """Cost: "send the top card of your Deck to the GY"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        deck = state.zones[DECK[ctx.controller]]
        if deck:
            top = deck[-1]
            state.log_rule(R_EFFECT, "{} sends the top card of their Deck to the GY as a cost",
                           state.players[ctx.controller].name)
            state.move(top, GRAVEYARD[ctx.controller], player=ctx.controller,
                       source=ctx.source, reason="send", cause="cost")

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(state.zones[DECK[ctx.controller]])

    @property
    def text(self) -> str:
        return "send the top card of your Deck to the GY"
