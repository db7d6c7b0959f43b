"""The Duel Masters turn (DM 500-511) as data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.abilities import Ctx, Pattern
from ...core.events import Event, new_event
from ...core.turns import EndTurn, EnterStep, TurnStep, TurnStructure
from .attack import AttackStep
from .play import MainStep, ManaCharge
from .zones import BATTLE, MANA

if TYPE_CHECKING:
    from ...core.state import GameState


def until_end_of(turn: int) -> str:
    """The duration of an effect that lasts until the end of turn ``turn`` ("next turn,
    ...": made in an earlier turn; ended by ``DmRules.end_turn``)."""
    return f"turn {turn}"


def until_your_next_turn(state: GameState, player: int) -> str:
    """The duration of an effect of ``player``'s that lasts "until the start of your next
    turn": to the end of the turn before it (the opponent's next turn when made in
    ``player``'s own). An extra turn of ``player``'s in between is not foreseen: no card
    tcgkit knows makes one while such an effect of its controller's lasts."""
    return until_end_of(state.turn if state.active != player else state.turn + 1)


def _start(state: GameState) -> None:
    """DM 501.1: the turn player untaps their cards in the battle zone and mana zone."""
    p = state.active
    objs = state.objects
    tapped = [oid for zid in (BATTLE[p], MANA[p]) for oid in state.zones[zid] if objs[oid].tapped]
    if tapped:
        state.log_rule("DM 501.1", "{} untaps {} card(s)", state.players[p].name, len(tapped))
    for oid in tapped:
        state.emit(new_event("untap", obj=oid, reason="rule", rule="DM 501.1"))


def _draw(state: GameState) -> None:
    """DM 502.1: the turn player draws a card."""
    state.emit(new_event("draws", player=state.active, amount=1, reason="draw_step",
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


def _end(state: GameState) -> None:
    """As the end step begins, the non-turn player may declare Invasion ZERO."""
    from .windows import at_end_step  # windows builds on this module
    at_end_step(state)


STRUCTURE = TurnStructure((
    TurnStep("start", "start", "DM 501", "Turn start step", "ターン開始ステップ", body=_start),
    TurnStep("draw", "draw", "DM 502", "Draw step", "ドローステップ", body=_draw,
             skip=_skip_first_draw),
    TurnStep("charge", "charge", "DM 503", "Mana charge step", "マナチャージステップ",
             body=_charge),
    TurnStep("main", "main", "DM 504", "Main step", "メインステップ", body=_main),
    TurnStep("attack", "attack", "DM 505", "Attack step", "攻撃ステップ", body=_attack),
    TurnStep("end", "end", "DM 511", "Turn end step", "ターン終了ステップ", body=_end),
))


def your_turn_ends(state: GameState, event: Event, ctx: Ctx) -> bool:
    """"At the end of your turn" (自分のターンの終わりに): the turn end step of the
    ability controller's turn begins (DM 511)."""
    return event.data[:1] == ("end",) and event.player == ctx.controller


def opponents_turn_ends(state: GameState, event: Event, ctx: Ctx) -> bool:
    """"At the end of your opponent's turn" (相手のターンの終わりに)."""
    return event.data[:1] == ("end",) and event.player != ctx.controller


YOUR_TURN_ENDS = Pattern("step", where=your_turn_ends)
"""The trigger of "at the end of your turn": the end step's marker, so such abilities
are collected as the step begins and resolve (in the order their controller chooses)
before the turn ends."""
OPPONENTS_TURN_ENDS = Pattern("step", where=opponents_turn_ends)
"""The trigger of "at the end of your opponent's turn" (Master J Tornado, from the
hand)."""


R_SKIP_REST = "DM rule: skip the rest of the turn"

_TURN_ASKS = (ManaCharge, MainStep, AttackStep)
"""The decisions that make up the turn's steps: what "the rest of the turn" is made of."""


def skip_rest_of_turn(state: GameState, player: int, rule: str) -> None:
    """``player`` skips the rest of the turn (ターンの残りをとばす): the abilities still
    waiting to resolve lapse, the step in progress ends where it stands (its decision is
    gone), and the turn ends at once, the next player's beginning (the printed reminder:
    次のプレイヤーのターンをすぐに始める). "This turn" effects end with it; the turn end
    step, and what triggers "at the end of the turn", does not come (DM Wiki's ターンの
    残りをとばす; the Duel Masters Wiki's English page: the end-of-turn triggers are
    skipped too). Nothing if it is not ``player``'s turn. The turn's work is plain data
    on the work stack: this rewrites it, so a copy or a saved game holds the skip
    exactly."""
    if state.active != player:
        return
    state.log_rule(rule, "{} skips the rest of the turn", state.players[player].name)
    if state.pending.items or state.triggered:
        state.log_rule(rule, "{} waiting ability(ies) lapse",
                       len(state.pending.items) + len(state.triggered))
        state.pending.items.clear()
        state.triggered.clear()
    for stack in (state.work, state._sched):
        kept = []
        for step in stack:
            if isinstance(step, _TURN_ASKS):
                continue  # the step in progress ends
            if isinstance(step, EnterStep):
                step = EndTurn()  # the steps still to come are skipped
            kept.append(step)
        stack[:] = kept
