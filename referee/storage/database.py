"""Database access: one engine per app, read and write transactions, schema creation.

SQLite (the embedded default) runs in WAL mode with foreign keys on and a busy timeout, and a
commit returns only once it is on disk (``synchronous=FULL``: an acknowledged move survives a power
cut, not just a crash; ``referee.storage.commits`` shares one flush among the moves that arrive
together); every write transaction starts with ``BEGIN IMMEDIATE`` so two writers never interleave,
and writers of one process queue on a process-wide lock instead of spinning in SQLite's busy
handler (which would block a gevent hub). Processes sharing one file (docs/deployment.md,
"Scaling") do wait for each other in the busy handler, which holds the waiting process's event loop
for that while, at most one group commit of the other process; starting the transaction in a native
thread instead measured slower (about 1,550 against 1,900 moves/s with two processes on two cores).
PostgreSQL runs the same statements; its writers lock the table row with ``SELECT ... FOR UPDATE``
(``referee.storage.repository.table_version``). docs/architecture.md, "Storage".

A disk that turns read-only or fills up is an error to answer, not a crash. SQLite keeps the WAL's
index in a ``-shm`` file that every connection maps into memory; when that file can no longer be
written (a file system remounted read-only after an error, an immutable file), the next write to a
mapped page kills the process with SIGBUS, without a word. So a file only this process opens (the
default: no Redis, so no other server process shares it) is opened with SQLite's ``unix-excl``
VFS: the index lives in this process's memory, shared by its connections, and other processes
find the file locked (to copy it, stop the server first). No ``-shm`` file is mapped; a write
that fails is an OperationalError, answered 503, and reads go on. Its cost, measured against the
shared index on one busy 2-core machine (2026-11-29, load average 7–8): none that shows above
the machine's noise (``bench/referee_bench.py --tables 50``, three alternating pairs: 288, 299,
297 moves/s against 238, 319, 258; commits with reads alongside in one process: 107 against
104 commits/s, 1,480 against 1,330 reads/s, medians of six). Processes sharing a file
(``shared``) need the ``-shm`` file: there every transaction first checks that it can still be
written and fails with OperationalError when not, which leaves only the moment between the check
and the write exposed, and the close of the process's last connection, which writes the index.
SQLite's memory-mapped reads of the database file stay off (``mmap_size=0``) for the same reason.

Under the server, a commit no longer copies the WAL back into the database file once the WAL
holds SQLite's default 1,000 pages (every table's next commit waited for that copy and its
disk flush): ``referee.storage.checkpoints`` makes those copies beside the commits, and a commit
makes one itself only past ``wal_autocheckpoint`` pages, a backstop.

``DriverStatement`` runs a statement that SQLAlchemy compiled once straight on the driver's
cursor: the move path's two SQLite statements use it (``referee.storage.repository.append_move``).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
import zlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar
from urllib.parse import quote

from sqlalchemy import Connection, Executable, create_engine, event, text
from sqlalchemy.engine import URL, Dialect
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from referee.config import ConfigError
from referee.storage.schema import metadata

T = TypeVar("T")

#: What a database that cannot be read or written raises: a full disk, a read-only folder, a
#: server gone, no free connection in time. Answered 503 ``storage_unavailable``.
STORAGE_FAILURES = (OperationalError, InterfaceError, PoolTimeout)


def failure_reason(exc: BaseException) -> str:
    """The first line of the driver's message for ``exc``, for a log line (SQLAlchemy's own
    message would add the statement)."""
    return str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]

SQLITE_BUSY_TIMEOUT_MS = 10_000
#: How long a request waits for a free PostgreSQL connection before it is answered "try again".
POOL_WAIT_SECONDS = 10


#: SQLite's own threshold: a commit that finds this many pages in the WAL checkpoints it.
SQLITE_AUTOCHECKPOINT_PAGES = 1000


#: The SQLite VFS of a file only this process opens: the WAL index in the process's memory.
PRIVATE_INDEX_VFS = "unix-excl"


def _sqlite_connect(dbapi_connection: Any, autocheckpoint_pages: int) -> None:
    # Let SQLAlchemy's "begin" hook emit BEGIN itself (the sqlite3 module's legacy mode would not).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    _switch_to_wal(cursor)
    for pragma in ("foreign_keys=ON", "synchronous=FULL", "mmap_size=0",
                   f"busy_timeout={SQLITE_BUSY_TIMEOUT_MS}",
                   f"wal_autocheckpoint={autocheckpoint_pages}"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def _switch_to_wal(cursor: sqlite3.Cursor) -> None:
    """Put the file in WAL mode (it stays so). Connections of processes starting together on a
    new file can meet in the switch, and SQLite then answers "database is locked" at once,
    without its busy handler: the switch is tried again every 10 ms, for up to the busy
    timeout. Raises sqlite3.OperationalError when it still fails."""
    deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _private_index(cargs: list[Any], cparams: dict[str, Any]) -> None:
    """Open the file of ``cargs`` (the driver's arguments, changed in place) with the
    ``PRIVATE_INDEX_VFS``; an in-memory database is left as it is."""
    name = str(cargs[0])
    if cparams.get("uri"):
        if name.startswith("file:") and "mode=memory" not in name and "vfs=" not in name:
            cargs[0] = f"{name}{'&' if '?' in name else '?'}vfs={PRIVATE_INDEX_VFS}"
    elif name not in ("", ":memory:"):
        cargs[0] = f"file:{quote(name)}?vfs={PRIVATE_INDEX_VFS}"
        cparams["uri"] = True


def shared_index_writable(shm: str) -> None:
    """Raise sqlite3.OperationalError naming the cause when the WAL index ``shm`` (the
    ``-shm`` file beside a database that several processes share) exists but cannot be written:
    SQLite would map it and die of SIGBUS writing to it."""
    if os.access(shm, os.W_OK) or not os.path.exists(shm):
        return
    try:
        os.close(os.open(shm, os.O_RDWR))
        cause = "not writable"
    except OSError as exc:
        cause = exc.strerror or str(exc)
    raise sqlite3.OperationalError(f"the WAL index {shm} cannot be written ({cause})")


def _sqlite_begin(connection: Connection, shm: str | None) -> None:
    """Begin the transaction (``BEGIN IMMEDIATE`` for a writer), first checking the shared WAL
    index ``shm`` when there is one; a driver error is raised as OperationalError (as
    SQLAlchemy raises the errors of its own statements, so it is answered 503)."""
    write = connection.get_execution_options().get("tapete_write", False)
    statement = "BEGIN IMMEDIATE" if write else "BEGIN"
    try:
        if shm is not None:
            shared_index_writable(shm)
        connection.connection.driver_connection.execute(statement)  # type: ignore[union-attr]
    except sqlite3.Error as exc:
        raise OperationalError(statement, None, exc) from exc


def _under_gevent() -> bool:
    """Whether gevent has patched the standard library (the server does; tests do not)."""
    try:
        from gevent import monkey
    except ImportError:
        return False
    return bool(monkey.is_module_patched("threading"))


def off_the_loop(work: Callable[[], T]) -> T:
    """``work()`` in a native thread of gevent's pool when gevent has patched the process, so
    the event loop serves other requests while it waits for the disk; else here. ``work``
    must not take gevent's locks (check a pooled connection out before); raises what
    ``work`` raises."""
    if not _under_gevent():
        return work()
    import gevent

    def caught() -> tuple[T | None, BaseException | None]:
        # An error is handed back rather than raised in the thread, where gevent's hub would
        # print it with a traceback before the caller could answer it (a full disk: a 503).
        try:
            return work(), None
        except Exception as exc:
            return None, exc

    result, error = gevent.get_hub().threadpool.apply(caught)
    if error is not None:
        raise error
    return result  # type: ignore[return-value]


def _disk_work(statement: str, work: Callable[[], T]) -> T:
    """``off_the_loop(work)``, a driver error raised as SQLAlchemy's OperationalError naming
    ``statement``, as SQLAlchemy reports it (a full disk: answered 503, not 500)."""
    try:
        return off_the_loop(work)
    except sqlite3.Error as exc:
        raise OperationalError(statement, None, exc) from exc


class Storage:
    """The engine of one database URL (``referee.config.database_url``); raises ConfigError
    when the URL's driver is not installed. On PostgreSQL the process opens at most
    ``connections`` connections (several processes share the server's ``max_connections``);
    a request finding them all busy waits up to ``POOL_WAIT_SECONDS``. A SQLite file is this
    process's alone (its WAL index in memory, other processes locked out) unless ``shared``
    (several server processes on one file, docs/deployment.md "Scaling"; see the module's
    docstring).

    ``read()`` and ``write()`` are context managers yielding a Connection inside a transaction
    that commits on normal exit and rolls back on an exception.
    """

    def __init__(self, url: URL, connections: int = 20, shared: bool = False) -> None:
        self.url = url
        self.dialect = url.get_backend_name()
        self.shared = shared
        #: SQLite: the WAL pages at which a commit checkpoints (connections opened from now on).
        self.wal_autocheckpoint = SQLITE_AUTOCHECKPOINT_PAGES
        if self.dialect == "sqlite":
            self.engine = create_engine(
                url, hide_parameters=True, pool_size=8, max_overflow=64,
                connect_args={"check_same_thread": False,
                              "timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
            event.listen(self.engine, "connect", lambda dbapi_connection, _record:
                         _sqlite_connect(dbapi_connection, self.wal_autocheckpoint))
            file = url.database or ""
            plain = file not in ("", ":memory:") and not url.query.get("uri")
            shm = f"{os.path.abspath(file)}-shm" if shared and plain else None
            event.listen(self.engine, "begin", lambda conn: _sqlite_begin(conn, shm))
            if not shared and os.name == "posix":
                event.listen(self.engine, "do_connect",
                             lambda _dialect, _record, cargs, cparams:
                             _private_index(cargs, cparams))
            self._write_lock: contextlib.AbstractContextManager[Any] = threading.Lock()
        else:
            try:
                self.engine = create_engine(url, hide_parameters=True, pool_size=connections,
                                            max_overflow=0, pool_timeout=POOL_WAIT_SECONDS,
                                            pool_pre_ping=True)
            except ModuleNotFoundError as exc:
                raise ConfigError(f"PostgreSQL needs the {exc.name} driver: "
                                  "pip install 'tapete[postgres]'") from None
            self._write_lock = contextlib.nullcontext()

    def create_schema(self) -> None:
        """Create the referee's tables and indexes where missing (safe to run concurrently:
        on SQLite the transaction takes the database's write lock first, ``BEGIN IMMEDIATE``,
        so processes sharing a file create in turn)."""
        with self.engine.connect() as conn, conn.execution_options(
                tapete_write=True).begin():
            if self.dialect == "postgresql":
                # Two processes starting together must not both try to create the tables.
                key = zlib.crc32(b"tapete-referee-schema")
                conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})
            metadata.create_all(conn)

    @contextlib.contextmanager
    def read(self) -> Iterator[Connection]:
        """A read transaction seeing one consistent snapshot of the database."""
        with self.engine.connect() as conn:
            if self.dialect == "postgresql":
                conn.execution_options(isolation_level="REPEATABLE READ")
            with conn.begin():
                yield conn

    @contextlib.contextmanager
    def write(self) -> Iterator[Connection]:
        """A write transaction; on SQLite it holds the database's write lock from the start."""
        with self._write_lock, self.engine.connect() as conn:
            conn.execution_options(tapete_write=True)
            with conn.begin():
                yield conn

    def flush(self, conn: Connection) -> None:
        """Commit the write transaction of ``conn`` now. On SQLite under gevent the commit,
        which waits for the disk, runs in a native thread of gevent's pool, so the event loop
        serves other requests meanwhile (and more moves queue for the next group commit,
        ``referee.storage.commits``); the transaction's own commit then has nothing left to do.
        Elsewhere the transaction commits as usual when ``write()`` ends. Raises
        OperationalError when the commit fails (a full disk); the transaction then rolls back."""
        if self.dialect != "sqlite" or not _under_gevent():
            return
        raw = conn.connection.driver_connection
        _disk_work("COMMIT", raw.commit)  # type: ignore[union-attr]

    def checkpoint(self) -> tuple[int, int, int]:
        """A passive WAL checkpoint of the SQLite file: the pages that no reader still needs
        are copied from the WAL into the database file, which is then flushed to disk, without
        waiting for readers or writers (writers go on appending meanwhile); the disk work runs
        off the event loop (``off_the_loop``). Returns SQLite's ``(busy, pages in the WAL,
        pages checkpointed)``. Raises ValueError on another database and OperationalError
        when the file cannot be read or written."""
        if self.dialect != "sqlite":
            raise ValueError("only SQLite has a WAL to checkpoint")
        with self.engine.connect() as conn:
            raw = conn.connection.driver_connection
            sql = "PRAGMA wal_checkpoint(PASSIVE)"
            row = _disk_work(sql, lambda: raw.execute(sql).fetchone())  # type: ignore[union-attr]
        return int(row[0]), int(row[1]), int(row[2])

    def ping(self) -> None:
        """Open a connection and run a trivial query; raises the driver's error if unreachable."""
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()


class DriverStatement:
    """``statement`` compiled once by SQLAlchemy for ``dialect`` (one with positional
    parameters, such as SQLite's ``?``) and executed on the driver's own cursor, inside the
    transaction of the Connection it is given: the same SQL and the same parameter conversions
    (each bound parameter's type as the dialect implements it, e.g. JSON to text, a datetime to
    SQLite's text form) as ``Connection.execute``, without its per-call work, which was about
    85 % of the time a move spent on its two statements. For the move path only; everything
    else goes through ``Connection.execute``."""

    def __init__(self, statement: Executable, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        if compiled.positiontup is None:
            raise ValueError(f"{dialect.name} does not use positional parameters")
        self.sql = compiled.string
        self._parameters = [
            (name, compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect))
            for name in compiled.positiontup]

    def run(self, conn: Connection, values: Mapping[str, Any]) -> int:
        """Execute with ``values`` (one per bound parameter name) in ``conn``'s open
        transaction; the number of rows it changed. Raises ValueError when ``conn`` has no
        transaction open (the driver would commit the statement at once), KeyError for a
        missing value, what a type's conversion raises (e.g. TypeError for a value JSON cannot
        hold), and the SQLAlchemy error of the driver's error (e.g. OperationalError when the
        disk is full; IntegrityError on a constraint), its parameters hidden."""
        if not conn.in_transaction():
            raise ValueError("a driver statement runs inside a transaction")
        parameters = [values[name] if convert is None else convert(values[name])
                      for name, convert in self._parameters]
        dbapi = conn.dialect.loaded_dbapi
        cursor = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
        try:
            cursor.execute(self.sql, parameters)
            return int(cursor.rowcount)
        except dbapi.Error as exc:
            raise DBAPIError.instance(self.sql, None, exc, dbapi.Error,
                                      hide_parameters=True) from exc
        finally:
            cursor.close()
