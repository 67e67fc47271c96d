"""lucha with the printed cards (⚙ cards = "physical", docs/rules-decisions.md#lucha, "Printed
cards"): two phones keep the public tracks only — no hand, no opening choice; any seat steps a
track, marks a candidate, sends one to Siberia (two taps) or sets an office after a special;
the app settles the offices and ends the candidacy (+1 loyalty for everyone).

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/lucha-physical-*.png.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import SMALL, Phone, confirm, join_table, sent_after, tap
from tests.e2e.games.lucha.support import (
    HEALTH,
    LOYALTY,
    fate,
    holder,
    own_candidates,
    tracks,
    wait_fate,
    wait_holder,
    wait_seated,
    wait_track,
    wait_turn,
)
from tests.e2e.table_kit import page_start, page_table

#: A candidate's four track steps, in page order: (which track, by how much).
LOYALTY_DOWN, LOYALTY_UP, HEALTH_DOWN, HEALTH_UP = (LOYALTY, -1), (LOYALTY, 1), (HEALTH, -1), \
    (HEALTH, 1)
STEPS = [LOYALTY_DOWN, LOYALTY_UP, HEALTH_DOWN, HEALTH_UP]


def step(phone: Phone, candidate: str, which: tuple[int, int], times: int = 1) -> None:
    """Tap one of a candidate's track steps ``times``, each until it is sent and once the
    last one shows."""
    track, by = which
    button = phone.page.locator(f".lu-phys-row[data-candidate='{candidate}'] .lu-step") \
        .nth(STEPS.index(which))
    for _ in range(times):
        value = tracks(phone, candidate)[track] + by
        tap(button, sent_after(phone.page), f"{phone.name}'s step of {candidate}")
        wait_track(phone, candidate, track, value)


def test_printed_cards_keep_the_public_tracks(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "lucha", 2, {"cards": "physical"}, "Ana")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    for phone in (ana, bob):
        wait_seated(phone, 2)
    page_start(ana.page, code)
    for phone in (ana, bob):  # no opening choice: the first turn starts at once
        phone.page.locator(".lu-physical").wait_for()
        assert phone.page.locator(".lu-hand").count() == 0
    wait_turn(bob, "Ana")
    a0 = own_candidates(ana)[0]
    b0, b1 = own_candidates(bob)[:2]

    # Ana's Demagogias at the table: +5, and her candidate is Minister of Industry (10).
    step(ana, a0, LOYALTY_UP, 5)
    wait_holder(bob, "industria", a0)
    # Bob records an Agresión on her candidate (−2 health) and a Gran Purga of his own.
    step(bob, a0, HEALTH_DOWN, 2)
    assert tracks(ana, a0) == (10, 8)
    siberia = bob.page.locator(f".lu-phys-row[data-candidate='{b1}'] button",
                               has_text="Siberia")
    tap(siberia, siberia.and_(bob.page.locator(".confirming")), "Bob's first tap on Siberia")
    assert siberia.inner_text() == "Tap again: Siberia" and "Siberia" not in fate(ana, b1)
    confirm(siberia, "Bob's Siberia")
    wait_fate(ana, b1, "Siberia")
    # An ¡Usurpación! played at the table: Bob's candidate takes Interior.
    ana.page.locator(".lu-phys-office", has_text="Interior").locator("select").select_option(b0)
    wait_holder(bob, "interior", b0)
    shots(ana.page, "lucha-physical-es", scroll=".lu-physical")
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "lucha-physical-en-small", scroll=".lu-physical")

    # Bob may not end Ana's turn; she ends hers, he ends his: candidacy 2, everyone +1.
    assert bob.page.locator(".lu-physical button.primary", has_text="End my turn").count() == 0
    ana.page.locator(".lu-physical button.primary").click()
    wait_turn(bob, "Bob")
    bob.page.locator(".lu-physical button.primary", has_text="End my turn").click()
    bob.wait_text("Candidacy 2")
    assert tracks(bob, a0)[0] == 11 and tracks(bob, b0)[0] == 6
    assert holder(ana, "industria")[0] == a0
