"""The London mulligan (CR 103.5): after the opening hands are drawn, each player in turn
order, starting with the starting player, declares whether to keep their hand or take a
mulligan. Those who take one shuffle their hand into their library and draw a new hand of
seven; the declarations repeat among them until every player has kept. A player who keeps
after N mulligans puts N cards from their hand on the bottom of their library, one at a
time, in the order they choose; in a multiplayer game the first mulligan is free, one
card fewer goes to the bottom (CR 103.5c).

Each choice is a player's decision (``mulligan`` / ``keep_hand``, then
``put_on_bottom``), offered and refused by one check each (:func:`why_not_mulligan`,
:func:`why_not_bottom`). The ``keep_opening_hand`` automation keeps every hand without
asking for a caller who names it (it is not among the default automations, see
:mod:`tcgkit.core.automation`); otherwise each player declares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.automation import KEEP_OPENING_HAND
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.pending import teams_from
from ...core.steps import Ask
from .ordering import PutOnBottomInAnyOrder, why_not_order
from .zones import HAND, LIBRARY

if TYPE_CHECKING:
    from ...core.state import GameState

RULE = "CR 103.5"
HAND_SIZE = 7
"""A mulligan's new hand is always seven cards (CR 103.5)."""

FREE_RULE = "CR 103.5c"


def to_bottom(state: GameState, taken: int) -> int:
    """How many cards a player who kept after ``taken`` mulligans puts on the bottom of
    their library: one per mulligan, but in a multiplayer game (one that began with more
    than two players, CR 100.1b) the first mulligan is free (CR 103.5c)."""
    if taken and len(state.players) > 2:
        return taken - 1
    return taken


MULLIGAN = Option("mulligan")
KEEP = Option("keep_hand")


def why_not_mulligan(state: GameState, player: int) -> str | None:
    """Why ``player`` cannot declare a mulligan or a keep now, or ``None`` if they can:
    only at the start of the game, when it is their turn to declare (CR 103.5)."""
    step = state.work[-1] if state.work else None
    if isinstance(step, PutOnBottom) and step.player == player:
        return "you have kept your hand: a player who keeps takes no more mulligans " \
               "(CR 103.5)"
    if not isinstance(step, MulliganDecision):
        return "a mulligan is taken only before the game's first turn (CR 103.5)"
    if step.player != player:
        return f"it is {state.players[step.player].name}'s turn to declare whether " \
               f"to take a mulligan (CR 103.5)"
    return None


