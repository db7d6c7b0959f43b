"""Cards of the usage rules: a Trap that skips its controller's next Draw Phases
(Reckless Greed), a Spell limited to 1 activation of its name per turn (Pot of Desires),
and two monsters whose optional "if ... you can" triggers fetch each other (Black Dragon
Collapserpent, White Dragon Wyverburster: simultaneous triggers form a chain in SEGOC
order), and a hand trap negating effects that use the GY (Ghost Belle & Haunted Mansion,
for the Skull Flame FAQ answer of seed 000). Texts are our paraphrases; what a definition
leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.limits import UNLESS_NEGATED
from ....core.steps import Step
from ..card import SPECIAL_ONLY, YgoCard
from ..chain import R_EFFECT
from ..skips import SkipYourNextDrawPhases
from ..vocab import (
    SENT_FROM_FIELD_TO_GY,
    AddFromGY,
    AddTargetToHand,
    DiscardThis,
    Draw,
    Effect,
    Limit,
    Negate,
    SearchFor,
    Triggered,
    card_spell,
    declares,
    effect_monster,
    trap,
)
from ..zones import BANISHED, DECK

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.pending import PendingItem
    from ....core.state import GameState

R_ONE_ACTIVATION = "YGO rule: only 1 activation of a card name per turn"


class _TurnBanishedFaceDown(Step):
    """The cards just banished are face-down (once they are there: entering a zone makes
    a new object)."""

    __slots__ = ("objs",)

    def __init__(self, objs: tuple[int, ...]) -> None:
        self.objs = objs

    def run(self, state: GameState) -> None:
        for oid in self.objs:
            if state.objects[oid].zone in BANISHED:
                state.mut(oid).face_down = True


@dataclass(frozen=True)
class BanishTopOfDeckFaceDown(Action):
    """Cost: "banish the top <count> cards of your Deck, face-down". ``then_draw``: the
    effect draws that many afterwards, so the Deck must hold them too for the card to be
    activated at all."""

    count: int = 10
    then_draw: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        top = tuple(state.zones[DECK[p]][-self.count:])
        state.log_rule(R_EFFECT, "{} banishes the top {} cards of their Deck face-down as a "
                       "cost", state.players[p].name, len(top))
        for oid in reversed(top):
            state.move(oid, BANISHED[state.objects[oid].owner], player=p, source=ctx.source,
                       reason="banish", cause="cost")
        state.push(_TurnBanishedFaceDown(top))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return len(state.zones[DECK[ctx.controller]]) >= self.count + self.then_draw

    @property
    def text(self) -> str:
        return f"banish the top {self.count} cards of your Deck, face-down"


RECKLESS_GREED = trap(
    # UNCONFIRMED: the passcode and the Japanese name (recalled; the effect, "draw 2
    # cards, then skip your next 2 Draw Phases", was checked against a simulator's
    # script).
    "Reckless Greed", jp="無謀な欲張り", passcode="37576645", trap_type="normal",
    text="You draw 2 cards; your next 2 Draw Phases are then skipped.",
    effect=[Draw(2), SkipYourNextDrawPhases(2)])

POT_OF_DESIRES = card_spell(
    # "Activate 1 per turn" counts activations: a negated activation is none, and another
    # copy may then be activated (the limit is spent UNLESS_NEGATED; compare a hard "you
    # can only use this effect once per turn", spent even when negated).
    "Pot of Desires", jp="強欲で貪欲な壺", passcode="35261759", spell_type="normal",
    text="As the cost, the top 10 cards of your Deck are banished face-down; you draw 2 "
         "cards. Only 1 \"Pot of Desires\" of yours can be activated each turn.",
    cost=(BanishTopOfDeckFaceDown(10, then_draw=2),), effect=(Draw(2),),
    limit=Limit(shared="name", spent=UNLESS_NEGATED, rule=R_ONE_ACTIVATION))

_COLLAPSERPENT = "Black Dragon Collapserpent"
_WYVERBURSTER = "White Dragon Wyverburster"


def _named(name: str) -> SearchFor:
    return SearchFor(f"\"{name}\"", lambda card: card.name == name)


BLACK_DRAGON_COLLAPSERPENT = YgoCard(
    # Left out: its own Special Summon procedure (from the hand, by banishing 1 LIGHT
    # monster from your GY, once per turn), which needs a procedure with a cost: here it
    # cannot be Normal Summoned and has no way of its own to be Special Summoned.
    # UNCONFIRMED: the passcode (recalled).
    name=_COLLAPSERPENT, jp="暗黒竜 コラプサーペント", passcode="61901281", level=4,
    attribute="DARK", race="Dragon", atk=1800, defense=1700, summoning_condition=SPECIAL_ONLY,
    abilities=(
        Triggered("If this card is sent from the field to the GY: you can add 1 \"White "
                  "Dragon Wyverburster\" from your Deck to your hand. You can only use this "
                  "effect of \"Black Dragon Collapserpent\" once per turn.",
                  on=SENT_FROM_FIELD_TO_GY, optional=True,
                  limit=Limit(shared="name", spent="trigger"),
                  effect=(_named(_WYVERBURSTER),)),
    ))

WHITE_DRAGON_WYVERBURSTER = YgoCard(
    # Left out: its own Special Summon procedure (from the hand, by banishing 1 DARK
    # monster from your GY, once per turn), as for Collapserpent.
    # UNCONFIRMED: the passcode (recalled).
    name=_WYVERBURSTER, jp="輝白竜 ワイバースター", passcode="99234526", level=4,
    attribute="LIGHT", race="Dragon", atk=1700, defense=1800, summoning_condition=SPECIAL_ONLY,
    abilities=(
        Triggered("If this card is sent from the field to the GY: you can add 1 \"Black "
                  "Dragon Collapserpent\" from your Deck to your hand. You can only use this "
                  "effect of \"White Dragon Wyverburster\" once per turn.",
                  on=SENT_FROM_FIELD_TO_GY, optional=True,
                  limit=Limit(shared="name", spent="trigger"),
                  effect=(_named(_COLLAPSERPENT),)),
    ))


def _uses_the_gy(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    # "Adding a card from the GY to the hand": the vocabulary's GY-to-hand instructions
    # (a targeted card added from the GY, a card chosen there) do not declare it, so they
    # are recognised by kind; "special_summon_from_gy" and "banish_from_gy" are declared
    # names other instructions may use.
    if link.ability is None:
        return False
    effect = getattr(state.ability(link.ability), "effect", ())
    return any(isinstance(a, (AddTargetToHand, AddFromGY)) for a in effect) \
        or declares(state, link, "add_from_gy", "special_summon_from_gy", "banish_from_gy")


GHOST_BELLE_AND_HAUNTED_MANSION = effect_monster(
    # Left out: the other things it negates ("adding a card from the GY to the Deck or
    # Extra Deck"). UNCONFIRMED: the passcode (recalled).
    "Ghost Belle & Haunted Mansion", jp="屋敷わらし", passcode="73642296", level=3,
    attribute="EARTH", race="Zombie", atk=0, defense=1800, tuner=True,
    abilities=[
        Effect("You can only use this effect of Ghost Belle & Haunted Mansion once per turn. "
               "When a card or effect is activated that includes adding a card from the GY "
               "to the hand, Special Summoning from the GY, or banishing a card from the GY "
               "(Quick Effect): you can discard this card; negate that effect.",
               zones=("hand",), limit=Limit(shared="name", spent="activation"),
               cost=(DiscardThis(),), responds_to=_uses_the_gy, effect=(Negate("effect"),)),
    ])

ALL = (GHOST_BELLE_AND_HAUNTED_MANSION, RECKLESS_GREED, POT_OF_DESIRES,
       BLACK_DRAGON_COLLAPSERPENT, WHITE_DRAGON_WYVERBURSTER)
