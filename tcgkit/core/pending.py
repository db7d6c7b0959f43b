"""The pending-resolution container: one shape, a policy per game.

Magic's stack, Yu-Gi-Oh!'s chain and Duel Masters' waiting triggers all hold items that
were put there in an order and resolve in an order. A :class:`Pending` keeps the items;
its :class:`Policy` says which item resolves next and whether an item may be added now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .abilities import Ref, Target
from .errors import IllegalAction
from .events import Event
from .serial import Record

if TYPE_CHECKING:
    from .state import GameState


def next_seat(state: GameState, player: int) -> int:
    """The player after ``player`` in turn order who is still in the game (CR 101.4,
    800.4a: turn order skips a player who left). Two players: simply the other one."""
    players = state.players
    n = len(players)
    if n == 2:
        return 1 - player
    p = player
    for _ in range(n):
        p = (p + 1) % n
        if not players[p].lost:
            return p
    return player


def seats_from(state: GameState, first: int) -> tuple[int, ...]:
    """The players still in the game in turn order, ``first`` first: the APNAP order
    when ``first`` is the active player (CR 101.4). Two players: ``first``, the other."""
    n = len(state.players)
    if n == 2:
        return (first, 1 - first)
    players = state.players
    return tuple(p for p in ((first + i) % n for i in range(n)) if not players[p].lost)


def team(state: GameState, player: int) -> int:
    """The team ``player`` plays on (:meth:`~tcgkit.core.rules.Rules.team`)."""
    return state.rules.team(state, player)


def teams_from(state: GameState, first: int) -> list[tuple[int, ...]]:
    """The teams still in the game in turn order from ``first``'s, each as its players
    in turn order (every player alone but in Two-Headed Giant)."""
    out: dict[int, list[int]] = {}
    for p in seats_from(state, first):
        out.setdefault(team(state, p), []).append(p)
    return [tuple(v) for v in out.values()]


def opponents(state: GameState, player: int) -> list[int]:
    """``player``'s opponents still in the game, in turn order from the active player
    (CR 102.2: a teammate is no opponent, CR 810.2)."""
    if len(state.players) == 2:
        return [1 - player]
    mine = team(state, player)
    return [p for p in seats_from(state, state.active) if team(state, p) != mine]


def in_game(state: GameState) -> int:
    """How many players are still in the game (all of them in a two-player game that
    goes on): how many passes in succession end a round of priority (CR 117.4)."""
    if len(state.players) == 2:
        return 2
    return sum(1 for p in state.players if not p.lost)


class PendingItem(Record):
    """A spell, ability, chain link or trigger waiting to resolve.

    ``kind`` is the game's word for it (``"spell"``, ``"ability"``, ``"trigger"``,
    ``"link"``); ``controller`` who controls it; ``obj`` the card or source object;
    ``ability`` the ability in play it is, if it is one; ``event`` what triggered it;
    ``targets`` the targets chosen for it; ``modes`` the modes chosen; ``paid`` the
    costs paid for it, as the game records them (what was tapped, sacrificed,
    discarded); ``speed`` its timing class (spell speed in Yu-Gi-Oh!); ``status`` the
    game's marks (``"negated"``); ``data`` anything else a game needs;
    ``incarnation`` the incarnation of ``obj`` whose ability it is, where that object
    is gone (a leaves-a-zone trigger that looked back, CR 603.10a: its usage limit is
    the departed object's), else -1.
    """

    __slots__ = (
        "ability",
        "controller",
        "data",
        "event",
        "id",
        "incarnation",
        "kind",
        "modes",
        "obj",
        "paid",
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
    targets: tuple[Target, ...]
    modes: tuple[int, ...]
    paid: tuple[Any, ...]
    speed: int
    status: tuple[str, ...]
    data: tuple[Any, ...]
    incarnation: int

    def __init__(self, id: int, kind: str, controller: int, *, obj: int | None = None,
                 ability: Ref | None = None, event: Event | None = None,
                 targets: tuple[Target, ...] = (), modes: tuple[int, ...] = (),
                 paid: tuple[Any, ...] = (), speed: int = 0, status: tuple[str, ...] = (),
                 data: tuple[Any, ...] = (), incarnation: int = -1) -> None:
        self.id = id
        self.kind = kind
        self.controller = controller
        self.obj = obj
        self.ability = ability
        self.event = event
        self.targets = targets
        self.modes = modes
        self.paid = paid
        self.speed = speed
        self.status = status
        self.data = data
        self.incarnation = incarnation


class Policy:
    """How a game's pending items are added, answered and resolved.

    - ``responses``: whether players may respond to pending items (Magic's priority,
      Yu-Gi-Oh!'s chain); without them (Duel Masters) items resolve as soon as they are
      put there.
    - ``window_when_empty``: whether a round of responses is held with nothing pending
      (Magic: priority in every step; Yu-Gi-Oh!: the game's own open state takes over).
    - ``next_after_add``: who may respond first after a player added an item:
      ``"same"`` (Magic, CR 117.3c) or ``"other"`` (the chain: the opponent first).
    - ``resolve_all``: once everyone passed, the whole chain resolves before anyone may
      act again (Yu-Gi-Oh!); otherwise one item resolves and responses reopen (Magic).
    - ``settle_between_steps``: waiting triggers are handled when a turn step ends even
      if nobody was asked anything in it (games without priority in every step).
    - ``place_prompt``: what a player ordering triggers is told.
    - ``ask_optional_on_activation``: an optional triggered ability is chosen (or
      declined) as it would be put into ``pending`` and, declined, is not put there
      (Yu-Gi-Oh!: a player decides to activate it as the chain is built); otherwise it
      is put there and its controller chooses as it resolves (Magic's "you may"). Under
      such a policy every triggered ability is activated: a lock on activations (a
      prohibition of the would-be ``activate`` event) keeps it out of ``pending``.
    """

    name: ClassVar[str] = "stack"
    responses: ClassVar[bool] = True
    window_when_empty: ClassVar[bool] = True
    next_after_add: ClassVar[str] = "same"
    resolve_all: ClassVar[bool] = False
    settle_between_steps: ClassVar[bool] = False
    place_prompt: ClassVar[str] = ("Choose the next triggered ability to put on the stack "
                                   "(the last one put resolves first)")
    ask_optional_on_activation: ClassVar[bool] = False

    def next_index(self, items: list[PendingItem]) -> int:
        """Index of the item that resolves next (last in, first out by default)."""
        return len(items) - 1

    def held(self, state: GameState, waiting: list[PendingItem]) -> list[PendingItem]:
        """Those of the ``waiting`` triggered abilities that stay waiting now instead of
        being put into ``pending`` when a player would get the chance to act (none, by
        default)."""
        return []

    def may_add(self, state: GameState, items: list[PendingItem], item: PendingItem) -> str | None:
        """``None`` if a player may add ``item`` now in response, else the reason not."""
        return None

    def missed_timing(self, state: GameState, item: PendingItem) -> str | None:
        """The rule by which waiting triggered ability ``item`` can no longer be put into
        ``pending`` now, or ``None`` (never, by default; Yu-Gi-Oh!'s "when ... you can"
        misses the timing)."""
        return None

    def trigger_groups(self, state: GameState,
                       waiting: list[PendingItem]) -> list[tuple[int, tuple[PendingItem, ...]]]:
        """The waiting triggered abilities as (player, items) groups, in the order the
        groups are put: the active player's first, then the other's (APNAP, CR 101.4);
        each player orders their own group."""
        out = []
        for p in seats_from(state, state.active):
            mine = tuple(t for t in waiting if t.controller == p)
            if mine:
                out.append((p, mine))
        return out


class StackPolicy(Policy):
    """Magic: The Gathering's stack: last in, first out; anything may be added when its
    controller has priority (timing is checked by the game before); after one item
    resolves, the active player receives priority again (CR 117.3b)."""

    name: ClassVar[str] = "stack"


class ChainPolicy(Policy):
    """Yu-Gi-Oh!'s chain: after a link is added the opponent may respond first; a link
    may respond only with Spell Speed 2 or higher and at least the speed of the link it
    responds to; when both players pass, the whole chain resolves, last link first, and
    triggers of that resolution wait for it to finish (then form a new chain,
    simultaneous triggers ordered by SEGOC: the turn player's mandatory ones, the
    opponent's mandatory ones, then the turn player's and the opponent's optional ones).
    """

    name: ClassVar[str] = "chain"
    ask_optional_on_activation = True
    window_when_empty = False
    next_after_add = "other"
    resolve_all = True
    settle_between_steps = True
    place_prompt = "Choose the next effect to add to the chain (the last added resolves first)"

    def held(self, state: GameState, waiting: list[PendingItem]) -> list[PendingItem]:
        """Triggers that happen while a chain is built or resolved (a monster Tributed as
        a cost, a card sent to the GY by a link) wait until the whole chain has resolved,
        then start a new one."""
        return waiting if state.pending.items else []

    def may_add(self, state: GameState, items: list[PendingItem], item: PendingItem) -> str | None:
        if not items:
            return None
        top = items[-1].speed
        if item.speed < 2:
            return "only Spell Speed 2 or higher can be chained"
        if item.speed < top:
            return f"Spell Speed {item.speed} cannot respond to Spell Speed {top}"
        return None

    def trigger_groups(self, state: GameState,
                       waiting: list[PendingItem]) -> list[tuple[int, tuple[PendingItem, ...]]]:
        out = []
        for optional in (False, True):
            for p in seats_from(state, state.active):
                mine = tuple(t for t in waiting if t.controller == p
                             and _optional(state, t) == optional)
                if mine:
                    out.append((p, mine))
        return out


def _optional(state: GameState, item: PendingItem) -> bool:
    return item.ability is not None and bool(getattr(state.ability(item.ability), "optional",
                                                     False))


class OrderedTriggersPolicy(Policy):
    """Duel Masters' waiting abilities: nobody responds; they resolve one by one, the turn
    player's first, each player's in the order that player chooses."""

    name: ClassVar[str] = "triggers"
    responses = False
    window_when_empty = False
    settle_between_steps = True
    place_prompt = "Choose the next ability to resolve"

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

    def add(self, state: GameState, item: PendingItem, *, response: bool = False) -> None:
        """Add ``item``. A ``response`` (a player adding it while others wait, rather than
        a rule putting it there) must be allowed by the policy: if not,
        :class:`IllegalAction` names the reason and nothing is added."""
        if response:
            reason = self.policy.may_add(state, self.items, item)
            if reason is not None:
                raise IllegalAction(reason)
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
