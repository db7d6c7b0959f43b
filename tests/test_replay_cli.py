"""``tcgkit duel --save`` and ``tcgkit replay``: a saved game replays to the same log, a
game the engine no longer plays alike fails naming the answer, a bad file is refused by
name; and the golden playthroughs under tests/golden/ still replay exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgkit.cli.main import main
from tcgkit.replay import GameRecord

GOLDEN = Path(__file__).parent / "golden"


def saved(tmp_path: Path, game: str = "dm", seed: int = 9, *extra: str) -> Path:
    path = tmp_path / f"{game}-{seed}.json"
    assert main(["duel", "--game", game, "--seed", str(seed), "--save", str(path),
                 *extra]) == 0
    return path


@pytest.mark.parametrize("game", ["mtg", "ygo", "dm"])
def test_a_saved_duel_replays_and_prints_the_duel_log(game: str, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    assert main(["duel", "--game", game, "--seed", "9"]) == 0
    plain = capsys.readouterr().out
    path = saved(tmp_path, game)
    assert capsys.readouterr().out == plain  # saving does not change the game
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "\n".join(out[:-1]) + "\n" == plain
    record = GameRecord.load(path)
    assert out[-1].startswith(f"replayed {len(record.decisions)} answers of {path}: the "
                              f"same game ({game}, seed 9;")
    assert record.agents == ["random", "random"] and record.seed == 9


def test_duel_agents_play_each_seat(tmp_path: Path) -> None:
    path = saved(tmp_path, "dm", 2, "--agents", "first,random", "--deck-set", "vanilla")
    record = GameRecord.load(path)
    assert record.agents == ["first", "random"] and record.decks == "vanilla"
    state = record.new_state()
    firsts = []
    for index, _ in record.decisions:
        d = state.decision
        assert d is not None
        if d.player == 0:
            firsts.append(index)
        state.apply(d.options[index])
    assert firsts and set(firsts) == {0}  # seat 0's "first" agent always took option 1


def test_quiet_prints_only_the_verdict(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path)
    capsys.readouterr()
    assert main(["replay", "-q", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("replayed ")


def test_a_changed_answer_fails_naming_it(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path)
    data = json.loads(path.read_text())
    index, text = data["decisions"][4]
    data["decisions"][4] = [index, text + " twice"]
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"answer 5: saved {text + ' twice'!r}" in captured.err
    assert "no longer plays this game as saved" in captured.err


def test_a_changed_log_fails_naming_the_line(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path)
    data = json.loads(path.read_text())
    data["log"][6] += " (and more)"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 1
    assert "log line 7 differs" in capsys.readouterr().err


def test_answers_past_the_end_fail_naming_the_answer(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    path = saved(tmp_path)
    data = json.loads(path.read_text())
    n = len(data["decisions"])
    data["decisions"].append([0, "one more"])
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 1
    assert f"answer {n + 1} ('one more'): the replayed game is already over" in \
        capsys.readouterr().err


@pytest.mark.parametrize("content, message", [
    (b"not json at all", "not valid JSON"),
    (b"\x00\x01\x02\xff" * 64, ""),
    (b'{"format": "something else"}', "not a saved game"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "chess"}', "'chess'"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "dm", "decisions": [[0]]}',
     "answer 1 must be [option index, option text]"),
    (b'{"format": "tcgkit-game-record", "version": 1, "game": "dm", "decks": [["Nope"], ["Nope"]]}',
     "Nope"),
])
def test_a_malformed_file_is_refused_with_exit_2(content: bytes, message: str,
                                                 tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"tcgkit: {path}: ") and message in err and "Traceback" not in err


def test_a_missing_file_is_refused_with_exit_2(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "absent.json")]) == 2
    assert "absent.json: cannot read the saved game" in capsys.readouterr().err


def test_the_engine_raising_during_a_replay_is_a_failure(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path)
    from tcgkit.core.state import GameState

    real = GameState.apply
    calls = []

    def apply(self: GameState, option: object) -> object:
        calls.append(option)
        if len(calls) == 3:
            raise ZeroDivisionError("a broken rule")
        return real(self, option)  # type: ignore[arg-type]

    monkeypatch.setattr(GameState, "apply", apply)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "the engine raised ZeroDivisionError at answer 3" in err and "a broken rule" in err


GOLDEN_FILES = sorted(GOLDEN.glob("*.json"))


def test_the_golden_playthroughs_cover_every_game_and_both_deck_kinds() -> None:
    kinds = {tuple(p.stem.split("-")[:2]) for p in GOLDEN_FILES}
    assert kinds == {(g, d) for g in ("mtg", "ygo", "dm") for d in ("vanilla", "demo")}


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[p.name for p in GOLDEN_FILES])
def test_a_golden_playthrough_replays_exactly(path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    record = GameRecord.load(path)
    game, decks, seed = path.stem.split("-")
    assert (record.game, record.decks, record.seed) == (game, decks, int(seed))
    assert len(record.decisions) > 20 and record.log
    record.verify()
    assert main(["replay", "--quiet", str(path)]) == 0
    assert "the same game" in capsys.readouterr().out
    assert list(record.states())[-1].is_over


def test_saving_where_no_folder_is_refused_before_the_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--game", "dm", "--save", str(tmp_path / "no" / "g.json")]) == 2
    captured = capsys.readouterr()
    assert "g.json: its folder does not exist" in captured.err and captured.out == ""


def test_saving_to_a_folder_is_refused_before_the_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--game", "dm", "--save", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert f"--save {tmp_path}: a folder; give a file name" in captured.err
    assert captured.out == ""
