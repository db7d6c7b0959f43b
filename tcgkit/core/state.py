"""The game state: all of a game, as data, driven one decision at a time.

>>> from tcgkit.games import ygo
>>> state = ygo.new_game(seed=7)
>>> d = state.decision
>>> state.apply(d.options[0])

``state.decision`` says who must choose what; ``state.apply(option)`` runs the game to the
next decision. Everything in progress (a draw of three on its second card, a chain being
built, a cost being paid) is a step on ``state.work``, so ``copy()`` and ``to_json()``
capture a game exactly at any decision.
"""

from __future__ import annotations

import gc
import inspect
import json
from collections.abc import Callable, Iterable
from itertools import chain, repeat
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar
from weakref import WeakKeyDictionary

from .abilities import NEGATES, Ability, Action, Ctx, Ref, Triggered
from .automation import ALL as ALL_AUTOMATIONS
from .automation import SINGLE_OPTION, automations
from .continuous import FLOATING, Continuous
from .decision import Decision, Option, _about_hidden, _same_types, brief
from .errors import EngineError, IllegalAction, MalformedInput
from .events import TOP, Event, new_event
from .explanation import Explanation, explain
from .history import History
from .limits import ON_TRIGGER
from .log import LogEntry
from .objects import GameObject, PlayerState
from .pending import Pending, PendingItem
from .pipeline import Pipeline, unindex_floating
from .resolve import GivePriority
from .rng import Rng
from .rules import plain_view
from .serial import Record, decode, encode, register_codec
from .steps import Ask, Step
from .zones import HIDDEN, OWNER

if TYPE_CHECKING:
    from .cards import CardDef, CardPool
    from .rules import Rules

FORMAT = "tcgkit-state/1"

_T = TypeVar("_T")

_new_tuple = tuple.__new__  # builds a log entry without the NamedTuple call overhead


def _is_loss(step: Step) -> bool:
    """Whether ``step`` performs a player's loss (one of several simultaneous ones)."""
    return isinstance(step, Pipeline) and step.event.kind == "lose"


_MARKERS = frozenset(("step", "turn"))
"""Event kinds that only mark a moment and change nothing (they leave ``version`` as is)."""

_INDEXES = ("modifiers", "prohibitions", "replacers", "statics", "triggers")
"""The ability indexes, in the order they are written out (a set's order would depend
on the process)."""

_PIPED_ROLES = frozenset(("replace", "modify", "prohibit"))
"""The roles of abilities whose events go through the pipeline (see ``GameState.piped``)."""
_ROLE_INDEX = {"trigger": "triggers", "replace": "replacers", "modify": "modifiers",
               "prohibit": "prohibitions", "cost": "statics", "permit": "statics",
               "activate": "statics", "static": "statics"}


_NOT_PICKLED = frozenset(("_applied", "_decision", "_sched", "_token", "cache", "history",
                          "log", "objects", "pending", "players", "rng"))
"""Fields a pickled state starts afresh or carries in a form of their own."""

_ListCodec = tuple[Callable[..., list[Any]], Callable[..., list[Any]]]
_ROWS: dict[type, _ListCodec | None] = {}
"""Per class of objects or players, how a list of them turns into rows of field values
and back (``None``: the class has fields other than its slots and pickles as it is)."""


def _rows_of(cls: type) -> _ListCodec | None:
    """The row reader and the list builder of ``cls``, a copy-on-write class (made once
    per class): ``read(items)`` gives a row of field values per item, a card as its
    name; ``build(rows, token, cards)`` makes them anew, owned by ``token``, each card
    looked up by name in ``cards``.

    An object at rest (its ``RESET`` fields at their values, controlled by its owner:
    most cards of a game, in the library) reads as a shorter row, without those.
    """
    if cls in _ROWS:
        return _ROWS[cls]
    slots: list[str] = []
    for klass in cls.__mro__[:-1]:
        names = klass.__dict__.get("__slots__")
        if not isinstance(names, tuple):
            _ROWS[cls] = None  # instances have a __dict__, or slots of an odd shape
            return None
        slots += names
    fields: tuple[str, ...] = getattr(cls, "FIELDS", ())
    if not fields or set(slots) - {"_token"} != set(fields):
        _ROWS[cls] = None
        return None
    # Straight-line slot reads and writes in generated code: several times faster than
    # getattr/setattr by name, and as fast as (un)pickling gets in Python. Locals start
    # with "_", which no field name does.
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_len": len}
    reset: dict[str, Any] = getattr(cls, "RESET", None) or {}
    rest = [f for f in fields if f not in reset and f != "controller"]
    at_rest = (bool(reset) and set(reset) <= set(fields) and "controller" in fields
               and "owner" in rest)
    namespace.update({f"_reset_{f}": v for f, v in reset.items()})

    def row(names: Iterable[str]) -> str:
        return "".join("_o.card.name, " if f == "card" else f"_o.{f}, " for f in names)

    def sets(names: Iterable[str], indent: str) -> list[str]:
        return [f"{indent}_n.{f} = {'_cards[card]' if f == 'card' else f}" for f in names]

    if at_rest:
        # Identity, not equality, so that what is read back is what was there.
        rests = " and ".join(["_o.controller is _o.owner",
                              *(f"_o.{f} is _reset_{f}" for f in reset)])
        lines = ["def read(_items):",
                 f"    return [({row(rest)}) if {rests} else ({row(fields)}) for _o in _items]",
                 "def build(_rows, _tok, _cards):", "    _out = []", "    _add = _out.append",
                 "    for _r in _rows:", "        _n = _new(_cls)",
                 f"        if _len(_r) == {len(rest)}:", f"            ({', '.join(rest)},) = _r",
                 *sets(rest, "            "), "            _n.controller = owner",
                 *(f"            _n.{f} = _reset_{f}" for f in reset),
                 "        else:", f"            ({', '.join(fields)},) = _r",
                 *sets(fields, "            ")]
    else:
        lines = ["def read(_items):", f"    return [({row(fields)}) for _o in _items]",
                 "def build(_rows, _tok, _cards):", "    _out = []", "    _add = _out.append",
                 "    for _r in _rows:", "        _n = _new(_cls)",
                 f"        ({', '.join(fields)},) = _r", *sets(fields, "        ")]
    lines += [*(["        _n._token = _tok"] if "_token" in slots else []),
              "        _add(_n)", "    return _out"]
    exec("\n".join(lines), namespace)
    _ROWS[cls] = found = (namespace["read"], namespace["build"])
    return found


_EVENT_AT_REST = ("amount", "at", "cause", "data", "source", "target")
"""Event fields that most events leave at their defaults (see :func:`_event_rows`)."""


