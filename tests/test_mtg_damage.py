"""Magic's damage rules where a scenario file cannot reach: a test card (added to the
pool under a name no real card has) and counts of log lines."""

from __future__ import annotations

from tcgkit.games import mtg
from tcgkit.games.mtg.card import MtgCard
from tcgkit.games.mtg.vocab import (
    DEATHTOUCH,
    DIES,
    TARGET_CREATURE,
    DealDamageExcessToController,
    Triggered,
)

from .helpers import run_scenario as scenario

SPILLER = MtgCard(name="Test Deathtouch Spiller", type_line="Creature — Test", cost="{1}",
                  pt=(1, 1), abilities=(
                      DEATHTOUCH,
                      Triggered("When this dies, it deals 3 damage to target creature. "
                                "Excess damage is dealt to that creature's controller "
                                "instead.", on=DIES, targets=(TARGET_CREATURE,),
                                effect=(DealDamageExcessToController(3),)),))
if SPILLER.name not in mtg.RULES.pool:
    mtg.RULES.pool.add(SPILLER)



def test_excess_damage_from_a_deathtouch_source_is_beyond_1():
    # CR 120.4a: from a source with deathtouch, damage beyond 1 is excess, whatever the
    # creature's toughness and the damage already marked on it.
    result = scenario("""
title: deathtouch excess
game: mtg
covers: [MTG-DM-16]
setup:
  turn: 3
  step: main1
  p1:
    hand: [Shock]
    battlefield: [Mountain, Test Deathtouch Spiller]
    library: [Mountain x5]
  p2:
    battlefield: [{card: Hill Giant, damage: 1}]
    library: [Forest x5]
script:
  - p1: cast Shock
  - p1: target Test Deathtouch Spiller
  - expect:
      life: {p2: 18}
      zones: {p2.graveyard: [Hill Giant]}
      log:
        - {rule: CR 120.4a, text: "2 of the 3 damage to Hill Giant is excess"}
        - {rule: CR 120.3e, text: Test Deathtouch Spiller deals 1 damage to Hill Giant}
        - {rule: CR 120.3a, text: Test Deathtouch Spiller deals 2 damage to Player 2}
        - {rule: CR 704.5h, text: Hill Giant is destroyed}
""")
    assert result.passed, result.error


def test_a_resolved_instant_is_put_into_the_graveyard_with_one_log_line():
    result = scenario("""
title: one line
game: mtg
covers: []
setup:
  turn: 3
  step: main1
  p1:
    hand: [Shock, Savannah Lions]
    battlefield: [Mountain, Plains]
    library: [Mountain x5]
  p2: {library: [Forest x5]}
script:
  - p1: cast Shock
  - p1: target Player 2
  - p1: pass
  - expect:
      zones: {p1.graveyard: [Shock]}
      log: [{rule: CR 608.2n, text: Shock is put into Player 1's graveyard}]
""")
    assert result.passed, result.error
    # once, citing CR 608.2n: the kernel's ToGraveyard leaves the line to Magic's move
    lines = [line for line in result.trace if "Shock is put into" in line]
    assert len(lines) == 1 and "[CR 608.2n]" in lines[0], lines
