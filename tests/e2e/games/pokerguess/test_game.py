"""PokerGuess with four phones to a showdown (docs/rules-decisions.md#pokerguess): the seed's
example hand, every prediction entered with the pickers and steppers, a repeat refused on the
page before it is sent, the hole cards only while held and never on another phone, the last
cards shown, the showdown explained in words, a player's hand history, the table screen
(public only), and a second hand won by folds (nothing shown).

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/pokerguess-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from referee.games.pokerguess.deck import GAME_DECK
from tests.e2e.conftest import SCREENSHOTS
from tests.e2e.e2e_kit import Phone, both_sizes, images_loaded, sent_after, tap
from tests.e2e.games.pokerguess.support import (
    BAR,
    GUESS,
    choose,
    fold,
    held_cards,
    keep,
    predict,
    raise_by,
    show,
)
from tests.e2e.screen_checks import overflow
from tests.e2e.table_kit import ApiTable

#: The seed's example: Ana top, Bob left, Carmen bottom, Dmitri right; Dmitri deals.
HOLES = [["bishop-5", "bishop-8"], ["pawn-6", "joker-3"], ["joker-8", "knight-9"],
         ["queen-2", "knight-2"]]
COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]
RED, GREEN = 2, 9


def deck() -> list[str]:
    top = [card for hole in HOLES for card in hole] + COMMON
    return top + [card for card in GAME_DECK if card not in top]




def others_cards_absent(phones: list[Phone], shown: tuple[str, ...] = ()) -> None:
    """No phone's page shows another seat's hole card (its image or a card element) before the
    showdown (the page data lists every card of the deck, hidden or not)."""
    for seat, phone in enumerate(phones):
        html = phone.page.content()
        for other, hole in enumerate(HOLES):
            if other != seat:
                for card in set(hole) - set(shown):
                    at = max(html.find(f"/{card}.png"), html.find(f'data-card="{card}"'))
                    assert at < 0, (seat, card, html[at - 300:at + 100])


def test_four_phones_play_the_seeds_hand(server: str, new_phone: Any, browser: Any,
                                         shots: Any) -> None:
    table = ApiTable.create(server, "pokerguess", 4,
                            options={"deck": deck(), "first_dealer": 3, "ante": 1})
    ana = table.phone(new_phone, 0, "en-GB")
    bob = table.phone(new_phone, 1, "en-GB")
    carmen = table.phone(new_phone, 2, "es-ES")
    dmitri = table.phone(new_phone, 3, "en-GB")
    phones = [ana, bob, carmen, dmitri]

    assert held_cards(ana) == HOLES[0]
    assert held_cards(carmen) == HOLES[2]
    others_cards_absent(phones)

    # Guess phase 1, in the order of the seed's example.
    choose(ana, RED, 3, "bishop", 4)
    both_sizes(shots, ana.page, "pokerguess-guess", scroll=GUESS)
    ana.page.locator(f"{BAR} button[data-send='predict']").click()
    predict(bob, RED, 4, "pawn", 4)
    predict(carmen, GREEN, 3, "joker", 3)
    choose(dmitri, RED, 4, "pawn", 4)  # Bob's: refused on the page, nothing sent
    preview = dmitri.page.locator(f"{GUESS} .pg-preview")
    assert "Bob already holds" in preview.inner_text()
    send = dmitri.page.locator(f"{BAR} button[data-send='predict']")
    assert send.is_disabled()
    assert "Bob already holds it" in send.inner_text(), "why, on the button under the finger"
    both_sizes(shots, dmitri.page, "pokerguess-repeat", scroll=GUESS)
    both_sizes(shots, dmitri.page, "pokerguess-repeat-buttons", scroll=f"{GUESS} .pg-counts")
    predict(dmitri, RED, 4, "pawn", 3)
    choose(ana, RED, 4, "bishop", 4)
    ana.page.locator(f"{BAR} button[data-send='predict']").click()
    for phone in (bob, carmen, dmitri):
        keep(phone)
    others_cards_absent(phones)

    # The last card, then guess phase 2: four keeps.
    for phone, side in ((ana, "left"), (bob, "left"), (carmen, "right"), (dmitri, "right")):
        show(phone, side)
    expect(bob.page.locator(".pg-shown [data-card='bishop-5']"),
           "Ana's shown card on Bob's phone").to_have_count(1)
    both_sizes(shots, bob.page, "pokerguess-phase2", scroll=".pg-players")
    others_cards_absent(phones, shown=("bishop-5", "pawn-6", "knight-9", "knight-2"))
    # Phase 2: Ana keeps, Bob raises (pre-filled with the smallest raise, one more), Carmen
    # calls, Dmitri folds (his cards still count and are shown), Ana calls.
    keep(ana)
    bob.page.locator(f"{GUESS} button[data-raise='toggle']").wait_for()
    assert raise_by(bob, 1) == 3
    # The last move in one sentence that names the player (re-walk N6: "Bob: Phase 2: Kept …").
    expect(dmitri.page.locator(".w-last")).to_have_text(
        "Last: Bob kept the same prediction. Raised to 3.")
    carmen.wait_text("Seguir te cuesta 2 fichas más.")
    both_sizes(shots, carmen.page, "pokerguess-call", scroll=".pg-pot")
    keep(carmen)
    fold(dmitri)
    keep(ana)

    # The showdown explained in words, on every phone.
    expect(ana.page.locator(".pg-result").first, "the showdown on Ana's phone").to_be_attached()
    text = ana.page.locator(".pg-result").inner_text()
    for words in ("Checked first: Ana", "Then Bob", "Then Carmen",
                  "Fails: 3 Bishop cards, 4 needed.", "Fails: 3 Pawn cards, 4 needed.",
                  "Carmen takes the pot (10 chips)."):
        assert words in text, words
    assert "Then Dmitri" not in text
    assert ana.page.locator(".pg-hands [data-card='queen-2']").count() == 1, "folded cards shown"
    expect(carmen.page.locator(".pg-result").first, "Carmen's showdown").to_be_attached()
    assert "Carmen se lleva el bote" in carmen.page.locator(".pg-result").inner_text()
    both_sizes(shots, ana.page, "pokerguess-showdown")

    # A player's hand history: Ana's own, then Dmitri's.
    ana.page.locator(".pg-history summary").click()
    history = ana.page.locator(".pg-history").inner_text()
    assert "Predicted Red ×3 · Bishop ×4." in history
    assert "Changed to Red ×4 · Bishop ×4." in history
    ana.page.locator(".pg-history select").select_option("3")
    dmitri_history = ana.page.locator(".pg-history").inner_text()
    assert "Predicted Red ×4 · Pawn ×3." in dmitri_history and "Phase 2: Folded." in dmitri_history
    both_sizes(shots, ana.page, "pokerguess-history", scroll=".pg-history")

    # The table screen: the public result, then the next hand without any hole card.
    screen = browser.new_context(viewport={"width": 1024, "height": 768}, locale="en-GB")
    page = screen.new_page()
    page.goto(f"{server}/table/{table.code}/screen")
    expect(page.locator("body"), "the showdown on the table screen").to_contain_text(
        "Carmen takes the pot (10", use_inner_text=True)
    images_loaded(page)
    page.screenshot(path=str(SCREENSHOTS / "pokerguess-screen-result_1024.png"))
    assert max(overflow(page)) <= 0, "the table screen scrolls"
    # One "Seen" does not wipe the result: it stays until every phone has seen it.
    tap(ana.page.locator("section.pg-result button[data-args]"), sent_after(ana.page),
        "Ana's Seen")
    bob.wait_text(re.compile("The next hand is dealt once Bob, Carmen,? and Dmitri have seen"))
    expect(page.locator("body")).to_contain_text("Carmen takes the pot (10", use_inner_text=True)
    for phone in (bob, carmen, dmitri):
        tap(phone.page.locator("section.pg-result button[data-args]"), sent_after(phone.page),
            f"{phone.name}'s Seen")
    expect(page.locator("body"), "the next hand on the table screen").to_contain_text(
        "Common cards", use_inner_text=True)
    expect(page.locator(".pg-players").first).to_be_attached()
    holes = table.view(None)["private"]["hands"]
    html = page.content()
    assert not any(f"/{card}.png" in html for cards in holes.values() for card in cards)
    images_loaded(page)
    page.screenshot(path=str(SCREENSHOTS / "pokerguess-screen_1024.png"))

    # Hand 2 (Ana deals): Bob predicts, the others fold; he takes the antes, nothing is shown.
    expect(bob.page.locator(".w-last-result summary"),
           "hand 1's result, not only its end").to_have_text(
        "Last hand: hand 1, Carmen took the pot (10 chips)")
    predict(bob, RED, 1, "rook", 1)
    for phone in (carmen, dmitri, ana):
        fold(phone)
    expect(bob.page.locator(".pg-result").first, "hand 2's end on Bob's phone").to_be_attached()
    assert "Everyone else folded: Bob takes 4 chips without a showdown." in bob.text()
    expect(page.locator("body"), "hand 2's end on the table screen").to_contain_text(
        "Everyone else folded", use_inner_text=True)
    html = page.content()
    assert not any(f"/{card}.png" in html for cards in holes.values() for card in cards)
    screen.close()
