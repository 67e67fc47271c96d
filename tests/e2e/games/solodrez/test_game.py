"""SoloDrez on one phone (seed 004 SoloDrez): the table of one starts at once; the winnable deal
(a neutral card under a series in columns 1 and 2, one series in each other column) is played to
its win by tapping — remove series, pick a run by tapping its first card, tap the lit column —
with the hint and undo on the way; screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, Phone, sent_after, tap, tap_and_send
from tests.e2e.games.solodrez.support import wait_for_cards
from tests.e2e.table_kit import page_table, page_view
from tests.referee.games.solodrez.support import DECK, WINNABLE

TABLE = ".sd-table"


def column(phone: Phone, n: int) -> Any:
    return phone.page.locator(f"{TABLE} .sd-col[data-column='{n}']")


def cards(phone: Phone) -> Any:
    return phone.page.locator(f"{TABLE} .sx-card")


def remove(phone: Phone, n: int, left: int) -> None:
    tap(phone.page.locator(f".sd-remove[data-column='{n}']"), sent_after(phone.page),
        f"the removal of column {n}'s series")
    expect(cards(phone), f"column {n}'s series removed").to_have_count(left)


def test_the_winnable_deal_is_played_to_its_win(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = page_table(ana.page, server, "solodrez", 1, {"deck": WINNABLE}, "Ana", lang="en")
    wait_for_cards(ana, TABLE, 56)
    assert "Moves: 0" in ana.text()
    shots(ana.page, "solodrez-deal-en", scroll=".sd-card")
    ana.page.get_by_role("button", name="Hint").click()
    assert "Hint: remove the series of column 3." in ana.text()
    left = 56
    for n in range(3, 10):
        left -= 6
        remove(ana, n, left)
    ana.page.get_by_role("button", name="Undo").click()
    expect(cards(ana), "the last removal undone").to_have_count(20)
    assert page_view(ana.page, code)["public"]["moves"] == 6
    remove(ana, 9, 14)

    def picked() -> None:
        assert column(ana, 3).get_attribute("class").split() == ["sd-col", "lit"]
        assert column(ana, 1).locator(".sx-card[aria-pressed='true']").count() == 6
        ana.page.set_viewport_size(SMALL)
        shots(ana.page, "solodrez-run-picked-small-en", scroll=".sd-card")

    # The joker: it and the five below it.
    tap_and_send([(column(ana, 1).locator(".sx-card").nth(1),
                   column(ana, 1).locator(".sx-card[aria-pressed='true']"))],
                 column(ana, 3).locator(".sd-empty"), sent_after(ana.page), "the run's move",
                 between=picked)
    expect(column(ana, 3).locator(".sx-card"), "the run moved").to_have_count(6)
    remove(ana, 3, 8)
    ana.page.get_by_role("button", name="Hint").click()
    assert "Hint: move the last 6 cards of column 2 to column 3." in ana.text()
    tap(column(ana, 3).locator(".sd-empty"), sent_after(ana.page), "the hinted run's move")
    expect(column(ana, 3).locator(".sx-card"), "the hinted run moved").to_have_count(6)
    remove(ana, 3, 0)
    ana.wait_text("Every card is off the table in 11 moves.")
    assert "You won" in ana.status()
    shots(ana.page, "solodrez-won-small-en")


def test_a_refused_pick_says_why_in_spanish(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    page_table(ana.page, server, "solodrez", 1, {"deck": WINNABLE}, "Ana", lang="es")
    ana.page.set_viewport_size(SMALL)
    wait_for_cards(ana, TABLE, 56)
    column(ana, 4).locator(".sx-card").nth(2).click()  # a rook under its series: nowhere to go
    assert ana.page.locator(".sd-note").inner_text() != ""
    assert ana.page.locator(f"{TABLE} .sd-col.lit").count() == 0
    shots(ana.page, "solodrez-deal-small-es", scroll=".sd-card")


def test_a_shuffled_deal_after_some_hinted_moves_fits_a_small_phone(server: str, new_phone: Any,
                                                                  shots: Any) -> None:
    deck = random.Random(7).sample(DECK, len(DECK))
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "solodrez", 1, {"deck": deck}, "Ana", lang="es")
    ana.page.set_viewport_size(SMALL)
    wait_for_cards(ana, TABLE, 56)
    for done in range(1, 9):
        hint = page_view(ana.page, code)["private"]["hint"]
        if hint is None:
            break
        ana.page.get_by_role("button", name="Pista").click()
        if hint["move"] == "remove":
            tap(ana.page.locator(f".sd-remove[data-column='{hint['args']['column']}']"),
                sent_after(ana.page), f"hinted move {done}")
        else:
            target = column(ana, hint["args"]["to"])
            assert "lit" in (target.get_attribute("class") or "")
            tap(target.locator(".sx-card, .sd-empty").last, sent_after(ana.page),
                f"hinted move {done}")
        ana.wait_text(f"Movimientos: {done} ·")  # the page has the move: the next hint's
        assert page_view(ana.page, code)["public"]["moves"] == done
    width = ana.page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL["width"], "the columns fit the screen's width"
    shots(ana.page, "solodrez-midgame-small-es", scroll=".sd-card")
