"""Poker7 through four phones (docs/rules-decisions.md#poker7): two hands. In the first (the
booklet's worked example) Bob bets with the slider, Carmen calls, Dmitri folds, Ana goes all
in and Bob calls her; the betting stops, the five common cards turn, Bob and Ana each show one
card, and every phone and the table screen explain the showdown ("Bob wins with four reds",
bigger groups than Ana's; each shown hand's seven cards framed by group, the own two marked,
the chips won or lost). Ana is out; the second hand is checked down by the three others and
ends the match.
Hole cards show only while the button is held and never on another phone before the showdown.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/poker7-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import (
    PHONE,
    SMALL,
    Phone,
    both_sizes,
    hold,
    images_loaded,
    sent_after,
    shown_cards,
    tap,
    wait_cards,
)
from tests.e2e.games.poker7.support import COMMON, HOLES, deck, framed, press, slide_and_bet
from tests.e2e.screen_checks import on_first_screen, overflow
from tests.e2e.table_kit import ApiTable

ANA, BOB, CARMEN, DMITRI = 0, 1, 2, 3
#: Hand 1's shown hands by frame, as ``support.framed`` reads them: Ana's three greens in a run,
#: two reds, two jokers; Bob's four reds, two greens, one loose card.
GROUPED = {
    "Ana": [["bishop-9", "knight-9*", "pawn-9"], ["pawn-2", "rook-2"], ["joker-6", "joker-8*"]],
    "Bob": [["knight-2*", "pawn-2", "queen-2*", "rook-2"], ["bishop-9", "pawn-9"], ["joker-6"]]}




def hole_seen_while_held(phone: Phone, seat: int, shot: Any = None) -> None:
    """The seat's cards are in no image until the action bar's strip is held, then exactly
    they are (``shot``: a screenshot taken while they show)."""
    def read() -> None:
        wait_cards(phone.page, ".w-bar-own", HOLES[seat], f"{phone.name}'s cards while held")
        if shot:
            images_loaded(phone.page)
            shot()
    hold(phone, phone.page.locator(".w-bar-own button.hold"),
         phone.page.locator(".w-bar-own [data-card]:not([data-card=''])"), read)


def no_foreign_hole(phone: Phone, seat: int) -> None:
    """No card of another seat's hole cards is drawn on ``phone``."""
    others = {card for other, cards in HOLES.items() if other != seat for card in cards}
    assert not others & set(shown_cards(phone.page, "body"))


