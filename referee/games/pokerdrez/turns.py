"""Whose turn it is in PokerDrez, who may send which move, and ending the game (seed 004
PokerDrez; docs/rules-decisions.md#pokerdrez).

Phases: ``pawn_removal`` (Black, then White), ``play`` (the side to move: card phase, or plain
chess once ``plain``), ``replenish`` (the side that just paid with a common card), ``raise_answer``
(the seat facing a raise), ``over``.
"""

from __future__ import annotations

from referee.games.base import Actor, State, not_your_turn
from referee.games.kit.draws import draw_moves
from referee.games.kit.history import record
from referee.games.kit.swaps import may_swap
from referee.games.pokerdrez.position import board_of, seat_of_side, to_move

#: Fewest reversible half-moves before a draw claim: a threefold repetition needs 8 (7 when the
#: claiming move makes it), the fifty-move rule 100.
CLAIM_CLOCK = 7


def playing_seat(state: State, actor: Actor) -> int:
    """The seat of ``actor``, who must be one of the two players (else 409 not_your_turn)."""
    if actor.seat is None or actor.seat not in (state["white"], state["black"]):
        raise not_your_turn()
    return actor.seat


def mover(state: State) -> int:
    """The seat whose turn it is in ``play``: the seat of the side to move."""
    return seat_of_side(state, to_move(state))


def finish(state: State, winners: list[int], reason: str, by_cards: bool = False) -> None:
    """End the game: phase ``over``, open draw offers and raises closed, the result kept."""
    state["phase"] = "over"
    state["draw_offer"] = None
    if state["betting"] is not None:
        state["betting"]["pending"] = None
    state["result"] = {"winners": winners, "reason": reason, "by_cards": by_cards}
    record(state["history"], "end", how=reason, winners=list(winners), by_cards=by_cards)


def awaiting(state: State) -> list[int]:
    """The seats the game waits for: one seat, or ``[]`` once it is over."""
    phase = state["phase"]
    if phase == "over":
        return []
    if phase == "pawn_removal":
        return [state[state["removal_side"]]]
    if phase == "replenish":
        return [1 - mover(state)]
    if phase == "raise_answer":
        return [state["betting"]["pending"]["answerer"]]
    return [mover(state)]


def _claimable(state: State) -> bool:
    """True when the side to move may claim a draw now (python-chess ``can_claim_draw``); the
    half-move clock rules most positions out without replaying the move stack."""
    board = board_of(state)
    return board.halfmove_clock >= CLAIM_CLOCK and board_of(state, stack=True).can_claim_draw()


def moves_for(state: State, seat: int | None) -> list[str]:
    """The move names ``seat`` may send now ( ``[]`` for a viewer who does not play or once the
    game is over); ``claim_draw`` only when a draw can be claimed."""
    if seat not in (state["white"], state["black"]) or state["phase"] == "over":
        return []
    phase, names = state["phase"], []
    turn = seat in awaiting(state)
    if phase == "pawn_removal" and turn:
        names.append("remove_pawn")
    elif phase == "replenish" and turn:
        names.append("replenish")
    elif phase == "raise_answer" and turn:
        names.append("answer_raise")
    elif phase == "play" and turn:
        names.append("move")
        if not state["plain"] and state["die_holder"] == seat and state["die_roll"] is None:
            names.append("roll_die")
        bets = state["betting"]
        if (bets is not None and bets["raised_ply"] != len(state["uci"])
                and bets["stake"] < bets["max"]):
            names.append("raise")
        if _claimable(state):
            names.append("claim_draw")
    if may_swap(state, seat, mover(state)):
        names.append("swap_neutral")
    return [*names, *draw_moves(state["draw_offer"], seat)]
