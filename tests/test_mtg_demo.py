"""The real demo decks (games/mtg/decks.py: DEMO_DECKS): random games end with a result
and no engine error, copy and the JSON round trip hold along the way; and the checks of
loyalty abilities and of attacks on planeswalkers refuse what CR 606 and 508.1b forbid."""

from __future__ import annotations

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.state import GameState
from tcgkit.games import mtg
from tcgkit.games.mtg.combat import why_not_attack_planeswalker
from tcgkit.games.mtg.play import why_not_loyalty_option
from tcgkit.games.mtg.zones import BATTLEFIELD
from tcgkit.scenario import build, parse, parse_scenario


def test_demo_decks_are_the_default_and_random_games_end() -> None:
    assert next(iter(mtg.RULES.deck_sets())) == "demo"
    kinds: set[str] = set()
    for seed in range(1, 31):
        for automations in (None, ()):
            state = mtg.RULES.new_game(seed=seed, automations=automations)
            agent = RandomAgent(seed)
            for n in range(20_000):
                if state.is_over:
                    break
                kinds.update(o.kind for o in state.decision.options)
                if n % 97 == 0:
                    # Copy and round trip in the middle of casting, combat or a resolution.
                    again = tcgkit.load_game(state.to_json())
                    assert again.to_json() == state.to_json()
                    assert state.copy().to_json() == state.to_json()
                state.apply(agent.choose(state))
            assert state.is_over, f"seed {seed} did not end"
    # The demo decks bring about what the real cards do.
    assert {"loyalty", "attack_planeswalker", "target", "target_player", "block"} <= kinds
    assert {"mulligan", "keep_hand", "put_on_bottom"} <= kinds


def _board(setup: str) -> GameState:
    text = f"title: t\ngame: mtg\ncovers: []\nsetup:\n{setup}\nscript: []\n"
    return build(parse_scenario(parse(text, "t.yaml")))


def test_loyalty_abilities_follow_sorcery_timing_and_need_the_loyalty_they_remove() -> None:
    state = _board("""  turn: 3
  active: p1
  step: main1
  p1:
    battlefield: [{card: Jace Beleren, counters: {loyalty: 2}}, Grizzly Bears]
    library: [Island x5]
  p2:
    battlefield: [Hill Giant]
    library: [Swamp x5]""")
    jace = state.zones[BATTLEFIELD[0]][0]
    assert state.objects[jace].card.name == "Jace Beleren"
    assert why_not_loyalty_option(state, 0, jace, "-10") == \
        "Jace Beleren has 2 loyalty: its -10 ability cannot be paid (CR 606.6)"
    assert why_not_loyalty_option(state, 0, jace, "-1") is None
    assert why_not_loyalty_option(state, 0, jace, "+3") == \
        "Jace Beleren has no loyalty ability '+3' (CR 606.1)"
    # Not the controller's turn: loyalty abilities only as a sorcery.
    state.active = 1
    assert "(CR 606.3)" in (why_not_loyalty_option(state, 0, jace, "+2") or "")
    # A creature attacks the defending player's planeswalkers, not its controller's own.
    state.active = 0
    bears = state.zones[BATTLEFIELD[0]][1]
    assert why_not_attack_planeswalker(state, 0, bears, jace) == \
        "Jace Beleren is not a planeswalker the defending player controls (CR 508.1b)"
