"""A minimal game for testing the kernel on its own: a deck, a hand, a board, one step in
which the active player draws or ends the turn, and test cards whose abilities exercise
each stage of the event pipeline."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tcgkit.core.abilities import (
    OPPONENT,
    YOU,
    Action,
    CountModifier,
    Ctx,
    Pattern,
    Prohibition,
    Replacement,
    Triggered,
)
from tcgkit.core.cards import CardDef
from tcgkit.core.decision import Decision, Option
from tcgkit.core.events import Event
from tcgkit.core.limits import ON_TRIGGER, WHEN_APPLIED, Limit
from tcgkit.core.rules import Rules
from tcgkit.core.state import GameState
from tcgkit.core.steps import Ask
from tcgkit.core.turns import TurnStep, TurnStructure
from tcgkit.core.zones import HIDDEN, OWNER, ZoneSpec, ZoneTable

ZONES = ZoneTable((
    ZoneSpec("deck", ordered=True, visibility=HIDDEN),
    ZoneSpec("hand", visibility=OWNER),
    ZoneSpec("board"),
    ZoneSpec("graveyard", ordered=True),
))


@dataclass(frozen=True)
class DrawCards(Action):
    """"<who> draws <count>": the controller, or the opponent."""

    count: int = 1
    who: str = YOU

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller if self.who == YOU else 1 - ctx.controller
        state.emit_for(ctx, Event("draws", player=p, amount=self.count, reason="effect",
                                  rule="test: draw"))


@dataclass(frozen=True)
class GainLife(Action):
    """"You gain <amount> life"."""

    amount: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.emit_for(ctx, Event("life", player=ctx.controller, amount=self.amount,
                                  rule="test: life"))


def _count(n: int):
    return lambda state, event, ctx, old: n


def _not_first_draw(state: GameState, event: Event, ctx: Ctx) -> bool:
    return state.history.any("draw", player=event.player)


VANILLA = CardDef(name="Vanilla", jp="バニラ")
THIEF = CardDef(name="Thief", abilities=(
    Replacement("If an opponent would draw a card, instead you draw a card.",
                would=Pattern("draw", player=OPPONENT), instead=(DrawCards(1),)),))
SELF_THIEF = CardDef(name="Echo", abilities=(
    Replacement("If you would draw a card, instead draw a card.",
                would=Pattern("draw", player=YOU), instead=(DrawCards(1),)),))
HEALER = CardDef(name="Healer", abilities=(
    Replacement("If you would draw a card, instead gain 1 life.",
                would=Pattern("draw", player=YOU), instead=(GainLife(1),)),))
SKIPPER = CardDef(name="Skipper", abilities=(
    Replacement("If you would draw a card, you may gain 3 life instead.",
                would=Pattern("draw", player=YOU), instead=(GainLife(3),), optional=True),))
ONCE_HEALER = CardDef(name="Once Healer", abilities=(
    Replacement("Once each turn, if you would draw a card, instead gain 2 life.",
                would=Pattern("draw", player=YOU), instead=(GainLife(2),),
                limit=Limit(spent=WHEN_APPLIED)),))
DOUBLER = CardDef(name="Doubler", abilities=(
    Replacement("If you would gain life, you gain twice that much instead.",
                would=Pattern("life", player=YOU),
                modify=lambda state, event, ctx: event.replace(amount=event.amount * 2)),))
TWO = CardDef(name="Two", abilities=(
    CountModifier("Your draws draw 2.", applies=Pattern("draws", player=YOU), count=_count(2)),))
THREE = CardDef(name="Three", abilities=(
    CountModifier("Your draws draw 3.", applies=Pattern("draws", player=YOU), count=_count(3)),))
LABYRINTH = CardDef(name="Labyrinth", abilities=(
    Prohibition("Each player can't draw more than one card each turn.",
                forbids=Pattern("draw", where=lambda s, e, c: s.history.any("draw",
                                                                           player=e.player))),))
WATCHER = CardDef(name="Watcher", abilities=(
    Triggered("Whenever an opponent draws a card, you gain 1 life.",
              on=Pattern("draw", player=OPPONENT), effect=(GainLife(1),)),))
ONCE_WATCHER = CardDef(name="Once Watcher", abilities=(
    Triggered("Whenever an opponent draws a card, gain 1 life. (Once each turn.)",
              on=Pattern("draw", player=OPPONENT), effect=(GainLife(1),),
              limit=Limit(spent=ON_TRIGGER)),))
PICKY = CardDef(name="Picky", abilities=(
    Replacement("If an opponent would draw a card except their first this turn, instead "
                "you gain 1 life.",
                would=Pattern("draw", player=OPPONENT), condition=_not_first_draw,
                instead=(GainLife(1),)),))

CARDS = (VANILLA, THIEF, SELF_THIEF, HEALER, SKIPPER, ONCE_HEALER, DOUBLER, TWO, THREE,
         LABYRINTH, WATCHER, ONCE_WATCHER, PICKY)


class Act(Ask):
    """The active player draws a card (and acts again) or ends the turn."""

    def decide(self, state: GameState) -> Decision:
        return Decision(state.active, "act", [Option("draw"), Option("end")], "Act", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "draw":
            state.emit(Event("draws", player=state.active, amount=1, rule="test: draw"))
            state.push(Act())


class KernelRules(Rules):
    """The test game: draws and life only; nothing happens by itself."""

    name: ClassVar[str] = "kernel-test"
    zones = ZONES
    structure = TurnStructure((TurnStep("main", "main", "test: main", "Main step",
                                        body=lambda state: state.push(Act())),))
    default_zones = ("board",)
    starting_life = 0
    library = "deck"
    hand = "hand"

    def __init__(self) -> None:
        super().__init__()
        self.pool.add(*CARDS)

    def drew_from_empty(self, state: GameState, player: int, event: Event) -> None:
        state.lose(player, rule="test: deck-out", why="drew from an empty deck")


RULES = KernelRules()


def new_state(*, deck: int = 10, board: tuple[tuple[int, CardDef], ...] = ()) -> GameState:
    """A state with ``deck`` vanilla cards in each deck and the given cards on the board."""
    state = GameState(RULES, seed=1)
    for p in (0, 1):
        for _ in range(deck):
            state.create(VANILLA, p, "deck")
    for p, card in board:
        state.create(card, p, "board")
    state.turn = 1
    state.history.begin_turn()
    return state


def run(state: GameState, *events: Event) -> GameState:
    """Emit events (as a step would) and run the game to its next decision."""
    for e in events:
        state.emit(e)
    return state.start()


def draw(player: int, n: int = 1) -> Event:
    """An effect's "draw n" for ``player``."""
    return Event("draws", player=player, amount=n, reason="effect", rule="test: draw")
