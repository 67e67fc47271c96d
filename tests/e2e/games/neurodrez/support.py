"""NeuroDrez's screen driven like players would (no tests here): a table made through the API
with prearranged tiles and the printed dice, start rolls, rolls typed as the dice show, a tile
placed from the hidden hand, a piece entered or moved by tapping, reading the terrain.

Imported as ``tests.e2e.games.neurodrez.support``.
"""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until

BOARD = ".nd-board"


def create_table(page: Any, server: str, name: str, players: int, options: dict[str, Any],
                 lang: str = "es") -> str:
    """From the home page, ``page`` makes a NeuroDrez table of ``players`` whose moderator plays
    (through the API, as the home page does: prearranged tiles have no form field), takes seat
    0 as ``name`` and opens the table page. Returns the table code."""
    page.goto(server + "/")
    code = page.evaluate("""async ([options, name, lang, players]) => {
        const send = (path, body) => fetch(path, { method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
            .then(async (r) => { if (!r.ok) throw new Error(await r.text()); return r.json(); });
        const table = await send("/api/tables", { game: "neurodrez", players, lang,
            options, moderator: "player" });
        await send(`/api/tables/${table.code}/seats`, { name });
        return table.code;
    }""", [options, name, lang, players])
    page.goto(f"{server}/table/{code}")
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return code


def start_game(page: Any, code: str) -> None:
    """The moderator's phone starts the full table through the API (the lobby's start button)."""
    page.evaluate("""async (code) => {
        const r = await fetch(`/api/tables/${code}/start`, { method: "POST",
            credentials: "same-origin", headers: { "Content-Type": "application/json" },
            body: "{}" });
        if (!r.ok) throw new Error(await r.text());
    }""", code)


def terrain(phone: Phone) -> dict[str, str]:
    """``{square: accessible name}`` of every square with a tile."""
    return phone.page.evaluate("""(board) => Object.fromEntries(
        [...document.querySelectorAll(`${board} [data-square]`)]
          .filter((sq) => sq.querySelector("img.w-tile"))
          .map((sq) => [sq.dataset.square, sq.getAttribute("aria-label")]))""", BOARD)


def pieces(phone: Phone) -> dict[str, str]:
    """``{square: piece image}`` of the pieces drawn on the terrain."""
    return phone.page.evaluate("""(board) => Object.fromEntries(
        [...document.querySelectorAll(`${board} [data-square]`)]
          .filter((sq) => sq.querySelector("img.nd-piece"))
          .map((sq) => [sq.dataset.square,
                        sq.querySelector("img.nd-piece").getAttribute("src").split("/").pop()]))""",
                               BOARD)


def styled(phone: Phone) -> bool:
    """Whether the terrain is laid out by its stylesheet (a grid) and the screen is visible."""
    return phone.page.evaluate("""(board) => {
        const grid = document.querySelector(`${board} .w-grid`);
        const root = document.querySelector(board).closest("[style*=hidden]");
        return Boolean(grid) && getComputedStyle(grid).display === "grid" && !root;
    }""", BOARD)


def lit(phone: Phone) -> list[str]:
    """The squares lit now (free squares, targets, removable tiles)."""
    return phone.page.evaluate("""(board) => [...document.querySelectorAll(
        `${board} [data-square].target, ${board} [data-square].lit`)]
        .map((sq) => sq.dataset.square).sort()""", BOARD)


def square(phone: Phone, name: str) -> Any:
    return phone.page.locator(f"{BOARD} [data-square='{name}']")


def pick_until_lit(phone: Phone, name: str) -> list[str]:
    """Tap the piece on ``name`` once the board takes taps (``aria-disabled`` false: a tap on
    a disabled board does nothing, as on a real phone) and wait for its destinations; a late
    view update that rebuilt the board before the pick is met by one more tap, never by a tap
    that would drop a pick already made."""
    grid = phone.page.locator(f"{BOARD} .w-grid")
    for _ in range(3):
        wait_until(lambda: grid.get_attribute("aria-disabled") == "false",
                   f"{phone.name}'s board to take taps")
        if "picked" not in (square(phone, name).get_attribute("class") or ""):
            square(phone, name).click()
        try:
            return wait_until(lambda: lit(phone), f"the lit squares of {name}", seconds=10)
        except AssertionError:
            continue
    return wait_until(lambda: lit(phone), f"the lit squares of {name}")


