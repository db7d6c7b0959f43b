"""Cards whose abilities change power or give keywords: Power Attacker printed and granted,
a static grant to a group of creatures, a power boost for the turn followed by a battle
(static.py). Texts are our paraphrases of the printed Japanese (DM Wiki's card pages);
none of these cards was printed in English, so the English names are ours (unofficial)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ..static import BattleChosen, PowerUpChosen, power_attacker, your_creatures_have
from ..vocab import ATTACKS, OPPONENT, SHIELD_TRIGGER, Choose, Triggered, creature, spell
from ..zones import BATTLE, DECK, GRAVEYARD

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState

R_REVEAL = "DM 110"


@dataclass(frozen=True)
class RevealTopDragon(Action):
    """"Reveal the top card of your deck: if it is a Dragon, put it into the battle zone;
    otherwise put it into your graveyard". Putting it out is not summoning it."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        deck = state.zones[DECK[p]]
        if not deck:
            return
        oid = deck[-1]
        c = state.objects[oid].card
        dragon = getattr(c, "kind", "") == "creature" and "Dragon" in getattr(c, "race", "")
        state.log_rule(R_REVEAL, "{} reveals the top card of their deck: {}{}",
                       state.players[p].name, c.name,
                       " (a Dragon: it is put into the battle zone)" if dragon else
                       " (not a Dragon: it is put into the graveyard)")
        state.move(oid, BATTLE[p] if dragon else GRAVEYARD[p], player=p,
                   reason="put" if dragon else "effect", cause="effect", source=ctx.source,
                   rule=R_REVEAL)

    @property
    def text(self) -> str:
        return "reveal the top card of your deck; a Dragon is put into the battle zone, " \
               "anything else into your graveyard"


MIRRAFORCE_DRAGON = creature(
    "Mirraforce Dragon", jp="ミラフォース・ドラゴン", civilization="fire", cost=7, power=8000,
    race="Volcano Dragon",
    abilities=[
        your_creatures_have(power_attacker(4000), which="your non-Dragon creatures"),
    ])
"""SR, fire, cost 7, 8000 (DMC-13). While it is in the battle zone, each of its
controller's non-Dragon creatures has Power Attacker +4000 (a granted keyword: only
while attacking). The TCG card prints no W-Breaker (Duel Masters Play's added one: a
difference tcgkit's ``plays`` variant does not make). English name ours."""

BALGAGEIZER = creature(
    "Balgageizer, Crimson God Dragon", jp="紅神龍バルガゲイザー", civilization="fire",
    cost=6, power=5000, race="Volcano Dragon",
    abilities=[
        Triggered("When this creature attacks, you may reveal the top card of your deck. "
                  "If it is a Dragon, put it into the battle zone; otherwise put it into "
                  "your graveyard.", on=ATTACKS, optional=True,
                  effect=(RevealTopDragon(),)),
        power_attacker(1000),
    ])
"""SR, fire, cost 6, 5000+ (DM-08): a printed Power Attacker +1000. English name ours."""

MAGMANSHACK = spell(
    "Magmanshack, Dragon Arena", jp="竜の闘技場 マグマンシャック", civilization="fire", cost=2,
    text="This turn, one of your creatures gets +3000 power. Then choose one of your "
         "opponent's creatures: the two battle.",
    effect=[Choose("creature", "battle"), PowerUpChosen(3000),
            Choose("creature", "battle", whose=OPPONENT), BattleChosen()],
    abilities=SHIELD_TRIGGER)
"""C, fire, cost 2, spell with Shield Trigger. The boost is a floating effect for the
turn; the battle is an effect's (no creature attacks). English name ours."""

ALL = (MIRRAFORCE_DRAGON, BALGAGEIZER, MAGMANSHACK)
