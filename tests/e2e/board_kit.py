"""A game board of the phone pages (``assets/static/js/widgets/board.js``) driven like a player
would (no tests here): reading the pieces, waiting until the board is drawn and styled, a pick
tapped until its targets light, a move tapped until it is in flight, and waiting for a move to
show. PokerDrez, PokerDrez for 4, VikingDrez and NeuroDrez use it with their board's selector.

Imported as ``tests.e2e.board_kit``.
"""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import Locator

from tests.e2e.e2e_kit import Phone, sent_after, tap, tap_and_send, until

#: True once the board's grid is laid out by its stylesheet on a visible screen and ``count``
#: squares hold an ``img.<piece>``.
READY = """([board, piece, count]) => {
    const grid = document.querySelector(`${board} .w-grid`);
    const hidden = grid && grid.closest("[style*=hidden]");
    return Boolean(grid) && getComputedStyle(grid).display === "grid" && !hidden
        && document.querySelectorAll(`${board} [data-square] img.${piece}`).length === count;
}"""
#: True once ``end`` holds a piece and ``start`` none.
MOVED = """([board, piece, start, end]) => {
    const at = (name) => document.querySelector(`${board} [data-square='${name}'] img.${piece}`);
    return Boolean(at(end)) && !at(start);
}"""


@dataclass(frozen=True)
class Board:
    """The board under the CSS selector ``selector`` whose pieces are ``img.<piece>``."""

    selector: str
    piece: str = "w-piece"
    #: The board's squares are under 44 px: a tap on a lit square only chooses the move, which
    #: the bar under the board plays (``widgets/board.js`` confirm).
    confirm: bool = False

    def square(self, phone: Phone, name: str) -> Locator:
        return phone.page.locator(f"{self.selector} [data-square='{name}']")

    def pieces(self, phone: Phone) -> dict[str, str]:
        """The board as the phone shows it: ``{square: accessible name of its piece}``."""
        return phone.page.evaluate("""([board, piece]) => Object.fromEntries(
            [...document.querySelectorAll(`${board} [data-square]`)]
              .filter((sq) => sq.querySelector(`img.${piece}`))
              .map((sq) => [sq.dataset.square, sq.getAttribute("aria-label").split(", ")[1]]))""",
                                   [self.selector, self.piece])

    def lit(self, phone: Phone) -> dict[str, str]:
        """The squares lit as targets of the picked piece, with the label each shows."""
        return phone.page.evaluate("""(board) => Object.fromEntries([...document.querySelectorAll(
            `${board} [data-square].target`)].map((sq) => [sq.dataset.square,
            (sq.querySelector(".w-tag") || {}).textContent || ""]))""", self.selector)

    def wait_ready(self, phone: Phone, count: int) -> None:
        """Wait until the board is styled on a visible screen and shows ``count`` pieces."""
        until(phone.page, READY, [self.selector, self.piece, count],
              f"{phone.name}'s board of {count} pieces, styled")

    def wait_for_move(self, phone: Phone, start: str, end: str) -> None:
        """Wait until ``phone`` shows a piece on ``end`` and none on ``start``."""
        until(phone.page, MOVED, [self.selector, self.piece, start, end],
              f"{phone.name} to see {start}-{end}")

    def pick(self, phone: Phone, start: str) -> dict[str, str]:
        """Tap the piece on ``start`` until its targets light up; returns them with their
        labels."""
        tap(self.square(phone, start), phone.page.locator(f"{self.selector} [data-square].target"),
            f"{phone.name}'s pick of {start}")
        return self.lit(phone)

    def play(self, phone: Phone, start: str, end: str,
             acknowledged: Locator | None = None) -> dict[str, str]:
        """Tap the piece on ``start``, then the lit ``end``, until the move is in flight (or
        ``acknowledged`` shows, such as a chooser of the paying card); a pick that a late view
        update undid is made again. Returns the squares the pick lit, with their labels."""
        targets: dict[str, str] = {}

        def lit_end() -> None:
            targets.update(self.lit(phone))
            assert end in targets, f"{end} is not lit for {start}: {sorted(targets)}"

        done = sent_after(phone.page) if acknowledged is None else acknowledged
        play = phone.page.locator(f"{self.selector} .w-confirm-play")
        tap_and_send([(self.square(phone, start),
                       phone.page.locator(f"{self.selector} [data-square].target"))],
                     self.square(phone, end), play if self.confirm else done,
                     f"{phone.name}'s {start}-{end}", between=lit_end)
        if self.confirm:
            tap(play, done, f"{phone.name}'s Play {start}-{end}")
        return targets
