"""A whole Pax Pamir game on ONE phone (issue: "one phone keeps a whole Pax Pamir score"):
the moderator plays as Ana, Bea and the Wakhan bot have no phone. Four dominance checks are
entered with the steppers (a failure, a success, a failure with a tie, the final check
doubled), the clean-up aid is used once, and Ana wins with the most points after the final
check (seed 002; docs/rules-decisions.md#pax-pamir). Screenshots at 390 x 844 and 360 x 640.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import Phone, both_sizes
from tests.e2e.games.pax_pamir.support import (
    ANA,
    BEA,
    CHECK,
    WAKHAN,
    check_points,
    cleanup,
    create_one_phone_table,
    enter_check,
    send_check,
    totals,
)


def test_one_phone_keeps_a_whole_game_of_four_checks(server: str, new_phone: Any,
                                                     shots: Any) -> None:
    page = new_phone("es-ES")
    create_one_phone_table(page, server, shots)
    phone = Phone(page, "Ana", "es")
    # the screen shows once its stylesheets are in (hidden, it has no inner text yet)
    expect(page.locator(f"{CHECK} h2"), "the first check's title").to_contain_text(
        "Comprobación 1", use_inner_text=True)
    assert totals(page) == {ANA: 0, BEA: 0, WAKHAN: 0}
    submit = page.locator(f"{CHECK} button[type='submit']")
    assert submit.is_disabled(), "no check before every loyalty is chosen"
    both_sizes(shots, page, "pax_check_form", scroll=CHECK)

    # Check 1, failure: cylinders Ana 2, Bea 1, Wakhan 0 -> 3 / 1 / 0.
    enter_check(page, (2, 1, 0), {ANA: ("afghan", 2, 2), BEA: ("british", 1, 1),
                                  WAKHAN: ("afghan", 3, 0)})
    assert "fracaso" in page.locator(".pp-preview").inner_text().lower()
    send_check(page, 1)
    assert check_points(page, 1) == {ANA: 3, BEA: 1, WAKHAN: 0}
    assert "Los bloques se quedan" in page.locator(".pp-last").inner_text()

    # Check 2, success of the Afghans (5 / 1 / 0): Wakhan 5 (influence 3), Ana 3.
    assert page.locator(".pp-blocks .w-step.afghan input").input_value() == "2", (
        "after a failure the form starts from the blocks still on the board")
    enter_check(page, (5, 1, 0), {ANA: ("afghan", 2, 2), BEA: ("british", 1, 1),
                                  WAKHAN: ("afghan", 3, 0)})
    assert "Éxito" in page.locator(".pp-preview").inner_text()
    send_check(page, 2)
    assert check_points(page, 2) == {ANA: 3, BEA: 0, WAKHAN: 5}
    assert "Retirad del tablero todos los bloques" in page.locator(".pp-reminder").inner_text()
    both_sizes(shots, page, "pax_check_result", scroll=".pp-last")

    # The clean-up aid: Wakhan with 6 cards in court (1 political star) and 3 in hand.
    answer = cleanup(page, WAKHAN, court=6, political=1, hand=3, intelligence=0)
    assert answer.startswith("Wakhan descarta 2 de la corte y 1 de la mano")
    both_sizes(shots, page, "pax_cleanup", scroll="details.pp-cleanup")
    assert totals(page) == {ANA: 6, BEA: 1, WAKHAN: 5}, "the clean-up does not score"

    # Check 3, failure with a tie for first: Ana and Bea 3 cylinders -> (3 + 1) / 2 = 2 each.
    assert page.locator(".pp-blocks .w-step.afghan input").input_value() == "0", (
        "after a success the blocks have left the board")
    enter_check(page, (1, 1, 1), {ANA: ("afghan", 2, 3), BEA: ("british", 1, 3),
                                  WAKHAN: ("afghan", 3, 1)})
    send_check(page, 3)
    assert check_points(page, 3) == {ANA: 2, BEA: 2, WAKHAN: 0}
    assert "2 cada uno" in page.locator(".pp-last").inner_text()

    # Check 4, the final one (ticked by itself), failure doubled: Bea 6, Ana 2.
    assert "final" in page.locator(f"{CHECK} h2").inner_text()
    assert page.locator("#pp-final").is_checked()
    enter_check(page, (1, 1, 1), {ANA: ("afghan", 2, 1), BEA: ("british", 1, 4),
                                  WAKHAN: ("afghan", 3, 0)})
    send_check(page, 4)
    expect(page.locator("#pp-end-title"), "the end card").to_have_count(1)
    assert totals(page) == {ANA: 10, BEA: 9, WAKHAN: 5}
    assert "Gana Ana." in page.locator(".pp-end").inner_text()
    assert "Más puntos tras la comprobación final." in page.locator(".pp-end").inner_text()
    assert page.locator(CHECK).count() == 0
    assert "Fin de la partida" in phone.status()
    both_sizes(shots, page, "pax_end")
    both_sizes(shots, page, "pax_end_top", scroll=".pp-end")
