"""A PokerDrez game as PGN, the chess world's text format (seed 004 PokerDrez;
docs/rules-decisions.md#pokerdrez): the moves with what paid each one as a comment ("paid with
Pawn 3", "die 4"), the start position when it is not the standard one (after a pawn removal or
from the ``fen`` option), the players, the date and the result. A finished game's
``Termination`` tag is the standard's "normal" (every PokerDrez ending is one of the rules'); how
it ended ("checkmate by the cards") is the comment after its last move. The comments are in the
table's language (Babel domain ``api``; UX finding PD14); the tags are the standard's, in English.
``Date`` is the day the table was made ("????.??.??", the standard's unknown date, without one).

Everything in it is public: the moves are played in view of everyone and a card is shown once
it pays. A game still going exports with result ``*``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

import chess
import chess.pgn

from referee.errors import _
from referee.games.base import State
from referee.games.kit import cards
from referee.games.pokerdrez.end import outcome
from referee.i18n import translate

#: How a game ended, by outcome reason: the comment after its last move (English msgids).
ENDINGS = {
    "checkmate": _("checkmate"), "stalemate": _("stalemate"), "resignation": _("resignation"),
    "agreement": _("draw by agreement"), "fold": _("fold (betting)"),
    "insufficient_material": _("insufficient material"), "fivefold_repetition":
    _("fivefold repetition"), "seventyfive_moves": _("seventy-five-move rule"),
    "claimed_draw": _("draw claimed"),
}
#: A card's figure in words (English msgids), by the card id's figure.
FIGURES = {"pawn": _("Pawn"), "knight": _("Knight"), "bishop": _("Bishop"), "rook": _("Rook"),
           "queen": _("Queen"), "joker": _("Joker")}


def card_name(card_id: str, lang: str = "en") -> str:
    """A card in words for a PGN comment, in ``lang``: ``"Pawn 3"`` (``"Pawn 3, deck 2"`` with
    two decks), ``"Peón 3"`` in Spanish."""
    card = cards.parse(card_id)
    name = (translate(_("Neutral card"), lang) if card.figure is None
            else f"{translate(FIGURES[card.figure], lang)} {card.colour}")
    return name if card.deck is None else translate(_("{card}, deck {n}"), lang,
                                                    {"card": name, "n": card.deck})


def payment_comment(paid: dict[str, Any], lang: str = "en") -> str:
    """What paid one move, in ``lang``: ``"paid with Pawn 3"``, ``"die 4"``, or ``""`` in
    plain chess."""
    if "card" in paid:
        return translate(_("paid with {card}"), lang, {"card": card_name(paid["card"], lang)})
    if "die" in paid:
        return translate(_("die {n}"), lang, {"n": paid["die"]})
    return ""


def _result(state: State, lang: str) -> tuple[str, str | None]:
    """The PGN result (``1-0``, ``0-1``, ``1/2-1/2``, ``*``) and how the game ended in ``lang``
    (None while it goes on)."""
    found = outcome(state)
    if found is None:
        return "*", None
    reason = translate(ENDINGS[found["reason"]], lang)
    if found["by_cards"]:
        reason = translate(_("{ending} by the cards"), lang, {"ending": reason})
    if not found["winners"]:
        return "1/2-1/2", reason
    return ("1-0" if found["winners"][0] == state["white"] else "0-1"), reason


def game_pgn(state: State, names: Sequence[str] = (), *, played: date | None = None,
             lang: str = "en") -> str:
    """The game of ``state`` as PGN text; ``names`` are the players' names by seat (seat
    numbers when missing), ``played`` the game's day (the ``Date`` tag), ``lang`` the language
    of the comments ("en", "es"). Raises nothing for a valid PokerDrez state."""
    game = chess.pgn.Game()
    game.headers["Event"] = "PokerDrez"
    game.headers["Site"] = "Tapete"
    game.headers["Date"] = played.strftime("%Y.%m.%d") if played else "????.??.??"
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
        node.comment = payment_comment(paid, lang)
    result, ending = _result(state, lang)
    game.headers["Result"] = result
    if ending is not None:
        game.headers["Termination"] = "normal"
        node.comment = "; ".join(filter(None, (node.comment, ending)))
    return str(game) + "\n"
