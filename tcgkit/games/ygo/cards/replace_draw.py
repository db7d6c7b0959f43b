"""Cards of seed 000 that act in the Draw Phase: effects replacing the normal draw (cost
type and effect type, as the seed classifies them), a pledge, other effects activated
before the draw, and cards that look at what was drawn. Texts are our paraphrases; what
each definition leaves out is said next to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.abilities import Prohibition, Replacement
from ..battle import NegateAttack
from ..card import NO_SPECIAL, TributeCondition
from ..chain import NegatedAsItResolves, spell_targeting
from ..play import NORMAL_SUMMON_REASONS
from ..rankup import HIGHEST_RANK_XYZ, RankUp, same_type_and_attribute
from ..spells import (
    EQUIPPED_RETURNED_TO_HAND,
    ChangeEquippedToDefense,
    cannot_attack,
    equipped_in_attack_position,
    while_face_up,
)
from ..vocab import (
    BEFORE_DRAW,
    COST,
    EFFECT,
    IGNITION,
    OPPONENTS_DRAW_PHASE,
    YOU,
    AddFromGY,
    AddThisToHand,
    DamagePerMonster,
    DiscardCards,
    DiscardOneDrawnByNormalDraw,
    Draw,
    Effect,
    InflictDamage,
    Limit,
    LookAtOpponentsTopCard,
    Pattern,
    SearchFor,
    SpecialSummonThis,
    TargetSpec,
    Triggered,
    card_spell,
    continuous_spell,
    created_lock,
    draw_window,
    drawn_by_normal_draw,
    drawn_in_draw_phase,
    effect_monster,
    equip_spell,
    face_up_monster,
    face_up_only,
    normal_spell,
    trap,
)
from ..zones import (
    BANISHED,
    EXTRA_DECK,
    FIELD_ZONE,
    HAND,
    MONSTER_ZONES,
    OVERLAY,
    SPELL_TRAP_ZONE,
    monsters,
)

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.pending import PendingItem
    from ....core.state import GameState
    from ..card import YgoCard

_GY = ("graveyard",)
_ONCE_PER_TURN = Limit(spent="activation")
"""A soft once per turn ("Once per turn"): this card, this effect, spent on activation."""


def _no_monsters(state: GameState, ctx: Ctx) -> bool:
    return not monsters(state, ctx.controller)


def _not_special_summoned(state: GameState, ctx: Ctx) -> bool:
    return not state.history.any("summon", player=ctx.controller,
                                 where=lambda e: e.reason not in NORMAL_SUMMON_REASONS)


def _opponent_drew_normally(state: GameState, ctx: Ctx) -> bool:
    them = 1 - ctx.controller
    return state.active == them and draw_window(state) == "after" and bool(
        drawn_by_normal_draw(state, them))


def _warrior_4(card: YgoCard) -> bool:
    return card.kind == "monster" and card.race == "Warrior" and card.level <= 4


def _dark_4(card: YgoCard) -> bool:
    return card.kind == "monster" and card.attribute == "DARK" and card.level == 4


def _gy_add_this(text: str) -> Effect:
    """The effect type of seed 000's GY Spells: before the draw, give up the normal draw
    this turn to add this card from the GY to the hand."""
    return Effect(text, zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
                  this_card=True, effect=(AddThisToHand(),))


# ---------------------------------------------------------------------- cost type

def _summoned_by_its_own_effect(state: GameState, event: Event, ctx: Ctx) -> bool:
    """This card is leaving the field (but for an Xyz Material's place under an Xyz
    Monster) to anywhere but banishment, and it came there by its own effect: the last
    Summon of it was a Special Summon whose source is itself."""
    me = ctx.source
    if event.obj != me or event.to in BANISHED or event.to in OVERLAY:
        return False
    for e in reversed(state.history.events):
        if e.kind == "summon" and e.obj == me:
            return e.source == me and e.reason not in NORMAL_SUMMON_REASONS
    return False


def _banish_instead(state: GameState, event: Event, ctx: Ctx) -> Event:
    assert event.obj is not None  # the pattern matched this card's move
    return event.replace(to=BANISHED[state.objects[event.obj].owner])


FLAME_TIGER = effect_monster(
    # Its banishment is a replacement of the would-be "move" off the field (the
    # history says whether the monster was summoned by this effect; a destruction stays
    # one, to the banishment). UNCONFIRMED: that a move to become Xyz Material is not
    # replaced (an Xyz Material is left to go under the Xyz Monster).
    "Flame Tiger", jp="焔虎", passcode="66499018", level=4, attribute="FIRE", race="Beast",
    atk=1800, defense=0,
    abilities=[
        Effect("If you control no monsters, during your Draw Phase, instead of conducting "
               "your normal draw, you can activate this effect while this card is in your "
               "GY: Special Summon this card.",
               zones=_GY, timing=BEFORE_DRAW, spell_speed=1, replaces_draw=COST,
               this_card=True, condition=_no_monsters, effect=(SpecialSummonThis(),)),
        Replacement("If this card Special Summoned by this effect leaves the field, banish "
                    "it.",
                    would=Pattern("move", where=_summoned_by_its_own_effect),
                    modify=_banish_instead),
    ])

# ---------------------------------------------------------------------- effect type

MAGICAL_BLAST = normal_spell(
    "Magical Blast", jp="マジックブラスト", passcode="91819979",
    text="Inflict 200 damage to your opponent for each face-up Spellcaster monster you "
         "control.",
    effect=[DamagePerMonster(each=200, race="Spellcaster")],
    abilities=[_gy_add_this("During your Draw Phase, before you draw, if this card is in "
                            "your GY: you can give up your normal draw this turn, and if you "
                            "do, add this card to your hand.")])

def _opponent_above_3000(state: GameState, ctx: Ctx) -> bool:
    return state.players[1 - ctx.controller].life > 3000


METEOR_FLARE = card_spell(
    # Its activation: a condition (checked as it is activated) and a cost of 2 cards
    # sent from the hand (not discarded; cards.md A.19). Seed 000 counts its GY effect
    # among the effect type.
    "Meteor Flare", jp="メテオ・プロミネンス", passcode="56856951", spell_type="normal",
    text="Activate only while your opponent has more than 3000 LP. Send 2 cards from your "
         "hand to the GY; inflict 2000 damage to your opponent.",
    condition=_opponent_above_3000, cost=(DiscardCards(2, reason="send"),),
    effect=(InflictDamage(2000),),
    abilities=[_gy_add_this("During your Draw Phase, before you draw, if this card is in "
                            "your GY: you can give up your normal draw this turn, and if you "
                            "do, add this card to your hand.")])

SPIRIT_BURNER = equip_spell(
    # Activated as an Equip Spell to a face-up monster (cards.md gives no restriction).
    # (2) looks at how it left: the rules destroy an Equip Card whose monster left the
    # field, naming that monster (spells.EQUIPPED_RETURNED_TO_HAND). Seed 000 counts
    # its GY effect among the effect type.
    "Spirit Burner", jp="スピリット・バーナー", passcode="50418970", equip=face_up_monster(),
    abilities=[
        Effect("Once per turn: you can change the equipped monster to Defense Position.",
               zones=("spell_trap_zone",), timing=IGNITION, spell_speed=1,
               limit=_ONCE_PER_TURN, condition=equipped_in_attack_position,
               effect=(ChangeEquippedToDefense(),)),
        Triggered("When the equipped monster returns from the field to the hand and this "
                  "card is sent to the GY: inflict 600 damage to your opponent.",
                  on=EQUIPPED_RETURNED_TO_HAND, effect=(InflictDamage(600),)),
        _gy_add_this("During your Draw Phase, before you draw, if this card is in "
                     "your GY: you can give up your normal draw this turn, and if you "
                     "do, add this card to your hand."),
    ])

def _koaki_meiru_monster(card: YgoCard) -> bool:
    # The "Koa'ki Meiru" (コアキメイル) archetype: every monster with it in its name.
    return card.kind == "monster" and "Koa'ki Meiru" in card.name


def _your_draw_phase_after_the_draw(state: GameState, ctx: Ctx) -> bool:
    """Its controller's own Draw Phase, once the moment before the draw is over (the
    window after the normal draw, or after a chain there)."""
    return state.step == "draw" and state.active == ctx.controller \
        and draw_window(state) in ("after", "late")


IRON_CORE_OF_KOAKI_MEIRU = normal_spell(
    # It has no effect of its own. Its (b) is no draw replacement: it neither spends nor
    # needs the right to the normal draw, so it is offered in the Draw Phase after the
    # draw (ProjectIgnis activates it as the Draw Phase goes on, once per turn). It is a
    # Spell Speed 1 effect, so it starts a chain and never responds to one.
    "Iron Core of Koa'ki Meiru", jp="コアキメイルの鋼核", passcode="36623431",
    abilities=[
        _gy_add_this("During your Draw Phase, before you draw, if this card is in "
                     "your GY: you can give up your normal draw this turn, and if you "
                     "do, add this card to your hand."),
        Effect("Once per turn, during your Draw Phase, if this card is in your GY: you can "
               "send 1 \"Koa'ki Meiru\" monster from your hand to the GY; add this card to "
               "your hand.",
               zones=_GY, spell_speed=1, limit=_ONCE_PER_TURN, this_card=True,
               condition=_your_draw_phase_after_the_draw,
               cost=(DiscardCards(1, reason="send", kind="\"Koa'ki Meiru\" monster",
                                  test=_koaki_meiru_monster),),
               effect=(AddThisToHand(),)),
    ])

KOAKI_MEIRU_DRAGO = effect_monster(
    # A "Koa'ki Meiru" monster for Iron Core's (b) to send. Left out: its End Phase upkeep
    # (send 1 Iron Core from the hand to the GY or reveal 1 Dragon, or it is destroyed)
    # and its lock on Special Summoning LIGHT and DARK monsters.
    "Koa'ki Meiru Drago", jp="コアキメイル・ドラゴ", passcode="12435193", level=4,
    attribute="WIND", race="Dragon", atk=1900, defense=1600, abilities=[])


def _spell_targeting_this(state: GameState, ctx: Ctx, item: PendingItem) -> bool:
    return spell_targeting(state, item, lambda state, oid: oid == ctx.source)


def _spell_targeting_your_face_up_dark(state: GameState, ctx: Ctx, item: PendingItem) -> bool:
    def yours(state: GameState, oid: int) -> bool:
        o = state.objects[oid]
        return o.controller == ctx.controller and not o.face_down \
            and o.zone in MONSTER_ZONES[ctx.controller] \
            and getattr(o.card, "attribute", "") == "DARK"
    return spell_targeting(state, item, yours)


FREED_THE_MATCHLESS_GENERAL = effect_monster(
    # (1) is a continuous effect applied as a chain link resolves
    # (chain.NegatedAsItResolves): a Spell Card's or Spell effect's link that targets
    # this face-up card does nothing and the Spell, if still on the field, is destroyed.
    "Freed the Matchless General", jp="無敗将軍 フリード", passcode="49681811", level=5,
    attribute="EARTH", race="Warrior", atk=2300, defense=1700,
    abilities=[
        NegatedAsItResolves("A Spell effect that targets this card is negated, and that "
                            "Spell Card is destroyed.", negates=_spell_targeting_this),
        Effect("During your Draw Phase, before you draw, while this card is face-up: you "
               "can give up your normal draw this turn, and if you do, add 1 Level 4 or "
               "lower Warrior monster from your Deck to your hand (this card must still be "
               "face-up).",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT, this_card=True,
               effect=(SearchFor("Level 4 or lower Warrior monster", _warrior_4),)),
    ])

DARK_GENERAL_FREED = effect_monster(
    # "Cannot be Special Summoned": its summoning condition (card.NO_SPECIAL). (1) like
    # Freed's (chain.NegatedAsItResolves), for a target that is a face-up DARK monster
    # its controller controls (itself too).
    "Dark General Freed", jp="ダーク・ジェネラル フリード", passcode="70676581", level=5,
    attribute="DARK", race="Warrior", atk=2300, defense=1700, condition=NO_SPECIAL,
    abilities=[
        NegatedAsItResolves("A Spell effect that targets a face-up DARK monster you "
                            "control is negated, and that Spell Card is destroyed.",
                            negates=_spell_targeting_your_face_up_dark),
        Effect("During your Draw Phase, before you draw, while this card is face-up: you "
               "can give up your normal draw this turn, and if you do, add 1 Level 4 DARK "
               "monster from your Deck to your hand (this card must still be face-up).",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT, this_card=True,
               effect=(SearchFor("Level 4 DARK monster", _dark_4),)),
    ])


def _spell_trap_opponent_controls(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return o.controller != ctx.controller and (
        o.face_down or getattr(o.card, "kind", "") in ("spell", "trap"))


def _second_set_from_the_hand(state: GameState, event: Event, ctx: Ctx) -> bool:
    # A Spell/Trap Set from the hand (to a Spell & Trap Zone or the Field Zone) by a
    # player who already Set one from the hand this turn.
    p = event.player
    if event.reason != "set" or p is None or event.frm != HAND[p] \
            or (event.to != SPELL_TRAP_ZONE[p] and event.to != FIELD_ZONE[p]):
        return False
    return state.history.any("move", player=p, turn=state.turn, where=lambda e: (
        e.reason == "set" and e.frm == HAND[p]
        and (e.to == SPELL_TRAP_ZONE[p] or e.to == FIELD_ZONE[p])))


def _from_the_extra_deck_this_turn(state: GameState, oid: int) -> bool:
    return state.history.any("summon", turn=state.turn, where=lambda e: (
        e.obj == oid and e.frm in EXTRA_DECK))


LEGACY_OF_THE_DUELIST = continuous_spell(
    # (1) is an optional Trigger Effect on the attack declaration (cards.md A.14 gives
    # no usage limit); "negate the attack" ends that attack (battle.negate_attack).
    # (2) is two prohibitions, of the would-be Set "move" (asked by the Set check) and
    # of the would-be "attack" (asked by the attack check). UNCONFIRMED: that (1) is
    # optional ("you can").
    "Legacy of the Duelist", jp="熱き決闘者たち", passcode="88851326",
    abilities=[
        Triggered("When a monster you control declares an attack: you can target 1 "
                  "Spell/Trap your opponent controls; negate the attack, and if you do, "
                  "destroy that target.",
                  on=Pattern("attack", player=YOU), optional=True,
                  targets=(TargetSpec("1 Spell/Trap your opponent controls",
                                      _spell_trap_opponent_controls,
                                      zones=("spell_trap_zone", "field_zone")),),
                  effect=(NegateAttack(destroy_target=True),)),
        Prohibition("Each player can Set only 1 Spell/Trap from their hand per turn.",
                    forbids=Pattern("move", where=while_face_up(_second_set_from_the_hand))),
        cannot_attack("Monsters Special Summoned from the Extra Deck cannot attack the turn "
                      "they are Special Summoned.", _from_the_extra_deck_this_turn),
        Effect("During your Draw Phase, before you draw: you can give up your normal draw "
               "this turn, and if you do, add 1 monster from your GY to your hand.",
               timing=BEFORE_DRAW, spell_speed=1, replaces_draw=EFFECT,
               effect=(AddFromGY(),)),
    ])

# ---------------------------------------------------------------------- pledge

def _special_summon_not_by_astral_force(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.reason in NORMAL_SUMMON_REASONS:
        return False
    by = state.objects[event.source].card.name if event.source is not None else ""
    return by != _ASTRAL_FORCE


_ASTRAL_FORCE = "Rank-Up-Magic Astral Force"

RUM_ASTRAL_FORCE = normal_spell(
    # Its (2) has two pledges (誓約効果), each applying unless the activation is negated:
    # seed 000's "you cannot conduct your normal draw" (YGO-ND-18) and the card's "you
    # cannot Special Summon, except by the effect of Astral Force" (cards.md A.23; a lock
    # created as it is activated, chain.start_lock).
    "Rank-Up-Magic Astral Force", jp="RUM−アストラル・フォース", passcode="45950291",
    text="Target the Xyz Monster you control with the highest Rank; Special Summon from your "
         "Extra Deck 1 monster with its Type and Attribute and 2 Ranks higher, by using that "
         "target as material (its materials go with it). This counts as an Xyz Summon.",
    targets=[HIGHEST_RANK_XYZ], effect=[RankUp(2, same_type_and_attribute)],
    abilities=[
        Effect("During your Draw Phase, if this card is in your GY and you have not "
               "Special Summoned this turn: you can activate this effect; add this card to "
               "your hand. The turn you activate this effect, you cannot conduct your "
               "normal draw, nor Special Summon except by the effect of \"Rank-Up-Magic "
               "Astral Force\" (pledges).",
               zones=_GY, timing=BEFORE_DRAW, spell_speed=1, pledge_no_draw=True, pledge=0,
               this_card=True, condition=_not_special_summoned, effect=(AddThisToHand(),)),
        created_lock("For the rest of this turn, you cannot Special Summon, except by the "
                     "effect of \"Rank-Up-Magic Astral Force\".",
                     forbids=Pattern("summon", player=YOU,
                                     where=_special_summon_not_by_astral_force)),
    ])

# ---------------------------------------------------------------------- before the draw

def _dark_monster(card: YgoCard) -> bool:
    return card.kind == "monster" and card.attribute == "DARK"


def _this_tributed_by_an_effect(state: GameState, event: Event, ctx: Ctx) -> bool:
    # A Tribute done by an effect as it resolves (a Ritual Summon's Tributes), not one
    # paid as a cost (a Tribute Summon, "Tribute 1 monster" to activate), which it allows.
    me = ctx.source
    return me is not None and event.obj == me and event.reason == "tribute" \
        and event.cause == "effect" and not state.objects[me].face_down


DIABOLOS_KING_OF_THE_ABYSS = effect_monster(
    # Its summoning conditions are the card's (card.NO_SPECIAL, a TributeCondition
    # that the summon check and the choice of Tributes ask; a Tribute Set too, as the
    # OCG applies it). "Cannot be Tributed by card effects" is a prohibition of the
    # would-be "move" of a Tribute by an effect: an effect's Tributes (a Ritual Summon's)
    # never include it while it is face-up on the field; a cost may Tribute it.
    "Diabolos, King of the Abyss", jp="魔王ディアボロス", passcode="29424328", level=7,
    attribute="DARK", race="Dragon", atk=2800, defense=1000, condition=NO_SPECIAL,
    tributes=TributeCondition(text="DARK monsters", test=_dark_monster),
    abilities=[
        Prohibition("While this card is face-up on the field, it cannot be Tributed by "
                    "card effects.",
                    forbids=Pattern("move", where=_this_tributed_by_an_effect)),
        # A mandatory trigger effect, activated as the opponent's Draw Phase begins and
        # before their normal draw (the card's text has no "you can"; ProjectIgnis makes
        # it mandatory too).
        Triggered("During your opponent's Draw Phase, before their draw: look at the top "
                  "card of your opponent's Deck, then put it on the top or the bottom of the "
                  "Deck.",
                  zones=("monster_zone",), on=OPPONENTS_DRAW_PHASE, condition=face_up_only(),
                  effect=(LookAtOpponentsTopCard(),)),
    ])

# ---------------------------------------------------------------------- after the draw

HEART_OF_THE_UNDERDOG = continuous_spell(
    "Heart of the Underdog", jp="凡骨の意地", passcode="35762283",
    abilities=[
        Triggered("During your Draw Phase, when you draw a Normal Monster: you can reveal "
                  "it; draw 1 card.",
                  on=drawn_in_draw_phase(lambda card: card.normal), optional=True,
                  effect=(Draw(1),)),
    ])

DROP_OFF = trap(
    "Drop Off", jp="はたき落とし", passcode="55773067", trap_type="normal",
    text="When your opponent draws for their normal draw: they discard 1 of the cards "
         "they drew.",
    condition=_opponent_drew_normally, effect=[DiscardOneDrawnByNormalDraw()])

ALL = (FLAME_TIGER, MAGICAL_BLAST, METEOR_FLARE, SPIRIT_BURNER, IRON_CORE_OF_KOAKI_MEIRU,
       KOAKI_MEIRU_DRAGO,
       FREED_THE_MATCHLESS_GENERAL, DARK_GENERAL_FREED, LEGACY_OF_THE_DUELIST,
       RUM_ASTRAL_FORCE, DIABOLOS_KING_OF_THE_ABYSS, HEART_OF_THE_UNDERDOG, DROP_OFF)
