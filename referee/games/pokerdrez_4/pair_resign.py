"""A pair's resignation in PokerDrez for 4 needs both partners (docs/rules-decisions.md
#pokerdrez-4, "Resigning is the pair's"; UX finding P4-5): one partner's ``resign`` proposes it,
the other's agreement ends the game for the pair.

``state["resign_offers"]`` (``turns.open_offers``) lists the seats whose proposal is open (one
per pair at most). A proposal stays open across moves until the partner answers
(``answer_resign``: accept or refuse) or the proposer withdraws it (``answer_resign`` with
``accept`` false). A seat whose partner has left the table resigns for the pair at once: nobody
is there to ask. The moderator's "resign for them" when a seat leaves is the pair's resignation
at once too (``resign_pair``).
"""

from __future__ import annotations

from typing import Any

from referee.games.base import Actor, IllegalMove, State
from referee.games.common import Args, check_keys
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.pokerdrez_4.turns import (
    RESIGN_OFFERS,
    colour_of,
    finish,
    open_offers,
    pair_seats,
    partner,
    playing_seat,
)


def resign_pair(state: State, actor: Actor, args: Args, rng: Any) -> State:
    """``{}``: the sending seat's pair resigns at once and the other pair wins (the moderator's
    "resign for them" of a seat that leaves; the end of an agreed proposal)."""
    seat = playing_seat(state, actor)
    check_keys(args, ())
    record(state["history"], "resign", seat)
    losers = pair_seats(state, colour_of(state, seat))
    state[RESIGN_OFFERS] = [s for s in open_offers(state) if s not in losers]
    finish(state, [s for s in range(state["players"]) if s not in losers], "resignation")
    return state


def resign(state: State, actor: Actor, args: Args, rng: Any) -> State:
    """``{}``: propose to the partner that the pair resigns (history ``offer_resign``); when the
    partner proposed it already, or has left the table, the pair resigns. Raises 400
    ``bad_args``, 422 ``resign_already_offered`` while the seat's own proposal is open."""
    seat = playing_seat(state, actor)
    check_keys(args, ())
    mate = partner(state, seat)
    if mate in open_offers(state) or mate in left_seats(state):
        return resign_pair(state, actor, args, rng)
    if seat in open_offers(state):
        raise IllegalMove("resign_already_offered",
                          "Your proposal to resign already waits for your partner's answer.")
    state[RESIGN_OFFERS] = [*open_offers(state), seat]
    record(state["history"], "offer_resign", seat)
    return state


def answer_resign(state: State, actor: Actor, args: Args, rng: Any) -> State:
    """``{"accept": bool}``: the partner of the proposer accepts (the pair resigns) or refuses;
    the proposer may withdraw (``accept`` false). History ``answer_resign`` (how ``decline``
    or ``withdraw``) for a proposal that ends without resigning. Raises 400 ``bad_args``, 422
    ``no_resign_offer`` when neither partner proposed, ``own_resign_offer`` when the proposer
    accepts its own."""
    seat = playing_seat(state, actor)
    check_keys(args, ("accept",))
    if not isinstance(args["accept"], bool):
        raise IllegalMove("bad_args", "\"{name}\" must be true or false.", name="accept")
    offers = open_offers(state)
    mine = seat in offers
    if not mine and partner(state, seat) not in offers:
        raise IllegalMove("no_resign_offer", "Nobody of your pair proposed to resign.")
    if args["accept"]:
        if mine:
            raise IllegalMove("own_resign_offer",
                              "Your partner, not you, accepts your proposal to resign.")
        return resign_pair(state, actor, {}, rng)
    proposer = seat if mine else partner(state, seat)
    state[RESIGN_OFFERS] = [s for s in offers if s != proposer]
    record(state["history"], "answer_resign", seat, how="withdraw" if mine else "decline")
    return state
