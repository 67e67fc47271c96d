"""SokuDrez on phones (seed 004 SokuDrez): alone, the booklet's solved grid with two cards
displaced twice is solved in two swaps by tapping, with an undo on the way; two players play the
seed's strategy swaps (8 points each) and see whose turn it is, the swaps left and the checks
that scored; screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, Phone, join_table, sent_after, tap_and_send
from tests.e2e.games.solodrez.support import wait_for_cards
from tests.e2e.table_kit import ApiTable, page_start, page_table, page_view
from tests.referee.games.sokudrez.support import SOLVED, X1, X2, deck_of, swapped

GRID = ".sk-grid"


def cell(phone: Phone, at: list[int]) -> Any:
    return phone.page.locator(f"{GRID} [data-cell='{at[0]}-{at[1]}']")


def swap(phone: Phone, pair: tuple[list[int], list[int]]) -> None:
    """Tap the first card of ``pair`` until it is picked, then the second until the swap is
    sent."""
    picked = phone.page.locator(f"{GRID} .sx-card[aria-pressed='true']")

    def one_picked() -> None:
        assert picked.count() == 1

    tap_and_send([(cell(phone, pair[0]), picked)], cell(phone, pair[1]), sent_after(phone.page),
                 f"{phone.name}'s swap", between=one_picked)


def test_alone_the_grid_is_solved_in_two_swaps(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "sokudrez", 1,
                      {"deck": deck_of(swapped(SOLVED, X1, X2))}, "Ana", lang="es")
    table = ApiTable.from_page(ana.page, server, code)
    wait_for_cards(ana, GRID, 54)
    assert ana.page.locator(f"{GRID} .sk-rowmark.off").count() == 4
    assert ana.page.locator(f"{GRID} .sk-colmark.off").count() == 4
    shots(ana.page, "sokudrez-solo-es", scroll=".sk-card")
    swap(ana, X2)
    table.until(lambda view: view["public"]["moves"]["0"] == 1, "the first swap")
    ana.wait_text("Intercambios: 1 · Reparto preparado.")
    # A-N12: a table of one played by its moderator shows one undo (the game's), and no tool
    # for other players; moving to another phone stays (the only way to go on elsewhere).
    tools = ana.page.locator("details.tools")
    tools.locator("summary").click()
    expect(tools.get_by_role("button", name="Pantalla de mesa (una tableta o televisor)")) \
        .to_be_visible()
    assert ana.page.get_by_role("button", name=re.compile("Deshacer")).all_inner_texts() \
        == ["Deshacer"], "one undo"
    for multi in ("Pausar la partida", "Pasar la moderación a otro móvil",
                  "Código nuevo para esta plaza"):
        assert tools.get_by_role("button", name=multi).count() == 0, multi
    expect(ana.page.get_by_role("button", name="Mostrar mi código para volver")).to_be_visible()
    shots(ana.page, "sokudrez-solo-tools-es", scroll=".sk-tools")
    ana.page.get_by_role("button", name="Deshacer").click()
    table.until(lambda view: view["public"]["moves"]["0"] == 0, "the swap undone")
    swap(ana, X1)
    ana.wait_text("Intercambios: 1")
    ana.page.set_viewport_size(SMALL)
    swap(ana, X2)
    table.until(lambda view: view["outcome"] is not None, "the grid solved")
    assert page_view(ana.page, code)["outcome"] == {"winners": [0], "reason": "solved",
                                                    "moves": 2}
    expect(ana.page.locator(".sk-end"), "the end card").to_have_count(1)
    assert ana.page.locator(f"{GRID} .sk-rowmark.off").count() == 0
    assert "Has resuelto la cuadrícula en 2 intercambios." in ana.text()
    shots(ana.page, "sokudrez-solved-small-es")


def test_two_players_score_the_strategy_swaps(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = page_table(ana.page, server, "sokudrez", 2,
                      {"deck": deck_of(swapped(SOLVED, X1, X2))}, "Ana", lang="en")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    page_start(ana.page, code)
    for phone in (ana, bob):
        wait_for_cards(phone, GRID, 54)
    assert "Ana to swap · swaps left in this turn: 1" in bob.text()
    swap(ana, X1)
    bob.wait_text("Bob to swap · swaps left in this turn: 2")
    assert "Ana swapped" in bob.text() and "8 points" in bob.text()
    assert "8 points · 1 swap" in bob.text() and "0 points · 0 swaps" in bob.text()  # plurals
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "sokudrez-two-players-small-en", scroll=".sk-card")
    screen = new_phone("en-GB")
    screen.goto(f"{server}/table/{code}/screen")
    expect(screen.locator(f"{GRID} .sx-card"), "the table screen's grid").to_have_count(54)
    assert screen.locator(f"{GRID} .sx-card:disabled").count() == 54
    assert "Bob to swap" in screen.locator("#status").inner_text()
    swap(bob, X2)
    expect(ana.page.locator(".sk-end"), "the end on Ana's phone").to_have_count(1)
    expect(screen.locator("#status"), "the end on the table screen").to_contain_text(
        "Ana and Bob won.", use_inner_text=True)
    shots(screen, "sokudrez-table-screen-en")
    assert "Ana and Bob won." in ana.text()
    assert page_view(ana.page, code)["outcome"]["scores"] == {"0": 8, "1": 8}
    shots(ana.page, "sokudrez-two-players-end-en")


def test_alone_the_hint_marks_a_swap_and_two_hints_solve_the_grid(
        server: str, new_phone: Any, shots: Any) -> None:
    """SK2: "Pista" names two cards and their cells, marks them and picks the first, so one tap
    on the second swaps them; two hints solve a grid two swaps from solved."""
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "sokudrez", 1,
                      {"deck": deck_of(swapped(SOLVED, X1, X2))}, "Ana", lang="es")
    table = ApiTable.from_page(ana.page, server, code)
    wait_for_cards(ana, GRID, 54)
    note = ana.page.locator(".sk-note")
    hinted = ana.page.locator(f"{GRID} .sx-card.hinted")
    for done, size in ((1, None), (2, SMALL)):
        if size:
            ana.page.set_viewport_size(size)
        ana.page.get_by_role("button", name="Pista").click()
        expect(note).to_contain_text("Pista: intercambia")
        expect(hinted).to_have_count(2)
        expect(ana.page.locator(f"{GRID} .sx-card.hinted[aria-pressed='true']")).to_have_count(1)
        pair = [[int(n) for n in str(hinted.nth(k).get_attribute("data-cell")).split("-")]
                for k in range(2)]
        assert {tuple(cell) for cell in pair} in ({tuple(c) for c in X1}, {tuple(c) for c in X2})
        shots(ana.page, f"sokudrez-hint-{done}-es", scroll=".sk-card")
        second = ana.page.locator(f"{GRID} .sx-card.hinted[aria-pressed='false']")
        tap_and_send([], second, sent_after(ana.page), "the hinted swap")
        table.until(lambda view, done=done: view["public"]["moves"]["0"] == done, "the swap")
    table.until(lambda view: view["outcome"] is not None, "the grid solved")
    expect(note).to_be_empty()
