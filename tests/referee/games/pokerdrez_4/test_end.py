"""PokerDrez for 4: check by opponents only, mate judged at the mated seat's own turn, stuck
seats (pass or draw), resignation by the pair (proposed by one partner, agreed by the other: UX
finding P4-5), draw offers answered by the three others (docs/rules-decisions.md#pokerdrez-4 D6,
D10, "Resigning is the pair's")."""

from __future__ import annotations

from referee.games.base import IllegalMove
from referee.games.pokerdrez_4 import GAME
from tests.referee.games.leaving_kit import after_leaving
from tests.referee.games.pokerdrez_4.support import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    act,
    arranged,
    go,
    new,
    refused,
    view,
)

#: Yellow's queen to b7 (guarded by the rook on b4) mates the lone blue king on a7 unless
#: green takes the queen first.
MATE = {"h7": "yellow queen", "b4": "yellow rook", "n7": "green rook", "m4": "green pawn",
        "d2": "red pawn"}
MATE_CARDS = {YELLOW: ["queen-1", "pawn-1"], GREEN: ["rook-2", "pawn-2"],
              RED: ["pawn-3", "pawn-4"], BLUE: ["pawn-5", "pawn-6"]}
COMMON = ["pawn-7", "pawn-8", "pawn-9", "bishop-1", "bishop-2"]


def checked() -> dict:
    state = arranged(MATE, turn="yellow", hands=MATE_CARDS, common=COMMON)
    state = go(state, YELLOW, "h7", "b7", "queen-1")
    assert view(state, None)["public"]["in_check"] == ["blue"]
    return state


def test_mate_is_judged_only_at_the_mated_seats_turn() -> None:
    state = checked()
    assert state["result"] is None
    state = go(state, GREEN, "m4", "l4", "pawn-2")
    assert state["result"] is None
    state = go(state, RED, "d2", "d3", "pawn-3")
    assert state["result"] == {"winners": [YELLOW, RED], "reason": "checkmate", "mated": BLUE}
    assert state["phase"] == "over"


def test_the_partner_can_undo_the_check_before_the_mated_seats_turn() -> None:
    state = go(checked(), GREEN, "n7", "b7", "rook-2")
    assert state["reserves"]["yellow"] == {"queen": 1}
    state = go(state, RED, "d2", "d3", "pawn-3")
    assert state["result"] is None
    assert state["turn"] == "blue"


def test_the_partner_never_gives_check() -> None:
    state = arranged({"h5": "yellow queen", "d2": "red pawn", "h2": "red knight"},
                     hands={RED: ["knight-1", "pawn-1"]})
    assert view(state, None)["public"]["in_check"] == []
    # Moving the knight opens the yellow queen's line to the red king: still legal.
    after = go(state, RED, "h2", "f3", "knight-1")
    assert after["pieces"]["h5"] == ["yellow", "queen"]
    assert view(after, None)["public"]["in_check"] == []


def test_a_move_may_not_leave_the_own_king_attacked_by_an_opponent() -> None:
    state = arranged({"h6": "green rook", "h2": "red knight", "d2": "red pawn"},
                     hands={RED: ["knight-1", "pawn-1"]})
    assert refused(state, RED, "move", {"from": "h2", "to": "f3", "pay": {"card": "knight-1"}}
                   ).code == "illegal_move"


def test_a_move_may_leave_the_partners_king_in_check() -> None:
    state = arranged({"g10": "red rook", "g5": "green rook", "d2": "red pawn"},
                     hands={RED: ["rook-1", "pawn-1"]})
    after = go(state, RED, "g10", "d10", "rook-1")
    assert view(after, None)["public"]["in_check"] == ["yellow"]


STUCK_HANDS = {seat: [f"bishop-{2 * seat + 1}", f"rook-{2 * seat + 1}"] for seat in range(4)}
STUCK_COMMON = ["queen-1", "queen-2", "queen-3", "queen-4", "queen-5"]


def test_four_stuck_seats_pass_and_draw() -> None:
    state = new(STUCK_HANDS, STUCK_COMMON)
    assert state["result"] == {"winners": [], "reason": "stuck", "mated": None}
    assert [e["seat"] for e in state["history"] if e["event"] == "pass"] == [0, 1, 2, 3]


def test_stuck_draw_option_ends_the_game_at_once() -> None:
    state = new(STUCK_HANDS, STUCK_COMMON, stuck="draw")
    assert state["result"]["reason"] == "stuck"
    assert not [e for e in state["history"] if e["event"] == "pass"]


