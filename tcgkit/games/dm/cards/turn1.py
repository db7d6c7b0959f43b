"""The cards of the "Turn 1" seed (ターン1, DM-T1-01..15): abilities usable once per turn
or once per game. Texts are our paraphrases of the seed's; English names are fan names
(none of these cards was printed in English). What a card's other abilities need that
tcgkit does not have yet is left out and said."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.decision import Decision, one_per_card
from ....core.events import Event
from ....core.limits import GAME
from ..attack import BATTLE_WIN, LAST_SHIELD_WOULD_BE_BROKEN, R_DIRECT_ATTACK_WIN
from ..card import DmCard
from ..evolution import MULTICOLORED
from ..exile import doron_go, exile_restriction
from ..fortify import YOUR_TURN_STARTS
from ..once import (
    FINAL_DECLARATION,
    R_PLAYS_ONCE,
    applied_once,
    by_variant,
    each_turn,
    first_time,
    from_your_graveyard,
    into_battle,
    into_your_mana,
    nth_time,
    per_game,
    plays_once,
    static_once,
    this_taps,
    your_attack,
)
from ..play import CAST_FREE, FOR_FREE, FROM_MANA
from ..psychic import psychic_creature
from ..turn import YOUR_TURN_ENDS
from ..vocab import (
    BLOCKER,
    CANT_ATTACK,
    CREATED,
    DESTROY,
    DESTROYED,
    DISCARD,
    ENTERS,
    LEAVES,
    OPPONENT,
    REPLACED,
    SHIELD_TRIGGER,
    SPEED_ATTACKER,
    T_BREAKER,
    UNCHOOSABLE_BY_SPELLS,
    W_BREAKER,
    YOU,
    BreakYourShields,
    Choose,
    ChooseCard,
    CostModifier,
    CreateDelayed,
    Draw,
    ExtraTurn,
    GZero,
    IfDone,
    InsteadTo,
    Keyword,
    MayDo,
    MoveAll,
    MoveChosen,
    NoAttacksOnYou,
    NoAttacksOnYouNextTurn,
    Pattern,
    Permission,
    Prohibition,
    PutThis,
    Replacement,
    ThisTo,
    TopToZone,
    Triggered,
    UntapThis,
    UntilYourNextTurn,
    UseChosen,
    UsedKeyword,
    broke_your_shields,
    creature,
    creature_would_come_out,
    evolution_creature,
    qualifies,
    spell,
)
from ..windows import (
    dragon_condition,
    ninja_strike,
    race_condition,
    resolved,
    revolution_change,
)
from ..zones import BATTLE, GRAVEYARD, HAND, MANA, SHIELD
from .usecosts import SAMURAI_GENERATE

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.limits import Limit
    from ....core.state import GameState

    ReplaceTest = Callable[[GameState, Event, Ctx], bool]


def _your_turn(state: GameState, ctx: Ctx) -> bool:
    return state.active == ctx.controller


# ---------------------------------------------------------------------- "the first time"

def _your_mana_in_your_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    return state.active == ctx.controller and into_your_mana(state, event, ctx)


PROCYON_DRAGOON = creature(
    "Procyon Dragoon", jp="プロキオン・ドラグーン", civilization="darkness", cost=4,
    power=4000, race="Tyranno Drake/Alien",
    abilities=[
        Triggered("During your turn, the first time that turn you put a card into your mana "
                  "zone, you may put a card from your mana zone into your graveyard. If you "
                  "do, then return that card from your graveyard to your mana zone.",
                  on=first_time("move", _your_mana_in_your_turn), optional=True,
                  effect=(Choose("card", "mana"), MoveChosen("graveyard", frm="mana"),
                          MoveChosen("mana", frm="graveyard"))),
    ])
"""DM-T1-02: its own return to the mana zone is not the turn's first card put there."""

BOLBALZAK_SHIDEN = creature(
    "Bolbalzak Shiden Dragon", jp="ボルバルザーク・紫電・ドラゴン", civilization="fire", cost=7,
    power=7000, race="Armored Dragon/Samurai",
    abilities=[
        W_BREAKER,
        SAMURAI_GENERATE,
        Triggered("Each turn, the first time this creature becomes tapped, untap it.",
                  on=first_time("tap", this_taps), effect=(UntapThis(),)),
    ])
"""DM-T1-02. Samurai Generate (usecosts.py's): as it comes out, a Cross Gear from the hand
may be generated without paying its cost, during that ability's resolution (DM-USE-08)."""


def _first_fire_summon(state: GameState, ctx: Ctx, oid: int, cost: int) -> int:
    if state.objects[oid].owner != ctx.controller or not qualifies(state, oid, "fire creature"):
        return cost
    objs = state.objects
    if state.history.any("summon", player=ctx.controller,
                         where=lambda e: e.obj is not None
                         and "fire" in getattr(objs[e.obj].card, "civilizations", ())):
        return cost  # not the turn's first fire creature: Topgear's own summon counts too
    return max(1, cost - 1)


TOPGEAR = creature(
    "Topgear, Start Dash", jp="一撃奪取 トップギア", civilization="fire", cost=2, power=1000,
    race="Outrage",
    abilities=[
        CostModifier("Each turn, the first fire creature you summon costs 1 less. Its cost "
                     "can't go below 1.", applies_to="summon", change=_first_fire_summon),
    ])
"""DM-T1-03. The printed reduction is optional ("you may"); tcgkit always applies it,
which never costs the player anything."""


# ---------------------------------------------------------------------- "the 2nd / 3rd time"

JOHNJO_JOHN = psychic_creature(
    "Jonjo Jon, the Awakened Adventurer", jp="冒険の覚醒者ジョンジョ・ジョン",
    civilization="fire", cost=5, power=5000, race="Dreammate/Vehicle Bee",
    abilities=[
        Triggered("Whenever one of your creatures attacks, if it is the third attack this "
                  "turn, untap this creature.", on=nth_time(3, "attack", your_attack),
                  effect=(UntapThis(),)),
    ])
