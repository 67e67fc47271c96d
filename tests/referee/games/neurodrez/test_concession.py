"""Giving a cooperative NeuroDrez game up (docs/rules-decisions.md#neurodrez, "Giving a
cooperative game up"; ND7): alone, a player's give-up ends the game; with other players at the
table it is an offer every other present player must accept; a refusal closes it, the turn's
passing lapses it, and left seats are never asked."""

from __future__ import annotations

import random
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.leaving import left_seats
from tests.referee.games.leaving_kit import after_leaving
from tests.referee.games.neurodrez.support import (
    BLOCK,
    GAME,
    at,
    played,
    position,
    refusal,
    two_players,
)

left = partial(after_leaving, GAME)
ACCEPT, DECLINE = {"accept": True}, {"accept": False}


def cooperative(players: int) -> dict:
    """A cooperative game of ``players`` (app dice: seat play starts at once)."""
    state = GAME.setup(players, GAME.options({"mode": "cooperative"}, players), random.Random(3))
    assert state["phase"] == "roll"
    return state


def events(state: dict) -> list[tuple[str, int | None, str | None]]:
    return [(e["event"], e["seat"], e["how"]) for e in state["history"]]


def moves(state: dict, seat: int) -> list[str]:
    return GAME.view(state, Viewer(seat))["private"]["moves"]


def test_the_solo_player_gives_up_alone() -> None:
    state = GAME.setup(1, GAME.options({}, 1), random.Random(3))
    after = played(GAME, state, 0, "concede", {})
    assert GAME.outcome(after)["reason"] == "conceded" and GAME.outcome(after)["winners"] == []
    assert events(after)[-2:] == [("concede", 0, None), ("end", None, None)]


def test_a_cooperative_give_up_is_an_offer_the_others_answer() -> None:
    state = played(GAME, cooperative(3), 1, "concede", {})
    assert GAME.outcome(state) is None
    assert events(state)[-1] == ("offer_concession", 1, None)
    public = GAME.view(state, Viewer(0))["public"]["concession_offer"]
    assert public == {"seat": 1, "accepted": [], "waiting": [0, 2]}
    assert "answer_concession" in moves(state, 0) and "concede" not in moves(state, 0)
    assert "answer_concession" not in moves(state, 1) and "concede" not in moves(state, 1)
    state = played(GAME, state, 0, "answer_concession", ACCEPT)
    assert GAME.outcome(state) is None
    assert GAME.view(state, Viewer(2))["public"]["concession_offer"]["waiting"] == [2]
    assert "answer_concession" not in moves(state, 0)
    state = played(GAME, state, 2, "answer_concession", ACCEPT)
    assert (GAME.outcome(state)["reason"], GAME.outcome(state)["winners"]) == ("conceded", [])
    assert events(state)[-3:] == [("answer_concession", 2, "accept"), ("concede", 1, "agreed"),
                                  ("end", None, None)]
    assert "concession_offer" not in state or state["concession_offer"] is None


def test_one_refusal_closes_the_offer_and_play_goes_on() -> None:
    state = played(GAME, cooperative(3), 1, "concede", {})
    state = played(GAME, state, 0, "answer_concession", ACCEPT)
    state = played(GAME, state, 2, "answer_concession", DECLINE)
    assert GAME.outcome(state) is None and state["concession_offer"] is None
    assert events(state)[-1] == ("answer_concession", 2, "decline")
    assert "concede" in moves(state, 0) and "concede" in moves(state, 1)
    again = played(GAME, state, 0, "concede", {})
    assert again["concession_offer"]["seat"] == 0


def test_the_offer_lapses_when_the_turn_passes() -> None:
    state = position(two_players(mode="cooperative"), BLOCK)
    state = at(state, 0, "piece")
    assert "move" in moves(state, 0)
    state = played(GAME, state, 1, "concede", {})
    mover = GAME.view(state, Viewer(0))["private"]["legal"][0]
    state = played(GAME, state, 0, "move", {"piece": mover["piece"], **mover["by"][0],
                                           "to": mover["to"][0]["square"]})
    assert GAME.outcome(state) is None and state["concession_offer"] is None
    assert events(state)[-1] == ("concession_lapsed", 1, None)
    assert refusal(GAME, state, 0, "answer_concession", ACCEPT).code == "no_concession_offer"


