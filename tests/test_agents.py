"""The greedy agents of the three games: what they choose on set-up boards, that they
never raise and their games end (every pair of demo decks, Magic's four-player games),
that they look at nothing their player may not see, and that they beat random."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tcgkit import MalformedInput
from tcgkit.agents import Agent, FunctionAgent, RandomAgent, make_agent, play_out
from tcgkit.agents.scoring import seen, seen_in
from tcgkit.core.decision import Option
from tcgkit.core.state import GameState
from tcgkit.core.zones import HIDDEN, OWNER
from tcgkit.games import GAMES, get_rules
from tcgkit.scenario import build, parse, parse_scenario
from tests.test_mtg_face_down_draw import SETUP as FACE_DOWN_DRAW


def board(game: str, setup: str) -> GameState:
    """A game set up as a scenario's ``setup`` says (YAML, indented by four)."""
    text = f"title: board\ngame: {game}\ncovers: []\nsetup:\n{setup}\nscript: []\n"
    return build(parse_scenario(parse(text, "board.yaml")))


def greedy_label(state: GameState, game: str, seed: int = 0) -> str:
    """The text of the option the greedy agent chooses at ``state``'s decision."""
    d = state.decision
    assert d is not None
    option = make_agent("greedy", game=game, seed=seed).choose(state)
    return d.labels[d.options.index(option)]


# ---------------------------------------------------------------------- loading


@pytest.mark.parametrize("game", GAMES)
def test_make_agent_builds_the_games_greedy_agent(game):
    agent = make_agent("greedy", game=game, seed=3)
    assert isinstance(agent, Agent)
    assert type(agent).__module__ == f"tcgkit.games.{game}.agent"
    assert type(agent).__name__ == "GreedyAgent"


def test_a_finished_game_has_nothing_to_choose():
    state = get_rules("dm").new_game(seed=1)
    state.concede(0)
    with pytest.raises(ValueError, match="game is over"):
        make_agent("greedy", game="dm").choose(state)


# ---------------------------------------------------------------------- Magic

MTG_MAIN = """\
  turn: 3
  active: p1
  step: main1
  p1:
    used: {{land play: {used}}}
    hand: [{hand}]
    battlefield: [{mine}]
    library: [Forest x5]
  p2:
    life: {life}
    battlefield: [{theirs}]
    library: [Forest x5]"""


def mtg_main(hand: str, mine: str, theirs: str = "", used: int = 0, life: int = 20):
    return board("mtg", MTG_MAIN.format(hand=hand, mine=mine, theirs=theirs, used=used,
                                        life=life))


def test_mtg_makes_its_land_drop_first():
    state = mtg_main("Forest, Grizzly Bears", "Forest, Forest")
    assert "cast Grizzly Bears" in state.decision.labels
    assert greedy_label(state, "mtg") == "play Forest"


def test_mtg_casts_the_most_expensive_creature_it_can_pay_for():
    state = mtg_main("Grizzly Bears, Hill Giant", "Forest, Forest, Mountain, Mountain", used=1)
    assert greedy_label(state, "mtg") == "cast Hill Giant"


def test_mtg_aims_burn_at_a_creature_it_kills_or_at_a_face_it_kills():
    state = mtg_main("Lightning Bolt", "Mountain", "Grizzly Bears", used=1)
    assert greedy_label(state, "mtg") == "cast Lightning Bolt"
    state.apply("cast Lightning Bolt")
    assert greedy_label(state, "mtg") == "target Grizzly Bears"
    state = mtg_main("Lightning Bolt", "Mountain", "Grizzly Bears", used=1, life=3)
    state.apply("cast Lightning Bolt")
    assert greedy_label(state, "mtg") == "target Player 2"


def test_mtg_holds_burn_with_nothing_to_kill_until_late_in_the_turn():
    state = mtg_main("Lightning Bolt", "Mountain", "Craw Wurm", used=1)
    assert greedy_label(state, "mtg") == "pass"


