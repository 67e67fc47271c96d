"""Politburo, victory conditions and winners (seed 001 member cards, "End of game")."""

from __future__ import annotations

import pytest

from referee.games.politburo.rules import MEMBERS, fulfilled, winners
from tests.referee.games.politburo.support import GAME, new, quiet_turn


def levels(defence: int, finance: int, security: int) -> dict[str, int]:
    return {"defence": defence, "finance": finance, "security": security}


FULL = [3] * 5  # nobody has lost influence

MINISTRY_CASES = [
    # member, levels, holds
    ("beria", levels(1, 0, 2), True),
    ("beria", levels(2, -1, 2), True),          # tied highest counts
    ("beria", levels(3, 0, 2), False),
    ("kaganovich", levels(0, 1, -1), True),
    ("kaganovich", levels(1, 1, 1), True),
    ("kaganovich", levels(0, 1, 2), False),
    ("voroshilov", levels(3, 3, -3), True),
    ("voroshilov", levels(-1, -2, -3), True),
    ("voroshilov", levels(0, 1, 0), False),
    ("kirov", levels(0, 1, -2), True),
    ("kirov", levels(-2, 1, -2), True),          # tied lowest counts
    ("kirov", levels(-3, 0, -2), False),
    ("kuybyshev", levels(0, -1, 2), True),
    ("kuybyshev", levels(0, 0, 0), True),
    ("kuybyshev", levels(0, -1, -2), False),
    ("malenkov", levels(-3, -3, 3), True),
    ("malenkov", levels(2, 3, 3), True),
    ("malenkov", levels(1, 0, 2), False),
    ("bulganin", levels(0, 0, 0), True),
    ("bulganin", levels(3, -1, -1), True),
    ("bulganin", levels(1, -1, -1), False),
    ("khrushchev", levels(0, 0, 0), True),
    ("khrushchev", levels(-3, 1, 1), True),
    ("khrushchev", levels(1, 1, -1), False),
]


@pytest.mark.parametrize(("member", "ministries", "holds"), MINISTRY_CASES)
def test_ministry_victory_conditions(member, ministries, holds):
    assert fulfilled(member, ministries, FULL) is holds


def test_every_member_has_a_true_and_a_false_case():
    tested = {(m, h) for m, _, h in MINISTRY_CASES} | {(m, h) for m, _, h in INFLUENCE_CASES}
    assert tested == {(m, h) for m in MEMBERS for h in (True, False)}


INFLUENCE_CASES = [
    # member, influence by seat, holds: "half the player count" compared with total lost
    ("molotov", [3, 3, 3, 3, 3], True),
    ("molotov", [3, 2, 3, 2, 3], True),           # lost 2 <= 5/2
    ("molotov", [3, 2, 2, 2, 3], False),          # lost 3 > 5/2
    ("molotov", [1, 3, 3, 2, 3, 3], True),        # lost 3 <= 6/2
    ("zhdanov", [3, 2, 2, 2, 3], True),           # lost 3 >= 5/2
    ("zhdanov", [0, 3, 3, 3, 3, 3], True),        # lost 3 >= 6/2
    ("zhdanov", [3, 1, 3, 3, 3], False),          # lost 2 < 5/2
    ("zhdanov", [3, 3, 3, 3, 3], False),
]


@pytest.mark.parametrize(("member", "influence", "holds"), INFLUENCE_CASES)
def test_influence_victory_conditions(member, influence, holds):
    assert fulfilled(member, levels(0, 0, 0), influence) is holds


def test_with_all_ministries_level_they_are_all_both_most_repressing_and_reforming():
    for member in ("beria", "kaganovich", "voroshilov", "kirov", "kuybyshev", "malenkov"):
        assert fulfilled(member, levels(2, 2, 2), FULL)


def test_among_fulfilled_the_highest_influence_wins():
    members = ["beria", "kirov", "bulganin", "khrushchev", "molotov"]
    # security most repressing and total 2: beria, bulganin, molotov (lost 3 > 5/2: no)
    won, flags = winners(members, levels(1, -1, 2), [2, 3, 1, 3, 2])
    assert flags == [True, False, True, False, False]
    assert won == [0]


def test_a_non_fulfilled_player_with_more_influence_does_not_win():
    won, flags = winners(["beria", "kirov", "zhdanov", "khrushchev", "voroshilov"],
                         levels(0, 0, 3), [1, 3, 3, 3, 3])
    assert flags == [True, False, False, False, False]
    assert won == [0]


def test_tied_highest_influence_all_win():
    members = ["bulganin", "beria", "voroshilov", "kirov", "molotov"]
    won, flags = winners(members, levels(2, 2, -1), [2, 2, 2, 3, 1])
    assert flags == [True, False, True, True, False]
    assert won == [3]
    won, _ = winners(members, levels(2, 2, -1), [3, 1, 3, 3, 1])
    assert won == [0, 2, 3]


def test_no_fulfilled_condition_means_no_winner():
    won, flags = winners(["beria", "kaganovich", "khrushchev", "zhdanov", "kirov"],
                         levels(3, -1, 0), [3] * 5)
    assert flags == [False] * 5
    assert won == []


def test_outcome_is_none_until_the_game_ends_then_reveals_everything():
    state = new(5, members=["voroshilov", "kirov", "khrushchev", "molotov", "beria"])
    for _ in range(4):
        state = quiet_turn(state, "defence", "reform")
        assert GAME.outcome(state) is None
    state = quiet_turn(state, "security", "repress")
    # defence -3 (clamped), finance 0, security +2; nobody purged
    assert state["ministries"] == levels(-3, 0, 2)
    assert GAME.outcome(state) == {
        "winners": [2, 3, 4],
        "members": {"0": "voroshilov", "1": "kirov", "2": "khrushchev", "3": "molotov",
                    "4": "beria"},
        "fulfilled": {"0": False, "1": False, "2": True, "3": True, "4": True},
    }
