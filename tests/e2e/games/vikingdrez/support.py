"""VikingDrez's screen driven like a player would (no tests here): a table made with a set start
position, a move made by tapping a piece and then a lit square, reading the board.

Imported as ``tests.e2e.games.vikingdrez.support``.
"""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until

BOARD = ".vd-board"


def create_table(page: Any, server: str, name: str, options: dict[str, Any],
                 lang: str = "es") -> str:
    """From the home page, ``page`` makes a 2-seat VikingDrez table whose moderator plays (as
    the home page does, through the API, because a start position has no form field), takes
    seat 0 as ``name`` and opens the table page. Returns the table code."""
    page.goto(server + "/")
    code = page.evaluate("""async ([options, name, lang]) => {
        const send = (path, body) => fetch(path, { method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
            .then(async (r) => { if (!r.ok) throw new Error(await r.text()); return r.json(); });
        const table = await send("/api/tables", { game: "vikingdrez", players: 2, lang,
            options, moderator: "player" });
        await send(`/api/tables/${table.code}/seats`, { name });
        return table.code;
    }""", [options, name, lang])
    page.goto(f"{server}/table/{code}")
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return code


def start_game(page: Any, code: str) -> None:
    """The moderator's phone starts the full table through the API (as the lobby's start button
    does), with a JSON body as the server's cross-site check asks of cookie requests."""
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


def lit(phone: Phone) -> list[str]:
    """The squares lit as targets of the picked piece."""
    return phone.page.evaluate("""(board) => [...document.querySelectorAll(
        `${board} [data-square].target`)].map((sq) => sq.dataset.square).sort()""", BOARD)


def square(phone: Phone, name: str) -> Any:
    return phone.page.locator(f"{BOARD} [data-square='{name}']")


def pick(phone: Phone, start: str) -> list[str]:
    """Tap the piece on ``start``; returns the squares that light up."""
    square(phone, start).click()
    wait_until(lambda: lit(phone), f"{phone.name}'s targets of {start}", 10)
    return lit(phone)


def play(phone: Phone, start: str, end: str) -> None:
    """Tap the piece on ``start``, then the lit ``end``; waits until the board shows the move."""
    assert end in pick(phone, start), f"{end} is not lit for {start}"
    square(phone, end).click()
    wait_until(lambda: end in pieces(phone) and start not in pieces(phone),
               f"{phone.name}'s board to show {start}-{end}", 15)


def wait_for_move(phone: Phone, start: str, end: str) -> None:
    """Wait until ``phone`` (the other player) sees the move arrive."""
    wait_until(lambda: end in pieces(phone) and start not in pieces(phone),
               f"{phone.name} to see {start}-{end}", 20)
