"""The Orega Auras (オレガ・オーラ) of the "use" seed (003): "use an aura" (DM-USE-11).
Texts are our paraphrases; the English names are fan names (unofficial: neither card was
printed in English, cards.md C). The rules of the card type are in
:mod:`tcgkit.games.dm.aura`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ....core.abilities import Ability, Keyword
from ..aura import ATTACHED_ATTACKS, POWERED_BREAKER, usable_from_graveyard
from ..card import DmCard
from ..vocab import Choose, Draw, Triggered, UseChosen

OREGA_AURA = Keyword("Orega Aura: attach this to one of your GR creatures, or GR summon one "
                     "and attach it to that. When that creature leaves the battle zone, this "
                     "goes to the same zone, then the GR creature goes to the bottom of your "
                     "super-GR.", name="Orega Aura")
"""The reminder every Orega Aura prints (in our words); the rules are aura.py's."""


def orega_aura(name: str, *, jp: str, civilization: str, cost: int, bonus: int, race: str,
               abilities: Sequence[Ability] = ()) -> DmCard:
    """An Orega Aura card: ``bonus`` is the power it gives the creature it is attached to
    (printed "+2000"); its abilities function while it is attached (under the creature),
    but for those that say where else they do."""
    under = tuple(ab if ab.zones or isinstance(ab, Keyword) else _under(ab) for ab in abilities)
    return DmCard(name=name, jp=jp, kind="aura", civilizations=(civilization,), cost=cost,
                  power=bonus, race=race, abilities=(*under, OREGA_AURA))


def _under(ab: Ability) -> Ability:
    return replace(ab, zones=("under",))


GYA_ZARU = orega_aura(
    "Gya Zaru, Kyokugenmu", jp="極幻夢 ギャ・ザール", civilization="water", cost=5,
    bonus=2000, race="Trickster/Deletron",
    abilities=[
        Triggered("When the creature this is attached to attacks, draw a card. Then you may "
                  "use a spell or aura of cost 6 or less from your hand without paying its "
                  "cost.", on=ATTACHED_ATTACKS,
                  effect=(Draw(1), Choose("spell or aura of cost 6 or less", "hand",
                                          optional=True), UseChosen())),
    ])
"""DM-USE-08, DM-USE-11: a one-shot effect that instructs a use during its resolution, of
a spell (cast) or an aura (used as an aura)."""

SPINA_PEDRO = orega_aura(
    "Spina Pedro, Yuuei", jp="幽影スピナ・ペドロ", civilization="darkness", cost=5,
    bonus=4000, race="Mafi Gang/Deletron",
    abilities=[
        Keyword("The creature this is attached to has Powered Breaker. (It breaks one more "
                "shield for each 6000 of its power.)", name=POWERED_BREAKER),
        usable_from_graveyard("You may use this aura from your graveyard."),
    ])
"""Powered Breaker (given to the creature, aura.py) and a permission functioning in the
graveyard: using it from there changes where it is declared from, nothing else."""

ALL = (GYA_ZARU, SPINA_PEDRO)
