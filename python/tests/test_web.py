"""The calculator page: its JSON answers (over HTTP, no browser), and the page itself in a real
headless Chromium driven by Playwright (Debian's chromium at /usr/bin/chromium).

`.ci/run` installs chromium and playwright and sets COMBGAMES_TEST_BROWSER=1, which makes
their absence a failure instead of a skip. With COMBGAMES_WEB_SCREENSHOTS=DIR the browser test
also saves the screenshots of docs/web.md there.
"""

import json
import os
import pathlib
import shutil
import threading
import urllib.error
import urllib.request

import pytest

import combgames as cg
from combgames.web import MAX_TEXT, STEPS, answer_board, answer_game, make_server


@pytest.fixture(scope="module")
def server():
    before = cg._set_arena_limits()
    srv = make_server(0)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    host, port = srv.server_address[:2]
    yield f"http://{host}:{port}"
    srv.shutdown()
    srv.server_close()
    cg._set_arena_limits(*before)


def post(url, body):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_answers_are_the_librarys(server):
    status, answer = post(server + "/api/game", {"text": "{3||2*|1*}"})
    assert status == 200
    assert answer["canonical"] == "{3||2*|1*}" and answer["temperature"] == "3/4"
    assert (answer["left_stop"], answer["right_stop"], answer["mean"]) == ("3", "2", "9/4")
    assert answer["svg"] == cg.Game("{3||2*|1*}").thermograph().to_svg()
    status, answer = post(server + "/api/board", {"ruleset": "domineering", "board": "...|...|..."})
    assert answer["value"] == str(cg.domineering("...|...|...")) and answer["outcome"] == "N"
    status, answer = post(server + "/api/board", {"ruleset": "clobber", "board": "xo.|.ox"})
    assert answer["value"] == str(cg.ruleset("clobber", "xo.|.ox"))


def test_refusals_keep_the_server_serving(server):
    assert post(server + "/api/game", {"text": "{1|"})[1] == {"error": "at position 3: expected '}'", "position": 3}
    assert "at most" in post(server + "/api/game", {"text": "1" * (MAX_TEXT + 1)})[1]["error"]
    assert "at most 25 cells" in post(server + "/api/board", {"ruleset": "domineering", "board": "|".join(["......"] * 6)})[1]["error"]
    assert post(server + "/api/board", {"ruleset": "go", "board": "."})[1]["error"].startswith("the board editor knows")
    assert post(server + "/api/game", b"not json")[0] == 400
    assert post(server + "/api/game", [1, 2])[0] == 400
    assert post(server + "/api/nothing", {})[0] == 404
    assert post(server + "/api/game", b"x" * (4 * MAX_TEXT + 1))[0] == 413
    # A game past the arena's steps a request: refused in a moment, not computed for minutes.
    refused = answer_board("clobber", "xoxox|oxoxo|xoxox")
    assert "value" in refused or "limit" in refused["error"]
    assert post(server + "/api/game", {"text": "^+*"})[1]["canonical"] == "^*"
    with urllib.request.urlopen(server + "/", timeout=30) as page:
        assert b"combgames calculator" in page.read()


def test_the_server_listens_on_this_machine_only(server):
    assert server.startswith("http://127.0.0.1:")


def test_functions_answer_without_a_server():
    assert answer_game("*")["outcome"] == "N"
    assert answer_game(None)["error"].startswith("a game is text")
    assert answer_board("domineering", "..|x.")["position"] == 3


# The browser test ------------------------------------------------------------------------

required = bool(os.environ.get("COMBGAMES_TEST_BROWSER"))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def browser_or_skip():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        if required:
            raise
        pytest.skip("playwright is not installed")
    if not os.path.exists(CHROMIUM):
        if required:
            pytest.fail(f"no chromium at {CHROMIUM}")
        pytest.skip("no chromium")
    return sync_playwright


def test_the_page_in_a_real_browser(server):
    sync_playwright = browser_or_skip()
    shots = os.environ.get("COMBGAMES_WEB_SCREENSHOTS")
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        )
        page = browser.new_page(viewport={"width": 900, "height": 1300})
        page.goto(server + "/")
        # A game: typed, computed, its answers and thermograph shown.
        page.fill("#game", "{3||2*|1*}")
        page.click("#go")
        page.wait_for_function("document.getElementById('temperature').textContent === '3/4'")
        assert page.text_content("#canonical") == "{3||2*|1*}"
        assert page.text_content("#mean") == "9/4"
        assert page.text_content("#stops") == "3, 2"
        assert page.locator("#thermograph svg").count() == 1
        if shots:
            page.screenshot(path=str(pathlib.Path(shots) / "web-game.png"), full_page=False)
        # Bad text: the parser's message with the position, and the server goes on serving.
        page.fill("#game", "{1|2} + @")
        page.click("#go")
        page.wait_for_function("document.getElementById('game-error').textContent.length > 0")
        error = page.text_content("#game-error")
        assert error.startswith("at position 8: expected a game"), error
        assert error.splitlines()[-1] == " " * 8 + "^"
        page.fill("#game", "^+*")
        page.click("#go")
        page.wait_for_function("document.getElementById('canonical').textContent === '^*'")
        assert page.text_content("#game-error") == ""
        # The board editor: an empty 3 x 3 Domineering board, then a cell blocked.
        page.wait_for_function("document.getElementById('board-value').textContent.length > 0")
        assert page.text_content("#board-value") == str(cg.domineering("...|...|..."))
        page.click("#cell-1-1")
        page.wait_for_function("document.getElementById('board-text').textContent === '...|.#.|...'")
        assert page.text_content("#board-value") == str(cg.domineering("...|.#.|..."))
        assert page.text_content("#board-outcome")[0] == cg.domineering("...|.#.|...").outcome()
        # Clobber: x and o placed by clicks; the value is the library's.
        page.select_option("#ruleset", "clobber")
        page.wait_for_function("document.getElementById('board-text').textContent === '...|...|...'")
        for cell, clicks in (("#cell-0-0", 1), ("#cell-0-1", 2), ("#cell-1-1", 1)):
            for _ in range(clicks):
                page.click(cell)
        page.wait_for_function("document.getElementById('board-text').textContent === 'xo.|.x.|...'")
        assert page.text_content("#board-value") == str(cg.ruleset("clobber", "xo.|.x.|..."))
        if shots:
            page.screenshot(path=str(pathlib.Path(shots) / "web-board.png"), full_page=True)
        # Past the page's limit: a message, not a hang.
        page.fill("#rows", "6")
        page.dispatch_event("#rows", "change")
        page.fill("#cols", "6")
        page.dispatch_event("#cols", "change")
        page.wait_for_function("document.getElementById('board-error').textContent.includes('at most 15 cells')")
        browser.close()


def test_the_server_puts_back_the_arena_limits_it_found():
    before = cg._set_arena_limits(steps=12345)
    try:
        srv = make_server(0)
        assert cg._set_arena_limits()[1] == STEPS
        srv.server_close()
        assert cg._set_arena_limits() == (before[0], 12345)
    finally:
        cg._set_arena_limits(*before)
