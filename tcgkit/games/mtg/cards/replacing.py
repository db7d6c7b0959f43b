"""Cards for what happens when part of an effect is replaced or cannot be done: a
self-replacement effect (CR 614.15), a prevention shield (CR 615.7), a redirection
(CR 614.9) and a spell with two targets (CR 608.2b). Texts are our paraphrases."""

from __future__ import annotations

from ....core.abilities import SpellEffect
from ..card import MtgCard
from ..modes import Modal
from ..replacing import (
    ANOTHER_TARGET,
    DAMAGE_TO_YOU_WHILE_ENCHANTING,
    AtTarget,
    PreventNext,
    RedirectToEnchanted,
    SelfReplacement,
    TargetPlayerGainsLife,
    metalcraft,
    shield,
)
from ..vocab import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_PLAYER,
    DealDamage,
    Replacement,
    aura,
    instant,
    sorcery,
)

GALVANIC_BLAST = instant(
    "Galvanic Blast", cost="{R}",
    text="Galvanic Blast deals 2 damage to any target. Metalcraft — It deals 4 damage "
         "instead if you control three or more artifacts.",
    targets=[ANY_TARGET],
    effect=[SelfReplacement(DealDamage(2), DealDamage(4), metalcraft,
                            "its controller controls three or more artifacts (metalcraft)")])
"""Scars of Mirrodin: {R} instant. Its metalcraft clause replaces part of its own effect:
a self-replacement effect, applied before any other replacement effect (CR 614.15)."""

ARC_TRAIL = sorcery(
    "Arc Trail", cost="{1}{R}",
    text="Arc Trail deals 2 damage to any target and 1 damage to another target.",
    targets=[ANY_TARGET, ANOTHER_TARGET],
    effect=[AtTarget(DealDamage(2, target=0), 0), AtTarget(DealDamage(1, target=1), 1)])
"""Scars of Mirrodin: {1}{R} sorcery with two targets: if one of them is illegal as it
resolves, it still deals its damage to the other (CR 608.2b)."""

HEALING_SALVE = MtgCard(
    name="Healing Salve", cost="{W}", type_line="Instant",
    abilities=(
        Modal("Choose one —", choose=1),
        SpellEffect("Target player gains 3 life.", targets=(TARGET_PLAYER,),
                    effect=(TargetPlayerGainsLife(3),)),
        SpellEffect("Prevent the next 3 damage that would be dealt to any target this turn.",
                    targets=(ANY_TARGET,), effect=(PreventNext(3, ability=3),)),
        shield("Prevent the next 3 damage that would be dealt to the chosen target this "
               "turn."),
    ))
"""Alpha: {W} instant, "Choose one —": target player gains 3 life; or prevent the next 3
damage that would be dealt to any target this turn (a shield, CR 615.7)."""

PARIAH = aura(
    "Pariah", cost="{2}{W}", enchant=TARGET_CREATURE,
    abilities=[Replacement("All damage that would be dealt to you is dealt to enchanted "
                           "creature instead.", would=DAMAGE_TO_YOU_WHILE_ENCHANTING,
                           instead=(RedirectToEnchanted(),), rule="CR 614.9")])
"""Alpha: {2}{W} Aura, enchant creature: damage to its controller is redirected to the
enchanted creature (a redirection effect, CR 614.9)."""

ALL: tuple[MtgCard, ...] = (GALVANIC_BLAST, ARC_TRAIL, HEALING_SALVE, PARIAH)
