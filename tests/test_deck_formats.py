"""Deck files in players' formats: Yu-Gi-Oh! ``.ydk`` and ``ydke://`` URLs, Magic Arena /
MTGO text and Forge ``.dck``, and tcgkit's plain lists (a Duel Masters list in Japanese);
each read, written and read back; ``tcgkit deck check`` and ``tcgkit duel --decks`` on
them; malformed files refused naming the file and line."""

from __future__ import annotations

import base64
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from tcgkit.cli.main import main
from tcgkit.core.errors import MalformedInput
from tcgkit.decks import (
    FORMAT_GAMES,
    FORMATS,
    DeckList,
    check_deck,
    detect_format,
    guess_game,
    load_deck,
    parse,
    read_deck,
    write_deck,
)
from tcgkit.games import get_rules

from .test_carddb import make_cdb
from .test_carddb import store as store  # the test's own card store, pools restored

YGO = get_rules("ygo")
MTG = get_rules("mtg")
DM = get_rules("dm")


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def passcode(name: str) -> int:
    return int(YGO.pool.get(name).passcode)


def ygo_main() -> list[str]:
    """A legal Main Deck of 40 (the vanilla demo deck)."""
    main, _ = YGO.demo_decks("vanilla")
    assert not any(YGO.in_extra_deck(YGO.pool.get(n)) for n in main)
    return list(main)


