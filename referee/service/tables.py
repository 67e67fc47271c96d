"""The table service: a table's event log, its replay, and the moves, undo and views on it.

A table's truth is its seed plus its accepted, non-reverted moves (docs/architecture.md, "The table
is an event log"). The current state is kept in memory per table version, within a memory budget
(``referee.service.statecache``); a table not kept is replayed from its latest usable snapshot
and the moves logged after it. A snapshot is stored with the move of every ``snapshot_every``-th
log index, and with the next move after a replay that found none within ``snapshot_every`` moves
(none stored yet, or all made by another engine version or disagreeing with the log:
``referee.storage.repository.usable_snapshot``), so a replay applies fewer than
``snapshot_every`` moves, whatever the length of the game. The rng of logged move ``idx`` is
seeded from ``(seed, idx)`` and setup's from ``(seed, "setup")``, so a replay is exact.

Changes to one table are applied one at a time: a per-table lock within the process, and in the
database ``SELECT ... FOR UPDATE`` on the table row (PostgreSQL) or ``BEGIN IMMEDIATE``
(SQLite), backed by the unique (table, idx) and (table, client id) constraints. Every change bumps
the table's version and publishes it to live listeners once committed.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import random
import re
import secrets
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, date
from typing import Any, TypeVar

from sqlalchemy import Connection

from referee import games
from referee.errors import ApiError, _, not_moderator, unknown_table
from referee.games.base import Actor, Game, IllegalMove, State, as_json
from referee.games.kit.leaving import left_seats
from referee.games.kit.undo import UNDONE, hidden_piles, shuffle_after_undo
from referee.live.broker import Broker, RedisBroker
from referee.service.auth import Caller, Credentials, identify
from referee.service.engines import engine_version
from referee.service.rule_links import rule_link
from referee.service.standins import LEAVE, apply_logged, stand_ins_after
from referee.service.statecache import Loaded, StateCache
from referee.service.tablelocks import TableLocks
from referee.storage import repository as repo
from referee.storage.activity import Activity
from referee.storage.commits import GroupCommit
from referee.storage.database import Storage
from referee.storage.repository import SeatRecord, TableRecord
from referee.storage.schema import CODE_LENGTH

log = logging.getLogger(__name__)
T = TypeVar("T")

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ"  # no I, L, O: nothing to mistake for 1 or 0
_CODE_RE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
#: The memory budget of the states kept, by default (``STATE_CACHE_MB``, ``referee.config``).
CACHE_BYTES = 256 * 2**20
# A move that keeps finding its table changed by another process is computed again until this
# deadline (each lost race means another move was logged, so the table as a whole progresses);
# from the second loss on it waits a random moment first, so two processes stop colliding.
MOVE_DEADLINE_SECONDS = 10.0
BACKOFF_STEP_SECONDS = 0.002
BACKOFF_MAX_SECONDS = 0.05


def normalize_code(code: str) -> str:
    """``code`` in upper case; raises ApiError 404 when it cannot be a table code."""
    code = code.strip().upper()
    if not _CODE_RE.fullmatch(code):
        raise unknown_table()
    return code


def new_code() -> str:
    """A random table code: ``CODE_LENGTH`` letters of ``CODE_ALPHABET``."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


#: The client ids of the stand-in moves start with this (``STAND_IN_ID`` + the log index); a
#: phone's move id may not (``referee.web.api.parse_move``).
STAND_IN_ID = "stand-in:"
#: IllegalMove parameters that hold a seat index, shown to players as that seat's name.
SEAT_PARAMS = ("seat", "next")


def with_seat_names(refused: IllegalMove, record: TableRecord) -> IllegalMove:
    """``refused`` with every seat index among its ``SEAT_PARAMS`` replaced by the seat's name
    (players know each other by name; an index that is no seat stays a number)."""
    names = {seat.seat: seat.name for seat in record.seats}
    params = {key: names.get(value, value)
              if key in SEAT_PARAMS and type(value) is int else value
              for key, value in refused.params.items()}
    if params == refused.params:
        return refused
    return IllegalMove(refused.code, refused.message, **params)


def rng_for(seed: int, idx: int | str) -> random.Random:
    """The rng of logged move ``idx`` (or of ``"setup"``) of a table with ``seed``."""
    return random.Random(f"{seed}:{idx}")


