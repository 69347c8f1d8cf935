"""The pages of ``fresco-nb serve`` in Debian's chromium (through Playwright) load with no failed request: the
teacher's home, a seat's page, the projector's and the table's teacher page each ask only for files the server has
(no 404, e.g. for a favicon, and no error in the browser console); a refused link's page is its own 404 only. And the teacher's form makes a card-game table
with a ruling switch ticked (C-RUL-6, workshop_face_up): its save carries the ruling."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette")
httpx = pytest.importorskip("httpx")

from fresco_nb import load_game  # noqa: E402
from fresco_nb.bench.spec import ruling_label  # noqa: E402
from test_serve_browser import CHROMIUM, Server, pytestmark, server  # noqa: E402,F401  (the served subprocess)

BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]


def _failures(page) -> list:
    """Every failed request of ``page`` from now on: answers of status 400 or more, requests that failed, and
    the browser console's errors (where a favicon's 404 shows)."""
    failed = []
    page.on("response", lambda r: failed.append((r.status, r.url)) if r.status >= 400 else None)
    page.on("requestfailed", lambda r: failed.append(("failed", r.url, r.failure)))
    page.on("console", lambda m: failed.append(("console", m.text, m.location.get("url"))) if m.type == "error"
            else None)
    return failed


def test_every_page_loads_with_no_failed_request_and_the_form_sends_rulings(server):
    from playwright.sync_api import sync_playwright
    teacher_home = server.start()
    made = httpx.post(f"{teacher_home}/tables", json={"players": 3, "names": ["Anna", "Ben", "Robot"], "seed": 5,
                                                        "seats": ["team", "team", "bot"]})
    assert made.status_code == 201, made.text
    links = made.json()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=BROWSER_ARGS)
        for url in [teacher_home, links["seats"][0], links["projector"], links["teacher"]]:
            page = browser.new_context().new_page()          # a fresh context: nothing cached, the favicon asked
            failed = _failures(page)
            page.goto(url)
            if url == teacher_home:
                page.wait_for_selector("input[name=name0]")
            else:
                page.wait_for_function("() => window.fresco && window.fresco.ready && window.fresco.connected")
            page.wait_for_load_state("networkidle")
            assert failed == [], (url, failed)
        forged = links["seats"][0].rsplit("/", 1)[0] + "/" + "x" * 43      # the refusal page: only itself a 404
        page = browser.new_context().new_page()
        failed = _failures(page)
        page.goto(forged)
        page.wait_for_load_state("networkidle")
        assert [f[:2] for f in failed if f[0] != "console"] == [(404, forged)], failed
        assert [f[2] for f in failed if f[0] == "console"] in ([], [forged]), failed

        home = browser.new_context().new_page()
        failed = _failures(home)
        home.goto(teacher_home)
        home.wait_for_selector("input[name=name0]")
        home.select_option("#game", "fresco_cards")
        home.select_option("#players", "2")
        assert not home.locator("input[name=ruling][value=workshop_face_up]").is_checked()
        home.check("input[name=ruling][value=workshop_face_up]")
        shown = home.locator("#rulings").text_content()       # each box in words with its rule ID, no code name
        assert ruling_label("fresco_cards", "workshop_face_up") in shown and "workshop_face_up" not in shown
        home.locator("#new-table button[type=submit]").click()
        home.wait_for_function("() => document.getElementById('form-answer').textContent.includes('is ready')")
        table = [t for t in httpx.get(f"{teacher_home}/tables").json()["tables"] if t["table"] != links["table"]]
        assert len(table) == 1 and failed == []
        saved = load_game((server.state_dir / f"{table[0]['table']}.json").read_text())
        assert saved.rulings["workshop_face_up"] is True and saved.rulings["mix_needs_one_mixing_card"] is False
        assert json.loads(saved.to_json())["game"] == "fresco_cards"
        browser.close()
