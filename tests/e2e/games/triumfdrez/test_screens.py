"""TriumfDrez's screens at 360 x 640 and 390 x 844 (issue 29; findings T1, T2, T3, T8, T9 of
the UX report games-B.md): the bid buttons and the hand's hold control on the first screen of
the seat that calls, no own card face in the page while nothing is held, a 13-card hand whose
every card keeps a 44 px strip inside the screen, no tappable element under 44 px, the last
event on the phones, and the table screen inside 1024 x 768 and 1920 x 1080."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import AT_PHONE_SIZES
from tests.e2e.games.triumfdrez.support import AUCTION, DECK, lit_cards
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
def test_the_call_and_the_play_on_the_first_screen(server: str, new_phone: Any, shots: Any,
                                                   size: dict[str, int]) -> None:
    table = ApiTable.create(server, "triumfdrez", 4, lang="en", options={"deck": DECK})
    opener = table.phone(new_phone, 1, "es-ES", ready="section[data-move='bid']")
    page = opener.page
    page.set_viewport_size(size)
    assert on_first_screen(page, "section[data-move='bid'] button[data-tricks]"), "the bid buttons"
    assert on_first_screen(page, ".td-peek button.hold"), "the hold control during the call"
    assert own_faces(page, "#app") == [], "no face while nothing is held"
    assert small_targets(page) == []
    expect(page.locator(".w-last")).to_contain_text("Mano 1")
    shots(page, f"triumfdrez-call-{size['width']}")
    # One finger holds the bar, another picks the tricks: the cards stay shown meanwhile.
    page.locator(".td-peek button.hold").hover()
    page.mouse.down()
    expect(page.locator(".td-peek .w-card:not([data-card=''])")).to_have_count(13)
    page.locator("section[data-move='bid'] button[data-tricks='8']").dispatch_event("click")
    expect(page.locator("button[data-tricks='8'][aria-pressed='true']")).to_have_count(1)
    assert len(own_faces(page, ".td-peek")) == 13, "still shown while held"
    page.mouse.up()
    expect(page.locator(".td-peek .w-card:not([data-card=''])")).to_have_count(0)

    for seat, move, args in AUCTION:
        table.ok(seat, move, args)
    leader = table.view()["public"]["to_act"]
    phone = table.phone(new_phone, leader, "en-GB", ready=".td-open")
    page = phone.page
    page.set_viewport_size(size)
    assert on_first_screen(page, ".td-trick"), "the trick"
    assert on_first_screen(page, ".td-open"), "the control that opens the hand"
    assert own_faces(page, "#app") == [], "the hand is face down until opened"
    page.locator(".td-open").click()
    expect(page.locator(".td-hand.open")).to_have_count(1)
    cards = page.locator(".td-hand.open .w-card")
    expect(cards).to_have_count(13)
    assert out_of_reach(page, ".td-hand.open .w-card") == [], "every card with a 44 x 48 strip"
    assert overflow(page)[0] <= 0, "no sideways scroll"
    assert small_targets(page) == []
    shots(page, f"triumfdrez-fan-{size['width']}")
    card = lit_cards(phone)[0]
    page.locator(f".td-hand.open .w-card[data-card='{card}']").click(position={"x": 20, "y": 24})
    expect(page.locator(".td-hand.open")).to_have_count(0)
    expect(page.locator(".w-last")).to_contain_text("played")

    screen = new_phone("en-GB")
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".w-last")).to_contain_text("played")
    expect(screen.locator(".td-open-hands")).to_have_count(1)
    for display in SCREENS:
        screen.set_viewport_size(display)
        assert max(overflow(screen)) <= 0, \
            f"the table screen fits {display}: {overflow(screen)}"
    shots(screen, "triumfdrez-screen-1920")
