"""``state.explain``: why an action is not legal now (or that it is), with the rule or
card, from the one check behind the options and refusals; never about hidden cards."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tcgkit.core.decision import Option, _about_hidden
from tcgkit.core.explanation import Explanation, cited_rules
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.scenario import build, parse, parse_scenario, run_file

ROOT = Path(__file__).resolve().parents[1]


def board(game: str, setup: str) -> GameState:
    """A game set up as a scenario's ``setup`` (YAML, indented by two) describes."""
    text = f"title: explain\ngame: {game}\ncovers: []\nsetup:\n{setup}\nscript: []\n"
    return build(parse_scenario(parse(text, "explain.yaml")))


def refused(state: GameState, text: str, **kw: int) -> Explanation:
    """``state.explain(text)``, checked to be a refusal that changed nothing and that
    agrees with ``state.can`` and with the refusal ``apply`` raises."""
    before = state.to_json()
    why = state.explain(text, **kw)
    assert state.to_json() == before
    assert not why.allowed and not state.can(text, **kw)
    with pytest.raises(Exception) as exc:
        state.apply(text, **kw)
    assert why.reason in str(exc.value)
    assert state.to_json() == before
    return why


MTG_MAIN = """\
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Lightning Bolt, Divination, Forest, Mountain]
    battlefield: [Mountain, Grizzly Bears]
    library: [Island x5]
  p2:
    hand: [Counterspell, Divination]
    battlefield: [Island x3]
    library: [Swamp x5]"""


def test_mtg_spell_without_mana_names_the_cost_and_the_rule() -> None:
    state = board("mtg", MTG_MAIN)
    why = refused(state, "cast Divination")
    assert why.rule == "CR 601.2h" and why.rules == ("CR 601.2h",)
    assert why.card == "Divination" and why.option == "cast Divination"
    assert "{2}{U} needs 3 mana" in why.reason and why.specific


def test_mtg_second_land_and_a_sorcery_at_instant_speed() -> None:
    state = board("mtg", MTG_MAIN)
    state.apply("play Forest")
    why = refused(state, "play Mountain")
    assert why.rule == "CR 305.2" and "already played a land" in why.reason
    state.apply("cast Lightning Bolt")
    state.apply("target Player 2")
    assert state.decision is not None and state.decision.player == 1
    why = refused(state, "cast Divination")  # Player 2's, with three Islands
    assert why.rule == "CR 307.1" and "main phase with an empty stack" in why.reason
    # Player 1 asking about Player 2's decision: told whose it is, nothing more.
    why = refused(state, "cast Divination", player=0)
    assert why.rule is None and "Player 2's, not Player 1's" in why.reason


def test_an_allowed_action_says_so_with_its_option() -> None:
    state = board("mtg", MTG_MAIN)
    before = state.to_json()
    why = state.explain("cast Lightning Bolt")
    assert why.allowed and why.option == "cast Lightning Bolt" and why.card == "Lightning Bolt"
    assert why.rule is None and state.to_json() == before
    d = state.decision
    assert d is not None
    assert state.explain(d.options[0]).allowed  # an Option too
    assert str(why) == why.reason and why.to_json()["allowed"] is True


def test_hidden_cards_are_never_recognised_nor_named() -> None:
    state = board("mtg", MTG_MAIN)
    # Counterspell is in Player 2's hand: asking about it says exactly what asking about
    # a card that is nowhere says, so the answer does not tell where it is.
    hidden = state.explain("cast Counterspell")
    nowhere = state.explain("cast Shivan Dragon")
    assert not hidden.allowed and not hidden.specific and hidden.rule is None
    assert hidden.reason.replace("Counterspell", "X") == nowhere.reason.replace(
        "Shivan Dragon", "X")
    oid = state.zone("hand", 1)[0]
    assert state.objects[oid].card.name == "Counterspell"
    by_id = state.explain(Option("cast", oid))
    assert not by_id.allowed and by_id.card is None and by_id.rule is None
    assert "Counterspell" not in by_id.reason
    # A card in Player 1's own library is hidden from Player 1 too.
    lib = state.zone("library", 0)[0]
    assert state.explain(Option("cast", lib)).card is None


def test_garbage_is_explained_not_raised() -> None:
    state = board("mtg", MTG_MAIN)
    for junk in ("", "xyzzy", Option("cast", 10**9), Option("cast", -5),
                 ("cast",), 3.5, None, Option("cast", True)):
        why = state.explain(junk)  # type: ignore[arg-type]
        assert not why.allowed and why.reason
    assert not state.explain("pass", player=7).allowed


YGO_MAIN = """\
  turn: 1
  active: p1
  step: main1
  p1:
    hand: [Battle Ox, Celtic Guardian, Gravity Bind, Pot of Greed]
    deck: [Battle Ox x5]
  p2:
    hand: [Mirror Force]
    deck: [Battle Ox x5]"""


