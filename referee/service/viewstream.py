"""The views a table page's event stream carries (``GET …/events?views=1``, api.md "Streams
of views"): each new version of the table, rendered for the stream's own caller.

A move makes every phone's stream render a view, so each is kept cheap: the table comes from
what this process remembers of it (``TableService.seen_at``), the part of the view that is the
same for every caller (``views.shared_view``: seats, table, phase, awaiting, public, outcome;
most of a view) is encoded to JSON once per version, and only the caller's own part
(``views.caller_view``) is encoded for each stream and joined to it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import orjson

from referee.errors import ApiError
from referee.games.base import State
from referee.games.statememo import PerObject
from referee.service.auth import Caller, Credentials, identify
from referee.service.tables import TableService
from referee.service.views import caller_view, shared_view
from referee.storage.database import STORAGE_FAILURES, failure_reason
from referee.storage.repository import TableRecord

log = logging.getLogger(__name__)

#: Integer keys as strings, as Flask's JSON gives them.
VIEW_JSON = orjson.OPT_NON_STR_KEYS
#: The encoded shared parts of the versions used last (one record per version): the latest
#: versions of many tables, each with the state it was encoded with.
_shared_json: PerObject[TableRecord, tuple[State | None, bytes]] = PerObject(1024)


def _shared(record: TableRecord, state: State | None) -> bytes:
    """``shared_view(record, state)`` as a JSON object, encoded once per record and state."""

    def encode(_record: TableRecord) -> tuple[State | None, bytes]:
        return state, orjson.dumps(shared_view(record, state), option=VIEW_JSON)

    kept_state, encoded = _shared_json.get(record, encode)
    return encoded if kept_state is state else encode(record)[1]


def view_renderer(tables: TableService, code: str, credentials: Credentials,
                  lang: str) -> Callable[[int], bytes | None]:
    """For one stream: the view of ``credentials``' caller at a version or newer, in
    ``lang``, as one line of JSON (the same data as ``GET …/view``); None once
    ``credentials`` no longer reach the table, or when the database cannot be read (logged):
    the stream then ends, and the page's next fetch says why. A view newer than the version
    announced may come twice (once for its own event); clients drop the repeat."""

    known: tuple[TableRecord, Caller] | None = None

    def caller_of(record: TableRecord) -> Caller:
        """``identify``, again only when the table's seats or moderator changed: a move's
        record keeps its predecessor's seats (raises ApiError as ``identify``)."""
        nonlocal known
        if known is None or not (record.seats is known[0].seats
                                 and record.revoked is known[0].revoked
                                 and record.moderator_hash == known[0].moderator_hash):
            known = (record, identify(record, credentials))
        return known[1]

    def render(version: int) -> bytes | None:
        try:
            record, state = tables.seen_at(code, version)
            caller = caller_of(record)
        except ApiError:
            return None
        except STORAGE_FAILURES as exc:  # the page reconnects
            log.error("storage error on a stream of views; the stream ends: %s",
                      failure_reason(exc))
            return None
        own = orjson.dumps(caller_view(record, caller, state, lang), option=VIEW_JSON)
        # Two JSON objects with no key in common, joined into one: {shared…, own…}.
        return b"".join((_shared(record, state)[:-1], b",", own[1:]))

    return render
