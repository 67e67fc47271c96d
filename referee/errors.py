"""The errors the API answers with, as data: HTTP status, stable code, English message template.

Messages are English msgids of the Babel domain ``api`` (``referee/translations``); the API
translates them into the caller's language when it answers (``referee.i18n``). Rule engines raise
``referee.games.base.IllegalMove``, which has the same shape and is answered the same way. Every
code is one of ``referee.refusals.REFUSALS``, which gives its one HTTP status.
"""

from __future__ import annotations

from typing import Any

from referee.refusals import status_of


def _(message: str) -> str:
    """Mark ``message`` for extraction into the ``api`` catalogue; it is translated when sent."""
    return message


class ApiError(Exception):
    """A refused request: nothing was changed.

    ``code`` is a stable machine-readable id registered in ``referee.refusals`` (raises
    ``UnregisteredRefusal`` otherwise), which gives ``status``, the HTTP status (400 malformed,
    401 missing token, 403 wrong token or not the moderator, 404 unknown table or seat, 409 not
    possible now, 422 forbidden by the rules); ``message`` is the English template (``{name}``
    placeholders filled from ``params``); ``rule`` the rules section it names, if any (see
    ``referee.games.base.IllegalMove``).
    """

    rule: str | None = None

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message.format(**params) if params else message)
        self.status = status_of(code)
        self.code = code
        self.message = message
        self.params = params


#: A database that cannot be read or written: 503 ``storage_unavailable``.
STORAGE_UNAVAILABLE = _("The table cannot be saved or read right now (a disk or database "
                        "problem); nothing was changed. Try again in a moment.")


def malformed(message: str, **params: Any) -> ApiError:
    """400: the request body or a parameter has the wrong shape; ``message`` (marked with
    ``_``, ``{name}`` placeholders filled from ``params``) says which."""
    return ApiError("malformed", message, **params)


def unknown_table() -> ApiError:
    """404: no table has that code."""
    return ApiError("unknown_table", _("There is no table with that code."))


def unknown_seat(seat: int) -> ApiError:
    """404: the table has no such seat."""
    return ApiError("unknown_seat", _("This table has no seat {seat}."), seat=seat)


def missing_token() -> ApiError:
    """401: the request carries no seat or moderator token for the table."""
    return ApiError("missing_token", _("Join the table first: this phone has no seat here."))


def wrong_token() -> ApiError:
    """403: the token given is not one of the table's."""
    return ApiError("wrong_token", _("This phone's pass is not valid for this table."))


def seat_moved() -> ApiError:
    """403: the token was revoked when a single-use rejoin code moved its seat to another
    phone (``referee.service.phones``)."""
    return ApiError("seat_moved", _("This seat moved to another phone."))


def used_code() -> ApiError:
    """404: a rejoin code that does not exist or was used already (codes work once)."""
    return ApiError("used_code",
                    _("This rejoin code was already used or is not valid. Ask for a new one."))


def not_moderator() -> ApiError:
    """403: only the moderator may do this."""
    return ApiError("not_moderator", _("Only the moderator can do that."))
