"""``tcgkit view``'s page in a real headless Chromium (Debian's ``chromium``, driven by
Playwright; no browser is downloaded): it loads, steps forward and back by buttons, keys
and its step list, shows each step's rules and a requirement's text, and hides the
opponent's hand.

Without a browser these tests are skipped on a developer's machine, but fail where
``TCGKIT_BROWSER_TEST=required`` (set by ``.ci/run``) or ``CI`` is set: a check that
cannot run there must not look like one that passed. ``TCGKIT_VIEW_SCREENSHOT=PATH``
saves the README's screenshot of a Yu-Gi-Oh! game in progress.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.replay import Recorder
from tcgkit.view import ViewServer, load
from tests.test_view import HIDDEN_FROM_P1, SCENARIO

REQUIRED = os.environ.get("TCGKIT_BROWSER_TEST") == "required" or bool(os.environ.get("CI"))

# Chromium's own background traffic (updates, sync) is turned off: the page alone talks,
# and only to the viewer.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]



def _unavailable(why: str) -> None:
    if REQUIRED:
        pytest.fail(f"the browser test must run here, but {why}")
    pytest.skip(why)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium for the module's tests."""
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if executable is None:
        _unavailable("no chromium is installed (Debian: apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is missing (pip install '.[test]')")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


class Page:
    """A browser page on a viewer, collecting the page's script errors."""

    def __init__(self, browser: Any, url: str) -> None:
        self.page = browser.new_page(viewport={"width": 1400, "height": 900})
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error"
                     else None)
        self.page.goto(url)
        self.page.wait_for_selector("body[data-ready='true']", timeout=15_000)

    def at(self, n: int) -> None:
        """Wait until step ``n`` is drawn."""
        self.page.wait_for_selector(f"body[data-step='{n}']", state="attached",
                                    timeout=10_000)

    def text(self, selector: str) -> str:
        text: str = self.page.locator(selector).text_content() or ""
        return text

    def names(self, selector: str) -> list[str]:
        names: list[str] = self.page.locator(selector).all_text_contents()
        return names


def write(tmp_path: Path) -> Path:
    path = tmp_path / "view_browser.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    return path


def test_the_page_steps_shows_rules_and_hides_the_opponents_hand(browser: Any,
                                                                 tmp_path: Path) -> None:
    walk = load(write(tmp_path))
    with ViewServer(walk) as server:
        v = Page(browser, server.url)
        page = v.page
        v.at(0)
        assert v.text("#step-counter") == "Step 0 of 5"
        assert v.text("#step-label") == "setup"
        assert "Turn 3 · Player 1's turn · Main Phase 1" in v.text("#status")
        # The zones as Yu-Gi-Oh! players know them, on both boards.
        me = "section.board[data-player='1']"
        them = "section.board[data-player='2']"
        for board, deck in ((me, 5), (them, 6)):
            titles = " | ".join(v.names(f"{board} .row-title, {board} .pile-title"))
            for zone in ("Monster Zones", "Spell & Trap Zones", "Field Zone", f"Deck {deck}",
                         "GY 0", "Banished 0", "Extra Deck 0"):
                assert zone in titles, (board, zone, titles)
        assert "Extra Monster Zones" in v.text("section.shared")
        assert "LP 8000" in v.text(f"{them} .board-head")
        # Player 1's hand by name; Player 2's as two card backs.
        assert sorted(v.names(f"{me} .hand .card .name")) == ["Celtic Guardian",
                                                              "Dark Magician"]
        assert page.locator("#hand-p2 .card.back").count() == 2
        assert page.locator("#hand-p2 .card .name").count() == 0
        assert "2, hidden from you" in v.text("#hand-p2")

        # A rule of ours shows its requirement text; another rule says it is not ours.
        page.locator("#log button.rule", has_text="YGO-ND-01").first.click()
        page.wait_for_selector("#rule-text .requirement")
        assert "conducts the normal draw at the start of each Draw Phase" in \
            v.text("#rule-text")
        assert v.text("#rule-name") == "YGO-ND-01"
        page.locator("#log button.rule", has_text="Standby Phase").first.click()
        page.wait_for_selector("#rule-text .not-ours")
        assert "not one of tcgkit's requirement IDs" in v.text("#rule-text")

        # Forward by key and button, back by button and key, and by the step list.
        page.keyboard.press("ArrowRight")
        v.at(1)
        assert v.text("#step-label") == "p1: summon Celtic Guardian"
        assert v.names(f"{me} .row .card .name") == ["Celtic Guardian"]
        # Its tooltip: the printed facts, from the step's card facts.
        tip = page.locator(f"{me} .row .card", has_text="Celtic").get_attribute("title") or ""
        assert "Level 4 EARTH Warrior ATK 1400 / DEF 1200" in tip and "エルフの剣士" in tip
        assert "Player 1 Normal Summons Celtic Guardian" in v.text("#log")
        page.click("#next")
        v.at(2)
        assert "Player 2 draws a card" in v.text("#log")
        assert page.locator("#hand-p2 .card.back").count() == 3
        page.click("#next")
        v.at(3)
        assert v.text("#step-label") == "Player 2 answers"
        # The card Player 2 set: face down on their field, unnamed.
        assert page.locator(f"{them} .row .card.back").count() == 1
        page.click("#prev")
        v.at(2)
        page.keyboard.press("ArrowLeft")
        v.at(1)
        assert page.is_disabled("#prev") is False
        page.keyboard.press("End")
        v.at(5)
        assert page.is_disabled("#next")
        assert "Turn 5" in v.text("#status")
        page.locator("#steps button", has_text="4: Player 2 tries an answer").click()
        v.at(4)
        assert v.text("#step-note") == "refused"
        page.keyboard.press("Home")
        v.at(0)
        assert page.is_disabled("#prev")

        # Nowhere, at any step, a card of Player 2's hand or deck.
        for n in range(6):
            page.locator("#steps button").nth(n).click()
            v.at(n)
            html = page.content()
            for name in HIDDEN_FROM_P1:
                assert name not in html, (n, name)
        assert v.errors == []


