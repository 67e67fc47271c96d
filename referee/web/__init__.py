"""The web layer: Flask blueprints and request plumbing.

``api`` (the JSON API), ``pages`` (HTML pages), ``rules`` (the games' rules pages), ``screen``
(the table screen), ``sockets`` (moves over a WebSocket), ``cards`` (card images), ``pgn`` (PGN
export); plumbing: ``bodies`` (strict JSON bodies), ``addresses`` (the public base URL),
``security`` (CSRF and headers), ``ratelimits``, ``compression``.

Uses ``service`` (and through it ``storage`` and ``live``); never ``serve``.
"""
