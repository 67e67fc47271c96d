"""PGN export of chess-based tables: ``GET /api/tables/<code>/pgn`` (docs/api.md, "PGN export").

Answers ``application/x-chess-pgn`` with the game so far: the moves, what paid each one (in the
table's language), the start position, the day the table was made and the result (``*`` while
the game goes on). No token is needed: every move is
played in view of the table and every payment is shown once spent, so the PGN holds nothing a
spectator does not see. Games that are not played on a chess board have no PGN (404).
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Blueprint, Response, current_app

from referee.errors import ApiError, _
from referee.games.pokerdrez.pgn import game_pgn

bp = Blueprint("pgn", __name__, url_prefix="/api")

#: The games with a PGN export, by game id: state, player names by seat, the game's day and the
#: table's language (keywords ``played``, ``lang``) → PGN text.
EXPORTS: dict[str, Callable[..., str]] = {"pokerdrez": game_pgn}


@bp.get("/tables/<code>/pgn")
def pgn(code: str) -> Response:
    """The table's game as PGN. ApiError 404 ``unknown_table`` / ``no_pgn`` (a game without a
    chess board), 409 ``not_started`` (still in the lobby)."""
    record, _caller, state = current_app.extensions["tapete"].tables.look(code, None)
    export = EXPORTS.get(record.game)
    if export is None:
        raise ApiError("no_pgn", _("This game is not played on a chess board: it has no "
                                        "PGN."))
    if state is None:
        raise ApiError("not_started", _("The game has not started yet."))
    names = [seat.name for seat in sorted(record.seats, key=lambda seat: seat.seat)]
    tables = current_app.extensions["tapete"].tables
    text = export(state, names, played=tables.created_on(record.code), lang=record.lang)
    response = Response(text, mimetype="application/x-chess-pgn")
    response.headers["Content-Disposition"] = f'inline; filename="{record.code}.pgn"'
    return response
