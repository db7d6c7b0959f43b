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

from ....core.actions import EACH
from ..field import FIRST_DRAW_IN_OWN_TURN, d2_field, d_switch
from ..fortify import YOUR_TURN_STARTS, MayDraw, castle
from ..gr import GRSummon, gr_creature
from ..vocab import ENTERS, OPPONENT, SHIELD_TRIGGER, YOU, Draw, TapAll, Triggered, creature

KAITEI_KIMENJO = castle(
    "Undersea Demon-Face Castle", jp="海底鬼面城", civilization="water", cost=1,
    abilities=[
        Triggered("At the start of your turn, your opponent may draw a card. Then you may "
                  "draw a card.", on=YOUR_TURN_STARTS,
                  effect=(MayDraw(OPPONENT), MayDraw(YOU))),
    ])
"""Castle, water, cost 1 (DM-30). While it fortifies one of its owner's shields, at the
start of its owner's turn each player in turn may draw a card, the opponent first.
Left out: "then, if you have a Cyber Lord, you may draw a card and put a card from your
hand on the bottom of your deck" (no Cyber Lord in tcgkit's pool yet)."""

MEMENTO_MORIJINGU = d2_field(
    "Memento Shrine, Prison of D", jp="Dの牢閣 メメント守神宮", civilization="light", cost=4,
    abilities=[
        *SHIELD_TRIGGER,
        d_switch("When a player draws their first card in their own turn",
                 FIRST_DRAW_IN_OWN_TURN, (TapAll(),)),
    ])
"""D2 field, light, cost 4 (DMR-23). Shield Trigger (deployed for no cost from a broken
shield). D Switch: when any player draws the first card of their own turn, its owner may
turn it upside down once in the game to tap all the opponent's creatures.
Left out: "all your creatures have Blocker" (tcgkit has no keyword-granting static
effect yet). UNCONFIRMED: the card's reminder in one printing reads "destroy this D2
field" where later ones read "put it into your graveyard"; both put it in the graveyard
here."""

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
    ])
"""Creature, nature, cost 4, 3000. UNCONFIRMED: the set it was first printed in. Left
out: "your GR creatures have Mach Fighter" (Mach Fighter is not implemented)."""

ALL = (KAITEI_KIMENJO, MEMENTO_MORIJINGU, TSUTANMECHANEN, GACHADAMAN)
