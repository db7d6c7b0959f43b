"""Zones: named card containers, per player or shared, with their visibility.

A game declares its zones as :class:`ZoneSpec` values; :class:`ZoneTable` turns them
into integer zone ids (one per player for per-player zones) so that the hot paths index
lists instead of looking up names.
"""

from __future__ import annotations

from dataclasses import dataclass

PUBLIC = "public"
"""Everyone sees the contents (battlefield, graveyard, mana zone)."""
OWNER = "owner"
"""Only the owner sees the contents; others see the count (hand, extra deck)."""
HIDDEN = "hidden"
"""Nobody sees the contents or their order, only the count (library, deck, shields)."""


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One kind of zone of a game.

    ``ordered`` zones keep their order (the last element is the *top*); ``capacity``
    limits how many objects fit (``None``: unlimited).
    """

    name: str
    per_player: bool = True
    ordered: bool = False
    visibility: str = PUBLIC
    capacity: int | None = None
    jp: str = ""


NOWHERE = ZoneSpec("nowhere", per_player=False, jp="どこでもないゾーン")
"""The zone where a card is while it is being used (Duel Masters' どこでもないゾーン);
every game has it, so procedures can park a card there."""


class ZoneTable:
    """The zone ids of a game for a number of players."""

    def __init__(self, specs: tuple[ZoneSpec, ...], players: int = 2) -> None:
        if not any(spec.name == NOWHERE.name for spec in specs):
            specs = specs + (NOWHERE,)
        self.specs = specs
        self.players = players
        self.ids: dict[str, tuple[int, ...]] = {}
        self.spec_of: list[ZoneSpec] = []
        self.owner_of: list[int | None] = []
        self.capacity: list[int | None] = []
        """Per zone id, how many objects it holds at most (``None``: any number)."""
        for spec in specs:
            if spec.name in self.ids:
                raise ValueError(f"zone {spec.name!r} declared twice")
            if spec.per_player:
                first = len(self.spec_of)
                self.ids[spec.name] = tuple(range(first, first + players))
                for p in range(players):
                    self.spec_of.append(spec)
                    self.owner_of.append(p)
                    self.capacity.append(spec.capacity)
            else:
                zid = len(self.spec_of)
                self.ids[spec.name] = (zid,) * players
                self.spec_of.append(spec)
                self.owner_of.append(None)
                self.capacity.append(spec.capacity)
        self.labels: tuple[str, ...] = ()
        """Per zone id, its label (:meth:`label`), computed once: observations name
        every zone at every call."""
        self.seen_by: tuple[tuple[bool, ...], ...] = ()
        """Per player, per zone id, whether that player sees the zone's contents in an
        observation (any zone but a hidden one or another player's own); of the others
        they see only how many objects there are."""
        self.index()

    def index(self) -> None:
        """Derive :attr:`labels` and :attr:`seen_by` from the zones (again, after a
        table is extended for more players)."""
        self.labels = tuple(
            spec.name if owner is None else f"p{owner + 1}.{spec.name}"
            for spec, owner in zip(self.spec_of, self.owner_of, strict=True))
        self.seen_by = tuple(
            tuple(not (spec.visibility == HIDDEN or (spec.visibility == OWNER and owner != p))
                  for spec, owner in zip(self.spec_of, self.owner_of, strict=True))
            for p in range(self.players))

    def __len__(self) -> int:
        return len(self.spec_of)

    def id(self, name: str, player: int = 0) -> int:
        """The id of zone ``name`` of ``player`` (any player for shared zones)."""
        try:
            return self.ids[name][player]
        except KeyError:
            raise KeyError(f"no zone named {name!r}; zones are {', '.join(self.ids)}") from None

    def name(self, zid: int) -> str:
        """The zone kind's name of a zone id."""
        return self.spec_of[zid].name

    def label(self, zid: int) -> str:
        """``"p1.hand"`` style label of a zone id (``"stack"`` for shared zones)."""
        return self.labels[zid]
