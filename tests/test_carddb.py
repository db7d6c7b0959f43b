"""Card databases the user already has: a ygopro ``cards.cdb``, MTGJSON's AtomicCards and
a Scryfall bulk file, each built here by the test (never real data). Imported cards play
by their statistics where their game allows it ("stats only"), are refused by name where
it does not ("not playable"), survive a saved game, and a malformed or hostile database
is refused naming the file, never with a traceback."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from tcgkit import load_game
from tcgkit.carddb import NOT_PLAYABLE, STATS_ONLY, UNKNOWN, import_file, status
from tcgkit.carddb import reading as reading_module
from tcgkit.cli.main import main
from tcgkit.core.errors import MalformedInput, UnknownCard
from tcgkit.decks import read_deck
from tcgkit.games import get_rules

# ygopro's bit fields, written out here independently of the importer's names.
MONSTER, SPELL, NORMAL, EFFECT, FUSION, TOKEN = 0x1, 0x2, 0x10, 0x20, 0x40, 0x4000
LIGHT, DARK = 0x10, 0x20
WARRIOR, DRAGON = 0x1, 0x2000

Row = tuple[int, int, int, int, int, int, int, int, str, str]
"""id, alias, type, atk, def, level, race, attribute, name, desc"""

ROWS: list[Row] = [
    (11111111, 0, MONSTER | NORMAL, 1800, 1200, 4, WARRIOR, LIGHT, "Test Knight",
     "A knight made for tests."),
    (11111112, 11111111, MONSTER | NORMAL, 1800, 1200, 4, WARRIOR, LIGHT, "Test Knight",
     "A knight made for tests."),
    (22222222, 0, MONSTER | EFFECT, 1500, 1000, 3, DRAGON, DARK, "Test Drake",
     "If this card is Normal Summoned: draw 1 card."),
    (33333333, 0, SPELL, 0, 0, 0, 0, 0, "Test Spell", "Draw 2 cards."),
    (44444444, 0, MONSTER | FUSION | EFFECT, 2500, 2000, 7, DRAGON, DARK, "Test Fusion",
     "Test Knight + Test Drake"),
    (55555555, 0, MONSTER | TOKEN, 0, 0, 1, WARRIOR, LIGHT, "Test Token", ""),
    # tcgkit's own card under another printing's passcode.
    (89631140, 0, MONSTER | NORMAL, 3000, 2500, 8, DRAGON, LIGHT, "Blue-Eyes White Dragon",
     "This legendary dragon is a powerful engine of destruction."),
]


def make_cdb(path: Path, rows: Sequence[Row] = ROWS) -> Path:
    """An SQLite file with the ygopro schema holding ``rows``."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE datas(id integer primary key, ot integer, alias integer, "
                 "setcode integer, type integer, atk integer, def integer, level integer, "
                 "race integer, attribute integer, category integer)")
    conn.execute("CREATE TABLE texts(id integer primary key, name text, desc text, str1 text, "
                 "str2 text)")
    for code, alias, kind, atk, dfn, level, race, attr, name, desc in rows:
        conn.execute("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                     (code, 3, alias, 0, kind, atk, dfn, level, race, attr, 0))
        conn.execute("INSERT INTO texts VALUES (?,?,?,?,?)", (code, name, desc, "", ""))
    conn.commit()
    conn.close()
    return path


ATOMIC = {"meta": {"version": "test"}, "data": {
    "Test Bear": [{"name": "Test Bear", "manaCost": "{1}{G}", "type": "Creature — Bear",
                   "power": "2", "toughness": "2",
                   "foreignData": [{"language": "Japanese", "name": "試験の熊"}]}],
    "Test Bolt": [{"name": "Test Bolt", "manaCost": "{R}", "type": "Instant",
                   "text": "Test Bolt deals 3 damage to any target."}],
    "Snow-Covered Test": [{"name": "Snow-Covered Test", "type": "Basic Snow Land — Forest",
                           "text": "({T}: Add {G}.)"}],
    "Test Flyer": [{"name": "Test Flyer", "manaCost": "{1}{U}", "type": "Creature — Bird",
                    "power": "1", "toughness": "1", "text": "Flying"}],
    "Test Giant": [{"name": "Test Giant", "manaCost": "{3}{R}", "type": "Creature — Giant",
                    "power": "*", "toughness": "3"}],
    "Grizzly Bears": [{"name": "Grizzly Bears", "manaCost": "{1}{G}",
                       "type": "Creature — Bear", "power": "2", "toughness": "2"}],
}}

SCRYFALL = [
    {"object": "card", "name": "Test Ox", "mana_cost": "{2}{W}", "type_line": "Creature — Ox",
     "oracle_text": "", "power": "2", "toughness": "4", "layout": "normal"},
    {"object": "card", "name": "Test Spirit", "type_line": "Token Creature — Spirit",
     "power": "1", "toughness": "1", "layout": "token"},
    {"object": "card", "name": "Day // Night", "type_line": "Instant // Instant",
     "layout": "split", "card_faces": [{"name": "Day"}, {"name": "Night"}]},
]


@pytest.fixture(autouse=True)
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A card store of the test's own, and the games' pools as they were afterwards:
    imported cards join a pool when first named, which must not leak into other tests."""
    home = tmp_path / "home"
    monkeypatch.setenv("TCGKIT_HOME", str(home))
    pools = [get_rules(g).pool for g in ("ygo", "mtg", "dm")]
    saved = [(dict(p._cards), dict(p._index)) for p in pools]
    yield home
    for pool, (cards, index) in zip(pools, saved, strict=True):
        pool._cards, pool._index = cards, index


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``tcgkit argv``: exit status, stdout and stderr."""
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


# ---------------------------------------------------------------------- ygopro cards.cdb

def test_cdb_import_stores_stats_and_says_what_plays(tmp_path: Path) -> None:
    report = import_file(make_cdb(tmp_path / "cards.cdb"))
    assert (report.game, report.stored, report.playable, report.own) == ("ygo", 4, 2, 1)
    ygo = get_rules("ygo")
    knight = status(ygo, "Test Knight")
    assert knight.status == STATS_ONLY and knight.card is not None
    assert (knight.card.atk, knight.card.defense, knight.card.level) == (1800, 1200, 4)
    assert (knight.card.attribute, knight.card.race, knight.card.normal) == \
        ("LIGHT", "Warrior", True)
    drake = status(ygo, "test drake")  # names are found as forgivingly as the pool's
    assert drake.status == STATS_ONLY and drake.card is not None
    assert drake.card.abilities == () and not drake.card.normal
    assert "effects are not played" in drake.detail
    spell = status(ygo, "Test Spell")
    assert spell.status == NOT_PLAYABLE and "Spell Card" in spell.detail
    assert spell.stored is not None and spell.stored.text == "Draw 2 cards."
    fusion = status(ygo, "Test Fusion")
    assert fusion.status == NOT_PLAYABLE and "Extra Deck" in fusion.detail
    assert status(ygo, "Test Token").status == UNKNOWN  # tokens are no deck's cards
    assert status(ygo, "Blue-Eyes White Dragon").status == "implemented"
    with pytest.raises(UnknownCard):
        ygo.pool.get("Test Spell")  # never silently vanilla


def test_stats_only_monster_is_played_and_survives_a_saved_game(tmp_path: Path,
                                                                store: Path) -> None:
    import_file(make_cdb(tmp_path / "cards.cdb"))
    ygo = get_rules("ygo")
    deck = ["Test Knight"] * 3 + ["Test Drake"] * 3 + list(ygo.demo_decks("vanilla")[0][:34])
    state = ygo.new_game(seed=1, decks=[deck, deck])
    knights = [o for o in state.objects if o.card.name == "Test Knight"]
    assert len(knights) == 6 and knights[0].card.atk == 1800
    saved = state.to_json()
    # A fresh process that imported the same database loads the game ...
    script = ("import sys; from tcgkit import load_game; s = load_game(sys.stdin.read()); "
              "print(sum(o.card.name == 'Test Knight' for o in s.objects))")
    env = dict(os.environ, TCGKIT_HOME=str(store))
    done = subprocess.run([sys.executable, "-c", script], input=saved, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "6"
    # ... and one that did not refuses it naming the card, without a traceback.
    script = ("import sys; from tcgkit import load_game, MalformedInput\ntry:\n "
              "load_game(sys.stdin.read())\nexcept MalformedInput as e:\n print(e)")
    env["TCGKIT_HOME"] = str(tmp_path / "elsewhere")
    done = subprocess.run([sys.executable, "-c", script], input=saved, env=env,
                          capture_output=True, text=True, timeout=120)
    assert "Test Knight" in done.stdout or "Test Drake" in done.stdout, done.stderr
    assert load_game(saved).objects[knights[0].id].card.name == "Test Knight"


def test_alias_passcodes_lead_to_their_card(tmp_path: Path) -> None:
    from tcgkit.decks.check import passcode_name

    import_file(make_cdb(tmp_path / "cards.cdb"))
    ygo = get_rules("ygo")
    assert passcode_name(ygo, 11111112) == "Test Knight"
    assert passcode_name(ygo, 89631140) == "Blue-Eyes White Dragon"  # tcgkit's own card
    assert passcode_name(ygo, 89631139) == "Blue-Eyes White Dragon"
    assert passcode_name(ygo, 12345678) is None


def test_a_second_import_replaces_cards_of_the_same_name(tmp_path: Path) -> None:
    import_file(make_cdb(tmp_path / "a.cdb"))
    rows = [(11111111, 0, MONSTER | NORMAL, 1900, 1200, 4, WARRIOR, LIGHT, "Test Knight",
             "Stronger now.")]
    report = import_file(make_cdb(tmp_path / "b.cdb", rows))
    assert report.stored == 1
    st = status(get_rules("ygo"), "Test Knight")
    assert st.stored is not None and st.stored.stats["atk"] == 1900
    assert status(get_rules("ygo"), "Test Spell").status == NOT_PLAYABLE  # still stored


# ---------------------------------------------------------------------- Magic

def test_mtgjson_creatures_without_text_and_basic_lands_play(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC), encoding="utf-8")
    report = import_file(path, "mtg")
    assert (report.game, report.stored, report.playable, report.own) == ("mtg", 5, 2, 1)
    mtg = get_rules("mtg")
    bear = status(mtg, "試験の熊")  # by its Japanese name
    assert bear.status == STATS_ONLY and bear.name == "Test Bear"
    assert bear.card is not None and bear.card.pt == (2, 2) and bear.card.cost == "{1}{G}"
    land = status(mtg, "Snow-Covered Test")
    assert land.status == STATS_ONLY and land.card is not None
    assert land.card.produces == "G" and not mtg.limited(land.card)  # basic: any number
    bolt = status(mtg, "Test Bolt")
    assert bolt.status == NOT_PLAYABLE and "an instant with rules text" in bolt.detail
    assert status(mtg, "Test Flyer").status == NOT_PLAYABLE  # "Flying" is rules text
    assert "not a number" in status(mtg, "Test Giant").detail


def test_a_stats_only_creature_fights(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC), encoding="utf-8")
    import_file(path)
    from tcgkit.agents import RandomAgent, play_out

    deck = ["Test Bear"] * 4 + ["Snow-Covered Test"] * 24 + ["Grizzly Bears"] * 4 + \
        ["Forest"] * 4 + ["Craw Wurm"] * 4 + ["Trained Armodon"] * 4 + ["Balduvian Bears"] * 4 \
        + ["Enormous Baloth"] * 4 + ["Hill Giant"] * 4 + ["Mountain"] * 4
    state = get_rules("mtg").new_game(seed=2, decks=[deck, deck])
    play_out(state, RandomAgent(2))
    text = "\n".join(e.fmt.format(*e.args) if e.args else e.fmt for e in state.log)
    assert "Test Bear" in text and state.is_over


