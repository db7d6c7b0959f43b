"""Modal spells (CR 700.2): "Choose one —" cards, each mode a spell ability of its own."""

from __future__ import annotations

from ....core.abilities import SpellEffect
from ..card import MtgCard
from ..modes import TARGET_NONLAND_PERMANENT_MV_1, GainControlOfTarget, Modal
from ..vocab import TARGET_PLAYER, TARGET_SPELL, CounterTargetSpell, TargetPlayerDraws

ARCHMAGES_CHARM = MtgCard(
    name="Archmage's Charm", cost="{U}{U}{U}", type_line="Instant",
    abilities=(
        Modal("Choose one —", choose=1),
        SpellEffect("Counter target spell.", targets=(TARGET_SPELL,),
                    effect=(CounterTargetSpell(),)),
        SpellEffect("Target player draws two cards.", targets=(TARGET_PLAYER,),
                    effect=(TargetPlayerDraws(2),)),
        SpellEffect("Gain control of target nonland permanent with mana value 1 or less.",
                    targets=(TARGET_NONLAND_PERMANENT_MV_1,), effect=(GainControlOfTarget(),)),
    ))
"""Modern Horizons (cards.md B.1): {U}{U}{U} instant, "Choose one —": counter target
spell; or target player draws two cards; or gain control of target nonland permanent with
mana value 1 or less (a control change with no duration, :class:`.modes.GainControlOfTarget`)."""

ALL = (ARCHMAGES_CHARM,)
