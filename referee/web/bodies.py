"""Reading a request's JSON body: one strict parser for every endpoint (api.md, "Conventions").

A body is UTF-8 JSON of at most ``MAX_BODY_BYTES`` bytes (larger: 413 on every route, whether
it reads its body or not, ``check_body_size``), nested at most ``MAX_JSON_DEPTH`` levels, with
no ``NaN`` or ``Infinity`` and no lone UTF-16 surrogate (``"\\ud800"``) in any string or key.
Anything else is refused with ApiError 400 ``malformed`` and a message saying what is wrong,
before any table is touched, so no malformed input reaches a rule engine or the database.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from flask import request
from werkzeug.exceptions import RequestEntityTooLarge

from referee.errors import ApiError, _, malformed

MAX_BODY_BYTES = 64 * 1024
#: WSGI environ key the server sets when a request's body did not arrive in time.
SLOW_BODY = "tapete.slow_body"
MAX_JSON_DEPTH = 16
_SURROGATE = re.compile("[\ud800-\udfff]")


def _no_constant(name: str) -> Any:
    raise malformed(_("The request body must be JSON without NaN or Infinity."))


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        _no_constant(text)
    return value


def _check(data: Any) -> None:
    """Walk ``data`` without recursion: depth and text of every string."""
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                raise malformed(_("The request holds a character that is not valid text "
                                  "(a lone UTF-16 surrogate)."))
            continue
        if not isinstance(value, dict | list):
            continue
        if depth > MAX_JSON_DEPTH:
            raise malformed(_("The request body is nested too deeply (at most {max} levels)."),
                            max=MAX_JSON_DEPTH)
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            pending.append((key, depth + 1) if isinstance(key, str) else (None, depth))
            pending.append((item, depth + 1))


def parse_json(raw: bytes) -> Any:
    """The JSON value of ``raw`` (a request body). Raises ApiError 400 ``malformed`` for text
    that is not UTF-8, not JSON, nested deeper than ``MAX_JSON_DEPTH``, holding ``NaN`` or
    ``Infinity``, or holding a lone surrogate."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise malformed(_("The request body must be UTF-8 text.")) from None
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:
        raise malformed(_("The request body is nested too deeply (at most {max} levels)."),
                        max=MAX_JSON_DEPTH) from None
    except ApiError:
        raise
    except ValueError:
        raise malformed(_("The request body is not valid JSON.")) from None
    _check(data)
    return data


def parse_object(raw: bytes, required: bool = True) -> dict[str, Any]:
    """The JSON object of a request body ``raw``; ``{}`` for an empty body when not
    ``required``. Raises ApiError 400 ``malformed`` otherwise (see ``parse_json``)."""
    if not raw.strip() and not required:
        return {}
    if not raw.strip():
        raise malformed(_("The request body must be a JSON object."))
    data = parse_json(raw)
    if not isinstance(data, dict):
        raise malformed(_("The request body must be a JSON object."))
    return data


def check_body_size() -> None:
    """``before_request``: 413 ``request_entity_too_large`` for a body over ``MAX_BODY_BYTES``
    (its declared length, or what the server read of a chunked one), on every route: one that
    does not read its body would otherwise go on as if there were none. Under
    ``tapete-referee serve`` the rest of such a body is read and thrown away after the answer,
    so the client receives it (``referee.serve.server``)."""
    length = request.content_length
    if length is not None and length > MAX_BODY_BYTES:
        raise RequestEntityTooLarge()


def check_body_arrived() -> None:
    """``before_request``: ApiError 408 ``slow_request`` when the server gave up waiting for
    the body (``referee.serve.server``: a body must arrive within the request timeout)."""
    if request.environ.get(SLOW_BODY):
        slow = ApiError("slow_request",
                        _("The request came in too slowly and was dropped; try again."))
        slow.close_connection = True  # type: ignore[attr-defined]
        raise slow
