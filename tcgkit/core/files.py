"""Reading a file of bounded size, for every file tcgkit takes from a user (deck lists,
saved games, card databases)."""

from __future__ import annotations

from pathlib import Path

from .errors import MalformedInput


def read_bounded(path: str | Path, limit: int, *, what: str, too_large: str) -> bytes:
    """The bytes of ``path``, at most ``limit`` of them. A file that cannot be read raises
    :class:`MalformedInput` "``path``: cannot read ``what``: <reason>", and one larger than
    ``limit`` "``path``: ``too_large``"."""
    try:
        with open(path, "rb") as f:
            # One byte past the limit rather than trusting the file's size, which is zero
            # for devices and pipes and may grow while the file is read.
            data = f.read(limit + 1)
    except OSError as exc:
        raise MalformedInput(f"{path}: cannot read {what}: {exc.strerror}") from None
    if len(data) > limit:
        raise MalformedInput(f"{path}: {too_large}")
    return data
