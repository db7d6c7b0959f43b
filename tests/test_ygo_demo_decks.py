"""Yu-Gi-Oh! deck checks (Main Deck 40-60, Extra Deck 0-15, 3 copies of a name), the
Extra Deck at setup, and the effect demo decks played to the end by random players."""

from __future__ import annotations

from collections import Counter

import pytest

from tcgkit.agents import RandomAgent, play_out
from tcgkit.core.errors import MalformedInput
from tcgkit.decks import read_deck
from tcgkit.games import get_rules
from tcgkit.games.ygo.decks import DEMO_DECKS, LINK_DRAGONS, SYNCHRO_WARRIORS, VANILLA_DECKS
from tcgkit.games.ygo.zones import DECK, EXTRA_DECK, GRAVEYARD, HAND

RULES = get_rules("ygo")
VANILLA = VANILLA_DECKS[0]


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


def _check(deck: list[str]) -> None:
    RULES.validate_deck([RULES.pool.get(n) for n in deck], player=0)


def test_the_demo_decks_are_the_default_pair_and_the_vanilla_decks_stay_available() -> None:
    assert list(RULES.deck_sets()) == ["demo", "vanilla"]
    assert RULES.demo_decks() == DEMO_DECKS
    assert RULES.demo_decks("vanilla") == VANILLA_DECKS
    vanilla = RULES.new_game(seed=1, decks="vanilla")
    assert not vanilla.zones[EXTRA_DECK[0]] and not vanilla.zones[EXTRA_DECK[1]]


@pytest.mark.parametrize("deck", [SYNCHRO_WARRIORS, LINK_DRAGONS])
def test_each_demo_deck_is_40_main_deck_cards_and_an_extra_deck(deck: list[str]) -> None:
    cards = [RULES.pool.get(n) for n in deck]
    main = [c for c in cards if not c.extra]
    extra = [c for c in cards if c.extra]
    assert len(main) == 40
    assert 1 <= len(extra) <= 15
    assert {c.extra for c in extra} == {"link", "synchro", "xyz"}
    assert max(Counter(deck).values()) <= 3
    assert any(c.kind == "trap" for c in main) and any(c.kind == "spell" for c in main)
    _check(deck)


def test_extra_deck_monsters_start_in_the_extra_deck() -> None:
    state = RULES.new_game(seed=4)
    for p, deck in enumerate(DEMO_DECKS):
        extra = [state.objects[o].card.name for o in state.zones[EXTRA_DECK[p]]]
        assert sorted(extra) == sorted(n for n in deck if RULES.pool.get(n).extra)
        in_main = state.zones[DECK[p]] + state.zones[HAND[p]]
        assert len(in_main) == 40
        assert not any(state.objects[o].card.extra for o in in_main)


@pytest.mark.parametrize(("deck", "message"), [
    (VANILLA[:39], r"player 1's Main Deck has 39 cards; a Main Deck has 40 to 60 "
                   r"\(YGO rule: the Deck\)"),
    (VANILLA + VANILLA[:21], r"Main Deck has 61 cards"),
    (VANILLA + _deck((3, "Link Spider"), (3, "Proxy Dragon"), (3, "Scrap Archfiend"),
                     (3, "Stardust Dragon"), (3, "Knightmare Unicorn"),
                     (1, "Gaia Knight, the Force of Earth")),
     r"Extra Deck has 16 cards \(its Fusion, Synchro, Xyz and Link Monsters\); an Extra "
     r"Deck has 0 to 15 \(YGO rule: the Extra Deck\)"),
    (VANILLA + _deck((4, "Link Spider")),
     r"4 copies of Link Spider \(Main and Extra Deck together\); at most 3"),
    (VANILLA[:37] + _deck((4, "Pot of Greed")), r"4 copies of Pot of Greed"),
])
def test_illegal_decks_are_refused_naming_what_is_wrong(deck: list[str], message: str) -> None:
    with pytest.raises(MalformedInput, match=message):
        _check(deck)
    with pytest.raises(MalformedInput, match=message):
        RULES.new_game(decks=[deck, VANILLA])


def test_an_extra_deck_of_15_and_a_main_deck_of_60_are_legal() -> None:
    names = [c.name for c in RULES.pool if not c.extra][:20]
    main = [n for n in names for _ in range(3)]
    extra = _deck((3, "Link Spider"), (3, "Proxy Dragon"), (3, "Scrap Archfiend"),
                  (3, "Stardust Dragon"), (3, "Knightmare Unicorn"))
    assert len(main) == 60 and len(extra) == 15
    _check(main + extra)
    state = RULES.new_game(seed=3, decks=[main + extra, VANILLA])
    assert len(state.zones[EXTRA_DECK[0]]) == 15


