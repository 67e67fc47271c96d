"""Pax Pamir: the end of the game (seed 002 "Fin del juego", docs/rules-decisions.md#pax-pamir):
the final check, the 4-point lead after any check, the tie-breaks and the moderator's word."""

from __future__ import annotations

from referee.games.pax_pamir import GAME
from tests.referee.games.pax_pamir.support import (
    ANA,
    BEA,
    CARL,
    act,
    by_moderator,
    failure,
    new,
    refused,
    refused_moderator,
    success,
)


def three_failures(state: dict) -> dict:
    """Checks 1-3, each failed: Ana 3, Bea 1, Carl 0 then Carl 3, Bea 1 then Bea 3, Ana 1 ->
    4 / 5 / 3: nobody leads by 4."""
    state = failure(state, {ANA: 2, BEA: 1, CARL: 0})
    state = failure(state, {ANA: 0, BEA: 1, CARL: 2})
    state = failure(state, {ANA: 1, BEA: 2, CARL: 0})
    assert state["scores"] == {ANA: 4, BEA: 5, CARL: 3}
    return state


def test_the_fourth_check_is_final_by_default_and_doubles() -> None:
    state = three_failures(new())
    assert all(not c["final"] for c in state["checks"])
    state = failure(state, {ANA: 3, BEA: 0, CARL: 1})
    assert state["checks"][-1]["final"] is True
    assert state["scores"] == {ANA: 10, BEA: 5, CARL: 5}
    assert state["phase"] == "over"
    assert state["result"] == {"winners": [ANA], "reason": "lead"}


def test_most_points_after_the_final_check_wins() -> None:
    state = three_failures(new())
    state = failure(state, {ANA: 3, BEA: 3, CARL: 0})  # final: 4 each -> 8 / 9 / 3
    assert state["result"] == {"winners": [BEA], "reason": "final"}
    outcome = GAME.outcome(state)
    assert outcome == {
        "winners": [1], "reason": "final", "scores": {ANA: 8, BEA: 9, CARL: 3},
        "checks": [
            {"n": 1, "final": False, "success": False, "coalition": None,
             "points": {ANA: 3, BEA: 1, CARL: 0}},
            {"n": 2, "final": False, "success": False, "coalition": None,
             "points": {ANA: 0, BEA: 1, CARL: 3}},
            {"n": 3, "final": False, "success": False, "coalition": None,
             "points": {ANA: 1, BEA: 3, CARL: 0}},
            {"n": 4, "final": True, "success": False, "coalition": None,
             "points": {ANA: 4, BEA: 4, CARL: 0}},
        ],
    }


def test_option_final_check_moves_the_final_check() -> None:
    state = failure(new(final_check=2), {ANA: 2, BEA: 1, CARL: 0})
    state = failure(state, {ANA: 0, BEA: 1, CARL: 2})
    assert state["checks"][-1]["final"] is True
    assert GAME.outcome(state) is not None


def test_a_check_said_final_ends_the_game_early() -> None:
    state = failure(new(), {ANA: 2, BEA: 0, CARL: 1})                # 3 / 0 / 1
    state = failure(state, {ANA: 0, BEA: 2, CARL: 1}, final=True)    # 3 / 6 / 3
    assert state["result"] == {"winners": [BEA], "reason": "final"}


def test_a_fourth_check_said_not_final_lets_the_table_play_on() -> None:
    state = three_failures(new())
    state = failure(state, {ANA: 1, BEA: 0, CARL: 2}, final=False)
    assert state["phase"] == "play"
    assert state["checks"][-1]["final"] is False
    state = failure(state, {ANA: 1, BEA: 0, CARL: 2}, final=True)
    assert state["checks"][-1]["n"] == 5
    assert GAME.outcome(state) is not None


def test_a_lead_of_exactly_4_after_the_first_check_wins() -> None:
    state = success(new(), {ANA: 1, BEA: None, CARL: None})
    assert state["result"] == {"winners": [ANA], "reason": "lead"}


def test_a_lead_of_3_does_not_end_the_game() -> None:
    state = failure(new(), {ANA: 3, BEA: 0, CARL: 0})
    assert state["scores"] == {ANA: 3, BEA: 0, CARL: 0}
    assert state["phase"] == "play" and GAME.outcome(state) is None


def test_a_lead_after_the_final_check_wins_by_lead() -> None:
    state = three_failures(new())
    state = success(state, {ANA: None, BEA: 1, CARL: None})  # final: Bea +10
    assert state["result"] == {"winners": [BEA], "reason": "lead"}


def test_an_extra_player_can_win() -> None:
    state = success(new(1, extra=("Wakhan", "Bea")), {ANA: None, "Wakhan": 3, "Bea": None})
    assert GAME.outcome(state)["winners"] == ["Wakhan"]


