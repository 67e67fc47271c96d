"""Poker7's screen driven like a player would (no tests here): a prearranged first hand for four
phones (the booklet's worked example: Bob's four reds win) and the taps of a bet.

Imported as ``tests.e2e.games.poker7.support``.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from referee.games.poker7.deck import GAME_DECK
from tests.e2e.e2e_kit import Phone, sent_after, tap
from tests.e2e.table_kit import ApiTable

# Seats: 0 Ana (first dealer), 1 Bob, 2 Carmen, 3 Dmitri: dealt from Bob, two cards each.
HOLES = {1: ["queen-2", "knight-2"], 2: ["bishop-5", "bishop-8"], 3: ["pawn-6", "joker-3"],
         0: ["joker-8", "knight-9"]}
COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]


def deck() -> list[str]:
    """The 54 card ids, the first hand's deal on top."""
    top = [card for seat in (1, 2, 3, 0) for card in HOLES[seat]] + COMMON
    return top + [card for card in GAME_DECK if card not in top]


def press(phone: Phone, move: str, label: str) -> None:
    """On ``phone``'s action card for ``move``, tap the enabled button whose text starts with
    ``label`` until it is sent, and wait until the card has moved on (the move taken)."""
    phone.wait_action(move)
    button = phone.page.locator(f"section[data-move='{move}'] button", has_text=label).first
    expect(button, f"{label} on {phone.name}").to_be_enabled()
    tap(button, sent_after(phone.page), f"{label} on {phone.name}")
    phone.wait_moved_on(move)


def slide_and_bet(phone: Phone, amount: int) -> None:
    """Set the other-amount slider to ``amount`` and send it."""
    phone.wait_action("bet")
    slider = phone.page.locator(".w-bar-slider")
    slider.evaluate("(el, n) => { el.value = String(n); el.dispatchEvent(new Event('input')); }",
                    amount)
    tap(phone.page.locator(".w-bar button[data-send=raise]"), sent_after(phone.page),
        f"{phone.name}'s bet of {amount}")
    phone.wait_moved_on("bet")


def open_phone(table: ApiTable, new_phone: Any, seat: int, locale: str) -> Phone:
    """A phone that holds ``seat`` on the table page, once its players show (with the printed
    deck there is no hold-to-see control to wait for)."""
    return table.phone(new_phone, seat, locale, ready=".p7-players li")


def framed(page: Any, scope: str) -> dict[str, list[list[str]]]:
    """Each hand the result in ``scope`` shows: its player's name -> the card ids of each of
    its frames in order (a group, then the loose cards), each sorted, the marked ones (the
    player's own) ending in "*"."""
    return page.evaluate("""(scope) => Object.fromEntries([...document.querySelectorAll(
        `${scope} .p7-shown`)].map((hand) => [hand.querySelector("strong").firstChild.textContent
        .trim(), [...hand.querySelectorAll(".p7-block")].map((frame) => [...frame
        .querySelectorAll(".w-card")].map((card) => card.dataset.card
        + (card.classList.contains("marked") ? "*" : "")).sort())]))""", scope)

