"""RummiDrez's end of a hand on the phones: a seat that lays all 14 cards at once goes out, both
phones show the points and deal the next hand; with printed cards the phones only take each
hand's result and keep the scores; a moderator who does not play sees the hands only on request
and ends a match against the clock. Screenshots at 390 x 844 and 360 x 640."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.rummidrez.deal import game_deck
from tests.e2e.e2e_kit import wait_until
from tests.e2e.games.rummidrez.support import faces_loaded, lay_groups, open_hand
from tests.e2e.games.solodrez.support import SMALL
from tests.e2e.table_kit import ApiTable

pytestmark = pytest.mark.e2e

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
    bob = table.phone(new_phone, 1, "es-ES")
    open_hand(bob)
    lay_groups(bob, OUT, 0)
    bob.page.get_by_role("button", name="Bajar").click()
    wait_until(lambda: ana.page.locator(".rd-hand-end").count() == 1, "the end of the hand")
    assert "Bob laid every card." in ana.text()
    assert "Ana: 14 cards left, +0 points" in ana.text()
    assert "14 pts" in ana.page.locator(".rd-players").inner_text()
    ana.page.set_viewport_size(SMALL)
    faces_loaded(ana.page)
    shots(ana.page, "rummidrez-hand-end-small-en")
    ana.page.get_by_role("button", name="Deal the next hand").click()
    wait_until(lambda: table.view(0)["public"]["hand"] == 2, "the second hand")
    wait_until(lambda: bob.page.locator(".rd-hand-end").count() == 0, "Bob's next hand")
    assert table.view(0)["public"]["to_play"] == 0


def test_printed_cards_take_each_hands_result(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"cards": "physical"})
    page = new_phone("es-ES")
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[0],
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{server}/table/{table.code}")
    wait_until(lambda: page.locator(".rd-result").count() == 1, "the result form")
    page.locator(".rd-result input[data-seat='1']").fill("6")
    assert page.locator(".rd-table").is_hidden()
    shots(page, "rummidrez-printed-es", scroll=".rd-result")
    page.get_by_role("button", name="Enviar el resultado").click()
    wait_until(lambda: table.view(0)["public"]["scores"] == {"0": 6, "1": 0}, "the scores")
    wait_until(lambda: page.locator(".rd-hand-end").count() == 1, "the hand's end")


def test_the_moderator_ends_a_match_against_the_clock(server: str, new_phone: Any,
                                                      shots: Any) -> None:
    table = ApiTable.create(server, "rummidrez", 2, options={"target": None})
    page = new_phone("en-GB")
    page.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                               "url": server, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{server}/table/{table.code}")
    end = page.get_by_role("button", name="End the match now")
    wait_until(lambda: end.count() == 1, "the moderator's clock card")
    assert page.locator(".rd-hand .sx-card").count() == 0
    hands = page.locator("ul.results .sx-card")
    assert hands.count() == 0 or not hands.first.is_visible()
    page.get_by_role("button", name="Show every hand").click()
    wait_until(lambda: hands.count() == 28 and hands.first.is_visible(), "every hand shown")
    page.get_by_role("button", name="Hide the hands").click()
    end.click()
    page.get_by_role("button", name="Tap again to end the match").click()
    wait_until(lambda: "Time is up: Ana and Bob won." in page.inner_text("body"), "the end")
    page.set_viewport_size(SMALL)
    shots(page, "rummidrez-time-up-small-en")
