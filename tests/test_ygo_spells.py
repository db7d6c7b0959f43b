"""Field Spells, Equip Spells, Continuous Traps and the ATK/DEF they change
(tcgkit/games/ygo/spells.py, cards/spells.py): current ATK as the battle and the
observation see it, the equip relationship through copies and round trips, Equip Cards
following their monster, and Counter Traps at Spell Speed 3."""

from __future__ import annotations

import pickle
from typing import cast

from tcgkit import load_game
from tcgkit.core.state import GameState
from tcgkit.games.ygo.battle import atk, defense
from tcgkit.games.ygo.card import YgoCard, YgoObject
from tcgkit.games.ygo.cards import ALL
from tcgkit.games.ygo.chain import Effect, why_not_effect
from tcgkit.games.ygo.spells import EQUIPPED, STATS, equipped_to
from tcgkit.games.ygo.zones import GRAVEYARD, MONSTER_ZONE
from tests.helpers import ygo_main_phase as _field


def _id(state: GameState, name: str, n: int = 0) -> int:
    return [o.id for o in state.objects if o.card.name == name][n]


def _obj(state: GameState, oid: int) -> YgoObject:
    return cast(YgoObject, state.objects[oid])


def _do(state: GameState, *answers: str) -> None:
    for text in answers:
        state.apply(state.decision.find(text))


def _atk(state: GameState, name: str, n: int = 0) -> int:
    return atk(state, _obj(state, _id(state, name, n)))


def test_yami_changes_face_up_fiends_and_spellcasters_and_not_face_down_ones() -> None:
    state = _field("{field_zone: [Yami], deck: [Battle Ox x5], monster_zone: [Dark Magician, "
                   "Celtic Guardian, {card: Mystical Elf, face_down: true, position: defense}]}",
                   "{monster_zone: [Summoned Skull], deck: [Battle Ox x5]}")
    assert _atk(state, "Dark Magician") == 2700
    assert defense(state, _obj(state, _id(state, "Dark Magician"))) == 2300
    assert _atk(state, "Summoned Skull") == 2700  # the opponent's Fiend too
    assert _atk(state, "Celtic Guardian") == 1400
    assert defense(state, _obj(state, _id(state, "Mystical Elf"))) == 2000  # face-down
    view = state.observation(1)
    shown = {o["name"]: o["atk"] for z in view["zones"].values() if isinstance(z, list)
             for o in z if isinstance(o, dict) and "atk" in o}
    assert shown.get("Dark Magician") == 2700


def test_yami_lowers_a_fairy_and_never_below_zero() -> None:
    state = _field("{field_zone: [Yami], deck: [Battle Ox x5]}")
    fairy = YgoCard(name="Test Fairy", jp="テスト", level=1, attribute="LIGHT", race="Fairy",
                    atk=100, defense=300)
    oid = state.create(fairy, 0, "monster_zone")
    assert atk(state, _obj(state, oid)) == 0
    assert defense(state, _obj(state, oid)) == 100


def test_a_set_field_spell_applies_nothing() -> None:
    state = _field("{field_zone: [{card: Yami, face_down: true}], monster_zone: "
                   "[Dark Magician], deck: [Battle Ox x5]}")
    assert _atk(state, "Dark Magician") == 2500


def test_vanilla_duel_has_no_stat_effects_indexed() -> None:
    state = _field("{monster_zone: [Dark Magician], deck: [Battle Ox x5]}")
    assert STATS not in state.modifiers and _atk(state, "Dark Magician") == 2500


def _equipped() -> GameState:
    state = _field("{hand: [Axe of Despair, Dark Hole], monster_zone: [Celtic Guardian, "
                   "Celtic Guardian], deck: [Battle Ox x5]}",
                   "{monster_zone: [Battle Ox], deck: [Battle Ox x5]}")
    _do(state, "activate Axe of Despair")
    state.apply(state.decision.options[0])  # one of the two Celtic Guardians
    return state


def test_the_equip_record_survives_copy_json_and_pickle() -> None:
    state = _equipped()
    axe = _id(state, "Axe of Despair")
    mon = equipped_to(state, axe)
    assert mon is not None and atk(state, _obj(state, mon)) == 2400
    for other in (state.copy(), load_game(state.to_json()), pickle.loads(pickle.dumps(state))):
        assert equipped_to(other, axe) == mon
        assert atk(other, cast(YgoObject, other.objects[mon])) == 2400


def test_an_equipped_copy_is_a_separate_attack_choice() -> None:
    state = _equipped()
    _do(state, "go to Battle Phase")
    attacks = [label for label in state.decision.labels if label.startswith("attack")]
    assert len(attacks) == 2  # the 2400 and the 1400 Celtic Guardian differ


def test_dark_hole_destroys_the_monster_and_the_rules_destroy_its_equip_card() -> None:
    state = _equipped()
    _do(state, "activate Dark Hole")
    names = [state.objects[o].card.name for o in state.zones[GRAVEYARD[0]]]
    assert sorted(names) == ["Axe of Despair", "Celtic Guardian", "Celtic Guardian",
                             "Dark Hole"]
    assert not [c for c in state.continuous if c.kind == EQUIPPED]


def test_an_equip_card_that_leaves_stops_applying_and_its_record_ends() -> None:
    state = _equipped()
    axe = _id(state, "Axe of Despair")
    mon = equipped_to(state, axe)
    assert mon is not None
    state.move(axe, GRAVEYARD[0], reason="destroy", cause="effect")
    assert atk(state, _obj(state, mon)) == 1400
    assert not [c for c in state.continuous if c.kind == EQUIPPED]
    assert mon in state.zones[MONSTER_ZONE[0]]  # the monster stays


def test_counter_traps_are_spell_speed_3_and_only_counter_traps_respond_to_them() -> None:
    counters = [c for c in ALL if c.kind == "trap" and c.trap_type == "counter"]
    assert counters
    for card in counters:
        speeds = {ab.spell_speed for ab in card.abilities if isinstance(ab, Effect) and ab.card}
        assert speeds == {3}, card.name
    state = _field("{hand: [Pot of Greed], deck: [Battle Ox x5], spell_trap_zone: "
                   "[{card: Mystical Space Typhoon, face_down: true}]}",
                   "{spell_trap_zone: [{card: Solemn Judgment, face_down: true}], "
                   "deck: [Battle Ox x5]}")
    state.automations = ()
    _do(state, "activate Pot of Greed", "activate Solemn Judgment")
    mst = _id(state, "Mystical Space Typhoon")
    assert state.decision.player == 0
    reason = why_not_effect(state, 0, mst, 0)
    assert reason is not None and "Spell Speed 2 cannot respond to Spell Speed 3" in reason


def test_legendary_sword_targets_warriors_only() -> None:
    state = _field("{hand: [Legendary Sword], monster_zone: [Dark Magician, Celtic Guardian], "
                   "deck: [Battle Ox x5]}")
    _do(state, "activate Legendary Sword")
    # Celtic Guardian, the only Warrior, was the only target: chosen for the player.
    sword = _id(state, "Legendary Sword")
    mon = equipped_to(state, sword)
    assert mon == _id(state, "Celtic Guardian")
    assert (atk(state, _obj(state, mon)), defense(state, _obj(state, mon))) == (1700, 1500)
    assert _atk(state, "Dark Magician") == 2500
