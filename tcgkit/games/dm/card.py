"""Duel Masters cards and objects."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...core.cards import CardDef
from ...core.errors import MalformedInput

CIVILIZATIONS = ("light", "water", "darkness", "fire", "nature")
"""The five civilizations (光, 水, 闇, 火, 自然)."""


KINDS = ("creature", "spell", "cross_gear", "castle", "d2_field", "tamaseed", "aura")
"""The card types tcgkit knows; using a card of each is summoning, casting, generating,
fortifying (要塞化) and deploying (展開) (DM-USE-11); a Tamaseed (タマシード) is simply
used: it is put into the battle zone, not a creature (:mod:`tcgkit.games.dm.tamaseed`);
using an Orega Aura (オレガ・オーラ) is "using an aura": it is attached to a GR creature, and
its ``power`` is the bonus it gives (:mod:`tcgkit.games.dm.aura`)."""


@dataclass(frozen=True, kw_only=True, eq=False)
class DmCard(CardDef):
    """A Duel Masters card: civilizations, cost, and for creatures power and race.
    ``kind`` is ``"creature"``, ``"spell"``, ``"cross_gear"`` (クロスギア: generated into
    the battle zone, then crossed onto a creature), ``"castle"`` (城: fortified onto a
    shield) or ``"d2_field"`` (D2フィールド: deployed into the battle zone)."""

    kind: str = "creature"
    civilizations: tuple[str, ...] = ()
    cost: int = 0
    power: int = 0
    race: str = ""
    evolution: bool = False
    """An evolution creature (進化クリーチャー): summoned on top of one of your creatures
    that is ``evolves_from`` (DM 801, :mod:`tcgkit.games.dm.evolution`)."""
    evolves_from: str = ""
    """What an evolution creature is put on: a race family (``"Liquid People"``) or a
    civilization creature (``"fire creature"``), as :func:`~tcgkit.games.dm.vocab.qualifies`
    reads it. Empty on an evolution creature whose requirement tcgkit does not know: it
    is never used from the hand (a scenario may set it up in the battle zone)."""
    gr: bool = False
    """A GR creature (GRクリーチャー): kept in the super-GR zone, not the deck; it comes
    out by GR summon and returns to the bottom of the super-GR zone when it leaves the
    battle zone (:mod:`tcgkit.games.dm.gr`)."""
    tcg_cost: int | None = None
    """The cost the TCG prints where it differs from ``cost``, the printing the card is
    defined from (Emperor Kiriko: 9 as seed 002 prints it in Duel Masters Play's, 8 in
    the TCG); read through :meth:`printed_cost`."""
    not_in_decks: str = ""
    """Why no deck list may hold this card, if none may (a Dragheart's creature side,
    which begins the game as its other side): scenarios still set it up."""
    any_number: bool = False
    """A card that says a deck may hold any number of it: for a GR creature, more than 2
    in a super-GR (堕魔 ドゥザイコGR); it is exempt from the copies limits."""
    if TYPE_CHECKING:
        # Set by __post_init__, kept out of the dataclass's fields (as CardDef's own).
        cost_alone: bool = field(init=False)
        """Whether using this card from the hand is legal whenever its cost can be paid
        (outside Duel Masters Play's): no evolution creature, castle or aura, and no
        creature with abilities (an exile creature), each of which the use check asks
        more of. The main step asks such a card only its part of the check."""
        mana_order: tuple[int, int] = field(init=False)
        """Where the card comes in a payment plan's order of the untapped mana tapped
        beyond the civilizations a cost needs: the fewest civilizations first (a
        colorless card before any), then by its first civilization in
        :data:`CIVILIZATIONS`' order."""

    def __post_init__(self) -> None:
        super().__post_init__()
        # No civilization at all is a colorless (無色) card.
        if any(c not in CIVILIZATIONS for c in self.civilizations):
            raise MalformedInput(f"{self.name}: civilizations must be among "
                                 f"{', '.join(CIVILIZATIONS)}")
        if self.kind not in KINDS:
            raise MalformedInput(f"{self.name}: unknown card kind {self.kind!r}")
        object.__setattr__(self, "cost_alone", not self.evolution
                           and self.kind not in ("castle", "aura")
                           and not (self.kind == "creature" and self.abilities))
        object.__setattr__(self, "mana_order", (
            len(self.civilizations), CIVILIZATIONS.index(self.civilizations[0])
            if self.civilizations else len(CIVILIZATIONS)))

    def printed_cost(self, options: Mapping[str, Any]) -> int:
        """The cost printed on the card in the game's variant (``options``: the game's):
        the TCG's own where it differs (``tcg_cost``), else ``cost``."""
        if self.tcg_cost is not None and options.get("variant") != "plays":
            return self.tcg_cost
        return self.cost

    @property
    def multicolored(self) -> bool:
        """Whether the card has two or more civilizations (it enters the mana zone
        tapped)."""
        return len(self.civilizations) > 1
