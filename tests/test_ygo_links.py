"""Link Arrows and co-links on the Master Rule field (tcgkit/games/ygo/links.py), with
the arrows cards.md or card data give (Knightmare Unicorn: Left, Right, Bottom;
Knightmare Mermaid: Bottom)."""

from __future__ import annotations

from typing import cast

from tcgkit.core.state import GameState
from tcgkit.games.ygo.card import YgoObject
from tcgkit.games.ygo.links import cell, co_linked, points_at
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build


def _field(p1: str, p2: str = "{}") -> GameState:
    text = f"""
title: links
game: ygo
covers: []
setup:
  turn: 2
  active: p1
  step: main1
  p1: {p1}
  p2: {p2}
script: []
"""
    return build(parse_scenario(parse(text, "links.yaml")))


def _ids(state: GameState, name: str) -> list[int]:
    return [o.id for o in state.objects if o.card.name == name]


def _obj(state: GameState, oid: int) -> YgoObject:
    return cast(YgoObject, state.objects[oid])


def test_side_by_side_link_monsters_pointing_at_each_other_are_co_linked() -> None:
    state = _field("{monster_zone: [{card: Knightmare Unicorn, column: 1}, "
                   "{card: Knightmare Unicorn, column: 2}]}")
    assert co_linked(state) == set(_ids(state, "Knightmare Unicorn"))


def test_one_zone_apart_they_are_not() -> None:
    state = _field("{monster_zone: [{card: Knightmare Unicorn, column: 1}, "
                   "{card: Knightmare Unicorn, column: 3}]}")
    assert co_linked(state) == set()


def test_an_arrow_pointing_at_a_monster_that_does_not_point_back_is_no_co_link() -> None:
    # Mermaid in the left Extra Monster Zone points down at Main Monster Zone 2, where
    # Unicorn is; Unicorn has no Top arrow.
    state = _field("{extra_monster_zone: [{card: Knightmare Mermaid, column: 0}], "
                   "monster_zone: [{card: Knightmare Unicorn, column: 1}]}")
    mermaid, unicorn = _ids(state, "Knightmare Mermaid")[0], _ids(state, "Knightmare Unicorn")[0]
    assert cell(_obj(state, mermaid)) == (1, 1)
    assert points_at(_obj(state, mermaid)) == {(1, 0)}
    assert co_linked(state) == set()
    assert unicorn not in co_linked(state)


def test_the_second_players_arrows_are_turned_round() -> None:
    # Player 2's Unicorn in their Main Monster Zone 3 (x = 2 on the grid): its Left arrow
    # points at their zone 2 (x = 3), its Bottom arrow off the field.
    state = _field("{}", "{monster_zone: [{card: Knightmare Unicorn, column: 2}]}")
    unicorn = _obj(state, _ids(state, "Knightmare Unicorn")[0])
    assert cell(unicorn) == (2, 2)
    assert points_at(unicorn) == {(3, 2), (1, 2)}


def test_the_extra_monster_zones_are_seen_from_either_side() -> None:
    # Each player's left Extra Monster Zone is the other player's right one.
    state = _field("{extra_monster_zone: [{card: Knightmare Mermaid, column: 0}]}",
                   "{extra_monster_zone: [{card: Knightmare Mermaid, column: 0}]}")
    a, b = (_obj(state, i) for i in _ids(state, "Knightmare Mermaid"))
    assert {cell(a), cell(b)} == {(1, 1), (3, 1)}


def test_a_link_monster_is_never_normal_summoned_nor_changes_position() -> None:
    from tcgkit.games.ygo.play import why_not_change, why_not_summon

    state = _field("{hand: [Knightmare Mermaid], "
                   "monster_zone: [{card: Knightmare Unicorn, column: 2}]}")
    mermaid, unicorn = _ids(state, "Knightmare Mermaid")[0], _ids(state, "Knightmare Unicorn")[0]
    assert "never Normal Summoned" in (why_not_summon(state, 0, mermaid) or "")
    assert "always in Attack Position" in (why_not_change(state, 0, unicorn) or "")


def test_morganites_effect_keeps_its_order_through_a_saved_game() -> None:
    # Morganite's effect, created as it resolved, is no zone's ability: the saved game
    # keeps it, after Unicorn's (so it is applied last: a normal draw of 2).
    from tcgkit import load_game

    state = _field("{hand: [Time-Tearing Morganite], deck: [Battle Ox x6], monster_zone: ["
                   "{card: Knightmare Phoenix, column: 1}, {card: Knightmare Unicorn, column: 2}, "
                   "{card: Knightmare Cerberus, column: 3}]}", "{deck: [Battle Ox x5]}")
    state.apply(state.decision.find("activate Time-Tearing Morganite"))
    state = load_game(state.to_json())
    hand = len(state.zones[state.rules.zones.id("hand", 0)])
    for _ in range(2):
        state.apply(state.decision.find("go to End Phase"))
    assert state.turn == 4
    assert len(state.zones[state.rules.zones.id("hand", 0)]) == hand + 2
