"""Moving a seat or the moderation to another phone with single-use rejoin codes (api.md,
"Rejoin codes").

A rejoin code is 128 random bits, shown once as a QR of ``/rejoin/<CODE>?t=<code>``; only its
SHA-256 is stored (``referee.storage.schema.rejoin_codes``), one open code per seat and one for the
moderation, a newer code replacing the older. The link opens a page that uses the code only
when its button is tapped (``POST /api/tables/<CODE>/claim``): a chat app that fetches the link
for its preview uses nothing. Using it (``Phones.use``) deletes it and gives the
phone that used it a fresh token; every earlier token of that seat is revoked at once (its
requests get 403 ``seat_moved``, its event streams end with a ``seat_moved`` event), or, for the
moderation, the earlier moderator token stops working. So a code seats one phone only, and a
phone that scans it later gets nothing.

Codes are made by the moderator for any seat after the start (``replace``), by a seated phone
for its own seat (``own_code``: "move to another phone"), and by the moderator for the
moderation (``handover``). Making or using a code bumps the table version, so the moderator's
view shows at once which codes are open and which seats changed phones.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from referee.errors import ApiError, _, unknown_seat
from referee.service.auth import Credentials, identify, new_token, token_hash
from referee.service.tables import TableService, require_moderator
from referee.storage import repository as repo
from referee.storage.repository import MODERATION, SeatRecord

log = logging.getLogger(__name__)

#: The internal live event that tells streams a seat (its public id) or the moderation
#: (``MODERATION``) moved to another phone; streams turn it into ``seat_moved`` /
#: ``moderation_moved`` for the phones that lost it.
MOVED_EVENT = "moved"
#: The longest rejoin code a request may send (codes made here are shorter).
REJOIN_CODE_MAX = 64


@dataclass(frozen=True)
class Claimed:
    """What using a rejoin code gave: the new ``token``, the ``seat`` it holds (None: the
    moderator token alone) and whether it is the moderator's too (``moderator``: a handover,
    or the seat of a moderator who plays)."""

    token: str
    seat: int | None
    moderator: bool = False


class Phones:
    """Rejoin codes of the tables of a TableService."""

    def __init__(self, service: TableService) -> None:
        self.service = service

    def _open(self, code: str, credentials: Credentials, seat: int | None,
              moderation: bool = False) -> str:
        """Open a code for ``seat`` (moderator, after the start), the moderation (moderator) or,
        with neither, the caller's own seat; returns the code."""
        secret = new_token()
        with self.service.write(code) as tx:
            caller = identify(tx.record, credentials)
            if moderation or seat is not None:
                require_moderator(caller)
            if seat is not None and tx.record.status == "lobby":
                raise ApiError("not_started", _("The game has not started yet."))
            if seat is None and not moderation:
                if caller.seat is None:
                    raise ApiError("no_seat", _("This phone has no seat at this table."))
                seat = caller.seat
            public_id = None
            if seat is not None:
                target = tx.record.seat(seat)
                if target is None:
                    raise unknown_seat(seat)
                public_id = target.public_id
            repo.open_rejoin_code(tx.conn, tx.record.id, public_id, token_hash(secret))
            tx.bump(reload=True)
        return secret

    def replace(self, code: str, credentials: Credentials, seat: int) -> str:
        """The moderator's new single-use code for seat ``seat``'s new phone (after the start).
        Returns the code. Raises ApiError 403 ``not_moderator``, 404 ``unknown_seat``, 409
        ``not_started``."""
        return self._open(code, credentials, seat)

    def own_code(self, code: str, credentials: Credentials) -> str:
        """A seated phone's new single-use code for its own seat. Raises ApiError 401/403."""
        return self._open(code, credentials, None)

    def handover(self, code: str, credentials: Credentials) -> str:
        """The moderator's single-use code that moves the moderation to another phone."""
        return self._open(code, credentials, None, moderation=True)

    def is_open(self, code: str, secret: str) -> bool:
        """Whether ``secret`` is an open rejoin code of table ``code``, without using it (the
        rejoin link's page asks before its button uses the code). ApiError 404 for an unknown
        table."""
        record, _caller, _state = self.service.look(code, None, with_state=False)
        with self.service.storage.read() as conn:
            return repo.rejoin_code_open(conn, record.id, token_hash(secret))

    def use(self, code: str, secret: str) -> Claimed | None:
        """Use the rejoin code ``secret`` of table ``code``: a fresh token for its seat (every
        earlier token of the seat revoked; the seat of a moderator who plays takes the
        moderation with it) or a new moderator token (the old one stops working). None when the
        code is unknown or already used; ApiError 404 for an unknown table."""
        token = new_token()
        with self.service.write(code) as tx:
            taken = repo.take_rejoin_code(tx.conn, tx.record.id, token_hash(secret))
            if taken is None:
                return None
            (public_id,) = taken
            if public_id is None:
                # "moved" goes out before the new version: a stream of views could not render
                # the version for the old phone, and would end without saying why.
                tx.events.append((MOVED_EVENT, MODERATION))
                tx.bump(reload=True, moderator_hash=token_hash(token))
                claimed = Claimed(token, None, True)
            else:
                target = next((s for s in tx.record.seats if s.public_id == public_id), None)
                if target is None:  # the seat was removed in the lobby meanwhile
                    tx.bump(reload=True)
                    return None
                repo.revoke_seat(tx.conn, tx.record.id, target.seat)
                repo.insert_seat(tx.conn, tx.record.id,
                                 SeatRecord(target.seat, public_id, target.name,
                                            token_hash(token), target.moderator))
                tx.events.append((MOVED_EVENT, public_id))  # before the version (above)
                if target.moderator:
                    # A moderator who plays moves with the seat: the new phone's one token is
                    # both, as at the table's creation (and the undo of a game played alone
                    # stays with its player).
                    tx.events.append((MOVED_EVENT, MODERATION))
                    tx.bump(reload=True, moderator_hash=token_hash(token))
                else:
                    tx.bump(reload=True)
                claimed = Claimed(token, target.seat, target.moderator)
        what = ("moderation" if claimed.seat is None
                else f"seat {claimed.seat} and the moderation" if claimed.moderator
                else f"seat {claimed.seat}")
        log.info("table %s: %s moved to another phone", tx.record.code, what)
        return claimed
