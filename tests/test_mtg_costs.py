"""Costs (CR 601.2f-h, 602.2b): the engine's payment plan (the ``mana`` automation) is
always a payment the player could have made by hand, for spells and activated abilities
alike; and the priority option to add mana is offered only while the pool holds less
than something the player could do can spend."""

from __future__ import annotations

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.procedure import Use
from tcgkit.core.state import GameState
from tcgkit.games import mtg
from tcgkit.games.mtg.mana import plan_payment, pool_of
from tcgkit.games.mtg.play import _most_spendable, actions

MANUAL = ("single_option", "pass_priority", "order_identical_triggers")


def _plan_is_a_manual_payment(state: GameState) -> bool:
    """At the first ``pay_mana`` decision of a payment: the lands the engine's plan would
    tap for the cost are, one by one, among the lands the player is offered (two lands
    of one card are one choice). Returns whether it was such a decision."""
    step = state.work[-1]
    if not isinstance(step, Use) or step.get("tapped") or step.get("added") \
            or step.get("mana_ability") is not None:
        return False
    generic, pips = step.get("cost")
    player = step.player
    plan = plan_payment(state, player, generic, pips)
    assert plan is not None, "a payment was begun that the plan cannot make"
    twin = state.copy()
    for land in plan:
        d = twin.decision
        if d is None or d.kind != "pay_mana" or twin.work[-1].__class__ is not Use:
            break  # the last land was the only choice left, taken by single_option
        card = twin.objects[land].card
        same = [o for o in d.options if o.kind == "tap" and twin.objects[o.obj].card == card]
        assert same, f"the plan taps {card.name}, which paying by hand does not offer: " \
                     f"{d.labels}"
        twin.apply(same[0])
    return True


@pytest.mark.parametrize("seed", range(1, 7))
def test_the_payment_plan_is_always_a_legal_manual_payment(seed: int) -> None:
    state = mtg.new_game(seed=seed, automations=MANUAL)
    agent = RandomAgent(seed)
    checked = 0
    for _ in range(4000):
        if state.is_over:
            break
        d = state.decision
        assert d is not None
        if d.kind == "pay_mana" and _plan_is_a_manual_payment(state):
            checked += 1
        state.apply(agent.choose(state))
    assert checked > 0  # the seeds do pay by hand


@pytest.mark.parametrize("seed", range(1, 4))
def test_mana_is_offered_only_while_the_pool_could_still_be_spent(seed: int) -> None:
    state = mtg.new_game(seed=seed, automations=MANUAL)
    agent = RandomAgent(seed)
    offered = 0
    for _ in range(3000):
        if state.is_over:
            break
        d = state.decision
        assert d is not None
        if d.kind == "priority":
            adds = [o for o in d.options if o.kind == "add_mana"]
            found = actions(state, d.player)
            if adds:
                offered += 1
                assert len(pool_of(state, d.player)) < _most_spendable(state, d.player, found)
            for o in adds:
                assert state.rules.explain(state, d, o) is None
        state.apply(agent.choose(state))
    assert offered > 0
