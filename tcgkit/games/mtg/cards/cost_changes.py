"""Cards that change what spells cost (CR 601.2f): a tax on noncreature spells, reducers
of every spell and of spells of two colors, and a spell whose additional cost may
sacrifice the reducer itself (the total cost is locked in before it is paid). Texts are
our paraphrases."""

from __future__ import annotations

from ..costs import (
    any_spell,
    noncreature_spell,
    sacrifice_as_cost,
    spells_cost,
    your_spells_of_colors,
)
from ..vocab import ANY_TARGET, DEFENDER, FIRST_STRIKE, DealDamage, artifact, creature, instant

THALIA_GUARDIAN_OF_THRABEN = creature(
    "Thalia, Guardian of Thraben", cost="{1}{W}",
    types="Legendary Creature — Human Soldier", pt=(2, 1),
    abilities=[
        FIRST_STRIKE,
        spells_cost("Noncreature spells cost {1} more to cast.", 1, noncreature_spell),
    ])
"""Dark Ascension. Her tax reaches every player's noncreature spells, her controller's
too."""

HELM_OF_AWAKENING = artifact(
    "Helm of Awakening", cost="{2}",
    abilities=[spells_cost("Spells cost {1} less to cast.", -1, any_spell)])
"""Visions. Its reduction takes generic mana only, never below {0} (its rulings; CR
601.2f)."""

SUNSCAPE_FAMILIAR = creature(
    "Sunscape Familiar", cost="{1}{W}", types="Creature — Wall", pt=(0, 3),
    abilities=[
        DEFENDER,
        spells_cost("Green spells and blue spells you cast cost {1} less to cast.", -1,
                    your_spells_of_colors("GU")),
    ])
"""Planeshift. A spell both green and blue costs {1} less, not {2} (its rulings)."""

SHRAPNEL_BLAST = instant(
    "Shrapnel Blast", cost="{1}{R}",
    text="As an additional cost to cast this spell, sacrifice an artifact. Shrapnel Blast "
         "deals 5 damage to any target.",
    targets=[ANY_TARGET], effect=[DealDamage(5)],
    abilities=[sacrifice_as_cost("As an additional cost to cast this spell, sacrifice an "
                                 "artifact.", card_type="Artifact", what="an artifact")])
"""Mirrodin. Sacrificing Helm of Awakening to it still gets Helm's reduction: the total
cost was locked in before the costs were paid (CR 601.2f, Helm's rulings)."""

ALL = (THALIA_GUARDIAN_OF_THRABEN, HELM_OF_AWAKENING, SUNSCAPE_FAMILIAR, SHRAPNEL_BLAST)
