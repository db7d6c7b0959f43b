"""Transforming double-faced cards (CR 712) and the keyword action transform (CR 701.28).

A double-faced card is one :class:`~.card.MtgCard` for its front face whose ``back`` is
another for its back face. The object shows the face that is up as its ``card``: every
rule that reads a characteristic (name, types, power/toughness, abilities, colors) reads
that face with no test of its own, and a game without such cards pays nothing. The rules
around it:

- in every zone but the battlefield and the stack a double-faced card has only its front
  face's characteristics (CR 712.8a): a card that leaves the battlefield or the stack is
  turned front face up (:func:`front_up_on_leaving`, asked by every move);
- it enters the battlefield front face up (CR 712.8d) unless it was cast transformed,
  when it stays back face up as the permanent spell resolves (CR 712.8e, 310.11b);
- to transform is to turn it over: it stays the same object, with its counters, damage,
  tapped status and the effects on it (CR 701.27a, 712.18);
- a back face has no mana cost, but its mana value is its front face's (CR 712.8e,
  :attr:`.card.MtgCard.mana_value`), and its colors are its color indicator's (CR
  202.2e).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from .layers import KEY, sync_markers
from .zones import BATTLEFIELD, STACK

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import mut, objects


def _obj(state: GameState, oid: int) -> MtgObject:
    if TYPE_CHECKING:
        return objects(state)[oid]
    return state.objects[oid]


def other_face(card: MtgCard) -> MtgCard | None:
    """The other face of a transforming double-faced card's face, or ``None`` for a card
    with one face (which cannot transform: CR 701.28c)."""
    return card.back if card.back is not None else card.front


def turn_over(state: GameState, oid: int, face: MtgCard) -> None:
    """Show ``face`` on the object ``oid``: the abilities that function where it is are
    the new face's from now on (the ability index follows). The object, its status and
    the effects on it stay (CR 712.18)."""
    o = _obj(state, oid)
    zone = state.rules.zones.spec_of[o.zone].name
    # Private to the state, but the one place that keeps its ability index in step with
    # an object's abilities; a face that changes is the only other reason for it to.
    if o.card.abilities:
        state._index(o, zone, add=False)
    if TYPE_CHECKING:
        o = mut(state, oid)
    else:
        o = state.mut(oid)
    o.card = face
    if face.abilities:
        state._index(o, zone, add=True)
    if state.continuous or KEY in state.statics:
        sync_markers(state)  # a face's static effects begin or end with it (CR 613.7a)


def transform(state: GameState, oid: int, rule: str = "CR 701.27a") -> bool:
    """Transform the permanent ``oid``: turn it over to its other face (CR 701.27a).
    Whether it did: a permanent that is not a double-faced card does not (CR 701.28c)."""
    o = _obj(state, oid)
    card = o.card
    face = other_face(card)
    if face is None or o.zone not in BATTLEFIELD:
        return False
    turn_over(state, oid, face)
    state.log_rule(rule, "{} transforms into {}", card.name, face.name)
    return True


def front_up_on_leaving(state: GameState, oid: int, frm: int, to: int) -> None:
    """A double-faced card back face up that has just moved from zone ``frm`` to ``to``:
    in its new zone it is front face up (CR 712.8a), unless it is a spell cast
    transformed that resolved and entered the battlefield transformed (CR 712.8e,
    310.11b)."""
    front = _obj(state, oid).card.front
    if front is None or (frm == STACK and to in BATTLEFIELD):
        return
    turn_over(state, oid, front)


@dataclass(frozen=True)
class TransformThis(Action):
    """"Transform <this permanent>" (CR 701.27a): a source no longer on the battlefield
    does not transform."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        transform(state, ctx.source)

    @property
    def text(self) -> str:
        return "transform it"
