"""The shortcuts a game takes when its cards cannot need a rule (tcgkit bench's vanilla
games pay for none of them) give the answers of the general path, and the general path
still runs where a card needs it."""

from __future__ import annotations

import inspect
import random

import pytest

from tcgkit.core.events import Event, new_event
from tcgkit.core.state import GameState
from tcgkit.games import dm, mtg
from tcgkit.games.dm.attack import why_not_attack
from tcgkit.games.dm.card import CIVILIZATIONS, DmCard
from tcgkit.games.dm.play import (
    USE_OPTIONS,
    plan_payment,
    untapped_mana,
    why_not_charge,
    why_not_use,
)
from tcgkit.games.dm.zones import BATTLE, HAND
from tcgkit.games.mtg.play import why_not_cast as mtg_why_not_cast

SEEDS = range(8)


def _dm_main_steps(state: GameState, seed: int) -> int:
    """Play ``state`` to its end at random; at every main step, check each card in the
    hand against why_not_use, the one check (at every mana charge step against
    why_not_charge, at every attack step against why_not_attack). How many cards the
    full use check alone decides (not :attr:`DmCard.cost_alone`) were met."""
    rng = random.Random(seed)
    general = 0
    while not state.is_over:
        d = state.decision
        if d.kind == "main_step":
            p = d.player
            offered = set(d.options)
            seen: set[DmCard] = set()
            for oid in state.zones[HAND[p]]:
                c = state.objects[oid].card
                if c in seen:
                    continue
                seen.add(c)
                general += not c.cost_alone
                option = USE_OPTIONS[c.kind][oid]
                assert (option in offered) == (why_not_use(state, p, oid) is None), c.name
        elif d.kind == "mana_charge":
            # Every card in the hand, one per card, when why_not_charge allows it.
            p = d.player
            charged = {o.obj for o in d.options if o.kind == "charge"}
            firsts = {state.objects[oid].card: oid for oid in reversed(state.zones[HAND[p]])}
            assert charged == {oid for oid in firsts.values()
                               if why_not_charge(state, p, oid) is None}
        elif d.kind == "attack":
            # Each attack offered passes why_not_attack, and each creature of the
            # opponent's that the full check lets the first attacker offered attack is
            # offered to it, itself or a creature alike (same card, same tapped state).
            p = d.player
            attacks = [(o.obj, o.arg) for o in d.options if o.kind == "attack"]
            assert all(why_not_attack(state, p, a, t) is None for a, t in attacks)
            if attacks:
                first = attacks[0][0]
                offered = {t for a, t in attacks if a == first}
                kinds = {(state.objects[t].card, state.objects[t].tapped) for t in offered
                         if t >= 0}
                for t in state.zones[BATTLE[1 - p]]:
                    o = state.objects[t]
                    if why_not_attack(state, p, first, t) is None and not state.continuous:
                        assert t in offered or (o.card, o.tapped) in kinds
        state.apply(rng.choice(d.options))
    return general


@pytest.mark.parametrize("options", [None, {"variant": "plays"}], ids=["tcg", "plays"])
def test_dm_main_step_offers_what_the_full_use_check_allows(options: dict[str, str] | None,
                                                             ) -> None:
    general = sum(_dm_main_steps(dm.new_game(seed=s, decks=decks, options=options), s)
                  for decks in ("demo", "vanilla") for s in SEEDS)
    # The demo decks' evolution creatures and creatures with abilities take the full
    # check (the general path ran).
    assert general > 0


def test_dm_cost_alone_names_the_cards_whose_use_asks_more() -> None:
    pool = dm.RULES.pool
    cards = [c for c in pool if isinstance(c, DmCard)]
    for c in cards:
        asks_more = c.evolution or c.kind in ("castle", "aura") \
            or (c.kind == "creature" and bool(c.abilities))
        assert c.cost_alone is not asks_more, c.name
    assert any(c.cost_alone for c in cards) and not all(c.cost_alone for c in cards)


def _reference_plan(state: GameState, player: int, civs: tuple[str, ...],
                    cost: int) -> tuple[int, ...] | None:
    """The payment plan as DM 112.2 and its docstring describe it, written plainly."""
    free = untapped_mana(state, player)
    if len(free) < max(cost, len(civs)):
        return None
    civ_of = {m: state.objects[m].card.civilizations for m in free}
    chosen: list[int] = []
    for civ in sorted(civs, key=lambda c: sum(c in civ_of[m] for m in free)):
        providers = [m for m in free if m not in chosen and civ in civ_of[m]]
        if not providers:
            return None
        chosen.append(min(providers, key=lambda m: len(civ_of[m])))
    rest = [m for m in free if m not in chosen]
    rest.sort(key=lambda m: (len(civ_of[m]), CIVILIZATIONS.index(civ_of[m][0])
                             if civ_of[m] else len(CIVILIZATIONS)))
    return tuple(chosen + rest[:max(0, cost - len(chosen))])


