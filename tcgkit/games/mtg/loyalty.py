"""Loyalty abilities of planeswalkers (CR 606).

A loyalty ability is an activated ability whose cost is a change of the planeswalker's
loyalty: "+N" puts N loyalty counters on it, "−N" removes N (CR 606.4), and one with a
negative cost needs at least that many counters (CR 606.6). Its controller activates it
only as a sorcery, and only if no loyalty ability of that permanent has been activated
this turn (CR 606.3): a usage limit shared by all of the permanent's loyalty abilities
(:data:`tcgkit.core.limits.SOURCE`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Activated, Ctx
from ...core.events import Event
from ...core.limits import AT_ACTIVATION, SOURCE, Limit

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgObject

LOYALTY = "loyalty"
"""The counters a loyalty cost changes (CR 122.1e)."""

LOYALTY_LIMIT = Limit(name="loyalty ability", shared=SOURCE, spent=AT_ACTIVATION)
"""One loyalty ability of each permanent per turn, spent as it is activated (CR 606.3)."""


@dataclass(frozen=True)
class ChangeLoyalty(Action):
    """The cost of a loyalty ability: put ``amount`` loyalty counters on the planeswalker
    or, negative, remove that many (CR 606.4)."""

    amount: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        state.emit(Event("counter", obj=ctx.source, amount=self.amount, data=(LOYALTY,),
                         reason="cost", rule="CR 606.4"))

    @property
    def text(self) -> str:
        return f"{self.amount:+d}" if self.amount else "0"


@dataclass(frozen=True, kw_only=True)
class LoyaltyAbility(Activated):
    """"[+N/−N/0]: <effect>": an activated ability with a loyalty cost, sorcery speed and
    the shared one-per-turn limit (CR 606.3-606.4). ``loyalty`` is the printed cost."""

    loyalty: int = 0
    speed: str = "sorcery"
    limit: Limit | None = LOYALTY_LIMIT

    def __post_init__(self) -> None:
        object.__setattr__(self, "cost", (ChangeLoyalty(self.loyalty),))


def cost_text(ability: LoyaltyAbility) -> str:
    """A loyalty ability's cost as an option names it: ``"+2"``, ``"-1"``, ``"0"``."""
    return f"{ability.loyalty:+d}" if ability.loyalty else "0"


def loyalty_index(obj: MtgObject, cost: object) -> int | None:
    """The index of ``obj``'s loyalty ability with cost ``cost`` (as :func:`cost_text`
    writes it), if it has one."""
    for i, ab in enumerate(obj.card.abilities):
        if isinstance(ab, LoyaltyAbility) and cost_text(ab) == cost:
            return i
    return None


def why_not_loyalty(state: GameState, player: int, obj: MtgObject,
                    ability: LoyaltyAbility, ref: tuple[int, int]) -> str | None:
    """Why the loyalty ability ``ability`` of ``obj`` cannot be activated now beyond
    what every activated ability is asked (its controller, on the battlefield), or
    ``None``: sorcery timing and one loyalty ability of the permanent per turn (CR
    606.3), enough loyalty for a negative cost (CR 606.6)."""
    from .play import sorcery_timing

    name = obj.card.name
    if not sorcery_timing(state, player):
        return f"{name}'s loyalty abilities can be activated only in your main phase with " \
               f"an empty stack (CR 606.3)"
    limit = ability.limit
    if limit is not None and not limit.available(state, player, ref[0], ref[1]):
        return f"a loyalty ability of {name} has already been activated this turn (CR 606.3)"
    if ability.loyalty < 0 and obj.counter(LOYALTY) < -ability.loyalty:
        return f"{name} has {obj.counter(LOYALTY)} loyalty: its {ability.loyalty} ability " \
               f"cannot be paid (CR 606.6)"
    return None
