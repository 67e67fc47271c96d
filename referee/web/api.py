"""The JSON API phones, tests and bots drive tables with (api.md; docs/architecture.md, "API").

Every route answers JSON; every refusal is ``{"error": {"code", "message"}}`` in the caller's
language (``referee.errors``, ``referee.i18n``) and changes nothing. Tokens travel in the
``Authorization: Bearer`` header or the HttpOnly cookies the token-handing answers set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request

from referee.errors import ApiError, _, malformed, used_code
from referee.i18n import choose_lang
from referee.live.broker import pushed_stream, sse_stream
from referee.live.outlet import OUTLET
from referee.live.streams import HeldStream
from referee.service.auth import (
    MODERATOR_COOKIE,
    SEAT_COOKIE,
    Caller,
    Credentials,
    credentials_from,
    set_token_cookie,
)
from referee.service.lobby import Lobby
from referee.service.phones import REJOIN_CODE_MAX, Phones
from referee.service.tables import STAND_IN_ID, TableService, normalize_code
from referee.service.views import table_info, table_view
from referee.service.viewstream import view_renderer
from referee.storage.repository import MODERATION, TableRecord
from referee.storage.schema import CLIENT_ID_MAX, MOVE_NAME_MAX
from referee.web.addresses import bound_url
from referee.web.bodies import parse_object

bp = Blueprint("api", __name__, url_prefix="/api")


def services() -> Any:
    """The app's ``Services`` (``referee.app``)."""
    return current_app.extensions["tapete"]


def base_url() -> str:
    """Base of the links handed out: ``PUBLIC_URL``, else the address of the socket this
    request came in on; never the request's Host header (``referee.web.addresses``)."""
    return services().settings.public_url or bound_url(request.environ)


def join_url(code: str) -> str:
    """The URL of table ``code``'s join page (the join QR)."""
    return f"{base_url()}/join/{code}"


def rejoin_url(code: str, secret: str) -> str:
    """The URL of a private rejoin QR; it holds the single-use rejoin code ``secret``
    (``referee.service.phones``), so it is shown only to the phone it is meant for."""
    return f"{base_url()}/rejoin/{code}?t={secret}"


def body(required: bool = True) -> dict[str, Any]:
    """The request's JSON object (``{}`` when empty and not ``required``); ApiError 400
    ``malformed`` otherwise (``referee.web.bodies``)."""
    return parse_object(request.get_data(cache=True), required)


def _service() -> TableService:
    return services().tables


def _lobby() -> Lobby:
    return services().lobby


def _phones() -> Phones:
    return services().phones


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
    """Take a seat: ``{"name"}`` -> 201 ``{"seat", "token"}`` and the seat cookie. With the
    moderator token, the moderator who plays claims seat 0."""
    code = normalize_code(code)
    name = body().get("name")
    seat, token = _lobby().join(code, credentials_from(request, code), name)
    response = jsonify(seat=seat, token=token)
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
    """Moderator, after the start: a single-use rejoin code for a seat's new phone ->
    ``{"rejoin_url"}``. The seat's phone keeps working until the new phone uses the code."""
    code = normalize_code(code)
    secret = _phones().replace(code, credentials_from(request, code), seat)
    return jsonify(rejoin_url=rejoin_url(code, secret))


@bp.post("/tables/<code>/claim")
def claim(code: str) -> Response:
    """Use a single-use rejoin code: ``{"code"}`` -> ``{"seat", "moderator", "token"}`` and
    the matching cookie (the rejoin link's page sends it when its button is tapped). 404
    ``used_code`` when the code is unknown or was used already."""
    code = normalize_code(code)
    secret = body().get("code")
    if not isinstance(secret, str) or not 0 < len(secret) <= REJOIN_CODE_MAX:
        raise malformed(_("\"code\" must be the code of a rejoin link."))
    claimed = _phones().use(code, secret)
    if claimed is None:
        raise used_code()
    response = jsonify(seat=claimed.seat, moderator=claimed.moderator, token=claimed.token)
    if claimed.seat is not None:
        set_token_cookie(response, SEAT_COOKIE, code, claimed.token, request.is_secure)
    if claimed.moderator:
        set_token_cookie(response, MODERATOR_COOKIE, code, claimed.token, request.is_secure)
    return response


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


def parse_move(data: dict[str, Any]) -> tuple[str, dict[str, Any], str]:
    """``(move, args, id)`` of a move's body; ApiError 400 ``malformed`` when one is not as
    api.md says."""
    name, args, client_id = data.get("move"), data.get("args", {}), data.get("id")
    if not isinstance(name, str) or not 0 < len(name) <= MOVE_NAME_MAX:
        raise malformed(_("\"move\" must be the name of a move."))
    if not isinstance(args, dict):
        raise malformed(_("\"args\" must be an object."))
    return name, args, _client_id(client_id)


