"""A PokerDrez game as PGN, the chess world's text format (seed 004 PokerDrez;
docs/rules-decisions.md#pokerdrez): the moves with what paid each one as a comment ("paid with
Pawn 3", "die 4"), the start position when it is not the standard one (after a pawn removal or
from the ``fen`` option), the players and the result. A finished game's ``Termination`` tag is
the standard's "normal" (every PokerDrez ending is one of the rules'); how it ended ("checkmate
by the cards") is the comment after its last move. ``Date`` stays "????.??.??", the standard's
unknown date: the table keeps no date of play.

Everything in it is public: the moves are played in view of everyone and a card is shown once
it pays. A game still going exports with result ``*``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import chess
import chess.pgn

from referee.games.base import State
from referee.games.kit import cards
from referee.games.pokerdrez.end import outcome

#: How a game ended, by outcome reason: the comment after its last move.
ENDINGS = {
    "checkmate": "checkmate", "stalemate": "stalemate", "resignation": "resignation",
    "agreement": "draw by agreement", "fold": "fold (betting)",
    "insufficient_material": "insufficient material", "fivefold_repetition":
    "fivefold repetition", "seventyfive_moves": "seventy-five-move rule",
    "claimed_draw": "draw claimed",
}


def card_name(card_id: str) -> str:
    """A card in words for a PGN comment: ``"Pawn 3"`` (``"Pawn 3, deck 2"`` with two decks)."""
    card = cards.parse(card_id)
    name = "Neutral" if card.figure is None else f"{card.figure.capitalize()} {card.colour}"
    return name if card.deck is None else f"{name}, deck {card.deck}"


def payment_comment(paid: dict[str, Any]) -> str:
    """What paid one move: ``"paid with Pawn 3"``, ``"die 4"``, or ``""`` in plain chess."""
    if "card" in paid:
        return f"paid with {card_name(paid['card'])}"
    if "die" in paid:
        return f"die {paid['die']}"
    return ""


def _result(state: State) -> tuple[str, str | None]:
    """The PGN result (``1-0``, ``0-1``, ``1/2-1/2``, ``*``) and how the game ended (None
    while it goes on)."""
    found = outcome(state)
    if found is None:
        return "*", None
    reason = ENDINGS[found["reason"]]
    if found["by_cards"]:
        reason += " by the cards"
    if not found["winners"]:
        return "1/2-1/2", reason
    return ("1-0" if found["winners"][0] == state["white"] else "0-1"), reason


def game_pgn(state: State, names: Sequence[str] = ()) -> str:
    """The game of ``state`` as PGN text; ``names`` are the players' names by seat (seat
    numbers when missing). Raises nothing for a valid PokerDrez state."""
    game = chess.pgn.Game()
    game.headers["Event"] = "PokerDrez"
    game.headers["Site"] = "Tapete"
    game.headers["Date"] = "????.??.??"
    for side in ("white", "black"):
        seat = state[side]
        game.headers[side.capitalize()] = names[seat] if seat < len(names) else f"Seat {seat}"
    if state["start_fen"] != chess.STARTING_FEN:
        game.setup(chess.Board(state["start_fen"]))
    payments = [e for e in state["history"] if e["event"] == "move"]
    node: chess.pgn.GameNode = game
    for uci, event in zip(state["uci"], payments, strict=True):
        node = node.add_variation(chess.Move.from_uci(uci))
        paid = ({"card": event["cards"][0]} if event["cards"] else
                {"die": event["die"]} if event["die"] is not None else {})
        node.comment = payment_comment(paid)
    result, ending = _result(state)
    game.headers["Result"] = result
    if ending is not None:
        game.headers["Termination"] = "normal"
        node.comment = "; ".join(filter(None, (node.comment, ending)))
    return str(game) + "\n"