MTG_COMBAT = """\
  turn: 3
  active: {active}
  step: declare_attackers
  p1:
    life: {life1}
    battlefield: [{p1}]
    library: [Forest x5]
  p2:
    life: {life2}
    battlefield: [{p2}]
    library: [Forest x5]"""


def mtg_combat(p1: str, p2: str, *, active: str = "p1", life1: int = 20, life2: int = 20):
    return board("mtg", MTG_COMBAT.format(p1=p1, p2=p2, active=active, life1=life1,
                                          life2=life2))


def test_mtg_attacks_only_where_no_blocker_kills_it_for_free():
    assert greedy_label(mtg_combat("Grizzly Bears", "Hill Giant"), "mtg") == "done"
    assert greedy_label(mtg_combat("Grizzly Bears", "Horned Turtle"), "mtg") \
        == "attack with Grizzly Bears"
    tapped = mtg_combat("Grizzly Bears", "{card: Hill Giant, tapped: true}")
    assert greedy_label(tapped, "mtg") == "attack with Grizzly Bears"


def test_mtg_attacks_into_blockers_when_the_attack_is_lethal_anyway():
    state = mtg_combat("Grizzly Bears, Grizzly Bears", "Hill Giant", life2=2)
    assert greedy_label(state, "mtg").startswith("attack with Grizzly Bears")
    state = mtg_combat("Grizzly Bears", "Hill Giant", life2=2)
    assert greedy_label(state, "mtg") == "done"  # one blocker stops the only attacker


def blocks(p1: str, life1: int = 20) -> str:
    """What Player 1's greedy agent answers as Hill Giant (3/3) attacks it."""
    state = mtg_combat(p1, "Hill Giant", active="p2", life1=life1)
    state.apply("attack with Hill Giant")
    assert state.decision.kind == "declare_blockers"
    return greedy_label(state, "mtg")


def test_mtg_blocks_when_it_survives_and_chump_blocks_only_to_stay_alive():
    assert blocks("Horned Turtle") == "block Hill Giant with Horned Turtle"
    assert blocks("Mons's Goblin Raiders") == "done"
    assert blocks("Mons's Goblin Raiders", life1=3) \
        == "block Hill Giant with Mons's Goblin Raiders"


def test_mtg_blocks_a_big_attacker_with_two_creatures_that_kill_it_together():
    state = mtg_combat("Python, Gray Ogre", "Craw Wurm", active="p2")
    state.apply("attack with Craw Wurm")
    first = greedy_label(state, "mtg")
    assert first.startswith("block Craw Wurm with ")
    state.apply(first)
    second = greedy_label(state, "mtg")
    assert second.startswith("block Craw Wurm with ") and second != first
    # One 2/2 alone would only be thrown away.
    alone = mtg_combat("Gray Ogre", "Craw Wurm", active="p2")
    alone.apply("attack with Craw Wurm")
    assert greedy_label(alone, "mtg") == "done"


def test_mtg_keeps_a_hand_of_two_to_five_lands_and_mulligans_the_others():
    rules = get_rules("mtg")
    decided = {True: 0, False: 0}
    for seed in range(12):
        state = rules.new_game(seed=seed, automations=("single_option", "pass_priority"))
        agent = make_agent("greedy", game="mtg", seed=seed)
        while state.decision is not None and state.decision.kind == "mulligan":
            d = state.decision
            hand = [state.objects[i].card for i in state.zones[rules.zones.ids["hand"][d.player]]]
            lands = sum(1 for c in hand if c.is_land)
            option = agent.choose(state)
            if len(hand) == 7:
                keep = 2 <= lands <= 5
                assert (option.kind == "keep_hand") == keep, (seed, lands)
                decided[keep] += 1
            state.apply(option)
    assert decided[True] and decided[False]


