"""Cards that change the normal draw (seed 000, YGO-ND-04). Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import YOU, CountModifier, NormalDraw, effect_monster, extra_deck_empty

PANDORAS_JEWELRY_BOX = effect_monster(
    # A Pendulum Effect Monster (Scale 4). Its Pendulum Effect needs the Pendulum Zones,
    # which tcgkit does not model yet: here it is the Level 4 monster with its monster
    # effect, which is all a Normal Summoned copy uses.
    "Pandora's Jewelry Box", jp="パンドラの宝具箱", passcode="15936370", level=4,
    attribute="DARK", race="Wyrm", atk=1500, defense=1500,
    abilities=[
        CountModifier("While your Extra Deck has no cards, your normal draw draws 2 cards.",
                      applies=NormalDraw(YOU, where=extra_deck_empty),
                      count=lambda state, event, ctx, n: 2),
    ])

ALL = (PANDORAS_JEWELRY_BOX,)
