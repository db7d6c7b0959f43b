"""Battles (CR 310): Sieges, each entering with defense counters and an opponent to
protect it; defeated, a Siege is exiled and may be cast transformed, as its back face
(CR 310.11b)."""

from __future__ import annotations

from ..card import MtgCard
from ..vocab import ENTERS, FLYING, VIGILANCE, Draw, GainLife, Triggered, back_face, siege

SERRA_FAITHKEEPER = back_face(
    "Serra Faithkeeper", color="W", types="Creature — Angel", pt=(4, 4),
    abilities=[FLYING, VIGILANCE])
"""Invasion of Dominaria's back face: a white (color indicator) 4/4 Angel with flying
and vigilance."""

INVASION_OF_DOMINARIA = siege(
    "Invasion of Dominaria", jp="ドミナリアへの侵攻", cost="{2}{W}", defense=5,
    back=SERRA_FAITHKEEPER,
    abilities=[
        Triggered("When Invasion of Dominaria enters the battlefield, you gain 4 life and "
                  "draw a card.",
                  on=ENTERS, effect=(GainLife(4), Draw(1))),
    ])
"""A Siege whose back face is Serra Faithkeeper."""

ALL: tuple[MtgCard, ...] = (INVASION_OF_DOMINARIA,)
"""The battle cards."""
