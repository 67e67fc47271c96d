"""A short VikingDrez game through the phone pages: two phones (Spanish and English), a table
from a set position (docs/rules-decisions.md#vikingdrez), a capture shown leaving the board, a
draw offer declined, and the king captured: "You won" on one phone, "You lost" on the other.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/vikingdrez-*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.e2e_kit import Phone, join_table, wait_until
from tests.e2e.games.vikingdrez.support import (
    create_table,
    lit,
    pick,
    pieces,
    play,
    square,
    start_game,
    styled,
    wait_for_move,
)

pytestmark = pytest.mark.e2e

# Black (Ana, seat 0) takes d6 against e6, White's king runs to c2 beside the attacker on c1,
# and the attacker from g3 closes the sandwich on c3.
POSITION = {"pieces": {"e2": "king", "d6": "defender", "b6": "attacker", "e6": "attacker",
                       "c1": "attacker", "g3": "attacker"}, "to_move": "black"}
SMALL = {"width": 360, "height": 640}


def start(server: str, new_phone: Any, position: dict[str, Any] = POSITION) -> tuple[Phone, Phone]:
    """Ana (Spanish, seat 0, Black) makes the table from ``position``; Bob (English) joins."""
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "Ana", {"position": position}, lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    assert ana.page.get_by_role("button", name="Empezar la partida").is_visible()
    start_game(ana.page, code)
    for phone in (ana, bob):
        wait_until(lambda phone=phone: len(pieces(phone)) == len(position["pieces"])
                   and styled(phone),
                   f"{phone.name}'s board, styled")
    return ana, bob


def test_two_phones_play_to_the_capture_of_the_king(server: str, new_phone: Any,
                                                    shots: Any) -> None:
    ana, bob = start(server, new_phone)
    assert "Te toca mover." in ana.status()
    assert "Waiting for Ana." in bob.status()
    assert pieces(bob)["e2"] == "king" and pieces(ana)["e2"] == "rey"
    shots(bob.page, "vikingdrez-start-en", scroll=".vd-card")

    # Black's own pieces are the only ones that pick; their lit squares are the engine's.
    square(ana, "e2").click()
    assert lit(ana) == []
    assert pick(ana, "b6") == ["a6", "b1", "b2", "b3", "b4", "b5", "b7", "c6"]
    shots(ana.page, "vikingdrez-picked-es", scroll=".vd-card")
    square(ana, "c6").click()
    wait_until(lambda: "d6" not in pieces(ana), "d6 to leave Ana's board")
    wait_for_move(bob, "b6", "c6")
    assert "d6" not in pieces(bob)
    wait_until(lambda: "captured on d6" in bob.text(), "Bob's line naming the capture")
    assert "captura en d6" in ana.text()
    shots(bob.page, "vikingdrez-captured-en", scroll=".vd-card")

    # A draw offer, declined.
    bob.page.get_by_role("button", name="Offer a draw").click()
    wait_until(lambda: "Bob ofrece tablas." in ana.status(), "Ana's status line to tell the offer")
    shots(ana.page, "vikingdrez-offer-es", scroll=".vd-last")
    ana.page.get_by_role("button", name="Seguir jugando").click()
    wait_until(lambda: "Bob declines" not in bob.text() and "Offer a draw" in bob.text(),
               "the offer to close on Bob's phone")

    play(bob, "e2", "c2")
    wait_for_move(ana, "e2", "c2")
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "vikingdrez-small-es", scroll=".vd-card")
    play(ana, "g3", "c3")
    for phone, title in ((ana, "Has ganado"), (bob, "You lost")):
        wait_until(lambda phone=phone, title=title: phone.page.locator("#vd-end-title").count()
                   and phone.page.locator("#vd-end-title").inner_text() == title,
                   f"{phone.name}'s end card")
    assert "El rey fue capturado en c2." in ana.text()
    assert "The king was captured on c2." in bob.text()
    assert "c2" not in pieces(bob)
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
    assert pick(bob, "g3") == ["a3", "b3", "c3", "d3", "e3", "f3", "g1", "g2", "g4", "g5",
                               "g6", "g7"]
    shots(bob.page, "vikingdrez-king-picked-small-en", scroll=".vd-card")
    square(bob, "g1").click()
    for phone, title in ((bob, "You won"), (ana, "Has perdido")):
        wait_until(lambda phone=phone, title=title: phone.page.locator("#vd-end-title").count()
                   and phone.page.locator("#vd-end-title").inner_text() == title,
                   f"{phone.name}'s end card")
    assert "The king escaped to the corner g1." in bob.text()
    assert "El rey escapó a la esquina g1." in ana.text()
    shots(ana.page, "vikingdrez-escape-small-es", scroll="#status")


def test_a_resignation_takes_two_taps_and_ends_the_game(server: str, new_phone: Any) -> None:
    ana, bob = start(server, new_phone)
    resign = ana.page.locator("button[data-move='resign']")
    resign.click()
    assert resign.inner_text() == "Toca otra vez para abandonar"
    assert ana.page.locator("#vd-end-title").count() == 0
    resign.click()
    wait_until(lambda: bob.page.locator("#vd-end-title").count()
               and bob.page.locator("#vd-end-title").inner_text() == "You won", "Bob's win")
    assert "Ana resigned." in bob.text()
    wait_until(lambda: "Has perdido" in ana.status(), "Ana's status line")
