"""Magic cards, objects and players: mana costs, type lines, damage, poison."""

from __future__ import annotations

import re
from dataclasses import InitVar, dataclass, field
from typing import ClassVar

from ...core.abilities import Keyword, SpellEffect
from ...core.cards import CardDef
from ...core.errors import MalformedInput
from ...core.objects import GameObject, PlayerState

COLORS = "WUBRG"
"""The five colors, in their conventional order."""

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Land",
              "Planeswalker", "Sorcery", "Kindred")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")

_SYMBOL = re.compile(r"\{([^}]*)\}")


def parse_cost(cost: str) -> tuple[int, tuple[str, ...]]:
    """``"{2}{U}{B}"`` → ``(2, ("U", "B"))``: generic mana and colored pips."""
    generic = 0
    pips: list[str] = []
    rest = _SYMBOL.sub("", cost).strip()
    if rest:
        raise MalformedInput(f"bad mana cost {cost!r}: {rest!r} is not in braces")
    for sym in _SYMBOL.findall(cost):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            # X is 0 everywhere but on the stack (CR 202.3e); the caster announces
            # it while casting (CR 107.3a, 601.2b). ``MtgCard.x_symbols`` counts them.
            continue
        elif sym in COLORS:
            pips.append(sym)
        elif len(sym) == 3 and sym[1] == "/" and sym[0] in COLORS and sym[2] in COLORS:
            # A hybrid symbol ("{W/U}", CR 107.4e) is one pip paid with either color
            # (mana.py's payment reads the two colors of such a pip).
            pips.append(sym)
        else:
            raise MalformedInput(f"unsupported mana symbol {{{sym}}} in {cost!r}")
    return generic, tuple(pips)


def format_cost(generic: int, pips: tuple[str, ...]) -> str:
    """Inverse of :func:`parse_cost`."""
    parts = [f"{{{generic}}}"] if generic or not pips else []
    return "".join(parts + [f"{{{p}}}" for p in pips])


@dataclass(frozen=True, kw_only=True)
class Miracle(Keyword):
    """Miracle [cost] (CR 702.94a): "You may reveal this card from your hand as you draw
    it if it's the first card you've drawn this turn. When you reveal this card this way,
    you may cast it by paying [cost] rather than its mana cost." The reveal is offered
    by the draw (:mod:`.miracle`); the "when you reveal" trigger is a card's own
    triggered ability (``vocab.miracle``)."""

    cost: str = ""


