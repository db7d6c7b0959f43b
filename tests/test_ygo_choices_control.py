"""Yu-Gi-Oh!: an effect chosen as it is activated (Daigusto Emeral's "activate 1 of these
effects") and control changes (Change of Heart, Pandora's Jewelry Box): the chosen effect
is part of the chain link (the chain shows it, a response's check reads it), states
round-trip in the middle of those choices and under a control change, and random play
with these cards keeps every option legal."""

from __future__ import annotations

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.chain import EFFECT_CHOICE, declares
from tcgkit.games.ygo.control import CONTROL_UNTIL
from tcgkit.games.ygo.zones import MONSTER_ZONE, OVERLAY
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build
from tests.helpers import assert_round_trips, checked_play, ygo_main_phase


def _answer(state: GameState, text: str) -> None:
    d = state.decision
    assert d is not None
    found = [o for o in d.options if state.rules.describe(state, o) == text]
    assert found, [state.rules.describe(state, o) for o in d.options]
    state.apply(found[0])


def _daigusto_activated() -> GameState:
    state = ygo_main_phase(
        "{monster_zone: [{card: Battle Ox, column: 0}, {card: Celtic Guardian, column: 1}], "
        "graveyard: [Luster Dragon, Giant Soldier of Stone, Mystical Elf], "
        "extra_deck: [Daigusto Emeral], deck: [Dark Hole x2]}")
    for text in ("xyz summon Daigusto Emeral", "use Battle Ox as material",
                 "Main Monster Zone 1", "position attack", "activate Daigusto Emeral's effect"):
        _answer(state, text)
    return state


def test_the_choice_is_asked_before_the_cost_and_round_trips() -> None:
    state = _daigusto_activated()
    d = state.decision
    assert d is not None and d.kind == EFFECT_CHOICE
    assert [state.rules.describe(state, o) for o in d.options] == [
        "choose shuffle 3 and draw", "choose special summon"]
    assert_round_trips(state)
    # An answer that names an ability that is no choice of this effect is refused.
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(Option("mode", d.options[0].obj, 0))
    assert state.to_json() == before


def test_the_chain_link_is_the_chosen_effect() -> None:
    state = _daigusto_activated()
    _answer(state, "choose shuffle 3 and draw")
    _answer(state, "choose Celtic Guardian")
    for name in ("Luster Dragon", "Mystical Elf", "Giant Soldier of Stone"):
        _answer(state, f"target {name}")
    # Automations resolved the chain; look at the link as it was, in the history of
    # the log instead: the chain's view is checked on a state stopped before resolving.
    assert any("chooses the effect of Daigusto Emeral: Target 3" in e.text
               for e in state.log)


def test_a_response_sees_the_chosen_effect() -> None:
    """The chain link is the chosen effect: what it declares (a "draw", no Special
    Summon) is what a response's check reads, and the chain shows the choice."""
    text = """
title: chain
game: ygo
covers: []
automations: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    monster_zone: [{card: Battle Ox, column: 0}, {card: Celtic Guardian, column: 1}]
    graveyard: [Luster Dragon, Giant Soldier of Stone, Mystical Elf]
    extra_deck: [Daigusto Emeral]
    deck: [Dark Hole x2]
  p2: {deck: [Battle Ox x5]}
script: []
"""
    state = build(parse_scenario(parse(text, "chain.yaml")))
    for answer in ("xyz summon Daigusto Emeral", "use Battle Ox as material",
                   "use Celtic Guardian as material", "Main Monster Zone 1", "position attack",
                   "activate Daigusto Emeral's effect", "choose shuffle 3 and draw",
                   "choose Celtic Guardian", "target Luster Dragon", "target Mystical Elf",
                   "target Giant Soldier of Stone"):
        _answer(state, answer)
    link = state.pending.items[-1]
    assert declares(state, link, "draw")
    assert not declares(state, link, "special_summon")
    view = state.observation(1)
    assert [item.get("choice", "")[:22] for item in view["pending"]] == [
        "Target 3 monsters in y"]
    assert_round_trips(state)


