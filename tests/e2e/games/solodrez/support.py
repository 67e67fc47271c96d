"""The PokerDrez solitaires' screens (no tests here): waiting for a table of cards to be drawn
and styled. The tables of one are made on the phone (``table_kit.page_table``, a prearranged
deal: they start as soon as their moderator takes the seat). SokuDrez's and RummiDrez's tests
use it too.

Imported as ``tests.e2e.games.solodrez.support``.
"""

from __future__ import annotations

from tests.e2e.e2e_kit import Phone, images_loaded, until


def wait_for_cards(phone: Phone, selector: str, count: int) -> None:
    """Wait until ``selector`` holds ``count`` card buttons, laid out as a grid (the game's
    stylesheet applies) and their faces loaded."""
    until(phone.page, """([sel, count]) => {
        const el = document.querySelector(sel);
        return Boolean(el) && getComputedStyle(el).display === "grid"
            && el.querySelectorAll(".sx-card").length === count;
    }""", [selector, count], f"{count} cards on {phone.name}'s screen")
    images_loaded(phone.page, f"{selector} img.sx-face")
