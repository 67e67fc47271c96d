"""Tables expire: a table with no change for ``TABLE_LIFETIME_DAYS`` days (finished, or left in
the lobby or mid-game) is deleted with its seats, moves, snapshots and rejoin codes, by a
periodic cleanup every server process runs itself (a thread, a greenlet under gevent).

"No change" is judged from the stored timestamps: the table's creation, its latest seat
(joins and phone changes) and its latest move. A deleted table's code answers 404
``unknown_table`` and may later be drawn for a new table.
"""

from __future__ import annotations

import logging
import threading
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, or_, select
from sqlalchemy.exc import SQLAlchemyError

from referee.service.tables import TableService
from referee.storage.schema import moves, seats, tables

log = logging.getLogger(__name__)


def expired_codes(service: TableService, lifetime_days: float,
                  now: datetime | None = None) -> list[str]:
    """Delete the tables unchanged for ``lifetime_days`` days before ``now`` (default: now,
    UTC); returns their codes. Raises the driver's error when the database fails."""
    cutoff = (now or datetime.now(UTC)) - timedelta(days=lifetime_days)
    last_move = (select(moves.c.table_id, func.max(moves.c.created).label("at"))
                 .group_by(moves.c.table_id).subquery())
    last_seat = (select(seats.c.table_id, func.max(seats.c.created).label("at"))
                 .group_by(seats.c.table_id).subquery())
    query = (select(tables.c.id, tables.c.code)
             .outerjoin(last_move, last_move.c.table_id == tables.c.id)
             .outerjoin(last_seat, last_seat.c.table_id == tables.c.id)
             .where(tables.c.created < cutoff,
                    or_(last_move.c.at.is_(None), last_move.c.at < cutoff),
                    or_(last_seat.c.at.is_(None), last_seat.c.at < cutoff)))
    with service.storage.write() as conn:
        found = conn.execute(query).all()
        if found:
            conn.execute(delete(tables).where(tables.c.id.in_([row.id for row in found])))
    codes = [row.code for row in found]
    for code in codes:
        service.forget(code)
    return codes


class Cleanup:
    """Runs ``expired_codes`` every ``interval`` seconds until ``stop``; a failing database
    is logged and tried again at the next round."""

    def __init__(self, service: TableService, lifetime_days: float, interval: float) -> None:
        self.service = service
        self.lifetime_days = lifetime_days
        self.interval = interval
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tapete-cleanup", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stopping.wait(self.interval):
            try:
                codes = expired_codes(self.service, self.lifetime_days)
            except SQLAlchemyError as exc:
                log.warning("expired tables not deleted this time: %s", exc.__class__.__name__)
                continue
            if codes:
                log.info("deleted %d expired tables: %s", len(codes), ", ".join(codes))

    def stop(self) -> None:
        """Stop the periodic cleanup (waits for a round in progress)."""
        self._stopping.set()
        self._thread.join(timeout=5)
