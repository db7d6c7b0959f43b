"""Decisions and options: what a player must choose, and the legal answers.

The engine never chooses for a player. At every point where a choice is needed the state
exposes a :class:`Decision`; its ``options`` are typed, hashable :class:`Option` values,
each with a short text form (``"cast Brainstorm"``) that :meth:`Decision.find` parses
back.
"""

from __future__ import annotations

import reprlib
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

from .errors import AmbiguousName, EngineError, IllegalAction
from .serial import Record, register_tuple

if TYPE_CHECKING:
    from .state import GameState


class Option(NamedTuple):
    """One legal answer to a decision.

    ``kind`` is the verb (``"pass"``, ``"cast"``, ``"attack"`` ...), ``obj`` the object it
    is about (``-1`` if none) and ``arg`` any further detail. What ``obj`` and ``arg`` are
    is one thing per kind, declared by an :class:`OptionKind` in the game's
    :attr:`~tcgkit.core.rules.Rules.option_kinds`. Options compare by value:
    ``option in state.decision.options`` works.
    """

    kind: str
    obj: int = -1
    arg: Any = None


register_tuple(Option, "Option")

option_of = partial(tuple.__new__, Option)
"""``option_of((kind, obj, arg))`` builds an option like ``Option(kind, obj, arg)``, without
the argument handling of a Python call: for the loops that list many options."""


# ---------------------------------------------------------------------- option kinds

ArgType: TypeAlias = type | tuple["ArgType", ...]
"""The Python type of an option's ``arg``: a type (``int``), or for an ``arg`` that is a
tuple, a tuple of types of that shape (``(int, int)``: a pair of ints)."""


class OptionKind(NamedTuple):
    """What the options of one kind are: what their ``obj`` and their ``arg`` stand for,
    so that each field of an :class:`Option` means one thing per kind, and says so.

    The engine never reads these declarations while it plays: tests check every listed
    option against them (:meth:`fault`), the documentation renders them
    (:func:`option_table`), and tools may quote them.
    """

    name: str
    """The options' ``kind``."""
    obj: str | None
    """What ``obj`` is, always an object id (``"a card in your hand"``); ``None``: ``obj``
    is always ``-1``."""
    arg: str | None
    """What ``arg`` is; ``None``: ``arg`` is always ``None``."""
    arg_type: ArgType | None
    """The Python type of ``arg`` (``None`` exactly when ``arg`` is)."""
    doc: str
    """What choosing such an option does, in one line."""
    arg_is_object: bool = False
    """Whether ``arg`` is an object id (or ``-1``: none), as the attacked creature is:
    a refusal then says nothing about a card its player may not see there either."""

    def fault(self, option: Sequence[Any], objects: int | None = None) -> str | None:
        """Why ``option`` is not an option of this kind, or ``None`` if it is: its
        ``kind`` is :attr:`name`, its ``obj`` an object id (below ``objects``, if given) or
        ``-1`` as declared, its ``arg`` of :attr:`arg_type` or ``None`` as declared."""
        kind, obj, arg = option
        if kind != self.name:
            return f"its kind is {brief(kind)}, not {self.name!r}"
        if not _is_int(obj):
            return f"obj {brief(obj)} is not an int"
        if self.obj is None:
            if obj != -1:
                return f"obj is {brief(obj)}: a {self.name!r} option is about no object (-1)"
        elif obj < 0 or (objects is not None and obj >= objects):
            return f"obj is {brief(obj)}, not an object id: it is {self.obj}"
        if self.arg_type is None:
            if arg is not None:
                return f"arg is {brief(arg)}: a {self.name!r} option has none"
        elif not _of_type(arg, self.arg_type):
            return f"arg {brief(arg)} is not {type_text(self.arg_type)}: it is {self.arg}"
        return None


def _is_int(value: object) -> bool:
    # True and False are ints to Python, never an object id or a number in an option.
    return isinstance(value, int) and not isinstance(value, bool)


def _of_type(value: object, shape: ArgType) -> bool:
    """Whether ``value`` is of ``shape`` (see :data:`ArgType`)."""
    if isinstance(shape, tuple):
        return isinstance(value, tuple) and len(value) == len(shape) and all(
            map(_of_type, value, shape))
    if shape is int:
        return _is_int(value)
    return isinstance(value, shape)


