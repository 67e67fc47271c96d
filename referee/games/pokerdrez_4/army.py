"""The four armies of PokerDrez for 4: colours, turn order, pairs and start squares (seed 004
PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 D1).

Light = yellow + red, dark = green + blue; the turn order is yellow, green, red, blue, so partners
move two turns apart. Red starts south (ranks 1-2), yellow north (13-14), blue west (files a-b),
green east (m-n), each king to the right of its queen as seen from its owner's side.
"""

from __future__ import annotations

from referee.games.kit.board import CROSS, Coord
from referee.games.pokerdrez_4.movement import BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK

YELLOW, GREEN, RED, BLUE = "yellow", "green", "red", "blue"
#: The turn order, by colour ("Los turnos son amarillo, verde, rojo y azul").
ORDER = (YELLOW, GREEN, RED, BLUE)
#: The two pairs; partners sit opposite in the turn order.
PAIRS = {"light": (YELLOW, RED), "dark": (GREEN, BLUE)}
_LETTER = {"R": ROOK, "N": KNIGHT, "B": BISHOP, "Q": QUEEN, "K": KING}
#: Each army's back row (its eight squares in order with the figures there) and pawn row.
ARMIES: dict[str, tuple[list[str], str, list[str]]] = {
    RED: ([f"{f}1" for f in "defghijk"], "RNBQKBNR", [f"{f}2" for f in "defghijk"]),
    YELLOW: ([f"{f}14" for f in "defghijk"], "RNBKQBNR", [f"{f}13" for f in "defghijk"]),
    BLUE: ([f"a{r}" for r in range(4, 12)], "RNBKQBNR", [f"b{r}" for r in range(4, 12)]),
    GREEN: ([f"n{r}" for r in range(4, 12)], "RNBQKBNR", [f"m{r}" for r in range(4, 12)]),
}


def partner(colour: str) -> str:
    """The colour ``colour`` plays with (yellow ↔ red, green ↔ blue)."""
    return ORDER[(ORDER.index(colour) + 2) % 4]


def opponents(colour: str) -> tuple[str, str]:
    """The two colours of the other pair, in turn order."""
    i = ORDER.index(colour)
    return ORDER[(i + 1) % 4], ORDER[(i + 3) % 4]


def next_colour(colour: str) -> str:
    """The colour that moves after ``colour``."""
    return ORDER[(ORDER.index(colour) + 1) % 4]


def start_squares(colour: str) -> dict[str, list[Coord]]:
    """Each figure's start squares of ``colour`` (also where its captured pieces re-enter)."""
    back, letters, pawns = ARMIES[colour]
    found: dict[str, list[Coord]] = {PAWN: [CROSS.coord(sq) for sq in pawns]}
    for square, letter in zip(back, letters, strict=True):
        found.setdefault(_LETTER[letter], []).append(CROSS.coord(square))
    return found


def start_position() -> dict[str, list[str]]:
    """The start position as state keeps it: ``{square: [colour, figure]}``."""
    return {CROSS.name(at): [colour, figure] for colour in ORDER
            for figure, squares in start_squares(colour).items() for at in squares}
