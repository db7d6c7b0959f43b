"""Cards that change the normal draw (seed 000, YGO-ND-04). Texts are our paraphrases."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..vocab import (
    IGNITION,
    THEIR_PENDULUM_ZONE_CARD,
    YOU,
    CountModifier,
    DestroyTargetThenMoveThisThere,
    Effect,
    NormalDraw,
    extra_deck_empty,
    pendulum_monster,
)
from ..zones import EXTRA_DECK

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState

def _your_extra_deck_empty(state: GameState, ctx: Ctx) -> bool:
    return not state.zones[EXTRA_DECK[ctx.controller]]


PANDORAS_JEWELRY_BOX = pendulum_monster(
    # A Pendulum Effect Monster (Scale 4): set in a Pendulum Zone it is a Spell, where
    # its monster effect does not apply (so that effect works from the Monster Zone only)
    # and its Pendulum Effect does. UNCONFIRMED: that the Pendulum Effect is an Ignition
    # Effect with no usage limit (cards.md gives none).
    "Pandora's Jewelry Box", jp="パンドラの宝具箱", passcode="15936370", level=4, scale=4,
    attribute="DARK", race="Wyrm", atk=1500, defense=1500,
    abilities=[
        Effect("Pendulum Effect: While your Extra Deck has no cards: you can target 1 card "
               "in your opponent's Pendulum Zone; destroy it, and if you do, move this card "
               "to your opponent's Pendulum Zone.",
               zones=("spell_trap_zone",), timing=IGNITION, spell_speed=1, this_card=True,
               condition=_your_extra_deck_empty, targets=(THEIR_PENDULUM_ZONE_CARD,),
               effect=(DestroyTargetThenMoveThisThere(),)),
        CountModifier("While your Extra Deck has no cards, your normal draw draws 2 cards.",
                      zones=("monster_zone",),
                      applies=NormalDraw(YOU, where=extra_deck_empty),
                      count=lambda state, event, ctx, n: 2),
    ])

ALL = (PANDORAS_JEWELRY_BOX,)
