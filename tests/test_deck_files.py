"""Deck files as users write them, and as a careless or hostile one might: encodings, byte
order marks, binary data, absurd counts and sizes. Every refusal names the file, and the
line where one is to blame, and costs nothing however large the count."""

from __future__ import annotations

import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from tcgkit.cli.main import main
from tcgkit.core.cards import CardDef
from tcgkit.core.errors import MalformedInput
from tcgkit.decks import MAX_CARDS, MAX_FILE_BYTES, MAX_LINE, parse_deck, read_deck
from tcgkit.games import get_rules, mtg, ygo

MTG_TAIL = "tcgkit reads decks of at most 5000 cards"


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    """A file named ``name`` in ``tmp_path`` holding ``content`` (text as UTF-8)."""
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def refusal(path: Path, game: str = "mtg") -> str:
    """The message ``read_deck`` refuses ``path`` with."""
    with pytest.raises(MalformedInput) as err:
        read_deck(path, get_rules(game))
    return str(err.value)


def test_the_limits_are_what_the_docs_say() -> None:
    """docs/decks.md quotes these numbers."""
    assert (MAX_FILE_BYTES, MAX_CARDS, MAX_LINE) == (1_000_000, 5000, 300)


def test_a_byte_order_mark_is_ignored(tmp_path: Path) -> None:
    """Windows editors start UTF-8 files with a BOM; the first card must still be found."""
    path = write(tmp_path, "bom.txt", "\ufeff4 Grizzly Bears\n56 Forest\n")
    assert read_deck(path, mtg.RULES) == ["Grizzly Bears"] * 4 + ["Forest"] * 56
    assert parse_deck("\ufeff灰色熊", mtg.RULES) == ["Grizzly Bears"]


def test_text_that_is_not_utf8_is_refused_naming_the_line(tmp_path: Path) -> None:
    """A Latin-1 or Shift JIS file fails at its first bad byte, on the line it is on."""
    path = write(tmp_path, "latin.txt", b"56 Forest\n4 Grizzly Bears\n1 Jaya Ballard \xe9\n")
    assert refusal(path) == (f"{path}:3: not UTF-8 text (byte 0xe9); save the deck file as "
                             "UTF-8")
    sjis = write(tmp_path, "sjis.txt", "灰色熊\n".encode("shift_jis"))
    assert refusal(sjis) == f"{sjis}:1: not UTF-8 text (byte 0x8a); save the deck file as UTF-8"


def test_utf16_gets_a_hint(tmp_path: Path) -> None:
    """Notepad's "Unicode" is UTF-16 with a byte order mark."""
    path = write(tmp_path, "utf16.txt", "60 Forest\n".encode("utf-16"))
    assert refusal(path) == (f"{path}:1: not UTF-8 text (byte 0xff) (it looks like UTF-16); "
                             "save the deck file as UTF-8")


def test_binary_data_is_refused_naming_the_line(tmp_path: Path) -> None:
    """NUL and other control bytes are valid UTF-8, so they are looked for line by line."""
    path = write(tmp_path, "nul.txt", b"56 Forest\r\n4 Grizzly\x00 Bears\r\n")
    assert refusal(path) == f"{path}:2: binary data (byte 0x00); a deck file is UTF-8 text"
    with pytest.raises(MalformedInput) as err:
        parse_deck("1 Forest\n\n1 Forest\x1b[0m\n", mtg.RULES, source="esc.txt")
    assert str(err.value) == "esc.txt:3: binary data (byte 0x1b); a deck file is UTF-8 text"


def test_old_mac_line_ends_count_as_lines() -> None:
    """A lone carriage return ends a line, as in editors, so line numbers agree."""
    with pytest.raises(MalformedInput) as err:
        parse_deck("56 Forest\r4 Grizly Bears\r", mtg.RULES, source="mac.txt")
    assert str(err.value).startswith("mac.txt:2: unknown mtg card 'Grizly Bears'")


def test_a_huge_file_is_refused_before_it_is_read_whole(tmp_path: Path) -> None:
    """A file one byte over the limit is refused on its size, whatever it holds."""
    path = write(tmp_path, "huge.txt", b"#" * (MAX_FILE_BYTES + 1))
    assert refusal(path) == (f"{path}: the file is larger than 1000000 bytes; a deck file is a "
                             "short text list")


def test_a_long_line_is_refused_but_a_long_comment_is_not() -> None:
    """Nobody's card name is a paragraph; a long one would be echoed back in full."""
    with pytest.raises(MalformedInput) as err:
        parse_deck("1 Forest\n1 " + "x" * MAX_LINE, mtg.RULES, source="long.txt")
    assert str(err.value) == ("long.txt:2: more than 300 characters before any comment; no "
                              "card name is that long")
    notes = "# " + "why this deck works " * 50
    assert parse_deck(f"{notes}\n2 Forest  {notes}\n", mtg.RULES) == ["Forest"] * 2


