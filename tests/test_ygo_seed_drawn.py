"""The last cards of seed 000 (tcgkit/games/ygo/cards/seed_drawn.py) in random Duels:
every option listed conforms and can be applied, and ``copy()``, JSON and pickle round
trips hold at decisions where their new state is alive (a "next Draw Phase" count
modifier, a declaration, a delayed effect, a mandatory effect); and the records of "your
next Draw Phase" end with that Draw Phase's turn."""

from __future__ import annotations

from tcgkit.agents import RandomAgent
from tcgkit.core.state import GameState
from tcgkit.games import get_rules
from tcgkit.games.ygo.vocab import DECLARED, NEXT_DRAW
from tests.helpers import assert_round_trips, checked_play, ygo_main_phase


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


DRAW_CARDS = _deck(
    (3, "Cyber Archfiend"), (3, "Slower Swallow"), (3, "Infernity Pawn"), (3, "Bean Soldier"),
    (3, "Jinzo"), (3, "Genex Controller"), (3, "Battle Ox"), (3, "Celtic Guardian"),
    (2, "The Legend of Tickets"), (2, "Guarded Treasure"), (1, "Afterglow"),
    (1, "Symbol of Friendship"), (1, "Shard of Greed"), (1, "Gearbreed"), (1, "Spirit Burner"),
    (1, "Cosmos Channelling"), (1, "Rank-Up-Magic - The Seventh One"),
    (1, "Barian's Chaos Draw"), (1, "White Rose Cloister"), (1, "Tilted Try"),
    (1, "Sylvan Waterslide"), (1, "Commander of Swords"),
    (1, "Number 107: Galaxy-Eyes Tachyon Dragon"), (1, "Flower Cardian Lightshower"),
)
"""Forty Main Deck cards with the seed's draw cards, and two Extra Deck monsters."""

OTHER_SIDE = _deck(
    (3, "Battle Ox"), (3, "Celtic Guardian"), (3, "Genex Controller"), (3, "Mystical Elf"),
    (3, "Giant Soldier of Stone"), (3, "Gemini Elf"), (3, "Bean Soldier"), (3, "Vorse Raider"),
    (3, "Archfiend Soldier"), (3, "Neo the Magic Swordsman"), (2, "Gravekeeper's Trap"),
    (2, "Destructive Draw"), (2, "Don't Slip, the Dogs of War"), (2, "Commander of Swords"),
    (2, "Afterglow"), (1, "Flower Cardian Lightshower"),
)
"""Forty Main Deck cards that act on the other player's normal draw."""


def _alive(state: GameState) -> bool:
    """Whether a record or delayed effect of these cards exists now."""
    return any(c.kind in (NEXT_DRAW, DECLARED, "delayed") for c in state.continuous)


def test_random_duels_with_the_seed_draw_cards_keep_every_invariant() -> None:
    rules = get_rules("ygo")
    tripped = 0
    for seed in range(1, 4):
        for decks in ((DRAW_CARDS, OTHER_SIDE), (OTHER_SIDE, DRAW_CARDS)):
            state = rules.new_game(decks=decks, seed=seed)
            agent = RandomAgent(seed)
            for n, _ in checked_play(state, agent):
                if _alive(state) or n % 97 == 0:
                    assert_round_trips(state)
                    tripped += 1
    assert tripped > 20


def test_a_next_draw_phase_record_ends_with_its_turn() -> None:
    state = ygo_main_phase("{monster_zone: [Slower Swallow], deck: [Battle Ox x9]}",
                           "{deck: [Battle Ox x9]}")
    state.apply("activate Slower Swallow's effect")
    records = [c for c in state.continuous if c.kind == NEXT_DRAW]
    assert [c.value[1] for c in records] == [5]
    assert state.modifiers.get("draws")
    assert_round_trips(state)
    state.apply("go to End Phase")  # turn 4: Player 2's
    assert state.turn == 4 and [c.kind for c in state.continuous] == [NEXT_DRAW]
    state.apply("go to End Phase")  # turn 5: Player 1 draws 2
    assert state.turn == 5 and len(state.zones[state.rules.zones.id("hand", 0)]) == 2
    state.apply("go to End Phase")  # turn 5 ends: the record and its modifier are gone
    assert state.turn == 6
    assert not [c for c in state.continuous if c.kind == NEXT_DRAW]
    assert not state.modifiers.get("draws")


def test_gearbreed_draw_needs_an_equip_spell_and_a_fire_warrior_or_gemini() -> None:
    # Gearbreed's (2): its activation condition, then its cost (tcgkit knows no FIRE
    # Warrior or Gemini monster yet, so the cost cannot be paid even with an Equip Spell).
    from tcgkit.games.ygo.chain import why_not_effect

    bare = ygo_main_phase("{spell_trap_zone: [Gearbreed], deck: [Battle Ox x5]}")
    gearbreed = next(o.id for o in bare.objects if o.card.name == "Gearbreed")
    assert why_not_effect(bare, 0, gearbreed, 1) == \
        "Gearbreed's activation condition is not met (YGO rule: activating an effect)"
    equipped = ygo_main_phase("{spell_trap_zone: [Gearbreed, Spirit Burner], graveyard: "
                              "[Celtic Guardian], deck: [Battle Ox x5]}")
    gearbreed = next(o.id for o in equipped.objects if o.card.name == "Gearbreed")
    reason = why_not_effect(equipped, 0, gearbreed, 1)
    assert reason is not None and "cost cannot be paid" in reason \
        and "FIRE Warrior or Gemini monster" in reason
