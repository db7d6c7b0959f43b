"""Cards the audit of issue 8 found missing: Psychic Vortex's cumulative upkeep paid by
drawing (CR 702.24a, 121.2b), Awakened Skyclave a land creature (layer 4), Shadowmage
Infiltrator's fear (CR 702.36b); each through copies and saves in the middle of its
decision, where one is asked."""

from __future__ import annotations

from tcgkit.core.state import GameState
from tcgkit.games.mtg.cards.upkeep import PayByDrawing, SacrificeALand
from tcgkit.games.mtg.combat import why_not_block
from tcgkit.games.mtg.layers import types_of
from tcgkit.scenario import build, parse, parse_scenario

from .helpers import assert_round_trips

VORTEX = """
title: vortex
game: mtg
covers: []
automations: [pass_priority, order_identical_triggers, mana]
setup:
  turn: 5
  active: p1
  step: upkeep
  p1:
    hand: [Craw Wurm]
    battlefield: [Island, Forest, {card: Psychic Vortex, counters: {age: 1}}]
    library: [Hill Giant, Enormous Baloth, Python]
  p2:
    battlefield: [SPIRIT]
    library: [Plains x5]
script: []
"""


def _state(text: str) -> GameState:
    return build(parse_scenario(parse(text)))


def _option(state: GameState, kind: str, name: str = "") -> object:
    d = state.decision
    assert d is not None
    for o in d.options:
        if o.kind == kind and (not name or state.objects[o.obj].card.name == name):
            return o
    raise AssertionError(f"no {kind} {name} among {d.options}")


def test_vortex_upkeep_paid_by_drawing_round_trips() -> None:
    state = _state(VORTEX.replace("SPIRIT", "Plains"))
    assert isinstance(state.work[-1], PayByDrawing)
    assert state.objects[_vortex(state)].counter("age") == 2
    assert [o.kind for o in state.decision.options] == ["yes", "no"]  # type: ignore[union-attr]
    assert_round_trips(state)
    state.apply(_option(state, "yes"))  # type: ignore[arg-type]
    assert len(state.zones[state.rules.zones.ids["hand"][0]]) == 4  # 1 + 2 paid + 1 drawn


def test_vortex_unpayable_under_spirit_offers_only_not_to_pay() -> None:
    state = _state(VORTEX.replace("SPIRIT", "Spirit of the Labyrinth"))
    d = state.decision
    assert d is not None and [o.kind for o in d.options] == ["no"]
    assert_round_trips(state)
    state.apply(d.options[0])
    assert _vortex(state, zone="graveyard") >= 0


def test_vortex_end_step_sacrifice_round_trips() -> None:
    state = _state(VORTEX.replace("SPIRIT", "Plains").replace(
        "automations: [pass_priority, order_identical_triggers, mana]", ""))
    state.apply(_option(state, "yes"))  # type: ignore[arg-type]
    assert isinstance(state.work[-1], SacrificeALand)
    assert_round_trips(state)
    state.apply(_option(state, "sacrifice", "Forest"))  # type: ignore[arg-type]
    assert not state.zones[state.rules.zones.ids["hand"][0]]


def _answer(state: GameState, text: str) -> None:
    """Answer the decision with the option that reads ``text``, passing priority until
    one does."""
    for _ in range(50):
        d = state.decision
        assert d is not None
        for o in d.options:
            if state.rules.describe(state, o) == text:
                state.apply(o)
                return
        state.apply(next(o for o in d.options if o.kind == "pass"))
    raise AssertionError(f"no option {text!r}")


def _vortex(state: GameState, zone: str = "battlefield") -> int:
    zid = state.rules.zones.ids[zone][0]
    for oid in state.zones[zid]:
        if state.objects[oid].card.name == "Psychic Vortex":
            return oid
    return -1


SKYCLAVE = """
title: skyclave
game: mtg
covers: []
setup:
  turn: 3
  active: p1
  step: declare_attackers
  p1:
    battlefield:
      - Mountain
      - Hill Giant
      - {card: Invasion of Zendikar, counters: {defense: 2}, protector: 1}
    library: [Forest x5]
  p2:
    library: [Swamp x5]
script: []
"""


def test_awakened_skyclave_is_a_land_creature_only_on_the_battlefield() -> None:
    state = _state(SKYCLAVE)
    for text in ("attack Invasion of Zendikar with Hill Giant", "yes"):
        _answer(state, text)
    bf = state.zones[state.rules.zones.ids["battlefield"][0]]
    sky = next(o for o in bf if state.objects[o].card.name == "Awakened Skyclave")
    assert types_of(state, state.objects[sky]) == frozenset({"Creature", "Land"})
    assert state.objects[sky].card.types == frozenset({"Creature"})  # printed: no Land


FEAR = """
title: fear
game: mtg
covers: []
setup:
  turn: 5
  active: p1
  step: declare_attackers
  p1:
    battlefield: [Shadowmage Infiltrator]
    library: [Island x5]
  p2:
    battlefield: [Grizzly Bears, Walking Corpse, Perilous Myr, Wall of Spears]
    library: [Forest x5]
script: []
"""


def test_fear_lets_artifact_and_black_creatures_block() -> None:
    state = _state(FEAR)
    _answer(state, "attack with Shadowmage Infiltrator")
    bf = state.zones[state.rules.zones.ids["battlefield"][0]]
    att = next(o for o in bf)
    names = {state.objects[o].card.name: o
             for o in state.zones[state.rules.zones.ids["battlefield"][1]]}
    assert "CR 702.36b" in (why_not_block(state, 1, names["Grizzly Bears"], att) or "")
    for ok in ("Walking Corpse", "Perilous Myr", "Wall of Spears"):
        assert why_not_block(state, 1, names[ok], att) is None, ok
