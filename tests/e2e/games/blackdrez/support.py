"""BlackDrez's screen driven like a player would (no tests here): a prearranged deal for three
phones and two rounds (the ``rounds`` option) that meet every rule the screen explains — a Joker
made 6, a bust, everyone standing and sharing the table with a card carried over, a retirement
with half the cards, an 11 — and the taps of a turn.

Imported as ``tests.e2e.games.blackdrez.support``.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from referee.games.blackdrez.setup import game_deck
from tests.e2e.e2e_kit import Phone, sent_after, tap, until
from tests.e2e.table_kit import ApiTable

# Seats: 0 Ana (first dealer), 1 Bob, 2 Carmen. Each round deals two cards a player from the
# dealer's next seat, then the hits come off the deck in order.
#: Round 1 (Ana deals): Bob 5, Carmen 7, Ana 4 (9 with her Joker at 6).
ROUND_1 = {1: ["rook-1", "pawn-1"], 2: ["queen-1", "knight-1"], 0: ["joker-1", "bishop-1"]}
#: Round 1's hits: Bob → 10, Carmen → 12 (bust), Ana → 10 (then Ana and Bob stand and share).
HITS_1 = ["queen-2", "queen-3", "pawn-2"]
#: Round 2 (Bob deals): Carmen 2 (she retires), Ana 8, Bob 6.
ROUND_2 = {2: ["pawn-3", "pawn-4"], 0: ["rook-3", "rook-4"], 1: ["queen-4", "pawn-5"]}
#: Round 2's hits: Bob → 8 (tied with Ana, keeps the turn), Bob → 10, Ana → 11.
HITS_2 = ["knight-2", "knight-3", "bishop-2"]


def deck() -> list[str]:
    """The 54 card ids in the order of the scenario."""
    top = [c for cards in ROUND_1.values() for c in cards] + HITS_1 \
        + [c for cards in ROUND_2.values() for c in cards] + HITS_2
    return top + [c for c in game_deck(1) if c not in top]


def open_phone(table: ApiTable, new_phone: Any, seat: int, locale: str) -> Phone:
    """A phone that holds ``seat``, on the table page once the players show (BlackDrez has no
    hold-to-see control)."""
    return table.phone(new_phone, seat, locale, ready=".bd-players li")


def wait_turn(phone: Phone) -> None:
    """Wait until ``phone``'s status line says it is this seat's turn."""
    until(phone.page, """() => ["Your turn.", "Te toca.", "Tu turno."].includes(
        document.querySelector("#status").innerText.split("\\n")[0])""",
          what=f"{phone.name}'s turn")


def send(phone: Phone, selector: str) -> None:
    """Wait for the one enabled button ``selector`` on ``phone`` and tap it until its move is
    sent."""
    button = phone.page.locator(selector)
    expect(button, f"{selector} on {phone.name}").to_be_enabled()
    tap(button, sent_after(phone.page), f"{selector} on {phone.name}")


def turn(phone: Phone, move: str) -> None:
    """On ``phone``'s turn, tap Hit, Stand or Retire (``move``)."""
    wait_turn(phone)
    send(phone, f"section[data-move='hit'] button.bd-{move}")
