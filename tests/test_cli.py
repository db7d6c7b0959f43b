"""The command line: scenario run, coverage, bench (duel is in test_games)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

import tcgkit
from tcgkit.cli.main import build_parser, main, positive_seconds

ROOT = Path(__file__).resolve().parents[1]
GOOD = ROOT / "scenarios" / "mtg" / "vision_skeins_apnap.yaml"


def test_scenario_run_passes_and_traces(capsys):
    assert main(["scenario", "run", str(GOOD), "--trace"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("PASS")
    assert "[CR 121.2c] Player 1 draws Forest" in out
    assert "> p2: cast Vision Skeins" in out
    assert out.strip().endswith("1 passed, 0 failed")


def test_scenario_run_json_and_failures(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(GOOD.read_text().replace("p1.hand: [Grizzly Bears, Forest, Plains]",
                                            "p1.hand: [Grizzly Bears]"))
    broken = tmp_path / "broken.yaml"
    broken.write_text("title: x\ngame: mtg\n")
    assert main(["scenario", "run", str(GOOD), str(bad), str(broken), "--json"]) == 1
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["passed"] for r in rows] == [True, False, False]
    assert {"file", "title", "covers", "passed", "error"} <= set(rows[0])
    assert rows[0]["covers"] == ["MTG-DR-06"] and rows[0]["error"] is None
    assert "expectation failed" in rows[1]["error"]
    assert "missing required field" in rows[2]["error"]


def test_scenario_run_of_a_folder_and_of_nothing(tmp_path, capsys):
    assert main(["scenario", "run", str(tmp_path)]) == 2
    assert main(["scenario", "run", str(tmp_path / "missing")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_coverage_reports_covered_and_missing_ids(capsys):
    assert main(["coverage", str(ROOT / "scenarios"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total"] == 88
    required = ["YGO-ND-01", "YGO-ND-02", "YGO-ND-03", "YGO-ND-04", "MTG-DR-01", "MTG-DR-02",
                "MTG-DR-03", "MTG-DR-06", "MTG-DR-09", "MTG-DR-10", "MTG-DR-11", "MTG-DR-12",
                "MTG-DR-13", "MTG-DR-14", "MTG-DR-15"]
    assert set(required) <= set(data["covered"])
    assert len(data["covered"]) + len(data["not_covered"]) == data["total"]
    assert not set(data["covered"]) & set(data["not_covered"])
    assert main(["coverage", str(ROOT / "scenarios")]) == 0
    assert "requirements covered by passing scenarios" in capsys.readouterr().out


def test_bench_prints_a_table_and_json(capsys):
    assert main(["bench", "--game", "dm", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and out.splitlines()[1].startswith("dm")
    assert main(["bench", "--game", "ygo", "--deck-set", "vanilla", "--seconds", "0.2",
                 "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["game"] == "ygo" and row["decks"] == "vanilla" and row["games"] >= 3
    assert row["copy_us"] > 0
    assert main(["bench", "--game", "mtg", "--seconds", "0.2", "--json"]) == 0
    assert [r["decks"] for r in json.loads(capsys.readouterr().out)] == ["demo", "vanilla"]


def test_bad_input_exits_with_a_message(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Grizzly Bears\n4 Grizly Bears\n")
    assert main(["duel", "--game", "mtg", "--decks", str(deck), str(deck)]) == 2
    assert "deck.txt:2: unknown mtg card 'Grizly Bears'" in capsys.readouterr().err


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    """``tcgkit --version`` answers with ``tcgkit.__version__`` and exits 0."""
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out == f"tcgkit {tcgkit.__version__}\n"


def _parsers(parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """``parser`` and every subcommand's parser below it, each with its command line."""
    yield parser.prog, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _parsers(sub)


def test_every_option_and_subcommand_has_help() -> None:
    """A newcomer's ``--help`` explains every option, positional and subcommand."""
    seen = set()
    for prog, parser in _parsers(build_parser()):
        seen.add(prog)
        for action in parser._actions:
            name = "/".join(action.option_strings) or action.dest
            assert action.help, f"{prog} {name} has no help"
            if isinstance(action, argparse._SubParsersAction):
                helps = {a.dest: a.help for a in action._choices_actions}
                assert set(helps) == set(action.choices), f"{prog}: a subcommand lacks help"
                assert all(helps.values()), f"{prog}: a subcommand has empty help"
    assert seen == {"tcgkit", "tcgkit scenario", "tcgkit scenario run", "tcgkit coverage",
                    "tcgkit duel", "tcgkit bench", "tcgkit simulate", "tcgkit replay",
                    "tcgkit play", "tcgkit view", "tcgkit deck", "tcgkit deck check",
                    "tcgkit deck convert", "tcgkit cards", "tcgkit cards import",
                    "tcgkit cards show"}


