"""Card databases the user already has, imported into tcgkit's card store.

:func:`import_file` reads a ygopro/EDOPro ``cards.cdb`` (Yu-Gi-Oh!), MTGJSON's
``AtomicCards.json`` or a Scryfall bulk file (Magic), or a card list in tcgkit's own JSON
form (Duel Masters, which has no common database: :mod:`.dmlist`) and keeps each card's names,
statistics and text in the user's store (:mod:`tcgkit.carddb.store`). A stored card that
its game can play by its statistics alone then plays as a vanilla card ("stats only");
:func:`status` says, for any name, whether tcgkit implements the card, plays it by its
statistics, cannot play it, or does not know it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.errors import MalformedInput, UnknownCard
from .store import Store, StoredCard, imported, load_store, save_store, store_path

if TYPE_CHECKING:
    from ..core.cards import CardDef
    from ..core.rules import Rules

__all__ = ["CardStatus", "ImportReport", "import_file", "imported", "known", "load_store",
           "status", "store_path"]

IMPLEMENTED = "implemented"
STATS_ONLY = "stats only"
NOT_PLAYABLE = "not playable"
UNKNOWN = "unknown"


@dataclass(frozen=True)
class ImportReport:
    """What one import did: the game, the database's kind, how many cards it stored (and
    how many of them play by their statistics), how many it left to tcgkit's own cards,
    and the store file."""

    game: str
    kind: str
    stored: int
    playable: int
    own: int
    store: Path


def detect(path: Path) -> str:
    """Whether ``path`` is an SQLite (``"sqlite"``) or a JSON (``"json"``) card
    database, by its first bytes."""
    from .reading import head
    from .ygopro import is_cdb

    if is_cdb(path):
        return "sqlite"
    if head(path, 4096).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] in (b"{", b"["):
        return "json"
    raise MalformedInput(f"{path}: not a card database tcgkit reads (a ygopro cards.cdb, "
                         f"MTGJSON's AtomicCards.json, a Scryfall bulk JSON file or a "
                         f"tcgkit card list)")


def import_file(path: str | Path, game: str | None = None) -> ImportReport:
    """Read the card database ``path`` into the user's card store, replacing stored
    cards of the same names; ``game``, if given, must be the database's game.
    A malformed or hostile file raises :class:`MalformedInput` naming it, and leaves
    the store as it was."""
    from ..games import get_rules

    path = Path(path)
    cards: list[StoredCard]
    aliases: dict[str, str] = {}
    if detect(path) == "sqlite":
        from .ygopro import read_cdb

        found, kind = "ygo", "ygopro cards.cdb"
        _same_game(path, kind, found, game)
        cards, aliases = read_cdb(path)
    else:
        from .dmlist import is_card_list, read_card_list
        from .mtgjson import read_mtgjson, read_scryfall
        from .reading import read_json_file

        doc = read_json_file(path)
        if is_card_list(doc):
            kind = "tcgkit card list"
            found, cards = read_card_list(doc, path.name, str(path))
        else:
            found = "mtg"
            kind = "Scryfall bulk data" if isinstance(doc, list) else "MTGJSON AtomicCards"
            reader = read_scryfall if isinstance(doc, list) else read_mtgjson
            cards = reader(doc, path.name, str(path))
        _same_game(path, kind, found, game)
    for card in cards:
        bad = card.unprintable()
        if bad:
            raise MalformedInput(f"{path}: card {card.name!r}: its {bad} holds a control "
                                 f"character, which no printed card has")
    rules = get_rules(found)
    store = load_store(found) or Store(found)
    fresh = store.copy()  # the cached store is not changed until the new one is saved
    for code, name in aliases.items():
        fresh.alias(code, name)
    own = stored = playable = 0
    seen: set[str] = set()
    for card in cards:
        if card.name in rules.pool and _own(rules, card.name):
            own += 1
            for code in card.passcodes:  # another printing's passcode of tcgkit's card
                fresh.alias(code, card.name)
            continue
        if card.name in seen:
            # A database may list one name twice (a reprint under a new passcode): the
            # first is kept, and the other's passcode leads to it.
            for code in card.passcodes:
                fresh.alias(code, card.name)
            continue
        seen.add(card.name)
        fresh.put(card)
        stored += 1
        playable += card.playable
    where = save_store(fresh)
    return ImportReport(found, kind, stored, playable, own, where)


def _same_game(path: Path, kind: str, found: str, game: str | None) -> None:
    """Refuse a database of another game than the one asked for."""
    if game is not None and game != found:
        raise MalformedInput(f"{path}: a {kind} file holds {found} cards, not {game}")


def _own(rules: Rules, name: str) -> bool:
    """Whether ``name`` is one of tcgkit's own cards (not one built from the store)."""
    card = rules.pool.get(name)
    return imported(card) is None


@dataclass(frozen=True)
class CardStatus:
    """What tcgkit can do with a card name: ``status`` is ``"implemented"`` (a card of
    tcgkit's own, its rules played), ``"stats only"`` (an imported card played as a
    vanilla card), ``"not playable"`` (imported, but its game needs rules tcgkit lacks:
    ``detail`` says why) or ``"unknown"`` (``detail`` lists the closest known names)."""

    name: str
    status: str
    card: CardDef | None = None
    detail: str = ""
    stored: StoredCard | None = None


def status(rules: Rules, name: str) -> CardStatus:
    """Whether tcgkit plays the card called ``name`` in ``rules``' game, and how."""
    try:
        card = rules.pool.get(name)
    except UnknownCard as exc:
        store = load_store(rules.name)
        stored = store.find(name) if store is not None else None
        if stored is not None:
            return CardStatus(stored.name, NOT_PLAYABLE, None,
                              stored.why or "tcgkit cannot build it", stored)
        close = closest(rules, name, exc.suggestions, store)
        return CardStatus(name, UNKNOWN, None,
                          f"closest: {', '.join(close)}" if close else "no close name")
    stored = imported(card)
    if stored is not None:
        return CardStatus(card.name, STATS_ONLY, card,
                          "plays as a vanilla card: " + _vanilla_note(stored), stored)
    return CardStatus(card.name, IMPLEMENTED, card)


def known(rules: Rules, name: str) -> bool:
    """Whether ``name`` is a card of ``rules``' game or of the user's store (quicker than
    :func:`status`, which looks for close names when it is not)."""
    if name in rules.pool:
        return True
    store = load_store(rules.name)
    return store is not None and store.find(name) is not None


def _vanilla_note(stored: StoredCard) -> str:
    if stored.game == "ygo" and not stored.stats.get("normal"):
        return "its effects are not played"
    return "no rules text"


def closest(rules: Rules, name: str, from_pool: tuple[str, ...],
            store: Store | None) -> list[str]:
    """Up to three known names close to ``name``: the pool's, then the store's."""
    import difflib

    from ..core.decision import normalize

    names = list(from_pool)
    if store is not None and len(names) < 3:
        keys = {normalize(n): n for n in store.names()}
        for key in difflib.get_close_matches(normalize(name), list(keys), n=3, cutoff=0.6):
            if keys[key] not in names:
                names.append(keys[key])
    return names[:3]
