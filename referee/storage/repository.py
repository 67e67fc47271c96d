"""Queries over the referee's tables (``referee.storage.schema``), as plain functions of a
Connection.

``TableRecord`` is a table row with its live seats, immutable: the table service caches it per
table version, which is bumped on every change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Row,
    bindparam,
    case,
    delete,
    func,
    insert,
    literal_column,
    select,
    update,
)
from sqlalchemy.engine import Dialect

from referee.storage.database import DriverStatement
from referee.storage.schema import moves, rejoin_codes, seats, snapshots, tables


@dataclass(frozen=True)
class SeatRecord:
    """One live seat: index in table order, public id, player name, token hash."""

    seat: int
    public_id: str
    name: str
    token_hash: str
    moderator: bool


#: The key of the moderation's rejoin code among ``TableRecord.codes_open`` (seats use their
#: public id).
MODERATION = "moderation"


@dataclass(frozen=True)
class TableRecord:
    """A table row (``referee.storage.schema.tables``) with its live seats in table order, the token
    hashes of phones whose seat was moved to another phone, how many times each seat (by public
    id) changed phones, and whose single-use rejoin code is open (public ids, ``MODERATION``).
    """

    id: int
    code: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    seed_fixed: bool
    lang: str
    status: str
    locked: bool
    paused: bool
    moderator_hash: str
    moderator_plays: bool
    version: int
    next_index: int
    rematch_code: str | None
    seats: tuple[SeatRecord, ...] = ()
    revoked: frozenset[str] = frozenset()
    phone_changes: dict[str, int] = field(default_factory=dict)
    codes_open: frozenset[str] = frozenset()

    def seat(self, index: int) -> SeatRecord | None:
        """The live seat ``index``, or None."""
        return self.seats[index] if 0 <= index < len(self.seats) else None


_TABLE_FIELDS = ("id", "code", "game", "players", "options", "seed", "seed_fixed", "lang",
                 "status", "locked", "paused", "moderator_hash", "moderator_plays", "version",
                 "next_index", "rematch_code")

# The statements of every move, built once (building them costs more than running them).
_TABLE_BY_CODE = (select(*(tables.c[f] for f in _TABLE_FIELDS))
                  .where(tables.c.code == bindparam("code")))
_VERSION_BY_CODE = select(tables.c.id, tables.c.version).where(tables.c.code == bindparam("code"))
_VERSION_BY_CODE_FOR_UPDATE = _VERSION_BY_CODE.with_for_update()
_UPDATE_TABLE = update(tables).where(tables.c.id == bindparam("table_id_"))
# Inserts whose columns come with the parameters (``.values()`` cost more than the insert).
_INSERT_TABLE = insert(tables).returning(tables.c.id)
_INSERT_SEAT = insert(seats)
_MOVE_BY_CLIENT_ID = (
    select(moves.c.seat, moves.c.moderator, moves.c.move, moves.c.args, moves.c.version)
    .where((moves.c.table_id == bindparam("table_id")) & (moves.c.client_id == bindparam("cid"))))
_MOVES_SINCE = (select(moves.c.idx, moves.c.seat, moves.c.moderator, moves.c.move, moves.c.args,
                       moves.c.version)
                .where((moves.c.table_id == bindparam("table_id"))
                       & (moves.c.version > bindparam("version")) & moves.c.reverted.is_(False))
                .order_by(moves.c.idx))
_MOVE_FIELDS = ("table_id", "idx", "client_id", "seat", "moderator", "move", "args", "reverted",
                "version", "stand_in")
# The table's version is bumped only if it is still the one the move was computed on and the
# move's client id is not in the log yet; the move is then logged. Neither statement can fail
# on a constraint (the table's row is locked by the bump), so no savepoint is needed.
_NOT_LOGGED = ~select(moves.c.id).where(
    (moves.c.table_id == bindparam("table_id")) & (moves.c.client_id == bindparam("client_id"))
).exists()
_BUMP_IF_AT = (update(tables)
               .where((tables.c.id == bindparam("table_id")) & _NOT_LOGGED
                      & (tables.c.version == bindparam("seen")))
               .values(version=bindparam("version"), next_index=bindparam("next_index"),
                       status=bindparam("status")))


def _append_move_postgresql() -> Any:
    """The bump and the insert in one statement; returns a row when the move was logged."""
    from sqlalchemy.dialects.postgresql import insert as pg_insert

    bumped = _BUMP_IF_AT.returning(tables.c.id).cte("bumped")
    row = select(bumped.c.id, *(bindparam(f, type_=moves.c[f].type) for f in _MOVE_FIELDS[1:]))
    return (pg_insert(moves).from_select(list(_MOVE_FIELDS), row)
            .on_conflict_do_nothing().returning(literal_column("1")))


_APPEND_MOVE_PG = _append_move_postgresql()


@lru_cache(maxsize=4)  # one per engine; a test run makes many
def _append_move_sqlite(dialect: Dialect) -> tuple[DriverStatement, DriverStatement]:
    """The bump and the insert, compiled once for ``dialect`` and run on the driver's cursor
    (``DriverStatement``): SQLite has no statement doing both, and through
    ``Connection.execute`` the two took about 18 % of the server's CPU per move."""
    return (DriverStatement(_BUMP_IF_AT, dialect),
            DriverStatement(insert(moves).values({f: bindparam(f) for f in _MOVE_FIELDS}),
                            dialect))