def test_a_plain_deck_with_a_card_that_cannot_be_played_says_why(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC), encoding="utf-8")
    import_file(path, "mtg")
    deck = tmp_path / "bolts.txt"
    deck.write_text("56 Forest\n4 Test Bolt\n", encoding="utf-8")
    # Known, but not playable: the reason, as deck check gives it, not "unknown".
    with pytest.raises(MalformedInput, match=r"bolts.txt:2: Test Bolt cannot be played: "
                       r"an instant with rules text"):
        read_deck(deck, get_rules("mtg"))


def test_a_power_of_digits_int_refuses_is_not_a_number(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {"Test Square": [
        {"name": "Test Square", "manaCost": "{G}", "type": "Creature — Bear",
         "power": "²", "toughness": "2"}]}}), encoding="utf-8")
    report = import_file(path, "mtg")
    assert (report.stored, report.playable) == (1, 0)
    assert "not a number" in status(get_rules("mtg"), "Test Square").detail


def test_scryfall_bulk_file(tmp_path: Path) -> None:
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps(SCRYFALL), encoding="utf-8")
    report = import_file(path)
    assert (report.game, report.stored, report.playable) == ("mtg", 2, 1)
    mtg = get_rules("mtg")
    ox = status(mtg, "Test Ox")
    assert ox.status == STATS_ONLY and ox.card is not None and ox.card.pt == (2, 4)
    assert status(mtg, "Test Spirit").status == UNKNOWN  # a token is no deck's card
    split = status(mtg, "Day // Night")
    assert split.status == NOT_PLAYABLE and "several faces" in split.detail


