"""Continuous effects applied in layers (CR 613): what a permanent's characteristics are
once every continuous effect has been applied.

An object's characteristics start as its card's printed ones (CR 613.1) and are changed
by the continuous effects that apply to it, layer by layer: 1 copy, 2 control, 3 text,
4 type, 5 color, 6 abilities, 7a characteristic-defining power/toughness, 7b power and
toughness set to a value, 7c power and toughness modified (effects and counters), 7d
power and toughness switched (CR 613.1a-g, 613.4). Inside a layer, characteristic-
defining abilities apply first (CR 613.3), then the other effects in timestamp order
(CR 613.7), except where one depends on another (CR 613.8). No card here copies an
object or changes its text: layers 1 and 3 have no operation yet.

Where effects come from:

- **Floating effects** a resolving spell or ability created ("gets +3/+3 until end of
  turn", "becomes a blue Frog with base power and toughness 1/1"): ``Continuous``
  records aimed at one object (its set of affected objects is locked in as it is
  created, CR 611.2c). The kinds the rules already had keep their meaning — ``"pt"``
  (layer 7c), ``"keyword"`` (layer 6), ``"animate"`` (layers 4 and 7b) — and
  :data:`LAYERED` holds any list of :data:`Change`\\ s.
- **Static abilities** of permanents ("Creatures you control get +1/+1", "You control
  enchanted creature", "Nightmare's power and toughness are each equal to the number of
  Swamps you control"): :class:`LayerEffect` abilities. They are found through the
  static-ability index (``state.statics["static:layers"]``: the kernel indexes a
  permanent's static abilities as it enters and leaves the battlefield) and affect
  whatever qualifies at the moment they apply. Each such permanent carries a
  :data:`STATIC` marker record from the time it entered the battlefield: its timestamp
  is the effect's (CR 613.7a; an Aura's is renewed as it is attached, CR 613.7e), and it
  keeps ``state.continuous`` non-empty, which is how every rule that reads a
  characteristic knows that it may differ from the printed one.

A game with neither pays one truth test (``state.continuous``) per characteristic
read. With floating effects only, each object is computed from its own records; with
static abilities, the whole battlefield is computed at once (effects cross objects), and
the result is cached until the state's next change (``state.version``).

Control (layer 2) is also where the engine keeps a permanent: in its controller's
battlefield zone. :func:`sync_control` moves a permanent to the controller the layers
give it whenever an effect begins or ends (a ``"control"`` event, CR 613.1b) and keeps
the controller it had before the first such effect as a :data:`CONTROL_BASE` record, to
which it returns when no control-changing effect applies any more.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ...core.abilities import Ability, Action, Ctx
from ...core.continuous import PERMANENT, UNTIL_END_OF_TURN, Continuous
from ...core.events import Event
from ...core.resolve import targeted_object
from .zones import BATTLEFIELD

if TYPE_CHECKING:
    from ...core.cards import CardDef
    from ...core.objects import GameObject
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import objects

KEY = "static:layers"
"""Where the static-ability index keeps the :class:`LayerEffect` abilities of the
permanents on the battlefield."""

LAYERED = "layered"
"""The kind of a floating effect record whose ``value`` is a tuple of :data:`Change`."""
STATIC = "static_effects"
"""The kind of the marker record of a permanent with :class:`LayerEffect` abilities."""
CONTROL_BASE = "control_base"
"""The kind of the record of the controller a permanent had before control-changing
effects applied to it (``value``: that player)."""

# The operations, each applied in one layer (CR 613.1, 613.4).
CONTROL = "control"
"""Layer 2: the permanent's controller becomes ``arg`` (a player; -1: the effect's
controller)."""
ADD_TYPES = "add_types"
"""Layer 4: the card types in ``arg`` are added ("in addition to its other types")."""
SET_CREATURE_TYPES = "set_creature_types"
"""Layer 4: the creature types become ``arg``, replacing the old ones (CR 205.1b)."""
SET_COLORS = "set_colors"
"""Layer 5: the colors become the letters of ``arg``, replacing the old ones."""
LOSE_ABILITIES = "lose_abilities"
"""Layer 6: the object loses all abilities (those granted by earlier effects too)."""
ADD_KEYWORD = "add_keyword"
"""Layer 6: the object gains the keyword ability named ``arg``."""
CDA_PT = "cda_pt"
"""Layer 7a: a characteristic-defining ability gives power and toughness: ``arg`` is a
function ``(state, ctx, board) -> (power, toughness)``."""
SET_PT = "set_pt"
"""Layer 7b: base power and toughness become ``arg``: a pair, or (static abilities
only) a function ``(state, oid) -> (power, toughness)``."""
MODIFY_PT = "modify_pt"
"""Layer 7c: ``arg``, a pair, is added to power and toughness."""
SWITCH_PT = "switch_pt"
"""Layer 7d: power and toughness are switched."""

LAYER_OF = {CONTROL: "2", ADD_TYPES: "4", SET_CREATURE_TYPES: "4", SET_COLORS: "5",
            LOSE_ABILITIES: "6", ADD_KEYWORD: "6", CDA_PT: "7a", SET_PT: "7b",
            MODIFY_PT: "7c", SWITCH_PT: "7d"}
"""The layer each operation applies in."""
ORDER = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
"""The layers and sublayers in the order they apply (CR 613.1, 613.4)."""
RULE_OF_LAYER = {"1": "CR 613.1a", "2": "CR 613.1b", "3": "CR 613.1c", "4": "CR 613.1d",
                 "5": "CR 613.1e", "6": "CR 613.1f", "7a": "CR 613.4a", "7b": "CR 613.4b",
                 "7c": "CR 613.4c", "7d": "CR 613.4d"}
"""The rule of each layer, for the log."""

_DEPENDENT_LAYERS = frozenset(("2", "3", "4", "5", "6"))
"""The layers whose effects can change what a :class:`LayerEffect`'s ``affects`` reads
(controller, types, colors) or whether it exists (its source's abilities): where CR
613.8's dependency is looked for. Not the sublayers of layer 7: a dependency needs two
effects of one sublayer (CR 613.8a), and none of the pool's can change what another of
its sublayer applies to, does, or whether it exists. Each 7b-7d effect here either has
its objects fixed before layer 7 (a floating effect's locked-in object, CR 611.2c;
Humility's and March of the Machines' from the earlier layer they began in, CR 613.6)
or, beginning in layer 7 (Glorious Anthem), chooses them by controller and types
(layers 2 and 4); their values are constants, the printed mana value, or (Nightmare's
characteristic-defining 7a, alone in its sublayer) Swamps counted after layer 4. A card
whose layer-7 effect chose its objects or its amount by power or toughness would need
7a-7d here."""

Change = tuple[str, Any]
"""One part of a continuous effect: an operation and its argument."""

_RECORD_PARTS: dict[str, Callable[[Any], tuple[Change, ...]]] = {
    "pt": lambda v: ((MODIFY_PT, v),),
    "keyword": lambda v: ((ADD_KEYWORD, v),),
    # "Becomes a 3/3 creature": a type-changing part and a base power/toughness part.
    "animate": lambda v: ((ADD_TYPES, ("Creature",)), (SET_PT, v)),
    LAYERED: lambda v: tuple(v),
}
"""The floating-record kinds that are layer effects, and their parts."""

_CACHE = "mtg.layers"
_OWN_CACHE = "mtg.layers.own"


Affects = Callable[["GameState", Ctx, int, "Chars"], bool]


@dataclass(frozen=True, kw_only=True)
class LayerEffect(Ability):
    """A static ability that generates a continuous effect (CR 604.1, 611.3): the
    objects ``affects`` accepts — asked with the object's characteristics as the layers
    have made them so far, at the first layer the effect applies in (CR 613.6) — get
    ``changes``. ``cda`` marks a characteristic-defining ability, which applies before
    the other effects of its layer (CR 604.3, 613.3). It functions on the battlefield;
    its source losing its abilities before the effect began ends it (CR 613.6)."""

    affects: Affects | None = None
    only: Callable[[GameState, Ctx], int | None] | None = None
    """Instead of ``affects``: the one object the text names ("enchanted creature",
    "this creature"), or ``None`` for none now."""
    changes: tuple[Change, ...] = ()
    cda: bool = False
    ROLE: ClassVar[str] = "static"

    def kinds(self) -> tuple[str, ...]:
        return ("layers",)


class Chars:
    """An object's characteristics as the layers change them: controller, card types,
    subtypes, colors, whether it lost its abilities (``lost``) and the keywords it
    gained since (``granted``), power and toughness before counters, and whether they
    are switched (applied after counters, CR 613.4d)."""

    __slots__ = ("by_effect", "colors", "controller", "granted", "lost", "power",
                 "subtypes", "switched", "toughness", "types")

    controller: int
    types: frozenset[str]
    subtypes: tuple[str, ...]
    colors: frozenset[str] | None
    lost: bool
    granted: tuple[str, ...]
    power: int
    toughness: int
    switched: bool
    by_effect: bool

    def __init__(self, card: MtgCard, controller: int) -> None:
        self.controller = controller
        self.types = card.types
        self.subtypes = card.subtypes
        self.colors = None  # the printed ones (read from the card when asked)
        self.lost = False
        self.granted = ()
        pt = card.pt
        self.power, self.toughness = pt if pt is not None else (0, 0)
        self.switched = False
        self.by_effect = False  # a control-changing effect applies (layer 2)

    def copy(self) -> Chars:
        """A copy to try an effect on (CR 613.8a's "would applying it change ...")."""
        new = Chars.__new__(Chars)
        for f in Chars.__slots__:
            setattr(new, f, getattr(self, f))
        return new

    def has(self, card: CardDef, keyword: str) -> bool:
        """Whether the object has ``keyword``: printed and not lost, or gained."""
        return (not self.lost and card.has(keyword)) or keyword in self.granted

    def pt(self, obj: GameObject) -> tuple[int, int]:
        """Power and toughness with the object's counters (layer 7c, CR 613.4c) and the
        switches (layer 7d, CR 613.4d) applied."""
        p, t = self.power, self.toughness
        counters = obj.counters
        if counters:
            n = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)  # CR 122.1a
            p += n
            t += n
        return (t, p) if self.switched else (p, t)


class _Effect:
    """One continuous effect while the layers are applied."""

    __slots__ = ("ability", "cda", "controller", "key", "layers", "parts", "source", "targets",
                 "ts")

    def __init__(self, key: tuple[Any, ...], ts: int, parts: tuple[Change, ...],
                 controller: int, source: int | None, targets: tuple[Any, ...] | None,
                 ability: LayerEffect | None = None) -> None:
        self.key = key
        self.ts = ts
        self.parts = parts
        self.controller = controller
        self.source = source
        self.targets = targets  # a floating effect's locked-in object; None: a static's
        self.ability = ability
        self.cda = ability is not None and ability.cda
        self.layers = frozenset(LAYER_OF[op] for op, _ in parts)


Board = dict[int, Chars]


# ---------------------------------------------------------------------- reading

def layered(state: GameState, obj: GameObject) -> Chars | None:
    """``obj``'s characteristics with the continuous effects applied, or ``None`` when
    none can apply to it (its printed ones are its characteristics). Only asked when
    ``state.continuous`` is not empty."""
    if KEY in state.statics:
        board = _board(state)
        c = board.get(obj.id)
        if c is not None:
            return c
    return _own(state, obj)


def _own(state: GameState, obj: GameObject) -> Chars | None:
    """An object's characteristics from the floating effects aimed at it alone."""
    target = (obj.id, obj.incarnation)
    records = [c for c in state.continuous if c.target == target
               and (c.kind in _RECORD_PARTS or c.kind == CONTROL_BASE)]
    if not records:
        return None
    cached = state.cache.get(_OWN_CACHE)
    if cached is None or cached[0] != state.version:
        own: dict[int, Chars] = {}
        state.cache[_OWN_CACHE] = (state.version, own)
    else:
        own = cached[1]
    found = own.get(obj.id)
    if found is None:
        found = _compute(state, [obj.id], _effects(state, records, statics=False))[obj.id]
        own[obj.id] = found
    return found


def _board(state: GameState) -> Board:
    """Every permanent's characteristics, cached until the state changes."""
    cached = state.cache.get(_CACHE)
    if cached is not None and cached[0] == state.version:
        board: Board = cached[1]
        return board
    oids = [oid for zid in state.rules.zones.ids["battlefield"] for oid in state.zones[zid]]
    records = [c for c in state.continuous if c.kind in _RECORD_PARTS]
    board = _compute(state, oids, _effects(state, records, statics=True))
    state.cache[_CACHE] = (state.version, board)
    return board


def _effects(state: GameState, records: Sequence[Continuous], *,
             statics: bool) -> list[_Effect]:
    """The continuous effects to apply: the floating ones among ``records``, and with
    ``statics`` those of the static abilities on the battlefield."""
    out = [_Effect(("record", c.timestamp), c.timestamp, _RECORD_PARTS[c.kind](c.value),
                   c.controller, c.source, (c.target,))
           for c in records if c.kind in _RECORD_PARTS]
    if statics:
        stamps = {c.source: c.timestamp for c in state.continuous if c.kind == STATIC}
        objs = state.objects
        for ref in state.statics.get(KEY, ()):
            ab = objs[ref[0]].card.abilities[ref[1]]
            if isinstance(ab, LayerEffect):
                out.append(_Effect(("static", *ref), stamps.get(ref[0], 0), ab.changes,
                                   objs[ref[0]].controller, ref[0], None, ab))
    return out


def _compute(state: GameState, oids: Sequence[int], effects: list[_Effect]) -> Board:
    """Apply ``effects`` to the objects ``oids`` layer by layer (CR 613.1)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    bases = {c.target: c.value for c in state.continuous if c.kind == CONTROL_BASE}
    board: Board = {}
    for oid in oids:
        o = objs[oid]
        board[oid] = Chars(o.card, bases.get((oid, o.incarnation), o.controller))
    started: dict[tuple[Any, ...], tuple[int, ...]] = {}
    for layer in ORDER:
        group = [e for e in effects if layer in e.layers]
        if group:
            for e in _in_order(state, board, group, layer, started):
                _apply(state, board, e, layer, started)
    return board


def _in_order(state: GameState, board: Board, group: list[_Effect], layer: str,
              started: dict[tuple[Any, ...], tuple[int, ...]]) -> Iterator[_Effect]:
    """The effects of one layer in the order they apply: characteristic-defining
    abilities first (CR 613.3), then timestamp order (CR 613.7) — except that an effect
    that depends on another waits until that one has applied (CR 613.8b); effects in a
    dependency loop apply in timestamp order (CR 613.8b). The order is settled one
    effect at a time, as the earlier ones change what the later ones would do."""
    group.sort(key=lambda e: (not e.cda, e.ts))
    rest = [e for e in group if not e.cda]
    yield from (e for e in group if e.cda)
    # Only a static ability's effect can depend on another (a floating effect's object
    # is locked in and it exists whatever happens to its source), and only on an effect
    # of a layer that changes what the abilities' conditions read: control, types,
    # colors, abilities.
    check = layer in _DEPENDENT_LAYERS and any(e.ability is not None for e in rest)
    while rest:
        pick = rest[0]
        if check and len(rest) > 1:
            free = [e for e in rest
                    if e.ability is None
                    or not any(_depends(state, board, e, other, layer, started)
                               for other in rest if other is not e)]
            if free:
                pick = free[0]
        rest.remove(pick)
        yield pick


def _depends(state: GameState, board: Board, a: _Effect, b: _Effect, layer: str,
             started: dict[tuple[Any, ...], tuple[int, ...]]) -> bool:
    """Whether ``a`` depends on ``b`` (CR 613.8a): applying ``b`` first would change
    whether ``a`` exists or what it applies to."""
    before = (_exists(board, a), _affected(state, board, a, started))
    trial = dict(board)  # copies of what ``b`` changes only
    for oid in _affected(state, board, b, started):
        trial[oid] = board[oid].copy()
    _apply(state, trial, b, layer, dict(started))
    after = (_exists(trial, a), _affected(state, trial, a, started))
    return before != after


def _exists(board: Board, e: _Effect) -> bool:
    """Whether the effect still exists: a static ability's effect ends when its source
    has lost its abilities (CR 613.6: unless it had begun to apply already)."""
    if e.ability is None:
        return True
    src = board.get(e.source) if e.source is not None else None
    return src is not None and not src.lost


def _affected(state: GameState, board: Board, e: _Effect,
              started: dict[tuple[Any, ...], tuple[int, ...]]) -> tuple[int, ...]:
    """The objects the effect applies to: those it began to apply to (CR 613.6), a
    floating effect's locked-in object (CR 611.2c), or what its static ability
    accepts now."""
    done = started.get(e.key)
    if done is not None:
        return done
    objs = state.objects
    if e.targets is not None:
        return tuple(t[0] for t in e.targets if t[0] in board
                     and objs[t[0]].incarnation == t[1])
    ab = e.ability
    assert ab is not None and e.source is not None
    ctx = Ctx(board[e.source].controller, e.source)
    if ab.only is not None:
        one = ab.only(state, ctx)
        return (one,) if one is not None and one in board else ()
    assert ab.affects is not None
    return tuple(oid for oid, c in board.items() if ab.affects(state, ctx, oid, c))


def _apply(state: GameState, board: Board, e: _Effect, layer: str,
           started: dict[tuple[Any, ...], tuple[int, ...]]) -> None:
    """Apply the parts of ``e`` that belong to ``layer``."""
    if e.key not in started:
        if not _exists(board, e):
            return
        started[e.key] = _affected(state, board, e, started)
    controller = board[e.source].controller if e.ability is not None \
        and e.source is not None else e.controller
    for oid in started[e.key]:
        c = board.get(oid)
        if c is None:
            continue
        for op, arg in e.parts:
            if LAYER_OF[op] != layer:
                continue
            if op == CONTROL:
                c.controller = controller if arg < 0 else arg
                c.by_effect = True
            elif op == ADD_TYPES:
                c.types = c.types | frozenset(arg)
            elif op == SET_CREATURE_TYPES:
                c.subtypes = tuple(arg)
            elif op == SET_COLORS:
                c.colors = frozenset(arg)
            elif op == LOSE_ABILITIES:
                c.lost = True
                c.granted = ()
            elif op == ADD_KEYWORD:
                if arg not in c.granted:
                    c.granted = (*c.granted, arg)
            elif op == CDA_PT:
                c.power, c.toughness = arg(state, Ctx(controller, e.source), board)
            elif op == SET_PT:
                c.power, c.toughness = arg(state, oid) if callable(arg) else arg
            elif op == MODIFY_PT:
                c.power += arg[0]
                c.toughness += arg[1]
            elif op == SWITCH_PT:
                c.switched = not c.switched


# ---------------------------------------------------------------------- bookkeeping

def sync_markers(state: GameState) -> None:
    """Give each permanent with :class:`LayerEffect` abilities its :data:`STATIC`
    marker (timestamped now: it just entered, CR 613.7a) and drop the markers of those
    that left the battlefield."""
    refs = state.statics.get(KEY, ())
    if not refs and not state.continuous:
        return
    objs = state.objects
    live = {ref[0]: (ref[0], objs[ref[0]].incarnation) for ref in refs}
    have = {c.target for c in state.continuous if c.kind == STATIC}
    if have == set(live.values()):
        return
    state.continuous = [c for c in state.continuous
                        if c.kind != STATIC or c.target in live.values()]
    state.version += 1  # a static effect ended: characteristics may differ now
    for oid, target in live.items():
        if target not in have:
            state.add_continuous(Continuous(STATIC, controller=objs[oid].controller,
                                            source=oid, target=target, duration=PERMANENT))


def renew_timestamp(state: GameState, oid: int) -> None:
    """Give permanent ``oid``'s static effects a new timestamp: an Aura's as it becomes
    attached (CR 613.7e)."""
    if not state.continuous:
        return
    target = (oid, state.objects[oid].incarnation)
    old = [c for c in state.continuous if c.kind == STATIC and c.target == target]
    if old:
        state.continuous = [c for c in state.continuous if c is not old[0]]
        state.add_continuous(old[0])


def after_move(state: GameState) -> None:
    """A permanent with abilities entered or left the battlefield: its static effects
    begin or end, and control may return (the Aura that gave it left)."""
    # Asked while the move is performed, before it is recorded (and the state's version
    # moves on): what was computed before the move is stale already.
    state.cache.pop(_CACHE, None)
    state.cache.pop(_OWN_CACHE, None)
    sync_markers(state)
    sync_control(state)


def sync_control(state: GameState, rule: str = "CR 613.1b") -> None:
    """Put each permanent under the controller layer 2 gives it (CR 613.1b): a control
    effect began, ended or stopped applying. The controller it had before is kept while
    control effects apply, and it returns to that one after them; ``rule`` is cited for
    that return (CR 514.2 when "until end of turn" ended in the cleanup step)."""
    cont = state.continuous
    if not cont:
        return
    candidates = {c.target[0] for c in cont
                  if c.kind == CONTROL_BASE
                  or (c.kind == LAYERED and any(op == CONTROL for op, _ in c.value))}
    if any(op == CONTROL for ref in state.statics.get(KEY, ())
           for op, _ in getattr(state.ability(ref), "changes", ())):
        candidates.update(oid for zid in state.rules.zones.ids["battlefield"]
                          for oid in state.zones[zid])
    objs = state.objects
    for oid in sorted(candidates):
        o = objs[oid]
        target = (oid, o.incarnation)
        base = next((c for c in state.continuous
                     if c.kind == CONTROL_BASE and c.target == target), None)
        if o.zone not in BATTLEFIELD:
            if base is not None:
                _drop(state, base)
            continue
        c = layered(state, o)
        want = c.controller if c is not None else o.controller
        by_effect = c is not None and c.by_effect
        if by_effect and base is None:
            state.add_continuous(Continuous(CONTROL_BASE, controller=o.controller,
                                            target=target, value=o.controller,
                                            duration=PERMANENT))
        if want != o.controller:
            if not by_effect:
                state.log_rule(rule, "no control-changing effect applies to {} any "
                               "more: it returns to {}", o.card.name,
                               state.players[want].name)
            state.emit(Event("control", obj=oid, player=want, rule="CR 613.1b"))
        if not by_effect and base is not None:
            _drop(state, base)


def _drop(state: GameState, record: Continuous) -> None:
    state.continuous = [c for c in state.continuous if c is not record]
    state.version += 1


# ---------------------------------------------------------------------- actions

def creatures_you_control(state: GameState, ctx: Ctx, oid: int, c: Chars) -> bool:
    """"Creatures you control" as the layers see them (for :class:`LayerEffect`)."""
    return "Creature" in c.types and c.controller == ctx.controller


def all_creatures(state: GameState, ctx: Ctx, oid: int, c: Chars) -> bool:
    """"All creatures" as the layers see them."""
    return "Creature" in c.types


def this_object(state: GameState, ctx: Ctx) -> int | None:
    """The source itself (a characteristic-defining ability's object; for
    :attr:`LayerEffect.only`)."""
    return ctx.source


def enchanted_object(state: GameState, ctx: Ctx) -> int | None:
    """"Enchanted creature": the object the Aura is attached to, if it is still that
    object (for :attr:`LayerEffect.only`; whether the attachment is legal is the
    state-based actions' matter, CR 704.5m)."""
    from .auras import attached_to  # auras reads characteristics: imported late

    assert ctx.source is not None
    found = attached_to(state, ctx.source)
    if found is None or state.objects[found[0]].incarnation != found[1]:
        return None
    return found[0]


def noncreature_artifacts(state: GameState, ctx: Ctx, oid: int, c: Chars) -> bool:
    """"Each noncreature artifact" as the layers see them."""
    return "Artifact" in c.types and "Creature" not in c.types


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
"""Each colour's word, by its mana symbol (CR 105.1)."""


def _article(word: str) -> str:
    """``word`` with its indefinite article, by how it sounds (an Elephant, a Zombie)."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _describe(parts: Sequence[Change]) -> str:
    words = []
    for op, arg in parts:
        if op == CONTROL:
            words.append("changes control")
        elif op == ADD_TYPES:
            words.append(f"becomes {' '.join(arg).lower()} in addition to its other types")
        elif op == SET_CREATURE_TYPES:
            words.append(f"becomes {_article(' '.join(arg))}")
        elif op == SET_COLORS:
            words.append(f"becomes {' and '.join(COLOR_WORDS[c] for c in arg)}"
                         if arg else "becomes colorless")
        elif op == LOSE_ABILITIES:
            words.append("loses all abilities")
        elif op == ADD_KEYWORD:
            words.append(f"gains {arg.lower()}")
        elif op == SET_PT:
            words.append(f"has base power and toughness {arg[0]}/{arg[1]}")
        elif op == MODIFY_PT:
            words.append(f"gets {arg[0]:+d}/{arg[1]:+d}")
        elif op == SWITCH_PT:
            words.append("has its power and toughness switched")
    return ", ".join(words)


@dataclass(frozen=True)
class TargetBecomes(Action):
    """"Until end of turn, target <object> <changes>": one floating effect of several
    parts, each applied in its own layer (CR 613.6), aimed at the target as it
    resolves (CR 611.2c). A target that became illegal is left alone."""

    changes: tuple[Change, ...] = ()
    target: int = 0
    duration: str = UNTIL_END_OF_TURN

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        o = state.objects[aimed]
        state.add_continuous(Continuous(LAYERED, controller=ctx.controller,
                                        source=ctx.source, target=(o.id, o.incarnation),
                                        value=self.changes, duration=self.duration))
        layers = sorted({LAYER_OF[op] for op, _ in self.changes}, key=ORDER.index)
        state.log_rule(RULE_OF_LAYER[layers[0]], "{} {} until end of turn (layer{} {})",
                       o.card.name, _describe(self.changes), "s" if len(layers) > 1 else "",
                       ", ".join(layers))
        _watch_if_creature(state, o.id)
        if any(op == CONTROL for op, _ in self.changes):
            sync_control(state)

    @property
    def text(self) -> str:
        return _describe(self.changes)


def _watch_if_creature(state: GameState, oid: int) -> None:
    """State-based actions look at an object whose toughness an effect changed."""
    from .characteristics import watch

    watch(state, oid)


@dataclass(frozen=True)
class GainControlUntilEndOfTurn(Action):
    """"Gain control of target <permanent> until end of turn" (a layer-2 floating
    effect, CR 613.1b, 611.2a); when it ends in the cleanup step (CR 514.2) the
    permanent returns to the player who controlled it before."""

    target: int = 0
    declares = ("control",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        o = state.objects[aimed]
        state.add_continuous(Continuous(LAYERED, controller=ctx.controller,
                                        source=ctx.source, target=(o.id, o.incarnation),
                                        value=((CONTROL, ctx.controller),)))
        sync_control(state)

    @property
    def text(self) -> str:
        return "gain control of target until end of turn"


@dataclass(frozen=True)
class UntapTarget(Action):
    """"Untap <target permanent>" (CR 701.26b)."""

    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        state.emit_for(ctx, Event("untap", obj=aimed, reason="effect", source=ctx.source,
                                  rule="CR 701.26b"))

    @property
    def text(self) -> str:
        return "untap target"


def swamps_you_control(state: GameState, ctx: Ctx, board: Board) -> tuple[int, int]:
    """Power and toughness each equal to the number of Swamps ``ctx``'s controller
    controls, as the layers before 7a made them (Nightmare's characteristic-defining
    ability)."""
    n = sum(1 for c in board.values() if c.controller == ctx.controller
            and "Land" in c.types and "Swamp" in c.subtypes)
    return (n, n)


def mana_value_pt(state: GameState, oid: int) -> tuple[int, int]:
    """Power and toughness each equal to the object's mana value (CR 202.3)."""
    if TYPE_CHECKING:
        mv = objects(state)[oid].card.mana_value
    else:
        mv = state.objects[oid].card.mana_value
    return (mv, mv)


def colors_of(state: GameState, obj: MtgObject) -> frozenset[str]:
    """The object's colors now (CR 105, layer 5)."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None and c.colors is not None:
            return c.colors
    return obj.card.colors


def subtypes_of(state: GameState, obj: MtgObject) -> tuple[str, ...]:
    """The object's subtypes now (layer 4)."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None:
            return c.subtypes
    return obj.card.subtypes


def types_of(state: GameState, obj: MtgObject) -> frozenset[str]:
    """The object's card types now (layer 4)."""
    if state.continuous:
        c = layered(state, obj)
        if c is not None:
            return c.types
    return obj.card.types
