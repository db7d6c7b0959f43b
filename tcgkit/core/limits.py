"""Usage limits: one concept for every "once per turn / once per game" family.

A :class:`Limit` is a value saying who shares the count, over which period, and when a
use is spent. The counts live in the state (``state.limits``) under a key built from the
limit, so a card that left and came back (a new incarnation) has a fresh count, a named
limit is shared by all of a player's cards of that name, and a limit of the whole game
survives turns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState

# Who shares one count.
OBJECT = "object"
"""This object (this incarnation of it) and this ability line only."""
NAME = "name"
"""All of the player's objects with this name (``Limit.name`` or the card's name)."""
KEYWORD = "keyword"
"""All of the player's abilities with the keyword ``Limit.name``."""
SOURCE = "source"
"""This object (this incarnation of it): all of its ability lines with a limit of this
``name`` together ("activate only one loyalty ability of each planeswalker each turn",
"you can only use 1 of this card's effects per turn")."""
PLAYER = "player"
"""A player's allowance under a game rule (land drop, Normal Summon, mana charge)."""
EVERYONE = "everyone"
"""One count for the whole game, whoever uses it."""

# The period after which the count starts again.
TURN = "turn"
GAME = "game"
ATTACK = "attack"

# When a use is spent.
ON_TRIGGER = "trigger"
AT_ACTIVATION = "activation"
AT_RESOLUTION = "resolution"
WHEN_APPLIED = "apply"
UNLESS_NEGATED = "activation_unless_negated"
"""Spent as the card is activated and given back if that activation is negated: "you
can only activate 1 <name> per turn" counts activations, and a negated activation is not
one (a hard "you can only use this effect once per turn" is :data:`AT_ACTIVATION`)."""


@dataclass(frozen=True, slots=True)
class Limit:
    """How often something may be used, by whom, per what, spent when.

    >>> Limit(name="normal summon", shared=PLAYER, spent=AT_ACTIVATION)  # doctest: +ELLIPSIS
    Limit(count=1, per='turn', shared='player', ...)
    """

    count: int = 1
    per: str = TURN
    shared: str = OBJECT
    spent: str = AT_RESOLUTION
    name: str = ""
    rule: str = ""
    """The rule a spent use is logged under (a card's "once each turn"); a game rule's
    allowance (a land drop, a Normal Summon), whose use the log already shows, has
    none and is spent silently."""

    def key(self, state: GameState, player: int, obj: int | None = None,
            line: int = 0, incarnation: int | None = None) -> tuple[Any, ...]:
        """The key under which uses of this limit are counted. ``incarnation`` names the
        object the ability belonged to when that is not the object ``obj`` is now (a
        leaves-a-zone trigger that looked back: the count is the departed object's)."""
        shared = self.shared
        per = self.per
        if shared == PLAYER and per == TURN:  # a rule's allowance, asked at every decision
            return ("p", player, self.name, "t", state.turn)
        if shared == PLAYER:
            scope: tuple[Any, ...] = ("p", player, self.name)
        elif shared == OBJECT:
            if obj is None:
                raise ValueError("an object-shared limit needs the object")
            scope = ("o", obj, state.objects[obj].incarnation if incarnation is None
                     else incarnation, line)
        elif shared == SOURCE:
            if obj is None:
                raise ValueError("a source-shared limit needs the object")
            scope = ("s", obj, state.objects[obj].incarnation if incarnation is None
                     else incarnation, self.name)
        elif shared == NAME:
            name = self.name or (state.objects[obj].card.name if obj is not None else "")
            scope = ("n", player, name, line)
        elif shared == KEYWORD:
            scope = ("k", player, self.name)
        elif shared == EVERYONE:
            scope = ("e", self.name)
        else:
            raise ValueError(f"unknown limit sharing {shared!r}")
        if per == TURN:
            return (*scope, "t", state.turn)
        if per == ATTACK:
            return (*scope, "a", state.attack_id)
        return (*scope, "g")

    def used(self, state: GameState, player: int, obj: int | None = None, line: int = 0,
             incarnation: int | None = None) -> int:
        """How many uses were spent in the current period."""
        return state.limits.get(self.key(state, player, obj, line, incarnation), 0) \
            if state.limits else 0

    def available(self, state: GameState, player: int, obj: int | None = None, line: int = 0,
                  *, count: int | None = None, incarnation: int | None = None) -> bool:
        """Whether a use is left (``count`` overrides the allowance, for effects that
        change it, such as a second Normal Summon)."""
        allowed = self.count if count is None else count
        limits = state.limits  # used() written out: asked at every Main Phase decision
        if not limits:
            return allowed > 0
        return limits.get(self.key(state, player, obj, line, incarnation), 0) < allowed

    def spend(self, state: GameState, player: int, obj: int | None = None, line: int = 0,
              incarnation: int | None = None) -> None:
        """Spend one use (logged under :attr:`rule`, if the limit has one)."""
        key = self.key(state, player, obj, line, incarnation)
        n = state.limits[key] = state.limits.get(key, 0) + 1
        state.version += 1
        if self.rule:
            who, what = state.players[player].name, self._what(state, obj)
            if self.count == 1:
                state.log_rule(self.rule, "{}: the once-per-{} use of {} is spent", who,
                               self.per, what)
            else:
                state.log_rule(self.rule, "{}: use {} of {} per {} of {} is spent", who, n,
                               self.count, self.per, what)

    def _what(self, state: GameState, obj: int | None) -> str:
        """What the count belongs to, as the log names it: the card, the name its
        copies share, the keyword."""
        if self.shared in (KEYWORD, PLAYER, EVERYONE) or obj is None:
            return self.name or "the ability"
        card = state.objects[obj].card.name
        if self.shared == NAME:
            return f"the name {self.name or card}"  # every copy of that name shares it
        return card

    def refund(self, state: GameState, player: int, obj: int | None = None,
               line: int = 0) -> None:
        """Give one use back (an activation negated under a soft limit)."""
        key = self.key(state, player, obj, line)
        n = state.limits.get(key, 0)
        if n <= 1:
            state.limits.pop(key, None)
        else:
            state.limits[key] = n - 1
        state.version += 1


def purge_stale(state: GameState) -> None:
    """Drop the counts of periods that are over (called when a turn begins)."""
    turn = state.turn
    stale = [k for k in state.limits
             if (k[-2] == "t" and k[-1] != turn) or (k[-2] == "a" and k[-1] != state.attack_id)]
    for k in stale:
        del state.limits[k]


def left(limit: Limit | None, state: GameState, controller: int, ref: tuple[int, int],
         incarnation: int | None = None) -> bool:
    """Whether an ability in play (``ref``: object id, ability index; ``incarnation``:
    see :meth:`Limit.key`) may be used again under its ``limit`` (always, without one)."""
    return limit is None or limit.available(state, controller, ref[0], ref[1],
                                            incarnation=incarnation)


def spend_for(limit: Limit | None, state: GameState, controller: int,
              ref: tuple[int, int], incarnation: int | None = None) -> None:
    """Spend one use of an ability in play (nothing, without a limit)."""
    if limit is not None:
        limit.spend(state, controller, ref[0], ref[1], incarnation)
