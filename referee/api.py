"""The JSON API phones, tests and bots drive tables with (api.md; DESIGN.md, "API").

Every route answers JSON; every refusal is ``{"error": {"code", "message"}}`` in the caller's
language (``referee.errors``, ``referee.i18n``) and changes nothing. Tokens travel in the
``Authorization: Bearer`` header or the HttpOnly cookies the token-handing answers set.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, jsonify, redirect, request

from referee.addresses import bound_url
from referee.auth import (
    MODERATOR_COOKIE,
    SEAT_COOKIE,
    Credentials,
    credentials_from,
    identify,
    set_token_cookie,
)
from referee.bodies import parse_object
from referee.errors import _, malformed
from referee.i18n import choose_lang
from referee.live import sse_stream
from referee.lobby import Lobby
from referee.schema import CLIENT_ID_MAX, MOVE_NAME_MAX
from referee.tables import TableService, normalize_code
from referee.views import table_info, table_view

bp = Blueprint("api", __name__, url_prefix="/api")


def services() -> Any:
    """The app's ``Services`` (``referee.app``)."""
    return current_app.extensions["tapete"]


def base_url() -> str:
    """Base of the links handed out: ``PUBLIC_URL``, else the address of the socket this
    request came in on; never the request's Host header (``referee.addresses``)."""
    return services().settings.public_url or bound_url(request.environ)


def join_url(code: str) -> str:
    """The URL of table ``code``'s join page (the join QR)."""
    return f"{base_url()}/join/{code}"


def rejoin_url(code: str, token: str) -> str:
    """The URL of a private rejoin QR; it holds ``token``, so it is shown only to its owner."""
    return f"{base_url()}/rejoin/{code}?t={token}"


def body(required: bool = True) -> dict[str, Any]:
    """The request's JSON object (``{}`` when empty and not ``required``); ApiError 400
    ``malformed`` otherwise (``referee.bodies``)."""
    return parse_object(request.get_data(cache=True), required)


def _service() -> TableService:
    return services().tables


def _lobby() -> Lobby:
    return services().lobby


def _version(version: int) -> Response:
    return jsonify(version=version)


def _created(code: str, token: str) -> tuple[Response, int]:
    response = jsonify(code=code, moderator_token=token, join_url=join_url(code))
    set_token_cookie(response, MODERATOR_COOKIE, code, token, request.is_secure)
    return response, 201


@bp.post("/tables")
def create_table() -> tuple[Response, int]:
    """Open a table: ``{"game", "players", "lang", "options", "moderator"}`` -> 201
    ``{"code", "moderator_token", "join_url"}`` and the moderator cookie."""
    data = body()
    code, token = _lobby().create(data.get("game"), data.get("players"),
                                  data.get("lang", "es"), data.get("options", {}),
                                  data.get("moderator", "master"))
    return _created(code, token)


@bp.get("/tables/<code>")
def table(code: str) -> Response:
    """What anyone may know of a table (no token needed, no secret in it)."""
    record, _caller, _state = _service().look(code, None, with_state=False)
    return jsonify(table_info(record, join_url(record.code)))


@bp.post("/tables/<code>/seats")
def join(code: str) -> tuple[Response, int]:
    """Take a seat: ``{"name"}`` -> 201 ``{"seat", "token", "rejoin_url"}`` and the seat
    cookie. With the moderator token, the moderator who plays claims seat 0."""
    code = normalize_code(code)
    name = body().get("name")
    seat, token = _lobby().join(code, credentials_from(request, code), name)
    response = jsonify(seat=seat, token=token, rejoin_url=rejoin_url(code, token))
    set_token_cookie(response, SEAT_COOKIE, code, token, request.is_secure)
    return response, 201


@bp.post("/tables/<code>/order")
def order(code: str) -> Response:
    """Moderator, lobby: ``{"seats": [old seat numbers in the new order]}``."""
    return _version(_lobby().order(code, credentials_from(request, code), body().get("seats")))


@bp.post("/tables/<code>/seats/<int:seat>/remove")
def remove(code: str, seat: int) -> Response:
    """Moderator, lobby: free a seat."""
    return _version(_lobby().remove(code, credentials_from(request, code), seat))


@bp.post("/tables/<code>/seats/<int:seat>/replace")
def replace(code: str, seat: int) -> Response:
    """Moderator, after the start: a new token for a seat's new phone; the old one stops
    working. -> ``{"token", "rejoin_url"}`` (the new phone scans the rejoin URL)."""
    code = normalize_code(code)
    token = _lobby().replace(code, credentials_from(request, code), seat)
    return jsonify(token=token, rejoin_url=rejoin_url(code, token))


@bp.post("/tables/<code>/lock")
def lock(code: str) -> Response:
    """Moderator: ``{"locked": bool}``; a locked table takes no new seats."""
    data = body()
    return _version(_lobby().set_flag(code, credentials_from(request, code), "locked",
                                      data.get("locked")))


