"""SokuDrez on phones (seed 004 SokuDrez): alone, the booklet's solved grid with two cards
displaced twice is solved in two swaps by tapping, with an undo on the way; two players play the
seed's strategy swaps (8 points each) and see whose turn it is, the swaps left and the checks
that scored; screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import Phone, join_table, wait_until
from tests.e2e.games.solodrez.support import SMALL, api_view, create_table, wait_for_cards
from tests.referee.games.sokudrez.support import SOLVED, X1, X2, deck_of, swapped

GRID = ".sk-grid"


def tap(phone: Phone, cell: list[int]) -> None:
    phone.page.locator(f"{GRID} [data-cell='{cell[0]}-{cell[1]}']").click()


def swap(phone: Phone, pair: tuple[list[int], list[int]]) -> None:
    tap(phone, pair[0])
    assert phone.page.locator(f"{GRID} .sx-card[aria-pressed='true']").count() == 1
    tap(phone, pair[1])


def test_alone_the_grid_is_solved_in_two_swaps(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "sokudrez", "Ana",
                        {"deck": deck_of(swapped(SOLVED, X1, X2))}, lang="es")
    wait_for_cards(ana, GRID, 54)
    assert ana.page.locator(f"{GRID} .sk-rowmark.off").count() == 4
    assert ana.page.locator(f"{GRID} .sk-colmark.off").count() == 4
    shots(ana.page, "sokudrez-solo-es", scroll=".sk-card")
    swap(ana, X2)
    wait_until(lambda: api_view(ana, code)["public"]["moves"]["0"] == 1, "the first swap")
    wait_until(lambda: "Intercambios: 1 · Reparto preparado." in ana.text(), "the count shown")
    ana.page.get_by_role("button", name="Deshacer").click()
    wait_until(lambda: api_view(ana, code)["public"]["moves"]["0"] == 0, "the swap undone")
    swap(ana, X1)
    wait_until(lambda: "Intercambios: 1" in ana.text(), "one swap")
    ana.page.set_viewport_size(SMALL)
    swap(ana, X2)
    wait_until(lambda: api_view(ana, code)["outcome"] is not None, "the grid solved")
    assert api_view(ana, code)["outcome"] == {"winners": [0], "reason": "solved", "moves": 2}
    wait_until(lambda: ana.page.locator(".sk-end").count() == 1, "the end card")
    assert ana.page.locator(f"{GRID} .sk-rowmark.off").count() == 0
    assert "Has resuelto la cuadrícula en 2 intercambios." in ana.text()
    shots(ana.page, "sokudrez-solved-small-es")


def test_two_players_score_the_strategy_swaps(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = create_table(ana.page, server, "sokudrez", "Ana",
                        {"deck": deck_of(swapped(SOLVED, X1, X2))}, players=2, lang="en")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    ana.page.evaluate("""async (code) => { const r = await fetch(`/api/tables/${code}/start`,
        { method: "POST", credentials: "same-origin",
          headers: { "Content-Type": "application/json" }, body: "{}" });
        if (!r.ok) throw new Error(await r.text()); }""", code)
    for phone in (ana, bob):
        wait_for_cards(phone, GRID, 54)
    assert "Ana to swap · swaps left in this turn: 1" in bob.text()
    swap(ana, X1)
    wait_until(lambda: "Bob to swap · swaps left in this turn: 2" in bob.text(), "Bob's turn")
    assert "Ana swapped" in bob.text() and "8 points" in bob.text()
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "sokudrez-two-players-small-en", scroll=".sk-card")
    screen = new_phone("en-GB")
    screen.goto(f"{server}/table/{code}/screen")
    wait_until(lambda: screen.locator(f"{GRID} .sx-card").count() == 54, "the table screen's grid")
    assert screen.locator(f"{GRID} .sx-card:disabled").count() == 54
    assert "Bob to swap" in screen.locator("#status").inner_text()
    swap(bob, X2)
    wait_until(lambda: ana.page.locator(".sk-end").count() == 1, "the end on Ana's phone")
    wait_until(lambda: "Ana and Bob won." in screen.locator("#status").inner_text(),
               "the end on the table screen")
    shots(screen, "sokudrez-table-screen-en")
    assert "Ana and Bob won." in ana.text()
    assert api_view(ana, code)["outcome"]["scores"] == {"0": 8, "1": 8}
    shots(ana.page, "sokudrez-two-players-end-en")
