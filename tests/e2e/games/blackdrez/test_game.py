"""A whole BlackDrez match through three phones (docs/rules-decisions.md#blackdrez) with a
prearranged deal and two rounds: every card face up on every phone (no hold-to-see), whose turn
and why (the lowest score), a Joker made 6 (its current value not offered again), a bust,
everyone tied standing and sharing the table (a card carried over), a retirement with half the
cards, an 11 taking the table, the match's end by the most cards in the pile, each player's
history, and the table screen showing the same public table.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/blackdrez-*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.e2e_kit import Phone, wait_until
from tests.e2e.games.blackdrez.support import (
    ROUND_1,
    ROUND_2,
    deck,
    images_loaded,
    open_phone,
    shown_cards,
    tap,
    turn,
    wait_turn,
)
from tests.e2e.table_kit import ApiTable

pytestmark = pytest.mark.e2e

SMALL = {"width": 360, "height": 640}
PHONE = {"width": 390, "height": 844}
ANA, BOB, CARMEN = 0, 1, 2


def both_sizes(shots: Any, phone: Phone, name: str, scroll: str | None = None) -> None:
    """Screenshots of ``phone`` at 390 × 844 and 360 × 640, ``scroll`` near the top."""
    images_loaded(phone.page)
    shots(phone.page, f"blackdrez-{name}", scroll=scroll)
    phone.page.set_viewport_size(SMALL)
    shots(phone.page, f"blackdrez-{name}-small", scroll=scroll)
    phone.page.set_viewport_size(PHONE)


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
        wait_until(lambda phone=phone: sorted(shown_cards(phone, ".bd-players")) == dealt,
                   f"every hand on {phone.name}'s phone")
        assert phone.page.locator(".bd-players button.hold, .bd-own button.hold").count() == 0
    assert "You have the lowest score (4): hit or retire." in ana.text()
    assert "Ana has the lowest score (4) and plays." in bob.text()
    assert "Ana tiene la puntuación más baja (4) y juega." in carmen.text()
    assert "Prearranged deal" in ana.text() and "Reparto preparado" in carmen.text()
    assert ana.page.locator(".bd-joker[data-card='joker-1'] button.bd-joker-1").is_disabled()
    both_sizes(shots, ana, "turn-en", ".bd-own")

    # Ana makes her Joker 6 (9): Bob, at 5, now has the lowest score.
    tap(ana, ".bd-joker[data-card='joker-1'] button.bd-joker-6")
    wait_turn(bob)
    wait_until(lambda: "Joker 1 counts 6" in ana.text(), "the Joker's value on Ana's phone")
    assert "Ana made Joker 1 count 6: 9." in bob.text()
    both_sizes(shots, bob, "hit-en", "section[data-move='hit']")
    turn(bob, "hit")                                       # Queen 2: 10
    turn(carmen, "hit")                                    # Queen 3: 12, bust
    wait_turn(ana)
    assert "Carmen drew Queen 3 and went bust with 12" in ana.text()
    wait_until(lambda: "Carmen robó Dama 3 y se pasó con 12" in carmen.text(),
               "the bust on Carmen's phone")
    assert ana.page.locator(".bd-table [data-card]").count() == 3
    wait_until(lambda: "went bust" in screen.inner_text("body"), "the bust on the table screen")
    assert sorted(shown_cards(screen, ".bd-table")) == ["knight-1", "queen-1", "queen-3"]
    assert "Ana has the lowest score (9) and plays." in screen.inner_text("body")
    images_loaded(screen)
    shots(screen, "blackdrez-screen-play")
    turn(ana, "hit")                                       # Pawn 2: 10 with the Joker at 6
    wait_until(lambda: "Everyone in the round has 10: hit, stand or retire." in ana.text(),
               "Ana's tie with Bob")
    both_sizes(shots, ana, "tied-en", "section[data-move='hit']")
    turn(ana, "stand")
    turn(bob, "stand")

    # Both stood at 10: 9 cards shared, 4 each, 1 carried over.
    for phone in phones:
        wait_until(lambda phone=phone: phone.action() == "next_hand", f"{phone.name}'s result")
    assert "Everyone stood at 10: Ana and Bob share the table, 4 cards each. Cards carried " \
        "over to the next round: 1." in ana.text()
    both_sizes(shots, carmen, "tie-es", "section[data-move='next_hand']")
    assert table.view()["public"]["table"] and len(table.view()["public"]["table"]) == 1

    # Round 2, dealt by Bob: Carmen (2) retires with one of her two cards.
    tap(bob, "section[data-move='next_hand'] button")
    wait_turn(carmen)
    round_2 = sorted(c for cards in ROUND_2.values() for c in cards)
    # Carmen's turn on her phone does not mean Ana's phone has drawn round 2 yet.
    wait_until(lambda: sorted(shown_cards(ana, ".bd-players")) == round_2,
               "round 2's hands on Ana's phone")
    both_sizes(shots, carmen, "retire-es", "section[data-move='hit']")
    turn(carmen, "retire")
    wait_turn(bob)
    assert "Carmen retired: 1 to the pile, 1 left on the table." in bob.text()
    turn(bob, "hit")                                       # Knight 2: 8, tied with Ana
    wait_until(lambda: "Everyone in the round has 8" in bob.text(), "Bob tied with Ana")
    turn(bob, "hit")                                       # Knight 3: 10
    turn(ana, "hit")                                       # Bishop 2: 11

    # Ana reached 11 and took the 9 cards in play: the match is over (two rounds).
    for phone in phones:
        wait_until(phone.over, f"{phone.name}'s end")
    assert "Ana reached 11 and takes every card on the table: 9." in bob.text()
    assert "Ana wins with the most cards in the pile (13) after 2 rounds." in bob.text()
    assert ana.status().startswith("You won the match")
    assert table.view()["outcome"]["piles"] == {"0": 13, "1": 4, "2": 1}
    both_sizes(shots, bob, "end-en", ".bd-result")
    both_sizes(shots, carmen, "end-es", ".bd-result")

    # Carmen's own history: her two rounds, newest first.
    history = carmen.page.locator(".bd-history")
    if not history.evaluate("(el) => el.open"):
        carmen.page.locator(".bd-history summary").click()
    tap(carmen, ".bd-tabs button[data-seat='2']")
    rounds = carmen.page.locator(".bd-rounds li")
    wait_until(lambda: rounds.count() == 2, "Carmen's two rounds")
    assert rounds.nth(0).inner_text().startswith("Ronda 2")
    assert "Peón 3 y Peón 4" in rounds.nth(0).inner_text()
    assert "se pasó con 12" in rounds.nth(1).inner_text()
    both_sizes(shots, carmen, "history-es", ".bd-history")

    wait_until(lambda: "Ana reached 11" in screen.inner_text("body"), "the result on the screen")
    assert screen.locator("button.hold").count() == 0
    images_loaded(screen)
    shots(screen, "blackdrez-screen")
    screen.close()
