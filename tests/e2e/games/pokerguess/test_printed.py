"""PokerGuess with the printed deck (⚙ cards = "physical", docs/rules-decisions.md#pokerguess):
two phones keep the chips and the predictions, the last card is shown at the table, and at the
showdown one phone enters every card on the keypad, which never offers a card entered already;
the app judges and explains. Screenshots at 390 × 844 and 360 × 640 go to
tests/e2e/screenshots/pokerguess-printed-*.png."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, images_loaded
from tests.e2e.games.pokerguess.support import (
    enter_cards,
    keep,
    predict,
    printed_phone,
)
from tests.e2e.table_kit import ApiTable

COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]
ANA, BOB = ["bishop-5", "bishop-8"], ["pawn-6", "joker-3"]


def test_two_phones_judge_a_printed_deck(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "pokerguess", 2, options={"cards": "physical", "ante": 1})
    ana = printed_phone(table, new_phone, 0, "Ana")
    bob = printed_phone(table, new_phone, 1, "Bob", "es-ES")
    assert ana.page.locator(".pg-hole").count() == 0, "no hole cards with the printed deck"
    predict(bob, 2, 2, "pawn", 1)     # Bob speaks first (Ana deals)
    predict(ana, 9, 3, "pawn", 1)
    keep(bob)
    for phone in (bob, ana):          # the last card is shown at the table: phase 2 at once
        keep(phone)

    enter_cards(ana, [*COMMON, *BOB, ANA[0]])
    form = ana.page.locator("section[data-move='showdown']")
    expect(form.locator(".hint")).to_have_text("Still to enter (1): Ana: card 2.")
    assert form.locator("button[type='submit']").is_disabled()
    form.locator(".w-keypad button[data-figure='pawn']").click()
    expect(form.locator(".w-keypad button[data-number='6']"), "Bob's Pawn 6 is not offered "
           "again").to_be_disabled()
    enter_cards(ana, [ANA[1]])
    expect(form.locator(".hint")).to_have_text("")
    shots(ana.page, "pokerguess-printed-entry", scroll="section[data-move='showdown']")
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "pokerguess-printed-entry-small", scroll="section[data-move='showdown']")
    ana.page.locator("section[data-move='showdown'] button[type='submit']").click()

    expect(bob.page.locator(".pg-result").first, "the judgement on Bob's phone").to_be_attached()
    text = ana.page.locator(".pg-result").inner_text()
    assert "Checked first: Ana" in text and "Fails: 2 Green cards, 3 needed." in text
    assert "Bob takes the pot (2 chips)." in text
    images_loaded(ana.page)
    shots(ana.page, "pokerguess-printed-result-small")
