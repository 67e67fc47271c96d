"""Helpers of the browser tests (no tests here): one phone at the table, a phone joining it,
waiting for a page to show something, tapping until the page acknowledges the tap, reading QR
codes off the screen, and the catalogue's card names.

Every wait here is Playwright's own: an ``expect(locator)`` assertion, or a condition the page
checks by itself (``until``); none polls from Python or sleeps. Imported as
``tests.e2e.e2e_kit``; the fixtures are in ``tests/e2e/conftest.py``.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, expect

import assets

#: The phone sizes the browser tests look at: a common phone and a small one (CSS pixels).
PHONE = {"width": 390, "height": 844}
SMALL = {"width": 360, "height": 640}
#: A test run at each of the two phone sizes, as its ``size`` argument (ids "360x640", …).
AT_PHONE_SIZES = pytest.mark.parametrize("size", [SMALL, PHONE],
                                         ids=lambda s: f"{s['width']}x{s['height']}")
#: How long a page may take to show what a test waits for (milliseconds): generous, because a
#: wait ends as soon as the page shows it, and a page that never does fails after this.
WAIT_MS = 30_000
#: How long a tap has to be acknowledged before it counts as lost and is made again.
ACK_MS = 5_000
#: How many times a lost tap is made before the test fails.
TAPS = 3

#: Counts the moves a page sends (frames on the table's socket and POSTs to /moves) in
#: ``<html data-moves-sent>``: a tap that sends a move is acknowledged by the count going up.
COUNT_MOVES = """(() => {
    const root = () => document.documentElement;
    const counted = () => {
        if (!root()) return;
        root().dataset.movesSent = String(Number(root().dataset.movesSent || 0) + 1);
    };
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
        if (typeof data === "string" && data.includes('"move"')) counted();
        return send.call(this, data);
    };
    const fetched = window.fetch;
    window.fetch = function (resource, options) {
        const url = String(resource instanceof Request ? resource.url : resource);
        if (/\\/moves$/.test(url) && (options?.method || "GET").toUpperCase() === "POST") counted();
        return fetched.apply(this, arguments);
    };
})();"""


def until(page: Any, script: str, arg: Any = None, what: str = "the page",
          timeout: float = WAIT_MS) -> Any:
    """Wait until the JavaScript function ``script`` (called with ``arg``) returns something
    truthy in ``page``, checked by the page itself every 100 ms; returns that value (as JSON).
    AssertionError naming ``what`` after ``timeout`` milliseconds."""
    try:
        handle = page.wait_for_function(script, arg=arg, timeout=timeout, polling=100)
    except PlaywrightError as error:
        if "Timeout" not in str(error):
            raise
        raise AssertionError(f"timed out waiting for {what}") from None
    return handle.json_value()


def images_loaded(page: Any, images: str = "img") -> None:
    """Wait until every image the CSS selector ``images`` finds (every image of the page by
    default) has loaded, before a screenshot that shows them or a check of their size."""
    until(page, """(images) => [...document.querySelectorAll(images)]
        .every((img) => img.complete && img.naturalWidth > 0)""", images, f"the images {images}")


def both_sizes(shots: Callable[..., Any], page: Any, name: str,
               scroll: str | None = None) -> None:
    """Screenshots of ``page`` with the ``shots`` fixture once its images are loaded: ``name``
    at 390 × 844 and ``name-small`` at 360 × 640, ``scroll`` near the top; the page is left at
    390 × 844."""
    images_loaded(page)
    shots(page, name, scroll=scroll)
    page.set_viewport_size(SMALL)
    shots(page, f"{name}-small", scroll=scroll)
    page.set_viewport_size(PHONE)


def image_loaded(image: Locator) -> None:
    """Wait until the one image ``image`` has loaded (a QR code before it is read)."""
    expect(image, "the image to load").to_have_js_property("complete", True)
    expect(image, "the image to have loaded, not failed").not_to_have_js_property(
        "naturalWidth", 0)


#: The card ids drawn face up inside a CSS scope (``[data-card]`` elements, in page order).
CARDS = """(scope) => [...document.querySelectorAll(`${scope} [data-card]`)]
    .map((el) => el.dataset.card).filter(Boolean)"""


def shown_cards(page: Any, scope: str = "") -> list[str]:
    """The card ids drawn face up inside the CSS selector ``scope`` of ``page`` (page order)."""
    return page.evaluate(CARDS, scope)


def wait_cards(page: Any, scope: str, cards: list[str], what: str,
               any_order: bool = False) -> None:
    """Wait until ``page`` shows exactly ``cards`` face up inside ``scope`` (in page order, or
    in ``any_order``)."""
    until(page, f"""([scope, cards, anyOrder]) => {{
        const shown = ({CARDS})(scope);
        if (anyOrder) shown.sort();
        return JSON.stringify(shown) === JSON.stringify(cards);
    }}""", [scope, sorted(cards) if any_order else cards, any_order], what)


def moves_sent(page: Any) -> int:
    """How many moves ``page`` has sent so far (``COUNT_MOVES``)."""
    return int(page.evaluate("() => Number(document.documentElement.dataset.movesSent || 0)"))


def sent_after(page: Any) -> Locator:
    """A locator that matches once ``page`` has sent a move after this call (a move in flight):
    the acknowledgement of a tap that sends one."""
    return page.locator(f"html[data-moves-sent]:not([data-moves-sent='{moves_sent(page)}'])")


def tap(target: Locator, acknowledged: Locator, what: str, taps: int = TAPS,
        position: dict[str, float] | None = None, reach_ms: float | None = None) -> None:
    """Tap ``target`` until the page acknowledges it: ``acknowledged`` (the pressed state, a lit
    target, or ``sent_after`` for a move in flight) is on the page. A tap that a view update
    swallowed (it rebuilt the control under the finger, as on a real phone) is made again, but
    only while nothing acknowledges it, so a tap that worked is never undone by a second one.
    ``position``: where on ``target`` to tap (its centre by default); ``reach_ms``: how long a
    tap waits for ``target`` to be there (Playwright's default, WAIT_MS, if None), then raises
    Playwright's TimeoutError. AssertionError naming ``what`` after ``taps`` lost taps."""
    for _ in range(taps):
        if acknowledged.count():
            return
        target.click(position=position, timeout=reach_ms)
        try:
            expect(acknowledged.first).to_be_attached(timeout=ACK_MS)
            return
        except AssertionError:
            continue
    raise AssertionError(f"{what}: the page did not acknowledge {taps} taps")


def open_switch(phone: Phone, switch: str, opened: str, what: str) -> None:
    """Tap the ``switch`` button (a CSS selector) until ``opened`` shows, once the button may be
    tapped; nothing when ``opened`` already shows (a hand to play, left open). ``what`` names it
    in the failure."""
    shown = phone.page.locator(opened)
    if shown.count():
        return
    button = phone.page.locator(switch)
    expect(button, f"{phone.name}'s {what} to open").to_be_enabled()
    tap(button, shown, f"{phone.name}'s {what}")


def tap_and_send(choices: list[tuple[Locator, Locator]], send: Locator, acknowledged: Locator,
                 what: str, between: Callable[[], Any] | None = None,
                 position: dict[str, float] | None = None) -> None:
    """Make ``choices`` (each ``(control, chosen)``: tap the control until ``chosen`` shows: a
    piece picked and its targets lit, a die face pressed, a hand opened), run ``between()``,
    then tap ``send`` (at ``position``, see ``tap``) until ``acknowledged`` (usually
    ``sent_after``). When a late view update undid the choices before ``send`` took them (it
    found nothing chosen, or ``send`` went with them), they are all made again."""
    for _ in range(TAPS):
        for control, chosen in choices:
            tap(control, chosen, f"{what} (a choice)")
        if between is not None:
            between()
        try:
            tap(send, acknowledged, what, taps=1, position=position, reach_ms=ACK_MS)
        except (AssertionError, PlaywrightError):
            continue
        return
    raise AssertionError(f"{what}: the page did not take the choices {TAPS} times")


def confirm(button: Locator, what: str) -> None:
    """Tap a two-tap button (``confirmButton`` of assets/static/js/dom.js: the first tap asks
    for a second one within 4 s) twice. ``button`` must match it under both labels. A second
    tap that came too late only asks again, and both taps are made again."""
    confirming = button.and_(button.page.locator(".confirming"))
    for _ in range(TAPS):
        tap(button, confirming, f"{what} (the first tap)")
        button.click()
        if not confirming.count():
            return
    raise AssertionError(f"{what}: the second tap came too late {TAPS} times")


def read_qr(png: bytes) -> str:
    """The text of the one QR code in a PNG screenshot; AssertionError when there is none."""
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(png)).convert("L"))
    assert found, "no QR code could be read from the screenshot"
    return found[0].text


