"""Inside Job: recording tricks, the winner and why, briefcases, thresholds and the end of the
hand for 3, 4 and 5 players (seed 003; docs/rules-decisions.md#inside-job)."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Viewer
from referee.games.inside_job import GAME
from referee.games.inside_job.tricks import trick_winner
from tests.referee.games.inside_job.support import (
    new,
    plays,
    refused,
    trick,
    win,
    wins,
)

AGENTS_OF = {3: [1, 2], 4: [1, 2, 3], 5: [1, 2, 3, 4]}


def basic(players: int) -> list[str]:
    """The Insider at seat 0, agents elsewhere."""
    return ["insider"] + ["agent"] * (players - 1)


def test_seed_worked_example() -> None:
    """13 green, 5 green with a briefcase, 5 yellow, 4 green, trump yellow: the 5 yellow wins,
    tied with the briefcase's 5 and played later (seed 003, Colocar maletines)."""
    state = new(["agent", "agent", "insider", "agent"])
    state = trick(state, [("green", 13), ("green", 5, True), ("yellow", 5), ("green", 4)],
                  trump="yellow", mission=True)
    last = state["last_trick"]
    assert (last["winner"], last["reason"]) == (2, "tie_later")
    assert last["card"] == {"seat": 2, "suit": "yellow", "value": 5, "briefcase": False}
    assert [p["trump"] for p in last["plays"]] == [False, True, True, False]
    assert (last["led"], last["trump"], last["mission"]) == ("green", "yellow", True)
    assert state["briefcases"] == [1, 0, 3, 1]
    assert state["leader"] == 2 and GAME.awaiting(state) == [2]
    assert state["missions"] == 1


def cards(*spec: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"suit": c[0], "value": c[1], "briefcase": len(c) > 2} for c in spec]


@pytest.mark.parametrize(("spec", "trump", "index", "reason"), [
    ([("blue", 3), ("blue", 9), ("green", 13)], "red", 1, "highest_led"),
    ([("blue", 2), ("green", 13), ("yellow", 12)], "red", 0, "highest_led"),
    ([("blue", 3), ("red", 2), ("blue", 13)], "red", 1, "highest_trump"),
    ([("blue", 3), ("red", 2), ("blue", 4, True)], "red", 2, "briefcase_trump"),
    ([("blue", 3, True), ("red", 2), ("blue", 13)], "red", 0, "briefcase_trump"),
    ([("blue", 1), ("red", 6), ("blue", 6, True)], "red", 2, "tie_later"),
    ([("blue", 6, True), ("red", 6), ("red", 1)], "red", 1, "tie_later"),
    ([("red", 3, True), ("red", 5), ("green", 13)], "red", 1, "highest_trump"),
    ([("blue", 5), ("green", 9, True), ("blue", 7)], "red", 2, "highest_led"),
])
def test_trick_winner(spec: list[tuple[Any, ...]], trump: str, index: int, reason: str) -> None:
    assert trick_winner(cards(*spec), trump) == (index, reason)


def test_winner_takes_the_trick_briefcase_and_every_placed_one() -> None:
    """A placer who wins gets its own briefcase back; the others' go to the winner."""
    state = new(["agent", "agent", "agent", "insider", "agent"])
    state = trick(state, [("blue", 5, True), ("blue", 7, True), ("red", 2), ("blue", 9),
                          ("green", 1)], trump="red")
    assert (state["last_trick"]["winner"], state["last_trick"]["reason"]) == \
        (1, "briefcase_trump")
    assert state["briefcases"] == [0, 3, 1, 1, 1]
    assert state["last_trick"]["briefcases_placed"] == 2


OK_CARDS = [("green", 1), ("green", 2), ("green", 3), ("green", 4)]


def trick_args(state: dict, spec: list[tuple[Any, ...]] = OK_CARDS, **over: Any) -> dict:
    args = {"trump": "red", "plays": plays(state, spec), "mission": False}
    args.update(over)
    return args


@pytest.fixture
def table() -> dict:
    return new(["agent", "insider", "agent", "bugged_agent"])


def test_only_the_leader_records_a_trick(table: dict) -> None:
    for seat in (1, None):
        error = refused(table, seat, "trick", trick_args(table))
        assert (error.code, error.status) == ("not_your_turn", 409)


