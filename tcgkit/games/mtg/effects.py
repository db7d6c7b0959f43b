"""Actions, patterns and conditions of the draw-rule test cards that are not draws
themselves: "that player draws", tapping as a cost and as an effect, discarding instead
of drawing (Chains of Mephistopheles), "then if your library has no cards, you win"
(Jace, Wielder of Mysteries)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, TargetSpec
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.pending import opponents, teams_from
from ...core.resolve import targeted_object
from ...core.steps import Ask
from .card import MtgCard
from .characteristics import is_creature
from .zones import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data, objects


def apnap_order(state: GameState) -> tuple[int, ...]:
    """The players still in the game in the order they make choices an effect asks of
    several players at once: from the active player in turn order (APNAP, CR 101.4);
    with shared team turns (Two-Headed Giant) each player of the active team first, then
    those of the other team (CR 805.6). Within a team the players go in seat order: the
    team's choice of that order ("in whatever order they like") is not asked."""
    if len(state.players) == 2:
        return (state.active, 1 - state.active)
    return tuple(p for players in teams_from(state, state.active) for p in players)


def apnap_rule(state: GameState) -> str:
    """The rule :func:`apnap_order` follows: CR 805.6 with shared team turns, else CR
    101.4."""
    return "CR 805.6" if state.options.get("variant") == "2hg" else "CR 101.4"


def this_is_untapped(state: GameState, ctx: Ctx) -> bool:
    """Intervening "if <this permanent> is untapped" (CR 603.4): asked as the event
    happens and again as the ability resolves."""
    return ctx.source is not None and not state.objects[ctx.source].tapped


@dataclass(frozen=True)
class ThatPlayerDraws(Action):
    """"That player draws <count> additional card(s)": the player of the triggering
    event (whose draw step began)."""

    count: int = 1
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.player is None:
            return
        state.emit_for(ctx, Event("draws", player=ctx.event.player, amount=self.count,
                                  source=ctx.source, reason="effect",
                                  rule="CR 121.2" if self.count > 1 else "CR 121.1"))

    @property
    def text(self) -> str:
        return f"that player draws {self.count}"


@dataclass(frozen=True)
class TapThis(Action):
    """A cost: "{T}" of a noncreature permanent's activated ability (CR 602.5a: a
    creature's needs it to have been under its controller's control since their most
    recent turn began; no card here taps a creature for a cost)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        state.emit(Event("tap", obj=ctx.source, reason="cost", rule="CR 602.2b"))

    def payable_by(self, state: GameState, oid: int) -> bool:
        """Whether permanent ``oid`` can pay it: it is untapped."""
        return not state.objects[oid].tapped

    @property
    def text(self) -> str:
        return "{T}"


def _artifact_creature_or_land(state: GameState, ctx: Ctx, oid: int) -> bool:
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    card = o.card
    return isinstance(card, MtgCard) and (card.is_a("Artifact") or card.is_land
                                          or is_creature(state, o))


TARGET_ARTIFACT_CREATURE_OR_LAND = TargetSpec("target artifact, creature, or land",
                                              objects=_artifact_creature_or_land)


@dataclass(frozen=True)
class TapTarget(Action):
    """"Tap target <permanent>" (CR 701.26a): an already tapped one stays as it is."""

    target: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        aimed = targeted_object(state, ctx, self.target)
        if aimed is None:
            return
        o = state.objects[aimed]
        state.log_rule("CR 701.26a", "{} is tapped", o.card.name)
        state.emit_for(ctx, Event("tap", obj=o.id, reason="effect", source=ctx.source,
                                  rule="CR 701.26a"))

    @property
    def text(self) -> str:
        return "tap target"


@dataclass(frozen=True)
class WinIfLibraryEmpty(Action):
    """"Then if your library has no cards in it, you win the game" (CR 104.2b)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if state.zones[LIBRARY[ctx.controller]]:
            state.log_rule("CR 608.2c", "{}'s library still has cards: nothing happens",
                           state.players[ctx.controller].name)
            return
        name = state.objects[ctx.source].card.name if ctx.source is not None else "an effect"
        state.win(ctx.controller, rule="CR 104.2b",
                  why=f"{name}: its controller's library has no cards")


