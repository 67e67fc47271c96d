"""BlackDrez's first screen at 360 × 640 and 390 × 844 (issue 29): on a seat's turn its move
(hit, retire) and its own cards (face up: nothing in BlackDrez is secret) lie within the first
screen and no tappable element is under 44 px; after a round, "Seen" is on the first screen, with
every player's line above it and the round's end said once (re-walk N8).
Screenshots: tests/e2e/screenshots/blackdrez-first-*.png."""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import PHONE, SMALL, Phone
from tests.e2e.games.blackdrez.support import deck, open_phone, send, turn, wait_turn
from tests.e2e.screen_checks import on_first_screen, small_targets
from tests.e2e.table_kit import ApiTable


def check(phone: Phone, shots: Any, name: str, controls: list[str]) -> None:
    """At both phone sizes: ``controls`` on the first screen, every target 44 px or more."""
    for size, suffix in ((SMALL, "-small"), (PHONE, "")):
        phone.page.set_viewport_size(size)
        for control in controls:
            assert on_first_screen(phone.page, control), f"{name}{suffix}: {control}"
        assert small_targets(phone.page) == [], f"{name}{suffix}"
        shots(phone.page, f"blackdrez-first-{name}{suffix}", scroll="body")


def test_the_move_and_the_own_cards_are_on_the_first_screen(server: str, new_phone: Any,
                                                            shots: Any) -> None:
    table = ApiTable.create(server, "blackdrez", 3, options={"deck": deck(), "rounds": 2})
    ana, bob, carmen = (open_phone(table, new_phone, seat, "en-GB") for seat in range(3))
    wait_turn(ana)
    check(ana, shots, "turn", ["section[data-move='hit'] button", ".bd-turn-own .w-hand"])
    # test_game's deal: Ana's Joker to 6, Bob hits, Carmen busts, Ana hits, both stand.
    send(ana, ".bd-joker[data-card='joker-1'] button.bd-joker-6")
    for phone, move in ((bob, "hit"), (carmen, "hit"), (ana, "hit"), (ana, "stand"),
                        (bob, "stand")):
        turn(phone, move)
    for phone in (ana, bob, carmen):
        phone.wait_action("next_hand")
    check(carmen, shots, "seen", ["section[data-move='next_hand'] .w-seen button"])
    # Re-walk N8: the round's end said once (not in the status and the last line too), and every
    # player's line on the first screen above "Seen", not under it.
    result = carmen.page.locator("section[data-move='next_hand']")
    why = result.locator(".bd-why").first.inner_text()
    for size in (SMALL, PHONE):
        carmen.page.set_viewport_size(size)
        carmen.page.evaluate("window.scrollTo(0, 0)")
        assert carmen.page.locator("body").inner_text().count(why) == 1, why
        seen_top = result.locator(".w-seen").bounding_box()["y"]
        rows = result.locator(".results li")
        for i in range(rows.count()):
            row = rows.nth(i).bounding_box()
            assert row["y"] + row["height"] <= min(seen_top, size["height"]) + 0.5, (size, i)
