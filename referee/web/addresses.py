"""Where phones reach this server: the base URL of every link the referee hands out.

Join and rejoin links (and their QR codes) are built from ``PUBLIC_URL`` when it is set
(``--public-url``; ``tapete-referee serve`` sets it to ``http://<LAN address>:<port>`` when it
listens on every interface), else from the address the server socket is bound to, never from
the request's ``Host`` header, which any client can set to whatever it likes.
"""

from __future__ import annotations

import socket
from collections.abc import Mapping
from typing import Any

ANY_ADDRESSES = ("", "0.0.0.0", "::")


def lan_address() -> str:
    """This machine's address on the local network, or 127.0.0.1 when it has none.

    Connecting a UDP socket to a private address picks the outgoing interface without sending
    a packet.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def host_url(host: str, port: int | str, scheme: str = "http") -> str:
    """``scheme://host:port`` (the LAN address for an any-address host; IPv6 in brackets;
    no port when it is the scheme's default)."""
    shown = lan_address() if host in ANY_ADDRESSES else host
    if ":" in shown:
        shown = f"[{shown}]"
    default = {"http": "80", "https": "443"}.get(scheme)
    return f"{scheme}://{shown}" if str(port) == default else f"{scheme}://{shown}:{port}"


def bound_url(environ: Mapping[str, Any]) -> str:
    """The base URL of the socket a WSGI request came in on (``SERVER_NAME``, ``SERVER_PORT``
    and the URL scheme of ``environ``), without a trailing slash."""
    return host_url(str(environ.get("SERVER_NAME") or "localhost"),
                    str(environ.get("SERVER_PORT") or "80"),
                    str(environ.get("wsgi.url_scheme") or "http"))
