"""The Duel Masters "turn 1" cards whose facts were corrected from DM Wiki's card pages
(issue 9): their printed characteristics, and Nero Gryphis's spell choice — a decision
asked during a trigger's resolution — surviving copy, JSON and pickle round trips."""

from __future__ import annotations

import pickle
from pathlib import Path

from tcgkit import load_game
from tcgkit.core.abilities import Keyword
from tcgkit.core.state import GameState
from tcgkit.games.dm.card import DmCard
from tcgkit.games.dm.cards import turn1, turn1b, types
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load


def _keywords(card: DmCard) -> set[str]:
    return {a.name for a in card.abilities if isinstance(a, Keyword) and a.name}


def test_corrected_printed_characteristics():
    facts = [
        (turn1.BOLSHACK_VOLJAAK, ("light", "fire"), 7, 11000, "Armored Dragon"),
        (turn1.QED, ("water",), 7, 11000, "Crystal Command Dragon"),
        (turn1.MAGNUM, ("fire",), 3, 3000, "Outrage"),
        (turn1.GRAVE_ROBBER_REAPER_MAN, ("darkness",), 4, 3000, "Hedrian"),
        (turn1.NERO_GRYPHIS, ("light", "darkness"), 8, 7000, "Angel Command/Dark Lord/Knight"),
        (turn1.AQUA_MELGE, ("water",), 2, 1000, "Liquid People"),
    ]
    for card, civs, cost, power, race in facts:
        assert (card.civilizations, card.cost, card.power, card.race) == \
            (civs, cost, power, race), card.name
    assert {"Speed Attacker", "W-Breaker"} <= _keywords(turn1.BOLSHACK_VOLJAAK)
    assert {"Blocker", "W-Breaker"} <= _keywords(turn1.NERO_GRYPHIS)
    assert "W-Breaker" in _keywords(turn1.QED)
    # Emperor Kiriko: the TCG prints cost 8, Duel Masters Play's 9 (seed 002).
    kiriko = turn1b.EMPEROR_KIRIKO
    assert kiriko.printed_cost({}) == 8 and kiriko.printed_cost({"variant": "plays"}) == 9
    # Memento Shrine carries its own "destroy" reminder, not the later "graveyard" one.
    assert types.DESTROYED_BY_ANOTHER in types.MEMENTO_MORIJINGU.abilities


BOARD = """title: Nero Gryphis asks which spell to cast as its trigger resolves
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: attack
  p1:
    battle: [Fear Fang, Burning Mane]
    deck: [Fear Fang x10]
    shield: [Fear Fang x5]
  p2:
    hand: [Holy Awe, Solar Ray, Tornado Flame]
    battle: ["Nero Gryphis, Mystic Light Emperor", "Bloody Shadow, Mystic Light Holy Knight"]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
script:
  - p1: attack the player with Fear Fang
"""


def _board(tmp_path: Path) -> GameState:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD, encoding="utf-8")
    return build(parse_scenario(load(path)))


def test_nero_spell_choice_round_trips(tmp_path):
    state = _board(tmp_path)
    for answer in ("attack the player with Fear Fang",
                   "block with Bloody Shadow, Mystic Light Holy Knight", "yes"):
        state.apply(answer)
    d = state.decision
    assert d is not None and d.kind == "choose" and d.player == 1
    assert sorted(d.labels) == ["choose Holy Awe", "choose Solar Ray"]
    twins = [state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))]
    for twin in twins:
        assert twin.to_json() == state.to_json()
    for s in (state, *twins):
        s.apply("choose Holy Awe")
        objs = s.objects
        assert [objs[o].card.name for o in s.zones[s.rules.zones.ids["graveyard"][1]]] \
            .count("Holy Awe") == 1
        assert all(objs[o].tapped for o in s.zones[s.rules.zones.ids["battle"][0]])
    assert len({s.to_json() for s in (state, *twins)}) == 1