"""DM-T1-04. A psychic creature: it waits in the hyperspatial zone and returns there when
it leaves the battle zone (psychic.py). Left out: its side before awakening (覚醒前: 時空の
探検家ジョン) and the awakening between them, whose text neither the seed nor cards.md
gives and no source we could read confirms (psychic.py turns double-sided psychic
creatures over: Bolshack Dragon and Bolshack Moebius)."""


def _second_attack(state: GameState, event: Event, ctx: Ctx) -> bool:
    # One of your creatures attacks, and it is this turn's second creature attack of yours.
    return event.player == ctx.controller and \
        state.history.count("attack", player=ctx.controller) == 2


def _no_barchuris_out(state: GameState, ctx: Ctx) -> bool:
    objs = state.objects
    mine = BATTLE[ctx.controller]
    return not state.history.any(where=lambda e: e.to == mine and e.frm != mine
                                 and e.obj is not None and objs[e.obj].card is BARCHURIS)


BARCHURIS = creature(
    "Valchuris, Dragon Armored", jp="龍装者 バルチュリス", civilization="fire", cost=5,
    power=4000, race="Dragon Guild/Beat Jockey",
    abilities=[
        Triggered("When one of your creatures attacks, if this creature is in your hand and "
                  "that is the second creature attack this turn, after the attack, if no "
                  "Valchuris of yours came out this turn, you may put this creature into the "
                  "battle zone.", on=Pattern("attack", where=_second_attack),
                  effect=(CreateDelayed(ability=2),), zones=("hand",)),
        Keyword("Speed Attacker", name="Speed Attacker"),
        # Index 2: what the attack ability creates; it functions from no zone.
        Triggered("After that attack, if no Valchuris of yours came out this turn, you may "
                  "put this creature from your hand into the battle zone.", zones=(CREATED,),
                  on=Pattern("attack_end"), condition=_no_barchuris_out, optional=True,
                  effect=(PutThis(),)),
    ])
"""DM-T1-04, DM-T1-02: it triggers from the hand as the turn's second creature attack is
declared — so a Valchuris that reaches the hand during that attack does not — and creates
a delayed ability for "after the attack", which puts it out if it is still in the hand
and no other Valchuris of yours came out this turn."""


# ---------------------------------------------------------------------- "once each turn"

BOLSHACK_VOLJAAK = creature(
    "Bolshack Voljaak", jp="ボルシャック・ヴォルジャアク", civilization=("light", "fire"),
    cost=7, power=11000, race="Armored Dragon",
    abilities=[
        revolution_change("Armored of cost 5 or more", race_condition("Armored", 5)),
        SPEED_ATTACKER,
        W_BREAKER,
        Triggered("Once each turn, when a creature comes out, you may put the top card of "
                  "your deck into your shield zone.", on=Pattern("move", where=into_battle),
                  optional=True, limit=each_turn(), effect=(TopToZone("shield"),)),
        Triggered("When this creature is destroyed, you may put a creature of cost 7 or "
                  "less with Bolshack in its name from your hand into the battle zone.",
                  on=DESTROYED, effect=(Choose("Bolshack creature of cost 7 or less", "hand",
                                               optional=True),
                                        MoveChosen("battle", frm="hand"))),
        Triggered("Final Declaration: At the start of your turn, you may break all your "
                  "shields. If you do, until the start of your next turn, you don't lose "
                  "the game. (Final Declaration can be used only once in the game.)",
                  on=YOUR_TURN_STARTS, optional=True, limit=per_game(keyword=FINAL_DECLARATION),
                  effect=(BreakYourShields(), UntilYourNextTurn(6, broke_your_shields))),
        Prohibition("you don't lose the game", zones=(CREATED,),
                    forbids=Pattern("lose", player=YOU)),
    ])
"""DM-T1-05, DM-T1-06, from the official Q&A the seed quotes. Light/fire, cost 7, 11000,
Armored Dragon; Revolution Change (an Armored of cost 5 or more), Speed Attacker,
W-Breaker, and a Bolshack from the hand when it is destroyed (DM Wiki's card page). Its
own arrival is "a creature comes out" too. Its Final Declaration (終極宣言, DM-T1-13's
named once per game, shared with Gorgini en Gels) breaks its controller's own shields
by an effect — their Shield Triggers may be used — and, if one was broken, creates a
prohibition of their losing the game that lasts until their next turn starts: a direct
attack with no shields does not win, an empty deck does not lose until it ends
(:meth:`~tcgkit.games.dm.rules.DmRules.end_turn`). The English name is a
transliteration (no English printing)."""


def _comes_out_ability(card: object) -> bool:
    # An ability that begins "when this creature comes out" (このクリーチャーが出た時).
    return any(isinstance(ab, Triggered) and ab.on is ENTERS
               for ab in getattr(card, "abilities", ()))


