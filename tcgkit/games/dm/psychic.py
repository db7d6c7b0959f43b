"""Psychic creatures (サイキック・クリーチャー) and the hyperspatial zone (超次元ゾーン).

- A psychic creature is not in the deck: it waits face up in its owner's hyperspatial
  zone (public, outside the deck) until an effect puts it into the battle zone (a
  "put a psychic creature of cost N or less from your hyperspatial zone" effect:
  :class:`~tcgkit.games.dm.tamaseed.PutOut` with ``zone="hyperspatial"``). Put out by
  an effect, it is not used (DM-USE-11).
- Whenever it would leave the battle zone, for any zone (destroyed, returned to the
  hand, put into the mana zone or the shields ...), it goes to its owner's hyperspatial
  zone instead: a replacement effect every psychic creature carries
  (:data:`BACK_TO_HYPERSPATIAL`), carried by the kernel's event pipeline, so "when this
  is destroyed" abilities see a move to the hyperspatial zone, not a destruction into
  the graveyard.

Left out: awakening (覚醒) and release (解除) of double-sided psychic creatures, psychic
links, and where psychic creatures start when a deck list includes them (a scenario
sets them up in the hyperspatial zone).

Rule citations name the rule (``DM rule: psychic creature``): the comprehensive rules'
section number is not in our sources.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Ctx, Pattern, Replacement
from .card import DmCard
from .zones import BATTLE, HYPERSPATIAL

if TYPE_CHECKING:
    from ...core.events import Event
    from ...core.state import GameState

R_PSYCHIC = "DM rule: psychic creature"


def _this_leaves_for_elsewhere(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in BATTLE and event.to not in BATTLE \
        and event.to not in HYPERSPATIAL


def _to_hyperspatial(state: GameState, event: Event, ctx: Ctx) -> Event:
    assert event.obj is not None
    return event.replace(to=HYPERSPATIAL[state.objects[event.obj].owner])


BACK_TO_HYPERSPATIAL = Replacement(
    "(When this psychic creature would leave the battle zone, it goes to your "
    "hyperspatial zone instead.)",
    would=Pattern("move", where=_this_leaves_for_elsewhere), modify=_to_hyperspatial,
    rule=R_PSYCHIC)
"""The rule every psychic creature carries: leaving the battle zone for any zone, it
returns to its owner's hyperspatial zone."""


def is_psychic(c: object) -> bool:
    """Whether card ``c`` is a psychic creature."""
    return BACK_TO_HYPERSPATIAL in getattr(c, "abilities", ())


def psychic_creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
                     power: int, race: str, abilities: Sequence[Ability] = ()) -> DmCard:
    """A psychic creature card: it waits in the hyperspatial zone and returns there when
    it leaves the battle zone (:data:`BACK_TO_HYPERSPATIAL`)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=(*abilities, BACK_TO_HYPERSPATIAL))


def psychic_of_cost_at_most(most: int) -> str:
    """Register and name the :class:`~tcgkit.games.dm.tamaseed.PutOut` test "a psychic
    creature of cost ``most`` or less"."""
    from .tamaseed import CARD_TESTS

    name = f"psychic creature of cost {most} or less"

    def test(state: GameState, ctx: Ctx, oid: int) -> bool:
        c = state.objects[oid].card
        return is_psychic(c) and getattr(c, "cost", 0) <= most

    CARD_TESTS.setdefault(name, test)
    return name
