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
from tcgkit.games.ygo.zones import MONSTER_ZONE, SPELL_TRAP_ZONE
from tests.helpers import assert_round_trips, ygo_main_phase


def _on_field(state: GameState, name: str) -> int:
    """The object of card ``name`` on the field (either player's)."""
    field = {*MONSTER_ZONE, *SPELL_TRAP_ZONE}
    return next(o.id for o in state.objects if o.card.name == name and o.zone in field)


def test_a_negated_monster_no_longer_changes_atk() -> None:
    state = ygo_main_phase("{monster_zone: [Knightmare Mermaid], deck: [Battle Ox x3]}",
                           "{monster_zone: [Battle Ox], deck: [Battle Ox x3]}")
    ox = state.objects[_on_field(state, "Battle Ox")]
    assert atk(state, ox) == 700  # 1700, less 1000 for not being co-linked
    mermaid = state.objects[_on_field(state, "Knightmare Mermaid")]
    state.add_continuous(Continuous(EFFECTS_NEGATED, controller=0,
                                    target=(mermaid.id, mermaid.incarnation), value=0,
                                    duration=PERMANENT))
    assert atk(state, ox) == 1700


def test_jinzo_on_the_field_survives_copy_json_and_pickle() -> None:
    state = ygo_main_phase("{monster_zone: [Jinzo], deck: [Battle Ox x3]}",
                           "{spell_trap_zone: [Gravity Bind], deck: [Battle Ox x3]}")
    bind = _on_field(state, "Gravity Bind")
    assert not state.functions((bind, 1))  # Gravity Bind's "cannot attack" is negated
    assert_round_trips(state)
    for twin in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))):
        assert not twin.functions((bind, 1))
