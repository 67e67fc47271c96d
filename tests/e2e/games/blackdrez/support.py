"""BlackDrez's screen driven like a player would (no tests here): a prearranged deal for three
phones and two rounds (the ``rounds`` option) that meet every rule the screen explains — a Joker
made 6, a bust, everyone standing and sharing the table with a card carried over, a retirement
with half the cards, an 11 — and the taps of a turn.

Imported as ``tests.e2e.games.blackdrez.support``.
"""

from __future__ import annotations

from typing import Any

from referee.games.blackdrez.setup import game_deck
from tests.e2e.e2e_kit import Phone, wait_until
from tests.e2e.table_kit import NAMES, ApiTable

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
    """A phone that holds ``seat`` (its seat cookie), on the table page once the players show
    (``ApiTable.phone`` waits for a hold-to-see control, which BlackDrez has none of)."""
    page = new_phone(locale)
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[seat],
                               "url": table.base, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{table.base}/table/{table.code}")
    phone = Phone(page, NAMES[seat], locale[:2])
    wait_until(lambda: page.locator(".bd-players li").count() > 0, f"{phone.name}'s seat screen")
    return phone


def wait_turn(phone: Phone) -> None:
    """Wait until ``phone``'s status line says it is this seat's turn."""
    wait_until(lambda: phone.status().split("\n")[0] in ("Your turn.", "Te toca.", "Tu turno."),
               f"{phone.name}'s turn")


def tap(phone: Phone, selector: str) -> None:
    """Wait for the enabled button ``selector`` on ``phone`` and tap it."""
    button = phone.page.locator(selector)
    wait_until(lambda: button.count() == 1 and button.is_enabled(), f"{selector} on {phone.name}")
    button.click()


def turn(phone: Phone, move: str) -> None:
    """On ``phone``'s turn, tap Hit, Stand or Retire (``move``)."""
    wait_turn(phone)
    tap(phone, f"section[data-move='hit'] button.bd-{move}")


def shown_cards(phone: Any, scope: str = "") -> list[str]:
    """The card ids drawn face up inside ``scope`` on a page (a phone's or the screen's)."""
    page = phone.page if isinstance(phone, Phone) else phone
    return page.evaluate("""(scope) => [...document.querySelectorAll(`${scope} [data-card]`)]
        .map((el) => el.dataset.card).filter(Boolean)""", scope)


def images_loaded(page: Any) -> None:
    """Wait until every card image of ``page`` has loaded (before a screenshot)."""
    page.wait_for_function(
        "() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)")
