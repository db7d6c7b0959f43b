"""Magic cards from MTGJSON's ``AtomicCards.json`` (an object ``data`` mapping each card
name to a list of its faces) or a Scryfall bulk file (``oracle-cards``: a JSON array of
card objects).

A Magic card is played by its statistics alone where it has no rules text (reminder text
in parentheses aside): a creature, as a vanilla creature, and a basic land, which taps
for its color's mana. Any other card is stored as "not playable", with the reason.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.errors import MalformedInput
from .reading import MAX_IMPORTED
from .store import StoredCard

_REMINDER = re.compile(r"\([^()]*\)")
_NUMBER = re.compile(r"[0-9]{1,6}")
"""A power or toughness tcgkit plays: ASCII digits (``str.isdigit`` also takes ``²``, which
``int`` refuses), and few of them."""
BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""The basic land types and the color of mana each taps for (CR 305.6)."""
_SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series",
                              "vanguard", "scheme", "planar"})
"""Scryfall objects that are no deck's cards."""


def read_mtgjson(doc: Any, source: str, where: str) -> list[StoredCard]:
    """The cards of a parsed ``AtomicCards.json``; ``where`` names the file in errors."""
    data = doc.get("data") if isinstance(doc, dict) else None
    if not isinstance(data, dict):
        raise MalformedInput(f"{where}: not an MTGJSON AtomicCards file (no object 'data')")
    if len(data) > MAX_IMPORTED:
        raise MalformedInput(f"{where}: {len(data)} cards; tcgkit imports at most "
                             f"{MAX_IMPORTED}")
    cards = []
    for key, faces in data.items():
        at = f"{where}: card {key[:80]!r}"
        if not isinstance(faces, list) or not faces or not all(isinstance(f, dict)
                                                                for f in faces):
            raise MalformedInput(f"{at}: not a list of card faces")
        face = faces[0]
        if "Token" in _text(face.get("type"), at, "type").split("—")[0].split():
            continue
        jp = ""
        for foreign in face.get("foreignData") or ():
            if isinstance(foreign, dict) and foreign.get("language") == "Japanese" \
                    and isinstance(foreign.get("name"), str):
                jp = foreign["name"] if len(faces) == 1 else ""
                break
        cards.append(_card(
            name=key, jp=jp, cost=_text(face.get("manaCost"), at, "manaCost"),
            type_line=_text(face.get("type"), at, "type"),
            text=_text(face.get("text"), at, "text"),
            power=face.get("power"), toughness=face.get("toughness"), faces=len(faces),
            source=source, at=at))
    return cards


def read_scryfall(doc: Any, source: str, where: str) -> list[StoredCard]:
    """The cards of a parsed Scryfall bulk file (one object per card)."""
    if not isinstance(doc, list):
        raise MalformedInput(f"{where}: not a Scryfall bulk file (a JSON array of cards)")
    if len(doc) > MAX_IMPORTED:
        raise MalformedInput(f"{where}: {len(doc)} cards; tcgkit imports at most "
                             f"{MAX_IMPORTED}")
    cards: dict[str, StoredCard] = {}
    for i, obj in enumerate(doc):
        at = f"{where}: card {i + 1}"
        if not isinstance(obj, dict) or obj.get("object") != "card":
            raise MalformedInput(f"{at}: not a Scryfall card object")
        if obj.get("layout") in _SKIPPED_LAYOUTS:
            continue
        name = _text(obj.get("name"), at, "name")
        if not name or name in cards:  # a default-cards file repeats names: one will do
            continue
        faces = obj.get("card_faces")
        nfaces = len(faces) if isinstance(faces, list) else 1
        cards[name] = _card(
            name=name, jp="", cost=_text(obj.get("mana_cost"), at, "mana_cost"),
            type_line=_text(obj.get("type_line"), at, "type_line"),
            text=_text(obj.get("oracle_text"), at, "oracle_text"),
            power=obj.get("power"), toughness=obj.get("toughness"), faces=nfaces,
            source=source, at=at)
    return list(cards.values())


def _text(value: Any, at: str, key: str) -> str:
    """A text field (absent: empty), refused when it is another JSON type or too long."""
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > 20_000:
        raise MalformedInput(f"{at}: {key!r} is not a card's text")
    return value


def _card(*, name: str, jp: str, cost: str, type_line: str, text: str, power: Any,
          toughness: Any, faces: int, source: str, at: str) -> StoredCard:
    if not name.strip() or len(name) > 200:
        raise MalformedInput(f"{at}: no card name, or one of more than 200 characters")
    stats: dict[str, Any] = {"cost": cost, "type_line": type_line}
    left = type_line.split("—")[0].split()
    kind = "creature" if "Creature" in left else "land" if "Land" in left else \
        (left[-1].lower() if left else "card")
    why = ""
    if faces > 1:
        why = "a card of several faces (split, adventure, double-faced): tcgkit needs its rules"
    elif _REMINDER.sub("", text).strip():
        why = f"{_a(kind)} with rules text, which tcgkit does not have"
    elif "Creature" in left:
        if not (isinstance(power, str) and _NUMBER.fullmatch(power)
                and isinstance(toughness, str) and _NUMBER.fullmatch(toughness)):
            why = "a creature whose power or toughness is not a number"
        else:
            stats["pt"] = [int(power), int(toughness)]
    elif "Land" in left and "Basic" in left:
        colors = [BASIC_MANA[w] for w in type_line.partition("—")[2].split() if w in BASIC_MANA]
        if len(colors) != 1:
            why = "a basic land that makes no colored mana: tcgkit needs its rules"
        else:
            stats["produces"] = colors[0]
    else:
        why = (f"{_a(kind)} with no rules text: tcgkit plays only creatures and basic "
               f"lands by their statistics")
    if not why:
        why = _buildable(name, stats)
    return StoredCard(game="mtg", name=name, kind=kind, stats=stats, text=text, jp=jp,
                      playable=not why, why=why, source=source)


def _a(word: str) -> str:
    """``word`` with its indefinite article."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _buildable(name: str, stats: dict[str, Any]) -> str:
    """Why the card cannot be built as a Magic card ("": it can): a mana symbol or a type
    line tcgkit does not read."""
    from ..games.mtg.card import MtgCard

    pt = stats.get("pt")
    try:
        MtgCard(name=name, cost=stats["cost"], type_line=stats["type_line"],
                pt=(pt[0], pt[1]) if pt else None, produces=stats.get("produces", ""))
    except MalformedInput as exc:
        return f"tcgkit cannot read its characteristics ({exc})"
    return ""
