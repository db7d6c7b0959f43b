"""``tcgkit view``: the steps of scenarios and saved games, the JSON API, what it hides,
and bad input. The page itself is tested in a real browser in test_view_browser.py."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.cli.main import main
from tcgkit.core.errors import MalformedInput, TcgkitError
from tcgkit.replay import Recorder
from tcgkit.scenario import parse_scenario, run
from tcgkit.scenario.source import load as load_source
from tcgkit.view import ViewServer, load, parse_player, rule_info

SCENARIO = """\
title: "Viewer test: a draw, a summon, a card set face down"
game: ygo
covers: [YGO-ND-01]
setup:
  turn: 3
  active: p1
  step: draw
  p1:
    hand: [Celtic Guardian]
    deck: [Dark Magician, Battle Ox x5]
  p2:
    hand: [Mirror Force, Monster Reborn]
    deck: [Mystical Elf, Pot of Greed x5]
script:
  - p1: summon Celtic Guardian
  - expect: {zones: {p1.monster_zone: [Celtic Guardian]}}
  - p1: go to End Phase
  - p2: set Mirror Force
  - refuse: {p2: activate Monster Reborn}
  - p2: go to End Phase
"""
HIDDEN_FROM_P1 = ("Mirror Force", "Monster Reborn", "Mystical Elf", "Pot of Greed")
"""Player 2's hand and deck in SCENARIO, which Player 1 never sees."""


def write_scenario(tmp_path: Path, text: str = SCENARIO) -> Path:
    path = tmp_path / "view_test.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def get(url: str, host: str | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
            kind = response.headers["Content-Type"]
            return response.status, json.loads(body) if "json" in kind else body.decode()
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


# ------------------------------------------------------------------ the steps

def test_scenario_steps_follow_the_script(tmp_path: Path) -> None:
    walk = load(write_scenario(tmp_path))
    labels = [s.label for s in walk.steps]
    # The setup, then one step per answer or refusal; the expectation is a note.
    assert labels == ["setup", "p1: summon Celtic Guardian", "p1: go to End Phase",
                      "Player 2 answers", "Player 2 tries an answer", "Player 2 answers"]
    assert walk.steps[1].note == "expectations hold (1 check(s))"
    assert walk.steps[4].note == "refused"
    assert ("YGO-ND-01", "Player 1 draws Dark Magician") in walk.steps[0].log
    assert ("YGO rule: Normal Summon", "Player 1 Normal Summons Celtic Guardian") \
        in walk.steps[1].log
    # Player 2's draw as Player 1 reads it: the card is not named.
    assert ("YGO-ND-01", "Player 2 draws a card") in walk.steps[2].log
    board = walk.steps[1].observation["zones"]["p1.monster_zone"]
    assert [o["name"] for o in board] == ["Celtic Guardian"]
    assert walk.stopped is None and walk.error is None
    assert walk.cards["Celtic Guardian"]["line"] == "Level 4 EARTH Warrior ATK 1400 / DEF 1200"


def test_each_log_entry_appears_once_in_the_step_that_made_it(tmp_path: Path) -> None:
    path = write_scenario(tmp_path)
    scenario = parse_scenario(load_source(path))
    logs: list[list[str]] = []
    run(scenario, on_step=lambda state, entry: logs.append(state.log_for(0)))
    walk = load(path)
    assert [text for s in walk.steps for _, text in s.log] == logs[-1]


def test_the_viewer_own_refusal_shows_why(tmp_path: Path) -> None:
    text = SCENARIO.replace("  - p1: go to End Phase\n", "  - refuse: {p1: summon Dark "
                            "Magician}\n  - p1: go to End Phase\n")
    walk = load(write_scenario(tmp_path, text))
    assert walk.stopped is None
    step = walk.steps[2]
    assert step.label == "p1: summon Dark Magician"
    assert step.note.startswith("refused: ") and "already Normal Summoned" in step.note


def test_the_runner_hook_sees_the_setup_and_every_entry(tmp_path: Path) -> None:
    scenario = parse_scenario(load_source(write_scenario(tmp_path)))
    seen: list[str] = []
    result = run(scenario, on_step=lambda state, entry: seen.append(
        type(entry).__name__ if entry is not None else f"setup {state.step}"))
    assert result.passed
    assert seen == ["setup main1", "Answer", "Expectation", "Answer", "Answer", "Refusal",
                    "Answer"]


def test_player_two_sees_their_own_hand_and_answers(tmp_path: Path) -> None:
    walk = load(write_scenario(tmp_path), player=1)
    assert walk.steps[3].label == "p2: set Mirror Force"
    assert walk.steps[4].note.startswith("refused: ") and "no legal target" in walk.steps[4].note
    hand = walk.steps[0].observation["zones"]["p2.hand"]
    assert sorted(o["name"] for o in hand) == ["Mirror Force", "Monster Reborn"]
    assert walk.steps[0].observation["zones"]["p1.hand"] == 2  # with its draw
    assert "Dark Magician" not in json.dumps([s.to_json(i) for i, s in enumerate(walk.steps)])


