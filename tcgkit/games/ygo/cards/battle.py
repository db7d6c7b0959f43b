"""Cards of the Battle Phase: two Normal Traps activated when an opponent's monster
declares an attack (Mirror Force, Sakuretsu Armor), a Quick-Play Spell that changes
ATK, so that it may be activated in the Damage Step (Rush Recklessly), and a monster
whose effect triggers in the Damage Step (Elemental HERO Flame Wingman). Texts are our
paraphrases. The passcodes and the Japanese and English names were checked against
ProjectIgnis's scripts (c<passcode>); Mirror Force's Japanese name is yugioh-wiki's
spelling, with a space before its dash."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action, Triggered
from ....core.events import DESTROY, Event
from ..battle import ATTACK_WINDOW, DESTROYS_BY_BATTLE, attacking
from ..card import ATTACK, FUSION_ONLY, YgoCard
from ..chain import Effect, InWindow, draw_state
from ..returns import ReturnTargetToHand
from ..spells import GainUntilEndOfTurn
from ..vocab import (
    R_EFFECT,
    DestroyTarget,
    DiscardThis,
    TargetSpec,
    effect_monster,
    face_up_monster,
    fusion_monster,
    named,
    trap,
)
from ..zones import GRAVEYARD, monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState
    from ..typed import objects

def _an_opponents_monster_attacks(state: GameState, ctx: Ctx) -> bool:
    now = attacking(state)
    return now is not None and state.objects[now].controller != ctx.controller


opponents_monster_declares_an_attack = InWindow(ATTACK_WINDOW, _an_opponents_monster_attacks)
""""When an opponent's monster declares an attack": the window right after the
declaration (before the Damage Step), in the opponent's Battle Phase."""


def _the_attacking_monster(state: GameState, ctx: Ctx, oid: int) -> bool:
    return attacking(state) == oid


@dataclass(frozen=True)
class DestroyOpponentsAttackPositionMonsters(Action):
    """"Destroy all Attack Position monsters your opponent controls" (at once)."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        doomed = [oid for oid in monsters(state, 1 - ctx.controller)
                  if objs[oid].position == ATTACK and not objs[oid].face_down]
        name = state.objects[ctx.source].card.name if ctx.source is not None else "?"
        state.log_rule(R_EFFECT, "{} destroys all Attack Position monsters the opponent "
                       "controls ({})", name, len(doomed))
        for oid in doomed:
            state.move(oid, GRAVEYARD[state.objects[oid].owner], source=ctx.source,
                       reason=DESTROY, cause="effect", rule=R_EFFECT)

    @property
    def text(self) -> str:
        return "destroy all Attack Position monsters your opponent controls"


MIRROR_FORCE = trap(
    "Mirror Force", jp="聖なるバリア －ミラーフォース－", passcode="44095762",
    trap_type="normal",
    text="When an opponent's monster declares an attack: destroy every Attack Position "
         "monster your opponent controls.",
    condition=opponents_monster_declares_an_attack,
    effect=[DestroyOpponentsAttackPositionMonsters()])

SAKURETSU_ARMOR = trap(
    "Sakuretsu Armor", jp="炸裂装甲", passcode="56120475", trap_type="normal",
    text="When an opponent's monster declares an attack: target that attacking monster; "
         "destroy it.",
    condition=opponents_monster_declares_an_attack,
    targets=[TargetSpec("the attacking monster", _the_attacking_monster,
                        zones=("monster_zone", "extra_monster_zone"))],
    effect=[DestroyTarget()])

RUSH_RECKLESSLY = YgoCard(
    # A Quick-Play Spell that changes ATK: it may be activated in the Damage Step too.
    name="Rush Recklessly", jp="突進", passcode="70046172", kind="spell", spell_type="quick",
    abilities=(Effect("Target 1 face-up monster on the field; it gains 700 ATK until the "
                      "end of this turn.",
                      zones=("hand", "spell_trap_zone"), card=True, spell_speed=2,
                      damage_step=True, targets=(face_up_monster(),),
                      effect=(GainUntilEndOfTurn(atk=700),)),))

@dataclass(frozen=True)
class DamageEqualToDestroyedATK(Action):
    """"Inflict damage to your opponent equal to the ATK of the destroyed monster in the
    GY" (the monster the trigger saw sent there: its ATK as a card in the GY, printed)."""

    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        event = ctx.event
        if event is None or event.obj is None:
            return
        amount = getattr(state.objects[event.obj].card, "atk", 0)
        if amount > 0:
            state.emit(Event("damage", player=1 - ctx.controller, source=ctx.source,
                             amount=amount, reason="effect", cause="effect", rule=R_EFFECT))

    @property
    def text(self) -> str:
        return "inflict damage to your opponent equal to the destroyed monster's ATK"


