"""One legality check per action in Yu-Gi-Oh! and Duel Masters.

Each action kind has a single check, ``why_not_<kind>(state, player, oid, arg)``, that says
why the action is not legal now (``None``: it is). The option lists are built from those
checks, ``Rules.explain`` gives their reasons (besides whether it is the decision for the
action at all), and ``state.check``/``can`` refuse with them. For many board positions of
each game, every conceivable option is legal by its check exactly when it is offered, and
a refused one is refused with the check's reason."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Decision, Option
from tcgkit.core.errors import EngineError, IllegalAction
from tcgkit.core.procedure import Use
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.dm import attack as dm_attack
from tcgkit.games.dm import play as dm_play
from tcgkit.games.ygo import battle as ygo_battle
from tcgkit.games.ygo import play as ygo_play
from tcgkit.scenario import build, parse, parse_scenario, scenario_files

ROOT = Path(__file__).resolve().parents[1]

Check = Callable[[GameState, int, int, Any], "str | None"]

CHECKS: dict[str, dict[str, tuple[str, Check]]] = {
    "ygo": {
        "summon": ("main_phase", ygo_play.why_not_summon),
        "set": ("main_phase", ygo_play.why_not_set),
        "flip": ("main_phase", ygo_play.why_not_flip),
        "change": ("main_phase", ygo_play.why_not_change),
        "activate": ("main_phase", ygo_play.why_not_activate),
        "attack": ("battle_step", ygo_battle.why_not_attack),
    },
    "dm": {
        "charge": ("mana_charge", dm_play.why_not_charge),
        "summon": ("main_step", dm_play.why_not_summon),
        "cast": ("main_step", dm_play.why_not_cast),
        "attack": ("attack", dm_attack.why_not_attack),
    },
}
"""Per game and action kind: the decision the action is taken at and its one check."""

DECISIONS = {game: {kind for kind, _ in checks.values()} for game, checks in CHECKS.items()}

_YGO = get_rules("ygo").demo_decks("vanilla")
_DM = get_rules("dm").demo_decks("vanilla")
EFFECT_DECKS = {
    "ygo": ([*["Pot of Greed"] * 3, *["Sangan"] * 3, *_YGO[0][6:]], _YGO[1]),
    "dm": ([*["Terror Pit"] * 4, *["Propeller Mutant"] * 4, *_DM[0][8:]],
           [*["Terror Pit"] * 4, *_DM[1][4:]]),
}
"""Decks with the Spells and effect cards, so that activations and casts come up."""


def _random_positions(state: GameState, seed: int, limit: int) -> Iterator[GameState]:
    """The decisions of ``state`` played on at random (each as a copy)."""
    agent = RandomAgent(seed)
    for _ in range(limit):
        if state.is_over:
            return
        yield state.copy()
        state.apply(agent.choose(state))


def positions(game: str) -> Iterator[GameState]:
    """Board positions: random games (with the demo decks, with effect cards and, in Duel
    Masters, under Duel Masters Play's), and every scenario's setup played on at random."""
    rules = get_rules(game)
    for seed in (1, 2):
        yield from _random_positions(rules.new_game(seed=seed), seed, 400)
    yield from _random_positions(rules.new_game(seed=3, decks=EFFECT_DECKS[game]), 3, 400)
    if game == "dm":
        yield from _random_positions(rules.new_game(seed=4, options={"variant": "plays"}), 4,
                                     400)
    for path in scenario_files([ROOT / "scenarios" / game]):
        state = build(parse_scenario(parse(path.read_text(encoding="utf-8"), str(path))))
        yield from _random_positions(state, 5, 40)


def _pending(state: GameState) -> Decision:
    """The pending decision (there is one in every position used here)."""
    d = state.decision
    assert d is not None
    return d


def _hides(state: GameState, option: Option, player: int) -> bool:
    """Whether ``option`` names a card ``player`` may not see (its refusal then says
    nothing about it, by design)."""
    ids = [option.obj, *([option.arg] if isinstance(option.arg, int) else [])]
    return any(0 <= i < len(state.objects) and not state.visible_to(i, player) for i in ids)


def _copy(state: GameState, a: object, b: object) -> bool:
    """Whether ``a`` and ``b`` (object ids, or ``-1``) are the same object or copies of
    one card: a list offers one of several copies that are the same choice."""
    if a == b:
        return True
    return (isinstance(a, int) and isinstance(b, int) and a >= 0 and b >= 0
            and state.objects[a].card is state.objects[b].card)


def _copy_listed(state: GameState, d: Decision, option: Option) -> bool:
    """Whether the decision lists the same action on copies of the same cards."""
    return any(o.kind == option.kind and _copy(state, o.obj, option.obj)
               and _copy(state, o.arg, option.arg) for o in d.options)


def _assert_one_check(state: GameState, game: str) -> int:
    """Compare, for every conceivable option of the pending decision, the action's check,
    the option list, ``explain``, ``can`` and ``check``; returns how many were compared."""
    d = _pending(state)
    rules = state.rules
    p = d.player
    conceivable = rules.conceivable(state, d)
    checks = CHECKS[game]
    # Every action the decision lists is conceivable: the comparison covers all of them.
    assert {o for o in d.options if o.kind in checks} <= set(conceivable)
    compared = 0
    for option in conceivable:
        if option.kind not in checks:
            continue
        _, check = checks[option.kind]
        reason = check(state, p, option.obj, option.arg)
        # explain gives the action's own check (at the action's decision).
        assert rules.explain(state, d, option) == reason, option
        text = rules.describe(state, option)
        if option in d.options:
            # Listed: legal by its check, and accepted.
            assert reason is None and state.can(option), (text, reason)
        elif reason is None:
            # Legal but not listed: only as a copy of a listed choice (two Battle Ox in
            # hand are one choice), which is then what an answer naming it stands for.
            assert _copy_listed(state, d, option), text
            if state.can(option):
                assert state.check(option) in d.options
        else:
            # Refused, with the check's reason (unless that would name a hidden card).
            assert not state.can(option), text
            with pytest.raises(IllegalAction) as err:
                state.check(option)
            if not _hides(state, option, p):
                assert reason in str(err.value), (text, str(err.value))
        compared += 1
    return compared


@pytest.mark.parametrize("game", ["ygo", "dm"])
def test_every_conceivable_action_is_offered_exactly_when_its_check_allows_it(game: str) -> None:
    kinds: set[str] = set()
    refused: set[str] = set()
    compared = 0
    for state in positions(game):
        d = state.decision
        if d is None or d.kind not in DECISIONS[game]:
            continue
        before = state.to_json()
        compared += _assert_one_check(state, game)
        kinds |= {o.kind for o in d.options}
        refused |= {o.kind for o in state.rules.conceivable(state, d)
                    if o.kind in CHECKS[game] and state.rules.explain(state, d, o)}
        assert state.to_json() == before  # asking changes nothing
    assert compared > 2000
    # Every action was offered somewhere, and refused somewhere at its own decision (but a
    # charge: at the mana charge step every card in hand may be charged).
    assert set(CHECKS[game]) <= kinds
    assert set(CHECKS[game]) - {"charge"} <= refused


def _position(text: str) -> GameState:
    return build(parse_scenario(parse(text, "position.yaml")))


def _obj(state: GameState, where: str, name: str) -> int:
    """The first object named ``name`` in zone ``where`` (``"hand"``, ``"p2.battle"``: the
    first player's unless said)."""
    player, _, zone = where.rpartition(".")
    ids = state.zone(zone, 1 if player == "p2" else 0)
    return next(o for o in ids if state.objects[o].card.name == name)


def _refused(state: GameState, option: Option, reason: str | None) -> None:
    """``option`` is listed and accepted (``reason`` ``None``), or refused with ``reason``
    (a pattern) as its explanation and not listed."""
    if reason is None:
        assert option in _pending(state).options and state.can(option)
        return
    assert option not in _pending(state).options
    with pytest.raises(IllegalAction, match=reason):
        state.check(option)


YGO_MAIN = """
title: main phase
game: ygo
covers: []
setup:
  turn: 5
  active: p1
  step: main1
  p1:
    hand: [Battle Ox, Blue-Eyes White Dragon, Summoned Skull, Pot of Greed]
    monster_zone:
      - {card: Mystical Elf, face_down: true, position: defense}
      - {card: Celtic Guardian, face_down: true, position: defense, entered_this_turn: true}
      - {card: Vorse Raider, entered_this_turn: true}
      - {card: Gemini Elf, changed: 5}
    deck: [Celtic Guardian]
  p2:
    monster_zone: [Alexandrite Dragon]
    deck: [Celtic Guardian x5]
script: []
"""


@pytest.mark.parametrize(("kind", "where", "name", "reason"), [
    ("summon", "hand", "Blue-Eyes White Dragon", None),
    ("set", "hand", "Summoned Skull", None),
    ("summon", "hand", "Pot of Greed", r"only monsters are Normal Summoned or Set"),
    ("activate", "hand", "Pot of Greed", r"its effect could not be carried out now \(draw 2\)"),
    ("activate", "hand", "Battle Ox", r"Battle Ox is not a Normal Spell"),
    ("flip", "monster_zone", "Mystical Elf", None),
    ("flip", "monster_zone", "Celtic Guardian", r"in the turn it was Set"),
    ("flip", "monster_zone", "Gemini Elf", r"only a face-down monster is Flip Summoned"),
    ("change", "monster_zone", "Vorse Raider", r"not in the turn it was summoned"),
    ("change", "monster_zone", "Gemini Elf", r"once per turn"),
    ("change", "monster_zone", "Mystical Elf", r"by a Flip Summon"),
    ("summon", "monster_zone", "Vorse Raider", r"the card is not in your hand"),
    ("change", "p2.monster_zone", "Alexandrite Dragon", r"only a monster you control"),
])
def test_yugioh_main_phase_reasons(kind: str, where: str, name: str, reason: str | None) -> None:
    state = _position(YGO_MAIN)
    option = Option(kind, _obj(state, where, name))
    assert state.rules.explain(state, _pending(state), option) == \
        CHECKS["ygo"][kind][1](state, 0, option.obj, None)
    _refused(state, option, reason)


def test_yugioh_tributes_room_and_the_allowance() -> None:
    spent = YGO_MAIN.replace("    deck: [Celtic Guardian]\n",
                             "    deck: [Celtic Guardian]\n    used: {Normal Summon: 1}\n")
    state = _position(spent)
    for kind in ("summon", "set"):
        _refused(state, Option(kind, _obj(state, "hand", "Battle Ox")),
                 r"already Normal Summoned or Set this turn \(YGO rule: Normal Summon\)")
    alone = YGO_MAIN.replace("      - {card: Celtic Guardian, face_down: true, position: defense, "
                             "entered_this_turn: true}\n      - {card: Vorse Raider, "
                             "entered_this_turn: true}\n      - {card: Gemini Elf, changed: 5}\n",
                             "")
    state = _position(alone)
    _refused(state, Option("summon", _obj(state, "hand", "Blue-Eyes White Dragon")),
             r"Blue-Eyes White Dragon needs 2 Tribute\(s\) \(YGO rule: Tribute Summon\)")
    _refused(state, Option("summon", _obj(state, "hand", "Summoned Skull")), None)
    full = YGO_MAIN.replace("      - {card: Gemini Elf, changed: 5}\n",
                            "      - {card: Gemini Elf, changed: 5}\n      - Battle Ox\n")
    state = _position(full)
    for kind in ("summon", "set"):
        _refused(state, Option(kind, _obj(state, "hand", "Battle Ox")),
                 r"Monster Zones are full \(5 monsters\)")
    _refused(state, Option("summon", _obj(state, "hand", "Summoned Skull")), None)


def test_yugioh_actions_out_of_their_decision_say_when_they_are_taken() -> None:
    state = _position(YGO_MAIN.replace("step: main1", "step: battle"))
    assert _pending(state).kind == "battle_step"
    for kind, name, reason in (
            ("summon", "Battle Ox", r"Normal Summoned only in your Main Phase"),
            ("set", "Battle Ox", r"Set only in your Main Phase"),
            ("activate", "Pot of Greed", r"Normal Spell is activated in your own Main Phase")):
        _refused(state, Option(kind, _obj(state, "hand", name)), reason)
    first = _position(YGO_MAIN.replace("turn: 5", "turn: 1"))
    _refused(first, Option("battle"), r"cannot conduct a Battle Phase in the first turn")


YGO_BATTLE = """
title: battle
game: ygo
covers: []
setup:
  turn: 5
  active: p1
  step: battle
  p1:
    monster_zone:
      - Battle Ox
      - {card: Vorse Raider, attacked: 5}
      - {card: Gemini Elf, position: defense}
    deck: [Celtic Guardian x5]
  p2:
    monster_zone: [Alexandrite Dragon]
    deck: [Celtic Guardian x5]
script: []
"""


@pytest.mark.parametrize(("name", "target", "reason"), [
    ("Battle Ox", "Alexandrite Dragon", None),
    ("Battle Ox", None, r"a direct attack is possible only while the opponent controls no "
                        r"monsters \(YGO rule: direct attack\)"),
    ("Vorse Raider", "Alexandrite Dragon", r"already attacked"),
    ("Gemini Elf", "Alexandrite Dragon", r"only a face-up Attack Position monster can attack"),
])
def test_yugioh_attack_reasons(name: str, target: str | None, reason: str | None) -> None:
    state = _position(YGO_BATTLE)
    option = Option("attack", _obj(state, "monster_zone", name),
                    -1 if target is None else _obj(state, "p2.monster_zone", target))
    assert state.rules.explain(state, _pending(state), option) == \
        ygo_battle.why_not_attack(state, 0, option.obj, option.arg)
    _refused(state, option, reason)


DM_MAIN = """
title: main step
game: dm
covers: []
setup:
  turn: 5
  active: p1
  step: main
  p1:
    hand: [Burning Mane, Meteorage Lizard, Aqua Vehicle, Terror Pit]
    mana: [Fear Fang, Fear Fang, {card: Aqua Vehicle, tapped: true}]
    battle: [Fear Fang, {card: Burning Mane, entered_this_turn: true}]
    deck: [Fear Fang x10]
    shield: [Fear Fang x5]
  p2:
    battle: [{card: Aqua Vehicle, tapped: true}, Scissor Eye]
    deck: [Aqua Vehicle x10]
    shield: [Aqua Vehicle x5]
script: []
"""


@pytest.mark.parametrize(("kind", "where", "name", "reason"), [
    ("summon", "hand", "Burning Mane", None),
    ("summon", "hand", "Meteorage Lizard", r"Meteorage Lizard costs 6 with at least one fire "
                                           r"mana; 2 untapped mana available \(DM 112.2, "
                                           r"DM-USE-02\)"),
    ("summon", "hand", "Aqua Vehicle", r"costs 2 with at least one water mana"),
    ("cast", "hand", "Terror Pit", r"costs 6"),
    ("summon", "hand", "Terror Pit", r"it is cast, not summoned"),
    ("cast", "hand", "Burning Mane", r"it is summoned, not cast"),
    ("summon", "battle", "Fear Fang", r"the card is not in your hand \(DM-USE-01\)"),
    ("charge", "hand", "Burning Mane", r"in your mana charge step \(DM 503.1\)"),
])
def test_duel_masters_main_step_reasons(kind: str, where: str, name: str,
                                        reason: str | None) -> None:
    state = _position(DM_MAIN)
    option = Option(kind, _obj(state, where, name))
    _refused(state, option, reason)
    _refused(state, Option("attack", _obj(state, "battle", "Fear Fang"), -1),
             r"creatures attack in your attack step")


@pytest.mark.parametrize(("name", "target", "reason"), [
    ("Fear Fang", None, None),
    ("Fear Fang", "Aqua Vehicle", None),
    ("Fear Fang", "Scissor Eye", r"only tapped creatures can be attacked \(DM 505.2\)"),
    ("Burning Mane", None, r"the creature has summoning sickness \(DM 506.1a\)"),
])
def test_duel_masters_attack_reasons(name: str, target: str | None,
                                     reason: str | None) -> None:
    state = _position(DM_MAIN.replace("step: main", "step: attack"))
    option = Option("attack", _obj(state, "battle", name),
                    -1 if target is None else _obj(state, "p2.battle", target))
    assert state.rules.explain(state, _pending(state), option) == \
        dm_attack.why_not_attack(state, 0, option.obj, option.arg)
    _refused(state, option, reason)


def test_duel_masters_a_creature_that_attacked_is_tapped() -> None:
    # No automation, so that the attack step that offers only "end" is asked too.
    state = _position(DM_MAIN.replace("step: main", "step: attack").replace(
        "covers: []", "covers: []\nautomations: []"))
    fang = _obj(state, "battle", "Fear Fang")
    state.apply(Option("attack", fang, -1))
    while _pending(state).kind != "attack":
        state.apply(_pending(state).options[0])
    _refused(state, Option("attack", fang, -1), r"a tapped creature cannot attack \(DM 506.1a\)")


def test_duel_masters_one_charge_and_at_most_seven_creatures_in_plays() -> None:
    state = _position(DM_MAIN.replace("step: main", "step: charge"))
    assert _pending(state).kind == "mana_charge"
    state.apply(Option("charge", _obj(state, "hand", "Burning Mane")))
    # Already charged is the reason at any later decision (here the attack step).
    _refused(state, Option("charge", _obj(state, "hand", "Aqua Vehicle")),
             r"a card was already put into the mana zone this turn \(DM 503.2\)")
    plays = DM_MAIN.replace("covers: []", "covers: []\noptions: {variant: plays}\n"
                                          "automations: []").replace(
        "battle: [Fear Fang, {card: Burning Mane, entered_this_turn: true}]",
        "battle: [Fear Fang x7]")
    state = _position(plays)
    _refused(state, Option("summon", _obj(state, "hand", "Burning Mane")),
             r"at most 7 creatures in the battle zone \(DMP rule: at most 7 creatures\)")


def test_the_procedures_begin_with_the_same_checks() -> None:
    state = _position(YGO_MAIN)
    on_field = _obj(state, "monster_zone", "Vorse Raider")
    reason = ygo_play.why_not_summon(state, 0, on_field)
    assert reason is not None
    with pytest.raises(IllegalAction) as err:
        ygo_play._announce(state, Use("ygo.summon", 0, on_field))
    assert str(err.value) == reason
    # Checked in full before it is offered: a summon that fails anyway is an engine error.
    state.push(Use("ygo.summon", 0, on_field))
    with pytest.raises(EngineError, match="checked in full"):
        state.start()

    state = _position(DM_MAIN)
    lizard = _obj(state, "hand", "Meteorage Lizard")
    with pytest.raises(IllegalAction) as err:
        dm_play._declare(state, Use("dm.use", 0, lizard))
    assert str(err.value) == dm_play.why_not_use(state, 0, lizard)
    # Used for no cost (a Shield Trigger), the same card may be used.
    assert dm_play.why_not_use(state, 0, lizard, free=True) is None
    assert dm_play._declare(state, Use("dm.use", 0, lizard, plan=(("free", True),))) is None
    assert state.objects[lizard].zone == state.rules.zones.id("nowhere", 0)
