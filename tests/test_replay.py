"""Saved games (tcgkit.replay): recorded answers replay to the same game, a changed game
is caught at the answer where it parts, and bad files are refused by name."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

import pytest

import tcgkit.replay
from tcgkit import IllegalAction, MalformedInput
from tcgkit.agents import RandomAgent
from tcgkit.replay import GameRecord, Recorder, ReplayMismatch, log_lines


def played(game: str, seed: int, **kw: object) -> Recorder:
    rec = Recorder.start(game, seed=seed, **kw)  # type: ignore[arg-type]
    agent = RandomAgent(seed)
    while not rec.state.is_over:
        rec.apply(agent.choose(rec.state))
    return rec


@pytest.mark.parametrize("game", ["mtg", "ygo", "dm"])
def test_a_saved_game_replays_to_the_same_log(game: str, tmp_path: Path) -> None:
    rec = played(game, 11)
    path = tmp_path / "g.json"
    rec.record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == rec.record
    assert loaded.log == log_lines(rec.state) and loaded.log[-1].endswith(
        rec.state.log[-1].text)
    loaded.verify()
    states = list(loaded.states())
    assert len(states) == len(loaded.decisions) + 1
    assert states[-1].is_over and states[-1].winner == rec.state.winner
    assert not states[0].is_over


def test_a_changed_answer_is_named_with_its_index() -> None:
    record = played("dm", 4).record
    i = len(record.decisions) // 2
    index, text = record.decisions[i]
    record.decisions[i] = (index, text + " (changed)")
    with pytest.raises(ReplayMismatch, match=f"answer {i + 1}: saved") as caught:
        record.verify()
    assert caught.value.index == i


def test_a_changed_log_is_named_with_its_line() -> None:
    record = played("mtg", 2).record
    record.log[3] = record.log[3] + "!"
    with pytest.raises(ReplayMismatch, match="log line 4 differs"):
        record.verify()


def test_undo_takes_back_answers_and_an_illegal_answer_records_nothing() -> None:
    rec = Recorder.start("ygo", seed=3)
    agent = RandomAgent(3)
    for _ in range(12):
        rec.apply(agent.choose(rec.state))
    before = rec.state.to_json()
    for _ in range(2):
        rec.apply(agent.choose(rec.state))
    rec.undo(2)
    assert len(rec.record.decisions) == 12 and rec.state.to_json() == before
    with pytest.raises(IllegalAction):
        rec.apply("no such option")
    assert len(rec.record.decisions) == 12 and rec.state.to_json() == before
    with pytest.raises(MalformedInput, match="cannot take back 13 answers"):
        rec.undo(13)


@pytest.mark.parametrize(("content", "message"), [
    (b"\x00\x01binary", "not valid JSON"),
    (b"[1, 2]", "not a saved game"),
    (b'{"format": "tcgkit-game-record", "version": 9}', "version 9"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "chess"}', "game 'chess'"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "dm", "decisions": [[0]]}',
     "answer 1 must be"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "dm", "seed": "x"}',
     "seed must be an integer"),
    (b"[" * 100_000, "nested too deeply"),
])
def test_bad_files_are_refused_naming_the_file(tmp_path: Path, content: bytes,
                                               message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(MalformedInput, match=message) as caught:
        GameRecord.load(path)
    assert str(caught.value).startswith(str(path))


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(MalformedInput, match="cannot read the saved game"):
        GameRecord.load(tmp_path / "none.json")


def test_a_record_keeps_its_setup() -> None:
    rec = played("mtg", 8, players=4, decks="vanilla", automations=["mana"],
                 agents=["random"] * 4)
    data = json.loads(json.dumps(rec.record.to_json()))
    again = GameRecord.from_json(data)
    assert (again.players, again.decks, again.automations) == (4, "vanilla", ["mana"])
    again.verify()


def test_module_examples() -> None:
    assert doctest.testmod(tcgkit.replay).failed == 0
