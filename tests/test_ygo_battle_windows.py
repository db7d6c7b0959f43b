"""The Battle Phase's windows: responding to an attack declaration, the replay, the
Damage Step's sub-steps (only Counter Traps and ATK/DEF changes there), and the state's
copy, JSON and pickle round trips and observation in the middle of the Damage Step."""

from __future__ import annotations

import json
import pickle
from typing import cast

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.games.ygo.battle import atk
from tcgkit.games.ygo.card import YgoData, YgoObject
from tcgkit.games.ygo.chain import DAMAGE_STEP_WINDOWS, set_window, why_not_card
from tcgkit.games.ygo.zones import GRAVEYARD, MONSTER_ZONE
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build


def _field(p1: str, p2: str = "{deck: [Battle Ox x5]}", ask_every_window: bool = False
           ) -> GameState:
    # ask_every_window: without the pass_priority automation, every window asks.
    automations = "automations: [order_identical_triggers, mana]\n" if ask_every_window else ""
    text = f"""
title: battle windows
game: ygo
covers: []
{automations}setup:
  turn: 3
  active: p1
  step: battle
  p1: {p1}
  p2: {p2}
script: []
"""
    state = build(parse_scenario(parse(text, "battle.yaml")))
    # The Start Step of the Battle Phase is an open game state: both players pass it.
    while _window(state) == "battle_start" and state.decision.kind == "priority":
        _do(state, "pass")
    return state


def _id(state: GameState, name: str) -> int:
    return next(o.id for o in state.objects if o.card.name == name)


def _window(state: GameState) -> str:
    return cast(YgoData, state.data).window


def _do(state: GameState, *answers: str) -> None:
    for text in answers:
        state.apply(state.decision.find(text))


def _in_the_damage_step() -> GameState:
    """Battle Ox attacks Luster Dragon; Player 1 holds Rush Recklessly, Player 2 has a
    Set Solemn Judgment: the start of the Damage Step, Player 1 to act."""
    state = _field("{hand: [Rush Recklessly], monster_zone: [Battle Ox], deck: [Battle Ox x5]}",
                   "{monster_zone: [Luster Dragon], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Solemn Judgment, face_down: true}]}")
    _do(state, "attack Luster Dragon with Battle Ox", "pass")
    return state


def test_the_damage_step_survives_copy_json_pickle_and_observation() -> None:
    state = _in_the_damage_step()
    assert _window(state) == "damage_start" and _window(state) in DAMAGE_STEP_WINDOWS
    labels = state.decision.labels
    assert "activate Rush Recklessly" in labels
    json.dumps(state.observation(0))
    json.dumps(state.observation(1))
    for other in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))):
        assert _window(other) == "damage_start"
        assert other.decision.labels == labels
        # Each goes on the same way: the trick wins the battle in every copy.
        _do(other, "activate Rush Recklessly", "target Battle Ox")
        assert other.players[1].life == state.players[1].life  # the original is untouched
    _do(state, "activate Rush Recklessly", "target Battle Ox")
    # The opponent may respond with a Counter Trap (Spell Speed 3) in the Damage Step.
    assert state.decision.player == 1 and "activate Solemn Judgment" in state.decision.labels
    json.dumps(state.observation(0))
    copied = load_game(state.to_json())
    assert copied.decision.labels == state.decision.labels
    _do(state, "pass")
    assert state.players[1].life == 7500
    assert _window(state) == ""


def test_a_set_card_that_is_neither_counter_trap_nor_stat_change_is_not_offered() -> None:
    state = _field("{monster_zone: [Battle Ox], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Mystical Space Typhoon, face_down: true}, "
                   "{card: Rush Recklessly, face_down: true}]}",
                   "{monster_zone: [Luster Dragon], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Call of the Haunted, face_down: true}]}")
    _do(state, "attack Luster Dragon with Battle Ox")
    assert set(state.decision.labels) == {"pass", "activate Mystical Space Typhoon",
                                          "activate Rush Recklessly"}
    _do(state, "pass")
    assert _window(state) == "damage_start"
    assert list(state.decision.labels) == ["pass", "activate Rush Recklessly"]


def test_a_vanilla_battle_opens_no_window() -> None:
    state = _field("{monster_zone: [Battle Ox, Luster Dragon], deck: [Battle Ox x5]}",
                   "{monster_zone: [Celtic Guardian], deck: [Battle Ox x5]}")
    _do(state, "attack Celtic Guardian with Luster Dragon")
    # Straight back to the Battle Step: nobody could act, so no priority was given.
    assert state.decision.kind == "battle_step"
    assert _window(state) == ""
    assert not any("Damage Step" in e.rule for e in state.log)
    assert state.players[1].life == 7500


