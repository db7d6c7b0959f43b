"""Duel Masters cards from a card list in tcgkit's own JSON form: Duel Masters has no card
database that players commonly hold, so a list one writes or exports oneself is read.

.. code-block:: json

    {"format": "tcgkit-cards", "game": "dm", "cards": [
      {"name": "Bronze-Arm Tribe", "jp": "青銅の鎧", "kind": "creature",
       "civilizations": ["nature"], "cost": 3, "power": 1000, "race": "Beast Folk",
       "text": "When you put this creature into the battle zone, ..."}]}

A creature with no text plays as a creature with no abilities ("stats only"); any other
card is stored as "not playable".
"""

from __future__ import annotations

from typing import Any

from ..core.errors import MalformedInput
from .reading import MAX_IMPORTED
from .store import StoredCard

LIST_FORMAT = "tcgkit-cards"
"""The ``format`` of a tcgkit card list."""
_CIVILIZATIONS = ("light", "water", "darkness", "fire", "nature")


def is_card_list(doc: Any) -> bool:
    """Whether a parsed JSON document is a tcgkit card list."""
    return isinstance(doc, dict) and doc.get("format") == LIST_FORMAT


def read_card_list(doc: Any, source: str, where: str) -> tuple[str, list[StoredCard]]:
    """The game and the cards of a parsed tcgkit card list."""
    if doc.get("game") != "dm":
        raise MalformedInput(f"{where}: a tcgkit card list is for Duel Masters (\"game\": "
                             f"\"dm\"), not {doc.get('game')!r}")
    rows = doc.get("cards")
    if not isinstance(rows, list):
        raise MalformedInput(f"{where}: no list 'cards'")
    if len(rows) > MAX_IMPORTED:
        raise MalformedInput(f"{where}: {len(rows)} cards; tcgkit imports at most "
                             f"{MAX_IMPORTED}")
    return "dm", [_card(row, source, f"{where}: card {i + 1}") for i, row in enumerate(rows)]


def _card(row: Any, source: str, at: str) -> StoredCard:
    if not isinstance(row, dict):
        raise MalformedInput(f"{at}: not a JSON object")
    name, jp, kind, race, text = (row.get(k, "") for k in ("name", "jp", "kind", "race", "text"))
    if not all(isinstance(v, str) and len(v) <= 20_000 for v in (name, jp, kind, race, text)):
        raise MalformedInput(f"{at}: 'name', 'jp', 'kind', 'race' and 'text' are texts")
    if not name.strip() or len(name) > 200:
        raise MalformedInput(f"{at}: no card name, or one of more than 200 characters")
    civs, cost, power = row.get("civilizations", []), row.get("cost"), row.get("power", 0)
    if not isinstance(civs, list) or not all(c in _CIVILIZATIONS for c in civs):
        raise MalformedInput(f"{at} ({name}): 'civilizations' is a list of "
                             f"{', '.join(_CIVILIZATIONS)} (none: colorless)")
    if type(cost) is not int or type(power) is not int or not 0 <= cost <= 999 \
            or not 0 <= power <= 10**9:
        raise MalformedInput(f"{at} ({name}): 'cost' and 'power' are whole numbers")
    why = "" if kind == "creature" and not text.strip() else \
        f"a {kind or 'card'} with abilities, which tcgkit does not have" if text.strip() else \
        f"a {kind or 'card'}: tcgkit plays only creatures by their statistics"
    stats = {"civilizations": list(civs), "cost": cost, "power": power, "race": race}
    return StoredCard(game="dm", name=name.strip(), kind=kind, stats=stats, text=text,
                      jp=jp.strip(), playable=not why, why=why, source=source)
