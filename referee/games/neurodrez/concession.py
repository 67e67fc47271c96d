"""Giving a cooperative or solo NeuroDrez game up (docs/rules-decisions.md#neurodrez, "Giving a
cooperative game up"; UX finding ND7): the offer is the kit's (``kit.draws``, kind
``"concession"``), as a draw offer in the chess games.

``concede {}`` by a seat whose player is at the table (not a left seat, ``kit.leaving``): with no
other such seat (solo, or everyone else has left) the game ends at once; otherwise it opens an
offer in ``state["concession_offer"]`` (``kit.draws.group_offer``: ``{"seat", "accepted":
[seat, …]}``) that every other present seat answers with ``answer_concession {"accept":
bool}``. The last acceptance ends the game (``conceded``, nobody wins); a refusal closes the
offer; the offer lapses when the turn passes, when its seat leaves, and with the game's end.

History: ``offer_concession`` (the offering seat), ``answer_concession`` (``how``: ``accept`` |
``decline``), ``concession_lapsed`` (the offering seat), ``concede`` (the seat that gave up;
``how`` ``agreed`` when everyone accepted that seat's offer).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State
from referee.games.common import Args
from referee.games.kit.draws import (
    all_accepted,
    answer_group,
    check_offer,
    group_offer,
    offer_moves,
)
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.neurodrez.end import CONCESSION_OFFER
from referee.games.neurodrez.end import concede as give_up
from referee.games.neurodrez.sides import playing_seat

KIND = "concession"


def _asked(state: State, offer: dict[str, Any] | None, leaving: int | None = None) -> list[int]:
    """The seats that answer ``offer``: every seat but the offering one, the left seats and
    ``leaving`` (a seat leaving now)."""
    left = set(left_seats(state)) | {leaving}
    by = None if offer is None else offer["seat"]
    return [s for s in range(state["players"]) if s not in left and s != by]


def give_up_for_all(state: State, seat: int, how: str | None = None) -> None:
    """``seat`` gives the game up for the table (``how`` ``agreed``: at its offer, everyone
    accepting; also the moderator resigning for a left seat): told, then nobody wins."""
    record(state["history"], "concede", seat, how=how)
    give_up(state)


def concede(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by a seat of a cooperative or solo game: the game ends when no other present seat
    is asked, else the offer opens. 400 ``bad_args``; 422 ``concession_already_offered`` while
    an offer is open, ``not_cooperative`` in a competitive game."""
    seat = playing_seat(state, actor)
    check_offer(state.get(CONCESSION_OFFER), args, kind=KIND)
    if state["mode"] == "competitive":
        raise IllegalMove("not_cooperative", "Only a cooperative or solo game can be conceded.")
    offer = group_offer(seat)
    if not _asked(state, offer):
        give_up_for_all(state, seat)
        return state
    state[CONCESSION_OFFER] = offer
    record(state["history"], "offer_concession", seat)
    return state


def answer_concession(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"accept": bool}`` by a seat the open offer asks: the last acceptance ends the game, a
    refusal closes the offer. 400 ``bad_args``; 409 ``not_your_turn`` for a seat not asked;
    422 ``no_concession_offer``, ``own_concession_offer``, ``already_answered``."""
    seat = playing_seat(state, actor)
    offer = state.get(CONCESSION_OFFER)
    asked = _asked(state, offer)
    accept = answer_group(offer, seat, args, asked, kind=KIND)
    record(state["history"], "answer_concession", seat, how="accept" if accept else "decline")
    if not accept:
        state[CONCESSION_OFFER] = None
    elif all_accepted(offer, asked):
        give_up_for_all(state, offer["seat"], "agreed")
    return state


def lapse(state: State) -> None:
    """The turn passed: an open offer lapses (told as ``concession_lapsed``)."""
    offer = state.get(CONCESSION_OFFER)
    if offer is not None:
        state[CONCESSION_OFFER] = None
        record(state["history"], "concession_lapsed", offer["seat"])


def seat_leaves(state: State, seat: int) -> None:
    """``seat``'s player leaves, played on by a stand-in: its own open offer lapses; another's
    no longer asks it, so it ends the game when every seat still asked has accepted."""
    offer = state.get(CONCESSION_OFFER)
    if offer is None:
        return
    if offer["seat"] == seat:
        lapse(state)
    elif all_accepted(offer, _asked(state, offer, leaving=seat)):
        give_up_for_all(state, offer["seat"], "agreed")


def concession_moves(state: State, seat: int) -> list[str]:
    """``concede`` or ``answer_concession`` for ``seat`` now (``kit.draws.offer_moves``), or
    nothing: in a competitive game, before the start rolls are over, once over, for a left
    seat."""
    if (state["mode"] == "competitive" or state["phase"] in ("start", "over")
            or seat in left_seats(state)):
        return []
    offer = state.get(CONCESSION_OFFER)
    if offer is None:
        return offer_moves(None, seat, kind=KIND)
    return offer_moves(offer["seat"], seat, answered=seat in offer["accepted"], kind=KIND)


def public_offer(state: State) -> dict[str, Any] | None:
    """The open offer for the public view: ``{"seat", "accepted": [seat, …], "waiting": [seat,
    …]}`` (``waiting``: the seats still to answer), or None."""
    offer = state.get(CONCESSION_OFFER)
    if offer is None:
        return None
    return {"seat": offer["seat"], "accepted": list(offer["accepted"]),
            "waiting": [s for s in _asked(state, offer) if s not in offer["accepted"]]}
