"""SoloDrez on one phone (seed 004 SoloDrez): the table of one starts at once; the winnable deal
(a neutral card under a series in columns 1 and 2, one series in each other column) is played to
its win by tapping — remove series, pick a run by tapping its first card, tap the lit column —
with the hint and undo on the way; screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

import random
from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until
from tests.e2e.games.solodrez.support import SMALL, api_view, create_table, wait_for_cards
from tests.referee.games.solodrez.support import DECK, WINNABLE

TABLE = ".sd-table"


def column(phone: Phone, n: int) -> Any:
    return phone.page.locator(f"{TABLE} .sd-col[data-column='{n}']")


def remove(phone: Phone, n: int, left: int) -> None:
    phone.page.locator(f".sd-remove[data-column='{n}']").click()
    wait_until(lambda: phone.page.locator(f"{TABLE} .sx-card").count() == left,
               f"column {n}'s series removed")


def test_the_winnable_deal_is_played_to_its_win(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = create_table(ana.page, server, "solodrez", "Ana", {"deck": WINNABLE}, lang="en")
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
    wait_until(lambda: ana.page.locator(f"{TABLE} .sx-card").count() == 20,
               "the last removal undone")
    assert api_view(ana, code)["public"]["moves"] == 6
    remove(ana, 9, 14)
    column(ana, 1).locator(".sx-card").nth(1).click()  # the joker: it and the five below it
    assert column(ana, 3).get_attribute("class").split() == ["sd-col", "lit"]
    assert column(ana, 1).locator(".sx-card[aria-pressed='true']").count() == 6
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "solodrez-run-picked-small-en", scroll=".sd-card")
    column(ana, 3).locator(".sd-empty").click()
    wait_until(lambda: column(ana, 3).locator(".sx-card").count() == 6, "the run moved")
    remove(ana, 3, 8)
    ana.page.get_by_role("button", name="Hint").click()
    assert "Hint: move the last 6 cards of column 2 to column 3." in ana.text()
    column(ana, 3).locator(".sd-empty").click()
    wait_until(lambda: column(ana, 3).locator(".sx-card").count() == 6, "the hinted run moved")
    remove(ana, 3, 0)
    wait_until(lambda: "Every card is off the table in 11 moves." in ana.text(), "the win")
    assert "You won" in ana.status()
    shots(ana.page, "solodrez-won-small-en")


def test_a_refused_pick_says_why_in_spanish(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    create_table(ana.page, server, "solodrez", "Ana", {"deck": WINNABLE}, lang="es")
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
    code = create_table(ana.page, server, "solodrez", "Ana", {"deck": deck}, lang="es")
    ana.page.set_viewport_size(SMALL)
    wait_for_cards(ana, TABLE, 56)
    for done in range(1, 9):
        hint = api_view(ana, code)["private"]["hint"]
        if hint is None:
            break
        ana.page.get_by_role("button", name="Pista").click()
        if hint["move"] == "remove":
            ana.page.locator(f".sd-remove[data-column='{hint['args']['column']}']").click()
        else:
            target = column(ana, hint["args"]["to"])
            assert "lit" in (target.get_attribute("class") or "")
            target.locator(".sx-card, .sd-empty").last.click()
        wait_until(lambda done=done: api_view(ana, code)["public"]["moves"] == done,
                   f"hinted move {done}")
    width = ana.page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL["width"], "the columns fit the screen's width"
    shots(ana.page, "solodrez-midgame-small-es", scroll=".sd-card")
