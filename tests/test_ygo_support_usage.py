"""Support cards of the usage rules (tcgkit/games/ygo/cards/usage.py, inherent.py): Black
Dragon Collapserpent's and White Dragon Wyverburster's own Special Summon procedures (a
cost banished from the GY, once per turn by name) and what Ghost Belle & Haunted Mansion
recognises as using the GY."""

from __future__ import annotations

import re

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.inherent import (
    R_PROCEDURE,
    why_not_procedure,
    why_not_special_summon,
)
from tcgkit.games.ygo.zones import BANISHED, GRAVEYARD, HAND, MONSTER_ZONE
from tests.helpers import assert_round_trips, checked_play, ygo_main_phase

_COLLAPSERPENT = "Black Dragon Collapserpent"
_WYVERBURSTER = "White Dragon Wyverburster"


def _ids(state: GameState, name: str, zone: str) -> list[int]:
    return [oid for oid in state.zones[zone] if state.objects[oid].card.name == name]


def _answer(state: GameState, text: str) -> None:
    d = state.decision
    assert d is not None
    assert text in d.labels, (text, d.labels)
    state.apply(d.options[d.labels.index(text)])


def _summon_collapserpent(state: GameState) -> None:
    oid = _ids(state, _COLLAPSERPENT, HAND[0])[0]
    state.apply(Option("extra", oid))
    while state.decision is not None and state.decision.kind == "choose":
        state.apply(state.decision.options[0])
    _answer(state, "position attack")


def test_a_negated_procedure_summon_still_spends_the_once_per_turn() -> None:
    """Solemn Judgment negates the Summon: the banished LIGHT monster stays banished (the
    cost is not given back), Collapserpent is destroyed and was not properly summoned
    (no effect can revive it), and the once-per-turn of the name is spent (read as the
    attempt being "this way"; UNCONFIRMED in usage.py)."""
    state = ygo_main_phase(
        "{hand: [Black Dragon Collapserpent x2], graveyard: [Mystical Elf, Alexandrite Dragon],"
        " deck: [Battle Ox x5]}",
        "{spell_trap_zone: [{card: Solemn Judgment, face_down: true}], deck: [Battle Ox x5]}")
    _summon_collapserpent(state)
    _answer(state, "activate Solemn Judgment")
    while state.decision is not None and state.decision.kind != "main_phase":
        _answer(state, "pass")
    assert _ids(state, "Mystical Elf", BANISHED[0]) or _ids(state, "Alexandrite Dragon",
                                                            BANISHED[0])
    negated = _ids(state, _COLLAPSERPENT, GRAVEYARD[0])
    assert len(negated) == 1 and not state.zones[MONSTER_ZONE[0]]
    assert why_not_special_summon(state, negated[0]) is not None
    second = _ids(state, _COLLAPSERPENT, HAND[0])[0]
    reason = why_not_procedure(state, 0, second)
    assert reason is not None and "once per turn" in reason and R_PROCEDURE in reason
    before = state.to_json()
    with pytest.raises(IllegalAction, match=re.escape(reason)):
        state.apply(Option("extra", second))
    assert state.to_json() == before


def test_a_procedure_summoned_collapserpent_can_be_revived_and_the_count_resets() -> None:
    """Summoned by its procedure it is properly summoned: once in the GY an effect may
    Special Summon it. The once-per-turn count is the turn's: a later turn starts
    afresh."""
    state = ygo_main_phase(
        "{hand: [Black Dragon Collapserpent x2], graveyard: [Mystical Elf, Alexandrite Dragon],"
        " deck: [Battle Ox x5]}")
    _summon_collapserpent(state)
    oid = _ids(state, _COLLAPSERPENT, MONSTER_ZONE[0])[0]
    second = _ids(state, _COLLAPSERPENT, HAND[0])[0]
    assert why_not_procedure(state, 0, second) is not None
    state.move(oid, GRAVEYARD[0], player=0, reason="send", cause="effect")
    gy = _ids(state, _COLLAPSERPENT, GRAVEYARD[0])[0]
    assert why_not_special_summon(state, gy) is None
    state.turn += 2
    assert why_not_procedure(state, 0, second) is None