def test_a_card_drawn_face_down_is_not_seen_even_by_its_owner():
    """Chromatic Sphere draws while Divination is paid for by hand: until the casting
    ends no one, its owner included, may know the card (CR 121.8)."""
    state = build(parse_scenario(parse(FACE_DOWN_DRAW, "board.yaml")))
    for option in ("cast Divination", "activate Chromatic Sphere for U", "tap Plains"):
        state.apply(state.decision.find(option))
    hand = state.zones[get_rules("mtg").zones.ids["hand"][0]]
    drawn = [oid for oid in hand if state.objects[oid].face_down]
    assert len(drawn) == 1 and state.visible_to(drawn[0], 0)  # in its owner's hand
    assert seen(state, drawn[0], 0) is None
    assert seen_in(state, get_rules("mtg").zones.ids["hand"][0], 0) == []
    assert make_agent("greedy", game="mtg").choose(state) in state.decision.options


# ---------------------------------------------------------------------- Yu-Gi-Oh!

YGO_BOARD = """\
  turn: 3
  active: p1
  step: {step}
  p1:
    hand: [{hand}]
    monster_zone: [{mine}]
    deck: [Battle Ox x10]
  p2:
    monster_zone: [{theirs}]
    deck: [Battle Ox x10]"""


def ygo(step: str, hand: str = "", mine: str = "", theirs: str = "") -> GameState:
    return board("ygo", YGO_BOARD.format(step=step, hand=hand, mine=mine, theirs=theirs))


def test_ygo_normal_summons_its_strongest_monster():
    assert greedy_label(ygo("main1", "Battle Ox, Luster Dragon"), "ygo") \
        == "summon Luster Dragon"


def test_ygo_sets_a_monster_the_opponent_would_run_over():
    state = ygo("main1", "Battle Ox, Luster Dragon",
                theirs="{card: Blue-Eyes White Dragon, position: attack}")
    assert greedy_label(state, "ygo") == "set Luster Dragon"


def test_ygo_attacks_what_it_beats_and_directly_when_it_can():
    state = ygo("battle", mine="Luster Dragon", theirs="{card: Battle Ox, position: attack}")
    assert greedy_label(state, "ygo") == "attack Battle Ox with Luster Dragon"
    state = ygo("battle", mine="Luster Dragon",
                theirs="{card: Blue-Eyes White Dragon, position: attack}")
    assert greedy_label(state, "ygo") == "end Battle Phase"
    state = ygo("battle", mine="Luster Dragon")
    assert greedy_label(state, "ygo").startswith("attack directly")


def test_ygo_wipes_the_field_only_when_behind_and_equips_its_own_monster():
    state = ygo("main1", "Dark Hole", theirs="{card: Blue-Eyes White Dragon, position: attack}")
    assert greedy_label(state, "ygo") == "activate Dark Hole"
    state = ygo("main1", "Dark Hole", mine="{card: Blue-Eyes White Dragon, position: attack}",
                theirs="{card: Battle Ox, position: attack}")
    assert "activate Dark Hole" in state.decision.labels
    assert greedy_label(state, "ygo") != "activate Dark Hole"
    state = ygo("main1", "Axe of Despair", mine="{card: Battle Ox, position: attack}",
                theirs="{card: Luster Dragon, position: attack}")
    assert greedy_label(state, "ygo") == "activate Axe of Despair"
    state.apply("activate Axe of Despair")
    while state.decision.kind != "target":
        state.apply(make_agent("greedy", game="ygo").choose(state))
    assert greedy_label(state, "ygo") == "target Battle Ox"


# ---------------------------------------------------------------------- Duel Masters

DM_BOARD = """\
  turn: 5
  active: p1
  step: {step}
  p1:
    hand: [{hand}]
    mana: [{mana}]
    battle: [{mine}]
    deck: [Fear Fang x10]
    shield: [{my_shields}]
  p2:
    battle: [{theirs}]
    deck: [Fear Fang x10]
    shield: [{shields}]"""


