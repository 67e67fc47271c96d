"""Pax Pamir on one phone: a tie for the win after the final check goes to the tie-break
(military stars, then rupees); the two still tied are left to the moderator, who lets them
share the win (seed 002 "Fin del juego"; docs/rules-decisions.md#pax-pamir). Screenshots at
390 x 844 and 360 x 640."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import both_sizes
from tests.e2e.games.pax_pamir.support import (
    ANA,
    BEA,
    WAKHAN,
    create_one_phone_table,
    enter_check,
    send_check,
    set_step,
    totals,
)

TIEBREAK = "section[data-move='tiebreak']"
STILL_TIED = "section[data-move='declare_winner']"


def test_a_tie_for_the_win_is_broken_then_shared(server: str, new_phone: Any,
                                                 shots: Any) -> None:
    page = new_phone("es-ES")
    create_one_phone_table(page, server, final_check=1)
    assert page.locator("#pp-final").is_checked(), "check 1 is the final one at this table"
    enter_check(page, (0, 0, 0), {ANA: ("afghan", 1, 2), BEA: ("russian", 1, 2),
                                  WAKHAN: ("british", 1, 2)})
    send_check(page, 1)
    expect(page.locator(TIEBREAK), "the tie-break form").to_have_count(1)
    assert totals(page) == {ANA: 2, BEA: 2, WAKHAN: 2}, "(6 + 2 + 0) / 3 each"
    form = page.locator(TIEBREAK)
    for player, military, rupees in ((ANA, 2, 5), (BEA, 2, 5), (WAKHAN, 1, 9)):
        box = form.locator(f"fieldset.pp-player[data-player='{player}']")
        set_step(box.locator(".w-step.military"), military)
        set_step(box.locator(".w-step.rupees"), rupees)
    both_sizes(shots, page, "pax_tiebreak", scroll=TIEBREAK)
    form.locator("button[type='submit']").click()
    expect(page.locator(STILL_TIED), "the moderator's choice").to_have_count(1)
    card = page.locator(STILL_TIED)
    assert "Ana y Bea" in card.locator("h2").inner_text()
    assert card.get_by_role("button", name="Gana Wakhan").count() == 0
    both_sizes(shots, page, "pax_still_tied", scroll=STILL_TIED)
    card.get_by_role("button", name="Comparten la victoria").click()
    expect(page.locator("#pp-end-title"), "the end card").to_have_count(1)
    end = page.locator(".pp-end").inner_text()
    assert "Ana y Bea comparten la victoria." in end
    assert "la victoria se comparte" in end
