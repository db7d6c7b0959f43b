"""Reading a card database file safely: its size is bounded before anything is parsed,
and whatever goes wrong is reported as :class:`MalformedInput` naming the file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..core.errors import MalformedInput
from ..core.files import read_bounded

MAX_JSON_BYTES = 1024 * 1024 * 1024
"""The largest JSON card database read (Scryfall's and MTGJSON's files are some hundred MB)."""
MAX_SQLITE_BYTES = 512 * 1024 * 1024
"""The largest SQLite card database read (a full ygopro ``cards.cdb`` is some tens of MB)."""
MAX_IMPORTED = 300_000
"""The most cards one database may hold: ten times more than any game has printed."""
SQLITE_MAGIC = b"SQLite format 3\x00"


def file_size(path: Path, limit: int, what: str) -> int:
    """The size of ``path``, refused when it is above ``limit`` or not a readable file."""
    try:
        if not path.is_file():
            raise MalformedInput(f"{path}: not a file")
        size = path.stat().st_size
    except OSError as exc:
        raise MalformedInput(f"{path}: cannot read it: {exc.strerror}") from None
    if size > limit:
        raise MalformedInput(f"{path}: {size} bytes; tcgkit reads {what} of at most {limit} "
                             f"bytes")
    return size


def head(path: Path, n: int = 64) -> bytes:
    """The first ``n`` bytes of ``path``."""
    try:
        with open(path, "rb") as f:
            return f.read(n)
    except OSError as exc:
        raise MalformedInput(f"{path}: cannot read it: {exc.strerror}") from None


def read_json_file(path: Path) -> Any:
    """The parsed JSON of ``path``, refused with the file, line and column at fault."""
    file_size(path, MAX_JSON_BYTES, "JSON card databases")
    data = read_bounded(path, MAX_JSON_BYTES, what="it",
                        too_large=f"more than {MAX_JSON_BYTES} bytes")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise MalformedInput(f"{path}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x}); "
                             f"a JSON card database is UTF-8") from None
    del data
    try:
        return json.loads(text)
    except RecursionError:
        raise MalformedInput(f"{path}: the JSON is nested too deeply to be a card "
                             f"database") from None
    except json.JSONDecodeError as exc:
        raise MalformedInput(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON: "
                             f"{exc.msg}") from None
    except ValueError as exc:  # a number of too many digits
        raise MalformedInput(f"{path}: not valid JSON: {exc}") from None
