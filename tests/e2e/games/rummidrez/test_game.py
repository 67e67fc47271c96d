"""RummiDrez with two phones (seed 004 RummiDrez; docs/rules-decisions.md#rummidrez): a
prearranged deal played through both first melds — a "Check" that names the wrong meld first —
and a rearrangement that takes a rook out of a run; the hand hidden until held; the table screen;
screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, tap
from tests.e2e.games.rummidrez.support import (
    card,
    faces_loaded,
    held_hand,
    lay_groups,
    note,
    open_hand,
    tap_card,
    to_meld,
    to_new_meld,
)
from tests.e2e.table_kit import ApiTable
from tests.referee.games.rummidrez.support import (
    FIRST_MELD_0,
    FIRST_MELD_1,
    REARRANGED,
    prearranged_deck,
)


def test_two_first_melds_and_a_rearrangement(server: str, new_phone: Any, shots: Any,
                                            browser: Any) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"deck": prearranged_deck()})
    ana = table.phone(new_phone, 0)
    bob = table.phone(new_phone, 1, "es-ES", ready=".rd-hand .w-secret-toggle")
    assert held_hand(ana) == 14
    assert bob.page.locator("#status").get_attribute("data-kind") == "act"
    assert "Primera bajada: baja al menos 7 cartas tuyas" in bob.status(), "what a turn asks"

    open_hand(bob)
    lay_groups(bob, FIRST_MELD_1[:1], 0)
    bob.page.get_by_role("button", name="Comprobar").click()
    assert note(bob) == "Tu primera bajada debe tener al menos 7 cartas."
    to_meld(bob, "bishop-2#1", 0)
    bob.page.get_by_role("button", name="Comprobar").click()
    assert note(bob) == "El grupo 1 no es ni de una sola figura ni de un solo color."
    assert bob.page.locator(".rd-meld.bad").count() == 1
    bob.page.locator(".rd-table").scroll_into_view_if_needed()
    faces_loaded(bob.page)
    shots(bob.page, "rummidrez-check-es", scroll=".rd-actions")
    to_new_meld(bob, "bishop-2#1")
    for card_id in FIRST_MELD_1[1][1:]:
        to_meld(bob, card_id, 1)
    bob.page.set_viewport_size(SMALL)
    tap_card(bob, "queen-4#1")  # picked for the picture, then put back
    faces_loaded(bob.page)
    shots(bob.page, "rummidrez-first-meld-small-es", scroll=".rd-table")
    tap(card(bob, "queen-4#1"), bob.page.locator(
        ".rd-turn :is(.sx-card, .w-card)[data-card='queen-4#1'][aria-pressed='false']"),
        "Bob's queen put back")
    bob.page.get_by_role("button", name="Bajar").click()
    table.until(lambda view: view["public"]["melded"] == [False, True], "Bob's first meld")

    open_hand(ana)
    lay_groups(ana, FIRST_MELD_0, 2)
    ana.page.get_by_role("button", name="Lay").click()
    table.until(lambda view: view["public"]["melded"] == [True, True], "Ana's first meld")

    bob.wait_status("Baja cartas o reordena los grupos de la mesa, o roba una carta.")
    open_hand(bob)
    to_new_meld(bob, "rook-4#1")  # out of the rooks 1–4, which stay a run of three
    to_meld(bob, "queen-4#1", 3)
    to_meld(bob, "bishop-4#1", 3)
    # the meld being composed reads as it will lie, not in the order of the taps (R5)
    assert bob.page.eval_on_selector_all(".rd-meld[data-meld='3'] .sx-card",
                                         "els => els.map((e) => e.dataset.card)") \
        == ["bishop-4#1", "rook-4#1", "queen-4#1"]
    bob.page.get_by_role("button", name="Comprobar").click()
    assert note(bob) == "Todos los grupos son válidos: puedes bajarlos."
    bob.page.get_by_role("button", name="Bajar").click()
    table.until(lambda view: view["public"]["table"] == REARRANGED, "the rearrangement")
    expect(ana.page.locator(".rd-meld"), "Ana sees four melds").to_have_count(4)
    # Ana is told what Bob's turn did: the new meld, and that the Rook 4 left meld 1 for it.
    expect(ana.page.locator(".w-last")).to_have_text(
        "Last: Bob played: new meld 4: Bishop 4, Rook 4 (from meld 1), Queen 4.")
    assert ana.page.locator(".rd-meld.changed").get_attribute("data-meld") == "3"
    assert ana.page.locator(".rd-meld.changed .arrived").count() == 3
    expect(bob.page.locator(".w-last")).to_contain_text("nuevo grupo 4")
    assert "Bob" in ana.text() and "5" in ana.page.locator(".rd-players").inner_text()
    faces_loaded(ana.page)
    shots(ana.page, "rummidrez-rearranged-en", scroll=".rd-table")
    ana.page.set_viewport_size(SMALL)
    faces_loaded(ana.page)
    shots(ana.page, "rummidrez-rearranged-small-en", scroll=".rd-table")
    width = ana.page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL["width"], "the melds fit the screen's width"

    screen = browser.new_page(viewport={"width": 1280, "height": 800})
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".rd-screen .rd-meld"), "the table screen").to_have_count(4)
    faces_loaded(screen)
    shots(screen, "rummidrez-table-screen")
    screen.close()
