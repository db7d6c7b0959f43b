"""Deck files: tcgkit's plain lists and the formats of players' clients (Yu-Gi-Oh!'s
``.ydk`` and ``ydke://`` URLs, Magic Arena / MTGO text, Forge's ``.dck``), read, checked
against a game and written back.

>>> from tcgkit.games import get_rules
>>> names = read_deck("burn.txt", get_rules("mtg"))     # doctest: +SKIP

:func:`read_deck` returns the names of the cards played (a side deck is read and kept in
:func:`load_deck`'s :class:`DeckList`, never played); :func:`check_file` says everything
wrong with a deck at once; :func:`write_deck` writes a deck in any format. docs/decks.md
describes every format.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.errors import MalformedInput
from .check import CardLine, DeckCheck, check_deck, passcode_name
from .formats import (
    FORMAT_GAMES,
    FORMATS,
    PASSCODE_FORMATS,
    WRITERS,
    YDKE_PREFIX,
    detect_format,
    parse,
)
from .model import PLAYED, SECTIONS, DeckList, Entry
from .plain import MAX_CARDS, MAX_FILE_BYTES, MAX_LINE, parse_deck, read_text

if TYPE_CHECKING:
    from ..core.rules import Rules

__all__ = ["FORMATS", "FORMAT_GAMES", "MAX_CARDS", "MAX_FILE_BYTES", "MAX_LINE", "PLAYED",
           "SECTIONS", "CardLine", "DeckCheck", "DeckList", "Entry", "check_deck", "check_file",
           "detect_format", "guess_game", "load_deck", "parse", "parse_deck", "passcode_name",
           "read_deck", "write_deck"]


def _source_text(path: str | Path) -> tuple[str, str]:
    """The text of a deck and the name errors give it: a ``ydke://`` URL stands for
    itself (shortened), anything else is a file's path."""
    if isinstance(path, str) and path.startswith(YDKE_PREFIX):
        return path, "ydke URL"
    return read_text(path), str(path)


def load_deck(path: str | Path, fmt: str | None = None) -> DeckList:
    """The deck list in the file ``path`` (or the ``ydke://`` URL ``path``), in format
    ``fmt`` or the format its name and content say (:func:`detect_format`); the cards
    are not looked up (see :func:`check_deck`)."""
    text, source = _source_text(path)
    return parse(text, fmt or detect_format(text, source), source)


def read_deck(path: str | Path, rules: Rules, *, player: int = 0,
              fmt: str | None = None) -> list[str]:
    """Read a deck file of any format and check it is a legal deck for ``rules``; returns
    the names of the cards played (the Main and Extra Deck: a side deck is kept by
    :func:`load_deck`, not played). Raises :class:`MalformedInput` naming the file, and
    the line where one is to blame.

    ``player`` (0 or 1) is who the deck is for, for the rules' own messages.
    """
    text, source = _source_text(path)
    fmt = fmt or detect_format(text, source)
    result = check_deck(parse(text, fmt, source), rules, player=player)
    if result.problems:
        more = len(result.problems) - 1
        raise MalformedInput(result.problems[0] + (f" (and {more} more problem"
                             f"{'s' if more > 1 else ''}; 'tcgkit deck check' lists them)"
                             if more else ""))
    return result.names()


def check_file(path: str | Path, rules: Rules, fmt: str | None = None) -> DeckCheck:
    """Everything :func:`check_deck` finds in the deck file ``path``."""
    return check_deck(load_deck(path, fmt), rules)


def guess_game(deck: DeckList) -> str:
    """The game a deck list is for, when nothing says it: Yu-Gi-Oh! for passcodes,
    Magic for Arena and Forge lists, else the game that knows most of its names."""
    from ..carddb import known
    from ..games import GAMES, get_rules

    if deck.format in FORMAT_GAMES:
        return FORMAT_GAMES[deck.format]
    names = list(dict.fromkeys(e.name for e in deck.entries))[:200]
    found = {g: sum(known(get_rules(g), n) for n in names) for g in GAMES}
    best = max(found.values())
    winners = [g for g, n in found.items() if n == best]
    if best == 0 or len(winners) > 1:
        raise MalformedInput(f"{deck.source}: cannot tell which game the deck is for; "
                             f"say it with --game ({', '.join(GAMES)})")
    return winners[0]


def write_deck(deck: DeckList, fmt: str, rules: Rules) -> str:
    """The text of ``deck`` in format ``fmt``, each card under its English name (or its
    passcode in ``ydk`` and ``ydke``). A card ``rules``' game does not know, or one with
    no passcode in a passcode format, is refused naming it; so is a format of another
    game's clients (a Duel Masters deck in Arena's)."""
    writer = WRITERS.get(fmt)
    if writer is None:
        raise MalformedInput(f"unknown deck format {fmt!r}; the formats are "
                             + ", ".join(FORMATS))
    game = FORMAT_GAMES.get(fmt, rules.name)
    if game != rules.name:
        raise MalformedInput(f"{deck.source}: {fmt} is a format for {game} decks, and this "
                             f"deck is for {rules.name}; write it as plain")
    result = check_deck(deck, rules)
    out: list[str] = []
    entries: list[Entry] = []
    for cl in result.lines:
        # A plain list names Extra Deck monsters among the others: a format with an
        # Extra Deck of its own lists them there.
        card, e = cl.status.card, cl.entry
        if card is not None and e.section in PLAYED and rules.extra_deck_size:
            e = replace(e, section="extra" if rules.in_extra_deck(card) else "main")
        entries.append(e)
        card = cl.status.card
        if card is None and cl.entry.passcode and fmt in PASSCODE_FORMATS:
            out.append(cl.entry.name)  # an unknown passcode is written back as it was
            continue
        if card is None:
            if cl.status.stored is not None and fmt not in PASSCODE_FORMATS:
                out.append(cl.status.stored.name)
                continue
            raise MalformedInput(f"{deck.source}: cannot write {cl.entry.name!r}: "
                                 f"{cl.status.status} ({cl.status.detail})")
        if fmt in PASSCODE_FORMATS:
            code = getattr(card, "passcode", "") or (cl.status.stored.passcodes[0]
                                                    if cl.status.stored is not None and
                                                    cl.status.stored.passcodes else "")
            if not code:
                raise MalformedInput(f"cannot write {card.name} in {fmt}: tcgkit knows no "
                                     f"passcode of it")
            out.append(code)
        else:
            out.append(card.name)
    return writer(replace(deck, entries=entries), out)
