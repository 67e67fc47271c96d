"""A Poker7 hand where one phone's player leaves (issue 33; docs/rules-decisions.md#poker7, "A
player who leaves"): Bob bets, Carmen calls, and before Ana answers the moderator marks her as
left (two taps). Ana's stand-in folds at once, her phone says she has left instead of showing
the game, every other phone and the table screen name her, and Bob and Carmen play the hand to
its showdown.

Screenshots at 390 × 844 and 360 × 640: tests/e2e/screenshots/poker7-leave-confirm*.png (the
moderator's second tap asked), poker7-leave-phone*.png (Bob's phone once Ana left) and
poker7-leave-gone*.png (Ana's phone).
"""

from __future__ import annotations

from typing import Any

import requests
from playwright.sync_api import expect

from tests.e2e.e2e_kit import Phone, both_sizes, confirm, open_tools
from tests.e2e.games.poker7.support import press
from tests.e2e.table_kit import ApiTable

ANA, BOB, CARMEN = 0, 1, 2


def test_a_player_leaves_mid_hand_and_the_others_finish_it(server: str, new_phone: Any,
                                                           browser: Any, shots: Any) -> None:
    table = ApiTable.create(server, "poker7", 3, options={"first_dealer": ANA})
    ana, bob, carmen = (table.phone(new_phone, seat) for seat in (ANA, BOB, CARMEN))
    screen = browser.new_page(viewport={"width": 1024, "height": 768})
    screen.goto(f"{server}/table/{table.code}/screen")
    moderator = Phone(new_phone("en-GB"), "the moderator", "en")
    moderator.page.context.add_cookies([{"name": f"tapete_mod_{table.code}",
                                         "value": table.moderator, "url": server}])
    moderator.page.goto(f"{server}/table/{table.code}")

    press(bob, "bet", "Bet 2")
    press(carmen, "bet", "Call 2")
    ana.wait_action("bet")

    # The moderator marks Ana as left: the first tap asks for a second one. While the game is
    # paused no move is taken, a leave neither: the form says to resume first.
    open_tools(moderator.page)
    pause = moderator.page.get_by_role("button", name="Pause the game")
    pause.click()
    expect(moderator.page.locator(".leave-form"), "no leave while paused").to_have_text(
        "To mark a player as left, resume the game first.")
    moderator.page.get_by_role("button", name="Resume the game").click()
    moderator.page.locator("#leave-seat").select_option(str(ANA))
    leave = moderator.page.locator(".leave-form button[data-mode='stand_in']")
    leave.click()
    asked = leave.and_(moderator.page.locator(".confirming"))
    expect(asked, "the second tap asked").to_have_text("Tap again: Ana has left")
    both_sizes(shots, moderator.page, "poker7-leave-confirm", ".leave-form")
    expect(asked, "the question lapsing").to_have_count(0)
    confirm(leave, "the moderator's leave")

    # Ana's stand-in folds facing the bet; her phone only says she has left.
    expect(ana.page.locator("#status"), "Ana's phone told").to_have_text(
        "You have left this table.")
    expect(ana.page.locator(".you-left"), "why, on Ana's phone").to_contain_text("undo")
    expect(ana.page.locator(".p7-players"), "no game on Ana's phone").to_have_count(0)
    both_sizes(shots, ana.page, "poker7-leave-gone")
    for phone in (bob, carmen, moderator):
        expect(phone.page.locator(".left-notice"), f"who left, on {phone.name}").to_have_text(
            "Ana has left the table.")
        expect(phone.page.locator(".p7-stand-in"), f"the stand-in on {phone.name}").to_have_text(
            "Ana's stand-in folds.")
    expect(screen.locator(".left-notice"), "who left, on the table screen").to_have_text(
        "Ana has left the table.")
    both_sizes(shots, bob.page, "poker7-leave-phone")
    refused = requests.post(f"{server}/api/tables/{table.code}/moves", timeout=10,
                            json={"move": "check", "args": {}, "id": "ana-after-leaving"},
                            headers={"Authorization": f"Bearer {table.seats[ANA]}"})
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "seat_left"

    # Bob and Carmen play the hand to its end: two rounds of checks, the show step, a check each.
    for phone in (bob, carmen) * 2:
        press(phone, "bet", "Check")
    for phone in (bob, carmen):
        press(phone, "show", "Show left")
    for phone in (bob, carmen):
        press(phone, "bet", "Check")
    for phone in (bob, carmen, moderator):
        expect(phone.page.locator(".p7-result"), f"the result on {phone.name}").to_have_count(1)
        expect(phone.page.locator(".left-notice"), f"who left, at the end on {phone.name}") \
            .to_have_text("Ana has left the table.")
    expect(ana.page.locator(".p7-result"), "no result on Ana's phone").to_have_count(0)
