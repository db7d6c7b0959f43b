"""Cards of the Duel's edges: Self-Destruct Button, which takes both players to 0 LP at
once (a draw), and Glow-Up Bulb, whose effect can be used once per Duel. Texts are our
paraphrases; what a definition leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..duel import BothLPBecomeZero, SendTopCardOfDeckToGY
from ..vocab import IGNITION, Effect, Limit, SpecialSummonThis, trap, tuner_monster

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState


def _opponent_7000_ahead(state: GameState, ctx: Ctx) -> bool:
    players = state.players
    return players[1 - ctx.controller].life - players[ctx.controller].life >= 7000


SELF_DESTRUCT_BUTTON = trap(
    # Passcode and names checked against ProjectIgnis's script (c57585212).
    "Self-Destruct Button", jp="自爆スイッチ", passcode="57585212", trap_type="normal",
    text="Activate only if your opponent has at least 7000 more LP than you: both players' "
         "LP become 0.",
    condition=_opponent_7000_ahead, effect=[BothLPBecomeZero()])

GLOW_UP_BULB = tuner_monster(
    # Passcode and names checked against ProjectIgnis's script (c67441435).
    "Glow-Up Bulb", jp="グローアップ・バルブ", passcode="67441435", level=1,
    attribute="EARTH", race="Plant", atk=100, defense=100,
    abilities=[
        Effect("You can send the top card of your Deck to the GY; Special Summon this card "
               "from your GY. You can only use this effect of \"Glow-Up Bulb\" once per Duel.",
               zones=("graveyard",), timing=IGNITION, spell_speed=1, this_card=True,
               limit=Limit(per="game", shared="name", spent="activation",
                           rule="YGO rule: once per Duel"),
               cost=(SendTopCardOfDeckToGY(),), effect=(SpecialSummonThis(),)),
    ])

ALL = (SELF_DESTRUCT_BUTTON, GLOW_UP_BULB)
