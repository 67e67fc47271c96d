"""Draw offers of the board games (VikingDrez, PokerDrez, PokerDrez for 4): the checks of
``offer_draw`` and ``answer_draw`` and the moves a seat may send about them, written once
(docs/rules-decisions.md#conventions).

A game keeps its own open offer in ``state["draw_offer"]`` (the offering seat, or a record of
who accepted in a game of more than two) and its own history entries; these functions only
refuse a move that cannot be made, leaving the state as it was.
"""

from __future__ import annotations

from referee.games.base import IllegalMove
from referee.games.common import Args, check_keys


def check_offer(open_offer: object, args: Args) -> None:
    """The checks of ``offer_draw`` (``{}``) while ``open_offer`` is the game's open offer
    (None when there is none). Raises 400 ``bad_args`` for any argument, 422
    ``draw_already_offered`` while an offer is open."""
    check_keys(args, ())
    if open_offer is not None:
        raise IllegalMove("draw_already_offered", "A draw offer is already waiting for an answer.")


def check_answer(args: Args, seat: int, offered_by: int | None, *, others: int = 1) -> bool:
    """The checks of ``answer_draw`` (``{"accept": bool}``) by ``seat`` when ``offered_by`` is
    the seat of the open offer (None when there is none) and ``others`` seats must answer it;
    returns ``accept``. Raises 400 ``bad_args``; 422 ``no_draw_offer`` when no offer is open,
    ``own_draw_offer`` for the seat that made it."""
    check_keys(args, ("accept",))
    if not isinstance(args["accept"], bool):
        raise IllegalMove("bad_args", "\"{name}\" must be true or false.", name="accept")
    if offered_by is None:
        raise IllegalMove("no_draw_offer", "There is no draw offer to answer.")
    if offered_by == seat:
        if others > 1:
            raise IllegalMove("own_draw_offer", "Your own draw offer waits for the other players.")
        raise IllegalMove("own_draw_offer", "Your own draw offer waits for the other player.")
    return bool(args["accept"])


def draw_moves(offered_by: int | None, seat: int, *, answered: bool = False) -> list[str]:
    """The moves a playing ``seat`` may send at any moment, in this order: ``offer_draw`` while
    no offer is open (``offered_by`` None), ``answer_draw`` while another seat's offer waits for
    its answer (``answered``: ``seat`` has accepted it already, in a game of more than two),
    then ``resign``."""
    if offered_by is None:
        return ["offer_draw", "resign"]
    if offered_by != seat and not answered:
        return ["answer_draw", "resign"]
    return ["resign"]
