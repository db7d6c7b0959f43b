"""Yu-Gi-Oh! cards from a ygopro/EDOPro ``cards.cdb``: an SQLite database whose table
``datas`` holds each card's statistics (its ``type``, ``race`` and ``attribute`` as bit
fields) and ``texts`` its name and text, both keyed by the card's passcode ``id``.

The database is opened read-only and only the two tables are read, with a bound on the
work SQLite may do, so that a hostile file (views in place of tables, a huge table) is
refused rather than obeyed.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..core.errors import MalformedInput
from .reading import MAX_IMPORTED, MAX_SQLITE_BYTES, SQLITE_MAGIC, file_size, head
from .store import StoredCard

# The card type bits of the database's ``type`` column.
MONSTER, SPELL, TRAP = 0x1, 0x2, 0x4
NORMAL, EFFECT, FUSION, RITUAL = 0x10, 0x20, 0x40, 0x80
TUNER, SYNCHRO, TOKEN = 0x1000, 0x2000, 0x4000
XYZ, PENDULUM, SPECIAL_ONLY, LINK = 0x800000, 0x1000000, 0x2000000, 0x4000000
EXTRA_DECK = FUSION | SYNCHRO | XYZ | LINK

ATTRIBUTES = {0x01: "EARTH", 0x02: "WATER", 0x04: "FIRE", 0x08: "WIND", 0x10: "LIGHT",
              0x20: "DARK", 0x40: "DIVINE"}
"""The ``attribute`` column's bits."""
RACES = {0x1: "Warrior", 0x2: "Spellcaster", 0x4: "Fairy", 0x8: "Fiend", 0x10: "Zombie",
         0x20: "Machine", 0x40: "Aqua", 0x80: "Pyro", 0x100: "Rock", 0x200: "Winged Beast",
         0x400: "Plant", 0x800: "Insect", 0x1000: "Thunder", 0x2000: "Dragon",
         0x4000: "Beast", 0x8000: "Beast-Warrior", 0x10000: "Dinosaur", 0x20000: "Fish",
         0x40000: "Sea Serpent", 0x80000: "Reptile", 0x100000: "Psychic",
         0x200000: "Divine-Beast", 0x400000: "Creator God", 0x800000: "Wyrm",
         0x1000000: "Cyberse", 0x2000000: "Illusion"}
"""The ``race`` column's bits: the monster's Type."""

_COLUMNS = {"datas": ("id", "alias", "type", "atk", "def", "level", "race", "attribute"),
            "texts": ("id", "name", "desc")}
_EVERY = 1000
"""How many SQLite virtual-machine steps pass between two looks at the work done."""
_MAX_LOOKS = 200_000
"""How many looks an import may take: 200 million steps, some hundred times what reading
a full database takes."""


def is_cdb(path: Path) -> bool:
    """Whether ``path`` starts as an SQLite database does."""
    return head(path, len(SQLITE_MAGIC)) == SQLITE_MAGIC


def read_cdb(path: Path) -> tuple[list[StoredCard], dict[str, str]]:
    """The cards of a ``cards.cdb``, and the alternate passcodes (an alias's own ``id``)
    of cards it names, each with its card's name. Tokens are left out."""
    file_size(path, MAX_SQLITE_BYTES, "SQLite card databases")
    if not is_cdb(path):
        raise MalformedInput(f"{path}: not an SQLite database (a ygopro cards.cdb is one)")
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise MalformedInput(f"{path}: cannot open it as SQLite: {exc}") from None
    try:
        steps = [0]

        def progress() -> int:
            steps[0] += 1
            return 1 if steps[0] > _MAX_LOOKS else 0  # 1 interrupts the query

        conn.set_progress_handler(progress, _EVERY)
        return _read(conn, path)
    except sqlite3.Error as exc:
        why = "it asks too much work of SQLite" if steps[0] > _MAX_LOOKS else str(exc)
        raise MalformedInput(f"{path}: not a readable ygopro card database: {why}") from None
    finally:
        conn.close()


