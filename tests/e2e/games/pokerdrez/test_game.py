"""A short PokerDrez game through the phone pages: two phones (Spanish and English), a
prearranged deal (docs/rules-decisions.md#pokerdrez), the pawn removal, a move paid with a card
chosen among several, a roll of the table's die paying a move, a common card spent and the
replenish choice, the hand seen while the button is held, and a mate paid with the queen card:
"You won" on one phone, "Has perdido" on the other, the game downloadable as PGN.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/pokerdrez-*.png.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from referee.games.kit import cards
from tests.e2e.e2e_kit import SMALL, Phone, hold, images_loaded, join_table, sent_after, tap
from tests.e2e.games.pokerdrez.support import BOARD, CHOOSER, choose, pay_with
from tests.e2e.table_kit import ApiTable, page_start, page_table, page_view

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
    code = page_table(ana.page, server, "pokerdrez", 2, OPTIONS, "Ana", lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    page_start(ana.page, code)
    for phone in (ana, bob):
        BOARD.wait_ready(phone, 32)
    return ana, bob


def pay_and_wait(phone: Phone, card: str, other: Phone, start: str, end: str) -> None:
    pay_with(phone, card)
    BOARD.wait_for_move(phone, start, end)
    BOARD.wait_for_move(other, start, end)


def test_two_phones_play_to_a_mate_paid_with_a_card(server: str, new_phone: Any,
                                                    shots: Any) -> None:
    ana, bob = start(server, new_phone)
    # Pawn removal: Black first keeps every pawn, White takes off its a-pawn.
    bob.wait_action("remove_pawn")
    shots(bob.page, "pokerdrez-pawn-removal-en", scroll="section[data-move]")
    bob.page.get_by_role("button", name="Keep all eight pawns").click()
    ana.wait_action("remove_pawn")
    ana.page.locator("section[data-move] button[data-args='{\"file\":\"a\"}']").click()
    for phone in (bob, ana):
        BOARD.wait_ready(phone, 31)  # the a2 pawn gone

    # 1. f3: four cards pay it (two own, a common pawn, the joker): the chooser asks which.
    targets = BOARD.pick(ana, "f2")
    assert set(targets) == {"f3", "f4"} and targets["f3"].startswith("tu carta 1"), \
        "an own card is named by its place only"
    shots(ana.page, "pokerdrez-picked-es", scroll=".pd-card")
    choose(ana, "f2", "f3")
    expect(ana.page.locator(CHOOSER)).to_have_count(4)
    images_loaded(ana.page, ".pd-choose img")
    shots(ana.page, "pokerdrez-choose-es", scroll=".pd-board")
    pay_and_wait(ana, "pawn-1", bob, "f2", "f3")
    bob.wait_text("Ana: f2–f3, paid with Pawn 1")

    # Black rolls the table's die (1: a pawn) and pays e5 with it.
    faces = bob.page.locator(".pd-die .w-die-pick")
    expect(faces).to_have_count(6)
    shots(bob.page, "pokerdrez-die-en", scroll=".pd-card")
    tap(faces.nth(0), sent_after(bob.page), "Bob's roll of 1")
    bob.wait_text("You rolled 1 (Pawn)")
    ana.wait_text("Bob ha sacado un 1 (Peón)")
    assert choose(bob, "e7", "e5")["e5"].endswith("+3")
    pay_and_wait(bob, "die", ana, "e7", "e5")
    ana.wait_text("Bob: e7–e5, dado 1")

    # 2. g4 paid with the common pawn: Ana draws and gives one of her three cards back.
    choose(ana, "g2", "g4")
    pay_and_wait(ana, "pawn-5", bob, "g2", "g4")
    ana.wait_action("replenish")
    bob.wait_text("White gives a card to the common row.")  # not "Black to move"
    images_loaded(ana.page, "section[data-move] img")
    shots(ana.page, "pokerdrez-replenish-es", scroll="section[data-move]")
    hand = page_view(ana.page, ana.page.url.rsplit("/", 1)[-1])["private"]["hand"]
    put_back = ana.page.locator("section[data-move]")
    assert not put_back.locator("[data-card]:not([data-card=''])").count(), "face down"
    put_back.locator(".w-card").nth(hand.index("pawn-2")).click()
    put_back.locator("button[data-move='replenish']").click()
    expect(bob.page.locator(".pd-common [data-card='pawn-2']"),
           "Pawn 2 in the common row on Bob's phone").to_have_count(1)

    # Bob looks at his cards (held), then mates with the queen card.
    assert "Queen 4" not in bob.text()

    def held_cards() -> None:
        expect(bob.page.locator(".pd-held [data-card='queen-4']")).to_have_count(1)
        images_loaded(bob.page, ".pd-held img")
        shots(bob.page, "pokerdrez-hand-held-en", scroll=".pd-board")

    hold(bob, bob.page.get_by_role("button", name="Hold to see"),
         bob.page.locator(".pd-held [data-card]:not([data-card=''])"), held_cards)
    bob.page.set_viewport_size(SMALL)
    targets = BOARD.pick(bob, "d8")
    assert targets["h4"].startswith("your card 2")
    shots(bob.page, "pokerdrez-queen-small-en", scroll=".pd-card")
    choose(bob, "d8", "h4")
    pay_and_wait(bob, "queen-4", ana, "d8", "h4")
    for phone, title in ((bob, "You won"), (ana, "Has perdido")):
        expect(phone.page.locator("#pd-end-title"), f"{phone.name}'s end card").to_have_text(title)
    assert "Jaque mate." in ana.text()
    # The status line says the game is over, coloured by the result; the title once (PD17).
    expect(ana.page.locator("#status")).to_have_attribute("data-kind", "lost")
    assert ana.status().strip() == "Fin de la partida"
    assert ana.text().count("Has perdido") == 1 and bob.text().count("You won") == 1
    assert "The game lasted 2 moves." in bob.text(), "four plies are two chess moves"
    assert "La partida duró 2 jugadas." in ana.text()
    shots(ana.page, "pokerdrez-end-es", scroll="#status")
    shots(bob.page, "pokerdrez-end-small-en", scroll="#status")
    pgn = bob.page.evaluate("""async () => (await fetch(
        document.querySelector(".pd-end a").getAttribute("href"))).text()""")
    assert "2... Qh4# { pagado con Dama 4; jaque mate } 0-1" in pgn, "the table's language (PD14)"
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "pokerdrez-board-small-es", scroll=".pd-card")


BETTING = {"decks": 1, "pawn_removal": False, "betting": {"min": 5, "max": 20},
           "deck": ["neutral-1", "pawn-1", "knight-2", "knight-3", *COMMON,
                    *[card for card in cards.deck_ids(1) if card not in
                      ("neutral-1", "pawn-1", "knight-2", "knight-3", *COMMON)]]}


def test_raises_a_neutral_swap_and_a_draw_that_the_last_raiser_pays(server: str, new_phone: Any,
                                                                     shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "pokerdrez", 2, BETTING, "Ana", lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    page_start(ana.page, code)
    for phone in (ana, bob):
        phone.page.set_viewport_size(SMALL)
        BOARD.wait_ready(phone, 32)
    assert "Apuesta: 5 (de 5 a 20)." in ana.text()

    # Ana raises to 10; Bob raises again to 15; Ana accepts.
    ana.page.locator(".pd-raise input").fill("10")
    shots(ana.page, "pokerdrez-raise-small-es", scroll=".pd-raise")
    ana.page.locator(".pd-raise button").click()
    bob.wait_action("answer_raise")
    shots(bob.page, "pokerdrez-answer-small-en", scroll="section[data-move]")
    bob.page.locator("section[data-move] .pd-raise input").fill("15")
    bob.page.locator("section[data-move] .pd-raise button").click()
    ana.wait_action("answer_raise")
    ana.press({"answer": "accept"})
    ana.wait_text("Apuesta: 15 (de 5 a 20).")

    # Ana swaps her neutral card for a random card of Bob's; the public line names no card.
    ana.page.locator(".pd-swaps summary").click()
    shots(ana.page, "pokerdrez-swap-small-es", scroll=".pd-swaps")
    ana.page.locator(".pd-swaps button[data-args*='opponent']").click()
    expect(ana.page.locator(".pd-swaps details"), "the swap made, its card folded") \
        .not_to_have_attribute("open", "")
    assert ana.page.locator(".pd-swap").count() == 0, "folded, it names no card"
    hold(ana, ana.page.locator(".pd-held button.hold"),
         ana.page.locator(".pd-held").get_by_text("Le has quitado Caballo"), lambda: None)
    assert "Caballo 2" not in ana.text() or "Caballo 3" not in ana.text()
    hold(bob, bob.page.locator(".pd-held button.hold"),
         bob.page.locator(".pd-held").get_by_text("Ana took your Knight"), lambda: None)

    # Ana moves, Bob offers a draw, Ana accepts: Bob raised last, so Bob pays the 15.
    choose(ana, "e2", "e4")
    pay_and_wait(ana, "pawn-1", bob, "e2", "e4")
    bob.page.get_by_role("button", name="Offer a draw").click()
    ana.wait_status("Bob ofrece tablas.")
    ana.page.get_by_role("button", name="Aceptar las tablas").click()
    bob.wait_text("You pay 15.")
    ana.wait_text("Ganas 15 de la apuesta.")
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
    expect(show, "the moderator's hands card").to_have_count(1)
    assert not page.locator(".results [data-card='queen-4']").is_visible()
    show.click()
    for card in ("queen-4", "pawn-1"):
        expect(page.locator(f".results [data-card='{card}']"), "both hands shown").to_be_visible()
    images_loaded(page, ".results img")
    shots(page, "pokerdrez-moderator-small-en", scroll=".results")
    assert not bob.page.locator("[data-card='pawn-1']").count()
    assert not bob.page.locator("button", has_text="Show both hands").count()


def test_the_table_screen_shows_the_public_game(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "pokerdrez", 2, options={**OPTIONS, "pawn_removal": False})
    table.ok(0, "move", {"from": "e2", "to": "e4", "pay": {"card": "pawn-1"}})
    page = new_phone("en-GB")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{server}/table/{table.code}/screen")
    expect(page.locator(".pd-board [data-square] img.w-piece")).to_have_count(32)
    images_loaded(page, ".pd-common img")
    shown = page.evaluate("document.body.innerText")
    assert "Ana: e2–e4, paid with Pawn 1" in shown
    assert "null" not in shown
    for secret in ("pawn-2", "pawn-3", "queen-4", "knight-1"):
        assert not page.locator(f"[data-card='{secret}']").count()
    shots(page, "pokerdrez-table-screen")
