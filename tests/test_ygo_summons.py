"""Yu-Gi-Oh! summons beyond a plain Normal Summon (Rank-Up, own procedures, summoning
conditions, FLIP, Gemini, additional Normal Summons), the coin toss's decision and both
players at 0 LP: random play with the cards that use them keeps every option legal and
every state round-tripping, and the rules' checks refuse what they must."""

from __future__ import annotations

import re

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.games import get_rules
from tcgkit.games.ygo.extra import why_not_extra_summon
from tcgkit.games.ygo.zones import HAND, MONSTER_ZONE
from tests.helpers import assert_round_trips, checked_play, ygo_main_phase

_MAIN = (["Cyber Dragon"] * 3 + ["Dark Armed Dragon"] * 2 + ["Man-Eater Bug"] * 3
         + ["Gigaplant"] * 3 + ["Double Summon"] * 2 + ["Glow-Up Bulb"] * 2
         + ["Rank-Up-Magic Astral Force"] * 2 + ["Solemn Judgment"] * 2
         + ["Solemn Strike"] * 2 + ["Monster Reborn", "Dark Hole", "Self-Destruct Button"]
         + ["Battle Ox"] * 3 + ["Celtic Guardian"] * 3 + ["Archfiend Soldier"] * 3
         + ["Vorse Raider"] * 3 + ["Summoned Skull"] * 3 + ["Gene-Warped Warwolf"])
_EXTRA = ["Number 39: Utopia"] * 2 + ["Number 39: Utopia Beyond"] * 2 + ["Daigusto Emeral"]
DECK = _MAIN + _EXTRA
"""A legal deck (40 + 5) of the cards of these summons."""


def test_the_deck_is_legal() -> None:
    rules = get_rules("ygo")
    assert len(_MAIN) == 40
    rules.validate_deck([rules.pool.get(n) for n in DECK], player=0)


@pytest.mark.parametrize("seed", range(6))
def test_random_play_with_the_summon_cards(seed: int) -> None:
    """Every listed option conforms and the state round-trips at decisions of each
    kind; the new summons happen in the games as a whole."""
    state = get_rules("ygo").new_game(seed=seed, decks=[DECK, DECK],
                                      options={"first_player": "choose"})
    agent = RandomAgent(seed)
    kinds: set[str] = set()
    for n, d in checked_play(state, agent):
        if d.kind not in kinds or n % 37 == 0:
            kinds.add(d.kind)
            assert_round_trips(state)
    assert "go_first" in kinds
    assert state.is_over


def test_summons_happen_in_random_play() -> None:
    reasons: set[str] = set()
    kinds: set[str] = set()
    for seed in range(6):
        state = get_rules("ygo").new_game(seed=seed, decks=[DECK, DECK])
        agent = RandomAgent(seed)
        while not state.is_over:
            state.apply(agent.choose(state))
        reasons |= {e.reason for e in state.history.select("summon", game=True) if e.reason}
        kinds |= {e.kind for e in state.history.events}
    assert "procedure" in reasons
    assert "gemini_summon" in kinds or "flip_summon" in kinds


def test_coin_toss_winner_decides() -> None:
    """With ``first_player: choose`` and no first player given, a coin toss names the
    player who decides; going second makes the other player first."""
    for seed in range(4):
        state = get_rules("ygo").new_game(seed=seed, options={"first_player": "choose"})
        d = state.decision
        assert d is not None and d.kind == "go_first"
        assert list(d.labels) == ["go first", "go second"]
        chooser = d.player
        assert any("wins the coin toss" in str(e) for e in state.log)
        assert_round_trips(state)
        state.apply(d.find("go second"))
        assert state.first_player == 1 - chooser
        assert state.active == 1 - chooser


def test_gemini_summon_refused_for_a_normal_monster_on_the_field() -> None:
    """Only a Gemini monster is Normal Summoned again on the field: the refusal names
    the rule and changes nothing."""
    state = ygo_main_phase("{monster_zone: [Battle Ox], hand: [Celtic Guardian], "
                           "deck: [Battle Ox x5]}")
    before = state.to_json()
    ox = state.zones[MONSTER_ZONE[0]][0]
    with pytest.raises(IllegalAction, match=r"YGO rule: Normal Summon"):
        state.apply(Option("summon", ox))
    assert state.to_json() == before


def test_own_procedure_offered_exactly_when_its_check_allows_it() -> None:
    """For Main Phases of random games with these cards, each monster in the hand with a
    procedure of its own is offered ("special summon X") exactly when its one check
    (``why_not_procedure``, through ``why_not_extra_summon``) allows it, and a refusal
    gives that check's reason and changes nothing."""
    compared = offered = 0
    for seed in range(3):
        state = get_rules("ygo").new_game(seed=seed, decks=[DECK, DECK])
        agent = RandomAgent(seed)
        while not state.is_over:
            d = state.decision
            assert d is not None
            if d.kind == "main_phase":
                for oid in state.zones[HAND[d.player]]:
                    if state.objects[oid].card.procedure is None:
                        continue
                    option = Option("extra", oid)
                    reason = why_not_extra_summon(state, d.player, oid)
                    assert state.rules.explain(state, d, option) == reason
                    if reason is None:
                        offered += 1
                        assert any(o.kind == "extra" and state.objects[o.obj].card
                                   is state.objects[oid].card for o in d.options)
                    else:
                        assert option not in d.options
                        before = state.to_json()
                        with pytest.raises(IllegalAction, match=re.escape(reason)):
                            state.check(option)
                        assert state.to_json() == before
                    compared += 1
            state.apply(agent.choose(state))
    assert compared > 20 and offered > 0
