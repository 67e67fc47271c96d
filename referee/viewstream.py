"""The views a table page's event stream carries (``GET …/events?views=1``, api.md "Streams
of views"): each new version of the table, rendered for the stream's own caller.

A move makes every phone's stream render a view, so each is kept cheap: the table comes from
what this process remembers of it (``TableService.seen_at``), the public part of the view
(the same for every caller, most of a view) is encoded to JSON once per state and spliced
into each caller's view as it is (``orjson.Fragment``), and orjson encodes the rest.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable

import orjson
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from referee.auth import Credentials
from referee.errors import ApiError
from referee.games.base import State
from referee.tables import TableService
from referee.views import table_view

log = logging.getLogger(__name__)

#: Integer keys as strings, as Flask's JSON gives them.
VIEW_JSON = orjson.OPT_NON_STR_KEYS
#: Public parts kept encoded: the latest versions of many tables.
PUBLIC_KEPT = 1024

_public_json: OrderedDict[int, tuple[State, orjson.Fragment]] = OrderedDict()
_lock = threading.Lock()


def _public_fragment(state: State, public: object) -> orjson.Fragment:
    """``public`` (the public part of the views of ``state``) encoded, once per state. A
    state is never modified once made (``referee.games.base.apply``), so the state object
    names its public part; each entry holds its state, so the object's id is not reused while
    the entry is kept."""
    key = id(state)
    with _lock:
        kept = _public_json.get(key)
        if kept is not None and kept[0] is state:
            _public_json.move_to_end(key)
            return kept[1]
    fragment = orjson.Fragment(orjson.dumps(public, option=VIEW_JSON))
    with _lock:
        _public_json[key] = (state, fragment)
        while len(_public_json) > PUBLIC_KEPT:
            _public_json.popitem(last=False)
    return fragment


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
        except (OperationalError, InterfaceError, PoolTimeout) as exc:  # the page reconnects
            reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
            log.error("storage error on a stream of views; the stream ends: %s", reason)
            return None
        view = table_view(record, caller, state, lang)
        if state is not None:  # started: the public part is worth sharing
            view["public"] = _public_fragment(state, view["public"])
        return orjson.dumps(view, option=VIEW_JSON).decode()

    return render