def test_a_stuck_seat_passes_and_the_next_one_plays() -> None:
    state = new({**STUCK_HANDS, GREEN: ["pawn-1", "pawn-2"]}, STUCK_COMMON)
    assert state["result"] is None
    assert state["turn"] == "green"
    assert state["passes"] == 1
    after = go(state, GREEN, "m4", "l4", "pawn-1")
    # Red, blue and yellow pass again; the move reset the count, so no draw.
    assert after["result"] is None
    assert (after["turn"], after["passes"]) == ("green", 3)


def test_resignation_is_proposed_to_the_partner_who_agrees_for_the_pair() -> None:
    state = act(new(), RED, "resign")
    assert state["result"] is None
    assert state["history"][-1]["event"] == "offer_resign"
    assert view(state, None)["public"]["resign_offers"] == [RED]
    assert "answer_resign" in view(state, YELLOW)["private"]["moves"]
    assert "answer_resign" not in view(state, GREEN)["private"]["moves"]
    state = go(state, YELLOW, "d13", "d12", "pawn-1")  # a move leaves the proposal open
    assert view(state, None)["public"]["resign_offers"] == [RED]
    after = act(state, YELLOW, "answer_resign", accept=True)
    assert after["result"] == {"winners": [GREEN, BLUE], "reason": "resignation", "mated": None}


def test_both_partners_resigning_is_the_agreement() -> None:
    after = act(act(new(), GREEN, "resign"), BLUE, "resign")
    assert after["result"] == {"winners": [YELLOW, RED], "reason": "resignation", "mated": None}


def test_a_refused_or_withdrawn_proposal_ends_and_the_game_goes_on() -> None:
    state = act(new(), RED, "resign")
    refused_by_partner = act(state, YELLOW, "answer_resign", accept=False)
    assert refused_by_partner["result"] is None
    assert view(refused_by_partner, None)["public"]["resign_offers"] == []
    assert refused_by_partner["history"][-1]["how"] == "decline"
    withdrawn = act(state, RED, "answer_resign", accept=False)
    assert view(withdrawn, None)["public"]["resign_offers"] == []
    assert withdrawn["history"][-1]["how"] == "withdraw"


def test_resignation_refusals() -> None:
    state = act(new(), RED, "resign")
    assert refused(state, RED, "resign", {}).code == "resign_already_offered"
    assert refused(state, RED, "answer_resign", {"accept": True}).code == "own_resign_offer"
    assert refused(state, GREEN, "answer_resign", {"accept": True}).code == "no_resign_offer"
    assert refused(state, YELLOW, "answer_resign", {"accept": 1}).code == "bad_args"
    assert refused(state, YELLOW, "answer_resign", {}).code == "bad_args"


def test_a_seat_whose_partner_left_resigns_for_the_pair_at_once() -> None:
    state = after_leaving(GAME, new(), RED, "stand_in")
    after = act(state, YELLOW, "resign")
    assert after["result"] == {"winners": [GREEN, BLUE], "reason": "resignation", "mated": None}


def test_a_draw_needs_the_three_others() -> None:
    state = act(new(), GREEN, "offer_draw")
    assert refused(state, GREEN, "answer_draw", {"accept": True}).code == "own_draw_offer"
    assert refused(state, BLUE, "offer_draw", {}).code == "draw_already_offered"
    state = act(state, YELLOW, "answer_draw", accept=True)
    assert refused(state, YELLOW, "answer_draw", {"accept": True}).code == "already_answered"
    state = act(state, RED, "answer_draw", accept=True)
    assert state["result"] is None
    state = act(state, BLUE, "answer_draw", accept=True)
    assert state["result"] == {"winners": [], "reason": "agreement", "mated": None}


def test_a_declined_or_lapsed_offer_is_gone() -> None:
    state = act(act(new(), GREEN, "offer_draw"), RED, "answer_draw", accept=False)
    assert state["draw_offer"] is None
    assert refused(state, RED, "answer_draw", {"accept": True}).code == "no_draw_offer"
    state = act(new({YELLOW: ["pawn-1", "pawn-2"]}), GREEN, "offer_draw")
    state = go(state, YELLOW, "d13", "d12", "pawn-1")
    assert state["draw_offer"] is None
    assert state["history"][-1]["event"] == "draw_lapsed" and state["history"][-1]["seat"] == GREEN


def test_outcome_lists_the_pair_and_the_position() -> None:
    state = act(act(new(), YELLOW, "resign"), RED, "answer_resign", accept=True)
    found = GAME.outcome(state)
    assert found is not None
    assert found["winners"] == [GREEN, BLUE]
    assert found["pieces"]["h1"] == ["red", "king"]
    try:
        act(state, GREEN, "resign")
    except IllegalMove as error:
        assert error.code == "game_over"
    else:  # pragma: no cover - the game is over
        raise AssertionError("a move after the end was accepted")
