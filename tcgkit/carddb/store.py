"""The user's card store: cards imported from card databases the user already has.

tcgkit ships no card database. ``tcgkit cards import FILE`` reads one the user has (a
ygopro/EDOPro ``cards.cdb``, MTGJSON's ``AtomicCards.json``, a Scryfall bulk file) and
keeps what it read, one JSON file per game, in ``$TCGKIT_HOME/cards/<game>.json``
(``TCGKIT_HOME`` defaults to ``~/.local/share/tcgkit``). A stored card holds its names,
its statistics, its printed text, its passcodes (Yu-Gi-Oh!) and whether tcgkit can play it
by its statistics alone ("stats only") or cannot play it at all, with the reason.

A game's card pool asks the store for a name it does not know
(:meth:`tcgkit.core.cards.CardPool.get`): a playable stored card is built then, so that a
deck list or a saved game naming it works on any machine that imported the same
database.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.decision import normalize
from ..core.errors import MalformedInput

if TYPE_CHECKING:
    from ..core.cards import CardDef

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_TEXT_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

HOME_VARIABLE = "TCGKIT_HOME"
"""The environment variable naming tcgkit's data directory."""
STORE_FORMAT = "tcgkit-card-store"
STORE_VERSION = 1
MAX_STORE_BYTES = 512 * 1024 * 1024
"""The largest store file read back: every Magic card with its text is some tens of MB."""


def home() -> Path:
    """tcgkit's data directory: ``$TCGKIT_HOME``, or ``~/.local/share/tcgkit``."""
    chosen = os.environ.get(HOME_VARIABLE)
    return Path(chosen) if chosen else Path.home() / ".local" / "share" / "tcgkit"


def store_path(game: str) -> Path:
    """The file holding ``game``'s imported cards."""
    return home() / "cards" / f"{game}.json"


@dataclass(frozen=True)
class StoredCard:
    """One imported card. ``stats`` holds the characteristics its game's card needs
    (JSON values only); ``playable`` says whether tcgkit can play it by those alone
    (as a vanilla card), and ``why`` says why not when it cannot."""

    game: str
    name: str
    kind: str
    stats: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    jp: str = ""
    passcodes: tuple[str, ...] = ()
    playable: bool = False
    why: str = ""
    source: str = ""

    def unprintable(self) -> str:
        """The field of the card that holds a control character ("" if none): a terminal
        would obey it (an escape sequence in a name) when tcgkit prints the card. A
        text may hold tabs and line ends, a name none."""
        single = [("name", self.name), ("Japanese name", self.jp), ("kind", self.kind),
                  *((key, v) for key, v in self.stats.items() if isinstance(v, str))]
        for what, value in single:
            if _CONTROL.search(value):
                return what
        return "text" if _TEXT_CONTROL.search(self.text) else ""

    def to_json(self) -> dict[str, Any]:
        """The card as the store file holds it."""
        out: dict[str, Any] = {"name": self.name, "kind": self.kind, "stats": self.stats,
                               "text": self.text, "playable": self.playable,
                               "source": self.source}
        if self.jp:
            out["jp"] = self.jp
        if self.passcodes:
            out["passcodes"] = list(self.passcodes)
        if self.why:
            out["why"] = self.why
        return out

    @classmethod
    def from_json(cls, game: str, row: Any, where: str) -> StoredCard:
        """A card read back from the store; a damaged row is refused naming ``where``."""
        try:
            if not isinstance(row, dict) or not isinstance(row.get("name"), str) \
                    or not row["name"] or not isinstance(row.get("stats", {}), dict):
                raise TypeError("not a card")
            text_fields = [row.get(k, "") for k in ("kind", "text", "jp", "why", "source")]
            codes = row.get("passcodes", [])
            if not all(isinstance(v, str) for v in text_fields) or not isinstance(codes, list) \
                    or not all(isinstance(c, str) and c.isascii() and c.isdigit()
                            and len(c) <= 10 for c in codes):
                raise TypeError("a field of the wrong type")
            kind, text, jp, why, source = text_fields
            card = cls(game=game, name=row["name"], kind=kind, stats=dict(row.get("stats", {})),
                       text=text, jp=jp, passcodes=tuple(codes),
                       playable=row.get("playable") is True, why=why, source=source)
            if card.unprintable():
                raise TypeError(f"a control character in its {card.unprintable()}")
            return card
        except TypeError as exc:
            raise MalformedInput(f"{where}: damaged card store entry ({exc}); import the "
                                 f"database again") from None


