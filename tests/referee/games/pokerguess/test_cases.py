"""PokerGuess's test cases (docs/rules-decisions.md#pokerguess; the seed's example first),
then the phase-end rule, folds, side pots, splits and the match's end."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.pokerguess import GAME
from referee.games.pokerguess.predictions import check, checking_order
from tests.referee.games.pokerguess.support import (
    GREEN,
    RED,
    P,
    act,
    chips_total,
    fold,
    guess,
    new,
    refused,
)

#: The seed's example (Poker7's deal): top 0, left 1, bottom 2, right 3.
COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]
HANDS = {0: ["bishop-5", "bishop-8"], 1: ["pawn-6", "joker-3"], 2: ["joker-8", "knight-9"],
         3: ["queen-2", "knight-2"]}
TOP, LEFT, BOTTOM, RIGHT = 0, 1, 2, 3


def test_t1_the_seeds_example() -> None:
    state = new(4, HANDS, COMMON, first_dealer=3, ante=1)
    assert state["to_ask"] == [TOP, LEFT, BOTTOM, RIGHT]
    state = guess(state, TOP, P(RED, 3, "bishop", 4))
    state = guess(state, LEFT, P(RED, 4, "pawn", 4))
    state = guess(state, BOTTOM, P(GREEN, 3, "joker", 3))
    state = guess(state, RIGHT, P(RED, 4, "pawn", 3))
    state = guess(state, TOP, P(RED, 4, "bishop", 4))
    assert state["to_ask"] == [LEFT, BOTTOM, RIGHT]
    for seat in (LEFT, BOTTOM, RIGHT):
        state = guess(state, seat)
    assert state["phase"] == "show", "top is not asked again after the last change"
    for seat, card in ((TOP, "bishop-5"), (LEFT, "pawn-6"), (BOTTOM, "knight-9"),
                       (RIGHT, "knight-2")):
        state = act(state, seat, "show", {"card": card})
    assert (state["phase"], state["round"], state["to_ask"]) == ("guess", 2, [0, 1, 2, 3])
    for seat in (TOP, LEFT, BOTTOM, RIGHT):
        state = guess(state, seat)
    assert state["phase"] == "hand_over"
    record = state["records"][-1]
    assert record["order"] == [TOP, LEFT, RIGHT, BOTTOM]
    assert record["checks"]["0"] == {"colour": 4, "figure": 3, "both": 0, "holds": False,
                                     "short": "figure"}
    assert record["checks"]["1"]["figure"] == 3 and record["checks"]["1"]["short"] == "figure"
    assert record["checks"]["3"] == {"colour": 4, "figure": 3, "both": 1, "holds": False,
                                     "short": "both"}
    assert record["checks"]["2"] == {"colour": 3, "figure": 3, "both": 0, "holds": True,
                                     "short": None}
    assert record["pots"] == [{"amount": 4, "eligible": [0, 1, 2, 3], "alone": False,
                               "tried": [TOP, LEFT, RIGHT], "winners": [BOTTOM],
                               "split": False, "shares": {"2": 4}}]
    assert state["ledger"]["stacks"] == [99, 99, 103, 99]
    assert record["hands"] == {str(s): HANDS[s] for s in range(4)}


def test_t1_order_keys() -> None:
    standing = {TOP: P(RED, 4, "bishop", 4), LEFT: P(RED, 4, "pawn", 4),
                BOTTOM: P(GREEN, 3, "joker", 3), RIGHT: P(RED, 4, "pawn", 3)}
    assert checking_order(standing) == [TOP, LEFT, RIGHT, BOTTOM]


def test_t2_the_card_of_both_goes_to_either_group() -> None:
    dealt = ["queen-2", "knight-2", "pawn-6", "pawn-9", "rook-2", "pawn-2", "bishop-2",
             "joker-6", "knight-5"]
    held = check(P(RED, 4, "pawn", 3), dealt)
    assert held == {"colour": 5, "figure": 3, "both": 1, "holds": True, "short": None}
    assert check(P(RED, 5, "pawn", 3), dealt)["short"] == "both"


def test_t4_a_duplicate_is_refused_a_different_count_accepted() -> None:
    state = new(2)
    state = guess(state, 1, P(RED, 4, "pawn", 3))
    error = refused(state, 0, "guess", {"prediction": P(RED, 4, "pawn", 3)})
    assert (error.code, error.status) == ("prediction_taken", 422)
    state = guess(state, 0, P(RED, 4, "pawn", 2))
    assert state["predictions"]["0"] == P(RED, 4, "pawn", 2)


def test_phase_two_ends_after_a_quiet_first_cycle_and_an_action_reopens_it() -> None:
    state = new(3)
    for seat in (1, 2, 0):
        state = guess(state, seat, P(seat + 1, 2, "rook", 2))
    state = guess(state, 1)
    state = guess(state, 2)
    assert state["phase"] == "show"
    for seat in (1, 2, 0):
        card = state["zones"][f"hand-{seat}"]["cards"][0]
        state = act(state, seat, "show", {"card": card})
    state = guess(state, 1)
    state = guess(state, 2, raise_to=6)
    assert state["to_ask"] == [0, 1] and state["bet"] == 6
    state = guess(state, 0)
    state = guess(state, 1, P(1, 3, "rook", 2))
    assert state["to_ask"] == [2, 0]
    state = guess(state, 2)
    state = guess(state, 0)
    assert state["phase"] == "hand_over"
    assert state["records"][-1]["pots"][0]["amount"] == 18


def test_staying_calls_the_bet_and_a_short_stack_goes_all_in() -> None:
    state = new(3, starting_chips=10, ante=2)
    state = guess(state, 1, P(1, 1, "pawn", 1), raise_to=10)
    assert state["ledger"]["stacks"][1] == 0 and state["bet"] == 10
    state = guess(state, 2, P(2, 1, "pawn", 1))
    assert state["put"][2] == 10
    error = refused(state, 0, "guess", {"prediction": P(3, 1, "pawn", 1), "raise_to": 12})
    assert error.code == "not_enough_chips"
    state = guess(state, 0, P(3, 1, "pawn", 1))
    assert state["put"] == [10, 10, 10] and chips_total(state) == 30


def test_a_fold_withdraws_the_prediction_and_the_last_player_takes_the_pot() -> None:
    hands = {0: ["rook-1", "rook-3"], 1: ["pawn-1", "pawn-3"], 2: ["queen-1", "queen-3"]}
    state = new(3, hands, ["joker-1", "joker-2", "joker-3", "joker-4", "joker-5"])
    state = guess(state, 1, P(1, 1, "joker", 1), raise_to=10)
    state = fold(state, 2)
    assert "2" not in state["predictions"]
    state = fold(state, 0)
    record = state["records"][-1]
    assert record["by_fold"] and record["hands"] == {}
    assert state["ledger"]["stacks"] == [98, 104, 98]
    public = str(GAME.view(state, Viewer(seat=None))["public"])
    assert not any(card in public for cards in hands.values() for card in cards)


def test_folded_cards_count_and_are_shown_at_the_showdown() -> None:
    hands = {0: ["pawn-1", "pawn-3"], 1: ["rook-4", "rook-5"], 2: ["queen-6", "queen-7"]}
    common = ["joker-1", "joker-2", "bishop-8", "knight-8", "queen-9"]
    state = new(3, hands, common)
    state = guess(state, 1, P(8, 1, "pawn", 2))   # both pawns are in the folded hand
    state = guess(state, 2, P(1, 1, "joker", 1))
    state = fold(state, 0)
    state = guess(state, 1)
    for seat in (1, 2):
        state = act(state, seat, "show", {"card": hands[seat][0]})
    state = guess(state, 1)
    state = guess(state, 2)
    record = state["records"][-1]
    assert record["order"] == [1, 2] and record["checks"]["1"]["holds"]
    assert record["pots"][0]["winners"] == [1]
    assert record["hands"]["0"] == hands[0]


def test_side_pots_are_checked_each_among_their_own_players() -> None:
    hands = {0: ["pawn-1", "pawn-3"], 1: ["rook-4", "rook-5"], 2: ["queen-6", "queen-7"]}
    common = ["joker-1", "joker-2", "bishop-8", "knight-8", "queen-9"]
    state = new(3, hands, common)
    state["ledger"]["stacks"][1] = 8  # seat 1 short: all-in below the others
    state["ledger"]["stacks"][0] += 90
    state = guess(state, 1, P(1, 1, "pawn", 2), raise_to=10)   # holds, checked first
    state = guess(state, 2, P(6, 1, "queen", 1), raise_to=30)  # holds
    state = guess(state, 0, P(2, 1, "rook", 1))
    assert state["to_ask"] == [1, 2]
    state = guess(state, 1)
    state = guess(state, 2)
    for seat in (1, 2, 0):
        state = act(state, seat, "show", {"card": hands[seat][0]})
    for seat in (1, 2, 0):
        state = guess(state, seat)
    pots = state["records"][-1]["pots"]
    assert [(p["amount"], p["eligible"], p["winners"]) for p in pots] == [
        (30, [0, 1, 2], [1]), (40, [0, 2], [2])]
    assert chips_total(state) == 300


def test_nobody_holds_the_pot_is_split_odd_chips_from_the_dealers_next() -> None:
    hands = {0: ["pawn-1", "pawn-3"], 1: ["rook-4", "rook-5"], 2: ["queen-6", "queen-7"]}
    common = ["joker-1", "joker-2", "bishop-8", "knight-8", "queen-9"]
    state = new(3, hands, common, ante=3, first_dealer=1)
    state = guess(state, 2, P(5, 5, "knight", 5))
    state = guess(state, 0, P(5, 5, "bishop", 5))
    state = fold(state, 1)
    state = guess(state, 2)
    for seat in (2, 0):
        state = act(state, seat, "show", {"card": hands[seat][1]})
    for seat in (2, 0):
        state = guess(state, seat)
    pot = state["records"][-1]["pots"][0]
    assert pot["split"] and pot["tried"] == [0, 2] and pot["shares"] == {"2": 5, "0": 4}


def test_broke_players_leave_and_the_last_one_wins_the_match() -> None:
    state = new(2, starting_chips=5, ante=5)
    assert state["put"] == [5, 5] and state["ledger"]["stacks"] == [0, 0]
    state = guess(state, 1, P(1, 1, "pawn", 1))
    state = fold(state, 0)
    assert GAME.outcome(state) == {"winners": [1], "reason": "all_chips",
                                   "chips": {"0": 0, "1": 10}, "hands": 1,
                                   "left": []}

