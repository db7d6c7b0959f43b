"""Random-play sweep: at every decision of many seeded games, every listed option is
accepted, no card is created or lost, observations hide what they must, and copies and
JSON round trips are exact (sampled)."""

from __future__ import annotations

import json

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.state import GameState
from tcgkit.core.zones import HIDDEN, OWNER
from tcgkit.games import GAMES, get_rules

GAMES_PER_KIND = 12
MAX_DECISIONS = 3000


def check_conservation(state: GameState, count: int) -> None:
    """Every object in exactly one zone, the one it says; the derived indexes exact."""
    assert len(state.objects) == count
    seen: dict[int, int] = {}
    for zid, ids in enumerate(state.zones):
        for oid in ids:
            assert oid not in seen, f"object {oid} is in two zones"
            seen[oid] = zid
            assert state.objects[oid].zone == zid, f"object {oid} disagrees about its zone"
    assert len(seen) == count, "an object is in no zone"
    # The pipeline's one-lookup set agrees with the three indexes it stands for.
    assert state.piped == frozenset((*state.replacers, *state.modifiers, *state.prohibitions))


def reshuffled_hidden(state: GameState, viewer: int) -> GameState:
    """A copy where everything ``viewer`` cannot see is put in another order."""
    other = state.copy()
    table = other.rules.zones
    for zid, ids in enumerate(other.zones):
        spec = table.spec_of[zid]
        mine = table.owner_of[zid] == viewer
        if spec.visibility == HIDDEN or (spec.visibility == OWNER and not mine):
            ids.reverse()
    return other


def check_observation(state: GameState) -> None:
    table = state.rules.zones
    for p in (0, 1):
        obs = state.observation(p)
        text = json.dumps(obs)
        for zid, ids in enumerate(state.zones):
            spec = table.spec_of[zid]
            hidden = spec.visibility == HIDDEN or (
                spec.visibility == OWNER and table.owner_of[zid] != p)
            if hidden:
                assert obs["zones"][table.label(zid)] == len(ids)
                for oid in ids:
                    assert f'"id": {oid},' not in text or any(
                        f'"id": {oid},' in json.dumps(v) for z, vs in obs["zones"].items()
                        if isinstance(vs, list) for v in vs), "a hidden object's id leaks"
        assert reshuffled_hidden(state, p).observation(p) == obs, \
            "the observation changes when hidden cards are reordered"
        for entry in state.log[-20:]:
            if entry.private is not None and entry.private != p:
                assert entry.text_for(p) != entry.text or entry.public_fmt is None


DECK_SETS = [(game, name) for game in GAMES for name in get_rules(game).deck_sets()]
"""Every pair of demo decks of every game."""


@pytest.mark.parametrize("game, decks", DECK_SETS, ids=[f"{g}-{n}" for g, n in DECK_SETS])
def test_random_play_keeps_every_invariant(game, decks):
    rules = get_rules(game)
    for seed in range(100, 100 + GAMES_PER_KIND):
        state = rules.new_game(seed=seed, decks=decks)
        agent = RandomAgent(seed)
        count = len(state.objects)
        for n in range(MAX_DECISIONS):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            assert len(set(d.labels)) == len(d.labels), f"two options read the same: {d.labels}"
            for option in d.options:
                state.copy().apply(option)  # every listed option is accepted
            check_conservation(state, count)
            if n % 7 == 0:
                check_observation(state)
                assert state.copy().to_json() == state.to_json()
                assert tcgkit.load_game(state.to_json()).to_json() == state.to_json()
            state.apply(agent.choose(state))
        assert state.is_over, f"{game} seed {seed} did not end within {MAX_DECISIONS} decisions"
        check_conservation(state, count)


EFFECT_CARDS = {
    "mtg": ["Shock"] * 4 + ["Perilous Myr"] * 4 + ["Platinum Emperion"] * 2,
    "ygo": ["Pot of Greed"] * 3 + ["Sangan"] * 3 + ["Magical Blast", "Mystical Space Typhoon",
                                                    "Drop Off", "Legacy of the Duelist",
                                                    "Diabolos, King of the Abyss",
                                                    "Heart of the Underdog", "Reload"],
    "dm": ["Terror Pit"] * 4 + ["Propeller Mutant"] * 4,
}
"""Cards with effects mixed into the demo decks, so that random play goes through
targets, triggers (a creature's own leaving the field), the chain and Shield Triggers."""


def effect_decks(game: str) -> list[list[str]]:
    """The vanilla demo decks with their last cards replaced by :data:`EFFECT_CARDS`."""
    extra = EFFECT_CARDS[game]
    return [list(deck[:len(deck) - len(extra)]) + extra
            for deck in get_rules(game).demo_decks("vanilla")]


@pytest.mark.parametrize("automations", [None, ()], ids=["all-automations", "none"])
@pytest.mark.parametrize("game", GAMES)
def test_random_play_with_effect_cards(game, automations):
    rules = get_rules(game)
    decks = effect_decks(game)
    resolved = 0
    for seed in range(200, 206):
        state = rules.new_game(seed=seed, decks=decks, automations=automations)
        agent = RandomAgent(seed)
        count = len(state.objects)
        for n in range(MAX_DECISIONS * 3):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            assert len(set(d.labels)) == len(d.labels), f"two options read the same: {d.labels}"
            check_conservation(state, count)
            if d.kind in OPEN_KINDS:
                # Triggered abilities never linger where a player acts: they were put
                # into pending (and, without responses, resolved) first.
                assert not state.triggered, f"triggers wait at {d.kind}: {state.triggered}"
            if n % 11 == 0:
                assert tcgkit.load_game(state.to_json()).to_json() == state.to_json()
            before = len(state.history.events)
            state.apply(agent.choose(state))
            resolved += any(e.cause == "effect" or e.reason == "effect"
                            for e in state.history.events[before:])
        assert state.is_over, f"{game} seed {seed} did not end"
    assert resolved, "no effect of the effect cards was ever carried out"


OPEN_KINDS = {"main_phase", "battle_step", "main_step", "attack", "mana_charge", "priority"}
