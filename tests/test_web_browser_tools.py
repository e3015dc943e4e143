"""End to end in a real headless Chromium (Debian's `chromium`, driven by
Python Playwright): the deck builder (search, build by clicking, the
problems on their lines with the rule, save, export), the replay viewer
(step, scrub to a turn, whose view, a link), the keyboard, and the board
on a phone held sideways.  OPTCG_WEB_SCREENSHOTS=DIR saves screenshots of
these moments there (docs/web holds the ones shown in the docs)."""

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

from optcg.decks import load_deck  # noqa: E402

LAPTOP = {"width": 1366, "height": 768}
PHONE_SIDEWAYS = {"width": 844, "height": 390}


def wait_until(page, function: str, arg=None, seconds: float = 60.0) -> None:
    """Poll `function(arg)` in the page until it is true (Playwright's own
    wait_for_function polls with eval, which the page's CSP forbids)."""
    for _ in range(int(seconds * 10)):
        if page.evaluate(function, arg):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"never true: {function}")


def shot(page, name: str) -> None:
    folder = os.environ.get("OPTCG_WEB_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / name))


@pytest.fixture
def server(tmp_path):
    store = make_store("sqlite", tmp_path)
    with running_server(store) as (address, app):
        yield f"http://{address}", app
    store.close()


@pytest.fixture
def browser():
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def open_page(browser, viewport=LAPTOP, **options):
    context = browser.new_context(viewport=viewport, **options)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error"
            and "status of 4" not in m.text else None)
    return page, errors


def test_build_a_deck_by_clicking_see_its_problems_save_and_export_it(server, browser):
    base, _ = server
    page, errors = open_page(browser)
    page.goto(base)
    page.wait_for_selector("#who:text('Guest')")       # a guest at once
    page.click("#tab-builder")
    page.fill("#search-name", "Monkey.D.Luffy")
    page.select_option("#search-category", "Leader")
    page.select_option("#search-color", "Red")
    page.click("#search")
    page.wait_for_selector("#results li")
    page.click("#results li[data-number='ST01-001']")
    page.select_option("#search-category", "Character")
    page.fill("#search-name", "")
    page.fill("#search-type", "Straw Hat Crew")
    count = page.inner_text("#search-count")
    page.click("#search")
    wait_until(page, "(t) => document.querySelector('#search-count').textContent !== t", count)
    first = page.query_selector_all("#results li")[0]
    for _ in range(5):                                  # one copy too many (CR 5-1-2-3)
        first.click()
    text = page.input_value("#builder-text")
    assert text.startswith("1xST01-001\n5x")
    page.click("#check-deck")
    problem = page.wait_for_selector("#builder-problems li.problem[data-line='2']")
    assert "[CR 5-1-2" in problem.inner_text()
    page.keyboard.press("Tab")
    page.focus("#deck-cards li:nth-child(2)")
    page.keyboard.press("Enter")                        # one copy less, by the keyboard
    assert page.input_value("#builder-text").splitlines()[1].startswith("4x")
    shot(page, "deck-builder.png")
    page.fill("#builder-text", load_deck("st01").to_text())
    page.click("#check-deck")
    page.wait_for_selector("#builder-problems li.fine")
    name = "Red 1/2 <b>start</b>"                   # shown as text, never as markup
    page.fill("#deck-name", name)
    page.click("#save-deck")
    page.wait_for_selector("#saved-decks li button")
    assert page.inner_text("#saved-decks li button") == name
    assert not page.query_selector("#saved-decks b")
    assert page.input_value("#export-text").startswith("1xST01-001\n")
    assert not errors, errors


def _finished_game(app) -> str:
    hub = app.state.hub
    game_id, _ = hub.create((load_deck("st01"), load_deck("st02")), ["human", "human"], seed=31)
    live = hub.get(game_id)
    while not live.game.over:
        live.act(live.game.decision.player, live.count, live.count % len(live.game.decision.options))
    return game_id


