"""The JSON the API answers with for a table: its public summary and each caller's view.

Views come from the engine (``Game.view``, a per-viewer whitelist); this module only adds the
table's frame (version, seats, who you are, status) and, for Politburo, the text of the caller's
own member card from the catalogue (api.md, view).
"""

from __future__ import annotations

import logging
from functools import cache
from typing import Any

import assets
from referee import games
from referee.games.base import State, Viewer
from referee.games.kit.leaving import left_seats
from referee.games.kit.undo import UNDONE
from referee.service.auth import Caller
from referee.storage.repository import MODERATION, TableRecord

log = logging.getLogger(__name__)


def seat_list(record: TableRecord) -> list[dict[str, Any]]:
    """``[{"seat", "name", "id"}]`` in table order (public: no tokens)."""
    return [{"seat": s.seat, "name": s.name, "id": s.public_id} for s in record.seats]


def table_info(record: TableRecord, join_url: str) -> dict[str, Any]:
    """``GET /api/tables/{code}``: what anyone may know of a table (api.md)."""
    return {
        "code": record.code, "game": record.game, "players": record.players,
        "lang": record.lang, "status": record.status, "locked": record.locked,
        "paused": record.paused, "moderator_plays": record.moderator_plays,
        "seats": seat_list(record), "join_url": join_url, "version": record.version,
        "rematch": record.rematch_code,
    }


def phones(record: TableRecord) -> dict[str, Any]:
    """For the moderator's view: per seat how many times it changed phones (``changes``) and
    whether a single-use rejoin code for it is open (``code_open``), and whether a handover
    code is open (``moderation_code_open``). Names no token or code."""
    return {
        "seats": [{"seat": s.seat, "changes": record.phone_changes.get(s.public_id, 0),
                   "code_open": s.public_id in record.codes_open} for s in record.seats],
        "moderation_code_open": MODERATION in record.codes_open,
    }


def viewer_of(record: TableRecord, caller: Caller) -> Viewer:
    """The engine's Viewer: a seat sees its own secrets; only a moderator who does not play
    (and holds no seat) sees everything (docs/architecture.md, Identity)."""
    omniscient = caller.moderator and caller.seat is None and not record.moderator_plays
    return Viewer(seat=caller.seat, omniscient=omniscient)


@cache
def _members(lang: str) -> dict[str, str] | None:
    try:
        component = assets.load("politburo").components["members"]
    except (assets.CatalogueError, KeyError) as exc:
        log.warning("Politburo member texts unavailable, views go without them: %s", exc)
        return None
    texts = {}
    for card in component.cards:
        try:
            texts[card.id] = card.t("victory", lang)
        except KeyError:
            continue
    return texts


def politburo_victory(member: str, lang: str) -> str | None:
    """The victory condition printed on ``member``'s card, in ``lang``; None while the data
    file ``assets/games/politburo.yaml`` (or that card's text) is missing."""
    texts = _members(lang)
    return texts.get(member) if texts is not None else None


def _extras(game: str, private: dict[str, Any], lang: str) -> None:
    if game == "politburo" and isinstance(private.get("member"), str):
        private["victory"] = politburo_victory(private["member"], lang)


def shared_view(record: TableRecord, state: State | None) -> dict[str, Any]:
    """The part of ``table_view`` that is the same for every caller: version, seats, table,
    phase, awaiting, public, outcome, ``left`` (the seats whose player has left, in seat
    order: ``referee.games.kit.leaving``; a game's public part depends on the state alone,
    ``referee.games.common.assemble_view``) and ``undone`` (``{"seat", "move"}``: the move the
    moderator's last undo took back, while no move has come since; else None:
    ``referee.games.kit.undo.UNDONE``). Before the start the phase is ``lobby`` and ``sides``
    lists each seat's side when the options fix it (``Game.seat_sides``), else None."""
    frame = {
        "version": record.version,
        "seats": seat_list(record),
        "table": {"code": record.code, "game": record.game, "status": record.status,
                  "paused": record.paused, "locked": record.locked, "lang": record.lang,
                  "players": record.players, "moderator_plays": record.moderator_plays,
                  "rematch": record.rematch_code,
                  "leave_modes": list(games.get(record.game).leave_modes)},
    }
    game = games.get(record.game)
    if state is None:
        sides = game.seat_sides(record.options, record.players) if game.seat_sides else None
        return {**frame, "phase": "lobby", "awaiting": [], "public": {}, "outcome": None,
                "left": [], "undone": None, "sides": sides}
    seen = game.view(state, Viewer(seat=None, omniscient=False))
    return {**frame, "phase": seen["phase"], "awaiting": game.awaiting(state),
            "public": seen["public"], "outcome": game.outcome(state),
            "left": sorted(left_seats(state)), "undone": state.get(UNDONE)}


def caller_view(record: TableRecord, caller: Caller, state: State | None,
                lang: str) -> dict[str, Any]:
    """The part of ``table_view`` that is ``caller``'s own: ``you``, ``private`` (in
    ``lang``) and, for the moderator, ``phones``. A seat whose player has left sees no private
    part: its phone only says so (the moderator who plays keeps theirs)."""
    you_seat = record.seat(caller.seat) if caller.seat is not None else None
    part: dict[str, Any] = {"you": {"seat": caller.seat, "moderator": caller.moderator,
                                    "name": you_seat.name if you_seat else None}}
    if caller.moderator:
        part["phones"] = phones(record)
    private: dict[str, Any] = {}
    gone = state is not None and caller.seat in left_seats(state) and not caller.moderator
    if state is not None and not gone:
        private.update(games.get(record.game).view(state, viewer_of(record, caller))["private"])
        _extras(record.game, private, lang)
    part["private"] = private
    return part


def table_view(record: TableRecord, caller: Caller, state: State | None,
               lang: str) -> dict[str, Any]:
    """``GET /api/tables/{code}/view`` for ``caller`` (api.md): version, phase, awaiting,
    public, private, outcome, seats, you, table (``shared_view`` and ``caller_view``)."""
    return {**shared_view(record, state), **caller_view(record, caller, state, lang)}