def _event_rows() -> _ListCodec:
    """The row reader and the list builder of the history's events.

    ``read(events, codes)`` gives a row of field values per event (a shorter one if its
    :data:`_EVENT_AT_REST` fields are at their defaults), but the index (in ``codes``,
    by ``id``) of a marker the rules share, and an instance of another class as it is;
    ``build(rows, table)`` makes the events anew and takes the markers from ``table``,
    as the engine does.
    """
    fields = Event.FIELDS
    params = inspect.signature(Event).parameters
    rest = [f for f in fields if f not in _EVENT_AT_REST]
    # Identity, not equality, so that what is read back is what was there.
    at_rest = " and ".join(f"_e.{f} is _default_{f}" for f in _EVENT_AT_REST)
    lines = ["def read(_events, _codes):", "    _code = _codes.get",
             "    return [_e if _type(_e) is not _cls",
             f"            else (({''.join(f'_e.{f}, ' for f in rest)}) if {at_rest}",
             f"                  else ({''.join(f'_e.{f}, ' for f in fields)}))",
             "            if _e.kind not in _markers or (_c := _code(_id(_e))) is None",
             "            else _c for _e in _events]",
             "def build(_rows, _table):", "    _out = []", "    _add = _out.append",
             "    for _r in _rows:", "        if _type(_r) is tuple:",
             "            _e = _new(_cls)", f"            if _len(_r) == {len(rest)}:",
             f"                ({', '.join(rest)},) = _r",
             *(f"                _e.{f} = {f}" for f in rest),
             *(f"                _e.{f} = _default_{f}" for f in _EVENT_AT_REST),
             "            else:", f"                ({', '.join(fields)},) = _r",
             *(f"                _e.{f} = {f}" for f in fields),
             "            _add(_e)", "        elif _type(_r) is int:",
             "            _add(_table[_r])", "        else:", "            _add(_r)",
             "    return _out"]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": Event, "_type": type,
                                 "_id": id, "_len": len, "_markers": _MARKERS}
    namespace.update({f"_default_{f}": params[f].default for f in _EVENT_AT_REST})
    exec("\n".join(lines), namespace)
    return namespace["read"], namespace["build"]


_EVENT_ROWS = _event_rows()

_MARKER_TABLES: WeakKeyDictionary[Rules, tuple[tuple[Event, ...], dict[int, int]]] = (
    WeakKeyDictionary())
"""Per rules, its markers and their indexes by ``id`` (see :func:`_markers_of`)."""


def _markers_of(rules: Rules) -> tuple[tuple[Event, ...], dict[int, int]]:
    """The step and turn markers of ``rules`` (one immutable event each, which the
    history records again every turn), and their indexes by ``id``.

    The order is the engine's own (step ``i`` for player ``p``, then the two players'
    turns), so a state pickled in one process finds them in another.
    """
    found = _MARKER_TABLES.get(rules)
    if found is None:
        structure = rules.structure
        table = (*chain.from_iterable(structure.markers),
                 *(structure.turn_marker(p, rules.turn_rule) for p in (0, 1)))
        codes = dict(zip(map(id, table), range(len(table)), strict=True))
        found = _MARKER_TABLES[rules] = (table, codes)
    return found


_PoolCards: TypeAlias = "tuple[dict[str, CardDef], frozenset[CardDef]]"
_POOL_CARDS: WeakKeyDictionary[CardPool, _PoolCards] = WeakKeyDictionary()
"""Per card pool, its cards by name and as a set (see :func:`_cards_of`)."""


def _cards_of(pool: CardPool) -> _PoolCards:
    """The cards of ``pool`` by name (as the rows of pickled objects name them), and all
    of them (cards compare by identity)."""
    found = _POOL_CARDS.get(pool)
    if found is None or len(found[0]) != len(pool):  # a pool only grows
        by_name = {c.name: c for c in pool}
        found = _POOL_CARDS[pool] = (by_name, frozenset(by_name.values()))
    return found


_card_of = attrgetter("card")


def _gc_paused(fn: Callable[..., _T], *args: Any) -> _T:
    """``fn(*args)`` with the cyclic garbage collector paused."""
    # Pickling writes and reads thousands of rows and objects that cannot form cycles,
    # yet the collector would run over them several times while they are made (and move
    # them all to older generations, to be gone over again): as long as the making
    # itself, in a long game. It runs as usual once they are made, or gone.
    if not gc.isenabled():
        return fn(*args)
    gc.disable()
    try:
        return fn(*args)
    finally:
        gc.enable()


def _pack(items: list[Any], cards: _PoolCards, usual: type) -> tuple[Any, ...]:
    """``items`` (objects or players, of one class) as rows, their cards by name, and
    their class (``True``: the ``usual`` one, the rules' own type, which then need not
    be written); other lists (and objects with a card from outside the pool) as they
    are."""
    if not items:
        return (None, items)
    cls = type(items[0])
    codec = _rows_of(cls)
    if codec is None or len(set(map(type, items))) != 1:
        return (None, items)
    if "card" in cls.FIELDS and not set(map(_card_of, items)) <= cards[1]:
        return (None, items)
    return (True if cls is usual else cls, codec[0](items))


def _unpack(packed: tuple[Any, ...], token: object, cards: _PoolCards,
            usual: type) -> list[Any]:
    """Inverse of :func:`_pack`: the items owned by copy-on-write token ``token``."""
    cls, rows = packed
    if cls is None:
        items = list(rows)
        for i, o in enumerate(items):
            if o._token is not token:  # pickled as it was: make it this state's
                o = o._clone()
                o._token = token
                items[i] = o
        return items
    codec = _rows_of(usual if cls is True else cls)
    assert codec is not None
    return codec[1](rows, token, cards[0])


