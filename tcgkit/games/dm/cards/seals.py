"""Dokindam Area (Dの禁断 ドキンダムエリア), the seed's card with seals (封印, seal.py). Text
paraphrased from seed 002; the English name is the fan name of cards.md C.1 (not
official)."""

from __future__ import annotations

from ..field import d2_field, d_switch
from ..fortify import YOUR_TURN_STARTS
from ..seal import RemoveYourSeals, seal_instead

DOKINDAM_AREA = d2_field(
    "Dokindam Area, Forbidden of D", jp="Dの禁断 ドキンダムエリア", civilization="darkness",
    cost=5,
    abilities=[
        seal_instead(),
        d_switch("At the start of your turn", YOUR_TURN_STARTS, (RemoveYourSeals(6),)),
    ])
"""D2 field, darkness, cost 5 (DMR-21; seed 002's 補足1). While it is deployed, a creature
of its controller's that would leave the battle zone gets a seal instead (and stays,
ignored, until its seals are removed). D Switch (once in the game, per object: seed 002
says it is not name-limited): at the start of its controller's turn, they may turn it
upside down and put up to 6 of their seals into the graveyard."""

ALL = (DOKINDAM_AREA,)
