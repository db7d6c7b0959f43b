"""Tokens (CR 111), amass, the token and counter state-based actions (CR 704.5d, 704.5q):
random games with Orcish Bowmasters keep every option legal and every round trip exact
while tokens exist and after they ceased to exist."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.errors import MalformedInput
from tcgkit.games import mtg
from tcgkit.games.mtg.auras import enchanted
from tcgkit.games.mtg.decks import DIMIR_CONTROL, GRUUL_AGGRO
from tests.helpers import assert_json_trips, checked_play


def _swap(deck: tuple[str, ...] | list[str], old: str, new: str) -> list[str]:
    return [(new if name == old else name) for name in deck]


def _play(seeds: range, decks: list[list[str]],
          kinds: Counter[str] | None = None) -> tuple[Counter[str], set[str]]:
    cited: set[str] = set()
    made: Counter[str] = Counter()
    for seed in seeds:
        state = mtg.RULES.new_game(seed=seed, decks=decks)
        for n, d in checked_play(state, RandomAgent(seed)):
            if kinds is not None:
                kinds.update(option.kind for option in d.options)
            if n % 17 == 0 or state.data.tokens:
                assert_json_trips(state)
                assert pickle.loads(pickle.dumps(state)).to_json() == state.to_json()
        for o in state.objects:
            if o.card.token:
                made[o.card.name] += 1
                # A token is on the battlefield or has ceased to exist (CR 704.5d).
                assert state.zone_name(o.id) in ("battlefield", "nowhere")
        cited.update(e.rule for e in state.log)
    return made, cited


def test_random_games_with_orcish_bowmasters_make_and_lose_tokens() -> None:
    blue_black = _swap(DIMIR_CONTROL, "Walking Corpse", "Orcish Bowmasters")
    made, cited = _play(range(1, 7), [list(GRUUL_AGGRO), blue_black])
    assert made["Orc Army"] > 0
    assert "CR 701.47a" in cited


def test_a_token_cannot_be_in_a_deck() -> None:
    deck = [*_swap(DIMIR_CONTROL, "Walking Corpse", "Orc Army")]
    with pytest.raises(MalformedInput, match=r"CR 111\.1"):
        mtg.RULES.new_game(seed=1, decks=[deck, list(GRUUL_AGGRO)])


WHITE_BLACK = ["Plains"] * 22 + ["Swamp"] * 22 + ["Otherworldly Journey"] * 4 \
    + ["Orcish Bowmasters"] * 4 + ["Savannah Lions"] * 4 + ["Elite Vanguard"] * 4


def test_random_games_with_delayed_triggers_fire_each_once() -> None:
    """Each delayed triggered ability Otherworldly Journey creates triggers exactly once
    (CR 603.7c), unless the game ends first; none is left watching after it did."""
    _made, cited = _play(range(1, 9), [WHITE_BLACK, WHITE_BLACK])
    assert "CR 603.7a" in cited
    fired = created = 0
    for seed in range(1, 4):
        state = mtg.RULES.new_game(seed=seed, decks=[WHITE_BLACK, WHITE_BLACK])
        agent = RandomAgent(seed)
        while not state.is_over:
            state.apply(agent.choose(state))
        created += sum(1 for e in state.log if e.rule == "CR 603.7a")
        fired += sum(1 for e in state.log if e.rule == "CR 603.3"
                     and "Otherworldly Journey" in e.text)
        live = [c for c in state.continuous if c.kind == "delayed"]
        assert created - fired == len(live) <= 1
    assert fired > 0


EFFECTS = ["Island"] * 10 + ["Swamp"] * 8 + ["Plains"] * 6 + ["Forest"] * 4 \
    + ["Curiosity"] * 4 + ["Howling Mine"] * 2 + ["Abundance"] * 2 + ["Icy Manipulator"] * 2 \
    + ["Chains of Mephistopheles"] * 2 + ["Words of Wind"] * 2 \
    + ["Jace, Wielder of Mysteries"] * 2 + ["Otherworldly Journey"] * 4 \
    + ["Savannah Lions"] * 2 + ["Temporal Mastery"] * 2 + ["Orcish Bowmasters"] * 4 \
    + ["Fact or Fiction"] * 2 + ["Teferi's Puzzle Box"] * 2


def test_random_games_with_auras_howling_mine_and_chains() -> None:
    """Random play of the new cards (Auras, an intervening "if", a draw replaced by a
    discard, a tap cost): every option legal, every round trip exact, and no Aura left
    on the battlefield unattached."""
    kinds: Counter[str] = Counter()
    _made, cited = _play(range(1, 7), [EFFECTS, EFFECTS], kinds)
    assert kinds["pile"] and kinds["pile_to_hand"] and kinds["put_on_bottom"] \
        and kinds["return_to_hand"]
    assert {"CR 608.3c", "CR 614.6", "CR 121.5"} <= cited
    state = mtg.RULES.new_game(seed=3, decks=[EFFECTS, EFFECTS])
    agent = RandomAgent(3)
    while not state.is_over:
        d = state.decision
        if d is not None and d.kind == "priority":
            for zid in state.rules.zones.ids["battlefield"]:
                for oid in state.zones[zid]:
                    o = state.objects[oid]
                    if o.card.name == "Curiosity":
                        assert enchanted(state, oid) is not None
        state.apply(agent.choose(state))
