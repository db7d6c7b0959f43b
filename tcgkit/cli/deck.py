"""``tcgkit deck check FILE``: is a deck file legal, which of its cards does tcgkit know
and play; ``tcgkit deck convert FILE --to FORMAT``: write it in another format."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..games import GAMES

# tcgkit.decks.FORMATS, written out so that building the parser imports no deck code (a
# test keeps the two the same).
_FORMATS = ("plain", "ydk", "ydke", "arena", "forge")


def register(sub: Any) -> None:
    """Add the ``deck`` command and its actions to the ``tcgkit`` parser's sub-parsers."""
    p = sub.add_parser("deck", help="check deck files, convert them between formats",
                       description="Deck files in tcgkit's plain format, Yu-Gi-Oh! .ydk and "
                       "ydke:// URLs, Magic Arena / MTGO text and Forge .dck (see "
                       "docs/decks.md).")
    actions = p.add_subparsers(dest="action", required=True, metavar="ACTION",
                               help="what to do with the deck")
    check = actions.add_parser(
        "check", help="say whether a deck is legal and how tcgkit plays each card",
        description="Check a deck file: its size, copies, Extra Deck and side deck and the "
        "game's own deck rules; every unknown card with the closest known names; for each "
        "card whether tcgkit implements it, plays it by its statistics alone (an imported "
        "card: 'stats only') or cannot play it. Exit status 0: legal; 1: not legal; 2: the "
        "file cannot be read.")
    check.add_argument("file", metavar="FILE", help="a deck file, or a ydke:// URL")
    _common(check)
    check.add_argument("--json", action="store_true", help="print the result as JSON")
    check.set_defaults(handler=run_check)
    conv = actions.add_parser("convert", help="write a deck in another format",
                              description="Read a deck file and print it (or write it to "
                              "--output) in another format.")
    conv.add_argument("file", metavar="FILE", help="a deck file, or a ydke:// URL")
    conv.add_argument("--to", required=True, choices=_FORMATS, help="the format to write")
    conv.add_argument("--output", "-o", metavar="OUT", help="the file to write (default: "
                      "print it)")
    _common(conv)
    conv.set_defaults(handler=run_convert)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=GAMES, help="the deck's game (default: ygo for .ydk and "
                   "ydke, mtg for Arena and Forge lists, else the game that knows its cards)")
    p.add_argument("--format", choices=_FORMATS, dest="fmt",
                   help="the file's format (default: told by its name and content)")


def _load(args: argparse.Namespace) -> tuple[Any, Any]:
    from ..decks import guess_game, load_deck
    from ..games import get_rules

    deck = load_deck(args.file, args.fmt)
    return deck, get_rules(args.game or guess_game(deck))


def run_check(args: argparse.Namespace) -> int:
    """Check ``args.file``; print the verdict, the problems, each card's status."""
    from ..decks import check_deck

    deck, rules = _load(args)
    result = check_deck(deck, rules)
    if args.json:
        print(json.dumps({
            "file": deck.source, "game": rules.name, "format": deck.format,
            "legal": result.legal, "problems": result.problems, "notes": result.notes,
            "cards": [{"name": cl.status.name, "count": cl.entry.count,
                       "section": cl.entry.section, "line": cl.entry.line,
                       "status": cl.status.status, "detail": cl.status.detail}
                      for cl in result.lines]}, ensure_ascii=False))
        return 0 if result.legal else 1
    verdict = "legal" if result.legal else "NOT LEGAL"
    print(f"{deck.source}: {verdict} ({rules.title or rules.name}, {deck.format} format)")
    for problem in result.problems:
        print(f"  problem: {problem}")
    for note in result.notes:
        print(f"  note: {note}")
    print("cards:")
    seen: dict[tuple[str, str], list[Any]] = {}
    for cl in result.lines:
        key = (cl.entry.section, cl.status.name)
        if key in seen:
            seen[key][0] += cl.entry.count
        else:
            seen[key] = [cl.entry.count, cl]
    width = max((len(k[1]) for k in seen), default=0)
    for (section, name), (count, cl) in seen.items():
        st = cl.status
        detail = f" ({st.detail})" if st.detail else ""
        where = "" if section in ("main", "extra") else f" [{section}]"
        print(f"  {count:>3} {name:<{width}}  {st.status}{detail}{where}")
    counts = result.counts()
    print("  " + ", ".join(f"{n} {s}" for s, n in counts.items()))
    return 0 if result.legal else 1


def run_convert(args: argparse.Namespace) -> int:
    """Write ``args.file`` in ``args.to``'s format."""
    from ..core.errors import MalformedInput
    from ..decks import write_deck

    deck, rules = _load(args)
    text = write_deck(deck, args.to, rules)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as exc:
            raise MalformedInput(f"{args.output}: cannot write it: {exc.strerror}") from None
    else:
        sys.stdout.write(text)
    return 0