def test_the_replay_viewer_steps_scrubs_to_a_turn_switches_views_and_links(server, browser):
    base, app = server
    game_id = _finished_game(app)
    page, errors = open_page(browser)
    page.goto(f"{base}/?replay={game_id}")
    page.wait_for_selector("#replay-where:text('Step 0 of')")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#replay-where:text('Step 1 of')")
    page.keyboard.press("PageDown")
    wait_until(page, "() => document.querySelector('#replay-turn').selectedIndex === 1")
    turn_option = page.query_selector_all("#replay-turn option")[4]
    page.select_option("#replay-turn", turn_option.get_attribute("value"))
    page.wait_for_selector(f"#replay-where:text('Step {turn_option.get_attribute('value')} of')")
    # a spectator sees no hand; both views (the game is over) show both hands
    assert not page.query_selector("#replay-boards .card:not(.back) >> xpath=ancestor::div"
                                   "[contains(@class,'row')][.//span[text()='Hand']]")
    page.select_option("#replay-view", "both")
    page.wait_for_selector("#replay-boards .replay-frame:nth-child(2)")
    assert "P2's view" in page.inner_text("#replay-boards")
    link = page.get_attribute("#replay-link", "href")
    assert f"replay={game_id}" in link and "view=both" in link and "step=" in link
    shot(page, "replay.png")
    other, _ = open_page(browser)
    other.goto(link)
    other.wait_for_selector(f"#replay-where:text('Step {turn_option.get_attribute('value')} of')")
    assert not errors, errors


#: the box of an element, as the page lays it out
BOX = "(s) => { const r = document.querySelector(s).getBoundingClientRect(); " \
      "return [r.left, r.top, r.right, r.bottom]; }"


def assert_reachable_without_scrolling(page) -> None:
    """The page does not scroll; your hand and the pending decision are
    wholly inside the viewport."""
    width, height = page.evaluate("[window.innerWidth, window.innerHeight]")
    assert page.evaluate("document.scrollingElement.scrollHeight") <= height + 1
    for selector in ("#side-0 .row.hand", "#decision", "#options button.option"):
        left, top, right, bottom = page.evaluate(BOX, selector)
        assert 0 <= left and 0 <= top and right <= width + 1 and bottom <= height + 1, \
            (selector, (left, top, right, bottom), (width, height))


def test_a_game_by_the_keyboard_with_undo_on_a_phone_held_sideways(server, browser):
    base, _ = server
    page, errors = open_page(browser, PHONE_SIDEWAYS, is_mobile=True, has_touch=True)
    page.goto(base)
    page.click("#start")
    page.wait_for_selector("#options button.option", timeout=60_000)
    # the board fits the width: nothing to scroll sideways
    assert page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth + 1")
    assert_reachable_without_scrolling(page)
    for _ in range(60):
        page.wait_for_selector("#options button.option, #result", timeout=60_000)
        texts = page.eval_on_selector_all("#options button.option", "bs => bs.map(b => b.textContent)")
        if any("Give" in t for t in texts):
            break
        page.keyboard.press("1")
        page.wait_for_timeout(100)
    give = next(k for k, t in enumerate(texts) if "Give" in t)
    assert give < 9
    before = page.inner_text("#side-0")
    page.keyboard.press(str(give + 1))
    wait_until(page, "(b) => document.querySelector('#side-0').innerText !== b", before)
    assert_reachable_without_scrolling(page)
    shot(page, "game-phone-sideways.png")
    page.keyboard.press("u")
    wait_until(page, "(b) => document.querySelector('#side-0').innerText === b", before)
    assert not errors, errors


def test_a_game_on_a_laptop_screen(server, browser):
    base, _ = server
    page, errors = open_page(browser, LAPTOP)
    page.goto(base)
    page.fill("#clock", "10")
    page.click("#start")
    page.wait_for_selector("#options button.option", timeout=60_000)
    for _ in range(25):
        page.keyboard.press("1")
        page.wait_for_timeout(80)
        page.wait_for_selector("#options button.option, #result", timeout=60_000)
    assert page.inner_text("#clock-line").startswith("Clock: P1 ")
    assert page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth + 1")
    shot(page, "game-laptop.png")
    assert not errors, errors
