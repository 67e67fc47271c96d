"""BlackDrez rules the seed cases do not reach (docs/rules-decisions.md#blackdrez): one 11 on the
deal takes every card, a Joker changed by a player who does not hold the turn moves the turn, and
the game ends when the deck cannot deal a round."""

from __future__ import annotations

from referee.games.blackdrez import GAME
from referee.games.blackdrez.turn import score_of
from referee.games.kit.cards import deck_ids
from tapete_testing.engine import all_seen
from tests.referee.games.blackdrez.support import act, new, pile_count, position


def test_one_eleven_on_the_deal_takes_every_card() -> None:
    dealt = ["queen-1", "joker-2", "pawn-3", "pawn-4", "rook-5", "rook-6"]
    state = new(3, first_dealer=2, deck=dealt + [c for c in deck_ids(neutrals=False)
                                                 if c not in dealt])
    assert state["phase"] == "hand_over"
    assert state["round_result"]["reason"] == "eleven_on_deal"
    assert state["round_result"]["winners"] == [0]
    assert [pile_count(state, s) for s in range(3)] == [6, 0, 0]
    assert state["round_result"]["scores"]["0"] == 11


def test_a_joker_changed_out_of_turn_moves_the_turn() -> None:
    state = position({0: ["pawn-1", "knight-2"], 1: ["joker-1", "pawn-2"],
                      2: ["rook-1", "pawn-3"]})
    assert state["holder"] == 1
    state = act(state, 1, "set_joker", {"card": "joker-1", "value": 6})
    assert score_of(state, 1) == 7 and state["holder"] == 0
    state = act(state, 1, "set_joker", {"card": "joker-1", "value": 1})
    assert state["holder"] == 1


def test_the_game_ends_when_the_deck_cannot_deal_a_round() -> None:
    state = position({0: ["queen-1", "rook-1"], 1: ["queen-2", "queen-3"]},
                     deck_top=["queen-4", "pawn-1", "pawn-2", "pawn-3"])
    state["zones"]["deck"]["cards"] = state["zones"]["deck"]["cards"][:4]
    state = act(state, 0, "hit")                           # Queen 4: bust, Bob takes the table
    assert state["phase"] == "over"
    assert GAME.outcome(state) == {"winners": [1], "reason": "most_cards",
                                   "piles": {"0": 0, "1": 5}, "rounds": state["round"],
                                   "left": []}
    assert len(state["zones"]["deck"]["cards"]) == 3


def test_with_four_cards_left_two_players_get_another_round() -> None:
    state = position({0: ["queen-1", "rook-1"], 1: ["queen-2", "queen-3"]},
                     deck_top=["queen-4", "pawn-1", "pawn-2", "pawn-3", "pawn-4"])
    state["zones"]["deck"]["cards"] = state["zones"]["deck"]["cards"][:5]
    state = act(state, 0, "hit")
    assert state["phase"] == "hand_over"
    state = all_seen(GAME, state)
    assert state["phase"] == "play" and state["zones"]["deck"]["cards"] == []
