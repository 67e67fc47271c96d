"""Politburo, refused moves: wrong phase, wrong seat, malformed or illegal arguments.

Every refusal is an IllegalMove with a stable code and status, and leaves the state exactly as
it was (``refused`` checks that).
"""

from __future__ import annotations

import pytest

from tests.referee.games.politburo.support import (
    act,
    attempt,
    new,
    plan,
    refused,
    to_purge,
)


def at_plan():
    return new(5)


def at_vote():
    return act(new(5), 0, "propose", ministry="defence")


def at_casting_vote():
    return act(act(act(act(at_vote(), 1, "vote", approve=True), 2, "vote", approve=True),
                   3, "vote", approve=False), 4, "vote", approve=False)


def at_appoint():
    return plan(new(5), "finance")


def at_execute():
    return act(at_appoint(), 0, "appoint", players=[1, 2, 3])


def at_purge():
    return to_purge(new(5), [1, 2, 3], ["repress", "reform", "repress"])


PHASES = {"plan": at_plan, "vote": at_vote, "casting_vote": at_casting_vote,
          "appoint": at_appoint, "execute": at_execute, "purge": at_purge}

# A move that is well-formed and sent by a seat that could send it in its own phase.
SAMPLE = {
    "propose": (0, {"ministry": "security"}),
    "vote": (1, {"approve": True}),
    "casting_vote": (0, {"approve": True}),
    "appoint": (0, {"players": [1, 2, 4]}),
    "execute": (1, {"choice": "reform"}),
    "point": (1, {"at": 2}),
}
OWN_PHASE = {"propose": "plan", "vote": "vote", "casting_vote": "casting_vote",
             "appoint": "appoint", "execute": "execute", "point": "purge"}


@pytest.mark.parametrize(("phase", "move"), [
    (phase, move) for phase in PHASES for move in SAMPLE if OWN_PHASE[move] != phase])
def test_a_move_outside_its_phase_is_refused_with_409(phase, move):
    seat, args = SAMPLE[move]
    error = refused(PHASES[phase](), seat, move, args)
    assert (error.code, error.status) == ("wrong_phase", 409)


@pytest.mark.parametrize(("move", "seat"), [
    ("propose", 1), ("vote", 0), ("casting_vote", 2), ("appoint", 3), ("execute", 4),
    ("point", 0), ("point", 4),
])
def test_a_seat_that_is_not_awaited_is_refused_with_409(move, seat):
    error = refused(PHASES[OWN_PHASE[move]](), seat, move, SAMPLE[move][1])
    assert (error.code, error.status) == ("not_your_turn", 409)


@pytest.mark.parametrize("move", SAMPLE)
def test_a_moderator_without_a_seat_cannot_move_for_the_table(move):
    error = refused(PHASES[OWN_PHASE[move]](), None, move, SAMPLE[move][1])
    assert error.status == 409


@pytest.mark.parametrize(("move", "args"), [
    ("propose", {}),
    ("propose", {"ministry": "culture"}),
    ("propose", {"ministry": "Defence"}),
    ("propose", {"ministry": "defence", "also": 1}),
    ("vote", {"approve": "yes"}),
    ("vote", {"approve": 1}),
    ("vote", {}),
    ("casting_vote", {"approve": None}),
    ("appoint", {"players": [1, 2]}),
    ("appoint", {"players": [1, 2, 3, 4]}),
    ("appoint", {"players": "1,2,3"}),
    ("appoint", {"players": [1, 2, "3"]}),
    ("appoint", {"players": [1, 2, True]}),
    ("appoint", {"players": [1.0, 2, 3]}),
    ("execute", {"choice": "abstain"}),
    ("execute", {"choice": None}),
    ("point", {"at": "2"}),
    ("point", {"at": False}),
    ("point", {"seat": 2}),
])
def test_malformed_arguments_are_refused_with_400(move, args):
    seat = SAMPLE[move][0]
    error = refused(PHASES[OWN_PHASE[move]](), seat, move, args)
    assert (error.code, error.status) == ("bad_args", 400)


@pytest.mark.parametrize(("players", "refusal"), [
    ([1, 2, 5], ("bad_args", 400)),
    ([-1, 2, 3], ("bad_args", 400)),
    ([1, 1, 3], ("executors_not_distinct", 422)),
])
def test_appointing_seats_that_are_not_three_distinct_players_is_refused(players, refusal):
    error = refused(at_appoint(), 0, "appoint", {"players": players})
    assert (error.code, error.status) == refusal


def test_an_unknown_move_is_refused_with_400():
    error = refused(at_plan(), 0, "abstain", {})
    assert (error.code, error.status) == ("unknown_move", 400)


def test_messages_are_english_templates_with_named_parameters():
    error = refused(at_appoint(), 0, "appoint", {"players": [1, 2, 7]})
    assert error.message == "Seat {seat} is not at this table."
    assert error.params == {"seat": 7}
    assert str(error) == "Seat 7 is not at this table."


def test_the_appoint_phase_of_the_second_attempt_refuses_the_same_way():
    state = attempt(at_appoint(), [1, 2, 3], ["repress", "reform", "reform"])
    assert refused(state, 0, "appoint", {"players": [0, 0, 1]}).code == "executors_not_distinct"
    assert refused(state, 1, "execute", {"choice": "repress"}).code == "wrong_phase"
