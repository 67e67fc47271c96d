"""VikingDrez, random legal games (Hypothesis): invariants that hold at every step, and the end.

From the standard start and from random start positions, both sides play random legal moves
(drawn from the mover's ``targets``) for at most ``MOVE_CAP`` moves; a game still going then
ends by resignation or agreement. At every step: pieces never
come back, exactly one king stands until he is captured, only the king stands on the throne or a
corner, the side to move has a legal move, a move is accepted exactly when the view lists it, and
a refused move leaves the state as it was. A finished game has an outcome that fits its board.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, State, Viewer, apply
from referee.games.kit.board import SEVEN
from referee.games.vikingdrez import GAME
from referee.games.vikingdrez.movement import has_move
from referee.games.vikingdrez.rules import CORNERS, KING, RESTRICTED, other
from tests.referee.games.vikingdrez.support import refused

MOVE_CAP = 250
SQUARES = SEVEN.squares()
REASONS = {"corner", "king_captured", "no_moves", "repetition", "resignation", "agreement"}
SETTINGS = settings(max_examples=30,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def check_board(state: State, before: Counter[str]) -> Counter[str]:
    """The board's invariants; returns its piece counts (which never grow)."""
    board = state["board"]
    counts = Counter(board.values())
    assert all(counts[kind] <= before[kind] for kind in counts)
    assert counts[KING] == (0 if state["result"] and state["result"]["reason"] ==
                            "king_captured" else 1)
    assert all(board[sq] == KING for sq in RESTRICTED if sq in board)
    return counts


def check_outcome(state: State) -> None:
    result = GAME.outcome(state)
    assert result is not None and result["reason"] in REASONS
    board, reason = state["board"], result["reason"]
    expected = {"corner": [state["white"]], "king_captured": [state["black"]],
                "repetition": [], "no_moves": [state[other(state["to_move"])]]}
    assert result["winners"] == expected[reason]
    if reason == "corner":
        assert any(board.get(corner) == KING for corner in CORNERS)
    if reason == "no_moves":
        assert not has_move(board, state["to_move"], state["throne_passable"])
    assert GAME.awaiting(state) == []


def probe(data: st.DataObject, state: State, seat: int, targets: dict[str, list[str]]) -> None:
    """A random (mostly illegal) move is accepted exactly when the view lists it."""
    start = data.draw(st.sampled_from(SQUARES), label="probe from")
    end = data.draw(st.sampled_from(SQUARES), label="probe to")
    args = {"from": start, "to": end}
    if end in targets.get(start, []):
        apply(GAME, state, Actor(seat), "move", args, random.Random(0))
    else:
        assert refused(state, seat, "move", args).status in (400, 409, 422)


def play(data: st.DataObject, state: State) -> None:
    counts = Counter(state["board"].values())
    for _ in range(MOVE_CAP):
        if GAME.outcome(state) is not None:
            check_outcome(state)
            return
        seat = GAME.awaiting(state)[0]
        targets = GAME.view(state, Viewer(seat))["private"]["targets"]
        assert targets, "the side to move always has a move while the game goes on"
        probe(data, state, seat, targets)
        start = data.draw(st.sampled_from(sorted(targets)), label="from")
        end = data.draw(st.sampled_from(targets[start]), label="to")
        after = apply(GAME, state, Actor(seat), "move", {"from": start, "to": end},
                      random.Random(0))
        taken = after["history"][-1]["captured"]
        assert len(after["board"]) == len(state["board"]) - len(taken)
        counts = check_board(after, counts)
        state = after
    if GAME.outcome(state) is not None:  # ended by the cap's own last move
        check_outcome(state)
        return
    end_by_agreement_or_resignation(data, state)


def end_by_agreement_or_resignation(data: st.DataObject, state: State) -> None:
    """A game still going at the cap ends by a random seat resigning or an accepted draw."""
    seat = data.draw(st.sampled_from([0, 1]), label="ending seat")
    if data.draw(st.booleans(), label="resign"):
        state = apply(GAME, state, Actor(seat), "resign", {}, random.Random(0))
        assert GAME.outcome(state)["winners"] == [1 - seat]
    else:
        state = apply(GAME, state, Actor(seat), "offer_draw", {}, random.Random(0))
        state = apply(GAME, state, Actor(1 - seat), "answer_draw", {"accept": True},
                      random.Random(0))
        assert GAME.outcome(state)["winners"] == []
    assert GAME.awaiting(state) == []


@SETTINGS
@given(st.data())
def test_random_games_from_the_standard_start(data: st.DataObject) -> None:
    passable = data.draw(st.booleans(), label="throne_passable")
    play(data, GAME.setup(2, GAME.options({"throne_passable": passable}, 2), random.Random(0)))


def positions() -> st.SearchStrategy[dict[str, Any]]:
    pieces = st.dictionaries(st.sampled_from(SQUARES),
                             st.sampled_from(["defender", "attacker", "attacker"]), max_size=12)
    return st.fixed_dictionaries({"pieces": pieces, "king": st.sampled_from(SQUARES),
                                  "to_move": st.sampled_from(["black", "white"])})


@SETTINGS
@given(st.data(), positions())
def test_random_games_from_random_positions(data: st.DataObject, drawn: dict[str, Any]) -> None:
    pieces = {**drawn["pieces"], drawn["king"]: "king"}
    position = {"pieces": pieces, "to_move": drawn["to_move"]}
    try:
        options = GAME.options({"position": position}, 2)
    except IllegalMove as error:
        assert error.code == "bad_position"
        assume(False)
    play(data, GAME.setup(2, options, random.Random(0)))
