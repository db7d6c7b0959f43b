"""Cards of the usage rules: a Trap that skips its controller's next Draw Phases
(Reckless Greed), a Spell limited to 1 activation of its name per turn (Pot of Desires),
and two monsters whose optional "if ... you can" triggers fetch each other (Black Dragon
Collapserpent, White Dragon Wyverburster: simultaneous triggers form a chain in SEGOC
order; each is Special Summoned from the hand by its own procedure, banishing 1 monster
of the other's Attribute from the GY, once per turn by name), and a hand trap negating
effects that use the GY (Ghost Belle & Haunted Mansion, for the Skull Flame FAQ answer of
seed 000). Texts are our paraphrases; what a definition
leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.abilities import Action, TargetSpec, declared
from ....core.limits import UNLESS_NEGATED
from ....core.steps import Step
from ..card import SPECIAL_ONLY, YgoCard
from ..chain import R_EFFECT, part_ref
from ..inherent import R_PROCEDURE, BanishProcedure
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
    ShuffleAllTargetsIntoDeckThenDraw,
    SwapDeckAndGY,
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
    # Passcode and Japanese name checked against ProjectIgnis's script (c37576645), as
    # its effect was: "draw 2 cards, then skip your next 2 Draw Phases".
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


def _light_monster(card: YgoCard) -> bool:
    return card.kind == "monster" and card.attribute == "LIGHT"


def _dark_monster(card: YgoCard) -> bool:
    return card.kind == "monster" and card.attribute == "DARK"


def _banishing_one_from_your_gy(what: str, test: Callable[[YgoCard], bool]) -> BanishProcedure:
    # "You can only Special Summon <name> this way once per turn": counted for the copies
    # of the name (the card's own name, as its limit says nothing else), and spent as the
    # Summon is attempted. UNCONFIRMED: that a Summon negated by Solemn Judgment still
    # spends it (read as "Special Summoning it this way" being the attempt).
    return BanishProcedure(text=f"banish 1 {what} from your GY", count=1, what=what,
                           test=test, from_hand=False,
                           limit=Limit(shared="name", spent="activation", rule=R_PROCEDURE))


BLACK_DRAGON_COLLAPSERPENT = YgoCard(
    # Passcode and names checked against ProjectIgnis's script (c61901281).
    name=_COLLAPSERPENT, jp="暗黒竜 コラプサーペント", passcode="61901281", level=4,
    attribute="DARK", race="Dragon", atk=1800, defense=1700, summoning_condition=SPECIAL_ONLY,
    procedure=_banishing_one_from_your_gy("LIGHT monster", _light_monster),
    abilities=(
        Triggered("If this card is sent from the field to the GY: you can add 1 \"White "
                  "Dragon Wyverburster\" from your Deck to your hand. You can only use this "
                  "effect of \"Black Dragon Collapserpent\" once per turn.",
                  on=SENT_FROM_FIELD_TO_GY, optional=True,
                  limit=Limit(shared="name", spent="trigger"),
                  effect=(_named(_WYVERBURSTER),)),
    ))

WHITE_DRAGON_WYVERBURSTER = YgoCard(
    # Passcode and names checked against ProjectIgnis's script (c99234526).
    name=_WYVERBURSTER, jp="輝白竜 ワイバースター", passcode="99234526", level=4,
    attribute="LIGHT", race="Dragon", atk=1700, defense=1800, summoning_condition=SPECIAL_ONLY,
    procedure=_banishing_one_from_your_gy("DARK monster", _dark_monster),
    abilities=(
        Triggered("If this card is sent from the field to the GY: you can add 1 \"Black "
                  "Dragon Collapserpent\" from your Deck to your hand. You can only use this "
                  "effect of \"White Dragon Wyverburster\" once per turn.",
                  on=SENT_FROM_FIELD_TO_GY, optional=True,
                  limit=Limit(shared="name", spent="trigger"),
                  effect=(_named(_COLLAPSERPENT),)),
    ))


_MOVES_FROM_THE_GY = (AddTargetToHand, AddFromGY, ShuffleAllTargetsIntoDeckThenDraw,
                      SwapDeckAndGY)
"""Instructions that take cards out of a GY by their kind: a targeted card or one chosen
there added to the hand, targets shuffled into the Deck (an Extra Deck monster among them
to the Extra Deck), the GY swapped with the Deck (its Extra Deck monsters to the Extra
Deck)."""

_DONE_TO_A_TARGET = frozenset(("special_summon", "banish"))


def _uses_the_gy(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    # The link's chosen effect (a "choose 1 of these effects" card is the effect it chose,
    # Daigusto Emeral's) is read: what the vocabulary's instructions are (above), or what
    # they declare: a Special Summon or a banishment of a target chosen in a GY (Monster
    # Reborn), or the declared names "add_from_gy", "special_summon_from_gy",
    # "banish_from_gy" other instructions may use.
    if link.ability is None:
        return False
    ability = state.ability(part_ref(link))
    effect: tuple[Action, ...] = getattr(ability, "effect", ())
    if any(isinstance(a, _MOVES_FROM_THE_GY) for a in effect):
        return True
    if declares(state, link, "add_from_gy", "special_summon_from_gy", "banish_from_gy"):
        return True
    targets: tuple[TargetSpec, ...] = getattr(ability, "targets", ())
    return any("graveyard" in t.zones for t in targets) \
        and not _DONE_TO_A_TARGET.isdisjoint(declared(effect))


GHOST_BELLE_AND_HAUNTED_MANSION = effect_monster(
    # What it negates is read from the link's instructions (_uses_the_gy): an effect
    # that uses the GY some other way than those is not recognised. Passcode and names
    # checked against ProjectIgnis's script (c73642296). UNCONFIRMED: that it negates
    # Exchange of the Spirit (its GY becomes the Deck: read as "adding cards from the GY
    # to the Deck").
    "Ghost Belle & Haunted Mansion", jp="屋敷わらし", passcode="73642296", level=3,
    attribute="EARTH", race="Zombie", atk=0, defense=1800, tuner=True,
    abilities=[
        Effect("You can only use this effect of Ghost Belle & Haunted Mansion once per turn. "
               "When a card or effect is activated that includes adding a card from the GY "
               "to the hand, Deck and/or Extra Deck, Special Summoning from the GY, or "
               "banishing a card from the GY (Quick Effect): you can discard this card; "
               "negate that effect.",
               zones=("hand",), limit=Limit(shared="name", spent="activation"),
               cost=(DiscardThis(),), responds_to=_uses_the_gy, effect=(Negate("effect"),)),
    ])

ALL = (GHOST_BELLE_AND_HAUNTED_MANSION, RECKLESS_GREED, POT_OF_DESIRES,
       BLACK_DRAGON_COLLAPSERPENT, WHITE_DRAGON_WYVERBURSTER)
