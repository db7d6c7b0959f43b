"""``tcgkit cards import FILE``: read a card database the user has into tcgkit's card
store; ``tcgkit cards show NAME``: what tcgkit knows of a card and how it plays it."""

from __future__ import annotations

import argparse
from typing import Any

from ..games import GAMES


def register(sub: Any) -> None:
    """Add the ``cards`` command and its actions to the ``tcgkit`` parser's sub-parsers."""
    p = sub.add_parser("cards", help="import card databases; look cards up",
                       description="Cards from databases you already have: a ygopro/EDOPro "
                       "cards.cdb, MTGJSON AtomicCards.json, a Scryfall bulk file, or a "
                       "Duel Masters card list in tcgkit's JSON form (see docs/decks.md).")
    actions = p.add_subparsers(dest="action", required=True, metavar="ACTION",
                               help="what to do")
    imp = actions.add_parser(
        "import", help="read a card database into tcgkit's card store",
        description="Read names, statistics and texts from a card database into tcgkit's "
        "card store ($TCGKIT_HOME/cards, by default ~/.local/share/tcgkit/cards). A card "
        "tcgkit does not implement plays as a vanilla card where its game allows that "
        "('stats only'); any other is kept as 'not playable'.")
    imp.add_argument("file", metavar="FILE", help="cards.cdb, AtomicCards.json, a "
                     "Scryfall bulk JSON file or a tcgkit card list")
    imp.add_argument("--game", choices=GAMES, help="the game the database must be of")
    imp.set_defaults(handler=run_import)
    show = actions.add_parser("show", help="how tcgkit plays a card",
                              description="Whether tcgkit implements a card, plays it by its "
                              "statistics alone, or cannot play it; and its text.")
    show.add_argument("name", metavar="NAME", help="the card's English or Japanese name")
    show.add_argument("--game", choices=GAMES, required=True, help="the card's game")
    show.set_defaults(handler=run_show)


def run_import(args: argparse.Namespace) -> int:
    """Import ``args.file``; say what was stored."""
    from ..carddb import import_file

    report = import_file(args.file, args.game)
    print(f"{args.file}: {report.kind} ({report.game}): {report.stored} "
          f"card{'' if report.stored == 1 else 's'} stored, "
          f"{report.playable} of them playable by their statistics alone ('stats only'), "
          f"{report.stored - report.playable} not playable; {report.own} already "
          f"implemented by tcgkit")
    print(f"card store: {report.store}")
    return 0


def run_show(args: argparse.Namespace) -> int:
    """Print what tcgkit makes of the card ``args.name``; exit 1 if it does not know it."""
    from ..carddb import UNKNOWN, status
    from ..core.errors import MalformedInput
    from ..games import get_rules
    from ..view.model import card_facts

    if not args.name.strip():
        raise MalformedInput("cards show: give a card's name")
    rules = get_rules(args.game)
    st = status(rules, args.name)
    print(f"{st.name}: {st.status}" + (f" ({st.detail})" if st.detail else ""))
    if st.card is not None:  # what tcgkit plays: the same facts the viewer shows
        facts = card_facts(rules, st.card.name)
        print("  " + "  ".join(x for x in (facts["line"], facts["jp"]) if x))
    elif st.stored is not None:  # not playable: the statistics as the database gave them
        print("  " + ", ".join(f"{k} {v}" for k, v in st.stored.stats.items()))
    text = st.card.text if st.card is not None and st.stored is None else \
        st.stored.text if st.stored is not None else ""
    if text:
        print(text)
    return 1 if st.status == UNKNOWN else 0
