"""Parts of seed 000's cards built from their real effects (issue 7, part B): Diabolos'
summoning conditions, Freed's Spell negation, Flame Tiger's banishment, Meteor Flare,
Spirit Burner, Legacy of the Duelist, Mystical Cards of Light's zone lock and Flower
Cardian Lightshower's End Phase choice. What the new actions declare, and random Duels
with these cards in which every option listed conforms and can be applied and
``copy()``, JSON and pickle round trips hold at the decisions their new steps ask."""

from __future__ import annotations

from tcgkit.agents import RandomAgent
from tcgkit.core.abilities import declared
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.battle import NegateAttack
from tcgkit.games.ygo.card import NO_SPECIAL, YgoCard
from tcgkit.games.ygo.skips import SkipYourNextDrawPhases
from tcgkit.games.ygo.vocab import ChooseOne, InflictDamage
from tests.helpers import assert_round_trips, checked_play


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


PART_B = _deck(
    (3, "Battle Ox"), (3, "Vorse Raider"), (3, "Archfiend Soldier"), (2, "Celtic Guardian"),
    (2, "Diabolos, King of the Abyss"), (2, "Dark General Freed"),
    (2, "Freed the Matchless General"), (3, "Flame Tiger"), (2, "Meteor Flare"),
    (2, "Spirit Burner"), (2, "Legacy of the Duelist"), (3, "Mystical Cards of Light"),
    (2, "Change of Heart"), (2, "Monster Reborn"), (2, "Black Luster Ritual"),
    (1, "Black Luster Soldier"), (2, "Dark Hole"), (2, "Sakuretsu Armor"),
)
"""Forty Main Deck cards with the parts built."""


def _asking_something_new(state: GameState) -> bool:
    d = state.decision
    return d is not None and d.kind in ("may", "choose", "declare", "tribute", "target")


def test_the_new_actions_declare_what_they_do() -> None:
    choice = ChooseOne((("skip", SkipYourNextDrawPhases(1)), ("burn", InflictDamage(500))))
    assert "damage" in declared((choice,))
    assert declared((NegateAttack(destroy_target=True),)) == {"negate_attack"}


def test_diabolos_and_dark_general_freed_carry_their_summoning_condition() -> None:
    pool = get_rules("ygo").pool
    for name in ("Diabolos, King of the Abyss", "Dark General Freed"):
        card = pool.get(name)
        assert isinstance(card, YgoCard)
        assert card.summoning_condition == NO_SPECIAL
        assert card.tributes < 3  # still Normal Summoned (with Tributes)
    diabolos = pool.get("Diabolos, King of the Abyss")
    assert isinstance(diabolos, YgoCard) and diabolos.tribute_condition is not None


def test_random_duels_with_the_part_b_cards_keep_every_invariant() -> None:
    rules = get_rules("ygo")
    tripped = 0
    for seed in range(1, 4):
        state = rules.new_game(decks=(PART_B, PART_B), seed=seed)
        agent = RandomAgent(seed)
        for n, _ in checked_play(state, agent):
            if _asking_something_new(state) or n % 97 == 0:
                assert_round_trips(state)
                tripped += 1
    assert tripped > 20
