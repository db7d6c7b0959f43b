"""Castles (城) and fortifying (要塞化).

- Using a castle card is fortifying it (DM-USE-11, seed 003's 「シールド要塞化する」): as
  the use procedure resolves, its player chooses one of their shields and the castle is
  put face up on top of it. A castle cannot be used by a player who has no shield.
- The castle lies in its owner's ``castle`` zone, linked to the shield it fortifies by a
  permanent floating record (``fortify``: the castle in its incarnation, the shield in
  its). Kept apart from the shields, it is neither counted nor broken as a shield.
- A castle's abilities function while it fortifies a shield (they name the ``castle``
  zone as where they function).
- When the fortified shield leaves the shield zone (broken, or by any effect) the
  fortifying is over and the castle is put into its owner's graveyard: a rule process,
  carried out as the shield leaves, not a triggered ability of the castle.

Rule citations give the comprehensive rules' section on the castle card type
(``DM 304``, 城).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...core.abilities import YOU, Ability, Action, Ctx, Pattern
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, Options
from ...core.events import Event
from ...core.resolve import NO, YES
from ...core.steps import Ask
from .card import DmCard
from .zones import CASTLE, GRAVEYARD, SHIELD

if TYPE_CHECKING:
    from ...core.procedure import Use
    from ...core.state import GameState

R_CASTLE = "DM 304"
FORTIFY_ON = Options("fortify_on")
"""The choice of the shield a castle fortifies, by place (``arg``: 0 is shield 1, the top
of the shield zone): which card lies at a place is hidden."""


def why_not_fortify_any(state: GameState, player: int, name: str) -> str | None:
    """Why ``player`` cannot use a castle now for want of a shield, or ``None``."""
    if not state.zones[SHIELD[player]]:
        return f"{name} is a castle: it fortifies one of your shields, and you have none " \
               f"({R_CASTLE}, DM-USE-11)"
    return None


def ask_shield(state: GameState, use: Use) -> Decision | None:
    """The player using a castle chooses which of their shields it fortifies (by place),
    as it resolves."""
    c = state.objects[use.obj].card
    if getattr(c, "kind", "") != "castle" or use.get("shield") is not None:
        return None
    n = len(state.zones[SHIELD[use.player]])
    if not n:
        return None  # no shield left by now: the castle has nothing to fortify
    return Decision(use.player, "fortify", [FORTIFY_ON[-1, i] for i in range(n)],
                    f"Choose the shield {c.name} fortifies", state)


def record_shield(state: GameState, use: Use, option: Option) -> Use:
    """The chosen shield's place, kept in the procedure's plan."""
    return use.with_plan("shield", option.arg)


def fortify(state: GameState, use: Use) -> None:
    """DM-USE-11: the used castle is fortified onto the chosen shield (a ``fortify``
    event, performed by :func:`perform_fortify`). With no shield left it cannot stay:
    it goes from the nowhere zone to the graveyard."""
    p = use.player
    shields = state.zones[SHIELD[p]]
    name = state.objects[use.obj].card.name
    if not shields:
        state.log_rule(R_CASTLE, "{} has no shield to fortify: it is put into the graveyard",
                       name)
        state.move(use.obj, GRAVEYARD[p], player=p, reason="castle", cause="rule",
                   rule=R_CASTLE)
        return
    place = use.get("shield") or 0
    place = min(place, len(shields) - 1)
    state.log_rule("DM-USE-11", "{} fortifies shield {} with {}", state.players[p].name,
                   place + 1, name)
    state.emit(Event("fortify", player=p, obj=use.obj, target=shields[-1 - place],
                     to=CASTLE[p], rule="DM-USE-11"))


def perform_fortify(state: GameState, ev: Event) -> Event | None:
    """Put the castle on its shield: into the castle zone, linked to the shield (if the
    shield is still one)."""
    assert ev.obj is not None and ev.to is not None and ev.target is not None
    objs = state.objects
    if objs[ev.target].zone not in SHIELD:
        # The shield left before the castle was put on it: a castle that fortifies
        # nothing cannot stay, and goes from the nowhere zone to the graveyard.
        owner = objs[ev.obj].owner
        state.log_rule(R_CASTLE, "{} has no shield to fortify: it is put into the graveyard",
                       objs[ev.obj].card.name)
        state.move(ev.obj, GRAVEYARD[owner], player=owner, reason="castle", cause="rule",
                   rule=R_CASTLE)
        return None
    frm = objs[ev.obj].zone
    state.relocate(ev.obj, ev.to)
    state.add_continuous(Continuous("fortify", controller=objs[ev.obj].owner,
                                    target=(ev.obj, objs[ev.obj].incarnation),
                                    value=(ev.target, objs[ev.target].incarnation),
                                    source=ev.obj, duration=PERMANENT))
    return ev.replace(frm=frm)


def fortified(state: GameState, castle: int) -> int | None:
    """The shield castle ``castle`` fortifies now, or ``None``."""
    objs = state.objects
    c = objs[castle]
    if c.zone not in CASTLE:
        return None
    for e in state.continuous:
        if e.kind == "fortify" and e.target == (castle, c.incarnation):
            shield, inc = e.value
            s = objs[shield]
            if s.incarnation == inc and s.zone in SHIELD:
                return int(shield)
    return None


def shield_left(state: GameState, shield: int, inc: int) -> None:
    """For the move performer: shield ``shield`` (incarnation ``inc`` in the shield zone)
    has left it. Each castle that fortified it is put into its owner's graveyard."""
    objs = state.objects
    links = [e for e in state.continuous
             if e.kind == "fortify" and e.value == (shield, inc)]
    if not links:
        return
    state.continuous = [e for e in state.continuous if not any(e is x for x in links)]
    state.version += 1
    for link in links:
        castle, cinc = link.target
        c = objs[castle]
        if c.incarnation != cinc or c.zone not in CASTLE:
            continue
        state.log_rule(R_CASTLE, "The shield {} fortified left the shield zone: {} is put "
                       "into the graveyard", c.card.name, c.card.name)
        state.move(castle, GRAVEYARD[c.owner], player=c.owner, reason="castle", cause="rule",
                   rule=R_CASTLE)


