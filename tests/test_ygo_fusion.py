"""Fusion Summon and Ritual Summon (tcgkit/games/ygo/fusion.py): the material and Tribute
checks, the summon kind in the history, the materials sent to the GY together, and
random play with decks of Polymerization, Black Luster Ritual and their monsters, where
every listed option is accepted and copies, observations and JSON and pickle round trips
hold at every decision (in the middle of choosing materials and Tributes too)."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.fusion import (
    FusionMaterialChoice,
    RitualTributeChoice,
    fills_materials,
    how_summoned,
    monster_of,
    tributes_extend,
)
from tests.helpers import ygo_main_phase as _board
from tests.test_sweep import check_conservation, check_observation

RULES = get_rules("ygo")


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


FUSION_DECK = _deck(
    (3, "Polymerization"), (3, "Black Luster Ritual"), (3, "Black Luster Soldier"),
    (3, "Flame Manipulator"), (3, "Masaki the Legendary Swordsman"), (3, "Summoned Skull"),
    (3, "Red-Eyes Black Dragon"), (3, "Gaia The Fierce Knight"), (3, "Curse of Dragon"),
    (3, "Sangan"), (3, "Giant Soldier of Stone"), (3, "Mystical Elf"), (3, "Celtic Guardian"),
    (1, "Pot of Greed"),
    # The Extra Deck
    (2, "Flame Swordsman"), (2, "Black Skull Dragon"), (2, "Gaia the Dragon Champion"),
    (1, "Link Spider"),
)
"""A legal deck (40 + 7) whose random play Fusion and Ritual Summons again and again."""


def _id(state: GameState, name: str, zone: str = "") -> int:
    return next(o.id for o in state.objects if o.card.name == name
                and (not zone or state.rules.zones.spec_of[o.zone].name == zone))


def test_the_fusion_deck_is_legal() -> None:
    RULES.validate_deck([RULES.pool.get(n) for n in FUSION_DECK], player=0)


def test_random_play_fusion_and_ritual_summons_keep_every_invariant() -> None:
    kinds: Counter[str] = Counter()
    asked: Counter[str] = Counter()
    for seed in range(40, 52):
        state = RULES.new_game(seed=seed, decks=[FUSION_DECK, FUSION_DECK])
        agent = RandomAgent(seed)
        count = len(state.objects)
        for _ in range(4000):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            assert len(set(d.labels)) == len(d.labels), f"two options read the same: {d.labels}"
            for option in d.options:
                state.copy().apply(option)  # every listed option is accepted
                assert RULES.option_fault(option, state) is None
            check_conservation(state, count)
            top = state.work[-1]
            if isinstance(top, (FusionMaterialChoice, RitualTributeChoice)):
                asked[type(top).__name__] += 1
                # Half-way through choosing, the whole game is data.
                check_observation(state)
                text = state.to_json()
                assert state.copy().to_json() == text
                assert tcgkit.load_game(text).to_json() == text
                assert pickle.loads(pickle.dumps(state)).to_json() == text
                loaded = tcgkit.load_game(text).decision
                assert loaded is not None and (loaded.player, loaded.kind, loaded.labels) == (
                    d.player, d.kind, d.labels)
            state.apply(agent.choose(state))
        assert state.is_over, f"seed {seed} did not end"
        for ev in state.history.select("summon", game=True):
            kinds[ev.reason] += 1
    # The sweep reached what it is for: both summons, and both choices half-way.
    assert kinds["fusion"] >= 3 and kinds["ritual"] >= 3, kinds
    assert asked["FusionMaterialChoice"] and asked["RitualTributeChoice"], asked


def test_materials_go_to_the_gy_together_and_the_summon_kind_is_queryable() -> None:
    state = _board("{hand: [Polymerization, Flame Manipulator], "
                   "monster_zone: [Masaki the Legendary Swordsman], "
                   "extra_deck: [Flame Swordsman], deck: [Battle Ox x5]}")
    masaki = _id(state, "Masaki the Legendary Swordsman")
    assert how_summoned(state, masaki) == ""  # put there by the setup
    state.apply(Option("activate", _id(state, "Polymerization")))
    state.apply(Option("material", masaki))
    state.apply(Option("zone", _id(state, "Flame Swordsman"), 0))
    state.apply(Option("position", -1, "attack"))
    sent = [ev for ev in state.history.select("move") if ev.reason == "material"]
    assert sorted(ev.obj for ev in sent if ev.obj is not None) == sorted(
        [masaki, _id(state, "Flame Manipulator")])
    assert len({ev.batch for ev in sent}) == 1 and sent[0].batch
    assert all(ev.cause == "effect" and ev.rule == "YGO rule: Fusion Summon" for ev in sent)
    swordsman = _id(state, "Flame Swordsman")
    assert how_summoned(state, swordsman) == "fusion"
    # Once it leaves the field, it is no longer a monster that was Fusion Summoned there.
    state.move(swordsman, state.rules.zones.id("graveyard", 0), reason="destroy")
    assert how_summoned(state, swordsman) == ""


def test_ritual_tributes_are_never_left_over_and_exact_rituals_need_the_exact_total() -> None:
    state = _board("{hand: [Black Luster Soldier], "
                   "monster_zone: [Giant Soldier of Stone, Mystical Elf, Celtic Guardian, "
                   "Summoned Skull], deck: [Battle Ox x5]}")
    soldier, giant, elf, guardian, skull = (
        _id(state, n) for n in ("Black Luster Soldier", "Giant Soldier of Stone",
                                "Mystical Elf", "Celtic Guardian", "Summoned Skull"))
    pool = [giant, elf, guardian, skull]

    def legal(chosen: tuple[int, ...], exactly: bool = False) -> bool:
        return tributes_extend(state, 0, 8, exactly, chosen,
                               [m for m in pool if m not in chosen])

    assert legal((giant,)) and legal((giant, skull))             # 3 + 6 = 9
    assert not legal((giant, elf))       # 3 + 4 needs a third, which leaves the 3 over
    assert legal((elf, guardian)) and legal((elf, skull))        # 8, and 10 with none over
    assert legal((elf, guardian), exactly=True)
    assert not legal((elf, skull), exactly=True) and not legal((giant,), exactly=True)
    assert soldier not in pool


def test_a_ritual_monster_needs_a_main_monster_zone_after_the_tributes() -> None:
    # Five Main Monster Zones full: a Tribute from the hand alone leaves no zone.
    state = _board("{hand: [Black Luster Ritual, Black Luster Soldier, Blue-Eyes White Dragon], "
                   "monster_zone: [Battle Ox, Celtic Guardian, Mystical Elf, Gemini Elf, "
                   "Vorse Raider], deck: [Battle Ox x5]}")
    dragon = _id(state, "Blue-Eyes White Dragon")
    field = [_id(state, n) for n in ("Battle Ox", "Celtic Guardian")]
    assert not tributes_extend(state, 0, 8, False, (dragon,), field)
    assert tributes_extend(state, 0, 8, False, (field[0],), [field[1], dragon])
    state.apply(Option("activate", _id(state, "Black Luster Ritual")))
    d = state.decision
    assert d is not None and d.kind == "tribute"
    assert "tribute Blue-Eyes White Dragon from the hand" not in d.labels
    assert {"tribute Battle Ox", "tribute Celtic Guardian"} <= set(d.labels)


def test_a_monster_fills_one_listed_material_only() -> None:
    # Blue-Eyes Ultimate Dragon lists "Blue-Eyes White Dragon" three times: two copies
    # are not a set, so Polymerization cannot be activated.
    two = _board("{hand: [Polymerization, Blue-Eyes White Dragon], "
                 "monster_zone: [Blue-Eyes White Dragon], "
                 "extra_deck: [Blue-Eyes Ultimate Dragon], deck: [Battle Ox x5]}")
    poly = _id(two, "Polymerization")
    assert "activate Polymerization" not in two.decision.labels
    with pytest.raises(IllegalAction, match="its effect could not be carried out now"):
        two.apply(Option("activate", poly))
    three = _board("{hand: [Polymerization, Blue-Eyes White Dragon x2], "
                   "monster_zone: [Blue-Eyes White Dragon], "
                   "extra_deck: [Blue-Eyes Ultimate Dragon], deck: [Battle Ox x5]}")
    assert "activate Polymerization" in three.decision.labels


def test_described_materials_are_matched_one_monster_to_one_material() -> None:
    dragon, warrior = monster_of(race="Dragon"), monster_of(race="Warrior")
    assert (dragon.text, warrior.text) == ("1 Dragon monster", "1 Warrior monster")
    light = monster_of(attribute="LIGHT", race="Dragon")
    assert light.text == "1 LIGHT Dragon monster"
    red_eyes, guardian, luster, blue_eyes = (RULES.pool.get(n) for n in (
        "Red-Eyes Black Dragon", "Celtic Guardian", "Luster Dragon", "Blue-Eyes White Dragon"))
    assert fills_materials([guardian, red_eyes], (dragon, warrior))   # in any order
    assert not fills_materials([red_eyes, luster], (dragon, warrior))  # two Dragons, no Warrior
    assert not fills_materials([red_eyes], (dragon, warrior))
    assert fills_materials([blue_eyes, guardian], (light, warrior))
    assert not fills_materials([red_eyes, guardian], (light, warrior))  # a DARK Dragon
