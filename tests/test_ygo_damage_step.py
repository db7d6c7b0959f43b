"""Random play through the Pendulum Scale's chain link, the Pendulum Summon's position
decisions, the window during damage calculation (Kuriboh) and the chain of triggers at
the end of the Damage Step (Flame Wingman, Sangan): every listed option is accepted and
the JSON round trip is exact at every step, and each of these moments is reached (the
scenarios under scenarios/ygo/pendulum and scenarios/ygo/battle assert their outcomes)."""

from __future__ import annotations

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.games import get_rules

MIXED_IN = (["Stargazer Magician"] * 3 + ["Timegazer Magician"] * 3 + ["Kuriboh"] * 3
            + ["Sangan"] * 3 + ["Rush Recklessly"] * 2 + ["Solemn Judgment"] * 2)
"""Main Deck cards replacing the last ones of each vanilla demo deck."""
EXTRA = ["Elemental HERO Flame Wingman"]


def _decks() -> list[list[str]]:
    rules = get_rules("ygo")
    return [list(deck[:len(deck) - len(MIXED_IN)]) + MIXED_IN + EXTRA
            for deck in rules.demo_decks("vanilla")]


def test_random_play_through_pendulum_chains_and_damage_step_windows() -> None:
    rules = get_rules("ygo")
    seen: set[str] = set()
    # Timegazer Magician is activated only by a player who controls no monsters, so
    # random play sets both scales in fewer games: seeds 307 and 308 Pendulum Summon.
    for seed in range(300, 309):
        state = rules.new_game(seed=seed, decks=_decks())
        agent = RandomAgent(seed)
        for n in range(6000):
            if state.is_over:
                break
            d = state.decision
            assert d is not None and d.options
            for option in d.options:
                state.copy().apply(option)  # every listed option is accepted
            if n % 5 == 0:
                assert tcgkit.load_game(state.to_json()).to_json() == state.to_json()
            if d.kind == "position" and d.prompt.startswith("Pendulum Summon"):
                seen.add("pendulum position")
            if d.kind == "priority" and "during damage calculation" in d.prompt:
                seen.add("during damage calculation")
            state.apply(agent.choose(state))
        assert state.is_over, f"seed {seed} did not end"
        texts = [e.text for e in state.log]
        if any("(the activation of a Pendulum Scale)" in t for t in texts):
            seen.add("scale link")
    assert {"pendulum position", "during damage calculation", "scale link"} <= seen, seen
