"""The game log: readable entries, each naming the rule that produced it.

Entries keep a format string and its arguments and render text only when read, so a
simulation that never reads its log pays little for it. An entry with ``private`` set
has a public form for everyone but that player (a drawn card's name is hidden).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class LogEntry(NamedTuple):
    """One logged step: ``rule`` is its citation (``"CR 504.1"``, ``"YGO-ND-02"`` ...)."""

    turn: int
    rule: str
    fmt: str
    args: tuple[Any, ...] = ()
    private: int | None = None
    public_fmt: str | None = None

    @property
    def text(self) -> str:
        """The full text of the entry."""
        return self.fmt.format(*self.args) if self.args else self.fmt

    def text_for(self, player: int | None) -> str:
        """The text as ``player`` may see it (``None``: a spectator)."""
        if self.private is not None and self.private != player and self.public_fmt is not None:
            return self.public_fmt.format(*self.args) if self.args else self.public_fmt
        return self.text

    def visible_to(self, player: int | None) -> bool:
        """Whether ``player`` sees this entry at all."""
        return self.private is None or self.private == player or self.public_fmt is not None

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def to_json(self) -> list[Any]:
        """A compact JSON form (arguments are plain strings and numbers)."""
        return [self.turn, self.rule, self.fmt, list(self.args), self.private, self.public_fmt]

    @classmethod
    def from_json(cls, data: list[Any]) -> LogEntry:
        """Inverse of :meth:`to_json`."""
        turn, rule, fmt, args, private, public_fmt = data
        return cls(turn, rule, fmt, tuple(args), private, public_fmt)
