"""Option kinds: every option a game lists is of a kind the game declares and conforms to
it (random games of every game, with and without automations, with effect cards), every
declared kind is met in play, the check refuses what it must, and docs/options.md is
rendered from the declarations."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import (
    KERNEL_OPTION_KINDS,
    Option,
    OptionKind,
    option_fault,
    option_kinds,
)
from tcgkit.core.errors import EngineError
from tcgkit.core.rules import Rules
from tcgkit.games import GAMES, get_rules
from tcgkit.games.option_kinds import document
from tests.kernel_game import HEALER, RULES, SKIPPER, THIEF, draw, new_state, run
from tests.test_sweep import effect_decks

SEEDS = range(300, 312)
MAX_DECISIONS = 10_000


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


DRAW_AND_REPLACE = _deck(
    (8, "Island"), (8, "Swamp"), (8, "Forest"), (4, "Brainstorm"), (2, "Consecrated Sphinx"),
    (4, "Notion Thief"), (4, "Underrealm Lich"), (4, "Dark Confidant"), (4, "Vision Skeins"),
    (2, "Divination"), (2, "Laboratory Maniac"), (4, "Perilous Myr"), (4, "Walking Corpse"),
    (2, "Grizzly Bears"))
"""A Magic deck of Magic's other effect cards, played in a mirror match, so that random
play activates abilities, puts cards on top, keeps one of three, answers "you may"
triggers and orders two replacement effects (Notion Thief against Underrealm Lich)."""

TURN1 = _deck(
    (4, "Katsuking MAX, Outlaw Caliber"), (4, "Cantabile, the False King"),
    (4, "Hell Obel, Black God Dragon"), (4, "Large Gathering! Aqua Brothers"),
    (4, "Aqua Vehicle"), (4, "Procyon Dragoon"), (4, "Bolshack Voljaak"), (4, "Faerie Life"),
    (4, "Topgear, Start Dash"), (4, "Burning Mane"))
"""A Duel Masters deck of the "Turn 1" cards (DM-T1), played in a mirror match, so that
random play summons from the mana zone and for free, chooses cards for effects and
declines optional choices."""

USE = _deck(
    (1, "Bajula's Soul"), (4, "Cyber I Choice"), (4, "Completely Unidentified"),
    (4, "Tasrik, Strange Stone"), (4, "Terror Pit"), (4, "Faerie Life"), (4, "Burning Mane"),
    (4, "Immortal Baron, Vorg"), (4, "Aqua Vehicle"), (4, "Explosive Dude Joe"),
    (3, "Scissor Eye"))
"""A Duel Masters deck of the "use" cards (DM-USE), in a mirror match, so that random play
generates and crosses Cross Gears and uses cards by effects."""

DECKS: dict[str, list[list[list[str]] | None]] = {
    "mtg": [None, effect_decks("mtg"), [DRAW_AND_REPLACE, DRAW_AND_REPLACE]],
    "ygo": [None, effect_decks("ygo")],
    "dm": [None, effect_decks("dm"), [TURN1, TURN1], [USE, USE]],
}
"""The deck pairs each game is played with (``None``: the demo decks)."""

NOT_IN_PLAY = {"mtg": {"apply", "decline", "source", "pay_life", "mana_ability", "spend_mana",
                       "attack_player", "draw_first", "attack_battle", "protector",
                       "return_to_hand", "pile", "pile_to_hand", "card_kind", "mode",
                       "assign_player", "separator"},
               "ygo": {"yes", "no", "zone", "pendulum", "done", "declare", "replacement",
                       "banish"},
               "dm": {"use_aura", "attach", "attach_gr", "mode", "additional", "apply",
                      "decline", "cast_free"}}
"""Declared kinds no card of the game's pool brings about yet, or none in the demo decks
random play uses: no optional replacement effect in Magic's (the kernel test below lists
``apply`` and ``decline``), no Circle of Protection: Red (its ``source`` choice is met in
scenarios/mtg/damage/circle_of_protection_chooses_a_source.yaml), no Sylvan Library (its
``pay_life`` is met in scenarios/mtg/draw/sylvan_library_chooses_only_cards_drawn.yaml), no
Chromatic Sphere (its ``mana_ability`` is met in
scenarios/mtg/draw/chromatic_sphere_draws_face_down_while_casting.yaml and
tests/test_mtg_face_down_draw.py, its ``spend_mana`` in
scenarios/mtg/mana/chromatic_sphere_with_priority.yaml), no modal spell (Archmage's
Charm's ``mode`` is met in
scenarios/mtg/modes/), no optional trigger in Yu-Gi-Oh!'s, no Link Monster
Special Summoned to a chosen zone in Yu-Gi-Oh!'s (its ``zone`` is met in
scenarios/ygo/normal_draw/unicorn_summoned_after_morganite_draws_3.yaml), no Pendulum
Monster in Yu-Gi-Oh!'s (``pendulum`` and ``done`` are met in scenarios/ygo/pendulum/), no
card that declares a type or a name in Yu-Gi-Oh!'s (``declare`` is met in
scenarios/ygo/normal_draw/cards/white_rose_cloister_before_the_draw.yaml), and two
replacement effects on one destruction only where Proxy Dragon and Timegazer Magician
meet (``replacement`` is met in
scenarios/ygo/pendulum/proxy_dragon_or_timegazer_first_for_a_pendulum_zone_card.yaml), and
no Chaos Form in Yu-Gi-Oh!'s (its ``banish`` is met in
scenarios/ygo/fusion/chaos_form_banishes_blue_eyes_instead_of_tributing.yaml). Magic's
``attack_player``, ``draw_first`` and ``separator`` (Fact or Fiction's opponent: also in
tests/test_mtg_fact_or_fiction_multiplayer.py) belong to games of more than two players
(met in tests/test_mtg_multiplayer.py and scenarios/mtg/multiplayer/), which this two-player
sweep does not play. No battle is in the demo decks: ``attack_battle`` is met in
scenarios/mtg/battles/attacking_a_battle.yaml and ``protector`` (a Siege entering in a game
of more than two players) in scenarios/mtg/battles/multiplayer_protector_is_chosen.yaml.
An Orega Aura needs a super-GR of twelve GR creatures, more than the pool has: Duel
Masters' ``use_aura``, ``attach`` and ``attach_gr`` are met in scenarios/dm/aura/ and
tests/test_dm_aura.py. No card with modes is in Duel Masters' decks here: its ``mode`` is met
in scenarios/dm/turn1b/final_declaration_named_once_per_game.yaml and
scenarios/dm/use_procedure/modes_chosen_in_step_5.yaml; nor a Buzzrenda card nor an optional
Madness (its ``additional``, ``apply`` and ``decline`` are met in scenarios/dm/use_procedure/
and tests/test_dm_use_procedure.py), nor Q.E.D. (its ``cast_free`` is met in
scenarios/dm/turn1/qed_first_water_spell_each_turn_for_free.yaml). No Words of Wind, Fact or
Fiction nor Abundance in Magic's decks here: their ``return_to_hand``, ``pile``,
``pile_to_hand`` and ``card_kind`` are met in scenarios/mtg/draw/ (the first three also in
tests/test_mtg_tokens.py). Trample damage assigned past a blocker to the player
(``assign_player``) needs Overrun resolved and a block in one game, which the demo decks
reach (seed 7) but not the seeds here: it is met in tests/test_mtg_damage_assignment.py and
scenarios/mtg/combat/trample_*.yaml."""


def play_and_check(rules: Rules, decks: list[list[str]] | None,
                   automations: tuple[str, ...] | None, seed: int, seen: Counter[str]) -> None:
    """Play one random game, checking every listed option of every decision and counting
    the kinds met in ``seen``."""
    state = rules.new_game(seed=seed, decks=decks, automations=automations)
    agent = RandomAgent(seed)
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            return
        d = state.decision
        assert d is not None
        for option in d.options:
            fault = rules.option_fault(option, state)
            assert fault is None, f"{rules.name} seed {seed}, {d.kind} decision: {fault}"
            seen[option.kind] += 1
        state.apply(agent.choose(state))
    raise AssertionError(f"{rules.name} seed {seed} did not end")


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_option_is_of_a_declared_kind_and_conforms(game):
    rules = get_rules(game)
    seen: Counter[str] = Counter()
    for automations in (None, ()):
        for decks in DECKS[game]:
            for seed in SEEDS:
                play_and_check(rules, decks, automations, seed, seen)
    declared = set(rules.option_kinds)
    assert NOT_IN_PLAY[game] <= declared
    missing = declared - NOT_IN_PLAY[game] - set(seen)
    assert not missing, f"{game}: declared kinds never met in random play: {sorted(missing)}"


def test_the_kernels_replacement_options_conform():
    state = run(new_state(board=((0, SKIPPER),)), draw(0, 1))
    ordered = run(new_state(board=((1, THIEF), (0, HEALER))), draw(0, 1))
    kinds = set()
    for s in (state, ordered):
        d = s.decision
        assert d is not None
        for option in d.options:
            assert RULES.option_fault(option, s) is None
            kinds.add(option.kind)
    assert kinds == {"apply", "decline", "replacement"}


def test_declarations_are_named_as_listed_and_say_what_they_do():
    for game in GAMES:
        for name, kind in get_rules(game).option_kinds.items():
            assert kind.name == name
            assert kind.doc.endswith(".") and kind.obj != "" and kind.arg != ""
    assert Rules.option_kinds is KERNEL_OPTION_KINDS


def test_the_check_says_what_does_not_conform():
    rules = get_rules("mtg")
    state = rules.new_game(seed=1)
    hand_card = state.zone("hand", 0)[0]
    assert rules.option_fault(Option("cast", hand_card), state) is None
    faults = {
        Option("fly", hand_card): "not declared",
        Option("cast", -1): "not an object id",
        Option("cast", 10_000): "not an object id",
        Option("cast", hand_card, 1): "has none",
        Option("pass", hand_card): "about no object",
        Option("activate", hand_card): "is not int",
        Option("activate", hand_card, "0"): "is not int",
        Option("activate", hand_card, True): "is not int",
        Option("target_player", -1, 1.0): "is not int",
        Option("cast", True): "not an int",
        ("cast",): "not a (kind, obj, arg) option",
        "cast": "not a (kind, obj, arg) option",
    }
    for option, why in faults.items():
        fault = rules.option_fault(option, state)
        assert fault is not None and why in fault, (option, fault)
    # Without a state, an object id is only checked to be one.
    assert rules.option_fault(Option("cast", 10_000)) is None


def test_a_kind_may_take_a_tuple_and_is_declared_once():
    pair = OptionKind("pair", None, "a number and a name", (int, str), "Test.")
    assert pair.fault(("pair", -1, (1, "a"))) is None
    for arg in ((1, 2), [1, "a"], (1, "a", 2), (True, "a"), None):
        assert pair.fault(("pair", -1, arg)) is not None
    assert option_fault(option_kinds(pair), ("pair", -1, (2, "b"))) is None
    with pytest.raises(EngineError):
        option_kinds(pair, pair)
    with pytest.raises(EngineError):
        option_kinds(OptionKind("half", None, "a number", None, "Test."))


def test_the_document_is_rendered_from_the_declarations():
    path = Path(__file__).resolve().parent.parent / "docs" / "options.md"
    assert path.read_text(encoding="utf-8") == document(), \
        "docs/options.md is stale: python -m tcgkit.games.option_kinds > docs/options.md"
