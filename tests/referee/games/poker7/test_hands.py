"""Poker7 hands through the engine: all-ins and side pots, folds, the show step, leaving with
no chips, the next dealer, the end of the match (docs/rules-decisions.md#poker7 D7–D9)."""

from __future__ import annotations

from referee.games.poker7 import GAME
from tapete_testing.engine import all_seen
from tests.referee.games.poker7.support import (
    act,
    check_around,
    chips_in_play,
    new,
    private,
    public,
    show_first,
    to_showdown,
    with_stacks,
)

#: Seat 0 is weakest, seat 2 strongest: reds for 2, a pair of queens for 1, nothing for 0.
COMMON = ["rook-2", "pawn-2", "bishop-7", "queen-8", "joker-4"]
HOLES = [["knight-5", "pawn-9"], ["queen-3", "knight-6"], ["queen-2", "joker-2"]]


def test_all_ins_build_side_pots_and_each_pot_goes_to_its_best_eligible_hand() -> None:
    # Stacks 100/50/20, dealer 2: seat 0 acts first; everyone all in.
    state = with_stacks([100, 50, 20], HOLES, COMMON, dealer=2)
    for seat in (0, 1, 2):
        state = act(state, seat, "all_in")
    assert state["phase"] == "show" and public(state)["common"] == COMMON
    assert [pot["amount"] for pot in public(state)["pots"]] == [60, 60]
    state = show_first(state)
    record = public(state)["record"]
    assert [(pot["amount"], pot["eligible"], pot["winners"]) for pot in record["pots"]] == [
        (60, [0, 1, 2], [2]), (60, [0, 1], [1])]
    assert public(state)["chips"] == [50, 60, 60]
    assert sum(public(state)["chips"]) == 170


def test_betting_is_skipped_when_only_one_player_can_bet_but_the_show_step_happens() -> None:
    state = with_stacks([100, 20], HOLES[:2], COMMON, dealer=1)
    state = act(act(state, 0, "bet", amount=50), 1, "call")
    assert state["phase"] == "show" and state["table"]["shower"] == 0
    state = act(state, 0, "show", card="pawn-9")
    assert public(state)["shown"] == {"0": "pawn-9"}
    state = act(state, 1, "show", card="queen-3")
    assert state["phase"] == "hand_over"
    assert public(state)["record"]["pots"][0]["winners"] == [1]


def test_a_player_left_alone_takes_every_pot_and_nobody_shows() -> None:
    state = new(3, HOLES, COMMON, first_dealer=2)
    state = act(state, 0, "check")
    state = act(state, 1, "bet", amount=10)
    state = act(act(state, 2, "fold"), 0, "fold")
    record = public(state)["record"]
    assert record["by_fold"] and record["shown"] == {} and record["keys"] == {}
    assert public(state)["chips"] == [98, 104, 98]
    assert all(card not in str(public(state)) for pair in HOLES for card in pair)


def test_a_folded_hand_is_never_shown() -> None:
    state = new(3, HOLES, COMMON, first_dealer=2)
    state = act(state, 0, "bet", amount=4)
    state = to_showdown(act(act(state, 1, "fold"), 2, "call"))
    record = public(state)["record"]
    assert set(record["shown"]) == {"0", "2"} and record["folded"] == [1]
    assert record["pots"][0]["eligible"] == [0, 2]
    assert "queen-3" not in str(public(state))


def test_the_show_step_goes_from_the_dealers_next_seat() -> None:
    state = check_around(check_around(check_around(new(3, first_dealer=1))))
    assert state["phase"] == "show"
    order = []
    while state["phase"] == "show":
        seat = state["table"]["shower"]
        order.append(seat)
        state = act(state, seat, "show", card=private(state, seat)["hole"][1])
    assert order == [2, 0, 1]
    assert state["phase"] == "bet" and state["table"]["street"] == 4


def test_a_player_with_no_chips_leaves_and_the_dealer_moves_on() -> None:
    state = with_stacks([100, 50, 20], HOLES, COMMON, dealer=2)
    state = show_first(act(act(act(state, 0, "fold"), 1, "all_in"), 2, "all_in"))
    assert public(state)["chips"] == [98, 30, 42]   # seat 1's unmatched 30 back
    state = with_stacks([40, 50, 20], HOLES, COMMON, dealer=2)
    for seat in (0, 1, 2):
        state = act(state, seat, "all_in")
    state = show_first(state)
    assert public(state)["record"]["out"] == [0]
    assert GAME.awaiting(state) == [1, 2]
    state = all_seen(GAME, state)
    assert state["dealer"] == 1 and state["seats"] == [2, 1]
    assert public(state)["hand"] == 2 and chips_in_play(state) == 110


def test_the_match_ends_after_the_hands_option_with_the_most_chips() -> None:
    state = to_showdown(new(3, HOLES, COMMON, hands=1, first_dealer=2))
    assert state["phase"] == "over"
    assert GAME.outcome(state) == {"winners": [2], "reason": "hands",
                                   "chips": {"0": 98, "1": 98, "2": 104}, "hands": 1,
                                   "left": []}
    assert GAME.awaiting(state) == []


def test_the_match_ends_when_one_player_holds_every_chip() -> None:
    state = new(2, HOLES[1:], COMMON, first_dealer=1)
    state = show_first(act(act(state, 0, "all_in"), 1, "call"))
    assert GAME.outcome(state) == {"winners": [1], "reason": "all_chips",
                                   "chips": {"0": 0, "1": 200}, "hands": 1,
                                       "left": []}


def test_the_next_hand_is_shuffled_with_the_moves_rng_and_keeps_every_card() -> None:
    state = to_showdown(new(4))
    state = all_seen(GAME, state)
    zones = state["zones"]
    assert sum(len(zone["cards"]) for zone in zones.values()) == 54
    assert all(len(private(state, seat)["hole"]) == 2 for seat in range(4))
    assert state["dealer"] == 1 and state["table"]["actor"] == 2


def test_a_side_pot_whose_contributors_all_folded_goes_to_the_player_left() -> None:
    # Seat 0 has 6, less than the ante of 7: the others' extra 1 each makes a side pot of 2
    # that only they could win; both fold, so seat 0 takes it too.
    state = with_stacks([6, 27, 27], dealer=2, ante=7)
    assert [(pot["amount"], pot["eligible"]) for pot in public(state)["pots"]] == [
        (18, [0, 1, 2]), (2, [1, 2])]
    state = act(act(state, 1, "fold"), 2, "fold")
    assert public(state)["chips"] == [20, 20, 20]
    assert [pot["winners"] for pot in public(state)["record"]["pots"]] == [[0], [0]]