@pytest.mark.parametrize("over", [
    {"trump": "purple"}, {"trump": None}, {"mission": "yes"}, {"mission": 1},
    {"plays": "green 1"}, {"extra": 1},
])
def test_malformed_trick(table: dict, over: dict) -> None:
    error = refused(table, 0, "trick", trick_args(table, **over))
    assert (error.code, error.status) == ("bad_args", 400)


def test_missing_argument(table: dict) -> None:
    args = trick_args(table)
    del args["mission"]
    assert refused(table, 0, "trick", args).status == 400


@pytest.mark.parametrize("change", [
    {"suit": "verde"}, {"value": 0}, {"value": 14}, {"value": "5"}, {"value": True},
    {"value": 2.0}, {"briefcase": "yes"}, {"seat": 4}, {"seat": -1}, {"seat": "1"},
    {"colour": "green"},
])
def test_malformed_play(table: dict, change: dict) -> None:
    args = trick_args(table)
    args["plays"][1].update(change)
    error = refused(table, 0, "trick", args)
    assert (error.code, error.status) == ("bad_args", 400)


def test_a_play_must_be_an_object(table: dict) -> None:
    args = trick_args(table)
    args["plays"][2] = ["green", 3]
    assert refused(table, 0, "trick", args).status == 400


def test_one_card_per_player(table: dict) -> None:
    args = trick_args(table, OK_CARDS[:3])
    error = refused(table, 0, "trick", args)
    assert (error.code, error.status) == ("play_count", 422)
    assert error.params == {"players": 4}


@pytest.mark.parametrize(("seats", "code"), [
    ([0, 1, 1, 2], "seat_twice"),
    ([1, 2, 3, 0], "leader_first"),
    ([0, 2, 1, 3], "play_order"),
    ([0, 3, 2, 1], "play_order"),
])
def test_seats_in_play_order_from_the_leader(table: dict, seats: list[int], code: str) -> None:
    args = trick_args(table)
    for play, seat in zip(args["plays"], seats, strict=True):
        play["seat"] = seat
    error = refused(table, 0, "trick", args)
    assert (error.code, error.status) == (code, 422)


def test_a_card_is_played_once_per_hand(table: dict) -> None:
    error = refused(table, 0, "trick", trick_args(table, [("green", 1), ("blue", 2),
                                                          ("green", 1), ("red", 3)]))
    assert (error.code, error.status, error.params) == ("card_played", 422, {"seat": 2})
    state = trick(table, [("green", 13), ("green", 1), ("green", 2), ("green", 3)])
    assert state["leader"] == 0
    again = [("blue", 9), ("blue", 10), ("green", 2), ("blue", 11)]
    error = refused(state, 0, "trick", trick_args(state, again))
    assert error.code == "card_played"


def test_briefcase_only_on_the_led_suit(table: dict) -> None:
    error = refused(table, 0, "trick", trick_args(table, [("green", 1), ("blue", 2, True),
                                                          ("green", 3), ("green", 4)]))
    assert (error.code, error.status, error.params) == ("briefcase_off_suit", 422, {"seat": 1})


def test_briefcase_only_by_a_hidden_seat_holding_one(table: dict) -> None:
    error = refused(table, 0, "trick", trick_args(table, [("green", 1), ("green", 2),
                                                          ("green", 3), ("green", 4, True)]))
    assert (error.code, error.status, error.params) == ("briefcase_revealed", 422, {"seat": 3})
    state = trick(table, [("green", 9), ("green", 2, True), ("green", 3), ("green", 4)],
                  trump="green")
    assert state["briefcases"] == [3, 0, 1, 1] and state["leader"] == 0
    spec = [("blue", 2), ("blue", 3, True), ("blue", 4), ("blue", 5)]
    error = refused(state, 0, "trick", trick_args(state, spec))
    assert (error.code, error.status, error.params) == ("no_briefcase", 422, {"seat": 1})
    assert GAME.view(state, Viewer(0))["public"]["may_place_briefcase"] == \
        [True, False, True, False]


def test_other_moves_are_not_taken_during_the_tricks(table: dict) -> None:
    assert refused(table, 0, "vote", {"for": 1}).code == "wrong_phase"
    assert refused(table, 0, "peek", {"seat": 1}).status == 409
    assert refused(table, 0, "shuffle", {}).code == "unknown_move"


