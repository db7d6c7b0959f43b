"""Events: every change of a game state is one.

An event first exists as what *would* happen (the pipeline's input, which count
modifiers, prohibitions and replacement effects may change), then, once performed, as
what *did* happen (appended to the history and shown to triggered abilities). A replaced
event never reaches the history: a replaced draw is not a draw.
"""

from __future__ import annotations

from typing import Any

from .serial import Record

TOP = -1
"""``Event.at`` for the top of an ordered zone (the end of its list): the default."""
BOTTOM = 0
"""``Event.at`` for the bottom of an ordered zone."""

# Why a card moves (``Event.reason`` of a ``move``): the verbs of the card texts.
DESTROY = "destroy"
DISCARD = "discard"


class Event(Record):
    """One change of the game, performed as a unit.

    Every field has one meaning, and fields that an event kind does not use stay at
    their defaults:

    - ``player`` whose event it is (who draws, whose life changes, who attacks);
    - ``obj`` the object it happens to (the card that moves, is tapped, is dealt damage);
    - ``source`` the object that causes it (the card dealing damage, the ability's card);
    - ``target`` the object it is aimed at (the creature or monster attacked);
    - ``amount`` how many (cards drawn, damage, life, counters);
    - ``frm``/``to`` the zone ids a card moves from and to, ``at`` the place in ``to``
      (:data:`TOP` or an index, :data:`BOTTOM` being 0);
    - ``reason`` what the event is in the card texts' words (``"destroy"``,
      ``"discard"``, ``"normal_draw"``, ``"break"``, ``"cast"``); ``cause`` what brought it
      about (``"battle"``, ``"effect"``, ``"cost"``, ``"rule"``);
    - ``rule`` the citation the log shows; ``batch`` ties together the single events of
      one instruction (the cards of one "draw 3"); ``data`` an event kind's own values.
    """

    __slots__ = (
        "amount",
        "at",
        "batch",
        "cause",
        "data",
        "frm",
        "kind",
        "obj",
        "player",
        "reason",
        "rule",
        "source",
        "target",
        "to",
    )

    kind: str
    player: int | None
    obj: int | None
    source: int | None
    target: int | None
    amount: int
    reason: str
    cause: str
    rule: str
    frm: int | None
    to: int | None
    at: int
    batch: int
    data: tuple[Any, ...]

    def __init__(self, kind: str, *, player: int | None = None, obj: int | None = None,
                 source: int | None = None, target: int | None = None, amount: int = 0,
                 reason: str = "", cause: str = "", rule: str = "", frm: int | None = None,
                 to: int | None = None, at: int = TOP, batch: int = 0,
                 data: tuple[Any, ...] = ()) -> None:
        self.kind = kind
        self.player = player
        self.obj = obj
        self.source = source
        self.target = target
        self.amount = amount
        self.reason = reason
        self.cause = cause
        self.rule = rule
        self.frm = frm
        self.to = to
        self.at = at
        self.batch = batch
        self.data = data

    def __repr__(self) -> str:
        parts = [repr(self.kind)]
        for f in self.FIELDS[1:]:
            v = getattr(self, f)
            if v not in (None, 0, "", ()):
                parts.append(f"{f}={v!r}")
        return f"Event({', '.join(parts)})"


_new = object.__new__


def new_event(kind: str, *, player: int | None = None, obj: int | None = None,
              source: int | None = None, target: int | None = None, amount: int = 0,
              reason: str = "", cause: str = "", rule: str = "", frm: int | None = None,
              to: int | None = None, at: int = TOP, batch: int = 0,
              data: tuple[Any, ...] = ()) -> Event:
    """``Event(kind, ...)``, the same event, built faster: calling a class with keyword
    arguments makes Python gather them into a dictionary first, and a game creates
    hundreds of events (every draw, move, tap and step of combat), nearly all with
    keywords. Rules code on the engine's hot paths builds events with this; anywhere
    else ``Event(...)`` reads as well. (The parameters are :class:`Event`'s: a test
    holds them equal.)"""
    e: Event = _new(Event)
    e.kind = kind
    e.player = player
    e.obj = obj
    e.source = source
    e.target = target
    e.amount = amount
    e.reason = reason
    e.cause = cause
    e.rule = rule
    e.frm = frm
    e.to = to
    e.at = at
    e.batch = batch
    e.data = data
    return e
