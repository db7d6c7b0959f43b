"""Real Pendulum Monsters, with their OCG names, passcodes and Pendulum Scales, their
Pendulum Effects (read from the ProjectIgnis scripts c94415058 and c20409757; our own
words) and their monster effects (the OCG texts as yugioh-wiki gives them, read through
the search tool): Stargazer Magician's trigger when a Pendulum Monster of its
controller's is returned to the hand by the opponent's effect (``returns.py``), and
Timegazer Magician's "once per turn, the cards in your Pendulum Zones cannot be
destroyed by your opponent's effects" (``protection.py``). UNCONFIRMED: Stargazer's
"only 1 Pendulum Monster" is not checked (no card in tcgkit returns two at once), and
"a Pendulum Monster you control" is read as one in a Monster Zone."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ....core.abilities import Replacement
from ..battle import attacking
from ..pendulum import ScaleActivationCondition, ScaleBecomes, is_pendulum
from ..protection import (
    NotDestroyed,
    first_this_turn,
    your_pendulum_zone_card_destroyed_by_opponents_effect,
)
from ..returns import YOUR_PENDULUM_RETURNED_BY_OPPONENT, SpecialSummonThatNameFromHand
from ..vocab import (
    ACTIVATE,
    OPPONENT,
    Limit,
    Pattern,
    Prohibition,
    Triggered,
    pendulum_monster,
)
from ..zones import monsters

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.events import Event
    from ....core.state import GameState
    from ..card import YgoCard


def _magician_or_odd_eyes(card: YgoCard) -> bool:
    # The 「魔術師」 and 「オッドアイズ」 archetypes, recognised by name.
    return "Magician" in card.name or "Odd-Eyes" in card.name


def _your_pendulum_battles(state: GameState, ctx: Ctx) -> bool:
    """A Pendulum Monster of this card's controller is the attacker or the attacked
    monster, from the attack declaration to the end of the Damage Step."""
    attacker = attacking(state)
    if attacker is None:
        return False
    ev = state.history.last("attack")
    fighters = [attacker] + ([ev.target] if ev is not None and ev.target is not None
                             and ev.target >= 0 else [])
    objs = state.objects
    return any(is_pendulum(objs[m].card) and objs[m].controller == ctx.controller
               and not objs[m].face_down for m in fighters)


def _card_activation_of(kind: str) -> Callable[[GameState, Event, Ctx], bool]:
    """"<kind> Cards" are activated (a card's activation, not an effect's) while a
    Pendulum Monster of this card's controller battles."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.reason == "card" and event.obj is not None \
            and getattr(state.objects[event.obj].card, "kind", "") == kind \
            and _your_pendulum_battles(state, ctx)
    return where


def _no_monsters(state: GameState, player: int) -> bool:
    return not monsters(state, player)


STARGAZER_MAGICIAN = pendulum_monster(
    "Stargazer Magician", jp="星読みの魔術師", passcode="94415058", level=5, scale=1,
    attribute="DARK", race="Spellcaster", atk=1200, defense=2400,
    abilities=[
        Prohibition("Pendulum Effect: If a Pendulum Monster you control battles, your "
                    "opponent cannot activate Spell Cards until the end of the Damage Step.",
                    zones=("spell_trap_zone",),
                    forbids=Pattern(ACTIVATE, player=OPPONENT,
                                    where=_card_activation_of("spell"))),
        Triggered("Monster effect: Once per turn, when a Pendulum Monster you control is "
                  "returned to your hand by your opponent's effect: You can Special Summon "
                  "1 monster with that name from your hand.",
                  zones=("monster_zone", "extra_monster_zone"),
                  on=YOUR_PENDULUM_RETURNED_BY_OPPONENT, optional=True,
                  may_miss_timing=True, limit=Limit(spent="activation"),
                  effect=(SpecialSummonThatNameFromHand(),)),
        ScaleBecomes("Pendulum Effect: If there is no \"Magician\" or \"Odd-Eyes\" card in "
                     "your other Pendulum Zone, this card's Pendulum Scale becomes 4.",
                     value=4, kin=_magician_or_odd_eyes),
    ])

TIMEGAZER_MAGICIAN = pendulum_monster(
    "Timegazer Magician", jp="時読みの魔術師", passcode="20409757", level=3, scale=8,
    attribute="DARK", race="Spellcaster", atk=1200, defense=600,
    abilities=[
        ScaleActivationCondition("You can activate this card only if you control no "
                                 "monsters.", test=_no_monsters),
        Replacement("Monster effect: While this card is in the Monster Zone, once per "
                    "turn, the cards in your Pendulum Zones cannot be destroyed by your "
                    "opponent's effects.",
                    zones=("monster_zone", "extra_monster_zone"),
                    would=Pattern("move",
                                  where=your_pendulum_zone_card_destroyed_by_opponents_effect),
                    condition=first_this_turn, instead=(NotDestroyed(),)),
        Prohibition("Pendulum Effect: If a Pendulum Monster you control battles, your "
                    "opponent cannot activate Trap Cards until the end of the Damage Step.",
                    zones=("spell_trap_zone",),
                    forbids=Pattern(ACTIVATE, player=OPPONENT,
                                    where=_card_activation_of("trap"))),
        ScaleBecomes("Pendulum Effect: If there is no \"Magician\" or \"Odd-Eyes\" card in "
                     "your other Pendulum Zone, this card's Pendulum Scale becomes 4.",
                     value=4, kin=_magician_or_odd_eyes),
    ])

ALL = (STARGAZER_MAGICIAN, TIMEGAZER_MAGICIAN)
"""Every Pendulum Monster tcgkit knows."""
