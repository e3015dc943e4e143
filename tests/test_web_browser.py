"""End to end in a real headless Chromium (Debian's `chromium`, driven by
Python Playwright): a visitor pastes a deck with a mistake, reads the line
and the rule, fixes it and plays a whole game against the AI by clicking."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from web_helpers import make_store, running_server

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

if not Path(CHROMIUM).exists():
    pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium; .ci/run does)",
                allow_module_level=True)
playwright_api = pytest.importorskip("playwright.sync_api",
                                     reason="Python Playwright is not installed")

from optcg.decks import builtin_decks  # noqa: E402

BUILTIN = Path(__import__("optcg.decks", fromlist=["x"]).__file__).with_name("builtin")


@pytest.fixture
def server(tmp_path):
    store = make_store("sqlite", tmp_path)
    with running_server(store) as (address, _):
        yield f"http://{address}"
    store.close()


@pytest.fixture
def page():
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(viewport={"width": 1360, "height": 900})
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        # a refused deck is a 400 the page shows, not an error of the page
        page.on("console", lambda m: errors.append(m.text) if m.type == "error"
                and "status of 400" not in m.text else None)
        yield page
        browser.close()
        assert not errors, f"the page reported errors: {errors}"


def test_a_visitor_fixes_a_pasted_deck_then_plays_a_whole_game_by_clicking(server, page):
    assert "st01" in builtin_decks()
    good = (BUILTIN / "st01.txt").read_text()
    lines = [x for x in good.splitlines() if x.strip() and not x.startswith("#")]
    bad = "\n".join(lines[:2] + ["4xNOPE-999"] + lines[2:])
    page.goto(server)
    page.select_option("#deck-choice", "__paste__")
    page.fill("#deck-text", bad)
    page.click("#start")
    problem = page.wait_for_selector("#deck-problems li")
    assert problem.get_attribute("data-line") == "3" and "NOPE-999" in problem.inner_text()
    page.fill("#deck-text", good)
    page.select_option("#ai-kind", "greedy")
    page.click("#start")
    page.wait_for_selector("#side-0 .card", timeout=60_000)
    assert "?game=" in page.url
    shot = os.environ.get("OPTCG_WEB_SCREENSHOT")
    clicks = by_card = 0
    while not page.query_selector("#result"):
        page.wait_for_selector("#options button.option, #result", timeout=120_000)
        if page.query_selector("#result"):
            break
        picks = page.query_selector_all("#board .card.pick")
        options = page.query_selector_all("#options button.option")
        kinds = {o.get_attribute("data-kind") for o in options}
        if picks and clicks % 3 == 0:          # a card of the board, now and then
            picks[0].click()
            by_card += 1
            if page.query_selector("#options button.quiet:text('All options')"):
                page.click("#options button.option")
        elif "attack" in kinds and clicks % 2:
            page.click("#options button.option[data-kind='attack']")
        else:
            options[0].click()
        clicks += 1
        if shot and clicks == 40:
            page.screenshot(path=shot)
        assert clicks < 2000, "the game does not end"
    result = page.inner_text("#result")
    assert result.startswith(("You win", "You lose", "A draw"))
    assert by_card > 0 and clicks > 10
    log = page.inner_text("#log")
    assert "[CR 5-2-1-4]" in log              # the log names the rule of each step
    csp = page.evaluate("fetch('/').then(r => r.headers.get('content-security-policy'))")
    assert "script-src 'self'" in csp


def test_a_reloaded_tab_resumes_its_game(server, page):
    page.goto(server)
    page.click("#start")
    page.wait_for_selector("#options button.option", timeout=60_000)
    before = page.inner_text("#side-0")
    page.reload()
    page.wait_for_selector("#options button.option", timeout=60_000)
    assert page.inner_text("#side-0") == before
    assert page.inner_text("#status").startswith(("You are P1", "Turn"))


def test_two_browsers_play_each_other_through_a_room_link(server):
    """The host opens a room and sends its link; the guest opens it, joins
    with their deck, and both play to the end by clicking (the defender's
    block, counter and [Trigger] decisions too), a third tab watching."""
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        host, guest, watcher = (browser.new_context().new_page() for _ in range(3))
        host.goto(server)
        host.click("#open-room")
        link = host.wait_for_selector("#room-link").get_attribute("href")
        assert "?room=" in link
        guest.goto(link)
        guest.select_option("#deck-choice", "st02")
        guest.click("#join-room")
        for page in (host, guest):
            page.wait_for_selector("#side-0 .card", timeout=60_000)
        watcher.goto(host.url)            # a new browser: no seat token, a spectator
        watcher.wait_for_selector("#side-1 .card", timeout=60_000)
        assert watcher.inner_text("#status") == "Watching" or "Turn" in watcher.inner_text("#status")
        assert not watcher.query_selector("#side-0 .row:last-child .card:not(.back)")
        kinds: set[str] = set()
        for clicks in range(3000):
            if host.query_selector("#result") and guest.query_selector("#result"):
                break
            moved = False
            for page in (host, guest):
                buttons = page.query_selector_all("#options button.option")
                if buttons:
                    kinds.update(b.get_attribute("data-kind") for b in buttons)
                    buttons[clicks % len(buttons)].click()
                    moved = True
            if not moved:
                host.wait_for_timeout(50)
        assert host.query_selector("#result") and guest.query_selector("#result")
        # the defender's battle decisions were taken in the browser (which
        # ones varies: a room's game has a random seed)
        assert kinds & {"no_block", "end_counters", "decline_trigger", "use_trigger"}
        watcher.wait_for_selector("#result", timeout=30_000)
        browser.close()
