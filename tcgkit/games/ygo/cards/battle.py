"""Cards of the Battle Phase: two Normal Traps activated when an opponent's monster
declares an attack (Mirror Force, Sakuretsu Armor), and a Quick-Play Spell that changes
ATK, so that it may be activated in the Damage Step (Rush Recklessly). Texts are our
paraphrases. The passcodes and Japanese names are given from the card databases as we
know them; they could not be re-checked through the search tool this session
(UNCONFIRMED)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.events import DESTROY
from ..battle import ATTACK_WINDOW, attacking
from ..card import ATTACK, YgoCard
from ..chain import Effect, draw_state
from ..spells import GainUntilEndOfTurn
from ..vocab import R_EFFECT, DestroyTarget, TargetSpec, face_up_monster, trap
from ..zones import GRAVEYARD, monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState
    from ..typed import objects

def opponents_monster_declares_an_attack(state: GameState, ctx: Ctx) -> bool:
    """"When an opponent's monster declares an attack": the window right after the
    declaration (before the Damage Step), in the opponent's Battle Phase."""
    if draw_state(state).window != ATTACK_WINDOW:
        return False
    now = attacking(state)
    return now is not None and state.objects[now].controller != ctx.controller


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

ALL = (MIRROR_FORCE, SAKURETSU_ARMOR, RUSH_RECKLESSLY)
