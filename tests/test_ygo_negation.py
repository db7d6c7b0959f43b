"""Effects negated by a face-up card (Jinzo's Traps) or by an effect (an
``EFFECTS_NEGATED`` record): what stops applying, and what the kernel keeps across
copies."""

from __future__ import annotations

import pickle

from tcgkit import load_game
from tcgkit.core.continuous import PERMANENT, Continuous
from tcgkit.core.state import GameState
from tcgkit.games.ygo.battle import atk
from tcgkit.games.ygo.xyz_effect import EFFECTS_NEGATED
from tcgkit.scenario import build, parse, parse_scenario
from tests.helpers import assert_round_trips


def _duel(p1: str, p2: str) -> GameState:
    text = f"""
title: negation
game: ygo
covers: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
{p1}
    deck: [Battle Ox x3]
  p2:
{p2}
    deck: [Battle Ox x3]
script: []
"""
    return build(parse_scenario(parse(text)))


def _oid(state: GameState, name: str) -> int:
    return next(o.id for o in state.objects if o.card.name == name and o.zone >= 0)


def test_a_negated_monster_no_longer_changes_atk() -> None:
    state = _duel("    monster_zone: [Knightmare Mermaid]", "    monster_zone: [Battle Ox]")
    ox = state.objects[_oid(state, "Battle Ox")]
    assert atk(state, ox) == 700  # 1700, less 1000 for not being co-linked
    mermaid = state.objects[_oid(state, "Knightmare Mermaid")]
    state.add_continuous(Continuous(EFFECTS_NEGATED, controller=0,
                                    target=(mermaid.id, mermaid.incarnation), value=0,
                                    duration=PERMANENT))
    assert atk(state, ox) == 1700


def test_jinzo_on_the_field_survives_copy_json_and_pickle() -> None:
    state = _duel("    monster_zone: [Jinzo]", "    spell_trap_zone: [Gravity Bind]")
    bind = _oid(state, "Gravity Bind")
    assert not state.functions((bind, 1))  # Gravity Bind's "cannot attack" is negated
    assert_round_trips(state)
    for twin in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))):
        assert not twin.functions((bind, 1))
