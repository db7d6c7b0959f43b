"""Deck files: one card per line, or ``N Name``; ``#`` followed by a space (or at the end
of a line) starts a comment, so that names such as "Luster Dragon #2" stay whole.

    # Green-white vanilla
    12 Forest
    4 Grizzly Bears   # two-drops
    灰色熊
"""

from __future__ import annotations

import re
from pathlib import Path

from .core.errors import MalformedInput, UnknownCard
from .core.rules import Rules

_LINE = re.compile(r"^(?:(\d+)\s*x?\s+)?(.+?)$")
_COMMENT = re.compile(r"(?:^|\s)#(?:\s|$).*$")


def parse_deck(text: str, rules: Rules, *, source: str = "<deck>") -> list[str]:
    """The card names of a deck list (English names), checked against the game's pool."""
    names: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = _COMMENT.sub("", raw).strip()
        if not line:
            continue
        m = _LINE.match(line)
        assert m is not None
        count = int(m.group(1) or 1)
        if count < 1:
            raise MalformedInput(f"{source}:{number}: a count must be at least 1")
        try:
            card = rules.pool.get(m.group(2))
        except UnknownCard as exc:
            raise MalformedInput(f"{source}:{number}: {exc}") from None
        names += [card.name] * count
    if not names:
        raise MalformedInput(f"{source}: the deck list is empty")
    return names


def read_deck(path: str | Path, rules: Rules) -> list[str]:
    """Read a deck file; raises :class:`MalformedInput` naming the file and line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise MalformedInput(f"{path}: cannot read the deck file: {exc.strerror}") from exc
    return parse_deck(text, rules, source=str(path))
