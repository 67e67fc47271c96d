"""A moderator who does not play and opens "Show every secret" next to the players: the list
folds itself after 15 seconds (the page's clock is driven by Playwright, no waiting) and as soon
as the page is hidden; the table screen's QR and which seats changed phones in the moderator's
tools; and a seat's phone marks its turn in the page title and the favicon, vibrates once, and
keeps the screen awake while the game runs (issue 15). The table is Politburo, driven over the
JSON API.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

import requests
from playwright.sync_api import expect

from tests.e2e.e2e_kit import image_loaded, open_tools, read_qr, until
from tests.e2e.table_kit import ApiTable

HIDE_PAGE = """() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
}"""
SHOW_PAGE = """() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
}"""


def test_every_secret_folds_after_15_seconds_and_when_hidden(server: str, new_phone: Any,
                                                              shots: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 12})
    page = new_phone("en-GB")
    page.clock.install()
    page.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                               "url": server}])
    page.goto(f"{server}/table/{table.code}")
    show = page.get_by_role("button", name="Show every secret")
    expect(show, "the moderator's secrets card").to_have_count(1)
    secrets = page.locator("section[aria-label='Secrets'] ul.results")
    assert secrets.is_hidden()

    show.click()
    assert secrets.is_visible()
    shots(page, "moderator_secrets_open", scroll="section[aria-label='Secrets']")
    page.clock.run_for(14_000)
    assert secrets.is_visible(), "folded too early"
    page.clock.run_for(1_500)
    expect(secrets, "the secrets to fold after 15 s").to_be_hidden()
    assert page.get_by_role("button", name="Show every secret").count() == 1

    page.get_by_role("button", name="Show every secret").click()
    assert secrets.is_visible()
    page.evaluate(HIDE_PAGE)
    page.evaluate(SHOW_PAGE)
    expect(secrets, "the secrets to fold when the page was hidden").to_be_hidden()

    open_tools(page)  # a tablet brought in later: the table screen's QR from the tools
    page.get_by_role("button", name="Table screen (a tablet or TV)").click()
    image = page.locator(".qr-panel img")
    image_loaded(image)
    assert read_qr(image.screenshot()).endswith(f"/table/{table.code}/screen")


# A phone's vibration motor and screen wake lock, recorded (headless Chromium has neither), and
# whether the page has had a tap (Playwright's own calls count as taps for Chromium).
FAKE_DEVICE = """
    window.buzzes = [];
    window.tapped = false;
    addEventListener("pointerdown", () => { window.tapped = true; }, true);
    Object.defineProperty(navigator, "userActivation", { value: {
        get hasBeenActive() { return window.tapped; } } });
    window.locks = 0;
    navigator.vibrate = (pattern) => { window.buzzes.push(pattern); return true; };
    Object.defineProperty(navigator, "wakeLock", { value: { request: async () => {
        window.locks += 1;
        return { addEventListener() {}, release: async () => { window.locks -= 1; } };
    } } });
"""


def test_your_turn_in_the_title_and_the_favicon(server: str, new_phone: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 13})
    page = new_phone("en-GB")
    page.add_init_script(FAKE_DEVICE)
    bob = table.phone(lambda _locale: page, 1)
    until(page, "() => window.locks === 1", what="a screen wake lock while playing")
    assert page.evaluate("window.buzzes") == []
    page.mouse.click(2, 2)  # a tap anywhere: the page may vibrate from now on
    icon = bob.page.locator("link[rel='icon']")
    assert not bob.page.title().startswith("●")
    assert icon.get_attribute("href").endswith("/icon.svg")
    table.ok(0, "propose", {"ministry": "security"})
    expect(bob.page, "Bob's title to say his turn").to_have_title(re.compile("^● Your turn"))
    assert icon.get_attribute("href").endswith("/icon-turn.svg")
    assert len(page.evaluate("window.buzzes")) == 1, "one vibration when the turn came"
    # Reloaded during the turn, no tap yet: Chrome would block a vibration and log an error
    # (re-walk N7), so the turn is marked without one.
    page.reload()
    expect(bob.page, "Bob's title after the reload").to_have_title(re.compile("^● Your turn"))
    assert page.evaluate("window.buzzes") == [], "no vibration before a tap"
    bob.press({"approve": True})
    expect(bob.page, "the title once Bob has voted").not_to_have_title(re.compile("^●"))
    assert icon.get_attribute("href").endswith("/icon.svg")


def test_the_moderator_sees_which_seats_changed_phones(server: str, new_phone: Any) -> None:
    table = ApiTable.create(server, "politburo", 5, options={"seed": 14})
    page = new_phone("en-GB")
    page.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                               "url": server}])
    page.goto(f"{server}/table/{table.code}")
    open_tools(page)
    changes = page.locator(".phone-changes")
    assert changes.count() == 0
    url = table.call("POST", "/seats/1/replace", table.moderator)["rejoin_url"]
    expect(page.locator("details.tools"), "the open code").to_contain_text(
        "Bob's new code has not been used yet.", use_inner_text=True)
    claimed = requests.post(f"{server}/api/tables/{table.code}/claim",
                            json={"code": parse_qs(urlsplit(url).query)["t"][0]}, timeout=10)
    assert claimed.status_code == 200, claimed.text
    expect(changes, "the seat that changed phones").to_have_text("Bob changed phones (1×).")
