"""BlackDrez's Joker on a phone (docs/rules-decisions.md#blackdrez, D4): a dealt Joker counts 1;
once a 6 would take its owner over 11, the 6 is not offered and the phone says why, while the
other phone sees the same cards and score. Screenshots go to
tests/e2e/screenshots/blackdrez-joker-*.png."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from referee.games.blackdrez.setup import game_deck
from tests.e2e.e2e_kit import images_loaded
from tests.e2e.games.blackdrez.support import open_phone, turn, wait_turn
from tests.e2e.table_kit import ApiTable

#: Dealer Ana (0): Bob's two cards (10), then Ana's (2, or 7 with the Joker at 6), then her hit.
TOP = ["queen-2", "queen-3", "joker-1", "pawn-1", "queen-1"]


def test_a_six_that_would_bust_is_not_offered(server: str, new_phone: Any, shots: Any) -> None:
    deck = TOP + [c for c in game_deck(1) if c not in TOP]
    table = ApiTable.create(server, "blackdrez", 2, options={"deck": deck})
    ana = open_phone(table, new_phone, 0, "en-GB")
    bob = open_phone(table, new_phone, 1, "es-ES")
    six = ana.page.locator(".bd-joker[data-card='joker-1'] button.bd-joker-6")
    expect(six, "the Joker's 6 offered at 2").to_be_enabled()
    turn(ana, "hit")                                       # Queen 1: 7; as 6 it would be 12
    wait_turn(ana)
    ana.wait_text("As 6 it would take you over 11.")
    assert six.is_disabled()
    assert ana.page.locator(".bd-own .bd-score").inner_text() == "7 of 11"
    assert "You have the lowest score (7): hit or retire." in ana.text()
    bob.wait_text("Ana robó Dama 1: 7.")
    assert bob.page.locator(".bd-joker").count() == 0
    images_loaded(ana.page)
    shots(ana.page, "blackdrez-joker-en", scroll=".bd-own")
    ana.page.set_viewport_size({"width": 360, "height": 640})
    shots(ana.page, "blackdrez-joker-en-small", scroll=".bd-own")
