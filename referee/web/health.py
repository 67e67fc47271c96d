"""The health check of a referee process (blueprint ``bp``): ``GET /healthz``.

A load balancer asks it every second or so (docs/deployment.md "Scaling"): it answers 200
``ok`` as soon as the process can answer a request at all, touching neither the database nor a
table, so a process that is busy but alive keeps its tables, and a stopped one (its connection
refused) loses them at once.
"""

from __future__ import annotations

from flask import Blueprint, Response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    """200 ``ok`` (text/plain, never cached)."""
    return Response("ok\n", mimetype="text/plain", headers={"Cache-Control": "no-store"})