class MoveNotLogged(Exception):
    """The move was not logged: the table changed since it was read (another process or an
    undo), or its client id is already in the log. Nothing was written."""


def table_version(conn: Connection, code: str, for_update: bool = False) -> int | None:
    """The version of table ``code`` (None if there is none); ``for_update`` locks its row
    (PostgreSQL) until the transaction ends."""
    query = _VERSION_BY_CODE_FOR_UPDATE if for_update else _VERSION_BY_CODE
    row = conn.execute(query, {"code": code}).first()
    return None if row is None else int(row.version)


def table_lang(conn: Connection, code: str) -> str | None:
    """The language of table ``code`` (None if there is none)."""
    row = conn.execute(select(tables.c.lang).where(tables.c.code == code)).first()
    return None if row is None else str(row.lang)


def table_created(conn: Connection, code: str) -> datetime | None:
    """When table ``code`` was made (its row's ``created``, timezone-aware; None if there is
    none)."""
    row = conn.execute(select(tables.c.created).where(tables.c.code == code)).first()
    return None if row is None else row.created


def load_record(conn: Connection, code: str) -> TableRecord:
    """The TableRecord of an existing table ``code``, with its seats."""
    return record_from(conn, conn.execute(_TABLE_BY_CODE, {"code": code}).one())


def record_from(conn: Connection, row: Row[Any]) -> TableRecord:
    """The TableRecord of a ``tables`` row, reading its seats."""
    live: list[SeatRecord] = []
    revoked: set[str] = set()
    query = (select(seats.c.seat, seats.c.public_id, seats.c.name, seats.c.token_hash,
                    seats.c.moderator, seats.c.revoked)
             .where(seats.c.table_id == row.id).order_by(seats.c.seat))
    changes: dict[str, int] = {}
    for seat in conn.execute(query):
        if seat.revoked:
            revoked.add(seat.token_hash)
            changes[seat.public_id] = changes.get(seat.public_id, 0) + 1
        else:
            live.append(SeatRecord(seat.seat, seat.public_id, seat.name, seat.token_hash,
                                   seat.moderator))
    codes = conn.execute(select(rejoin_codes.c.public_id)
                         .where(rejoin_codes.c.table_id == row.id)).scalars()
    values = {f: getattr(row, f) for f in _TABLE_FIELDS}
    return TableRecord(**values, seats=tuple(live), revoked=frozenset(revoked),
                       phone_changes=changes,
                       codes_open=frozenset(MODERATION if c is None else c for c in codes))


def insert_table(conn: Connection, **values: Any) -> int:
    """Insert a ``tables`` row and return its id."""
    return conn.execute(_INSERT_TABLE, values).scalar_one()


def update_table(conn: Connection, table_id: int, **values: Any) -> None:
    """Update columns of one ``tables`` row."""
    conn.execute(_UPDATE_TABLE, {"table_id_": table_id, **values})


def code_exists(conn: Connection, code: str) -> bool:
    """Whether a table already has ``code``."""
    return conn.execute(select(tables.c.id).where(tables.c.code == code)).first() is not None


def insert_seat(conn: Connection, table_id: int, seat: SeatRecord) -> None:
    """Insert a live seat."""
    conn.execute(_INSERT_SEAT, {
        "table_id": table_id, "seat": seat.seat, "public_id": seat.public_id, "name": seat.name,
        "token_hash": seat.token_hash, "moderator": seat.moderator, "revoked": False})


