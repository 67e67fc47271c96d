"""Poker7 with the printed deck (⚙ ``cards`` = physical, docs/rules-decisions.md#poker7 D13):
two phones check a hand down, no card is shown on either phone, then one player enters the
cards on the table and both phones explain the showdown (the run of bishops beats three
queens). Screenshots at 390 × 844 and 360 × 640: tests/e2e/screenshots/poker7-printed-*.png.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import (
    PHONE,
    SMALL,
    images_loaded,
    keypad_enter,
    sent_after,
    shown_cards,
    tap,
)
from tests.e2e.games.poker7.support import open_phone, press
from tests.e2e.screen_checks import clipped_words
from tests.e2e.table_kit import ApiTable

COMMON = ["bishop-5", "queen-1", "rook-3", "knight-7", "pawn-8"]
HANDS = {"Ana": ["bishop-4", "bishop-6"], "Bob": ["queen-5", "queen-9"]}


def test_the_cards_entered_at_the_showdown_are_judged(server: str, new_phone: Any,
                                                      shots: Any) -> None:
    table = ApiTable.create(server, "poker7", 2, options={"cards": "physical", "hands": 1})
    ana = open_phone(table, new_phone, 0, "en-GB")
    bob = open_phone(table, new_phone, 1, "es-ES")
    for _ in range(4):
        press(bob, "bet", "Pasar")
        press(ana, "bet", "Check")
    ana.wait_action("showdown")
    assert shown_cards(ana.page, "body") == [] and shown_cards(bob.page, "body") == []
    bob.page.set_viewport_size(SMALL)
    expect(bob.page.locator(".w-keypad"), "Bob's keypad").to_have_count(1)
    assert clipped_words(bob.page, ".w-keypad") == [], "every key's word fits at 360 px"
    bob.page.set_viewport_size(PHONE)
    assert "5 common cards are turned on the table." in ana.text()
    page = ana.page
    # The keypad: the first cards, then a reload keeps them; a card entered is not offered again.
    keypad_enter(page, COMMON[:3])
    expect(page.locator("section[data-move='showdown'] .hint")).to_contain_text(
        "Still to enter (6): Common card 4, Common card 5, Bob: card 1")
    expect(page.locator("section[data-move='showdown'] button[type=submit]")).to_be_disabled()
    page.reload()
    ana.wait_action("showdown")
    expect(page.locator(".w-keypad-slot[data-place='2'] .w-keypad-card")).to_have_text("Rook 3")
    page.locator(".w-keypad button[data-figure='bishop']").click()
    expect(page.locator(".w-keypad button[data-number='5']"),
           "Bishop 5 is entered").to_be_disabled()
    keypad_enter(page, COMMON[3:] + HANDS["Bob"] + HANDS["Ana"])   # from the dealer's next
    shots(page, "poker7-printed-entry", scroll="section[data-move='showdown']")
    page.set_viewport_size(SMALL)
    shots(page, "poker7-printed-entry-small", scroll="section[data-move='showdown']")
    page.set_viewport_size(PHONE)
    tap(page.locator("section[data-move='showdown'] button[type=submit]"), sent_after(page),
        "Ana's showdown")
    expect(ana.page.locator(".p7-result"), "the result on Ana's phone").to_have_count(1)
    assert "Ana wins with three bishops in a run" in ana.text()
    assert ("Same sizes as Bob, and a run beats a higher group: three bishops in a run against "
            "three queens.") in ana.text()
    bob.wait_text("Ana gana con tres alfiles en escalera")
    images_loaded(bob.page)
    shots(bob.page, "poker7-printed-result", scroll=".p7-result")
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "poker7-printed-result-small", scroll=".p7-result")
