"""Tamaseeds (タマシード) and Sinkalize (シンカライズ).

- A Tamaseed is a card type of its own: used from the hand in the main step (the use
  procedure, DM-USE-01..07), it resolves by being put into its owner's battle zone
  (DM-USE-11). It is not a creature: it never attacks or blocks, is never chosen by
  "destroy a creature" and has no power.
- A Tamaseed put into the battle zone by an effect ("put a Tamaseed from your hand") is
  not used: no use procedure, no ``use`` event, so "when you use" abilities do not see
  it (DM-USE-11); "when a Tamaseed comes out" abilities do (a ``move`` event either way).
- Sinkalize: "an evolution creature may be put on this Tamaseed as if it were a creature"
  — a keyword that :func:`~tcgkit.games.dm.evolution.is_a` reads, so both evolving from
  the hand and putting an evolution creature out by an effect can go on it. It then lies
  under the evolution creature like any card it evolved from.
- "The number of your Tamaseeds" counts the Tamaseeds in your battle zone
  (:func:`tamaseed_count`), those under an evolution creature not included (they are
  part of that creature, not Tamaseeds in play).

Rule citations give the comprehensive rules' section on Tamaseeds (``DM 315``, from the
official 2022 rules-change notice).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Action, Ctx, Keyword
from ...core.decision import Decision, Option, one_per_card
from ...core.steps import Ask, Step
from .card import DmCard
from .evolution import SINKALIZE, bases, put_out_on
from .zones import BATTLE, DECK, HAND, HYPERSPATIAL

if TYPE_CHECKING:
    from ...core.events import Event
    from ...core.state import GameState

R_TAMASEED = "DM 315"
R_PUT_NOT_USED = "DM-USE-11"
"""Putting a card into the battle zone by an effect is not using it."""

SINKALIZE_KEYWORD = Keyword("Sinkalize (An evolution creature may be put on this Tamaseed "
                            "as if it were a creature.)", name=SINKALIZE)
"""Sinkalize (シンカライズ), with its reminder text."""

NONE = Option("none")


def is_tamaseed(c: object) -> bool:
    """Whether card ``c`` is a Tamaseed."""
    return getattr(c, "kind", "") == "tamaseed"


def tamaseed(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
             race: str = "", abilities: Sequence[Ability] = ()) -> DmCard:
    """A Tamaseed card (タマシード): used, it is put into the battle zone (DM-USE-11)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="tamaseed", civilizations=civs, cost=cost,
                  race=race, abilities=tuple(abilities))


def tamaseed_count(state: GameState, player: int) -> int:
    """"The number of your Tamaseeds": ``player``'s Tamaseeds in the battle zone."""
    objs = state.objects
    return sum(1 for o in state.zones[BATTLE[player]] if is_tamaseed(objs[o].card))


def your_tamaseed_enters(state: GameState, event: Event, ctx: Ctx) -> bool:
    """One of the ability controller's Tamaseeds comes into the battle zone, used or put
    out by an effect."""
    return event.to == BATTLE[ctx.controller] and event.frm != event.to \
        and event.obj is not None and is_tamaseed(state.objects[event.obj].card)


def your_evolution_attacks(state: GameState, event: Event, ctx: Ctx) -> bool:
    """An attack by one of the ability controller's evolution creatures."""
    return event.kind == "attack" and event.player == ctx.controller \
        and event.obj is not None and bool(getattr(state.objects[event.obj].card,
                                                   "evolution", False))


# ---------------------------------------------------------------------- put out by effects

CardTest = Callable[["GameState", Ctx, int], bool]
"""Whether a card (object id) may be chosen, seen from the effect's context."""

CARD_TESTS: dict[str, CardTest] = {}
"""The tests :class:`PutOut` names, by name: a step waiting in the game state keeps the
name, not the function, so that the state stays copyable and serializable."""


def card_test(name: str) -> Callable[[CardTest], CardTest]:
    """Register a :data:`CardTest` under ``name`` (a card module's decorator)."""

    def register(test: CardTest) -> CardTest:
        CARD_TESTS[name] = test
        return test

    return register