def renumber_seats(conn: Connection, table_id: int, public_ids: Sequence[str]) -> None:
    """Give the live seats with ``public_ids`` the indices 0, 1, 2… in that order: two
    statements, however many seats.

    Goes through negative indices first (seat ``i`` becomes ``-1 - i``, then ``i``) so the
    unique (table, seat) index never sees a clash.
    """
    if not public_ids:
        return
    live = (seats.c.table_id == table_id) & (seats.c.revoked.is_(False))
    placed = case({public_id: -1 - index for index, public_id in enumerate(public_ids)},
                  value=seats.c.public_id)
    conn.execute(update(seats).where(live & seats.c.public_id.in_(public_ids))
                 .values(seat=placed))
    conn.execute(update(seats).where(live & (seats.c.seat < 0)).values(seat=-1 - seats.c.seat))


def delete_seat(conn: Connection, table_id: int, public_id: str) -> None:
    """Delete a live seat (lobby only: no move refers to it yet)."""
    conn.execute(delete(seats).where((seats.c.table_id == table_id)
                                     & (seats.c.public_id == public_id)))


def revoke_seat(conn: Connection, table_id: int, seat: int) -> None:
    """Mark the live row of ``seat`` revoked; its token then answers "seat replaced"."""
    conn.execute(update(seats).where((seats.c.table_id == table_id) & (seats.c.seat == seat)
                                     & (seats.c.revoked.is_(False))).values(revoked=True))


def move_by_client_id(conn: Connection, table_id: int, client_id: str) -> Row[Any] | None:
    """The logged move with ``client_id`` (reverted or not), or None."""
    return conn.execute(_MOVE_BY_CLIENT_ID, {"table_id": table_id, "cid": client_id}).first()


def append_move(conn: Connection, table_id: int, seen: int, idx: int, client_id: str,
                seat: int | None, moderator: bool, move: str, args: dict[str, Any],
                status: str, stand_in: bool = False) -> None:
    """Log an accepted move as index ``idx`` and bump the table from version ``seen`` to
    ``seen + 1`` (``next_index`` ``idx + 1``, ``status``): one round trip on PostgreSQL,
    two statements on the driver's cursor on SQLite (``_append_move_sqlite``). ``stand_in``
    marks a move made for a seat whose player has left (``referee.service.standins``). Raises
    MoveNotLogged, having written nothing, when the table is no longer at ``seen`` or
    ``client_id`` is already logged."""
    values = {"table_id": table_id, "idx": idx, "client_id": client_id, "seat": seat,
              "moderator": moderator, "move": move, "args": args, "reverted": False,
              "version": seen + 1, "seen": seen, "next_index": idx + 1, "status": status,
              "stand_in": stand_in}
    if conn.dialect.name == "postgresql":
        if conn.execute(_APPEND_MOVE_PG, values).first() is None:
            raise MoveNotLogged()
        return
    bump, log = _append_move_sqlite(conn.dialect)
    if bump.run(conn, values) != 1:
        raise MoveNotLogged()
    log.run(conn, values)


def logged_moves(conn: Connection, table_id: int, after_idx: int = -1) -> list[Row[Any]]:
    """Every logged move with ``idx > after_idx``, the reverted ones too, in log order
    (``idx``, ``seat``, ``moderator``, ``move``, ``args``, ``reverted``, ``stand_in``): a
    reverted move marks where an undo took it back
    (``referee.service.tables.TableService.replay``)."""
    return list(conn.execute(
        select(moves.c.idx, moves.c.seat, moves.c.moderator, moves.c.move, moves.c.args,
               moves.c.reverted, moves.c.stand_in)
        .where((moves.c.table_id == table_id) & (moves.c.idx > after_idx))
        .order_by(moves.c.idx)))


def moves_since(conn: Connection, table_id: int, version: int) -> list[Row[Any]]:
    """The non-reverted moves that produced a table version above ``version``, in log order
    (``idx``, ``seat``, ``moderator``, ``move``, ``args``, ``version``)."""
    return list(conn.execute(_MOVES_SINCE, {"table_id": table_id, "version": version}))


def last_undo(conn: Connection, table_id: int) -> Row[Any] | None:
    """The move an undo takes back: the latest non-reverted move not made by a stand-in
    (``idx``, ``move``, ``seat``), which the stand-in moves logged after it follow; None when
    there is none."""
    return conn.execute(
        select(moves.c.idx, moves.c.move, moves.c.seat)
        .where((moves.c.table_id == table_id) & (moves.c.reverted.is_(False))
               & (moves.c.stand_in.is_(False)))
        .order_by(moves.c.idx.desc()).limit(1)).first()