def test_dm_payment_plan_matches_the_plain_reading() -> None:
    asked = 0
    for seed in SEEDS:
        state = dm.new_game(seed=seed, decks="demo")
        rng = random.Random(seed)
        while not state.is_over:
            p = state.decision.player
            for civs in ((), ("fire",), ("water", "nature"), ("light", "darkness", "fire")):
                for cost in (1, 3, 6):
                    asked += 1
                    assert plan_payment(state, p, civs, cost) == \
                        _reference_plan(state, p, civs, cost)
            state.apply(rng.choice(state.decision.options))
    assert asked > 1000


_AFTER_ACTIONS = ("draw", "declare_attackers", "declare_blockers", "combat_damage",
                  "end_of_combat")
"""Magic's steps whose turn-based action comes before their round of priority."""


def _priority_after_actions(decks: str) -> set[str]:
    """The steps of :data:`_AFTER_ACTIONS` in which a player was asked for priority."""
    met: set[str] = set()
    for seed in SEEDS:
        state = mtg.new_game(seed=seed, decks=decks)
        rng = random.Random(seed)
        while not state.is_over:
            d = state.decision
            if d.kind == "priority" and state.step in _AFTER_ACTIONS:
                met.add(state.step)
            state.apply(rng.choice(d.options))
    return met


def test_mtg_priority_after_a_turn_based_action_only_when_someone_could_act() -> None:
    # Priority is asked for (pass_priority, the default) only when a player could act:
    # with instants in the demo decks, the draw and combat steps ask; vanilla decks hold
    # no card used outside a main phase, so none of those steps does.
    assert _priority_after_actions("demo") >= {"draw", "declare_attackers",
                                               "declare_blockers"}
    assert _priority_after_actions("vanilla") == set()


def test_new_event_builds_what_the_event_class_builds() -> None:
    # The fast builder takes the class's parameters, with the same defaults, and gives
    # an equal event for any of them.
    assert list(inspect.signature(new_event).parameters.values()) == \
        list(inspect.signature(Event.__init__).parameters.values())[1:]
    assert new_event("untap") == Event("untap")
    full = {"player": 1, "obj": 7, "source": 3, "target": 4, "amount": 2, "reason": "r",
            "cause": "c", "rule": "CR 1", "frm": 5, "to": 6, "at": 0, "batch": 9,
            "data": ("x",)}
    assert new_event("move", **full) == Event("move", **full)
    assert repr(new_event("move", **full)) == repr(Event("move", **full))


@pytest.mark.parametrize("decks", ["demo", "vanilla"])
def test_mtg_declarations_kept_answer_as_a_fresh_look(decks: str) -> None:
    # The declare attackers and blockers options, built from candidates kept while the
    # state stays, are those a copy of the game (an empty cache) finds afresh, at every
    # declaration of random games (2 and 4 players).
    asked = 0
    for players in (2, 4):
        for seed in SEEDS:
            state = mtg.new_game(seed=seed, decks=decks, players=players)
            rng = random.Random(seed)
            while not state.is_over:
                d = state.decision
                if d.kind in ("declare_attackers", "declare_blockers"):
                    fresh = state.copy()
                    assert not fresh.cache
                    assert fresh.decision is not None
                    assert fresh.decision.options == d.options
                    asked += 1
                state.apply(rng.choice(d.options))
    assert asked > 300


@pytest.mark.parametrize("decks", ["demo", "vanilla"])
def test_mtg_cast_options_are_what_why_not_cast_allows(decks: str) -> None:
    # At every priority of random games, a card of the hand is offered to cast (one
    # copy of each card) exactly when the one check allows it: the options skip the
    # check for a card costing more than all the mana available, never differently.
    asked = 0
    for seed in SEEDS:
        state = mtg.new_game(seed=seed, decks=decks)
        rng = random.Random(seed)
        while not state.is_over:
            d = state.decision
            if d.kind == "priority":
                p = d.player
                offered = {state.objects[o.obj].card for o in d.options if o.kind == "cast"}
                hand = state.zones[state.rules.zones.id("hand", p)]
                allowed = {state.objects[oid].card for oid in hand
                           if mtg_why_not_cast(state, p, oid) is None}
                assert offered == allowed
                asked += 1
            state.apply(rng.choice(d.options))
    assert asked > 100
