"""Poker7's worked cases (docs/rules-decisions.md#poker7 D1–D10): the seed example of the
booklet ("Ejemplo") first, then a run beating rank and a full tie with an odd chip."""

from __future__ import annotations

from referee.games.poker7.ranking import rank_hand
from tests.referee.games.poker7.support import act, new, public, to_showdown

T1_COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]
T1_HOLES = {"top": ["bishop-5", "bishop-8"], "left": ["pawn-6", "joker-3"],
            "bottom": ["joker-8", "knight-9"], "right": ["queen-2", "knight-2"]}


def key(name: str) -> tuple:
    """The key of the seed example's hand of ``name``."""
    return rank_hand(T1_HOLES[name] + T1_COMMON).key


def test_t1_seed_example_keys() -> None:
    assert key("right")[0] == (4, 2, 1)
    assert rank_hand(T1_HOLES["right"] + T1_COMMON).words() == "red 4 · green 2 · loose 1"
    assert key("right")[1] == (False, False)
    bottom = rank_hand(T1_HOLES["bottom"] + T1_COMMON)
    assert bottom.key[0] == (3, 2, 2) and bottom.key[1] == (True, False, False)
    assert [set(block.cards) for block in bottom.blocks] == [
        {"knight-9", "pawn-9", "bishop-9"}, {"rook-2", "pawn-2"}, {"joker-8", "joker-6"}]
    assert key("top")[0] == key("left")[0] == (3, 2, 1, 1)
    assert [set(b.cards) for b in rank_hand(T1_HOLES["top"] + T1_COMMON).blocks[:2]] == [
        {"bishop-5", "bishop-8", "bishop-9"}, {"rook-2", "pawn-2"}]
    assert [set(b.cards) for b in rank_hand(T1_HOLES["left"] + T1_COMMON).blocks[:2]] == [
        {"pawn-6", "pawn-2", "pawn-9"}, {"joker-3", "joker-6"}]
    assert key("right") > key("bottom") > key("top") > key("left")


def test_t1_seed_example_right_takes_the_whole_pot() -> None:
    # Seats 0..3 = top, left, bottom, right; dealer 3 so top is dealt first.
    holes = [T1_HOLES[name] for name in ("top", "left", "bottom", "right")]
    state = to_showdown(new(4, holes, T1_COMMON, first_dealer=3))
    record = public(state)["record"]
    assert state["phase"] == "hand_over"
    assert record["pots"] == [{"amount": 8, "eligible": [0, 1, 2, 3], "winners": [3],
                               "shares": {"3": 8},
                               "beats": {"seat": 2, "part": "sizes", "index": 0}}]
    assert record["keys"]["3"] == "red 4 · green 2 · loose 1"
    assert record["keys"]["2"] == "green 3 run · red 2 · jokers 2"
    assert record["shown"] == {str(seat): holes[seat] for seat in range(4)}
    assert public(state)["chips"] == [98, 98, 98, 106]


def test_t2_run_beats_rank() -> None:
    common = ["bishop-5", "queen-1", "rook-3", "knight-7", "pawn-8"]
    a, b = ["bishop-4", "bishop-6"], ["queen-5", "queen-9"]
    assert rank_hand(a + common).key[:2] == ((3, 1, 1, 1, 1), (True,))
    assert rank_hand(b + common).key[:2] == ((3, 1, 1, 1, 1), (False,))
    state = to_showdown(new(2, [a, b], common, first_dealer=1))
    record = public(state)["record"]
    assert record["pots"][0]["winners"] == [0]
    assert record["pots"][0]["beats"] == {"seat": 1, "part": "runs", "index": 0}


def test_t4_full_tie_splits_and_the_odd_chip_goes_first_after_the_dealer() -> None:
    common = ["rook-1", "rook-2", "rook-3", "queen-5", "pawn-9"]
    a, b, c = ["knight-4", "bishop-7"], ["knight-6", "bishop-8"], ["joker-1", "joker-2"]
    assert rank_hand(a + common).key == rank_hand(b + common).key
    # Dealer 2: A (seat 0) and B (seat 1) are first and second after it; C folds. Ante 3 → 9.
    state = new(3, [a, b, c], common, first_dealer=2, ante=3, starting_chips=50)
    state = act(state, 0, "check")
    state = act(state, 1, "check")
    state = to_showdown(act(state, 2, "fold"))
    record = public(state)["record"]
    assert record["pots"] == [{"amount": 9, "eligible": [0, 1], "winners": [0, 1],
                               "shares": {"0": 5, "1": 4}, "beats": None}]
    assert public(state)["chips"] == [52, 51, 47]
    assert "2" not in record["shown"]
