"""Whole games: seeded duels between random players end with a winner, the same seed gives
the same log, and the command line shows the same thing."""

from __future__ import annotations

import pytest

from tcgkit.agents import RandomAgent, play_out
from tcgkit.cli.main import main
from tcgkit.games import GAMES, get_rules

SEEDS = range(1, 201)


def duel_log(game: str, seed: int) -> tuple[list[str], int | None]:
    state = get_rules(game).new_game(seed=seed)
    play_out(state, RandomAgent(seed))
    return [str(e) for e in state.log], state.winner


@pytest.mark.parametrize("game", GAMES)
def test_seeded_duels_end_with_a_winner(game):
    winners = [duel_log(game, seed)[1] for seed in SEEDS]
    assert all(w in (0, 1) for w in winners), f"draws or unfinished games: {winners}"
    assert 0 < sum(winners) < len(winners)  # both decks win some


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_gives_the_same_log(game):
    for seed in (1, 2, 99):
        assert duel_log(game, seed) == duel_log(game, seed)
    assert duel_log(game, 1)[0] != duel_log(game, 2)[0]


@pytest.mark.parametrize("game", GAMES)
def test_the_duel_command_prints_the_seeded_log(game, capsys):
    assert main(["duel", "--game", game, "--seed", "3"]) == 0
    first = capsys.readouterr().out
    assert main(["duel", "--game", game, "--seed", "3"]) == 0
    assert capsys.readouterr().out == first
    assert "Game over" in first.splitlines()[-1]
    lines = duel_log(game, 3)[0]
    assert len(first.splitlines()) == len(lines)


@pytest.mark.parametrize("game", GAMES)
def test_every_log_entry_cites_a_rule(game):
    state = get_rules(game).new_game(seed=5)
    play_out(state, RandomAgent(5))
    assert all(e.rule for e in state.log)


def test_the_duel_command_plays_a_variant(capsys):
    """``--variant`` selects variant rules: Duel Masters Play's plays the seeded game of
    ``new_game(options={"variant": "plays"})``, which differs from the TCG's; a game
    without that variant, or an unknown one, is refused naming what is allowed."""
    assert main(["duel", "--game", "dm", "--seed", "4", "--variant", "plays"]) == 0
    plays = capsys.readouterr().out
    state = get_rules("dm").new_game(seed=4, options={"variant": "plays"})
    play_out(state, RandomAgent(4))
    assert len(plays.splitlines()) == len(state.log)
    assert "DMP rule: unlocked civilizations" in plays  # its payments say so
    assert main(["duel", "--game", "dm", "--seed", "4"]) == 0
    assert "DMP rule: " not in capsys.readouterr().out
    assert main(["duel", "--game", "dm", "--variant", "nope"]) == 2
    assert "(its options: variant: tcg, plays)" in capsys.readouterr().err
    assert main(["duel", "--game", "ygo", "--variant", "plays"]) == 2
    assert "no option of ygo takes it" in capsys.readouterr().err
    assert main(["duel", "--game", "dm", "--variant", "variant=nope"]) == 2
    assert "option 'variant' must be one of 'tcg', 'plays', not 'nope'" \
        in capsys.readouterr().err


def test_the_duel_command_names_yugioh_variants(capsys):
    """Yu-Gi-Oh!'s variant options are named by their value where only one option takes
    it (``hand_5`` is a normal draw), or as ``OPTION=VALUE``; each plays the game of the
    same options given to ``new_game``. Naming one option twice is refused."""
    args = ["duel", "--game", "ygo", "--seed", "6", "--variant", "hand_5",
            "--variant", "first_player=choose"]
    assert main(args) == 0
    out = capsys.readouterr().out
    state = get_rules("ygo").new_game(
        seed=6, options={"normal_draw": "hand_5", "first_player": "choose"})
    play_out(state, RandomAgent(6))
    assert len(out.splitlines()) == len(state.log)
    assert "wins the coin toss and decides" in out
    assert main(["duel", "--game", "ygo", "--variant", "hand_5",
                 "--variant", "normal_draw=standard"]) == 2
    assert "option 'normal_draw' is given twice" in capsys.readouterr().err
