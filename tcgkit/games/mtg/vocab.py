"""The Magic card vocabulary: card constructors, keywords, event patterns, conditions and
actions. Card modules import only this module (and the kernel's ability classes it
re-exports), never the engine's internals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import (
    ANY,
    CREATED,
    OPPONENT,
    YOU,
    Ability,
    Action,
    Activated,
    CostModifier,
    Ctx,
    Keyword,
    Pattern,
    Permission,
    Prohibition,
    Replacement,
    SpellEffect,
    TargetSpec,
    Triggered,
)
from ...core.actions import EACH, Draw, each_player_draws
from ...core.continuous import FLOATING, UNTIL_END_OF_COMBAT, UNTIL_END_OF_TURN, Continuous
from ...core.decision import Decision, Option, one_per_card
from ...core.errors import IllegalAction
from ...core.events import DESTROY, Event
from ...core.pipeline import draws_forbidden, start_floating
from ...core.resolve import NO, YES, targeted, targeted_object, targeted_player
from ...core.steps import Ask, Step
from .auras import ENCHANTED_DEALS_DAMAGE_TO_AN_OPPONENT
from .battles import SIEGE_DEFEAT
from .card import Miracle, MtgCard
from .characteristics import is_creature, watch
from .damage import CountedKeyword, excess, excess_threshold
from .delayed import (
    AT_THE_BEGINNING_OF_THE_NEXT_END_STEP,
    CreateDelayedTrigger,
    ExileTarget,
    ReturnRememberedWithCounter,
)
from .effects import (
    TARGET_ARTIFACT_CREATURE_OR_LAND,
    DiscardThenDrawElseMill,
    EachPlayerReturnsAPermanent,
    ExileThisSpell,
    HandOnBottomThenDrawThatMany,
    RevealTopSplitIntoPiles,
    TakeAnExtraTurn,
    TapTarget,
    TapThis,
    ThatPlayerDraws,
    WinIfLibraryEmpty,
    apnap_order,
    apnap_rule,
    this_is_untapped,
)
from .layers import colors_of
from .loyalty import LoyaltyAbility
from .mana import (
    ManaAbility,
    affordable,
    mana_counts,
    pay_from_pool,
    plan_payment,
    pool_text,
)
from .miracle import CastForMiracleCost, revealed_for_miracle
from .ordering import PutOnBottomInAnyOrder, RevealUntilChosenKindInAnyOrder
from .tokens import Amass, CreateToken, create_token
from .zones import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, STACK

if TYPE_CHECKING:
    from ...core.abilities import Ref
    from ...core.state import GameState
    from .typed import objects

__all__ = [
    "ANY",
    "ANY_TARGET",
    "AT_THE_BEGINNING_OF_THE_NEXT_END_STEP",
    "CREATED",
    "DEALS_COMBAT_DAMAGE_TO_A_PLAYER",
    "DEATHTOUCH",
    "DEFENDER",
    "DIES",
    "DOUBLE_STRIKE",
    "DREW_A_CARD_THIS_TURN",
    "EACH",
    "ENCHANTED_DEALS_DAMAGE_TO_AN_OPPONENT",
    "ENTERS",
    "FIRST_STRIKE",
    "FLASH",
    "FLYING",
    "HASTE",
    "IMPROVISE",
    "INFECT",
    "LIFELINK",
    "MENACE",
    "OPPONENT",
    "REACH",
    "TARGET_ARTIFACT_CREATURE_OR_LAND",
    "TARGET_CREATURE",
    "TARGET_NONBLACK_CREATURE",
    "TARGET_PLANESWALKER_THAT_PLAYER_CONTROLS",
    "TARGET_PLAYER",
    "TARGET_SPELL",
    "TRAMPLE",
    "UNTIL_END_OF_COMBAT",
    "VIGILANCE",
    "WITHER",
    "WOULD_DEAL_COMBAT_DAMAGE",
    "WOULD_DEAL_DAMAGE_TO_THIS",
    "WOULD_DEAL_DAMAGE_TO_YOU_FROM_CHOSEN_SOURCE",
    "YOU",
    "Activated",
    "Amass",
    "AnyPlayerMayTakeDamageElseTargetDraws",
    "AtBeginningOf",
    "BecomeCreature",
    "ChooseSource",
    "CostModifier",
    "CounterTargetSpell",
    "CreateDelayedTrigger",
    "CreateEffect",
    "CreateToken",
    "CreaturesYouControlGet",
    "DealDamage",
    "DealDamageExcessToController",
    "DealDamageToEach",
    "DealDamageTokensForExcess",
    "DestroyTarget",
    "DiscardThenDrawElseMill",
    "Draw",
    "Drew",
    "DrewExceptFirstInDrawStep",
    "EachPlayerDraws",
    "EachPlayerReturnsAPermanent",
    "ExileTarget",
    "ExileThisSpell",
    "GainLife",
    "GainUntilEndOfTurn",
    "HandOnBottomThenDrawThatMany",
    "Keyword",
    "LookAtTopKeepOne",
    "LoseLifeEqualToManaValue",
    "LoyaltyAbility",
    "ManaAbility",
    "MayDraw",
    "Mill",
    "Pattern",
    "PayLife",
    "PayLifeOrPutBack",
    "PayMana",
    "Permission",
    "Prohibition",
    "PutAllCreaturesOnBottom",
    "PutCardsFromHandOnTop",
    "PutIntoHand",
    "Replacement",
    "ReturnRememberedWithCounter",
    "RevealTop",
    "RevealTopSplitIntoPiles",
    "RevealUntilChosenKindInAnyOrder",
    "SearchForBasicLands",
    "SourceControllerDrawsThatMany",
    "SpellEffect",
    "TakeAnExtraTurn",
    "TapSelf",
    "TapTarget",
    "TapThis",
    "TargetGets",
    "TargetGetsItsManaValue",
    "TargetPlayerDraws",
    "TargetSpec",
    "ThatPlayerDraws",
    "Toxic",
    "Triggered",
    "WinIfLibraryEmpty",
    "WinTheGame",
    "WouldDealDamage",
    "WouldDraw",
    "WouldDrawSeveral",
    "artifact",
    "aura",
    "basic_land",
    "battle",
    "creature",
    "double_damage",
    "enchantment",
    "instant",
    "land",
    "library_empty",
    "miracle",
    "not_first_draw_in_own_draw_step",
    "planeswalker",
    "prevention",
    "siege",
    "sorcery",
    "this_is_untapped",
    "token",
]


FLASH = Keyword("Flash (You may cast this spell any time you could cast an instant.)",
                name="Flash")
IMPROVISE = Keyword("Improvise (Your artifacts can help cast this spell. Each artifact you "
                    "tap after you're done activating mana abilities pays for {1}.)",
                    name="Improvise")
"""CR 702.126a: the caster may tap untapped artifacts to pay the generic mana of its total
cost, one each (the ``improvise`` stage of ``mtg.cast_costs``, :mod:`.costs`)."""
"""CR 702.8. An effect that lets other cards be cast "as though they had flash" is a
``Permission(allows="flash", test=...)`` on its source, found through the permission
index (see ``play.flash_granted``)."""
FLYING = Keyword("Flying (This creature can't be blocked except by creatures with flying "
                 "or reach.)", name="Flying")
REACH = Keyword("Reach (This creature can block creatures with flying.)", name="Reach")


# ---------------------------------------------------------------------- card constructors

def creature(name: str, *, cost: str, types: str, pt: tuple[int, int], jp: str = "",
             abilities: Sequence[Ability] = (), filler: bool = False,
             produces: str = "", back: MtgCard | None = None) -> MtgCard:
    """A creature card; ``types`` is the type line, e.g. ``"Creature — Bear"``.
    ``produces`` is the color of "{T}: Add <one mana of it>" for a mana creature, which
    pays like a land once its summoning sickness is over (CR 302.6, 605)."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line=types, pt=pt,
                   abilities=tuple(abilities), filler=filler, produces=produces, back=back)