def after_undo(state: State, record: TableRecord, move: Any) -> State:
    """``state`` (the table as it was before the logged ``move``: a row of
    ``repo.logged_moves``) once an undo took that move back: every hidden draw pile shuffled
    with the rng of ``(seed, "undo:<idx>")``, so a card a seat saw and the undo put back tells
    nobody where it goes next; a pile still in the order of the table's prearranged deck keeps
    it (``referee.games.kit.undo``, docs/rules-decisions.md#conventions "Undo keeps secrets");
    and the move named as the one undone (``UNDONE``; a stand-in's move keeps the person's
    move before it). ``state`` itself is left as it was."""
    after = as_json(state)
    if not move.stand_in:
        after[UNDONE] = {"seat": move.seat, "move": move.move}
    if hidden_piles(after):
        deck = record.options.get("deck")
        prearranged = deck if isinstance(deck, list) else None
        shuffle_after_undo(after, rng_for(record.seed, f"undo:{move.idx}"), prearranged)
    return after


def require_moderator(caller: Caller) -> None:
    """Raise ApiError 403 unless ``caller`` is the table's moderator."""
    if not caller.moderator:
        raise not_moderator()


_KEEP: Any = object()


@dataclass
class Tx:
    """One write transaction on one table, as seen by the code that changes it."""

    service: TableService
    conn: Connection
    record: TableRecord
    state_now: State | None = None
    events: list[tuple[str, str]] = field(default_factory=list)
    changed: bool = False

    def state(self) -> State:
        """The table's current game state (the table must have started)."""
        if self.state_now is None:
            self.state_now = self.service.state_of(self.conn, self.record)
        return self.state_now

    def bump(self, state: State | None = _KEEP, reload: bool = False,
             seats: tuple[SeatRecord, ...] | None = None, **values: Any) -> int:
        """Write ``values`` to the table row with the next version; ``seats`` are the live
        seats in table order when the change wrote them (kept as they are), ``reload`` re-reads
        the seats after other changes to them; ``state`` is the new game state when it changed.
        Returns the version, which is published once the transaction commits."""
        version = self.record.version + 1
        if state is _KEEP and self.state_now is None:  # unchanged: keep the cached state
            self.state_now = self.service.cached_state(self.record.code, self.record.version)
        repo.update_table(self.conn, self.record.id, version=version, **values)
        if reload:
            self.record = repo.load_record(self.conn, self.record.code)
        else:
            self.record = replace(self.record, version=version, **values,
                                  **({} if seats is None else {"seats": seats}))
        if state is not _KEEP:
            self.state_now = state
        self.changed = True
        self.events.append(("version", str(version)))
        return version


