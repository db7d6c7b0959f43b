"""Card definitions and card pools.

A card is frozen data: its names (English and Japanese), its game characteristics (a
game subclasses :class:`CardDef`) and its abilities, each carrying its printed text. A
:class:`CardPool` finds a card by either name, forgiving case, width and dash variants,
and suggests near names when it does not know one.
"""

from __future__ import annotations

import difflib
import pickle
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .abilities import Ability, Keyword, functioning
from .decision import normalize
from .errors import EngineError, UnknownCard


@dataclass(frozen=True, kw_only=True, eq=False)
class CardDef:
    """The printed card: names, abilities and (in subclasses) characteristics.

    ``filler`` marks invented vanilla cards that stand in for real ones in demo decks.
    Cards compare by identity: each is defined once, in its game's pool.
    """

    name: str
    jp: str = ""
    abilities: tuple[Ability, ...] = ()
    filler: bool = False
    if TYPE_CHECKING:
        # Set by __post_init__ and kept out of the dataclass's fields (its repr, fields()
        # and replace()): the type checker alone is told of them.
        _keywords: frozenset[str] = field(init=False)
        _functioning: dict[str, tuple[tuple[int, Ability], ...]] = field(init=False)
        _game: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_keywords",
                           frozenset(a.name for a in self.abilities if isinstance(a, Keyword)))
        object.__setattr__(self, "_functioning", {})
        object.__setattr__(self, "_game", "")

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as a reference to the game's pool and the card's name: a definition
        holds functions (conditions, lambdas) that cannot be pickled, and it is shared
        by every state, so a loaded state must point at the same definition."""
        game = self._game
        if not game:
            raise pickle.PicklingError(f"{self!r} is in no game's card pool: only the cards "
                                       "of a pool can be pickled")
        return (_card, (game, self.name))

    def has(self, keyword: str) -> bool:
        """Whether the card has the keyword ability ``keyword`` (by name)."""
        return keyword in self._keywords

    @property
    def vanilla(self) -> bool:
        """Whether the card has no abilities at all."""
        return not self.abilities

    def functioning(self, zone: str,
                    default_zones: tuple[str, ...]) -> tuple[tuple[int, Ability], ...]:
        """Abilities with a pipeline role that function in ``zone`` (cached)."""
        cache = self._functioning
        found = cache.get(zone)
        if found is None:
            found = cache[zone] = functioning(self.abilities, zone, default_zones)
        return found

    @property
    def text(self) -> str:
        """The card's rules text, ability by ability."""
        return "\n".join(a.text for a in self.abilities if a.text)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


_POOLS: dict[str, CardPool] = {}
"""The pools pickled cards were found in, by game (a known game's rules never change)."""


def _card(game: str, name: str) -> CardDef:
    """The card called ``name`` in game ``game``'s pool (how a pickled card loads)."""
    pool = _POOLS.get(game)
    if pool is None:
        from ..games import get_rules

        pool = _POOLS[game] = get_rules(game).pool
    return pool.get(name)


def _user_card(game: str, name: str) -> CardDef | None:
    """The playable card called ``name`` in the user's card store, built afresh, or
    ``None`` (imported lazily: the store is needed only for a name no pool knows)."""
    from ..carddb.store import user_card

    return user_card(game, name)


class CardPool:
    """The cards of one game, found by English or Japanese name."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._cards: dict[str, CardDef] = {}
        self._index: dict[str, CardDef] = {}

    def add(self, *cards: CardDef) -> None:
        """Add cards; two cards may not share a name."""
        for card in cards:
            for name in (card.name, card.jp):
                if not name:
                    continue
                key = normalize(name)
                other = self._index.get(key)
                if other is not None and other is not card:
                    raise EngineError(f"{self.game} card name {name!r} is defined twice")
                self._index[key] = card
            self._cards[card.name] = card
            if not card._game:
                # Where a pickled card is looked up again (the first pool it joined).
                object.__setattr__(card, "_game", self.game)

    def get(self, name: str) -> CardDef:
        """The card called ``name`` (English or Japanese); raises :class:`UnknownCard`.

        A name the pool does not know may be a card the user imported from a card database
        (:mod:`tcgkit.carddb`) that plays by its statistics alone: it joins the pool the
        first time it is asked for, so that decks and saved games may name it."""
        card = self._cards.get(name) or self._index.get(normalize(name))
        if card is None:
            card = _user_card(self.game, name)
            if card is not None:
                self.add(card)
                return card
            close = difflib.get_close_matches(normalize(name), list(self._index), n=3, cutoff=0.6)
            raise UnknownCard(name, self.game, tuple(dict.fromkeys(self._index[c].name
                                                                   for c in close)))
        return card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and normalize(name) in self._index

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)