def _opponents_with_one(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj is not None and state.objects[event.obj].owner != ctx.controller \
        and _comes_out_ability(state.objects[event.obj].card)


_MAKUA_TEXT = ("Once each turn, when a creature of your opponent's that has an ability "
               "beginning with \"when this creature comes out\" would come out, you may have "
               "it put into its owner's mana zone instead.")
_MAKUA_ONCE = applied_once(lines="A:Nio:Makua")


A_NIO_MAKUA = creature(
    "A:Nio:Makua", jp="ア:ニーオ:マクア", civilization="nature", cost=8, power=12000,
    race="Veil Abyss",
    abilities=[
        T_BREAKER,
        *creature_would_come_out(_MAKUA_TEXT, _opponents_with_one, optional=True,
                                 limit=_MAKUA_ONCE, instead=(InsteadTo("mana"),)),
        Triggered("When this creature leaves the battle zone, you may choose one of your "
                  "opponent's untapped creatures and put it into its owner's mana zone.",
                  on=LEAVES, optional=True,
                  effect=(Choose("untapped creature", "battle", whose=OPPONENT),
                          MoveChosen("mana", frm="battle"))),
    ])
"""Nature, cost 8, 12000, Veil Abyss (DM23-RP4; DM Wiki's card page; the English name is
a romanization, unofficial). The official Q&A the seed quotes names it with Bolshack
Voljaak: "once each turn" lets its ability apply once per turn per card (DM-T1-05,
DM-T1-10 for a replacement: spent only when it applies). "When this creature comes out"
abilities are those written so (``ENTERS``); a creature that has one and would come out
into the opponent's battle zone, summoned or put out, goes to its owner's mana zone if
the controller says yes."""


def _liquid_people_with_full_hand(state: GameState, ctx: Ctx, oid: int) -> bool:
    p = ctx.controller
    return state.active == p and len(state.zones[HAND[p]]) >= 7 \
        and state.objects[oid].zone == HAND[p] and qualifies(state, oid, "Liquid People")


@dataclass(frozen=True)
class DrawPerTappedLiquidPeople(Action):
    """"Draw a card for each of your tapped Liquid People in the battle zone"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        objs = state.objects
        n = sum(1 for oid in state.zones[BATTLE[p]]
                if objs[oid].tapped and qualifies(state, oid, "Liquid People"))
        if n:
            Draw(n).start(state, ctx)

    @property
    def text(self) -> str:
        return "draw a card for each of your tapped Liquid People in the battle zone"


AQUA_BROTHERS = creature(
    "Large Gathering! Aqua Brothers", jp="大集結!アクア・ブラザーズ", civilization="water",
    cost=3, power=1000, race="Liquid People/Hunter",
    abilities=[
        Permission("During your turn, if you have 7 or more cards in your hand, once each "
                   "turn you may summon one of your Liquid People without paying its cost.",
                   allows=FOR_FREE, test=_liquid_people_with_full_hand, limit=static_once()),
        Triggered("At the end of your turn, draw a card for each of your tapped Liquid "
                  "People in the battle zone.", on=YOUR_TURN_ENDS,
                  effect=(DrawPerTappedLiquidPeople(),)),
    ])
"""DM-T1-05, DM-T1-07: the free summon is once each turn per card, spent only when it is
the permission applied (DM-T1-10: against Q.E.D., battle-zone order decides)."""


def _your_water_creature_in_hand(state: GameState, ctx: Ctx, oid: int) -> bool:
    p = ctx.controller
    return state.active == p and state.objects[oid].zone == HAND[p] \
        and qualifies(state, oid, "water creature")


def _first_water_creature_this_turn(state: GameState, ctx: Ctx, oid: int) -> bool:
    p = ctx.controller
    if state.objects[oid].zone != HAND[p] or not qualifies(state, oid, "water creature"):
        return False
    objs = state.objects
    # "Your first water creature each turn": any water creature you summoned earlier this
    # turn, paid for or not, used it up (a history query, as Topgear's).
    return not state.history.any("summon", player=p,
                                 where=lambda e: e.obj is not None
                                 and "water" in getattr(objs[e.obj].card, "civilizations", ()))


def _first_water_spell_this_turn(state: GameState, ctx: Ctx, oid: int) -> bool:
    p = ctx.controller
    c = state.objects[oid].card
    if state.objects[oid].zone != HAND[p] or getattr(c, "kind", "") != "spell" \
            or "water" not in getattr(c, "civilizations", ()):
        return False
    objs = state.objects
    # "The first water spell you cast each turn": no water spell of yours was used this
    # turn, paid for or not (a history query; a spell is used by casting it, DM-USE-11).
    return not state.history.any(
        "use", player=p, where=lambda e: e.obj is not None
        and getattr(objs[e.obj].card, "kind", "") == "spell"
        and "water" in getattr(objs[e.obj].card, "civilizations", ()))


_QED_PLAYS_TEXT = ("During your turn, you may summon one water creature from your hand "
                   "without paying its cost. (Your Q.E.D.'s this effect activates only once "
                   "per turn.)")

QED = creature(
    "Q.E.D., Dragon Element King", jp="龍素王 Q.E.D.", civilization="water", cost=7,
    power=11000, race="Crystal Command Dragon",
    not_in_decks="a Dragheart Creature, the flipped side of the Dragheart Weapon 真理銃 "
                 "エビデンス, which tcgkit does not have",
    abilities=[
        W_BREAKER,
        UNCHOOSABLE_BY_SPELLS,
        *by_variant(
            tcg=(Permission("Each turn, you may summon the first water creature you summon "
                            "from your hand without paying its cost.", allows=FOR_FREE,
                            test=_first_water_creature_this_turn),
                 Permission("Each turn, you may cast the first water spell you cast from "
                            "your hand without paying its cost.", allows=CAST_FREE,
                            test=_first_water_spell_this_turn)),
            plays=Permission(_QED_PLAYS_TEXT, allows=FOR_FREE,
                             test=_your_water_creature_in_hand,
                             limit=applied_once(named=True))),
    ])
"""Water, cost 7, 11000, Crystal Command Dragon, W-Breaker (DMR-13, DM Wiki's card page).
A Dragheart Creature in print: the flipped side (龍解) of the Dragheart Weapon 真理銃
エビデンス; tcgkit has no Draghearts, so it is a creature card that scenarios set up in
the battle zone, as if it had flipped there; a deck list naming it is refused. The
English name is ours.

TCG: the first water creature you summon each turn may be summoned for free — a
history query, like Topgear's first fire creature (DM-T1-02): a water creature summoned
earlier that turn, paid for or not, uses it up; so does the first water spell each turn
(a ``cast_free`` permission). "Your opponent's spells can't choose this creature" is a
keyword every effect's choice asks (vocab.choosable).

DM-T1-10 (Duel Masters Play's): the seed describes its free summon of a water creature
as a once-per-turn static ability that battle-zone order weighs against Aqua Brothers'
— kept as the ``plays`` text: spent only when it is the permission applied, and the
other stays available that turn. The Play's printing's exact wording is UNCONFIRMED
(the seed gives only that behaviour)."""


def _your_creature_from_mana(state: GameState, ctx: Ctx, oid: int) -> bool:
    return state.active == ctx.controller and state.objects[oid].zone == MANA[ctx.controller]


KATSUKING_MAX = creature(
    "Katsuking MAX, Outlaw Caliber", jp="無敵剣 カツキングMAX", civilization=("fire", "nature"),
    cost=8, power=8000, race="Outrage MAX",
    abilities=[
        W_BREAKER,
        Triggered("When this creature comes out, destroy one of your opponent's creatures "
                  "that has 8000 power or less.", on=ENTERS,
                  effect=(Choose("creature", "battle", whose=OPPONENT, max_power=8000),
                          MoveChosen("graveyard", reason=DESTROY, frm="battle"))),
        Permission("During your turn, you may summon one creature from your mana zone (once "
                   "each turn).", allows=FROM_MANA, test=_your_creature_from_mana,
                   limit=static_once()),
        doron_go("無"),
        exile_restriction("無敵"),
    ])
"""DM-T1-07. An exile creature (exile.py): when it is destroyed, Doron Go may put an
exile creature with 《無》 in its name from the hand into the battle zone; while it is in
the battle zone, its controller's other 《無敵》 exile creatures cannot be put there."""


def _your_dragon_from_mana(state: GameState, ctx: Ctx, oid: int) -> bool:
    return _your_creature_from_mana(state, ctx, oid) and qualifies(state, oid, "Dragon")


CANTABILE = creature(
    "Cantabile, the False King", jp="偽りの王 カンタービレ", civilization=("darkness", "nature"),
    cost=8, power=8000, race="King Command Dragon/Unknown",
    abilities=[
        W_BREAKER,
        Triggered("When this creature comes out, put every Dragon from your graveyard into "
                  "your mana zone.", on=ENTERS, effect=(MoveAll("Dragon", "graveyard", "mana"),)),
        *by_variant(
            tcg=Permission("During your turn, you may summon one Dragon from your mana zone "
                           "(once each turn).", allows=FROM_MANA, test=_your_dragon_from_mana,
                           limit=static_once()),
            plays=Permission("During your turn, you may summon one Dragon from your mana "
                             "zone. (Your Cantabile's this effect activates only once per "
                             "turn.)", allows=FROM_MANA, test=_your_dragon_from_mana,
                             limit=applied_once(named=True))),
    ])
"""DM-T1-07: in the TCG its permission is once each turn per copy, like Katsuking MAX's
(the seed's section 2). DM-T1-09, DM-T1-10: in Duel Masters Play's the named form is
shared by all your Cantabiles and spent only when applied."""


# ---------------------------------------------------------------------- Duel Masters Play's

def _dragon_zombie_leaves(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj is not None and from_your_graveyard(state, event, ctx) \
        and qualifies(state, event.obj, "Dragon Zombie")


HELL_OBEL = creature(
    "Hell Obel, Black God Dragon", jp="黒神龍ヘル・オベル", civilization="darkness", cost=5,
    power=3000, race="Dragon Zombie/Unnoise",
    abilities=[
        Triggered("When this creature comes out, put the top 3 cards of your deck into your "
                  "graveyard. Then you may return a Dragon from your graveyard to your hand.",
                  on=ENTERS, effect=(TopToZone("graveyard", 3),
                                     Choose("Dragon", "graveyard", optional=True),
                                     MoveChosen("hand", frm="graveyard"))),
        Triggered("When a Dragon Zombie leaves your graveyard, your opponent discards a card "
                  "from their hand. (This effect activates only once per turn.)",
                  on=Pattern("move", where=_dragon_zombie_leaves), limit=plays_once(),
                  effect=(Choose("card", "hand", whose=OPPONENT, chooser=OPPONENT),
                          MoveChosen("graveyard", reason=DISCARD, frm="hand"))),
    ])
"""DM-T1-08, DM-T1-09: Duel Masters Play's unnamed form, per card."""


def _opponents_monocolored(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.obj is None:
        return False
    o = state.objects[event.obj]
    return o.owner != ctx.controller and not getattr(o.card, "multicolored", False)


def comes_out_instead_to_graveyard(text: str, limit: Limit | None = None,
                                   condition: ReplaceTest | None = None
                                   ) -> tuple[Replacement, Replacement]:
    """"When an opponent's non-multicolored creature would come out, it is put into the
    graveyard instead", under one ``limit``."""
    return creature_would_come_out(text, _opponents_monocolored, condition=condition,
                                   instead=(InsteadTo(),), limit=limit)


def _your_turn_opponents_creature(state: GameState, event: Event, ctx: Ctx) -> bool:
    return state.active == ctx.controller and event.obj is not None \
        and state.objects[event.obj].owner != ctx.controller


_MAGNUM_TEXT = ("During your turn, when an opponent's creature would come out, it is put "
                "into the graveyard instead.")

MAGNUM = creature(
    "Magnum, Allshot Puppet", jp="単騎連射 マグナム", civilization="fire", cost=3, power=3000,
    race="Outrage",
    abilities=[
        *by_variant(
            tcg=creature_would_come_out(_MAGNUM_TEXT, _your_turn_opponents_creature,
                                        instead=(InsteadTo(),)),
            plays=creature_would_come_out(
                _MAGNUM_TEXT + " (Your Magnum's this effect activates only once per turn.)",
                _your_turn_opponents_creature, instead=(InsteadTo(),),
                limit=applied_once(named=True, lines="Magnum, Allshot Puppet"))),
    ])
"""DM-T1-10: with King Alcadeus, the replacement applied to an opponent's creature
coming out during your turn is settled by battle-zone order, and the other stays
available that turn. Fire, cost 3, 3000, Outrage (DM Wiki's card page; cards.md's cost 4
is wrong). The English name is a fan name (UNCONFIRMED: cards.md hesitates between two,
and the card has no English printing)."""


KING_ALCADEUS = evolution_creature(
    "King Alcadeus, Holy Gaia", jp="聖鎧亜キング・アルカディアス",
    civilization=("light", "darkness"), cost=7, power=9000,
    race="Angel Command/Lost Crusader", evolves_from=MULTICOLORED,
    abilities=[
        W_BREAKER,
        *by_variant(
            tcg=comes_out_instead_to_graveyard(
                "When an opponent's non-multicolored creature would come out, it is put "
                "into the graveyard instead."),
            plays=comes_out_instead_to_graveyard(
                "When an opponent's non-multicolored creature would come out, it is put "
                "into the graveyard instead. (Your King Alcadeus's this effect activates "
                "only once per turn.)",
                applied_once(named=True, lines="King Alcadeus, Holy Gaia"))),
    ])
"""In the TCG its replacement applies every time. DM-T1-10 (Duel Masters Play's): the
named once per turn, spent only when it applies — not against a creature put out by
another replacement (madness), nor when another replacement was applied first (Magnum,
by battle-zone order). Evolution: put on one of your multicolored creatures (進化-多色
クリーチャー, as seed 002 prints it)."""


def _no_ps_victim_this_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    objs = state.objects
    return not state.history.any(
        "move", where=lambda e: e.reason == REPLACED and e.source is not None
        and objs[e.source].card is KING_ALCADEUS_PS and e.obj is not None
        and objs[e.obj].owner != ctx.controller)


KING_ALCADEUS_PS = evolution_creature(
    "King Alcadeus P'S", jp="聖鎧亜キング・アルカディアスP'S",
    civilization=("light", "darkness"), cost=7, power=9000,
    race="Angel Command/Lost Crusader", evolves_from=MULTICOLORED,
    abilities=[
        W_BREAKER,
        Replacement("When an opponent's non-multicolored creature would come out, if no "
                    "creature of your opponent's was put into the graveyard by a King "
                    "Alcadeus P'S ability this turn, put it into the graveyard instead.",
                    would=Pattern("summon", where=_opponents_monocolored),
                    condition=_no_ps_victim_this_turn, instead=(InsteadTo(),)),
    ])
"""DM-T1-12: a per-turn condition asked of the history, not a usage limit. Evolution:
put on one of your multicolored creatures (進化:多色クリーチャー1体の上に置く, as seed 002
prints it), as King Alcadeus."""


LAST_AVATAR = creature(
    "Last Avatar, Sea King Dragon Saint", jp="海王龍聖ラスト・アヴァタール",
    civilization=("light", "water"), cost=7, power=7000,
    race="Apollonia Dragon/Poseidia Dragon",
    abilities=[
        W_BREAKER,
        Triggered("When your last shield would be broken, draw 3 cards. This turn, "
                  "creatures can't attack you. (This effect activates only once per game.)",
                  on=LAST_SHIELD_WOULD_BE_BROKEN,
                  limit=plays_once(per="game", named=True),
                  effect=(Draw(3), NoAttacksOnYou())),
    ])
"""DM-T1-15: unnamed in print, but per the official Q&A every Last Avatar of yours shares
the one use. "ブレイクされる時": it triggers as the last shield is about to be broken and
resolves before the shield goes to the hand (attack.py's ``shield_break`` event); the
shield is broken all the same."""


# ---------------------------------------------------------------------- Play's: spent even if idle

@dataclass(frozen=True)
class DrawIfFewCards(Action):
    """"If you have ``most`` or fewer cards in your hand, draw ``n``": the "if" is part of
    what the effect does, so with a fuller hand it does nothing (in Duel Masters Play's,
    after triggering and spending its once per turn: DM-T1-08)."""

    most: int = 5
    n: int = 2

    def start(self, state: GameState, ctx: Ctx) -> None:
        if len(state.zones[HAND[ctx.controller]]) > self.most:
            state.log_rule(R_PLAYS_ONCE, "{} has {} or more cards in hand and draws nothing",
                           state.players[ctx.controller].name, self.most + 1)
            return
        Draw(self.n).start(state, ctx)

    @property
    def text(self) -> str:
        return f"if you have {self.most} or fewer cards in your hand, draw {self.n} cards"


REAPER = "死神"
"""The word Grave Robber Reaper Man looks for in the (Japanese) names of your
creatures: 《死神》."""


def _your_reaper_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    # Seen from the battle zone, or looking back from the graveyard when it is this
    # creature that was destroyed.
    return event.reason == DESTROY and event.frm == BATTLE[ctx.controller] \
        and event.obj is not None and REAPER in state.objects[event.obj].card.jp


def _your_other_reaper_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj != ctx.source and _your_reaper_destroyed(state, event, ctx)


GRAVE_ROBBER_REAPER_MAN = creature(
    "Grave Robber Reaper Man", jp="死神盗掘男", civilization="darkness", cost=4, power=3000,
    race="Hedrian",
    abilities=[
        *by_variant(
            tcg=Triggered("When another creature of yours with 《死神》 in its name is "
                          "destroyed, you may draw a card.",
                          on=Pattern("move", where=_your_other_reaper_destroyed),
                          optional=True, effect=(Draw(1),)),
            plays=Triggered("When a creature of yours with 《死神》 in its name is destroyed, "
                            "if you have 5 or fewer cards in your hand, draw 2 cards. (This "
                            "effect activates only once per turn.)",
                            on=Pattern("move", where=_your_reaper_destroyed),
                            limit=plays_once(), effect=(DrawIfFewCards(5, 2),))),
    ])
"""Darkness, cost 4, 3000, Hedrian (DM Wiki's card page; the English name from cards.md).
Its own name has 《死神》: in the TCG it watches your other ones; the Play's line also
sees itself destroyed (it looks back from the graveyard). DM-T1-08, "when A, if B, C"
(seed 002's example, with a hand of 6): in Duel Masters Play's it triggers on A and
spends the turn's use even when B is false (6 or more cards: nothing drawn), so a second
A that turn does not trigger it. The Play's wording (draw 2 at 5 or fewer) follows the
seed's example and DM Wiki; the TCG line has no such "if" and no limit. A Reaper Man
whose use is spent, destroyed itself later that turn, does not trigger again: the use
counted is that of the Reaper Man that left the battle zone."""

BERBEL = creature(
    "Berbel, Reaper Doll", jp="死神人形ベルベル", civilization="darkness", cost=3, power=2000,
    race="Death Puppet",
    abilities=[
        Triggered("When this creature is destroyed, you may put it from your graveyard on "
                  "the bottom of your deck. If you do, put a non-evolution creature with "
                  "《死神》 in its name from your graveyard into the battle zone.",
                  on=DESTROYED, optional=True,
                  effect=(ThisTo("deck", frm="graveyard"),
                          IfDone(Choose(f"non-evolution 《{REAPER}》 creature",
                                        "graveyard")),
                          MoveChosen("battle", frm="graveyard"))),
    ])
"""Darkness, cost 3, 2000, Death Puppet (DM-39, DM Wiki's card page; the English name is
ours): a creature with 《死神》 in its name for Grave Robber Reaper Man's scenarios. Once
it is at the bottom of the deck it is no longer in the graveyard to be chosen: another
《死神》 creature comes back in its place."""


def _nero_spell(state: GameState, oid: int) -> bool:
    c = state.objects[oid].card
    return isinstance(c, DmCard) and c.kind == "spell" and c.cost <= 6 \
        and ("light" in c.civilizations or "darkness" in c.civilizations) \
        and ("Knight" in c.race or qualifies(state, oid, "S-Trigger card"))


class ChooseNeroSpell(ChooseCard):
    """Choose a light or darkness spell of cost 6 or less in your hand that is a Knight
    spell or has Shield Trigger (Nero Gryphis); only its owner sees the hand it is
    chosen from."""

    __slots__ = ()

    def decide(self, state: GameState) -> Decision:
        options = one_per_card(state, [o for o in state.zones[self.zone]
                                        if _nero_spell(state, o)], "choose")
        return Decision(self.chooser, "choose", options,
                        "Choose a spell to cast without paying its cost", state)


@dataclass(frozen=True)
class ChooseSpellForNero(Action):
    """The choice :class:`ChooseNeroSpell` asks, if some card in the hand qualifies (none
    is chosen otherwise); :class:`~tcgkit.games.dm.vocab.UseChosen` then casts it."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.set_var(ctx, "chosen", None)
        hand = HAND[ctx.controller]
        if any(_nero_spell(state, o) for o in state.zones[hand]):
            state.push(ChooseNeroSpell(ctx, hand, "spell", ctx.controller, False))

    @property
    def text(self) -> str:
        return "choose a light or darkness Knight spell or Shield Trigger spell of cost 6 " \
               "or less in your hand"


def _your_knight_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    # This creature is a Knight too: destroyed, it looks back from the graveyard.
    return event.reason == DESTROY and event.frm == BATTLE[ctx.controller] \
        and event.obj is not None and qualifies(state, event.obj, "Knight")


def _nero(text: str, limit: Limit | None) -> Triggered:
    return Triggered(text, on=Pattern("move", where=_your_knight_destroyed), optional=True,
                     limit=limit, effect=(ChooseSpellForNero(), UseChosen()))


_NERO_TEXT = ("When one of your Knights is destroyed, you may cast a light or darkness "
              "Knight spell, or a light or darkness spell that has Shield Trigger, of cost 6 "
              "or less from your hand without paying its cost.")

NERO_GRYPHIS = creature(
    "Nero Gryphis, Mystic Light Emperor", jp="魔光大帝ネロ・グリフィス",
    civilization=("light", "darkness"), cost=8, power=7000,
    race="Angel Command/Dark Lord/Knight",
    abilities=[
        BLOCKER,
        W_BREAKER,
        *by_variant(tcg=_nero(_NERO_TEXT, None),
                    plays=_nero(_NERO_TEXT + " (This effect activates only once per turn.)",
                                plays_once())),
    ])
"""Light/darkness, cost 8, 7000, Angel Command/Dark Lord/Knight, Blocker, W-Breaker (DM
Wiki's card page, DMC-46). It is a Knight itself: its own destruction triggers it (it
looks back from the graveyard). The spell is cast during the ability's resolution, the
one way a card is used then (DM-USE-08): a Knight spell (Magic Shot Soul Catcher) or a
Shield Trigger spell. DM-T1-08, "when A, you may B": seed 002 gives
it the Duel Masters Play's "(once per turn)" annotation, kept in the ``plays`` variant:
it triggers on the turn's first destroyed Knight and its use is spent even if declined,
so a second one that turn does not trigger it (the Play's printing's exact text is
UNCONFIRMED)."""


def _you_have_a_knight(state: GameState, ctx: Ctx) -> bool:
    return any(qualifies(state, oid, "Knight") for oid in state.zones[BATTLE[ctx.controller]])


_KM_SOUL_CATCHER = (Choose("creature", "graveyard"), MoveChosen("hand", frm="graveyard"))

SOUL_CATCHER = spell(
    "Magic Shot Soul Catcher", jp="魔弾ソウル・キャッチャー", civilization="darkness", cost=2,
    race="Knight",
    text="KM: return a creature from your graveyard to your hand. Knight Magic (if you have "
         "a Knight in the battle zone, you may use this spell's KM ability once more).",
    effect=[*_KM_SOUL_CATCHER,
            MayDo("use its KM ability once more (Knight Magic)", _KM_SOUL_CATCHER,
                  condition=_you_have_a_knight)])
"""Darkness, cost 2, a Knight spell (呪文:ナイト; DM-28; DM Wiki's ナイト and ナイト・マジック
pages; the English name is a translation, unofficial). Knight Magic (ナイト・マジック) is an
ability of the spell, not a use: the KM ability is carried out once more as the spell
resolves, the spell is not cast again (DM Wiki). A Knight spell for Nero Gryphis."""


def _another_of_yours_comes_out(state: GameState, event: Event, ctx: Ctx) -> bool:
    # "During your turn": only in its controller's turn.
    return state.active == ctx.controller and event.obj is not None \
        and event.obj != ctx.source and event.to == BATTLE[ctx.controller] \
        and event.frm != event.to and qualifies(state, event.obj, "creature")


def _melge(text: str, limit: Limit | None) -> Triggered:
    return Triggered(text, on=Pattern("move", where=_another_of_yours_comes_out),
                     optional=True, limit=limit,
                     effect=(Choose("card", "hand"),
                             MoveChosen("graveyard", reason=DISCARD, frm="hand"),
                             IfDone(Draw(1))))


_MELGE_TEXT = ("During your turn, whenever another creature of yours comes out, you may "
               "discard a card. If you do, draw a card.")

AQUA_MELGE = creature(
    "Aqua Melge", jp="アクア・メルゲ", civilization="water", cost=2, power=1000,
    race="Liquid People",
    abilities=[
        *by_variant(tcg=_melge(_MELGE_TEXT, None),
                    plays=_melge(_MELGE_TEXT + " (This effect activates only once per "
                                 "turn.)", plays_once())),
    ])
"""Water, cost 2, 1000, Liquid People (DM Wiki's card page, DM-37): any creature of
yours, whatever its civilization. DM-T1-08, "when A, you may B", declined: seed 002
gives it the Duel Masters Play's "(once per turn)" annotation, kept in the ``plays``
variant: spent as it triggers, so declining spends it all the same (the Play's
printing's exact text is UNCONFIRMED)."""


# ---------------------------------------------------------------------- Play's: once per game

@dataclass(frozen=True)
class DestroyThis(Action):
    """"Destroy this creature" (if it is still in the battle zone)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None or state.objects[ctx.source].zone not in BATTLE:
            return
        o = state.objects[ctx.source]
        # The move itself is logged as a destruction.
        state.move(ctx.source, GRAVEYARD[o.owner], reason=DESTROY, cause="effect",
                   source=ctx.source, rule="DM 110")


def _this_wins_a_battle(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source


def _no_spell_cast(state: GameState, ctx: Ctx) -> str | None:
    # "If you cast a spell this turn": a use of a spell card of yours in the turn's
    # history (a spell is used by casting it, DM-USE-11).
    objs = state.objects
    if state.history.any("use", player=ctx.controller, where=lambda e: e.obj is not None
                         and getattr(objs[e.obj].card, "kind", "") == "spell"):
        return None
    return "Bloody Shadow's G-Zero needs a spell cast by you this turn (DM-USE-09)"


BLOODY_SHADOW = creature(
    "Bloody Shadow, Mystic Light Holy Knight", jp="魔光騎聖ブラッディ・シャドウ",
    civilization=("light", "darkness"), cost=2, power=4500, race="Initiate/Ghost/Knight",
    abilities=[
        GZero("G-Zero: if you cast a spell this turn, you may summon this creature without "
              "paying its cost.", unmet=_no_spell_cast),
        BLOCKER,
        CANT_ATTACK,
        Triggered("When this creature wins a battle, destroy it.",
                  on=Pattern(BATTLE_WIN, where=_this_wins_a_battle), effect=(DestroyThis(),)),
    ])
"""Light/darkness, cost 2, 4500, Initiate/Ghost/Knight (DMC-46, DM Wiki's card page; the
English name is ours): G-Zero if you cast a spell this turn, Blocker, can't attack, and
destroyed after winning a battle — a Knight for Nero Gryphis's scenarios."""


def _you_would_lose_to_an_attack(state: GameState, event: Event, ctx: Ctx) -> bool:
    # The opponent wins by an attack of their creature: the direct attack with no shields
    # left (DM 104.2a), during the opponent's turn.
    return event.player == ctx.controller and state.active != ctx.controller \
        and event.rule == R_DIRECT_ATTACK_WIN


def _gabriela(text: str, limit: Limit | None) -> Replacement:
    return Replacement(text, would=Pattern("lose", where=_you_would_lose_to_an_attack),
                       instead=(DestroyThis(), NoAttacksOnYou(everyone=True)), limit=limit)


def _gabriela_g_zero(state: GameState, ctx: Ctx) -> str | None:
    p = ctx.controller
    if state.zones[SHIELD[p]]:
        return "Gabriella's G-Zero needs you to have no shields (DM-T1-15)"
    objs = state.objects
    if any(objs[o].card is GABRIELA for o in state.zones[BATTLE[p]]):
        return "Gabriella's G-Zero needs no Gabriella of yours in the battle zone (DM-T1-15)"
    return None


_GABRIELA_TEXT = ("When your opponent would win the game by an attack of their creature, "
                  "destroy this creature instead. If you do, they don't win, and creatures "
                  "can't attack this turn.")

GABRIELA = creature(
    "Gabriella, Holy Princess", jp="光姫聖霊ガブリエラ", civilization="light", cost=7,
    power=7000, race="Angel Command/Mecha del Sol",
    abilities=[
        GZero("G-Zero: if you have no shields and there is no Gabriella of yours in the "
              "battle zone, you may summon this creature without paying its cost.",
              unmet=_gabriela_g_zero),
        W_BREAKER,
        *by_variant(
            tcg=_gabriela(_GABRIELA_TEXT, None),
            plays=_gabriela(_GABRIELA_TEXT + " (Your Gabriella's this effect activates "
                            "only once per game.)", applied_once(named=True, per=GAME))),
    ])
"""DM-T1-15: in Duel Masters Play's the "would win" replacement is once per game for all
your Gabriellas (named), spent only when it applies; in the TCG it applies every time.
English name from cards.md (DM-30)."""


# ---------------------------------------------------------------------- keyword abilities

BAINARADONDEN = creature(
    "Bainaradonden", jp="バイナラドンデン", civilization="colorless", cost=8, power=2000,
    race="Jokers/Shinobi",
    abilities=[
        *ninja_strike(8),
        Triggered("When this creature comes out, choose one of your opponent's creatures and "
                  "put it on the bottom of its owner's deck. Then draw a card.", on=ENTERS,
                  effect=(Choose("creature", "battle", whose=OPPONENT),
                          MoveChosen("deck", frm="battle", bottom=True), Draw(1))),
    ])
"""DM-T1-11: the shinobi that resolves first spends the attack's Ninja Strike. Its Ninja
Strike is declared in the window after an opponent's creature attacks or blocks
(:func:`~tcgkit.games.dm.windows.ninja_strike`: mana counted as it resolves)."""


# ---------------------------------------------------------------------- once per game

def _fewer_than_five_spells(state: GameState, ctx: Ctx) -> str | None:
    # "Spells you cast this turn": your uses of spell cards in the turn's history (a
    # spell is used by casting it, DM-USE-11).
    objs = state.objects
    n = state.history.count(
        "use", player=ctx.controller,
        where=lambda e: e.obj is not None and getattr(objs[e.obj].card, "kind", "") == "spell")
    if n >= 5:
        return None
    return f"Scorer's G-Zero needs 5 or more spells cast by you this turn; you have cast " \
           f"{n} (DM-T1-14)"


def _summoned(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.kind == "summon" and event.obj == ctx.source


def _first_scorer_this_game(state: GameState, ctx: Ctx) -> bool:
    objs = state.objects
    return state.history.count(where=lambda e: e.to in BATTLE and e.frm not in BATTLE
                               and e.obj is not None and objs[e.obj].card is SCORER,
                               game=True) == 1


SCORER = creature(
    "Scorer, Dimension Storm", jp="次元の嵐 スコーラー", civilization="water", cost=11,
    power=11000, race="Muutopia/Specials",
    abilities=[
        W_BREAKER,
        GZero("G-Zero: if you cast 5 or more spells this turn, you may summon this "
              "creature without paying its cost.", unmet=_fewer_than_five_spells),
        Triggered("When this creature is summoned, if it is the first Scorer put into the "
                  "battle zone this game, take an extra turn after this one.",
                  on=Pattern("summon", where=_summoned), condition=_first_scorer_this_game,
                  effect=(ExtraTurn(),)),
    ])
"""DM-T1-14: the exception to "your" once per game: Scorers put out by either player
count."""

FINAL_REVOLUTION = "Final Revolution"
"""The keyword shared by Final Revolution (ファイナル革命) and Extreme Final Revolution
(極限ファイナル革命): "if you haven't used another Final Revolution this game"."""


def no_final_revolution(*, game: bool) -> Callable[[GameState, Ctx], bool]:
    """The intervening "if you haven't used another Final Revolution this turn" (``game``:
    this game): a history query (:func:`~tcgkit.games.dm.windows.resolved`) over every
    Final Revolution and Extreme Final Revolution its controller resolved, whichever card
    it was on, so one use is counted by both forms."""

    def condition(state: GameState, ctx: Ctx) -> bool:
        return not resolved(state, ctx.controller, FINAL_REVOLUTION, game=game)

    return condition

DOGIRAGOLDEN = creature(
    "Final Dogiragolden", jp="龍の極限 ドギラゴールデン", civilization=("fire", "nature"),
    cost=8, power=14000, race="Mega Command Dragon/Revolutionary/Hamukatsu Clan",
    abilities=[
        revolution_change("fire or nature Dragon of cost 5 or more",
                          dragon_condition(("fire", "nature"), 5)),
        T_BREAKER,
        Triggered("When this creature comes out, choose one of your opponent's creatures "
                  "and put it into its owner's mana zone.", on=ENTERS,
                  effect=(Choose("creature", "battle", whose=OPPONENT),
                          MoveChosen("mana", frm="battle"))),
        Triggered("Extreme Final Revolution: When this creature comes out, if you haven't "
                  "used another Final Revolution this game, next turn your opponent's "
                  "creatures with power 1000000 or less can't attack you.", on=ENTERS,
                  condition=no_final_revolution(game=True),
                  effect=(UsedKeyword(FINAL_REVOLUTION),
                          NoAttacksOnYouNextTurn(max_power=1000000))),
    ])
"""DM-T1-13, the named "once per game": one use of Final Revolution per player per game,
spent when an ability of that keyword resolves (a ``keyword`` event in the history,
which Miradante's "this turn" reads too); the opponent's uses are theirs. The
English name is a fan name (UNCONFIRMED in cards.md), the races translated from the
seed; its Revolution Change is windows.py's. Left out: "then destroy one of your
opponent's forbidden creatures" (tcgkit has no forbidden creatures)."""

FAERIE_LIFE = spell(
    "Faerie Life", jp="フェアリー・ライフ", civilization="nature", cost=2,
    text="Put the top card of your deck into your mana zone.",
    effect=[TopToZone("mana")], abilities=SHIELD_TRIGGER)
"""A plain way to put a card into the mana zone and to cast spells cheaply."""

ALL = (GRAVE_ROBBER_REAPER_MAN, BERBEL, NERO_GRYPHIS, BLOODY_SHADOW, AQUA_MELGE, QED,
       MAGNUM, GABRIELA, PROCYON_DRAGOON, BOLBALZAK_SHIDEN, TOPGEAR, JOHNJO_JOHN, BARCHURIS,
       BOLSHACK_VOLJAAK, A_NIO_MAKUA, SOUL_CATCHER,
       AQUA_BROTHERS, KATSUKING_MAX, CANTABILE, HELL_OBEL, KING_ALCADEUS, KING_ALCADEUS_PS,
       LAST_AVATAR, BAINARADONDEN, SCORER, DOGIRAGOLDEN, FAERIE_LIFE)
