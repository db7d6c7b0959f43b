"""Yu-Gi-Oh!'s speed paths give the answers of the plain checks they stand for (issue 7):
the effect index (:class:`~tcgkit.games.ygo.chain.EffectIndex`) behind the activation
options and the "could anybody act here" tests of the windows, the Main Phase's look
through the GY only in a Duel with a card summoned from there by its own procedure, and
the turn's data with another window made once per value."""

from __future__ import annotations

from pathlib import Path

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.objects import game_has
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo import battle, chain, play
from tcgkit.games.ygo.chain import EFFECT_OPTION, QUICK, SUMMONING, Effect, why_not_effect
from tcgkit.scenario import run_file
from tests.test_ygo_cards_completed import COMPLETED, EXTRA, OTHER_SIDE

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "ygo"


def _plain_effect_options(state: GameState, player: int) -> list[Option]:
    """effect_options as the plain loop: every reference, the full check."""
    out: list[Option] = []
    seen: set[object] = set()
    for oid, idx in state.statics.get("activate:ability", ()):
        o = state.objects[oid]
        key = (o.card, idx, o.zone, o.face_down)
        if not isinstance(o.card.abilities[idx], Effect) or key in seen:
            continue
        if why_not_effect(state, player, oid, idx) is None:
            seen.add(key)
            out.append(EFFECT_OPTION[oid])
    return out


def _effects(state: GameState) -> list[Effect]:
    return [ab for oid, idx in state.statics.get("activate:ability", ())
            for ab in (state.objects[oid].card.abilities[idx],) if isinstance(ab, Effect)]


_WINDOWS = (battle.ATTACK_WINDOW, *sorted(chain.DAMAGE_STEP_WINDOWS))


def _plain_battle_may_act(state: GameState, window: str) -> bool:
    return any(battle._may_start(ab, window) for ab in _effects(state))


def _check(state: GameState) -> int:
    """Compare every speed path with its plain check at this state; how many effect
    options were found."""
    found = 0
    for p in (0, 1):
        fast = chain.effect_options(state, p)
        assert fast == _plain_effect_options(state, p)
        found += len(fast)
    effects = _effects(state)
    # An effect bound to a window of its own (InWindow: Mirror Force's attack declaration)
    # opens that window only, never a phase's.
    assert chain.quick_may_act(state) == any(
        ab.timing == QUICK and ab.responds_to is None and not ab.damage_calculation
        and not isinstance(ab.condition, chain.InWindow) for ab in effects)
    assert chain.may_negate_summons(state) == any(ab.timing == SUMMONING for ab in effects)
    for window in _WINDOWS:
        assert battle.battle_may_act(state, window) == _plain_battle_may_act(state, window)
    return found


def test_the_effect_index_answers_as_the_plain_checks_at_every_decision() -> None:
    rules = get_rules("ygo")
    found = decisions = 0
    setups: list[dict[str, object]] = [
        {"decks": "demo"}, {"decks": (COMPLETED + EXTRA, OTHER_SIDE)}]
    for kw in setups:
        for seed in range(4):
            state = rules.new_game(seed=seed, **kw)  # type: ignore[arg-type]
            agent = RandomAgent(seed)
            while not state.is_over:
                found += _check(state)
                decisions += 1
                state.apply(agent.choose(state))
    # The Duels reach windows where effects can be activated, not only empty ones.
    assert decisions > 500 and found > 50


def test_the_index_follows_the_kernel_index_as_cards_move() -> None:
    state = get_rules("ygo").new_game(seed=3, decks="demo")
    agent = RandomAgent(3)
    rebuilt = 0
    last = None
    while not state.is_over:
        chain.effect_options(state, state.active)
        index = chain.effect_index(state)
        if index is not None:
            assert index.refs is state.statics["activate:ability"]
            rebuilt += index is not last
            last = index
        state.apply(agent.choose(state))
    assert rebuilt > 5


def test_the_main_phase_looks_through_the_gy_only_with_a_card_summoned_from_there() -> None:
    demo = get_rules("ygo").new_game(seed=0, decks="demo")
    assert not game_has(demo, play._FROM_GY, play._summoned_from_gy)
    completed = get_rules("ygo").new_game(seed=0, decks=(COMPLETED + EXTRA, OTHER_SIDE))
    assert game_has(completed, play._FROM_GY, play._summoned_from_gy)
    # The general path: Infernoid Onuncu is offered from the GY and summoned from there.
    for name in ("infernoid_onuncu_procedure_from_the_gy.yaml",
                 "refused_infernoid_onuncu_from_the_gy_without_three_others.yaml"):
        result = run_file(SCENARIOS / "summons" / name)
        assert result.passed, result.error


def test_a_window_opened_twice_from_the_same_data_shares_the_value() -> None:
    state = get_rules("ygo").new_game(seed=0, decks="demo")
    before = state.data
    version = state.version
    chain._set_window(state, "summoned")
    first = state.data
    assert first == before.replace(window="summoned") and first is not before
    assert state.version == version + 1
    state.data = before
    chain._set_window(state, "summoned")
    assert state.data is first and state.version == version + 2
