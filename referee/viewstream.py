"""The views a table page's event stream carries (``GET …/events?views=1``, api.md "Streams
of views"): each new version of the table, rendered for the stream's own caller.

A move makes every phone's stream render a view, so each is kept cheap: the table comes from
what this process remembers of it (``TableService.seen_at``), the public part of the view
(the same for every caller, most of a view) is encoded to JSON once per state and spliced
into each caller's view as it is (``orjson.Fragment``), and orjson encodes the rest.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import orjson

from referee.auth import Credentials
from referee.errors import ApiError
from referee.games.statememo import PerState
from referee.storage import STORAGE_FAILURES, failure_reason
from referee.tables import TableService
from referee.views import table_view

log = logging.getLogger(__name__)

#: Integer keys as strings, as Flask's JSON gives them.
VIEW_JSON = orjson.OPT_NON_STR_KEYS
#: The encoded public parts of the states used last: the latest versions of many tables.
_public_json: PerState[orjson.Fragment] = PerState(1024)


def view_renderer(tables: TableService, code: str, credentials: Credentials,
                  lang: str) -> Callable[[int], str | None]:
    """For one stream: the view of ``credentials``' caller at a version or newer, in
    ``lang``, as one line of JSON (the same data as ``GET …/view``); None once
    ``credentials`` no longer reach the table, or when the database cannot be read (logged):
    the stream then ends, and the page's next fetch says why. A view newer than the version
    announced may come twice (once for its own event); clients drop the repeat."""

    def render(version: int) -> str | None:
        try:
            record, caller, state = tables.seen_at(code, credentials, version)
        except ApiError:
            return None
        except STORAGE_FAILURES as exc:  # the page reconnects
            log.error("storage error on a stream of views; the stream ends: %s",
                      failure_reason(exc))
            return None
        view = table_view(record, caller, state, lang)
        if state is not None:  # started: the public part is worth sharing
            public = view["public"]
            view["public"] = _public_json.get(state, lambda _state: orjson.Fragment(
                orjson.dumps(public, option=VIEW_JSON)))
        return orjson.dumps(view, option=VIEW_JSON).decode()

    return render
