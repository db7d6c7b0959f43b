"""The Duel Masters turn (DM 500-511) as data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.events import Event
from ...core.turns import TurnStep, TurnStructure
from .attack import AttackStep
from .play import MainStep, ManaCharge
from .zones import BATTLE, MANA

if TYPE_CHECKING:
    from ...core.state import GameState


def until_end_of(turn: int) -> str:
    """The duration of an effect that lasts until the end of turn ``turn`` ("next turn,
    ...": made in an earlier turn; ended by ``DmRules.end_turn``)."""
    return f"turn {turn}"


def _start(state: GameState) -> None:
    """DM 501.1: the turn player untaps their cards in the battle zone and mana zone."""
    p = state.active
    objs = state.objects
    tapped = [oid for zid in (BATTLE[p], MANA[p]) for oid in state.zones[zid] if objs[oid].tapped]
    if tapped:
        state.log_rule("DM 501.1", "{} untaps {} card(s)", state.players[p].name, len(tapped))
    for oid in tapped:
        state.emit(Event("untap", obj=oid, reason="rule", rule="DM 501.1"))


def _draw(state: GameState) -> None:
    """DM 502.1: the turn player draws a card."""
    state.emit(Event("draws", player=state.active, amount=1, reason="draw_step",
                     rule="DM 502.1"))


def _skip_first_draw(state: GameState) -> str | None:
    """The player who goes first skips the draw of their first turn (DM 103.5)."""
    return "DM 103.5" if state.turn == 1 else None


def _charge(state: GameState) -> None:
    state.push(ManaCharge())


def _main(state: GameState) -> None:
    state.push(MainStep())


def _attack(state: GameState) -> None:
    state.push(AttackStep())


STRUCTURE = TurnStructure((
    TurnStep("start", "start", "DM 501", "Turn start step", "ターン開始ステップ", body=_start),
    TurnStep("draw", "draw", "DM 502", "Draw step", "ドローステップ", body=_draw,
             skip=_skip_first_draw),
    TurnStep("charge", "charge", "DM 503", "Mana charge step", "マナチャージステップ",
             body=_charge),
    TurnStep("main", "main", "DM 504", "Main step", "メインステップ", body=_main),
    TurnStep("attack", "attack", "DM 505", "Attack step", "攻撃ステップ", body=_attack),
    TurnStep("end", "end", "DM 511", "Turn end step", "ターン終了ステップ"),
))