def dm(step: str, *, hand: str = "", mana: str = "", mine: str = "", theirs: str = "",
       shields: str = "Fear Fang x5", my_shields: str = "Fear Fang x5") -> GameState:
    return board("dm", DM_BOARD.format(step=step, hand=hand, mana=mana, mine=mine,
                                       theirs=theirs, shields=shields, my_shields=my_shields))


def test_dm_charges_mana_early_and_keeps_what_it_can_use():
    state = dm("charge", hand="Burning Mane, Fighter Dual Fang", mana="Fear Fang")
    assert greedy_label(state, "dm") == "charge Fighter Dual Fang"
    # With five mana that pays for every card it holds, it keeps its cards.
    state = dm("charge", hand="Burning Mane, Fear Fang", mana="Fear Fang x5")
    assert greedy_label(state, "dm") == "no charge"


def test_dm_uses_the_most_expensive_card_it_can_pay_for():
    state = dm("main", hand="Burning Mane, Forest Hornet", mana="Fear Fang x4")
    assert greedy_label(state, "dm") == "summon Forest Hornet"


def test_dm_attacks_for_the_win_and_not_into_a_stronger_blocker():
    state = dm("attack", mine="Fear Fang", shields="")
    assert greedy_label(state, "dm") == "attack the player with Fear Fang"
    state = dm("attack", mine="Fear Fang", theirs="\"Dia Nork, Moonlight Guardian\"")
    assert greedy_label(state, "dm") == "end attacks"
    state = dm("attack", mine="Fear Fang", theirs="{card: Burning Mane, tapped: true}")
    assert greedy_label(state, "dm") == "attack Burning Mane with Fear Fang"


def test_dm_blocks_an_attack_that_would_end_the_game():
    # La Ura Giga (2000) loses to Fear Fang (3000): a block worth making only to survive.
    for shields, expected in (("Fear Fang x5", "no block"), ("", "block with ")):
        state = dm("attack", mine="Fear Fang", theirs="\"La Ura Giga, Sky Guardian\"",
                   shields=shields)
        state.apply("attack the player with Fear Fang")
        assert state.decision.kind == "block"
        assert greedy_label(state, "dm").startswith(expected)


def test_ties_are_broken_by_the_agents_own_generator():
    state = dm("attack", mine="Fear Fang")
    state.apply("attack the player with Fear Fang")
    d = state.decision
    assert d.kind == "break_shield" and len(d.options) == 5
    before = state.to_json()
    picks = {make_agent("greedy", game="dm", seed=seed).choose(state) for seed in range(20)}
    assert len(picks) > 1  # the five shields are alike: the seed decides
    assert state.to_json() == before  # nothing of the game's, its generator included


# ---------------------------------------------------------------------- every decision

CONFIGS = [(game, {"decks": name}) for game in GAMES for name in get_rules(game).deck_sets()]
CONFIGS += [("mtg", {"players": 4}), ("mtg", {"players": 4, "options": {"variant": "2hg"}})]


def config_id(config: tuple[str, dict]) -> str:
    game, kwargs = config
    return f"{game}-" + "-".join(str(v) if not isinstance(v, dict) else v["variant"]
                                 for v in kwargs.values())


