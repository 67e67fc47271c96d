"""A short PokerDrez game through the phone pages: two phones (Spanish and English), a
prearranged deal (docs/rules-decisions.md#pokerdrez), the pawn removal, a move paid with a card
chosen among several, a roll of the table's die paying a move, a common card spent and the
replenish choice, the hand seen while the button is held, and a mate paid with the queen card:
"You won" on one phone, "Has perdido" on the other, the game downloadable as PGN.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/pokerdrez-*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.kit import cards
from tests.e2e.e2e_kit import Phone, join_table, wait_until
from tests.e2e.games.pokerdrez.support import (
    create_table,
    images_loaded,
    pay_with,
    pick,
    pieces,
    square,
    start_game,
    styled,
    wait_for_move,
)
from tests.e2e.table_kit import ApiTable

pytestmark = pytest.mark.e2e

SMALL = {"width": 360, "height": 640}
WHITE_CARDS = ["pawn-1", "pawn-2"]
BLACK_CARDS = ["pawn-3", "queen-4"]
COMMON = ["pawn-5", "knight-6", "rook-7", "bishop-8", "joker-9"]
TOP = ["knight-1", "knight-2", "rook-1"]


def deal() -> list[str]:
    named = WHITE_CARDS + BLACK_CARDS + COMMON + TOP
    return named + [card for card in cards.deck_ids(1) if card not in named]


OPTIONS = {"decks": 1, "dice": "physical", "deck": deal()}


def start(server: str, new_phone: Any) -> tuple[Phone, Phone]:
    """Ana (Spanish, seat 0, White) makes the table; Bob (English, Black) joins."""
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "Ana", OPTIONS, lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    start_game(ana.page, code)
    for phone in (ana, bob):
        wait_until(lambda phone=phone: len(pieces(phone)) == 32 and styled(phone),
                   f"{phone.name}'s board, styled")
    return ana, bob


def pay_and_wait(phone: Phone, card: str, other: Phone, start: str, end: str) -> None:
    pay_with(phone, card)
    wait_for_move(phone, start, end)
    wait_for_move(other, start, end)


def test_two_phones_play_to_a_mate_paid_with_a_card(server: str, new_phone: Any,
                                                    shots: Any) -> None:
    ana, bob = start(server, new_phone)
    # Pawn removal: Black first keeps every pawn, White takes off its a-pawn.
    wait_until(lambda: bob.action() == "remove_pawn", "Bob's pawn removal card")
    shots(bob.page, "pokerdrez-pawn-removal-en", scroll="section[data-move]")
    bob.page.get_by_role("button", name="Keep all eight pawns").click()
    wait_until(lambda: ana.action() == "remove_pawn", "Ana's pawn removal card")
    ana.page.locator("section[data-move] button[data-args='{\"file\":\"a\"}']").click()
    wait_until(lambda: "a2" not in pieces(bob), "the a2 pawn to leave Bob's board")

    # 1. f3: four cards pay it (two own, a common pawn, the joker): the chooser asks which.
    targets = pick(ana, "f2")
    assert set(targets) == {"f3", "f4"} and targets["f3"].startswith("Peón")
    shots(ana.page, "pokerdrez-picked-es", scroll=".pd-card")
    square(ana, "f3").click()
    choices = ana.page.locator(".pd-choose button[data-pay]")
    wait_until(lambda: choices.count() == 4 and images_loaded(ana, ".pd-choose"),
               "Ana's chooser of four cards")
    shots(ana.page, "pokerdrez-choose-es", scroll=".pd-board")
    pay_and_wait(ana, "pawn-1", bob, "f2", "f3")
    wait_until(lambda: "White: f2–f3, paid with Pawn 1" in bob.text(), "Bob's last move line")

    # Black rolls the table's die (1: a pawn) and pays e5 with it.
    faces = bob.page.locator(".pd-die .w-die-pick")
    wait_until(lambda: faces.count() == 6, "Bob's die faces")
    shots(bob.page, "pokerdrez-die-en", scroll=".pd-card")
    faces.nth(0).click()
    wait_until(lambda: "Bob rolled 1" in bob.text(), "Bob's roll")
    assert pick(bob, "e7")["e5"].endswith("+3")
    square(bob, "e5").click()
    pay_and_wait(bob, "die", ana, "e7", "e5")
    assert "Negras: e7–e5, dado 1" in ana.text()

    # 2. g4 paid with the common pawn: Ana draws and gives one of her three cards back.
    pick(ana, "g2")
    square(ana, "g4").click()
    pay_and_wait(ana, "pawn-5", bob, "g2", "g4")
    wait_until(lambda: ana.action() == "replenish" and images_loaded(ana, "section[data-move]"),
               "Ana's replenish card")
    shots(ana.page, "pokerdrez-replenish-es", scroll="section[data-move]")
    ana.page.locator("section[data-move] button[data-card='pawn-2']").click()
    wait_until(lambda: bob.page.locator(".pd-common [data-card='pawn-2']").count(),
               "Pawn 2 in the common row on Bob's phone")

    # Bob looks at his cards (held), then mates with the queen card.
    hold = bob.page.get_by_role("button", name="Hold to see your cards")
    assert "Queen 4" not in bob.text()
    hold.hover()
    bob.page.mouse.down()
    wait_until(lambda: bob.page.locator(".pd-hand .secret [data-card='queen-4']").count(),
               "Bob's cards while held")
    wait_until(lambda: images_loaded(bob, ".pd-hand .secret"), "the held cards' images")
    shots(bob.page, "pokerdrez-hand-held-en", scroll=".pd-hand")
    bob.page.mouse.up()
    wait_until(lambda: not bob.page.locator(".pd-hand .secret [data-card]").count(),
               "Bob's cards hidden again")
    bob.page.set_viewport_size(SMALL)
    targets = pick(bob, "d8")
    assert targets["h4"].startswith("Queen 4")
    shots(bob.page, "pokerdrez-queen-small-en", scroll=".pd-card")
    square(bob, "h4").click()
    pay_and_wait(bob, "queen-4", ana, "d8", "h4")
    for phone, title in ((bob, "You won"), (ana, "Has perdido")):
        wait_until(lambda phone=phone, title=title: phone.page.locator("#pd-end-title").count()
                   and phone.page.locator("#pd-end-title").inner_text() == title,
                   f"{phone.name}'s end card")
    assert "Jaque mate." in ana.text()
    shots(ana.page, "pokerdrez-end-es", scroll="#status")
    shots(bob.page, "pokerdrez-end-small-en", scroll="#status")
    pgn = bob.page.evaluate("""async () => (await fetch(
        document.querySelector(".pd-end a").getAttribute("href"))).text()""")
    assert "2... Qh4# { paid with Queen 4 } 0-1" in pgn
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "pokerdrez-board-small-es", scroll=".pd-card")


BETTING = {"decks": 1, "pawn_removal": False, "betting": {"min": 5, "max": 20},
           "deck": ["neutral-1", "pawn-1", "knight-2", "knight-3", *COMMON,
                    *[card for card in cards.deck_ids(1) if card not in
                      ("neutral-1", "pawn-1", "knight-2", "knight-3", *COMMON)]]}


def test_raises_a_neutral_swap_and_a_draw_that_the_last_raiser_pays(server: str, new_phone: Any,
                                                                     shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "Ana", BETTING, lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    start_game(ana.page, code)
    for phone in (ana, bob):
        phone.page.set_viewport_size(SMALL)
        wait_until(lambda phone=phone: len(pieces(phone)) == 32 and styled(phone),
                   f"{phone.name}'s board, styled")
    assert "Apuesta: 5 (de 5 a 20)." in ana.text()

    # Ana raises to 10; Bob raises again to 15; Ana accepts.
    ana.page.locator(".pd-raise input").fill("10")
    shots(ana.page, "pokerdrez-raise-small-es", scroll=".pd-raise")
    ana.page.locator(".pd-raise button").click()
    wait_until(lambda: bob.action() == "answer_raise", "Bob's answer card")
    shots(bob.page, "pokerdrez-answer-small-en", scroll="section[data-move]")
    bob.page.locator("section[data-move] .pd-raise input").fill("15")
    bob.page.locator("section[data-move] .pd-raise button").click()
    wait_until(lambda: ana.action() == "answer_raise", "Ana's answer card")
    ana.press({"answer": "accept"})
    wait_until(lambda: "Apuesta: 15 (de 5 a 20)." in ana.text(), "the stake at 15")

    # Ana swaps her neutral card for a random card of Bob's; the public line names no card.
    ana.page.locator(".pd-swaps summary").click()
    shots(ana.page, "pokerdrez-swap-small-es", scroll=".pd-swaps")
    ana.page.locator(".pd-swaps button[data-args*='opponent']").click()
    wait_until(lambda: not ana.page.locator(".pd-swaps").count(), "the swap to be made")
    hold = ana.page.locator(".pd-hand button.hold")
    hold.hover()
    ana.page.mouse.down()
    wait_until(lambda: "Le has quitado Caballo" in ana.text(), "Ana's private note while held")
    ana.page.mouse.up()
    assert "Caballo 2" not in ana.text() or "Caballo 3" not in ana.text()
    wait_until(lambda: bob.page.locator(".pd-hand").count(), "Bob's hand card")
    hold = bob.page.locator(".pd-hand button.hold")
    hold.hover()
    bob.page.mouse.down()
    wait_until(lambda: "Ana took your Knight" in bob.text(), "Bob's private note while held")
    bob.page.mouse.up()

    # Ana moves, Bob offers a draw, Ana accepts: Bob raised last, so Bob pays the 15.
    pick(ana, "e2")
    square(ana, "e4").click()
    pay_and_wait(ana, "pawn-1", bob, "e2", "e4")
    bob.page.get_by_role("button", name="Offer a draw").click()
    wait_until(lambda: "Bob ofrece tablas." in ana.status(), "Ana's status line tells the offer")
    ana.page.get_by_role("button", name="Aceptar las tablas").click()
    wait_until(lambda: "You pay 15." in bob.text(), "Bob's payment")
    wait_until(lambda: "Ganas 15 de la apuesta." in ana.text(), "Ana's win")
    shots(bob.page, "pokerdrez-draw-paid-small-en", scroll="#status")


def test_a_moderator_who_does_not_play_sees_both_hands_behind_the_toggle(
        server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "pokerdrez", 2, options={**OPTIONS, "pawn_removal": False})
    bob = table.phone(new_phone, 1)
    page = new_phone("en-GB")
    page.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.set_viewport_size(SMALL)
    page.goto(f"{server}/table/{table.code}")
    show = page.get_by_role("button", name="Show both hands")
    wait_until(lambda: show.count(), "the moderator's hands card")
    assert not page.locator(".results [data-card='queen-4']").is_visible()
    show.click()
    wait_until(lambda: page.locator(".results [data-card='queen-4']").is_visible()
               and page.locator(".results [data-card='pawn-1']").is_visible(), "both hands shown")
    moderator = Phone(page, "Moderator", "en")
    wait_until(lambda: images_loaded(moderator, ".results"), "the hands' images")
    shots(page, "pokerdrez-moderator-small-en", scroll=".results")
    assert not bob.page.locator("[data-card='pawn-1']").count()
    assert not bob.page.locator("button", has_text="Show both hands").count()


def test_the_table_screen_shows_the_public_game(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "pokerdrez", 2, options={**OPTIONS, "pawn_removal": False})
    table.ok(0, "move", {"from": "e2", "to": "e4", "pay": {"card": "pawn-1"}})
    page = new_phone("en-GB")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{server}/table/{table.code}/screen")
    screen = Phone(page, "Screen", "en")
    wait_until(lambda: page.locator(".pd-board [data-square] img.w-piece").count() == 32
               and images_loaded(screen, ".pd-common"), "the public board and common row")
    assert "White: e2–e4, paid with Pawn 1" in screen.text()
    assert "null" not in screen.text()
    for secret in ("pawn-2", "pawn-3", "queen-4", "knight-1"):
        assert not page.locator(f"[data-card='{secret}']").count()
    shots(page, "pokerdrez-table-screen")
