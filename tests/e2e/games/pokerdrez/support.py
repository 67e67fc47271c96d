"""PokerDrez's screen driven like a player would (no tests here): a table made with options the
form has no field for (a prearranged deal), a move made by tapping a piece and then a lit
square, the paying card chosen when several pay, reading the board.

Imported as ``tests.e2e.games.pokerdrez.support``.
"""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until

BOARD = ".pd-board"


def create_table(page: Any, server: str, name: str, options: dict[str, Any],
                 lang: str = "es") -> str:
    """From the home page, ``page`` makes a 2-seat PokerDrez table whose moderator plays
    (through the API, as the home page does: a prearranged deal has no form field), takes seat 0
    as ``name`` and opens the table page. Returns the table code."""
    page.goto(server + "/")
    code = page.evaluate("""async ([options, name, lang]) => {
        const send = (path, body) => fetch(path, { method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
            .then(async (r) => { if (!r.ok) throw new Error(await r.text()); return r.json(); });
        const table = await send("/api/tables", { game: "pokerdrez", players: 2, lang,
            options, moderator: "player" });
        await send(`/api/tables/${table.code}/seats`, { name });
        return table.code;
    }""", [options, name, lang])
    page.goto(f"{server}/table/{code}")
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return code


def start_game(page: Any, code: str) -> None:
    """The moderator's phone starts the full table through the API (as the lobby's button)."""
    page.evaluate("""async (code) => {
        const r = await fetch(`/api/tables/${code}/start`, { method: "POST",
            credentials: "same-origin", headers: { "Content-Type": "application/json" },
            body: "{}" });
        if (!r.ok) throw new Error(await r.text());
    }""", code)


def pieces(phone: Phone) -> dict[str, str]:
    """The board as the phone shows it: ``{square: accessible name of its piece}``."""
    return phone.page.evaluate("""(board) => Object.fromEntries(
        [...document.querySelectorAll(`${board} [data-square]`)]
          .filter((sq) => sq.querySelector("img.w-piece"))
          .map((sq) => [sq.dataset.square, sq.getAttribute("aria-label").split(", ")[1]]))""",
                               BOARD)


def styled(phone: Phone) -> bool:
    """Whether the board is laid out by its stylesheet (a grid) and the screen is visible."""
    return phone.page.evaluate("""(board) => {
        const grid = document.querySelector(`${board} .w-grid`);
        const root = document.querySelector(board).closest("[style*=hidden]");
        return Boolean(grid) && getComputedStyle(grid).display === "grid" && !root;
    }""", BOARD)


def lit(phone: Phone) -> dict[str, str]:
    """The squares lit as targets of the picked piece, with the label each shows."""
    return phone.page.evaluate("""(board) => Object.fromEntries([...document.querySelectorAll(
        `${board} [data-square].target`)].map((sq) => [sq.dataset.square,
        (sq.querySelector(".w-tag") || {}).textContent || ""]))""", BOARD)


def square(phone: Phone, name: str) -> Any:
    return phone.page.locator(f"{BOARD} [data-square='{name}']")


def pick(phone: Phone, start: str) -> dict[str, str]:
    """Tap the piece on ``start``; returns the squares that light up with their labels."""
    square(phone, start).click()
    wait_until(lambda: lit(phone), f"{phone.name}'s targets of {start}", 10)
    return lit(phone)


def wait_for_move(phone: Phone, start: str, end: str) -> None:
    """Wait until ``phone`` sees the move on its board."""
    wait_until(lambda: end in pieces(phone) and start not in pieces(phone),
               f"{phone.name} to see {start}-{end}", 20)


def pay_with(phone: Phone, card: str) -> None:
    """In the chooser under the board, tap the card (``"die"`` for the die) that pays."""
    phone.page.locator(f".pd-choose button[data-pay='{card}']").click()


def images_loaded(phone: Phone, selector: str) -> bool:
    """Whether every image under ``selector`` has loaded (for a screenshot that shows them)."""
    return phone.page.evaluate("""(selector) => [...document.querySelectorAll(`${selector} img`)]
        .every((img) => img.complete && img.naturalWidth > 0)""", selector)
