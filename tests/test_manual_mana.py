"""Paying costs by hand: without the ``mana`` automation the player chooses, one land or
mana card at a time, what to tap, offered only what leaves the rest payable.

Random play of Magic and Duel Masters (both variants) shows that such a payment never
gets stuck and that what is offered is exactly what a brute-force search finds payable.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from tcgkit import load_game
from tcgkit.agents import RandomAgent
from tcgkit.core.automation import ALL, MANA
from tcgkit.core.decision import Option
from tcgkit.core.payment import completable
from tcgkit.core.procedure import Use
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.dm.play import plays, untapped_mana
from tcgkit.games.mtg.mana import untapped_lands
from tcgkit.scenario import build, parse, parse_scenario

WITHOUT_MANA = sorted(ALL - {MANA})
GAMES = 30
MAX_DECISIONS = 5000


def board(yaml: str) -> GameState:
    """The game a scenario's header and setup describe, at its first decision."""
    return build(parse_scenario(parse(yaml + "script: []\n")))


def labels(state: GameState) -> list[str]:
    """The current decision's option labels."""
    assert state.decision is not None
    return list(state.decision.labels)


# ---------------------------------------------------------------------- completable


def test_completable_colored_and_generic() -> None:
    # {1}{G} with Forest, Mountain, Mountain.
    assert completable([], ["G", "R", "R"], ["G"], 2)
    assert completable(["R"], ["G", "R"], ["G"], 2)
    assert not completable(["R", "R"], ["G"], ["G"], 2)  # the generic is paid twice
    assert completable(["G"], ["R", "R"], ["G"], 2)


def test_completable_counts() -> None:
    assert not completable(["G", "G", "G"], [], ["G"], 2)  # more tapped than the cost
    assert not completable([], ["G"], ["G"], 2)  # too few sources left
    assert completable([], ["R", "R"], [], 2)  # generic only


def test_completable_sources_of_several_symbols() -> None:
    # A dual land pays for one symbol only: {W}{U} with a W/U land and a Swamp cannot
    # be paid, with a W/U land and a Plains it can, whichever is tapped first.
    assert not completable([], ["WU", "B"], ["W", "U"], 2)
    assert completable(["WU"], ["W"], ["W", "U"], 2)
    assert completable(["W"], ["WU"], ["W", "U"], 2)
    assert completable(["WU"], ["B", "U"], ["W", "U"], 2)
    assert not completable(["WU"], ["B", "B"], ["W", "U"], 2)
    # A fire/nature card among the mana serves either civilization, not both.
    assert completable([("fire", "nature")], [("fire",)], ["fire", "nature"], 2)
    assert not completable([("fire", "nature")], [("water",)], ["fire", "nature"], 2)


# ---------------------------------------------------------------------- Magic

ARMODON = """\
title: t
game: mtg
covers: []
automations: []
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Trained Armodon]
    battlefield: [Forest, Mountain, Forest, Mountain]
    library: [Island x5]
  p2:
    library: [Island x5]
"""


def test_mtg_asks_for_each_land_and_offers_each_kind_once() -> None:
    state = board(ARMODON)
    state.apply("cast Trained Armodon")
    d = state.decision
    assert d is not None and d.kind == "pay_mana" and d.player == 0
    assert labels(state) == ["tap Forest", "tap Mountain"]
    assert "{1}{G}{G}" in d.prompt
    # The short form, the detailed form and the Japanese name all name the option.
    assert d.find("tap Forest for mana") == d.find("tap 森") == d.find("tap Forest")
    state.apply("tap Mountain")
    # {G}{G} is left: a second Mountain would leave it unpaid.
    assert labels(state) == ["tap Forest"]
    state.apply("tap Forest")
    assert labels(state) == ["tap Forest"]
    state.apply("tap Forest")
    assert state.decision is not None and state.decision.kind == "priority"
    assert [state.objects[o].tapped for o in state.zones[_zone(state, "p1.battlefield")]] \
        == [True, True, True, False]
    assert any("pays {1}{G}{G} (tapping Mountain, Forest, Forest)" in str(e)
               for e in state.log)


def test_mtg_refuses_a_land_that_leaves_the_cost_unpayable() -> None:
    state = board(ARMODON)
    state.apply("cast Trained Armodon")
    state.apply("tap Mountain")
    before = state.to_json()
    mountain = next(o for o in state.zones[_zone(state, "p1.battlefield")]
                    if state.objects[o].card.name == "Mountain" and not state.objects[o].tapped)
    with pytest.raises(Exception, match="not a legal option"):
        state.apply(Option("tap", mountain))
    assert state.to_json() == before