@dataclass(frozen=True)
class DiscardThenDrawElseMill(Action):
    """Chains of Mephistopheles' "instead": the player who would have drawn discards a
    card; if they did, they draw a card, otherwise they mill a card. The follow-up draw
    is part of the replacing event: the same effect does not apply to it again (CR
    614.5)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.player is None:
            return
        state.push(DiscardInstead(ctx, ctx.event.player))

    @property
    def text(self) -> str:
        return "discard a card; if you do, draw a card; if you don't, mill a card"


class DiscardInstead(Ask):
    """``player`` discards a card of their choice for Chains of Mephistopheles; with an
    empty hand they mill a card instead."""

    __slots__ = ("ctx", "player")

    def __init__(self, ctx: Ctx, player: int) -> None:
        self.ctx = ctx
        self.player = player

    def decide(self, state: GameState) -> Decision | None:
        hand = state.zones[HAND[self.player]]
        if not hand:
            return None
        return Decision(self.player, "discard", one_per_card(state, hand, "discard"),
                        "Discard a card instead of drawing", state)

    def run(self, state: GameState) -> None:
        p = self.player
        library = state.zones[LIBRARY[p]]
        state.log_rule("CR 614.6", "{} has no card to discard: they mill a card instead",
                       state.players[p].name)
        if library:
            state.emit_for(self.ctx, Event("move", obj=library[-1], frm=LIBRARY[p],
                                           to=GRAVEYARD[p], reason="mill", cause="effect",
                                           source=self.ctx.source, rule="CR 701.17a"))

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        state.log_rule("CR 614.6", "{} discards {} instead of drawing",
                       state.players[p].name, state.objects[option.obj].card.name)
        state.emit_for(self.ctx, Event("move", obj=option.obj, frm=HAND[p], to=GRAVEYARD[p],
                                       player=p, reason="discard", cause="effect",
                                       source=self.ctx.source))
        state.emit_for(self.ctx, Event("draws", player=p, amount=1, source=self.ctx.source,
                                       reason="effect", rule="CR 121.1"))



@dataclass(frozen=True)
class HandOnBottomThenDrawThatMany(Action):
    """Teferi's Puzzle Box: "that player puts the cards in their hand on the bottom of
    their library in any order, then draws that many cards" (the player of the
    triggering event). Putting cards there is not drawing or discarding; the draws are
    single draws as usual (CR 121.2)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.player is None:
            return
        p = ctx.event.player
        n = len(state.zones[HAND[p]])
        state.log_rule("CR 608.2c", "{} puts the {} card(s) in their hand on the bottom of "
                       "their library", state.players[p].name, n)
        if n:
            state.push(PutHandOnBottom(ctx, p, n))

    @property
    def text(self) -> str:
        return "put your hand on the bottom of your library, then draw that many"


class PutHandOnBottom(Ask):
    """``player`` puts the cards of their hand on the bottom of their library one at a
    time, in the order they choose (each one under those before it); then they draw
    ``count`` cards."""

    __slots__ = ("count", "ctx", "player")

    def __init__(self, ctx: Ctx, player: int, count: int) -> None:
        self.ctx = ctx
        self.player = player
        self.count = count

    def decide(self, state: GameState) -> Decision | None:
        hand = state.zones[HAND[self.player]]
        if len(hand) < 2:
            return None  # the last card goes without a choice
        return Decision(self.player, "hand_on_bottom",
                        one_per_card(state, hand, "put_on_bottom"),
                        "Put a card from your hand on the bottom of your library (each "
                        "one goes under the ones before it)", state)

    def run(self, state: GameState) -> None:
        hand = state.zones[HAND[self.player]]
        if hand:
            self._bottom(state, hand[0])
        state.emit_for(self.ctx, Event("draws", player=self.player, amount=self.count,
                                       source=self.ctx.source, reason="effect",
                                       rule="CR 121.2" if self.count > 1 else "CR 121.1"))

    def _bottom(self, state: GameState, oid: int) -> None:
        state.emit(Event("move", obj=oid, frm=HAND[self.player], to=LIBRARY[self.player],
                         at=0, reason="put", cause="effect", source=self.ctx.source))

    def answer(self, state: GameState, option: Option) -> None:
        self._bottom(state, option.obj)
        state.push(self)


