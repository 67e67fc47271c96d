"""Every refusal of a VikingDrez move, in the order the rules check them; each leaves the state
exactly as it was (``refused`` asserts it)."""

from __future__ import annotations

import pytest

from tests.referee.games.vikingdrez.support import BLACK, WHITE, go, new, refused


def _move(start: str, end: str) -> dict[str, str]:
    return {"from": start, "to": end}


def test_the_side_not_to_move_is_refused() -> None:
    error = refused(new(), WHITE, "move", _move("d5", "c5"))
    assert (error.code, error.status) == ("not_your_turn", 409)


def test_a_viewer_without_a_seat_cannot_move() -> None:
    assert refused(new(), None, "move", _move("d2", "c2")).code == "not_your_turn"


@pytest.mark.parametrize("start", ["e2", "d4", "c4"])  # empty, the king, a defender
def test_only_an_own_piece_moves(start: str) -> None:
    error = refused(new(), BLACK, "move", _move(start, "e1"))
    assert (error.code, error.status, error.params) == ("not_your_piece", 422, {"square": start})


@pytest.mark.parametrize("end", ["e1", "b3", "d2"])  # diagonal, a knight's jump, no move at all
def test_a_piece_moves_along_a_rank_or_file(end: str) -> None:
    assert refused(new(), BLACK, "move", _move("d2", end)).code == "not_straight"


def test_a_piece_cannot_jump() -> None:
    error = refused(new(), BLACK, "move", _move("a4", "e4"))
    assert (error.code, error.params) == ("path_blocked", {"square": "e4", "blocked": "b4"})


def test_a_piece_cannot_land_on_another() -> None:
    assert refused(new(), BLACK, "move", _move("b4", "c4")).code == "square_occupied"


@pytest.mark.parametrize(("seat", "start", "end"), [
    (BLACK, "d1", "a1"), (BLACK, "d2", "d4"), (WHITE, "g2", "g1"), (WHITE, "f4", "d4")])
def test_a_soldier_cannot_stop_on_the_throne_or_a_corner(seat: int, start: str,
                                                         end: str) -> None:
    state = new({"f6": "king", "d1": "attacker", "d2": "attacker", "f4": "defender"},
                "black" if seat == BLACK else "white")
    error = refused(state, seat, "move", _move(start, end))
    assert (error.code, error.status) == ("restricted_square", 422)


def test_the_king_may_stop_on_the_throne_and_on_a_corner() -> None:
    state = go(new({"d5": "king", "a5": "attacker"}, "white"), "d5-d4")
    assert state["board"]["d4"] == "king"
    state = go(new({"e1": "king", "a5": "attacker"}, "white", spares=False), "e1-g1")
    assert state["board"]["g1"] == "king"


def test_the_empty_throne_can_be_crossed_when_the_option_allows() -> None:
    pieces = {"f6": "king", "d2": "attacker"}
    assert go(new(pieces), "d2-d6")["board"]["d6"] == "attacker"
    error = refused(new(pieces, throne_passable=False), BLACK, "move", _move("d2", "d6"))
    assert (error.code, error.params) == ("path_blocked", {"square": "d6", "blocked": "d4"})


def test_the_king_may_always_cross_the_empty_throne() -> None:
    state = go(new({"d3": "king", "a5": "attacker"}, "white", throne_passable=False), "d3-d6")
    assert state["board"]["d6"] == "king"


def test_the_occupied_throne_cannot_be_crossed() -> None:
    assert refused(new({"d4": "king", "d2": "attacker"}), BLACK, "move",
                   _move("d2", "d6")).code == "path_blocked"


@pytest.mark.parametrize("square", ["h1", "d0", "a8", "D2", "d02", 5, None, ["d", 2]])
def test_a_square_that_is_not_on_the_board_is_malformed(square: object) -> None:
    for args in ({"from": square, "to": "c2"}, {"from": "d2", "to": square}):
        error = refused(new(), BLACK, "move", args)
        assert (error.code, error.status, error.params) == ("bad_square", 400,
                                                            {"square": str(square)})


@pytest.mark.parametrize("args", [{}, {"from": "d2"}, {"from": "d2", "to": "c2", "x": 1}])
def test_missing_or_extra_arguments_are_malformed(args: dict[str, object]) -> None:
    assert refused(new(), BLACK, "move", args).code == "bad_args"


def test_an_unknown_move_is_malformed() -> None:
    error = refused(new(), BLACK, "castle", {})
    assert (error.code, error.status) == ("unknown_move", 400)


def test_no_move_is_taken_after_the_end() -> None:
    over = go(new({"e1": "king", "a5": "attacker"}, "white", spares=False), "e1-g1")
    for seat, name, args in [(BLACK, "move", _move("a5", "a4")), (WHITE, "resign", {}),
                             (BLACK, "offer_draw", {})]:
        error = refused(over, seat, name, args)
        assert (error.code, error.status) == ("game_over", 409)


def test_a_refused_move_in_a_game_leaves_it_as_it_was() -> None:
    state = go(new(), "d2-c2", "c4-c3")
    assert refused(state, BLACK, "move", _move("c2", "c4")).code == "path_blocked"
    assert go(state, "c2-b2")["board"]["b2"] == "attacker"
