"""A short VikingDrez game through the phone pages: two phones (Spanish and English), a table
from a set position (docs/rules-decisions.md#vikingdrez), a capture shown leaving the board, a
draw offer declined, and the king captured: "You won" on one phone, "You lost" on the other.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/vikingdrez-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import PHONE, SMALL, Phone, confirm, join_table, tap
from tests.e2e.games.vikingdrez.support import BOARD
from tests.e2e.screen_checks import on_first_screen
from tests.e2e.table_kit import page_start, page_table

# Black (Ana, seat 0) takes d6 against e6, White's king runs to c2 beside the attacker on c1,
# and the attacker from g3 closes the sandwich on c3.
POSITION = {"pieces": {"e2": "king", "d6": "defender", "b6": "attacker", "e6": "attacker",
                       "c1": "attacker", "g3": "attacker"}, "to_move": "black"}


def start(server: str, new_phone: Any, position: dict[str, Any] = POSITION) -> tuple[Phone, Phone]:
    """Ana (Spanish, seat 0, Black) makes the table from ``position``; Bob (English) joins."""
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "vikingdrez", 2, {"position": position}, "Ana",
                      lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    assert ana.page.get_by_role("button", name="Empezar la partida").is_visible()
    page_start(ana.page, code)
    for phone in (ana, bob):
        BOARD.wait_ready(phone, len(position["pieces"]))
    return ana, bob


def test_two_phones_play_to_the_capture_of_the_king(server: str, new_phone: Any,
                                                    shots: Any) -> None:
    ana, bob = start(server, new_phone)
    assert "Te toca." in ana.status(), "the same words as the other games (VK4)"
    assert "Waiting for Ana." in bob.status()
    assert BOARD.pieces(bob)["e2"] == "king" and BOARD.pieces(ana)["e2"] == "rey"
    shots(bob.page, "vikingdrez-start-en", scroll=".vd-card")

    # Black's own pieces are the only ones that pick; their lit squares are the engine's.
    BOARD.square(ana, "e2").click()
    assert BOARD.lit(ana) == {}
    assert sorted(BOARD.pick(ana, "b6")) == ["a6", "b1", "b2", "b3", "b4", "b5", "b7", "c6"]
    shots(ana.page, "vikingdrez-picked-es", scroll=".vd-card")
    BOARD.play(ana, "b6", "c6")
    for phone in (ana, bob):
        BOARD.wait_for_move(phone, "b6", "c6")
        BOARD.wait_ready(phone, 5)  # the capture
        assert "d6" not in BOARD.pieces(phone)
    bob.wait_text("captured on d6")
    assert "captura en d6" in ana.text()
    shots(bob.page, "vikingdrez-captured-en", scroll=".vd-card")

    # A draw offer, declined.
    bob.page.get_by_role("button", name="Offer a draw").click()
    ana.wait_status("Bob ofrece tablas.")
    asked = "section.asked-card[data-move='answer_draw']"
    ana.page.set_viewport_size(SMALL)
    assert on_first_screen(ana.page, asked), "the question and its answers on the first screen"
    shots(ana.page, "vikingdrez-offer-es")
    ana.page.set_viewport_size(PHONE)
    ana.page.get_by_role("button", name="Seguir jugando").click()
    bob.wait_no_text("Bob declines")
    bob.wait_text("Offer a draw")

    BOARD.play(bob, "e2", "c2")
    for phone in (bob, ana):
        BOARD.wait_for_move(phone, "e2", "c2")
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "vikingdrez-small-es", scroll=".vd-card")
    BOARD.play(ana, "g3", "c3")
    for phone, title in ((ana, "Has ganado"), (bob, "You lost")):
        expect(phone.page.locator("#vd-end-title"), f"{phone.name}'s end card").to_have_text(title)
    assert "El rey fue capturado en c2." in ana.text()
    assert "The king was captured on c2." in bob.text()
    assert "c2" not in BOARD.pieces(bob)
    shots(ana.page, "vikingdrez-end-es", scroll="#status")
    shots(bob.page, "vikingdrez-end-en", scroll="#status")
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "vikingdrez-end-small-en", scroll=".vd-end")


def test_the_king_escapes_to_a_corner_on_a_small_phone(server: str, new_phone: Any,
                                                       shots: Any) -> None:
    ana, bob = start(server, new_phone, {"pieces": {"g3": "king", "b5": "attacker"},
                                         "to_move": "white"})
    for phone in (ana, bob):
        phone.page.set_viewport_size(SMALL)
    assert sorted(BOARD.pick(bob, "g3")) == ["a3", "b3", "c3", "d3", "e3", "f3", "g1", "g2",
                                             "g4", "g5", "g6", "g7"]
    shots(bob.page, "vikingdrez-king-picked-small-en", scroll=".vd-card")
    BOARD.play(bob, "g3", "g1")
    for phone, title in ((bob, "You won"), (ana, "Has perdido")):
        expect(phone.page.locator("#vd-end-title"), f"{phone.name}'s end card").to_have_text(title)
    assert "The king escaped to the corner g1." in bob.text()
    assert "El rey escapó a la esquina g1." in ana.text()
    assert "1 move was played." in bob.text() and "Se jugó 1 movimiento." in ana.text()
    assert re.search(r"\b1 attacker\b", bob.text()) and re.search(r"\b1 atacante\b", ana.text())
    shots(ana.page, "vikingdrez-escape-small-es", scroll="#status")


def test_a_resignation_takes_two_taps_and_ends_the_game(server: str, new_phone: Any) -> None:
    ana, bob = start(server, new_phone)
    resign = ana.page.locator("button[data-move='resign']")
    tap(resign, ana.page.locator("button[data-move='resign'].confirming"),
        "Ana's first tap on resign")
    assert resign.inner_text() == "Toca otra vez para abandonar"
    assert ana.page.locator("#vd-end-title").count() == 0
    confirm(resign, "Ana's resignation")
    expect(bob.page.locator("#vd-end-title"), "Bob's win").to_have_text("You won")
    assert "Ana resigned." in bob.text()
    # The end card holds the result; the status line says the game is over, not green (PD17).
    ana.wait_status("Fin de la partida")
    expect(ana.page.locator("#status")).to_have_attribute("data-kind", "lost")
    expect(bob.page.locator("#status")).to_have_attribute("data-kind", "over")
    assert ana.text().count("Has perdido") == 1, "the result once"