def test_duel_help_explains_seed_and_game(capsys: pytest.CaptureFixture[str]) -> None:
    """The options a first run needs say what they are for."""
    with pytest.raises(SystemExit) as exc:
        main(["duel", "--help"])
    assert exc.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--game {mtg,ygo,dm} the game to play: mtg, ygo, dm" in out
    assert "--seed SEED seed of the shuffles and of the random players" in out


@pytest.mark.parametrize("command", [["scenario", "run"], ["coverage"], ["coverage", "--json"]])
def test_an_empty_folder_is_an_error_for_every_command(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str],
                                                       command: list[str]) -> None:
    """Running no scenario must not look like passing: both commands exit 2 naming the
    folder (``coverage`` used to report 0 covered and exit 0)."""
    (tmp_path / "notes.txt").write_text("not a scenario\n")
    assert main([*command, str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"tcgkit: no scenario files in {tmp_path}\n"
    assert captured.out == ""


@pytest.mark.parametrize("value", ["-1", "0", "-0.0", "nan", "NaN", "inf", "-inf", "1e999",
                                   "soon"])
def test_bench_refuses_seconds_that_are_not_positive_and_finite(
        capsys: pytest.CaptureFixture[str], value: str) -> None:
    """A zero or negative time would still play three games; NaN and infinity never end
    or say nothing. argparse refuses them with exit status 2."""
    with pytest.raises(SystemExit) as exc:
        main(["bench", "--game", "dm", f"--seconds={value}"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert (f"tcgkit bench: error: argument --seconds: must be a positive number of seconds, "
            f"not {value!r}") in err


def test_bench_seconds_accepts_a_positive_number() -> None:
    """The type function returns the number itself."""
    assert positive_seconds("0.25") == 0.25
    assert positive_seconds("3") == 3.0


STUB_PYTHON = """#!/usr/bin/env bash
# Stands in for python3: "-m venv DIR" makes DIR/bin with tools that log their call and
# succeed, except the one named by $CI_FAIL.
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin"
    echo "$3" > "$CI_LOG.venv"
    for tool in python ruff mypy tcgkit; do
        printf '#!/usr/bin/env bash\\necho "%s $*" >> "$CI_LOG"\\n[ "%s" != "$CI_FAIL" ]\\n' \\
            "$tool" "$tool" > "$3/bin/$tool"
        chmod +x "$3/bin/$tool"
    done
    exit 0
fi
exit 99
"""


def run_ci(tmp_path: Path, fail: str) -> tuple[int, list[str], Path]:
    """Run .ci/run with a stub python3 on PATH and TMPDIR in ``tmp_path``: its exit status,
    the tool calls it made, and the temporary folder it used."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").write_text(STUB_PYTHON)
    (bin_dir / "python3").chmod(0o755)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    log = tmp_path / "calls.log"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "TMPDIR": str(tmp), "CI_LOG": str(log), "CI_FAIL": fail}
    proc = subprocess.run(["bash", str(ROOT / ".ci" / "run")], env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    calls = log.read_text().splitlines() if log.exists() else []
    venv = Path((tmp_path / "calls.log.venv").read_text().strip())
    return proc.returncode, [c.split()[0] + " " + c.split()[1] for c in calls], venv


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_ci_run_removes_its_environment_after_success(tmp_path: Path) -> None:
    """Every check runs, the script succeeds and its temporary folder is gone."""
    code, calls, venv = run_ci(tmp_path, fail="")
    assert code == 0
    assert calls == ["python -m", "python -m", "ruff check", "mypy tcgkit", "python -m",
                     "tcgkit scenario"]
    assert venv.is_relative_to(tmp_path / "tmp")
    assert list((tmp_path / "tmp").iterdir()) == []


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_ci_run_fails_and_still_removes_its_environment(tmp_path: Path) -> None:
    """A failing check stops the run with a non-zero status; the trap cleans up anyway."""
    code, calls, _ = run_ci(tmp_path, fail="mypy")
    assert code != 0
    assert calls == ["python -m", "python -m", "ruff check", "mypy tcgkit"]
    assert list((tmp_path / "tmp").iterdir()) == []