def my_turn(phone: Phone, step: str) -> None:
    """Wait until ``phone`` may send ``step`` ("roll", "place_tile", "move"...)."""
    wait_until(lambda: phone.page.evaluate("""(step) => {
        const sel = { roll: "[data-die='colour']", start_roll: ".nd-dice-card .w-die.physical",
          place_tile: ".nd-hand", move: ".nd-hint" }[step];
        const hint = document.querySelector(".nd-hint");
        if (step === "move") return Boolean(hint && /reserv|reserve/.test(hint.textContent));
        if (step === "place_tile") return Boolean(hint && /tile|loseta/.test(hint.textContent)
          && !/Sudden|súbita/.test(hint.textContent));
        return Boolean(document.querySelector(sel));
    }""", step), f"{phone.name} to be asked for {step}", 20)


def start_roll(phone: Phone, value: int) -> None:
    my_turn(phone, "start_roll")
    phone.page.locator(f".nd-dice-card .w-die.physical button[aria-label='{value}']").click()


def roll(phone: Phone, figure: int, colour: str, surface: str) -> None:
    """Tap the faces of the printed dice and send the roll."""
    my_turn(phone, "roll")
    page = phone.page
    page.locator(f".nd-physical .w-die button[aria-label='{figure}']").click()
    page.locator(f"[data-die='colour'][data-face='{colour}']").click()
    page.locator(f"[data-die='surface'][data-face='{surface}']").click()
    page.locator(".nd-physical button.primary").click()


def place(phone: Phone, tile: str, to: str) -> None:
    """Show the hidden hand, choose ``tile``, tap the lit ``to``."""
    my_turn(phone, "place_tile")
    page = phone.page
    toggle = page.locator(".nd-hand .row button")
    if toggle.get_attribute("aria-expanded") != "true":
        toggle.click()
    try:
        page.locator(f".nd-tiles [data-card='{tile}']").click(timeout=5000)
    except Exception:
        page.screenshot(path="/tmp/nd-fail.png", full_page=True)
        raise
    wait_until(lambda: to in lit(phone), f"{to} lit for {phone.name}'s tile")
    square(phone, to).click()
    wait_until(lambda: "loseta" not in (page.locator(".nd-hint").inner_text() or "")
               or to in terrain(phone), f"{phone.name}'s tile on {to}", 15)


def enter(phone: Phone, piece: str, to: str) -> None:
    """Tap ``piece`` in the reserve, then the lit ``to``."""
    my_turn(phone, "move")
    phone.page.locator(f".nd-reserve-piece[data-piece='{piece}']").click()
    wait_until(lambda: to in lit(phone), f"{to} lit for {piece}")
    square(phone, to).click()
    wait_until(lambda: to in pieces(phone), f"{piece} on {to}", 15)


def move(phone: Phone, start: str, to: str) -> None:
    """Tap the piece on ``start``, then the lit ``to``."""
    my_turn(phone, "move")
    square(phone, start).click()
    wait_until(lambda: to in lit(phone), f"{to} lit for the piece on {start}")
    square(phone, to).click()
    wait_until(lambda: to in pieces(phone) and start not in pieces(phone), f"{start}-{to}", 15)


def api_view(phone: Phone, code: str) -> dict[str, Any]:
    """The view this phone's seat gets from the API (the phone's own cookie)."""
    return phone.page.evaluate("""async (code) => {
        const r = await fetch(`/api/tables/${code}/view`, { credentials: "same-origin",
            headers: { Accept: "application/json" } });
        if (!r.ok) throw new Error(await r.text());
        return r.json();
    }""", code)


def api_move(phone: Phone, code: str, move: str, args: dict[str, Any]) -> None:
    """Send a move for this phone's seat through the API, as its screen would."""
    phone.page.evaluate("""async ([code, move, args]) => {
        const id = crypto.randomUUID().replaceAll("-", "");
        const r = await fetch(`/api/tables/${code}/moves`, { method: "POST",
            credentials: "same-origin", headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ move, args, id }) });
        if (!r.ok) throw new Error(await r.text());
    }""", [code, move, args])
