"""Poker7's screen driven like a player would (no tests here): a prearranged first hand for four
phones (the booklet's worked example: Bob's four reds win) and the taps of a bet.

Imported as ``tests.e2e.games.poker7.support``.
"""

from __future__ import annotations

from typing import Any

from referee.games.poker7.deck import GAME_DECK
from tests.e2e.e2e_kit import Phone, wait_until
from tests.e2e.table_kit import NAMES

# Seats: 0 Ana (first dealer), 1 Bob, 2 Carmen, 3 Dmitri: dealt from Bob, two cards each.
HOLES = {1: ["queen-2", "knight-2"], 2: ["bishop-5", "bishop-8"], 3: ["pawn-6", "joker-3"],
         0: ["joker-8", "knight-9"]}
COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]


def deck() -> list[str]:
    """The 54 card ids, the first hand's deal on top."""
    top = [card for seat in (1, 2, 3, 0) for card in HOLES[seat]] + COMMON
    return top + [card for card in GAME_DECK if card not in top]


def wait_action(phone: Phone, move: str) -> None:
    """Wait until ``phone`` is asked for ``move`` (its action card's ``data-move``)."""
    wait_until(lambda: phone.action() == move, f"{phone.name} asked to {move}")


def tap(phone: Phone, move: str, label: str) -> None:
    """On ``phone``'s action card for ``move``, tap the enabled button whose text starts with
    ``label``."""
    wait_action(phone, move)
    button = phone.page.locator(f"section[data-move='{move}'] button", has_text=label).first
    wait_until(button.is_enabled, f"{label} on {phone.name}")
    button.click()


def slide_and_bet(phone: Phone, amount: int) -> None:
    """Set the other-amount slider to ``amount`` and send it."""
    wait_action(phone, "bet")
    slider = phone.page.locator(".p7-slider")
    slider.evaluate("(el, n) => { el.value = String(n); el.dispatchEvent(new Event('input')); }",
                    amount)
    phone.page.locator(".p7-amount button[type=submit]").click()


def shown_cards(page: Any, scope: str) -> list[str]:
    """The card ids drawn face up inside ``scope`` of ``page``."""
    return page.evaluate("""(scope) => [...document.querySelectorAll(`${scope} [data-card]`)]
        .map((el) => el.dataset.card).filter(Boolean)""", scope)


def images_loaded(page: Any) -> None:
    """Wait until every card image of ``page`` has loaded (before a screenshot)."""
    page.wait_for_function(
        "() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)")


def open_phone(table: Any, new_phone: Any, seat: int, locale: str) -> Phone:
    """A phone that holds ``seat`` (its seat cookie) on the table page, once its players show
    (with the printed deck there is no hold-to-see control to wait for)."""
    page = new_phone(locale)
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[seat],
                               "url": table.base, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{table.base}/table/{table.code}")
    phone = Phone(page, NAMES[seat], locale[:2])
    wait_until(lambda: page.locator(".p7-players li").count() > 0, f"{phone.name}'s seat screen")
    return phone
