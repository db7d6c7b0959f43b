"""Tamaseeds and star evolution: the cards seed 002 prints under "once each turn, you
may" (DM-T1-05) that need these card types. Texts are our paraphrases of the seed's
Japanese; the English names are fan names (UNOFFICIAL: neither card is in cards.md).
The card types' rules are in tamaseed.py and star.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..once import each_turn
from ..star import star_evolution_creature
from ..tamaseed import (
    SINKALIZE_KEYWORD,
    PutOut,
    card_test,
    is_tamaseed,
    tamaseed,
    tamaseed_count,
    your_evolution_attacks,
    your_tamaseed_enters,
)
from ..vocab import ENTERS, W_BREAKER, Draw, Pattern, TopToZone, Triggered

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState


@card_test("light Tamaseed")
def _light_tamaseed(state: GameState, ctx: Ctx, oid: int) -> bool:
    c = state.objects[oid].card
    return is_tamaseed(c) and "light" in getattr(c, "civilizations", ())


@card_test("evolution creature of cost 6 or less")
def _evolution_of_cost_6_or_less(state: GameState, ctx: Ctx, oid: int) -> bool:
    c = state.objects[oid].card
    return bool(getattr(c, "evolution", False)) and getattr(c, "cost", 0) <= 6


LIONEL_STAR = star_evolution_creature(
    "Lionel Star, Emperor of Justice", jp="「正義星帝」 <ライオネル.Star>", civilization="light",
    cost=5, power=9500, race="Metallica/Angel Command/Rexters",
    evolves_from="Rexters or light creature",
    abilities=[
        W_BREAKER,
        Triggered("When this creature comes out, draw a card. Then you may put a light "
                  "Tamaseed from your hand into the battle zone.", on=ENTERS,
                  effect=(Draw(1), PutOut("a light Tamaseed", "hand", "light Tamaseed"))),
        Triggered("Once each turn, when one of your Tamaseeds comes out, you may put an "
                  "evolution creature of cost 6 or less from your hand into the battle zone.",
                  on=Pattern("move", where=your_tamaseed_enters), optional=True,
                  limit=each_turn(),
                  effect=(PutOut("an evolution creature of cost 6 or less", "hand",
                                 "evolution creature of cost 6 or less"),)),
    ])
"""Star evolution creature, light, cost 5, 9500 (seed 002). Star evolution: put on one
of your Rexters or light creatures. Its "once each turn" is the optional form (DM-T1-05):
spent only when its controller uses it."""


@card_test("light or water evolution creature within the Tamaseed count")
def _light_or_water_evolution_within_count(state: GameState, ctx: Ctx, oid: int) -> bool:
    c = state.objects[oid].card
    civs = getattr(c, "civilizations", ())
    return bool(getattr(c, "evolution", False)) and ("light" in civs or "water" in civs) \
        and getattr(c, "cost", 0) <= tamaseed_count(state, ctx.controller)


STARMAN = tamaseed(
    "Starman's Heavenly Sea Orb", jp="スターマンの天海珠", civilization=("light", "water"),
    cost=5, race="Starnoid/Rexters",
    abilities=[
        SINKALIZE_KEYWORD,
        Triggered("When this Tamaseed comes out, look at your deck. You may put from it a "
                  "light or water evolution creature whose cost is at most the number of "
                  "your Tamaseeds into the battle zone. If you do, shuffle your deck.",
                  on=ENTERS,
                  effect=(PutOut("a light or water evolution creature of cost at most the "
                                 "number of your Tamaseeds", "deck",
                                 "light or water evolution creature within the Tamaseed "
                                 "count", shuffle=True),)),
        Triggered("When one of your evolution creatures attacks, you may draw a card and put "
                  "the top card of your deck into your shield zone. This ability can be used "
                  "only once each turn.", on=Pattern("attack", where=your_evolution_attacks),
                  optional=True, limit=each_turn(), effect=(Draw(1), TopToZone("shield"))),
    ])
"""Tamaseed, light/water, cost 5 (seed 002). Its last ability is the seed's example of
the optional "once each turn" (DM-T1-05): declining leaves it available that turn."""


ALL = (LIONEL_STAR, STARMAN)
