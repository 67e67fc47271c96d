"""Pax Pamir's screen driven like a player would (no tests here): the check form's steppers
and loyalty buttons, the clean-up aid, and reading the score table.

Imported as ``tests.e2e.games.pax_pamir.support``.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import both_sizes, sent_after, tap, until

COALITIONS = ("afghan", "british", "russian")
CHECK = "section[data-move='dominance_check']"
ANA, BEA, WAKHAN = "0", "Bea", "Wakhan"  # Ana's phone is seat 0; Bea and Wakhan have none




def create_one_phone_table(page: Any, server: str, shots: Any | None = None,
                           final_check: int = 4) -> str:
    """From the home page in Spanish: Pax Pamir, one phone (the moderator plays as Ana), Bea
    and the Wakhan bot without a phone, the final check numbered ``final_check``. A table
    of one starts at once. Returns the table code. ``shots`` (optional) takes the options'
    screenshots."""
    page.goto(server + "/")
    page.locator("input[name='game'][value='pax-pamir']").check()
    while page.locator("#players").input_value() != "1":
        page.locator("#new-table [data-step='-1']").click()
    page.locator("input[name='moderator'][value='player']").check()
    page.locator("#own-name").fill("Ana")
    page.locator("details.more > summary").click()
    names = page.locator("tapete-name-list")
    problem = page.locator("#pp-players-problem")
    expect(problem, "the player-count warning for one phone").to_contain_text("1")
    names.locator("input").first.fill("Bea")
    names.get_by_role("button", name="Añadir un jugador sin móvil").click()
    names.locator("input").nth(1).fill("Wakhan")
    expect(problem, "the warning to go").to_have_text("")
    final = page.locator("#pax-pamir-final_check")
    assert final.input_value() == "4"
    while final.input_value() != str(final_check):
        step = -1 if int(final.input_value()) > final_check else 1
        page.locator(f"[data-option-step='{step}']").click()
    if shots is not None:
        both_sizes(shots, page, "pax_options", scroll="div.game-options[data-game='pax-pamir']")
    page.get_by_role("button", name="Crear la mesa").click()
    page.wait_for_url(re.compile(r".*/table/[A-Z0-9]+$"))
    expect(page.locator(CHECK), "the check form, styled").to_be_visible()
    return page.url.rsplit("/", 1)[1]


def set_step(row: Any, value: int) -> None:
    """Tap − or + on the stepper ``row`` (a ``.w-step`` locator) until it shows ``value``."""
    number = row.locator("input")
    current = int(number.input_value())
    button = row.locator("button").nth(1 if value > current else 0)
    for _ in range(abs(value - current)):
        button.click()
    assert int(number.input_value()) == value


def enter_check(page: Any, blocks: tuple[int, int, int],
                players: dict[str, tuple[str, int, int]]) -> None:
    """Fill the check form (blocks afghan / british / russian; player id -> loyalty,
    influence, cylinders) and send it."""
    form = page.locator(CHECK)
    for coalition, value in zip(COALITIONS, blocks, strict=True):
        set_step(form.locator(f".pp-blocks .w-step.{coalition}"), value)
    for player, (loyalty, influence, cylinders) in players.items():
        box = form.locator(f"fieldset.pp-player[data-player='{player}']")
        box.locator(f"button[data-coalition='{loyalty}']").click()
        assert box.locator(f"button[data-coalition='{loyalty}']").get_attribute(
            "aria-pressed") == "true"
        set_step(box.locator(".w-step.influence"), influence)
        set_step(box.locator(".w-step.cylinders"), cylinders)


def send_check(page: Any, number: int) -> None:
    """Tap the form's submit button and wait for check ``number``'s result card."""
    tap(page.locator(f"{CHECK} button[type='submit']"), sent_after(page), f"check {number}")
    expect(page.locator(".pp-last h2"), f"the result of check {number}").to_contain_text(
        str(number))


def totals(page: Any) -> dict[str, int]:
    """The score table's totals by player id."""
    rows = page.locator("table.pp-scores tbody tr")
    return {rows.nth(i).get_attribute("data-player"): int(rows.nth(i).locator("td.total")
                                                           .inner_text())
            for i in range(rows.count())}


def check_points(page: Any, number: int) -> dict[str, int]:
    """The points check ``number`` gave, by player id (its column of the score table)."""
    rows = page.locator("table.pp-scores tbody tr")
    return {rows.nth(i).get_attribute("data-player"): int(rows.nth(i).locator("td").nth(
        number - 1).inner_text()) for i in range(rows.count())}


def cleanup(page: Any, player: str, court: int, political: int, hand: int,
            intelligence: int) -> str:
    """Use the clean-up aid for ``player``; returns the sentence it answers with."""
    details = page.locator("details.pp-cleanup")
    if not details.evaluate("d => d.open"):
        details.locator("summary").click()
    details.locator(f"button[data-player='{player}']").click()
    steps = details.locator(".w-step")
    for index, value in enumerate((court, political, hand, intelligence)):
        set_step(steps.nth(index), value)
    result = page.locator(".pp-cleanup-result")
    before = result.inner_text() if result.count() else None
    tap(details.locator("button[type='submit']"), sent_after(page), "the clean-up check")
    return until(page, """(before) => {
        const result = document.querySelector(".pp-cleanup-result");
        return Boolean(result) && result.innerText !== before && result.innerText;
    }""", before, "the clean-up answer")
