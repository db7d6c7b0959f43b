"""What the games' scripted players share: scoring every option of a decision and
playing the best one, and reading only what the deciding player may see.

A scripted player (``tcgkit/games/<game>/agent.py``) gives each option of the decision a
score from the player's point of view; :class:`ScoringAgent` plays the option with the
highest score, a tie broken by the agent's own seeded generator, never the game's.

The helpers here are the only way those players look at objects: an object is read
only if :meth:`~tcgkit.core.state.GameState.visible_to` says the deciding player may see
which card it is, and a zone only as the list of such objects (the size of any zone is
public). Nothing here copies the game to look ahead: a copy holds the order of the
decks and the game's random generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.cards import CardDef
from ..core.decision import Decision, Option
from ..core.rng import Rng

if TYPE_CHECKING:
    from ..core.objects import GameObject
    from ..core.state import GameState

_GREEDY_STREAM = 0x3A9F_2C71_0000_0000
"""Mixed into a scripted player's seed, so its tie-breaks follow neither the game's
shuffles nor a random agent built with the same seed."""


class ScoringAgent:
    """A player that scores each option (:meth:`scores`) and plays the best; an option
    alone is played without scoring. Ties are broken by the agent's own generator, so
    that equal choices (two blockers alike, shields told apart only by place) are not
    always the first listed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ _GREEDY_STREAM)

    def choose(self, state: GameState) -> Option:
        """The best-scored option of the current decision."""
        d = state.decision
        if d is None:
            raise ValueError("the game is over: there is nothing to choose")
        options = d.options
        if len(options) == 1:
            return options[0]
        return options[self.best(self.scores(state, d))]

    def best(self, scores: Sequence[float]) -> int:
        """The index of the highest score; among equal ones, one drawn at random."""
        top = max(scores)
        ties = [i for i, s in enumerate(scores) if s == top]
        return ties[0] if len(ties) == 1 else ties[self.rng.below(len(ties))]

    def scores(self, state: GameState, d: Decision) -> list[float]:
        """One score per option of ``d``, in order: higher is better for ``d.player``."""
        raise NotImplementedError


def seen(state: GameState, oid: int, player: int) -> GameObject | None:
    """Object ``oid`` if ``player`` may see which card it is, else ``None`` (a card in a
    hidden zone, a face-down card of another player's, or no object: ``-1``)."""
    if oid < 0 or oid >= len(state.objects) or not state.visible_to(oid, player):
        return None
    o = state.objects[oid]
    return None if o.face_down and _unnamed(state, o, player) else o


def _unnamed(state: GameState, o: GameObject, player: int) -> bool:
    # A face-down card its player may not know yet (Magic: drawn while a spell is being
    # cast, CR 121.8): the game's own view of it for that player names no card.
    return "name" not in state.rules.object_view(state, o, player)


def seen_in(state: GameState, zone: int, player: int) -> list[GameObject]:
    """The objects of ``zone`` that ``player`` may see, in the zone's order (for a
    hidden zone, none: only its size, ``len(state.zones[zone])``, is public)."""
    objects = state.objects
    out = [objects[oid] for oid in state.zones[zone] if state.visible_to(oid, player)]
    if any(o.face_down for o in out):
        out = [o for o in out if not (o.face_down and _unnamed(state, o, player))]
    return out


def named_card(state: GameState, text: str) -> CardDef | None:
    """The card whose name ends a decision's prompt after " for " ("Choose target creature
    for Doom Blade"), looked up in the game's public card list; ``None`` if there is
    none."""
    _, sep, name = text.rpartition(" for ")
    pool = state.rules.pool
    name = name.strip()
    # Only a name the pool knows: an unknown one would make the pool look further.
    if not sep or name not in pool:
        return None
    return pool.get(name)
