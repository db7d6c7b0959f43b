"""Checking a deck list against a game: which card each line names, whether tcgkit
implements it, plays it by its statistics alone or cannot play it, and whether the deck
is legal (its size, copies, Extra Deck, side deck and the game's own rules).

Every problem is found, not only the first, each naming the file and the line to blame.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..carddb import IMPLEMENTED, NOT_PLAYABLE, STATS_ONLY, UNKNOWN, CardStatus, status
from ..carddb.store import load_store
from ..core.errors import MalformedInput
from .model import PLAYED, DeckList, Entry

if TYPE_CHECKING:
    from ..core.cards import CardDef
    from ..core.rules import Rules

SIDE_DECK = {"mtg": (15, "a sideboard has at most 15 cards (CR 100.4a)"),
             "ygo": (15, "a Side Deck has at most 15 cards")}
"""The largest side deck of each game that has one, with how to say so."""
COPIES_WITH_SIDE = frozenset({"ygo"})
"""Games whose copy limit counts the side deck too (Yu-Gi-Oh!: Main, Extra and Side Deck
together hold at most 3 of a card)."""
_SECTION_NAMES = {"ygo": {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"},
                  "mtg": {"main": "deck", "extra": "deck", "side": "sideboard"},
                  "dm": {"extra": "super-GR and hyperspatial zone"}}


@dataclass(frozen=True)
class CardLine:
    """One entry of the list with what tcgkit makes of its card."""

    entry: Entry
    status: CardStatus


@dataclass
class DeckCheck:
    """The outcome of :func:`check_deck`: each entry's card and status, the problems that
    make the deck not legal (each a one-line message naming the file and line), and notes
    that do not (the side deck is kept, not played)."""

    deck: DeckList
    game: str
    lines: list[CardLine] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        """Whether tcgkit can play the deck as a legal deck of its game."""
        return not self.problems

    def names(self, sections: tuple[str, ...] = PLAYED) -> list[str]:
        """The card names of ``sections`` (by default the cards played), one per copy."""
        return [cl.status.name for cl in self.lines
                if cl.entry.section in sections and cl.status.card is not None
                for _ in range(cl.entry.count)]

    def counts(self) -> dict[str, int]:
        """How many copies of the list's cards have each status."""
        out: Counter[str] = Counter()
        for cl in self.lines:
            out[cl.status.status] += cl.entry.count
        return dict(out)


def passcode_name(rules: Rules, code: int) -> str | None:
    """The name of the card printed with passcode ``code``: one of the game's own cards,
    or one the user imported (:mod:`tcgkit.carddb`)."""
    index = _PASSCODES.get(rules.name)
    if index is None or index[0] != len(rules.pool):
        codes = {int(p): c.name for c in rules.pool if (p := getattr(c, "passcode", ""))}
        index = _PASSCODES[rules.name] = (len(rules.pool), codes)
    found = index[1].get(code)
    if found is None:
        store = load_store(rules.name)
        found = store.by_passcode(code) if store is not None else None
    return found


_PASSCODES: dict[str, tuple[int, dict[int, str]]] = {}


def _where(deck: DeckList, entry: Entry) -> str:
    return f"{deck.source}:{entry.line}" if entry.line else deck.source


def _card_status(rules: Rules, entry: Entry, seen: dict[str, CardStatus]) -> CardStatus:
    key = ("#" if entry.passcode else "") + entry.name
    found = seen.get(key)
    if found is not None:
        return found
    if entry.passcode:
        name = passcode_name(rules, int(entry.name))
        found = status(rules, name) if name is not None else CardStatus(
            f"passcode {entry.name}", UNKNOWN, None,
            "no card tcgkit or your card store knows has it")
    else:
        found = status(rules, entry.name)
        if found.status == UNKNOWN and " // " in entry.name:
            # A card of two halves or faces, which lists may name whole or by its first.
            front = status(rules, entry.name.split(" // ")[0])
            found = front if front.status != UNKNOWN else found
    seen[key] = found
    return found


