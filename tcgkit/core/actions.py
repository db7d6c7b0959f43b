"""Actions every game's cards share: the instructions whose meaning does not depend on
the game ("draw two cards"). Each game's vocabulary re-exports them; the rule a log
entry cites comes from the game (:meth:`Rules.effect_draw_rule`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import OPPONENT, YOU, Action, Ctx
from .decision import Decision, Option
from .events import Event
from .pending import opponents, seats_from, teams_from
from .steps import Ask

if TYPE_CHECKING:
    from .state import GameState

EACH = "each"
"""Every player, the turn player first (APNAP, CR 101.4)."""


def players(state: GameState, ctx: Ctx, who: str) -> list[int]:
    """The players an instruction names, seen from the effect's controller: "opponent"
    is each opponent still in the game, in turn order (CR 102.2, 800.4a)."""
    if who == YOU:
        return [ctx.controller]
    if who == OPPONENT:
        return opponents(state, ctx.controller)
    if who == EACH:
        return list(seats_from(state, state.active))
    raise ValueError(f"unknown player reference {who!r}")


class TeamDraws(Ask):
    """Shared team turns (CR 121.2d): the players of one team who are told to draw each
    draw ``count`` cards, in the order the team chooses (asked of its first player in
    turn order); ``players``: those still to draw."""

    __slots__ = ("count", "ctx", "players", "rule")

    def __init__(self, ctx: Ctx, count: int, players: tuple[int, ...], rule: str) -> None:
        self.ctx = ctx
        self.count = count
        self.players = players
        self.rule = rule

    def decide(self, state: GameState) -> Decision | None:
        if len(self.players) < 2:
            return None
        return Decision(self.players[0], "draw_order",
                        [Option("draw_first", -1, p) for p in self.players],
                        "Choose the player of your team who draws next (CR 121.2d)", state)

    def run(self, state: GameState) -> None:
        for p in self.players:
            self._draw(state, p)

    def answer(self, state: GameState, option: Option) -> None:
        p = option.arg
        assert type(p) is int
        state.log_rule("CR 121.2d", "{}'s team has {} draw first",
                       state.players[self.players[0]].name, state.players[p].name)
        self._draw(state, p)
        rest = tuple(q for q in self.players if q != p)
        if rest:
            state.push(TeamDraws(self.ctx, self.count, rest, self.rule))

    def _draw(self, state: GameState, player: int) -> None:
        state.emit_for(self.ctx, Event("draws", player=player, amount=self.count,
                                       source=self.ctx.source, reason="effect",
                                       rule=self.rule))


def each_player_draws(state: GameState, ctx: Ctx, count: int, rule: str) -> None:
    """Every player draws ``count`` cards: the active player all of theirs first, then
    each other player in turn order (CR 121.2c); with shared team turns, team by team,
    the active team first, each team's players in the order the team chooses (CR
    121.2d)."""
    if len(state.players) > 2:
        teams = teams_from(state, state.active)
        if any(len(team) > 1 for team in teams):
            state.push(*[TeamDraws(ctx, count, team, "CR 121.2d") for team in teams])
            return
    for p in players(state, ctx, EACH):
        state.emit_for(ctx, Event("draws", player=p, amount=count, source=ctx.source,
                                  reason="effect", rule=rule))


@dataclass(frozen=True)
class Draw(Action):
    """"<who> draws <count> card(s)"; with no player named, the controller. It can be
    done only if each of those players has that many cards to draw (what rules of
    activation ask, as Yu-Gi-Oh!'s do)."""

    count: int = 1
    who: str = YOU
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        rule = state.rules.effect_draw_rule(self.count)
        for p in players(state, ctx, self.who):
            state.emit_for(ctx, Event("draws", player=p, amount=self.count, source=ctx.source,
                                      reason="effect", rule=rule))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        library = state.rules.library_ids
        return all(len(state.zones[library[p]]) >= self.count
                   for p in players(state, ctx, self.who))

    @property
    def text(self) -> str:
        return f"draw {self.count}"