def tie_for_the_win() -> dict:
    """Checks 1-3 then a final where Ana and Bea end on 9 each, Carl on 3."""
    state = failure(new(), {ANA: 1, BEA: 2, CARL: 0})   # 1 / 3 / 0
    state = failure(state, {ANA: 2, BEA: 1, CARL: 0})   # 4 / 4 / 0
    state = failure(state, {ANA: 1, BEA: 1, CARL: 2})   # 4 / 4 / 3
    state = failure(state, {ANA: 3, BEA: 3, CARL: 0})   # final (6+2)/2: 8 / 8 / 3
    assert state["scores"] == {ANA: 8, BEA: 8, CARL: 3}
    assert state["phase"] == "tiebreak"
    assert state["tied"] == [ANA, BEA]
    return state


def test_a_tie_for_the_most_points_opens_the_tiebreak() -> None:
    state = tie_for_the_win()
    assert GAME.outcome(state) is None
    assert GAME.awaiting(state) == [0, 1, 2]


def test_most_military_stars_break_the_tie() -> None:
    state = act(tie_for_the_win(), 2, "tiebreak", military={ANA: 1, BEA: 2},
                rupees={ANA: 30, BEA: 0})
    assert GAME.outcome(state)["winners"] == [1]
    assert GAME.outcome(state)["reason"] == "tiebreak"


def test_then_most_rupees_break_the_tie() -> None:
    state = act(tie_for_the_win(), 0, "tiebreak", military={ANA: 2, BEA: 2},
                rupees={ANA: 7, BEA: 6})
    assert GAME.outcome(state)["winners"] == [0]


def test_still_tied_waits_for_the_moderator() -> None:
    state = act(tie_for_the_win(), 0, "tiebreak", military={ANA: 2, BEA: 2},
                rupees={ANA: 6, BEA: 6})
    assert state["phase"] == "still_tied" and state["tied"] == [ANA, BEA]
    assert GAME.outcome(state) is None
    assert GAME.awaiting(state) == []
    assert refused(state, 0, "declare_winner", {"seat": 0}).code == "not_moderator"


def test_the_moderator_names_the_winner() -> None:
    state = act(tie_for_the_win(), 0, "tiebreak", military={ANA: 0, BEA: 0},
                rupees={ANA: 6, BEA: 6})
    state = by_moderator(state, "declare_winner", {"seat": 1})
    assert GAME.outcome(state)["winners"] == [1]
    assert GAME.outcome(state)["reason"] == "declared"


def test_a_playing_moderator_names_the_winner_from_a_seat() -> None:
    state = act(tie_for_the_win(), 0, "tiebreak", military={ANA: 0, BEA: 0},
                rupees={ANA: 6, BEA: 6})
    state = by_moderator(state, "declare_winner", {"seat": "0"}, seat=0)
    assert GAME.outcome(state)["winners"] == [0]


def test_the_moderator_lets_the_tied_players_share() -> None:
    state = act(tie_for_the_win(), 0, "tiebreak", military={ANA: 0, BEA: 0},
                rupees={ANA: 6, BEA: 6})
    state = by_moderator(state, "declare_winner", {"seat": None})
    assert GAME.outcome(state)["winners"] == [0, 1]
    assert GAME.outcome(state)["reason"] == "shared"


def test_the_moderator_cannot_name_a_player_who_is_not_tied() -> None:
    state = act(tie_for_the_win(), 0, "tiebreak", military={ANA: 0, BEA: 0},
                rupees={ANA: 6, BEA: 6})
    assert refused_moderator(state, "declare_winner", {"seat": 2}).code == "not_tied"
    assert refused_moderator(state, "declare_winner", {"seat": "Wakhan"}).code == "not_tied"


def three_tied() -> dict:
    """A final where all three end on 4 points each."""
    state = failure(new(), {ANA: 0, BEA: 0, CARL: 0})   # 4/3 = 1 each
    state = failure(state, {ANA: 0, BEA: 0, CARL: 0})
    state = failure(state, {ANA: 0, BEA: 0, CARL: 0})
    state = failure(state, {ANA: 0, BEA: 0, CARL: 0})   # final 8/3 = 2 each
    assert state["scores"] == {ANA: 5, BEA: 5, CARL: 5}
    return state


def test_military_keeps_two_of_three_and_rupees_leave_them_tied() -> None:
    state = act(three_tied(), 1, "tiebreak", military={ANA: 1, BEA: 3, CARL: 3},
                rupees={ANA: 9, BEA: 4, CARL: 4})
    assert state["phase"] == "still_tied"
    assert state["tied"] == [BEA, CARL]
    assert refused_moderator(state, "declare_winner", {"seat": 0}).code == "not_tied"
    state = by_moderator(state, "declare_winner", {"seat": None})
    assert GAME.outcome(state)["winners"] == [1, 2]