def type_text(shape: ArgType) -> str:
    """How documents name an :data:`ArgType`: ``int``, ``(int, str)``."""
    if isinstance(shape, tuple):
        return "(" + ", ".join(map(type_text, shape)) + ")"
    return shape.__name__


def option_kinds(*kinds: OptionKind) -> Mapping[str, OptionKind]:
    """``kinds`` by name, read-only. Two kinds of one name, or a kind whose ``arg`` has
    a meaning and no type (or a type and no meaning), are an :class:`EngineError`."""
    out: dict[str, OptionKind] = {}
    for k in kinds:
        if k.name in out:
            raise EngineError(f"option kind {k.name!r} is declared twice")
        if (k.arg is None) != (k.arg_type is None):
            raise EngineError(f"option kind {k.name!r}: arg and arg_type go together")
        out[k.name] = k
    return MappingProxyType(out)


def option_fault(kinds: Mapping[str, OptionKind], option: object,
                 objects: int | None = None) -> str | None:
    """Why ``option`` does not conform to its kind as ``kinds`` declare it, or ``None`` if
    it does; an option of an undeclared kind does not. ``objects``: see
    :meth:`OptionKind.fault`."""
    if not isinstance(option, tuple) or len(option) != 3 or not isinstance(option[0], str):
        return f"{brief(option)} is not a (kind, obj, arg) option"
    declared = kinds.get(option[0])
    if declared is None:
        return f"{brief(option)}: option kind {brief(option[0])} is not declared"
    fault = declared.fault(option, objects)
    return None if fault is None else f"{brief(option)}: {fault}"


def option_table(kinds: Iterable[OptionKind]) -> str:
    """A Markdown table of ``kinds``: each kind, what its ``obj`` and ``arg`` are, the
    type of ``arg``, and what it does (``—``: ``obj`` always ``-1``, ``arg`` always
    ``None``)."""
    rows = ["| kind | `obj` | `arg` | `arg` type | what it does |", "|---|---|---|---|---|"]
    for k in kinds:
        shape = f"`{type_text(k.arg_type)}`" if k.arg_type is not None else "—"
        rows.append(f"| `{k.name}` | {k.obj or '—'} | {k.arg or '—'} | {shape} | {k.doc} |")
    return "\n".join(rows) + "\n"


KERNEL_OPTION_KINDS = option_kinds(
    OptionKind("pass", None, None, None,
               "Do nothing now: pass priority, or add nothing to the chain."),
    OptionKind("yes", None, None, None,
               "Carry out an optional (\"you may\") effect as it resolves."),
    OptionKind("no", None, None, None, "Decline an optional effect as it resolves."),
    OptionKind("trigger", "the object whose ability triggered",
               "the waiting trigger's id (`PendingItem.id`)", int,
               "Put this one of your waiting triggered abilities into pending next."),
    OptionKind("target", "the object to target", None, None,
               "Choose this object as the next target."),
    OptionKind("target_player", None, "the index of the player to target (0: the first)", int,
               "Choose this player as the next target."),
    OptionKind("replacement", "the object with the replacement effect",
               "the index of the replacement ability on its card", int,
               "Apply this one first of the replacement effects that would change an event."),
    OptionKind("apply", "the object with the replacement effect",
               "the index of the replacement ability on its card", int,
               "Apply this optional replacement effect."),
    OptionKind("decline", "the object with the replacement effect",
               "the index of the replacement ability on its card", int,
               "Do not apply this optional replacement effect."),
    OptionKind("discard", "a card in your hand", None, None,
               "Discard it, going down to the maximum hand size."),
    OptionKind("tap", "an untapped mana source you control", None, None,
               "Tap it towards the cost being paid by hand (without the `mana` automation)."),
)
"""The kinds of the options the kernel lists (responding, resolving, replacement effects,
hand size, payment by hand): every game's unless it declares its own."""


def kernel_kinds(*names: str) -> tuple[OptionKind, ...]:
    """The kernel's kinds of these names, for a game's own declarations to include."""
    return tuple(KERNEL_OPTION_KINDS[n] for n in names)


