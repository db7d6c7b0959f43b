"""The last left-out parts of seed 000's cards (issue 7): Fandora, the Flying Furtress's
(2) (cards.md A.17) and Iron Core of Koa'ki Meiru's GY effect (b) (cards.md A.15).
The scenarios under scenarios/ygo/normal_draw/cards/ show each at work and refused;
these tests check what a scenario does not: the lock "your opponent takes no damage"
forbids effect damage too, only to the opponent, round-trips with the state and ends
with the turn; a Set "Fur Hire" monster does not count; (b) is not the effect of the
moment before the draw, nor in the opponent's Draw Phase."""

from __future__ import annotations

from tcgkit.core.continuous import FLOATING
from tcgkit.core.events import Event
from tcgkit.core.pipeline import forbidden
from tcgkit.core.state import GameState
from tcgkit.games.ygo.chain import why_not_card, why_not_effect
from tcgkit.scenario import parse, parse_scenario
from tcgkit.scenario.runner import build

from .helpers import assert_round_trips

_FIVE_FUR_HIRE = ("[{card: \"Recon, Scout Fur Hire\", column: 0}, "
                  "{card: \"Beat, Bladesman Fur Hire\", column: 1}, "
                  "{card: \"Bravo, Fighter Fur Hire\", column: 2}, "
                  "{card: \"Donpa, Marksman Fur Hire\", column: 3}, "
                  "{card: \"Helmer, Helmsman Fur Hire\", column: 4%s}]")


def _duel(p1: str, p2: str, step: str = "main1", active: str = "p1") -> GameState:
    text = f"""
title: last parts
game: ygo
covers: []
automations: [order_identical_triggers, mana]
setup:
  turn: 3
  active: {active}
  step: {step}
  p1: {p1}
  p2: {p2}
script: []
"""
    return build(parse_scenario(parse(text, "last_parts.yaml")))


def _id(state: GameState, name: str) -> int:
    return next(o.id for o in state.objects if o.card.name == name)


def _do(state: GameState, *answers: str) -> None:
    for text in answers:
        d = state.decision
        assert d is not None
        state.apply(d.find(text))


def _fandora(set_helmer: bool = False) -> GameState:
    monsters = _FIVE_FUR_HIRE % (", face_down: true" if set_helmer else "")
    return _duel("{field_zone: [\"Fandora, the Flying Furtress\"], "
                 f"monster_zone: {monsters}, deck: [Battle Ox x5]}}",
                 "{monster_zone: [Battle Ox], hand: [Celtic Guardian], "
                 "deck: [Battle Ox x5]}")


def _damage(player: int) -> Event:
    return Event("damage", player=player, amount=500, reason="effect", cause="effect")


def test_fandoras_lock_forbids_all_damage_to_the_opponent_only_and_round_trips() -> None:
    state = _fandora()
    assert forbidden(state, _damage(1)) is None
    _do(state, "activate Fandora, the Flying Furtress's effect", "pass", "pass")
    assert state.players[1].life == 8000
    ox = next(o for o in state.objects if o.card.name == "Battle Ox" and o.owner == 1
              and state.rules.zones.spec_of[o.zone].name != "deck")
    assert state.rules.zones.spec_of[ox.zone].name == "graveyard"
    ref = forbidden(state, _damage(1))
    assert ref is not None and state.objects[ref[0]].card.name == \
        "Fandora, the Flying Furtress"
    # Its own controller can still be damaged: only the opponent is protected.
    assert forbidden(state, _damage(0)) is None
    # The card that created it is in the GY: the lock does not need it on the field.
    fandora = _id(state, "Fandora, the Flying Furtress")
    assert state.rules.zones.spec_of[state.objects[fandora].zone].name == "graveyard"
    assert_round_trips(state)


def test_fandoras_lock_ends_with_the_turn() -> None:
    state = _fandora()
    _do(state, "activate Fandora, the Flying Furtress's effect", "pass", "pass",
        "go to End Phase")
    for _ in range(40):  # pass every window up to Player 2's turn
        if state.turn > 3:
            break
        d = state.decision
        assert d is not None
        state.apply(d.find("pass"))
    assert state.turn == 4
    assert forbidden(state, _damage(1)) is None
    assert not [c for c in state.continuous if c.kind == FLOATING]


def test_a_set_fur_hire_monster_has_no_name_to_count() -> None:
    state = _fandora(set_helmer=True)
    fandora = _id(state, "Fandora, the Flying Furtress")
    _, reason = why_not_card(state, 0, fandora)
    assert reason == "Fandora, the Flying Furtress's activation condition is not met " \
                     "(YGO rule: activating an effect)"


def test_iron_core_b_is_not_the_effect_before_the_draw_nor_in_the_opponents_turn() -> None:
    mine = _duel("{graveyard: [\"Iron Core of Koa'ki Meiru\"], "
                 "hand: [\"Koa'ki Meiru Drago\"], deck: [Battle Ox x5]}",
                 "{deck: [Battle Ox x5]}", step="draw")
    iron = _id(mine, "Iron Core of Koa'ki Meiru")
    # Before the draw the card's activation is (a), which gives up the draw; (b) waits.
    assert why_not_card(mine, 0, iron) == (0, None)
    assert why_not_effect(mine, 0, iron, 1) is not None
    theirs = _duel("{graveyard: [\"Iron Core of Koa'ki Meiru\"], "
                   "hand: [\"Koa'ki Meiru Drago\"], deck: [Battle Ox x5]}",
                   "{deck: [Battle Ox x5]}", step="draw", active="p2")
    _do(theirs, "pass", "pass")  # Player 2's window before the draw closes
    iron = _id(theirs, "Iron Core of Koa'ki Meiru")
    assert why_not_effect(theirs, 0, iron, 1) == \
        "Iron Core of Koa'ki Meiru's activation condition is not met " \
        "(YGO rule: activating an effect)"


def test_iron_core_b_cost_offers_only_koaki_meiru_monsters_and_round_trips() -> None:
    state = _duel("{graveyard: [\"Iron Core of Koa'ki Meiru\"], "
                  "hand: [\"Koa'ki Meiru Drago\", Battle Ox], "
                  "deck: [Celtic Guardian, Battle Ox x5]}",
                  "{deck: [Battle Ox x5]}", step="draw")
    _do(state, "pass", "pass", "activate Iron Core of Koa'ki Meiru's effect")
    d = state.decision
    assert d is not None and d.kind == "choose"
    # The cost's step holds the kind of card, not the test: it copies and serializes.
    assert [state.objects[o.obj].card.name for o in d.options] == ["Koa'ki Meiru Drago"]
    assert_round_trips(state)
    _do(state, "choose Koa'ki Meiru Drago", "pass", "pass")
    where = {state.objects[o.id].card.name: state.rules.zones.spec_of[o.zone].name
             for o in state.objects if o.owner == 0}
    assert where["Koa'ki Meiru Drago"] == "graveyard"
    assert where["Iron Core of Koa'ki Meiru"] == "hand"