def test_only_the_last_trick_is_shown() -> None:
    state = new(basic(4))
    state = trick(state, [("green", 13), ("green", 1), ("green", 2), ("green", 3)])
    state = win(state, 2)
    public = GAME.view(state, Viewer(1))["public"]
    assert public["last_trick"]["number"] == 2
    assert public["cards_left"] == 11
    assert all("plays" not in event and "card" not in event for event in public["history"])
    assert [e["winner"] for e in public["history"] if e["type"] == "trick"] == [0, 2]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_agents_win_at_their_mission_threshold(players: int) -> None:
    needed = {3: 9, 4: 7, 5: 6}[players]
    agents = AGENTS_OF[players]
    state = new(basic(players))
    for i in range(needed - 1):
        state = win(state, agents[i % len(agents)], mission=True)
    assert state["phase"] == "tricks" and state["missions"] == needed - 1
    state = win(state, agents[(needed - 1) % len(agents)], mission=True)
    assert state["missions"] == needed
    result = GAME.outcome(state)
    assert result == {"winners": agents, "side": "agents", "reason": "missions",
                      "roles": {str(s): r for s, r in enumerate(basic(players))}}
    assert GAME.awaiting(state) == []
    assert refused(state, state["leader"], "trick", {}).code == "game_over"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_insider_wins_at_the_briefcase_threshold(players: int) -> None:
    threshold = {3: 6, 4: 5, 5: 4}[players]
    state = wins(new(basic(players)), [0] * (threshold - 2))
    assert state["phase"] == "tricks" and state["briefcases"][0] == threshold - 1
    state = win(state, 0)
    assert state["briefcases"][0] == threshold
    assert GAME.outcome(state)["winners"] == [0]
    assert GAME.outcome(state)["reason"] == "insider_briefcases"
    assert GAME.view(state, Viewer(1))["public"]["revealed"] == {"0": "insider"}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_an_agent_at_the_threshold_reveals_and_play_goes_on(players: int) -> None:
    threshold = {3: 6, 4: 5, 5: 4}[players]
    state = wins(new(basic(players)), [1] * (threshold - 1))
    assert state["phase"] == "tricks"
    public = GAME.view(state, Viewer(0))["public"]
    assert public["revealed"] == {"1": "agent"}
    assert public["may_place_briefcase"][1] is False
    assert GAME.view(state, Viewer(1))["private"]["role"] == "agent"


def test_several_briefcases_at_once_can_pass_the_threshold() -> None:
    state = new(basic(4))
    state = trick(state, [("green", 2, True), ("red", 13), ("green", 4, True),
                          ("green", 5, True)], trump="red")
    assert state["briefcases"] == [0, 5, 0, 0]
    assert GAME.view(state, Viewer(0))["public"]["revealed"] == {"1": "agent"}
    assert state["phase"] == "tricks"


def test_failed_missions_do_not_count() -> None:
    state = new(basic(5))
    state = wins(state, [1, 2, 3], mission=False)
    state = win(state, 4, mission=True)
    assert state["missions"] == 1
    assert GAME.view(state, Viewer(0))["public"]["missions"] == 1


def test_briefcases_are_settled_before_the_missions() -> None:
    """decision: a trick bringing the Insider to the threshold and the agents to their last
    mission is won by the Insider."""
    state = new(basic(4))
    state = wins(state, [1, 2, 3, 1, 2, 3], mission=True)
    state = wins(state, [0, 0, 0])
    assert state["missions"] == 6 and state["briefcases"][0] == 4
    state = win(state, 0, mission=True)
    assert state["missions"] == 7
    assert GAME.outcome(state)["reason"] == "insider_briefcases"
    assert GAME.outcome(state)["winners"] == [0]


@pytest.mark.parametrize(("players", "winners", "voters"), [
    (3, [0, 1, 2] * 4 + [2, 2, 2], [0, 1]),
    (4, [0, 1, 2, 3] * 3, [0, 1, 2, 3]),
    (5, [0, 1, 2, 3, 4] * 2, [0, 1, 2, 3, 4]),
])
def test_the_hand_ends_with_two_two_one_cards_left(players: int, winners: list[int],
                                                   voters: list[int]) -> None:
    per_player, left = {3: (17, 2), 4: (13, 2), 5: (10, 1)}[players]
    state = new(basic(players))
    for i in range(per_player - left):
        assert state["phase"] == "tricks"
        assert GAME.view(state, Viewer(0))["public"]["cards_left"] == per_player - i
        state = win(state, winners[i])
    public = GAME.view(state, Viewer(0))["public"]
    assert state["phase"] == "vote" and public["cards_left"] == left
    assert public["voters"] == voters and GAME.awaiting(state) == voters
    assert GAME.outcome(state) is None
