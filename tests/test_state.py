"""The game state: copies, serialization, refused actions, observation, the public API."""

from __future__ import annotations

import json

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction, MalformedInput
from tcgkit.games import GAMES, dm, get_rules, mtg, ygo
from tests.helpers import clone_agent, finish, midgame


@pytest.mark.parametrize("game", GAMES)
def test_copy_plays_on_to_the_same_log_and_leaves_the_original_alone(game):
    state, agent = midgame(game, seed=11, decisions=40)
    frozen = state.to_json()
    twin = state.copy()
    twin_log = finish(twin, clone_agent(agent))
    assert state.to_json() == frozen  # playing the copy did not touch the original
    assert finish(state, agent) == twin_log


@pytest.mark.parametrize("game", GAMES)
def test_json_round_trip_is_exact_and_plays_on_identically(game):
    state, agent = midgame(game, seed=5, decisions=35)
    text = state.to_json()
    loaded = tcgkit.load_game(text)
    assert loaded.to_json() == text
    assert loaded.decision.labels == state.decision.labels
    assert finish(loaded, clone_agent(agent)) == finish(state, agent)


def test_json_round_trip_inside_a_procedure():
    # A decision inside a multi-stage procedure (the Tribute choice) round-trips too.
    fillers = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Gemini Elf", "Vorse Raider",
               "Archfiend Soldier", "Luster Dragon", "Alexandrite Dragon", "Rude Kaiser",
               "Neo the Magic Swordsman", "Giant Soldier of Stone", "Gene-Warped Warwolf",
               "Dark Magician"]
    deck = ["Blue-Eyes White Dragon"] * 3 + [n for n in fillers for _ in range(3)][:37]
    state = ygo.new_game(seed=3, decks=[deck, deck])
    while state.decision.kind != "tribute":
        d = state.decision
        pick = next((o for o in d.options if o.kind == "summon"
                     and state.objects[o.obj].card.name == "Blue-Eyes White Dragon"), None)
        pick = pick or next((o for o in d.options if o.kind == "summon"), None)
        state.apply(pick or next(o for o in d.options if o.kind == "end"))
    text = state.to_json()
    assert tcgkit.load_game(text).to_json() == text


def test_copy_shares_objects_until_written():
    state, _ = midgame("mtg", seed=2, decisions=30)
    twin = state.copy()
    assert all(a is b for a, b in zip(state.objects, twin.objects, strict=True))
    oid = next(i for i, o in enumerate(twin.objects) if not o.tapped)
    twin.mut(oid).tapped = True
    assert twin.objects[oid] is not state.objects[oid]
    assert not state.objects[oid].tapped
    assert sum(a is not b for a, b in zip(state.objects, twin.objects, strict=True)) == 1


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_option_is_refused_and_changes_nothing(game):
    state, _ = midgame(game, seed=9, decisions=20)
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(Option("cast", 10_000))
    assert "not a legal option" in str(err.value)
    with pytest.raises(IllegalAction):
        state.apply("fly to the moon")
    with pytest.raises(IllegalAction):
        state.apply(("not", "an", "option"))  # type: ignore[arg-type]
    assert state.to_json() == before
    assert not state.can(Option("cast", 10_000))
    assert state.can(state.decision.options[0])


def test_apply_accepts_the_text_form_and_japanese_names():
    state = dm.new_game(seed=4)
    d = state.decision
    assert d.kind == "mana_charge"
    option = d.options[0]
    card = state.objects[option.obj].card
    assert d.find(f"charge {card.name}") == option
    assert d.find(f"charge {card.jp}") == option
    state.apply(f"charge {card.jp}")
    assert state.objects[option.obj].zone == state.rules.zones.id("mana", d.player)


def test_the_game_over_state_refuses_everything():
    state, _ = midgame("dm", seed=1, decisions=10_000)
    assert state.is_over and state.decision is None
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Option("pass"))


@pytest.mark.parametrize("game", GAMES)
def test_observation_hides_hands_decks_and_face_down_cards(game):
    state, _ = midgame(game, seed=8, decisions=30)
    for p in (0, 1):
        obs = state.observation(p)
        json.dumps(obs)  # plain data
        for label, content in obs["zones"].items():
            owner = label.split(".")[0]
            name = label.split(".")[-1]
            if name in ("library", "deck", "shield"):
                assert isinstance(content, int)
            if name == "hand" and owner != f"p{p + 1}":
                assert isinstance(content, int)
            if isinstance(content, list):
                for view in content:
                    if view.get("face_down") and owner != f"p{p + 1}":
                        assert "name" not in view
        if "options" in obs.get("decision", {}):
            assert obs["decision"]["player"] == p


def test_load_game_rejects_malformed_json():
    with pytest.raises(MalformedInput):
        tcgkit.load_game("{not json")
    with pytest.raises(MalformedInput):
        tcgkit.load_game('{"format": "something else"}')
    state = mtg.new_game(seed=1)
    data = json.loads(state.to_json())
    del data["objects"][0]["zone"]
    with pytest.raises(MalformedInput):
        tcgkit.load_game(json.dumps(data))
    data = json.loads(state.to_json())
    data["work"][0]["$"] = "mtg.NoSuchStep"
    with pytest.raises(MalformedInput, match="unknown record"):
        tcgkit.load_game(json.dumps(data))


