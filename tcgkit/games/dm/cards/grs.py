"""GR creatures (GRクリーチャー) for a legal super-GR: with Tutanmechanen (types.py),
enough names for the 12 cards of a super-GR, at most 2 of a name but for Duzaiko GR.
Facts from DM Wiki's card pages and the GR creature page; texts are our paraphrases and
the English names ours (unofficial: these cards were printed only in Japan)."""

from __future__ import annotations

from ..gr import gr_creature
from ..vocab import W_BREAKER

THE_KAPPURA_OTOKO = gr_creature(
    "The Kappura Otoko", jp="The カップラー漢", civilization="colorless", cost=3, power=3000,
    race="Jokers/Wonderforce")
"""GR creature, colorless, cost 3, 3000, no abilities (a vanilla GR creature). English
name unofficial (a romanization)."""

ZAGAAN_GR = gr_creature(
    "Zagaan GR, Knight of Darkness", jp="暗黒の騎士ザガーンGR", civilization="darkness", cost=6,
    power=7000, race="Demon Command", abilities=[W_BREAKER])
"""GR creature, darkness, cost 6, 7000, W-Breaker (DMEX-18): the GR version of Zagaan,
Knight of Darkness. English name ours, after the original card's."""

DUZAIKO_GR = gr_creature(
    "Duzaiko GR, Fallen Demon", jp="堕魔 ドゥザイコGR", civilization="darkness", cost=2,
    power=2000, race="Mafi Gang/Magic Tool", any_number=True)
"""GR creature, darkness, cost 2, 2000 (DMEX-08). Its one ability is a deck-building one:
"this card may be put in a super-GR more than twice" (``any_number``: gr.py's
:func:`~tcgkit.games.dm.gr.check_super_gr` lets it through). English name unofficial."""

ALL = (THE_KAPPURA_OTOKO, ZAGAAN_GR, DUZAIKO_GR)
