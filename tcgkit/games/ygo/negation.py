"""Effects negated by a face-up card's continuous effect: "negate all Trap effects on the
field" (Jinzo).

A :class:`NegatesEffects` ability is a static ability, indexed under the kernel's
:data:`~tcgkit.core.abilities.NEGATES` while its card is where it functions. The kernel asks
whether an ability functions (:meth:`~tcgkit.core.state.GameState.functions`) through
the rules' ``abilities_lost``, which reads :func:`negated_by_a_card`: an affected card's
abilities then neither apply, nor trigger, nor can be activated. A Duel without such a
card pays nothing: the kernel asks only while the index holds one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import NEGATES, Ability, Ctx
from .leaving import ON_FIELD
from .xyz_effect import effects_negated

if TYPE_CHECKING:
    from ...core.state import GameState


@dataclass(frozen=True, kw_only=True)
class NegatesEffects(Ability):
    """"The effects of <cards> are negated" while this card is face-up where the ability
    functions and its own effects are not negated. ``affects(state, ctx, oid, zone)``
    says whether it negates the effects of object ``oid`` in zone id ``zone`` (where it
    is, or the zone it just left)."""

    affects: Callable[[GameState, Ctx, int, int], bool] = field(
        default=lambda state, ctx, oid, zone: False)
    ROLE: ClassVar[str] = "static"

    def kinds(self) -> tuple[str, ...]:
        return ("negate",)


def negated_by_a_card(state: GameState, oid: int, zone: int) -> bool:
    """Whether a face-up card's :class:`NegatesEffects` negates the effects of object
    ``oid`` in zone id ``zone``. A card never negates its own effects here, and one whose
    effects are negated negates nothing."""
    refs = state.statics.get(NEGATES)
    if not refs:
        return False
    objs = state.objects
    for ref in refs:
        src = objs[ref[0]]
        if ref[0] == oid or src.face_down or effects_negated(state, ref[0], src.incarnation):
            continue
        ab = state.ability(ref)
        assert isinstance(ab, NegatesEffects)
        if ab.affects(state, Ctx(src.controller, ref[0], ref), oid, zone):
            return True
    return False


def trap_on_the_field(state: GameState, ctx: Ctx, oid: int, zone: int) -> bool:
    """A Trap Card on the field (or one that just left it), either player's."""
    return zone in ON_FIELD and getattr(state.objects[oid].card, "kind", "") == "trap"


__all__ = ["NegatesEffects", "negated_by_a_card", "trap_on_the_field"]
