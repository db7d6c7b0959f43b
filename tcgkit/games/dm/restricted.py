"""Duel Masters' restricted cards: the Hall of Fame (殿堂入り, at most one copy in a
deck) and the Premium Hall of Fame (プレミアム殿堂, none), as the official list stood in
2026, for the cards tcgkit knows. The super-GR zone and the hyperspatial zone count with
the deck. Duel Masters Play's keeps a list of its own, not modelled: a deck list is
checked before the variant is known, against this one."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from ...core.errors import MalformedInput

R_RESTRICTED = "DM 100.2"
"""The deck construction rule the restricted lists add to."""

RESTRICTED: Final[Mapping[str, int]] = {
    # Hall of Fame: one copy.
    "Emperor Kiriko": 1,                          # エンペラー・キリコ
    "Undersea Demon-Face Castle": 1,              # 海底鬼面城
    "Bajula's Soul": 1,                           # バジュラズ・ソウル
    "Hayabusamaru, Shining Fang Ninja": 1,        # 光牙忍ハヤブサマル
    "Magnum, Allshot Puppet": 1,                  # 単騎連射 マグナム
    "Memento Shrine, Prison of D": 1,             # Dの牢閣 メメント守神宮
    # Premium Hall of Fame: none.
    "Aqua Melge": 0,                              # アクア・メルゲ
    "King Alcadeus, Holy Gaia": 0,                # 聖鎧亜キング・アルカディアス
    "Tutanmechanen": 0,                           # ツタンメカーネン
}
"""How many copies of a restricted card a deck list may hold, by name."""


def check_restricted(names: Iterable[str], player: int) -> None:
    """Refuse ``player``'s deck list (its names, super-GR and hyperspatial zone included)
    if it holds more of a restricted card than its list allows."""
    counts: dict[str, int] = {}
    for name in names:
        if name in RESTRICTED:
            counts[name] = counts.get(name, 0) + 1
    for name, n in counts.items():
        most = RESTRICTED[name]
        if n > most:
            which = "a Premium Hall of Fame card (プレミアム殿堂): a deck may hold none" \
                if most == 0 else f"a Hall of Fame card (殿堂入り): at most {most} copy"
            raise MalformedInput(f"player {player + 1}'s deck lists {n} {name}: it is "
                                 f"{which} ({R_RESTRICTED})")