def why_not_hand_on_bottom(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot put ``oid`` on the bottom of their library for Teferi's
    Puzzle Box now, or ``None``."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, PutHandOnBottom) or step.player != player:
        return "no effect has you put your hand on the bottom of your library now (CR 608.2c)"
    if state.objects[oid].zone != HAND[player]:
        return "the card is not in your hand (CR 608.2c)"
    return None


@dataclass(frozen=True)
class EachPlayerReturnsAPermanent(Action):
    """"Each player returns a permanent they control to its owner's hand": the players
    choose in APNAP order (:func:`apnap_order`, CR 101.4, 805.6), then the chosen
    permanents return at once. A player who controls none chooses nothing."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        order = apnap_order(state)
        state.push(ChooseToReturn(ctx, order, ()))

    @property
    def text(self) -> str:
        return "each player returns a permanent they control to its owner's hand"


class ChooseToReturn(Ask):
    """The next player of ``order`` chooses a permanent they control to return; the
    choices so far are ``chosen``."""

    __slots__ = ("chosen", "ctx", "order")

    def __init__(self, ctx: Ctx, order: tuple[int, ...], chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.order = order
        self.chosen = chosen

    def decide(self, state: GameState) -> Decision | None:
        if not self.order:
            return None
        p = self.order[0]
        mine = state.zones[BATTLEFIELD[p]]
        if not mine:
            return None
        return Decision(p, "return_to_hand", one_per_card(state, mine, "return_to_hand"),
                        "Choose a permanent you control to return to its owner's hand",
                        state)

    def run(self, state: GameState) -> None:
        if self.order:  # the player controls no permanent: nothing to choose
            state.log_rule(apnap_rule(state), "{} controls no permanent to return",
                           state.players[self.order[0]].name)
            state.push(ChooseToReturn(self.ctx, self.order[1:], self.chosen))
            return
        for oid in self.chosen:
            o = state.objects[oid]
            state.emit_for(self.ctx, Event("move", obj=oid, frm=o.zone, to=HAND[o.owner],
                                           reason="return", cause="effect",
                                           source=self.ctx.source, rule="CR 614.6"))

    def answer(self, state: GameState, option: Option) -> None:
        state.log_rule(apnap_rule(state), "{} chooses {} to return",
                       state.players[self.order[0]].name, state.objects[option.obj].card.name)
        state.push(ChooseToReturn(self.ctx, self.order[1:], (*self.chosen, option.obj)))


def why_not_return(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot choose ``oid`` to return now, or ``None``."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, ChooseToReturn) or not step.order or step.order[0] != player:
        return "no effect has you return a permanent now (CR 101.4)"
    if state.objects[oid].zone != BATTLEFIELD[player]:
        return "it is not a permanent you control (CR 101.4)"
    return None


@dataclass(frozen=True)
class RevealTopSplitIntoPiles(Action):
    """Fact or Fiction: "reveal the top <count> cards of your library. An opponent
    separates them into two piles. Put one pile into your hand and the other into your
    graveyard." Putting cards into the hand this way is not drawing (CR 121.5). "An
    opponent" is a choice the spell's controller makes as it resolves (CR 608.2d): with
    one opponent left there is nothing to choose; with several (a free-for-all, or the
    other team of a Two-Headed Giant game, where a teammate is no opponent, CR 102.3)
    the controller names which of them separates the cards."""

    count: int = 5

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        top = tuple(reversed(state.zones[LIBRARY[p]][-self.count:]))
        state.log_rule("CR 608.2c", "{} reveals {}", state.players[p].name,
                       ", ".join(state.objects[o].card.name for o in top) or "no cards")
        if not top:
            return
        foes = opponents(state, p)
        if len(foes) == 1:
            state.push(SplitPiles(ctx, foes[0], top, ()))
        elif foes:
            state.push(ChooseSeparator(ctx, top))

    @property
    def text(self) -> str:
        return f"reveal the top {self.count}; an opponent splits them into two piles"


class ChooseSeparator(Ask):
    """The controller of a Fact or Fiction names the opponent who separates the
    revealed ``cards`` into piles (CR 608.2d), in a game with more than one."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose_separator",
                        [Option("separator", -1, q)
                         for q in opponents(state, self.ctx.controller)],
                        "Choose the opponent who separates the revealed cards into two "
                        "piles", state)

    def answer(self, state: GameState, option: Option) -> None:
        assert type(option.arg) is int
        state.log_rule("CR 608.2d", "{} chooses {} to separate the revealed cards into two "
                       "piles", state.players[self.ctx.controller].name,
                       state.players[option.arg].name)
        state.push(SplitPiles(self.ctx, option.arg, self.cards, ()))


