"""Modal spells (CR 700.2, 601.2b): "Choose one —" followed by modes. A modal card's modes
are its spell abilities, in printed order, with a :class:`Modal` ability saying how many
are chosen. As the spell is cast its controller chooses the mode before any target
(CR 601.2b), then the targets of that mode only (CR 601.2c); the pending item carries the
chosen modes (``modes``), and on resolution only they are done (CR 608.2). A mode whose
targets have no legal choice cannot be chosen (CR 601.2c), and a spell none of whose
modes can be chosen cannot be cast."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Ability, Action, Ctx, SpellEffect, TargetSpec
from ...core.cards import CardDef
from ...core.events import Event
from ...core.resolve import has_legal_targets, targeted_object
from .card import MtgCard
from .combat import combat, set_combat
from .zones import BATTLEFIELD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut


@dataclass(frozen=True, kw_only=True)
class Modal(Ability):
    """"Choose one —" (``choose`` 1): the card's spell abilities are its modes, of which
    its caster chooses ``choose`` as it is cast (CR 700.2a). It has no role in the event
    pipeline: the casting procedure asks for it."""

    choose: int = 1
    ROLE: ClassVar[str] = ""


def modes_of(card: CardDef) -> tuple[int, ...]:
    """The indexes of a modal card's modes (its spell abilities) among its abilities, or
    ``()`` for a card that is not modal."""
    if not any(isinstance(a, Modal) for a in card.abilities):
        return ()
    return tuple(i for i, a in enumerate(card.abilities) if isinstance(a, SpellEffect))


def why_not_mode(state: GameState, player: int, oid: int, idx: object) -> str | None:
    """Why ``player`` casting the modal card ``oid`` cannot choose the mode that is its
    ability ``idx``, or ``None`` if they can: one of its modes, whose targets each have a
    legal choice (CR 700.2a, 601.2b-c)."""
    card = state.objects[oid].card
    if type(idx) is not int or idx not in modes_of(card):
        return f"{idx!r} is not a mode of {card.name} (CR 700.2)"
    mode = card.abilities[idx]
    assert isinstance(mode, SpellEffect)
    if mode.targets and not has_legal_targets(state, Ctx(player, oid, (oid, idx)),
                                              mode.targets):
        return f"the mode \"{mode.text}\" of {card.name} has no legal target to choose " \
               f"(CR 601.2c, 700.2a)"
    return None


def choosable_modes(state: GameState, player: int, oid: int) -> list[int]:
    """The modes of the modal card ``oid`` that ``player`` could choose as they cast it
    (:func:`why_not_mode`)."""
    return [i for i in modes_of(state.objects[oid].card)
            if why_not_mode(state, player, oid, i) is None]


# ---------------------------------------------------------------------- gaining control

def _nonland_permanent_mv_1(state: GameState, ctx: Ctx, oid: int) -> bool:
    card = state.objects[oid].card
    return isinstance(card, MtgCard) and not card.is_land and card.mana_value <= 1


TARGET_NONLAND_PERMANENT_MV_1 = TargetSpec(
    "target nonland permanent with mana value 1 or less", objects=_nonland_permanent_mv_1)
"""A nonland permanent whose mana value is 1 or less (on the battlefield, where a
permanent's X is 0: CR 202.3)."""


@dataclass(frozen=True)
class GainControlOfTarget(Action):
    """"Gain control of <target>" with no duration: from now on the ability's controller
    controls the permanent (a control-changing effect, layer 2: CR 613.1b, 611.2a). It
    stays the same object: a change of control is not a zone change (CR 110.2); the
    permanent moves to its new controller's battlefield zone here, as the engine keeps
    each player's permanents apart. Nothing happens if the target is no longer legal."""

    target: int = 0
    declares = ("control",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        if state.objects[aimed].controller == ctx.controller:
            return  # already theirs: control does not change
        state.emit_for(ctx, Event("control", obj=aimed, player=ctx.controller,
                                  source=ctx.source, rule="CR 613.1b"))


def perform_control(state: GameState, ev: Event) -> Event | None:
    """A permanent's controller changes (CR 613.1b): it joins its new controller's
    permanents, has summoning sickness for them until their next turn (CR 302.6), and
    leaves combat if it was in it (CR 506.4)."""
    oid, player = ev.obj, ev.player
    if oid is None or player is None:
        return None
    o = state.objects[oid]
    frm, to = o.zone, BATTLEFIELD[player]
    if frm not in BATTLEFIELD or frm == to:
        return None
    state.relocate(oid, to, same_object=True)
    if TYPE_CHECKING:
        m = mut(state, oid)
    else:
        m = state.mut(oid)
    m.controller = player
    m.entered = state.turn  # under its new controller only since now (CR 302.6)
    fight = combat(state)
    if fight is not None and (any(a == oid for a, _ in fight.attackers)
                              or any(b == oid for b, _, _ in fight.blocks)):
        state.log_rule("CR 506.4", "{} is removed from combat", o.card.name)
        set_combat(state, fight.replace(
            attackers=tuple(p for p in fight.attackers if p[0] != oid),
            blocks=tuple(b for b in fight.blocks if b[0] != oid)))
    state.log_rule(ev.rule, "{} gains control of {}", state.players[player].name,
                   o.card.name)
    return ev
