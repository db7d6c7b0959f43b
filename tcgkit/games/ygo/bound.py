"""A Continuous Trap bound to the monster it Special Summoned (Call of the Haunted: "when
this card leaves the field, destroy that monster; when that monster is destroyed, destroy
this card").

Resolving, the card records the monster it summoned (:class:`BindToTarget`, a
:data:`BOUND` record); the move performer looks back at every zone change while a
floating record exists (``spells.after_move``), and :func:`after_move` carries out the
two destructions there, as the zone change happens: neither starts a chain (UNCONFIRMED:
no ruling at hand says so; read like an Equip Card's destruction). A monster that leaves
the field otherwise (returned to the hand) ends the bond and the card stays. While the
card's effects are negated (a face-up Jinzo beside it) neither destruction happens, and
a card whose monster negates it as it arrives (Jinzo revived by Call of the Haunted)
binds nothing. A Duel with no such record never comes here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.continuous import PERMANENT, Continuous
from ...core.events import DESTROY, Event
from .zones import EXTRA_MONSTER_ZONE, GRAVEYARD, MONSTER_ZONE, SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ...core.state import GameState

R_EFFECT = "YGO rule: card effects"

BOUND = "bound"
"""The record of a card bound to a monster: ``source`` the card, ``value`` its
incarnation, ``target`` the monster and its incarnation. It lasts until one of them
leaves the field (not just the turn)."""


@dataclass(frozen=True)
class BindToTarget(Action):
    """After "Special Summon that target": this card and that monster are bound (if the
    monster is on the field now; a Summon that did not happen binds nothing)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ctx.targets or ctx.targets[0][0] < 0 or ctx.source is None:
            return
        oid = ctx.targets[0][0]
        if state.rules.abilities_lost(state, ctx.source):
            # The monster just summoned negates this card's effects (Jinzo): no bond.
            _negated(state, ctx.source, oid)
            return
        o = state.objects[oid]
        me = state.objects[ctx.source]
        if o.zone not in (MONSTER_ZONE[o.controller], EXTRA_MONSTER_ZONE[o.controller]) \
                or me.zone != SPELL_TRAP_ZONE[me.controller]:
            return
        state.add_continuous(Continuous(BOUND, controller=ctx.controller,
                                        target=(oid, o.incarnation), value=me.incarnation,
                                        source=ctx.source, duration=PERMANENT))

    @property
    def text(self) -> str:
        return ""


def after_move(state: GameState, ev: Event) -> None:
    """Look back at a zone change (while some floating record exists): a bound card that
    left the field destroys its monster; a bound monster destroyed destroys its card; a
    bound monster that left otherwise only ends the bond. Neither destruction happens
    while the card's effects are negated (beside a face-up Jinzo): the bond just ends."""
    oid = ev.obj
    frm = ev.frm
    if oid is None or frm is None:
        return
    left_card = frm in SPELL_TRAP_ZONE
    left_monster = frm in MONSTER_ZONE or frm in EXTRA_MONSTER_ZONE
    if not (left_card or left_monster):
        return
    ending = [c for c in state.continuous if c.kind == BOUND
              and ((left_card and c.source == oid) or (left_monster and c.target[0] == oid))]
    if not ending:
        return
    state.continuous = [c for c in state.continuous if all(c is not e for e in ending)]
    state.version += 1
    objs = state.objects
    for c in ending:
        card, (mon, inc) = c.source, c.target
        assert card is not None
        if left_card:
            m = objs[mon]
            if state.rules.abilities_lost(state, card, left=ev):
                _negated(state, card, mon)
            elif m.incarnation == inc and m.zone in (MONSTER_ZONE[m.controller],
                                                     EXTRA_MONSTER_ZONE[m.controller]):
                state.log_rule(R_EFFECT, "{} left the field: {} is destroyed",
                               objs[card].card.name, m.card.name)
                state.move(mon, GRAVEYARD[m.owner], source=card, reason=DESTROY,
                           cause="effect", rule=R_EFFECT)
        elif ev.reason == DESTROY:
            t = objs[card]
            if state.rules.abilities_lost(state, card):
                _negated(state, card, mon)
            elif t.incarnation == c.value and t.zone == SPELL_TRAP_ZONE[t.controller]:
                state.log_rule(R_EFFECT, "{} was destroyed: {} is destroyed",
                               objs[mon].card.name, t.card.name)
                state.move(card, GRAVEYARD[t.owner], source=card, reason=DESTROY,
                           cause="effect", rule=R_EFFECT)


def _negated(state: GameState, card: int, monster: int) -> None:
    state.log_rule(R_EFFECT, "{}'s effect is negated: it does not bind {}",
                   state.objects[card].card.name, state.objects[monster].card.name)