def _client_id(client_id: Any) -> str:
    """A move's ``id`` as api.md says (1–100 characters, not starting with the stand-ins'
    ``stand-in:``); ApiError 400 ``malformed`` otherwise."""
    if (not isinstance(client_id, str) or not 0 < len(client_id) <= CLIENT_ID_MAX
            or client_id.startswith(STAND_IN_ID)):
        raise malformed(_("\"id\" must be a string of 1 to 100 characters, new for each move."))
    return client_id


@bp.post("/tables/<code>/moves")
def move(code: str) -> Response:
    """``{"move", "args", "id"}`` -> ``{"version"}``; a retried ``id`` is applied once."""
    name, args, client_id = parse_move(body())
    return _version(_service().move(code, credentials_from(request, code), name, args,
                                    client_id))


@bp.post("/tables/<code>/seats/<int:seat>/leave")
def leave(code: str, seat: int) -> Response:
    """Moderator, game started: the seat's player has left. ``{"how": mode, "id": str}``
    (``how`` one of the game's leave modes, default its first; ``id`` as a move's) ->
    ``{"version"}``, once the leave and the stand-in moves after it are logged."""
    data = body()
    how = data.get("how")
    if how is not None and not isinstance(how, str):
        raise malformed(_("\"how\" must be one of the game's ways of leaving."))
    return _version(_service().leave(code, credentials_from(request, code), seat, how,
                                     _client_id(data.get("id"))))


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
    """Moderator: a single-use rejoin code that moves moderation to another phone ->
    ``{"rejoin_url"}``; this phone's moderator token works until the code is used."""
    code = normalize_code(code)
    body(required=False)
    secret = _phones().handover(code, credentials_from(request, code))
    return jsonify(rejoin_url=rejoin_url(code, secret))


@bp.post("/tables/<code>/rematch")
def rematch(code: str) -> tuple[Response, int]:
    """Moderator, game over: a new started table with the same seats and tokens -> 201
    ``{"code", "moderator_token", "join_url"}``; phones get an SSE ``rematch`` event."""
    code = normalize_code(code)
    body(required=False)
    new, token = _lobby().rematch(code, credentials_from(request, code))
    return _created(new, token)


def _moved_watch(code: str, credentials: Credentials, caller: Caller,
                 record: TableRecord) -> Callable[[str], str | None]:
    """What a stream does when a seat or the moderation moves to another phone: the name of
    the event that ends it (``seat_moved``, ``moderation_moved``) when its own token lost that
    role, else None."""
    found = services()
    own = record.seat(caller.seat) if caller.seat is not None else None
    watched = {own.public_id: "seat_moved"} if own is not None else {}
    if caller.moderator:
        watched[MODERATION] = "moderation_moved"

    def moved(what: str) -> str | None:
        if what not in watched:
            return None
        try:
            _record, now, _state = found.tables.look(code, credentials, with_state=False)
        except ApiError:
            return watched[what]
        still = now.moderator if what == MODERATION else now.seat is not None
        return None if still else watched[what]

    return moved


@bp.get("/tables/<code>/events")
def events(code: str) -> Response:
    """Server-Sent Events: ``version`` (the table changed: fetch your view), ``rematch`` (the
    new table's code), and ``seat_moved`` / ``moderation_moved`` (this phone's token was
    revoked by a rejoin code; the stream then ends); a keepalive comment every
    ``KEEPALIVE_SECONDS``. With ``?views=1`` each version comes as a ``view`` event instead,
    carrying the caller's own view (as ``GET …/view`` gives it), so the phone need not fetch
    it; else no view data. Beyond the open-stream caps (``referee.live.streams``): 503
    ``too_many_streams`` with ``Retry-After``; the page polls its view meanwhile."""
    code = normalize_code(code)
    credentials = credentials_from(request, code)
    views = request.args.get("views", "0")
    if views not in ("0", "1"):
        raise malformed(_("\"views\" must be 0 or 1."))
    found = services()
    leave = found.streams.enter(request.remote_addr or "-")
    subscription = found.broker.subscribe(code)

    def release() -> None:
        found.broker.unsubscribe(subscription)
        leave()

    try:
        record, caller, _state = found.tables.look(code, credentials, with_state=False)
    except Exception:
        release()
        raise
    moved = _moved_watch(code, credentials, caller, record)
    if views == "1":
        render = view_renderer(found.tables, code, credentials, choose_lang(request, record.lang))
        outlet = request.environ.get(OUTLET)
        stream = (sse_stream(found.broker, subscription, record.version, moved, render)
                  if outlet is None else
                  pushed_stream(found.broker, subscription, record.version, moved, render,
                                outlet))
    else:
        stream = sse_stream(found.broker, subscription, record.version, moved)
    return Response(HeldStream(stream, release), mimetype="text/event-stream",
                    direct_passthrough=True, headers={"X-Accel-Buffering": "no"})
