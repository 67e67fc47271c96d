"""Poker7's first screen at 360 × 640 and 390 × 844 (issue 29 P1, P2, P3): on a seat's turn the
move and the way to see its own cards lie within the first screen (the action bar fixed at the
bottom), no tappable element is under 44 px, no card face of the seat's own is in the page
while nothing is held, the amounts are of one kind ("Raise to", "All-in" as round totals,
the slider starting at the smallest raise), and "Seen" is on the first screen after a hand; the
moderator may deal without waiting for everyone to have seen it.
Screenshots: tests/e2e/screenshots/poker7-first-*.png."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import (
    PHONE,
    SMALL,
    Phone,
    confirm,
    sent_after,
    shown_cards,
    tap,
)
from tests.e2e.games.poker7.support import deck, press, slide_and_bet
from tests.e2e.screen_checks import on_first_screen, overflow, small_targets
from tests.e2e.table_kit import ApiTable

BAR = "section.w-bar"
MOVE = f"{BAR} .w-bar-controls button"
SEE = f"{BAR} .w-bar-own button.hold"


def check(phone: Phone, hole: list[str], shots: Any, name: str, controls: list[str]) -> None:
    """At both phone sizes: ``controls`` on the first screen, every target 44 px or more, no
    own card face in the page; a screenshot of each."""
    for size, suffix in ((SMALL, "-small"), (PHONE, "")):
        phone.page.set_viewport_size(size)
        for control in controls:
            assert on_first_screen(phone.page, control), f"{name}{suffix}: {control}"
        assert small_targets(phone.page) == [], f"{name}{suffix}"
        assert not set(hole) & set(shown_cards(phone.page, "body")), f"{name}{suffix}: own card"
        shots(phone.page, f"poker7-first-{name}{suffix}", scroll="body")


def screen_fits(screen: Any, shots: Any, name: str) -> None:
    """The table screen needs no scrolling at 1024 × 768 nor at 1920 × 1080."""
    for width, height in ((1024, 768), (1920, 1080)):
        screen.set_viewport_size({"width": width, "height": height})
        shots(screen, f"poker7-first-screen-{name}-{width}")
        assert max(overflow(screen)) <= 0, f"the table screen scrolls at {width}×{height} ({name})"


def test_the_move_and_its_context_are_on_the_first_screen(server: str, new_phone: Any,
                                                          browser: Any, shots: Any) -> None:
    table = ApiTable.create(server, "poker7", 3, options={"deck": deck(), "hands": 2})
    holes = {int(seat): cards for seat, cards in table.view()["private"]["hands"].items()}
    ana, bob, carmen = (table.phone(new_phone, seat) for seat in range(3))
    screen = browser.new_page(viewport={"width": 1024, "height": 768})
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".p7-players")).to_be_attached()
    bob.wait_action("bet")                  # Ana deals: Bob acts first
    check(bob, holes[1], shots, "open", [MOVE, SEE])
    text = bob.page.locator(BAR).inner_text()
    assert "Pot 6" in text and "Nobody has bet in this round." in text
    assert "Bet 2" in text and "All-in 98" in text     # the slider starts at the smallest bet
    slide_and_bet(bob, 10)
    carmen.wait_action("bet")
    text = carmen.page.locator(BAR).inner_text()
    assert "Pot 16" in text and "Bob bet 10" in text and "10 to call" in text
    assert "Call 10" in text and "Raise to 20" in text and "All-in 98" in text
    check(carmen, holes[2], shots, "facing", [MOVE, SEE])
    expect(screen.locator("body")).to_contain_text("Bob bet 10")
    screen_fits(screen, shots, "bet")
    press(carmen, "bet", "Raise to 20")
    press(ana, "bet", "Fold")
    bob.wait_action("bet")
    text = bob.page.locator(BAR).inner_text()
    assert "Carmen raised to 20" in text
    assert "Call 20" in text and "adds 10" in text and "All-in 98" in text and "adds 88" in text
    press(bob, "bet", "Fold")
    # Carmen won: "Seen" on the first screen of every player with chips.
    for seat, phone in enumerate((ana, bob, carmen)):
        expect(phone.page.locator(".p7-result")).to_have_count(1)
        check(phone, [], shots, f"seen-{seat}", [".w-seen button"])
    expect(screen.locator(".p7-result")).to_have_count(1)
    screen_fits(screen, shots, "result")
    # Only Bob has seen it; the moderator (who does not play) deals without waiting.
    tap(bob.page.locator(".w-seen button[data-args]"), sent_after(bob.page), "Bob's Seen")
    ana.wait_text("The next hand is dealt once Ana and Carmen have seen this.")
    moderator = new_phone("en-GB")
    moderator.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                                    "url": server}])
    moderator.goto(f"{server}/table/{table.code}")
    confirm(moderator.locator(".w-seen button[data-send='deal-now']"), "the moderator's Deal now")
    for phone in (ana, bob, carmen):
        expect(phone.page.locator(".w-last-result summary"), f"hand 2 on {phone.name}"
               ).to_contain_text("Last hand: Carmen wins")
