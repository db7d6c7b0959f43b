"""The cards of the "use" seed (使う, DM-USE-01..12) and what its rules need around them.
Texts are our paraphrases; English names are fan names (none of these cards was printed in
English, cards.md C.1). What a card's other abilities need that tcgkit does not have yet
is left out and said."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Ctx
from ..once import into_your_mana
from ..static import crossed_creature_gets
from ..vocab import (
    CREATED,
    ENTERS,
    OPPONENT,
    SHIELD_TRIGGER,
    T_BREAKER,
    Choose,
    CostModifier,
    CreateDelayed,
    MoveChosen,
    Pattern,
    SkipRestOfTurn,
    Triggered,
    UseChosen,
    creature,
    cross_gear,
    crossed_attacks,
)

if TYPE_CHECKING:
    from ....core.events import Event
    from ....core.state import GameState

CYBER_I_CHOICE = creature(
    "Cyber I Choice", jp="サイバー・I・チョイス", civilization="water", cost=7, power=3000,
    race="Cyber Command",
    abilities=[
        *SHIELD_TRIGGER,
        Triggered("When this creature comes out, you may use a card that has Shield Trigger "
                  "from your hand without paying its cost.", on=ENTERS, optional=True,
                  effect=(Choose("S-Trigger card", "hand"), UseChosen())),
    ])
"""DM-USE-08, DM-USE-11: its one-shot effect instructs a use in the middle of its own
resolution, of a card whose type is open (a creature is summoned, a spell cast)."""


def _opponents_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    return state.active != ctx.controller and event.player == state.active


def _they_use(state: GameState, event: Event, ctx: Ctx) -> bool:
    return _opponents_turn(state, event, ctx)


def _into_their_mana(state: GameState, event: Event, ctx: Ctx) -> bool:
    # into_your_mana seen from the opponent's side: a card put into the turn player's mana
    # zone, by any means (a charge, an effect), in their turn.
    opp = Ctx(state.active, ctx.source, ctx.ability, ctx.event)
    return state.active != ctx.controller and into_your_mana(state, event, opp)


def _they_attack(state: GameState, event: Event, ctx: Ctx) -> bool:
    return _opponents_turn(state, event, ctx)


R_KANZEN = "DM-USE-12"

KANZEN_FUMEI = creature(
    "Completely Unidentified", jp="完全不明", civilization="water", cost=11, power=16000,
    race="???",
    abilities=[
        T_BREAKER,
        Triggered("During your opponent's turn, when they put a card into their mana zone, "
                  "they skip the rest of the turn.", on=Pattern("move", where=_into_their_mana),
                  effect=(SkipRestOfTurn(OPPONENT, R_KANZEN),)),
        Triggered("During your opponent's turn, when they use a card, they skip the rest of "
                  "the turn.", on=Pattern("use", where=_they_use),
                  effect=(SkipRestOfTurn(OPPONENT, R_KANZEN),)),
        Triggered("When one of your opponent's creatures attacks, after that attack, they "
                  "skip the rest of the turn.", on=Pattern("attack", where=_they_attack),
                  effect=(CreateDelayed(ability=4),)),
        # Index 4: what the attack ability creates; it functions from no zone.
        Triggered("After that attack, your opponent skips the rest of the turn.",
                  zones=(CREATED,), on=Pattern("attack_end"),
                  effect=(SkipRestOfTurn(OPPONENT, R_KANZEN),)),
    ])
"""DM-USE-12 (the seed's text; fan name "Completely Unidentified"). It watches the ``use``
event of step 5 (DM-USE-06), so what is not a use — crossing a Cross Gear, tapping mana —
does not stop the turn (DM-USE-10). The attack ability triggers as the creature attacks,
with this card in the battle zone, and creates a delayed ability for "after that attack"
(the next attack end): the turn ends then even if this card left meanwhile."""


def _opponents_spells_cost_2_more(state: GameState, ctx: Ctx, oid: int, cost: int) -> int:
    return cost + 2 if state.objects[oid].owner != ctx.controller else cost


TASRIK = creature(
    "Tasrik, Strange Stone", jp="奇石 タスリク", civilization="light", cost=3, power=3000,
    race="Metallica",
    abilities=[
        CostModifier("Your opponent's spells cost 2 more to cast.", applies_to="cast",
                     change=_opponents_spells_cost_2_more),
    ])
"""DM-USE-04: a cost increase (DM Wiki's コスト増加 page; not in the seed, which names no
cost-changing card). The English name is ours."""

BAJULA_SOUL = cross_gear(
    "Bajula's Soul", jp="バジュラズ・ソウル", civilization="fire", cost=5,
    abilities=[
        crossed_creature_gets(power=2000, extra_breaks=1),
        Triggered("When the creature this is crossed onto attacks, you may choose up to 2 "
                  "cards from your opponent's mana zone and put them into their owner's "
                  "graveyard.", on=crossed_attacks(),
                  effect=(Choose("card", "mana", whose=OPPONENT, optional=True),
                          MoveChosen("graveyard", frm="mana"),
                          Choose("card", "mana", whose=OPPONENT, optional=True),
                          MoveChosen("graveyard", frm="mana"))),
    ])
"""DM-USE-10, DM-USE-11: the minimum Cross Gear (generated by using it, crossed by its
activated ability). Not in the seed (DM Wiki's クロスギア page); the English name is ours.
The crossed creature's +2000 power and one more shield are a static ability (static.py)."""

ALL = (CYBER_I_CHOICE, KANZEN_FUMEI, TASRIK, BAJULA_SOUL)
