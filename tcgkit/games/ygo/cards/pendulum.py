"""Real Pendulum Monsters, with their OCG names, passcodes and Pendulum Scales, and their
Pendulum Effects (read from the ProjectIgnis scripts c94415058 and c20409757; our own
words). Left out: their monster effects (Stargazer Magician's "once per turn, when a
Pendulum Monster you control is returned to your hand by your opponent's effect, you can
Special Summon it from your hand", Timegazer Magician's "once per turn, the cards in your
Pendulum Zones cannot be destroyed by your opponent's card effects"): tcgkit has no card
that returns a monster to the hand, and no "once per turn cannot be destroyed" yet."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..battle import attacking
from ..pendulum import ScaleActivationCondition, ScaleBecomes, is_pendulum
from ..vocab import ACTIVATE, OPPONENT, Pattern, Prohibition, pendulum_monster
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
