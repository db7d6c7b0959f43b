"""Exile creatures with Doron Go (exile.py): the 《拳銃》 pair DM Wiki prints on its ドロン・
ゴー page, 双拳銃 ドラポン and 弐超拳銃 ドラゴ・リボルバー (promotional cards). Texts are our
paraphrases; the English names are ours (unofficial: printed only in Japan)."""

from __future__ import annotations

from ..exile import doron_go, exile_restriction
from ..vocab import (
    ATTACKS,
    DESTROY,
    OPPONENT,
    W_BREAKER,
    Choose,
    MoveChosen,
    Triggered,
    creature,
)


def _attack_destroys(most: int) -> Triggered:
    return Triggered(f"When this creature attacks, destroy one of your opponent's creatures "
                     f"that has {most} power or less.", on=ATTACKS,
                     effect=(Choose("creature", "battle", whose=OPPONENT, max_power=most),
                             MoveChosen("graveyard", reason=DESTROY, frm="battle")))


DRAPON = creature(
    "Drapon, Little Gunman", jp="双拳銃 ドラポン", civilization="fire", cost=4, power=4000,
    race="Outrage MAX",
    abilities=[
        _attack_destroys(3000),
        doron_go("拳銃"),
        exile_restriction("拳銃"),
    ])
"""P, fire, cost 4, exile creature, 4000."""

DRAGO_REVOLVER = creature(
    "Drago Revolver, Gangan Gunman", jp="弐超拳銃 ドラゴ・リボルバー", civilization="fire",
    cost=7, power=8000, race="Outrage MAX",
    abilities=[
        _attack_destroys(6000),
        W_BREAKER,
        doron_go("拳銃"),
        exile_restriction("拳銃"),
    ])
"""P, fire, cost 7, exile creature, 8000."""

ALL = (DRAPON, DRAGO_REVOLVER)
