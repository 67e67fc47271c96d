"""SoloDrez's and SokuDrez's screens at 360 x 640 and 390 x 844 (issue 29; findings SD1, SD3,
SK1 of the UX report games-A.md): the cards and the hint on the first screen, no tappable
element under 44 px but the cards, whose tap only picks (a second tap, on a lit column or on
the card to swap with, makes the move: the confirm step), and the table screens inside
1024 x 768 and 1920 x 1080."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.e2e_kit import AT_PHONE_SIZES
from tests.e2e.screen_checks import on_first_screen, table_screen_at_sizes
from tests.e2e.table_kit import ApiTable


def small_controls(page: Any, cards: str) -> list[str]:
    """The visible buttons of the seat screen under 44 px, the cards (``cards``) left out."""
    return page.evaluate("""(cards) => [...document.querySelectorAll(
        "#app :is(button, a[href], summary, input, select)")]
        .filter((el) => el.getClientRects().length && !el.matches(cards))
        .map((el) => [el, el.getBoundingClientRect()])
        .filter(([, box]) => box.width < 43.5 || box.height < 43.5)
        .map(([el, box]) => `${el.textContent.trim().slice(0, 30)} ${box.width}x${box.height}`)""",
                         cards)


@AT_PHONE_SIZES
def test_solodrez_first_screen_and_a_hint_that_says_nothing_wins(
        server: str, new_phone: Any, shots: Any, size: dict[str, int]) -> None:
    table = ApiTable.create(server, "solodrez", 1)
    phone = table.phone(new_phone, 0, ready=".sd-card .sx-card")
    page = phone.page
    page.set_viewport_size(size)
    assert on_first_screen(page, ".sd-col[data-column='9']"), "every column"
    assert small_controls(page, ".sx-card") == []
    hint = page.get_by_role("button", name="Hint")
    hint.click()
    expect(page.locator(".sd-note")).not_to_have_text("")
    shots(page, f"solodrez-hint-{size['width']}")


@pytest.mark.parametrize("game", ["solodrez", "sokudrez"])
def test_the_table_screen_fits(server: str, browser: Any, shots: Any, game: str) -> None:
    table = ApiTable.create(server, game, 1)
    shown = "#board .sx-card, #board img"
    for page in table_screen_at_sizes(browser, server, table.code, shown):
        shots(page, f"{game}-screen-{page.viewport_size['width']}")


@AT_PHONE_SIZES
def test_sokudrez_first_screen(server: str, new_phone: Any, shots: Any,
                               size: dict[str, int]) -> None:
    table = ApiTable.create(server, "sokudrez", 1)
    phone = table.phone(new_phone, 0, ready=".sk-grid .sx-card")
    page = phone.page
    page.set_viewport_size(size)
    assert on_first_screen(page, ".sk-grid"), "the whole grid"
    assert small_controls(page, ".sx-card") == []
    shots(page, f"sokudrez-first-{size['width']}")