def why_not_bottom(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot put ``oid`` on the bottom of their library now, or ``None``:
    a player who kept after mulligans puts cards from their own hand there (CR 103.5)."""
    step = state.work[-1] if state.work else None
    if isinstance(step, PutOnBottomInAnyOrder):  # an effect's "in any order" (ordering.py)
        return why_not_order(state, player, oid)
    if not isinstance(step, PutOnBottom) or step.player != player:
        return "cards are put on the bottom only after keeping a hand after a mulligan " \
               "(CR 103.5)"
    if not 0 <= oid < len(state.objects) or state.objects[oid].zone != HAND[player]:
        return "the card is not in your hand (CR 103.5)"
    return None


def start_mulligans(state: GameState, first: int) -> None:
    """Schedule the declarations after the opening hands are drawn, in turn order from
    the starting player (CR 103.5); with shared team turns (Two-Headed Giant) each
    player of the starting team first, then those of the other team (CR 805.3a; within
    a team in seat order, the team's choice of that order not being asked)."""
    order = tuple(p for team in teams_from(state, first) for p in team)
    state.push(MulliganDecision(order[0], order[1:], (), (0,) * len(state.players)))


class MulliganDecision(Ask):
    """One declaration of a round: ``player`` declares now, ``rest`` are the players to
    declare after them this round, ``again`` those who took a mulligan so far this
    round, ``taken`` how many mulligans each player has taken."""

    __slots__ = ("again", "player", "rest", "taken")

    def __init__(self, player: int, rest: tuple[int, ...], again: tuple[int, ...],
                 taken: tuple[int, ...]) -> None:
        self.player = player
        self.rest = rest
        self.again = again
        self.taken = taken

    def decide(self, state: GameState) -> Decision | None:
        if KEEP_OPENING_HAND in state.automations:
            return None
        p = self.player
        n = to_bottom(state, self.taken[p])
        hand = len(state.zones[HAND[p]])
        prompt = f"Keep this hand of {hand}" + (
            f" (then put {n} card(s) on the bottom of your library)" if n else "") + \
            ", or take a mulligan?"
        return Decision(p, "mulligan", [KEEP, MULLIGAN], prompt, state)

    def run(self, state: GameState) -> None:
        """The ``keep_opening_hand`` automation: the hand is kept."""
        self.answer(state, KEEP)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        name = state.players[p].name
        again = self.again
        if option.kind == "mulligan":
            state.log_rule(RULE, "{} takes a mulligan", name)
            again = (*again, p)
        else:
            n = self.taken[p]
            state.log_rule(RULE, "{} keeps their hand{}", name,
                           f" after {n} mulligan(s)" if n else "")
            if n and to_bottom(state, n) < n:
                state.log_rule(FREE_RULE, "{}'s first mulligan is free: {} card(s) go on "
                               "the bottom", name, to_bottom(state, n))
        rest = self.rest
        # The keep's cards go to the bottom as it is declared (the others' declarations
        # do not depend on it), before the next player declares.
        if option.kind == "keep_hand" and to_bottom(state, self.taken[p]):
            state.push(PutOnBottom(p, to_bottom(state, self.taken[p])))
        if rest:
            state.push(MulliganDecision(rest[0], rest[1:], again, self.taken))
        if not rest and again:
            taken = tuple(t + (i in again) for i, t in enumerate(self.taken))
            for q in again:
                _redraw(state, q)
            state.push(MulliganDecision(again[0], again[1:], (), taken))


def _redraw(state: GameState, player: int) -> None:
    """Shuffle the hand into the library and draw a new hand of seven (CR 103.5)."""
    library = LIBRARY[player]
    state.log_rule(RULE, "{} shuffles their hand of {} into their library and draws a new "
                   "hand of seven", state.players[player].name, len(state.zones[HAND[player]]))
    for oid in list(state.zones[HAND[player]]):
        state.move(oid, library, reason="mulligan", cause="rule")
    state.emit(Event("shuffle", player=player, to=library, rule=RULE))
    state.emit(Event("draws", player=player, amount=HAND_SIZE, reason="opening_hand",
                     rule=RULE))


class PutOnBottom(Ask):
    """A player who kept after mulligans puts a card from their hand on the bottom of
    their library (``left`` still to put; CR 103.5)."""

    __slots__ = ("left", "player")

    def __init__(self, player: int, left: int) -> None:
        self.player = player
        self.left = left

    def decide(self, state: GameState) -> Decision | None:
        hand = state.zones[HAND[self.player]]
        if not hand:
            return None
        return Decision(self.player, "put_on_bottom",
                        one_per_card(state, hand, "put_on_bottom"),
                        f"Put a card from your hand on the bottom of your library "
                        f"({self.left} left)", state)

    def run(self, state: GameState) -> None:
        """An empty hand has nothing left to put on the bottom."""

    def answer(self, state: GameState, option: Option) -> None:
        state.move(option.obj, LIBRARY[self.player], at=0, reason="mulligan", cause="rule")
        name = state.players[self.player].name
        state.log_rule(RULE, "{} puts {} on the bottom of their library", name,
                       state.objects[option.obj].card.name, private=self.player,
                       public="{} puts a card on the bottom of their library")
        if self.left > 1:
            state.push(PutOnBottom(self.player, self.left - 1))
