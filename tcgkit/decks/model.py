"""A deck list as read from a file: its cards, section by section, line by line."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

SECTIONS = ("main", "extra", "side", "commander", "companion")
"""The parts of a deck list; only ``main`` and ``extra`` are played (:data:`PLAYED`)."""
PLAYED = ("main", "extra")
"""The sections whose cards a game is played with: a side deck (a sideboard), a commander
and a companion are read and kept, not played."""


@dataclass(frozen=True)
class Entry:
    """One line of a deck list: ``count`` copies of the card ``name`` (a passcode, in
    ``ydk`` and ``ydke``, with ``passcode`` set) in ``section``, read from ``line`` (0:
    no line, a ``ydke://`` URL's card). ``set_code`` and ``number`` are the printing an
    Arena or Forge line names, kept so that a written deck names it again."""

    name: str
    count: int = 1
    section: str = "main"
    line: int = 0
    passcode: bool = False
    set_code: str = ""
    number: str = ""


@dataclass
class DeckList:
    """A deck file's cards, section by section, in the file's order, with the format it
    was read from, the source it is named by in errors, and the deck's name if the file
    gives one."""

    entries: list[Entry] = field(default_factory=list)
    format: str = "plain"
    source: str = "<deck>"
    name: str = ""

    def section(self, name: str) -> list[Entry]:
        """The entries of section ``name``."""
        return [e for e in self.entries if e.section == name]

    @classmethod
    def from_names(cls, main: Iterable[str], extra: Iterable[str] = (),
                   side: Iterable[str] = (), *, name: str = "") -> DeckList:
        """A deck list of card names, one entry per copy."""
        entries = [Entry(n, 1, s) for s, names in (("main", main), ("extra", extra),
                                                   ("side", side)) for n in names]
        return cls(entries, name=name)
