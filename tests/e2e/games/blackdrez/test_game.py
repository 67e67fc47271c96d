"""A whole BlackDrez match through three phones (docs/rules-decisions.md#blackdrez) with a
prearranged deal and two rounds: every card face up on every phone (no hold-to-see), whose turn
and why (the lowest score), a Joker made 6 (its current value not offered again), a bust,
everyone tied standing and sharing the table (a card carried over), a retirement with half the
cards, an 11 taking the table, the match's end by the most cards in the pile, each player's
history, and the table screen showing the same public table.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/blackdrez-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import (
    both_sizes,
    images_loaded,
    shown_cards,
    tap,
    wait_cards,
)
from tests.e2e.games.blackdrez.support import (
    ROUND_1,
    ROUND_2,
    deck,
    open_phone,
    send,
    turn,
    wait_turn,
)
from tests.e2e.table_kit import ApiTable

ANA, BOB, CARMEN = 0, 1, 2




def board_fits(screen: Any) -> bool:
    """True when the table screen's board (every seat: the round's result once it is over, else
    the players; the table) lies inside its window."""
    return screen.evaluate("""() => [".bd-result, .bd-players", ".bd-table"].every((selector) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    })""")


def test_three_phones_play_a_whole_match(server: str, new_phone: Any, browser: Any,
                                         shots: Any) -> None:
    table = ApiTable.create(server, "blackdrez", 3, options={"deck": deck(), "rounds": 2})
    ana = open_phone(table, new_phone, ANA, "en-GB")
    bob = open_phone(table, new_phone, BOB, "en-GB")
    carmen = open_phone(table, new_phone, CARMEN, "es-ES")
    phones = [ana, bob, carmen]
    screen = browser.new_page(viewport={"width": 1024, "height": 768})
    screen.goto(f"{server}/table/{table.code}/screen")

    # Round 1: every hand is face up on every phone; Ana has the lowest score, 4.
    wait_turn(ana)
    dealt = sorted(c for cards in ROUND_1.values() for c in cards)
    for phone in phones:
        wait_cards(phone.page, ".bd-players", dealt, f"every hand on {phone.name}'s phone",
                   any_order=True)
        assert phone.page.locator(".bd-players button.hold, .bd-own button.hold").count() == 0
    assert "You have the lowest score (4): hit or retire." in ana.text()
    assert "Ana has the lowest score (4) and plays." in bob.text()
    assert "Ana tiene la puntuación más baja (4) y juega." in carmen.text()
    assert "Prearranged deal" in ana.text() and "Reparto preparado" in carmen.text()
    assert ana.page.locator(".bd-joker[data-card='joker-1'] button.bd-joker-1").is_disabled()
    both_sizes(shots, ana.page, "blackdrez-turn-en", ".bd-own")

    # Ana makes her Joker 6 (9): Bob, at 5, now has the lowest score.
    send(ana, ".bd-joker[data-card='joker-1'] button.bd-joker-6")
    wait_turn(bob)
    ana.wait_text("Joker 1 counts 6")
    assert "Ana made Joker 1 count 6: 9." in bob.text()
    both_sizes(shots, bob.page, "blackdrez-hit-en", "section[data-move='hit']")
    turn(bob, "hit")                                       # Queen 2: 10
    turn(carmen, "hit")                                    # Queen 3: 12, bust
    wait_turn(ana)
    assert "Carmen drew Queen 3 and went bust with 12" in ana.text()
    carmen.wait_text("Carmen robó Dama 3 y se pasó con 12")
    assert ana.page.locator(".bd-table [data-card]").count() == 3
    expect(screen.locator("body"), "the bust on the table screen").to_contain_text(
        "went bust", use_inner_text=True)
    assert sorted(shown_cards(screen, ".bd-table")) == ["knight-1", "queen-1", "queen-3"]
    assert "Ana has the lowest score (9) and plays." in screen.inner_text("body")
    images_loaded(screen)
    shots(screen, "blackdrez-screen-play")
    assert board_fits(screen), "the board is not inside the table screen"
    turn(ana, "hit")                                       # Pawn 2: 10 with the Joker at 6
    ana.wait_text("Everyone in the round has 10: hit, stand or retire.")
    both_sizes(shots, ana.page, "blackdrez-tied-en", "section[data-move='hit']")
    turn(ana, "stand")
    turn(bob, "stand")

    # Both stood at 10: 9 cards shared, 4 each, 1 carried over.
    for phone in phones:
        phone.wait_action("next_hand")
    assert "Everyone stood at 10: Ana and Bob share the table, 4 cards each. 1 card stays on " \
        "the table for the next round." in ana.text()
    assert "1 carta se queda en la mesa para la siguiente ronda." in carmen.text()
    both_sizes(shots, carmen.page, "blackdrez-tie-es", "section[data-move='next_hand']")
    assert table.view()["public"]["table"] and len(table.view()["public"]["table"]) == 1

    # Round 2, dealt by Bob: Carmen (2) retires with one of her two cards.
    # Every phone taps "Seen"; the round's result stays until the last one has (issue 29 P3).
    send(bob, "section[data-move='next_hand'] button[data-args]")
    ana.wait_text(re.compile("The next round is dealt once .*Ana.* seen this"))
    for phone in (ana, carmen):
        send(phone, "section[data-move='next_hand'] button[data-args]")
    wait_turn(carmen)
    round_2 = sorted(c for cards in ROUND_2.values() for c in cards)
    # Carmen's turn on her phone does not mean Ana's phone has drawn round 2 yet.
    wait_cards(ana.page, ".bd-players", round_2, "round 2's hands on Ana's phone", any_order=True)
    both_sizes(shots, carmen.page, "blackdrez-retire-es", "section[data-move='hit']")
    turn(carmen, "retire")
    wait_turn(bob)
    assert "Carmen retired: 1 to the pile, 1 left on the table." in bob.text()
    turn(bob, "hit")                                       # Knight 2: 8, tied with Ana
    bob.wait_text("Everyone in the round has 8")
    turn(bob, "hit")                                       # Knight 3: 10
    turn(ana, "hit")                                       # Bishop 2: 11

    # Ana reached 11 and took the 9 cards in play: the match is over (two rounds).
    for phone in phones:
        expect(phone.page.locator("#end-title"), f"{phone.name}'s end").to_have_count(1)
    assert "Ana reached 11 and takes every card on the table: 9 cards." in bob.text()
    assert "Ana wins with the most cards in the pile (13) after 2 rounds." in bob.text()
    assert ana.status().startswith("You won the match")
    assert table.view()["outcome"]["piles"] == {"0": 13, "1": 4, "2": 1}
    both_sizes(shots, bob.page, "blackdrez-end-en", ".bd-result")
    both_sizes(shots, carmen.page, "blackdrez-end-es", ".bd-result")

    # Carmen's own history: her two rounds, newest first.
    history = carmen.page.locator(".bd-history")
    if not history.evaluate("(el) => el.open"):
        carmen.page.locator(".bd-history summary").click()
    tab = ".bd-tabs button[data-seat='2']"
    expect(carmen.page.locator(tab)).to_be_enabled()
    tap(carmen.page.locator(tab), carmen.page.locator(f"{tab}[aria-pressed='true']"),
        "Carmen's own tab")
    rounds = carmen.page.locator(".bd-rounds li")
    expect(rounds, "Carmen's two rounds").to_have_count(2)
    assert rounds.nth(0).inner_text().startswith("Ronda 2")
    assert "Peón 3 y Peón 4" in rounds.nth(0).inner_text()
    assert "se pasó con 12" in rounds.nth(1).inner_text()
    both_sizes(shots, carmen.page, "blackdrez-history-es", ".bd-history")

    expect(screen.locator("body"), "the result on the screen").to_contain_text(
        "Ana reached 11", use_inner_text=True)
    assert screen.locator("button.hold").count() == 0
    images_loaded(screen)
    shots(screen, "blackdrez-screen")
    assert board_fits(screen), "the board is not inside the table screen"
    screen.close()
