"""NeuroDrez's screen driven like players would (no tests here): start rolls, rolls typed as
the printed dice show, a tile placed from the hidden hand, a piece entered or moved by tapping,
reading the terrain. The tables are made from the phone's page with prearranged tiles and the
printed dice (``table_kit.page_table``: prearranged tiles have no form field).

Imported as ``tests.e2e.games.neurodrez.support``.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.board_kit import Board
from tests.e2e.e2e_kit import Phone, sent_after, tap, tap_and_send, until

#: The terrain as a board of tiles, and the pieces on it.
TILES = Board(".nd-board", piece="w-tile")
PIECES = Board(".nd-board", piece="nd-piece")
BOARD = TILES.selector
#: The squares lit now: free squares, targets, removable tiles.
LIT = f"{BOARD} [data-square].target, {BOARD} [data-square].lit"


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


def lit(phone: Phone) -> list[str]:
    """The squares lit now (free squares, targets, removable tiles)."""
    return phone.page.evaluate("""(lit) => [...document.querySelectorAll(lit)]
        .map((sq) => sq.dataset.square).sort()""", LIT)


def lit_square(phone: Phone, name: str) -> Any:
    """``name``, once it is lit."""
    return phone.page.locator(f"{BOARD} [data-square='{name}']:is(.target, .lit)")


def square(phone: Phone, name: str) -> Any:
    return TILES.square(phone, name)


def wait_piece(phone: Phone, name: str) -> None:
    """Wait until ``phone`` shows a piece on ``name``."""
    expect(square(phone, name).locator("img.nd-piece"), f"a piece on {name}").to_have_count(1)


def pick(phone: Phone, name: str) -> list[str]:
    """Tap the piece on ``name`` once the board takes moves (``data-disabled`` false: a tap on
    a disabled board only says why it moves nothing) until its destinations light; returns
    them."""
    expect(phone.page.locator(f"{BOARD} .w-grid"), f"{phone.name}'s board to take taps") \
        .to_have_attribute("data-disabled", "false")
    tap(square(phone, name), phone.page.locator(LIT), f"{phone.name}'s pick of {name}")
    return lit(phone)


def my_turn(phone: Phone, step: str) -> None:
    """Wait until ``phone`` may send ``step`` ("roll", "place_tile", "move"...)."""
    until(phone.page, """(step) => {
        const sel = { roll: "[data-die='colour']", start_roll: ".nd-dice-card .w-die.physical",
          place_tile: ".nd-hand", move: ".nd-hint" }[step];
        const hint = document.querySelector(".nd-hint");
        if (step === "move") return Boolean(hint && /reserv|reserve/.test(hint.textContent));
        if (step === "place_tile") return Boolean(hint && /tile|loseta/.test(hint.textContent)
          && !/Sudden|súbita/.test(hint.textContent));
        return Boolean(document.querySelector(sel));
    }""", step, f"{phone.name} to be asked for {step}")


def start_roll(phone: Phone, value: int) -> None:
    """Tap the face of the printed die that the start roll shows, until it is sent."""
    my_turn(phone, "start_roll")
    tap(phone.page.locator(f".nd-dice-card .w-die.physical button[aria-label='{value}']"),
        sent_after(phone.page), f"{phone.name}'s start roll")


def faces(phone: Phone, figure: int, colour: str | None = None,
          surface: str | None = None) -> list[tuple[Any, Any]]:
    """The choices of the printed dice's faces (for ``tap_and_send``): each face button and
    the same button pressed."""
    chosen = [f".nd-physical .w-die button[aria-label='{figure}']"]
    if colour is not None:
        chosen.append(f"[data-die='colour'][data-face='{colour}']")
    if surface is not None:
        chosen.append(f"[data-die='surface'][data-face='{surface}']")
    page = phone.page
    return [(page.locator(face), page.locator(f"{face}[aria-pressed='true']")) for face in chosen]


def roll(phone: Phone, figure: int, colour: str, surface: str) -> None:
    """Tap the faces of the printed dice and send the roll."""
    my_turn(phone, "roll")
    tap_and_send(faces(phone, figure, colour, surface),
                 phone.page.locator(".nd-physical button.primary"), sent_after(phone.page),
                 f"{phone.name}'s roll")


def place(phone: Phone, tile: str, to: str) -> None:
    """Show the hidden hand, choose ``tile``, tap the lit ``to`` until the tile is sent; waits
    until the terrain shows it."""
    my_turn(phone, "place_tile")
    page = phone.page
    toggle = page.locator(".nd-hand .w-secret-toggle")
    tap(toggle, page.locator(".nd-hand .w-secret-toggle[aria-expanded='true']"),
        f"{phone.name}'s hand")
    tap_and_send([(page.locator(f".nd-hand [data-card='{tile}']"), lit_square(phone, to))],
                 square(phone, to), sent_after(page), f"{phone.name}'s {tile} on {to}")
    expect(square(phone, to).locator("img.w-tile"), f"{phone.name}'s tile on {to}") \
        .to_have_count(1)


def enter(phone: Phone, piece: str, to: str) -> None:
    """Tap ``piece`` in the reserve, then the lit ``to``, until the move is sent; waits until
    the terrain shows it."""
    my_turn(phone, "move")
    page = phone.page
    tap_and_send([(page.locator(f".nd-reserve-piece[data-piece='{piece}']"),
                   lit_square(phone, to))],
                 square(phone, to), sent_after(page), f"{phone.name}'s {piece} to {to}")
    wait_piece(phone, to)


def move(phone: Phone, start: str, to: str) -> None:
    """Tap the piece on ``start``, then the lit ``to``, until the move is sent; waits until the
    terrain shows it."""
    my_turn(phone, "move")
    tap_and_send([(square(phone, start), lit_square(phone, to))], square(phone, to),
                 sent_after(phone.page), f"{phone.name}'s {start}-{to}")
    PIECES.wait_for_move(phone, start, to)
