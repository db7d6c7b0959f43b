"""Battles (CR 310): Sieges, each entering with defense counters and an opponent to
protect it. Only front faces are defined: casting a defeated Siege transformed (its
back face) is not implemented."""

from __future__ import annotations

from ..card import MtgCard
from ..vocab import ENTERS, Draw, GainLife, Triggered, siege

INVASION_OF_DOMINARIA = siege(
    "Invasion of Dominaria", jp="ドミナリアへの侵攻", cost="{2}{W}", defense=5,
    abilities=[
        Triggered("When Invasion of Dominaria enters the battlefield, you gain 4 life and "
                  "draw a card.",
                  on=ENTERS, effect=(GainLife(4), Draw(1))),
    ])
"""Back face: Serra Faithkeeper, a 4/4 Angel with flying and vigilance (not
implemented)."""

ALL: tuple[MtgCard, ...] = (INVASION_OF_DOMINARIA,)
"""The battle cards."""
