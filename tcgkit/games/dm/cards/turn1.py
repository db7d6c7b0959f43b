"""The cards of the "Turn 1" seed (ターン1, DM-T1-01..15): abilities usable once per turn
or once per game. Texts are our paraphrases of the seed's; English names are fan names
(none of these cards was printed in English). What a card's other abilities need that
tcgkit does not have yet (Doron Go, Samurai Generate ...) is left out and said."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.events import Event
from ....core.limits import GAME
from ..attack import R_DIRECT_ATTACK_WIN
from ..once import (
    R_PLAYS_ONCE,
    applied_once,
    by_variant,
    each_turn,
    first_time,
    from_your_graveyard,
    into_battle,
    into_your_mana,
    nth_time,
    plays_once,
    static_once,
    this_taps,
    your_attack,
)
from ..play import FOR_FREE, FROM_MANA
from ..psychic import psychic_creature
from ..turn import YOUR_TURN_ENDS
from ..vocab import (
    DESTROY,
    DISCARD,
    ENTERS,
    OPPONENT,
    REPLACED,
    SHIELD_TRIGGER,
    T_BREAKER,
    W_BREAKER,
    Choose,
    CostModifier,
    Draw,
    ExtraTurn,
    GZero,
    InsteadToGraveyard,
    Keyword,
    MoveAll,
    MoveChosen,
    NoAttacksOnYou,
    NoAttacksOnYouNextTurn,
    Pattern,
    Permission,
    PutThis,
    Replacement,
    TopToZone,
    Triggered,
    UntapThis,
    UsedKeyword,
    creature,
    qualifies,
    spell,
)
from ..windows import dragon_condition, ninja_strike, resolved, revolution_change
from ..zones import BATTLE, DECK, GRAVEYARD, HAND, MANA, SHIELD

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
        Triggered("Each turn, the first time this creature becomes tapped, untap it.",
                  on=first_time("tap", this_taps), effect=(UntapThis(),)),
    ])
"""DM-T1-02. Left out: Samurai Generate (cross gears are not
implemented)."""


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
it leaves the battle zone (psychic.py). Left out: its awakening side (覚醒前: 時空の探検家
ジョン), as tcgkit has no double-sided psychic creatures yet."""


def _second_attack_ended(state: GameState, event: Event, ctx: Ctx) -> bool:
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
                  "battle zone.", on=Pattern("attack_end", where=_second_attack_ended),
                  condition=_no_barchuris_out, optional=True, effect=(PutThis(),),
                  zones=("hand",)),
        Keyword("Speed Attacker", name="Speed Attacker"),
    ])
"""DM-T1-04: it watches the end of the turn's second attack from the hand."""


# ---------------------------------------------------------------------- "once each turn"

BOLSHACK_VOLJAAK = creature(
    "Bolshack Voljaak", jp="ボルシャック・ヴォルジャアク", civilization="fire", cost=7,
    power=7000, race="Armored Dragon",
    abilities=[
        Triggered("Once each turn, when a creature comes out, you may put the top card of "
                  "your deck into your shield zone.", on=Pattern("move", where=into_battle),
                  optional=True, limit=each_turn(), effect=(TopToZone("shield"),)),
    ])
"""DM-T1-05, DM-T1-06, from the official Q&A the seed quotes. Its civilization, cost,
power and race are UNCONFIRMED (the seed prints only the ability)."""


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


_QED_TEXT = ("During your turn, you may summon one water creature from your hand without "
             "paying its cost.")

QED = creature(
    "Q.E.D., Dragon Element King", jp="龍素王 Q.E.D.", civilization="water", cost=8,
    power=11000, race="Crystal Command Dragon",
    abilities=[
        W_BREAKER,
        *by_variant(
            tcg=Permission(_QED_TEXT + " (Once each turn.)", allows=FOR_FREE,
                           test=_your_water_creature_in_hand, limit=static_once()),
            plays=Permission(_QED_TEXT + " (Your Q.E.D.'s this effect activates only once "
                             "per turn.)", allows=FOR_FREE, test=_your_water_creature_in_hand,
                             limit=applied_once(named=True))),
    ])
