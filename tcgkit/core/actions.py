"""Actions every game's cards share: the instructions whose meaning does not depend on
the game ("draw two cards"). Each game's vocabulary re-exports them; the rule a log
entry cites comes from the game (:meth:`Rules.effect_draw_rule`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import OPPONENT, YOU, Action, Ctx
from .events import Event

if TYPE_CHECKING:
    from .state import GameState

EACH = "each"
"""Every player, the turn player first (APNAP, CR 101.4)."""


def players(state: GameState, ctx: Ctx, who: str) -> list[int]:
    """The players an instruction names, seen from the effect's controller."""
    if who == YOU:
        return [ctx.controller]
    if who == OPPONENT:
        return [1 - ctx.controller]
    if who == EACH:
        return [state.active, 1 - state.active]
    raise ValueError(f"unknown player reference {who!r}")


@dataclass(frozen=True)
class Draw(Action):
    """"<who> draws <count> card(s)"; with no player named, the controller. It can be
    done only if each of those players has that many cards to draw (what rules of
    activation ask, as Yu-Gi-Oh!'s do)."""

    count: int = 1
    who: str = YOU
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        rule = state.rules.effect_draw_rule(self.count)
        for p in players(state, ctx, self.who):
            state.emit_for(ctx, Event("draws", player=p, amount=self.count, source=ctx.source,
                                      reason="effect", rule=rule))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        library = state.rules.library_ids
        return all(len(state.zones[library[p]]) >= self.count
                   for p in players(state, ctx, self.who))

    @property
    def text(self) -> str:
        return f"draw {self.count}"
