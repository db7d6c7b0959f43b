"""Magic with more than two players: free-for-all games of three to eight (turn order by
seat, priority round all players, attacking any opponent, leaving the game, CR 800.4a)
and the player counts each game allows."""

from __future__ import annotations

import json
import pickle

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.cli.main import main
from tcgkit.core.errors import MalformedInput
from tcgkit.core.state import GameState
from tcgkit.core.zones import HIDDEN, OWNER
from tcgkit.games import GAMES, get_rules, mtg
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build
from tcgkit.scenario.source import ScenarioError

from .helpers import run_scenario

MAX_DECISIONS = 6000


def check_zones(state: GameState, count: int) -> None:
    """Every object in exactly one zone, the one it says."""
    assert len(state.objects) == count
    seen: dict[int, int] = {}
    for zid, ids in enumerate(state.zones):
        for oid in ids:
            assert oid not in seen, f"object {oid} is in two zones"
            seen[oid] = zid
            assert state.objects[oid].zone == zid
    assert len(seen) == count, "an object is in no zone"


def check_hidden(state: GameState) -> None:
    """Each player's observation shows counts, not cards, of the zones they can't see,
    and does not change when those are reordered."""
    table = state.rules.zones
    for p in range(len(state.players)):
        obs = state.observation(p)
        other = state.copy()
        for zid, ids in enumerate(other.zones):
            spec = table.spec_of[zid]
            hidden = spec.visibility == HIDDEN or (
                spec.visibility == OWNER and table.owner_of[zid] != p)
            if hidden:
                assert obs["zones"][table.label(zid)] == len(ids)
                other.zones[zid].reverse()
        assert other.observation(p) == obs


@pytest.mark.parametrize("seed", range(1, 7))
def test_four_player_free_for_all_random_play(seed):
    state = mtg.new_game(seed=seed, players=4)
    assert len(state.players) == 4 and [p.life for p in state.players] == [20] * 4
    agent = RandomAgent(seed)
    count = len(state.objects)
    kinds: set[str] = set()
    for n in range(MAX_DECISIONS):
        if state.is_over:
            break
        d = state.decision
        assert d is not None and d.options
        assert not state.players[d.player].lost, "a player who left the game is asked"
        assert len(set(d.labels)) == len(d.labels)
        for option in d.options:
            assert get_rules("mtg").option_fault(option, state) is None
            state.copy().apply(option)  # every listed option is accepted
            kinds.add(option.kind)
        if n % 13 == 0:
            check_zones(state, count)
            check_hidden(state)
            text = state.to_json()
            assert state.copy().to_json() == text
            assert tcgkit.load_game(text).to_json() == text
            assert pickle.loads(pickle.dumps(state)).to_json() == text
        state.apply(agent.choose(state))
    assert state.is_over, f"seed {seed} did not end"
    check_zones(state, count)
    assert state.winner is not None and len(state.losers) == 3
    # With more than two players an attacker always names the opponent it attacks.
    assert "attack_player" in kinds and "attack" not in kinds
    # Everyone who lost left the game (CR 800.4a) and then took no more turns.
    text = [str(e) for e in state.log]
    left = [t for t in text if t.startswith("[CR 800.4a]")]
    assert len(left) == 2  # the last loser ends the game instead
    for p in state.losers:
        name = state.players[p].name
        line = f"[CR 800.4a] {name} leaves the game"
        if line in text:
            assert not any(t.startswith("[CR 500.1]") and t.endswith(f": {name}'s turn")
                           for t in text[text.index(line):])


def test_turn_order_by_seat_and_no_first_draw_skip():
    """Turns go round the seats from the starting player (CR 101.4); in a free-for-all
    nobody skips their first draw (CR 103.8c)."""
    state = mtg.new_game(seed=11, players=4, decks="vanilla")
    agent = RandomAgent(11)
    while state.turn < 6 and not state.is_over:
        state.apply(agent.choose(state))
    first = state.first_player
    turns = [e for e in state.log if e.rule == "CR 500.1"]
    names = [state.players[(first + i) % 4].name for i in range(5)]
    assert [e.args[1] for e in turns[:5]] == names
    assert not any(e.rule == "CR 103.8a" for e in state.log)
    draws = [e for e in state.log if e.rule == "CR 504.1"]
    assert draws and draws[0].turn == 1


def test_priority_goes_round_every_player():
    """With nothing to do but pass, priority goes to each player in turn order from the
    active player, and the step ends only after all of them passed (CR 117.3d, 117.4)."""
    state = mtg.new_game(seed=5, players=3, decks="vanilla", automations=("mana",))
    # Keep every opening hand, then look at the first upkeep with priority.
    while state.decision.kind != "priority":
        state.apply(next(o for o in state.decision.options if o.kind == "keep_hand")
                    if any(o.kind == "keep_hand" for o in state.decision.options)
                    else state.decision.options[0])
    step = state.step
    order = []
    while state.step == step:
        d = state.decision
        assert d.kind == "priority"
        order.append(d.player)
        state.apply("pass")
    a = state.active
    assert order == [a, (a + 1) % 3, (a + 2) % 3]