def test_a_failing_scenario_is_viewed_up_to_its_failure(tmp_path: Path) -> None:
    text = SCENARIO.replace("[Celtic Guardian]}}", "[Battle Ox]}}")
    walk = load(write_scenario(tmp_path, text))
    assert len(walk.steps) == 2
    assert walk.stopped is not None and "line 16" in walk.stopped
    assert walk.error is not None and "expectation failed" in walk.error
    # What failed may list hidden cards, so the page is only told where.
    assert "Battle Ox" not in walk.stopped


def record_game(tmp_path: Path, game: str, seed: int, answers: int) -> tuple[Path, Recorder]:
    rec = Recorder.start(game, seed=seed, agents=["random", "random"])
    agent = RandomAgent(seed)
    for _ in range(answers):
        if rec.state.is_over:
            break
        rec.apply(agent.choose(rec.state))
    path = tmp_path / f"{game}.json"
    rec.record.save(path)
    return path, rec


@pytest.mark.parametrize("game", ["mtg", "ygo", "dm"])
def test_a_saved_game_has_a_step_per_answer_and_hides_the_opponent(tmp_path: Path,
                                                                    game: str) -> None:
    path, rec = record_game(tmp_path, game, seed=11, answers=150)
    walk = load(path)
    record = rec.record
    assert walk.kind == "saved game" and walk.stopped is None
    assert len(walk.steps) == len(record.decisions) + 1
    assert walk.steps[0].label == "the deal"
    actor = None
    for i, (step, state) in enumerate(zip(walk.steps, record.states(), strict=True)):
        obs = step.observation
        assert obs == state.observation(0)
        sent = json.dumps(walk.step_json(i))
        seen = {o["name"] for z in obs["zones"].values() if isinstance(z, list)
                for o in z if "name" in o}
        for zone in ("hand", rec.state.rules.library):
            assert isinstance(obs["zones"][f"p2.{zone}"], int)
            for oid in state.zone(zone, 1):
                name = state.objects[oid].card.name
                if name not in seen:
                    assert f'"{name}"' not in sent, (i, name)
        if i:
            # The label names the answer only when it was the viewer's own.
            text = record.decisions[i - 1][1]
            assert step.label == (f"p1: {text}" if actor == 0 else "Player 2 answers")
        actor = state.decision.player if state.decision is not None else None
    # The whole log, in order, exactly as Player 1 may read it.
    assert [t for s in walk.steps for _, t in s.log] == rec.state.log_for(0)


def test_a_saved_game_that_no_longer_replays_is_shown_up_to_where_it_parts(
        tmp_path: Path) -> None:
    path, _ = record_game(tmp_path, "dm", seed=3, answers=40)
    data = json.loads(path.read_text())
    data["decisions"][20][1] = "an answer that is not offered"
    path.write_text(json.dumps(data))
    walk = load(path)
    assert len(walk.steps) == 21
    assert walk.stopped is not None and walk.error is not None
    assert "answer 21" in walk.error


def test_a_saved_game_too_long_to_view_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    path.write_text(json.dumps({"format": "tcgkit-game-record", "version": 1, "game": "dm",
                                "decisions": [[0, "pass"]] * 20_000}))
    with pytest.raises(MalformedInput, match="20000 answers; the viewer shows games of "
                                             "fewer than 20000"):
        load(path)


# ------------------------------------------------------------------ rules

def test_rule_info_gives_our_requirement_text_or_says_it_is_not_ours() -> None:
    ours = rule_info("YGO-ND-01")
    assert ours["ours"] is True
    assert ours["requirements"][0]["text"].startswith("The turn player conducts the normal draw")
    assert rule_info("DM-USE-05 (via a card)")["requirements"][0]["id"] == "DM-USE-05"
    for rule in ("CR 608.2b", "YGO rule: Tribute Summon", "YGO-ND-99"):
        info = rule_info(rule)
        assert info["ours"] is False and "not one of tcgkit's requirement IDs" in info["text"]


def test_parse_player() -> None:
    assert [parse_player(t) for t in ("1", "p2", "P3")] == [0, 1, 2]
    for bad in ("0", "p9", "two", ""):
        with pytest.raises(MalformedInput, match="--player"):
            parse_player(bad)


# ------------------------------------------------------------------ the server