def land(name: str, *, types: str, produces: str, jp: str = "") -> MtgCard:
    """A land whose only ability is "{T}: Add one mana of ``produces``"."""
    return MtgCard(name=name, jp=jp, type_line=types, produces=produces)


def basic_land(name: str, jp: str, produces: str) -> MtgCard:
    """A basic land: ``Basic Land — <name>`` that taps for one mana of its color."""
    return land(name, jp=jp, types=f"Basic Land — {name}", produces=produces)


def instant(name: str, *, cost: str, text: str, effect: Sequence[Action], jp: str = "",
            targets: Sequence[TargetSpec] = (), abilities: Sequence[Ability] = (),
            types: str = "Instant") -> MtgCard:
    """An instant: ``text`` is its rules text, ``effect`` what it does on resolution,
    ``targets`` what it targets (chosen as it is cast, CR 601.2c); ``types`` its type
    line when it has a subtype (``"Instant — Arcane"``)."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line=types,
                   abilities=(SpellEffect(text, effect=tuple(effect), targets=tuple(targets)),
                              *abilities))


def sorcery(name: str, *, cost: str, text: str, effect: Sequence[Action], jp: str = "",
            targets: Sequence[TargetSpec] = (), abilities: Sequence[Ability] = ()) -> MtgCard:
    """A sorcery: ``text`` is its rules text, ``effect`` what it does on resolution,
    ``targets`` what it targets."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line="Sorcery",
                   abilities=(SpellEffect(text, effect=tuple(effect), targets=tuple(targets)),
                              *abilities))


def token(name: str, *, types: str, color: str, pt: tuple[int, int] | None = None,
          abilities: Sequence[Ability] = (), mana: str = "",
          sacrificed_for_mana: bool = False) -> MtgCard:
    """A token's definition, as the effect that creates it describes it (CR 111.4): its
    name and types, its color (no mana cost), power/toughness for a creature token; the
    colors of mana its mana ability adds (``mana``), and whether that ability's cost
    sacrifices it ("{T}, Sacrifice this artifact: Add one mana of any color")."""
    return MtgCard(name=name, type_line=types, pt=pt, color_indicator=color, token=True,
                   abilities=tuple(abilities), produces=mana,
                   sacrificed=sacrificed_for_mana)


def aura(name: str, *, cost: str, enchant: TargetSpec, jp: str = "",
         abilities: Sequence[Ability] = ()) -> MtgCard:
    """An Aura: "Enchant <what>" is the target its spell chooses as it is cast (CR
    303.4a) and what it may stay attached to (CR 704.5m)."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line="Enchantment — Aura",
                   abilities=(SpellEffect(f"Enchant {enchant.text.removeprefix('target ')}",
                                          targets=(enchant,)), *abilities))


def miracle(cost: str) -> tuple[Ability, Ability]:
    """Miracle [cost] (CR 702.94a): the keyword, which lets the card be revealed as it is
    drawn (the first card its owner drew this turn), and the ability that then triggers
    from the hand: "When you reveal this card this way, you may cast it by paying
    [cost] rather than its mana cost"."""
    return (Miracle(f"Miracle {cost}", name="Miracle", cost=cost),
            Triggered(f"When you reveal this card this way, you may cast it by paying {cost} "
                      f"rather than its mana cost.",
                      zones=("hand",), on=Pattern("reveal", where=revealed_for_miracle),
                      effect=(CastForMiracleCost(),)))


# ---------------------------------------------------------------------- patterns & conditions

def WouldDraw(player: str = YOU) -> Pattern:
    """"If <player> would draw a card" (one single draw, CR 121.6)."""
    return Pattern("draw", player=player)


def WouldDrawSeveral(player: str = YOU, least: int = 2) -> Pattern:
    """"If <player> would draw <least> or more cards": one "draw N" instruction, seen
    before it is split into single draws (a replacement of it applies first, CR
    121.2a)."""
    return Pattern("draws", player=player, where=lambda s, e, c: e.amount >= least)


def _drew_this_turn(state: GameState, event: Event, ctx: Ctx) -> bool:
    return state.history.any("draw", player=event.player)


DREW_A_CARD_THIS_TURN = Pattern("draw", where=_drew_this_turn)
""""A player who already drew a card this turn would draw": "can't draw more than one
card each turn" forbids each single draw after the first (CR 121.2b). A draw from an
empty library drew no card and does not count."""


def Drew(player: str = YOU) -> Pattern:
    """"Whenever <player> draws a card" (once per card actually drawn, CR 603.2c)."""
    return Pattern("draw", player=player)


def AtBeginningOf(step: str, player: str = YOU) -> Pattern:
    """"At the beginning of <player>'s <step> step"."""
    return Pattern("step", player=player, where=lambda s, e, c: e.data[0] == step)


def _this_died(state: GameState, event: Event, ctx: Ctx) -> bool:
    return (event.obj == ctx.source and event.frm in BATTLEFIELD
            and event.to in GRAVEYARD)


DIES = Pattern("move", where=_this_died)
""""When this creature dies": it is put into a graveyard from the battlefield (CR
700.4). It triggers by looking back in time (CR 603.10a)."""


def _creature_or_planeswalker(state: GameState, ctx: Ctx, oid: int) -> bool:
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    card = o.card
    return isinstance(card, MtgCard) and (is_creature(state, o) or card.is_a("Planeswalker")
                                          or card.is_a("Battle"))


def _any_player(state: GameState, ctx: Ctx, player: int) -> bool:
    return True


ANY_TARGET = TargetSpec("any target", objects=_creature_or_planeswalker, players=_any_player)
""""Any target": a creature, a planeswalker, a battle or a player (CR 115.4)."""


TARGET_PLAYER = TargetSpec("target player", players=_any_player)
""""Target player" (CR 115.1)."""


