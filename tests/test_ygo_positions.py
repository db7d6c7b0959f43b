"""The battle position of a Special Summon (tcgkit/games/ygo/extra.py, fusion.py,
vocab.py): asked as a decision of its own only when both positions are possible, an
answer outside the listed positions refused with the state unchanged, the game whole
data (copy, JSON, pickle) while the question is open, and an Xyz Summon of "2 or more"
materials taking more than the fewest."""

from __future__ import annotations

import pickle

import pytest

import tcgkit
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.extra import ChoosePosition, fixed_position, more_materials
from tests.helpers import ygo_main_phase as _board

RULES = get_rules("ygo")


def _id(state: GameState, name: str) -> int:
    return next(o.id for o in state.objects if o.card.name == name)


def _synchro_at_position(state: GameState) -> int:
    gaia = _id(state, "Gaia Knight, the Force of Earth")
    state.apply(Option("extra", gaia))
    state.apply(Option("material", _id(state, "Giant Soldier of Stone")))
    # The Tuner, the one material left, is chosen by the single_option automation.
    state.apply(Option("zone", gaia, 1))
    return gaia


_SYNCHRO = ("{monster_zone: [Genex Controller, Giant Soldier of Stone], "
            "extra_deck: [\"Gaia Knight, the Force of Earth\"], deck: [Battle Ox x5]}")


@pytest.mark.parametrize("answer", [Option("position", -1, "face-down defense"),
                                    Option("position", -1, "Defense"),
                                    Option("zone", 0, 1)])
def test_an_unlisted_position_is_refused_and_the_state_is_unchanged(answer: Option) -> None:
    state = _board(_SYNCHRO)
    _synchro_at_position(state)
    d = state.decision
    assert d is not None and d.kind == "position"
    assert [o.arg for o in d.options] == ["attack", "defense"]
    before = state.to_json()
    # The rule where the answer is a position at all, the options where it is not.
    with pytest.raises(IllegalAction, match=r"YGO rule: Special Summon position|"
                                             r"options are: position attack; position defense"):
        state.apply(answer)
    assert state.to_json() == before


def test_a_link_monster_is_never_asked_and_a_defense_answer_is_refused() -> None:
    state = _board("{monster_zone: [Battle Ox], extra_deck: [Link Spider], "
                   "deck: [Battle Ox x5]}")
    spider = _id(state, "Link Spider")
    assert fixed_position(RULES.pool.get("Link Spider")) == "attack"
    state.apply(Option("extra", spider))  # its one material is chosen by single_option
    assert state.decision is not None and state.decision.kind == "zone"
    before = state.to_json()
    with pytest.raises(IllegalAction, match="not a legal option"):
        state.apply(Option("position", -1, "defense"))
    assert state.to_json() == before
    state.apply(Option("zone", spider, 5))
    assert state.decision is not None and state.decision.kind == "main_phase"
    assert state.objects[spider].position == "attack"


def test_the_chosen_position_is_the_monsters_and_the_question_is_data() -> None:
    state = _board(_SYNCHRO)
    gaia = _synchro_at_position(state)
    text = state.to_json()
    assert state.copy().to_json() == text
    assert pickle.loads(pickle.dumps(state)).to_json() == text
    loaded = tcgkit.load_game(text)
    assert loaded.to_json() == text
    for game in (state, loaded):
        game.apply(Option("position", -1, "defense"))
        o = game.objects[gaia]
        assert (o.position, o.face_down, o.column) == ("defense", False, 1)
        assert game.log[-1].rule == "YGO rule: Special Summon position"


def test_an_effects_special_summon_waits_for_the_position_as_a_step() -> None:
    state = _board("{hand: [Monster Reborn], graveyard: [Luster Dragon], "
                   "deck: [Battle Ox x5]}")
    state.apply(Option("activate", _id(state, "Monster Reborn")))
    assert isinstance(state.work[-1], ChoosePosition)
    text = state.to_json()
    assert tcgkit.load_game(text).to_json() == text
    dragon = _id(state, "Luster Dragon")
    state.apply(Option("position", -1, "attack"))
    assert state.objects[dragon].position == "attack"
    assert state.rules.zones.spec_of[state.objects[dragon].zone].name == "monster_zone"


def test_an_xyz_summon_takes_more_materials_only_when_its_card_allows() -> None:
    state = _board("{monster_zone: [Celtic Guardian, Masaki the Legendary Swordsman, "
                   "Celtic Guardian, Battle Ox], extra_deck: [\"Number 86: Heroic Champion - "
                   "Rhongomyniad\", Gem-Knight Pearl], deck: [Battle Ox x5]}")
    guardians = [o.id for o in state.objects if o.card.name == "Celtic Guardian"]
    masaki = _id(state, "Masaki the Legendary Swordsman")
    number86 = RULES.pool.get("Number 86: Heroic Champion - Rhongomyniad")
    pearl = RULES.pool.get("Gem-Knight Pearl")
    # A full set of 2: Number 86 ("2 or more (max. 5)") may take the third Warrior, never
    # Battle Ox (a Beast-Warrior); Gem-Knight Pearl ("2 Level 4 monsters") nothing more.
    assert more_materials(state, 0, number86, (masaki, guardians[0])) == [guardians[1]]
    assert more_materials(state, 0, pearl, (masaki, guardians[0])) == []
    assert more_materials(state, 0, number86, (masaki, *guardians)) == []