def member_name(member: str, lang: str) -> str:
    """The name printed on Politburo ``member``'s card in ``lang`` (assets/games/politburo.yaml)."""
    return assets.load("politburo").components["members"].card(member).t("name", lang)


def open_tools(page: Any) -> None:
    """Unfold the moderator's tools if they are folded."""
    tools = page.locator("details.tools")
    expect(tools).to_have_count(1)
    if not tools.evaluate("details => details.open"):
        page.locator("details.tools > summary").click()


#: The move the page asks for now: ``data-move`` of its first action card, if it is shown.
ACTION = """() => {
    const card = document.querySelector("section[data-move]");
    return card && card.offsetParent !== null ? card.dataset.move : null;
}"""
#: The refusal shown on the action card ("" when there is none).
REFUSAL = """() => {
    const error = document.querySelector("section[data-move] .error");
    return error ? error.textContent.trim() : "";
}"""


@dataclass
class Phone:
    """One player's phone: a Playwright page plus what the test knows of it."""

    page: Any
    name: str
    lang: str  # "es" or "en": the language its pages must speak

    # -- reading the screen -----------------------------------------------------------------

    def action(self) -> str | None:
        """The move this phone is asked for now (``data-move`` of its action card), or None."""
        return self.page.evaluate(ACTION)

    def refusal(self) -> str:
        """The refusal shown on the action card ("" when there is none)."""
        return self.page.evaluate(REFUSAL)

    def status(self) -> str:
        """The status line's text."""
        return self.page.locator("#status").inner_text()

    def text(self) -> str:
        """Everything the phone shows as text (not the page source)."""
        return self.page.evaluate("document.body.innerText")

    def turn(self) -> int:
        """The turn number shown on the board ("Turn 2 of 5" / "Turno 2 de 5")."""
        heading = self.page.locator("#players-title").inner_text()
        return int(re.findall(r"\d+", heading)[0])

    def general_secretary(self) -> int:
        """The seat marked General Secretary on the board."""
        return self.page.evaluate("""() => [...document.querySelectorAll(".players li")]
            .findIndex((row) => row.classList.contains("gs"))""")

    def over(self) -> bool:
        """True once the end card is shown."""
        return self.page.locator("#end-title").count() > 0

    # -- waiting for the screen -------------------------------------------------------------

    def wait_action(self, move: str | None) -> None:
        """Wait until the phone asks for ``move`` (None: for no move)."""
        until(self.page, f"(move) => ({ACTION})() === move", move,
              f"{self.name} to be asked for {move}")

    def wait_moved_on(self, move: str) -> None:
        """Wait until the action card no longer asks for ``move``; AssertionError with the
        refusal if the move was refused instead."""
        refusal = until(self.page, f"""(move) => {{
            const refusal = ({REFUSAL})();
            if (refusal) return {{ refusal }};
            return ({ACTION})() !== move && {{ refusal: "" }};
        }}""", move, f"{self.name}'s {move} to be taken")["refusal"]
        assert not refusal, f"{self.name}'s {move} was refused: {refusal}"

    def wait_refusal(self) -> str:
        """Wait until the action card shows a refusal; returns it."""
        return until(self.page, REFUSAL, what=f"the refusal on {self.name}'s phone")

    def wait_text(self, text: str | re.Pattern[str]) -> None:
        """Wait until the phone shows ``text`` (anywhere on the page)."""
        expect(self.page.locator("body")).to_contain_text(text, use_inner_text=True)

    def wait_no_text(self, text: str) -> None:
        """Wait until the phone no longer shows ``text``."""
        expect(self.page.locator("body")).not_to_contain_text(text, use_inner_text=True)

    def wait_status(self, text: str | re.Pattern[str]) -> None:
        """Wait until the status line says ``text``."""
        expect(self.page.locator("#status")).to_contain_text(text, use_inner_text=True)

    # -- acting -----------------------------------------------------------------------------

    def press(self, args: dict[str, Any]) -> None:
        """Click the action button that sends ``args``."""
        sent = json.dumps(args, separators=(",", ":"))  # as JSON.stringify writes it
        self.page.locator(f"section[data-move] button[data-args='{sent}']").click()

    def press_first_enabled(self) -> None:
        """Click the first enabled move button of the action card."""
        self.page.locator("section[data-move] button[data-args]:enabled").first.click()

    def appoint(self, seats: Iterable[int] | None = None) -> list[int]:
        """As General Secretary: toggle so that exactly ``seats`` are chosen (None: keep the
        preselection) and send the appointment; returns the seats sent."""
        card = "section[data-move='appoint']"
        toggles = self.page.locator(f"{card} button[data-seat]")
        if seats is not None:
            wanted = set(seats)
            for seat in toggles.evaluate_all("(ts) => ts.map((t) => Number(t.dataset.seat))"):
                toggle = f"{card} button[data-seat='{seat}']"
                want = "true" if seat in wanted else "false"
                tap(self.page.locator(toggle),
                    self.page.locator(f"{toggle}[aria-pressed='{want}']"),
                    f"{self.name}'s toggle of seat {seat}")
        chosen = [int(toggles.nth(i).get_attribute("data-seat")) for i in range(toggles.count())
                  if toggles.nth(i).get_attribute("aria-pressed") == "true"]
        self.page.locator("section[data-move='appoint'] button[type='submit']").click()
        return chosen

    def reveal(self) -> str:
        """Hold the secret card's button, read which member it shows (its id), let go; checks
        that the card is hidden before and after."""
        card = self.page.locator(".member")
        expect(card, f"{self.name}'s card to be hidden before holding").to_have_count(0)
        return hold(self, self.page.locator("button.hold"), card,
                    lambda: card.get_attribute("data-member"))

    def switch_language(self, lang: str) -> None:
        """Use the language switch of the top bar."""
        self.page.locator(f".langs a[hreflang='{lang}']").click()
        self.page.wait_for_load_state()
        self.lang = lang


