"""Deck files in the formats players' clients write, read into a :class:`DeckList` and
written back.

- ``plain``: tcgkit's own list, one card per line or ``N Name`` (:mod:`.plain`).
- ``ydk``: a Yu-Gi-Oh! deck of passcodes under ``#main``, ``#extra`` and ``!side``.
- ``ydke``: a ``ydke://`` URL: the Main, Extra and Side Decks as base64 of little-endian
  32-bit passcodes, separated by ``!``.
- ``arena``: Magic Arena / MTGO text: ``4 Lightning Bolt (M10) 146``, under the headers
  ``Deck``, ``Sideboard``, ``Commander``, ``Companion`` (and ``About``, the deck's name).
- ``forge``: Forge's ``.dck``: ``[metadata]`` (``Name=``), ``[Main]``, ``[Sideboard]``
  ..., each card ``N Name|SET|art``.

Reading checks only the file's form (every error names the file and the line); which
cards the names or passcodes are, and whether the deck is legal, is :mod:`.check`'s.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct
from collections.abc import Iterable, Sequence
from pathlib import PurePath

from ..core.errors import MalformedInput
from .model import PLAYED, DeckList, Entry
from .plain import MAX_CARDS, MAX_LINE, count_of, plain_entries, text_lines

FORMATS = ("plain", "ydk", "ydke", "arena", "forge")
"""The deck file formats tcgkit reads and writes."""
YDKE_PREFIX = "ydke://"

_NEWLINE = re.compile(r"\r\n|\r|\n")
_PASSCODE = re.compile(r"^\d{1,10}$")


def detect_format(text: str, source: str = "") -> str:
    """The format of a deck file by its name's extension, else by its content."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith(YDKE_PREFIX):
        return "ydke"
    suffix = PurePath(source).suffix.lower() if source else ""
    if suffix == ".ydk":
        return "ydk"
    if suffix == ".dck":
        return "forge"
    lines = [ln.strip().lower() for ln in _NEWLINE.split(stripped)[:2000]]
    if any(ln in ("#main", "#extra", "!side") for ln in lines):
        return "ydk"
    if any(ln in ("[metadata]", "[main]") for ln in lines):
        return "forge"
    if any(_header(ln) is not None or ln.startswith("sb:")
           or (_ARENA_LINE.match(ln) and _SET_CODE.search(ln)) for ln in lines
           if not ln.startswith("#")):  # a plain list's comment may say anything
        return "arena"
    return "plain"


def parse(text: str, fmt: str, source: str = "<deck>") -> DeckList:
    """The deck list ``text`` holds in format ``fmt``; a line that does not fit the format
    raises :class:`MalformedInput` naming ``source`` and the line."""
    if text.startswith("\ufeff"):
        text = text[1:]
    reader = _READERS.get(fmt)
    if reader is None:
        raise MalformedInput(f"{source}: unknown deck format {fmt!r}; the formats are "
                             + ", ".join(FORMATS))
    deck = reader(text, source)
    deck.format, deck.source = fmt, source
    if not deck.entries:
        raise MalformedInput(f"{source}: the deck list is empty")
    total = sum(e.count for e in deck.entries)
    if total > MAX_CARDS:
        raise MalformedInput(f"{source}: {total} cards; tcgkit reads decks of at most "
                             f"{MAX_CARDS} cards")
    return deck


def _lines(text: str, source: str) -> Iterable[tuple[int, str, str]]:
    """Each line's number, place (``source:line``) and text, stripped; refused if it
    holds binary data or is longer than any deck line."""
    for number, where, raw in text_lines(text, source):
        line = raw.strip()
        if len(line) > MAX_LINE:
            raise MalformedInput(f"{where}: more than {MAX_LINE} characters; no deck line "
                                 f"is that long")
        yield number, where, line


# ---------------------------------------------------------------------- plain

def _read_plain(text: str, source: str) -> DeckList:
    return DeckList(plain_entries(text, source))


def _write_plain(deck: DeckList, names: Sequence[str]) -> str:
    if any(e.section not in PLAYED for e in deck.entries):
        raise MalformedInput("a plain deck list has no side deck, commander or companion; "
                             "write the deck as ydk, ydke, arena or forge to keep them")
    head = f"# {deck.name}\n" if deck.name else ""
    return head + "".join(f"{n} {name}\n" for _, rows in _blocks(deck, names, (("", PLAYED),))
                          for name, n, _ in rows)


# ---------------------------------------------------------------------- ydk

_YDK_HEADERS = {"#main": "main", "#extra": "extra", "!side": "side"}


def _read_ydk(text: str, source: str) -> DeckList:
    entries: list[Entry] = []
    section = "main"
    for number, where, line in _lines(text, source):
        low = line.lower()
        if low in _YDK_HEADERS:
            section = _YDK_HEADERS[low]
        elif not line or line.startswith("#"):  # "#created by ...", and other comments
            continue
        elif _PASSCODE.match(line) and 0 < int(line) < 2**32:
            entries.append(Entry(str(int(line)), 1, section, number, passcode=True))
        else:
            raise MalformedInput(f"{where}: {line[:40]!r} is not a passcode; a .ydk line is "
                                 f"a card's passcode, '#main', '#extra' or '!side'")
    return DeckList(entries)


