"""Plain deck lists: one card per line, or ``N Name``; ``#`` at the start of a line, or
after a space and followed by one (or by the end of the line), starts a comment, so that
names such as "Luster Dragon #2" stay whole.

    # Green-white vanilla
    12 Forest
    4 Grizzly Bears   # two-drops
    灰色熊

A deck file is UTF-8 text (a byte order mark at the start is ignored). Counts are checked
against the game's rules while the file is read, so a line such as ``999999999 Forest``
is refused at once, naming the file and the line; docs/decks.md has the whole format.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from ..core.errors import MalformedInput, UnknownCard
from ..core.files import read_bounded
from ..core.rules import Rules
from .model import Entry

MAX_FILE_BYTES = 1_000_000
"""The largest deck file read: a real deck list is a few kilobytes."""
MAX_CARDS = 5000
"""The largest deck read in any game, even one whose rules set no upper size (Magic)."""
MAX_LINE = 300
"""The most characters a line may hold besides its comment: more than any card name with
its count (a long name would otherwise be echoed back whole in the error)."""

_LINE = re.compile(r"^(?:(\d+)\s*x?\s+)?(.+?)$")
# No card name starts with "#", so a line that does is a comment whatever follows.
_COMMENT = re.compile(r"(?:^\s*#|\s#(?:\s|$)).*$")
# The line ends Python's text mode accepts, so that line numbers match what editors show.
_NEWLINE = re.compile(r"\r\n|\r|\n")
# Tabs are layout; any other control character means the file is not a text deck list.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_BOM = "\ufeff"
# Longer digit strings are refused without converting them: int() of a long enough one
# raises ValueError, and a big count would make a list of that many names.
_MAX_DIGITS = 9


def text_lines(text: str, source: str) -> Iterator[tuple[int, str, str]]:
    """Each line of a deck file's text (whatever its line ends, a byte order mark at the
    start left out) with its number and place (``source:line``); a line holding binary
    data is refused there. Every deck format reads its lines through this."""
    if text.startswith(_BOM):
        text = text[len(_BOM):]
    for number, raw in enumerate(_NEWLINE.split(text), 1):
        where = f"{source}:{number}"
        bad = _CONTROL.search(raw)
        if bad:
            raise MalformedInput(f"{where}: binary data (byte 0x{ord(bad.group()):02x}); a "
                                 f"deck file is UTF-8 text")
        yield number, where, raw


def _lines(text: str, source: str) -> Iterator[tuple[int, str, str, str]]:
    """Each card line's number, place (``source:line``), count (digits, without leading zeros)
    and name; a line of binary data, or too long to be a card's, is refused."""
    for number, where, raw in text_lines(text, source):
        line = _COMMENT.sub("", raw).strip()
        if len(line) > MAX_LINE:
            raise MalformedInput(f"{where}: more than {MAX_LINE} characters before any "
                                 f"comment; no card name is that long")
        if not line:
            continue
        m = _LINE.match(line)
        assert m is not None
        yield number, where, (m.group(1) or "1").lstrip("0") or "0", m.group(2)


def count_of(digits: str, where: str) -> int:
    """A line's count from its digits: refused at ``where`` unless it is from 1 to
    :data:`MAX_CARDS` (a long digit string is refused without converting it)."""
    digits = digits.lstrip("0") or "0"
    if len(digits) > _MAX_DIGITS or int(digits) > MAX_CARDS:
        shown = digits if len(digits) <= 20 else digits[:20] + "..."
        raise MalformedInput(f"{where}: the count {shown} is too large; tcgkit reads "
                             f"decks of at most {MAX_CARDS} cards")
    if digits == "0":
        raise MalformedInput(f"{where}: a count must be at least 1")
    return int(digits)


def plain_entries(text: str, source: str = "<deck>") -> list[Entry]:
    """The lines of a plain deck list as they are written, the cards not yet looked up;
    a count that is not from 1 to :data:`MAX_CARDS` is refused on its line."""
    return [Entry(name, count_of(digits, where), "main", number)
            for number, where, digits, name in _lines(text, source)]


def parse_deck(text: str, rules: Rules, *, source: str = "<deck>") -> list[str]:
    """The card names of a plain deck list (English names), looked up in the game's pool,
    in the order written. Nothing here says whether the deck is legal (its size, its
    copies: :func:`~tcgkit.decks.read_deck` and :func:`~tcgkit.decks.check_deck` do), so
    that partial lists can be read. A count not from 1 to :data:`MAX_CARDS`, a list
    reaching more than :data:`MAX_CARDS` cards or an unknown card raises
    :class:`MalformedInput` naming ``source`` and the line, before any list is built.
    """
    total = 0
    names: list[str] = []
    for entry in plain_entries(text, source):
        where = f"{source}:{entry.line}"
        total += entry.count
        if total > MAX_CARDS:
            raise MalformedInput(f"{where}: the deck reaches {total} cards; tcgkit reads "
                                 f"decks of at most {MAX_CARDS} cards")
        try:
            card = rules.pool.get(entry.name)
        except UnknownCard as exc:
            raise MalformedInput(f"{where}: {_not_found(rules, entry.name, exc)}") from None
        names += [card.name] * entry.count
    if not names:
        raise MalformedInput(f"{source}: the deck list is empty")
    return names


def _not_found(rules: Rules, name: str, exc: UnknownCard) -> str:
    """Why the pool has no card ``name``: an imported card tcgkit cannot play says so
    with its reason, as :func:`~tcgkit.decks.check_deck` does; else the pool's own
    words (the closest names)."""
    from ..carddb import NOT_PLAYABLE, status

    found = status(rules, name)
    if found.status == NOT_PLAYABLE:
        return f"{found.name} cannot be played: {found.detail}"
    return str(exc)


def read_text(path: str | Path) -> str:
    """The text of a deck file, refused (naming the file, and the line of a bad byte)
    when it cannot be read, is larger than :data:`MAX_FILE_BYTES` or is not UTF-8."""
    data = read_bounded(path, MAX_FILE_BYTES, what="the deck file",
                        too_large=f"the file is larger than {MAX_FILE_BYTES} bytes; a deck "
                        f"file is a short text list")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # The text before the bad byte decodes, so its lines can be counted the same way
        # the parser counts them.
        line = len(_NEWLINE.split(data[:exc.start].decode("utf-8")))
        hint = " (it looks like UTF-16)" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else ""
        raise MalformedInput(f"{path}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x})"
                             f"{hint}; save the deck file as UTF-8") from None
