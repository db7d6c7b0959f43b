"""Pendulum Monsters (tcgkit/games/ygo/pendulum.py): the Pendulum Scale on cards, the face-up
Extra Deck both players see, and Pendulum Summons from the Extra Deck into zones a Link
Monster points to (the scenarios under scenarios/ygo/pendulum/ cover the rest)."""

from __future__ import annotations

import pytest

from tcgkit.core.decision import Option
from tcgkit.core.errors import MalformedInput
from tcgkit.core.state import GameState
from tcgkit.games.ygo.card import YgoCard
from tcgkit.games.ygo.pendulum import pendulum_choices, scale_range
from tcgkit.games.ygo.zones import EXTRA_DECK, GRAVEYARD
from tests.helpers import ygo_main_phase as _field

SCALES = "[{card: Stargazer Magician, column: 0}, {card: Timegazer Magician, column: 4}]"


def _id(state: GameState, name: str, zone: str) -> int:
    return next(o.id for o in state.objects
                if o.card.name == name and state.rules.zones.label(o.zone) == zone)


def test_a_pendulum_scale_belongs_to_a_main_deck_monster() -> None:
    with pytest.raises(MalformedInput, match="Pendulum Scale"):
        YgoCard(name="Odd Spell", kind="spell", spell_type="normal", pendulum_scale=4)
    with pytest.raises(MalformedInput, match="Pendulum Scale"):
        YgoCard(name="Odd Monster", level=4, attribute="DARK", pendulum_scale=14)


def test_a_scale_leaving_the_pendulum_zone_goes_face_up_to_the_extra_deck_for_both_to_see() -> None:
    state = _field(f"{{spell_trap_zone: {SCALES}, deck: [Battle Ox x5]}}")
    assert scale_range(state, 0) == (1, 8)
    star = _id(state, "Stargazer Magician", "p1.spell_trap_zone")
    state.move(star, GRAVEYARD[0], reason="send", cause="rule")
    extra_deck = state.zones[EXTRA_DECK[0]]
    assert [state.objects[o].card.name for o in extra_deck] == ["Stargazer Magician"]
    assert state.zones[GRAVEYARD[0]] == []
    assert scale_range(state, 0) is None
    for viewer in (0, 1):
        me = state.observation(viewer)["players"][0]
        assert me["extra_deck_face_up"] == ["Stargazer Magician"]
    assert "extra_deck_face_up" not in state.observation(0)["players"][1]
    assert any(e.rule == "YGO rule: Pendulum Monsters leaving the field" for e in state.log)


def test_from_the_extra_deck_only_to_an_extra_monster_zone_or_a_pointed_main_zone() -> None:
    # Player 1's Link Spider (arrow: Bottom) in the left Extra Monster Zone points at Main
    # Monster Zone 2; the face-up Timegazer Magician may go there only, since player 1
    # already uses an Extra Monster Zone.
    state = _field(f"{{spell_trap_zone: {SCALES}, extra_deck: [Timegazer Magician], "
                   "extra_monster_zone: [{card: Link Spider, column: 0}], deck: [Battle Ox x5]}")
    time = _id(state, "Timegazer Magician", "p1.extra_deck")
    assert pendulum_choices(state, 0) == [Option("zone", time, 1)]