def hold(phone: Phone, button: Locator, shown: Locator, read: Callable[[], Any]) -> Any:
    """Hold ``button`` down, wait for ``shown`` and return ``read()``, let go; checks that
    ``shown`` is not on the page before the press nor after the release (a press-and-hold
    secret)."""
    assert shown.count() == 0, f"{phone.name} shows the secret before holding"
    button.hover()
    phone.page.mouse.down()
    try:
        expect(shown.first, f"{phone.name}'s held secret").to_be_attached()
        value = read()
    finally:
        phone.page.mouse.up()
    expect(shown, f"{phone.name}'s secret to hide on release").to_have_count(0)
    return value


def join_table(new_phone: Callable[[str], Any], join_url: str, code: str, name: str,
               locale: str, on_join_page: Callable[[Any], None] | None = None) -> Phone:
    """A new phone with ``locale`` (e.g. "es-ES") opens ``join_url``, types ``name``, takes a
    seat and lands on table ``code``'s page. ``on_join_page(page)`` runs before the typing.
    The join page of a phone without a pass never asks for its view (a 401 in its console)."""
    page = new_phone(locale)
    asked: list[str] = []

    def ask(request: Any) -> None:
        if request.url.endswith(f"/api/tables/{code}/view") and "/join/" in page.url:
            asked.append(request.url)

    page.on("request", ask)
    page.goto(join_url)
    expect(page.locator("#join-form button[type='submit']")).to_be_enabled()
    if on_join_page is not None:
        on_join_page(page)
    page.locator("#name").fill(name)
    page.locator("#join-form button[type='submit']").click()
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    page.remove_listener("request", ask)
    assert not asked, f"{name}'s join page asked for a view it has no pass for"
    return Phone(page, name, locale[:2])


def keypad_enter(page: Any, cards: Iterable[str], scope: str = ".w-keypad") -> None:
    """Enter ``cards`` (ids such as ``rook-3``) on the card keypad (widgets/card_keypad.js)
    from its active place on: a figure key, then a number key, each tap acknowledged."""
    for card in cards:
        figure, number = card.split("-")
        key = page.locator(f"{scope} button[data-figure='{figure}']")
        tap(key, page.locator(f"{scope} button[data-figure='{figure}'][aria-pressed='true']"),
            f"the figure key {figure}")
        page.locator(f"{scope} button[data-number='{number}']").click()
        expect(page.locator(f"{scope} .w-keypad-card", has_text=re.compile(rf"\b{number}$")).first,
               f"{card} entered").to_be_attached()