class TableService:
    """Tables stored in ``storage``; changes announced on ``broker``."""

    def __init__(self, storage: Storage, broker: Broker, snapshot_every: int = 25,
                 cache_bytes: int = CACHE_BYTES) -> None:
        self.storage = storage
        self.broker = broker
        self.snapshot_every = snapshot_every
        self.activity = Activity()
        self.commits = GroupCommit(storage, clean=(repo.MoveNotLogged,),
                                   batch_limit=self.activity.batch_limit)
        if isinstance(broker, RedisBroker):  # several processes share the live updates
            broker.catch_up = self.version_of
        self._locks = TableLocks()
        self._cache = StateCache(cache_bytes)

    # -- cache and replay ------------------------------------------------------------------

    def cached_state(self, code: str, version: int) -> State | None:
        """The cached game state of table ``code`` at ``version``, if this process has it."""
        loaded = self._cache.at(code, version)
        return loaded.state if loaded else None

    def version_of(self, code: str) -> int | None:
        """The stored version of table ``code`` (None if there is no such table)."""
        with self.storage.read() as conn:
            return repo.table_version(conn, code)

    def lang_of(self, code: str) -> str | None:
        """The language of table ``code`` (None if there is no such table): cached, or read."""
        code = code.strip().upper()
        loaded = self._cache.latest(code)
        if loaded is not None:
            return loaded.record.lang
        with self.storage.read() as conn:
            return repo.table_lang(conn, code)

    def created_on(self, code: str) -> date | None:
        """The day table ``code`` was made, in UTC (None if there is no such table)."""
        with self.storage.read() as conn:
            made = repo.table_created(conn, code.strip().upper())
        if made is None:
            return None
        return (made if made.tzinfo is None else made.astimezone(UTC)).date()

    def record_of(self, conn: Connection, code: str, version: int) -> TableRecord:
        """The TableRecord of table ``code`` at ``version``: cached, or read."""
        loaded = self._cache.at(code, version)
        return loaded.record if loaded else repo.load_record(conn, code)

    def state_of(self, conn: Connection, record: TableRecord) -> State:
        """The current state of a started table: cached, or replayed from the event log (and
        then kept)."""
        loaded = self._cache.at(record.code, record.version)
        if loaded is not None and loaded.state is not None:
            return loaded.state
        state, replayed = self._rebuild(conn, record)
        self._cache.remember(record, state, behind=replayed >= self.snapshot_every)
        return state

    def _advance(self, conn: Connection, code: str, version: int) -> None:
        """Bring the cached state of ``code`` up to ``version`` by applying the moves logged
        since (made by another process), when nothing else changed the table meanwhile: every
        version in between is a logged, non-reverted move. Otherwise leave the cache alone
        (the table is then read and replayed)."""
        loaded = self._cache.latest(code)
        if loaded is None or loaded.state is None or loaded.record.version >= version:
            return
        record, state = loaded.record, loaded.state
        logged = repo.moves_since(conn, record.id, record.version)
        if [m.version for m in logged] != list(range(record.version + 1, version + 1)):
            return  # an undo, a pause or a seat change came in between
        game = games.get(record.game)
        for move in logged:
            state = apply_logged(game, state, Actor(move.seat, move.moderator), move.move,
                                 move.args, rng_for(record.seed, move.idx), record.players)
        over = game.outcome(state) is not None
        self._cache.remember(replace(record, version=version, next_index=logged[-1].idx + 1,
                                     status="over" if over else "playing"), state,
                             behind=loaded.behind)

    def replay(self, conn: Connection, record: TableRecord) -> State:
        """The state of a started table rebuilt from its latest usable snapshot and the moves
        logged after it; a move taken back by an undo is skipped, and its undo shuffles the
        hidden draw piles there (``after_undo``)."""
        return self._rebuild(conn, record)[0]

    def _rebuild(self, conn: Connection, record: TableRecord) -> tuple[State, int]:
        """``replay``, and how many moves it applied (all of them when no snapshot was
        usable)."""
        game = games.get(record.game)
        snapshot = repo.usable_snapshot(conn, record.id, engine_version(record.game))
        if snapshot is not None:
            state, after = snapshot.state, snapshot.idx
        else:
            state = self.setup(game, record)
            after = -1
        applied = 0
        for move in repo.logged_moves(conn, record.id, after):
            if move.reverted:
                state = after_undo(state, record, move)
                continue
            actor = Actor(move.seat, move.moderator)
            state = apply_logged(game, state, actor, move.move, move.args,
                                 rng_for(record.seed, move.idx), record.players)
            applied += 1
        return state, applied

    @staticmethod
    def setup(game: Game, record: TableRecord) -> State:
        """The state a table starts from (``Game.setup`` with the table's rng)."""
        return as_json(game.setup(record.players, dict(record.options),
                                  rng_for(record.seed, "setup")))

    # -- transactions ----------------------------------------------------------------------

    @contextmanager
    def write(self, code: str) -> Iterator[Tx]:
        """A write transaction on table ``code`` (ApiError 404 if unknown). Changes made with
        ``Tx.bump`` are committed on normal exit and then published; an exception rolls back
        everything."""
        code = normalize_code(code)
        with self._locks.hold(code):
            with self.storage.write() as conn:
                tx = self._begin(conn, code)
                yield tx
            self._kept(tx)
        self._publish(tx)

    def change(self, code: str, work: Callable[[Tx], T]) -> T:
        """``work(tx)`` in a write transaction on table ``code`` shared, through the group
        commit, with the other changes and moves that arrive meanwhile (so they share one disk
        flush: ``referee.storage.commits``); returns its result once committed, and publishes
        the changes then. What ``work`` raises undoes its own writes alone and is raised here
        (ApiError 404 for an unknown table). For the lobby's frequent changes (seats, start);
        ``write`` is the same as a ``with`` block with a transaction of its own."""
        code = normalize_code(code)
        with self._locks.hold(code):
            def job(conn: Connection) -> tuple[Tx, T]:
                tx = self._begin(conn, code)
                return tx, work(tx)

            tx, result = self.commits.run(job, isolated=True)
            self._kept(tx)
        self._publish(tx)
        return result

    def _begin(self, conn: Connection, code: str) -> Tx:
        """A Tx on table ``code`` in ``conn``'s write transaction, its row locked (PostgreSQL);
        ApiError 404 when there is no such table."""
        version = repo.table_version(conn, code, for_update=True)
        if version is None:
            raise unknown_table()
        return Tx(self, conn, self.record_of(conn, code, version))

    def _kept(self, tx: Tx) -> None:
        """Remember what a committed ``tx`` changed."""
        if tx.changed:
            self._cache.remember(tx.record, tx.state_now)

    def _publish(self, tx: Tx) -> None:
        for event, data in tx.events:
            self.broker.publish(tx.record.code, event, data)

    def look(self, code: str, credentials: Credentials | None,
             with_state: bool = True) -> tuple[TableRecord, Caller, State | None]:
        """Read table ``code``: its record, the caller (``credentials`` None: anyone, no check)
        and, when started and ``with_state``, its state. Raises ApiError 404/401/403."""
        code = normalize_code(code)
        with self.storage.read() as conn:
            version = repo.table_version(conn, code)
            if version is None:
                raise unknown_table()
            self._advance(conn, code, version)
            record = self.record_of(conn, code, version)
            caller = identify(record, credentials) if credentials is not None else Caller(
                None, False)
            state = None
            if with_state and record.status != "lobby":
                state = self.state_of(conn, record)
        self._cache.remember(record, state)
        return record, caller, state

    def seen_at(self, code: str, version: int) -> tuple[TableRecord, State | None]:
        """Table ``code`` at ``version`` or newer, its record and (once started) state: from
        what this process remembers when that holds the version (so the views a move's live
        update carries to the table's phones cost no read), else read. Checks no caller (see
        ``identify``). Raises ApiError 404 for an unknown table."""
        loaded = self._cache.latest(normalize_code(code))
        if loaded is not None and loaded.record.version >= version and (
                loaded.state is not None or loaded.record.status == "lobby"):
            return loaded.record, loaded.state
        record, _caller, state = self.look(code, None)
        return record, state

    def caller_of(self, code: str, credentials: Credentials) -> tuple[TableRecord, Caller]:
        """Table ``code``'s record and who ``credentials`` make the caller there: from the
        record this process remembers when it has one (each move checks the caller again on
        the table it is computed on), else read; read too when the remembered record does not
        know the caller. Raises ApiError 404/401/403 as ``look``."""
        loaded = self._cache.latest(normalize_code(code))
        if loaded is not None:
            with contextlib.suppress(ApiError):  # another process may have seated the caller
                return loaded.record, identify(loaded.record, credentials)
        record, caller, _state = self.look(code, credentials, with_state=False)
        return record, caller

    # -- play --------------------------------------------------------------------------------

    def start(self, code: str, credentials: Credentials) -> int:
        """Deal and start the game (moderator, lobby, every seat taken). Returns the version."""

        def deal(tx: Tx) -> int:
            require_moderator(identify(tx.record, credentials))
            record = tx.record
            if record.status != "lobby":
                raise ApiError("already_started", _("The game has already started."))
            if len(record.seats) != record.players:
                raise ApiError("seats_missing",
                               _("{joined} of {players} seats are taken; wait for everyone."),
                               joined=len(record.seats), players=record.players)
            state = self.setup(games.get(record.game), record)
            return tx.bump(status="playing", state=state)

        version = self.change(code, deal)
        log.info("table %s started", normalize_code(code))
        return version

    def move(self, code: str, credentials: Credentials, name: str, args: Mapping[str, Any],
             client_id: str) -> int:
        """Apply the move ``name`` with ``args`` for the caller; returns the new version once
        the move is committed (``referee.storage.commits``: moves arriving together share one
        commit).

        The state is the cached one (read and replayed on a miss); the move is logged only if
        the table is still at the version it was computed on, else it is computed again on the
        fresh table. A retry with the same ``client_id`` returns the version the move produced
        and changes nothing (ApiError 409 if that id was used for a different move). Raises
        ApiError 409 before the start, after the end or while paused, 409 ``busy`` if other
        processes kept changing the table for MOVE_DEADLINE_SECONDS, and the engine's
        IllegalMove (nothing written); a refusal carries the rules section it names, if any, as
        its ``rule`` (``referee.service.rule_links``). A seat whose player has left gets
        ApiError 403 ``seat_left``. After the move, the stand-ins of the left seats the game
        awaits make their moves, each logged as a stand-in's (``referee.service.standins``);
        the version returned is the one after the last of them.
        """
        code = normalize_code(code)
        place = self.activity.place(code)  # the order of its commit: quiet tables first
        with self._locks.hold(code):
            cached = True
            deadline = time.monotonic() + MOVE_DEADLINE_SECONDS
            for attempt in itertools.count():
                if attempt and time.monotonic() > deadline:
                    raise ApiError("busy", _("The table is busy; try again."))
                if attempt > 1:
                    time.sleep(random.uniform(0, min(BACKOFF_MAX_SECONDS,
                                                     BACKOFF_STEP_SECONDS * attempt)))
                loaded = self._current(code, cached)
                record = loaded.record
                caller = None
                try:
                    caller = identify(record, credentials)
                    record, state = self._log_move(loaded, caller, name, args, client_id, place)
                except repo.MoveNotLogged:
                    assert caller is not None
                    done = self._logged(record, caller, name, args, client_id)
                    if done is not None:
                        return done
                    cached = False  # the table changed elsewhere: read it again
                    continue
                except (ApiError, IllegalMove) as refusal:
                    if cached:  # refused on what this process remembers: check the database
                        cached = False
                        continue
                    done = (self._logged(record, caller, name, args, client_id)
                            if caller is not None else None)
                    if done is not None:
                        return done
                    refusal.rule = rule_link(record.game, refusal.code)
                    raise
                break
            self._cache.remember(record, state)
        self.broker.publish(code, "version", str(record.version))
        log.debug("table %s: seat %s played %s (v%d)", code, caller.seat, name, record.version)
        return record.version

    def leave(self, code: str, credentials: Credentials, seat: int, how: str | None,
              client_id: str) -> int:
        """The moderator marks ``seat`` as left ``how`` (one of the game's ``leave_modes``;
        None: its first): the logged move ``leave`` (``referee.games.kit.leaving``), applied,
        retried and answered as ``move``, its stand-ins' moves following. Raises as ``move``;
        IllegalMove 403 ``not_moderator``, 409 ``seat_already_left``, 422 ``bad_leave_mode``,
        400 ``bad_args`` for a seat the table does not have."""
        args: dict[str, Any] = {"seat": seat} if how is None else {"seat": seat, "how": how}
        return self.move(code, credentials, LEAVE, args, client_id)

    def _current(self, code: str, cached: bool) -> Loaded:
        """The record and state of table ``code``: remembered by this process when ``cached``
        and known, else read (state replayed, or from the cache at the version read, brought
        up to date with the moves since). When several processes serve the tables the
        remembered state may be behind: a move computed on it is refused at its commit (the
        version check of ``repo.append_move``) and computed again on the table read afresh.
        A proxy that sends each table to one process (docs/deployment.md "Scaling") makes that
        rare."""
        if cached:
            loaded = self._cache.latest(code)
            if loaded is not None and (loaded.state is not None
                                       or loaded.record.status == "lobby"):
                return loaded
        record, _caller, state = self.look(code, None)
        return self._cache.at(code, record.version) or Loaded(record, state)

    def forget(self, code: str) -> None:
        """Drop table ``code`` from this process's cache (deleted, or changed elsewhere)."""
        self._cache.forget(code)

    def _log_move(self, loaded: Loaded, caller: Caller, name: str, args: Mapping[str, Any],
                  client_id: str, place: float) -> tuple[TableRecord, State]:
        """Compute the move on the ``loaded`` state and commit it at ``place`` in the group
        commit's queue (``referee.storage.activity``), with a snapshot of the state after it
        when one is due; the new record and state. Raises ApiError / IllegalMove (refused) or
        repo.MoveNotLogged (the table changed, or the client id is logged)."""
        record, state = loaded.record, loaded.state
        if record.status == "lobby" or state is None:
            raise ApiError("not_started", _("The game has not started yet."))
        if record.paused:
            raise ApiError("paused", _("The moderator has paused the game."))
        game = games.get(record.game)
        idx = record.next_index
        if caller.seat in left_seats(state) and not (caller.moderator and name == LEAVE):
            raise ApiError("seat_left", _("You have left this table."))
        try:
            after = apply_logged(game, state, Actor(caller.seat, caller.moderator), name, args,
                                 rng_for(record.seed, idx), record.players)
        except IllegalMove as refused:
            raise with_seat_names(refused, record) from None
        stand_ins = stand_ins_after(game, after, idx + 1,
                                    lambda index: rng_for(record.seed, index))
        last = stand_ins[-1].state if stand_ins else after
        logged = 1 + len(stand_ins)
        status = "over" if game.outcome(last) is not None else "playing"
        snapshot = loaded.behind or any((index + 1) % self.snapshot_every == 0
                                        for index in range(idx, idx + logged))
        engine = engine_version(record.game) if snapshot else ""  # the first: files read

        def write(conn: Connection) -> None:
            repo.append_move(conn, record.id, record.version, idx, client_id, caller.seat,
                             caller.moderator, name, dict(args),
                             "over" if game.outcome(after) is not None else "playing")
            for step, made in enumerate(stand_ins, start=1):
                repo.append_move(conn, record.id, record.version + step, made.idx,
                                 f"{STAND_IN_ID}{made.idx}", made.seat, False, made.name,
                                 made.args, "over" if game.outcome(made.state) is not None
                                 else "playing", stand_in=True)
            if snapshot:
                repo.insert_snapshot(conn, record.id, idx + logged - 1, record.version + logged,
                                     engine, last, replaces_all=loaded.behind)

        self.commits.run(write, place)
        return replace(record, version=record.version + logged, next_index=idx + logged,
                       status=status), last

    def _logged(self, record: TableRecord, caller: Caller, name: str, args: Mapping[str, Any],
                client_id: str) -> int | None:
        """The version the move with ``client_id`` produced when it is already logged (a
        retry), else None; ApiError 409 when that id was used for another move."""
        with self.storage.read() as conn:
            done = repo.move_by_client_id(conn, record.id, client_id)
        if done is None:
            return None
        if (done.move, done.args, done.seat) != (name, dict(args), caller.seat):
            raise ApiError("move_id_reused", _("That move id was already used for another move."))
        return int(done.version)

    def undo(self, code: str, credentials: Credentials, seen_version: int | None = None) -> int:
        """Revert the last accepted move (moderator) and replay; returns the new version. The
        last move made by a person (or the moderator's ``leave``) is taken back together with
        the stand-in moves that followed it (``referee.service.standins``), so an undo of a
        leave gives the seat back to its player. The reverted moves stay in the log, marking
        where the undo shuffled the hidden draw piles (``after_undo``), so every later replay
        shuffles them the same way.

        ``seen_version`` is the table version the moderator decided at: when the table has
        changed since (a move came in meanwhile, or the same undo arrives twice), ApiError 409
        ``table_changed`` and nothing is undone, so an undo never takes back a move nobody saw.
        Raises ApiError 409 ``nothing_to_undo``, and ``already_rematched`` once the players have
        moved on to the rematch table.
        """
        with self.write(code) as tx:
            record = tx.record
            require_moderator(identify(record, credentials))
            if seen_version is not None and seen_version != record.version:
                raise ApiError("table_changed",
                               _("The table changed meanwhile, so nothing was undone. Check the "
                                 "last move and try again."))
            if record.rematch_code is not None:
                raise ApiError("already_rematched", _("The rematch has already started."))
            last = (repo.last_undo(tx.conn, record.id)
                    if record.status != "lobby" else None)
            if last is None:
                raise ApiError("nothing_to_undo", _("There is no move to undo."))
            repo.revert_moves_from(tx.conn, record.id, last.idx)
            state = self.replay(tx.conn, record)
            over = games.get(record.game).outcome(state) is not None
            version = tx.bump(state=state, status="over" if over else "playing")
        log.info("table %s: undid %s of seat %s (v%d)", record.code, last.move, last.seat,
                 version)
        return version

