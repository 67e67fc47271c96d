"""PokerGuess's first screen at 360 × 640 and 390 × 844 (issue 29 G1): on a seat's turn the
prediction form starts at the top with the common cards small under its title (re-walk N5),
and the send buttons with the pot and what staying costs, and the strip to see one's own cards,
sit in the action bar fixed at the bottom; no tappable element is under 44 px and no own card
face is in the page while nothing is held; the show step's buttons fit on one line each.
Screenshots: tests/e2e/screenshots/pokerguess-first-*.png.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import PHONE, SMALL, Phone, shown_cards
from tests.e2e.games.pokerguess.support import BAR, GUESS, keep, predict
from tests.e2e.screen_checks import on_first_screen, small_targets
from tests.e2e.table_kit import ApiTable


def check(phone: Phone, hole: list[str], shots: Any, name: str, controls: list[str]) -> None:
    """At both phone sizes: ``controls`` on the first screen, every target 44 px or more, no
    own card face in the page; a screenshot of each."""
    for size, suffix in ((SMALL, "-small"), (PHONE, "")):
        phone.page.set_viewport_size(size)
        for control in controls:
            assert on_first_screen(phone.page, control), f"{name}{suffix}: {control}"
        assert small_targets(phone.page) == [], f"{name}{suffix}"
        assert not set(hole) & set(shown_cards(phone.page, "body")), f"{name}{suffix}: own card"
        shots(phone.page, f"pokerguess-first-{name}{suffix}", scroll="body")


def test_the_guess_form_and_the_send_buttons_are_on_the_first_screen(
        server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "pokerguess", 2, options={"first_dealer": 1, "ante": 1})
    holes = {int(seat): cards for seat, cards in table.view()["private"]["hands"].items()}
    ana, bob = table.phone(new_phone, 0), table.phone(new_phone, 1)
    ana.wait_action("guess")
    check(ana, holes[0], shots, "guess", [f"{GUESS} h2", f"{BAR} button[data-send='predict']",
                                          f"{BAR} .w-bar-own button.hold"])
    assert "Make this prediction" in ana.page.locator(BAR).inner_text()
    # Re-walk N5: the common cards, which a prediction counts, share the first screen with the
    # form: above the bar at 360 x 640, not ~1,000 px down under the whole form.
    for size in (SMALL, PHONE):
        ana.page.set_viewport_size(size)
        assert on_first_screen(ana.page, f"{GUESS} .pg-common"), size
        common = ana.page.locator(f"{GUESS} .pg-common").bounding_box()
        bar_top = ana.page.locator(BAR).bounding_box()["y"]
        assert common["y"] + common["height"] <= bar_top, f"{size}: under the bar"
    assert ana.page.locator(".pg-common").count() == 1, "the common cards once"
    predict(ana, 2, 1, "pawn", 1)
    predict(bob, 9, 1, "rook", 1)
    keep(ana)                          # phase 1 ends; Ana, after the dealer, shows first
    ana.wait_action("show")
    check(ana, holes[0], shots, "show", [f"{BAR}[data-move='show'] .w-bar-controls button",
                                         f"{BAR} .w-bar-own button.hold"])
    for button in ana.page.locator(f"{BAR} .w-bar-controls button").all():
        assert button.bounding_box()["height"] < 56, "a show button wraps"
