"""Offers the other players answer, written once (docs/rules-decisions.md#conventions): the
draw offers of the board games (VikingDrez, PokerDrez, PokerDrez for 4) and the offer to give
a cooperative NeuroDrez game up. Each kind has its move that makes the offer and its move that
answers it (``OFFER_MOVES``) and its own refusals; the checks and the moves a seat may send
about an offer are the same for both.

A game keeps its own open offer in its state (the offering seat, or — several seats asked —
the record of ``group_offer``) and its own history entries; these functions only refuse a move
that cannot be made, leaving the state as it was (``answer_group`` records an acceptance once
everything is checked).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from referee.games.base import IllegalMove, not_your_turn
from referee.games.common import Args, check_keys

#: Each kind of offer: (the move that makes it, the move that answers it).
OFFER_MOVES = {"draw": ("offer_draw", "answer_draw"),
               "concession": ("concede", "answer_concession")}

#: Each kind's refusals: an offer already open, none open, one's own offer (one other seat
#: asked, several), an offer one has accepted already.
_REFUSALS: dict[str, dict[str, Callable[[], IllegalMove]]] = {
    "draw": {
        "open": lambda: IllegalMove("draw_already_offered",
                                    "A draw offer is already waiting for an answer."),
        "none": lambda: IllegalMove("no_draw_offer", "There is no draw offer to answer."),
        "own": lambda: IllegalMove("own_draw_offer",
                                   "Your own draw offer waits for the other player."),
        "own_many": lambda: IllegalMove("own_draw_offer",
                                        "Your own draw offer waits for the other players."),
        "answered": lambda: IllegalMove("already_answered",
                                        "You have already accepted this draw offer."),
    },
    "concession": {
        "open": lambda: IllegalMove("concession_already_offered",
                                    "An offer to give up is already waiting for an answer."),
        "none": lambda: IllegalMove("no_concession_offer",
                                    "There is no offer to give up to answer."),
        "own": lambda: IllegalMove("own_concession_offer",
                                   "Your own offer to give up waits for the other player."),
        "own_many": lambda: IllegalMove("own_concession_offer",
                                        "Your own offer to give up waits for the other players."),
        "answered": lambda: IllegalMove("already_answered",
                                        "You have already accepted this offer to give up."),
    },
}


def check_offer(open_offer: object, args: Args, *, kind: str = "draw") -> None:
    """The checks of the move that makes an offer of ``kind`` (``{}``) while ``open_offer`` is
    the game's open offer (None when there is none). Raises 400 ``bad_args`` for any argument,
    422 ``draw_already_offered`` / ``concession_already_offered`` while an offer is open."""
    check_keys(args, ())
    if open_offer is not None:
        raise _REFUSALS[kind]["open"]()


def check_answer(args: Args, seat: int, offered_by: int | None, *, others: int = 1,
                 kind: str = "draw") -> bool:
    """The checks of the answer (``{"accept": bool}``) by ``seat`` to an offer of ``kind`` when
    ``offered_by`` is the seat of the open offer (None when there is none) and ``others`` seats
    must answer it; returns ``accept``. Raises 400 ``bad_args``; 422 ``no_draw_offer`` /
    ``no_concession_offer`` when no offer is open, ``own_draw_offer`` /
    ``own_concession_offer`` for the seat that made it."""
    check_keys(args, ("accept",))
    if not isinstance(args["accept"], bool):
        raise IllegalMove("bad_args", "\"{name}\" must be true or false.", name="accept")
    if offered_by is None:
        raise _REFUSALS[kind]["none"]()
    if offered_by == seat:
        raise _REFUSALS[kind]["own_many" if others > 1 else "own"]()
    return bool(args["accept"])


def group_offer(seat: int) -> dict[str, Any]:
    """A new open offer of ``seat`` that several seats answer: ``{"seat": seat, "accepted":
    []}`` (the seats that accepted it, in the order they did)."""
    return {"seat": seat, "accepted": []}


def answer_group(offer: dict[str, Any] | None, seat: int, args: Args, asked: Collection[int],
                 *, kind: str = "draw") -> bool:
    """The answer (``{"accept": bool}``) of ``seat`` to ``offer`` (``group_offer``'s record, or
    None when none is open) that the seats ``asked`` must all accept; an acceptance is added to
    ``offer["accepted"]``. Returns ``accept``. Raises what ``check_answer`` raises, 409
    ``not_your_turn`` for a seat that is not asked (a seat whose player left) and 422
    ``already_answered`` for a seat that has accepted already."""
    accept = check_answer(args, seat, None if offer is None else offer["seat"],
                          others=len(asked), kind=kind)
    assert offer is not None  # check_answer refuses an answer without an offer
    if seat not in asked:
        raise not_your_turn()
    if seat in offer["accepted"]:
        raise _REFUSALS[kind]["answered"]()
    if accept:
        offer["accepted"].append(seat)
    return accept


def all_accepted(offer: dict[str, Any], asked: Collection[int]) -> bool:
    """True when every seat of ``asked`` has accepted ``offer`` (``group_offer``'s record)."""
    return set(asked) <= set(offer["accepted"])


def offer_moves(offered_by: int | None, seat: int, *, answered: bool = False,
                kind: str = "draw") -> list[str]:
    """The moves about an offer of ``kind`` a ``seat`` may send: the move that makes it while
    no offer is open (``offered_by`` None), the answer while another seat's offer waits for
    ``seat``'s answer (``answered``: ``seat`` has accepted it already), else none."""
    offer, answer = OFFER_MOVES[kind]
    if offered_by is None:
        return [offer]
    if offered_by != seat and not answered:
        return [answer]
    return []


def draw_moves(offered_by: int | None, seat: int, *, answered: bool = False) -> list[str]:
    """The moves a playing ``seat`` of a board game may send at any moment, in this order:
    ``offer_draw`` or ``answer_draw`` (``offer_moves``), then ``resign``."""
    return [*offer_moves(offered_by, seat, answered=answered), "resign"]
