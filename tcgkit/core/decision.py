"""Decisions and options: what a player must choose, and the legal answers.

The engine never chooses for a player. At every point where a choice is needed the state
exposes a :class:`Decision`; its ``options`` are typed, hashable :class:`Option` values,
each with a short text form (``"cast Brainstorm"``) that :meth:`Decision.find` parses
back.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from .errors import AmbiguousName, IllegalAction
from .serial import register_tuple

if TYPE_CHECKING:
    from .state import GameState


class Option(NamedTuple):
    """One legal answer to a decision.

    ``kind`` is the verb (``"pass"``, ``"cast"``, ``"attack"`` ...), ``obj`` the object it
    is about (``-1`` if none) and ``arg`` any further detail (a target, a mode, a number).
    Options compare by value: ``option in state.decision.options`` works.
    """

    kind: str
    obj: int = -1
    arg: Any = None


register_tuple(Option, "Option")

option_of = partial(tuple.__new__, Option)
"""``option_of((kind, obj, arg))`` builds an option like ``Option(kind, obj, arg)``, without
the argument handling of a Python call: for the loops that list many options."""


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


_FOLD = str.maketrans({"\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2012": "-",
                       "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2019": "'",
                       "\u2018": "'", "\u201c": None, "\u201d": None, '"': None,
                       "\u300a": None, "\u300b": None})


class Decision:
    """What ``player`` must choose now: a ``kind`` and its legal ``options``.

    ``prompt`` says in words what is asked. ``labels`` gives each option's text form;
    :meth:`find` turns such a text (English or Japanese card names) back into the option.
    """

    __slots__ = ("_labels", "_state", "kind", "options", "player", "prompt")

    def __init__(self, player: int, kind: str, options: Sequence[Option], prompt: str = "",
                 state: GameState | None = None) -> None:
        self.player = player
        self.kind = kind
        self.options: tuple[Option, ...] = tuple(options)
        self.prompt = prompt
        self._state = state
        self._labels: tuple[str, ...] | None = None

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r}, options={list(self.labels)!r})"

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
        describe: Callable[..., str] = state.rules.describe
        return [describe(state, o, lang, detail=detail) for o in self.options]

    @property
    def labels(self) -> tuple[str, ...]:
        """The text form of each option, unique within this decision: the game's short
        form, its detailed form where two short forms are the same, and ``@id`` where
        even those are (identical cards)."""
        if self._labels is None:
            labels = self._describe("en")
            if len(set(labels)) < len(labels):
                detailed = self._describe("en", detail=True)
                labels = [d if labels.count(b) > 1 else b
                          for b, d in zip(labels, detailed, strict=True)]
                labels = [f"{lb}@{o.obj}" if labels.count(lb) > 1 and o.obj >= 0 else lb
                          for lb, o in zip(labels, self.options, strict=True)]
            self._labels = tuple(labels)
        return self._labels

    def label(self, option: Option) -> str:
        """The text form of one of this decision's options."""
        return self.labels[self.options.index(option)]

    def find(self, text: str) -> Option:
        """The option whose text form is ``text``.

        Card names may be English or Japanese. ``"cast Grizzly Bears"`` picks the first
        of several options that read the same (identical cards); ``"...@12"`` picks
        object 12. Raises :class:`IllegalAction` if nothing matches and
        :class:`AmbiguousName` if the text only matches options that read differently.
        """
        want = normalize(text)
        labels = [normalize(lb) for lb in self.labels]
        for lang in ("en", "jp"):
            bases = [normalize(b) for b in self._describe(lang)] if lang == "jp" else None
            for i, lb in enumerate(labels):
                if want == lb or (bases is not None and want == bases[i]):
                    return self.options[i]
                if bases is None and "@" in lb and want == lb.rsplit("@", 1)[0]:
                    return self.options[i]  # first of identical options
        prefixed = [i for i, lb in enumerate(labels) if lb.startswith(want)]
        if len({labels[i].rsplit("@", 1)[0] for i in prefixed}) == 1:
            return self.options[prefixed[0]]
        if prefixed:
            raise AmbiguousName(f"{text!r} matches several options: "
                                + ", ".join(self.labels[i] for i in prefixed))
        raise IllegalAction(self._refusal(text, want))

    def _refusal(self, text: str, want: str) -> str:
        """Why ``text`` is not an option: the rules' reason if they recognise the action,
        else the list of options."""
        state = self._state
        if state is not None:
            rules = state.rules
            for option in rules.conceivable(state, self):
                if want in (normalize(rules.describe(state, option, "en")),
                            normalize(rules.describe(state, option, "jp"))):
                    reason = rules.explain(state, self, option)
                    if reason:
                        return f"{text!r} is not legal now: {reason}"
        return f"{text!r} is not a legal option now; the options are: " + "; ".join(self.labels)
