"""Cards that deal damage (CR 120): targets chosen as they are cast or put on the stack,
checked again as they resolve. Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import (
    ANY_TARGET,
    DIES,
    YOU,
    DealDamage,
    Pattern,
    Prohibition,
    Triggered,
    creature,
    instant,
)

SHOCK = instant(
    "Shock", jp="ショック", cost="{R}",
    text="Shock deals 2 damage to any target.",
    targets=[ANY_TARGET], effect=[DealDamage(2)])

PERILOUS_MYR = creature(
    "Perilous Myr", jp="危険なマイア", cost="{2}", types="Artifact Creature — Phyrexian Myr",
    pt=(1, 1),
    abilities=[
        Triggered("When Perilous Myr dies, it deals 2 damage to any target.",
                  on=DIES, targets=(ANY_TARGET,), effect=(DealDamage(2),)),
    ])

PLATINUM_EMPERION = creature(
    "Platinum Emperion", jp="白金の帝像", cost="{8}", types="Artifact Creature — Golem",
    pt=(8, 8),
    abilities=[
        Prohibition("Your life total can't change. (You can't gain or lose life. Damage "
                    "dealt to you doesn't make you lose life.)",
                    forbids=Pattern("life", player=YOU)),
    ])

ALL = (SHOCK, PERILOUS_MYR, PLATINUM_EMPERION)
