"""Cards of the card types using resolves into besides summoning, casting and generating
(DM-USE-11): a castle (城, fortified), a D2 field (D2フィールド, deployed), and GR creatures
(GRクリーチャー) with a creature that GR summons. Texts are our paraphrases of the printed
Japanese; none of these cards was printed in English, so the English names are ours
(unofficial). Facts checked against DM Wiki's card pages (dmwiki.net); what tcgkit does
not have yet is left out and said.

The card-type vocabulary (``castle``, ``d2_field``, ``gr_creature``, GR summon, D Switch)
lives with each type's rules (fortify.py, field.py, gr.py) and is imported from there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.actions import EACH
from ....core.events import DESTROY, Event
from ..card import DmCard
from ..field import FIRST_DRAW_IN_OWN_TURN, R_D2, d_switch, is_d2
from ..fortify import YOUR_TURN_STARTS, MayDraw, castle
from ..gr import GRSummon, gr_creature
from ..static import your_creatures_have
from ..vocab import (
    BLOCKER,
    ENTERS,
    MACH_FIGHTER,
    OPPONENT,
    SHIELD_TRIGGER,
    YOU,
    Choose,
    Draw,
    MayDo,
    MoveChosen,
    Pattern,
    TapAll,
    Triggered,
    creature,
    qualifies,
)
from ..zones import BATTLE, GRAVEYARD

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState

def _you_have_a_cyber_lord(state: GameState, ctx: Ctx) -> bool:
    return any(qualifies(state, oid, "Cyber Lord") for oid in state.zones[BATTLE[ctx.controller]])


KAITEI_KIMENJO = castle(
    "Undersea Demon-Face Castle", jp="海底鬼面城", civilization="water", cost=1,
    abilities=[
        Triggered("At the start of your turn, your opponent may draw a card. Then you may "
                  "draw a card. Then, if you have a Cyber Lord, you may draw a card and put "
                  "a card from your hand on the bottom of your deck.", on=YOUR_TURN_STARTS,
                  effect=(MayDraw(OPPONENT), MayDraw(YOU),
                          MayDo("draw a card and put a card from your hand on the bottom of "
                                "your deck",
                                (Draw(1), Choose("card", "hand"),
                                 MoveChosen("deck", frm="hand", bottom=True)),
                                condition=_you_have_a_cyber_lord))),
    ])
"""Castle, water, cost 1 (DM-30; DM Wiki's card page). While it fortifies one of its
owner's shields, at the start of its owner's turn each player in turn may draw a card,
the opponent first; then, with a Cyber Lord of its owner's in the battle zone (Emperor
Kiriko is one), its owner may draw one more and put a card from the hand on the bottom
of the deck (which card, only its owner learns)."""



def _another_d2_comes_out(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj is not None and event.obj != ctx.source and event.to in BATTLE \
        and event.frm not in BATTLE and is_d2(state.objects[event.obj].card)


@dataclass(frozen=True)
class DestroyThisField(Action):
    """"Destroy this D2 field", if it is still in the battle zone: a destruction, so
    "when destroyed" abilities and the history see it as one."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None or state.objects[ctx.source].zone not in BATTLE:
            return
        o = state.objects[ctx.source]
        state.log_rule(R_D2, "Another D2 field came out: {} is destroyed", o.card.name)
        state.move(ctx.source, GRAVEYARD[o.owner], player=o.owner, reason=DESTROY,
                   cause="effect", source=ctx.source, rule=R_D2)

    @property
    def text(self) -> str:
        return "destroy this D2 field"


DESTROYED_BY_ANOTHER = Triggered(
    "(When another D2 field comes out, destroy this D2 field.)",
    on=Pattern("move", where=_another_d2_comes_out), effect=(DestroyThisField(),))
"""The reminder Memento Shrine prints: the field is destroyed, where other D2 fields put
it into the graveyard (field.py's :data:`~tcgkit.games.dm.field.REPLACED_BY_ANOTHER`,
which :func:`~tcgkit.games.dm.field.d2_field` adds to every D2 field it builds)."""

MEMENTO_MORIJINGU = DmCard(
    name="Memento Shrine, Prison of D", jp="Dの牢閣 メメント守神宮", kind="d2_field",
    civilizations=("light",), cost=4,
    abilities=(
        *SHIELD_TRIGGER,
        your_creatures_have(BLOCKER),
        d_switch("When a player draws their first card in their own turn",
                 FIRST_DRAW_IN_OWN_TURN, (TapAll(),)),
        DESTROYED_BY_ANOTHER,
    ))
"""D2 field, light, cost 4 (DMR-23). Shield Trigger (deployed for no cost from a broken
shield). D Switch: when any player draws the first card of their own turn, its owner may
turn it upside down once in the game to tap all the opponent's creatures. All its
owner's creatures have Blocker while it is deployed (a static grant, static.py). Its
reminder is the older one (DM Wiki's card page): when another D2 field comes out, this
one is destroyed — a destruction, not just a move to the graveyard. Built as a
``DmCard`` directly, since :func:`~tcgkit.games.dm.field.d2_field` adds the later
"put it into your graveyard" reminder."""

TSUTANMECHANEN = gr_creature(
    "Tutanmechanen", jp="ツタンメカーネン", civilization="colorless", cost=3, power=2000,
    race="Jokers/Wonderforce",
    abilities=[
        Triggered("When this creature comes out, each player draws a card.", on=ENTERS,
                  effect=(Draw(1, who=EACH),)),
    ])
"""GR creature, colorless, cost 3, 2000 (デュエマGR爆速スタート52枚デッキセット)."""

GACHADAMAN = creature(
    "Gachadaman", jp="ガチャダマン", civilization="nature", cost=4, power=3000,
    race="Jokers/Wonderforce",
    abilities=[
        Triggered("When this creature comes out, GR summon. (Summon the top card of your "
                  "super-GR as if its cost were paid.)", on=ENTERS, effect=(GRSummon(),)),
        your_creatures_have(MACH_FIGHTER, which="your GR creatures"),
    ])
"""Creature, nature, cost 4, 3000; its GR summon, and "your GR creatures have Mach Fighter"
(a static grant, static.py). UNCONFIRMED: the set it was first printed in."""

ALL = (KAITEI_KIMENJO, MEMENTO_MORIJINGU, TSUTANMECHANEN, GACHADAMAN)
