"""Spells and Traps that stay on the field: Field Spells that change ATK/DEF by Type, Equip
Spells, a Continuous Trap that stops attacks, and Book of Moon (a Quick-Play Spell that
turns a monster face-down, so that its Equip Cards are destroyed). Texts are our
paraphrases; the passcodes and stats were checked against public card databases."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..vocab import (
    SENT_FROM_FIELD_TO_GY,
    ChangeToFaceDownDefense,
    PutThisOnTopOfDeck,
    StatModifier,
    TributeOne,
    Triggered,
    cannot_attack,
    equip_spell,
    face_up_monster,
    field_spell,
    of_type,
    quick_play_spell,
    the_equipped_monster,
    trap,
)

if TYPE_CHECKING:
    from ....core.state import GameState
    from ..card import YgoCard


def _warrior(card: YgoCard) -> bool:
    return card.kind == "monster" and card.race == "Warrior"


def _level_4_or_higher(state: GameState, oid: int) -> bool:
    # Xyz and Link Monsters have no Level: they are not Level 4 or higher.
    return getattr(state.objects[oid].card, "level", 0) >= 4


# ---------------------------------------------------------------------- Field Spells

YAMI = field_spell(
    "Yami", jp="闇", passcode="59197169",
    abilities=[
        StatModifier("All face-up Fiend and Spellcaster monsters on the field gain 200 ATK "
                     "and DEF.", affects=of_type("Fiend", "Spellcaster"), atk=200,
                     defense=200),
        StatModifier("All face-up Fairy monsters on the field lose 200 ATK and DEF.",
                     affects=of_type("Fairy"), atk=-200, defense=-200),
    ])

SOGEN = field_spell(
    "Sogen", jp="草原", passcode="86318356",
    abilities=[
        StatModifier("All Warrior and Beast-Warrior monsters on the field gain 200 ATK and "
                     "DEF.", affects=of_type("Warrior", "Beast-Warrior"), atk=200,
                     defense=200),
    ])

# ---------------------------------------------------------------------- Equip Spells

AXE_OF_DESPAIR = equip_spell(
    # Its second effect is an optional trigger worded "when ... you can": activated (or
    # not) as the chain is built, its Tribute paid then; it misses the timing when
    # being sent to the GY was not the last thing to happen.
    "Axe of Despair", jp="デーモンの斧", passcode="40619825", equip=face_up_monster(),
    abilities=[
        StatModifier("The equipped monster gains 1000 ATK.", affects=the_equipped_monster,
                     atk=1000),
        Triggered("When this card is sent from the field to the GY: you can Tribute 1 "
                  "monster; place this card on top of your Deck.",
                  on=SENT_FROM_FIELD_TO_GY, optional=True, may_miss_timing=True,
                  cost=(TributeOne(),), effect=(PutThisOnTopOfDeck(),)),
    ])

LEGENDARY_SWORD = equip_spell(
    "Legendary Sword", jp="伝説の剣", passcode="61854111",
    equip=face_up_monster(_warrior, "1 face-up Warrior monster on the field"),
    abilities=[
        StatModifier("Equip only to a Warrior monster. It gains 300 ATK and DEF.",
                     affects=the_equipped_monster, atk=300, defense=300),
    ])

# ---------------------------------------------------------------------- Traps, Quick-Play

GRAVITY_BIND = trap(
    "Gravity Bind", jp="グラヴィティ・バインド－超重力の網－", passcode="85742772",
    trap_type="continuous", text="Activate this card.", effect=[],
    abilities=[cannot_attack("Level 4 or higher monsters cannot attack.", _level_4_or_higher)])

BOOK_OF_MOON = quick_play_spell(
    "Book of Moon", jp="月の書", passcode="14087893",
    text="Target 1 face-up monster on the field; change that target to face-down Defense "
         "Position.",
    targets=[face_up_monster()], effect=[ChangeToFaceDownDefense()])

ALL = (YAMI, SOGEN, AXE_OF_DESPAIR, LEGENDARY_SWORD, GRAVITY_BIND, BOOK_OF_MOON)