def test_four_phones_play_two_hands_with_an_all_in(server: str, new_phone: Any, browser: Any,
                                                   shots: Any) -> None:
    table = ApiTable.create(server, "poker7", 4, options={"deck": deck(), "hands": 2})
    ana = table.phone(new_phone, ANA, "es-ES")
    bob = table.phone(new_phone, BOB)
    carmen = table.phone(new_phone, CARMEN)
    dmitri = table.phone(new_phone, DMITRI)
    phones = [ana, bob, carmen, dmitri]
    screen = browser.new_page(viewport={"width": 1024, "height": 768})
    screen.goto(f"{server}/table/{table.code}/screen")

    # The moderator (not playing) sees every hand behind the show/hide toggle.
    moderator = new_phone("en-GB")
    moderator.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                                    "url": server}])
    moderator.goto(f"{server}/table/{table.code}")
    show = moderator.get_by_role("button", name="Show every hand")
    expect(show, "the moderator's hands card").to_have_count(1)
    show.click()
    expect(moderator.locator("body"), "every hand on the moderator's phone").to_contain_text(
        "Bob: Queen 2, Knight 2", use_inner_text=True)

    # Hand 1, round 1: Bob acts first. Each phone holds its own cards behind the button.
    bob.wait_action("bet")
    hole_seen_while_held(bob, BOB, lambda: shots(bob.page, "poker7-bet-held", scroll="body"))
    for seat, phone in enumerate(phones):
        no_foreign_hole(phone, seat)
    text = bob.text()
    assert "Fold" in text and "Check (pass)" in text and "Bet 2" in text and "All-in 98" in text
    both_sizes(shots, bob.page, "poker7-bet", "section[data-move='bet']")
    slide_and_bet(bob, 10)
    press(carmen, "bet", "Call 10")
    press(dmitri, "bet", "Fold")
    ana.wait_action("bet")
    assert "Igualar 10" in ana.text()
    both_sizes(shots, ana.page, "poker7-bet-es", "section[data-move='bet']")
    press(ana, "bet", "All-in 98")
    press(bob, "bet", "All-in 98")
    both_sizes(shots, carmen.page, "poker7-facing-all-in", "section[data-move='bet']")
    both_sizes(shots, carmen.page, "poker7-facing-all-in-page")
    press(carmen, "bet", "Fold")

    # Nobody can bet any more: the five common cards turn and the show step begins with Bob.
    bob.wait_action("show")
    for phone in phones:
        wait_cards(phone.page, ".p7-table", COMMON, f"the common cards on {phone.name}")
    both_sizes(shots, bob.page, "poker7-show", "section[data-move='show']")
    press(bob, "show", "Show left")
    press(ana, "show", "Mostrar la derecha")
    for phone in phones:
        expect(phone.page.locator(".p7-result"), f"the result on {phone.name}").to_have_count(1)
    assert "Bob wins with four reds" in carmen.text()
    assert "Bigger groups than Ana: 4·2·1 against 3·2·2." in dmitri.text()
    assert "Bob gana con cuatro rojas" in ana.text()
    assert "three greens in a run · two reds · two jokers" in bob.text()
    assert "queen-2" in shown_cards(carmen.page, ".p7-result")
    # Each shown hand's seven cards by group, the player's own two marked (P8), the same on
    # the phones and on the table screen.
    assert framed(carmen.page, ".p7-result") == GROUPED
    assert not set(HOLES[CARMEN]) & set(shown_cards(ana.page, "body"))   # folded: never shown
    both_sizes(shots, carmen.page, "poker7-result", ".p7-result")
    carmen.page.set_viewport_size(SMALL)    # a long result: "Seen" stays on the first screen
    assert on_first_screen(carmen.page, ".w-seen button")
    shots(carmen.page, "poker7-result-seen-small", scroll="body")
    carmen.page.set_viewport_size(PHONE)
    screen.wait_for_function("() => document.body.innerText.includes('Bob wins with four reds')")
    images_loaded(screen)
    shots(screen, "poker7-screen-result")
    assert max(overflow(screen)) <= 0, "the table screen scrolls"
    assert not set(HOLES[CARMEN] + HOLES[DMITRI]) & set(shown_cards(screen, "body"))
    assert framed(screen, ".p7-result") == GROUPED
    assert "Bob +114" in screen.locator(".p7-result").inner_text()

    # Ana has no chips left; hand 2 for the three others, checked down, ends the match.
    # The result stays on every phone until each player with chips has tapped "Seen" (P3).
    for phone in (dmitri, carmen):
        tap(phone.page.locator(".p7-result button", has_text="Seen"), sent_after(phone.page),
            f"Seen on {phone.name}")
    dmitri.wait_text("You have seen it.")
    bob.wait_text("The next hand is dealt once Bob has seen this.")
    for phone in phones:
        expect(phone.page.locator(".p7-result"), f"hand 1 still on {phone.name}").to_contain_text(
            re.compile("Bob wins with four reds|Bob gana con cuatro rojas"))
    assert "Bob wins with four reds" in screen.locator("body").inner_text()
    ana.wait_text("Te has quedado sin fichas")
    both_sizes(shots, bob.page, "poker7-seen", ".p7-result")
    tap(bob.page.locator(".p7-result button", has_text="Seen"), sent_after(bob.page), "Seen on Bob")
    # Hand 2: hand 1's result opens again from its folded line.
    last = carmen.page.locator(".w-last-result summary")
    expect(last, "the last hand on Carmen's phone").to_contain_text(
        "Last hand: Bob wins with four reds")
    last.click()
    expect(carmen.page.locator(".w-last-result .p7-result")).to_contain_text(
        "Bigger groups than Ana")
    last.click()
    for _ in range(3):
        for phone in (carmen, dmitri, bob):
            press(phone, "bet", "Check")
    for phone in (carmen, dmitri, bob):
        press(phone, "show", "Show left")
    for phone in (carmen, dmitri, bob):
        press(phone, "bet", "Check")
    for phone in phones:
        expect(phone.page.locator(".p7-result .result-kicker"),
               f"hand 2's result on {phone.name}").to_contain_text("2")
        phone.wait_status(re.compile("match|partida"))
    assert "out" in bob.text()
    bob.page.locator("section[aria-label='Hand history'] select").select_option(str(ANA))
    assert "Hand 1" in bob.page.locator("section[aria-label='Hand history']").inner_text()
    both_sizes(shots, bob.page, "poker7-end")
    expect(screen.locator(".p7-screen > div").first, "the final chips first").to_contain_text(
        "Players")
    images_loaded(screen)
    shots(screen, "poker7-screen-end")
    assert max(overflow(screen)) <= 0, "the table screen scrolls"
