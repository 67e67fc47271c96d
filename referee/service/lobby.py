"""Making tables and managing their seats and moderation (api.md: tables, seats, order, remove,
lock, pause, rematch; moving a seat or the moderation to another phone is
``referee.service.phones``).

Seats are numbered 0..n-1 in table order. A moderator who plays claims seat 0 with the
moderator token (the seat is kept free for them until then); other phones join at the end.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError

from referee import games
from referee.errors import ApiError, _, unknown_seat
from referee.games.base import State
from referee.games.kit.leaving import left_seats
from referee.i18n import LANGS
from referee.plural import Plural
from referee.service.auth import Caller, Credentials, identify, new_token, token_hash
from referee.service.names import clean_name
from referee.service.tables import TableService, Tx, new_code, normalize_code, require_moderator
from referee.storage import repository as repo
from referee.storage.repository import SeatRecord, TableRecord

log = logging.getLogger(__name__)

SEED_MAX = 2**63 - 1
CODE_ATTEMPTS = 20


def _seed(options: dict[str, Any]) -> tuple[int, bool]:
    seed = options.pop("seed", None)
    if seed is None:
        return secrets.randbelow(SEED_MAX), False
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
        raise ApiError("bad_seed", _("The seed must be a whole number from 0 to {max}."),
                          max=SEED_MAX)
    return seed, True


def _insert_table(conn: Connection, values: dict[str, Any], seats: Sequence[SeatRecord]) -> str:
    """Insert a table with a fresh code (status from ``values``, else lobby) and its seats."""
    code = new_code()
    while repo.code_exists(conn, code):
        code = new_code()
    values = {"status": "lobby", "locked": False, "paused": False, "version": 1,
              "next_index": 0, **values}
    table_id = repo.insert_table(conn, code=code, **values)
    for seat in seats:
        repo.insert_seat(conn, table_id, seat)
    return code


def _rematch_values(record: TableRecord, final: State) -> dict[str, Any]:
    """A started copy of ``record``'s table: same game, options, language, moderator token;
    the options as the game's ``rematch_options`` gives them from its ``final`` state (the board
    games swap the sides: ``referee.games.kit.sides``).

    A new deal: a fresh random seed, or, when the seed was fixed, the next seed, so that a
    rematch never repeats the deal everyone saw revealed yet stays reproducible."""
    seed = (record.seed + 1) % SEED_MAX if record.seed_fixed else secrets.randbelow(SEED_MAX)
    swap = games.get(record.game).rematch_options
    options = swap(record.options, final) if swap else record.options
    return {"game": record.game, "players": record.players, "options": options,
            "seed": seed,
            "seed_fixed": record.seed_fixed, "lang": record.lang, "status": "playing",
            "moderator_hash": record.moderator_hash, "moderator_plays": record.moderator_plays}


def numbered(seated: tuple[SeatRecord, ...]) -> tuple[SeatRecord, ...]:
    """``seated`` in that order with the indices 0, 1, 2… (as ``repo.renumber_seats`` writes
    them)."""
    return tuple(seat if seat.seat == index else replace(seat, seat=index)
                 for index, seat in enumerate(seated))


def _require_started(record: TableRecord) -> None:
    if record.status == "lobby":
        raise ApiError("not_started", _("The game has not started yet."))


def _require_lobby(record: TableRecord) -> None:
    if record.status != "lobby":
        raise ApiError("already_started", _("The game has already started."))


class Lobby:
    """Table creation, seats and moderation, on top of a TableService."""

    def __init__(self, service: TableService) -> None:
        self.service = service

    def create(self, game_id: Any, players: Any, lang: Any, options: Any,
               moderator: Any) -> tuple[str, str]:
        """Open a table in the lobby; returns ``(code, moderator_token)``.

        ``game_id`` one of ``games.GAME_IDS``; ``players`` the seat count the game allows;
        ``lang`` 'es' or 'en'; ``options`` the game's options plus an optional ``seed`` (int,
        fixes the deal; refused with 400 ``seed_moderator_plays`` when the moderator plays, since
        the seed tells every seat's cards); ``moderator`` 'master' (does not play, sees
        everything) or 'player'.
        Raises ApiError 400 / IllegalMove 400 naming the bad value.
        """
        if not isinstance(game_id, str) or game_id not in games.GAME_IDS:
            raise ApiError("unknown_game", _("Unknown game; choose one of: {games}."),
                              games=", ".join(games.GAME_IDS))
        game = games.get(game_id)
        if (isinstance(players, bool) or not isinstance(players, int)
                or not game.min_players <= players <= game.max_players):
            if game.min_players == game.max_players:
                raise ApiError("bad_players", Plural("This game takes {n} player.",
                                                     "This game takes {n} players.", "n"),
                               n=game.min_players)
            raise ApiError("bad_players", _("This game takes {min} to {max} players."),
                              min=game.min_players, max=game.max_players)
        if lang not in LANGS:
            raise ApiError("bad_lang", _("The language must be es or en."))
        if moderator not in ("master", "player"):
            raise ApiError("bad_moderator", _("The moderator must be master or player."))
        if not isinstance(options, Mapping):
            raise ApiError("bad_options", _("The options must be an object."))
        raw = dict(options)
        if moderator == "player" and raw.get("seed") is not None:
            raise ApiError("seed_moderator_plays",
                              _("A moderator who plays cannot set the seed: it would tell them "
                                "every other seat's cards."))
        seed, fixed = _seed(raw)
        checked = game.options(raw, players)
        token = new_token()
        values = {"game": game_id, "players": players, "options": checked, "seed": seed,
                  "seed_fixed": fixed, "lang": lang, "moderator_hash": token_hash(token),
                  "moderator_plays": moderator == "player"}
        code = self._insert(values)
        log.info("table %s created: %s, %d seats", code, game_id, players)
        return code, token

    def _insert(self, values: dict[str, Any], seats: Sequence[SeatRecord] = ()) -> str:
        """Insert the table, sharing the group commit (``TableService.change``)."""
        for _attempt in range(CODE_ATTEMPTS):
            try:
                return self.service.commits.run(
                    lambda conn: _insert_table(conn, values, seats), isolated=True)
            except IntegrityError:
                continue  # the code was taken meanwhile: draw another
        raise RuntimeError("no free table code found")

    def join(self, code: str, credentials: Credentials, name: Any) -> tuple[int, str]:
        """Take a seat named ``name``; returns ``(seat, token)``.

        With the moderator token of a table whose moderator plays, claims seat 0 for the
        moderator; a one-seat table then starts at once (a solitaire: the moderator's undo takes
        back any number of moves). Raises ApiError 400 for a bad name, 409 when started,
        locked, full, the name is taken or the phone already has a seat. The join shares its
        commit with the changes that arrive meanwhile (``TableService.change``).
        """
        name = clean_name(name)
        index, token, solo = self.service.change(
            code, lambda tx: self._seat(tx, identify(tx.record, credentials, required=False),
                                        name))
        log.info("table %s: seat %d joined%s", normalize_code(code), index,
                 " and started" if solo else "")
        return index, token

    def _seat(self, tx: Tx, caller: Caller, name: str) -> tuple[int, str, bool]:
        """Seat ``caller`` as ``name`` at ``tx``'s table (``join``); its seat, token, and
        whether the table started."""
        record = tx.record
        _require_lobby(record)
        if caller.seat is not None:
            raise ApiError("already_seated", _("This phone already has a seat here."))
        claimed = any(s.moderator for s in record.seats)
        if caller.moderator and not record.moderator_plays:
            raise ApiError("moderator_does_not_play",
                           _("The moderator of this table does not play."))
        if caller.moderator and claimed:
            raise ApiError("already_seated", _("This phone already has a seat here."))
        if record.locked and not caller.moderator:
            raise ApiError("locked", _("The moderator has locked the table."))
        reserved = 1 if record.moderator_plays and not claimed and not caller.moderator else 0
        if len(record.seats) + reserved >= record.players:
            if reserved:
                raise ApiError("lobby_full", _("Every seat is taken: the last one is kept "
                                               "for the moderator, who plays."))
            raise ApiError("lobby_full", Plural("The only seat is taken.",
                                                "All {players} seats are taken.", "players"),
                           players=record.players)
        if any(s.name.casefold() == name.casefold() for s in record.seats):
            raise ApiError("name_taken", _("Someone at this table is already called {name}."),
                           name=name)
        token = new_token()
        seat = SeatRecord(len(record.seats), secrets.token_urlsafe(9), name,
                          token_hash(token), caller.moderator)
        repo.insert_seat(tx.conn, record.id, seat)  # at the end: no other seat moves
        seated = (*record.seats, seat)
        if caller.moderator:  # the moderator's seat is 0: every other seat moves up one
            seated = (seat, *record.seats)
            repo.renumber_seats(tx.conn, record.id, [s.public_id for s in seated])
        # A table of one whose moderator takes its seat is a solitaire: it starts at once.
        solo = caller.moderator and record.players == 1
        start = ({"status": "playing",
                  "state": self.service.setup(games.get(record.game), record)}
                 if solo else {})
        tx.bump(seats=numbered(seated), **start)
        return (0 if caller.moderator else seat.seat), token, solo

    def order(self, code: str, credentials: Credentials, seats: Any) -> int:
        """Put the seats in the order ``seats`` (a permutation of the current seat numbers).
        Moderator, lobby only. Returns the version."""
        with self.service.write(code) as tx:
            require_moderator(identify(tx.record, credentials))
            _require_lobby(tx.record)
            current = tx.record.seats
            if (not isinstance(seats, list) or any(type(s) is not int for s in seats)
                    or sorted(seats) != list(range(len(current)))):
                raise ApiError("bad_order", _("List every seat number once, in the new order."))
            seated = numbered(tuple(current[s] for s in seats))
            repo.renumber_seats(tx.conn, tx.record.id, [s.public_id for s in seated])
            return tx.bump(seats=seated)

    def remove(self, code: str, credentials: Credentials, seat: int) -> int:
        """Free seat ``seat`` (moderator, lobby only); later seats move up. Returns the version."""
        with self.service.write(code) as tx:
            require_moderator(identify(tx.record, credentials))
            _require_lobby(tx.record)
            target = tx.record.seat(seat)
            if target is None:
                raise unknown_seat(seat)
            repo.delete_seat(tx.conn, tx.record.id, target.public_id)
            seated = numbered(tuple(s for s in tx.record.seats
                                    if s.public_id != target.public_id))
            repo.renumber_seats(tx.conn, tx.record.id, [s.public_id for s in seated])
            return tx.bump(seats=seated)

    def set_flag(self, code: str, credentials: Credentials, flag: str, value: Any) -> int:
        """Set ``locked`` (no new seats) or ``paused`` (no moves; started games only).
        Moderator. Setting the value it already has changes nothing. Returns the version."""
        if not isinstance(value, bool):
            raise ApiError("bad_flag", _("\"{flag}\" must be true or false."), flag=flag)
        with self.service.write(code) as tx:
            require_moderator(identify(tx.record, credentials))
            if flag == "paused" and tx.record.status != "playing":
                raise ApiError("not_playing", _("Only a game in progress can be paused."))
            if getattr(tx.record, flag) == value:
                return tx.record.version
            return tx.bump(**{flag: value})

    def rematch(self, code: str, credentials: Credentials) -> tuple[str, str]:
        """Open a new, started table with the same game, options, seats, names and tokens (a new
        seed unless it was fixed; the sides swapped in a board game), and announce it on the old
        table's stream. Moderator, game over, once. Returns ``(new code, moderator token)``.

        When players left the game (``kit.leaving``), the new table opens in its lobby instead,
        with the seats of those still there (in the same order, numbered anew): the places left
        free are for newcomers to join, and the moderator starts once they are taken (docs/api.md
        "Rematch")."""
        with self.service.write(code) as tx:
            record = tx.record
            caller: Caller = identify(record, credentials)
            require_moderator(caller)
            assert caller.moderator_token is not None
            if record.status != "over":
                raise ApiError("not_over", _("A rematch can start only when the game is over."))
            if record.rematch_code is not None:
                raise ApiError("already_rematched", _("The rematch has already started."))
            final = tx.state()
            gone = left_seats(final)
            values = _rematch_values(record, final)
            if gone:
                values["status"] = "lobby"
            new = _insert_table(tx.conn, values,
                                numbered(tuple(s for s in record.seats if s.seat not in gone)))
            tx.bump(rematch_code=new)
            tx.events.append(("rematch", new))
        log.info("table %s: rematch at table %s", record.code, new)
        return new, caller.moderator_token
