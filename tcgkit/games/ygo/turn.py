"""The Yu-Gi-Oh! turn as data: Draw, Standby, Main 1, Battle, Main 2 and End Phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.events import Event
from ...core.steps import DiscardToHandSize
from ...core.turns import TurnStep, TurnStructure
from .battle import BattleStep
from .chain import (
    BATTLE_START_WINDOW,
    END_PHASE_WINDOW,
    STANDBY_WINDOW,
    OpenWindow,
    begin_draw_phase,
    draw_phase_may_act,
)
from .control import return_control
from .play import MainPhase, battle_phase_allowed
from .skips import draw_phase_skipped
from .zones import FIELD_ZONE, HAND, MONSTER_ZONE, SPELL_TRAP_ZONE

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data

MAX_HAND_SIZE = 6


def normal_draw_count(state: GameState) -> int:
    """How many cards the normal draw draws before effects change it: 1, or under the
    variant rules of seed 000 (YGO-ND-06) up to a hand (and field) of 5."""
    variant = state.options.get("normal_draw", "standard")
    if variant == "standard":
        return 1
    p = state.active
    held = len(state.zones[HAND[p]])
    if variant == "hand_and_field_5":
        held += sum(len(state.zones[z[p]]) for z in (MONSTER_ZONE, SPELL_TRAP_ZONE, FIELD_ZONE))
    return max(0, 5 - held)


def _draw_phase(state: GameState) -> None:
    """The turn player conducts the normal draw (YGO-ND-01); the player who goes first
    does not in their first turn (YGO-ND-02)."""
    p = state.active
    if state.turn == 1:
        state.log_rule("YGO-ND-02", "{} goes first and does not conduct the normal draw",
                       state.players[p].name)
        return
    if draw_phase_may_act(state) or state.triggered:
        # A window before the draw and one after it (YGO-ND-25), only when some card
        # could be activated or something triggered as the phase began (Diabolos): a
        # vanilla Duel draws at once.
        begin_draw_phase(state)
        return
    emit_normal_draw(state)


def emit_normal_draw(state: GameState) -> None:
    """The turn player's normal draw, of as many cards as the rules (and variants) say;
    count modifiers may change it (YGO-ND-04)."""
    # The standard rule (every turn of every Duel without variants) without asking
    # normal_draw_count what it would answer.
    if state.options.get("normal_draw", "standard") == "standard":
        n, rule = 1, "YGO-ND-01"
    else:
        n, rule = normal_draw_count(state), "YGO-ND-06"
    state.emit(Event("draws", player=state.active, amount=n, reason="normal_draw", rule=rule))


def _standby(state: GameState) -> None:
    # Both players may act in the Standby Phase, the turn player first (a Duel where
    # nobody could opens no window).
    if state.statics.get("activate:ability"):
        state.push(OpenWindow(STANDBY_WINDOW))


def _main1(state: GameState) -> None:
    state.push(MainPhase("main1"))


def _main2(state: GameState) -> None:
    state.push(MainPhase("main2"))


def _battle(state: GameState) -> None:
    # The Start Step: both players may act, the turn player first; then the Battle Step.
    if state.statics.get("activate:ability"):
        state.push(OpenWindow(BATTLE_START_WINDOW))
    state.push(BattleStep())


def _end(state: GameState) -> None:
    if state.continuous:
        return_control(state)  # "until the End Phase"
    if state.statics.get("activate:ability"):
        # Both players may act in the End Phase before the hand size limit applies
        # (which then looks at the hand as it is).
        state.push(OpenWindow(END_PHASE_WINDOW),
                   DiscardToHandSize(state.active, MAX_HAND_SIZE, "YGO rule: hand size limit"))
        return
    if len(state.zones[HAND[state.active]]) > MAX_HAND_SIZE:
        state.push(DiscardToHandSize(state.active, MAX_HAND_SIZE, "YGO rule: hand size limit"))


def _no_battle_phase(state: GameState) -> str | None:
    if not battle_phase_allowed(state):
        return "YGO rule: no Battle Phase in the first turn"
    if TYPE_CHECKING:
        turn = data(state)
    else:
        turn = state.data
    if turn.no_battle:
        return "YGO rule: turn structure"
    return None


def _no_main2(state: GameState) -> str | None:
    return _no_battle_phase(state)


STRUCTURE = TurnStructure((
    TurnStep("draw", "draw", "YGO-ND-01", "Draw Phase", "ドローフェイズ", body=_draw_phase,
             skip=draw_phase_skipped),
    TurnStep("standby", "standby", "YGO rule: Standby Phase", "Standby Phase",
             "スタンバイフェイズ", body=_standby),
    TurnStep("main1", "main1", "YGO rule: Main Phase 1", "Main Phase 1", "メインフェイズ1",
             body=_main1),
    TurnStep("battle", "battle", "YGO rule: Battle Phase", "Battle Phase", "バトルフェイズ",
             body=_battle, skip=_no_battle_phase),
    TurnStep("main2", "main2", "YGO rule: Main Phase 2", "Main Phase 2", "メインフェイズ2",
             body=_main2, skip=_no_main2),
    TurnStep("end", "end", "YGO rule: End Phase", "End Phase", "エンドフェイズ", body=_end),
))