def _same_types(given: object, listed: object) -> bool:
    """Whether ``given``, equal to the listed value ``listed``, has its types too: ``77.0``
    and ``True`` equal ``77`` and ``1`` but are no object ids; tuples go element by
    element. A subclass of ``int`` or ``str`` stands for its base (a listed option, not
    the given one, is then carried out)."""
    if type(listed) is int:
        return isinstance(given, int) and not isinstance(given, bool)
    if type(listed) is str:
        return isinstance(given, str)
    if isinstance(listed, tuple) and isinstance(given, tuple) and (
            type(given) is type(listed) or type(given) is tuple):  # a plain tuple for an Option
        return len(given) == len(listed) and all(map(_same_types, given, listed))
    return type(given) is type(listed)


def _about_hidden(state: GameState, option: tuple[Any, ...], player: int) -> bool:
    """Whether ``option`` names a card ``player`` may not see: as its ``obj``, or as an
    object id in its ``arg`` where its kind declares one (:attr:`OptionKind.arg_is_object`;
    any int in it, inside a tuple or a record too, for a kind the game does not
    declare: taking a number for an object id only makes a refusal say less)."""
    count = len(state.objects)
    declared = state.rules.option_kinds.get(option[0])
    todo = list(option[1:] if declared is None or declared.arg_is_object else option[1:2])
    while todo:
        value = todo.pop()
        if isinstance(value, int) and not isinstance(value, bool):
            if 0 <= value < count and not state.visible_to(value, player):
                return True
        elif isinstance(value, tuple):
            todo.extend(value)
        elif isinstance(value, Record):
            todo.extend(getattr(value, f) for f in value.FIELDS)
    return False


class Options(dict[Any, Option]):
    """The options of one kind, each made once and then shared by every decision that
    lists it: an option is an immutable value, and finding one made before costs a
    fraction of making it anew for every candidate at every decision. Keyed by object
    id (the option has no ``arg``) or by ``(object id, arg)``."""

    __slots__ = ("kind",)

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, key: Any) -> Option:
        oid, arg = key if type(key) is tuple else (key, None)
        option: Option = option_of((self.kind, oid, arg))
        self[key] = option
        return option


def one_per_card(state: GameState, ids: Iterable[int], kind: str) -> list[Option]:
    """An option of ``kind`` for each distinct card among ``ids``: copies of a card in a
    hand or a pile are the same choice, so they are offered once (the first copy)."""
    objs = state.objects
    seen: set[object] = set()
    out: list[Option] = []
    for oid in ids:
        card = objs[oid].card
        if card not in seen:
            seen.add(card)
            out.append(option_of((kind, oid, None)))
    return out


def normalize(text: str) -> str:
    """Fold a name or option text for matching: NFKC, dashes, quotes, case and spaces."""
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(_FOLD).casefold()
    return " ".join(text.split())


_BRIEF = reprlib.Repr()
_BRIEF.maxstring = _BRIEF.maxother = 160
_BRIEF.maxlong = 60
_BRIEF.maxtuple = _BRIEF.maxlist = _BRIEF.maxdict = _BRIEF.maxset = 8


def brief(value: object) -> str:
    """``repr(value)`` cut to a readable length: a refusal quotes what it was given, and a
    caller's megabyte of text (or a number too long to print) should not come back whole.
    Short values read exactly as ``repr`` gives them."""
    try:
        return _BRIEF.repr(value)
    except Exception:  # a value whose repr fails (an int past Python's digit limit)
        return f"<{type(value).__name__}>"


_FOLD = str.maketrans({"\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2012": "-",
                       "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2019": "'",
                       "\u2018": "'", "\u201c": None, "\u201d": None, '"': None,
                       "\u300a": None, "\u300b": None})