@pytest.mark.parametrize("game, kwargs", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_greedy_never_raises_and_its_games_end(game, kwargs):
    rules = get_rules(game)
    players = kwargs.get("players", 2)
    ended = 0
    for seed in range(3):
        for mix in ("greedy first", "greedy second", "all greedy"):
            agents: list[Agent] = [
                make_agent("greedy", game=game, seed=seed + p)
                if mix == "all greedy" or (p % 2 == 0) == (mix == "greedy first")
                else RandomAgent(seed + p) for p in range(players)]
            automations = {} if seed else {"automations": ()}  # every decision asked
            state = rules.new_game(seed=seed, **kwargs, **automations)
            assert play_out(state, agents, max_decisions=50_000) > 0
            ended += state.is_over
    assert ended == 9


def test_greedy_takes_the_obvious_action_whenever_it_is_offered():
    """Across whole games: a Magic land drop is always made, Duel Masters mana charged
    while it has fewer than three, a Yu-Gi-Oh! direct attack always made."""
    seen = {"play": 0, "charge": 0, "direct": 0}
    for game in GAMES:
        rules = get_rules(game)
        for seed in range(6):
            state = rules.new_game(seed=seed)
            agents = [make_agent("greedy", game=game, seed=seed), RandomAgent(seed)]
            while not state.is_over:
                d = state.decision
                option = agents[d.player].choose(state)
                if d.player == 0:
                    kinds = {o.kind for o in d.options}
                    if game == "mtg" and "play" in kinds:
                        assert option.kind == "play"
                        seen["play"] += 1
                    if game == "dm" and d.kind == "mana_charge" \
                            and len(state.zones[rules.zones.ids["mana"][0]]) < 3:
                        assert option.kind == "charge"
                        seen["charge"] += 1
                    if game == "ygo" and any(o.kind == "attack" and o.arg == -1
                                             for o in d.options):
                        assert option.kind == "attack"
                        seen["direct"] += 1
                state.apply(option)
    assert all(seen.values()), seen


# ---------------------------------------------------------------------- hidden information


def with_hidden_changed(state: GameState, viewer: int) -> GameState:
    """A copy that differs from ``state`` only in what ``viewer`` cannot see: the cards
    without abilities in each other player's hidden zones (hand, deck, shields...) are
    dealt anew among those zones, and every hidden zone is put in another order. (A card
    with abilities stays where it is: the game indexes those by object.)"""
    other = state.copy()
    table = other.rules.zones
    hidden: dict[int, list[int]] = {}
    for zid, ids in enumerate(other.zones):
        spec = table.spec_of[zid]
        owner = table.owner_of[zid]
        if spec.visibility == HIDDEN or (spec.visibility == OWNER and owner != viewer):
            ids.reverse()
            if owner is not None and owner != viewer:
                hidden.setdefault(owner, []).extend(
                    i for i in ids if not other.objects[i].card.abilities)
    for ids in hidden.values():
        cards = [other.objects[i].card for i in ids]
        cards = cards[1:] + cards[:1]  # each object becomes the next one's card
        for oid, card in zip(ids, cards, strict=True):
            other.mut(oid).card = card
    return other


def hidden_mismatches(game: str, make: Callable[[int], Agent]) -> tuple[int, int, int]:
    """Plays four seeded games (Player 1 by the greedy agent, Player 2 at random); at
    every third decision of Player 1's with a choice, asks a fresh agent ``make(n)``
    to choose in the game and in :func:`with_hidden_changed`'s copy. Returns how many
    decisions were compared, at how many the choices differed, and at how many the
    copy's hidden cards differed from what the opponent sees."""
    rules = get_rules(game)
    compared = differed = changed = 0
    for seed in range(4):
        state = rules.new_game(seed=seed)
        agents = [make_agent("greedy", game=game, seed=seed), RandomAgent(seed)]
        n = 0
        while not state.is_over:
            d = state.decision
            if d.player == 0 and len(d.options) > 1 and n % 3 == 0:
                other = with_hidden_changed(state, 0)
                od = other.decision
                if od is not None and od.options == d.options and od.labels == d.labels:
                    assert other.observation(0) == state.observation(0)
                    changed += other.observation(1) != state.observation(1)
                    differed += make(n).choose(state) != make(n).choose(other)
                    compared += 1
            state.apply(agents[d.player].choose(state))
            n += 1
    return compared, differed, changed


@pytest.mark.parametrize("game", GAMES)
def test_greedy_chooses_alike_when_only_hidden_information_differs(game):
    compared, differed, changed = hidden_mismatches(
        game, lambda n: make_agent("greedy", game=game, seed=n))
    assert compared > 20 and changed > 0  # real hidden cards were dealt anew
    assert differed == 0


def test_the_hidden_information_check_catches_an_agent_that_peeks():
    def peeking(n: int) -> Agent:
        def choose(state: GameState) -> Option:
            d = state.decision
            hand = state.zones[get_rules("dm").zones.ids["hand"][1 - d.player]]
            names = sum(len(state.objects[i].card.name) for i in hand)
            return d.options[names % len(d.options)]
        return FunctionAgent(choose)

    compared, differed, _ = hidden_mismatches("dm", peeking)
    assert compared and differed > 0


# ---------------------------------------------------------------------- strength

STRENGTH = [(game, name) for game in GAMES for name in get_rules(game).deck_sets()]


@pytest.mark.parametrize("game, decks", STRENGTH, ids=[f"{g}-{n}" for g, n in STRENGTH])
def test_greedy_beats_random(game, decks):
    """40 seeded games, the greedy agent in each seat in half of them: deterministic.
    The measured rates (docs/agents.md) are 88% or more; 60% leaves a wide margin."""
    rules = get_rules(game)
    wins = 0
    for seed in range(40):
        seat = seed % 2
        agents: list[Agent] = [RandomAgent(seed + 1), RandomAgent(seed + 1)]
        agents[seat] = make_agent("greedy", game=game, seed=seed)
        state = rules.new_game(seed=seed, decks=decks)
        play_out(state, agents)
        wins += state.winner == seat
    assert wins >= 24, f"{game} {decks}: greedy won {wins} of 40"


# ---------------------------------------------------------------------- agents of one's own

LAST_OPTION_AGENT = '''
class Last:
    """Always the last option."""

    def __init__(self, seed):
        self.seed = seed

    def choose(self, state):
        return state.decision.options[-1]


def agent(seed):
    return Last(seed)


def not_an_agent(seed):
    return 5


def failing(seed):
    raise KeyError(seed)
'''


def test_an_agent_of_ones_own_is_loaded_from_a_file_and_plays(tmp_path, monkeypatch):
    (tmp_path / "mine.py").write_text(LAST_OPTION_AGENT)
    monkeypatch.chdir(tmp_path)
    agent = make_agent("mine.py:agent", game="dm", seed=9)
    assert isinstance(agent, Agent) and agent.seed == 9
    state = get_rules("dm").new_game(seed=2, decks="vanilla")
    d = state.decision
    assert d is not None and agent.choose(state) is d.options[-1]
    # In a simulation of two workers: its games are those of the same agent in Python.
    from tcgkit.simulate import Spec, simulate

    result = simulate(Spec(game="dm", decks="vanilla", agents=("mine.py:agent", "random")),
                      seed=0, games=6, workers=2)
    assert [r["error"] for r in result.rows] == [None] * 6
    assert result.rows[0]["agents"] == "mine.py:agent,random"
    alike = get_rules("dm").new_game(seed=0, decks="vanilla")
    play_out(alike, [make_agent("mine.py:agent", game="dm", seed=0),
                     make_agent("random", game="dm", seed=1)])
    assert alike.winner == result.rows[0]["winner"] and alike.turn == result.rows[0]["turns"]


@pytest.mark.parametrize("name, message", [
    ("absent.py:agent", "absent.py: no such file"),
    ("mine.py:nothing", "has no callable 'nothing'"),
    ("mine.py:not_an_agent", "it returned int, not an agent"),
    ("mine.py:failing", "building it raised KeyError: 3"),
    ("mine.py:", "give FILE.py:NAME or MODULE:NAME"),
    ("no_such_module_here:agent", "raised ModuleNotFoundError"),
    ("broken.py:agent", "loading broken.py raised ValueError: at import"),
])
def test_an_agent_of_ones_own_that_cannot_be_built_is_refused_saying_why(
        name, message, tmp_path, monkeypatch):
    (tmp_path / "mine.py").write_text(LAST_OPTION_AGENT)
    (tmp_path / "broken.py").write_text("raise ValueError('at import')\n")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(MalformedInput, match="agent ") as refused:
        make_agent(name, game="dm", seed=3)
    assert message in str(refused.value)
