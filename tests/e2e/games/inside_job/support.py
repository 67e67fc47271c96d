"""Inside Job on the phone pages, for the browser tests (no tests here): the leader's trick
entry (suits by name, the value pad, briefcases, undo, sending and a refusal) and the last trick
as every phone shows it; the catalogue's strings as the page fills them (seed 003,
docs/rules-decisions.md#inside-job).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import expect

import assets
from tests.e2e.e2e_kit import Phone, until


def catalogue_string(key: str, lang: str, **params: Any) -> str:
    """A string of assets/games/inside-job.yaml in ``lang``, filled in as the page fills it."""
    text = assets.load("inside-job").s(key, lang)
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), text)


Card = tuple[str, int, bool]  # suit, value, briefcase


def fill_trick(phone: Phone, trump: str, cards: list[Card], mission: bool,
               slip: bool = False, midway: Callable[[], None] | None = None) -> None:
    """On the leader's page: the trump, each card in play order (suit, value, its briefcase
    toggle), the mission; with ``slip`` a wrong value is entered for the second card first and
    undone. ``midway`` runs after the third card."""
    form = phone.page.locator("section[data-move='trick']")
    expect(form, f"{phone.name}'s trick form").to_have_count(1)
    form.locator(f".ij-trump-pick[data-suit='{trump}']").click()
    rows = form.locator(".ij-entry li")
    for index, (suit, value, case) in enumerate(cards):
        pick_suit(form, suit)
        if slip and index == 1:
            wrong = next(v for v in (12, 11, 10, 9) if (suit, v) not in
                         [(s, x) for s, x, _c in cards])
            form.locator(f".ij-value[data-value='{wrong}']").click()
            form.locator(".ij-undo").click()
        form.locator(f".ij-value[data-value='{value}']").click()
        if case:
            rows.nth(index).locator(".ij-case").click()
            assert rows.nth(index).locator(".ij-case").get_attribute("aria-pressed") == "true"
        if midway and index == 2:
            midway()
    form.locator(f".ij-mission[data-mission='{str(mission).lower()}']").click()
    assert entered(phone) == [(suit, value) for suit, value, _case in cards]


def pick_suit(form: Any, suit: str) -> None:
    button = form.locator(f".ij-pad-suit[data-suit='{suit}']")
    if button.get_attribute("aria-pressed") != "true":
        button.click()


def entered(phone: Phone) -> list[tuple[str, int]]:
    cards = phone.page.locator("section[data-move='trick'] .ij-entry .ij-card").all()
    return [(c.get_attribute("data-suit"), int(c.get_attribute("data-value"))) for c in cards]


def send_trick(phone: Phone, refused: str | None = None) -> None:
    """Send the trick on the leader's page; wait until it is recorded, or, when ``refused`` is
    given, until that refusal shows with the entry kept."""
    form = phone.page.locator("section[data-move='trick']")
    number = form.locator("h2").inner_text()
    before = entered(phone)
    form.locator("button[type='submit']").click()
    if refused is not None:
        expect(form.locator(".error"), f"the refusal on {phone.name}'s phone").to_have_text(
            refused)
        assert entered(phone) == before, "a refused trick keeps its entry"
        return
    error = until(phone.page, """(number) => {
        const error = document.querySelector("section[data-move] .error");
        if (error && error.textContent.trim()) return { error: error.textContent.trim() };
        const heading = document.querySelector("section[data-move='trick'] h2");
        return (heading ? heading.textContent : undefined) !== number && { error: "" };
    }""", number, f"{phone.name}'s trick to be recorded")["error"]
    assert not error, f"{phone.name}'s trick was refused: {error}"


def last_trick_winner(phone: Phone, number: int) -> int:
    """The seat shown as winner of trick ``number`` (1-based), once the phone shows it."""
    expect(phone.page.locator(f".ij-last[data-number='{number}']"),
           f"trick {number} on {phone.name}'s phone").to_have_count(1)
    return int(phone.page.locator(".ij-plays li.won").get_attribute("data-seat"))
