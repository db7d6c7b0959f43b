"""Cards with abilities: a Shield Trigger spell and a creature whose own "when this
creature is destroyed" triggers. Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import (
    DESTROYED,
    SHIELD_TRIGGER,
    DestroyOne,
    DiscardAtRandom,
    Triggered,
    creature,
    spell,
)

TERROR_PIT = spell(
    "Terror Pit", jp="デーモン・ハンド", civilization="darkness", cost=6,
    text="Destroy one of your opponent's creatures.", effect=[DestroyOne()],
    abilities=SHIELD_TRIGGER)

PROPELLER_MUTANT = creature(
    "Propeller Mutant", jp="プロペラ・ミュータント", civilization="darkness", cost=2,
    power=1000, race="Hedrian",
    abilities=[
        Triggered("When this creature is destroyed, your opponent discards a card at random "
                  "from their hand.", on=DESTROYED, effect=(DiscardAtRandom(1),)),
    ])

ALL = (TERROR_PIT, PROPELLER_MUTANT)
