"""The command line: scenario run, coverage, bench (duel is in test_games)."""

from __future__ import annotations

import json
from pathlib import Path

from tcgkit.cli.main import main

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
    assert "YGO-ND-25" in data["not_covered"]
    assert not set(data["covered"]) & set(data["not_covered"])
    assert main(["coverage", str(ROOT / "scenarios")]) == 0
    assert "requirements covered by passing scenarios" in capsys.readouterr().out


def test_bench_prints_a_table_and_json(capsys):
    assert main(["bench", "--game", "dm", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and out.splitlines()[1].startswith("dm")
    assert main(["bench", "--game", "ygo", "--seconds", "0.2", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["game"] == "ygo" and row["games"] >= 3 and row["copy_us"] > 0


def test_bad_input_exits_with_a_message(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Grizzly Bears\n4 Grizly Bears\n")
    assert main(["duel", "--game", "mtg", "--decks", str(deck), str(deck)]) == 2
    assert "deck.txt:2: unknown mtg card 'Grizly Bears'" in capsys.readouterr().err
