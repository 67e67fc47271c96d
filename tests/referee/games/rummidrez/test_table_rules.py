"""RummiDrez's declared tables: rearranging the table with at least one own card laid, and each
refusal of a ``play`` (docs/rules-decisions.md#rummidrez, "Groups", D1, D6). Every refusal
leaves the state as it was (``refused`` checks it)."""

from __future__ import annotations

import pytest

from tests.referee.games.rummidrez.support import act, position, refused

ROOKS = ["rook-3#1", "rook-4#1", "rook-5#1", "rook-6#1", "rook-7#1"]
BLUES = ["bishop-7#2", "knight-7#2", "pawn-7#2"]


def melded(hand: list[str], table: list[list[str]] | None = None) -> dict:
    """Seat 0 (melded) holds ``hand``; seat 1 (melded) a spare card; ``table`` groups (by
    default the rooks 3–7 and the colour-7 pawn, knight, bishop)."""
    return position({0: hand, 1: ["queen-9#2"]}, [ROOKS, BLUES] if table is None else table,
                    melded=[True, True])


def test_a_rearrangement_splits_a_run_and_takes_a_hand_card() -> None:
    # The rook 7 leaves the rooks (3–6 stay a run) and joins the colour run with the queen 7.
    state = melded(["queen-7#1", "joker-1#1"])
    after = act(state, 0, "play", {"table": [ROOKS[:4], [*BLUES, "rook-7#1", "queen-7#1"]]})
    assert after["table"] == [ROOKS[:4], ["pawn-7#2", "knight-7#2", "bishop-7#2", "rook-7#1",
                                          "queen-7#1"]]
    assert after["zones"]["hand-0"]["cards"] == ["joker-1#1"]
    assert after["history"][-1]["cards"] == ["queen-7#1"]


def test_groups_belong_to_nobody_once_melded() -> None:
    after = act(melded(["rook-8#2", "joker-1#1"]), 0, "play",
                {"table": [[*ROOKS, "rook-8#2"], BLUES]})
    assert after["table"][0][-1] == "rook-8#2"


def test_a_table_card_may_not_go_back_to_the_hand() -> None:
    error = refused(melded(["rook-8#2", "joker-1#1"]), 0, "play",
                    {"table": [[*ROOKS[1:], "rook-8#2"], BLUES]})
    assert (error.code, error.params) == ("table_card_removed", {"card": "rook-3#1"})
    assert str(error) == "The card rook-3#1 was on the table and must stay on it."


def test_a_card_from_elsewhere_is_refused() -> None:
    error = refused(melded(["joker-1#1"]), 0, "play",
                    {"table": [ROOKS, BLUES, ["joker-1#1", "joker-2#1", "joker-3#1"]]})
    assert (error.code, error.params) == ("card_not_in_hand", {"card": "joker-2#1"})


def test_an_unknown_id_is_not_in_hand() -> None:
    error = refused(melded(["joker-1#1"]), 0, "play", {"table": [ROOKS, BLUES, ["dragon-1"]]})
    assert error.code == "card_not_in_hand"


def test_a_rearrangement_alone_must_lay_a_card() -> None:
    error = refused(melded(["joker-1#1"]), 0, "play",
                    {"table": [ROOKS[:4], [*BLUES, "rook-7#1"]]})
    assert (error.code, error.status) == ("must_lay_a_card", 422)


def test_every_group_after_the_move_must_be_valid() -> None:
    error = refused(melded(["queen-7#1", "joker-1#1"]), 0, "play",
                    {"table": [ROOKS[:2], [*ROOKS[2:], "queen-7#1"], BLUES]})
    assert error.params == {"group": 0, "number": 1, "why": "too_short"}
    assert str(error) == "Group 1 has fewer than 3 cards."


@pytest.mark.parametrize(("group", "why"), [
    (["rook-3#1", "queen-4#1", "pawn-5#1"], "mixed"),
    (["rook-3#1", "rook-3#2", "rook-4#1"], "repeated"),
    (["rook-1#1", "rook-5#1", "neutral-1#1"], "gap"),
    (["rook-1#1", "neutral-1#1", "rook-3#1", "rook-4#1", "rook-5#1", "rook-6#1", "rook-7#1",
      "rook-8#1", "rook-9#1", "rook-2#2"], "too_long"),
])
def test_each_reason_a_group_is_invalid(group: list[str], why: str) -> None:
    error = refused(melded([*group, "joker-1#1"], []), 0, "play", {"table": [group]})
    assert (error.code, error.params["why"]) == ("invalid_group", why)


def test_the_same_card_twice_is_refused() -> None:
    error = refused(melded(["queen-7#1", "joker-1#1"]), 0, "play",
                    {"table": [ROOKS, [*BLUES, "queen-7#1"], ["queen-7#1"]]})
    assert (error.code, error.status) == ("card_twice", 422)


@pytest.mark.parametrize("table", ["rooks", [["rook-3#1", 4]], [None], {"0": []}])
def test_a_table_of_another_shape_is_malformed(table: object) -> None:
    assert refused(melded(["joker-1#1"]), 0, "play", {"table": table}).code == "bad_args"


def test_only_the_seat_to_play_lays() -> None:
    assert refused(melded(["joker-1#1"]), 1, "play", {"table": [ROOKS, BLUES]}).code \
        == "not_your_turn"


def test_neutral_anywhere_lets_a_neutral_end_a_run() -> None:
    group = ["neutral-1#1", "rook-4#1", "rook-5#1"]
    state = position({0: [*group, "joker-1#1"], 1: ["queen-9#2"]}, melded=[True, True],
                     neutral_anywhere=True)
    assert act(state, 0, "play", {"table": [group]})["table"] == [
        ["rook-4#1", "rook-5#1", "neutral-1#1"]]


def test_a_neutral_on_the_table_may_be_taken_into_another_group() -> None:
    # The real rook 4 takes the neutral card's place; the neutral then plays the rook 8
    # between the bishop 8 and the queen 8.
    state = melded(["rook-4#2", "bishop-8#1", "queen-8#1", "joker-1#1"],
                   [["rook-3#1", "neutral-1#1", "rook-5#1"]])
    after = act(state, 0, "play", {"table": [["rook-5#1", "rook-4#2", "rook-3#1"],
                                             ["queen-8#1", "neutral-1#1", "bishop-8#1"]]})
    assert after["table"] == [["rook-3#1", "rook-4#2", "rook-5#1"],
                              ["bishop-8#1", "neutral-1#1", "queen-8#1"]]
    assert after["zones"]["hand-0"]["cards"] == ["joker-1#1"]
