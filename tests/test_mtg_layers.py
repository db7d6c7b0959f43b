"""Continuous effects by layers (CR 613): the characteristics a permanent ends up with,
whatever order the effects began in, through copies and saves."""

from __future__ import annotations

import pytest

from tcgkit import load_game
from tcgkit.core.continuous import FLOATING, Continuous
from tcgkit.core.state import GameState
from tcgkit.games.mtg import layers
from tcgkit.games.mtg.characteristics import has_keyword, is_creature, power, toughness
from tcgkit.games.mtg.layers import LAYERED, MODIFY_PT, colors_of, subtypes_of
from tcgkit.scenario import build, parse, parse_scenario

BOARD = """
title: layers
game: mtg
covers: []
automations: [mana, pass_priority]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Gift of Tusks, Twisted Image, Giant Growth, Humility]
    battlefield: [Glorious Anthem, Nightmare, Swamp x2, Island x2, Plains x2,
                  {card: Grizzly Bears, counters: {+1/+1: 1}}, Forest x2]
    library: [Island x5]
  p2:
    battlefield: [Craw Wurm]
    library: [Forest x5]
script: []
"""


def _state(text: str = BOARD) -> GameState:
    return build(parse_scenario(parse(text)))


def _answer(state: GameState, *texts: str) -> None:
    for text in texts:
        assert state.decision is not None, text
        state.apply(state.decision.find(text))


def _cast(state: GameState, *texts: str) -> None:
    """Cast (or activate) and let everything on the stack resolve."""
    _answer(state, *texts)
    while state.pending.items:
        _answer(state, "pass")


def _on_battlefield(state: GameState, name: str):  # type: ignore[no-untyped-def]
    ids = state.rules.zones.ids["battlefield"]
    return next(o for o in state.objects if o.card.name == name and o.zone in ids)


def _pt(state: GameState, name: str) -> tuple[int, int]:
    o = _on_battlefield(state, name)
    return power(state, o), toughness(state, o)


def test_printed_values_with_no_effect_are_untouched() -> None:
    state = _state(BOARD.replace("Glorious Anthem, Nightmare, ", ""))
    assert not state.continuous  # nothing applies: the one-truth-test path
    assert _pt(state, "Grizzly Bears") == (3, 3)  # 2/2 and a +1/+1 counter
    assert _pt(state, "Craw Wurm") == (6, 4)


def test_anthem_counters_and_a_characteristic_defining_ability() -> None:
    state = _state()
    # Nightmare: 2 Swamps (7a) and Glorious Anthem (7c); Bears: the anthem and a counter.
    assert _pt(state, "Nightmare") == (3, 3)
    assert has_keyword(state, _on_battlefield(state, "Nightmare"), "Flying")
    assert _pt(state, "Grizzly Bears") == (4, 4)
    assert _pt(state, "Craw Wurm") == (6, 4)  # "creatures you control": not Player 2's


def test_gift_of_tusks_changes_four_layers_at_once() -> None:
    state = _state()
    _cast(state, "cast Gift of Tusks", "target Nightmare")
    nightmare = _on_battlefield(state, "Nightmare")
    # Base 3/3 (7b) replaces the defining ability it lost in layer 6; the anthem (7c)
    # still applies: 4/4, green, an Elephant, no flying (CR 613.4, 613.1d-f).
    assert _pt(state, "Nightmare") == (4, 4)
    assert not has_keyword(state, nightmare, "Flying")
    assert colors_of(state, nightmare) == frozenset("G")
    assert subtypes_of(state, nightmare) == ("Elephant",)
    assert any(e.rule == "CR 613.1d" and "loses all abilities" in e.text for e in state.log)
    for other in (state.copy(), load_game(state.to_json())):
        assert _pt(other, "Nightmare") == (4, 4)


def test_switching_applies_after_later_modifications() -> None:
    state = _state()
    _cast(state, "cast Twisted Image", "target Craw Wurm")
    assert _pt(state, "Craw Wurm") == (4, 6)
    _cast(state, "cast Giant Growth", "target Craw Wurm")
    assert _pt(state, "Craw Wurm") == (7, 9)  # (6+3, 4+3), then switched (CR 613.4d)
    # A later, lopsided +3/+0 still applies before the switch: 12/7 switched is 7/12.
    wurm = _on_battlefield(state, "Craw Wurm")
    state.add_continuous(Continuous(LAYERED, controller=0, target=(wurm.id, wurm.incarnation),
                                    value=((MODIFY_PT, (3, 0)),)))
    assert _pt(state, "Craw Wurm") == (7, 12)
    assert _pt(load_game(state.to_json()), "Craw Wurm") == (7, 12)


def test_effects_end_with_the_turn() -> None:
    state = _state()
    _cast(state, "cast Twisted Image", "target Craw Wurm")
    state.end_continuous("turn")
    assert _pt(state, "Craw Wurm") == (6, 4)


def test_humility_then_anthem_applies_in_layer_order() -> None:
    state = _state()
    _cast(state, "cast Humility")
    # Humility came last, yet the anthem (7c) applies after its 1/1 (7b): 2/2; the
    # Bears' counter too (CR 613.4c). Nightmare lost flying and its defining ability.
    assert _pt(state, "Nightmare") == (2, 2)
    assert _pt(state, "Grizzly Bears") == (3, 3)
    assert not has_keyword(state, _on_battlefield(state, "Nightmare"), "Flying")
    assert _pt(state, "Craw Wurm") == (1, 1)