class Decision:
    """What ``player`` must choose now: a ``kind`` and its legal ``options``.

    ``prompt`` says in words what is asked. ``labels`` gives each option's text form;
    :meth:`find` turns such a text (English or Japanese card names) back into the option.
    Labels are rendered from the game as it stands, so they are available while the
    decision is pending (read them before applying an answer).
    """

    __slots__ = ("_forms", "_labels", "_state", "kind", "options", "player", "prompt")

    def __init__(self, player: int, kind: str, options: Sequence[Option], prompt: str = "",
                 state: GameState | None = None) -> None:
        self.player = player
        self.kind = kind
        self.options: tuple[Option, ...] = tuple(options)
        self.prompt = prompt
        self._state = state
        self._labels: tuple[str, ...] | None = None
        self._forms: list[list[str]] | None = None

    def __repr__(self) -> str:
        shown = list(self._labels) if self._labels is not None else list(self.options)
        return f"Decision(player={self.player}, kind={self.kind!r}, options={shown!r})"

    def __len__(self) -> int:
        return len(self.options)

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options)

    def __contains__(self, option: object) -> bool:
        return option in self.options

    def _describe(self, lang: str, detail: bool = False) -> list[str]:
        state = self._state
        if state is None:
            return [f"{o.kind} {o.obj}" if o.obj >= 0 else o.kind for o in self.options]
        if state._decision is not self and state.decision is not self:
            raise EngineError("this decision is no longer pending: its labels describe the "
                              "game as it was; read them before applying an answer")
        describe: Callable[..., str] = state.rules.describe
        return [describe(state, o, lang, detail=detail) for o in self.options]

    @property
    def labels(self) -> tuple[str, ...]:
        """The text form of each option, unique within this decision: the game's short
        form, its detailed form where two short forms are the same, and ``@id`` where
        even those are (``@id:arg`` where options of one object differ by their argument
        only: two identical creatures to attack)."""
        if self._labels is None:
            labels = self._describe("en")
            if len(set(labels)) < len(labels):
                detailed = self._describe("en", detail=True)
                labels = [d if labels.count(b) > 1 else b
                          for b, d in zip(labels, detailed, strict=True)]
                labels = [f"{lb}@{o.obj}" if labels.count(lb) > 1 and o.obj >= 0 else lb
                          for lb, o in zip(labels, self.options, strict=True)]
                labels = [f"{lb}:{o.arg}" if labels.count(lb) > 1 and o.arg is not None
                          else lb for lb, o in zip(labels, self.options, strict=True)]
            self._labels = tuple(labels)
        return self._labels

    def label(self, option: Option) -> str:
        """The text form of one of this decision's options."""
        return self.labels[self.options.index(option)]

    def _text_forms(self) -> list[list[str]]:
        """Every text that names each option: its label, its short and detailed forms,
        in English and Japanese (normalized)."""
        if self._forms is None:
            forms = [[normalize(lb)] for lb in self.labels]
            for lang in ("en", "jp"):
                for detail in (False, True):
                    for i, text in enumerate(self._describe(lang, detail)):
                        t = normalize(text)
                        if t not in forms[i]:
                            forms[i].append(t)
            self._forms = forms
        return self._forms

    def find(self, text: str) -> Option:
        """The option that ``text`` names: its label, or its short or detailed form with
        English or Japanese card names (``"@12"`` names object 12 where labels need it).

        Raises :class:`AmbiguousName` if the text names several options (say which with
        the label) and :class:`IllegalAction` if it names none, with the rule that
        forbids the action where the game can tell.
        """
        want = normalize(text)
        matches = [i for i, forms in enumerate(self._text_forms()) if want in forms]
        if len(matches) == 1:
            return self.options[matches[0]]
        if matches:
            raise AmbiguousName(f"{brief(text)} names several options: "
                                + "; ".join(self.labels[i] for i in matches))
        raise IllegalAction(self._refusal(text, want))

    def _refusal(self, text: str, want: str) -> str:
        """Why ``text`` is not an option: the rules' reason if they recognise the action,
        else the list of options."""
        state = self._state
        found = recognise(state, self, want) if state is not None else None
        if found is not None:
            return f"{brief(text)} is not legal now: {found[1]}"
        return f"{brief(text)} is not a legal option now; the options are: " \
            + "; ".join(self.labels)


def recognise(state: GameState, decision: Decision, want: str) -> tuple[Option, str] | None:
    """The action a refused text (``want``, normalized) names among the rules'
    conceivable ones, with the rules' reason for refusing it; ``None`` if the rules do
    not recognise it. A text naming a card the deciding player may not see is never
    recognised: that would tell where the card is."""
    rules = state.rules
    for option in rules.conceivable(state, decision):
        if _about_hidden(state, option, decision.player):
            continue
        if want in (normalize(rules.describe(state, option, "en")),
                    normalize(rules.describe(state, option, "jp"))):
            reason = rules.explain(state, decision, option)
            if reason:
                return option, reason
    return None
