"""Usage rules of Yu-Gi-Oh! (tcgkit/games/ygo/skips.py, cards/usage.py, chain.py):
simultaneous triggers ordered by SEGOC, a skipped Draw Phase, and "activate 1 per turn"
given back by a negated activation."""

from __future__ import annotations

from tcgkit.core.continuous import PERMANENT, Continuous
from tcgkit.core.limits import UNLESS_NEGATED
from tcgkit.core.pending import PendingItem
from tcgkit.core.state import GameState
from tcgkit.games.ygo.cards.usage import POT_OF_DESIRES
from tcgkit.games.ygo.skips import R_SKIP_DRAW, SKIP_DRAW_PHASE, draw_phase_skipped
from tests.helpers import assert_json_trips
from tests.helpers import ygo_main_phase as _field


def _id(state: GameState, name: str, n: int = 0) -> int:
    return [o.id for o in state.objects if o.card.name == name][n]


def _trigger(state: GameState, name: str, n: int = 0) -> PendingItem:
    oid = _id(state, name, n)
    return PendingItem(state.next_id(), "trigger", state.objects[oid].controller, obj=oid,
                       ability=(oid, 0))


def _segoc_board() -> tuple[GameState, list[PendingItem]]:
    state = _field("{monster_zone: [Sangan, Black Dragon Collapserpent], deck: [Battle Ox x5]}",
                   "{monster_zone: [Sangan, White Dragon Wyverburster], deck: [Battle Ox x5]}")
    p1_mandatory = _trigger(state, "Sangan", 0)
    p2_mandatory = _trigger(state, "Sangan", 1)
    p1_optional = _trigger(state, "Black Dragon Collapserpent")
    p2_optional = _trigger(state, "White Dragon Wyverburster")
    assert (p1_mandatory.controller, p2_mandatory.controller) == (0, 1)
    # Waiting in an order that is none of SEGOC's.
    return state, [p2_optional, p1_optional, p2_mandatory, p1_mandatory]


def test_segoc_groups_turn_players_mandatory_opponents_mandatory_then_optional() -> None:
    state, waiting = _segoc_board()
    p2_optional, p1_optional, p2_mandatory, p1_mandatory = waiting
    groups = state.pending.policy.trigger_groups(state, waiting)
    assert groups == [(0, (p1_mandatory,)), (1, (p2_mandatory,)), (0, (p1_optional,)),
                      (1, (p2_optional,))]


def test_segoc_follows_the_turn_player() -> None:
    state, waiting = _segoc_board()
    p2_optional, p1_optional, p2_mandatory, p1_mandatory = waiting
    state.active = 1
    groups = state.pending.policy.trigger_groups(state, waiting)
    assert groups == [(1, (p2_mandatory,)), (0, (p1_mandatory,)), (1, (p2_optional,)),
                      (0, (p1_optional,))]


def test_a_draw_phase_is_skipped_once_per_use_and_only_the_players_own() -> None:
    state = _field("{deck: [Battle Ox x5]}")
    assert draw_phase_skipped(state) is None  # no record: nothing is skipped
    state.add_continuous(Continuous(SKIP_DRAW_PHASE, controller=1, target=("player", 1),
                                    value=2, duration=PERMANENT))
    assert draw_phase_skipped(state) is None  # Player 2's record, Player 1's turn
    state.active = 1
    assert draw_phase_skipped(state) == R_SKIP_DRAW
    assert [c.value for c in state.continuous if c.kind == SKIP_DRAW_PHASE] == [1]
    assert_json_trips(state)
    assert draw_phase_skipped(state) == R_SKIP_DRAW
    assert not [c for c in state.continuous if c.kind == SKIP_DRAW_PHASE]
    assert draw_phase_skipped(state) is None


def test_pot_of_desires_is_limited_by_activations_not_uses() -> None:
    limit = POT_OF_DESIRES.abilities[0].limit
    assert limit is not None and limit.spent == UNLESS_NEGATED and limit.shared == "name"


def test_pot_of_desires_banishes_face_down_and_needs_twelve_cards() -> None:
    state = _field("{hand: [Pot of Desires], deck: [Battle Ox x12]}")
    assert "activate Pot of Desires" in state.decision.labels
    state.apply(state.decision.find("activate Pot of Desires"))
    banished = [o for o in state.objects if state.rules.zones.spec_of[o.zone].name == "banished"]
    assert len(banished) == 10 and all(o.face_down for o in banished)
    assert_json_trips(state)
    short = _field("{hand: [Pot of Desires], deck: [Battle Ox x11]}")
    assert "activate Pot of Desires" not in short.decision.labels
