"""Skipping a Draw Phase: "skip your next (2) Draw Phase(s)" (Reckless Greed).

The effect leaves a floating record on the player (:data:`SKIP_DRAW_PHASE`, its value the
number of that player's Draw Phases still to skip); the Draw Phase's turn step asks
:func:`draw_phase_skipped` whether to skip it. A skipped Draw Phase has no normal draw at
all, so a player whose Deck is empty does not lose then (a player loses only when they
must draw and cannot).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action
from ...core.continuous import PERMANENT, Continuous

if TYPE_CHECKING:
    from ...core.abilities import Ctx
    from ...core.state import GameState

SKIP_DRAW_PHASE = "skip_draw_phase"
"""The kind of the floating record "skip <player>'s next N Draw Phases" (value: N)."""

R_SKIP_DRAW = "YGO rule: a skipped Draw Phase"


def draw_phase_skipped(state: GameState) -> str | None:
    """The turn step's ``skip`` hook for the Draw Phase: the rule that skips the turn
    player's Draw Phase now (one use of the oldest "skip your next Draw Phase" record on
    them is spent), or ``None``."""
    if not state.continuous:  # almost every turn of every Duel: nothing to look at
        return None
    target = ("player", state.active)
    records = state.continuous
    i = next((k for k, c in enumerate(records)
              if c.kind == SKIP_DRAW_PHASE and c.target == target), -1)
    if i < 0:
        return None
    c = records[i]
    left = int(c.value) - 1
    if left > 0:
        records[i] = c.replace(value=left)
    else:
        del records[i]
    state.version += 1
    source = state.objects[c.source].card.name if c.source is not None else "an effect"
    state.log_rule(R_SKIP_DRAW, "{} skips this Draw Phase ({}; {} more to skip): no normal "
                   "draw is conducted, so an empty Deck does not lose the Duel",
                   state.players[state.active].name, source, left)
    return R_SKIP_DRAW


@dataclass(frozen=True)
class SkipYourNextDrawPhases(Action):
    """"Skip your next <count> Draw Phase(s)": from now on, the controller's next
    ``count`` Draw Phases are skipped (a record on the player, lasting until used)."""

    count: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        state.add_continuous(Continuous(SKIP_DRAW_PHASE, controller=p, target=("player", p),
                                        value=self.count, source=ctx.source,
                                        duration=PERMANENT))
        state.log_rule(R_SKIP_DRAW, "{} will skip their next {} Draw Phase{}",
                       state.players[p].name, self.count, "" if self.count == 1 else "s")

    @property
    def text(self) -> str:
        return f"skip your next {self.count} Draw Phase{'' if self.count == 1 else 's'}"