def test_public_contract():
    state = ygo.new_game(seed=7)
    while not state.is_over:
        d = state.decision
        assert d.player in (0, 1) and len(d.options) > 0 and d.kind
        state.apply(d.options[0])
    assert state.winner in (0, 1, None)
    assert all(e.rule for e in state.log)
    clone = state.copy()
    again = tcgkit.load_game(state.to_json())
    assert clone.winner == again.winner == state.winner


def test_a_registered_game_of_ones_own_saves_and_loads():
    from tcgkit.games import names, register
    from tests.kernel_game import RULES, new_state

    register(RULES)
    register(RULES)  # the same rules again: no harm
    assert get_rules("kernel-test") is RULES and "kernel-test" in names()
    state = new_state()
    text = state.to_json()
    assert tcgkit.load_game(text).to_json() == text
    with pytest.raises(tcgkit.EngineError, match="already known"):
        register(type(RULES)())
    with pytest.raises(tcgkit.MalformedInput, match=r"unknown game 'nope'.*kernel-test"):
        get_rules("nope")


@pytest.mark.parametrize(("game", "rule"), [("mtg", "CR 104.3a"), ("ygo", "YGO rule: surrender"),
                                            ("dm", "DM rule: concession")])
def test_a_player_who_concedes_loses_at_once_whoever_is_deciding(game, rule):
    state = get_rules(game).new_game(seed=5)
    waiting = 1 - state.decision.player
    state.concede(waiting)
    assert state.is_over and state.winner == 1 - waiting and state.decision is None
    conceded = [e for e in state.log if e.rule == rule]
    assert len(conceded) == 1 and conceded[0].text.endswith("loses the game: they concede")
    assert state.history.count("lose", player=waiting, game=True) == 1
    with pytest.raises(tcgkit.IllegalAction, match="the game is over"):
        state.concede(1 - waiting)


def test_a_concession_by_no_player_is_refused_and_changes_nothing():
    state = get_rules("mtg").new_game(seed=5)
    before = state.to_json()
    for who in (2, -1, "p1"):
        with pytest.raises(tcgkit.IllegalAction, match="no player"):
            state.concede(who)
    assert state.to_json() == before


def test_observation_shows_allowances_left_and_who_blocks_whom():
    from tcgkit.scenario import build, parse, parse_scenario

    state = build(parse_scenario(parse("""
title: blocks
game: mtg
covers: []
auto: false
setup:
  turn: 3
  step: main1
  p1:
    hand: [Forest]
    battlefield: [Grizzly Bears]
    library: [Forest x5]
  p2:
    battlefield: [Hill Giant]
    library: [Forest x5]
script: []
""", "x.yaml")))

    def answer(*texts):
        for text in texts:
            while text not in state.decision.labels and state.decision.labels == ("pass",):
                state.apply("pass")
            state.apply(text)

    assert state.observation(0)["players"][0]["left"] == {"land play": 1}
    answer("play Forest")
    assert state.observation(1)["players"][0]["left"] == {"land play": 0}
    answer("pass", "pass", "attack with Grizzly Bears", "done",
           "block Grizzly Bears with Hill Giant", "done")
    bears = state.zones[mtg.zones.BATTLEFIELD[0]][0]
    seen = state.observation(0)["zones"]
    assert seen["p2.battlefield"][0]["blocking"] == [bears]
    assert seen["p1.battlefield"][0]["attacking"] is True
    assert "life" not in get_rules("dm").new_game(seed=1).observation(0)["players"][0]


def _views_as_asked(state: tcgkit.GameState, player: int) -> dict[str, object]:
    """The zones of an observation made the long way: every visible object's view asked
    of the game's ``object_view``, every label and visibility worked out from the specs."""
    table = state.rules.zones
    zones: dict[str, object] = {}
    for zid, ids in enumerate(state.zones):
        spec, owner = table.spec_of[zid], table.owner_of[zid]
        label = spec.name if owner is None else f"p{owner + 1}.{spec.name}"
        if spec.visibility == "hidden" or (spec.visibility == "owner" and owner != player):
            zones[label] = len(ids)
        else:
            zones[label] = [state.rules.object_view(state, state.objects[i], player)
                            for i in ids]
    return zones


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", GAMES)
def test_observation_views_match_the_games_object_view_in_every_zone(game, players):
    """The observation builds the plain view itself outside the game's ``view_zones``:
    it must be what the game's own ``object_view`` says there, at every point of games,
    for every viewer (so a game that shows more in a zone it did not declare fails)."""
    rules = get_rules(game)
    if players > rules.max_players:
        pytest.skip(f"{game} is a two-player game")
    checked = 0
    for seed in (1, 2):
        state = rules.new_game(seed=seed, players=players)
        agent = RandomAgent(seed)
        while not state.is_over and checked < 400:
            for p in range(players):
                obs = state.observation(p)
                assert obs["zones"] == _views_as_asked(state, p)
                assert list(obs["zones"]) == list(_views_as_asked(state, p))
                checked += 1
            state.apply(agent.choose(state))
    assert checked >= 100


@pytest.mark.parametrize("game", GAMES)
def test_observation_without_labels_leaves_out_only_the_option_labels(game):
    state, agent = midgame(game, seed=4, decisions=0)
    for _ in range(60):
        if state.is_over:
            break
        for p in (0, 1):
            full = state.observation(p)
            short = state.observation(p, labels=False)
            decision = full.get("decision")
            if decision is not None and decision["player"] == p:
                assert decision.pop("options") == list(state.decision.labels)
            assert short == full
        state.apply(agent.choose(state))