def test_refusals_of_an_offer() -> None:
    state = cooperative(3)
    assert refusal(GAME, state, 0, "answer_concession", ACCEPT).code == "no_concession_offer"
    assert refusal(GAME, state, 0, "concede", {"now": True}).code == "bad_args"
    offered = played(GAME, state, 1, "concede", {})
    assert refusal(GAME, offered, 0, "concede", {}).code == "concession_already_offered"
    assert refusal(GAME, offered, 1, "answer_concession", ACCEPT).code == "own_concession_offer"
    assert refusal(GAME, offered, 0, "answer_concession", {"accept": "yes"}).code == "bad_args"
    accepted = played(GAME, offered, 0, "answer_concession", ACCEPT)
    assert refusal(GAME, accepted, 0, "answer_concession", ACCEPT).code == "already_answered"
    assert refusal(GAME, offered, None, "answer_concession", ACCEPT).code == "not_your_turn"
    competitive = GAME.setup(2, GAME.options({}, 2), random.Random(3))
    assert refusal(GAME, competitive, 0, "concede", {}).code == "not_cooperative"
    assert refusal(GAME, competitive, 0, "answer_concession", ACCEPT).code == "no_concession_offer"


def test_own_offer_refusal_speaks_of_one_or_several_players() -> None:
    two = played(GAME, cooperative(2), 0, "concede", {})
    assert refusal(GAME, two, 0, "answer_concession", ACCEPT).message == (
        "Your own offer to give up waits for the other player.")
    three = played(GAME, cooperative(3), 0, "concede", {})
    assert refusal(GAME, three, 0, "answer_concession", ACCEPT).message == (
        "Your own offer to give up waits for the other players.")


def test_left_seats_are_not_asked() -> None:
    state = left(cooperative(3), 2)
    state = played(GAME, state, 0, "concede", {})
    assert GAME.view(state, Viewer(1))["public"]["concession_offer"]["waiting"] == [1]
    assert moves(state, 2) == [m for m in moves(state, 2) if "concession" not in m]
    assert refusal(GAME, state, 2, "answer_concession", ACCEPT).code == "not_your_turn"
    state = played(GAME, state, 1, "answer_concession", ACCEPT)
    assert GAME.outcome(state)["reason"] == "conceded"


def test_the_last_present_player_gives_up_alone() -> None:
    state = left(left(cooperative(3), 1), 2)
    after = played(GAME, state, 0, "concede", {})
    assert GAME.outcome(after)["reason"] == "conceded"
    assert events(after)[-2] == ("concede", 0, None)


def test_a_seat_leaving_while_asked_lets_the_others_acceptance_end_the_game() -> None:
    state = played(GAME, cooperative(3), 0, "concede", {})
    state = played(GAME, state, 1, "answer_concession", ACCEPT)
    assert GAME.outcome(state) is None
    state = left(state, 2)
    assert GAME.outcome(state)["reason"] == "conceded"
    assert ("concede", 0, "agreed") in events(state)


def test_the_offering_seat_leaving_lapses_its_offer() -> None:
    state = played(GAME, cooperative(3), 0, "concede", {})
    state = left(state, 0)
    assert GAME.outcome(state) is None and state["concession_offer"] is None
    assert events(state)[-1] == ("concession_lapsed", 0, None)


def test_resigning_for_a_left_seat_still_gives_the_game_up_for_the_table() -> None:
    state = played(GAME, cooperative(3), 0, "concede", {})
    state = left(state, 2, "resign")
    assert GAME.outcome(state)["reason"] == "conceded"
    assert events(state)[-2] == ("concede", 2, None)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), offerer=st.integers(0, 5),
       gone=st.sets(st.integers(0, 5), max_size=5),
       answers=st.lists(st.tuples(st.integers(0, 5), st.booleans()), max_size=12))
def test_the_game_ends_exactly_when_every_other_present_player_accepted(
        players: int, offerer: int, gone: set[int], answers: list[tuple[int, bool]]) -> None:
    """Whatever seats left and whatever answers come in any order, the game is given up exactly
    when every present seat but the offering one has accepted, with no refusal before."""
    offerer %= players
    state = cooperative(players)
    for seat in sorted({s % players for s in gone} - {offerer}):
        state = left(state, seat)
    present = [s for s in range(players) if s not in left_seats(state)]
    state = played(GAME, state, offerer, "concede", {})
    asked = set(present) - {offerer}
    accepted: set[int] = set()
    declined = False
    for seat, accept in answers:
        seat %= players
        if GAME.outcome(state) is not None or declined:
            break
        if seat not in asked or seat in accepted:
            assert refusal(GAME, state, seat, "answer_concession", {"accept": accept})
            continue
        state = played(GAME, state, seat, "answer_concession", {"accept": accept})
        if accept:
            accepted.add(seat)
        else:
            declined = True
    over = GAME.outcome(state) is not None
    assert over == (not asked or (accepted == asked and not declined))
    if over:
        assert GAME.outcome(state)["reason"] == "conceded"
    elif declined:
        assert state["concession_offer"] is None
