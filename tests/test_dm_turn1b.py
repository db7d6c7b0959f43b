"""Deck-out in the middle of an effect (tcgkit.games.dm.outcome): the loss waits for the
effect's end as a step on the work stack, so copies, JSON and pickle round trips hold at a
decision the effect asks after the deck ran out, and the player loses only once the
effect has resolved; the cards of turn1b.py are registered by their Japanese names."""

from __future__ import annotations

import pickle
from pathlib import Path

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.games.dm.outcome import OutcomeCheck
from tcgkit.scenario.model import parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import load

BOARD = """title: Final Declaration empties the deck, then asks which creature to destroy
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: start
  p1:
    battle: [Gorgini en Gels]
    deck: [Fear Fang]
    shield: [Fear Fang x5]
  p2:
    battle: [Burning Mane, Fear Fang]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
script:
  - p1: "yes"
"""


def _board(tmp_path: Path) -> GameState:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD, encoding="utf-8")
    return build(parse_scenario(load(path)))


def test_a_deck_that_runs_out_mid_effect_loses_once_the_effect_has_resolved(tmp_path):
    state = _board(tmp_path)
    for answer in ("yes", "choose mode 2", "choose mode 1", "choose mode 2", "choose mode 2"):
        state.apply(answer)
    # Mode 2 put the last card of the deck into the shields; mode 1 now asks which
    # creature to destroy: the game goes on, the loss waiting under the effect.
    d = state.decision
    assert d is not None and d.kind == "destroy" and d.player == 0
    assert not state.is_over and not state.zones[state.rules.library_ids[0]]
    assert [s.losers for s in state.work if isinstance(s, OutcomeCheck)] == [(0,)]
    twin = state.copy()
    assert twin.to_json() == state.to_json()
    assert load_game(state.to_json()).to_json() == state.to_json()
    assert pickle.loads(pickle.dumps(state)).to_json() == state.to_json()
    state.apply("destroy Burning Mane")
    assert state.is_over and state.winner == 1
    texts = [e.text for e in state.log]
    lost = next(i for i, t in enumerate(texts) if "Player 1 loses the game" in t)
    assert state.log[lost].rule == "DM 104.2b"
    destroyed = next(i for i, t in enumerate(texts) if "Burning Mane is destroyed" in t)
    assert destroyed < lost  # the rest of the effect happened first
    # The copy taken mid-effect plays on to the same end.
    twin.apply("destroy Burning Mane")
    assert twin.is_over and twin.winner == 1


def test_turn1b_cards_are_known_by_their_japanese_names():
    from tcgkit.games.dm.rules import DmRules

    pool = DmRules().pool
    for jp in ("エンペラー・キリコ", "ジョリー・ザ・ジョルネード", "不落の超人", "Wave ウェイブ",
               "富轟皇 ゴルギーニ・エン・ゲルス"):
        assert pool.get(jp).jp == jp
