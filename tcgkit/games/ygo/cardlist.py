"""The Yu-Gi-Oh! cards tcgkit knows, as a document: ``docs/ygo_cards.md`` is what
:func:`document` renders (``python -m tcgkit.games.ygo.cardlist > docs/ygo_cards.md``), and
a test keeps the two the same.

Each card is listed with its English (TCG) and Japanese (OCG) names, its passcode, its card
type and its statistics; the demo decks and the Duel's variant options come first."""

from __future__ import annotations

from collections import Counter

from .card import YgoCard
from .cards import ALL
from .decks import DEMO_DECKS, VANILLA_DECKS
from .rules import YgoRules

_SPELL = {"normal": "Normal Spell", "quick": "Quick-Play Spell",
          "continuous": "Continuous Spell", "field": "Field Spell", "equip": "Equip Spell",
          "ritual": "Ritual Spell"}
_TRAP = {"normal": "Normal Trap", "continuous": "Continuous Trap", "counter": "Counter Trap"}

_INTRO = """\
# Yu-Gi-Oh! cards

<!-- Generated from the card definitions by `python -m tcgkit.games.ygo.cardlist >
docs/ygo_cards.md`; edit those (tcgkit/games/ygo/cards/), not this file. -->

Every Yu-Gi-Oh! card tcgkit knows, by its English (TCG) name; decks, scenarios and
`tcgkit duel --jp` also accept and show the Japanese (OCG) name. A blank passcode is one
no source at hand confirmed. Each card's definition says in its comments which parts of
its text it leaves out and which facts are UNCONFIRMED.

## Duel options

`tcgkit duel --game ygo` plays the `demo` decks; `--deck-set vanilla` plays Normal
Monsters only. `--variant` (and `options=` in Python, `options:` in a scenario) picks:

{options}

## Demo decks

{decks}

## Cards

| English name | Japanese name | passcode | card type | ATK / DEF |
|---|---|---|---|---|
"""

_OPTION_TEXT = {
    "normal_draw": "the normal draw (YGO-ND-06): `standard` draws 1, `hand_5` draws until "
                   "the hand holds 5, `hand_and_field_5` until hand and field hold 5",
    "first_player": "who goes first: `random`, or `choose` (the winner of a coin toss "
                    "decides)",
}


def card_type(card: YgoCard) -> str:
    """The card's type line as a duelist reads it ("Level 4 LIGHT Spellcaster Effect
    Monster", "Quick-Play Spell", "Link-2 DARK Cyberse Link Monster")."""
    if card.kind == "spell":
        return _SPELL.get(card.spell_type, "Spell")
    if card.kind == "trap":
        return _TRAP.get(card.trap_type, "Trap")
    if card.extra == "link":
        size = f"Link-{len(card.link_arrows)}"
    elif card.rank:
        size = f"Rank {card.rank}"
    else:
        size = f"Level {card.level}"
    kinds = [k for k, on in (("Tuner", card.tuner), ("Gemini", card.gemini),
                             ("Flip", card.flip), ("Ritual", card.ritual)) if on]
    if card.extra:
        kinds.insert(0, card.extra.capitalize())
    if card.pendulum_scale:
        kinds.append(f"Pendulum (Scale {card.pendulum_scale})")
    if card.normal:
        kinds.append("Normal")
    elif not ((card.extra or card.ritual) and not card.abilities and not card.procedure
              and not card.summoning_condition):
        kinds.append("Effect")  # a Fusion or Ritual Monster may have no effect
    return f"{size} {card.attribute} {card.race} {' '.join(kinds)} Monster"


def _stats(card: YgoCard) -> str:
    if card.kind != "monster":
        return ""
    return f"{card.atk} / -" if card.extra == "link" else f"{card.atk} / {card.defense}"


def _deck(name: str, deck: list[str]) -> str:
    extra = {c.name for c in ALL if c.extra}
    parts = []
    for which, cards in (("Main Deck", [c for c in deck if c not in extra]),
                         ("Extra Deck", [c for c in deck if c in extra])):
        if cards:
            parts.append(f"{which} ({len(cards)}): " + ", ".join(
                f"{n} {c}" if n > 1 else c for c, n in Counter(cards).items()))
    return f"- **{name}**: " + "; ".join(parts)


def document() -> str:
    """The Markdown of ``docs/ygo_cards.md``."""
    options = "\n".join(f"- `{key}`: {_OPTION_TEXT[key]}"
                        for key in YgoRules.variant_options)
    decks = "\n".join(_deck(f"{pair} {i + 1}", deck)
                      for pair, decks in (("demo", DEMO_DECKS), ("vanilla", VANILLA_DECKS))
                      for i, deck in enumerate(decks))
    rows = [f"| {c.name} | {c.jp} | {c.passcode} | {card_type(c)} | {_stats(c)} |\n"
            for c in sorted(ALL, key=lambda c: c.name.casefold())]
    return _INTRO.format(options=options, decks=decks) + "".join(rows)


if __name__ == "__main__":
    print(document(), end="")
