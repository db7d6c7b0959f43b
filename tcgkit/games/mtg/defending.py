""""Defending player" in an effect (CR 506.2, 805.10e).

The defending player of an attacking creature is the player it attacks, or who controls
the planeswalker or protects the battle it attacks (CR 506.2, :func:`.combat.
defending_player`). In Two-Headed Giant the whole nonactive team defends (CR 805.10a):
a one-shot effect that refers to "defending player" then means one of the defending
players, whom the effect's controller chooses as the effect is applied (CR 805.10e),
asked (yes for the first, no for the other) only when both are still in the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Pattern
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.pending import opponents
from ...core.resolve import NO, YES
from ...core.steps import Ask
from .combat import defending_player
from .zones import HAND, LIBRARY

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data, objects


def _this_attacks(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source


ATTACKS = Pattern("attack", where=_this_attacks)
""""Whenever this creature attacks" (CR 508.1m: it triggers as it is declared)."""


def defending_candidates(state: GameState, ctx: Ctx) -> list[int]:
    """The players "defending player" may mean for an effect of the attacking creature
    ``ctx.source``: in Two-Headed Giant each defending player still in the game, among
    whom the effect's controller chooses (CR 805.10e); otherwise the one player that
    creature's attack is against (CR 506.2)."""
    if state.options.get("variant") == "2hg":
        return opponents(state, ctx.controller)  # the defending team: two at most
    if TYPE_CHECKING:
        combat = data(state).combat
    else:
        combat = state.data.combat
    if combat is None or ctx.source is None:
        return []
    return [defending_player(state, combat, ctx.source)]


@dataclass(frozen=True)
class DefendingPlayerRevealsTopLand(Action):
    """"Defending player reveals the top card of their library. If it's a land card,
    that player puts it into their hand." (a move, not a draw: CR 121.5)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        players = defending_candidates(state, ctx)
        if len(players) > 1:
            state.push(ChooseDefendingPlayer(ctx, tuple(players)))
        elif players:
            reveal_top_land(state, ctx, players[0])

    @property
    def text(self) -> str:
        return "defending player reveals the top card of their library; if it's a land " \
               "card, that player puts it into their hand"


def reveal_top_land(state: GameState, ctx: Ctx, player: int) -> None:
    """``player`` reveals their top card and puts it into their hand if it is a land."""
    library = state.zones[LIBRARY[player]]
    name = state.players[player].name
    if not library:
        state.log_rule("CR 608.2c", "{} has no card to reveal", name)
        return
    oid = library[-1]
    if TYPE_CHECKING:
        card = objects(state)[oid].card
    else:
        card = state.objects[oid].card
    state.log_rule("CR 608.2c", "{} reveals {}", name, card.name)
    if card.is_a("Land"):
        state.log_rule("CR 121.5", "{} puts {} into their hand (this is not a draw)", name,
                       card.name)
        state.emit_for(ctx, Event("move", obj=oid, to=HAND[player], reason="effect",
                                  source=ctx.source))


class ChooseDefendingPlayer(Ask):
    """Two-Headed Giant: the controller of an effect that refers to "defending player"
    chooses which of the two defending players it means (CR 805.10e): "yes" for the
    first, "no" for the other."""

    __slots__ = ("ctx", "players")

    def __init__(self, ctx: Ctx, players: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.players = players

    def decide(self, state: GameState) -> Decision | None:
        first, other = (state.players[p].name for p in self.players)
        return Decision(self.ctx.controller, "defending_player", [YES, NO],
                        f"Does \"defending player\" mean {first}? (yes: {first}, "
                        f"no: {other})", state)

    def answer(self, state: GameState, option: Option) -> None:
        chosen = self.players[0] if option.kind == "yes" else self.players[1]
        state.log_rule("CR 805.10e", "{} chooses {} as the defending player",
                       state.players[self.ctx.controller].name,
                       state.players[chosen].name)
        reveal_top_land(state, self.ctx, chosen)