def test_mtg_an_identical_land_stands_for_the_listed_one() -> None:
    state = board(ARMODON)
    state.apply("cast Trained Armodon")
    forests = [o for o in state.zones[_zone(state, "p1.battlefield")]
               if state.objects[o].card.name == "Forest"]
    listed = state.decision.find("tap Forest")  # type: ignore[union-attr]
    other = next(o for o in forests if o != listed.obj)
    state.apply(Option("tap", other))  # the copy not listed is the same choice
    assert sum(state.objects[o].tapped for o in forests) == 1


def test_mtg_the_board_shows_the_payment_so_far_and_a_save_keeps_it() -> None:
    state = board(ARMODON)
    state.apply("cast Trained Armodon")
    state.apply("tap Mountain")
    seen = state.observation(0)["zones"]["p1.battlefield"]
    assert [v.get("tapped", False) for v in seen] == [False, True, False, False]
    again = load_game(state.to_json())
    assert again.decision is not None and again.decision.options == state.decision.options  # type: ignore[union-attr]
    again.apply("tap Forest")
    again.apply("tap Forest")
    state.apply("tap Forest")
    state.apply("tap Forest")
    assert again.to_json() == state.to_json()


def test_mtg_with_the_mana_automation_nothing_is_asked() -> None:
    state = board(ARMODON.replace("automations: []", "automations: [mana]"))
    state.apply("cast Trained Armodon")
    assert state.decision is not None and state.decision.kind == "priority"
    assert any("pays {1}{G}{G} (tapping Forest, Forest, Mountain)" in str(e)
               for e in state.log)


# ---------------------------------------------------------------------- Duel Masters

SCISSOR_EYE = """\
title: t
game: dm
covers: []
automations: []
setup:
  turn: 5
  active: p1
  step: main
  p1:
    hand: [Scissor Eye]
    mana: [Fear Fang, Aqua Vehicle, Fear Fang, Burning Mane]
    deck: [Fear Fang x10]
    shield: [Fear Fang x5]
  p2:
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
"""


def test_dm_keeps_one_card_of_the_civilization_for_last() -> None:
    state = board(SCISSOR_EYE)
    state.apply("summon Scissor Eye")
    assert labels(state) == ["tap Fear Fang for mana", "tap Aqua Vehicle for mana",
                             "tap Burning Mane for mana"]
    state.apply("tap Fear Fang for mana")
    state.apply("tap Burning Mane for mana")
    state.apply("tap Fear Fang for mana")
    # Three nature cards tapped: the fourth must be water.
    assert labels(state) == ["tap Aqua Vehicle for mana"]
    state.apply("tap Aqua Vehicle for mana")
    assert [state.objects[o].card.name for o in state.zones[_zone(state, "p1.battle")]] \
        == ["Scissor Eye"]
    assert all(state.objects[o].tapped for o in state.zones[_zone(state, "p1.mana")])
    assert any("pays 4 mana (tapping Fear Fang, Burning Mane, Fear Fang, Aqua Vehicle)"
               in str(e) for e in state.log)


def test_dm_plays_any_mana_pays_once_unlocked() -> None:
    yaml = SCISSOR_EYE.replace("automations: []", "automations: []\noptions: {variant: plays}")
    yaml = yaml.replace("mana: [Fear Fang, Aqua Vehicle, Fear Fang, Burning Mane]",
                        "mana: [Fear Fang, {card: Aqua Vehicle, tapped: true}, Fear Fang, "
                        "Burning Mane, Fear Fang]")
    state = board(yaml)
    state.apply("summon Scissor Eye")
    assert labels(state) == ["tap Fear Fang for mana", "tap Burning Mane for mana"]
    for _ in range(4):
        state.apply(state.decision.options[0])  # type: ignore[union-attr]
    assert any(e.rule == "DM-USE-05" and "pays 4 mana" in e.text
               and "DMP rule: unlocked civilizations" in e.text for e in state.log)


# ---------------------------------------------------------------------- random play


def _zone(state: GameState, label: str) -> int:
    table = state.rules.zones
    return next(z for z in range(len(state.zones)) if table.label(z) == label)


def _brute_force(kinds: dict[Any, frozenset[str]], paid: list[frozenset[str]],
                 free: Counter[Any], needs: list[str], total: int) -> set[Any]:
    """The kinds of source (cards) that some complete payment taps next, by trying every
    multiset of free sources (a multicolored source meets any one of its needs)."""
    room = total - len(paid)
    found: set[Any] = set()
    names = list(free)
    for counts in itertools.product(*(range(free[k] + 1) for k in names)):
        if sum(counts) != room:
            continue
        tapped = paid + [kinds[k] for k, n in zip(names, counts, strict=True) for _ in range(n)]
        if _covers(tapped, needs):
            found |= {k for k, n in zip(names, counts, strict=True) if n}
    return found