def test_a_replay_declined_still_counts_as_the_monsters_attack() -> None:
    state = _field("{monster_zone: [Luster Dragon], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Mystical Space Typhoon, face_down: true}]}",
                   "{monster_zone: [Stardust Dragon], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Call of the Haunted, face_down: true}]}")
    _do(state, "attack Stardust Dragon with Luster Dragon", "activate Mystical Space Typhoon",
        "activate Stardust Dragon's effect", "pass", "pass")
    assert state.decision.kind == "replay"
    assert list(state.decision.labels) == ["attack directly with Luster Dragon", "no"]
    _do(state, "no")
    assert state.players[1].life == 8000
    assert any(e.rule == "YGO rule: replay (巻き戻し)" and "does not attack" in e.text
               for e in state.log)
    ox = cast(YgoObject, state.objects[_id(state, "Luster Dragon")])
    # It attacked in turn 3 and did not get another attack: the Battle Phase ended.
    assert ox.attacked == 3 and atk(state, ox) == 1900
    assert sum(e.text.startswith("Luster Dragon attacks") for e in state.log) == 1


def test_before_damage_calculation_round_trips_and_no_window_after_it() -> None:
    state = _field("{hand: [Rush Recklessly], monster_zone: [Battle Ox], deck: [Battle Ox x5]}",
                   "{monster_zone: [Celtic Guardian], deck: [Battle Ox x5]}",
                   ask_every_window=True)
    _do(state, "attack Celtic Guardian with Battle Ox", "pass", "pass",  # the Battle Step
        "pass", "pass")  # the start of the Damage Step
    assert _window(state) == "before_calc" and state.decision.kind == "priority"
    assert list(state.decision.labels) == ["pass", "activate Rush Recklessly"]
    rush = _id(state, "Rush Recklessly")
    # After damage calculation an ATK/DEF change may no longer be activated (the check
    # asked as if that window were open).
    later = state.copy()
    set_window(later, "after_calc")
    assert why_not_card(later, 0, rush)[1] == (
        "an effect that changes ATK or DEF is activated in the Damage Step only up to before "
        "damage calculation; Rush Recklessly cannot be now (YGO rule: Damage Step (what may "
        "be activated there))")
    guardian = _id(state, "Celtic Guardian")
    for other in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state)),
                  state):
        json.dumps(other.observation(1))
        assert other.decision.labels == state.decision.labels
        _do(other, "pass", "pass")
        # Nobody could start a chain after damage calculation: no window opened there.
        assert other.objects[guardian].zone == GRAVEYARD[1]
        texts = [e.text for e in other.log]
        assert texts.index("After damage calculation: 1 monster(s) destroyed by battle") < \
            texts.index("End of the Damage Step") < \
            texts.index("Celtic Guardian is destroyed by battle")
        assert other.players[1].life == 7700 and _window(other) == ""
        assert other.decision.kind == "battle_step"


def test_a_monster_that_leaves_and_comes_back_causes_a_replay_with_no_new_declaration(
) -> None:
    state = _field("{monster_zone: [Luster Dragon], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Mystical Space Typhoon, face_down: true}]}",
                   "{monster_zone: [Stardust Dragon], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Call of the Haunted, face_down: true}, "
                   "{card: Sakuretsu Armor, face_down: true}]}")
    # Player 1 cannot see which Set card is Call of the Haunted: it is named by its id.
    _do(state, "attack Stardust Dragon with Luster Dragon", "activate Mystical Space Typhoon",
        f"target a face-down card@{_id(state, 'Call of the Haunted')}")
    # After the declaration Sakuretsu Armor could be activated.
    assert "activate Sakuretsu Armor" in state.decision.labels
    # Stardust Dragon Tributes itself (it leaves), then Call of the Haunted brings it
    # back: as many monsters as before, but a new object - the target is gone.
    _do(state, "activate Stardust Dragon's effect", "pass", "activate Call of the Haunted",
        "pass")
    assert [state.objects[o].card.name for o in state.zones[MONSTER_ZONE[1]]] == \
        ["Stardust Dragon"]
    assert "activate Sakuretsu Armor" in state.decision.labels
    _do(state, "pass")
    assert state.decision.kind == "replay"
    assert any("the attack target is gone (replay)" in e.text for e in state.log)
    _do(state, "attack Stardust Dragon with Luster Dragon")
    # Choosing the target again is no new declaration: Sakuretsu Armor is not offered
    # (Player 2 had nothing else, so nobody was asked), and Luster Dragon (1900) then
    # loses to Stardust Dragon (2500).
    assert not any("activates the Set card Sakuretsu Armor" in e.text for e in state.log)
    assert state.players[0].life == 7400


def test_gravity_bind_activated_after_the_declaration_stops_the_attack() -> None:
    state = _field("{monster_zone: [Battle Ox], deck: [Battle Ox x5]}",
                   "{monster_zone: [Celtic Guardian], deck: [Battle Ox x5], "
                   "spell_trap_zone: [{card: Gravity Bind, face_down: true}]}")
    _do(state, "attack Celtic Guardian with Battle Ox", "activate Gravity Bind")
    assert any(e.rule == "YGO rule: Battle Step (responding to an attack declaration)"
               and e.text == "The attack of Battle Ox stops: Gravity Bind forbids it to attack"
               for e in state.log)
    assert state.players[1].life == 8000
    assert [state.objects[o].card.name for o in state.zones[MONSTER_ZONE[1]]] == \
        ["Celtic Guardian"]
    assert not any("Damage Step" in e.rule for e in state.log)