class GameState:
    """One game in progress.

    Public reading: :attr:`decision`, :attr:`is_over`, :attr:`winner`, :attr:`log`,
    :attr:`history`, :attr:`players`, :attr:`turn`, :attr:`active`, :attr:`step`,
    :meth:`observation`. Public driving: :meth:`apply`, :meth:`check`, :meth:`can`,
    :meth:`copy`, :meth:`to_json`.

    ``cache`` holds what rules code computes again and again (keyed on ``version``): it
    is not part of the game, so it is neither copied nor serialized. ``version`` counts the
    changes so far (events other than step and turn markers,
    continuous effects beginning or ending, usage limits spent): a cache keyed on it, the
    step and the number of pending items is valid while they stay.

    Rules code changes the state only through :meth:`emit` (events), :meth:`push`
    (steps), :meth:`move`, :meth:`mut` and :meth:`mut_player` (copy-on-write writes).
    """

    __slots__ = (
        "_applied",
        "_decision",
        "_sched",
        "_token",
        "active",
        "attack_id",
        "automations",
        "cache",
        "continuous",
        "data",
        "ended",
        "first_player",
        "history",
        "limits",
        "log",
        "modifiers",
        "objects",
        "options",
        "over",
        "pending",
        "phase",
        "piped",
        "players",
        "prohibitions",
        "replacers",
        "rng",
        "rules",
        "seed",
        "seq",
        "statics",
        "step",
        "step_start",
        "triggered",
        "triggers",
        "turn",
        "vars",
        "version",
        "work",
        "zones",
    )

    def __init__(self, rules: Rules, *, seed: int = 0, options: dict[str, Any] | None = None,
                 names: tuple[str, ...] | None = None,
                 automations: frozenset[str] = ALL_AUTOMATIONS) -> None:
        self.rules = rules
        self.options: dict[str, Any] = dict(options or {})
        self.seed = seed
        self.automations = automations
        self.rng = Rng(seed)
        self._token = object()
        # As many players as the rules' zone table seats (Rules.for_players).
        seats = rules.zones.players
        names = names or tuple(f"Player {i + 1}" for i in range(seats))
        self.players: list[PlayerState] = []
        for i in range(seats):
            p = rules.player_type(i, names[i], rules.starting_life)
            p._token = self._token
            self.players.append(p)
        self.objects: list[GameObject] = []
        self.zones: list[list[int]] = [[] for _ in range(len(rules.zones))]
        self.turn = 0
        self.active = 0
        self.first_player = 0
        self.phase = "setup"
        self.step = "setup"
        self.step_start = 0
        self.attack_id = 0
        self.work: list[Step] = []
        self.pending = Pending(rules.policy)
        self.triggered: list[PendingItem] = []
        self.limits: dict[tuple[Any, ...], int] = {}
        self.vars: dict[int, tuple[tuple[str, Any], ...]] = {}
        self.replacers: dict[str, tuple[Ref, ...]] = {}
        self.triggers: dict[str, tuple[Ref, ...]] = {}
        self.modifiers: dict[str, tuple[Ref, ...]] = {}
        self.prohibitions: dict[str, tuple[Ref, ...]] = {}
        # The event kinds that some modifier, prohibition or replacement watches: emit
        # asks this one set instead of the three indexes (rebuilt, never changed in place,
        # when they change; copies share it).
        self.piped: frozenset[str] = frozenset()
        self.statics: dict[str, tuple[Ref, ...]] = {}
        self.continuous: list[Continuous] = []
        self.history = History()
        self.log: list[LogEntry] = []
        self.over = False
        self.ended = False
        self.seq = 0
        self.version = 0
        self.data: Record = rules.data_type()
        self._sched: list[Step] = []
        self._decision: Decision | None = None
        self._applied: tuple[Ref, ...] = ()
        self.cache: dict[str, Any] = {}

    # ------------------------------------------------------------------ public API

    @property
    def game(self) -> str:
        """The game's short name (``"mtg"``, ``"ygo"``, ``"dm"``)."""
        return self.rules.name

    @property
    def decision(self) -> Decision | None:
        """What must be chosen now, by whom, and the legal options (``None`` when over)."""
        d = self._decision
        if d is None and not self.over and self.work and self.work[-1].ASK:
            step = self.work[-1]
            if TYPE_CHECKING:  # ASK marks an Ask: the type checker alone needs telling
                assert isinstance(step, Ask)
            d = self._decision = step.decide(self)
        return d

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.over

    @property
    def winner(self) -> int | None:
        """The index of the player who won, or ``None`` (game not over, or a draw)."""
        if not self.over:
            return None
        alive = [p.index for p in self.players if not p.lost]
        if len(alive) > 1 and all(self.rules.team(self, p) == self.rules.team(self, alive[0])
                                  for p in alive):
            return alive[0]  # the winning team, named by its first seat
        return alive[0] if len(alive) == 1 else None

    @property
    def losers(self) -> tuple[int, ...]:
        """The indexes of the players who have lost."""
        return tuple(p.index for p in self.players if p.lost)

    def apply(self, option: Option | str, *, player: int | None = None) -> None:
        """Answer the current decision with one of its options and play on to the next.

        ``option`` may also be the option's text form. ``player``, if given, must be the
        player the decision belongs to. An answer that is not legal raises
        :class:`IllegalAction` (saying why, where the rules can tell) and leaves the
        state exactly as it was; so does one that equals a listed option with values of
        other types (``77.0`` or ``True`` for an object id). What is carried out is
        always the listed option.
        """
        d = self._decision
        # Only a listed option itself skips the check: an equal one may hold other types
        # (77.0 == 77, True == 1) that would break the game half-way through.
        if d is None or player is not None:
            option = self.check(option, player=player)
        else:
            options = d.options
            try:
                listed = options[options.index(option)] is option
            except Exception:  # not listed, or fields that do not even compare
                listed = False
            if not listed:
                option = self.check(option)  # the slow path: find or refuse
        step = self.work.pop()
        if TYPE_CHECKING:
            # A decision comes from the Ask on top of the work stack, and the fast path is
            # taken only by a listed Option: the type checker alone needs telling.
            assert isinstance(step, Ask) and isinstance(option, Option)
        self._decision = None
        step.answer(self, option)
        self._run()

    def check(self, option: Option | str, *, player: int | None = None) -> Option:
        """The listed option that ``option`` stands for, or :class:`IllegalAction` (with
        the reason) if it is not legal now; changes nothing.

        A copy of a card that was not listed because an identical one was (two Grizzly
        Bears in hand are one choice) stands for that one. ``player`` must be a player's
        index (an ``int``, not a ``bool``) if given: anything else is refused as no player.
        """
        if player is not None and (not isinstance(player, int) or isinstance(player, bool)
                                   or not 0 <= player < len(self.players)):
            raise IllegalAction(f"there is no player {brief(player)}")
        d = self.decision
        if d is None:
            raise IllegalAction("the game is over" if self.over else "no decision is pending")
        if player is not None and player != d.player:
            raise IllegalAction(f"the decision ({d.kind}) is {self.players[d.player].name}'s, "
                                f"not {self.players[player].name}'s")
        if isinstance(option, str):
            return d.find(option)
        options = d.options
        try:
            listed = options[options.index(option)]
        except Exception:  # not listed, or fields that do not even compare
            listed = None
        if listed is not None and (listed is option or _same_types(option, listed)):
            return listed
        same = self._equivalent(d, option)
        if same is not None:
            return same
        raise IllegalAction(self._why_not(d, option))

    def can(self, option: Option | str, *, player: int | None = None) -> bool:
        """Whether ``option`` (for ``player``, if given) is legal now; answers ``False``
        rather than raise, whatever it is given."""
        try:
            self.check(option, player=player)
        except (IllegalAction, MalformedInput):
            return False
        return True

    def explain(self, option: Option | str, *, player: int | None = None) -> Explanation:
        """Why ``option`` (an option or its text; for ``player``, if given) is not legal
        now, or that it is: an :class:`~tcgkit.core.explanation.Explanation` with the
        reason, the rule (or card) that forbids it and the card it is about. Changes
        nothing and never raises.

        The answer comes from :meth:`check`, the one legality check behind the options
        and every refusal: ``allowed`` is whether :meth:`apply` would accept the answer,
        and a refusal's reason is the one its :class:`IllegalAction` gives, so it tells
        nothing about a card the deciding player may not see.
        """
        return explain(self, option, player)

    def describe(self, option: Option) -> str:
        """The text form of an option of the current decision."""
        d = self.decision
        if d is None or option not in d.options:
            raise IllegalAction(f"{brief(option)} is not an option of the current decision")
        return d.label(option)

    def visible_to(self, oid: int, player: int) -> bool:
        """Whether ``player`` may see which card object ``oid`` is."""
        o = self.objects[oid]
        table = self.rules.zones
        visibility = table.spec_of[o.zone].visibility
        if visibility == HIDDEN:
            return False
        if visibility == OWNER:
            return table.owner_of[o.zone] in (None, player)
        return not o.face_down or o.controller == player

    def _equivalent(self, d: Decision, option: object) -> Option | None:
        """A listed option that does to an identical object what ``option`` does."""
        if not isinstance(option, tuple) or len(option) != 3 or not isinstance(option[0], str):
            return None
        kind, oid, arg = option
        if not (isinstance(oid, int) and not isinstance(oid, bool)
                and 0 <= oid < len(self.objects)) or not self.visible_to(oid, d.player):
            return None
        mine = self.objects[oid]
        turn = self.turn
        private = self.rules.zones.spec_of[mine.zone].visibility in (HIDDEN, OWNER)
        for o in d.options:
            try:
                alike = o.kind == kind and o.obj >= 0 and o.arg == arg and _same_types(arg, o.arg)
            except Exception:  # an arg that does not even compare: not this option
                alike = False
            if alike:
                other = self.objects[o.obj]
                # The rules ask of ``entered`` only whether it was this turn (summoning
                # sickness, a card Set this turn), and of a card in a hand or a deck not
                # at all: a copy drawn this turn and one from the opening hand are one
                # choice, as the option lists make them.
                if other.card is mine.card and all(
                        getattr(other, f) == getattr(mine, f) for f in mine.FIELDS
                        if f not in ("id", "incarnation", "entered")) \
                        and (private or (other.entered >= turn) == (mine.entered >= turn)) \
                        and self.effects_key(o.obj) == self.effects_key(oid):
                    return o
        return None

    def _why_not(self, d: Decision, option: object) -> str:
        """Why ``option`` is refused: the rules' reason where they can tell, never anything
        about a card the deciding player may not see (not even whether the rules would
        allow the option with it: that would tell where the card is)."""
        options = "; ".join(d.labels)
        try:
            if not isinstance(option, tuple) or len(option) != 3 \
                    or not isinstance(option[0], str):
                return f"{brief(option)} is not an option; answer with one of decision.options"
            oid = option[1]
            if not isinstance(oid, int) or isinstance(oid, bool):
                return f"{brief(option)} is not a legal option: obj is an object id (an int; -1 " \
                       f"for none), not {brief(oid)}; the options are: {options}"
            if oid != -1 and not 0 <= oid < len(self.objects):
                return f"{brief(option)} is not a legal option: there is no object " \
                       f"{brief(oid)}; the options are: {options}"
            if _about_hidden(self, option, d.player):
                return f"{brief(option)} is not a legal option; the options are: {options}"
            equal = next((o for o in d.options if o == option), None)
            if equal is not None:
                return f"{brief(option)} is not a legal option: it equals {brief(equal)} but " \
                       f"its values are of other types; the options are: {options}"
            declared = self.rules.option_kinds.get(option[0])
            fault = declared.fault(option, len(self.objects)) if declared else None
            if fault is not None:
                return f"{brief(option)} is not a legal option: {fault}; the options are: {options}"
            reason = self.rules.explain(self, d, Option(*option))
            text = self.rules.describe(self, Option(*option))
        except Exception:  # odd values the rules cannot read: no reason to give
            return f"the answer is not a legal option; the options are: {options}"
        msg = f"{brief(text)} is not a legal option for {self.players[d.player].name} ({d.kind})"
        return f"{msg}: {reason}" if reason else f"{msg}; the options are: {options}"

    # ------------------------------------------------------------------ engine loop

    def start(self) -> GameState:
        """Run the game from its setup to the first decision; returns the state."""
        self._run()
        return self

    def _run(self) -> None:
        # What the last step scheduled goes on the work stack first, then the engine
        # runs steps until one asks a question.
        work = self.work
        sched = self._sched
        if sched:
            sched.reverse()
            work.extend(sched)
            sched.clear()
        while work:
            if self.over and not _is_loss(work[-1]):
                break
            step = work.pop()
            if step.ASK:
                if TYPE_CHECKING:  # ASK marks an Ask: no isinstance on the engine's loop
                    assert isinstance(step, Ask)
                if step.OPEN and (self.triggered or self.pending.items):
                    # An open game state: what waits is handled before anyone acts.
                    work.append(step)
                    work.append(GivePriority(self.active))
                    continue
                d = step.decide(self)
                if d is None:
                    step.run(self)
                else:
                    n = len(d.options)
                    if n == 1 and SINGLE_OPTION in self.automations:
                        step.answer(self, d.options[0])
                    elif n == 0:
                        raise EngineError(f"{type(step).__name__} asked a question with no options")
                    else:
                        work.append(step)
                        self._decision = d
                        return
            else:
                step.run(self)
            if sched:
                sched.reverse()
                work.extend(sched)
                sched.clear()
        if self.over and not self.ended:
            work.clear()
            self.ended = True
            self.rules.game_over(self)
        self._decision = None

    def push(self, *steps: Step) -> None:
        """Schedule steps; within one step's work they run in the order pushed, after
        that step, before anything scheduled earlier."""
        self._sched.extend(steps)

    def emit(self, event: Event, applied: tuple[Ref, ...] | None = None) -> None:
        """Carry out ``event`` through the pipeline.

        It is performed at once when nothing watches its kind and nothing is scheduled
        yet in this step; otherwise it is scheduled, keeping the order of things.
        ``applied`` lists replacement effects that already had their chance at the event
        this one replaces (CR 614.5); by default, those of the event being performed,
        so that the single draws of a replaced "draw two" stay in its lineage.
        """
        k = event.kind
        if self._sched or k in self.piped:
            self._sched.append(Pipeline(event, self._applied if applied is None else applied))
        elif applied is None or applied is self._applied:
            # perform() written out for its usual case: every event of a game passes here.
            if self.over and k != "lose":
                return
            did = self.rules.performers[k](self, event)
            if did is not None:
                self.record(did)
        else:
            self.perform(event, applied)

    def perform(self, event: Event, applied: tuple[Ref, ...] = ()) -> None:
        """Perform ``event`` now (the pipeline's last stage): change the state, add what
        happened to the history, collect triggered abilities."""
        if self.over and event.kind != "lose":
            return  # the game ended earlier in this step; only simultaneous losses remain
        outer = self._applied
        if applied is outer:  # the usual case, from emit: nothing to set and restore
            did = self.rules.performers[event.kind](self, event)
        else:
            self._applied = applied
            try:
                did = self.rules.performers[event.kind](self, event)
            finally:
                self._applied = outer
        if did is not None:
            self.record(did)

    def mark(self, event: Event) -> None:
        """Record a moment (a step or turn beginning): through the pipeline if an effect
        could replace or forbid it ("skip your untap step"), else straight into the
        history, where triggered abilities still see it."""
        k = event.kind
        if self._sched or k in self.piped:
            self._sched.append(Pipeline(event, self._applied))
        elif not self.over:
            self.record(event)

    def record(self, did: Event) -> None:
        """Add a performed event to the history and collect the triggers it causes (for
        performers that produce more than one event, in order)."""
        self.history.events.append(did)
        kind = did.kind
        if kind not in _MARKERS:
            self.version += 1
        triggers = self.triggers
        refs = triggers.get(kind) if triggers else None
        frm = did.frm
        if frm is not None:
            # A draw or a summon is a zone change too: "move" triggers see it.
            if triggers and kind != "move":
                moves = triggers.get("move")
                if moves:
                    refs = refs + moves if refs else moves
            if frm != did.to and did.obj is not None and self.objects[did.obj].card.abilities:
                back = tuple(r for r in self._looking_back(did) if not refs or r not in refs)
                if back and (self.continuous or self.statics.get(NEGATES)) \
                        and self.rules.abilities_lost(self, did.obj, left=did):
                    back = ()  # it had no abilities to look back with (CR 603.10a)
                if back:
                    if refs:
                        self._collect_triggers(did, refs)
                    # The abilities of the object that left, not of the new one it became.
                    self._collect_triggers(did, back, self.objects[did.obj].incarnation - 1)
                    return
        if refs:
            self._collect_triggers(did, refs)

    def _looking_back(self, did: Event) -> tuple[Ref, ...]:
        """The moved object's own triggered abilities that functioned in the zone it
        left and watch this event: leaves-a-zone abilities look back in time (CR
        603.10a), so a creature's "when this dies" and a monster's "if this card is
        sent to the GY" trigger although the card is no longer where they function."""
        assert did.obj is not None and did.frm is not None
        o = self.objects[did.obj]
        zone = self.rules.zones.spec_of[did.frm].name
        kinds = (did.kind, "move")
        return tuple((o.id, i) for i, ab in o.card.functioning(zone, self.rules.default_zones)
                     if ab.ROLE == "trigger" and ab.kinds()[0] in kinds)

    def _collect_triggers(self, ev: Event, refs: tuple[Ref, ...],
                          incarnation: int | None = None) -> None:
        # ``incarnation``: the departed object's, for abilities that looked back.
        for ref in refs:
            ab = self.ability(ref)
            assert isinstance(ab, Triggered)
            # A look-back was asked whether the object had its abilities as it left.
            if incarnation is None and not self.functions(ref):
                continue
            controller = self.objects[ref[0]].controller
            ctx = Ctx(controller, ref[0], ref, ev)
            if not ab.on.matches(self, ev, ctx):
                continue
            if ab.condition is not None and not ab.condition(self, ctx):
                continue
            limit = ab.limit
            if limit is not None:
                # A used-up ability does not trigger; "on trigger" limits are spent now,
                # the others when the ability resolves (see limits.spend_for).
                if not limit.available(self, controller, ref[0], ref[1],
                                       incarnation=incarnation):
                    continue
                if limit.spent == ON_TRIGGER:
                    limit.spend(self, controller, ref[0], ref[1], incarnation)
            self.triggered.append(PendingItem(
                self.next_id(), "trigger", controller, obj=ref[0], ability=ref, event=ev,
                incarnation=-1 if incarnation is None else incarnation))

    # ------------------------------------------------------------------ rules-code helpers

    def next_id(self) -> int:
        """A fresh serial number (timestamps, batches, pending items)."""
        self.seq += 1
        return self.seq

    def new_rid(self, applied: tuple[Ref, ...] = ()) -> int:
        """A fresh id for one resolution's shared values; ``applied`` records the
        replacement effects the resolution's events must not meet again."""
        rid = self.next_id()
        if applied:
            self.vars[rid] = (("_applied", applied),)
        return rid

    def var(self, ctx: Ctx, name: str, default: Any = None) -> Any:
        """A value one action of an effect handed to a later one."""
        for k, v in self.vars.get(ctx.rid, ()):
            if k == name:
                return v
        return default

    def set_var(self, ctx: Ctx, name: str, value: Any) -> None:
        """Hand ``value`` to the later actions of the same effect."""
        old = tuple((k, v) for k, v in self.vars.get(ctx.rid, ()) if k != name)
        self.vars[ctx.rid] = old + ((name, value),)

    def emit_for(self, ctx: Ctx, event: Event) -> None:
        """Emit an event on behalf of an effect (keeps CR 614.5: replacement effects that
        produced this effect do not apply again to what it does)."""
        self.emit(event, self.var(ctx, "_applied", ()))

    def mut(self, oid: int) -> GameObject:
        """Object ``oid``, made safe to write (cloned if a copy still shares it)."""
        o = self.objects[oid]
        if o._token is not self._token:
            o = o._clone()
            o._token = self._token
            self.objects[oid] = o
        return o

    def mut_player(self, index: int) -> PlayerState:
        """Player ``index``, made safe to write."""
        p = self.players[index]
        if p._token is not self._token:
            p = p._clone()
            p._token = self._token
            self.players[index] = p
        return p

    def zone(self, name: str, player: int = 0) -> list[int]:
        """The object ids in zone ``name`` of ``player`` (last = top for ordered zones)."""
        return self.zones[self.rules.zones.id(name, player)]

    def cards(self, name: str, player: int = 0) -> list[GameObject]:
        """The objects in zone ``name`` of ``player``."""
        objs = self.objects
        return [objs[i] for i in self.zone(name, player)]

    def zone_text(self, zid: int) -> str:
        """How the log names zone id ``zid``: ``"Player 1's hand"``, ``"the stack"``."""
        table = self.rules.zones
        owner = table.owner_of[zid]
        name = table.spec_of[zid].name.replace("_", " ")
        return f"the {name}" if owner is None else f"{self.players[owner].name}'s {name}"

    def zone_name(self, oid: int) -> str:
        """The zone kind object ``oid`` is in."""
        return self.rules.zones.spec_of[self.objects[oid].zone].name

    def create(self, card: CardDef, owner: int, zone: str) -> int:
        """Create an object for ``card`` in ``owner``'s zone ``zone``; returns its id."""
        zid = self.rules.zones.id(zone, owner)
        oid = len(self.objects)
        o = self.rules.object_type(oid, card, owner, zid)
        o._token = self._token
        self.objects.append(o)
        self.zones[zid].append(oid)
        if card.abilities:
            self._index(o, zone, add=True)
        return oid

    def create_many(self, cards: list[CardDef], owner: int, zid: int) -> None:
        """Create an object for each of ``cards``, in order, in ``owner``'s zone id ``zid``
        (what :meth:`create` does for one card, for a whole deck at once)."""
        objs = self.objects
        zone = self.zones[zid]
        make = self.rules.object_type
        token = self._token
        name = None
        # The objects of one deck differ only in their id and card: each is a copy of
        # the first one's (a generated straight-line copy costs less than the class
        # call and its status reset), unless the game's object type builds its objects
        # its own way.
        first = None if not cards or make.__init__ is not GameObject.__init__ \
            else make(len(objs), cards[0], owner, zid)
        for card in cards:
            oid = len(objs)
            if first is None:
                o = make(oid, card, owner, zid)
            elif oid == first.id:
                o = first
            else:
                o = first._clone()
                o.id = oid
                o.card = card
            o._token = token
            objs.append(o)
            zone.append(oid)
            if card.abilities:
                if name is None:
                    name = self.rules.zones.spec_of[zid].name
                self._index(o, name, add=True)

    def move(self, oid: int, to: int, *, reason: str, cause: str = "", rule: str = "",
             at: int = TOP, player: int | None = None, source: int | None = None) -> None:
        """Move object ``oid`` from where it is now to zone id ``to`` (at ``at``: the top
        by default): a ``move`` event through the pipeline, which replacement effects
        and triggers see. ``reason`` is the card texts' verb (``"destroy"``,
        ``"discard"``, ``"tribute"``, ``"break"``), ``cause`` what brought it about."""
        self.emit(new_event("move", obj=oid, frm=self.objects[oid].zone, to=to, at=at,
                            reason=reason, cause=cause, rule=rule, player=player, source=source))

    def full(self, zid: int) -> bool:
        """Whether zone ``zid`` holds as many objects as it can."""
        capacity = self.rules.zones.capacity[zid]
        return capacity is not None and len(self.zones[zid]) >= capacity

    def relocate(self, oid: int, to: int, *, index: int | None = None,
                 same_object: bool = False) -> None:
        """Put object ``oid`` into zone id ``to`` (on top, or at ``index``; 0 is the
        bottom), for performers: rules code moves cards with :meth:`move`, an event.
        Leaving its zone makes it a new object: its status resets — unless
        ``same_object``: a change of control puts the same object into its new
        controller's zone, its status kept."""
        o = self.objects[oid]
        frm = o.zone
        z = self.zones[frm]
        if z and z[-1] == oid:
            z.pop()
        else:
            z.remove(oid)
        if index is None:
            self.zones[to].append(oid)
        else:
            self.zones[to].insert(index, oid)
        if frm == to:
            return
        if o._token is not self._token:  # what mut does: every zone change passes here
            o = o._clone()
            o._token = self._token
            self.objects[oid] = o
        if not same_object:
            o.reset()
            o.entered = self.turn
        o.zone = to
        if o.card.abilities:
            specs = self.rules.zones.spec_of
            self._index(o, specs[frm].name, add=False)
            self._index(o, specs[to].name, add=True)

    def _index(self, o: GameObject, zone: str, *, add: bool) -> None:
        for idx, ab in o.card.functioning(zone, self.rules.default_zones):
            table: dict[str, tuple[Ref, ...]] = getattr(self, _ROLE_INDEX[ab.ROLE])
            ref = (o.id, idx)
            for kind in ab.kinds():
                if table is self.statics:
                    kind = f"{ab.ROLE}:{kind}"
                refs = table.get(kind, ())
                if add:
                    table[kind] = refs + (ref,)
                else:
                    kept = tuple(r for r in refs if r != ref)
                    if kept:
                        table[kind] = kept
                    else:
                        table.pop(kind, None)
            if ab.ROLE in _PIPED_ROLES:
                self.repipe()

    def repipe(self) -> None:
        """Rebuild :attr:`piped` after the modifier, prohibition or replacement index
        changed."""
        self.piped = frozenset((*self.replacers, *self.modifiers, *self.prohibitions))

    def ability(self, ref: Ref) -> Ability:
        """The ability a reference points to."""
        return self.objects[ref[0]].card.abilities[ref[1]]

    def functions(self, ref: Ref) -> bool:
        """Whether the ability ``ref`` points to functions now: not while its object has
        lost its abilities to an effect (:meth:`Rules.abilities_lost`, asked only while
        continuous effects exist, or static abilities that negate others: those indexed
        under :data:`~tcgkit.core.abilities.NEGATES`)."""
        return not (self.continuous or self.statics.get(NEGATES)) \
            or not self.rules.abilities_lost(self, ref[0])

    def controller_of(self, ref: Ref) -> int:
        """Who controls the ability a reference points to."""
        return self.objects[ref[0]].controller

    def actions_of(self, ctx: Ctx, part: str) -> tuple[Action, ...]:
        """The actions of part ``part`` (``"effect"``, ``"instead"``, ``"cost"``) of the
        ability a context is resolving."""
        if ctx.ability is None:
            raise EngineError("no ability in this context")
        actions: tuple[Action, ...] = getattr(self.ability(ctx.ability), part)
        return actions

    def add_continuous(self, effect: Continuous) -> None:
        """Start a floating continuous effect (it gets the next timestamp)."""
        self.continuous.append(effect.replace(timestamp=self.next_id()))
        self.version += 1

    def effects_on(self, oid: int, kind: str) -> list[Continuous]:
        """The floating continuous effects of ``kind`` on object ``oid`` (in its current
        incarnation), in timestamp order."""
        if not self.continuous:
            return []
        inc = self.objects[oid].incarnation
        return [c for c in self.continuous
                if c.kind == kind and c.target == (oid, inc)]

    def effects_key(self, oid: int) -> tuple[tuple[str, Any], ...]:
        """What the floating effects on object ``oid`` do, comparable between objects
        (two identical cards are interchangeable only if the same effects apply to
        them)."""
        if not self.continuous:
            return ()
        target = (oid, self.objects[oid].incarnation)
        return tuple((c.kind, c.value) for c in self.continuous if c.target == target)

    def end_continuous(self, duration: str) -> None:
        """End the floating effects that last ``duration`` (``"turn"``: until end of
        turn)."""
        if self.continuous:
            ending = [c for c in self.continuous if c.duration == duration]
            self.continuous = [c for c in self.continuous if c.duration != duration]
            self.version += 1
            if any(c.kind == FLOATING for c in ending):
                unindex_floating(self)  # created replacement effects stop watching events

    def log_rule(self, rule: str, fmt: str, *args: Any, private: int | None = None,
                 public: str | None = None) -> None:
        """Add a log entry citing ``rule``; ``private``/``public`` give a redacted form
        for everyone but one player."""
        self.log.append(_new_tuple(LogEntry, (self.turn, rule, fmt, args, private, public)))

    def lose(self, player: int, *, rule: str, why: str) -> None:
        """Make ``player`` lose the game (through the pipeline, so "can't lose" works)."""
        self.emit(new_event("lose", player=player, rule=rule, data=(why,)))

    def win(self, player: int, *, rule: str, why: str) -> None:
        """Make ``player`` win: every other player loses."""
        for p in self.players:
            if p.index != player:
                self.lose(p.index, rule=rule, why=why)

    def concede(self, player: int) -> None:
        """``player`` concedes: at any moment, whoever is deciding, they lose at once
        (CR 104.3a). Not an event the pipeline may change: no effect stops a concession.
        """
        if self.over:
            raise IllegalAction("the game is over")
        if type(player) is not int or not 0 <= player < len(self.players):
            raise IllegalAction(f"there is no player {brief(player)}")
        self.perform(new_event("lose", player=player, rule=self.rules.concede_rule,
                               data=("they concede",)))
        self._decision = None
        self._run()

    def rewind(self, snapshot: GameState) -> None:
        """Return to a snapshot (a :meth:`copy`) taken earlier in this game. The work
        stack and the schedule are refilled in place: the engine loop holds them."""
        back = snapshot.copy()
        for name in GameState.__slots__:
            if name not in ("work", "_sched"):
                setattr(self, name, getattr(back, name))
        self.work[:] = back.work
        self._sched.clear()

    # ------------------------------------------------------------------ copying

    def copy(self) -> GameState:
        """An independent game in the same position (RNG included). Cheap: objects and
        players are shared until one side writes to them."""
        new = GameState.__new__(GameState)
        new.rules = self.rules
        new.options = self.options
        new.seed = self.seed
        new.automations = self.automations
        new.rng = Rng(self.rng.state)
        new.players = self.players.copy()
        new.objects = self.objects.copy()
        self._token = object()
        new._token = object()
        new.zones = [z.copy() for z in self.zones]
        new.turn = self.turn
        new.active = self.active
        new.first_player = self.first_player
        new.phase = self.phase
        new.step = self.step
        new.step_start = self.step_start
        new.attack_id = self.attack_id
        new.work = self.work.copy()
        new.pending = self.pending.copy()
        new.triggered = self.triggered.copy()
        new.limits = self.limits.copy()
        new.vars = self.vars.copy()
        new.replacers = self.replacers.copy()
        new.triggers = self.triggers.copy()
        new.modifiers = self.modifiers.copy()
        new.prohibitions = self.prohibitions.copy()
        new.piped = self.piped
        new.statics = self.statics.copy()
        new.continuous = self.continuous.copy()
        new.history = self.history.copy()
        new.log = self.log.copy()
        new.over = self.over
        new.ended = self.ended
        new.seq = self.seq
        new.version = self.version
        new.data = self.data
        new._sched = []
        new._decision = None
        new._applied = ()
        new.cache = {}
        return new

    __copy__ = copy

    # ------------------------------------------------------------------ pickling

    def __getstate__(self) -> tuple[Any, ...]:
        """The state for :mod:`pickle` (protocol 2 or later): every field but those
        :meth:`copy` starts afresh.

        The rules pickle as a reference (see ``Rules.__reduce__``); everything else is
        plain data. The pending container goes as its items (its policy belongs to the
        rules), the generator as its integer; objects and players go as rows of field
        values (a card as its name in the rules' pool), history events too (each step or
        turn marker the rules share as its index in their table, see
        :func:`_markers_of`), and the log as columns: several times faster to write and
        read than one pickled instance each. A pickle is for this version of tcgkit;
        :meth:`to_json` is the lasting form.
        """
        if self._sched:
            raise EngineError("cannot pickle a state in the middle of a step")
        return _gc_paused(self._pickled)

    def _pickled(self) -> tuple[Any, ...]:
        rules = self.rules
        cards = _cards_of(rules.pool)
        return (_plain_of(self), self.rng.state, _pack(self.objects, cards, rules.object_type),
                _pack(self.players, cards, rules.player_type),
                _EVENT_ROWS[0](self.history.events, _markers_of(rules)[1]),
                self.history.turn_starts, list(zip(*self.log, strict=True)), self.pending.items)

    def __setstate__(self, data: tuple[Any, ...]) -> None:
        """Restore a pickled state (see :meth:`__getstate__`) that owns its objects."""
        _gc_paused(self._restore_pickled, data)

    def _restore_pickled(self, data: tuple[Any, ...]) -> None:
        plain, rng, objects, players, events, turn_starts, log, pending = data
        _set_plain(self, plain)
        self.rng = Rng(rng)
        # Rebuilt objects are this state's alone: a copy that shared them when the state
        # was pickled (a procedure's snapshot, pickled with it) rebuilds its own.
        self._token = token = object()
        rules = self.rules
        cards = _cards_of(rules.pool)
        self.objects = _unpack(objects, token, cards, rules.object_type)
        self.players = _unpack(players, token, cards, rules.player_type)
        self.history = history = History()
        history.events = _EVENT_ROWS[1](events, _markers_of(rules)[0])
        history.turn_starts = turn_starts
        self.log = list(map(_new_tuple, repeat(LogEntry), zip(*log, strict=True)))
        self.pending = Pending(rules.policy)
        self.pending.items = pending
        self._sched = []
        self._decision = None
        self._applied = ()
        self.cache = {}

    # ------------------------------------------------------------------ serialization

    def to_data(self) -> dict[str, Any]:
        """The whole game as JSON-compatible data (see :meth:`to_json`)."""
        if self._sched:
            raise EngineError("cannot serialize a state in the middle of a step")
        objects = []
        for o in self.objects:
            row: dict[str, Any] = {"card": o.card.name}
            for f in o.FIELDS:
                if f != "card":
                    row[f] = encode(getattr(o, f))
            objects.append(row)
        players = [{f: encode(getattr(p, f)) for f in p.FIELDS} for p in self.players]
        return {
            "format": FORMAT, "game": self.rules.name, "seed": self.seed,
            "automations": sorted(self.automations),
            "options": encode(self.options), "rng": self.rng.state, "turn": self.turn,
            "active": self.active, "first_player": self.first_player, "phase": self.phase,
            "step": self.step, "step_start": self.step_start, "attack_id": self.attack_id,
            "players": players, "objects": objects, "zones": self.zones,
            "work": [encode(s) for s in self.work],
            "pending": [encode(i) for i in self.pending.items],
            "triggered": [encode(i) for i in self.triggered],
            "limits": [[encode(k), v] for k, v in self.limits.items()],
            "vars": [[k, encode(v)] for k, v in self.vars.items()],
            "index": {name: encode(getattr(self, name)) for name in _INDEXES},
            "continuous": [encode(c) for c in self.continuous],
            "history": {"events": [encode(e) for e in self.history.events],
                        "turn_starts": self.history.turn_starts},
            "log": [e.to_json() for e in self.log],
            "over": self.over, "ended": self.ended, "seq": self.seq, "version": self.version,
            "data": encode(self.data),
        }

    def to_json(self) -> str:
        """The whole game as a JSON string; :func:`tcgkit.load_game` restores it exactly."""
        return json.dumps(self.to_data(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameState:
        """Rebuild a game from :meth:`to_data` output."""
        from ..games import get_rules

        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise MalformedInput(f"not a tcgkit game state (expected format {FORMAT!r})")
        try:
            rules = get_rules(data["game"])
            if len(data["players"]) != 2:
                rules = rules.for_players(len(data["players"]))
            s = cls.__new__(cls)
            s.rules = rules
            s.options = decode(data["options"])
            s.seed = data["seed"]
            s.automations = automations(data["automations"])
            s.rng = Rng(data["rng"])
            s._token = object()
            s.players = []
            for row in data["players"]:
                p = rules.player_type.__new__(rules.player_type)
                for f in p.FIELDS:
                    setattr(p, f, decode(row[f]))
                p._token = s._token
                s.players.append(p)
            s.objects = []
            for row in data["objects"]:
                o = rules.object_type.__new__(rules.object_type)
                o.card = rules.pool.get(row["card"])
                for f in o.FIELDS:
                    if f != "card":
                        setattr(o, f, decode(row[f]))
                o._token = s._token
                s.objects.append(o)
            s.zones = [list(z) for z in data["zones"]]
            for name in ("turn", "active", "first_player", "phase", "step", "step_start",
                         "attack_id", "over", "ended", "seq", "version"):
                setattr(s, name, data[name])
            s.work = [decode(x) for x in data["work"]]
            s.pending = Pending(rules.policy)
            s.pending.items = [decode(x) for x in data["pending"]]
            s.triggered = [decode(x) for x in data["triggered"]]
            s.limits = {decode(k): v for k, v in data["limits"]}
            s.vars = {int(k): decode(v) for k, v in data["vars"]}
            for name in _INDEXES:
                setattr(s, name, decode(data["index"][name]))
            s.repipe()
            s.continuous = [decode(c) for c in data["continuous"]]
            s.history = History()
            s.history.events = [decode(e) for e in data["history"]["events"]]
            s.history.turn_starts = list(data["history"]["turn_starts"])
            s.log = [LogEntry.from_json(e) for e in data["log"]]
            s.data = decode(data["data"])
            if type(s.data) is not rules.data_type:
                raise MalformedInput(f"the game's data is a {type(s.data).__name__}, not a "
                                     f"{rules.data_type.__name__}")
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, MalformedInput):
                raise
            raise MalformedInput(f"malformed game state JSON: {exc!r}") from exc
        s._sched = []
        s._decision = None
        s._applied = ()
        s.cache = {}
        from .validate import validate_state
        validate_state(s)
        return s

    # ------------------------------------------------------------------ observation

    def observation(self, player: int, *, labels: bool = True) -> dict[str, Any]:
        """What ``player`` may see: public zones, their own hidden ones, counts of the
        rest. Never a deck's order, the opponent's hand or a face-down card's identity.

        The player's own decision shows its kind and its options' labels; with
        ``labels=False`` the labels are left out (rendering them is about a quarter of
        the observation's cost; :attr:`Decision.labels` has them when needed).

        Another player's decision shows only who decides: its kind may tell what they
        hold (a Magic player asked whether to reveal the miracle card they drew, where an
        ordinary card would have left them with priority), and the step, the public zones
        and the pending items already show what a public choice is about."""
        rules = self.rules
        table = rules.zones
        seen = table.seen_by[player]
        asks = rules.viewed_by_game()
        view = rules.object_view
        objs = self.objects
        zones: dict[str, Any] = {}
        for zid, (label, ids) in enumerate(zip(table.labels, self.zones, strict=True)):
            if not seen[zid]:
                zones[label] = len(ids)
            elif not ids:
                zones[label] = []
            elif asks[zid]:
                zones[label] = [view(self, objs[i], player) for i in ids]
            else:
                # The kernel's plain view, its common case (a card with no status) built
                # here: most visible cards are in hands and graveyards.
                zones[label] = [{"id": o.id, "name": o.card.name}
                                if not (o.tapped or o.face_down or o.counters)
                                else plain_view(o, player) for o in map(objs.__getitem__, ids)]
        d = self.decision
        obs: dict[str, Any] = {
            "game": rules.name, "you": player, "turn": self.turn, "active": self.active,
            "phase": self.phase, "step": self.step, "over": self.over, "winner": self.winner,
            "players": [rules.player_view(self, p) for p in self.players],
            "zones": zones,
            "pending": [rules.pending_view(self, it, player) for it in self.pending.items],
        }
        if d is not None:
            if d.player == player:
                obs["decision"] = ({"player": d.player, "kind": d.kind,
                                    "options": list(d.labels)} if labels
                                   else {"player": d.player, "kind": d.kind})
            else:
                obs["decision"] = {"player": d.player}
        return obs

    def log_for(self, player: int | None) -> list[str]:
        """The log's text as ``player`` may read it (``None``: a spectator)."""
        return [e.text_for(player) for e in self.log if e.visible_to(player)]

    def __repr__(self) -> str:
        status = "over" if self.over else f"turn {self.turn}, {self.step}"
        return f"<GameState {self.rules.name} {status}>"


_PICKLED = tuple(name for name in GameState.__slots__ if name not in _NOT_PICKLED)
"""The fields a pickled state carries as they are, in order."""

_plain_of = attrgetter(*_PICKLED)


def _codegen_set_plain() -> Callable[[GameState, tuple[Any, ...]], None]:
    # One unpacking assignment instead of a setattr by name per field.
    namespace: dict[str, Any] = {}
    targets = "".join(f"state.{name}, " for name in _PICKLED)
    exec(f"def set_plain(state, values):\n    ({targets}) = values", namespace)
    fn: Callable[[GameState, tuple[Any, ...]], None] = namespace["set_plain"]
    return fn


_set_plain = _codegen_set_plain()

register_codec(GameState, "GameState", GameState.to_data, GameState.from_data)


def run_with(state: GameState, steps: Iterable[Step]) -> GameState:
    """Schedule ``steps`` and run the game to its next decision (setup helper)."""
    state.push(*steps)
    return state.start()