def test_the_api_serves_steps_and_never_the_opponents_hand_or_deck(tmp_path: Path) -> None:
    walk = load(write_scenario(tmp_path))
    with ViewServer(walk) as server:
        url = server.url
        assert url.startswith("http://127.0.0.1:")
        status, game = get(url + "api/game")
        assert status == 200 and game["count"] == 6 and game["game"] == "ygo"
        bodies = [json.dumps(game)]
        for n in range(game["count"]):
            status, step = get(f"{url}api/step/{n}")
            assert status == 200 and step["index"] == n
            assert isinstance(step["observation"]["zones"]["p2.hand"], int)
            assert isinstance(step["observation"]["zones"]["p1.deck"], int)
            bodies.append(json.dumps(step))
        for body in bodies:
            for name in HIDDEN_FROM_P1:
                assert name not in body
        # The card set face down is on the field, as a face-down card without its name.
        status, step = get(url + "api/step/3")
        assert step["observation"]["zones"]["p2.spell_trap_zone"] == [
            {"id": step["observation"]["zones"]["p2.spell_trap_zone"][0]["id"],
             "face_down": True}]
        # Each step describes the cards it shows, and only those.
        status, first = get(url + "api/step/0")
        assert first["cards"]["Celtic Guardian"]["kind"] == "monster"
        assert "Battle Ox" not in first["cards"]  # drawn only at the last step
        status, last = get(url + "api/step/5")
        assert "Battle Ox" in last["cards"]
        status, rule = get(url + "api/rule?id=YGO-ND-01")
        assert status == 200 and rule["ours"] is True
        assert get(url + "api/rule")[0] == 400
        assert get(url + "api/step/6")[0] == 404
        assert get(url + "api/step/-1")[0] == 404
        assert get(url + "api/step/x")[0] == 404
        assert get(url + "../etc/passwd")[0] == 404
        assert get(url + "api/game", host="evil.example:80")[0] == 403
        status, page = get(url)
        assert status == 200 and '<script src="/viewer.js"' in page


def test_the_page_fetches_nothing_from_elsewhere(tmp_path: Path) -> None:
    walk = load(write_scenario(tmp_path))
    with ViewServer(walk) as server:
        for path in ("", "viewer.js", "viewer.css"):
            status, text = get(server.url + path)
            assert status == 200 and text
            assert "://" not in text.replace("http://www.w3.org", "")
        with urllib.request.urlopen(server.url, timeout=10) as response:
            assert "default-src 'none'" in response.headers["Content-Security-Policy"]


def test_a_port_in_use_is_refused_clearly(tmp_path: Path) -> None:
    walk = load(write_scenario(tmp_path))
    with ViewServer(walk) as first:
        with pytest.raises(TcgkitError, match=f"port {first.port} on 127.0.0.1 is already "
                                              "in use"):
            ViewServer(walk, first.port)
    with pytest.raises(TcgkitError, match="--port 70000"):
        ViewServer(walk, 70000)


# ------------------------------------------------------------------ the command

@pytest.mark.parametrize("content, message", [
    (None, "no such file"),
    (b"title: [unclosed\n", "view_bad.yaml:2: not valid YAML"),
    (b"title: x\ngame: ygo\n", "field 'covers'"),
    (b"\x00\x01\x02\xff binary", "not UTF-8"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "chess"}', "game 'chess'"),
    (b'{"format": "something else"}', "not a saved game"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "dm", "decisions": [[0]]}',
     "answer 1 must be"),
])
def test_bad_files_are_refused_with_their_name(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               content: bytes | None, message: str) -> None:
    suffix = ".json" if content and content.startswith(b"{") else ".yaml"
    path = tmp_path / f"view_bad{suffix}"
    if content is not None:
        path.write_bytes(content)
    assert main(["view", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"tcgkit: {path}") and message in err
    assert "Traceback" not in err


def test_a_player_the_game_does_not_have_is_refused(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = write_scenario(tmp_path)
    assert main(["view", str(path), "--player", "3"]) == 2
    assert "this game has 2 players" in capsys.readouterr().err


def test_the_port_in_use_by_the_command(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["view", str(write_scenario(tmp_path)), "--port", str(port)]) == 2
    assert f"tcgkit: port {port} on 127.0.0.1 is already in use" in capsys.readouterr().err


def test_the_command_prints_its_address_serves_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    path = write_scenario(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "tcgkit.cli.main", "view", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert "Viewer test" in line and "(6 steps)" in line
        url = line.split(" at ")[1].split()[0]
        assert url.startswith("http://127.0.0.1:")
        assert get(url + "api/game")[1]["count"] == 6
        proc.send_signal(signal.SIGINT)
        code = proc.wait(timeout=20)
        assert code == 0, proc.stderr.read() if proc.stderr else code
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_a_title_s_escape_sequence_is_printed_not_obeyed(tmp_path: Path) -> None:
    path = tmp_path / "esc.yaml"
    path.write_text('title: "Red\\e[31m title"\ngame: mtg\ncovers: []\n'
                    "setup: {turn: 1, active: p1, step: main1}\nscript: []\n", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "tcgkit.cli.main", "view", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert "\x1b" not in line and "Red\\x1b[31m title (1 step) at " in line
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=20)
