"""Proliferate (CR 701.34a): "choose any number of permanents and/or players, then give
each another counter of each kind already there".

The controller of the effect is asked about each permanent with a counter and each player
with a poison counter in turn (yes: it is chosen); the counters are then added, all
after the choices, each through the event pipeline (a ``counter`` or ``poison`` event).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.resolve import NO, YES
from ...core.steps import Ask

if TYPE_CHECKING:
    from ...core.state import GameState


@dataclass(frozen=True)
class Proliferate(Action):
    """"Proliferate" (CR 701.34a)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(ProliferateStep(ctx))

    @property
    def text(self) -> str:
        return "proliferate"


def _candidates(state: GameState) -> list[int]:
    """What may be chosen: each permanent with a counter (its id) and each player with a
    poison counter (``-1 - index``: no object has a negative id), in that order."""
    # The game's own battlefields (a game seats two or more players).
    out = [oid for zid in state.rules.zones.ids["battlefield"] for oid in state.zones[zid]
           if any(n > 0 for n in (state.objects[oid].counters or {}).values())]
    out += [-1 - p.index for p in state.players
            if getattr(p, "poison", 0) > 0 and not p.lost]
    return out


class ProliferateStep(Ask):
    """The effect's controller chooses, one candidate at a time, what to proliferate
    (``asked``: the candidates answered, ``chosen``: those chosen); then the counters
    are given."""

    __slots__ = ("asked", "chosen", "ctx")

    def __init__(self, ctx: Ctx, asked: tuple[int, ...] = (),
                 chosen: tuple[int, ...] = ()) -> None:
        self.ctx = ctx
        self.asked = asked
        self.chosen = chosen

    def _next(self, state: GameState) -> int | None:
        return next((c for c in _candidates(state) if c not in self.asked), None)

    def decide(self, state: GameState) -> Decision | None:
        which = self._next(state)
        if which is None:
            return None
        return Decision(self.ctx.controller, "proliferate", [YES, NO],
                        f"Proliferate: give {_name(state, which)} another counter of each "
                        f"kind already there?", state)

    def answer(self, state: GameState, option: Option) -> None:
        which = self._next(state)
        assert which is not None  # asked only while there is one
        chosen = (*self.chosen, which) if option.kind == "yes" else self.chosen
        state.push(ProliferateStep(self.ctx, (*self.asked, which), chosen))

    def run(self, state: GameState) -> None:
        who = state.players[self.ctx.controller].name
        state.log_rule("CR 701.34a", "{} proliferates: {}", who,
                       ", ".join(_name(state, c) for c in self.chosen) or "nothing chosen")
        for c in self.chosen:
            if c < 0:
                state.emit_for(self.ctx, Event("poison", player=-1 - c, amount=1,
                                               source=self.ctx.source, rule="CR 701.34a"))
                continue
            for kind, n in sorted((state.objects[c].counters or {}).items()):
                if n > 0:
                    state.emit_for(self.ctx, Event("counter", obj=c, amount=1, data=(kind,),
                                                   source=self.ctx.source,
                                                   rule="CR 701.34a"))


def _name(state: GameState, which: int) -> str:
    return state.players[-1 - which].name if which < 0 else state.objects[which].card.name