def test_a_saved_game_in_progress_and_the_readme_screenshot(browser: Any,
                                                             tmp_path: Path) -> None:
    rec = Recorder.start("ygo", seed=5, agents=["random", "random"])
    agent = RandomAgent(5)
    for _ in range(120):
        rec.apply(agent.choose(rec.state))
    path = tmp_path / "ygo.json"
    rec.record.save(path)
    walk = load(path)
    # A Draw Phase late in the game: a full board, and a rule of ours in the log.
    n = next(i for i in range(len(walk.steps) - 1, 0, -1)
             if any(rule == "YGO-ND-01" for rule, _ in walk.steps[i].log))
    states = list(rec.record.states())
    hidden = {states[n].objects[o].card.name for o in states[n].zone("hand", 1)}
    with ViewServer(walk) as server:
        v = Page(browser, server.url)
        page = v.page
        page.locator("#steps button").nth(n).click()
        v.at(n)
        assert v.text("#step-counter") == f"Step {n} of {len(walk.steps) - 1}"
        page.locator("#log button.rule", has_text="YGO-ND-01").first.click()
        page.wait_for_selector("#rule-text .requirement")
        obs = walk.steps[n].observation
        assert page.locator("#hand-p2 .card.back").count() == obs["zones"]["p2.hand"]
        shown = {o["name"] for z in obs["zones"].values() if isinstance(z, list)
                 for o in z if "name" in o}
        html = page.content()
        for name in hidden - shown:
            assert name not in html, name
        for o in obs["zones"]["p1.monster_zone"]:
            assert o["name"] in v.text("section.board[data-player='1']")
        shot = tmp_path / "viewer.png"
        page.screenshot(path=str(shot), full_page=True)
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
        target = os.environ.get("TCGKIT_VIEW_SCREENSHOT")
        if target:
            shutil.copyfile(shot, target)
        assert v.errors == []


@pytest.mark.parametrize("game, zones", [
    ("mtg", ["Creatures and other permanents", "Lands", "Library", "Graveyard", "Exile"]),
    ("dm", ["Battle Zone", "Shields", "Mana Zone", "Deck", "Graveyard"]),
])
def test_magic_and_duel_masters_boards(browser: Any, tmp_path: Path, game: str,
                                       zones: list[str]) -> None:
    rec = Recorder.start(game, seed=4)
    agent = RandomAgent(4)
    for _ in range(60):
        if rec.state.is_over:
            break
        rec.apply(agent.choose(rec.state))
    path = tmp_path / f"{game}.json"
    rec.record.save(path)
    walk = load(path)
    with ViewServer(walk) as server:
        v = Page(browser, server.url)
        v.page.keyboard.press("End")
        last = len(walk.steps) - 1
        v.at(last)
        obs = walk.steps[last].observation
        for board in ("1", "2"):
            titles = " | ".join(v.names(f"section.board[data-player='{board}'] .row-title, "
                                        f"section.board[data-player='{board}'] .pile-title"))
            for zone in zones:
                assert zone in titles, (game, board, zone, titles)
        assert v.page.locator("#hand-p2 .card.back").count() == obs["zones"]["p2.hand"]
        mine = sorted(o["name"] for o in obs["zones"]["p1.hand"])
        assert sorted(v.names("#hand-p1 .card .name")) == mine
        assert v.errors == []