def revert_moves_from(conn: Connection, table_id: int, idx: int) -> None:
    """Mark the move ``idx`` and every move after it reverted and drop the snapshots that
    include them."""
    conn.execute(update(moves).where((moves.c.table_id == table_id) & (moves.c.idx >= idx))
                 .values(reverted=True))
    conn.execute(delete(snapshots).where((snapshots.c.table_id == table_id)
                                         & (snapshots.c.idx >= idx)))


#: Snapshots kept per table: the newest and the one before it, so an undo of the last few
#: moves still replays from a snapshot.
SNAPSHOTS_KEPT = 2
_SNAPSHOTS = (
    select(snapshots.c.idx, snapshots.c.version, snapshots.c.engine, snapshots.c.state,
           moves.c.version.label("logged_version"), moves.c.reverted)
    .select_from(snapshots.outerjoin(moves, (moves.c.table_id == snapshots.c.table_id)
                                     & (moves.c.idx == snapshots.c.idx)))
    .where(snapshots.c.table_id == bindparam("table_id"))
    .order_by(snapshots.c.idx.desc()).limit(SNAPSHOTS_KEPT))
_OLDER = select(func.max(snapshots.c.idx)).where(
    (snapshots.c.table_id == bindparam("table_id")) & (snapshots.c.idx < bindparam("idx"))
).scalar_subquery()
_PRUNE_SNAPSHOTS = delete(snapshots).where((snapshots.c.table_id == bindparam("table_id"))
                                           & (snapshots.c.idx < _OLDER))
_DROP_SNAPSHOTS = delete(snapshots).where((snapshots.c.table_id == bindparam("table_id"))
                                          & (snapshots.c.idx < bindparam("idx")))


def usable_snapshot(conn: Connection, table_id: int, engine: str) -> Row[Any] | None:
    """The newest snapshot (``idx``, ``state``) that the log confirms: the move ``idx`` is
    logged, not reverted, and produced the ``version`` the snapshot names, and the snapshot
    was made by ``engine`` (``referee.service.engines``); None when no kept snapshot is."""
    for row in conn.execute(_SNAPSHOTS, {"table_id": table_id}):
        if (row.engine == engine and row.logged_version == row.version
                and row.reverted is False):
            return row
    return None


def insert_snapshot(conn: Connection, table_id: int, idx: int, version: int, engine: str,
                    state: dict[str, Any], replaces_all: bool = False) -> None:
    """Store the state after move ``idx`` (which made the table's ``version``), made by
    ``engine``; then drop the table's snapshots older than the one before it
    (``SNAPSHOTS_KEPT``), or, with ``replaces_all`` (none of them was usable), every older
    one."""
    conn.execute(insert(snapshots).values(table_id=table_id, idx=idx, version=version,
                                          engine=engine, state=state))
    conn.execute(_DROP_SNAPSHOTS if replaces_all else _PRUNE_SNAPSHOTS,
                 {"table_id": table_id, "idx": idx})


def open_rejoin_code(conn: Connection, table_id: int, public_id: str | None,
                     code_hash: str) -> None:
    """Store the single-use code ``code_hash`` for the seat ``public_id`` (None: the
    moderation), replacing that seat's earlier open code."""
    owner = (rejoin_codes.c.public_id.is_(None) if public_id is None
             else rejoin_codes.c.public_id == public_id)
    conn.execute(delete(rejoin_codes).where((rejoin_codes.c.table_id == table_id) & owner))
    conn.execute(insert(rejoin_codes).values(table_id=table_id, public_id=public_id,
                                             code_hash=code_hash))


def _rejoin_code(table_id: int, code_hash: str) -> ColumnElement[bool]:
    return (rejoin_codes.c.table_id == table_id) & (rejoin_codes.c.code_hash == code_hash)


def rejoin_code_open(conn: Connection, table_id: int, code_hash: str) -> bool:
    """Whether the table has the open code ``code_hash`` (nothing is used up)."""
    return conn.execute(select(rejoin_codes.c.public_id).where(
        _rejoin_code(table_id, code_hash))).first() is not None


def take_rejoin_code(conn: Connection, table_id: int, code_hash: str) -> tuple[str | None] | None:
    """Use up the open code ``code_hash`` of the table: delete it and return ``(public_id,)``
    (None inside for the moderation), or None when there is no such open code."""
    where = _rejoin_code(table_id, code_hash)
    row = conn.execute(select(rejoin_codes.c.public_id).where(where)).first()
    if row is None:
        return None
    conn.execute(delete(rejoin_codes).where(where))
    return (row.public_id,)
