"""TriumfDrez with printed cards on two phones (docs/rules-decisions.md#triumfdrez, Match): the
auction runs on the phones, no hand is shown, and the declarer taps the tricks his side took;
the score follows with the doubled extra points."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import Phone
from tests.e2e.games.triumfdrez.support import bid, pass_call
from tests.e2e.table_kit import ApiTable


def test_printed_cards_auction_then_tricks(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "triumfdrez", 2, lang="en",
                            options={"cards": "physical", "target": 100})
    phones: list[Phone] = []
    for seat, locale in enumerate(("en-GB", "es-ES")):
        page = new_phone(locale)
        page.context.add_cookies([{"name": f"tapete_seat_{table.code}",
                                   "value": table.seats[seat], "url": server}])
        page.goto(f"{server}/table/{table.code}")
        phones.append(Phone(page, f"seat {seat}", locale[:2]))
    phones[1].wait_action("bid")
    assert phones[1].page.locator(".td-hand").count() == 0, "printed cards: no hand on the phone"
    bid(phones[1], {"tricks": 8, "trump": None, "supertrump": 3, "open": False})
    phones[0].wait_action("bid")
    pass_call(phones[0])
    phones[1].wait_action("tricks_won")
    assert phones[0].action() is None, "only the declarer's side enters the tricks"
    shots(phones[1].page, "triumfdrez-printed", scroll="section[data-move='tricks_won']")
    phones[1].press({"tricks": 10})
    expect(phones[0].page.locator(".td-why"), "the result").to_have_count(1)
    assert "= 12 points" in phones[0].page.locator(".td-why").inner_text()
    assert "12 puntos" in phones[1].page.locator(".td-why").inner_text()
    assert table.view(None)["public"]["side_scores"] == [0, 12]