def _write_ydk(deck: DeckList, codes: Sequence[str]) -> str:
    out = ["#created by tcgkit"]
    for section, header in (("main", "#main"), ("extra", "#extra"), ("side", "!side")):
        out.append(header)
        out += [str(int(c)) for e, c in zip(deck.entries, codes, strict=True)
                if e.section == section for _ in range(e.count)]
    _no_other_sections(deck, "ydk")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------- ydke

def _read_ydke(text: str, source: str) -> DeckList:
    url = text.strip()
    if not url.startswith(YDKE_PREFIX) or any(c.isspace() for c in url):
        raise MalformedInput(f"{source}: a ydke deck is one URL, 'ydke://MAIN!EXTRA!SIDE!'")
    if len(url) > (MAX_CARDS * 4 * 4) // 3 + 64:
        raise MalformedInput(f"{source}: the ydke URL is longer than a deck of {MAX_CARDS} "
                             f"cards")
    parts = url[len(YDKE_PREFIX):].split("!")
    if parts and parts[-1] == "":
        parts.pop()
    if len(parts) != 3:
        raise MalformedInput(f"{source}: a ydke URL has three parts (Main, Extra and Side "
                             f"Deck) separated by '!', not {len(parts)}")
    entries: list[Entry] = []
    for part, section, what in zip(parts, ("main", "extra", "side"),
                                   ("Main Deck", "Extra Deck", "Side Deck"), strict=True):
        try:
            data = base64.b64decode(part, validate=True)
        except (binascii.Error, ValueError):
            raise MalformedInput(f"{source}: the {what} part of the ydke URL is not "
                                 f"base64") from None
        if len(data) % 4:
            raise MalformedInput(f"{source}: the {what} part of the ydke URL is not a whole "
                                 f"number of passcodes ({len(data)} bytes)")
        for i, (code,) in enumerate(struct.iter_unpack("<I", data)):
            if code == 0:
                raise MalformedInput(f"{source}: card {i + 1} of the {what} has the "
                                     f"passcode 0, which no card has")
            entries.append(Entry(str(code), 1, section, 0, passcode=True))
    return DeckList(entries)


def _write_ydke(deck: DeckList, codes: Sequence[str]) -> str:
    _no_other_sections(deck, "ydke")
    parts = []
    for section in ("main", "extra", "side"):
        values = [int(c) for e, c in zip(deck.entries, codes, strict=True)
                  if e.section == section for _ in range(e.count)]
        parts.append(base64.b64encode(struct.pack(f"<{len(values)}I", *values)).decode())
    return YDKE_PREFIX + "!".join(parts) + "!\n"


def _no_other_sections(deck: DeckList, fmt: str) -> None:
    other = {e.section for e in deck.entries} - {"main", "extra", "side"}
    if other:
        raise MalformedInput(f"a {fmt} deck has no {', '.join(sorted(other))} section")


# ---------------------------------------------------------------------- arena / MTGO

_ARENA_HEADERS = {"deck": "main", "main": "main", "maindeck": "main", "sideboard": "side",
                  "side": "side", "commander": "commander", "companion": "companion",
                  "about": "about"}
_SET_CODE = re.compile(r"\s\(([A-Za-z0-9]{2,8})\)(?:\s+([A-Za-z0-9★\-]{1,12}))?$")
_ARENA_LINE = re.compile(r"^(\d+)\s*x?\s+(.+?)$")


def _header(line: str) -> str | None:
    """The section an Arena/MTGO header line opens (``"Sideboard"``, ``"SIDEBOARD:"``)."""
    return _ARENA_HEADERS.get(line.strip().rstrip(":").strip().lower())


def _read_arena(text: str, source: str) -> DeckList:
    entries: list[Entry] = []
    name = ""
    section = "main"
    headers = any(_header(ln) is not None for ln in _NEWLINE.split(text))
    for number, where, line in _lines(text, source):
        if not line or line.startswith("//"):
            # Without headers, the first blank line after the deck starts the sideboard
            # (as Arena and MTGO export a deck with no sections).
            if not line and not headers and section == "main" and entries:
                section = "side"
            continue
        opened = _header(line)
        if opened is not None:
            section = opened
            continue
        if section == "about":
            key, _, value = line.partition(" ")
            if key.lower() == "name":
                name = value.strip()
            continue
        into = section
        if line.lower().startswith("sb:"):
            into, line = "side", line[3:].strip()
        m = _ARENA_LINE.match(line)
        if m is None:
            raise MalformedInput(f"{where}: {line[:40]!r} is not a card line; a line is "
                                 f"'COUNT Name', optionally followed by '(SET) NUMBER'")
        card = m.group(2)
        code = _SET_CODE.search(" " + card)
        set_code = number_ = ""
        if code is not None:
            set_code, number_ = code.group(1).upper(), code.group(2) or ""
            card = (" " + card)[:code.start()].strip()
        entries.append(Entry(card, count_of(m.group(1), where), into, number, False, set_code,
                             number_))
    return DeckList(entries, name=name)


