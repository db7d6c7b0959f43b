"""Magic's turn (CR 500-514) as data: each step's turn-based actions and priority."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.automation import PASS_PRIORITY
from ...core.events import Event
from ...core.resolve import GivePriority
from ...core.steps import DiscardToHandSize, Step
from ...core.turns import TurnStep, TurnStructure
from .characteristics import watched
from .combat import CombatDamage, DeclareAttackers, DeclareBlockers, EndCombat, attacking
from .play import priority_matters, sba_pending
from .zones import BATTLEFIELD, HAND

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut, objects

MAX_HAND_SIZE = 7


def _priority(state: GameState) -> None:
    """The active player receives priority: a step in which nobody could do anything
    but pass (with automation on) ends at once."""
    if PASS_PRIORITY not in state.automations or priority_matters(state):
        state.push(GivePriority(state.active, 0))


def _untap(state: GameState) -> None:
    """CR 502.3: the active player untaps their permanents; no one gets priority (502.4)."""
    objs = state.objects
    tapped = [oid for oid in state.zones[BATTLEFIELD[state.active]] if objs[oid].tapped]
    if tapped:
        state.log_rule("CR 502.3", "{} untaps {} permanent(s)",
                       state.players[state.active].name, len(tapped))
    for oid in tapped:
        state.emit(Event("untap", obj=oid, reason="rule", rule="CR 502.3"))


def _draw(state: GameState) -> None:
    """CR 504.1: the active player draws a card (a turn-based action), then priority."""
    state.emit(Event("draws", player=state.active, amount=1, reason="draw_step",
                     rule="CR 504.1"))
    state.push(GivePriority(state.active, 0))


def _skip_first_draw(state: GameState) -> str | None:
    return "CR 103.8a" if state.turn == 1 else None


def _declare_attackers(state: GameState) -> None:
    state.push(DeclareAttackers(), GivePriority(state.active, 0))


def _no_attackers(state: GameState) -> str | None:
    return None if attacking(state) else "CR 508.8"


def _declare_blockers(state: GameState) -> None:
    state.push(DeclareBlockers(), GivePriority(state.active, 0))


def _combat_damage(state: GameState) -> None:
    state.push(CombatDamage(), GivePriority(state.active, 0))


def _end_of_combat(state: GameState) -> None:
    state.push(GivePriority(state.active, 0), EndCombat())


def _cleanup(state: GameState) -> None:
    if len(state.zones[HAND[state.active]]) > MAX_HAND_SIZE:
        state.push(DiscardToHandSize(state.active, MAX_HAND_SIZE, "CR 514.1"))
    state.push(CleanupEnd())


class CleanupEnd(Step):
    """CR 514.2: damage is removed and "until end of turn" effects end; if state-based
    actions or triggers then need handling, players get priority and another cleanup
    step follows (CR 514.3a)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        for oid in watched(state):
            if objs[oid].damage or objs[oid].deathtouched:
                if TYPE_CHECKING:
                    cleared = mut(state, oid)
                else:
                    cleared = state.mut(oid)
                cleared.damage = 0
                cleared.deathtouched = False
        state.data = state.data.replace(watched=())
        state.end_continuous("turn")
        state.end_continuous("combat")  # one created after combat lasts until now at most
        if sba_pending(state) or state.triggered:
            state.log_rule("CR 514.3a", "players receive priority during the cleanup step; "
                           "another cleanup step follows")
            state.push(GivePriority(state.active, 0),
                       DiscardToHandSize(state.active, MAX_HAND_SIZE, "CR 514.1"), CleanupEnd())


STRUCTURE = TurnStructure((
    TurnStep("untap", "beginning", "CR 502", "Untap step", "アンタップ・ステップ", body=_untap),
    TurnStep("upkeep", "beginning", "CR 503", "Upkeep step", "アップキープ・ステップ",
             body=_priority),
    TurnStep("draw", "beginning", "CR 504", "Draw step", "ドロー・ステップ", body=_draw,
             skip=_skip_first_draw),
    TurnStep("main1", "precombat main", "CR 505", "Precombat main phase",
             "戦闘前メイン・フェイズ", body=_priority),
    TurnStep("beginning_of_combat", "combat", "CR 507", "Beginning of combat step",
             "戦闘開始ステップ", body=_priority),
    TurnStep("declare_attackers", "combat", "CR 508", "Declare attackers step",
             "攻撃クリーチャー指定ステップ", body=_declare_attackers),
    TurnStep("declare_blockers", "combat", "CR 509", "Declare blockers step",
             "ブロック・クリーチャー指定ステップ", body=_declare_blockers, skip=_no_attackers),
    TurnStep("combat_damage", "combat", "CR 510", "Combat damage step",
             "戦闘ダメージ・ステップ", body=_combat_damage, skip=_no_attackers),
    TurnStep("end_of_combat", "combat", "CR 511", "End of combat step", "戦闘終了ステップ",
             body=_end_of_combat),
    TurnStep("main2", "postcombat main", "CR 505", "Postcombat main phase",
             "戦闘後メイン・フェイズ", body=_priority),
    TurnStep("end", "ending", "CR 513", "End step", "終了ステップ", body=_priority),
    TurnStep("cleanup", "ending", "CR 514", "Cleanup step", "クリンナップ・ステップ",
             body=_cleanup),
))
