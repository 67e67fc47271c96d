"""Every refusal of Poker7 (docs/rules-decisions.md#poker7 D6, D7): its code and status, and
the state left exactly as it was (``refusal`` checks that)."""

from __future__ import annotations

import pytest

from referee.games.poker7 import GAME
from tapete_testing.engine import refusal
from tests.referee.games.poker7.support import act, new, private, public, with_stacks


def code(state: dict, seat: int, move: str, **args: object) -> tuple[str, int]:
    """The refusal's code and status (``refusal`` checks the state is unchanged)."""
    error = refusal(GAME, state, seat, move, args)
    return error.code, error.status


def test_check_facing_a_bet_is_refused() -> None:
    state = act(new(3), 1, "bet", amount=10)
    assert code(state, 2, "check") == ("must_call_or_fold", 422)


def test_a_second_bet_must_be_a_raise() -> None:
    state = act(new(3), 1, "bet", amount=10)
    assert code(state, 2, "bet", amount=30) == ("raise_instead", 422)


def test_a_bet_below_the_ante_is_refused_unless_all_in() -> None:
    assert code(new(3, ante=5), 1, "bet", amount=4) == ("bet_too_small", 422)
    state = with_stacks([100, 4, 100], ante=2)      # seat 1 has 2 left after the ante
    assert act(state, 1, "bet", amount=2)["table"]["all_in"] == [1]


def test_a_bet_above_the_stack_is_refused() -> None:
    assert code(new(3), 1, "bet", amount=99) == ("not_enough_chips", 422)


def test_call_with_nothing_to_call_is_refused() -> None:
    assert code(new(3), 1, "call") == ("nothing_to_call", 422)


def test_a_raise_below_the_last_increment_is_refused() -> None:
    state = act(new(3), 1, "bet", amount=10)
    assert code(state, 2, "raise", to=19) == ("raise_too_small", 422)
    assert act(state, 2, "raise", to=20)["table"]["to_call"] == 20


def test_a_raise_with_nothing_bet_is_refused() -> None:
    assert code(new(3), 1, "raise", to=10) == ("bet_instead", 422)


def test_a_raise_above_the_stack_is_refused() -> None:
    state = act(new(3), 1, "bet", amount=10)
    assert code(state, 2, "raise", to=99) == ("not_enough_chips", 422)


def test_an_all_in_for_less_does_not_reopen_raising() -> None:
    state = with_stacks([100, 100, 15], dealer=2)    # seats 0, 1, 2 act in that order
    state = act(act(state, 0, "bet", amount=10), 1, "call")
    state = act(state, 2, "all_in")                 # 13: a raise of 3 only
    assert state["table"]["actor"] == 0
    assert code(state, 0, "raise", to=40) == ("raising_closed", 422)
    assert code(state, 0, "all_in") == ("raising_closed", 422)
    assert private(state, 0)["moves"] == ["fold", "call"]


def test_raising_against_nobody_is_refused() -> None:
    state = with_stacks([30, 100, 100], dealer=2)
    state = act(act(state, 0, "all_in"), 1, "fold")
    assert code(state, 2, "raise", to=60) == ("raising_closed", 422)


def test_raising_when_calling_takes_every_chip_is_refused() -> None:
    state = with_stacks([100, 30], dealer=1)
    state = act(state, 0, "bet", amount=50)
    assert code(state, 1, "raise", to=60) == ("not_enough_chips", 422)
    assert private(state, 1)["moves"] == ["fold", "call", "all_in"]


def test_showing_a_card_not_held_is_refused() -> None:
    state = new(2, [["rook-1", "rook-2"], ["pawn-1", "pawn-2"]], first_dealer=1)
    state = act(act(state, 0, "all_in"), 1, "call")
    assert state["phase"] == "show"
    assert code(state, 0, "show", card="pawn-1") == ("card_not_in_hand", 422)


@pytest.mark.parametrize(("seat", "move", "args", "expected"), [
    (2, "check", {}, ("not_your_turn", 409)),
    (1, "bet", {"amount": "ten"}, ("bad_args", 400)),
    (1, "bet", {}, ("bad_args", 400)),
    (1, "check", {"x": 1}, ("bad_args", 400)),
    (1, "show", {"card": "rook-1"}, ("wrong_phase", 409)),
    (1, "next_hand", {}, ("wrong_phase", 409)),
    (1, "showdown", {"common": [], "hands": {}}, ("wrong_phase", 409)),
])
def test_moves_out_of_turn_or_malformed_are_refused(seat: int, move: str, args: dict,
                                                    expected: tuple[str, int]) -> None:
    assert code(new(3), seat, move, **args) == expected


def test_a_bad_option_is_refused() -> None:
    with pytest.raises(Exception) as caught:
        GAME.options({"ante": 0}, 3)
    assert getattr(caught.value, "code", None) == "bad_option"
    with pytest.raises(Exception) as caught:
        GAME.options({"cards": "magic"}, 3)
    assert getattr(caught.value, "code", None) == "bad_option"


def test_all_in_against_nobody_is_a_call() -> None:
    state = with_stacks([30, 100, 100], dealer=2)
    state = act(act(state, 0, "all_in"), 1, "fold")
    assert public(state)["block"] == "nobody" and public(state)["to_call"] == 28
    state = act(state, 2, "all_in")
    assert public(state)["chips"][2] == 70 and state["phase"] == "show"
