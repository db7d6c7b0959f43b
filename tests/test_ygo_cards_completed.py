"""Cards of seed 000 completed from their real effects (issue 7): what their new actions
declare, and random Duels with them in which every option listed conforms and can be
applied, and ``copy()``, JSON and pickle round trips hold at every decision their new
steps ask (the drawing player's "may", a Rank-Up, a procedure's banished cards, an
attachment, Commander of Swords' choice)."""

from __future__ import annotations

from tcgkit.agents import RandomAgent
from tcgkit.core.abilities import declared
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.vocab import DrawForThatPlayer, SpecialSummonFrom, ThatPlayerMay
from tests.helpers import assert_round_trips, checked_play


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


def test_a_special_summon_from_the_deck_declares_it_and_one_from_the_hand_does_not() -> None:
    from_deck = SpecialSummonFrom("Normal Monster", lambda card: True, ("deck",))
    from_hand = SpecialSummonFrom("Normal Monster", lambda card: True, ("hand",))
    assert declared((from_deck,)) == {"special_summon", "special_summon_from_deck"}
    assert declared((from_hand,)) == {"special_summon"}


def test_that_player_may_declares_what_it_may_do() -> None:
    assert declared((ThatPlayerMay("draw 1 more card", (DrawForThatPlayer(1),)),)) \
        == {"draw"}


COMPLETED = _deck(
    (2, "Skull Flame"), (3, "Burning Skull Head"), (2, "Infernoid Onuncu"),
    (3, "Infernoid Decatron"), (2, "Chaos Form"),
    (2, "Black Luster Soldier - Legendary Swordsman"), (3, "Mystical Elf"),
    (3, "Celtic Guardian"), (3, "Battle Ox"), (2, "Unexpected Dai"),
    (2, "Time-Tearing Morganite"), (2, "Tachyon Chaos Hole"), (1, "Zexal Field"),
    (2, "Shining Draw"), (2, "Commander of Swords"), (2, "Destructive Draw"),
    (2, "Ash Blossom & Joyous Spring"), (1, "Rank-Up-Magic - The Seventh One"),
    (1, "Dark Hole"),
)
"""Forty Main Deck cards with the completed cards (the Extra Deck ones are added
below)."""

EXTRA = ["Number 39: Utopia", "Number 39: Utopia Beyond",
         "Number 107: Galaxy-Eyes Tachyon Dragon",
         "Number C107: Neo Galaxy-Eyes Tachyon Dragon"]

OTHER_SIDE = _deck(
    (3, "Battle Ox"), (3, "Celtic Guardian"), (3, "Genex Controller"), (3, "Mystical Elf"),
    (3, "Giant Soldier of Stone"), (3, "Gemini Elf"), (3, "Vorse Raider"),
    (3, "Archfiend Soldier"), (3, "Neo the Magic Swordsman"), (3, "Sogen"),
    (2, "Destructive Draw"), (2, "Don't Slip, the Dogs of War"), (2, "Commander of Swords"),
    (2, "Ash Blossom & Joyous Spring"), (2, "Unexpected Dai"),
)
"""Forty Main Deck cards that answer the other player's draws and Summons."""

def _asking_something_new(state: GameState) -> bool:
    """Whether the decision now is of a kind these cards' new steps ask (a "may", a
    choice of cards, a declaration, a zone)."""
    d = state.decision
    if d is None:
        return False
    return d.kind in ("may", "choose", "declare", "zone")


def test_random_duels_with_the_completed_cards_keep_every_invariant() -> None:
    rules = get_rules("ygo")
    tripped = 0
    for seed in range(1, 4):
        for decks in ((COMPLETED + EXTRA, OTHER_SIDE), (OTHER_SIDE, COMPLETED + EXTRA)):
            state = rules.new_game(decks=decks, seed=seed)
            agent = RandomAgent(seed)
            for n, _ in checked_play(state, agent):
                if _asking_something_new(state) or n % 89 == 0:
                    assert_round_trips(state)
                    tripped += 1
    assert tripped > 20