def test_a_deck_file_lists_the_extra_deck_with_the_main_deck(tmp_path) -> None:
    text = "\n".join(f"{n} {name}" for name, n in Counter(SYNCHRO_WARRIORS).items())
    path = tmp_path / "synchro.txt"
    path.write_text("# Main Deck and Extra Deck\n" + text + "\n", encoding="utf-8")
    names = read_deck(path, RULES)
    assert Counter(names) == Counter(SYNCHRO_WARRIORS)


def test_an_extra_deck_monster_that_would_go_to_the_hand_goes_to_the_extra_deck() -> None:
    state = RULES.new_game(seed=2)
    spider = next(o for o in state.zones[EXTRA_DECK[0]]
                  if state.objects[o].card.name == "Link Spider")
    state.relocate(spider, GRAVEYARD[0])
    state.move(spider, HAND[0], player=0, reason="add", cause="effect")
    assert state.objects[spider].zone == EXTRA_DECK[0]
    assert any(e.rule == "YGO rule: the Extra Deck" and "returns to the Extra Deck" in e.text
               for e in state.log)


SEEDS = range(1, 31)


def test_the_effect_demo_decks_play_to_an_end_with_extra_deck_summons_and_chains() -> None:
    """Thirty seeded random Duels end with a result; between them the log shows Link
    and Synchro Summons, chains of two links and negations, each citing its rule."""
    rules_seen: Counter[str] = Counter()
    for seed in SEEDS:
        state = RULES.new_game(seed=seed)
        play_out(state, RandomAgent(seed), max_decisions=20_000)
        assert state.is_over, f"seed {seed} did not end"
        for entry in state.log:
            assert entry.rule, f"seed {seed}: a log entry without a rule: {entry.text}"
            rules_seen[entry.rule] += 1
            if "Chain Link 2" in entry.text:
                rules_seen["chain of 2"] += 1
    for rule in ("YGO rule: Link Summon", "YGO rule: Synchro Summon", "YGO rule: Xyz Summon",
                 "YGO rule: negation", "YGO rule: negating a Summon",
                 "YGO rule: summoning from the Extra Deck", "chain of 2"):
        assert rules_seen[rule] > 0, rule


def test_a_deck_file_of_60_main_deck_and_15_extra_deck_cards_is_read(tmp_path) -> None:
    names = [c.name for c in RULES.pool if not c.extra][:20]
    text = "".join(f"3 {n}\n" for n in names) + "# Extra Deck\n" + "".join(
        f"3 {n}\n" for n in ("Link Spider", "Proxy Dragon", "Scrap Archfiend",
                             "Stardust Dragon", "Knightmare Unicorn"))
    path = tmp_path / "big.txt"
    path.write_text(text, encoding="utf-8")
    assert len(read_deck(path, RULES)) == 75


def test_a_deck_file_with_16_extra_deck_cards_is_refused(tmp_path) -> None:
    text = "".join(f"3 {n}\n" for n in ("Link Spider", "Proxy Dragon", "Scrap Archfiend",
                                        "Stardust Dragon", "Knightmare Unicorn"))
    path = tmp_path / "extra.txt"
    path.write_text("\n".join(VANILLA) + "\n" + text + "1 Gem-Knight Pearl\n", encoding="utf-8")
    with pytest.raises(MalformedInput, match=r"extra.txt: the Extra Deck has 16 cards; "
                                             r"it has at most 15 \(YGO rule: the Deck\)"):
        read_deck(path, RULES)


def test_the_card_list_is_rendered_from_the_definitions():
    """``docs/ygo_cards.md`` is what ``cardlist.document`` renders; its type lines read as a
    duelist's, and each demo deck shows its 40-card Main Deck and its Extra Deck."""
    from pathlib import Path

    from tcgkit.games.ygo.cardlist import card_type, document
    from tcgkit.games.ygo.cards import ALL

    path = Path(__file__).resolve().parent.parent / "docs" / "ygo_cards.md"
    assert path.read_text(encoding="utf-8") == document(), \
        "docs/ygo_cards.md is stale: python -m tcgkit.games.ygo.cardlist > docs/ygo_cards.md"
    by_name = {c.name: c for c in ALL}
    assert card_type(by_name["Ash Blossom & Joyous Spring"]) \
        == "Level 3 FIRE Zombie Tuner Effect Monster"
    assert card_type(by_name["Link Spider"]) == "Link-1 EARTH Cyberse Link Effect Monster"
    assert card_type(by_name["Blue-Eyes Ultimate Dragon"]) \
        == "Level 12 LIGHT Dragon Fusion Monster"
    assert card_type(by_name["Solemn Judgment"]) == "Counter Trap"
    assert card_type(by_name["Daigusto Emeral"]) == "Rank 4 WIND Rock Xyz Effect Monster"
    assert "| Pot of Greed | 強欲な壺 | 55144522 | Normal Spell |  |" in document()
    assert "- **demo 1**: Main Deck (40): " in document()
    assert "; Extra Deck (11): " in document()