"""DM-T1-10: with Aqua Brothers, the permission first in battle-zone order applies to a
water Liquid People summoned for free and the other stays available that turn. The seed
names the card only; its text, cost, power and race are UNCONFIRMED (cards.md has no
entry; the English name is ours): a free summon of a water creature, once each turn, is
what the seed's example needs."""


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
    ])
"""DM-T1-07. An exile creature in print. Left out: Doron Go and "you can't put
your other 無敵 exile creatures out"."""


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


def _opponents_monocolored_put_out(state: GameState, event: Event, ctx: Ctx) -> bool:
    # Put out otherwise than by a summon. Replacement effects do not chain: a creature
    # put out instead of something else (madness instead of a discard) is put out by a
    # replacement, and no other replacement applies to that (seed 002, DM-T1-10).
    return event.to in BATTLE and event.frm not in BATTLE and event.reason != REPLACED \
        and _opponents_monocolored(state, event, ctx)


def comes_out_instead_to_graveyard(text: str, limit: Limit | None = None,
                                   condition: ReplaceTest | None = None
                                   ) -> tuple[Replacement, Replacement]:
    """"When an opponent's non-multicolored creature would come out, it is put into the
    graveyard instead": one printed ability, written as the two events a creature comes
    out by (summoned, or put out by an effect), under one ``limit``."""
    return (Replacement(text, would=Pattern("summon", where=_opponents_monocolored),
                        condition=condition, instead=(InsteadToGraveyard(),), limit=limit),
            Replacement(text, would=Pattern("move", where=_opponents_monocolored_put_out),
                        condition=condition, instead=(InsteadToGraveyard(),), limit=limit))


def _your_turn_opponents_creature(state: GameState, event: Event, ctx: Ctx) -> bool:
    if state.active != ctx.controller or event.obj is None:
        return False
    return state.objects[event.obj].owner != ctx.controller and (
        event.kind == "summon" or event.reason != REPLACED)


