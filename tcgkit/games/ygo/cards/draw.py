"""Cards that change the normal draw (seed 000, YGO-ND-04). Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import YOU, CountModifier, NormalDraw, extra_deck_empty, pendulum_monster

PANDORAS_JEWELRY_BOX = pendulum_monster(
    # A Pendulum Effect Monster (Scale 4): set in a Pendulum Zone it is a Spell, where
    # its monster effect does not apply (so that effect works from the Monster Zone only).
    # Left out: its Pendulum Effect (while your Extra Deck is empty, destroy a card in
    # your opponent's Pendulum Zone and move this card there), which needs a card to move
    # into the opponent's Pendulum Zone, which tcgkit does not do yet.
    "Pandora's Jewelry Box", jp="パンドラの宝具箱", passcode="15936370", level=4, scale=4,
    attribute="DARK", race="Wyrm", atk=1500, defense=1500,
    abilities=[
        CountModifier("While your Extra Deck has no cards, your normal draw draws 2 cards.",
                      zones=("monster_zone",),
                      applies=NormalDraw(YOU, where=extra_deck_empty),
                      count=lambda state, event, ctx, n: 2),
    ])

ALL = (PANDORAS_JEWELRY_BOX,)