DEPENDENCY = """
title: dependency
game: mtg
covers: []
automations: [mana, pass_priority]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    battlefield: [March of the Machines, Liquimetal Coating, Island]
    library: [Island x5]
  p2:
    battlefield: [Forest, Grizzly Bears]
    library: [Forest x5]
script: []
"""


def test_without_the_dependency_rule_the_forest_would_stay_a_land(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The same board with CR 613.8 switched off: timestamp order alone applies March
    # first, when the Forest is not an artifact yet.
    monkeypatch.setattr(layers, "_depends", lambda *args: False)
    state = _state(DEPENDENCY)
    _cast(state, "activate Liquimetal Coating", "target Forest")
    forest = _on_battlefield(state, "Forest")
    assert not is_creature(state, forest)
    assert _pt(state, "Liquimetal Coating") == (2, 2)


def test_with_the_dependency_rule_the_forest_is_a_0_0_creature() -> None:
    state = _state(DEPENDENCY)
    forest = _on_battlefield(state, "Forest")
    _cast(state, "activate Liquimetal Coating", "target Forest")
    assert forest.id in state.zones[state.rules.zones.ids["graveyard"][1]]
    assert any(e.rule == "CR 704.5f" and "Forest" in e.text for e in state.log)


def test_a_static_effect_ends_when_its_source_leaves() -> None:
    state = _state()
    anthem = _on_battlefield(state, "Glorious Anthem")
    assert _pt(state, "Grizzly Bears") == (4, 4)
    state.move(anthem.id, state.rules.zones.ids["graveyard"][0], reason="test")
    assert _pt(state, "Grizzly Bears") == (3, 3)
    assert not any(c.kind == layers.STATIC and c.source == anthem.id for c in state.continuous)


STEAL = """
title: steal
game: mtg
covers: []
automations: [mana, pass_priority]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Mind Control]
    battlefield: [Island x5]
    library: [Island x5]
  p2:
    battlefield: [Hill Giant]
    library: [Mountain x5]
script: []
"""


def test_control_returns_when_mind_control_leaves() -> None:
    state = _state(STEAL)
    _cast(state, "cast Mind Control", "target Hill Giant")
    giant = _on_battlefield(state, "Hill Giant")
    assert giant.controller == 0 and giant.owner == 1
    assert any(c.kind == layers.CONTROL_BASE for c in state.continuous)
    saved = load_game(state.to_json())
    for game in (state, saved):
        aura = _on_battlefield(game, "Mind Control")
        game.move(aura.id, game.rules.zones.ids["graveyard"][0], reason="test")
        giant = _on_battlefield(game, "Hill Giant")
        # Its effect ended with it (CR 611.3b): control goes back (CR 613.1b), and the
        # record of the earlier controller is gone with the last control effect.
        assert giant.controller == 1
        assert giant.zone == game.rules.zones.ids["battlefield"][1]
        assert not any(c.kind == layers.CONTROL_BASE for c in game.continuous)
        assert any(e.rule == "CR 613.1b" and "returns to Player 2" in e.text for e in game.log)


def test_timestamps_order_two_effects_of_one_layer() -> None:
    # Layer 7b holds both Humility's 1/1 and Gift of Tusks' 3/3: the later one wins
    # (CR 613.7); the anthem and the counter (7c) apply after either.
    later_gift = _state()
    _cast(later_gift, "cast Humility")
    _cast(later_gift, "cast Gift of Tusks", "target Grizzly Bears")
    assert _pt(later_gift, "Grizzly Bears") == (5, 5)
    later_humility = _state()
    _cast(later_humility, "cast Gift of Tusks", "target Grizzly Bears")
    _cast(later_humility, "cast Humility")
    assert _pt(later_humility, "Grizzly Bears") == (3, 3)


SALVE = """
title: salve
game: mtg
covers: []
automations: [mana]
setup:
  turn: 3
  active: p1
  step: main1
  p1:
    hand: [Healing Salve, Shock x2]
    battlefield: [Plains, Mountain x2]
    library: [Mountain x5]
  p2:
    battlefield: [Hill Giant]
    library: [Forest x5]
script: []
"""


def test_healing_salve_gives_life_in_its_other_mode() -> None:
    state = _state(SALVE)
    _cast(state, "cast Healing Salve", "choose Target player gains 3 life.", "target Player 1")
    assert state.players[0].life == 23


def test_a_shield_keeps_what_it_has_left_through_a_save() -> None:
    state = _state(SALVE)
    _cast(state, "cast Healing Salve",
          "choose Prevent the next 3 damage that would be dealt to any target this turn.",
          "target Hill Giant")
    _cast(state, "cast Shock", "target Hill Giant")
    for game in (state, load_game(state.to_json()), state.copy()):
        _cast(game, "cast Shock", "target Hill Giant")
        assert _on_battlefield(game, "Hill Giant").damage == 1  # 1 prevented, 1 dealt
        assert not any(c.kind == FLOATING for c in game.continuous)  # used up
