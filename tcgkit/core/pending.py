"""The pending-resolution container: one shape, a policy per game.

Magic's stack, Yu-Gi-Oh!'s chain and Duel Masters' waiting triggers all hold items that
were put there in an order and resolve in an order. A :class:`Pending` keeps the items;
its :class:`Policy` says which item resolves next and whether an item may be added now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .abilities import Ref
from .events import Event
from .serial import Record

if TYPE_CHECKING:
    from .state import GameState


class PendingItem(Record):
    """A spell, ability, chain link or trigger waiting to resolve.

    ``kind`` is the game's word for it (``"spell"``, ``"ability"``, ``"trigger"``,
    ``"link"``); ``obj`` the card or source object; ``ability`` the ability in play if it
    is one; ``event`` what triggered it; ``speed`` its timing class (spell speed in
    Yu-Gi-Oh!); ``status`` the game's marks (``"negated"``, ``"fizzled"``); ``data``
    anything else (modes, chosen values).
    """

    __slots__ = (
        "ability",
        "controller",
        "data",
        "event",
        "id",
        "kind",
        "obj",
        "speed",
        "status",
        "targets",
    )

    id: int
    kind: str
    controller: int
    obj: int | None
    ability: Ref | None
    event: Event | None
    targets: tuple[Any, ...]
    speed: int
    status: tuple[str, ...]
    data: tuple[Any, ...]

    def __init__(self, id: int, kind: str, controller: int, *, obj: int | None = None,
                 ability: Ref | None = None, event: Event | None = None,
                 targets: tuple[Any, ...] = (), speed: int = 0, status: tuple[str, ...] = (),
                 data: tuple[Any, ...] = ()) -> None:
        self.id = id
        self.kind = kind
        self.controller = controller
        self.obj = obj
        self.ability = ability
        self.event = event
        self.targets = targets
        self.speed = speed
        self.status = status
        self.data = data


class Policy:
    """How a game's pending items are added and resolved."""

    name: ClassVar[str] = "stack"

    def next_index(self, items: list[PendingItem]) -> int:
        """Index of the item that resolves next (last in, first out by default)."""
        return len(items) - 1

    def may_add(self, state: GameState, items: list[PendingItem], item: PendingItem) -> str | None:
        """``None`` if ``item`` may be added now, else the reason it may not."""
        return None


class StackPolicy(Policy):
    """Magic: The Gathering's stack: last in, first out; anything may be added when its
    controller has priority (timing is checked by the game before)."""

    name: ClassVar[str] = "stack"


class ChainPolicy(Policy):
    """Yu-Gi-Oh!'s chain: links resolve last first; a link may respond only with spell
    speed 2 or higher and at least the speed of the link it responds to."""

    name: ClassVar[str] = "chain"

    def may_add(self, state: GameState, items: list[PendingItem], item: PendingItem) -> str | None:
        if not items:
            return None
        top = items[-1].speed
        if item.speed < 2:
            return "only Spell Speed 2 or higher can be chained"
        if item.speed < top:
            return f"Spell Speed {item.speed} cannot respond to Spell Speed {top}"
        return None


class OrderedTriggersPolicy(Policy):
    """Duel Masters' waiting abilities: they resolve first in, first out, in the order
    their controllers put them (the turn player's first)."""

    name: ClassVar[str] = "triggers"

    def next_index(self, items: list[PendingItem]) -> int:
        return 0


class Pending:
    """The items waiting to resolve, under a game's policy."""

    __slots__ = ("items", "policy")

    def __init__(self, policy: Policy) -> None:
        self.items: list[PendingItem] = []
        self.policy = policy

    def copy(self) -> Pending:
        """An independent copy (items are immutable and shared)."""
        new = Pending(self.policy)
        new.items = self.items.copy()
        return new

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self) -> Any:
        return iter(self.items)

    def add(self, state: GameState, item: PendingItem) -> None:
        """Add ``item``; raises ``ValueError`` with the reason if the policy forbids it."""
        reason = self.policy.may_add(state, self.items, item)
        if reason is not None:
            raise ValueError(reason)
        self.items.append(item)

    def peek(self) -> PendingItem:
        """The item that resolves next."""
        return self.items[self.policy.next_index(self.items)]

    def in_order(self) -> list[PendingItem]:
        """The items in the order the policy resolves them, the next first (if nothing
        is added before they have all resolved): the stack and the chain last in first
        out, Duel Masters' waiting abilities first in first out."""
        items = list(self.items)
        return [items.pop(self.policy.next_index(items)) for _ in range(len(items))]

    def take(self) -> PendingItem:
        """Remove and return the item that resolves next."""
        return self.items.pop(self.policy.next_index(self.items))

    def replace(self, item: PendingItem) -> None:
        """Swap in a changed version of an item (same ``id``)."""
        for i, it in enumerate(self.items):
            if it.id == item.id:
                self.items[i] = item
                return
        raise KeyError(item.id)