def your_turn_starts(state: GameState, event: Event, ctx: Ctx) -> bool:
    """"At the start of your turn" (自分のターンのはじめに): the turn start step of the
    ability controller's turn begins."""
    return event.data[:1] == ("start",) and event.player == ctx.controller


YOUR_TURN_STARTS = Pattern("step", where=your_turn_starts)


def castle(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
           abilities: Sequence[Ability] = ()) -> DmCard:
    """A castle card (城): used, it is fortified onto one of your shields (DM-USE-11);
    its abilities function while it fortifies one (they name the ``castle`` zone)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="castle", civilizations=civs, cost=cost,
                  abilities=tuple(replace(a, zones=("castle",)) for a in abilities))


@dataclass(frozen=True)
class MayDraw(Action):
    """"<Who> may draw a card": that player chooses, as the effect resolves."""

    who: str = YOU

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller if self.who == YOU else 1 - ctx.controller
        state.push(AskDraw(ctx, p))

    @property
    def text(self) -> str:
        return "you may draw a card" if self.who == YOU else "your opponent may draw a card"


class AskDraw(Ask):
    """``player`` chooses whether to draw a card (an effect's "may draw")."""

    __slots__ = ("ctx", "player")

    def __init__(self, ctx: Ctx, player: int) -> None:
        self.ctx = ctx
        self.player = player

    def decide(self, state: GameState) -> Decision:
        src = state.objects[self.ctx.source].card.name if self.ctx.source is not None else ""
        return Decision(self.player, "may", [YES, NO], f"{src}: draw a card?", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "yes":
            state.emit_for(self.ctx, Event("draws", player=self.player, amount=1,
                                           source=self.ctx.source, reason="effect",
                                           rule="DM 114"))
        else:
            state.log_rule(state.rules.cite["may"], "{} chooses not to draw",
                           state.players[self.player].name)


def link_set_up_castles(state: GameState) -> None:
    """For a board assembled by hand (a scenario's setup): each player's castles, listed
    top first, fortify their shields in order — the first castle shield 1 (the top), the
    next shield 2 — and a castle with no shield left for it goes to the graveyard, as a
    castle that fortifies nothing cannot stay."""
    objs = state.objects
    for p in range(len(state.players)):
        castles = state.zones[CASTLE[p]][::-1]  # top first
        shields = state.zones[SHIELD[p]][::-1]
        for i, castle in enumerate(castles):
            if fortified(state, castle) is not None:
                continue
            if i >= len(shields):
                state.relocate(castle, GRAVEYARD[p])
                continue
            state.add_continuous(Continuous("fortify", controller=p,
                                            target=(castle, objs[castle].incarnation),
                                            value=(shields[i], objs[shields[i]].incarnation),
                                            source=castle, duration=PERMANENT))
