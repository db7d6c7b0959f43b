"""``tcgkit play``: a person against an agent in the terminal, driven through stdin."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from rich.console import Console

from tcgkit.agents import RandomAgent
from tcgkit.cli.main import main
from tcgkit.core.decision import Option
from tcgkit.core.state import GameState
from tcgkit.play import PlaySession, board, stream_reader
from tcgkit.replay import GameRecord, Recorder
from tcgkit.scenario import build, parse, parse_scenario
from tests.helpers import ygo_main_phase


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: str,
         *args: str) -> tuple[int, str]:
    """Run ``tcgkit play ARGS`` with ``lines`` as its input; the exit status and output."""
    monkeypatch.setenv("COLUMNS", "200")  # no wrapped lines to match across
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(["play", *args])
    return code, capsys.readouterr().out


MTG = ("--game", "mtg", "--seed", "3", "--agent", "random")
"""A game where Player 1 (the person) goes first, holding Forests and Lightning Bolt."""


def test_numbers_texts_why_undo_save_and_garbage(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    script = "\n".join([
        "1",                          # keep hand, by number
        "why cast Lightning Bolt",    # no land yet: the mana rule and the card
        "play Forest",                # by text
        "why play Forest",            # a second land
        "why 1",                      # an option by number: allowed
        "xyzzy", "0", "99", "why", "", "undo please",  # garbage: the same prompt
        "²", "why ²", "why 9", "1" * 40,  # digits int() refuses, numbers no option has
        "x" * 10_000,                 # far too long
        "help",
        "undo",                       # takes back play Forest
        f"save {saved}",
        f"save {tmp_path}",           # a folder: cannot be written
        "quit"]) + "\n"
    code, out = play(monkeypatch, capsys, script, *MTG)
    assert code == 0
    assert "You are Player 1, against the random agent" in out
    assert "You: keep hand" in out and "You: play Forest" in out
    assert "not allowed: not enough mana: {R} needs 1 mana, 0 untapped land(s) available " \
        "(CR 601.2h)\n  rule: CR 601.2h\n  card: Lightning Bolt" in out
    assert "not allowed: you have already played a land this turn (CR 305.2)\n" \
        "  rule: CR 305.2" in out
    assert "allowed: 'pass' is an option of Player 1's decision (priority)" in out
    assert "Not accepted: 'xyzzy' is not a legal option now; the options are: pass" in out
    assert "There is no option 0: answer 1 to 2" in out
    assert "There is no option 99" in out
    assert "Not accepted: '²' is not a legal option now" in out
    assert "not allowed: '²' is not a legal option now" in out
    assert "There is no option 9: answer 1 to 2" in out
    assert f"There is no option {'1' * 20}...: answer 1 to 2" in out
    assert "Say which action" in out
    assert "Not accepted: 'undo please'" in out
    assert "longer than 4096 characters: ignored" in out
    assert "save FILE   write the game so far" in out
    assert "Took back: play Forest" in out
    assert f"Saved 2 answers to {saved}" in out
    assert f"Cannot save to {tmp_path}" in out
    assert out.rstrip().endswith("Leaving the game.")
    # The log shown cites its rules, and the board is drawn from the person's view.
    assert "[CR 305.1] Player 1 plays Forest" in out
    assert "Player 2 (opponent)" in out and "Player 1 (you)" in out
    record = GameRecord.load(saved)
    record.verify()
    assert record.agents == ["human", "random"]
    assert [text for _, text in record.decisions] == ["keep hand", "keep hand"]
    final = list(record.states())[-1]
    assert final.decision is not None and "play Forest" in final.decision.labels


def test_the_opponent_s_hand_is_never_shown(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, out = play(monkeypatch, capsys, "1\nboard\n", *MTG)
    assert code == 0
    rec = Recorder.start("mtg", seed=3)
    theirs = {rec.state.objects[o].card.name for o in rec.state.zone("hand", 1)}
    mine = {rec.state.objects[o].card.name for o in rec.state.zone("hand", 0)}
    hidden = theirs - mine
    assert hidden and not any(name in out for name in hidden)
    assert "Player 2 draws a card" in out  # their draws, without the card
    assert "hand        7 cards" in out.replace("│ ", "")


def test_end_of_input_ends_cleanly_and_seat_two(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out = play(monkeypatch, capsys, "1\n", "--game", "ygo", "--seed", "5", "--seat",
                     "2", "--agent", "random")
    assert code == 0
    assert "You are Player 2" in out and "Player 2 (you)" in out
    assert out.rstrip().endswith("End of input: leaving the game.")


def test_the_whole_command_in_a_process_with_binary_input(tmp_path: Path) -> None:
    saved = tmp_path / "dm.json"
    data = b"\xff\xfe\x00\x01 garbage\n1\nundo\n1\n" + f"save {saved}\n".encode()
    done = subprocess.run([sys.executable, "-m", "tcgkit.cli.main", "play", "--game", "dm",
                           "--seed", "1"], input=data, capture_output=True, timeout=120,
                          env={"COLUMNS": "200", "PATH": ""}, check=False)
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr.decode()
    assert "Traceback" not in out + done.stderr.decode()
    assert "Not accepted" in out and "Took back: charge Aqua Hulcus" in out
    assert out.count("You: charge Aqua Hulcus") == 2
    assert out.rstrip().endswith("End of input: leaving the game.")
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["game"] == "dm" and record["agents"][0] == "human"
    GameRecord.load(saved).verify()


def test_a_game_played_to_its_end_and_undone_after(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # Always the first option: the game ends; then a move, undo and quit still work.
    code, out = play(monkeypatch, capsys, "1\n" * 400 + "1\nundo\nquit\n", "--game", "ygo",
                     "--seed", "5", "--seat", "2", "--agent", "random")
    assert code == 0
    assert "Game over: " in out and "(game over) > " in out
    assert "The game is over: 'undo', 'save FILE' or 'quit'." in out
    after = out.split("(game over) > ")[-1]  # the last prompt of the finished game
    assert after.startswith("undo\nTook back: ")
    assert out.rstrip().endswith("Leaving the game.")


def test_bad_arguments_are_refused_by_name(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--game", "mtg", "--variant", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert "--variant 'nonsense'" in err and "Traceback" not in err
    deck = tmp_path / "bad.txt"
    deck.write_text("4 No Such Card Anywhere\n", encoding="utf-8")
    assert main(["play", "--game", "mtg", "--decks", str(deck), str(deck)]) == 2
    err = capsys.readouterr().err
    assert "bad.txt" in err and "No Such Card Anywhere" in err and "Traceback" not in err
    with pytest.raises(SystemExit):
        main(["play", "--game", "mtg", "--agent", "clever"])
    assert "invalid choice: 'clever'" in capsys.readouterr().err


def test_the_greedy_agent_is_the_default(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    code, out = play(monkeypatch, capsys, "1\n1\n", "--game", "dm", "--seed", "2")
    assert code == 0
    assert "against the greedy agent" in out
    assert out.count("You: ") == 2


def test_the_board_shows_the_chain_and_face_down_cards_as_such() -> None:
    state = ygo_main_phase(
        "{hand: [Pot of Greed], deck: [Battle Ox x5]}",
        "{spell_trap_zone: [{card: Mirror Force, face_down: true},"
        " {card: Mystical Space Typhoon, face_down: true}],"
        " monster_zone: [{card: Battle Ox, position: defense, face_down: true}],"
        " deck: [Battle Ox x5]}")
    console = Console(file=io.StringIO(), width=120, highlight=False)
    console.print(board(state.observation(0)))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    assert "Mirror Force" not in text and "face-down card" in text
    assert "Battle Ox" not in text.split("Player 1 (you)")[0]
    state.apply("activate Pot of Greed")
    console = Console(file=io.StringIO(), width=120, highlight=False)
    console.print(board(state.observation(1)))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    assert "waiting to resolve (last first): Pot of Greed [kind spell; controller 0]" in text
    assert "Mirror Force [face down" in text  # their own Set card, to Player 2


def test_session_with_its_own_streams() -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, highlight=False)
    rec = Recorder.start("dm", seed=1)
    session = PlaySession(rec, RandomAgent(1), 0, console=console,
                          read=stream_reader(io.StringIO("2\nwhy charge Aqua Hulcus\n"),
                                             console),
                          agent_name="random")
    assert session.run() == 0
    text = out.getvalue()
    assert "You: charge Crystal Lancer" in text
    # The next decision of Player 1's is the next turn's charge: allowed again.
    assert "allowed: 'charge Aqua Hulcus' is an option of Player 1's decision " \
        "(mana_charge): it may be chosen now\n  card: Aqua Hulcus" in text
    assert text.rstrip().endswith("End of input: leaving the game.")


def test_why_names_the_card_that_forbids() -> None:
    state = build(parse_scenario(parse("""\
