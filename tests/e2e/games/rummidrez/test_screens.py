"""RummiDrez's screens at 360 x 640 and 390 x 844 (issue 29; findings R1, R5, R6 of the UX
report games-B.md, R5 of the re-walk): on a seat's turn "Show my hand to lay cards" and the draw
on the first screen; the hand face down (no own card id in the page) until shown, shown while
composing, and face down again after the idle time without a touch and once the play is sent; no
tappable element under 44 px; two melds of seven cards in all on one row at 390 px; the table
screen inside 1024 x 768 and 1920 x 1080."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import AT_PHONE_SIZES, sent_after, tap, until
from tests.e2e.games.rummidrez.support import FACES, lay_groups, open_hand
from tests.e2e.screen_checks import SCREENS, on_first_screen, overflow, small_targets
from tests.e2e.table_kit import ApiTable
from tests.referee.games.rummidrez.support import FIRST_MELD_1, prearranged_deck

#: RummiDrez's idle time while composing (assets/static/js/games/rummidrez/turn.js IDLE_MS), ms.
IDLE_MS = 15_000


@AT_PHONE_SIZES
def test_the_hand_shows_only_while_composing(server: str, new_phone: Any, shots: Any,
                                             size: dict[str, int]) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"deck": prearranged_deck()})
    bob = table.phone(new_phone, 1, "en-GB", ready=".rd-hand .w-secret-toggle")
    page = bob.page
    page.clock.install()
    page.set_viewport_size(size)
    assert on_first_screen(page, ".rd-hand .w-secret-toggle"), "the control that shows the hand"
    assert on_first_screen(page, ".rd-actions button[data-move='draw']"), "the draw"
    assert page.locator(FACES).count() == 0, "face down until shown"
    assert small_targets(page) == []

    open_hand(bob)
    expect(page.locator(FACES)).to_have_count(14)
    page.clock.run_for(IDLE_MS - 3000)
    page.locator(".rd-table").click(position={"x": 5, "y": 5})  # composing: a touch on the turn
    page.clock.run_for(IDLE_MS - 3000)
    expect(page.locator(FACES), "still shown: touched within the idle time").to_have_count(14)
    page.clock.run_for(3001)
    expect(page.locator(FACES), "hidden after the idle time").to_have_count(0)

    open_hand(bob)
    lay_groups(bob, FIRST_MELD_1, 0)
    assert small_targets(page) == []
    shots(page, f"rummidrez-composing-{size['width']}", scroll=".rd-hand")
    tap(page.get_by_role("button", name="Lay"), sent_after(page), "Bob's first meld")
    table.until(lambda view: view["public"]["melded"][1], "Bob's first meld")
    expect(page.locator(FACES), "hidden once the play is sent").to_have_count(0)

    ana = table.phone(new_phone, 0, "en-GB", ready=".rd-hand .w-secret-toggle")
    expect(ana.page.locator(".w-last")).to_contain_text("Bob made the first meld: new meld 1")
    assert ana.page.locator(".rd-meld.changed").count() == 2
    assert ana.page.viewport_size["width"] == 390
    # both melds read in one go, until drawn side by side: the table may be drawn again
    # between two reads (a later update), when a meld has no box for a moment
    until(ana.page, """() => {
        const tops = [...document.querySelectorAll(".rd-meld")]
            .map((el) => el.getBoundingClientRect().top);
        return tops.length === 2 && tops[0] === tops[1]; }""",
          what="a meld of four beside one of three (re-walk R5)")
    screen = new_phone("en-GB")
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".rd-meld.changed")).to_have_count(2)
    for display in SCREENS:
        screen.set_viewport_size(display)
        assert max(overflow(screen)) <= 0, f"the table screen fits {display}: {overflow(screen)}"
