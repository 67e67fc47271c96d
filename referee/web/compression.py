"""Compressed answers for the pages and their scripts (Flask-Compress): a phone on a slow
Wi-Fi loads the table page and its modules in fewer bytes.

Only public, secret-free kinds are compressed: HTML pages (thin shells, no secret), scripts,
style sheets, SVG and the web app manifest. JSON answers are not: a view holds a seat's secrets
next to texts other players typed (their names), and compressing both together would let the
size of an answer hint at a secret (the BREACH kind of attack). Event streams are not in the
list either. Pages are sent with brotli or gzip, static files (sent as streams) with brotli or
deflate, whichever the browser accepts (a browser on plain HTTP accepts gzip and deflate).
"""

from __future__ import annotations

from flask import Flask
from flask_compress import Compress

MIMETYPES = ["text/html", "text/css", "text/javascript", "application/javascript",
             "image/svg+xml", "application/manifest+json"]
MIN_BYTES = 500  # smaller answers are sent as they are


def install(app: Flask) -> None:
    """Compress ``app``'s answers of the kinds in ``MIMETYPES`` when the browser accepts it
    (``Accept-Encoding``); ``Vary: Accept-Encoding`` is added."""
    app.config.setdefault("COMPRESS_MIMETYPES", MIMETYPES)
    app.config.setdefault("COMPRESS_ALGORITHM", ["br", "gzip", "deflate"])
    app.config.setdefault("COMPRESS_ALGORITHM_STREAMING", ["br", "deflate"])
    app.config.setdefault("COMPRESS_MIN_SIZE", MIN_BYTES)
    app.config.setdefault("COMPRESS_STREAMS", True)  # static files are sent as streams
    Compress(app)