def check_deck(deck: DeckList, rules: Rules, *, player: int = 0) -> DeckCheck:
    """Look up every card of ``deck`` in ``rules``' game and check the deck is legal."""
    result = DeckCheck(deck, rules.name)
    seen: dict[str, CardStatus] = {}
    words = _SECTION_NAMES.get(rules.name, {})
    for entry in deck.entries:
        st = _card_status(rules, entry, seen)
        result.lines.append(CardLine(entry, st))
        where = _where(deck, entry)
        what = f"passcode {entry.name}" if entry.passcode else repr(entry.name)
        # A card of the side deck is only noted: the side deck is not played.
        played = entry.section in PLAYED
        sink = result.problems if played else result.notes
        prefix = "" if played else f"({words.get(entry.section, entry.section)}, not played) "
        if st.status == UNKNOWN:
            sink.append(f"{where}: {prefix}unknown {rules.name} card {what} ({st.detail})")
        elif st.status == NOT_PLAYABLE:
            sink.append(f"{where}: {prefix}{st.name} cannot be played: {st.detail}")
    _check_sections(result, rules)
    if result.legal:
        cards = [rules.pool.get(n) for n in result.names()]
        try:
            rules.validate_deck(cards, player=player)
        except MalformedInput as exc:
            text = str(exc)
            whose = f"player {player + 1}'s "  # the rules speak of a game's players
            text = "the " + text[len(whose):] if text.startswith(whose) else text
            result.problems.append(f"{deck.source}: {text}")
    # Problems on lines come in the file's order, then those of the whole deck.
    result.problems.sort(key=lambda text: _line_of(text, deck.source))
    for section, why in (("commander", "tcgkit plays no Commander games"),
                         ("companion", "a companion starts the game outside it")):
        if deck.section(section):
            result.notes.append(f"{deck.source}: the {section} is kept but not played "
                                f"({why})")
    side = sum(e.count for e in deck.section("side"))
    if side:
        result.notes.append(f"{deck.source}: {side} cards in the "
                            f"{words.get('side', 'side deck')}, kept but not played")
    return result


def _line_of(text: str, source: str) -> int:
    """The line a problem names (``source:LINE: ...``), or a number past every line."""
    rest = text[len(source) + 1:] if text.startswith(source + ":") else ""
    digits = rest.partition(":")[0]
    return int(digits) if digits.isdigit() else 1 << 30


def _check_sections(result: DeckCheck, rules: Rules) -> None:
    """Sizes and copies, each problem on the line that makes it one."""
    deck = result.deck
    words = _SECTION_NAMES.get(rules.name, {})
    rule = f" ({rules.deck_rule})" if rules.deck_rule else ""
    copies: Counter[str] = Counter()
    main = extra = side = 0
    counted = PLAYED + (("side",) if rules.name in COPIES_WITH_SIDE else ())
    explicit = deck.format in ("ydk", "ydke")  # the file says which deck a card is in
    for cl in result.lines:
        card: CardDef | None = cl.status.card
        e = cl.entry
        if card is None:
            continue
        where = _where(deck, e)
        goes_extra = rules.extra_deck_size > 0 and rules.in_extra_deck(card)
        if explicit and e.section in PLAYED and goes_extra != (e.section == "extra"):
            result.problems.append(
                f"{where}: {card.name} is listed in the {words.get(e.section, e.section)} "
                f"but belongs in the {'Extra' if goes_extra else 'Main'} Deck")
        if e.section in PLAYED:
            if goes_extra:
                extra += e.count
            else:
                main += e.count
        elif e.section == "side":
            side += e.count
        if e.section in counted and rules.max_copies is not None and rules.limited(card):
            before = copies[card.name]
            copies[card.name] += e.count
            if before <= rules.max_copies < copies[card.name]:
                result.problems.append(f"{where}: {copies[card.name]} copies of {card.name}; "
                                       f"at most {rules.max_copies} are allowed{rule}")
    # Cards that cannot be played are not counted: say so, or the count looks wrong.
    which = "playable " if any(cl.status.card is None for cl in result.lines
                               if cl.entry.section in PLAYED) else ""
    low, high = rules.deck_size
    if main < low or (high is not None and main > high):
        size = f"exactly {low}" if high == low else f"{low} to {high}" if high else \
            f"at least {low}"
        result.problems.append(f"{deck.source}: the {words.get('main', 'deck')} has {main} "
                               f"{which}cards; it has {size}{rule}")
    if extra > rules.extra_deck_size:
        result.problems.append(f"{deck.source}: the {words.get('extra', 'extra deck')} has "
                               f"{extra} cards; it has at most {rules.extra_deck_size}{rule}")
    limit = SIDE_DECK.get(rules.name)
    if limit is not None and side > limit[0]:
        result.problems.append(f"{deck.source}: {side} cards in the "
                               f"{words.get('side', 'side deck')}; {limit[1]}")


__all__ = ["IMPLEMENTED", "NOT_PLAYABLE", "STATS_ONLY", "UNKNOWN", "CardLine", "DeckCheck",
           "check_deck", "passcode_name"]