@bp.post("/tables/<code>/pause")
def pause(code: str) -> Response:
    """Moderator: ``{"paused": bool}``; moves are refused (409) while paused."""
    data = body()
    return _version(_lobby().set_flag(code, credentials_from(request, code), "paused",
                                      data.get("paused")))


@bp.post("/tables/<code>/start")
def start(code: str) -> Response:
    """Moderator, lobby, every seat taken: deal and start."""
    body(required=False)
    return _version(_service().start(code, credentials_from(request, code)))


@bp.get("/tables/<code>/view")
def view(code: str) -> Response:
    """The caller's own view of the table (seat or moderator token required)."""
    code = normalize_code(code)
    record, caller, state = _service().look(code, credentials_from(request, code))
    return jsonify(table_view(record, caller, state, choose_lang(request, record.lang)))


def _move_request(data: dict[str, Any]) -> tuple[str, dict[str, Any], str]:
    name, args, client_id = data.get("move"), data.get("args", {}), data.get("id")
    if not isinstance(name, str) or not 0 < len(name) <= MOVE_NAME_MAX:
        raise malformed(_("\"move\" must be the name of a move."))
    if not isinstance(args, dict):
        raise malformed(_("\"args\" must be an object."))
    if not isinstance(client_id, str) or not 0 < len(client_id) <= CLIENT_ID_MAX:
        raise malformed(_("\"id\" must be a string of 1 to 100 characters, new for each move."))
    return name, args, client_id


@bp.post("/tables/<code>/moves")
def move(code: str) -> Response:
    """``{"move", "args", "id"}`` -> ``{"version"}``; a retried ``id`` is applied once."""
    name, args, client_id = _move_request(body())
    return _version(_service().move(code, credentials_from(request, code), name, args,
                                    client_id))


@bp.post("/tables/<code>/undo")
def undo(code: str) -> Response:
    """Moderator: revert the last accepted move. Optional body ``{"version": int}``: the
    version the moderator's view showed; if the table changed since, 409 ``table_changed`` and
    nothing is undone (a repeated tap or a move that came in meanwhile is never taken back)."""
    seen = body(required=False).get("version")
    if seen is not None and (isinstance(seen, bool) or not isinstance(seen, int)):
        raise malformed(_("\"version\" must be the table version your view shows."))
    return _version(_service().undo(code, credentials_from(request, code), seen))


@bp.post("/tables/<code>/handover")
def handover(code: str) -> Response:
    """Moderator: move moderation to another phone -> ``{"moderator_token", "rejoin_url"}``;
    this phone's moderator token stops working (its cookie is cleared)."""
    code = normalize_code(code)
    body(required=False)
    token = _lobby().handover(code, credentials_from(request, code))
    response = jsonify(moderator_token=token, rejoin_url=rejoin_url(code, token))
    response.delete_cookie(MODERATOR_COOKIE + code, path="/")
    return response


@bp.post("/tables/<code>/rematch")
def rematch(code: str) -> tuple[Response, int]:
    """Moderator, game over: a new started table with the same seats and tokens -> 201
    ``{"code", "moderator_token", "join_url"}``; phones get an SSE ``rematch`` event."""
    code = normalize_code(code)
    body(required=False)
    new, token = _lobby().rematch(code, credentials_from(request, code))
    return _created(new, token)


@bp.get("/tables/<code>/events")
def events(code: str) -> Response:
    """Server-Sent Events: ``version`` (the table changed: fetch your view) and ``rematch``
    (the new table's code); a keepalive comment every ``KEEPALIVE_SECONDS``. No view data."""
    code = normalize_code(code)
    credentials = credentials_from(request, code)
    found = services()
    subscription = found.broker.subscribe(code)
    try:
        record, _caller, _state = found.tables.look(code, credentials, with_state=False)
    except Exception:
        found.broker.unsubscribe(subscription)
        raise
    stream = sse_stream(found.broker, subscription, record.version,
                        found.settings.keepalive_seconds)
    return Response(stream, mimetype="text/event-stream", direct_passthrough=True,
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


rejoin_bp = Blueprint("rejoin", __name__)


@rejoin_bp.get("/rejoin/<code>")
def rejoin(code: str) -> Response:
    """A rejoin QR's target, ``/rejoin/<code>?t=<token>``: sets the seat (or moderator) cookie of
    that token and redirects to the table page. An unknown or revoked token sets nothing; the
    table page then says why the phone is not seated."""
    code = normalize_code(code)
    record, _caller, _state = _service().look(code, None, with_state=False)
    token = request.args.get("t", "")
    caller = identify(record, Credentials(bearer=token), required=False) if token else None
    response = redirect(f"{request.script_root}/table/{code}", code=303)
    if caller is not None and caller.moderator:
        set_token_cookie(response, MODERATOR_COOKIE, code, token, request.is_secure)
    elif caller is not None and caller.seat is not None:
        set_token_cookie(response, SEAT_COOKIE, code, token, request.is_secure)
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
