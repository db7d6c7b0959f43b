"""Tokens (CR 111) and the state-based actions about counters and tokens.

A token is an object an effect creates on the battlefield: its definition is an
:class:`~.card.MtgCard` with ``token=True`` (kept in the rules' card pool, so copies, JSON
and pickles name it like any card), its owner the player who created it (CR 111.2). It
is created in the nowhere zone and enters the battlefield by a ``move`` event, so "when
this enters" and "whenever a creature enters" see it. Once it is in any other zone it
ceases to exist as the next state-based actions are performed (CR 111.8, 704.5d): it
goes back to the nowhere zone, by a ``cease`` event that no trigger watches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.resolve import NO, YES
from ...core.steps import Ask
from .card import MtgCard
from .characteristics import is_creature
from .damage import MINUS
from .zones import BATTLEFIELD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data, objects

PLUS = "+1/+1"
"""+1/+1 counters (CR 122.1a)."""


ENTERS_TAPPED = "tapped"
"""A ``move`` event's mark: the permanent enters the battlefield tapped ("create a tapped
Treasure token", CR 110.5b: it is put onto the battlefield with that status)."""


def create_token(state: GameState, card: MtgCard, player: int, *, source: int | None,
                 rule: str = "CR 111.1", tapped: bool = False) -> int:
    """Create one token of ``card`` for ``player`` (its owner and controller, CR 111.2)
    and schedule its entering the battlefield (``tapped``: it enters tapped); returns its
    object id."""
    oid = state.create(card, player, "nowhere")
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    state.data = d.replace(tokens=(*d.tokens, oid))
    state.log_rule(rule, "{} creates a token: {}", state.players[player].name, card.name)
    state.emit(Event("move", obj=oid, frm=state.objects[oid].zone, to=BATTLEFIELD[player],
                     reason="create", cause="effect", source=source, player=player,
                     data=(ENTERS_TAPPED,) if tapped else ()))
    return oid


@dataclass(frozen=True)
class CreateToken(Action):
    """"Create <count> <token>" (CR 111.1): tokens of the definition ``token`` for the
    effect's controller."""

    token: MtgCard | None = None
    count: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert self.token is not None and self.token.token
        for _ in range(self.count):
            create_token(state, self.token, ctx.controller, source=ctx.source)

    @property
    def text(self) -> str:
        name = self.token.name if self.token is not None else "?"
        return f"create {self.count} {name} token(s)"


def _armies(state: GameState, player: int) -> list[int]:
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    return [oid for oid in state.zones[BATTLEFIELD[player]]
            if "Army" in objs[oid].card.subtypes and is_creature(state, objs[oid])]


@dataclass(frozen=True)
class Amass(Action):
    """"Amass <kind> N" (CR 701.47a): if you control no Army creature, create a 0/0
    <kind> Army creature token (``army``, a black one); then put N +1/+1 counters on
    an Army creature you control. The counters come after the token has entered, in
    one resolution, so state-based actions never see the 0/0 token without them."""

    n: int = 1
    army: MtgCard | None = None

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert self.army is not None
        name = state.players[ctx.controller].name
        state.log_rule("CR 701.47a", "{} amasses {}s {}", name, self.army.subtypes[0], self.n)
        if not _armies(state, ctx.controller):
            create_token(state, self.army, ctx.controller, source=ctx.source,
                         rule="CR 701.47a")
        state.push(AmassCounters(ctx.controller, self.n, ctx.source))

    @property
    def text(self) -> str:
        return f"amass {self.n}"


