"""D2 fields (D2フィールド) and their D Switch (Dスイッチ).

- Using a field card is deploying it (展開, DM-USE-11): it goes from the nowhere zone
  into its owner's battle zone. It is not a creature: it never attacks, blocks or is
  attacked.
- Only one D2 field stays in the battle zone, both players' counted together: every D2
  field carries the printed reminder "when another D2 field comes out, put this D2 field
  into your graveyard" (:data:`REPLACED_BY_ANOTHER`), a triggered ability of its own.
- D Switch: "at <timing>, you may turn this D2 field upside down, once in the game; if
  you do, <effect>". An optional triggered ability with a once-per-game limit per object
  (:data:`D_SWITCH_LIMIT`): declining it leaves it available, using it spends it, and a
  field that left the battle zone and came back is a new object with a D Switch of its
  own (seed 002: a D Switch is not name-limited). Being upside down is read from that
  limit, never from a flag on the card (nothing untaps it, DM Wiki 上下逆さま).
- A D Switch is only used as its trigger resolves; a player who asks for one at any other
  time is refused (:func:`why_not_switch`), naming why.

Rule citations give the comprehensive rules' section on fields (``DM 308``); D Switch
keeps a named label (``DM rule: D Switch``): its section number is not in our sources.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Action, Ctx, Pattern, Triggered
from ...core.decision import Options
from ...core.events import Event
from ...core.limits import GAME, OBJECT, WHEN_APPLIED, Limit
from .card import DmCard
from .once import R_PER_GAME, first_time
from .zones import BATTLE, GRAVEYARD

if TYPE_CHECKING:
    from ...core.state import GameState

R_D2 = "DM 308"
R_D_SWITCH = "DM rule: D Switch"
D_SWITCH = "D Switch"
"""The ability word: the text of every D Switch ability begins with it."""
SWITCH = Options("switch")
"""Asking to use a D2 field's D Switch directly (never offered: see :func:`why_not_switch`)."""

D_SWITCH_LIMIT = Limit(per=GAME, shared=OBJECT, spent=WHEN_APPLIED, rule=R_PER_GAME)
"""ゲーム中で一度, per object: spent when its controller turns the field upside down."""


def is_d2(c: object) -> bool:
    """Whether card ``c`` is a D2 field."""
    return getattr(c, "kind", "") == "d2_field"


def _another_d2_enters(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj != ctx.source and event.to in BATTLE and event.frm not in BATTLE \
        and event.obj is not None and is_d2(state.objects[event.obj].card)


@dataclass(frozen=True)
class ThisFieldToGraveyard(Action):
    """"Put this D2 field into your graveyard", if it is still in the battle zone."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None or state.objects[ctx.source].zone not in BATTLE:
            return
        o = state.objects[ctx.source]
        state.log_rule(R_D2, "Another D2 field came out: {} is put into {}'s graveyard",
                       o.card.name, state.players[o.owner].name)
        state.move(ctx.source, GRAVEYARD[o.owner], player=o.owner, reason="d2_field",
                   cause="effect", source=ctx.source, rule=R_D2)


REPLACED_BY_ANOTHER = Triggered(
    "(When another D2 field comes out, put this D2 field into your graveyard.)",
    on=Pattern("move", where=_another_d2_enters), effect=(ThisFieldToGraveyard(),))
"""The reminder every D2 field prints: when another D2 field comes out (either
player's), this one goes to its owner's graveyard."""


def d_switch_line(state: GameState, oid: int) -> int | None:
    """The index of the D Switch ability on card ``oid``, if it has one."""
    for i, ab in enumerate(state.objects[oid].card.abilities):
        if isinstance(ab, Triggered) and ab.text.startswith(D_SWITCH):
            return i
    return None


def upside_down(state: GameState, oid: int) -> bool:
    """Whether D2 field ``oid`` in the battle zone has been turned upside down: its D
    Switch was used by this object."""
    o = state.objects[oid]
    line = d_switch_line(state, oid)
    if line is None or o.zone not in BATTLE:
        return False
    return not D_SWITCH_LIMIT.available(state, o.controller, oid, line)


def why_not_switch(state: GameState, player: int, oid: int, arg: object = None) -> str:
    """Why ``player`` cannot use the D Switch of ``oid`` now: it is only ever used as its
    trigger resolves, and once in the game."""
    o = state.objects[oid]
    name = o.card.name
    if o.zone != BATTLE[player] or not is_d2(o.card) or d_switch_line(state, oid) is None:
        return f"only a D2 field of yours in the battle zone has a D Switch ({R_D_SWITCH})"
    if upside_down(state, oid):
        return f"{name}'s D Switch was already used: a D Switch is used once in the game " \
               f"({R_PER_GAME})"
    return f"{name}'s D Switch is used only at the timing it names, as its ability " \
           f"resolves ({R_D_SWITCH})"


def d2_field(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
             abilities: Sequence[Ability] = ()) -> DmCard:
    """A D2 field card (D2フィールド): used, it is deployed into the battle zone
    (DM-USE-11); it carries the reminder that another D2 field coming out replaces it."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="d2_field", civilizations=civs, cost=cost,
                  abilities=(*abilities, REPLACED_BY_ANOTHER))


def d_switch(timing: str, on: Pattern, effect: Sequence[Action]) -> Triggered:
    """"D Switch: <timing>, you may turn this D2 field upside down, once in the game. If
    you do, <effect>": optional, once in the game for this object (:data:`D_SWITCH_LIMIT`,
    spent when its controller says yes)."""
    text = f"{D_SWITCH}: {timing}, you may turn this D2 field upside down, once in the " \
           f"game. If you do, " + "; ".join(a.text for a in effect) + "."
    return Triggered(text, on=on, optional=True, limit=D_SWITCH_LIMIT,
                     effect=(TurnUpsideDown(), *effect))


@dataclass(frozen=True)
class TurnUpsideDown(Action):
    """The D Switch's cost: this D2 field is turned upside down (the limit was spent as
    its controller chose to; this says so)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        state.log_rule(R_PER_GAME, "{} turns {} upside down: its D Switch is used (once in "
                       "the game)", state.players[ctx.controller].name,
                       state.objects[ctx.source].card.name)

    @property
    def text(self) -> str:
        return "turn this D2 field upside down"




def _turn_players_draw(state: GameState, event: Event, ctx: Ctx) -> bool:
    # Also the filter of the history count: only draws are counted.
    return event.kind == "draw" and event.player == state.active


FIRST_DRAW_IN_OWN_TURN = first_time("draw", _turn_players_draw)
""""When a player draws their first card in their own turn" (いずれかのプレイヤーが自身の
ターンに最初のカードを引いた時): the turn's first draw by the turn player, whatever drew it."""
