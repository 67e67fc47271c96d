"""What a browser must be told and what it must show: CSRF checks and security headers.

**CSRF.** A phone's seat and moderator tokens ride in cookies, which a browser sends with any
request to this server, also one made by a page of another site or another port of the same host.
So every state-changing request (any method but GET, HEAD and OPTIONS) that carries no
``Authorization`` header must

- say ``Content-Type: application/json`` (a cross-origin page cannot send that without the
  server's CORS permission, which this server never gives), else 403 ``json_required``;
- come from this server's own origin when it says where it comes from: an ``Origin`` header
  (or, without one, a ``Referer``) must name this host and port, or the ``PUBLIC_URL``'s,
  else 403 ``cross_origin``. ``Origin: null`` (a sandboxed or opaque page) is refused.

A request with ``Authorization: Bearer`` is exempt: a browser never adds that header by itself.

**Headers** on every answer: ``Cache-Control: no-store`` (views carry a seat's cards; static
files, the public card images and the rules' figures excepted), a Content-Security-Policy that
lets pages run only this server's own script files (no inline script, no eval, no framing),
``X-Frame-Options: DENY``, ``X-Content-Type-Options: nosniff`` and
``Referrer-Policy: same-origin``.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, Response, current_app, request

from referee.errors import ApiError, _

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    # The seat screens set a few layout styles as attributes; no <style> element is allowed.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
))
#: Endpoints of public files that set their own caching (static files; the card images and
#: card names of referee/web/cards.py; the rules pages' figures of referee/web/rules.py): they
#: keep it instead of ``no-store``.
CACHEABLE_ENDPOINTS = frozenset({"static", "cards.image", "cards.names", "rules.figure"})
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
}


CROSS_ORIGIN = _("This request came from another site's page and was refused.")


def _own_hosts() -> set[str]:
    hosts = {request.host.lower()}
    public = current_app.extensions["tapete"].settings.public_url
    if public:
        hosts.add(urlsplit(public).netloc.lower())
    return hosts


def _sent_from(header: str) -> str | None:
    """The ``host[:port]`` the Origin or Referer ``header`` names; None for ``null`` or junk."""
    try:
        parts = urlsplit(header)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return parts.netloc.lower()


def check_csrf() -> None:
    """``before_request``: refuse a cookie-carrying state change that a page of another origin
    could have sent (see the module docstring). Raises ApiError 403 ``json_required`` or
    ``cross_origin``."""
    if request.method in SAFE_METHODS or "Authorization" in request.headers:
        return
    if request.mimetype != "application/json":
        raise ApiError("json_required",
                       _("This request must be sent as JSON (Content-Type: application/json)."))
    origin = request.headers.get("Origin")
    if origin is None:
        origin = request.headers.get("Referer")
    if origin is not None and _sent_from(origin) not in _own_hosts():
        raise ApiError("cross_origin", CROSS_ORIGIN)


def check_socket_origin() -> None:
    """A WebSocket handshake (``referee.web.sockets``) carrying cookies must come from this
    server's own pages: browsers always send ``Origin`` with one, and a page of another site or
    port could otherwise act with the phone's seat. Raises ApiError 403 ``cross_origin``; a
    handshake with ``Authorization: Bearer`` (no browser) or without cookies (no seat to act
    with) is exempt."""
    bearer = request.headers.get("Authorization", "").lower().startswith("bearer ")
    if bearer or "Cookie" not in request.headers:
        return
    origin = request.headers.get("Origin")
    if origin is None or _sent_from(origin) not in _own_hosts():
        raise ApiError("cross_origin", CROSS_ORIGIN)


def add_headers(response: Response) -> Response:
    """``after_request``: the security headers, and ``no-store`` on everything but the
    ``CACHEABLE_ENDPOINTS``."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if request.endpoint not in CACHEABLE_ENDPOINTS:
        response.headers["Cache-Control"] = "no-store"
    return response


def install(app: Flask) -> None:
    """Run ``check_csrf`` before and ``add_headers`` after every request of ``app``."""
    app.before_request(check_csrf)
    app.after_request(add_headers)
