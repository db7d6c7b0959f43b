"""Kernel mechanisms as Magic uses them: cost modifiers and permissions, with test cards
(they are added to the pool under names no real card has)."""

from __future__ import annotations

from tcgkit.core.abilities import CostModifier, Permission
from tcgkit.games import mtg
from tcgkit.games.mtg.card import MtgCard

from .helpers import run_scenario as scenario

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


# ---------------------------------------------------------------------- usage limits
from tcgkit.core.abilities import OPPONENT, Activated, Pattern, Triggered  # noqa: E402
from tcgkit.core.limits import AT_ACTIVATION, Limit  # noqa: E402
from tcgkit.games.mtg.vocab import Draw, GainUntilEndOfTurn, PayLife  # noqa: E402

ONCE_DISCOUNT = MtgCard(name="Test Once Discount", type_line="Artifact", cost="{3}", abilities=(
    CostModifier("The first spell you cast each turn costs {1} less.", applies_to="cast",
                 change=lambda state, ctx, oid, generic: generic - 1, limit=Limit()),))
ONCE_FLASH = MtgCard(name="Test Once Flash", type_line="Enchantment", cost="{2}{U}", abilities=(
    Permission("Once each turn, you may cast a creature spell as though it had flash.",
               allows="flash", limit=Limit(),
               test=lambda state, ctx, oid: state.objects[oid].card.is_creature),))
ONCE_WATCHER = MtgCard(name="Test Once Watcher", type_line="Creature — Spirit", cost="{2}",
                       pt=(1, 1), abilities=(
    Triggered("Whenever an opponent draws a card, you draw a card. (This ability resolves "
              "only once each turn.)", on=Pattern("draw", player=OPPONENT),
              effect=(Draw(1),), limit=Limit()),))
ONCE_ACTIVATED = MtgCard(name="Test Once Activated", type_line="Creature — Spirit", cost="{2}",
                         pt=(1, 1), abilities=(
    Activated("Pay 1 life: this gains indestructible until end of turn. Activate only once "
              "each turn.", cost=(PayLife(1),), effect=(GainUntilEndOfTurn("Indestructible"),),
              limit=Limit(spent=AT_ACTIVATION)),))
for card in (ONCE_DISCOUNT, ONCE_FLASH, ONCE_WATCHER, ONCE_ACTIVATED):
    if card.name not in mtg.RULES.pool:
        mtg.RULES.pool.add(card)


def test_a_cost_modifier_limited_once_per_turn_spends_its_use_on_the_first_cast():
    result = scenario("""
title: once discount
game: mtg
covers: []
setup:
  turn: 3
  step: main1
  p1:
    hand: [Grizzly Bears, Walking Corpse]
    battlefield: [Forest, Swamp, Swamp, Test Once Discount]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script:
  - p1: cast Grizzly Bears
  - expect:
      log: [{rule: CR 601.2h, text: "pays {G} (tapping Forest)"}]
  - p1: cast Walking Corpse
  - expect:
      log: [{rule: CR 601.2h, text: "pays {1}{B}"}]
      zones: {p1.battlefield: {contains: [Grizzly Bears, Walking Corpse]}, p1.hand: []}
""")
    assert result.passed, result.error


def test_a_permission_limited_once_per_turn_is_used_up_by_the_first_cast():
    result = scenario("""
title: once flash
game: mtg
covers: []
automations: [mana]
setup:
  turn: 3
  active: p2
  step: upkeep
  p1:
    hand: [Grizzly Bears, Balduvian Bears]
    battlefield: [Forest x4, Test Once Flash]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script:
  - p2: pass
  - p1: cast Grizzly Bears
  - expect:
      decision: {player: p1, absent: [cast Balduvian Bears]}
  - refuse: {p1: cast Balduvian Bears, reason: CR 307.1}
""")
    assert result.passed, result.error


def test_a_trigger_limited_once_per_turn_does_nothing_after_its_first_resolution():
    result = scenario("""
title: once trigger
game: mtg
covers: []
setup:
  turn: 3
  step: main1
  p1:
    hand: [Divination]
    battlefield: [Island x3]
    library: [Forest x5]
  p2:
    battlefield: [Test Once Watcher]
    library: [Swamp x5]
script:
  - p1: cast Divination
  - expect:
      zones: {p2.hand: 1}
      log: [{rule: CR 608.2, text: it was already used as often as it may be}]
""")
    assert result.passed, result.error


def test_an_activated_ability_limited_once_per_turn_disappears_after_use():
    result = scenario("""
title: once activated
game: mtg
covers: []
setup:
  turn: 3
  step: main1
  p1:
    hand: [Forest]
    battlefield: [Test Once Activated]
    library: [Forest x5]
  p2: {library: [Forest x5]}
script:
  - p1: activate Test Once Activated
  - expect:
      life: {p1: 19}
      decision: {player: p1, absent: [activate Test Once Activated]}
""")
    assert result.passed, result.error
