"""DomiDrez's screens at 360 x 640 and 390 x 844 (issue 29; findings D1, D2, D3 of the UX report
games-B.md): on a seat's turn "Open my hand to play" on the first screen, no own card face in the
page before it is opened, the opened hand's every card inside the screen with a 44 x 48 px strip
(no sideways scroll hiding a playable card), the neutral card chosen inside the screen with
DomiDrez's face, no tappable element under 44 px, the last move on the phones and the table
screen, and the table screen inside 1024 x 768 and 1920 x 1080."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import AT_PHONE_SIZES
from tests.e2e.games.domidrez.support import SCRIPT, deck, lit
from tests.e2e.screen_checks import (
    SCREENS,
    on_first_screen,
    out_of_reach,
    overflow,
    own_faces,
    small_targets,
)
from tests.e2e.table_kit import ApiTable


@AT_PHONE_SIZES
def test_the_turn_on_the_first_screen(server: str, new_phone: Any, shots: Any,
                                      size: dict[str, int]) -> None:
    table = ApiTable.create(server, "domidrez", 3, options={"deck": deck()})
    for seat, move, args in SCRIPT[:3]:
        table.ok(seat, move, args)
    bob = table.phone(new_phone, 1, "en-GB", ready=".dd-open")
    page = bob.page
    page.set_viewport_size(size)
    expect(page.locator(".w-last")).to_have_text("Last: Ana played Pawn 6.")
    assert on_first_screen(page, ".dd-open"), "the control that opens the hand"
    assert own_faces(page, ".dd-hand") == [], "the hand is face down until opened"
    assert small_targets(page) == []
    page.locator(".dd-open").click()
    expect(page.locator(".dd-hand.open .w-card")).to_have_count(8)
    assert out_of_reach(page, ".dd-hand.open .w-card") == [], "every card with a 44 x 48 strip"
    assert overflow(page)[0] <= 0, "no sideways scroll"
    assert lit(bob), "a card to play"
    assert small_targets(page) == []
    shots(page, f"domidrez-fan-{size['width']}", scroll=".dd-hand")
    # D2: the neutral card chosen stays inside the screen, its tick too, and its face reads
    # DomiDrez's rule (the image of /cards/domidrez/), not PokerDrez's swap.
    neutral = page.locator(".dd-hand.open .w-card[data-card='neutral-1']")
    neutral.click(position={"x": 12, "y": 40})
    expect(page.locator(".dd-naming"), "the neutral card's naming").to_be_visible()
    expect(neutral).to_have_class(re.compile("picked"))
    assert neutral.evaluate("""(card) => {
        const box = card.getBoundingClientRect();
        const tick = parseFloat(getComputedStyle(card, "::after").right);
        return box.left >= 0 && box.right - Math.min(tick, 0) <= innerWidth;
    }"""), "the chosen card inside the screen"
    assert "/cards/domidrez/neutral-1.png" in neutral.locator("img").get_attribute("src")
    shots(page, f"domidrez-fan-neutral-{size['width']}", scroll=".dd-hand")

    screen = new_phone("en-GB")
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".w-last")).to_have_text("Last: Ana played Pawn 6.")
    for display in SCREENS:
        screen.set_viewport_size(display)
        assert max(overflow(screen)) <= 0, f"the table screen fits {display}: {overflow(screen)}"
