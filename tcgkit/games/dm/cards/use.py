"""The cards of the "use" seed (使う, DM-USE-01..12) and what its rules need around them.
Texts are our paraphrases; English names are fan names (none of these cards was printed in
English, cards.md C.1). What a card's other abilities need that tcgkit does not have yet
is left out and said."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action, Ctx
from ....core.decision import Decision, Option, one_per_card
from ....core.steps import Ask, Step
from ..once import into_your_mana
from ..outcome import effect_win
from ..play import why_not_use
from ..static import crossed_creature_gets
from ..tamaseed import ShuffleDeck
from ..vocab import (
    CREATED,
    ENTERS,
    LEAVES,
    NONE,
    OPPONENT,
    SHIELD_TRIGGER,
    T_BREAKER,
    Choose,
    CostModifier,
    CreateDelayed,
    MoveChosen,
    Pattern,
    SkipRestOfTurn,
    TopToZone,
    Triggered,
    UseChosen,
    creature,
    cross_gear,
    crossed_attacks,
    qualifies,
)
from ..zones import DECK, GRAVEYARD

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

def _summoned(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source


@dataclass(frozen=True)
class UseAnyAmong(Action):
    """"Among them, use any number of <what> without paying their cost": one at a time,
    each a use in the middle of the resolution that the effect instructs (DM-USE-08),
    chosen among the cards handed on as ``among`` that are still in the graveyard, until
    the player stops or none is left. How many were used is handed on as ``"used"``."""

    what: str = "card"
    among: str = "milled"

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.set_var(ctx, "used", 0)
        state.push(NextAmong(ctx, self.what, self.among))

    @property
    def text(self) -> str:
        return f"among them, use any number of {self.what}s without paying their cost"


class NextAmong(Step):
    """Offer the next card :class:`UseAnyAmong` may use, if one is left."""

    __slots__ = ("among", "ctx", "what")

    def __init__(self, ctx: Ctx, what: str, among: str) -> None:
        self.ctx = ctx
        self.what = what
        self.among = among

    def run(self, state: GameState) -> None:
        if _usable_among(state, self.ctx, self.what, self.among):
            state.push(ChooseAmong(self.ctx, self.what, self.among))


def _usable_among(state: GameState, ctx: Ctx, what: str, among: str) -> list[int]:
    p = ctx.controller
    return [oid for oid in state.var(ctx, among, ())
            if state.objects[oid].zone == GRAVEYARD[p] and qualifies(state, oid, what)
            and why_not_use(state, p, oid, free=True, from_graveyard=True) is None]


class ChooseAmong(Ask):
    """The controller picks the next card to use, or none (which ends the using)."""

    __slots__ = ("among", "ctx", "what")

    def __init__(self, ctx: Ctx, what: str, among: str) -> None:
        self.ctx = ctx
        self.what = what
        self.among = among

    def decide(self, state: GameState) -> Decision:
        options = [*one_per_card(state, _usable_among(state, self.ctx, self.what,
                                                      self.among), "choose"), NONE]
        return Decision(self.ctx.controller, "choose", options,
                        f"Choose a {self.what} to use without paying its cost, or none",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind != "choose":
            return
        state.set_var(self.ctx, "chosen", option.obj)
        state.set_var(self.ctx, "used", state.var(self.ctx, "used", 0) + 1)
        UseChosen(frm="graveyard").start(state, self.ctx)
        state.push(NextAmong(self.ctx, self.what, self.among))  # once that use is over


@dataclass(frozen=True)
class WinIfAllUsed(Action):
    """"If all ``count`` of them were used this way, you win the game"."""

    count: int = 7
    among: str = "milled"

    def start(self, state: GameState, ctx: Ctx) -> None:
        if len(state.var(ctx, self.among, ())) == self.count \
                and state.var(ctx, "used", 0) == self.count:
            name = state.objects[ctx.source].card.name if ctx.source is not None else ""
            effect_win(state, ctx.controller, f"{name}: all {self.count} cards were used")

    @property
    def text(self) -> str:
        return f"if all {self.count} were used this way, you win the game"


@dataclass(frozen=True)
class ShuffleGraveyardIntoDeck(Action):
    """"Shuffle all the cards of your graveyard into your deck"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        cards = list(state.zones[GRAVEYARD[p]])
        if not cards:
            return
        state.log_rule("DM 110", "{} shuffles {} card(s) of their graveyard into their deck",
                       state.players[p].name, len(cards))
        for oid in cards:
            state.move(oid, DECK[p], player=p, reason="effect", cause="effect",
                       source=ctx.source, rule="DM 110")
        state.push(ShuffleDeck(p))

    @property
    def text(self) -> str:
        return "shuffle all the cards of your graveyard into your deck"


DUELAND = creature(
    "Dueland, Dream Transformation", jp="夢の変形 デュエランド", civilization="water",
    cost=14, power=14000, race="The Answer",
    abilities=[
        T_BREAKER,
        Triggered("When this creature is summoned and comes out, put the top 7 cards of your "
                  "deck into your graveyard. Among them, use any number of water cards of "
                  "cost 7 or less without paying their cost. If you used all 7 this way, you "
                  "win the game.", on=Pattern("summon", where=_summoned),
                  effect=(TopToZone("graveyard", 7, keep="milled"),
                          UseAnyAmong("water card of cost 7 or less"), WinIfAllUsed(7))),
        Triggered("When this creature leaves the battle zone, shuffle all the cards of your "
                  "graveyard into your deck.", on=LEAVES, effect=(ShuffleGraveyardIntoDeck(),)),
    ])
"""Water, cost 14, 14000, The Answer, T-Breaker (DMR-20; DM Wiki's card page; the English
name is ours, unofficial). Seed 003 names it, with Cyber I Choice, among the creatures
that use cards without paying their cost: each card it uses is a use in the middle of its
ability's resolution, instructed by that one-shot effect (DM-USE-08), from the graveyard;
creatures are summoned, spells cast (DM-USE-11). Using all seven wins the game, once the
ability has resolved (outcome.effect_win). Put out without being summoned, it does
nothing."""

ALL = (CYBER_I_CHOICE, KANZEN_FUMEI, TASRIK, BAJULA_SOUL, DUELAND)
