"""Cards for what the use procedure (seed 003, 使う) does inside its steps and around it:
a spell with modes (step 5), a spell and a creature with an additional cost (steps 2 to
4), Madness of both kinds (a card put into the battle zone by a replacement: not a use)
and Samurai Generate (a one-shot effect that instructs a use in the middle of its
resolution). Texts are our
paraphrases; none of these cards has an official English name (cards.md C.1: Japan-only
after DM-12, or not in the English sets' lists): the English names are fan names or
ours, as each says."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action, Ctx
from ..static import your_creatures_have
from ..usecost import BR, Buzzrenda, Modes, declared
from ..vocab import (
    DESTROY,
    DISCARD,
    ENTERS,
    OPPONENT,
    REPLACED,
    SPEED_ATTACKER,
    W_BREAKER,
    Choose,
    ExtraTurn,
    MoveChosen,
    Pattern,
    Replacement,
    TopToZone,
    Triggered,
    UseChosen,
    creature,
    opponents_creatures_come_out_tapped,
    spell,
)
from ..zones import BATTLE, HAND

if TYPE_CHECKING:
    from ....core.events import Event
    from ....core.state import GameState

GABRA_HAND = spell(
    "Bakushin Gabra Hand", jp="爆進ガブラ・ハンド", civilization="darkness", cost=4,
    text="Choose one of the following.",
    effect=[Modes((
        ("your opponent chooses one of their own creatures and destroys it",
         (Choose("creature", "battle", whose=OPPONENT, chooser=OPPONENT),
          MoveChosen("graveyard", reason=DESTROY, frm="battle"))),
        ("your opponent chooses a card from their own hand and discards it",
         (Choose("card", "hand", whose=OPPONENT, chooser=OPPONENT),
          MoveChosen("graveyard", reason=DISCARD, frm="hand"))),
    ), double=True)])
"""DM-USE-06 (DM-32, R; romanized name, no English printing). The mode is chosen as the
spell is used, after its cost is paid (seed 003, step 5), and only that mode resolves.
Bakushin Double (爆進ダブル): with an evolution creature of yours in the battle zone, both
modes may be chosen, carried out in the order written (DM Wiki's card page says so; the
keyword's reminder text itself is UNCONFIRMED)."""

BUZZRENDA_MANA = spell(
    "Kamikai! Buzzrenda Sends the Mana Wild?! (Shock)",
    jp="【神回】バズレンダでマナが大変なことに?!【驚愕】", civilization="nature", cost=2,
    text="Buzzrenda 3 (when you pay this spell's cost, you may pay 3 more any number of "
         "times; its BR ability is used once and once more for each time you paid more). "
         "BR: put the top card of your deck into your mana zone.",
    effect=[BR((TopToZone("mana", 1),))],
    abilities=[Buzzrenda("Buzzrenda 3", extra=3)])
"""DM-USE-03, DM-USE-04, DM-USE-05 (DMRP-13, C; a Team Wave spell; the English name is
our translation). The additional cost is declared in step 2, added to the total in
step 3 and paid with the rest in step 4; the colorless extra needs no nature mana of its
own."""


def _br_used_4_times(state: GameState, ctx: Ctx) -> bool:
    # Its BR ability is used once and once per additional payment (usecost.declared).
    return 1 + declared(state, ctx)[0] >= 4


COSPANDA_METHOD = creature(
    "Cospanda Method", jp="コスパンダメソッド", civilization="water", cost=7, power=9000,
    race="Trickster/Team Wave",
    abilities=[
        Buzzrenda("Buzzrenda 2 (when you pay this creature's cost, you may pay 2 more any "
                  "number of times)", extra=2),
        Triggered("When this creature comes out, use its BR ability once and once more for "
                  "each time you paid more. BR: choose one of your opponent's creatures and "
                  "return it to its owner's hand.", on=ENTERS,
                  effect=(BR((Choose("creature", "battle", whose=OPPONENT),
                              MoveChosen("hand", frm="battle"))),)),
        W_BREAKER,
        Triggered("When this creature comes out, if its BR ability was used 4 or more times, "
                  "take an extra turn after this one.", on=ENTERS,
                  condition=_br_used_4_times, effect=(ExtraTurn(),)),
    ])
"""DM-USE-03, DM-USE-04 (DMRP-13, SR; a creature with an additional cost; the English name
is a romanization, ours). Summoned with three additional payments (7 + 2 × 3 = 13), it
returns four creatures and takes an extra turn; put into the battle zone without being
used, its BR ability is used once and no extra turn follows."""


def _discarded_in_opponents_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    # This card, discarded from its owner's hand while it is the opponent's turn.
    oid = event.obj
    return oid is not None and oid == ctx.source and event.reason == DISCARD \
        and state.active != ctx.controller and state.objects[oid].zone == HAND[ctx.controller]


R_MADNESS = "DM rule: Madness"


@dataclass(frozen=True)
class IntoBattleInstead(Action):
    """Madness: the card that would be discarded is put into its owner's battle zone
    instead — put there by a replacement effect, not summoned: not a use (DM-USE-11), and
    no other replacement effect applies to it (replacement effects do not chain)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.obj is None:
            return
        oid = ctx.event.obj
        o = state.objects[oid]
        state.log_rule("DM-USE-11", "{} is put into the battle zone instead: not summoned, "
                       "not a use", o.card.name)
        state.move(oid, BATTLE[o.owner], player=o.owner, reason=REPLACED, cause="effect",
                   source=oid, rule=R_MADNESS)


ARQUE_DELACERNA = creature(
    "Terradragon Arque Delacerna", jp="緑神龍アーク・デラセルナ", civilization="nature", cost=8,
    power=6000, race="Earth Dragon",
    abilities=[
        W_BREAKER,
        Replacement("During your opponent's turn, when this creature would be discarded from "
                    "your hand, put it into the battle zone instead of the graveyard.",
                    would=Pattern("move", where=_discarded_in_opponents_turn),
                    instead=(IntoBattleInstead(),), zones=("hand",)),
    ])
"""Madness (マッドネス, the "during your opponent's turn" kind; DM-06, printed in English
in DM-12). The Japanese text (DM Wiki) puts it into the battle zone; the English-era
engines make it optional ("you may"): which one the current card says is UNCONFIRMED,
the Japanese text is followed. A replacement effect of the card in the hand (it
functions there)."""


def _discarded_by_opponents_effect(state: GameState, event: Event, ctx: Ctx) -> bool:
    # This card, discarded from its owner's hand by an effect of a card of the opponent's
    # (a spell, or a creature's ability), in either player's turn.
    oid, src = event.obj, event.source
    return oid is not None and oid == ctx.source and event.reason == DISCARD \
        and event.cause == "effect" and src is not None \
        and state.objects[src].owner != ctx.controller \
        and state.objects[oid].zone == HAND[ctx.controller]


RYUSEI_KAISER = creature(
    "Ryusei Kaiser, the Eternal", jp="永遠のリュウセイ・カイザー", civilization="fire", cost=8,
    power=8000, race="Red Command Dragon/Hunter",
    abilities=[
        W_BREAKER,
        your_creatures_have(SPEED_ATTACKER),
        *opponents_creatures_come_out_tapped("Your opponent's creatures come out tapped."),
        Replacement("When this creature would be discarded from your hand by your opponent's "
                    "spell or creature's ability, you may put it into the battle zone "
                    "instead.", would=Pattern("move", where=_discarded_by_opponents_effect),
                    optional=True, instead=(IntoBattleInstead(),), zones=("hand",)),
    ])
"""Madness of the "by the opponent's card" kind (DMR-02; fan name from the Duel Masters
Wiki): optional, and in either player's turn. Its other lines: all your creatures have
Speed Attacker (a static grant, itself included), and your opponent's creatures come
out tapped, summoned or put out (a change to their coming out). Its cost (8) is from the
fan wiki's card box: UNCONFIRMED."""


SAMURAI_GENERATE = Triggered(
    "Samurai Generate (When this creature is put into the battle zone, you may generate a "
    "Cross Gear from your hand without paying its cost.)", on=ENTERS, optional=True,
    effect=(Choose("Cross Gear", "hand"), UseChosen()))
"""侍流ジェネレート: a one-shot effect that instructs a use (a generate) in the middle of
its own resolution, the exception of DM-USE-08."""

BENKEI = creature(
    "Benkei, Wandering Cloud", jp="風来の雲ベンケイ", civilization="fire", cost=5, power=5000,
    race="Dreammate/Samurai", abilities=[SAMURAI_GENERATE])
"""DM-USE-08, DM-USE-11 (DM-28, UC; the English name is ours). Generating is a use
(the gear goes through the procedure and is put into the battle zone); crossing it onto a
creature is not part of the generate and costs its price again."""

ALL = (GABRA_HAND, BUZZRENDA_MANA, COSPANDA_METHOD, ARQUE_DELACERNA, RYUSEI_KAISER, BENKEI)
