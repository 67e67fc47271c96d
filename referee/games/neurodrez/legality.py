"""Whether a piece may enter or move now, and every legal move of a seat (seed 004 NeuroDrez,
"Entrada de piezas", "Cantidad de piezas sobre el terreno", "Movimiento de piezas sobre el
terreno"; docs/rules-decisions.md#neurodrez D12, D13).

``check_move`` raises the refusals in the order of the rules: the piece's colour, the selector
(figure die, a card, or the king's own right), the king's rest turn, then entering (limit, one
king, destination) or moving (destination), then the arrival square (``captures.target``).
``legal_moves`` lists, for the seat to move, each piece it may play with the selectors that
allow it and the destinations (each with how it is reached and what it captures).
"""

from __future__ import annotations

from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.kit.zones import Zones, hand
from referee.games.neurodrez.captures import allowed, target
from referee.games.neurodrez.catalogue import (
    DIE_FIGURE,
    JOKER_VALUE,
    KING,
    PIECES,
    piece_colour,
    piece_figure,
)
from referee.games.neurodrez.hand import card_selects
from referee.games.neurodrez.movement import destinations, occupants
from referee.games.neurodrez.sides import controls, side_of_colour


def die_selects(state: State, piece: str) -> bool:
    """True when the figure die lets ``piece`` enter or move (its figure, the joker 6, or the
    king, who may always)."""
    value, figure = state["dice"]["figure"], piece_figure(piece)
    return figure == KING or value == JOKER_VALUE or DIE_FIGURE.get(value) == figure


def _previous_side_turn(state: State, side: int) -> int | None:
    """The number of the side's last turn before the current one (None on its first)."""
    seats = state["sides"][side]["seats"]
    for number in range(len(state["turns"]) - 1, 0, -1):
        if state["turns"][number - 1] in seats:
            return number
    return None


def king_rests(state: State, piece: str) -> bool:
    """True when ``piece`` is a king whose side entered or moved its king on its previous turn."""
    if piece_figure(piece) != KING:
        return False
    side = side_of_colour(state, piece_colour(piece))
    moved = state["king_moved"].get(str(side))
    return moved is not None and moved == _previous_side_turn(state, side)


def on_terrain_count(state: State, piece: str) -> int:
    """How many pieces count toward ``piece``'s limit: its side's on the terrain (solo: all)."""
    if state["limit"]["scope"] == "all":
        return len(state["pieces"])
    side = side_of_colour(state, piece_colour(piece))
    return sum(1 for p in state["pieces"] if side_of_colour(state, piece_colour(p)) == side)


def side_has_king(state: State, piece: str) -> bool:
    """True when a king of ``piece``'s side stands on the terrain."""
    side = side_of_colour(state, piece_colour(piece))
    return any(piece_figure(p) == KING and side_of_colour(state, piece_colour(p)) == side
               for p in state["pieces"])


def check_selector(state: State, seat: int, piece: str, by: str, card: str | None) -> None:
    """Refuse unless ``seat`` controls ``piece`` and the selector allows it: 422
    ``not_your_piece``, ``die_does_not_match``, ``card_not_in_hand``, ``card_does_not_match``,
    ``not_a_king``."""
    if not controls(state, seat, piece_colour(piece)):
        raise IllegalMove("not_your_piece", "You do not play the colour of {piece}.", piece=piece)
    if by == "die" and not die_selects(state, piece):
        raise IllegalMove("die_does_not_match", "The figure die ({value}) does not allow "
                          "{piece}.", value=state["dice"]["figure"], piece=piece)
    if by == "card":
        if card is None or not Zones(state["zones"]).has(hand(seat), card):
            raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                              card=str(card))
        if not card_selects(card, piece):
            raise IllegalMove("card_does_not_match", "The card {card} does not allow {piece}.",
                              card=card, piece=piece)
    if by == "king" and piece_figure(piece) != KING:
        raise IllegalMove("not_a_king", "Only a king moves without the die or a card.")


def check_piece(state: State, piece: str) -> None:
    """Refuse the king's second move in a row and entries over the limits: 422
    ``king_moved_last_turn``, ``piece_limit``, ``one_king_only``."""
    if king_rests(state, piece):
        raise IllegalMove("king_moved_last_turn", "The king was entered or moved on your side's "
                          "previous turn; move another piece first.")
    if piece in state["pieces"]:
        return
    if on_terrain_count(state, piece) >= state["limit"]["count"]:
        raise IllegalMove("piece_limit", "Your side already has {count} pieces on the terrain.",
                          count=state["limit"]["count"])
    if piece_figure(piece) == KING and side_has_king(state, piece):
        raise IllegalMove("one_king_only", "Your side already has a king on the terrain.")


def check_move(state: State, seat: int, piece: str, by: str, card: str | None,
               to: str) -> str | None:
    """Every check of a ``move``; returns the piece captured on ``to`` (or None). Raises the
    422 refusals of ``check_selector`` and ``check_piece``, ``bad_destination`` and those of
    ``captures.target``."""
    check_selector(state, seat, piece, by, card)
    check_piece(state, piece)
    if to not in destinations(state, piece):
        raise IllegalMove("bad_destination", "{piece} cannot go to {square} with these dice.",
                          piece=piece, square=to)
    return target(state, piece, to)


def _selectors(state: State, seat: int, piece: str) -> list[dict[str, str]]:
    found = [{"by": "die"}] if die_selects(state, piece) else []
    found += [{"by": "card", "card": c} for c in Zones(state["zones"]).cards(hand(seat))
              if card_selects(c, piece)]
    if piece_figure(piece) == KING:
        found.append({"by": "king"})
    return found


def legal_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """``[{"piece", "from": square | None, "by": [selector, …], "to": [{"square", "via",
    "captures"}, …]}, …]``: every piece ``seat`` may play now with at least one destination."""
    out = []
    taken = occupants(state)
    for piece in PIECES:
        if not controls(state, seat, piece_colour(piece)):
            continue
        selectors = _selectors(state, seat, piece)
        if not selectors:
            continue
        try:
            check_piece(state, piece)
        except IllegalMove:
            continue
        to = [{"square": sq, "via": via, "captures": taken.get(sq)}
              for sq, via in sorted(destinations(state, piece).items())
              if allowed(state, piece, sq)]
        if to:
            out.append({"piece": piece, "from": state["pieces"].get(piece), "by": selectors,
                        "to": to})
    return out


def has_legal_move(state: State, seat: int) -> bool:
    """True when ``seat`` can enter or move some piece (D13: over the die, both cards and the
    king)."""
    return bool(legal_moves(state, seat))