EXTRA = ["Gaia Knight, the Force of Earth"]
SIDE = ["Dark Magician", "Pot of Greed"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


# ---------------------------------------------------------------------- round trips

@pytest.mark.parametrize("game", ["ygo", "mtg", "dm"])
def test_every_demo_deck_round_trips_through_every_format(game: str) -> None:
    rules = get_rules(game)
    for deck in rules.demo_decks() + rules.demo_decks("vanilla"):
        for fmt in FORMATS:
            if FORMAT_GAMES.get(fmt, game) != game:
                # Another game's clients could not read it, and tcgkit would take it for
                # that game's deck: refused.
                with pytest.raises(MalformedInput, match=f"{fmt} is a format for "
                                   f"{FORMAT_GAMES[fmt]} decks, and this deck is for {game}"):
                    write_deck(DeckList.from_names(deck), fmt, rules)
                continue
            text = write_deck(DeckList.from_names(deck), fmt, rules)
            back = parse(text, detect_format(text, f"deck.{fmt}"), "deck")
            assert back.format == fmt
            result = check_deck(back, rules)
            assert result.legal, (fmt, result.problems)
            assert Counter(result.names()) == Counter(deck), fmt


@pytest.mark.parametrize("fmt", ["ydk", "ydke", "arena", "forge"])
def test_side_decks_are_kept_and_not_played(fmt: str, tmp_path: Path) -> None:
    rules = YGO if fmt.startswith("ydk") else MTG
    if rules is YGO:
        main, extra, side = ygo_main(), EXTRA, SIDE
    else:
        main, extra, side = list(MTG.demo_decks("vanilla")[0]), [], ["Grizzly Bears"] * 2
    text = write_deck(DeckList.from_names(main, extra, side, name="Side test"), fmt, rules)
    path = write(tmp_path, "deck.txt", text)
    deck = load_deck(text if fmt == "ydke" else path)
    result = check_deck(deck, rules)
    assert result.legal, result.problems
    assert Counter(result.names(("side",))) == Counter(side)
    assert Counter(read_deck(text if fmt == "ydke" else path, rules)) == Counter(main + extra)
    assert any("kept but not played" in n for n in result.notes)
    if fmt in ("arena", "forge"):
        assert deck.name == "Side test"


# ---------------------------------------------------------------------- .ydk and ydke

def ydk(main: Sequence[str], extra: Sequence[str] = (), side: Sequence[str] = ()) -> str:
    """A .ydk file as a Yu-Gi-Oh! client writes one, passcodes without leading zeros."""
    lines = ["#created by a client", "#main", *(str(passcode(n)) for n in main)]
    lines += ["#extra"] + [str(passcode(n)) for n in extra] + ["!side"]
    return "\n".join(lines + [str(passcode(n)) for n in side]) + "\n"


def test_ydk_reads_sections_and_comments(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.ydk", ydk(ygo_main(), EXTRA, SIDE[:1]))
    deck = load_deck(path)
    assert deck.format == "ydk"
    assert [len(deck.section(s)) for s in ("main", "extra", "side")] == [40, 1, 1]
    assert deck.section("extra")[0].line == 44  # two comment lines, 40 cards, "#extra"
    assert Counter(read_deck(path, YGO)) == Counter(ygo_main() + EXTRA)


def test_ydk_errors_name_the_line(tmp_path: Path) -> None:
    text = ydk(ygo_main()).replace("#main\n", "#main\nBlue-Eyes White Dragon\n")
    with pytest.raises(MalformedInput, match=r"deck.ydk:3: 'Blue-Eyes White Dragon' is not "
                       "a passcode"):
        load_deck(write(tmp_path, "deck.ydk", text))
    # An Extra Deck monster in the Main Deck, and an unknown passcode.
    text = ydk(ygo_main()[:39] + EXTRA) + "#main\n12345678\n"
    result = check_deck(load_deck(write(tmp_path, "wrong.ydk", text)), YGO)
    assert f"{tmp_path / 'wrong.ydk'}:42: Gaia Knight, the Force of Earth is listed in the " \
        "Main Deck but belongs in the Extra Deck" in result.problems
    assert any(":46: unknown ygo card passcode 12345678" in p for p in result.problems)
    assert any("the Main Deck has 39 playable cards; it has 40 to 60" in p
               for p in result.problems)
    with pytest.raises(MalformedInput, match=r"wrong.ydk:42: Gaia Knight.*and 2 more problems"):
        read_deck(tmp_path / "wrong.ydk", YGO)


def test_ydke_url_is_base64_of_little_endian_passcodes() -> None:
    codes = [passcode(n) for n in ygo_main()]
    def part(values: list[int]) -> str:
        return base64.b64encode(b"".join(v.to_bytes(4, "little") for v in values)).decode()
    url = f"ydke://{part(codes)}!{part([passcode(EXTRA[0])])}!{part([])}!"
    assert Counter(read_deck(url, YGO)) == Counter(ygo_main() + EXTRA)
    assert write_deck(load_deck(url), "ydke", YGO).strip() == url
    assert detect_format(url) == "ydke"


@pytest.mark.parametrize(("url", "message"), [
    ("ydke://AAAA!", "three parts"),
    ("ydke://not*base64!!!", "Main Deck part of the ydke URL is not base64"),
    ("ydke://AAAAAAA=!!!", r"not a whole number of passcodes \(5 bytes\)"),
    ("ydke://AAAAAA==!!!", "passcode 0"),
    ("ydke://" + "A" * 40000 + "!!!", "longer than a deck"),
])
def test_bad_ydke_urls(url: str, message: str) -> None:
    with pytest.raises(MalformedInput, match=message):
        read_deck(url, YGO)


# ---------------------------------------------------------------------- Arena / MTGO text

ARENA = """About
Name Green Beats

Commander
1 Grizzly Bears

Deck
24 Forest (M10) 246
4 Grizzly Bears (10E) 268
4x Craw Wurm
28 Forest

Sideboard
2 Balduvian Bears (CSP) 101
"""


def test_arena_sections_and_set_codes(tmp_path: Path) -> None:
    deck = load_deck(write(tmp_path, "deck.txt", ARENA))
    assert deck.format == "arena" and deck.name == "Green Beats"
    first = deck.section("main")[0]
    assert (first.name, first.count, first.set_code, first.number, first.line) == \
        ("Forest", 24, "M10", "246", 8)
    assert [e.name for e in deck.section("commander")] == ["Grizzly Bears"]
    result = check_deck(deck, MTG)
    assert result.legal, result.problems
    assert any("commander is kept but not played" in n for n in result.notes)
    text = write_deck(deck, "arena", MTG)
    assert "24 Forest (M10) 246\n" in text and "Sideboard\n2 Balduvian Bears (CSP) 101" in text
    assert "Commander\n1 Grizzly Bears" in text
    assert parse(text, "arena").entries == parse(ARENA, "arena").entries or \
        Counter(check_deck(parse(text, "arena"), MTG).names()) == Counter(result.names())


def test_mtgo_list_without_headers_has_its_sideboard_after_a_blank_line(tmp_path: Path) -> None:
    text = "52 Forest\n4 Grizzly Bears\n4 Craw Wurm\n\nSB: 1 Hill Giant\n3 Balduvian Bears\n"
    deck = parse(text, "arena", "mtgo.txt")
    assert sum(e.count for e in deck.section("main")) == 60
    assert [(e.name, e.count) for e in deck.section("side")] == \
        [("Hill Giant", 1), ("Balduvian Bears", 3)]


def test_arena_errors_name_the_line(tmp_path: Path) -> None:
    with pytest.raises(MalformedInput, match=r"deck.txt:3: 'Grizzly Bears' is not a card line"):
        load_deck(write(tmp_path, "deck.txt", "Deck\n4 Forest\nGrizzly Bears\n"))
    with pytest.raises(MalformedInput, match=r"big.txt:2: the count 99999999999 is too large"):
        load_deck(write(tmp_path, "big.txt", "Deck\n99999999999 Forest\n"))
    with pytest.raises(MalformedInput, match=r"huge.txt:2: the count 9{20}\.\.\. is too "
                       r"large; tcgkit reads decks of at most 5000 cards"):
        load_deck(write(tmp_path, "huge.txt", "Deck\n" + "9" * 100 + " Forest\n"))
    with pytest.raises(MalformedInput, match=r"zero.txt:2: a count must be at least 1"):
        load_deck(write(tmp_path, "zero.txt", "Deck\n0 Forest (M10) 1\n"))


# ---------------------------------------------------------------------- Forge .dck

FORGE = """[metadata]
Name=Forge Bears
[Main]
4 Grizzly Bears|10E|1
52 Forest|M10
4 Craw Wurm
[Sideboard]
3 Hill Giant|M10|2
"""


def test_forge_dck(tmp_path: Path) -> None:
    path = write(tmp_path, "bears.dck", FORGE)
    deck = load_deck(path)
    assert deck.format == "forge" and deck.name == "Forge Bears"
    bears = deck.section("main")[0]
    assert (bears.name, bears.count, bears.set_code, bears.number, bears.line) == \
        ("Grizzly Bears", 4, "10E", "1", 4)
    assert Counter(read_deck(path, MTG)) == Counter(["Grizzly Bears"] * 4 + ["Forest"] * 52
                                                     + ["Craw Wurm"] * 4)
    text = write_deck(deck, "forge", MTG)
    assert text.startswith("[metadata]\nName=Forge Bears\n[Main]\n4 Grizzly Bears|10E|1\n")
    assert "[Sideboard]\n3 Hill Giant|M10|2\n" in text
    assert parse(text, "forge").entries == deck.entries


def test_forge_errors_name_the_line(tmp_path: Path) -> None:
    with pytest.raises(MalformedInput, match=r"a.dck:1: a line before any section"):
        load_deck(write(tmp_path, "a.dck", "4 Forest\n"))
    with pytest.raises(MalformedInput, match=r"b.dck:2: unknown section '\[Planes\]'"):
        load_deck(write(tmp_path, "b.dck", "[Main]\n[Planes]\n"))
    with pytest.raises(MalformedInput, match=r"c.dck:2: a \[metadata\] line is 'Key=Value'"):
        load_deck(write(tmp_path, "c.dck", "[metadata]\nName Forge\n"))


# ---------------------------------------------------------------------- plain lists

def test_duel_masters_list_in_japanese_is_found_by_its_names(tmp_path: Path) -> None:
    deck = DM.demo_decks("vanilla")[0]
    text = "".join(f"1 {DM.pool.get(n).jp or n}\n" for n in deck)
    path = write(tmp_path, "dm.txt", text)
    loaded = load_deck(path)
    assert loaded.format == "plain" and guess_game(loaded) == "dm"
    result = check_deck(loaded, DM)
    assert result.legal and Counter(result.names()) == Counter(deck)
    assert write_deck(loaded, "plain", DM).splitlines()[0].endswith(deck[0])


def test_plain_refuses_to_drop_a_side_deck() -> None:
    deck = DeckList.from_names(["Forest"] * 60, side=["Grizzly Bears"])
    with pytest.raises(MalformedInput, match="no side deck"):
        write_deck(deck, "plain", MTG)


def test_the_command_offers_every_format() -> None:
    from tcgkit.cli import deck as deck_command

    assert deck_command._FORMATS == FORMATS


def test_format_detection() -> None:
    assert detect_format("#main\n123\n") == "ydk"
    assert detect_format("123\n", "x.YDK") == "ydk"
    assert detect_format("[Main]\n4 Forest\n") == "forge"
    assert detect_format("4 Forest\n", "x.dck") == "forge"
    assert detect_format("Deck\n4 Forest\n") == "arena"
    assert detect_format("4 Forest (M10) 246\n") == "arena"
    assert detect_format("4 Forest\n# comment\nLuster Dragon #2\n") == "plain"


# ---------------------------------------------------------------------- the commands

def test_deck_check_says_legal_and_per_card_status(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "deck.ydk", ydk(ygo_main(), EXTRA))
    code, out, _ = run(["deck", "check", str(path)], capsys)
    assert code == 0 and out.startswith(f"{path}: legal (Yu-Gi-Oh!")
    assert "Gaia Knight, the Force of Earth" in out and "41 implemented" in out


def test_deck_check_lists_every_problem(tmp_path: Path, store: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    from tcgkit.carddb import import_file

    import_file(make_cdb(tmp_path / "cards.cdb"))
    text = "\n".join(["Deck", "4 Grizzly Bears", "5 Craw Wurm", "1 Grizly Bears",
                      "50 Forest", "Sideboard", "16 Forest"]) + "\n"
    path = write(tmp_path, "deck.txt", text)
    code, out, _ = run(["deck", "check", str(path)], capsys)
    assert code == 1 and "NOT LEGAL" in out
    assert f"{path}:3: 5 copies of Craw Wurm; at most 4 are allowed (CR 100.2a)" in out
    assert f"{path}:4: unknown mtg card 'Grizly Bears' (closest: Grizzly Bears" in out
    assert "16 cards in the sideboard; a sideboard has at most 15 cards (CR 100.4a)" in out
    # Yu-Gi-Oh!: an imported monster plays by its statistics, a Spell cannot be played.
    main = ygo_main()[:38] + ["Test Knight", "Test Spell"]
    lines = ydk(main[:38]).split("#extra")[0] + "11111112\n33333333\n#extra\n!side\n"
    path = write(tmp_path, "imp.ydk", lines)
    code, out, _ = run(["deck", "check", str(path), "--game", "ygo"], capsys)
    assert code == 1
    assert f"{path}:42: Test Spell cannot be played: a Spell Card" in out
    assert "Test Knight" in out and "stats only (plays as a vanilla card" in out
    code, out, _ = run(["deck", "check", str(path), "--json"], capsys)
    assert code == 1 and '"status": "stats only"' in out


def test_deck_check_refuses_a_malformed_file(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deck.ydk"
    path.write_bytes(b"#main\n89631139\n\x00\x01\x02")
    code, out, err = run(["deck", "check", str(path)], capsys)
    assert code == 2 and out == "" and err == f"tcgkit: {path}:3: binary data (byte 0x00); " \
        "a deck file is UTF-8 text\n"
    plain = write(tmp_path, "what.txt", "1 Nothing Anyone Knows\n")
    code, out, err = run(["deck", "check", str(plain)], capsys)
    assert code == 2 and "cannot tell which game" in err


def test_deck_convert(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "deck.ydk", ydk(ygo_main(), EXTRA))
    code, out, _ = run(["deck", "convert", str(path), "--to", "ydke"], capsys)
    assert code == 0 and out.startswith("ydke://")
    assert Counter(read_deck(out.strip(), YGO)) == Counter(ygo_main() + EXTRA)
    target = tmp_path / "deck.txt"
    code, _, _ = run(["deck", "convert", out.strip(), "--to", "plain", "-o", str(target)],
                     capsys)
    assert code == 0 and Counter(read_deck(target, YGO)) == Counter(ygo_main() + EXTRA)


def test_duel_takes_any_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ydk_path = write(tmp_path, "a.ydk", ydk(ygo_main(), EXTRA))
    url = write_deck(DeckList.from_names(ygo_main()), "ydke", YGO).strip()
    code, out, _ = run(["duel", "--game", "ygo", "--decks", str(ydk_path), url], capsys)
    assert code == 0 and "Game over" in out
    forge = write(tmp_path, "b.dck", FORGE)
    arena = write(tmp_path, "c.txt", ARENA)
    code, out, _ = run(["duel", "--game", "mtg", "--decks", str(forge), str(arena)], capsys)
    assert code == 0 and "Game over" in out


def test_printings_cross_formats_by_set_code_only(tmp_path: Path) -> None:
    """An Arena collector number is no Forge art index: only the set code crosses."""
    arena = load_deck(write(tmp_path, "deck.txt", ARENA))
    forge = write_deck(arena, "forge", MTG)
    assert "24 Forest|M10\n" in forge and "4 Grizzly Bears|10E\n" in forge
    back = write_deck(load_deck(write(tmp_path, "bears.dck", FORGE)), "arena", MTG)
    assert "4 Grizzly Bears (10E)\n" in back and "3 Hill Giant (M10)\n" in back


def test_format_can_be_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An MTGO list with no headers and no set codes reads as arena when told so."""
    path = write(tmp_path, "mtgo.txt", "56 Forest\n4 Grizzly Bears\n\n2 Hill Giant\n")
    assert load_deck(path).format == "plain"
    code, out, _ = run(["deck", "check", str(path), "--game", "mtg", "--format", "arena"],
                       capsys)
    assert code == 0 and "arena format" in out and "Hill Giant" in out and "[side]" in out


def test_deck_check_applies_the_games_own_deck_rules(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Beyond size and copies: Duel Masters' Hall of Fame (rules.validate_deck)."""
    deck = list(DM.demo_decks("vanilla")[0][:36]) + ["Emperor Kiriko"] * 4
    path = write(tmp_path, "kiriko.txt", "".join(f"{n}\n" for n in deck))
    code, out, _ = run(["deck", "check", str(path)], capsys)
    assert code == 1 and f"{path}: the deck lists 4 Emperor Kiriko: it is a Hall of Fame " \
        "card" in out