class Store:
    """A game's imported cards, found by English or Japanese name or by passcode."""

    def __init__(self, game: str, cards: Iterable[StoredCard] = ()) -> None:
        self.game = game
        self._cards: dict[str, StoredCard] = {}
        self._index: dict[str, StoredCard] = {}
        self._passcodes: dict[int, str] = {}
        for card in cards:
            self.put(card)

    def put(self, card: StoredCard) -> None:
        """Add ``card``, replacing a stored card of the same name."""
        old = self._cards.get(card.name)
        if old is not None:
            for key in (old.name, old.jp):
                if key and self._index.get(normalize(key)) is old:
                    del self._index[normalize(key)]
        self._cards[card.name] = card
        for key in (card.name, card.jp):
            if key:
                self._index.setdefault(normalize(key), card)
        self._index[normalize(card.name)] = card
        for code in card.passcodes:
            self._passcodes[int(code)] = card.name

    def copy(self) -> Store:
        """A store of the same cards and passcodes, to change apart from this one."""
        other = Store(self.game, self)
        other._passcodes.update(self._passcodes)
        return other

    def alias(self, passcode: str, name: str) -> None:
        """Record that ``passcode`` (an alternate artwork's, say) prints card ``name``."""
        self._passcodes[int(passcode)] = name

    def find(self, name: str) -> StoredCard | None:
        """The stored card called ``name`` (English or Japanese), or ``None``."""
        return self._cards.get(name) or self._index.get(normalize(name))

    def by_passcode(self, passcode: int) -> str | None:
        """The name of the card printed with ``passcode``, if an import said so."""
        return self._passcodes.get(passcode)

    def names(self) -> list[str]:
        """Every stored card's English name."""
        return list(self._cards)

    def __iter__(self) -> Iterator[StoredCard]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    def to_json(self) -> dict[str, Any]:
        """The store file's document."""
        named = {int(c) for card in self for c in card.passcodes}
        aliases = {str(code): name for code, name in self._passcodes.items() if code not in named}
        return {"format": STORE_FORMAT, "version": STORE_VERSION, "game": self.game,
                "cards": [c.to_json() for c in self], "aliases": aliases}


# The stores read so far, by file, with the file's (mtime, size) when read: a store is
# read once per process unless an import changes it.
_CACHE: dict[str, tuple[tuple[int, int], Store]] = {}


def load_store(game: str) -> Store | None:
    """The store of ``game``'s imported cards, or ``None`` if nothing was imported."""
    path = store_path(game)
    try:
        st = path.stat()
    except OSError:
        return None
    stamp = (st.st_mtime_ns, st.st_size)
    cached = _CACHE.get(str(path))
    if cached is not None and cached[0] == stamp:
        return cached[1]
    store = _read_store(game, path, st.st_size)
    _CACHE[str(path)] = (stamp, store)
    return store


def _read_store(game: str, path: Path, size: int) -> Store:
    where = f"card store {path.name}"
    if size > MAX_STORE_BYTES:
        raise MalformedInput(f"{where}: larger than {MAX_STORE_BYTES} bytes; import the "
                             f"database again")
    try:
        doc = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise MalformedInput(f"{where}: damaged ({type(exc).__name__}); import the database "
                             f"again") from None
    if not isinstance(doc, dict) or doc.get("format") != STORE_FORMAT \
            or doc.get("game") != game or not isinstance(doc.get("cards"), list):
        raise MalformedInput(f"{where}: not a tcgkit card store of {game}")
    if doc.get("version") != STORE_VERSION:
        raise MalformedInput(f"{where}: written by another version of tcgkit (store version "
                             f"{doc.get('version')!r}); import the database again")
    store = Store(game, (StoredCard.from_json(game, row, f"{where}, card {i + 1}")
                         for i, row in enumerate(doc["cards"])))
    aliases = doc.get("aliases", {})
    if isinstance(aliases, dict):
        for code, name in aliases.items():
            if isinstance(name, str) and isinstance(code, str) \
                    and code.isascii() and code.isdigit() and len(code) <= 10:
                store.alias(code, name)
    return store


def save_store(store: Store) -> Path:
    """Write ``store`` to its file (whole, or not at all: a crash mid-write leaves the
    old file). Returns the file's path."""
    path = store_path(store.game)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(store.to_json(), ensure_ascii=False, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=f".{store.game}.", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(data)
        # A temporary file is private to its writer; the store is an ordinary file.
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _CACHE.pop(str(path), None)
    return path


# The cards built from the store, by identity: how a card tells it was imported.
_BUILT: dict[int, tuple[CardDef, StoredCard]] = {}


def imported(card: CardDef) -> StoredCard | None:
    """The stored card ``card`` was built from, or ``None`` for a card of tcgkit's own."""
    found = _BUILT.get(id(card))
    return found[1] if found is not None and found[0] is card else None


def user_card(game: str, name: str) -> CardDef | None:
    """The playable stored card called ``name``, built as a card of ``game``, or ``None``
    when the store has no such card or cannot play it (how a pool finds imported cards)."""
    store = load_store(game)
    if store is None:
        return None
    stored = store.find(name)
    if stored is None or not stored.playable:
        return None
    from .build import build_card

    card = build_card(stored)
    if card is not None:
        _BUILT[id(card)] = (card, stored)
    return card
