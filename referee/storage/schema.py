"""The referee's database tables (SQLAlchemy Core), the same on SQLite and PostgreSQL.

A table's truth is its seed plus its accepted moves (docs/architecture.md, "The table is an event
log"):

- ``tables``: one row per game table: code, game, seat count, options, seed, language, status
  (``lobby`` / ``playing`` / ``over``), lock and pause flags, the moderator token's SHA-256,
  whether the moderator plays, ``version`` (bumped on every change), ``next_index`` (index of the
  next logged move), and the code of the rematch table once there is one.
- ``seats``: who sits where. A replaced phone's row is kept with ``revoked`` set so its old
  token can be told apart from a wrong one; only one live row per (table, seat).
- ``moves``: the event log. ``idx`` is unique per table and seeds the move's rng; ``client_id``
  is unique per table so a retried request is applied once; ``reverted`` marks undone moves;
  ``version`` is the table version the move produced (answered again to a retry);
  ``stand_in`` marks a move the table service made for a seat whose player has left
  (``referee.service.standins``). A ``moves`` table made before that column gets it when the
  schema is created.
- ``snapshots``: the state after the move ``idx``, so a replay starts near the end: a cache of
  the log, used only while the move ``idx`` is logged, not reverted, with the ``version`` the
  snapshot names, and the game's ``engine`` version is the one that made it
  (``referee.service.engines``); else ignored and made again. A ``snapshots`` table of an older
  shape (without ``engine``) is dropped and made anew when the schema is created: snapshots hold
  nothing the log does not.
- ``rejoin_codes``: the open single-use codes that move a seat (its ``public_id``) or the
  moderation (``public_id`` NULL) to another phone; only their SHA-256 is stored, and a code's row
  is deleted when it is used or replaced by a newer code for the same seat.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Connection,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
    event,
    false,
    func,
    inspect,
    text,
)

metadata = MetaData()

CODE_LENGTH = 5
NAME_MAX = 24
CLIENT_ID_MAX = 100
MOVE_NAME_MAX = 64
ENGINE_LENGTH = 16

tables = Table(
    "tables", metadata,
    Column("id", Integer, primary_key=True),
    Column("code", String(CODE_LENGTH), nullable=False, unique=True),
    Column("game", String(32), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("seed_fixed", Boolean, nullable=False, default=False),
    Column("lang", String(2), nullable=False),
    Column("status", String(8), nullable=False, default="lobby"),
    Column("locked", Boolean, nullable=False, default=False),
    Column("paused", Boolean, nullable=False, default=False),
    Column("moderator_hash", String(64), nullable=False),
    Column("moderator_plays", Boolean, nullable=False),
    Column("version", Integer, nullable=False, default=1),
    Column("next_index", Integer, nullable=False, default=0),
    Column("rematch_code", String(CODE_LENGTH), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False, server_default=func.now()),
)

seats = Table(
    "seats", metadata,
    Column("id", Integer, primary_key=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("public_id", String(24), nullable=False),
    Column("name", String(NAME_MAX), nullable=False),
    Column("token_hash", String(64), nullable=False),
    Column("moderator", Boolean, nullable=False, default=False),
    Column("revoked", Boolean, nullable=False, default=False),
    Column("created", DateTime(timezone=True), nullable=False, server_default=func.now()),
)
Index("seats_live_seat", seats.c.table_id, seats.c.seat, unique=True,
      sqlite_where=seats.c.revoked == false(), postgresql_where=seats.c.revoked == false())

moves = Table(
    "moves", metadata,
    Column("id", Integer, primary_key=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("idx", Integer, nullable=False),
    Column("client_id", String(CLIENT_ID_MAX), nullable=False),
    Column("seat", Integer, nullable=True),
    Column("moderator", Boolean, nullable=False, default=False),
    Column("move", String(MOVE_NAME_MAX), nullable=False),
    Column("args", JSON, nullable=False),
    Column("reverted", Boolean, nullable=False, default=False),
    Column("version", Integer, nullable=False),
    Column("stand_in", Boolean, nullable=False, server_default=false()),
    Column("created", DateTime(timezone=True), nullable=False, server_default=func.now()),
    UniqueConstraint("table_id", "idx", name="moves_table_idx"),
    UniqueConstraint("table_id", "client_id", name="moves_table_client_id"),
)

snapshots = Table(
    "snapshots", metadata,
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("version", Integer, nullable=False),
    Column("engine", String(ENGINE_LENGTH), nullable=False),
    Column("state", JSON, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False, server_default=func.now()),
)

rejoin_codes = Table(
    "rejoin_codes", metadata,
    Column("id", Integer, primary_key=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("public_id", String(24), nullable=True),
    Column("code_hash", String(64), nullable=False, unique=True),
    Column("created", DateTime(timezone=True), nullable=False, server_default=func.now()),
)


@event.listens_for(metadata, "before_create")
def _drop_outdated_snapshots(_metadata: MetaData, connection: Connection, **_kw: Any) -> None:
    """Make anew a ``snapshots`` table made before snapshots named their version and engine
    (``metadata.create_all``, which fires this, found it already there); the log rebuilds
    what it held."""
    found = inspect(connection)
    if found.has_table("snapshots") and "engine" not in {
            column["name"] for column in found.get_columns("snapshots")}:
        snapshots.drop(connection)
        snapshots.create(connection)


@event.listens_for(metadata, "before_create")
def _add_stand_in_column(_metadata: MetaData, connection: Connection, **_kw: Any) -> None:
    """Give a ``moves`` table made before stand-ins (issue 33) its ``stand_in`` column, false
    for every move logged before."""
    found = inspect(connection)
    if found.has_table("moves") and "stand_in" not in {
            column["name"] for column in found.get_columns("moves")}:
        kind = moves.c.stand_in.type.compile(dialect=connection.dialect)
        connection.execute(text(f"ALTER TABLE moves ADD COLUMN stand_in {kind} NOT NULL "
                                "DEFAULT FALSE"))