def _magnum(text: str, limit: Limit | None) -> tuple[Replacement, Replacement]:
    def put_out(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.to in BATTLE and event.frm not in BATTLE \
            and _your_turn_opponents_creature(state, event, ctx)

    return (Replacement(text, would=Pattern("summon", where=_your_turn_opponents_creature),
                        instead=(InsteadToGraveyard(),), limit=limit),
            Replacement(text, would=Pattern("move", where=put_out),
                        instead=(InsteadToGraveyard(),), limit=limit))


_MAGNUM_TEXT = ("During your turn, when an opponent's creature would come out, it is put "
                "into the graveyard instead.")

MAGNUM = creature(
    "Magnum, Allshot Puppet", jp="単騎連射 マグナム", civilization="fire", cost=4, power=3000,
    race="Death Puppet",
    abilities=[
        *by_variant(
            tcg=_magnum(_MAGNUM_TEXT, None),
            plays=_magnum(_MAGNUM_TEXT + " (Your Magnum's this effect activates only once "
                          "per turn.)", applied_once(lines="Magnum, Allshot Puppet"))),
    ])
"""DM-T1-10: with King Alcadeus, the replacement applied to an opponent's creature
coming out during your turn is settled by battle-zone order, and the other stays
available that turn. UNCONFIRMED: cards.md hesitates between two English names and
civilizations; the ability is written as the seed's example needs it (a replacement of a
creature coming out during your turn), its power and race are guesses."""


KING_ALCADEUS = creature(
    "King Alcadeus, Holy Gaia", jp="聖鎧亜キング・アルカディアス",
    civilization=("light", "darkness"), cost=7, power=9000,
    race="Angel Command/Lost Crusader", evolution=True,
    abilities=[
        W_BREAKER,
        *by_variant(
            tcg=comes_out_instead_to_graveyard(
                "When an opponent's non-multicolored creature would come out, it is put "
                "into the graveyard instead."),
            plays=comes_out_instead_to_graveyard(
                "When an opponent's non-multicolored creature would come out, it is put "
                "into the graveyard instead. (Your King Alcadeus's this effect activates "
                "only once per turn.)", applied_once(lines="King Alcadeus, Holy Gaia"))),
    ])
"""In the TCG its replacement applies every time. DM-T1-10 (Duel Masters Play's): the
named once per turn, spent only when it applies — not against a creature put out by
another replacement (madness), nor when another replacement was applied first (Magnum,
by battle-zone order). Its evolution requirement is not in our sources: it is never
summoned from the hand (scenarios set it up in the battle zone)."""


def _no_ps_victim_this_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    objs = state.objects
    return not state.history.any(
        "move", where=lambda e: e.reason == REPLACED and e.source is not None
        and objs[e.source].card is KING_ALCADEUS_PS and e.obj is not None
        and objs[e.obj].owner != ctx.controller)


KING_ALCADEUS_PS = creature(
    "King Alcadeus P'S", jp="聖鎧亜キング・アルカディアスP'S",
    civilization=("light", "darkness"), cost=7, power=9000,
    race="Angel Command/Lost Crusader", evolution=True,
    abilities=[
        W_BREAKER,
        Replacement("When an opponent's non-multicolored creature would come out, if no "
                    "creature of your opponent's was put into the graveyard by a King "
                    "Alcadeus P'S ability this turn, put it into the graveyard instead.",
                    would=Pattern("summon", where=_opponents_monocolored),
                    condition=_no_ps_victim_this_turn, instead=(InsteadToGraveyard(),)),
    ])
"""DM-T1-12: a per-turn condition asked of the history, not a usage limit. Its evolution
requirement is not in our sources: it is never summoned from the hand (scenarios set it
up in the battle zone)."""


def _last_shield_broken(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.frm == SHIELD[ctx.controller] and event.reason == "break" \
        and not state.zones[SHIELD[ctx.controller]]


LAST_AVATAR = creature(
    "Last Avatar, Sea King Dragon Saint", jp="海王龍聖ラスト・アヴァタール",
    civilization=("light", "water"), cost=7, power=7000,
    race="Apollonia Dragon/Poseidia Dragon",
    abilities=[
        W_BREAKER,
        Triggered("When your last shield is broken, draw 3 cards. This turn, creatures can't "
                  "attack you. (This effect activates only once per game.)",
                  on=Pattern("move", where=_last_shield_broken),
                  limit=plays_once(per="game", named=True),
                  effect=(Draw(3), NoAttacksOnYou())),
    ])
"""DM-T1-15: unnamed in print, but per the official Q&A every Last Avatar of yours shares
the one use. It triggers as the last shield goes to the hand (the printed "would be
broken" timing is not distinguished)."""


# ---------------------------------------------------------------------- Play's: spent even if idle

@dataclass(frozen=True)
class DrawUntil(Action):
    """"If you have fewer than ``size`` cards in your hand, draw until you have ``size``":
    the "if" is part of what the effect does, so with a full hand it does nothing (in
    Duel Masters Play's, after triggering and spending its once per turn: DM-T1-08)."""

    size: int = 6

    def start(self, state: GameState, ctx: Ctx) -> None:
        n = self.size - len(state.zones[HAND[ctx.controller]])
        if n <= 0:
            state.log_rule(R_PLAYS_ONCE, "{} has {} or more cards in hand and draws nothing",
                           state.players[ctx.controller].name, self.size)
            return
        Draw(n).start(state, ctx)

    @property
    def text(self) -> str:
        return f"draw until you have {self.size} cards in your hand"


@dataclass(frozen=True)
class ShuffleDeck(Action):
    """"Then shuffle your deck"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        state.emit_for(ctx, Event("shuffle", player=p, to=DECK[p], source=ctx.source,
                                  rule="DM rule: effects"))


def _your_other_creature_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.reason == DESTROY and event.obj != ctx.source \
        and event.frm == BATTLE[ctx.controller]


def _reaper_man(text: str, limit: Limit | None) -> Triggered:
    return Triggered(text, on=Pattern("move", where=_your_other_creature_destroyed),
                     limit=limit, effect=(DrawUntil(6),))


_REAPER_TEXT = ("When another creature of yours is destroyed, if you have 5 or fewer cards "
                "in your hand, draw until you have 6.")

GRAVE_ROBBER_REAPER_MAN = creature(
    "Grave Robber Reaper Man", jp="死神盗掘男", civilization="darkness", cost=4, power=2000,
    race="Dark Lord",
    abilities=[
        *by_variant(tcg=_reaper_man(_REAPER_TEXT, None),
                    plays=_reaper_man(_REAPER_TEXT + " (This effect activates only once "
                                      "per turn.)", plays_once())),
    ])
"""DM-T1-08, "when A, if B, C": in Duel Masters Play's it triggers on A and spends the
turn's use even when B is false (a hand of 6 or more: nothing drawn), so a second A that
turn does not trigger it. Only the form comes from the seed: its trigger event, power and
race are UNCONFIRMED (our sources give only "darkness, cost 4")."""


def _nero(text: str, limit: Limit | None) -> Triggered:
    return Triggered(text, on=Pattern("attack", where=your_attack), optional=True,
                     limit=limit,
                     effect=(Choose("creature", "deck"), MoveChosen("hand", frm="deck"),
                             ShuffleDeck()))


_NERO_TEXT = ("Whenever one of your creatures attacks, you may search your deck for a "
              "creature, show it and put it into your hand. Then shuffle your deck.")

NERO_GRYPHIS = creature(
    "Nero Gryphis, Mystic Light Emperor", jp="魔光大帝ネロ・グリフィス",
    civilization=("light", "darkness"), cost=8, power=7000, race="Initiate/Dark Lord",
    abilities=[
        W_BREAKER,
        *by_variant(tcg=_nero(_NERO_TEXT, None),
                    plays=_nero(_NERO_TEXT + " (This effect activates only once per turn.)",
                                plays_once())),
    ])
"""DM-T1-08, "when A, you may B": in Duel Masters Play's it triggers on the turn's first
attack and its use is spent even if the controller declines, so a second attack that
turn does not trigger it. Its ability is from memory (UNCONFIRMED); its race and
W-Breaker too (our sources give light/darkness, cost 8, power 7000)."""


def _your_other_water_comes_out(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj is not None and event.obj != ctx.source \
        and event.to == BATTLE[ctx.controller] and event.frm != event.to \
        and qualifies(state, event.obj, "water creature")


def _melge(text: str, limit: Limit | None) -> Triggered:
    return Triggered(text, on=Pattern("move", where=_your_other_water_comes_out),
                     optional=True, limit=limit, effect=(Draw(1),))


_MELGE_TEXT = "Whenever another water creature of yours comes out, you may draw a card."

AQUA_MELGE = creature(
    "Aqua Melge", jp="アクア・メルゲ", civilization="water", cost=2, power=1000,
    race="Liquid People",
    abilities=[
        *by_variant(tcg=_melge(_MELGE_TEXT, None),
                    plays=_melge(_MELGE_TEXT + " (This effect activates only once per "
                                 "turn.)", plays_once())),
    ])
"""DM-T1-08, "when A, you may B", declined: spent all the same in Duel Masters Play's.
Its trigger and effect are UNCONFIRMED (our sources give water, cost 2, power 1000);
the seed names it only as an example of that form."""


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
                   source=ctx.source, rule="DM rule: effects")


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

ALL = (GRAVE_ROBBER_REAPER_MAN, NERO_GRYPHIS, AQUA_MELGE, QED, MAGNUM, GABRIELA,
       PROCYON_DRAGOON, BOLBALZAK_SHIDEN, TOPGEAR, JOHNJO_JOHN, BARCHURIS, BOLSHACK_VOLJAAK,
       AQUA_BROTHERS, KATSUKING_MAX, CANTABILE, HELL_OBEL, KING_ALCADEUS, KING_ALCADEUS_PS,
       LAST_AVATAR, BAINARADONDEN, SCORER, DOGIRAGOLDEN, FAERIE_LIFE)
