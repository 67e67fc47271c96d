"""A whole hand of TriumfDrez through four phones (two in Spanish, two in English) from a
prearranged deal (seed 004 TriumfDrez; docs/rules-decisions.md#triumfdrez): the hand behind
the press-and-hold control, the auction with its buttons (a refused pass first, a bid beaten by
leaving out the trump, then raised open), the open hands of the declarer's pair from the first
lead, the cards of the first three tricks and of the last tapped from a fan with only the
playable ones lit (the tricks between sent over the API), the tricks per side, and the hand's
score explained as the engine computes it. Screenshots at 390 x 844 and 360 x 640, and
the table screen."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, Phone, hold
from tests.e2e.games.triumfdrez.support import AUCTION, DECK, HANDS, bid, pass_call, play, replay
from tests.e2e.table_kit import ApiTable

LOCALES = ("es-ES", "en-GB", "es-ES", "en-US")
#: The plays made by tapping: the first three tricks and the last (the others over the API).
TAPPED = (*range(12), *range(48, 52))


def hold_hand(phone: Phone) -> list[str]:
    """Hold "hold to see" on the hand card, read the cards shown, let go; face down (no card
    id in the page) before and after."""
    cards = phone.page.locator(".td-hand .w-card:not([data-card=''])")
    return hold(phone, phone.page.locator(".td-hand button.hold"), cards,
                lambda: cards.evaluate_all("els => els.map((e) => e.dataset.card)"))


def test_a_whole_hand_on_four_phones(server: str, new_phone: Any, shots: Any) -> None:
    plays, final = replay()
    table = ApiTable.create(server, "triumfdrez", 4, lang="en", options={"deck": DECK})
    phones = [table.phone(new_phone, seat, LOCALES[seat]) for seat in range(4)]
    assert hold_hand(phones[2]) == HANDS[2]
    assert "Reparto preparado" in phones[0].text() and "Prearranged deal" in phones[1].text()

    phones[1].wait_action("bid")
    assert phones[1].page.locator("button.td-pass").count() == 0, "the opener cannot pass"
    assert "You open the auction: you must bid." in phones[1].status(), "no 'or pass'"
    assert phones[1].page.locator("button[data-tricks='6']").count() == 0, "below the minimum"
    shots(phones[1].page, "triumfdrez-auction", scroll="section[data-move='bid']")
    for seat, move, args in AUCTION:
        phones[seat].wait_action("bid")
        if move == "bid":
            bid(phones[seat], args)
        else:
            pass_call(phones[seat])
        if seat == 3 and move == "bid":
            phones[0].wait_action("bid")
            highest = phones[0].page.locator("section[data-move='bid'] .td-best").inner_text()
            assert "sin triunfo" in highest and "verde (9)" in highest
            assert phones[0].page.locator("button[data-tricks='7']").count() == 1
            phones[0].page.locator("button[data-tricks='7']").click()
            ways = phones[0].page.locator("button[data-way]")
            assert sorted(ways.nth(i).get_attribute("data-way") for i in range(ways.count())) \
                == ["3", "4", "5", "6", "7"], "only the stronger ways at 7 tricks"
            shots(phones[0].page, "triumfdrez-auction-higher", scroll="section[data-move='bid']")

    contract = phones[2].page.locator(".td-contract")
    expect(contract, "the contract on seat 2's phone").to_have_count(1)
    assert "Jóker" in contract.inner_text() and "verde (9)" in contract.inner_text()
    assert "deben hacer al menos" in contract.inner_text(), "two partners: plural verb"
    assert phones[0].page.locator(".td-open-hands").count() == 0, "open only from the first lead"

    followed = 0
    for index, (seat, card, playable) in enumerate(plays):
        if index not in TAPPED:
            table.ok(seat, "play", {"card": card})
            continue
        lit = play(phones[seat], card)
        assert sorted(lit) == sorted(playable), f"play {index}: only the playable cards are lit"
        followed += len(playable) < 13 - index // 4
        if index == 1:
            shown = phones[0].page.locator(".td-open-hands")
            expect(shown, "the declarer pair's open hands on seat 0's phone").to_have_count(1)
            assert shown.locator(".w-card").count() == 12 + 13
            shots(phones[0].page, "triumfdrez-trick", scroll=".td-trick")
            phones[3].page.set_viewport_size(SMALL)
            shots(phones[3].page, "triumfdrez-trick-small", scroll=".td-trick")
        if index == 4:  # the first trick is taken: one side has 1 trick, the other none
            counts = [phones[k].page.locator(".td-count").inner_text() for k in (0, 1)]
            assert re.search(r": 1 baza\b", counts[0]) and ": 0 bazas" in counts[0], counts[0]
            assert re.search(r": 1 trick\b", counts[1]) and ": 0 tricks" in counts[1], counts[1]
        if index == 6:
            shots(phones[2].page, "triumfdrez-open-hand", scroll=".td-hand")
            phones[2].page.set_viewport_size(SMALL)

    assert followed > 5, "the tapped plays had cards that had to follow"
    result = final["hand_result"]
    for phone in phones:
        expect(phone.page.locator("section[data-move='next_hand']"),
               f"{phone.name}'s hand result").to_have_count(1)
    why = phones[1].page.locator(".td-why").inner_text()
    points = result["points"][str(result["winners"][0])]
    assert f"took {result['taken']}" in why and f"= {points} points" in why
    assert "hizo" in phones[0].page.locator(".td-why").inner_text()
    seen = table.view(None)["public"]
    assert seen["side_scores"] == final["scores"] and seen["won"] == final["won"]
    assert seen["hand_result"] == result
    shots(phones[1].page, "triumfdrez-result", scroll="section[data-move='next_hand']")
    shots(phones[2].page, "triumfdrez-result-small")

    screen = new_phone("en-GB")
    screen.set_viewport_size({"width": 1024, "height": 768})
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".td-why"), "the result on the table screen").to_have_count(1)
    assert screen.locator("button.hold").count() == 0
    shots(screen, "triumfdrez-screen")
