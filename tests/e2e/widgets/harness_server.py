"""A referee app with a test-only page that mounts every phone widget (``harness/``), served in
a thread: the real static files, the real card image routes and the real security headers (no
inline script may run), plus ``/harness/`` from this folder. ``/harness/?lang=es`` renders the
page in Spanish with the pages' own JavaScript texts (templates/_js_strings.html, which reads
them from the scripts). Nothing here
ships.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from flask import Blueprint, render_template_string, send_from_directory

from referee import create_app
from referee.web.pages import current_lang
from tests.referee.referee_kit import live_server

HARNESS = Path(__file__).resolve().parent / "harness"


def harness_blueprint() -> Blueprint:
    """``/harness/`` (index.html) and ``/harness/<file>`` from ``HARNESS``."""
    bp = Blueprint("widget_harness", __name__, url_prefix="/harness")

    @bp.get("/")
    def index() -> str:
        page = (HARNESS / "index.html").read_text(encoding="utf-8")
        return render_template_string(page, lang=current_lang())

    @bp.get("/<path:name>")
    def file(name: str):  # type: ignore[no-untyped-def]
        return send_from_directory(HARNESS, name)

    return bp


@contextmanager
def harness_server(instance: Path) -> Iterator[str]:
    """The base URL of the app with the harness, on a free port, until the block ends."""
    app = create_app({"INSTANCE_PATH": str(instance)})
    app.register_blueprint(harness_blueprint())
    try:
        with live_server(app) as url:
            yield url
    finally:
        app.extensions["tapete"].close()