def test_ygo_second_normal_summon_trap_set_this_turn_and_first_turn_battle() -> None:
    state = board("ygo", YGO_MAIN)
    why = refused(state, "go to Battle Phase")
    assert why.rule == "YGO rule: turn structure" and "first turn" in why.reason
    state.apply("summon Battle Ox")
    why = refused(state, "summon Celtic Guardian")
    assert why.rule == "YGO rule: Normal Summon" and why.card == "Celtic Guardian"
    assert "already Normal Summoned" in refused(state, "set Celtic Guardian").reason
    state.apply("set Gravity Bind")
    why = refused(state, "activate Gravity Bind")
    assert why.rule == "YGO rule: activating a Set card" and why.card == "Gravity Bind"
    # The opponent's Mirror Force is in their hand: not recognised, not named.
    assert not state.explain("activate Mirror Force").specific


def test_ygo_battle_phase_from_main_phase_2_is_refused_with_the_turn_structure() -> None:
    state = board("ygo", YGO_MAIN.replace("turn: 1", "turn: 3").replace("main1", "main2"))
    why = refused(state, "go to Battle Phase")
    assert why.rule == "YGO rule: turn structure" and "Main Phase 2" in why.reason


DM_MAIN = """\
  turn: 5
  active: p1
  step: charge
  p1:
    hand: [Fear Fang, Burning Mane, "Zagaan, Knight of Darkness"]
    battle: [Bronze-Arm Tribe, {card: Aqua Vehicle, entered_this_turn: true}]
    mana: [Burning Mane, Fear Fang]
    deck: [Fear Fang x10]
    shield: [Fear Fang x5]
  p2:
    hand: [Holy Awe]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]"""


def test_dm_second_charge_expensive_creature_and_summoning_sickness() -> None:
    state = board("dm", DM_MAIN)
    state.apply("charge Fear Fang")
    why = refused(state, "charge Burning Mane")
    assert why.rule == "DM 503.2" and "already put into the mana zone" in why.reason
    why = refused(state, "summon Zagaan, Knight of Darkness")
    assert why.rules == ("DM 112.2", "DM-USE-02") and why.card == "Zagaan, Knight of Darkness"
    state.apply("end main step")
    d = state.decision
    assert d is not None and d.kind == "attack"
    why = refused(state, "attack the player with Aqua Vehicle")
    assert why.rule == "DM 506.1a" and "summoning sickness" in why.reason
    assert state.explain("attack the player with Bronze-Arm Tribe").allowed


def test_scenario_trace_shows_the_explanation_of_refused_steps() -> None:
    beast = run_file(ROOT / "scenarios/mtg/cards/questing_beast_cant_be_blocked_by_power_2_"
                     "or_less.yaml")
    assert beast.passed
    at = next(i for i, line in enumerate(beast.trace) if line.startswith("x p2: block"))
    assert beast.trace[at + 1] == "  why not: rule CR 509.1b; card Grizzly Bears; " \
        "forbidden by Questing Beast"
    avatar = run_file(ROOT / "scenarios/dm/breaking/last_avatar_when_the_last_shield_would_"
                      "be_broken.yaml")
    assert avatar.passed
    why = [line for line in avatar.trace if line.startswith("  why not:")]
    assert why and "rule DM 110" in why[0] and "forbidden by Last Avatar" in why[0]


def test_cited_rules_reads_each_game_s_citations() -> None:
    assert cited_rules("X can be at most 1 (CR 601.2f, 601.2h)") == ("CR 601.2f", "CR 601.2h")
    assert cited_rules("a G-Zero ... (DM-USE-09, DM 504.1)") == ("DM-USE-09", "DM 504.1")
    assert cited_rules("is not 1 monster (YGO rule: effects that target (対象をとる効果))") \
        == ("YGO rule: effects that target (対象をとる効果)",)
    assert cited_rules("Spell Speed 1; YGO rule: Spell Speed)") == ("YGO rule: Spell Speed",)
    assert cited_rules("it can attack now (DM rule: attacks if able)") \
        == ("DM rule: attacks if able",)
    assert cited_rules("window (YGO-ND-25) and CR 117.1 again CR 117.1") \
        == ("YGO-ND-25", "CR 117.1")
    assert cited_rules("no rule here (its own ability)") == ()


def specific_fraction(game: str, seed: int, decisions: int) -> tuple[int, int]:
    """Over a seeded random game: how many of the refused conceivable actions (none
    about a hidden card) get a reason of the rules' own, and how many there were."""
    rules = get_rules(game)
    state = rules.new_game(seed=seed)
    rng = random.Random(seed)
    specific = total = 0
    for n in range(decisions):
        if state.is_over:
            break
        d = state.decision
        assert d is not None
        if n % 4 == 0:
            for o in rules.conceivable(state, d):
                if o in d.options or _about_hidden(state, o, d.player):
                    continue
                why = state.explain(o)
                if not why.allowed:
                    total += 1
                    specific += why.specific
        state.apply(d.options[rng.randrange(len(d.options))])
    return specific, total


@pytest.mark.parametrize("game", ["mtg", "ygo", "dm"])
def test_nearly_every_refusal_the_games_can_make_names_its_reason(game: str) -> None:
    specific, total = specific_fraction(game, seed=1, decisions=400)
    assert total > 50
    assert specific / total >= 0.97, f"{specific} of {total}"
