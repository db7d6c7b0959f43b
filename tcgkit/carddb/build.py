"""Cards of a game built from stored statistics: each plays as a vanilla card, its printed
text kept for reading but none of its rules played (a "stats only" card)."""

from __future__ import annotations

from typing import Any

from ..core.cards import CardDef
from ..core.errors import MalformedInput
from .store import StoredCard


def build_card(stored: StoredCard) -> CardDef | None:
    """The card ``stored`` describes, as a card of its game with no abilities, or ``None``
    if its statistics do not make one (a store written by hand, say)."""
    from ..games import get_rules

    jp = stored.jp
    if jp and jp in get_rules(stored.game).pool:
        jp = ""  # a Japanese name is one card's only: tcgkit's own card keeps it
    try:
        maker = _MAKERS.get(stored.game)
        return maker(stored, jp, stored.stats) if maker is not None else None
    except (MalformedInput, TypeError, ValueError, KeyError):
        return None


def _int(value: Any) -> int:
    """An integer statistic; anything else (a bool, a string) is refused."""
    if type(value) is not int:
        raise TypeError(f"not an integer: {value!r}")
    return value


def _ygo(stored: StoredCard, jp: str, s: dict[str, Any]) -> CardDef:
    from ..games.ygo.card import YgoCard

    codes = stored.passcodes
    return YgoCard(name=stored.name, jp=jp, passcode=codes[0] if codes else "",
                   level=_int(s["level"]), attribute=str(s["attribute"]), race=str(s["race"]),
                   atk=_int(s["atk"]), defense=_int(s["def"]), normal=bool(s.get("normal")),
                   tuner=bool(s.get("tuner")), pendulum_scale=_int(s.get("scale", 0)))


def _mtg(stored: StoredCard, jp: str, s: dict[str, Any]) -> CardDef:
    from ..games.mtg.card import MtgCard

    pt = s.get("pt")
    return MtgCard(name=stored.name, jp=jp, cost=str(s.get("cost", "")),
                   type_line=str(s["type_line"]),
                   pt=(_int(pt[0]), _int(pt[1])) if pt is not None else None,
                   produces=str(s.get("produces", "")))


def _dm(stored: StoredCard, jp: str, s: dict[str, Any]) -> CardDef:
    from ..games.dm.card import DmCard

    return DmCard(name=stored.name, jp=jp, kind="creature",
                  civilizations=tuple(str(c) for c in s["civilizations"]),
                  cost=_int(s["cost"]), power=_int(s["power"]), race=str(s.get("race", "")))


_MAKERS = {"ygo": _ygo, "mtg": _mtg, "dm": _dm}
