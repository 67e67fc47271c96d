"""RummiDrez's end of a hand on the phones: a seat that lays all 14 cards at once goes out, both
phones show the points and deal the next hand; with printed cards the phones only take each
hand's result and keep the scores; a moderator who does not play sees the hands only on request
and ends a match against the clock. Screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from referee.games.rummidrez.deal import game_deck
from tests.e2e.e2e_kit import SMALL, confirm, sent_after, tap
from tests.e2e.games.rummidrez.support import faces_loaded, lay_groups, open_hand
from tests.e2e.table_kit import ApiTable

#: Seat 1 (dealt first, plays first) holds the rooks 1–9 and the grey pawn to queen: 14 cards
#: in two runs.
OUT = [[f"rook-{n}#1" for n in range(1, 10)],
       ["pawn-1#2", "knight-1#2", "bishop-1#2", "rook-1#2", "queen-1#2"]]
DEAL = [card for group in OUT for card in group]
DECK = DEAL + [card for card in game_deck() if card not in DEAL]


def test_going_out_scores_and_the_next_hand_is_dealt(server: str, new_phone: Any,
                                                     shots: Any) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"deck": DECK, "target": 28})
    ana = table.phone(new_phone, 0)
    bob = table.phone(new_phone, 1, "es-ES", ready=".rd-hand .w-secret-toggle")
    open_hand(bob)
    lay_groups(bob, OUT, 0)
    bob.page.get_by_role("button", name="Bajar").click()
    expect(ana.page.locator(".rd-hand-end"), "the end of the hand").to_have_count(1)
    assert "Bob laid every card." in ana.text()
    assert "Ana: 14 cards left, +0 points" in ana.text()
    assert "14 pts" in ana.page.locator(".rd-players").inner_text()
    # The laid cards by their names and their initials in each phone's language (chess
    # notation's N for an English Knight), a second deck's copy ("#2") too.
    knight = ana.page.locator("button.sx-card[data-card='knight-1#2']").first
    expect(knight, "Ana's Knight 1").to_have_attribute("aria-label", "Knight 1")
    expect(knight).to_have_text("N1")
    rook = bob.page.locator("button.sx-card[data-card='rook-4#1']").first
    expect(rook, "Bob's Torre 4").to_have_attribute("aria-label", "Torre 4")
    expect(rook).to_have_text("T4")
    expect(bob.page.locator("button.sx-card[data-card='knight-1#2']").first).to_have_text("C1")
    ana.page.set_viewport_size(SMALL)
    faces_loaded(ana.page)
    shots(ana.page, "rummidrez-hand-end-small-en")
    # The next hand once both phones have tapped "Seen" (each in its language).
    for phone, seen in ((ana, "Seen: ready for the next hand"),
                        (bob, "Visto: listo para la siguiente mano")):
        tap(phone.page.get_by_role("button", name=seen), sent_after(phone.page),
            f"{phone.name}'s Seen")
    table.until(lambda view: view["public"]["hand"] == 2, "the second hand")
    expect(bob.page.locator(".rd-hand-end"), "Bob's next hand").to_have_count(0)
    assert table.view(0)["public"]["to_play"] == 0


def test_printed_cards_take_each_hands_result(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"cards": "physical"})
    page = new_phone("es-ES")
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[0],
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{server}/table/{table.code}")
    expect(page.locator(".rd-result"), "the result form").to_have_count(1)
    page.locator(".rd-result input[data-seat='1']").fill("6")
    assert page.locator(".rd-table").is_hidden()
    shots(page, "rummidrez-printed-es", scroll=".rd-result")
    page.get_by_role("button", name="Enviar el resultado").click()
    table.until(lambda view: view["public"]["scores"] == {"0": 6, "1": 0}, "the scores")
    expect(page.locator(".rd-hand-end"), "the hand's end").to_have_count(1)


def test_the_moderator_ends_a_match_against_the_clock(server: str, new_phone: Any,
                                                      shots: Any) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"target": None})
    page = new_phone("en-GB")
    page.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{server}/table/{table.code}")
    end = page.get_by_role("button", name="End the match now")
    expect(end, "the moderator's clock card").to_have_count(1)
    assert page.locator(".rd-hand :is(.sx-card, .w-card)").count() == 0
    hands = page.locator("ul.results .sx-card")
    assert hands.count() == 0 or not hands.first.is_visible()
    page.get_by_role("button", name="Show every hand").click()
    expect(hands, "every hand shown").to_have_count(28)
    expect(hands.first).to_be_visible()
    page.get_by_role("button", name="Hide the hands").click()
    confirm(page.get_by_role("button", name=re.compile(
        "End the match now|Tap again to end the match")), "the end of the match")
    expect(page.locator("body"), "the end").to_contain_text("Time is up: Ana and Bob won.",
                                                            use_inner_text=True)
    page.set_viewport_size(SMALL)
    shots(page, "rummidrez-time-up-small-en")
