"""Every SoloDrez refusal: its code, status and English message; a refused move leaves the state
exactly as it was (``support.refused`` checks that)."""

from __future__ import annotations

import pytest

from tests.referee.games.solodrez.support import act, new, refused, table

STATE = table(["pawn-5", "joker-2", "queen-2", "bishop-3"], ["knight-3", "pawn-4"],
              ["neutral-1"], ["rook-8"])


@pytest.mark.parametrize(("args", "code", "message"), [
    ({"from": 1, "count": 1, "to": 1}, "same_column", "The run must go to another column."),
    ({"from": 4, "count": 2, "to": 3}, "not_enough_cards", "Column 4 has fewer than 2 cards."),
    ({"from": 1, "count": 2, "to": 5}, "not_ordered",
     "The last 2 cards of column 1 are not an ordered run."),
    ({"from": 4, "count": 1, "to": 1}, "does_not_fit",
     "The run must start one figure below the last card of the destination column."),
    ({"from": 2, "count": 1, "to": 5}, "empty_needs_joker",
     "An empty column takes only a run that starts with a joker (or a neutral card playing "
     "one)."),
    ({"from": 3, "count": 1, "to": 2}, "nothing_below_pawn", "Nothing can go on a pawn."),
])
def test_move_refusals(args: dict[str, int], code: str, message: str) -> None:
    error = refused(STATE, "move", args)
    assert (error.code, error.status, str(error)) == (code, 422, message)


def test_a_neutral_at_the_end_takes_no_run_from_a_joker() -> None:
    state = table(["joker-3"], ["pawn-1", "neutral-2"])
    assert refused(state, "move", {"from": 1, "count": 1, "to": 2}).code == "does_not_fit"


def test_remove_refusal() -> None:
    error = refused(STATE, "remove", {"column": 1})
    assert (error.code, error.status, str(error)) == (
        "not_a_complete_series", 422,
        "Column 1 does not hold exactly a complete series, joker to pawn.")


@pytest.mark.parametrize(("move", "args"), [
    ("move", {"from": 0, "count": 1, "to": 2}),
    ("move", {"from": 1, "count": 1, "to": 10}),
    ("move", {"from": "1", "count": 1, "to": 2}),
    ("move", {"from": 1, "count": 0, "to": 2}),
    ("move", {"from": 1, "count": True, "to": 2}),
    ("move", {"from": 1, "to": 2}),
    ("remove", {"column": 1, "extra": 1}),
    ("remove", {"column": None}),
    ("give_up", {"now": True}),
])
def test_malformed_arguments(move: str, args: dict[str, object]) -> None:
    error = refused(STATE, move, args)
    assert (error.code, error.status) == ("bad_args", 400)


def test_only_the_seat_plays() -> None:
    assert refused(STATE, "move", {"from": 1, "count": 1, "to": 2}, seat=None).code == \
        "not_your_turn"


def test_nothing_once_over() -> None:
    over = act(new(), "give_up")
    assert refused(over, "move", {"from": 1, "count": 1, "to": 2}).code == "game_over"


def test_unknown_move() -> None:
    assert refused(STATE, "hint", {}).code == "unknown_move"
