"""Kernel mechanisms as Magic uses them: cost modifiers and permissions, with test cards
(they are added to the pool under names no real card has)."""

from __future__ import annotations

from tcgkit.core.abilities import CostModifier, Permission
from tcgkit.games import mtg
from tcgkit.games.mtg.card import MtgCard
from tcgkit.scenario import parse, parse_scenario, run

DISCOUNT = MtgCard(name="Test Discount Engine", type_line="Artifact", cost="{3}", abilities=(
    CostModifier("Spells you cast cost {1} less to cast.", applies_to="cast",
                 change=lambda state, ctx, oid, generic: generic - 1),))
FLASH_GRANTER = MtgCard(name="Test Flash Granter", type_line="Enchantment", cost="{2}{U}",
                        abilities=(Permission("You may cast creature spells as though they "
                                              "had flash.", allows="flash",
                                              test=lambda state, ctx, oid:
                                              state.objects[oid].card.is_creature),))
for card in (DISCOUNT, FLASH_GRANTER):
    if card.name not in mtg.RULES.pool:
        mtg.RULES.pool.add(card)


def scenario(text: str):
    return run(parse_scenario(parse(text, "test.yaml")))


def test_a_cost_modifier_lowers_what_a_spell_costs():
    result = scenario("""
title: cost modifier
game: mtg
covers: []
setup:
  turn: 3
  step: main1
  p1:
    hand: [Grizzly Bears, Craw Wurm]
    battlefield: [Forest, Test Discount Engine]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script:
  - expect:
      decision: {present: [cast Grizzly Bears], absent: [cast Craw Wurm]}
  - p1: cast Grizzly Bears
  - expect:
      zones: {p1.battlefield: [Forest, Test Discount Engine, Grizzly Bears]}
      log: [{rule: CR 601.2h, text: "pays {G} (tapping Forest)"}]
""")
    assert result.passed, result.error


def test_a_permission_lets_creatures_be_cast_at_instant_speed():
    result = scenario("""
title: permission
game: mtg
covers: []
setup:
  turn: 3
  active: p2
  step: upkeep
  p1:
    hand: [Grizzly Bears, Divination]
    battlefield: [Forest, Island x2, Test Flash Granter]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script:
  - expect:
      decision: {player: p1, kind: priority, present: [cast Grizzly Bears],
                 absent: [cast Divination]}
  - refuse: {p1: cast Divination, reason: CR 307.1}
  - p1: cast Grizzly Bears
  - expect:
      zones: {p1.battlefield: {contains: [Grizzly Bears]}}
""")
    assert result.passed, result.error


def test_without_the_permission_the_creature_waits_for_the_main_phase():
    result = scenario("""
title: no permission
game: mtg
covers: []
setup:
  turn: 3
  active: p2
  step: upkeep
  p1:
    hand: [Grizzly Bears, Brainstorm]
    battlefield: [Forest, Island x2]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script:
  - expect:
      decision: {player: p1, kind: priority, absent: [cast Grizzly Bears]}
  - refuse: {p1: cast Grizzly Bears, reason: CR 307.1}
""")
    assert result.passed, result.error