def _covers(sources: list[frozenset[str]], needs: list[str]) -> bool:
    """Whether each need can be met by a source of its own that has its symbol (a
    multicolored source meets any one of its symbols): a matching, tried exhaustively."""
    if not needs:
        return True
    need, rest = needs[0], needs[1:]
    return any(need in s and _covers(sources[:i] + sources[i + 1:], rest)
               for i, s in enumerate(sources))


def _check_offer(state: GameState) -> bool:
    """Compare the offered taps with a brute-force search; whether some untapped source
    was left out (the check then matters)."""
    d = state.decision
    assert d is not None
    use = state.work[-1]
    assert isinstance(use, Use)
    tapped: tuple[int, ...] = use.get("tapped", ())
    objs = state.objects
    if state.rules.name == "mtg":
        generic, pips = use.get("cost")
        free_ids = [o for o in untapped_lands(state, d.player) if o not in tapped]
        needs, total = list(pips), generic + len(pips)

        def symbols(o: int) -> frozenset[str]:
            return frozenset(objs[o].card.produces)  # type: ignore[attr-defined]
    else:
        cost = use.get("cost")
        civs = objs[use.obj].card.civilizations  # type: ignore[attr-defined]
        free_ids = [o for o in untapped_mana(state, d.player) if o not in tapped]
        needs = [] if plays(state) else list(civs)
        total = cost if plays(state) else max(cost, len(civs))

        def symbols(o: int) -> frozenset[str]:
            return frozenset(objs[o].card.civilizations)  # type: ignore[attr-defined]
    kinds = {objs[o].card: symbols(o) for o in (*tapped, *free_ids)}
    free = Counter(objs[o].card for o in free_ids)
    want = _brute_force(kinds, [symbols(o) for o in tapped], free, needs, total)
    offered = [objs[o.obj].card for o in d.options]
    assert all(o.kind == "tap" for o in d.options)
    assert len(offered) == len(set(offered)), "identical cards offered twice"
    assert set(offered) == want
    return len(want) < len(free)


def _play(game: str, seed: int, *, options: dict[str, str] | None = None,
          decks: tuple[list[str], list[str]] | None = None,
          automations: list[str] = WITHOUT_MANA) -> tuple[int, int, int]:
    """Play a seeded random game to its end, checking every decision and every offer of
    taps; returns the numbers of tap decisions, of those that left out a kind of source,
    and of payments."""
    state = get_rules(game).new_game(seed=seed, options=options, decks=decks,
                                     automations=automations)
    agent = RandomAgent(seed)
    asked = excluded = payments = decisions = 0
    while not state.is_over:
        d = state.decision
        assert d is not None and len(d.options) >= 1
        if d.kind == "pay_mana":
            asked += 1
            excluded += _check_offer(state)
        before = len(state.log)
        state.apply(agent.choose(state))
        payments += sum(" pays " in str(e) for e in state.log[before:])
        decisions += 1
        assert decisions < MAX_DECISIONS, f"seed {seed}: the game does not end"
    return asked, excluded, payments


@pytest.mark.parametrize(("game", "options"), [("mtg", None), ("dm", None),
                                                ("dm", {"variant": "plays"})],
                         ids=["mtg", "dm", "dm-plays"])
def test_random_play_without_the_mana_automation_never_gets_stuck(
        game: str, options: dict[str, str] | None) -> None:
    totals = [sum(t) for t in zip(*(_play(game, seed, options=options)
                                    for seed in range(GAMES)), strict=True)]
    asked, excluded, payments = totals
    # Costs were paid by hand (a payment may take no question: a single choice is
    # answered by the engine).
    assert payments > 0 and asked > 0
    if game == "dm" and options is None:
        assert excluded > 0  # the civilization requirement left cards out


MULTICOLOR = ["Island"] * 8 + ["Swamp"] * 8 + ["Forest"] * 8 + ["Notion Thief"] * 4 \
    + ["Underrealm Lich"] * 4 + ["Python"] * 4 + ["Grizzly Bears"] * 4 + ["Coral Merfolk"] * 4 \
    + ["Craw Wurm"] * 4 + ["Horned Turtle"] * 4 + ["Walking Corpse"] * 4 + ["Divination"] * 4


def test_random_play_with_multicolored_costs_and_every_decision_asked() -> None:
    # Two-color costs and no single_option automation: the questions where a land is
    # left out although others are offered are asked, and checked, too.
    excluded = 0
    for seed in range(10):
        excluded += _play("mtg", seed, decks=(MULTICOLOR, MULTICOLOR),
                          automations=[])[1]
    assert excluded > 0


@pytest.mark.parametrize("game", ["mtg", "dm"])
def test_random_play_with_the_mana_automation_never_asks(game: str) -> None:
    for seed in range(5):
        state = get_rules(game).new_game(seed=seed)
        agent = RandomAgent(seed)
        while not state.is_over:
            assert state.decision is not None and state.decision.kind != "pay_mana"
            state.apply(agent.choose(state))