class ChoosePutOut(Ask):
    """The effect's controller may choose a card of theirs in ``zone`` that ``test``
    allows, and it is put into the battle zone (出す, not a use). An evolution creature
    is put on a creature (or Sinkalize Tamaseed) of theirs, chosen next; one with
    nothing to go on cannot be chosen. ``shuffle``: the deck is shuffled afterwards if a
    card was put out ("if you do, shuffle your deck")."""

    __slots__ = ("ctx", "optional", "shuffle", "test", "what", "zone")

    def __init__(self, ctx: Ctx, zone: int, test: str, what: str,
                 shuffle: bool = False, optional: bool = True) -> None:
        self.ctx = ctx
        self.zone = zone
        self.test = test
        self.what = what
        self.shuffle = shuffle
        self.optional = optional
        """"You may put": choosing none is an answer (without it, one is put out)."""

    def candidates(self, state: GameState) -> list[int]:
        """The cards that may be put out now."""
        p = self.ctx.controller
        objs = state.objects
        test = CARD_TESTS.get(self.test)  # no test named: any card
        return [o for o in state.zones[self.zone] if (test is None or test(state, self.ctx, o))
                and (not getattr(objs[o].card, "evolution", False) or bases(state, p, o))]

    def decide(self, state: GameState) -> Decision:
        options = one_per_card(state, self.candidates(state), "choose")
        if self.optional:
            options.append(NONE)
        return Decision(self.ctx.controller, "choose", options, f"Choose {self.what} to put "
                        "into the battle zone" + (", or none" if self.optional else ""), state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind != "choose":
            return
        p = self.ctx.controller
        oid = option.obj
        c = state.objects[oid].card
        state.log_rule(R_PUT_NOT_USED, "{} puts {} into the battle zone by an effect (not a "
                       "use)", state.players[p].name, c.name)
        if getattr(c, "evolution", False):
            state.push(ChooseBase(self.ctx, oid))
        else:
            state.move(oid, BATTLE[p], player=p, reason="put", cause="effect",
                       source=self.ctx.source, rule=R_PUT_NOT_USED)
        if self.shuffle:  # after the card is out: steps run in the order scheduled
            state.push(ShuffleDeck(p))


class ChooseBase(Ask):
    """Where an evolution creature put out by an effect goes: on one of its controller's
    creatures (or Sinkalize Tamaseeds) it can evolve from."""

    __slots__ = ("ctx", "obj")

    def __init__(self, ctx: Ctx, obj: int) -> None:
        self.ctx = ctx
        self.obj = obj

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        ids = bases(state, p, self.obj)
        return Decision(p, "evolve", one_per_card(state, ids, "evolve"),
                        f"Choose what {state.objects[self.obj].card.name} is put on", state)

    def answer(self, state: GameState, option: Option) -> None:
        assert option.obj is not None
        put_out_on(state, self.obj, option.obj, player=self.ctx.controller,
                   source=self.ctx.source, rule=R_PUT_NOT_USED)


class ShuffleDeck(Step):
    """Shuffle a player's deck."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def run(self, state: GameState) -> None:
        state.rng.shuffle(state.zones[DECK[self.player]])
        state.version += 1
        state.log_rule("DM 110", "{} shuffles their deck",
                       state.players[self.player].name)


_ZONES = {"hand": HAND, "deck": DECK, "hyperspatial": HYPERSPATIAL}


@dataclass(frozen=True)
class PutOut(Action):
    """"You may put <what> from your <zone> into the battle zone": ``test`` names the
    :data:`CARD_TESTS` entry that says which cards qualify (it sees the effect's
    context, so "cost at most the number of your Tamaseeds" is counted as it resolves);
    ``shuffle``: "if you do, shuffle your deck"; ``optional=False``: "put" (one is put
    out if any qualifies). Not a use (DM-USE-11)."""

    what: str = "a card"
    zone: str = "hand"
    test: str = ""
    shuffle: bool = False
    optional: bool = True

    def start(self, state: GameState, ctx: Ctx) -> None:
        ask = ChoosePutOut(ctx, _ZONES[self.zone][ctx.controller],
                           self.test, self.what, self.shuffle, self.optional)
        # With nothing that qualifies there is nothing to choose (a deck looked at and
        # nothing taken is not shuffled: "if you do").
        if ask.candidates(state):
            state.push(ask)

    @property
    def text(self) -> str:
        return f"{'you may put' if self.optional else 'put'} {self.what} from your " \
            f"{self.zone} into the battle zone"