def test_a_player_who_loses_leaves_and_the_game_goes_on():
    state = mtg.new_game(seed=8, players=3, decks="vanilla")
    agent = RandomAgent(8)
    while state.turn < 9 and not state.is_over:
        state.apply(agent.choose(state))
    leaving = (state.active + 1) % 3
    owned = [o.id for o in state.objects if o.owner == leaving
             and o.zone in state.rules.zones.ids["battlefield"]]
    state.concede(leaving)
    assert not state.is_over and state.players[leaving].lost
    assert f"[CR 800.4a] {state.players[leaving].name} leaves the game" in map(str, state.log)
    nowhere = state.rules.zones.ids["nowhere"][0]
    assert all(state.objects[o].zone == nowhere for o in owned)
    assert not state.zones[state.rules.zones.ids["battlefield"][leaving]]
    start = len(state.log)
    while not state.is_over and state.turn < 40:
        assert state.decision.player != leaving
        state.apply(agent.choose(state))
    later = [e for e in state.log[start:] if e.rule == "CR 500.1"]
    assert later and all(e.args[1] != state.players[leaving].name for e in later)


def test_player_counts():
    with pytest.raises(MalformedInput, match="2 to 8 players, not 9"):
        mtg.new_game(players=9)
    with pytest.raises(MalformedInput, match="2 to 8 players, not 1"):
        mtg.new_game(players=1)
    with pytest.raises(MalformedInput, match="expected 3 decks, got 2"):
        mtg.new_game(players=3, decks=get_rules("mtg").demo_decks("vanilla"))
    with pytest.raises(MalformedInput, match="Two-Headed Giant is played by 4 players"):
        mtg.new_game(players=3, options={"variant": "2hg"})
    assert mtg.new_game(seed=1, players=8).decision is not None


@pytest.mark.parametrize("game", [g for g in GAMES if g != "mtg"])
def test_other_games_are_for_two_players(game):
    rules = get_rules(game)
    with pytest.raises(MalformedInput, match=f"{rules.title} is played by 2 players, not 3"):
        rules.new_game(players=3)


def test_the_duel_command_plays_four_players(capsys):
    for seed in range(1, 21):
        assert main(["duel", "--game", "mtg", "--players", "4", "--seed", str(seed)]) == 0
        out = capsys.readouterr().out.splitlines()
        assert "Game over" in out[-1], f"seed {seed}: {out[-3:]}"
    assert main(["duel", "--game", "dm", "--players", "4"]) == 2
    assert "Duel Masters is played by 2 players, not 4" in capsys.readouterr().err


def test_observation_of_four_players_is_json():
    state = mtg.new_game(seed=2, players=4)
    for p in range(4):
        obs = state.observation(p)
        json.dumps(obs)
        assert len(obs["players"]) == 4


@pytest.mark.parametrize("seed", range(1, 5))
def test_two_headed_giant_random_play(seed):
    """Two teams of two with shared team turns: a shared life total of 30 kept equal for
    teammates (CR 810.4, 810.9), teams win and lose together (CR 810.8a)."""
    state = mtg.new_game(seed=seed, players=4, options={"variant": "2hg"})
    assert [p.life for p in state.players] == [30] * 4
    agent = RandomAgent(seed)
    for n in range(MAX_DECISIONS):
        if state.is_over:
            break
        d = state.decision
        for option in d.options:
            assert get_rules("mtg").option_fault(option, state) is None
            state.copy().apply(option)
        for p in (0, 1):
            assert state.players[p].life == state.players[p + 2].life
        if n % 17 == 0:
            text = state.to_json()
            assert tcgkit.load_game(text).to_json() == text
        state.apply(agent.choose(state))
    assert state.is_over
    w = state.winner
    assert w is not None and set(state.losers) == {1 - w % 2, 3 - w % 2}
    assert str(state.log[-1]).endswith(
        f"{state.players[w % 2].name} and {state.players[w % 2 + 2].name} win")


SCENARIO = """
title: t
game: {game}
covers: []
{extra}
setup:
  turn: 3
  active: p1
  step: main1
  {who}:
    library: [{card}]
script: []
"""


@pytest.mark.parametrize("game, extra, who, message", [
    ("mtg", "players: 1", "p1", "test.yaml:5: field 'players': Magic: The Gathering is "
                                "played by 2 to 8 players, not 1"),
    ("mtg", "players: 9", "p1", "is played by 2 to 8 players, not 9"),
    ("mtg", "players: four", "p1", "field 'players': expected a number of players, got str 'four'"),
    ("mtg", "", "p3", "p3 is not a player: this scenario has 2 players"),
    ("mtg", "players: 3", "p4", "p4 is not a player: this scenario has 3 players"),
    ("mtg", "players: 3\noptions: {variant: 2hg}", "p1",
     "Two-Headed Giant is played by 4 players"),
    ("dm", "players: 3", "p1", "Duel Masters is played by 2 players, not 3"),
])
def test_scenario_player_counts_are_checked(game, extra, who, message):
    card = "Forest" if game == "mtg" else "Bronze-Arm Tribe"
    text = SCENARIO.format(game=game, extra=extra, who=who, card=card)
    with pytest.raises(ScenarioError, match=message):
        run_scenario(text)


def test_scenario_of_three_players_names_each():
    text = SCENARIO.format(game="mtg", extra="players: 3\nnames: {p3: Carol}", who="p3",
                           card="Forest")
    state = build(parse_scenario(parse(text, "test.yaml")))
    assert [p.name for p in state.players] == ["Player 1", "Player 2", "Carol"]
    assert state.rules.zones.players == 3
    with pytest.raises(ScenarioError, match="expected p1 to p3, got 'p4'"):
        run_scenario(text.replace("active: p1", "active: p4"))