def why_not_separator(state: GameState, player: int, arg: object) -> str | None:
    """Why ``player`` cannot name player ``arg`` to separate Fact or Fiction's cards
    now, or ``None``: the controller names one of their opponents still in the game
    (CR 608.2d; a teammate is no opponent, CR 102.3)."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, ChooseSeparator) or step.ctx.controller != player:
        return "no effect has you choose an opponent to separate cards into piles now " \
               "(CR 608.2d)"
    if type(arg) is not int or arg not in opponents(state, player):
        return "the revealed cards are separated by an opponent of the spell's " \
               "controller still in the game (CR 608.2d, 102.3)"
    return None


class SplitPiles(Ask):
    """The opponent puts each revealed card, in order, into pile 1 or pile 2
    (``placed``: the pile of each card so far)."""

    __slots__ = ("cards", "ctx", "placed", "player")

    def __init__(self, ctx: Ctx, player: int, cards: tuple[int, ...],
                 placed: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.player = player
        self.cards = cards
        self.placed = placed

    def decide(self, state: GameState) -> Decision:
        oid = self.cards[len(self.placed)]
        return Decision(self.player, "split_piles", [Option("pile", oid, 1),
                                                     Option("pile", oid, 2)],
                        f"Put {state.objects[oid].card.name} into pile 1 or pile 2", state)

    def answer(self, state: GameState, option: Option) -> None:
        placed = (*self.placed, option.arg)
        state.log_rule("CR 608.2c", "{} puts {} into pile {}",
                       state.players[self.player].name,
                       state.objects[option.obj].card.name, option.arg)
        if len(placed) < len(self.cards):
            state.push(SplitPiles(self.ctx, self.player, self.cards, placed))
        else:
            state.push(ChoosePile(self.ctx, self.cards, placed))


class ChoosePile(Ask):
    """The controller chooses the pile that goes to their hand; the other goes to their
    graveyard."""

    __slots__ = ("cards", "ctx", "placed")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...], placed: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards
        self.placed = placed

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose_pile",
                        [Option("pile_to_hand", -1, 1), Option("pile_to_hand", -1, 2)],
                        "Choose the pile to put into your hand", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        state.log_rule("CR 121.5", "{} puts pile {} into their hand (this is not a draw)",
                       state.players[p].name, option.arg)
        for oid, pile in zip(self.cards, self.placed, strict=True):
            to = HAND[p] if pile == option.arg else GRAVEYARD[p]
            state.emit_for(self.ctx, Event("move", obj=oid, frm=LIBRARY[p], to=to,
                                           reason="effect", cause="effect",
                                           source=self.ctx.source, rule="CR 608.2c"))


def why_not_pile(state: GameState, player: int, option: Option) -> str | None:
    """Why ``player`` cannot give this answer to a Fact or Fiction split now."""
    step = state.work[-1] if state.work else None
    if option.kind == "pile":
        if not isinstance(step, SplitPiles) or step.player != player:
            return "no revealed cards are yours to separate into piles now (CR 608.2c)"
        if option.obj != step.cards[len(step.placed)] or option.arg not in (1, 2):
            return "the revealed cards are put into pile 1 or pile 2 in order (CR 608.2c)"
        return None
    if not isinstance(step, ChoosePile) or step.ctx.controller != player:
        return "no piles are yours to choose from now (CR 608.2c)"
    if option.arg not in (1, 2):
        return "there are two piles, 1 and 2 (CR 608.2c)"
    return None


@dataclass(frozen=True)
class TakeAnExtraTurn(Action):
    """"Take an extra turn after this one" (CR 500.7): the controller's extra turn comes
    right after the current turn; several created extra turns are taken most recent
    first (see :func:`next_player`)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if TYPE_CHECKING:
            d = data(state)
        else:
            d = state.data
        state.data = d.replace(extra_turns=(*d.extra_turns, ctx.controller))
        state.log_rule("CR 500.7", "{} will take an extra turn after this one",
                       state.players[ctx.controller].name)

    @property
    def text(self) -> str:
        return "take an extra turn after this one"


@dataclass(frozen=True)
class ExileThisSpell(Action):
    """"Exile <this spell>" as it resolves: it goes to exile rather than its owner's
    graveyard (CR 608.2n: a card an effect moved stays where it went)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        o = state.objects[ctx.source]
        state.emit_for(ctx, Event("move", obj=o.id, frm=o.zone, to=EXILE[o.owner],
                                  reason="exile", cause="effect", source=o.id,
                                  rule="CR 608.2c"))

    @property
    def text(self) -> str:
        return "exile this spell"


def next_player(state: GameState, otherwise: int) -> int:
    """Whose turn comes next: the player of the most recently created extra turn still
    to take, if any (CR 500.7; a player who left the game takes none, CR 800.4a), else
    ``otherwise``, the next player in turn order."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    extra = d.extra_turns
    while extra:
        p: int = extra[-1]
        extra = extra[:-1]
        state.data = d.replace(extra_turns=extra)
        if not state.players[p].lost:
            state.log_rule("CR 500.7", "{} takes an extra turn", state.players[p].name)
            return p
    return otherwise
