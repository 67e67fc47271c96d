"""A short PokerDrez for 4 game through four phones (two Spanish, two English): a prearranged
deal (docs/rules-decisions.md#pokerdrez-4) gives yellow, green and blue only rook, bishop and
queen cards, which move nothing at the start, and red three knight cards. The three pass by
themselves; red's knight goes e1-d3-e5-c6 and mates the boxed-in blue king: "Tu pareja ha
ganado" on the red and yellow phones, "Your pair lost" on green's and blue's.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/pokerdrez-4-*.png.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.board_kit import Board
from tests.e2e.e2e_kit import SMALL, Phone, images_loaded, join_table
from tests.e2e.games.pokerdrez.support import BOARD, CHOOSER, pay_with
from tests.e2e.table_kit import page_start, page_table
from tests.referee.games.pokerdrez_4.support import deal

TABLET = {"width": 1024, "height": 768}
#: The 14 × 14 board's squares are under 44 px on a phone: each move is confirmed.
CROSS = Board(".p4-board", confirm=True)
OPTIONS = {"decks": 1, "deck": deal(
    {0: ["rook-1", "rook-2"], 1: ["rook-3", "rook-4"], 2: ["knight-1", "knight-2"],
     3: ["bishop-1", "bishop-2"]},
    ["queen-1", "queen-2", "queen-3", "queen-4", "queen-5"], top=["knight-3"])}


def start(server: str, new_phone: Any) -> list[Phone]:
    """Ana (es, yellow) makes the table; Bob (en, green), Cleo (es, red), Dan (en, blue) join."""
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "pokerdrez-4", 4, OPTIONS, "Ana")
    others = [join_table(new_phone, f"{server}/join/{code}", code, name, locale)
              for name, locale in (("Bob", "en-GB"), ("Cleo", "es-ES"), ("Dan", "en-GB"))]
    page_start(ana.page, code)
    phones = [ana, *others]
    for phone in phones:
        BOARD.wait_ready(phone, 64)
    return phones


def square_px(phone: Phone) -> float:
    """The width of one board square on the phone's screen (CSS px)."""
    return phone.page.evaluate("""() => document.querySelector(
        ".p4-board [data-square='h7']").getBoundingClientRect().width""")


def knight(phone: Phone, others: list[Phone], start: str, end: str, card: str,
           shot: Any = None) -> None:
    """Red taps its knight and the lit square, and pays with ``card`` when two of its cards
    pay (the chooser; ``shot()`` photographs it)."""
    assert CROSS.play(phone, start, end, phone.page.locator(CHOOSER))[end].startswith("tu carta")
    expect(phone.page.locator(CHOOSER), f"{phone.name}'s chooser of two cards").to_have_count(2)
    if shot is not None:
        images_loaded(phone.page, ".pd-choose img")
        shot()
    pay_with(phone, card)
    for other in [phone, *others]:
        BOARD.wait_for_move(other, start, end)


def test_four_phones_play_to_a_pairs_win(server: str, new_phone: Any, shots: Any,
                                        browser: Any) -> None:
    ana, bob, cleo, dan = start(server, new_phone)
    # The table screen (a tablet with no seat) shows the public board live.
    tablet = browser.new_context(viewport=TABLET, locale="en-GB", device_scale_factor=1)
    screen = tablet.new_page()
    errors: list[str] = []
    screen.on("pageerror", lambda error: errors.append(str(error)))
    screen.goto(ana.page.url + "/screen")
    expect(screen.locator(".p4-board img.w-piece"), "the table screen's board").to_have_count(64)
    # Red's own army is at the bottom, blue's at the bottom of Dan's phone (turned a quarter).
    cleo.wait_status("Te toca.")
    assert "Juegas con Rojo; tu pareja es Ana (Amarillo)." in cleo.text()
    assert "Pases seguidos: 2 (cuatro son tablas)." in cleo.text()
    assert "Waiting for Cleo." in bob.status()
    assert square_px(cleo) >= 22
    images_loaded(cleo.page)
    shots(cleo.page, "pokerdrez-4-start-es", scroll=".p4-players")
    targets = BOARD.pick(cleo, "e1")
    assert set(targets) == {"d3", "f3"} and targets["d3"] == "tu carta 1 +1"
    assert "De e1 a: d3 (tu carta 1 +1), f3 (tu carta 1 +1)" in cleo.text()
    assert "Caballo" not in cleo.text(), "own cards are named by place only"
    shots(cleo.page, "pokerdrez-4-picked-es", scroll=".p4-board")
    knight(cleo, [ana, bob, dan], "e1", "d3", card="knight-1",
           shot=lambda: shots(cleo.page, "pokerdrez-4-choose-es", scroll=".p4-board"))
    dan.wait_text("Cleo (Red): Knight e1–d3, paid with Knight 1")
    dan.page.set_viewport_size(SMALL)
    assert square_px(dan) >= 22
    images_loaded(dan.page)
    shots(dan.page, "pokerdrez-4-blue-small-en", scroll=".p4-board")

    knight(cleo, [ana, bob, dan], "d3", "e5", card="knight-2")
    knight(cleo, [ana, bob, dan], "e5", "c6", card="knight-3")   # the joker drawn pays too
    for phone, title in ((cleo, "Tu pareja ha ganado"), (ana, "Tu pareja ha ganado"),
                         (bob, "Your pair lost"), (dan, "Your pair lost")):
        expect(phone.page.locator("#pd-end-title"), f"{phone.name}'s end card").to_have_text(title)
    assert "Dan (Blue) is mated: Light (Yellow and Red) win." in dan.text()
    shots(cleo.page, "pokerdrez-4-end-es", scroll="#status")
    expect(screen.locator("body"), "the end on the table screen").to_contain_text(
        "Dan (Blue) is mated", use_inner_text=True)
    assert not screen.locator(".pd-hand, button.hold").count(), "the screen holds no seat"
    shots(screen, "pokerdrez-4-screen-tablet")
    tablet.close()
    assert not errors, f"script errors on the table screen: {errors}"
    shots(dan.page, "pokerdrez-4-end-small-en", scroll="#status")
    cleo.page.set_viewport_size(SMALL)
    shots(cleo.page, "pokerdrez-4-board-small-es", scroll=".p4-board")