title: why
game: mtg
covers: []
setup:
  turn: 5
  active: p1
  step: declare_attackers
  p1:
    battlefield: [Questing Beast]
    library: [Forest x5]
  p2:
    battlefield: [Grizzly Bears, Hill Giant]
    library: [Forest x5]
script: []
""", "why.yaml")))
    state.apply("attack with Questing Beast")
    out = io.StringIO()
    console = Console(file=out, width=200, highlight=False)
    from tcgkit.agents import FirstOptionAgent

    # Player 2 (the person) is asked to block: the Bears may not, by Questing Beast.
    session = PlaySession(Recorder(GameRecord(game="mtg"), state), FirstOptionAgent(), 1,
                          console=console, read=stream_reader(io.StringIO(
                              "why block Questing Beast with Grizzly Bears\n"), console))
    assert session.run() == 0
    assert "not allowed: Questing Beast can't be blocked by creatures with power 2 or less, " \
        "and Grizzly Bears is one (CR 509.1b)\n  rule: CR 509.1b\n  card: Grizzly Bears\n" \
        "  forbidden by: Questing Beast\n" in out.getvalue()


def test_ctrl_c_leaves_with_status_130() -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, highlight=False)
    from tcgkit.agents import RandomAgent

    def interrupted(prompt: str) -> str | None:
        raise KeyboardInterrupt

    session = PlaySession(Recorder.start("mtg", seed=3), RandomAgent(3), 0, console=console,
                          read=interrupted)
    assert session.run() == 130
    assert out.getvalue().rstrip().endswith("Interrupted: leaving the game.")


@pytest.mark.parametrize(("game", "answers"), [("ygo", 6), ("dm", 12)])
def test_undo_rewinds_the_agent_so_the_same_answer_gets_the_same_replies(
        game: str, answers: int) -> None:
    # Games where the agent's generator, left as it was, would answer otherwise.
    def session(lines: list[str]) -> list[list[object]]:
        recorder = Recorder.start(game, seed=5)
        feed = iter(lines)
        PlaySession(recorder, RandomAgent(7), 1, console=Console(file=io.StringIO()),
                    read=lambda prompt: next(feed, None)).run()
        return [list(d) for d in recorder.record.decisions]

    straight = session(["1"] * answers + ["quit"])
    undone = session(["1"] * answers + ["undo", "1", "quit"])
    assert len(straight) > answers  # the agent answered in between
    assert undone == straight


def test_undo_says_when_the_agent_cannot_be_rewound() -> None:
    class Locked:
        """An agent holding a lock, which cannot be copied."""

        def __init__(self) -> None:
            self.lock = threading.Lock()

        def choose(self, state: GameState) -> Option:
            assert state.decision is not None
            return state.decision.options[0]

    out = io.StringIO()
    feed = iter(["1", "undo", "quit"])
    PlaySession(Recorder.start("dm", seed=5), Locked(), 1, console=Console(file=out, width=200),
                read=lambda prompt: next(feed, None)).run()
    assert "Took back: " in out.getvalue()
    assert "could not be copied: its own state" in out.getvalue()