# ---------------------------------------------------------------------- the command

def test_cards_import_and_show_commands(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    cdb = make_cdb(tmp_path / "cards.cdb")
    code, out, _ = run(["cards", "import", str(cdb)], capsys)
    assert code == 0 and "4 cards stored" in out and "2 of them playable" in out
    code, out, _ = run(["cards", "show", "Test Drake", "--game", "ygo"], capsys)
    assert code == 0 and "stats only" in out and "draw 1 card" in out
    assert "\n  Level 3 DARK Dragon ATK 1500 / DEF 1000\n" in out  # its statistics
    code, out, _ = run(["cards", "show", "Test Fusion", "--game", "ygo"], capsys)
    assert code == 0 and "not playable" in out and "atk 2500" in out
    code, _, err = run(["cards", "show", " ", "--game", "ygo"], capsys)
    assert code == 2 and err == "tcgkit: cards show: give a card's name\n"
    code, out, _ = run(["cards", "show", "Test Knigt", "--game", "ygo"], capsys)
    assert code == 1 and "unknown" in out and "Test Knight" in out
    code, _, err = run(["cards", "import", str(cdb), "--game", "mtg"], capsys)
    assert code == 2 and str(cdb) in err and "not mtg" in err


# ---------------------------------------------------------------------- hostile databases

def refused(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What ``tcgkit cards import`` says refusing ``path`` (exit 2, one line, no
    traceback), having left the store as it was."""
    code, out, err = run(["cards", "import", str(path)], capsys)
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith(f"tcgkit: {path}") and err.count("\n") == 1, err
    assert not (Path(os.environ["TCGKIT_HOME"]) / "cards").exists()
    return err


def test_not_a_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "cards.cdb"
    path.write_bytes(b"\x00\x01binary junk" * 10)
    assert "not a card database" in refused(path, capsys)
    truncated = tmp_path / "short.cdb"
    truncated.write_bytes(make_cdb(tmp_path / "whole.cdb").read_bytes()[:200])
    assert "not a readable ygopro card database" in refused(truncated, capsys)


def test_wrong_tables_and_views(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "other.cdb"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE cards(id integer)")
    conn.execute("CREATE VIEW datas AS SELECT 1 AS id")  # a view is no table of cards
    conn.commit()
    conn.close()
    assert "no table 'datas'" in refused(path, capsys)
    path = tmp_path / "columns.cdb"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE datas(id integer, type integer)")
    conn.execute("CREATE TABLE texts(id integer, name text, desc text)")
    conn.commit()
    conn.close()
    assert "lacks the column(s) alias, atk" in refused(path, capsys)


def test_bad_rows_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows: list[Row] = [ROWS[0], (22222222, 0, MONSTER, 0, 0, 4, 1, 1, "", "no name")]
    err = refused(make_cdb(tmp_path / "a.cdb", rows), capsys)
    assert "datas row 2 (id 22222222): no card name" in err
    path = make_cdb(tmp_path / "b.cdb", ROWS[:1])
    conn = sqlite3.connect(path)
    conn.execute("UPDATE datas SET atk = 'lots'")
    conn.commit()
    conn.close()
    assert "datas row 1: a statistic that is not an integer" in refused(path, capsys)


def test_control_characters_are_refused_so_no_terminal_obeys_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], store: Path) -> None:
    rows = [(11111111, 0, MONSTER | NORMAL, 1800, 1200, 4, WARRIOR, LIGHT,
             "Test \x1b[2JKnight", "")]
    err = refused(make_cdb(tmp_path / "a.cdb", rows), capsys)
    assert "card 'Test \\x1b[2JKnight': its name holds a control character" in err
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {"Test Bolt": [
        {"type": "Instant", "text": "Deal 3.\x1b]0;title\x07"}]}}), encoding="utf-8")
    assert "card 'Test Bolt': its text holds a control character" in refused(path, capsys)
    # Line ends and tabs in a text are text.
    path.write_text(json.dumps({"data": {"Test Bolt": [
        {"type": "Instant", "text": "Deal 3.\r\nThen\tdraw."}]}}), encoding="utf-8")
    assert import_file(path, "mtg").stored == 1
    # A store file edited by hand to hold one is refused as damaged.
    doc = json.loads((store / "cards" / "mtg.json").read_text(encoding="utf-8"))
    doc["cards"][0]["name"] = "Test\x1bBolt"
    (store / "cards" / "mtg.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(MalformedInput, match=r"card 1: damaged card store entry \(a control "
                       r"character in its name\)"):
        get_rules("mtg").pool.get("Nobody Knows This Card")


def test_huge_files_are_refused_before_reading(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reading_module, "MAX_SQLITE_BYTES", 1000)
    monkeypatch.setattr(reading_module, "MAX_JSON_BYTES", 1000)
    monkeypatch.setattr("tcgkit.carddb.ygopro.MAX_SQLITE_BYTES", 1000)
    assert "tcgkit reads SQLite card databases of at most 1000" in \
        refused(make_cdb(tmp_path / "cards.cdb"), capsys)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(SCRYFALL * 10), encoding="utf-8")
    assert "JSON card databases of at most 1000" in refused(path, capsys)


def test_bad_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text('{"data": {\n  "Test Bear": [}\n}', encoding="utf-8")
    assert f"{path}:2:17: not valid JSON" in refused(path, capsys)
    bomb = tmp_path / "bomb.json"
    bomb.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    assert "nested too deeply" in refused(bomb, capsys)
    shape = tmp_path / "shape.json"
    shape.write_text('{"data": {"Test Bear": "a bear"}}', encoding="utf-8")
    assert "card 'Test Bear': not a list of card faces" in refused(shape, capsys)
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'[\n{"object": "card", "name": "Caf\xe9"}]')
    assert f"{latin}:2: not UTF-8" in refused(latin, capsys)
    objects = tmp_path / "objects.json"
    objects.write_text('[{"object": "set"}]', encoding="utf-8")
    assert "card 1: not a Scryfall card object" in refused(objects, capsys)


def test_a_damaged_store_is_named(store: Path) -> None:
    (store / "cards").mkdir(parents=True)
    (store / "cards" / "ygo.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(MalformedInput, match=r"card store ygo\.json: damaged"):
        get_rules("ygo").pool.get("Nobody Knows This Card")


def test_a_store_with_passcodes_that_are_not_numbers_is_named(store: Path) -> None:
    (store / "cards").mkdir(parents=True)
    doc = {"format": "tcgkit-card-store", "version": 1, "game": "ygo", "aliases": {"²": "Q"},
           "cards": [{"name": "Q", "kind": "monster", "stats": {}, "passcodes": ["²"]}]}
    (store / "cards" / "ygo.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(MalformedInput, match=r"card store ygo\.json, card 1: damaged"):
        get_rules("ygo").pool.get("Nobody Knows This Card")
    doc["cards"] = []  # an alias that is not a passcode is left out
    (store / "cards" / "ygo.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(UnknownCard):
        get_rules("ygo").pool.get("Nobody Knows This Card")


# ---------------------------------------------------------------------- Duel Masters

DM_LIST = {"format": "tcgkit-cards", "game": "dm", "cards": [
    {"name": "Test Beetle", "jp": "テスト・ビートル", "kind": "creature",
     "civilizations": ["nature"], "cost": 2, "power": 2000, "race": "Giant Insect"},
    {"name": "Test Blaster", "kind": "creature", "civilizations": ["fire"], "cost": 3,
     "power": 3000, "race": "Human", "text": "Speed attacker"},
    {"name": "Test Blast", "kind": "spell", "civilizations": ["fire"], "cost": 2},
]}


def test_duel_masters_card_list(tmp_path: Path) -> None:
    from tcgkit.decks import check_deck, parse

    path = tmp_path / "dm.json"
    path.write_text(json.dumps(DM_LIST, ensure_ascii=False), encoding="utf-8")
    report = import_file(path, "dm")
    assert (report.game, report.kind, report.stored, report.playable) == \
        ("dm", "tcgkit card list", 3, 1)
    dm = get_rules("dm")
    beetle = status(dm, "テスト・ビートル")
    assert beetle.status == STATS_ONLY and beetle.card is not None
    assert (beetle.card.cost, beetle.card.power, beetle.card.civilizations) == \
        (2, 2000, ("nature",))
    assert status(dm, "Test Blaster").status == NOT_PLAYABLE
    assert "only creatures" in status(dm, "Test Blast").detail
    deck = list(dm.demo_decks("vanilla")[0][:36]) + ["テスト・ビートル"] * 4
    result = check_deck(parse("".join(f"{n}\n" for n in deck), "plain", "dm.txt"), dm)
    assert result.legal, result.problems
    state = dm.new_game(seed=3, decks=[deck, deck])
    assert sum(o.card.name == "Test Beetle" for o in state.objects) == 8
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "tcgkit-cards", "game": "dm",
                               "cards": [{"name": "X", "cost": "two"}]}), encoding="utf-8")
    with pytest.raises(MalformedInput, match=r"bad.json: card 1 \(X\): 'cost' and 'power'"):
        import_file(bad)


def test_sqlite_work_is_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tcgkit.carddb.ygopro._EVERY", 1)
    monkeypatch.setattr("tcgkit.carddb.ygopro._MAX_LOOKS", 50)
    assert "asks too much work of SQLite" in refused(make_cdb(tmp_path / "cards.cdb"), capsys)


def test_too_many_cards(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tcgkit.carddb.ygopro.MAX_IMPORTED", 3)
    monkeypatch.setattr("tcgkit.carddb.mtgjson.MAX_IMPORTED", 3)
    assert "7 cards; tcgkit imports at most 3" in refused(make_cdb(tmp_path / "a.cdb"), capsys)
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC), encoding="utf-8")
    assert "6 cards; tcgkit imports at most 3" in refused(path, capsys)