def test_comments() -> None:
    """A line starting with "#" is a comment whatever follows; elsewhere "#" starts one only
    between spaces, so that "Luster Dragon #2" keeps its number."""
    text = "#Main deck\n  #4 Forest\n2 Forest # lands\n1 Forest #\n"
    assert parse_deck(text, mtg.RULES) == ["Forest"] * 3
    assert parse_deck("2 Luster Dragon #2 # the sapphire one\n", ygo.RULES) == [
        "Luster Dragon #2"] * 2


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    """An unreadable file says so, with the system's reason."""
    path = tmp_path / "nope.txt"
    assert refusal(path) == f"{path}: cannot read the deck file: No such file or directory"


@pytest.mark.parametrize("count", ["99999999999999999999999", "0" * 5 + "9" * 280])
def test_a_count_with_too_many_digits_is_refused(count: str) -> None:
    """Such counts used to raise OverflowError (after building no list: it could not be
    built)."""
    with pytest.raises(MalformedInput) as err:
        parse_deck(f"{count} Forest\n", mtg.RULES, source="d.txt")
    assert str(err.value) == f"d.txt:1: the count 99999999999999999999... is too large; {MTG_TAIL}"


def test_a_huge_count_costs_nothing() -> None:
    """``999999999 Forest`` used to build a list of a billion names (about 8 GB)."""
    tracemalloc.start()
    try:
        with pytest.raises(MalformedInput) as err:
            parse_deck("4 Forest\n999999999 Forest\n", mtg.RULES, source="d.txt")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert str(err.value) == f"d.txt:2: the count 999999999 is too large; {MTG_TAIL}"
    assert peak < 1_000_000


def test_magic_basic_lands_are_unlimited_up_to_the_sanity_bound(tmp_path: Path) -> None:
    """Magic sets no largest deck and no limit on basic lands: tcgkit's own bound applies."""
    path = write(tmp_path, "lands.txt", f"{MAX_CARDS} Forest")
    assert read_deck(path, mtg.RULES) == ["Forest"] * MAX_CARDS
    path = write(tmp_path, "d.txt", f"{MAX_CARDS - 1} Forest\n# the last straw\n2 Plains")
    assert refusal(path) == f"{path}: 5001 cards; {MTG_TAIL}"
    with pytest.raises(MalformedInput) as err:
        parse_deck(path.read_text(), mtg.RULES, source="d.txt")
    assert str(err.value) == f"d.txt:3: the deck reaches 5001 cards; {MTG_TAIL}"


def test_a_lenient_parse_reads_any_counts_within_the_sanity_bound() -> None:
    """Partial or over-limit lists are read (for tools that build decks), but the bound on
    the total still holds, so a huge count costs nothing there either."""
    assert parse_deck("5 Grizzly Bears\n", mtg.RULES) == ["Grizzly Bears"] * 5
    assert parse_deck("61 Battle Ox\n", ygo.RULES) == ["Battle Ox"] * 61
    with pytest.raises(MalformedInput) as err:
        parse_deck("999999999 Grizzly Bears\n", mtg.RULES, source="d.txt")
    assert str(err.value) == f"d.txt:1: the count 999999999 is too large; {MTG_TAIL}"


@pytest.mark.parametrize("game, text, message", [
    ("mtg", "56 Forest\n2 Grizzly Bears\n3 灰色熊\n",
     ":3: 5 copies of Grizzly Bears; at most 4 are allowed (CR 100.2a)"),
    ("ygo", "3 Battle Ox\n1 Battle Ox\n" + "3 Mystical Elf\n" * 12,
     ":2: 4 copies of Battle Ox; at most 3 are allowed (YGO rule: the Deck)"),
    ("dm", "5 Burning Mane\n" + "35 Bronze-Arm Tribe\n",
     ":1: 5 copies of Burning Mane; at most 4 are allowed (DM 100.2)"),
])
def test_too_many_copies_are_refused_on_their_line(tmp_path: Path, game: str, text: str,
                                                   message: str) -> None:
    """The copies of a card are counted over every line that adds to it; the refusal
    names the line that passes the limit."""
    path = write(tmp_path, "d.txt", text)
    assert refusal(path, game).startswith(f"{path}{message}")


@pytest.mark.parametrize("game", ["mtg", "ygo"])
def test_a_huge_count_is_refused_on_its_line_before_anything_is_built(tmp_path: Path,
                                                                      game: str) -> None:
    text = {"mtg": "999999999 Grizzly Bears\n",
            "ygo": "3 Battle Ox\n3 Mystical Elf\n3 Celtic Guardian\n999999999 Dark Magician\n"}
    path = write(tmp_path, "d.txt", text[game])
    line = text[game].count("\n")
    assert refusal(path, game) == f"{path}:{line}: the count 999999999 is too large; {MTG_TAIL}"


