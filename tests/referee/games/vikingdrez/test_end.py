"""How a VikingDrez game ends: the king on a corner, no legal move, threefold repetition,
resignation and draws by agreement (offers lapse when a move is made)."""

from __future__ import annotations

import pytest

from referee.games.base import State, Viewer
from referee.games.vikingdrez import GAME
from referee.games.vikingdrez.rules import START
from tests.referee.games.vikingdrez.support import BLACK, WHITE, act, go, new, refused


def test_the_king_on_a_corner_wins_for_white() -> None:
    state = go(new({"e1": "king", "a5": "attacker"}, "white", spares=False), "e1-g1")
    assert GAME.outcome(state) == {
        "winners": [WHITE], "reason": "corner", "king": "g1",
        "moves": [{"side": "white", "from": "e1", "to": "g1", "captured": []}]}
    assert GAME.awaiting(state) == []


def test_white_wins_with_black_on_seat_1() -> None:
    state = go(new({"e1": "king", "a5": "attacker"}, "white", spares=False, black=1), "e1-g1")
    assert GAME.outcome(state)["winners"] == [0]


def test_the_side_left_without_a_legal_move_loses() -> None:
    # Black's last attacker, on b1, is shut in by c1, b2 and the corner it may not stop on.
    state = new({"f6": "king", "c1": "defender", "b5": "defender", "b1": "attacker"}, "white",
                spares=False)
    state = go(state, "b5-b2")
    result = GAME.outcome(state)
    assert (result["winners"], result["reason"]) == ([WHITE], "no_moves")


def test_a_side_that_loses_its_last_piece_loses_for_lack_of_moves() -> None:
    state = go(new({"f6": "king", "b3": "attacker", "a3": "defender", "c7": "defender"},
                   "white", spares=False), "c7-c3")
    assert state["history"][-1]["captured"] == ["b3"]
    assert GAME.outcome(state)["reason"] == "no_moves"


LOOP = ("a4-a5", "c4-c5", "a5-a4", "c5-c4")


def _repetitions(state: State) -> int:
    return GAME.view(state, Viewer(None))["public"]["repetitions"]


def test_a_position_standing_for_the_third_time_is_a_draw() -> None:
    state = go(new(), *LOOP)
    assert _repetitions(state) == 2
    assert GAME.outcome(state) is None
    state = go(state, *LOOP[:3])
    assert GAME.outcome(state) is None
    state = go(state, LOOP[3])
    result = GAME.outcome(state)
    assert (result["winners"], result["reason"]) == ([], "repetition")
    assert len(result["moves"]) == 8


def test_the_same_board_with_the_other_side_to_move_is_another_position() -> None:
    state = go(new(), "a4-a5", "c4-c5", "a5-a6", "c5-c4", "a6-a4")
    assert (state["board"], state["to_move"]) == (START, "white")
    assert _repetitions(state) == 1


def test_a_seat_may_resign_at_any_moment() -> None:
    state = act(new(), WHITE, "resign")  # Black is to move
    assert GAME.outcome(state) == {"winners": [BLACK], "reason": "resignation", "king": "d4",
                                   "moves": []}
    assert state["history"] == [{"type": "resign", "seat": WHITE}]


def test_resigning_takes_no_arguments_and_needs_a_seat() -> None:
    assert refused(new(), BLACK, "resign", {"now": True}).code == "bad_args"
    assert refused(new(), None, "resign", {}).code == "not_your_turn"


@pytest.mark.parametrize("offering", [BLACK, WHITE])
def test_an_accepted_draw_offer_ends_the_game(offering: int) -> None:
    state = act(new(), offering, "offer_draw")
    assert state["draw_offer"] == offering
    state = act(state, 1 - offering, "answer_draw", accept=True)
    assert GAME.outcome(state) == {"winners": [], "reason": "agreement", "king": "d4",
                                   "moves": []}


def test_a_declined_offer_closes_and_the_game_goes_on() -> None:
    state = act(act(new(), WHITE, "offer_draw"), BLACK, "answer_draw", accept=False)
    assert state["draw_offer"] is None
    assert GAME.outcome(state) is None
    assert state["history"][-1] == {"type": "answer_draw", "seat": BLACK, "accept": False}
    assert act(state, WHITE, "offer_draw")["draw_offer"] == WHITE


def test_an_offer_lapses_when_a_move_is_made() -> None:
    state = go(act(new(), WHITE, "offer_draw"), "d2-c2")
    assert state["draw_offer"] is None
    assert refused(state, BLACK, "answer_draw", {"accept": True}).code == "no_draw_offer"


def test_draw_offer_refusals() -> None:
    offered = act(new(), BLACK, "offer_draw")
    for seat in (BLACK, WHITE):
        error = refused(offered, seat, "offer_draw", {})
        assert (error.code, error.status) == ("draw_already_offered", 422)
    assert refused(offered, BLACK, "answer_draw", {"accept": True}).code == "own_draw_offer"
    assert refused(new(), WHITE, "answer_draw", {"accept": True}).code == "no_draw_offer"
    for args in ({}, {"accept": "yes"}, {"accept": 1}):
        assert refused(offered, WHITE, "answer_draw", args).code == "bad_args"
    assert refused(new(), BLACK, "offer_draw", {"x": 1}).code == "bad_args"
    assert refused(new(), None, "offer_draw", {}).code == "not_your_turn"
