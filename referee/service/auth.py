"""Seat and moderator tokens: making them, finding them in a request, and knowing the caller.

A token is 128 random bits (``secrets.token_urlsafe(16)``); only its SHA-256 is stored. A phone
sends it as ``Authorization: Bearer <token>`` or in the HttpOnly cookies ``tapete_seat_<CODE>``
and ``tapete_mod_<CODE>`` (api.md). After a rematch the new table shares the old table's token
hashes, so the old table's cookies are accepted too: every ``tapete_seat_*`` / ``tapete_mod_*``
cookie is tried, this table's first. Tokens never appear in logs or error messages.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from functools import cached_property

from flask import Request, Response

from referee.errors import ApiError, _, missing_token, seat_moved, wrong_token
from referee.storage.repository import TableRecord

SEAT_COOKIE = "tapete_seat_"
MODERATOR_COOKIE = "tapete_mod_"
COOKIE_MAX_AGE = 60 * 60 * 24 * 30
MAX_COOKIES_TRIED = 16


def new_token() -> str:
    """A fresh 128-bit random token, URL-safe (22 characters)."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    """The SHA-256 hex digest stored in place of ``token``."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Credentials:
    """The tokens a request carries: a Bearer token, or seat and moderator cookies (this
    table's first)."""

    bearer: str | None = None
    seat_tokens: tuple[str, ...] = ()
    moderator_tokens: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        """True when the request carries no token at all."""
        return not (self.bearer or self.seat_tokens or self.moderator_tokens)

    @cached_property
    def digests(self) -> dict[str, str]:
        """Each token's ``token_hash``, computed once: a stream of views checks its caller on
        every version."""
        tokens = (self.bearer,) if self.bearer is not None else ()
        return {t: token_hash(t) for t in tokens + self.seat_tokens + self.moderator_tokens}


@dataclass(frozen=True)
class Caller:
    """Who a request is from: a seat, the moderator, or both (a moderator who plays).

    ``moderator_token`` is the moderator's token as sent, kept only to hand it on to a rematch.
    """

    seat: int | None
    moderator: bool
    moderator_token: str | None = None


def _cookie_tokens(request: Request, prefix: str, code: str) -> tuple[str, ...]:
    own = request.cookies.get(prefix + code)
    others = [value for name, value in request.cookies.items()
              if name.startswith(prefix) and name != prefix + code]
    tokens = ([own] if own else []) + others
    return tuple(t for t in tokens[:MAX_COOKIES_TRIED] if t)


def credentials_from(request: Request, code: str) -> Credentials:
    """The tokens in ``request`` for table ``code``.

    A Bearer header wins over cookies. Raises ApiError 400 ``bad_authorization`` for an
    Authorization header that is not ``Bearer <token>``.
    """
    header = request.headers.get("Authorization")
    if header is not None:
        scheme, _sep, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise ApiError("bad_authorization",
                           _("The Authorization header must be 'Bearer <token>'."))
        return Credentials(bearer=token.strip())
    return Credentials(seat_tokens=_cookie_tokens(request, SEAT_COOKIE, code),
                       moderator_tokens=_cookie_tokens(request, MODERATOR_COOKIE, code))


def _match(digest: str, candidate: str) -> bool:
    return hmac.compare_digest(digest, candidate)


def _seat_of(record: TableRecord, digest: str) -> int | None:
    for seat in record.seats:
        if _match(seat.token_hash, digest):
            return seat.seat
    return None


def identify(record: TableRecord, credentials: Credentials, required: bool = True) -> Caller:
    """The caller of ``record``'s table.

    With ``required`` (the default) raises ApiError 401 when no token was sent and 403 when none
    of the tokens belongs to the table (``seat_moved`` for a phone whose seat was moved).
    Without it, returns ``Caller(None, False)`` in those cases (joining needs no token).
    """
    digests = credentials.digests
    if credentials.bearer is not None:
        digest = digests[credentials.bearer]
        if _match(record.moderator_hash, digest):
            return Caller(None, True, credentials.bearer)
        seat_tokens: tuple[str, ...] = (credentials.bearer,)
        moderator_token = None
    else:
        seat_tokens = credentials.seat_tokens
        moderator_token = next((t for t in credentials.moderator_tokens
                                if _match(record.moderator_hash, digests[t])), None)
    seat = None
    replaced = False
    for token in seat_tokens:
        digest = digests[token]
        seat = _seat_of(record, digest)
        if seat is not None:
            break
        replaced = replaced or digest in record.revoked
    if seat is not None or moderator_token is not None:
        return Caller(seat, moderator_token is not None, moderator_token)
    if not required:
        return Caller(None, False)
    if credentials.empty:
        raise missing_token()
    raise seat_moved() if replaced else wrong_token()


def set_token_cookie(response: Response, prefix: str, code: str, token: str,
                     secure: bool) -> None:
    """Set the HttpOnly, SameSite=Lax cookie ``<prefix><code>`` holding ``token``."""
    response.set_cookie(prefix + code, token, max_age=COOKIE_MAX_AGE, path="/", httponly=True,
                        samesite="Lax", secure=secure)
