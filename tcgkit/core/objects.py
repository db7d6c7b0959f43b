"""Game objects and players: the mutable parts of a state, copied on write.

A state shares its objects with its copies until one of them writes: every write goes
through :meth:`GameState.mut` (or :meth:`GameState.mut_player`), which clones the object
first when it belongs to another copy. ``copy()`` is therefore a handful of list copies,
however many cards are in the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from .serial import slot_fields

if TYPE_CHECKING:
    from .cards import CardDef
    from .state import GameState


def _codegen(name: str, lines: list[str], namespace: dict[str, Any]) -> Callable[..., Any]:
    # Generated once per class: straight-line attribute copies run several times faster
    # than a loop over field names, and these run on every copy-on-write and zone change.
    exec("\n".join([f"def {name}(self):", *lines, "    pass"]), namespace)
    fn: Callable[..., Any] = namespace[name]
    return fn


_LITERALS = (bool, int, str, type(None))
"""The types of ``RESET`` values that the generated code writes as literals."""


def _reset_lines(reset: dict[str, Any]) -> list[str]:
    # A value that is a literal is written as one (no lookup at every zone change).
    return [f"    self.{f} = {v!r}" if type(v) in _LITERALS else f"    self.{f} = _reset[{f!r}]"
            for f, v in reset.items()]


class _Slotted:
    """Base of copy-on-write classes: collects field names and generates ``_clone``."""

    __slots__ = ("_token",)
    FIELDS: ClassVar[tuple[str, ...]] = ()
    _clone: ClassVar[Callable[[Any], Any]]
    _reset_status: ClassVar[Callable[[Any], None]]
    """Generated for a class with ``RESET``: sets those fields to their values."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.FIELDS = fields = slot_fields(cls)
        lines = ["    n = _new(_cls)", *(f"    n.{f} = self.{f}" for f in fields), "    return n"]
        cls._clone = _codegen("_clone", lines, {"_new": object.__new__, "_cls": cls})
        reset = getattr(cls, "RESET", None)
        if reset is not None:
            lines = _reset_lines(reset)
            cls._reset_status = _codegen("_reset_status", lines, {"_reset": reset})


class GameObject(_Slotted):
    """A card or token in the game.

    ``zone`` is the id of the zone it is in; ``incarnation`` counts its zone changes, so
    that a card that left a zone and came back is recognisably a new object (usage limits
    and "this creature" references key on it). Dict-valued fields are never changed in
    place; a write replaces the dict, so clones may share them.

    Games subclass this to add their own status fields and list, in ``RESET``, the
    values those fields take when the object changes zones.
    """

    __slots__ = (
        "card",
        "controller",
        "counters",
        "entered",
        "face_down",
        "id",
        "incarnation",
        "owner",
        "tapped",
        "zone",
    )

    RESET: ClassVar[dict[str, Any]] = {"tapped": False, "face_down": False, "counters": None}
    CHOICES: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Status fields that take one of a few texts, with those texts (a game's own)."""

    id: int
    card: CardDef
    owner: int
    controller: int
    zone: int
    incarnation: int
    tapped: bool
    face_down: bool
    counters: dict[str, int] | None
    entered: int

    def __init__(self, oid: int, card: CardDef, owner: int, zone: int) -> None:
        self._token: object = None
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.incarnation = 0
        self.entered = 0
        self._reset_status()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "reset" not in cls.__dict__:
            # reset() whole, as one function: every zone change of every card runs it.
            lines = [*_reset_lines(cls.RESET), "    self.controller = self.owner",
                     "    self.incarnation += 1"]
            cls.reset = _codegen("reset", lines, {"_reset": cls.RESET})  # type: ignore[method-assign]

    def _reset_status(self) -> None:
        """Set the ``RESET`` fields to their values (generated per class)."""

    def reset(self) -> None:
        """Forget per-zone status, as a new object would (called on a zone change)."""
        self._reset_status()
        self.controller = self.owner
        self.incarnation += 1

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    def counter(self, name: str) -> int:
        """How many counters of ``name`` are on this object."""
        return self.counters.get(name, 0) if self.counters else 0

    def __repr__(self) -> str:
        return f"<{self.card.name} #{self.id}>"


class PlayerState(_Slotted):
    """One player: index, name, life total and status; games subclass to add fields."""

    __slots__ = ("flags", "index", "life", "lost", "name")

    index: int
    name: str
    life: int
    lost: bool
    flags: dict[str, Any] | None

    def __init__(self, index: int, name: str, life: int) -> None:
        self._token: object = None
        self.index = index
        self.name = name
        self.life = life
        self.lost = False
        self.flags = None

    def flag(self, name: str, default: Any = None) -> Any:
        """A game-specific flag (``flags`` is replaced, never changed in place)."""
        return self.flags.get(name, default) if self.flags else default

    def __repr__(self) -> str:
        return f"<{self.name} life={self.life}>"


def game_has(state: GameState, key: str, test: Callable[[Any], bool]) -> bool:
    """Whether any object of the game is a card that passes ``test`` (a legendary card,
    a planeswalker), kept in the state's cache under ``key`` while the number of objects
    stays: objects are only ever added and a card never changes, so most games, which
    have none, pay one comparison for rules that only such cards need."""
    objs = state.objects
    # One number: how many objects there were when none was found, -1 - that when one was.
    n = len(objs)
    cache = state.cache
    known = cache.get(key)
    if known == n:
        return False
    if known != -1 - n:
        # The distinct cards, a dozen or two, are asked rather than every object; they
        # are gathered once for every key asked while the number of objects stays.
        cards = cache.get(_CARDS)
        if cards is None or cards[0] != n:
            cards = cache[_CARDS] = (n, {o.card for o in objs})
        known = -1 - n if any(map(test, cards[1])) else n
        cache[key] = known
    return known != n


_CARDS = "objects: distinct cards"
"""The cache key of :func:`game_has`'s distinct cards (with the object count)."""
