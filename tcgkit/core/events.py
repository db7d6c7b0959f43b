"""Events: every change of a game state is one.

An event first exists as what *would* happen (the pipeline's input, which count
modifiers, prohibitions and replacement effects may change), then, once performed, as
what *did* happen (appended to the history and shown to triggered abilities). A replaced
event never reaches the history: a replaced draw is not a draw.
"""

from __future__ import annotations

from typing import Any

from .serial import Record


class Event(Record):
    """One change of the game, performed as a unit.

    Fields that an event kind does not use stay at their defaults. ``rule`` is the
    citation the log shows for it; ``reason`` says why it happens (``"rule"``,
    ``"effect"``, ``"cost"``, ``"battle"``, or a game's own reasons such as
    ``"normal_draw"``); ``batch`` ties together the single events of one instruction
    (the cards of one "draw 3").
    """

    __slots__ = (
        "amount",
        "batch",
        "data",
        "frm",
        "kind",
        "obj",
        "player",
        "reason",
        "rule",
        "source",
        "to",
    )

    kind: str
    player: int | None
    obj: int | None
    source: int | None
    amount: int
    reason: str
    rule: str
    frm: int | None
    to: int | None
    batch: int
    data: tuple[Any, ...]

    def __init__(self, kind: str, *, player: int | None = None, obj: int | None = None,
                 source: int | None = None, amount: int = 0, reason: str = "", rule: str = "",
                 frm: int | None = None, to: int | None = None, batch: int = 0,
                 data: tuple[Any, ...] = ()) -> None:
        self.kind = kind
        self.player = player
        self.obj = obj
        self.source = source
        self.amount = amount
        self.reason = reason
        self.rule = rule
        self.frm = frm
        self.to = to
        self.batch = batch
        self.data = data

    def __repr__(self) -> str:
        parts = [repr(self.kind)]
        for f in self.FIELDS[1:]:
            v = getattr(self, f)
            if v not in (None, 0, "", ()):
                parts.append(f"{f}={v!r}")
        return f"Event({', '.join(parts)})"
