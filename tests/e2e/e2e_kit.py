"""Helpers of the browser tests (no tests here): one phone at the table, a phone joining it,
waiting for the table to change, reading QR codes off the screen, and the catalogue's card
names.

Imported as ``tests.e2e.e2e_kit``; the fixtures are in ``tests/e2e/conftest.py``.
"""

from __future__ import annotations

import io
import json
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import zxingcpp
from PIL import Image

import assets

WAIT_SECONDS = 30.0


def wait_until(check: Callable[[], Any], what: str, seconds: float = WAIT_SECONDS) -> Any:
    """Poll ``check`` until it returns something truthy; AssertionError naming ``what``."""
    deadline = time.monotonic() + seconds
    while True:
        result = check()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


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
    wait_until(tools.count, "the moderator's tools")
    if not tools.evaluate("details => details.open"):
        page.locator("details.tools > summary").click()


@dataclass
class Phone:
    """One player's phone: a Playwright page plus what the test knows of it."""

    page: Any
    name: str
    lang: str  # "es" or "en": the language its pages must speak

    # -- reading the screen -----------------------------------------------------------------

    def action(self) -> str | None:
        """The move this phone is asked for now (``data-move`` of its action card), or None."""
        return self.page.evaluate("""() => {
            const card = document.querySelector("section[data-move]");
            return card && card.offsetParent !== null ? card.dataset.move : null;
        }""")

    def refusal(self) -> str:
        """The refusal shown on the action card ("" when there is none)."""
        return self.page.evaluate("""() => {
            const error = document.querySelector("section[data-move] .error");
            return error ? error.textContent.trim() : "";
        }""")

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
        toggles = self.page.locator("section[data-move='appoint'] button[data-seat]")
        if seats is not None:
            wanted = set(seats)
            for i in range(toggles.count()):
                toggle = toggles.nth(i)
                pressed = toggle.get_attribute("aria-pressed") == "true"
                if pressed != (int(toggle.get_attribute("data-seat")) in wanted):
                    toggle.click()
        chosen = [int(toggles.nth(i).get_attribute("data-seat")) for i in range(toggles.count())
                  if toggles.nth(i).get_attribute("aria-pressed") == "true"]
        self.page.locator("section[data-move='appoint'] button[type='submit']").click()
        return chosen

    def reveal(self) -> str:
        """Hold the secret card's button, read which member it shows (its id), let go; checks
        that the card is hidden before and after."""
        hold = self.page.locator("button.hold")
        wait_until(lambda: self.page.locator(".member").count() == 0,
                   f"{self.name}'s card to be hidden before holding", 5)
        hold.hover()
        self.page.mouse.down()
        try:
            member = self.page.locator(".member").get_attribute("data-member")
        finally:
            self.page.mouse.up()
        wait_until(lambda: self.page.locator(".member").count() == 0,
                   f"{self.name}'s card to hide on release", 5)
        return member

    def switch_language(self, lang: str) -> None:
        """Use the language switch of the top bar."""
        self.page.locator(f".langs a[hreflang='{lang}']").click()
        self.page.wait_for_load_state()
        self.lang = lang


def join_table(new_phone: Callable[[str], Any], join_url: str, code: str, name: str,
               locale: str, on_join_page: Callable[[Any], None] | None = None) -> Phone:
    """A new phone with ``locale`` (e.g. "es-ES") opens ``join_url``, types ``name``, takes a
    seat and lands on table ``code``'s page. ``on_join_page(page)`` runs before the typing."""
    page = new_phone(locale)
    page.goto(join_url)
    if on_join_page is not None:
        on_join_page(page)
    page.locator("#name").fill(name)
    page.locator("#join-form button[type='submit']").click()
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return Phone(page, name, locale[:2])
