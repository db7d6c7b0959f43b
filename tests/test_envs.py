"""The Gymnasium and PettingZoo environments: the checkers of both libraries, the action
encoding's pages, observations that hide what their player may not see, rewards, seeding,
the vector environment and the worked example's smoke run."""

from __future__ import annotations

import json
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the envs extra is not installed")
pytest.importorskip("pettingzoo", reason="the envs extra is not installed")

import numpy as np  # noqa: E402

import tcgkit  # noqa: E402
from tcgkit.envs import ENV_IDS, TcgEnv, make_vector_env  # noqa: E402
from tcgkit.envs.encoding import (  # noqa: E402
    BOUND,
    CARD_FIELDS,
    GLOBAL_FIELDS,
    OPTION_FIELDS,
    UNKNOWN_CARD,
)
from tcgkit.games import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _random_action(obs: dict[str, np.ndarray], rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


@pytest.mark.parametrize("decks", ["vanilla", "demo"])
@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_env_checker_passes(game: str, decks: str) -> None:
    from gymnasium.utils.env_checker import check_env

    env = gymnasium.make(ENV_IDS[game], decks=decks, render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a checker's warning is a failure here
        check_env(env.unwrapped, skip_render_check=False)


# PettingZoo's own card and board games observe a dict of "observation" and
# "action_mask" too; the test only warns that such a dict is not a plain array.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("decks", ["vanilla", "demo"])
@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_test_passes(game: str, decks: str) -> None:
    from pettingzoo.test import api_test, seed_test

    from tcgkit.envs.pettingzoo import env

    api_test(env(game, decks=decks), num_cycles=200)
    seed_test(lambda: env(game, decks=decks), num_cycles=50)


def test_pettingzoo_plays_whole_games_with_opposite_rewards() -> None:
    from tcgkit.envs.pettingzoo import env

    aec = env("dm", decks="vanilla")
    rng = np.random.default_rng(1)
    for seed in range(3):
        aec.reset(seed=seed)
        totals = {a: 0.0 for a in aec.possible_agents}
        for agent in aec.agent_iter():
            obs, reward, terminated, truncated, _ = aec.last()
            totals[agent] += reward
            aec.step(None if terminated or truncated else _random_action(obs, rng))
        assert aec.state is not None and aec.state.is_over
        winner = aec.state.winner
        assert winner is not None
        assert totals[f"player_{winner}"] == 1.0 and totals[f"player_{1 - winner}"] == -1.0


def test_pettingzoo_pages_each_players_decision() -> None:
    from tcgkit.envs.pettingzoo import env

    aec = env("dm", decks="vanilla", max_actions=3)
    aec.reset(seed=2)
    assert aec.state is not None and aec.state.decision is not None
    d = aec.state.decision
    agent = aec.agent_selection
    assert agent == f"player_{d.player}" and len(d.options) > 3
    other = next(a for a in aec.possible_agents if a != agent)
    assert aec.observe(other)["action_mask"].tolist() == [0, 0, 0]
    page = aec.encoder.layout()["global"].start + GLOBAL_FIELDS.index("page")
    assert aec.observe(agent)["observation"][page] == 0
    aec.step(2)  # next page: the same player decides the same decision
    assert aec.agent_selection == agent and aec.state.decision is d
    assert aec.observe(agent)["observation"][page] == 1
    assert aec.infos[agent]["action_mask"].tolist() == aec.observe(agent)["action_mask"].tolist()
    aec.step(0)  # the second page's first option: the decision's third
    assert aec.state.decision is not d and aec.pages == [0, 0]
    assert d.options[2].obj in aec.state.zones[aec.state.rules.zones.id("mana", d.player)]


def test_registration_passes_arguments_and_refuses_bad_ones() -> None:
    env = gymnasium.make("tcgkit/YGO-v0", decks="vanilla", seat=1, max_actions=8)
    assert env.unwrapped.game == "ygo" and env.action_space.n == 8
    env.reset(seed=0)
    assert env.unwrapped.player == 1
    with pytest.raises(tcgkit.MalformedInput, match="unknown agent 'wizard'"):
        TcgEnv("dm", opponent="wizard")
    with pytest.raises(tcgkit.MalformedInput, match="unknown game 'chess'"):
        TcgEnv("chess")
    with pytest.raises(tcgkit.MalformedInput, match="render mode 'human'"):
        TcgEnv("dm", render_mode="human")
    with pytest.raises(ValueError, match="max_cards must be from 1 to 4096"):
        TcgEnv("dm", max_cards=10**9)
    with pytest.raises(ValueError, match="max_actions must be from 2"):
        TcgEnv("dm", max_actions=1)
    with pytest.raises(tcgkit.MalformedInput, match="no demo decks named 'nope'"):
        TcgEnv("dm", decks="nope")
    with pytest.raises(tcgkit.MalformedInput, match="before reset"):
        TcgEnv("dm").step(0)


@pytest.mark.parametrize("game", GAMES)
def test_episode_ends_with_the_winners_reward_and_seeds_repeat(game: str) -> None:
    def play(seed: int) -> tuple[list[bytes], float, int]:
        env = TcgEnv(game, decks="vanilla")
        rng = np.random.default_rng(seed)
        obs, _ = env.reset(seed=seed)
        seen = [obs["observation"].tobytes()]
        for _ in range(5000):
            obs, reward, terminated, truncated, info = env.step(_random_action(obs, rng))
            assert np.array_equal(info["action_mask"], obs["action_mask"])
            seen.append(obs["observation"].tobytes())
            if terminated:
                assert env.state is not None
                winner = env.state.winner
                assert reward == (0.0 if winner is None else
                                  1.0 if winner == env.player else -1.0)
                return seen, reward, env.player
            assert reward == 0.0 and not truncated
        raise AssertionError("the game did not end")

    first, reward, seat = play(11)
    again, reward_again, seat_again = play(11)
    assert first == again and (reward, seat) == (reward_again, seat_again)
    other, _, _ = play(12)
    assert other != first


def test_reward_sign_follows_the_learners_seat() -> None:
    # The learner always picks its first option; whichever seat it got, the reward is +1
    # exactly when the game's winner is that seat.
    outcomes = set()
    for seed in range(6):
        env = TcgEnv("dm", decks="vanilla")
        obs, _ = env.reset(seed=seed)
        terminated = False
        reward = 0.0
        while not terminated:
            obs, reward, terminated, _, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        assert env.state is not None
        expected = 1.0 if env.state.winner == env.player else -1.0
        assert reward == expected
        outcomes.add((env.player, reward))
    assert {p for p, _ in outcomes} == {0, 1}  # both seats were drawn


def _edited(state: tcgkit.GameState, swaps: list[tuple[int, int]]) -> tcgkit.GameState:
    """``state`` with the cards of each pair of objects exchanged, through its saved
    form and ``load_game``."""
    data = json.loads(state.to_json())
    objects = data["objects"]
    for a, b in swaps:
        objects[a]["card"], objects[b]["card"] = objects[b]["card"], objects[a]["card"]
    return tcgkit.load_game(json.dumps(data))


@pytest.mark.parametrize("decks", ["vanilla", "demo"])
@pytest.mark.parametrize("game", GAMES)
def test_observation_ignores_the_opponents_hand_and_deck_order(game: str, decks: str) -> None:
    env = TcgEnv(game, decks=decks, seat=0)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(5)
    checked = 0
    # At the start and at points further into the game (cards in play and in the
    # graveyards), as long as both hands and decks have cards to exchange.
    for steps in (0, 8, 8, 8):
        for _ in range(steps):
            obs, _, terminated, _, _ = env.step(_random_action(obs, rng))
            if terminated:
                break
        state = env.state
        assert state is not None
        if state.is_over:
            break
        checked += _check_hidden_swaps(env, state)
    assert checked >= 2


def _check_hidden_swaps(env: TcgEnv, state: tcgkit.GameState) -> int:
    """Check that the learner's encoding is the same after exchanging hidden cards (1),
    or return 0 where there are none to exchange."""
    assert state.decision is not None and state.decision.player == 0
    rules = state.rules
    zones = rules.zones
    their_hand = state.zones[zones.id(rules.hand, 1)]
    their_deck = state.zones[zones.id(rules.library, 1)]
    my_deck = state.zones[zones.id(rules.library, 0)]

    def name(oid: int) -> str:
        return state.objects[oid].card.name

    if not their_hand or not my_deck:
        return 0
    # A card of the opponent's hand exchanged with a different card of their deck: their
    # hand is really another; and two different cards of this player's deck exchanged.
    hand_card = their_hand[0]
    deck_card = next((o for o in their_deck if name(o) != name(hand_card)), None)
    mine = next((o for o in my_deck if name(o) != name(my_deck[0])), None)
    if deck_card is None or mine is None:
        return 0
    variant = _edited(state, [(hand_card, deck_card), (my_deck[0], mine)])
    assert variant.objects[hand_card].card.name == name(deck_card)
    assert variant.observation(1) != state.observation(1)  # the opponent sees the change

    encoder = env.encoder
    original = encoder.encode(state.observation(0), state.decision.options)
    assert variant.decision is not None
    changed = encoder.encode(variant.observation(0), variant.decision.options)
    assert np.array_equal(original[0], changed[0])
    assert np.array_equal(original[1], changed[1])
    # And the opponent's own encoding does see its new hand.
    theirs = encoder.encode(state.observation(1))[0]
    assert not np.array_equal(theirs, encoder.encode(variant.observation(1))[0])
    return 1


def test_a_decision_with_more_options_than_slots_is_paged() -> None:
    env = TcgEnv("dm", decks="vanilla", seat=0, max_actions=3)
    obs, _ = env.reset(seed=2)
    state = env.state
    assert state is not None and state.decision is not None
    d = state.decision
    n = len(d.options)
    assert n >= 5  # the mana charge: a card of the hand each, or none
    layout = env.encoder.layout()
    g = dict(zip(GLOBAL_FIELDS, obs["observation"][layout["global"]], strict=True))
    assert g["options"] == n and g["pages"] == env.encoder.pages(n) == -(-n // 2)
    # Two options a page and "next page" in the last slot, always allowed.
    assert obs["action_mask"].tolist() == [1, 1, 1]
    rows = obs["observation"][layout["options"]].reshape(3, len(OPTION_FIELDS))
    assert rows[2][OPTION_FIELDS.index("next_page")] == 1 and rows[0][0] > 0
    labels = d.labels
    reached = []
    for page in range(env.encoder.pages(n)):
        for slot in range(2):
            label = env.option_of(slot)
            if label is not None:
                reached.append(label)
        assert env.page == page
        obs, reward, terminated, _truncated, _info = env.step(2)  # next page
        assert reward == 0.0 and not terminated and state.decision is d
    assert reached == list(labels)  # every option was shown once, in order
    assert env.page == 0  # past the last page comes the first again
    # The last page may be short: its empty slot is masked out.
    env.step(2)
    env.step(2)
    last_page = (n - 1) // 2
    while env.page != last_page:
        env.step(2)
    if n % 2:
        assert env.action_masks().tolist() == [1, 0, 1]
    # Choosing on a later page answers with that page's option.
    while env.page != 1:
        env.step(2)
    chosen = d.options[2]
    assert chosen.obj >= 0  # a card to charge ("no charge" is listed last)
    text = env.option_of(0)
    env.step(0)
    assert text == labels[2]
    assert chosen.obj in state.zones[state.rules.zones.id("mana", 0)]
    assert state.decision is not d and env.page == 0


def test_masked_out_action_changes_nothing_or_raises_when_strict() -> None:
    env = TcgEnv("dm", decks="vanilla", seat=0, max_actions=32)
    obs, _ = env.reset(seed=3)
    assert env.state is not None
    before = env.state.to_json()
    empty = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, _truncated, info = env.step(empty)
    assert info["illegal_action"] is True and reward == 0.0 and not terminated
    assert env.state.to_json() == before
    assert np.array_equal(obs2["observation"], obs["observation"])
    strict = TcgEnv("dm", decks="vanilla", seat=0, strict=True)
    strict.reset(seed=3)
    assert strict.state is not None
    before = strict.state.to_json()
    with pytest.raises(tcgkit.IllegalAction, match=f"action {empty} is masked out"):
        strict.step(empty)
    with pytest.raises(tcgkit.IllegalAction, match="not a slot"):
        strict.step(99)
    assert strict.state.to_json() == before
    assert strict.steps == 0  # a refused action is not a step (nor counts to truncation)


@pytest.mark.parametrize("action", ["0", 1.5, None, [0], -1, 32])
def test_an_action_that_is_not_a_slot_is_refused_by_name(action: object) -> None:
    env = TcgEnv("dm", decks="vanilla", seat=0)
    env.reset(seed=3)
    assert env.state is not None
    before = env.state.to_json()
    with pytest.raises(tcgkit.IllegalAction, match="is not a slot"):
        env.step(action)
    assert env.state.to_json() == before and env.steps == 0
    env.step(np.int64(0))  # a NumPy integer, as Discrete.sample() gives, is a slot
    assert env.steps == 1


def test_a_bad_step_limit_is_refused() -> None:
    from tcgkit.envs.pettingzoo import env as pettingzoo_env

    with pytest.raises(tcgkit.MalformedInput, match="max_steps must be at least 1, not 0"):
        TcgEnv("dm", max_steps=0)
    with pytest.raises(tcgkit.MalformedInput, match="max_steps must be at least 1, not -1"):
        pettingzoo_env(game="dm", max_steps=-1)


def test_pettingzoo_refuses_a_step_before_reset_and_a_masked_out_strict_action() -> None:
    from tcgkit.envs.pettingzoo import env as pettingzoo_env

    aec = pettingzoo_env(game="dm", decks="vanilla", strict=True)
    with pytest.raises(tcgkit.MalformedInput, match="before reset"):
        aec.step(0)
    aec.reset(seed=2)
    agent = aec.agent_selection
    mask = aec.observe(agent)["action_mask"]
    empty = int(np.flatnonzero(mask == 0)[0])
    before = aec.state.to_json() if aec.state is not None else None
    with pytest.raises(tcgkit.IllegalAction, match="masked out"):
        aec.step(empty)
    assert aec.steps == 0 and aec.agent_selection == agent
    assert aec.state is not None and aec.state.to_json() == before


def test_render_shows_only_what_the_learner_sees() -> None:
    env = TcgEnv("ygo", decks="vanilla", seat=0, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert isinstance(text, str)
    state = env.state
    assert state is not None and state.decision is not None
    assert f"p2.hand: {len(state.zones[state.rules.zones.id('hand', 1)])} card(s)" in text
    # Player facts read as words: no Python reprs of flags or mappings.
    assert "you (Player 1): life 8000, left (Normal Summon 1)" in text
    assert "False" not in text and "{" not in text
    for i, label in enumerate(state.decision.labels):
        assert f"  {i}: {label}" in text
    hidden = {state.objects[o].card.name for o in state.zones[state.rules.zones.id("hand", 1)]}
    visible = {state.objects[o].card.name for z in (state.rules.zones.id("hand", 0),)
               for o in state.zones[z]}
    for name in hidden - visible:
        assert name not in text


def test_truncation_after_max_steps() -> None:
    env = TcgEnv("dm", decks="vanilla", max_steps=3, max_actions=2)
    env.reset(seed=0)
    results = [env.step(1)[3] for _ in range(3)]  # slot 1: an option or the next page
    assert results[-1] is True and results[0] is False


def test_vector_env_steps_a_batch_and_restarts_episodes() -> None:
    envs = make_vector_env("dm", 3, decks="vanilla")
    obs, _ = envs.reset(seed=7)
    assert obs["observation"].shape[0] == 3 and obs["action_mask"].shape == (3, 32)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        actions = np.array([int(rng.choice(np.flatnonzero(m))) if m.any() else 0
                            for m in obs["action_mask"]])
        obs, rewards, terminated, _truncated, _info = envs.step(actions)
        ended += int(terminated.sum())
        assert set(np.unique(rewards)) <= {-1.0, 0.0, 1.0}
    envs.close()
    assert ended >= 1
    with pytest.raises(ValueError, match="num_envs"):
        make_vector_env("dm", 0)


def test_bench_measures_env_steps() -> None:
    from tcgkit.bench import measure_envs

    row = measure_envs("dm", seconds=0.3, decks="vanilla")
    assert row["env_steps_per_s"] > 0 and row["vector_steps_per_s"] > 0
    assert row["raw_decisions_per_s"] > 0 and 0 < row["env_decisions_per_s"]


def test_bench_command_prints_the_env_table(capsys: pytest.CaptureFixture[str]) -> None:
    from tcgkit.cli.main import main

    assert main(["bench", "--envs", "--game", "dm", "--deck-set", "vanilla",
                 "--seconds", "0.2", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["game"] == "dm" and row["decks"] == "vanilla" and row["aec_steps_per_s"] > 0
    assert row["overhead_pct"] == pytest.approx(
        100 * (1 - row["env_decisions_per_s"] / row["raw_decisions_per_s"]))


def test_training_example_smoke_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    example = ROOT / "examples" / "train_masked_pg.py"
    result = subprocess.run([sys.executable, str(example), "--smoke", "--game", "dm",
                             "--save", str(tmp_path / "policy.npz")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "win rate against random" in result.stdout
    # The saved policy plays in tcgkit simulate as an agent of one's own.
    from tcgkit.cli.main import main

    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "--game", "dm", "--deck-set", "vanilla", "--games", "4",
                 "--workers", "1", "--json", "--agents",
                 f"{example}:saved_policy,random"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert facts["engine_errors"] == 0 and facts["completed"] == 4
    assert facts["seats"][0]["agent"].endswith("train_masked_pg.py:saved_policy")


def test_encoding_without_labels_is_the_same_and_names_searched_cards() -> None:
    """The env encodes observations made without the option labels, reading a label
    only for an option about a card the observation does not show (a search of the
    deck): the arrays are those of the full observation, and a searched card is named."""
    env = TcgEnv("ygo", decks="demo", seat=0)
    obs, _ = env.reset(seed=1)
    rng = np.random.default_rng(1)
    encoder = env.encoder
    layout = encoder.layout()
    searched = 0
    for _ in range(400):
        state = env.state
        assert state is not None and state.decision is not None
        d = state.decision
        full = encoder.encode(state.observation(0), d.options, env.page)
        short = encoder.encode(state.observation(0, labels=False), d.options, env.page,
                               labels_from=d)
        assert np.array_equal(full[0], short[0]) and np.array_equal(full[1], short[1])
        assert np.array_equal(full[0], obs["observation"])
        seen = {v["id"] for z in state.observation(0)["zones"].values()
                if isinstance(z, list) for v in z}
        rows = full[0][layout["options"]].reshape(encoder.max_actions, len(OPTION_FIELDS))
        for i, option in enumerate(d.options[:encoder.max_actions - 1]):
            if option.obj >= 0 and option.obj not in seen:
                name = state.objects[option.obj].card.name
                assert rows[i][OPTION_FIELDS.index("card")] == encoder.card_index[name]
                searched += 1
        obs, _, terminated, truncated, _ = env.step(_random_action(obs, rng))
        if terminated or truncated:
            obs, _ = env.reset()
    assert searched >= 1


def test_opponents_face_down_cards_are_rows_marked_face_down() -> None:
    """A card the learner sees face down (the opponent's set card: only its id) is a row
    with the unknown card index and ``face_down`` 1; every face-down view has one."""
    env = TcgEnv("ygo", decks="demo", seat=0)
    obs, _ = env.reset(seed=2)
    rng = np.random.default_rng(2)
    encoder = env.encoder
    cards = encoder.layout()["cards"]
    face_down = CARD_FIELDS.index("face_down")
    theirs = 0
    for _ in range(400):
        state = env.state
        assert state is not None
        views = [v for z in state.observation(0)["zones"].values() if isinstance(z, list)
                 for v in z]
        rows = obs["observation"][cards].reshape(encoder.max_cards, len(CARD_FIELDS))
        assert int(rows[:, face_down].sum()) == sum(1 for v in views if "face_down" in v)
        hidden = [v for v in views if v.keys() == {"id", "face_down"}]
        theirs += len(hidden)
        assert sum(1 for r in rows if r[face_down] == 1 and r[1] == UNKNOWN_CARD) >= len(hidden)
        obs, _, terminated, truncated, _ = env.step(_random_action(obs, rng))
        if terminated or truncated:
            obs, _ = env.reset()
    assert theirs >= 1


def test_numbers_beyond_the_bound_are_clipped_not_refused() -> None:
    """A life total or a power without end (a loop) stays within the observation space."""
    env = TcgEnv("mtg", decks="vanilla", seat=0)
    env.reset(seed=4)
    state = env.state
    assert state is not None and state.decision is not None
    obs = state.observation(0)
    obs["players"][0]["life"] = 10**40
    obs["players"][1]["life"] = -(10**12)
    obs["zones"]["p1.hand"][0].update(power=10**30, toughness=-(10**9), damage=2.5)
    array, _ = env.encoder.encode(obs, state.decision.options)
    assert env.observation_space["observation"].contains(array)
    layout = env.encoder.layout()
    players = array[layout["players"]]
    fields = env.encoder.player_fields
    assert players[fields.index("life")] == BOUND
    assert players[len(fields) + fields.index("life")] == -BOUND
    row = array[layout["cards"]][:len(CARD_FIELDS)]
    assert row[CARD_FIELDS.index("power")] == BOUND
    assert row[CARD_FIELDS.index("toughness")] == -BOUND
    assert row[CARD_FIELDS.index("damage")] == 2.5
