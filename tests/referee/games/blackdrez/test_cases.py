"""BlackDrez cases B1–B6 of docs/rules-decisions.md#blackdrez, the seed's example first."""

from __future__ import annotations

from referee.games.blackdrez import GAME
from referee.games.blackdrez.turn import score_of
from referee.games.kit.cards import deck_ids
from referee.games.kit.zones import hand
from tapete_testing.engine import all_seen
from tests.referee.games.blackdrez.support import (
    DISCARD,
    TABLE,
    act,
    new,
    pile_count,
    position,
)

TOP, LEFT, BOTTOM, RIGHT = 0, 1, 2, 3


def test_b1_seed_example() -> None:
    state = position({TOP: ["queen-5", "rook-2"], LEFT: ["queen-1", "queen-3"],
                      BOTTOM: ["rook-4", "rook-6"]}, players=4,
                     table=["queen-4", "bishop-7", "rook-8"],
                     deck_top=["joker-3", "pawn-5", "knight-9"], last=RIGHT)
    assert [score_of(state, s) for s in (TOP, LEFT, BOTTOM)] == [9, 10, 8]
    assert state["holder"] == BOTTOM
    state = act(state, BOTTOM, "hit")
    assert state["jokers"] == {"joker-3": 1}
    assert score_of(state, BOTTOM) == 9 and state["holder"] == BOTTOM
    state = act(state, BOTTOM, "hit")
    assert score_of(state, BOTTOM) == 10 and state["holder"] == TOP
    state = act(state, TOP, "hit")
    assert state["phase"] == "hand_over"
    assert state["round_result"]["winners"] == [TOP]
    assert pile_count(state, TOP) == 12
    assert state["zones"][TABLE]["cards"] == []


def test_b2_several_elevens_on_the_deal_share() -> None:
    dealt = ["queen-1", "joker-2", "queen-3", "joker-4", "queen-5", "joker-6", "rook-7",
             "pawn-8"]
    deck = dealt + [c for c in deck_ids(neutrals=False) if c not in dealt]
    state = new(4, first_dealer=3, deck=deck)
    assert state["phase"] == "hand_over"
    assert state["round_result"]["winners"] == [0, 1, 2]
    assert [pile_count(state, s) for s in range(4)] == [2, 2, 2, 0]
    assert sorted(state["zones"][TABLE]["cards"]) == ["pawn-8", "rook-7"]
    state = all_seen(GAME, state)
    assert state["dealer"] == 0 and state["phase"] == "play"
    assert sorted(state["zones"][TABLE]["cards"]) == ["pawn-8", "rook-7"]


def test_b3_retire_with_an_odd_number_of_cards() -> None:
    state = position({0: ["pawn-1", "pawn-2", "pawn-3"], 1: ["queen-1", "rook-1"],
                      2: ["queen-2", "rook-2"]})
    assert state["holder"] == 0
    state = act(state, 0, "retire")
    assert pile_count(state, 0) == 1
    assert len(state["zones"][TABLE]["cards"]) == 2
    assert state["active"] == [1, 2] and state["zones"][hand(0)]["cards"] == []


def test_b4_joker_to_eleven_wins_at_once() -> None:
    state = position({0: ["rook-1", "pawn-2"], 1: ["queen-1", "rook-2"]}, deck_top=["joker-3"])
    state = act(state, 0, "hit")
    assert state["round_result"]["winners"] == [0] and pile_count(state, 0) == 5


def test_b5_empty_deck_goes_to_the_highest_and_ends_the_game() -> None:
    state = position({0: ["pawn-1", "pawn-2"], 1: ["queen-1", "rook-2"], 2: ["queen-2",
                                                                           "rook-3"]},
                     table=["pawn-9"])
    state["zones"]["deck"]["cards"] = []
    state = act(state, 0, "hit")
    assert state["phase"] == "over"
    assert state["round_result"]["winners"] == [1, 2]
    assert [pile_count(state, s) for s in range(3)] == [0, 3, 3]
    assert state["zones"][DISCARD]["cards"] == ["pawn-2"]
    assert GAME.outcome(state) == {"winners": [1, 2], "reason": "most_cards",
                                   "piles": {"0": 0, "1": 3, "2": 3}, "rounds": 1,
                                   "left": []}


def test_b6_all_tied_stand_and_share() -> None:
    state = position({0: ["queen-1", "rook-1"], 1: ["queen-2", "rook-2"]}, table=["pawn-9"],
                     dealer=1)
    assert state["holder"] == 0
    state = act(state, 0, "stand")
    assert state["holder"] == 1 and state["phase"] == "play"
    state = act(state, 1, "stand")
    assert state["round_result"]["reason"] == "tie"
    assert [pile_count(state, s) for s in range(2)] == [2, 2]
    assert len(state["zones"][TABLE]["cards"]) == 1


def test_bust_puts_the_cards_on_the_table_and_a_lone_player_takes_all() -> None:
    state = position({0: ["queen-1", "rook-1"], 1: ["queen-2", "queen-3"]},
                     deck_top=["queen-4"])
    state = act(state, 0, "hit")
    assert state["round_result"] == {"winners": [1], "reason": "last_active",
                                     "won": {"1": 5}, "scores": {"1": 10}, "carried": 0}


def test_a_new_joker_drops_high_jokers_to_stay_under_eleven() -> None:
    state = position({0: ["joker-1", "pawn-2"], 1: ["queen-1", "rook-2"]},
                     deck_top=["queen-5"])
    state = act(state, 0, "set_joker", {"card": "joker-1", "value": 6})
    assert score_of(state, 0) == 7
    state = act(state, 0, "hit")
    assert state["jokers"]["joker-1"] == 1 and score_of(state, 0) == 7


def test_set_joker_to_eleven_wins() -> None:
    state = position({0: ["joker-1", "rook-2", "pawn-3"], 1: ["queen-1", "rook-2"]})
    state = act(state, 0, "set_joker", {"card": "joker-1", "value": 6})
    assert state["round_result"]["winners"] == [0]


def test_holder_after_the_dealer_among_tied_lowest() -> None:
    state = position({0: ["pawn-1", "pawn-2"], 1: ["queen-1"], 2: ["pawn-3", "pawn-4"],
                      3: ["pawn-5", "pawn-6"]}, dealer=2)
    assert state["holder"] == 3


def test_rounds_option_ends_the_game() -> None:
    state = new(3, rounds=1)
    while state["phase"] == "play":
        holder = state["holder"]
        state = act(state, holder, "retire")
    assert state["phase"] == "over" and GAME.outcome(state) is not None
