"""What a first-time table meets before the game (issue 15's walk): "Join a table" on the home
page without scrolling at 390 x 844 and 360 x 640, the language links named for screen readers,
the lobby's Start above the join QR with the table screen's QR folded next to it, Inside Job's
special roles described where they are chosen, an h1 and a web app manifest on every page, and
the dark theme when the system asks for it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import requests
from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, image_loaded, read_qr
from tests.e2e.table_kit import ApiTable


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, SMALL])
def test_join_a_table_is_on_the_first_screen(server: str, new_phone: Any, shots: Any,
                                             size: dict[str, int]) -> None:
    page = new_phone("en-GB")
    page.set_viewport_size(size)
    page.goto(server + "/")
    button = page.locator("#join-code button[type='submit']").bounding_box()
    assert button["y"] + button["height"] <= size["height"], "Join is below the first screen"
    assert page.locator("#code").bounding_box()["y"] >= 0
    shots(page, f"home_{size['width']}", scroll="#main")
    names = {link.get_attribute("hreflang"): link.get_attribute("aria-label")
             for link in page.locator(".langs a").all()}
    assert names == {"es": "ES · Español", "en": "EN · English"}


def test_lobby_start_first_and_the_table_screen_qr(server: str, new_phone: Any,
                                                   shots: Any) -> None:
    page = new_phone("en-GB")
    page.goto(server + "/")
    page.get_by_role("button", name="Create the table").click()
    page.wait_for_url(re.compile(r".*/table/[A-Z0-9]+$"))
    code = page.url.rsplit("/", 1)[1]
    start = page.get_by_role("button", name="Start the game")
    qr = page.locator(".qr-box img").first
    expect(qr, "the join QR").to_be_attached()
    assert start.bounding_box()["y"] < qr.bounding_box()["y"], "Start is not above the QR"
    assert page.locator("h1").count() == 1
    screen = page.locator("details:has(summary:text('Table screen'))")
    assert not screen.evaluate("d => d.open"), "the table screen's QR starts folded"
    screen.locator("summary").click()
    image = screen.locator(".qr-box img")
    image_loaded(image)
    assert read_qr(image.screenshot()).endswith(f"/table/{code}/screen")
    shots(page, "lobby_moderator")
    page.set_viewport_size(SMALL)
    shots(page, "lobby_moderator_360", scroll="#main")


def test_inside_job_roles_are_described_where_they_are_chosen(server: str, new_phone: Any,
                                                               shots: Any) -> None:
    page = new_phone("es-ES")
    page.goto(server + "/")
    page.locator("input[name='game'][value='inside-job']").check()
    page.get_by_role("button", name="Un jugador más").click()  # special roles: 4 or 5 players
    page.get_by_text("Más opciones").click()
    roles = page.locator("tapete-role-list label.choice")
    expect(roles.first, "the special roles").to_be_attached()
    for i in range(roles.count()):
        assert roles.nth(i).locator(".sub").inner_text().strip(), "a role without its rule"
    roles.first.scroll_into_view_if_needed()
    page.set_viewport_size(SMALL)
    shots(page, "inside_job_options_360", scroll="tapete-role-list")


def test_manifest_and_dark_theme(server: str, browser: Any, shots: Any) -> None:
    manifest = requests.get(f"{server}/static/manifest.webmanifest", timeout=10)
    assert manifest.status_code == 200 and manifest.json()["display"] == "standalone"
    table = ApiTable.create(server, "politburo", 5, options={"seed": 3})
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="dark",
                                  locale="en-GB", is_mobile=True, has_touch=True)
    context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[1],
                          "url": server}])
    page = context.new_page()
    page.goto(f"{server}/table/{table.code}")
    expect(page.locator("button.hold").first, "the seat screen").to_be_attached()
    assert page.locator("link[rel='manifest']").count() == 1
    assert page.locator("h1").count() == 1
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert background == "rgb(22, 20, 18)", background
    table.ok(0, "propose", {"ministry": "defence"})
    expect(page.locator("section[data-move='vote']").first, "the vote card").to_be_attached()
    shots(page, "dark_vote_390")
    context.close()


# Each word of the elements' text on one line (a word split over two lines has two boxes).
WORDS_BROKEN = """(selector) => {
    const broken = [];
    for (const el of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.textContent.matchAll(/\\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                if (range.getClientRects().length > 1) broken.push(match[0]);
            }
        }
    }
    return broken;
}"""
LONG_NAMES = ("Maximiliano Castellanos", "Bob", "Anastasia Konstantinidou",
              "Dmitri", "Eva")


def test_long_names_are_never_cut(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 5}, names=LONG_NAMES)
    page = new_phone("es-ES")
    page.set_viewport_size(SMALL)
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[0],
                               "url": server}])
    page.goto(f"{server}/table/{table.code}")
    expect(page.locator(".players .name"), "the players").to_have_count(5)
    cut = page.evaluate("""() => [...document.querySelectorAll("#where, .players .name")]
        .filter((el) => el.scrollWidth > el.clientWidth + 1
            || getComputedStyle(el).textOverflow === "ellipsis")
        .map((el) => el.textContent)""")
    assert cut == [], f"names cut: {cut}"
    broken = page.evaluate(WORDS_BROKEN, "#where, .players .name, .history li")
    assert broken == [], f"words broken across lines: {broken}"
    shown = page.evaluate("document.body.innerText")
    assert all(name in shown for name in LONG_NAMES)
    shots(page, "long_names_360", scroll=".players")