def _write_arena(deck: DeckList, names: Sequence[str]) -> str:
    out: list[str] = []
    if deck.name:
        out += ["About", f"Name {deck.name}", ""]
    for header, rows in _blocks(deck, names, (("Commander", ("commander",)),
                                              ("Companion", ("companion",)),
                                              ("Deck", PLAYED), ("Sideboard", ("side",)))):
        out.append(header)
        for name, n, e in rows:
            # A collector number is Arena's; Forge's third field is an art index.
            number = f" {e.number}" if e.number and deck.format == "arena" else ""
            out.append(f"{n} {name}" + (f" ({e.set_code}){number}" if e.set_code else ""))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


# ---------------------------------------------------------------------- Forge .dck

_FORGE_SECTIONS = {"main": "main", "sideboard": "side", "commander": "commander",
                   "companion": "companion"}


def _read_forge(text: str, source: str) -> DeckList:
    entries: list[Entry] = []
    name = ""
    section: str | None = None
    for number, where, line in _lines(text, source):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            title = line[1:-1].strip().lower()
            if title == "metadata":
                section = "metadata"
            elif title in _FORGE_SECTIONS:
                section = _FORGE_SECTIONS[title]
            else:
                raise MalformedInput(f"{where}: unknown section {line!r}; tcgkit reads "
                                     f"[metadata], [Main], [Sideboard], [Commander] and "
                                     f"[Companion]")
            continue
        if section is None:
            raise MalformedInput(f"{where}: a line before any section; a .dck file starts "
                                 f"with [metadata] or [Main]")
        if section == "metadata":
            key, eq, value = line.partition("=")
            if not eq:
                raise MalformedInput(f"{where}: a [metadata] line is 'Key=Value'")
            if key.strip().lower() == "name":
                name = value.strip()
            continue
        m = _ARENA_LINE.match(line)
        if m is None:
            raise MalformedInput(f"{where}: {line[:40]!r} is not a card line; a line is "
                                 f"'COUNT Name|SET|ART'")
        card, _, printing = m.group(2).partition("|")
        set_code, _, art = printing.partition("|")
        if not card.strip():
            raise MalformedInput(f"{where}: a card line with no name")
        entries.append(Entry(card.strip(), count_of(m.group(1), where), section, number,
                             False, set_code.strip(), art.strip()))
    return DeckList(entries, name=name)


def _write_forge(deck: DeckList, names: Sequence[str]) -> str:
    out = ["[metadata]", f"Name={deck.name or 'tcgkit deck'}"]
    for header, rows in _blocks(deck, names, (("[Main]", PLAYED), ("[Sideboard]", ("side",)),
                                              ("[Commander]", ("commander",)),
                                              ("[Companion]", ("companion",)))):
        out.append(header)
        for name, n, e in rows:
            art = f"|{e.number}" if e.number and deck.format == "forge" else ""
            out.append(f"{n} {name}" + (f"|{e.set_code}{art}" if e.set_code else ""))
    return "\n".join(out) + "\n"


def _grouped(entries: Sequence[Entry],
             names: Sequence[str]) -> list[tuple[str, int, Entry]]:
    """``(name, count, first entry)`` per card and printing, in order of first appearance
    (a list that names a card on several lines is written with one line for it)."""
    at: dict[tuple[str, str, str], int] = {}
    rows: list[tuple[str, int, Entry]] = []
    for e, name in zip(entries, names, strict=True):
        key = (name, e.set_code, e.number)
        i = at.get(key)
        if i is None:
            at[key] = len(rows)
            rows.append((name, e.count, e))
        else:
            rows[i] = (name, rows[i][1] + e.count, rows[i][2])
    return rows


def _blocks(deck: DeckList, names: Sequence[str], headers: Sequence[tuple[str, tuple[str, ...]]]
            ) -> list[tuple[str, list[tuple[str, int, Entry]]]]:
    """The deck's cards grouped under each header that has some (a header may gather
    several sections: Magic's formats list no Extra Deck, so its cards join the deck)."""
    out = []
    for header, sections in headers:
        pairs = [(e, n) for e, n in zip(deck.entries, names, strict=True)
                 if e.section in sections]
        rows = _grouped([e for e, _ in pairs], [n for _, n in pairs])
        if rows:
            out.append((header, rows))
    return out


_READERS = {"plain": _read_plain, "ydk": _read_ydk, "ydke": _read_ydke, "arena": _read_arena,
            "forge": _read_forge}
WRITERS = {"plain": _write_plain, "ydk": _write_ydk, "ydke": _write_ydke,
           "arena": _write_arena, "forge": _write_forge}
"""Each format's writer: the deck list and, entry by entry, the card's name (its
passcode for ``ydk`` and ``ydke``), to the file's text."""
PASSCODE_FORMATS = ("ydk", "ydke")
"""The formats that name cards by passcode."""
FORMAT_GAMES = {"ydk": "ygo", "ydke": "ygo", "arena": "mtg", "forge": "mtg"}
"""The game each client's format is for (a plain list is for any game)."""