class AmassCounters(Ask):
    """Amass's second half: its player chooses an Army creature they control and puts N
    +1/+1 counters on it (CR 701.47a). With one Army there is nothing to choose; with
    several (two amass kinds, an Army given or copied) the player is asked about each
    distinct Army in turn, yes or no (``declined``: those refused), and the last one left
    is chosen without a question; two alike in every way are one choice. An Army of
    another kind chosen does not become the amassing kind here (no card of this pool
    looks at an Army's subtype)."""

    __slots__ = ("amount", "declined", "player", "source")

    # The count is ``amount``, not ``n``: a field named ``n`` would clash with the
    # generated ``replace`` (serial.py), whose new record is a local called ``n``.
    def __init__(self, player: int, amount: int, source: int | None,
                 declined: tuple[int, ...] = ()) -> None:
        self.player = player
        self.amount = amount
        self.source = source
        self.declined = declined

    def choices(self, state: GameState) -> list[int]:
        """The distinct Armies still to ask about (the first of each kind)."""
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        seen: set[object] = set()
        out = []
        for oid in _armies(state, self.player):
            o = objs[oid]
            key = (o.card, o.tapped, o.damage,
                   tuple(sorted(o.counters.items())) if o.counters else ())
            if key not in seen and oid not in self.declined:
                seen.add(key)
                out.append(oid)
        return out

    def decide(self, state: GameState) -> Decision | None:
        left = self.choices(state)
        if len(left) < 2:
            return None
        return Decision(self.player, "amass", [YES, NO],
                        f"Amass {self.amount}: put the +1/+1 counter(s) on "
                        f"{state.objects[left[0]].card.name}?", state)

    def run(self, state: GameState) -> None:
        left = self.choices(state)
        if left:  # the one Army left (none: the token was created and left, CR 701.44b)
            if self.declined:  # the others were refused: the player chose this one
                state.log_rule("CR 701.47a", "{} chooses {} for amass",
                               state.players[self.player].name,
                               state.objects[left[0]].card.name)
            self._put(state, left[0])

    def answer(self, state: GameState, option: Option) -> None:
        oid = self.choices(state)[0]
        if option.kind == "yes":
            state.log_rule("CR 701.47a", "{} chooses {} for amass",
                           state.players[self.player].name, state.objects[oid].card.name)
            self._put(state, oid)
        else:
            state.push(self.replace(declined=(*self.declined, oid)))

    def _put(self, state: GameState, oid: int) -> None:
        state.emit(Event("counter", obj=oid, amount=self.amount, data=(PLUS,),
                         source=self.source, reason="effect", rule="CR 701.47a"))


def perform_cease(state: GameState, ev: Event) -> Event | None:
    """A token outside the battlefield ceases to exist (CR 704.5d): it goes to the
    nowhere zone, where nothing sees it."""
    assert ev.obj is not None
    o = state.objects[ev.obj]
    state.log_rule("CR 704.5d", "The {} token in {} ceases to exist", o.card.name,
                   state.zone_text(o.zone))
    state.relocate(ev.obj, state.rules.zones.ids["nowhere"][0])
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    state.data = d.replace(tokens=tuple(t for t in d.tokens if t != ev.obj))
    return ev


def tokens_gone(state: GameState) -> list[int]:
    """The tokens in a zone other than the battlefield (CR 704.5d)."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    if not d.tokens:
        return []
    objs = state.objects
    return [oid for oid in d.tokens if objs[oid].zone not in BATTLEFIELD]


def annihilating(state: GameState, oid: int) -> int:
    """How many +1/+1 and -1/-1 counters annihilate on permanent ``oid``: the smaller of
    the two counts (CR 704.5q)."""
    counters = state.objects[oid].counters
    if not counters or PLUS not in counters or MINUS not in counters:
        return 0
    return min(counters[PLUS], counters[MINUS])


def annihilate(state: GameState, oid: int, n: int) -> None:
    """Remove ``n`` +1/+1 and ``n`` -1/-1 counters from ``oid`` (CR 704.5q)."""
    state.log_rule("CR 704.5q", "{} loses {} +1/+1 and {} -1/-1 counter(s)",
                   state.objects[oid].card.name, n, n)
    state.emit(Event("counter", obj=oid, amount=-n, data=(PLUS,), reason="sba",
                     cause="rule"))
    state.emit(Event("counter", obj=oid, amount=-n, data=(MINUS,), reason="sba",
                     cause="rule"))
