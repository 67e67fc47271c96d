"""PokerDrez's screen driven like a player would (no tests here): its board (a move made by
tapping a piece and then a lit square, ``board_kit.Board``) and the paying card chosen when
several pay. The tables are made from the phone's page (``table_kit.page_table``): a
prearranged deal has no form field.

Imported as ``tests.e2e.games.pokerdrez.support``.
"""

from __future__ import annotations

from tests.e2e.board_kit import Board
from tests.e2e.e2e_kit import Phone, sent_after, tap
from tests.e2e.table_kit import page_view

BOARD = Board(".pd-board")
CHOOSER = ".pd-choose button[data-pay]"


def choose(phone: Phone, start: str, end: str) -> dict[str, str]:
    """Tap the piece on ``start`` and the lit ``end`` until the chooser of the paying card
    shows; returns the squares the pick lit, with their labels."""
    return BOARD.play(phone, start, end, phone.page.locator(CHOOSER))


def pay_with(phone: Phone, card: str) -> None:
    """In the chooser under the board, tap the card (``"die"`` for the die) that pays, until
    the move is in flight. One of the phone's own cards is a back named by its place in the
    hand (``data-pay="hand-2"``), found from the seat's own view."""
    hand = page_view(phone.page, phone.page.url.rsplit("/", 1)[-1])["private"]["hand"]
    key = f"hand-{hand.index(card) + 1}" if card in hand else card
    tap(phone.page.locator(f".pd-choose button[data-pay='{key}']"), sent_after(phone.page),
        f"{phone.name}'s payment with {card}")
