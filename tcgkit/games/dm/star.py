"""Star evolution (スター進化).

A star evolution creature is an evolution creature ("put on one of your <race> or
<civilization> creatures": :mod:`tcgkit.games.dm.evolution` does the putting on) with one
more rule of its own: when it would leave the battle zone, only the top card leaves
instead, and the cards under it stay; the card that was right under it becomes the
creature (with what is still under it).

That rule is a replacement effect on the card (:data:`STAR_LEAVES`), carried through the
kernel's event pipeline like any other: the ``move`` that would take the whole stack
away is replaced by separating the stack, then moving the top card alone (the same move,
its other replacements still to apply). A star evolution creature with nothing under it
(put out alone by an effect, say) leaves like any creature: the replacement does not
apply.

Rule citations name the rule (``DM rule: star evolution``): the comprehensive rules'
section number is not in our sources.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Action, Ctx, Pattern, Replacement
from ...core.continuous import PERMANENT, Continuous
from .card import DmCard
from .evolution import sources
from .zones import BATTLE

if TYPE_CHECKING:
    from ...core.events import Event
    from ...core.state import GameState

R_STAR = "DM rule: star evolution"


def _this_leaves_with_cards_under(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in BATTLE and event.to not in BATTLE \
        and ctx.source is not None and bool(sources(state, ctx.source))


@dataclass(frozen=True)
class TopCardLeavesAlone(Action):
    """The replacement's instruction: the stack under this creature stays in the battle
    zone as the creature, then the top card leaves as the replaced event said."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        top, ev = ctx.source, ctx.event
        assert top is not None and ev is not None
        objs = state.objects
        under = sources(state, top)
        inc = objs[top].incarnation
        state.continuous = [e for e in state.continuous
                            if not (e.kind == "evolution" and e.target == (top, inc))]
        state.version += 1
        t = objs[top]
        base, rest = under[-1], under[:-1]  # the card right under it, and what is below
        # Not a zone change the rules see: the card was part of the creature in the battle
        # zone all along; it keeps the stack's tapped state and time in the battle zone.
        state.relocate(base, BATTLE[objs[base].owner])
        b = state.mut(base)
        b.tapped, b.entered = t.tapped, t.entered
        if rest:
            state.add_continuous(Continuous("evolution", controller=b.owner,
                                            target=(base, b.incarnation), value=rest,
                                            source=base, duration=PERMANENT))
        state.log_rule(R_STAR, "{} leaves alone: {} stays in the battle zone as the creature"
                       " ({} card(s) under it)", t.card.name, b.card.name, len(rest))
        state.emit_for(ctx, ev)

    @property
    def text(self) -> str:
        return "only the top card leaves; the cards under it stay"


STAR_LEAVES = Replacement(
    "(When this star evolution creature would leave the battle zone, only its top card "
    "leaves instead; the cards under it stay.)",
    would=Pattern("move", where=_this_leaves_with_cards_under),
    instead=(TopCardLeavesAlone(),), rule=R_STAR)
"""The reminder every star evolution creature carries: a replacement of its leaving."""


def star_evolution_creature(name: str, *, jp: str, civilization: str | Sequence[str],
                            cost: int, power: int, race: str, evolves_from: str,
                            abilities: Sequence[Ability] = ()) -> DmCard:
    """A star evolution creature (スター進化クリーチャー): "Star evolution — put on one of your
    <``evolves_from``>" (``"Rexters or light creature"``); when it would leave the battle
    zone, only its top card leaves (:data:`STAR_LEAVES`)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, evolution=True, evolves_from=evolves_from,
                  abilities=(*abilities, STAR_LEAVES))

