"""Compressed answers (referee.web.compression): pages and scripts go compressed to a browser that
accepts it; JSON views (a seat's secrets next to names other players typed) never do."""

from __future__ import annotations

import gzip
import zlib

from flask import Flask

from tests.referee.referee_kit import new_table

BROWSER = {"Accept-Encoding": "gzip, deflate"}  # what a browser on plain HTTP accepts


def test_pages_are_gzipped_and_decode_to_the_page(app: Flask) -> None:
    client = app.test_client()
    plain = client.get("/", headers={"Accept-Encoding": "identity"})
    packed = client.get("/", headers=BROWSER)
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert gzip.decompress(packed.data) == plain.data
    assert len(packed.data) < len(plain.data) / 2


def test_scripts_and_styles_are_compressed(app: Flask) -> None:
    client = app.test_client()
    for path in ("/static/js/table.js", "/static/css/tapete.css"):
        plain = client.get(path)
        packed = client.get(path, headers=BROWSER)
        assert packed.headers["Content-Encoding"] == "deflate", path
        assert zlib.decompress(packed.data) == plain.data
        plain.close()
        packed.close()


def test_json_views_are_never_compressed(app: Flask) -> None:
    table = new_table(app.test_client(), players=5)
    view = table.call("GET", "/view", table.seats[0], headers=BROWSER)
    assert view.status_code == 200
    assert "Content-Encoding" not in view.headers
    public = app.test_client().get(f"/api/tables/{table.code}/public", headers=BROWSER)
    assert "Content-Encoding" not in public.headers