@dataclass(frozen=True, kw_only=True, eq=False)
class MtgCard(CardDef):
    """A Magic card: mana cost, type line, power/toughness, and for basic lands the
    color of mana they make."""

    cost: str = ""
    type_line: str = ""
    pt: tuple[int, int] | None = None
    loyalty: int | None = None
    """A planeswalker's printed loyalty: it enters with that many loyalty counters
    (CR 306.5b)."""
    defense: int | None = None
    """A battle's printed defense: it enters with that many defense counters (CR 310.4b)."""
    produces: str = ""
    sacrificed: InitVar[bool] = False
    """Its mana ability's cost is "{T}, Sacrifice this" (kept as
    :attr:`sacrificed_for_mana`)."""
    back: MtgCard | None = None
    """A transforming double-faced card's back face (CR 712.1, 712.2): a card of its own
    (name, type line, power/toughness, abilities), which the object shows while it is
    transformed (:mod:`.faces`)."""
    color_indicator: str = ""
    """A back face's colors, which it shows by a color indicator as it has no mana cost
    (CR 202.2e, 204); a token's colors, which the effect that creates it gives (CR
    111.4)."""
    token: bool = False
    """A token's definition (CR 111.1): created by an effect, never in a deck; it ceases
    to exist in any zone but the battlefield (CR 111.8, 704.5d)."""
    front: MtgCard | None = field(init=False, default=None, repr=False)
    """For a back face, the card's front face (set by the front face)."""
    generic: int = field(init=False, default=0)
    pips: tuple[str, ...] = field(init=False, default=())
    types: frozenset[str] = field(init=False, default=frozenset())
    subtypes: tuple[str, ...] = field(init=False, default=())
    supertypes: frozenset[str] = field(init=False, default=frozenset())
    is_creature: bool = field(init=False, default=False)
    is_land: bool = field(init=False, default=False)
    legendary: bool = field(init=False, default=False)
    """A legendary card: the legend rule looks at it (CR 704.5j)."""
    instant_speed: bool = field(init=False, default=False)
    """An instant, or a card with flash: castable whenever its owner has priority."""
    targeted: bool = field(init=False, default=False)
    """A spell with targets (its spell ability has target specs)."""
    miracle: tuple[int, tuple[str, ...]] | None = field(init=False, default=None)
    """A card with miracle: its miracle cost (generic, pips). Read by every draw, so kept
    as a field: ``None`` for every other card costs the draw one attribute read."""
    x_symbols: int = field(init=False, default=0)
    """How many {X} its mana cost has (CR 107.3): X is announced as it is cast."""
    # The next two are set on the few cards they are true of, like ``miracle``: an
    # instance holding more than 30 attributes loses Python's shared-key dictionary,
    # and with it the fast attribute reads every card's fields get.
    sacrificed_for_mana: bool = field(init=False, default=False)
    """Its mana ability's cost is "{T}, Sacrifice this": tapped for mana (``produces``),
    it is sacrificed too (a Treasure, CR 111.10a)."""
    improvise: bool = field(init=False, default=False)
    """A card with improvise (CR 702.126a): artifacts may be tapped to pay its generic
    mana (:mod:`.costs`)."""
    extra_costs: bool = field(init=False, default=False)
    """Whether casting it asks more than the mana cost: an X to announce, an additional
    cost or artifacts to tap for improvise (CR 601.2b, 601.2f, 702.126a); such a card is
    cast by the ``mtg.cast_costs`` procedure (:mod:`.costs`), every other one by the
    plain ``mtg.cast``."""

    def __post_init__(self, sacrificed: bool) -> None:
        super().__post_init__()
        generic, pips = parse_cost(self.cost)
        object.__setattr__(self, "generic", generic)
        object.__setattr__(self, "pips", pips)
        left, _, right = self.type_line.partition("—")
        words = left.split()
        types = frozenset(w for w in words if w in CARD_TYPES)
        if not types or len(types) + len([w for w in words if w in SUPERTYPES]) != len(words):
            raise MalformedInput(f"{self.name}: bad type line {self.type_line!r}")
        object.__setattr__(self, "types", types)
        object.__setattr__(self, "supertypes", frozenset(w for w in words if w in SUPERTYPES))
        object.__setattr__(self, "subtypes", tuple(right.split()))
        object.__setattr__(self, "is_creature", "Creature" in types)
        object.__setattr__(self, "is_land", "Land" in types)
        if self.back is not None:
            if self.back.front is not None or self.back.back is not None:
                raise MalformedInput(f"{self.name}: {self.back.name} is already a face")
            object.__setattr__(self.back, "front", self)
        object.__setattr__(self, "legendary", "Legendary" in self.supertypes)
        object.__setattr__(self, "instant_speed", "Instant" in types or self.has("Flash"))
        object.__setattr__(self, "targeted", any(a.targets for a in self.abilities
                                                 if isinstance(a, SpellEffect)))
        for a in self.abilities:
            if isinstance(a, Miracle):
                object.__setattr__(self, "miracle", parse_cost(a.cost))
        x_symbols = _SYMBOL.findall(self.cost).count("X")
        object.__setattr__(self, "x_symbols", x_symbols)
        if sacrificed:
            object.__setattr__(self, "sacrificed_for_mana", True)
        if self.has("Improvise"):
            object.__setattr__(self, "improvise", True)
        object.__setattr__(self, "extra_costs", bool(x_symbols) or self.improvise or any(
            getattr(a, "ADDITIONAL_COST", False) for a in self.abilities))
        if ("Creature" in types) != (self.pt is not None):
            raise MalformedInput(f"{self.name}: creatures, and only creatures, have "
                                 f"power/toughness")

    @property
    def mana_value(self) -> int:
        """Total mana in the cost (CR 202.3), X counted as 0 (CR 202.3e: the card's own
        value; a spell on the stack adds its announced X, :func:`costs.mana_value`). A
        back face has no mana cost, yet its mana value is its front face's (CR 712.8e)."""
        front = self.front
        if front is not None:
            return front.generic + len(front.pips)
        return self.generic + len(self.pips)

    @property
    def colors(self) -> frozenset[str]:
        """Colors from the mana cost (CR 202.2; a hybrid pip gives both of its colors), or
        from the color indicator of a face without one (CR 202.2e)."""
        if self.color_indicator:
            return frozenset(self.color_indicator)
        return frozenset(c for pip in self.pips for c in pip.split("/"))

    def is_a(self, card_type: str) -> bool:
        """Whether ``card_type`` is among the card's types."""
        return card_type in self.types

    @property
    def permanent(self) -> bool:
        """Whether the card becomes a permanent when it resolves (CR 110.4)."""
        return not (self.types & {"Instant", "Sorcery"})


class MtgObject(GameObject):
    """A Magic object: adds marked damage (CR 120.6), whether any of it came from a
    source with deathtouch (CR 704.5h looks at that) and, for a spell on the stack, the
    value announced for X (``x``: 0 in every other zone, CR 202.3e, so a zone change
    resets it) and, for a battle, its protector (``protector``: a player's index, -1
    for none; chosen as a Siege enters, CR 310.8, 310.11a)."""

    __slots__ = ("damage", "deathtouched", "protector", "x")
    RESET: ClassVar[dict[str, object]] = {**GameObject.RESET, "damage": 0,
                                          "deathtouched": False, "protector": -1, "x": 0}

    card: MtgCard
    damage: int
    deathtouched: bool
    protector: int
    x: int


class MtgPlayer(PlayerState):
    """A Magic player: adds poison counters, the "drew from an empty library since the
    last check" mark that CR 704.5b looks at, and the mana pool: the mana added and not
    spent yet, one letter each (``"GGR"``; ``"C"`` colorless), public (CR 106.4), which
    empties as each step and phase ends (CR 500.5, :mod:`.mana`)."""

    __slots__ = ("drew_from_empty", "poison", "pool")

    poison: int
    drew_from_empty: bool
    pool: str

    def __init__(self, index: int, name: str, life: int) -> None:
        super().__init__(index, name, life)
        self.poison = 0
        self.drew_from_empty = False
        self.pool = ""
