"""The table screen: a tablet or TV in the middle of the table that shows the public board to
everyone, with no seat and no secret (blueprint ``bp``).

Routes:

- ``GET /api/tables/<code>/public``        the public view: what every seat sees alike
- ``GET /api/tables/<code>/public/events`` Server-Sent Events: ``version`` and ``rematch`` only

The page, ``GET /table/<code>/screen`` (``referee.web.pages``; templates/screen.html,
assets/static/js/screen.js), reads them.

The public view needs no token and is built from the engine's view for a viewer with no seat
who is not omniscient (``Viewer(seat=None)``), keeping only its ``public`` part, so no seat's
private part, no token and no moderator data can be in it. The outcome is the one every seat
is shown at the end.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request

from referee import games
from referee.games.base import Viewer
from referee.games.kit.leaving import left_seats
from referee.live.broker import sse_stream
from referee.live.streams import HeldStream
from referee.service.tables import normalize_code
from referee.service.views import seat_list
from referee.storage.repository import TableRecord
from referee.web.api import services

bp = Blueprint("screen", __name__)


def public_view(record: TableRecord, state: Any) -> dict[str, Any]:
    """``{version, phase, awaiting, public, outcome, left, seats, table}`` of table
    ``record``: ``public`` is the engine's public part (``{}`` in the lobby), ``table`` the
    code, game, status, paused flag, players and language; ``outcome`` None until the end;
    ``left`` the seats whose player has left (``referee.games.kit.leaving``)."""
    frame = {
        "version": record.version,
        "seats": seat_list(record),
        "table": {"code": record.code, "game": record.game, "status": record.status,
                  "paused": record.paused, "players": record.players, "lang": record.lang,
                  "rematch": record.rematch_code},
    }
    if state is None:
        return {**frame, "phase": "lobby", "awaiting": [], "public": {}, "outcome": None,
                "left": []}
    game = games.get(record.game)
    seen = game.view(state, Viewer(seat=None, omniscient=False))
    return {**frame, "phase": seen["phase"], "awaiting": game.awaiting(state),
            "public": seen["public"], "outcome": game.outcome(state),
            "left": sorted(left_seats(state))}


@bp.get("/api/tables/<code>/public")
def public(code: str) -> Response:
    """The public view of table ``code`` (no token needed); 404 for an unknown table."""
    record, _caller, state = services().tables.look(normalize_code(code), None)
    return jsonify(public_view(record, state))


@bp.get("/api/tables/<code>/public/events")
def public_events(code: str) -> Response:
    """The table screen's event stream: ``version`` (fetch the public view) and ``rematch``;
    no seat event, no view data. It counts against the same open-stream caps as a phone's
    (503 ``too_many_streams`` with ``Retry-After`` beyond them)."""
    code = normalize_code(code)
    found = services()
    leave = found.streams.enter(request.remote_addr or "-")
    subscription = found.broker.subscribe(code)

    def release() -> None:
        found.broker.unsubscribe(subscription)
        leave()

    try:
        record, _caller, _state = found.tables.look(code, None, with_state=False)
    except Exception:
        release()
        raise
    stream = sse_stream(found.broker, subscription, record.version)
    return Response(HeldStream(stream, release), mimetype="text/event-stream",
                    direct_passthrough=True, headers={"X-Accel-Buffering": "no"})