ELEMENTAL_HERO_FLAME_WINGMAN = fusion_monster(
    # A trigger of the Damage Step: it is activated at the end of the Damage Step, once
    # the monster it destroyed is in the GY. Its summoning condition (the OCG text: "this
    # card can only be Special Summoned by Fusion Summon"): no effect revives it
    # (inherent.why_not_special_summon). Its materials are in cards/fusion.py.
    # Passcode, names, materials and its Fusion-only summoning condition checked against
    # ProjectIgnis's script (c35809262); Level, Attribute, Type and ATK/DEF against a
    # card table.
    "Elemental HERO Flame Wingman", jp="E・HERO フレイム・ウィングマン", passcode="35809262",
    level=6, attribute="WIND", race="Warrior", atk=2100, defense=1200,
    materials=[named("Elemental HERO Avian"), named("Elemental HERO Burstinatrix")],
    condition=FUSION_ONLY,
    abilities=[
        Triggered("When this card destroys a monster by battle and sends it to the GY: "
                  "inflict damage to your opponent equal to the ATK that monster has in the "
                  "GY.", on=DESTROYS_BY_BATTLE, effect=(DamageEqualToDestroyedATK(),)),
    ])

def _opponents_monster_attacks(state: GameState, ctx: Ctx) -> bool:
    now = attacking(state)
    return now is not None and state.objects[now].controller != ctx.controller


@dataclass(frozen=True)
class NoBattleDamageThisBattle(Action):
    """"You take no battle damage from that battle" (the battle under way)."""

    declares = ("prevent_damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        d = draw_state(state)
        if ctx.controller not in d.spared:
            state.data = d.replace(spared=(*d.spared, ctx.controller))
            state.version += 1
        state.log_rule(R_EFFECT, "{} will take no battle damage from this battle",
                       state.players[ctx.controller].name)

    @property
    def text(self) -> str:
        return "you take no battle damage from that battle"


KURIBOH = effect_monster(
    # Activated only in the window during damage calculation (battle.DamageStep).
    # Passcode and names checked against ProjectIgnis's script (c40640057).
    "Kuriboh", jp="クリボー", passcode="40640057", level=1, attribute="DARK", race="Fiend",
    atk=300, defense=200,
    abilities=[
        Effect("During damage calculation, if your opponent's monster attacks (Quick "
               "Effect): you can discard this card; you take no battle damage from that "
               "battle.",
               zones=("hand",), damage_calculation=True, cost=(DiscardThis(),),
               condition=_opponents_monster_attacks, effect=(NoBattleDamageThisBattle(),)),
    ])

def _monster_on_the_field(state: GameState, ctx: Ctx, oid: int) -> bool:
    return True  # any monster in a Monster Zone, face-up or face-down, either player's


COMPULSORY_EVACUATION_DEVICE = trap(
    # A Normal Trap with no activation timing of its own (a free chain). Passcode,
    # Japanese name and text: the OCG card's (ygo-sem.cn's and yugioh-wiki's pages, read
    # through the search tool). Here as the effect that returns a monster to the hand:
    # Stargazer Magician answers it, Call of the Haunted's bond ends with it.
    "Compulsory Evacuation Device", jp="強制脱出装置", passcode="94192409",
    trap_type="normal",
    text="Target 1 monster on the field; return it to its owner's hand.",
    targets=[TargetSpec("1 monster on the field", _monster_on_the_field,
                        zones=("monster_zone", "extra_monster_zone"))],
    effect=[ReturnTargetToHand()])

ALL = (MIRROR_FORCE, SAKURETSU_ARMOR, RUSH_RECKLESSLY, ELEMENTAL_HERO_FLAME_WINGMAN, KURIBOH,
       COMPULSORY_EVACUATION_DEVICE)
