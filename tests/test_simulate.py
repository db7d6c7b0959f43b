"""``tcgkit simulate`` and :mod:`tcgkit.simulate`: seeded games whose rows do not depend
on the worker count or the backend, engine errors counted without stopping the run,
summaries with Wilson intervals, rows as Parquet, CSV and JSON Lines."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any

import pytest

import tcgkit.agents
import tcgkit.simulate
from tcgkit import MalformedInput
from tcgkit.cli.main import main
from tcgkit.replay import GameRecord
from tcgkit.simulate import Spec, agent_seed, chunks, simulate, summary, wilson, write_rows

pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow (the 'parquet' extra) is needed "
                         "to compare Parquet files")


def sim(tmp_path: Path, name: str, *extra: str, games: int = 24,
        game: str = "dm", decks: str = "vanilla") -> tuple[int, Path]:
    out = tmp_path / name
    code = main(["simulate", "--game", game, "--deck-set", decks, "--games", str(games),
                 "--seed", "40", "--agents", "random,first", "--out", str(out), *extra])
    return code, out


def test_rows_are_the_same_for_one_two_and_all_workers(tmp_path: Path) -> None:
    tables = []
    for workers in ("1", "2", None):
        code, out = sim(tmp_path, f"w{workers}.parquet", *(["--workers", workers]
                                                          if workers else []))
        assert code == 0
        tables.append(pq.read_table(out))
    one = tables[0]
    assert one.num_rows == 24
    assert one.column("seed").to_pylist() == list(range(40, 64))
    assert all(t.equals(one) for t in tables[1:])
    # The games are real and differ: not every game ends alike.
    assert len(set(one.column("decisions").to_pylist())) > 3
    assert set(one.column("winner").to_pylist()) <= {0, 1}


def test_rows_in_csv_and_json_lines_match_parquet(tmp_path: Path) -> None:
    _, parquet = sim(tmp_path, "r.parquet", "--workers", "1", games=10)
    _, jsonl = sim(tmp_path, "r.jsonl", "--workers", "2", games=10)
    _, csv_path = sim(tmp_path, "r.csv", "--workers", "2", games=10)
    expected = pq.read_table(parquet).to_pylist()
    lines = [json.loads(line) for line in jsonl.read_text().splitlines()]
    assert lines == expected
    with open(csv_path, newline="") as f:
        read = list(csv.DictReader(f))
    assert [int(r["seed"]) for r in read] == [r["seed"] for r in expected]
    assert [r["winner_agent"] for r in read] == [r["winner_agent"] for r in expected]
    assert all(r["error"] == "" for r in read)


def test_a_row_is_the_game_duel_plays_with_its_seed_and_agents(tmp_path: Path) -> None:
    """Game i is played with seed S+i, its agent of seat k seeded with (S+i)*16+k: the
    same game as `tcgkit duel --seed S+i --agents ...`, saved byte for byte alike."""
    saved = tmp_path / "games"
    code, out = sim(tmp_path, "rows.jsonl", "--workers", "2", "--save-games", str(saved),
                    games=6)
    assert code == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    unsaved = simulate(Spec(game="dm", decks="vanilla", agents=("random", "first")), seed=40,
                       games=6, workers=1)
    assert unsaved.rows == rows  # recording changes nothing in the games
    assert sorted(p.name for p in saved.iterdir()) == sorted(f"dm-{s}.json"
                                                             for s in range(40, 46))
    row = rows[3]
    duel_file = tmp_path / "duel.json"
    assert main(["duel", "--game", "dm", "--deck-set", "vanilla", "--seed", str(row["seed"]),
                 "--agents", "random,first", "--save", str(duel_file)]) == 0
    assert duel_file.read_bytes() == (saved / f"dm-{row['seed']}.json").read_bytes()
    record = GameRecord.load(duel_file)
    assert len(record.decisions) == row["decisions"]
    assert record.agents == ["random", "first"]
    state = list(record.states())[-1]
    assert state.winner == row["winner"] and state.turn == row["turns"]
    assert agent_seed(row["seed"], 1) == row["seed"] * 16 + 1


def test_the_ray_backend_gives_the_same_rows(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="Ray (the 'ray' extra) cannot be imported here")
    code, local = sim(tmp_path, "local.parquet", "--workers", "1", games=8)
    assert code == 0
    code, remote = sim(tmp_path, "ray.parquet", "--backend", "ray", "--workers", "2",
                       games=8)
    assert code == 0
    assert pq.read_table(remote).equals(pq.read_table(local))


def test_a_ray_address_where_nothing_answers_is_refused_at_once(
        capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("ray", reason="Ray (the 'ray' extra) cannot be imported here")
    # Port 1: nothing listens there; Ray alone would retry it for minutes.
    assert main(["simulate", "--game", "dm", "--games", "2", "--backend", "ray",
                 "--address", "127.0.0.1:1"]) == 2
    err = capsys.readouterr().err
    assert "--address 127.0.0.1:1: no Ray cluster answers" in err and "Traceback" not in err
    assert main(["simulate", "--game", "dm", "--games", "2", "--backend", "ray",
                 "--address", "nonsense"]) == 2
    assert "--address nonsense" in capsys.readouterr().err


def test_an_engine_error_is_counted_its_traceback_written_and_the_run_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    real = tcgkit.agents.make_agent

    class Broken:
        def choose(self, state: Any) -> Any:
            raise KeyError("a broken invariant")

    def make_agent(name: str, *, game: str, seed: int = 0) -> Any:
        # The game of seed 43 fails in its first seat's first answer.
        return Broken() if seed == agent_seed(43, 0) else real(name, game=game, seed=seed)

    monkeypatch.setattr(tcgkit.agents, "make_agent", make_agent)
    code, out = sim(tmp_path, "rows.parquet", "--workers", "1", games=8)
    assert code == 1
    rows = pq.read_table(out).to_pylist()
    assert len(rows) == 8
    failed = [r for r in rows if r["error"] is not None]
    assert [r["seed"] for r in failed] == [43]
    assert failed[0]["error"] == "KeyError: 'a broken invariant'"
    assert failed[0]["winner"] is None
    assert all(r["winner"] is not None for r in rows if r["seed"] != 43)
    errors = Path(str(out) + ".errors.txt").read_text()
    assert errors.startswith("seed 43: KeyError")
    assert "Traceback (most recent call last)" in errors and "a broken invariant" in errors
    shown = capsys.readouterr().out
    assert "engine errors: 1" in shown and "seeds 43" in shown


def test_a_game_past_the_decision_cap_is_an_engine_error(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    errors = tmp_path / "errs.txt"
    code, out = sim(tmp_path, "rows.jsonl", "--max-decisions", "5", "--errors", str(errors),
                    "--workers", "2", games=4)
    assert code == 1
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["decisions"] for r in rows] == [5] * 4
    assert all(r["error"] == "RuntimeError: the game did not end within 5 decisions"
               for r in rows)
    assert errors.read_text().count("Traceback") == 4
    assert "engine errors: 4" in capsys.readouterr().out


def test_summary_counts_wins_per_seat_with_wilson_intervals(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "dm", "--deck-set", "vanilla", "--games", "20",
                 "--agents", "first,random", "--workers", "1", "--json"]) == 0
    facts = json.loads(capsys.readouterr().out)
    result = simulate(Spec(game="dm", decks="vanilla", agents=("first", "random")), games=20,
                      workers=1)
    wins = [sum(1 for r in result.rows if r["winner"] == k) for k in (0, 1)]
    assert [s["wins"] for s in facts["seats"]] == wins
    assert sum(wins) + facts["draws"] == 20 and facts["engine_errors"] == 0
    low, high = wilson(wins[0], 20)
    assert facts["seats"][0]["low"] == pytest.approx(low)
    assert facts["seats"][0]["high"] == pytest.approx(high)
    assert facts["mean_decisions"] == pytest.approx(
        sum(r["decisions"] for r in result.rows) / 20)
    assert facts["games_per_s"] > 0 and facts["peak_mb_per_worker"] > 0


def test_the_summary_table_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "ygo", "--deck-set", "vanilla", "--games", "4",
                 "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "95% interval" in out and "ygo, decks vanilla: 4 games, seeds 0..3" in out
    assert "engine errors: 0" in out and "games/s" in out


def test_wilson_intervals() -> None:
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    for n in (3, 6, 7, 1000):  # exact bounds at the ends, never a float's rounding
        assert wilson(0, n)[0] == 0.0 and wilson(n, n)[1] == 1.0


def test_chunks_cover_every_seed_once() -> None:
    for workers in (1, 2, 7):
        parts = chunks(10, 1000, workers)
        assert [s for part in parts for s in part] == list(range(10, 1010))
    assert len(chunks(0, 1000, 1)) > 1  # the progress bar moves even on one worker


def test_several_players_and_a_variant() -> None:
    result = simulate(Spec(game="mtg", decks="vanilla", players=3, agents=("random",)),
                      games=3, workers=1)
    assert all(r["error"] is None and r["agents"] == "random,random,random"
               for r in result.rows)
    assert summary(result)["seats"][2]["agent"] == "random"
    plays = simulate(Spec(game="dm", options={"variant": "plays"}, agents=("random",)),
                     games=3, workers=2)
    tcg = simulate(Spec(game="dm", agents=("random",)), games=3, workers=2)
    assert all(r["error"] is None for r in plays.rows)
    assert [r["decisions"] for r in plays.rows] != [r["decisions"] for r in tcg.rows]


@pytest.mark.parametrize("argv, message", [
    (["--agents", "random,nobody"], "unknown agent 'nobody'"),
    (["--agents", "random,random,random"], "3 agents for 2 players"),
    (["--agents", "random,"], "an agent name is empty"),
    (["--games", "0"], "number of games must be from 1"),
    (["--games", "999999999999"], "number of games must be from 1"),
    (["--workers", "0"], "number of workers must be from 1"),
    (["--seed", "-1"], "the seed must be from 0"),
    (["--out", "rows.xlsx"], "unknown rows format '.xlsx'"),
    (["--address", "127.0.0.1:6379"], "needs --backend ray"),
    (["--deck-set", "nonesuch"], "nonesuch"),
    (["--variant", "nonesuch"], "--variant 'nonesuch'"),
    (["--max-decisions", "-3"], "decision cap"),
    (["--max-decisions", "0"], "(--max-decisions) must be at least 1, not 0"),
])
def test_bad_arguments_are_refused_by_name(argv: list[str], message: str,
                                           capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "--game", "dm", "--games", "2", "--workers", "1", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tcgkit: ") and message in err and "Traceback" not in err
    assert os.listdir(tmp_path) == []


def test_a_missing_extra_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    import importlib

    real = importlib.import_module

    def without_pyarrow(name: str, package: str | None = None) -> Any:
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", without_pyarrow)
    with pytest.raises(tcgkit.simulate.MissingExtra, match=r"tcgkit\[parquet\]"):
        write_rows([], tmp_path / "x.parquet")


def test_the_spec_is_checked_before_any_game() -> None:
    with pytest.raises(MalformedInput, match="expected 2 decks"):
        simulate(Spec(game="dm", decks=[["Burning Mane"] * 40]), games=2, workers=1)


def test_a_bad_place_for_output_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("x")
    assert main(["simulate", "--game", "dm", "--games", "2", "--workers", "1", "--out",
                 str(tmp_path / "nowhere" / "rows.csv")]) == 2
    assert "nowhere/rows.csv: its folder does not exist" in capsys.readouterr().err
    assert main(["simulate", "--game", "dm", "--games", "2", "--workers", "1",
                 "--save-games", str(tmp_path / "file")]) == 2
    assert "cannot make the folder for saved games" in capsys.readouterr().err
    assert main(["simulate", "--game", "dm", "--games", "2", "--workers", "1", "--errors",
                 str(tmp_path / "nowhere" / "e.txt")]) == 2
    assert "--errors" in capsys.readouterr().err and not (tmp_path / "nowhere").exists()


def test_bench_measures_the_scaling_over_workers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "dm", "--deck-set", "vanilla", "--seconds", "0.2",
                 "--workers", "2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["workers"] for r in rows] == [1, 2]
    assert rows[0]["speedup"] == 1.0 and rows[1]["games"] >= 8
    assert all(r["games_per_s"] > 0 and r["peak_mb_per_worker"] > 1 and
               r["engine_errors"] == 0 for r in rows)
    assert main(["bench", "--game", "dm", "--deck-set", "vanilla", "--seconds", "0.2",
                 "--workers", "1"]) == 0
    assert "peak MB/worker" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--workers", "0"], "--workers: must be from 1 to 1024, not 0"),
    (["--workers", "-1"], "--workers: must be from 1 to 1024, not -1"),
    (["--workers", "many"], "--workers: not a number: 'many'"),
])
def test_bench_refuses_a_bad_worker_count(argv: list[str], message: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "--game", "dm", *argv])
    assert exit_.value.code == 2 and message in capsys.readouterr().err


def test_bench_refuses_workers_with_envs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "dm", "--envs", "--workers"]) == 2
    assert "either --workers or --envs" in capsys.readouterr().err


def test_the_module_example_runs() -> None:
    import doctest

    result = doctest.testmod(tcgkit.simulate)
    assert result.attempted > 0 and result.failed == 0


def test_deck_files_play_as_the_same_decks_by_name(tmp_path: Path) -> None:
    from tcgkit.games import get_rules

    files = []
    for i, deck in enumerate(get_rules("dm").deck_sets()["vanilla"]):
        files.append(tmp_path / f"deck{i}.txt")
        files[-1].write_text("\n".join(deck), encoding="utf-8")
    out = tmp_path / "files.jsonl"
    assert main(["simulate", "--game", "dm", "--decks", *map(str, files), "--games", "5",
                 "--workers", "1", "--out", str(out)]) == 0
    by_file = [json.loads(line) for line in out.read_text().splitlines()]
    by_name = simulate(Spec(game="dm", decks="vanilla"), games=5, workers=1).rows
    assert [r["decks"] for r in by_file] == ["deck0.txt,deck1.txt"] * 5
    assert [{**r, "decks": ""} for r in by_file] == [{**r, "decks": ""} for r in by_name]


def test_ctrl_c_stops_the_run_saying_so_and_writes_nothing(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    real = tcgkit.simulate.run_chunk
    played: list[int] = []

    def interrupted_after_one_chunk(spec: Spec, seeds: Any) -> Any:
        if played:
            raise KeyboardInterrupt
        played.append(len(seeds))
        return real(spec, seeds)

    monkeypatch.setattr(tcgkit.simulate, "run_chunk", interrupted_after_one_chunk)
    out = tmp_path / "rows.csv"
    assert main(["simulate", "--game", "dm", "--games", "40", "--workers", "1",
                 "--out", str(out)]) == 130
    err = capsys.readouterr().err
    assert f"interrupted after {played[0]} of 40 games; nothing written" in err
    assert "Traceback" not in err and not out.exists()