def test_the_procedure_counts_its_own_name_only() -> None:
    """The two names have two counts, and the procedure's count is not its trigger's
    (the trigger's once-per-turn is under the card's effect line)."""
    state = ygo_main_phase(
        "{hand: [Black Dragon Collapserpent, White Dragon Wyverburster],"
        " graveyard: [Mystical Elf, Vorse Raider], deck: [Battle Ox x5]}")
    _summon_collapserpent(state)
    wyver = _ids(state, _WYVERBURSTER, HAND[0])[0]
    assert why_not_procedure(state, 0, wyver) is None
    trigger_limit = state.objects[_ids(state, _COLLAPSERPENT, MONSTER_ZONE[0])[0]] \
        .card.abilities[0].limit
    oid = _ids(state, _COLLAPSERPENT, MONSTER_ZONE[0])[0]
    assert trigger_limit.available(state, 0, oid, 0)


def _ghost_belle_offered(p1: str, activate: str) -> bool:
    """Whether Player 2 may activate Ghost Belle in response to Player 1's card (a
    window in which Player 2 could only pass is closed without asking)."""
    state = ygo_main_phase(p1, "{hand: [Ghost Belle & Haunted Mansion], deck: [Battle Ox x5]}")
    _answer(state, activate)
    d = state.decision
    assert d is not None
    return d.player == 1 and "activate Ghost Belle & Haunted Mansion's effect" in d.labels


def test_ghost_belle_recognises_each_way_of_using_the_gy() -> None:
    """Offered against Exchange of the Spirit (the GY becomes the Deck) and Monster
    Reborn (a target in the GY Special Summoned); not against Dark Hole."""
    fifteen = "graveyard: [Battle Ox x15]"
    assert _ghost_belle_offered(
        f"{{spell_trap_zone: [{{card: Exchange of the Spirit, face_down: true}}], {fifteen},"
        " deck: [Battle Ox x5]}", "activate Exchange of the Spirit")
    assert _ghost_belle_offered(
        "{hand: [Monster Reborn], graveyard: [Summoned Skull], deck: [Battle Ox x5]}",
        "activate Monster Reborn")
    assert not _ghost_belle_offered(
        "{hand: [Dark Hole], monster_zone: [Battle Ox], deck: [Battle Ox x5]}",
        "activate Dark Hole")


_MAIN = (["Black Dragon Collapserpent"] * 3 + ["White Dragon Wyverburster"] * 3
         + ["Mystical Elf"] * 3 + ["Alexandrite Dragon"] * 3 + ["Vorse Raider"] * 3
         + ["Archfiend Soldier"] * 3 + ["Celtic Guardian"] * 3 + ["Battle Ox"] * 3
         + ["Monster Reborn", "Dark Hole", "Pot of Greed"] + ["Solemn Judgment"] * 2
         + ["Ghost Belle & Haunted Mansion"] * 3 + ["Giant Soldier of Stone"] * 3
         + ["Summoned Skull"] * 3 + ["Mystical Space Typhoon"] * 2)


def test_the_deck_is_legal() -> None:
    rules = get_rules("ygo")
    assert len(_MAIN) == 40
    rules.validate_deck([rules.pool.get(n) for n in _MAIN], player=0)


@pytest.mark.parametrize("seed", range(3))
def test_random_play_with_the_support_cards(seed: int) -> None:
    """Every listed option conforms, the state round-trips, and the procedures are
    offered exactly when their check allows (a refusal gives its reason, nothing
    changes); the games end, each with procedure Summons in it."""
    state = get_rules("ygo").new_game(seed=seed, decks=[_MAIN, _MAIN])
    agent = RandomAgent(seed)
    compared = 0
    for n, d in checked_play(state, agent):
        if n % 41 == 0:
            assert_round_trips(state)
        if d.kind != "main_phase":
            continue
        for oid in state.zones[HAND[d.player]]:
            if state.objects[oid].card.procedure is None:
                continue
            option = Option("extra", oid)
            reason = why_not_procedure(state, d.player, oid)
            if reason is None:
                # Copies in the hand are one option.
                assert any(o.kind == "extra" and state.objects[o.obj].card
                           is state.objects[oid].card for o in d.options)
            else:
                assert option not in d.options
                before = state.to_json()
                with pytest.raises(IllegalAction, match=re.escape(reason)):
                    state.check(option)
                assert state.to_json() == before
            compared += 1
    assert state.is_over
    assert compared > 0
    assert any(e.reason == "procedure" for e in state.history.select("summon", game=True))
