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
  tcgkit knows makes a player lose by its effect, so no game reaches this yet. The
  deck-out of the opponent (a win) and of the player themselves (a loss) in one effect
  are two state-based losses, not card effects, and end in a draw (DM Wiki 両者敗北:
  simultaneous state-based losses, in practice only decks running out together).
- **A win by a card before a deck-out** (official Q&A on Alephtina, Spirit Princess): a
  player who reaches 10 shields by putting the last card of their deck into the shield
  zone wins: the win by the card's effect is processed before the loss by the empty
  deck. An extra win (:class:`WinsTheGame`) met in the middle of an effect is settled
  with the deck-outs of that effect, first.

The settling is a step placed under the outermost effect being resolved on the work
stack (:class:`OutcomeCheck`): plain data, so a copy or a saved game in the middle of
the effect keeps the players whose decks already ran out and who met a win.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Ability, Ctx
from ...core.steps import EndResolution, RunActions, Step
from .zones import DECK

if TYPE_CHECKING:
    from ...core.state import GameState

R_DECK_OUT = "DM 104.2b"
"""A player whose deck reaches 0 cards loses (an empty deck even for an instant counts)."""
R_BOTH_LOSE = "DM 104.2b (both decks)"
"""Decks that ran out in the same effect: their players lose together (両者敗北)."""
R_EXTRA_WIN = "DM 104.2c"
"""A card's effect makes a player win (エクストラウィン)."""


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
    whose deck ran out in it (:class:`OutcomeCheck`)."""
    if state.zones[DECK[player]] or state.players[player].lost or state.over:
        return
    found = _waiting_check(state)
    if found is not None:
        stack, i, check = found
        if player not in check.losers:
            stack[i] = OutcomeCheck((*check.losers, player), check.winner, check.why)
            _log_ran_out(state, player)
        return
    if _outermost_effect(state) is None and not by_effect:
        state.lose(player, rule=R_DECK_OUT, why="their deck has no cards left")
        return
    _log_ran_out(state, player)
    _settle_later(state, OutcomeCheck((player,)))


def extra_win(state: GameState, *, by_effect: bool = False) -> None:
    """Look at the extra wins (:class:`WinsTheGame`) after a change that could meet one
    (a shield or a card with one arriving): the first player, in turn order from the turn
    player, whose condition holds wins the game (DM 104.1: the game ends at once) — at
    once, or, in the middle of an effect, once it has resolved, before any deck-out of
    that effect (DM 104.2c; official Q&A on Alephtina: a win by a card is processed
    before the loss by an empty deck). A condition met even for an instant counts."""
    if state.over or WIN_KEY not in state.statics:
        return
    found = _waiting_check(state)
    if found is not None and found[2].winner >= 0:
        return  # a player already won in this effect
    won = _meets_a_win(state)
    if won is None:
        return
    player, why = won
    if found is not None:
        stack, i, check = found
        stack[i] = OutcomeCheck(check.losers, player, why)
        _log_meets_win(state, player, why)
    elif _outermost_effect(state) is None and not by_effect:
        state.win(player, rule=R_EXTRA_WIN, why=why)
    else:
        _log_meets_win(state, player, why)
        _settle_later(state, OutcomeCheck((), player, why))


def effect_win(state: GameState, player: int, why: str) -> None:
    """A one-shot effect makes ``player`` win ("..., you win the game": Dueland): they
    win once the effect has resolved, before any deck-out of that effect (DM 104.2c), or
    at once outside an effect."""
    if state.over:
        return
    found = _waiting_check(state)
    if found is not None:
        stack, i, check = found
        if check.winner < 0:
            stack[i] = OutcomeCheck(check.losers, player, why)
            _log_meets_win(state, player, why)
    elif _outermost_effect(state) is None:
        state.win(player, rule=R_EXTRA_WIN, why=why)
    else:
        _log_meets_win(state, player, why)
        _settle_later(state, OutcomeCheck((), player, why))


def _meets_a_win(state: GameState) -> tuple[int, str] | None:
    """The first player, from the turn player on, with an extra win whose condition holds
    now, and the ability's text."""
    refs = state.statics.get(WIN_KEY, ())
    n = len(state.players)
    for k in range(n):
        player = (state.active + k) % n
        for ref in refs:
            o = state.objects[ref[0]]
            ab = o.card.abilities[ref[1]]
            if o.controller == player and isinstance(ab, WinsTheGame) and state.functions(ref) \
                    and ab.holds(state, Ctx(player, ref[0], ref)):
                return player, f"{o.card.name}: {ab.text}"
    return None


def _waiting_check(state: GameState) -> tuple[list[Step], int, OutcomeCheck] | None:
    """The :class:`OutcomeCheck` already waiting for the effect being resolved, if any
    (with its stack and place there)."""
    for stack in (state.work, state._sched):
        for i, s in enumerate(stack):
            if isinstance(s, OutcomeCheck):
                return stack, i, s
    return None


def _settle_later(state: GameState, check: OutcomeCheck) -> None:
    at = _outermost_effect(state)
    if at is None:
        # The effect's last action is being carried out: on the work stack itself, the
        # check runs after everything the running step schedules (the other players'
        # draws of "each player draws" among them).
        state.work.append(check)
    else:
        # Below the outermost effect: it runs once that effect's work is all done.
        state.work.insert(at, check)


def _log_ran_out(state: GameState, player: int) -> None:
    state.log_rule(R_DECK_OUT, "{}'s deck has no cards left in the middle of an effect: "
                   "they lose once it has resolved (a state-based loss)",
                   state.players[player].name)


def _log_meets_win(state: GameState, player: int, why: str) -> None:
    state.log_rule(R_EXTRA_WIN, "{} meets a win condition in the middle of an effect ({}): "
                   "they win once it has resolved", state.players[player].name, why)


class OutcomeCheck(Step):
    """After an effect: the player who met an extra win during it (``winner``, -1 for
    none; ``why``, the ability) wins, before anything else; otherwise the players whose
    decks ran out during it (``losers``) lose, all at once (the game is a draw when that
    is every player)."""

    __slots__ = ("losers", "why", "winner")

    def __init__(self, losers: tuple[int, ...], winner: int = -1, why: str = "") -> None:
        self.losers = losers
        self.winner = winner
        self.why = why

    def run(self, state: GameState) -> None:
        if state.over:
            return
        if self.winner >= 0:
            if self.losers:
                state.log_rule(R_EXTRA_WIN, "{} wins before the loss by an empty deck is "
                               "processed", state.players[self.winner].name)
            state.win(self.winner, rule=R_EXTRA_WIN, why=self.why)
            return
        both = len(self.losers) > 1
        if both:
            state.log_rule(R_BOTH_LOSE, "{} ran out of cards in the same effect: they lose "
                           "at the same time", " and ".join(
                               state.players[p].name + "'s deck" for p in self.losers))
        for p in self.losers:
            state.lose(p, rule=R_BOTH_LOSE if both else R_DECK_OUT,
                       why="their deck ran out of cards")


@dataclass(frozen=True, kw_only=True)
class WinsTheGame(Ability):
    """"If <condition>, you win the game": an extra win (エクストラウィン) that holds while
    its card is in the battle zone. ``holds`` is the condition; it is looked at whenever
    a shield or a card with such an ability arrives (:func:`extra_win`)."""

    holds: Callable[[GameState, Ctx], bool]
    ROLE: ClassVar[str] = "static"

    def kinds(self) -> tuple[str, ...]:
        return ("win",)


WIN_KEY = "static:win"
"""Where the extra wins of the cards in play are indexed (``state.statics``)."""