def _read(conn: sqlite3.Connection, path: Path) -> tuple[list[StoredCard], dict[str, str]]:
    conn.execute("PRAGMA trusted_schema = OFF")
    tables = {name for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    for table, wanted in _COLUMNS.items():
        if table not in tables:
            raise MalformedInput(f"{path}: no table {table!r}; a ygopro cards.cdb has the "
                                 f"tables 'datas' and 'texts'")
        have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        missing = [c for c in wanted if c not in have]
        if missing:
            raise MalformedInput(f"{path}: table {table!r} lacks the column(s) "
                                 f"{', '.join(missing)}")
    (count,) = conn.execute("SELECT count(*) FROM datas").fetchone()
    if count > MAX_IMPORTED:
        raise MalformedInput(f"{path}: {count} cards; tcgkit imports at most {MAX_IMPORTED}")
    rows = conn.execute("SELECT d.id, d.alias, d.type, d.atk, d.def, d.level, d.race, "
                        "d.attribute, t.name, t.desc FROM datas d JOIN texts t ON t.id = d.id "
                        "ORDER BY d.id LIMIT ?", (MAX_IMPORTED + 1,))
    cards: dict[int, StoredCard] = {}
    names: dict[int, str] = {}
    aliases: list[tuple[int, int, str]] = []
    for number, row in enumerate(rows, 1):
        where = f"{path}: datas row {number}"
        code, alias, kind, atk, dfn, level, race, attribute, name, desc = row
        if not all(type(v) is int for v in (code, alias, kind, atk, dfn, level, race,
                                           attribute)):
            raise MalformedInput(f"{where}: a statistic that is not an integer (id {code!r})")
        if not 0 < code < 2**32:
            raise MalformedInput(f"{where}: the passcode {code} is out of range")
        if not isinstance(name, str) or not name.strip() or len(name) > 200:
            raise MalformedInput(f"{where} (id {code}): no card name, or one of more than "
                                 f"200 characters")
        if not isinstance(desc, str):
            desc = ""
        names[code] = name.strip()
        if alias and alias != code:
            aliases.append((code, alias, name.strip()))
            continue
        if kind & TOKEN:
            continue
        cards[code] = _card(code, kind, atk, dfn, level, race, attribute, name.strip(),
                            desc, path.name)
    alias_of = {str(code).zfill(8): names.get(main, name) for code, main, name in aliases}
    return list(cards.values()), alias_of


def _card(code: int, kind: int, atk: int, dfn: int, level: int, race: int, attribute: int,
          name: str, desc: str, source: str) -> StoredCard:
    """A stored card from one row, with whether tcgkit can play it by its statistics."""
    passcode = str(code).zfill(8)

    def stored(kind: str, stats: dict[str, object], why: str) -> StoredCard:
        return StoredCard(game="ygo", name=name, kind=kind, stats=stats, text=desc,
                          passcodes=(passcode,), playable=not why, why=why, source=source)

    if kind & MONSTER:
        # The level column packs the Pendulum Scales above the Level (or Link Rating).
        stats = {"level": level & 0xFF, "scale": (level >> 24) & 0xFF if kind & PENDULUM else 0,
                 "attribute": ATTRIBUTES.get(attribute, ""), "race": RACES.get(race, ""),
                 "atk": atk, "def": dfn, "normal": bool(kind & NORMAL),
                 "tuner": bool(kind & TUNER)}
        why = _unplayable_monster(kind, atk, dfn, stats)
        return stored("monster", stats, why)
    what = "Spell" if kind & SPELL else "Trap" if kind & TRAP else "card of an unknown type"
    return stored("spell" if kind & SPELL else "trap" if kind & TRAP else "other", {},
                  f"a {what} Card: it is its effect, which tcgkit does not have")


def _unplayable_monster(kind: int, atk: int, dfn: int, stats: dict[str, object]) -> str:
    """Why a monster cannot be played by its statistics alone ("": it can)."""
    if kind & EXTRA_DECK:
        return "an Extra Deck monster: it is Summoned with the materials its text names"
    if kind & RITUAL:
        return "a Ritual Monster: it is Summoned by its Ritual Spell"
    if kind & SPECIAL_ONLY:
        return "a monster that cannot be Normal Summoned: it needs its own way to be Summoned"
    if atk < 0 or dfn < 0:
        return "its ATK or DEF is '?', which its effect decides"
    if not stats["attribute"] or not stats["race"] or not 1 <= int(str(stats["level"])) <= 12:
        return "its Attribute, Type or Level is not one the game knows"
    return ""
