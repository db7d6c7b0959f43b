"""The Duel Masters cards tcgkit knows, as a document, and which of their English names are
official: ``docs/dm_cards.md`` is what :func:`document` renders (``python -m
tcgkit.games.dm.cardlist > docs/dm_cards.md``), and a test keeps the two the same.

Only the English Duel Masters TCG (2004-06, sets DM-01 to DM-12) printed cards in English.
A card it printed goes by that name; every other card is Japan-only, and its English name
is unofficial: a fan name (DM-csv, the Duel Masters wikis) or a translation or
romanization of ours, as its definition's docstring says. Decks and scenarios may name a
card either way, or by its Japanese name."""

from __future__ import annotations

from .card import DmCard
from .cards import ALL
from .psychic import is_psychic

OFFICIAL_ENGLISH = frozenset({
    # DM-01 to DM-05 creatures without abilities (cards/vanilla.py).
    "Reusol, the Oracle", "Iere, Vizier of Bullets", "Reso Pacos, Clear Sky Guardian",
    "Lok, Vizier of Hunting", "Lah, Purification Enforcer", "Aqua Vehicle", "Scissor Eye",
    "Writhing Bone Ghoul", "Skeleton Soldier, the Defiled", "Hang Worm, Fetid Larva",
    "Immortal Baron, Vorg", "Explosive Dude Joe", "Meteorage Lizard", "Burning Mane",
    "Fear Fang", "Forest Hornet", "Tri-horn Shepherd",
    # The English TCG's cards with abilities (cards/classic.py, cards/effects.py).
    "La Ura Giga, Sky Guardian", "Dia Nork, Moonlight Guardian", "Holy Awe", "Solar Ray",
    "Spiral Gate", "Ghost Touch", "Dark Reversal", "Tornado Flame", "Natural Snare",
    "Aqua Hulcus", "Bronze-Arm Tribe", "Sniper Mosquito", "Deadly Fighter Braid Claw",
    "Zagaan, Knight of Darkness", "Twin-Cannon Skyterror", "Crystal Lancer",
    "Fighter Dual Fang", "Terror Pit", "Propeller Mutant",
    # Madness, printed in English in DM-12 (cards/usecosts.py); DM-06's Faerie Life.
    "Terradragon Arque Delacerna", "Faerie Life",
})
"""The names the English Duel Masters TCG printed; all others are unofficial."""


def official_english(card: DmCard) -> bool:
    """Whether ``card``'s English name is official (the English TCG printed the card)."""
    return card.name in OFFICIAL_ENGLISH


_KIND = {"creature": "creature", "spell": "spell", "cross_gear": "Cross Gear",
         "castle": "castle", "d2_field": "D2 field", "tamaseed": "Tamaseed",
         "aura": "Orega Aura"}

_INTRO = """\
# Duel Masters cards

<!-- Generated from the card definitions by `python -m tcgkit.games.dm.cardlist >
docs/dm_cards.md`; edit those (tcgkit/games/dm/cards/), not this file. -->

Every Duel Masters card tcgkit knows. Only the English Duel Masters TCG (sets DM-01 to
DM-12) printed cards in English: those names are official. Every other card was printed
in Japan only, and its English name is **unofficial** (a fan name from DM-csv or the Duel
Masters wikis, or a translation or romanization of ours): decks, scenarios and
`tcgkit duel --jp` accept and show the Japanese name as well. In code,
`tcgkit.games.dm.cardlist.official_english(card)` says which a card is.

| English name | Japanese name | type | civilization | cost | power |
|---|---|---|---|---|---|
"""


def document() -> str:
    """The Markdown of ``docs/dm_cards.md``: one row per card, by English name."""
    rows = []
    for c in sorted(ALL, key=lambda c: c.name.casefold()):
        name = c.name if official_english(c) else f"{c.name} (unofficial)"
        kind = ("evolution " if c.evolution else "") + ("GR " if c.gr else "") \
            + ("psychic " if is_psychic(c) else "") + _KIND[c.kind]
        civs = "/".join(c.civilizations) or "colorless"
        power = str(c.power) if c.kind == "creature" else ""
        rows.append(f"| {name} | {c.jp} | {kind} | {civs} | {c.cost} | {power} |\n")
    return _INTRO + "".join(rows)


if __name__ == "__main__":
    print(document(), end="")
