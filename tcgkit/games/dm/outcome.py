"""How a Duel Masters game ends when more than one player meets a condition at once (DM
104).

- **Deck-out during an effect** (DM 104.2b): a player whose deck has no cards loses, and
  the rules count a deck that was empty even for an instant in the middle of an effect
  as empty. The loss is a state-based process (状況起因処理): it is settled once the
  effect has resolved, so an effect that empties both players' decks ("each player
  draws a card" with one card left in each deck) makes both of them lose at the same
  time, and the game is a draw (両者敗北, ruled so since December 2019: DM Wiki
  両者敗北). A deck that runs out outside any effect (the draw step's draw) loses at once,
  as before: nothing else can happen at the same moment there.
- **Winning and losing at once** (DM 104.2c, quoted on DM Wiki 勝利): a player whom card
  effects make meet a win condition and a loss condition at the same time wins. No card
  tcgkit knows makes a player win or lose by its effect, so no game reaches this yet and
  nothing here rules on it. The deck-out of the opponent (a win) and of the player
  themselves (a loss) in one effect are two state-based losses, not card effects, and end
  in a draw (DM Wiki 両者敗北: simultaneous state-based losses, in practice only decks
  running out together).

The settling is a step placed under the outermost effect being resolved on the work
stack (:class:`DeckOutCheck`): plain data, so a copy or a saved game in the middle of
the effect keeps the players whose decks already ran out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.steps import EndResolution, RunActions, Step
from .zones import DECK

if TYPE_CHECKING:
    from ...core.state import GameState

R_DECK_OUT = "DM 104.2b"
"""A player whose deck reaches 0 cards loses (an empty deck even for an instant counts)."""
R_BOTH_LOSE = "DM 104.2b (both decks)"
"""Decks that ran out in the same effect: their players lose together (両者敗北)."""


def _outermost_effect(state: GameState) -> int | None:
    """The place on the work stack of the outermost effect being resolved (its next
    actions, or the end of its resolution), or ``None`` when no effect is resolving."""
    for i, s in enumerate(state.work):
        if isinstance(s, (RunActions, EndResolution)):
            return i
    return None


def deck_out(state: GameState, player: int, *, by_effect: bool = False) -> None:
    """``player``'s deck has no cards: they lose at once, or, in the middle of an effect
    (one is resolving on the work stack, or the event that emptied the deck was an
    effect's: ``by_effect``), once it has resolved, together with every other player
    whose deck ran out in it (:class:`DeckOutCheck`)."""
    if state.zones[DECK[player]] or state.players[player].lost or state.over:
        return
    for stack in (state.work, state._sched):
        for i, s in enumerate(stack):
            if isinstance(s, DeckOutCheck):
                if player not in s.players:
                    stack[i] = DeckOutCheck((*s.players, player))
                    _log_ran_out(state, player)
                return
    at = _outermost_effect(state)
    if at is None and not by_effect:
        state.lose(player, rule=R_DECK_OUT, why="their deck has no cards left")
        return
    _log_ran_out(state, player)
    if at is None:
        # The effect's last action is being carried out: on the work stack itself, the
        # check runs after everything the running step schedules (the other players'
        # draws of "each player draws" among them).
        state.work.append(DeckOutCheck((player,)))
    else:
        # Below the outermost effect: it runs once that effect's work is all done.
        state.work.insert(at, DeckOutCheck((player,)))


def _log_ran_out(state: GameState, player: int) -> None:
    state.log_rule(R_DECK_OUT, "{}'s deck has no cards left in the middle of an effect: "
                   "they lose once it has resolved (a state-based loss)",
                   state.players[player].name)


class DeckOutCheck(Step):
    """After an effect: the players whose decks ran out during it lose, all at once (the
    game is a draw when that is every player)."""

    __slots__ = ("players",)

    def __init__(self, players: tuple[int, ...]) -> None:
        self.players = players

    def run(self, state: GameState) -> None:
        if state.over:
            return
        both = len(self.players) > 1
        if both:
            state.log_rule(R_BOTH_LOSE, "{} ran out of cards in the same effect: they lose "
                           "at the same time", " and ".join(
                               state.players[p].name + "'s deck" for p in self.players))
        for p in self.players:
            state.lose(p, rule=R_BOTH_LOSE if both else R_DECK_OUT,
                       why="their deck ran out of cards")