def library_empty(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The controller's library has no cards in it."""
    return not state.zones[LIBRARY[ctx.controller]]


def not_first_draw_in_own_draw_step(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The draw is not the first card its player draws in one of their own draw steps
    (a question to the history: a replaced draw was never drawn)."""
    p = event.player
    if state.step != "draw" or state.active != p:
        return True
    return state.history.any("draw", player=p, since=state.step_start)


def _drew_not_first_in_own_draw_step(state: GameState, event: Event, ctx: Ctx) -> bool:
    p = event.player
    if state.step != "draw" or state.active != p:
        return True
    first = state.history.first("draw", player=p, since=state.step_start)
    return first is not None and first is not event


def DrewExceptFirstInDrawStep(player: str = OPPONENT) -> Pattern:
    """"Whenever <player> draws a card except the first one they draw in each of their
    draw steps": asked of the history after the draw, where this draw is already the
    first, or not."""
    return Pattern("draw", player=player, where=_drew_not_first_in_own_draw_step)


# ---------------------------------------------------------------------- actions

@dataclass(frozen=True)
class EachPlayerDraws(Action):
    """"Each player draws <count> cards": the active player draws all of theirs first,
    then the others in turn order (CR 121.2c)."""

    count: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        each_player_draws(state, ctx, self.count, "CR 121.2c")


@dataclass(frozen=True)
class TargetPlayerDraws(Action):
    """"Target player draws <count> cards" (its target ``target``; nothing if that
    player is no longer a legal target)."""

    count: int = 1
    target: int = 0
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_player(state, ctx, self.target)
        if aimed is None:
            return
        state.emit_for(ctx, Event("draws", player=aimed, amount=self.count,
                                  source=ctx.source, reason="effect",
                                  rule="CR 121.2" if self.count > 1 else "CR 121.1"))

    @property
    def text(self) -> str:
        return f"target player draws {self.count}"


@dataclass(frozen=True)
class Mill(Action):
    """"Target player mills <count> cards": they put the top <count> cards of their
    library into their graveyard, as many as there are (CR 701.17a, b). Not a draw."""

    count: int = 1
    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = targeted_player(state, ctx, self.target)
        if p is None:
            return
        top = list(reversed(state.zones[LIBRARY[p]][-self.count:]))
        state.log_rule("CR 701.17a", "{} mills {} card(s)", state.players[p].name, len(top))
        for oid in top:
            state.emit_for(ctx, Event("move", obj=oid, frm=LIBRARY[p], to=GRAVEYARD[p],
                                      reason="mill", cause="effect", source=ctx.source,
                                      rule="CR 701.17a"))

    @property
    def text(self) -> str:
        return f"mill {self.count}"


@dataclass(frozen=True)
class PutCardsFromHandOnTop(Action):
    """"Put <count> cards from your hand on top of your library in any order": one at a
    time, the last chosen ends on top."""

    count: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(PutOnTop(ctx.controller, self.count))


class PutOnTop(Ask):
    """Choose a card in hand to put on top of the library (``left`` still to put)."""

    __slots__ = ("left", "player")

    def __init__(self, player: int, left: int) -> None:
        self.player = player
        self.left = left

    def decide(self, state: GameState) -> Decision | None:
        hand = state.zones[HAND[self.player]]
        if not hand:
            return None
        return Decision(self.player, "put_on_top", one_per_card(state, hand, "put_on_top"),
                        f"Put a card from your hand on top of your library ({self.left} left)",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        state.emit(Event("move", obj=option.obj, to=LIBRARY[self.player],
                         reason="effect", rule=""))
        state.log_rule("CR 608.2c", "{} puts a card on top of their library",
                       state.players[self.player].name)
        if self.left > 1:
            state.push(PutOnTop(self.player, self.left - 1))


@dataclass(frozen=True)
class RevealTop(Action):
    """"Reveal the top card of your library" (remembered as ``var`` for later actions)."""

    var: str = "it"

    def start(self, state: GameState, ctx: Ctx) -> None:
        library = state.zones[LIBRARY[ctx.controller]]
        if not library:
            state.log_rule("CR 608.2c", "{} has no card to reveal",
                           state.players[ctx.controller].name)
            state.set_var(ctx, self.var, None)
            return
        oid = library[-1]
        state.log_rule("CR 608.2c", "{} reveals {}", state.players[ctx.controller].name,
                       state.objects[oid].card.name)
        state.set_var(ctx, self.var, oid)


@dataclass(frozen=True)
class PutIntoHand(Action):
    """"Put that card into your hand": a move, not a draw (CR 121.5)."""

    var: str = "it"

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, self.var)
        if oid is None:
            return
        state.log_rule("CR 121.5", "{} puts {} into their hand (this is not a draw)",
                       state.players[ctx.controller].name, state.objects[oid].card.name)
        state.emit_for(ctx, Event("move", obj=oid, to=HAND[ctx.controller],
                                  reason="effect", source=ctx.source))


@dataclass(frozen=True)
class LoseLifeEqualToManaValue(Action):
    """"You lose life equal to its mana value"."""

    var: str = "it"

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, self.var)
        value = state.objects[oid].card.mana_value if oid is not None else 0
        state.emit_for(ctx, Event("life", player=ctx.controller, amount=-value,
                                  source=ctx.source, reason="effect", rule="CR 119.3"))


@dataclass(frozen=True)
class WinTheGame(Action):
    """"You win the game" (CR 104.2b)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        name = state.objects[ctx.source].card.name if ctx.source is not None else "an effect"
        state.win(ctx.controller, rule="CR 104.2b", why=f"{name} makes its controller win")


@dataclass(frozen=True)
class LookAtTopKeepOne(Action):
    """"Look at the top <count> cards of your library, put one of them into your hand and
    the rest into your graveyard" (with fewer cards, those there are)."""

    count: int = 3

    def start(self, state: GameState, ctx: Ctx) -> None:
        library = state.zones[LIBRARY[ctx.controller]]
        top = tuple(reversed(library[-self.count:]))
        name = state.players[ctx.controller].name
        if not top:
            state.log_rule("CR 121.6a", "{} looks at the top of an empty library", name)
            return
        state.log_rule("CR 608.2c", "{} looks at the top {} card(s) of their library", name,
                       len(top))
        state.push(KeepOne(ctx.controller, top))


class KeepOne(Ask):
    """Choose which of the looked-at cards goes to hand; the others go to the graveyard."""

    __slots__ = ("cards", "player")

    def __init__(self, player: int, cards: tuple[int, ...]) -> None:
        self.player = player
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        return Decision(self.player, "keep_one", one_per_card(state, self.cards, "keep"),
                        "Put one of these cards into your hand", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.emit(Event("move", obj=option.obj, to=HAND[self.player],
                         reason="effect", rule="CR 121.6"))
        for oid in self.cards:
            if oid != option.obj:
                state.emit(Event("move", obj=oid, to=GRAVEYARD[self.player],
                                 reason="effect", rule="CR 121.6"))


@dataclass(frozen=True)
class GainUntilEndOfTurn(Action):
    """"<This permanent> gains <keyword> until end of turn" (a floating effect)."""

    keyword: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        o = state.objects[ctx.source]
        state.add_continuous(Continuous("keyword", controller=ctx.controller, source=o.id,
                                        target=(o.id, o.incarnation), value=self.keyword))
        state.log_rule("CR 611.2", "{} gains {} until end of turn", o.card.name, self.keyword)


@dataclass(frozen=True)
class TapSelf(Action):
    """"Tap <this permanent>"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is not None:
            state.emit(Event("tap", obj=ctx.source, reason="effect", rule="CR 608.2c"))


@dataclass(frozen=True)
class DealDamage(Action):
    """"<This> deals <amount> damage to <target>": the source is the spell or the
    ability's card (CR 120.1); a target that became illegal is not dealt damage."""

    amount: int = 1
    target: int = 0
    that_much: bool = False
    """Deal as much damage as the triggering damage event dealt ("that much")."""
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aim = targeted(state, ctx, self.target)
        if aim is None:
            return
        what, which = aim
        amount = ctx.event.amount if self.that_much and ctx.event is not None else self.amount
        state.emit_for(ctx, Event("damage", source=ctx.source, amount=amount,
                                  obj=which if what == "object" else None,
                                  player=which if what == "player" else None,
                                  reason="effect", cause="effect", rule="CR 120.3"))

    @property
    def text(self) -> str:
        return f"deal {self.amount} damage"


@dataclass(frozen=True)
class PayLife(Action):
    """A cost: "Pay <amount> life" (CR 119.4: only with that much life)."""

    amount: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.emit(Event("life", player=ctx.controller, amount=-self.amount, reason="cost",
                         rule="CR 119.4"))

    def payable(self, state: GameState, player: int) -> bool:
        """Whether ``player`` can pay it now."""
        return state.players[player].life >= self.amount

    @property
    def text(self) -> str:
        return f"pay {self.amount} life"



# ---------------------------------------------------------------------- damage (CR 120)

LIFELINK = Keyword("Lifelink (Damage dealt by this creature also causes you to gain that "
                   "much life.)", name="Lifelink")
INFECT = Keyword("Infect (This creature deals damage to creatures in the form of -1/-1 "
                 "counters and to players in the form of poison counters.)", name="Infect")
WITHER = Keyword("Wither (This deals damage to creatures in the form of -1/-1 counters.)",
                 name="Wither")
DEATHTOUCH = Keyword("Deathtouch (Any amount of damage this deals to a creature is enough "
                     "to destroy it.)", name="Deathtouch")
TRAMPLE = Keyword("Trample", name="Trample")
HASTE = Keyword("Haste", name="Haste")
VIGILANCE = Keyword("Vigilance", name="Vigilance")
FIRST_STRIKE = Keyword("First strike (This creature deals combat damage before creatures "
                       "without first strike.)", name="First strike")
DOUBLE_STRIKE = Keyword("Double strike (This creature deals both first-strike and regular "
                        "combat damage.)", name="Double strike")
MENACE = Keyword("Menace (This creature can't be blocked except by two or more "
                 "creatures.)", name="Menace")
DEFENDER = Keyword("Defender (This creature can't attack.)", name="Defender")


def Toxic(n: int) -> CountedKeyword:
    """"Toxic N": combat damage this deals to a player also gives them N poison counters
    (CR 702.164)."""
    return CountedKeyword(f"Toxic {n} (Players dealt combat damage by this creature also "
                          f"get {n} poison counter(s).)", name="Toxic", value=n)


def _this_dealt_combat_damage_to_a_player(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.source == ctx.source and event.cause == "combat" and event.player is not None


DEALS_COMBAT_DAMAGE_TO_A_PLAYER = Pattern("damage", where=_this_dealt_combat_damage_to_a_player)
""""Whenever this creature deals combat damage to a player": each damage event has one
source, so "that much" is this creature's damage only (CR 120.9)."""


def _combat_damage(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.cause == "combat"


WOULD_DEAL_COMBAT_DAMAGE = Pattern("damage", where=_combat_damage)
""""If combat damage would be dealt"."""


def _preventable_to_this(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and preventable(state, event, ctx)


WOULD_DEAL_DAMAGE_TO_THIS = Pattern("damage", where=_preventable_to_this)
""""If a source would deal damage to <this permanent>" (damage that can be prevented)."""


def _from_chosen_source_to_you(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.player != ctx.controller or not ctx.targets:
        return False
    oid, inc = ctx.targets[0]
    return event.source == oid and state.objects[oid].incarnation == inc


WOULD_DEAL_DAMAGE_TO_YOU_FROM_CHOSEN_SOURCE = Pattern("damage",
                                                      where=_from_chosen_source_to_you)
""""The next time the chosen source would deal damage to you" (the chosen source is the
created effect's first chosen object)."""


def WouldDealDamage() -> Pattern:
    """"If a source would deal damage to a permanent or player"."""
    return Pattern("damage")


def double_damage(state: GameState, event: Event, ctx: Ctx) -> Event:
    """The damage event with twice the damage (a replacement's ``modify``)."""
    return event.replace(amount=event.amount * 2)


def preventable(state: GameState, event: Event, ctx: Ctx) -> bool:
    """Whether ``event``'s damage can be prevented: not combat damage of a creature whose
    controller has a permanent saying "combat damage that would be dealt by creatures you
    control can't be prevented" (an ability with that text is a Keyword named
    ``"Unpreventable combat damage"``)."""
    if event.cause != "combat" or event.source is None:
        return True
    controller = state.objects[event.source].controller
    if not any(state.objects[oid].card.has("Unpreventable combat damage")
               for oid in state.zones[BATTLEFIELD[controller]]):
        return True
    # Asked as the prevention effect is offered for this damage: said once (CR 615.12).
    objs = state.objects
    text = (f"{objs[event.source].card.name}'s combat damage can't be prevented: "
            f"{objs[ctx.source].card.name if ctx.source is not None else 'the effect'} "
            f"does not prevent it")
    last = state.log[-1] if state.log else None
    if last is None or last.rule != "CR 615.12" or last.text != text:
        state.log_rule("CR 615.12", "{}", text)
    return False


def prevention(text: str, would: Pattern, *, created: bool = True) -> Replacement:
    """A prevention effect (CR 615): the damage ``would`` describes is not dealt. One a
    spell or ability creates is listed among its card's abilities as ``created``."""
    return Replacement(text, would=would, instead=(), condition=preventable, rule="CR 615.1",
                       zones=(CREATED,) if created else ())


@dataclass(frozen=True)
class CreateEffect(Action):
    """Create the floating replacement or prevention effect that is the card's ability
    ``ability`` (its index), for this turn; ``once`` makes it a shield that is used up by
    the first event it applies to ("the next time ...", CR 615.8). The objects chosen
    so far in the effect (``chosen``: a var holding an object id) are kept with it."""

    ability: int = 0
    once: bool = False
    chosen: str = ""
    rule: str = "CR 615.1"
    """The rule the log cites as it is created: a prevention shield's (CR 615.1) unless
    said (a replacement effect's, CR 614.1a)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        picked: tuple[tuple[int, int], ...] = ()
        if self.chosen:
            oid = state.var(ctx, self.chosen)
            if oid is None:
                return
            picked = ((oid, state.objects[oid].incarnation),)
        start_floating(state, Continuous(FLOATING, controller=ctx.controller,
                                         source=ctx.source, target=("game",),
                                         value=(self.ability, picked, self.once)))
        ab = state.objects[ctx.source].card.abilities[self.ability]
        state.log_rule(self.rule, "{}: {} (until end of turn)",
                       state.objects[ctx.source].card.name, ab.text)


@dataclass(frozen=True)
class ChooseSource(Action):
    """"Choose a <color> source": any permanent, spell on the stack, or card in a
    graveyard or exile an effect could refer to, even one that cannot deal damage
    (CR 120.7, 609.7a); the choice is kept as ``var``."""

    color: str = ""
    var: str = "source"

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(ChooseSourceStep(ctx, self.color, self.var))


class ChooseSourceStep(Ask):
    """The controller chooses a source of damage (CR 120.7)."""

    __slots__ = ("color", "ctx", "var")

    def __init__(self, ctx: Ctx, color: str, var: str) -> None:
        self.ctx = ctx
        self.color = color
        self.var = var

    def _candidates(self, state: GameState) -> list[int]:
        ids = state.rules.zones.ids
        zones = (*ids["battlefield"], STACK, *ids["graveyard"], *ids["exile"])
        out = []
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        for zid in zones:
            for oid in state.zones[zid]:
                # "A red source" is one red now (CR 105.2, 613.1e), whatever it was printed.
                o = objs[oid]
                if isinstance(o.card, MtgCard) and (
                        not self.color or self.color in colors_of(state, o)):
                    out.append(oid)
        return out

    def decide(self, state: GameState) -> Decision | None:
        found = self._candidates(state)
        if not found:
            return None
        return Decision(self.ctx.controller, "choose_source",
                        [Option("source", oid) for oid in found],
                        "Choose a source of damage", state)

    def run(self, state: GameState) -> None:
        state.log_rule("CR 609.7a", "{} has no source to choose",
                       state.players[self.ctx.controller].name)
        state.set_var(self.ctx, self.var, None)

    def answer(self, state: GameState, option: Option) -> None:
        state.log_rule("CR 609.7a", "{} chooses {} as the source",
                       state.players[self.ctx.controller].name,
                       state.objects[option.obj].card.name)
        state.set_var(self.ctx, self.var, option.obj)


@dataclass(frozen=True)
class DealDamageTokensForExcess(Action):
    """"<This> deals <amount> damage to <target>. If excess damage was dealt to a
    permanent this way, create that many [tapped] <token> tokens" (Bottle-Cap Blast).
    The excess is looked at after the damage is dealt (CR 120.10): the damage this
    source dealt to the permanent beyond what it could take before (its lethal damage,
    its loyalty, its defense: :func:`.damage.excess_threshold`), so prevented or doubled
    damage counts as dealt. A player has no excess damage."""

    amount: int = 1
    token: MtgCard | None = None
    tapped: bool = False
    target: int = 0
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aim = targeted(state, ctx, self.target)
        if aim is None:
            return
        what, which = aim
        most = excess_threshold(state, which, ctx.source) if what == "object" else None
        since = len(state.history.events)
        state.emit_for(ctx, Event("damage", source=ctx.source, amount=self.amount,
                                  obj=which if what == "object" else None,
                                  player=which if what == "player" else None,
                                  reason="effect", cause="effect", rule="CR 120.3"))
        if most is not None:
            assert self.token is not None
            # The step names the token: a work-stack record holds no card definition.
            state.push(TokensForExcess(ctx, which, most, since, self.token.name, self.tapped))

    @property
    def text(self) -> str:
        return f"deal {self.amount} damage; create a token for each excess damage"


class TokensForExcess(Step):
    """After :class:`DealDamageTokensForExcess`'s damage: how much of the damage
    ``ctx.source`` dealt to ``obj`` (the performed events since ``since``) was beyond
    ``most``, and that many tokens named ``token`` (CR 120.10)."""

    __slots__ = ("ctx", "most", "obj", "since", "tapped", "token")

    def __init__(self, ctx: Ctx, obj: int, most: int, since: int, token: str,
                 tapped: bool) -> None:
        self.ctx = ctx
        self.obj = obj
        self.most = most
        self.since = since
        self.token = token
        self.tapped = tapped

    def run(self, state: GameState) -> None:
        source = self.ctx.source
        dealt = sum(e.amount for e in state.history.select("damage", since=self.since)
                    if e.obj == self.obj and e.source == source)
        extra = dealt - self.most
        if extra <= 0:
            return
        card = state.rules.pool.get(self.token)
        assert isinstance(card, MtgCard)
        state.log_rule("CR 120.10", "{} excess damage was dealt to {}", extra,
                       state.objects[self.obj].card.name)
        for _ in range(extra):
            create_token(state, card, self.ctx.controller, source=source,
                         tapped=self.tapped)


@dataclass(frozen=True)
class DealDamageExcessToController(Action):
    """"<This> deals <amount> damage to target creature. Excess damage is dealt to that
    creature's controller instead": the excess is computed before the damage is dealt
    (CR 120.4a) and both are dealt at once."""

    amount: int = 1
    target: int = 0
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = targeted_object(state, ctx, self.target)
        if oid is None:
            return
        extra = excess(state, oid, self.amount, ctx.source)
        controller = state.objects[oid].controller
        if extra:
            state.log_rule("CR 120.4a", "{} of the {} damage to {} is excess: it is dealt to "
                           "{} instead", extra, self.amount, state.objects[oid].card.name,
                           state.players[controller].name)
        state.emit_for(ctx, Event("damage", source=ctx.source, amount=self.amount - extra,
                                  obj=oid, reason="effect", cause="effect", rule="CR 120.4a"))
        if extra:
            state.emit_for(ctx, Event("damage", source=ctx.source, amount=extra,
                                      player=controller, reason="excess", cause="effect",
                                      rule="CR 120.4a"))


def planeswalker(name: str, *, cost: str, types: str, loyalty: int, jp: str = "",
                 abilities: Sequence[Ability] = ()) -> MtgCard:
    """A planeswalker card: it enters with ``loyalty`` loyalty counters (CR 306.5b)."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line=types, loyalty=loyalty,
                   abilities=tuple(abilities))


def battle(name: str, *, cost: str, types: str, defense: int, jp: str = "",
           abilities: Sequence[Ability] = (), back: MtgCard | None = None) -> MtgCard:
    """A battle card: it enters with ``defense`` defense counters (CR 310.4b)."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line=types, defense=defense,
                   abilities=tuple(abilities), back=back)


def siege(name: str, *, cost: str, defense: int, back: MtgCard, jp: str = "",
          abilities: Sequence[Ability] = ()) -> MtgCard:
    """A Siege (a battle): it enters with ``defense`` defense counters (CR 310.4b), an
    opponent protecting it (CR 310.11a), and has the intrinsic "when it is defeated"
    ability (CR 310.11b), which casts its back face ``back``: every Siege is a
    transforming double-faced card (CR 310.11)."""
    return battle(name, jp=jp, cost=cost, types="Battle — Siege", defense=defense,
                  abilities=(SIEGE_DEFEAT, *abilities), back=back)


def back_face(name: str, *, color: str, types: str, pt: tuple[int, int] | None = None,
              jp: str = "", abilities: Sequence[Ability] = (), produces: str = "") -> MtgCard:
    """The back face of a transforming double-faced card: no mana cost, its colors
    shown by a color indicator (CR 202.2e, 712.8e); pass it as its front face's
    ``back``. ``produces`` is the mana of its "{T}: Add ..." ability, if it has one
    (``"WUBRG"``: one mana of any color)."""
    return MtgCard(name=name, jp=jp, type_line=types, pt=pt, color_indicator=color,
                   abilities=tuple(abilities), produces=produces)


@dataclass(frozen=True)
class SearchForBasicLands(Action):
    """"Search your library for up to <count> basic land cards, put them onto the
    battlefield tapped, then shuffle" (CR 701.23a, 701.24a). The player chooses the
    cards one at a time among the basic lands of their library (CR 701.23b: they need
    not find them all), or stops; the cards found enter together, tapped."""

    count: int = 2

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(SearchLibrary(ctx, self.count, ()))

    @property
    def text(self) -> str:
        return f"search for up to {self.count} basic land cards, put them onto the " \
               f"battlefield tapped, then shuffle"


class SearchLibrary(Ask):
    """The search of :class:`SearchForBasicLands`: the player is asked about each kind
    of basic land card in their library in turn, yes or no (``chosen`` so far, up to
    ``count``; ``declined``: the cards refused, whose kind is not asked again), as
    proliferate asks (:mod:`.proliferate`). Only the searching player sees the cards."""

    __slots__ = ("chosen", "count", "ctx", "declined")

    def __init__(self, ctx: Ctx, count: int, chosen: tuple[int, ...],
                 declined: tuple[int, ...] = ()) -> None:
        self.ctx = ctx
        self.count = count
        self.chosen = chosen
        self.declined = declined

    def found(self, state: GameState) -> list[int]:
        """The basic land cards in the library not chosen yet, of kinds not refused."""
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        refused = {objs[oid].card for oid in self.declined}
        return [oid for oid in reversed(state.zones[LIBRARY[self.ctx.controller]])
                if oid not in self.chosen and objs[oid].card.is_land
                and "Basic" in objs[oid].card.supertypes and objs[oid].card not in refused]

    def decide(self, state: GameState) -> Decision | None:
        if len(self.chosen) >= self.count:
            return None
        found = self.found(state)
        if not found:
            return None
        return Decision(self.ctx.controller, "search", [YES, NO],
                        f"Search your library: put a {state.objects[found[0]].card.name} "
                        f"onto the battlefield tapped? ({len(self.chosen)} of up to "
                        f"{self.count} found)", state)

    def answer(self, state: GameState, option: Option) -> None:
        oid = self.found(state)[0]
        if option.kind == "yes":
            state.push(self.replace(chosen=(*self.chosen, oid)))
        else:
            state.push(self.replace(declined=(*self.declined, oid)))

    def run(self, state: GameState) -> None:
        p = self.ctx.controller
        who = state.players[p].name
        names = ", ".join(state.objects[oid].card.name for oid in self.chosen)
        state.log_rule("CR 701.23a", "{} searches their library and finds {}", who,
                       names or "no card")
        for oid in self.chosen:
            state.emit_for(self.ctx, Event("move", obj=oid, frm=LIBRARY[p], to=BATTLEFIELD[p],
                                           reason="put", cause="effect",
                                           source=self.ctx.source, rule="CR 701.23a"))
        state.push(EnterTapped(self.chosen, p))


class EnterTapped(Step):
    """The cards a search put onto the battlefield "tapped" are tapped as they arrive (no
    tap event: they enter so, CR 110.5b), then the library is shuffled (CR 701.24a)."""

    __slots__ = ("cards", "player")

    def __init__(self, cards: tuple[int, ...], player: int) -> None:
        self.cards = cards
        self.player = player

    def run(self, state: GameState) -> None:
        for oid in self.cards:
            if state.objects[oid].zone == BATTLEFIELD[self.player]:
                state.mut(oid).tapped = True
                state.version += 1
        state.log_rule("CR 701.24a", "{} shuffles their library",
                       state.players[self.player].name)
        state.emit(Event("shuffle", player=self.player, to=LIBRARY[self.player],
                         rule="CR 701.24a"))


@dataclass(frozen=True)
class LoseLife(Action):
    """"You lose <amount> life" (CR 119.3)."""

    amount: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.emit_for(ctx, Event("life", player=ctx.controller, amount=-self.amount,
                                  source=ctx.source, reason="effect", rule="CR 119.3"))

    @property
    def text(self) -> str:
        return f"you lose {self.amount} life"


def _this_entered(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.to in BATTLEFIELD


ENTERS = Pattern("move", where=_this_entered)
""""When this permanent enters the battlefield" (CR 603.6a)."""


@dataclass(frozen=True)
class GainLife(Action):
    """"You gain <amount> life" (CR 119.3)."""

    amount: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.emit_for(ctx, Event("life", player=ctx.controller, amount=self.amount,
                                  source=ctx.source, reason="effect", rule="CR 119.3"))


def artifact(name: str, *, cost: str, jp: str = "",
             abilities: Sequence[Ability] = ()) -> MtgCard:
    """A noncreature artifact card."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line="Artifact",
                   abilities=tuple(abilities))


@dataclass(frozen=True)
class BecomeCreature(Action):
    """"<This permanent> becomes a <power>/<toughness> creature until end of turn" (or
    ``duration``): an ``"animate"`` floating effect, which sets its base power and
    toughness (CR 613.4b). Damage marked on it while a creature stays when the effect
    ends (CR 120.6)."""

    power: int = 1
    toughness: int = 1
    duration: str = UNTIL_END_OF_TURN

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None or state.objects[ctx.source].zone not in BATTLEFIELD:
            return
        o = state.objects[ctx.source]
        state.add_continuous(Continuous("animate", controller=ctx.controller, source=o.id,
                                        target=(o.id, o.incarnation),
                                        value=(self.power, self.toughness),
                                        duration=self.duration))
        watch(state, o.id)  # its damage is cleared at cleanup like any creature's
        until = "combat" if self.duration == UNTIL_END_OF_COMBAT else "turn"
        state.log_rule("CR 611.2", "{} becomes a {}/{} creature until end of {}", o.card.name,
                       self.power, self.toughness, until)


@dataclass(frozen=True)
class CreaturesYouControlGet(Action):
    """"Creatures you control get +<power>/+<toughness> and gain <keyword> until end of
    turn": the creatures are those its controller controls as it resolves (CR 611.2c)."""

    power: int = 0
    toughness: int = 0
    keyword: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        for oid in list(state.zones[BATTLEFIELD[ctx.controller]]):
            o = objs[oid]
            if not is_creature(state, o):
                continue
            target = (oid, o.incarnation)
            if self.power or self.toughness:
                state.add_continuous(Continuous("pt", controller=ctx.controller,
                                                source=ctx.source, target=target,
                                                value=(self.power, self.toughness)))
            if self.keyword:
                state.add_continuous(Continuous("keyword", controller=ctx.controller,
                                                source=ctx.source, target=target,
                                                value=self.keyword))
            watch(state, oid)  # a toughness change: state-based actions look again
            state.log_rule("CR 611.2c", "{} gets {:+d}/{:+d}{} until end of turn", o.card.name,
                           self.power, self.toughness,
                           f" and gains {self.keyword.lower()}" if self.keyword else "")


@dataclass(frozen=True)
class TargetGetsItsManaValue(Action):
    """"Target creature gains <keyword> and gets +X/+0 until end of turn, where X is that
    creature's mana value" (Surge of Strength): X is read as the effect resolves (CR
    608.2h), from the permanent's mana value (CR 202.3); two floating effects, layers 6
    and 7c (CR 613.1f, 613.4c)."""

    keyword: str = ""
    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        o = state.objects[aimed]
        card = o.card
        assert isinstance(card, MtgCard)
        x = card.mana_value
        target = (o.id, o.incarnation)
        state.add_continuous(Continuous("pt", controller=ctx.controller, source=ctx.source,
                                        target=target, value=(x, 0)))
        if self.keyword:
            state.add_continuous(Continuous("keyword", controller=ctx.controller,
                                            source=ctx.source, target=target,
                                            value=self.keyword))
        watch(state, o.id)
        state.log_rule("CR 611.2c", "{} gains {} and gets +{}/+0 until end of turn (X = its "
                       "mana value, {})", card.name, self.keyword.lower(), x, x)

    @property
    def text(self) -> str:
        return f"target gains {self.keyword.lower()} and gets +X/+0"


def enchantment(name: str, *, cost: str, jp: str = "",
                abilities: Sequence[Ability] = ()) -> MtgCard:
    """An enchantment card."""
    return MtgCard(name=name, jp=jp, cost=cost, type_line="Enchantment",
                   abilities=tuple(abilities))


@dataclass(frozen=True)
class PayMana(Action):
    """A cost: "{N}" of an activated ability. The activation pays it as a spell's cost
    is paid (CR 602.2b, 601.2g-h): from the mana pool first, then by lands, which the
    player taps (offered only choices that leave the rest payable) or, with the ``mana``
    automation, the engine's payment plan does (``MANA_COST`` marks it for that
    stage). Started as an action of its own elsewhere, it pays the same way, by the
    plan."""

    generic: int = 1
    MANA_COST: ClassVar[bool] = True

    def start(self, state: GameState, ctx: Ctx) -> None:
        generic, _pips, spent = pay_from_pool(state, ctx.controller, self.generic, ())
        lands = plan_payment(state, ctx.controller, generic, ())
        if lands is None:
            raise IllegalAction(f"cannot pay {{{self.generic}}}", rule="CR 602.2b")
        parts = [f"{pool_text(spent)} from their mana pool"] if spent else []
        if lands:
            parts.append(f"tapping {', '.join(state.objects[i].card.name for i in lands)}")
        state.log_rule("CR 602.2b", "{} pays {{{}}} ({})",
                       state.players[ctx.controller].name, self.generic, ", ".join(parts))
        for oid in lands:
            state.emit(Event("tap", obj=oid, reason="cost", rule="CR 601.2g"))

    def payable(self, state: GameState, player: int) -> bool:
        """Whether ``player`` has the mana, in their pool and untapped lands, to pay
        it."""
        return affordable(mana_counts(state, player), self.generic, ())

    @property
    def text(self) -> str:
        return f"{{{self.generic}}}"


def _creature(state: GameState, ctx: Ctx, oid: int) -> bool:
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    return isinstance(o.card, MtgCard) and is_creature(state, o)


TARGET_CREATURE = TargetSpec("target creature", objects=_creature)


def _planeswalker_of_that_player(state: GameState, ctx: Ctx, oid: int) -> bool:
    o = state.objects[oid]
    return isinstance(o.card, MtgCard) and o.card.is_a("Planeswalker") \
        and ctx.event is not None and o.controller == ctx.event.player


TARGET_PLANESWALKER_THAT_PLAYER_CONTROLS = TargetSpec(
    "target planeswalker that player controls", objects=_planeswalker_of_that_player)
"""For a trigger on damage to a player: a planeswalker that player controls."""


# ---------------------------------------------------------------------- drawing (CR 121)

@dataclass(frozen=True)
class MayDraw(Action):
    """"You may draw <count> cards": its controller chooses as it happens. Drawing may be
    chosen with an empty library (CR 121.3), but not while a prohibition would stop one
    of the draws: "can't draw" (CR 121.3) or "can't draw more than one card each turn"
    with more than one to draw (CR 121.2b). A player who may not choose to draw has no
    choice to make."""

    count: int = 1
    var: str = "drew"
    """Where the choice is kept, for a later "if you do"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(MayDrawStep(ctx, self.count, self.var))

    @property
    def text(self) -> str:
        return f"you may draw {self.count}"


class MayDrawStep(Ask):
    """The controller of a "you may draw" effect chooses whether to draw."""

    __slots__ = ("count", "ctx", "var")

    def __init__(self, ctx: Ctx, count: int, var: str) -> None:
        self.ctx = ctx
        self.count = count
        self.var = var

    def decide(self, state: GameState) -> Decision | None:
        name = state.objects[self.ctx.source].card.name if self.ctx.source is not None else ""
        # A player an effect stops from drawing is offered only not to (a one-option
        # decision the single_option automation takes); drawing is refused with the
        # rule (why_not_may_draw).
        forbidden = draws_forbidden(state, self.ctx.controller, self.count) is not None
        return Decision(self.ctx.controller, "may", [NO] if forbidden else [YES, NO],
                        f"{name}: you may draw {self.count} card(s)", state)

    def run(self, state: GameState) -> None:
        self._forbidden(state)

    def _forbidden(self, state: GameState) -> None:
        """Not allowed to choose to draw: say which effect stops it."""
        ref = draws_forbidden(state, self.ctx.controller, self.count)
        assert ref is not None
        state.log_rule(self.rule(state), "{} cannot choose to draw {} card(s): {} ({})",
                       state.players[self.ctx.controller].name, self.count,
                       state.objects[ref[0]].card.name, state.ability(ref).text)

    def rule(self, state: GameState) -> str:
        """The rule that stops the draw: "can't draw more than one card each turn" with
        several to draw (CR 121.2b), else "can't draw" (CR 121.3)."""
        return "CR 121.2b" if self.count > 1 and draws_forbidden(
            state, self.ctx.controller, 1) is None else "CR 121.3"

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        if option.kind == "no":
            if draws_forbidden(state, p, self.count) is not None:
                self._forbidden(state)
                return
            state.log_rule("CR 603.5", "{} chooses not to", state.players[p].name)
            return
        state.set_var(self.ctx, self.var, True)
        if not state.zones[LIBRARY[p]]:
            state.log_rule("CR 121.3", "{} chooses to draw from an empty library",
                           state.players[p].name)
        state.emit_for(self.ctx, Event("draws", player=p, amount=self.count,
                                       source=self.ctx.source, reason="effect",
                                       rule="CR 121.2" if self.count > 1 else "CR 121.1"))


def why_not_may_draw(state: GameState, player: int) -> str | None:
    """Why ``player`` may not choose to draw at the "you may draw" being decided now, or
    ``None`` (the refusal's reason: CR 121.2b, 121.3)."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, MayDrawStep):
        return None
    ref = draws_forbidden(state, player, step.count)
    if ref is None:
        return None
    return f"{state.players[player].name} can't choose to draw {step.count} card(s) while " \
           f"{state.objects[ref[0]].card.name} says \"{state.ability(ref).text}\" " \
           f"({step.rule(state)})"


@dataclass(frozen=True)
class AnyPlayerMayTakeDamageElseTargetDraws(Action):
    """"Any player may have <this> deal <amount> damage to them. If no one does, target
    player draws <draws> cards" (Browbeat): the players are asked one at a time in APNAP
    order — the active player first, then the others in turn order (CR 101.4; with
    shared team turns, the active team's players first, CR 805.6) — each knowing the
    choices before theirs (CR 101.4b), until one takes the damage; if none does, the
    target draws. The last player asked, declining, is the one who chooses that the
    target draws: they may choose it when the target's library is empty, but not while a
    prohibition would stop one of those draws (CR 121.3, and 121.3a: the same when the
    player who chooses is not the one who would draw); they are then offered only to take
    the damage."""

    amount: int = 5
    draws: int = 3
    target: int = 0
    declares = ("damage", "draw")

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_player(state, ctx, self.target)
        if aimed is None:
            return
        state.push(TakeDamageOrLetDraw(ctx, self.amount, self.draws, aimed,
                                       apnap_order(state), 0))

    @property
    def text(self) -> str:
        return f"any player may have this deal {self.amount} damage to them; if no one " \
               f"does, target player draws {self.draws}"


class TakeDamageOrLetDraw(Ask):
    """One player's choice at an :class:`AnyPlayerMayTakeDamageElseTargetDraws`: "yes"
    takes the damage (and no one else is asked), "no" passes the choice on, or, from the
    last player asked, makes the target draw."""

    __slots__ = ("amount", "ctx", "drawer", "draws", "index", "order")

    def __init__(self, ctx: Ctx, amount: int, draws: int, drawer: int,
                 order: tuple[int, ...], index: int) -> None:
        self.ctx = ctx
        self.amount = amount
        self.draws = draws
        self.drawer = drawer
        self.order = order
        self.index = index

    def decides_the_draw(self) -> bool:
        """Whether declining here chooses that the target draws: every player asked
        before declined, and no one is left to ask."""
        return self.index == len(self.order) - 1

    def forbidden(self, state: GameState) -> Ref | None:
        """The prohibition that makes declining unavailable here (CR 121.3, 121.3a), or
        ``None``."""
        if not self.decides_the_draw():
            return None
        return draws_forbidden(state, self.drawer, self.draws)

    def rule(self, state: GameState) -> str:
        """The rule that makes declining unavailable: CR 121.3a when the player choosing
        is not the one who would draw, CR 121.3 when they are."""
        return "CR 121.3" if self.order[self.index] == self.drawer else "CR 121.3a"

    def decide(self, state: GameState) -> Decision:
        name = state.objects[self.ctx.source].card.name if self.ctx.source is not None else ""
        return Decision(self.order[self.index], "may",
                        [YES] if self.forbidden(state) is not None else [YES, NO],
                        f"{name}: have it deal {self.amount} damage to you? If no one does, "
                        f"{state.players[self.drawer].name} draws {self.draws} card(s)", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.order[self.index]
        who = state.players[p].name
        drawer = state.players[self.drawer].name
        name = state.objects[self.ctx.source].card.name if self.ctx.source is not None else ""
        if option.kind == "yes":
            ref = self.forbidden(state)
            if ref is not None:
                state.log_rule(self.rule(state), "{} cannot choose that {} draws {} card(s): {} "
                               "({})", who, drawer, self.draws, state.objects[ref[0]].card.name,
                               state.ability(ref).text)
            state.log_rule(apnap_rule(state), "{} has {} deal {} damage to them", who, name,
                           self.amount)
            state.emit_for(self.ctx, Event("damage", source=self.ctx.source, amount=self.amount,
                                           player=p, reason="effect", cause="effect",
                                           rule="CR 120.3"))
            return
        if not self.decides_the_draw():
            state.log_rule(apnap_rule(state), "{} declines; {} is asked next", who,
                           state.players[self.order[self.index + 1]].name)
            state.push(TakeDamageOrLetDraw(self.ctx, self.amount, self.draws, self.drawer,
                                           self.order, self.index + 1))
            return
        if not state.zones[LIBRARY[self.drawer]]:
            state.log_rule(self.rule(state), "{} chooses that {} draws from an empty library",
                           who, drawer)
        else:
            state.log_rule("CR 608.2c", "{} declines: no one did, so {} draws", who, drawer)
        state.emit_for(self.ctx, Event("draws", player=self.drawer, amount=self.draws,
                                       source=self.ctx.source, reason="effect",
                                       rule="CR 121.2" if self.draws > 1 else "CR 121.1"))


def why_not_decline_damage(state: GameState, player: int) -> str | None:
    """Why ``player`` may not decline at the :class:`TakeDamageOrLetDraw` being decided
    now, or ``None``: declining would choose a draw a prohibition stops (CR 121.3,
    121.3a)."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, TakeDamageOrLetDraw):
        return None
    ref = step.forbidden(state)
    if ref is None:
        return None
    return f"{state.players[player].name} can't choose that " \
           f"{state.players[step.drawer].name} draws {step.draws} card(s) while " \
           f"{state.objects[ref[0]].card.name} says \"{state.ability(ref).text}\" " \
           f"({step.rule(state)})"


def drawn_this_turn(state: GameState, player: int) -> list[int]:
    """The cards in ``player``'s hand that they drew this turn, in the order drawn: a
    question to the history, where a replaced draw drew no card, and a card a
    replacement effect made another player draw is that player's (CR 121.6c)."""
    hand = HAND[player]
    return [e.obj for e in state.history.select("draw", player=player)
            if e.obj is not None and state.objects[e.obj].zone == hand]


@dataclass(frozen=True)
class PayLifeOrPutBack(Action):
    """Sylvan Library's "If you do, choose <count> cards in your hand drawn this turn.
    For each of those cards, pay 4 life or put the card on top of your library": done
    only if the :class:`MayDraw` before it was chosen (its ``var``)."""

    count: int = 2
    life: int = 4
    var: str = "drew"

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not state.var(ctx, self.var):
            return
        found = drawn_this_turn(state, ctx.controller)
        if len(found) < self.count:
            state.log_rule("CR 121.6c", "{} has {} card(s) in hand drawn this turn to choose",
                           state.players[ctx.controller].name, len(found))
        if found:
            state.push(PayOrPutBack(ctx.controller, min(self.count, len(found)), self.life,
                                    tuple(found)))


class PayOrPutBack(Ask):
    """Choose one of the cards drawn this turn still to choose, and pay life for it or put
    it on top of the library (``left`` cards still to choose)."""

    __slots__ = ("cards", "left", "life", "player")

    def __init__(self, player: int, left: int, life: int, cards: tuple[int, ...]) -> None:
        self.player = player
        self.left = left
        self.life = life
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        options = one_per_card(state, self.cards, "put_on_top")
        if state.players[self.player].life >= self.life:  # CR 119.4
            options += [Option("pay_life", o.obj, self.life) for o in options]
        return Decision(self.player, "pay_or_put_back", options,
                        f"Choose a card drawn this turn: pay {self.life} life or put it on "
                        f"top of your library ({self.left} to choose)", state)

    def answer(self, state: GameState, option: Option) -> None:
        name = state.players[self.player].name
        if option.kind == "pay_life":
            state.log_rule("CR 119.4", "{} pays {} life for a card drawn this turn", name,
                           self.life)
            state.emit(Event("life", player=self.player, amount=-self.life, reason="cost",
                             rule="CR 119.4"))
        else:
            state.log_rule("CR 608.2c", "{} puts a card drawn this turn on top of their "
                           "library", name)
            state.emit(Event("move", obj=option.obj, to=LIBRARY[self.player],
                             reason="effect"))
        rest = tuple(o for o in self.cards if o != option.obj)
        if self.left > 1 and rest:
            state.push(PayOrPutBack(self.player, self.left - 1, self.life, rest))


@dataclass(frozen=True)
class DealDamageToEach(Action):
    """"<This> deals <amount> damage to each creature": one event, the same damage
    dealt to each at once; its parts share a ``batch`` (what CR 121.7 asks of a
    replacement that draws instead of one part)."""

    amount: int = 1
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        batch = state.next_id()
        for zid in state.rules.zones.ids["battlefield"]:
            for oid in list(state.zones[zid]):
                if is_creature(state, objs[oid]):
                    state.emit_for(ctx, Event("damage", source=ctx.source, obj=oid,
                                              amount=self.amount, reason="effect",
                                              cause="effect", batch=batch, rule="CR 120.3"))


@dataclass(frozen=True)
class SourceControllerDrawsThatMany(Action):
    """In a prevention effect: "that source's controller draws cards equal to the damage
    prevented this way" (the draws come after the rest of the original event, CR
    121.7)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        ev = ctx.event
        if ev is None or ev.source is None or ev.amount <= 0:
            return
        p = state.objects[ev.source].controller
        state.emit_for(ctx, Event("draws", player=p, amount=ev.amount, source=ctx.source,
                                  reason="effect", rule="CR 121.7"))

    declares = ("draw",)


@dataclass(frozen=True)
class PutAllCreaturesOnBottom(Action):
    """"Put all creatures on the bottom of their owners' libraries" (Terminus). Each is
    a move to the bottom of its owner's library, and each owner arranges theirs in the
    order they choose (CR 401.4), the owners in APNAP order (CR 101.4): one owner's
    creatures are in their library while the next chooses."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        owned: dict[int, list[int]] = {}
        for zid in state.rules.zones.ids["battlefield"]:
            for oid in state.zones[zid]:
                o = objs[oid]
                if is_creature(state, o):
                    owned.setdefault(o.owner, []).append(oid)
        for p in apnap_order(state):
            mine = owned.get(p)
            if mine:
                state.push(PutOnBottomInAnyOrder(p, tuple(mine),
                                                 tuple(objs[oid].zone for oid in mine), ctx,
                                                 "CR 608.2", "put"))

    @property
    def text(self) -> str:
        return "put all creatures on the bottom of their owners' libraries"


# ---------------------------------------------------------------------- spells that answer

def _nonblack_creature(state: GameState, ctx: Ctx, oid: int) -> bool:
    # Its colour now, after the layers (CR 105.2, 613.1e): a black creature an effect made
    # green is nonblack.
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    return _creature(state, ctx, oid) and "B" not in colors_of(state, o)


TARGET_NONBLACK_CREATURE = TargetSpec("target nonblack creature", objects=_nonblack_creature)


def _other_spell(state: GameState, ctx: Ctx, oid: int) -> bool:
    # A spell can't target itself (CR 115.5): it is on the stack as its targets are chosen.
    return oid != ctx.source and isinstance(state.objects[oid].card, MtgCard)


TARGET_SPELL = TargetSpec("target spell", objects=_other_spell, zones=("stack",))
""""Target spell": a spell on the stack other than the one targeting (CR 115.5)."""


@dataclass(frozen=True)
class CounterTargetSpell(Action):
    """"Counter target spell": it leaves the stack without resolving and goes to its
    owner's graveyard (CR 701.6a)."""

    target: int = 0
    declares = ("counter",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = targeted_object(state, ctx, self.target)
        if oid is None:
            return
        for item in state.pending.items:
            if item.obj == oid and item.kind == "spell":
                state.pending.items.remove(item)
                break
        else:
            return
        o = state.objects[oid]
        state.log_rule("CR 701.6a", "{} is countered", o.card.name)
        state.emit_for(ctx, Event("move", obj=oid, frm=STACK, to=GRAVEYARD[o.owner],
                                  reason="counter", cause="effect", source=ctx.source,
                                  rule="CR 701.6a"))

    @property
    def text(self) -> str:
        return "counter target spell"


@dataclass(frozen=True)
class DestroyTarget(Action):
    """"Destroy target <permanent>": it is put into its owner's graveyard unless it is
    indestructible (CR 701.8a, 702.12b)."""

    target: int = 0
    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        o = state.objects[aimed]
        state.emit_for(ctx, Event("move", obj=o.id, frm=o.zone, to=GRAVEYARD[o.owner],
                                  reason=DESTROY, cause="effect", source=ctx.source,
                                  rule="CR 701.8a"))

    @property
    def text(self) -> str:
        return "destroy target"


@dataclass(frozen=True)
class TargetGets(Action):
    """"Target creature gets +<power>/+<toughness> until end of turn": a floating effect
    of layer 7c (CR 613.4c) that lasts until the cleanup step (CR 514.2)."""

    power: int = 0
    toughness: int = 0
    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        o = state.objects[aimed]
        state.add_continuous(Continuous("pt", controller=ctx.controller, source=ctx.source,
                                        target=(o.id, o.incarnation),
                                        value=(self.power, self.toughness)))
        watch(state, o.id)  # a toughness change: state-based actions look again
        state.log_rule("CR 613.4c", "{} gets {:+d}/{:+d} until end of turn", o.card.name,
                       self.power, self.toughness)

    @property
    def text(self) -> str:
        return f"target gets {self.power:+d}/{self.toughness:+d}"
