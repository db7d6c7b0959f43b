"""Cards whose text reads differently with more than two players: "defending player" in
Two-Headed Giant means one of the defending players, chosen by the effect's controller
(CR 805.10e)."""

from __future__ import annotations

from ..card import MtgCard
from ..defending import ATTACKS, DefendingPlayerRevealsTopLand
from ..vocab import HASTE, Triggered, creature

GOBLIN_GUIDE = creature(
    "Goblin Guide", jp="ゴブリンの先達", cost="{R}", types="Creature — Goblin Scout", pt=(2, 2),
    abilities=[
        HASTE,
        Triggered("Whenever Goblin Guide attacks, defending player reveals the top card of "
                  "their library. If it's a land card, that player puts it into their hand.",
                  on=ATTACKS, effect=(DefendingPlayerRevealsTopLand(),)),
    ])
"""A 2/2 Goblin with haste for {R} whose attacks may hand the defending player a land."""

ALL: tuple[MtgCard, ...] = (GOBLIN_GUIDE,)
"""The cards of this module."""
