"""Card pools and deck files."""

from __future__ import annotations

import pytest

from tcgkit.core.errors import MalformedInput, UnknownCard
from tcgkit.decks import parse_deck
from tcgkit.games import GAMES, get_rules, mtg, ygo


def test_cards_are_found_by_english_or_japanese_name_forgivingly():
    pool = ygo.RULES.pool
    blue_eyes = pool.get("Blue-Eyes White Dragon")
    assert pool.get("青眼の白龍") is blue_eyes
    assert pool.get("  blue-eyes   WHITE dragon ") is blue_eyes
    assert pool.get("Blue\u2212Eyes White Dragon") is blue_eyes  # a minus sign for the dash
    assert pool.get("ﾌﾞﾗｯｸ･ﾏｼﾞｼｬﾝ") is pool.get("ブラック・マジシャン")  # half-width kana


def test_an_unknown_card_suggests_near_names():
    with pytest.raises(UnknownCard) as err:
        mtg.RULES.pool.get("Grizly Bears")
    assert err.value.suggestions == ("Grizzly Bears",)
    assert "did you mean 'Grizzly Bears'" in str(err.value)


@pytest.mark.parametrize("game", GAMES)
def test_every_card_has_a_name_and_the_demo_decks_are_legal(game):
    rules = get_rules(game)
    for card in rules.pool:
        assert card.name and card.name == card.name.strip()
    for pair in rules.deck_sets().values():
        for p, deck in enumerate(pair):
            rules.validate_deck([rules.pool.get(n) for n in deck], player=p)
    with pytest.raises(MalformedInput, match=r"no demo decks named 'nope'; known: .*vanilla"):
        rules.new_game(decks="nope")


def test_deck_files():
    text = "# a deck\n12 Forest\n4x Grizzly Bears  # two-drops\n灰色熊\n\n"
    assert parse_deck(text, mtg.RULES) == ["Forest"] * 12 + ["Grizzly Bears"] * 5
    names = parse_deck("3 Luster Dragon #2\n", ygo.RULES)
    assert names == ["Luster Dragon #2"] * 3
    with pytest.raises(MalformedInput, match=r"d.txt:2: unknown mtg card 'Foo'"):
        parse_deck("1 Forest\n1 Foo\n", mtg.RULES, source="d.txt")
    with pytest.raises(MalformedInput, match="empty"):
        parse_deck("# nothing\n", mtg.RULES)


@pytest.mark.parametrize("game, deck, message", [
    ("mtg", ["Forest"] * 59, "at least 60"),
    ("mtg", ["Grizzly Bears"] * 5 + ["Forest"] * 55, "at most 4"),
    ("ygo", ["Battle Ox"] * 4 + ["Mystical Elf"] * 3 + ["Celtic Guardian"] * 33, "at most 3"),
    ("ygo", ["Battle Ox"] * 3, "40 to 60"),
    ("dm", ["Burning Mane"] * 41, "exactly 40"),
])
def test_illegal_decks_are_refused(game, deck, message):
    rules = get_rules(game)
    with pytest.raises(MalformedInput, match=message):
        rules.new_game(decks=[deck, rules.demo_decks()[1]])


def test_variant_options_are_checked():
    with pytest.raises(MalformedInput, match="unknown option"):
        ygo.new_game(options={"turbo": True})
    with pytest.raises(MalformedInput, match="must be one of"):
        ygo.new_game(options={"normal_draw": "lots"})
    assert ygo.new_game(options={"normal_draw": "hand_5"}).options["normal_draw"] == "hand_5"