_DECK = (["Change of Heart"] * 3 + ["Pandora's Jewelry Box"] * 3 + ["Battle Ox"] * 3
         + ["Celtic Guardian"] * 3 + ["Mystical Elf"] * 3 + ["Luster Dragon"] * 3
         + ["Giant Soldier of Stone"] * 3 + ["Summoned Skull"] * 3 + ["Archfiend Soldier"] * 3
         + ["Vorse Raider"] * 3 + ["Monster Reborn"] + ["Dark Hole"] + ["Pot of Greed"]
         + ["Call of the Haunted"] * 2 + ["Stargazer Magician"] * 3
         + ["Timegazer Magician"] * 2)
_EXTRA = ["Daigusto Emeral"] * 2 + ["Gem-Knight Pearl"]


def test_the_deck_is_legal() -> None:
    rules = get_rules("ygo")
    assert len(_DECK) == 40
    rules.validate_deck([rules.pool.get(n) for n in _DECK + _EXTRA], player=0)


@pytest.mark.parametrize("seed", range(4))
def test_random_play_with_choices_and_control(seed: int) -> None:
    state = get_rules("ygo").new_game(seed=seed, decks=[_DECK + _EXTRA, _DECK])
    agent = RandomAgent(seed)
    seen: set[str] = set()
    for n, d in checked_play(state, agent):
        taken = any(c.kind == CONTROL_UNTIL for c in state.continuous)
        key = "control" if taken else d.kind
        if key not in seen or n % 53 == 0:
            seen.add(key)
            assert_round_trips(state)
        if taken:
            for c in state.continuous:
                if c.kind == CONTROL_UNTIL:
                    oid = c.target[0]
                    o = state.objects[oid]
                    if o.incarnation == c.target[1] and o.zone in MONSTER_ZONE:
                        assert o.controller == c.controller
                        assert o.zone == MONSTER_ZONE[c.controller]
    assert state.is_over


def test_control_changes_happen_in_random_play() -> None:
    kinds: set[str] = set()
    for seed in range(6):
        state = get_rules("ygo").new_game(seed=seed, decks=[_DECK + _EXTRA, _DECK])
        agent = RandomAgent(seed)
        while not state.is_over:
            state.apply(agent.choose(state))
        kinds |= {e.kind for e in state.history.select("control", game=True)}
    assert "control" in kinds


def test_barians_chaos_draw_round_trips_through_its_summons() -> None:
    """The decisions of Barian's Chaos Draw's "Special Summon from the Deck, then Xyz
    Summon" (the choice, the picks, the positions, the zone) round-trip, and the monsters
    summoned from the Deck end as the Xyz Monster's materials."""
    text = """
title: barian
game: ygo
covers: []
setup:
  turn: 3
  active: p1
  step: draw
  p1:
    deck: [Barian's Chaos Draw, Battle Ox, Celtic Guardian, Mystical Elf]
    extra_deck: ["Number 39: Utopia"]
  p2: {deck: [Battle Ox x5]}
script: []
"""
    state = build(parse_scenario(parse(text, "barian.yaml")))
    kinds = []
    for answer in ("activate Barian's Chaos Draw", "choose Battle Ox", "choose Celtic Guardian",
                   "position attack", "position defense", "Main Monster Zone 1",
                   "position attack"):
        d = state.decision
        assert d is not None
        kinds.append(d.kind)
        assert_round_trips(state)
        _answer(state, answer)
    assert [state.objects[o].card.name for o in state.zones[MONSTER_ZONE[0]]] == [
        "Number 39: Utopia"]
    assert sorted(state.objects[o].card.name for o in state.zones[OVERLAY[0]]) == [
        "Battle Ox", "Celtic Guardian"]
    assert kinds.count("choose") == 2 and "zone" in kinds
