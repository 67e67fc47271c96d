"""Pax Pamir: the court/hand clean-up aid (docs/rules-decisions.md#pax-pamir D1: court
3 + political stars, hand 2 + intelligence stars; never below 0; no effect on the score)."""

from __future__ import annotations

import pytest

from tests.referee.games.pax_pamir.support import ANA, failure, new, send


def cleanup(state: dict, seat: int | str = 0, **counts: int) -> dict:
    args = {"seat": seat, "court": 0, "hand": 0, "political_stars": 0,
            "intelligence_stars": 0, **counts}
    return send(state, 0, "cleanup_check", args)["cleanups"][-1]


@pytest.mark.parametrize(("counts", "court_discard", "hand_discard"), [
    ({"court": 6, "political_stars": 1, "hand": 4, "intelligence_stars": 0}, 2, 2),
    ({"court": 3, "hand": 2}, 0, 0),
    ({"court": 4, "hand": 3}, 1, 1),
    ({"court": 1, "political_stars": 3, "hand": 0, "intelligence_stars": 2}, 0, 0),
    ({"court": 9, "political_stars": 2, "hand": 7, "intelligence_stars": 3}, 4, 2),
])
def test_cards_to_discard(counts: dict[str, int], court_discard: int, hand_discard: int) -> None:
    record = cleanup(new(), **counts)
    assert (record["court_discard"], record["hand_discard"]) == (court_discard, hand_discard)


def test_the_limits_are_recorded_with_the_player_and_the_sender() -> None:
    record = cleanup(new(), 1, court=5, political_stars=2, hand=3, intelligence_stars=1)
    assert record == {"player": "1", "court": 5, "hand": 3, "political_stars": 2,
                      "intelligence_stars": 1, "court_limit": 5, "hand_limit": 3,
                      "court_discard": 0, "hand_discard": 0, "after_check": 0, "by": 0}


def test_an_extra_player_gets_the_aid_and_scores_do_not_change() -> None:
    state = failure(new(1, extra=("Wakhan",)), {ANA: 2, "Wakhan": 1})
    scores = dict(state["scores"])
    after = send(state, 0, "cleanup_check", {"seat": "Wakhan", "court": 5, "hand": 5,
                                             "political_stars": 0, "intelligence_stars": 0})
    assert after["scores"] == scores
    assert after["cleanups"][-1]["player"] == "Wakhan"
    assert after["cleanups"][-1]["after_check"] == 1
    assert (after["cleanups"][-1]["court_discard"], after["cleanups"][-1]["hand_discard"]) == (2, 3)
