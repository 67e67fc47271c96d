"""lucha with the printed cards (⚙ cards = "physical", docs/rules-decisions.md#lucha, "Printed
cards"): two phones keep the public tracks only — no hand, no opening choice; any seat steps a
track, marks a candidate, sends one to Siberia (two taps) or sets an office after a special;
the app settles the offices and ends the candidacy (+1 loyalty for everyone).

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/lucha-physical-*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.e2e_kit import Phone, join_table, wait_until
from tests.e2e.games.lucha.support import (
    create_table,
    fate,
    holder,
    own_candidates,
    start_game,
    tracks,
    wait_turn,
)

pytestmark = pytest.mark.e2e

SMALL = {"width": 360, "height": 640}
LOYALTY_DOWN, LOYALTY_UP, HEALTH_DOWN, HEALTH_UP = range(4)


def step(phone: Phone, candidate: str, which: int, times: int = 1) -> None:
    """Tap one of a candidate's track steps ``times``, each once the last one shows."""
    for _ in range(times):
        before = tracks(phone, candidate)
        phone.page.locator(f".lu-phys-row[data-candidate='{candidate}'] .lu-step") \
            .nth(which).click()
        wait_until(lambda before=before: tracks(phone, candidate) != before,
                   f"{candidate}'s track to move")


def test_printed_cards_keep_the_public_tracks(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "Ana", {"cards": "physical"}, players=2)
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    for phone in (ana, bob):
        wait_until(lambda phone=phone: "2 de 2" in phone.text() or "2 of 2" in phone.text(),
                   f"{phone.name}'s lobby to show every seat taken")
    start_game(ana.page, code)
    for phone in (ana, bob):  # no opening choice: the first turn starts at once
        phone.page.locator(".lu-physical").wait_for()
        assert phone.page.locator(".lu-hand").count() == 0
    wait_turn(bob, "Ana")
    a0 = own_candidates(ana)[0]
    b0, b1 = own_candidates(bob)[:2]

    # Ana's Demagogias at the table: +5, and her candidate is Minister of Industry (10).
    step(ana, a0, LOYALTY_UP, 5)
    wait_until(lambda: holder(bob, "industria")[0] == a0, "Industria on Bob's phone")
    # Bob records an Agresión on her candidate (−2 health) and a Gran Purga of his own.
    step(bob, a0, HEALTH_DOWN, 2)
    assert tracks(ana, a0) == (10, 8)
    siberia = bob.page.locator(f".lu-phys-row[data-candidate='{b1}'] button",
                               has_text="Siberia")
    siberia.click()  # the first tap asks for a second one
    assert siberia.inner_text() == "Tap again: Siberia" and "Siberia" not in fate(ana, b1)
    siberia.click()
    wait_until(lambda: "Siberia" in fate(ana, b1), "Bob's candidate in Siberia")
    # An ¡Usurpación! played at the table: Bob's candidate takes Interior.
    ana.page.locator(".lu-phys-office", has_text="Interior").locator("select").select_option(b0)
    wait_until(lambda: holder(bob, "interior")[0] == b0, "Interior for Bob's candidate")
    shots(ana.page, "lucha-physical-es", scroll=".lu-physical")
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "lucha-physical-en-small", scroll=".lu-physical")

    # Bob may not end Ana's turn; she ends hers, he ends his: candidacy 2, everyone +1.
    assert bob.page.locator(".lu-physical button.primary", has_text="End my turn").count() == 0
    ana.page.locator(".lu-physical button.primary").click()
    wait_turn(bob, "Bob")
    bob.page.locator(".lu-physical button.primary", has_text="End my turn").click()
    wait_until(lambda: "Candidacy 2" in bob.text(), "the second candidacy")
    assert tracks(bob, a0)[0] == 11 and tracks(bob, b0)[0] == 6
    assert holder(ana, "industria")[0] == a0
