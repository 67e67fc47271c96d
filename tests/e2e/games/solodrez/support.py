"""The PokerDrez solitaires' screens driven like a player would (no tests here): a table of one
made on the phone through the API with a prearranged deal (it starts as soon as its moderator
takes the seat), then opened. SokuDrez's tests use it too.

Imported as ``tests.e2e.games.solodrez.support``.
"""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until

SMALL = {"width": 360, "height": 640}


def create_table(page: Any, server: str, game: str, name: str, options: dict[str, Any],
                 players: int = 1, lang: str = "es") -> str:
    """From the home page, ``page`` makes a ``players``-seat ``game`` table whose moderator
    plays (through the API: a prearranged deal has no form field), takes seat 0 as ``name``
    and opens the table page. Returns the table code."""
    page.goto(server + "/")
    code = page.evaluate("""async ([game, players, options, name, lang]) => {
        const send = (path, body) => fetch(path, { method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
            .then(async (r) => { if (!r.ok) throw new Error(await r.text()); return r.json(); });
        const table = await send("/api/tables", { game, players, lang, options,
            moderator: "player" });
        await send(`/api/tables/${table.code}/seats`, { name });
        return table.code;
    }""", [game, players, options, name, lang])
    page.goto(f"{server}/table/{code}")
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return code


def api_view(phone: Phone, code: str) -> dict[str, Any]:
    """The phone's own view of the table, read through the API with its cookies."""
    return phone.page.evaluate("""async (code) => (await fetch(`/api/tables/${code}/view`,
        { credentials: "same-origin" })).json()""", code)


def styled(phone: Phone, selector: str) -> bool:
    """True once the game's stylesheet applies: ``selector`` is laid out as a grid."""
    return bool(phone.page.evaluate(
        "(sel) => { const el = document.querySelector(sel);"
        " return Boolean(el) && getComputedStyle(el).display === 'grid'; }", selector))


def wait_for_cards(phone: Phone, selector: str, count: int) -> None:
    """Wait until ``selector`` holds ``count`` card buttons, styled and their faces loaded."""
    wait_until(lambda: phone.page.locator(f"{selector} .sx-card").count() == count
               and styled(phone, selector), f"{count} cards on {phone.name}'s screen")
    wait_until(lambda: phone.page.evaluate(
        "(sel) => [...document.querySelectorAll(`${sel} img.sx-face`)]"
        ".every((img) => img.complete && img.naturalWidth > 0)", selector),
        "the card faces loaded")
