"""A short PokerDrez for 4 game through four phones (two Spanish, two English): a prearranged
deal (docs/rules-decisions.md#pokerdrez-4) gives yellow, green and blue only rook, bishop and
queen cards, which move nothing at the start, and red three knight cards. The three pass by
themselves; red's knight goes e1-d3-e5-c6 and mates the boxed-in blue king: "Tu pareja ha
ganado" on the red and yellow phones, "Your pair lost" on green's and blue's.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/pokerdrez-4-*.png.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.e2e_kit import Phone, join_table, wait_until
from tests.e2e.games.pokerdrez.support import (
    images_loaded,
    pay_with,
    pick,
    pieces,
    square,
    start_game,
    styled,
    wait_for_move,
)
from tests.referee.games.pokerdrez_4.support import deal

pytestmark = pytest.mark.e2e

SMALL = {"width": 360, "height": 640}
TABLET = {"width": 1024, "height": 768}
OPTIONS = {"decks": 1, "deck": deal(
    {0: ["rook-1", "rook-2"], 1: ["rook-3", "rook-4"], 2: ["knight-1", "knight-2"],
     3: ["bishop-1", "bishop-2"]},
    ["queen-1", "queen-2", "queen-3", "queen-4", "queen-5"], top=["knight-3"])}


def create_table(page: Any, server: str, name: str) -> str:
    """``page`` makes a 4-seat PokerDrez for 4 table whose moderator plays (through the API, as
    the home page does: a prearranged deal has no form field), takes seat 0 and opens it."""
    page.goto(server + "/")
    code = page.evaluate("""async ([options, name]) => {
        const send = (path, body) => fetch(path, { method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
            .then(async (r) => { if (!r.ok) throw new Error(await r.text()); return r.json(); });
        const table = await send("/api/tables", { game: "pokerdrez-4", players: 4, lang: "es",
            options, moderator: "player" });
        await send(`/api/tables/${table.code}/seats`, { name });
        return table.code;
    }""", [OPTIONS, name])
    page.goto(f"{server}/table/{code}")
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return code


def start(server: str, new_phone: Any) -> list[Phone]:
    """Ana (es, yellow) makes the table; Bob (en, green), Cleo (es, red), Dan (en, blue) join."""
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "Ana")
    others = [join_table(new_phone, f"{server}/join/{code}", code, name, locale)
              for name, locale in (("Bob", "en-GB"), ("Cleo", "es-ES"), ("Dan", "en-GB"))]
    start_game(ana.page, code)
    phones = [ana, *others]
    for phone in phones:
        wait_until(lambda phone=phone: len(pieces(phone)) == 64 and styled(phone),
                   f"{phone.name}'s board, styled")
    return phones


def square_px(phone: Phone) -> float:
    """The width of one board square on the phone's screen (CSS px)."""
    return phone.page.evaluate("""() => document.querySelector(
        ".p4-board [data-square='h7']").getBoundingClientRect().width""")


def knight(phone: Phone, others: list[Phone], start: str, end: str, picked: bool = False,
           card: str | None = None, shot: Any = None) -> None:
    """Red taps its knight (unless ``picked``) and the lit square, and pays with ``card`` when
    two of its cards pay (the chooser; ``shot()`` photographs it), else the move goes at once."""
    if not picked:
        assert pick(phone, start)[end].startswith("Caballo")
    square(phone, end).click()
    if card is not None:
        wait_until(lambda: phone.page.locator(".pd-choose button[data-pay]").count() == 2,
                   f"{phone.name}'s chooser of two cards")
        if shot is not None:
            wait_until(lambda: images_loaded(phone, ".pd-choose"), "the chooser's images")
            shot()
        pay_with(phone, card)
    for other in [phone, *others]:
        wait_for_move(other, start, end)


def test_four_phones_play_to_a_pairs_win(server: str, new_phone: Any, shots: Any,
                                        browser: Any) -> None:
    ana, bob, cleo, dan = start(server, new_phone)
    # The table screen (a tablet with no seat) shows the public board live.
    tablet = browser.new_context(viewport=TABLET, locale="en-GB", device_scale_factor=1)
    screen = tablet.new_page()
    errors: list[str] = []
    screen.on("pageerror", lambda error: errors.append(str(error)))
    screen.goto(ana.page.url + "/screen")
    wait_until(lambda: screen.locator(".p4-board img.w-piece").count() == 64,
               "the table screen's board")
    # Red's own army is at the bottom, blue's at the bottom of Dan's phone (turned a quarter).
    wait_until(lambda: "Te toca." in cleo.status(), "Cleo's turn")
    assert "Juegas con Rojo; tu pareja es Ana (Amarillo)." in cleo.text()
    assert "Pases seguidos: 2 (cuatro son tablas)." in cleo.text()
    assert "Waiting for Cleo." in bob.status()
    assert square_px(cleo) >= 22
    wait_until(lambda: images_loaded(cleo, "body"), "Cleo's images")
    shots(cleo.page, "pokerdrez-4-start-es", scroll=".p4-players")
    targets = pick(cleo, "e1")
    assert set(targets) == {"d3", "f3"} and targets["d3"] == "Caballo 1 +1"
    assert "De e1 a: d3 (Caballo 1 +1), f3 (Caballo 1 +1)" in cleo.text()
    shots(cleo.page, "pokerdrez-4-picked-es", scroll=".p4-board")
    knight(cleo, [ana, bob, dan], "e1", "d3", picked=True, card="knight-1",
           shot=lambda: shots(cleo.page, "pokerdrez-4-choose-es", scroll=".p4-board"))
    wait_until(lambda: "Cleo (Red): Knight e1–d3, paid with Knight 1" in dan.text(),
               "Dan's last move line")
    dan.page.set_viewport_size(SMALL)
    assert square_px(dan) >= 22
    wait_until(lambda: images_loaded(dan, "body"), "Dan's images")
    shots(dan.page, "pokerdrez-4-blue-small-en", scroll=".p4-board")

    knight(cleo, [ana, bob, dan], "d3", "e5", card="knight-2")
    knight(cleo, [ana, bob, dan], "e5", "c6", card="knight-3")   # the joker drawn pays too
    for phone, title in ((cleo, "Tu pareja ha ganado"), (ana, "Tu pareja ha ganado"),
                         (bob, "Your pair lost"), (dan, "Your pair lost")):
        wait_until(lambda phone=phone, title=title: phone.page.locator("#pd-end-title").count()
                   and phone.page.locator("#pd-end-title").inner_text() == title,
                   f"{phone.name}'s end card")
    assert "Dan (Blue) is mated: Light (Yellow and Red) win." in dan.text()
    shots(cleo.page, "pokerdrez-4-end-es", scroll="#status")
    wait_until(lambda: "Dan (Blue) is mated" in screen.evaluate("document.body.innerText"),
               "the end on the table screen")
    assert not screen.locator(".pd-hand, button.hold").count(), "the screen holds no seat"
    shots(screen, "pokerdrez-4-screen-tablet")
    tablet.close()
    assert not errors, f"script errors on the table screen: {errors}"
    shots(dan.page, "pokerdrez-4-end-small-en", scroll="#status")
    cleo.page.set_viewport_size(SMALL)
    shots(cleo.page, "pokerdrez-4-board-small-es", scroll=".p4-board")
