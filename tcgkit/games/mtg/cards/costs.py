"""Cards whose casting asks more than a mana cost: X (CR 107.3a), hybrid mana (CR
107.4e: Swans of Bryn Argoll, in draw.py) and additional costs (CR 601.2f, 601.2h); and a
proliferate spell (CR 701.34a). Texts are our paraphrases."""

from __future__ import annotations

from ..costs import DealXDamage, discard_as_cost, sacrifice_as_cost
from ..proliferate import Proliferate
from ..vocab import (
    ANY_TARGET,
    TARGET_CREATURE,
    DestroyTarget,
    Draw,
    TargetGetsItsManaValue,
    instant,
    sorcery,
)

BLAZE = sorcery(
    "Blaze", cost="{X}{R}",
    text="Blaze deals X damage to any target.",
    effect=[DealXDamage()], targets=[ANY_TARGET])

BONE_SPLINTERS = sorcery(
    "Bone Splinters", cost="{B}",
    text="As an additional cost to cast this spell, sacrifice a creature. Destroy target "
         "creature.",
    effect=[DestroyTarget()], targets=[TARGET_CREATURE],
    abilities=[sacrifice_as_cost("As an additional cost to cast this spell, sacrifice a "
                                 "creature.")])

THRILL_OF_POSSIBILITY = instant(
    "Thrill of Possibility", cost="{1}{R}",
    text="As an additional cost to cast this spell, discard a card. Draw two cards.",
    effect=[Draw(2)],
    abilities=[discard_as_cost("As an additional cost to cast this spell, discard a card.")])

MAGMATIC_INSIGHT = sorcery(
    "Magmatic Insight", cost="{R}",
    text="As an additional cost to cast this spell, discard a land card. Draw two cards.",
    effect=[Draw(2)],
    abilities=[discard_as_cost("As an additional cost to cast this spell, discard a land "
                               "card.", card_type="Land", what="a land card")])

STEADY_PROGRESS = instant(
    "Steady Progress", cost="{2}{U}",
    text="Proliferate. Draw a card.",
    effect=[Proliferate(), Draw(1)])

SURGE_OF_STRENGTH = instant(
    "Surge of Strength", cost="{R}{G}",
    text="As an additional cost to cast this spell, discard a red or green card. Target "
         "creature gains trample and gets +X/+0 until end of turn, where X is that "
         "creature's mana value.",
    targets=[TARGET_CREATURE], effect=[TargetGetsItsManaValue("Trample")],
    abilities=[discard_as_cost("As an additional cost to cast this spell, discard a red or "
                               "green card.", color="RG", what="a red or green card")])
"""Alliances. Its cost names colors: a card drawn face down while it is cast has none and
cannot pay it (CR 121.8)."""

ALL = (BLAZE, BONE_SPLINTERS, THRILL_OF_POSSIBILITY, MAGMATIC_INSIGHT, STEADY_PROGRESS,
       SURGE_OF_STRENGTH)
