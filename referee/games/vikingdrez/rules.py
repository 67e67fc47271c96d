"""The Brandubh board of VikingDrez: its special squares, the start position and who owns which
piece (seed 004 VikingDrez; docs/rules-decisions.md#vikingdrez).

A board is a dict ``{square: kind}`` holding only the occupied squares; squares are named
``a1`` … ``g7`` (files a–g, ranks 1–7, as printed on the board), kinds are ``"king"``,
``"defender"`` and ``"attacker"``. Black owns the attackers, White the king and the defenders.
"""

from __future__ import annotations

from typing import Literal

Side = Literal["black", "white"]
Board = dict[str, str]

KING, DEFENDER, ATTACKER = "king", "defender", "attacker"
KINDS = (KING, DEFENDER, ATTACKER)
BLACK, WHITE = "black", "white"
SIDES: tuple[Side, Side] = (BLACK, WHITE)

#: The central square: only the king may stand on it.
THRONE = "d4"
#: The four corners: only the king may stand on them, and reaching one wins for White.
CORNERS = frozenset({"a1", "g1", "a7", "g7"})
#: Squares only the king may stand on.
RESTRICTED = CORNERS | {THRONE}

#: The standard Brandubh cross (docs/rules-decisions.md: the seed gives no start position).
START: Board = {
    "d4": KING,
    **dict.fromkeys(("c4", "e4", "d3", "d5"), DEFENDER),
    **dict.fromkeys(("d1", "d2", "d6", "d7", "a4", "b4", "f4", "g4"), ATTACKER),
}


def side_of(kind: str) -> Side:
    """The side that owns a piece of ``kind``: attackers are Black's, king and defenders White's."""
    return BLACK if kind == ATTACKER else WHITE


def other(side: Side) -> Side:
    """The opponent of ``side``."""
    return WHITE if side == BLACK else BLACK