def test_a_duel_masters_deck_over_40_is_refused(tmp_path: Path) -> None:
    """Duel Masters decks have exactly 40 cards, even when no card has too many copies."""
    rules = get_rules("dm")
    names = [c.name for c in rules.pool]
    text = "".join(f"4 {name}\n" for name in names[:10]) + f"# one more\n1 {names[10]}\n"
    path = write(tmp_path, "d.txt", text)
    assert refusal(path, "dm") == f"{path}: the deck has 41 cards; it has exactly 40 (DM 100.2)"


def test_a_yugioh_deck_over_60_is_refused(tmp_path: Path) -> None:
    """The demo pool is too small to pass 60 cards within three copies each, so the copy
    limit is lifted to reach the size check."""

    class Unlimited(type(ygo.RULES)):  # type: ignore[misc]
        max_copies = None

    path = write(tmp_path, "d.txt", "60 Battle Ox\n1 Mystical Elf\n")
    with pytest.raises(MalformedInput) as err:
        read_deck(path, Unlimited())
    assert str(err.value) == f"{path}: the Main Deck has 61 cards; it has 40 to 60 " \
                             f"(YGO rule: the Deck)"


@pytest.mark.parametrize("game, text, message", [
    ("mtg", "59 Forest\n", "the deck has 59 cards; it has at least 60 (CR 100.2a)"),
    ("ygo", "3 Battle Ox\n", "the Main Deck has 3 cards; it has 40 to 60 (YGO rule: the Deck)"),
    ("dm", "4 Burning Mane\n", "the deck has 4 cards; it has exactly 40 (DM 100.2)"),
])
def test_a_small_deck_is_refused_naming_the_file(tmp_path: Path, game: str, text: str,
                                                 message: str) -> None:
    """The smallest size is checked once the whole file is read (no line is to blame)."""
    path = write(tmp_path, "small.txt", text)
    assert refusal(path, game) == f"{path}: {message}"
    assert "player" not in refusal(path, game)


def test_the_rules_own_deck_check_runs_and_names_the_file(tmp_path: Path) -> None:
    """A game may refuse a deck for a reason of its own (a banned card, say)."""

    class Banning(type(mtg.RULES)):  # type: ignore[misc]
        def validate_deck(self, deck: list[CardDef], *, player: int) -> None:
            super().validate_deck(deck, player=player)
            if any(c.name == "Grizzly Bears" for c in deck):
                raise MalformedInput(f"player {player + 1}'s deck holds a banned card")

    path = write(tmp_path, "banned.txt", "56 Forest\n4 Grizzly Bears\n")
    with pytest.raises(MalformedInput) as err:
        read_deck(path, Banning(), player=1)
    assert str(err.value) == f"{path}: the deck holds a banned card"


BAD_FILES: list[tuple[str, bytes, str]] = [
    ("overflow.txt", b"99999999999999999999999 Forest\n",
     f":1: the count 99999999999999999999... is too large; {MTG_TAIL}"),
    ("billion.txt", b"# lands\n999999999 Forest\n",
     f":2: the count 999999999 is too large; {MTG_TAIL}"),
    ("latin1.txt", b"60 Forest\n1 Jaya Ballard \xe9\n",
     ":2: not UTF-8 text (byte 0xe9); save the deck file as UTF-8"),
    ("binary.txt", b"\x00\x01\x02\x03",
     ":1: binary data (byte 0x00); a deck file is UTF-8 text"),
    ("copies.txt", b"55 Forest\n5 Grizzly Bears\n",
     ":2: 5 copies of Grizzly Bears; at most 4 are allowed (CR 100.2a)"),
    ("small.txt", b"59 Forest\n", ": the deck has 59 cards; it has at least 60 (CR 100.2a)"),
]


@pytest.mark.parametrize("name, content, message", BAD_FILES)
def test_duel_with_a_bad_deck_file_prints_one_line(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str],
                                                   name: str, content: bytes,
                                                   message: str) -> None:
    """``tcgkit duel --decks`` names the file and line on one line and exits 2, whichever
    of the two files is bad."""
    good = write(tmp_path, "good.txt", "60 Forest\n")
    bad = write(tmp_path, name, content)
    assert main(["duel", "--game", "mtg", "--decks", str(good), str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"tcgkit: {bad}{message}\n"
    assert captured.out == ""


def test_duel_with_a_bad_deck_file_shows_no_traceback(tmp_path: Path) -> None:
    """The installed command, run as a process: one line on stderr, exit status 2."""
    bad = write(tmp_path, "overflow.txt", b"99999999999999999999999 Forest\n")
    proc = subprocess.run([sys.executable, "-m", "tcgkit.cli.main", "duel", "--game", "mtg",
                           "--decks", str(bad), str(bad)], capture_output=True, text=True,
                          timeout=60, check=False)
    assert proc.returncode == 2
    assert proc.stderr == f"tcgkit: {bad}{BAD_FILES[0][2]}\n"
    assert proc.stdout == ""
