"""TriumfDrez cases T1–T7 of docs/rules-decisions.md#triumfdrez, the seed's worked examples first
(trick, auction, scoring), then the auction's, play's and match's tricky cases."""

from __future__ import annotations

import json

from referee.games.base import Viewer
from referee.games.kit.zones import hand
from referee.games.triumfdrez import GAME
from referee.games.triumfdrez.bids import strength
from referee.games.triumfdrez.scoring import hand_points
from referee.games.triumfdrez.tricks import winner
from tests.referee.games.triumfdrez.support import act, bid, contract, new, position, refused

SEED = contract(8, "bishop", 7)


def play_all(state: dict, cards: list[str]) -> dict:
    """Each card in turn by the seat to play."""
    for card in cards:
        state = act(state, state["to_act"], "play", {"card": card})
    return state


def test_t1_seed_trick_supertrump_beats_trump() -> None:
    state = position({0: ["knight-9", "queen-1"], 1: ["bishop-4", "queen-2"],
                      2: ["knight-2", "queen-3"], 3: ["pawn-7", "queen-4"]}, SEED)
    state = play_all(state, ["knight-9", "bishop-4", "knight-2", "pawn-7"])
    assert state["won"] == [0, 0, 0, 1]
    assert state["leader"] == state["to_act"] == 3
    assert state["history"][-1]["cards"] == ["knight-9", "bishop-4", "knight-2", "pawn-7"]
    assert winner(["knight-9", "bishop-4", "knight-2"], SEED) == 1


def test_t2_seed_auction() -> None:
    state = new(4, first_dealer=3)
    calls = [bid(8, "knight", 5), bid(9, "bishop", 2), bid(9, None, 9), bid(9, None, 7, True),
             bid(10, "knight", 5)]
    assert [strength(c) for c in calls] == [(8, False, 0), (9, False, 0), (9, False, 1),
                                            (9, True, 1), (10, False, 0)]
    for seat, call in zip([0, 1, 2, 3, 0], calls, strict=True):
        assert state["to_act"] == seat
        state = act(state, seat, "bid", call)
    for seat in (1, 2, 3):
        assert state["phase"] == "auction"
        state = act(state, seat, "pass")
    assert state["phase"] == "play"
    assert state["contract"] == {"tricks": 10, "trump": "knight", "supertrump": 5,
                                 "open": False, "declarer": 0}
    assert state["to_act"] == 0
    first = state["zones"][hand(0)]["cards"][0]
    state = act(state, 0, "play", {"card": first})
    seen = GAME.view(state, Viewer(1))
    assert seen["public"]["open_hands"] == {}
    text = json.dumps(seen)
    assert not [c for c in state["zones"][hand(0)]["cards"] if f'"{c}"' in text]


def test_t3_seed_scoring() -> None:
    assert hand_points(8, 10, 2, 0) == {0: 12}
    assert hand_points(8, 7, 2, 0) == {1: 10}
    assert hand_points(8, 7, 3, 1) == {0: 10, 2: 10}


def last_trick(players: int, declarer_won: int, cards: list[list[str]]) -> dict:
    """The last trick of a hand about to be played, seat 0 leading under SEED, the declarer
    side having ``declarer_won`` tricks and the others the rest of 12."""
    state = position({s: cards[s] for s in range(players)}, SEED)
    won = [0] * players
    won[0] = declarer_won
    won[1] = 12 - declarer_won
    state["won"] = won
    return state


def test_t3_made_contract_scores_the_declarer_pair() -> None:
    state = last_trick(4, 9, [["joker-9"], ["pawn-1"], ["pawn-2"], ["pawn-3"]])
    state = play_all(state, ["joker-9", "pawn-1", "pawn-2", "pawn-3"])
    assert state["phase"] == "hand_over"
    assert state["scores"] == [12, 0]
    assert state["hand_result"]["points"] == {"0": 12, "2": 12}
    assert GAME.view(state, Viewer(None))["public"]["scores"] == {"0": 12, "2": 12, "1": 0,
                                                                  "3": 0}


def test_t3_failed_contract_scores_each_opponent_with_three_players() -> None:
    state = last_trick(3, 6, [["pawn-3"], ["pawn-1"], ["pawn-2"]])
    state = play_all(state, ["pawn-3", "pawn-1", "pawn-2"])
    assert state["hand_result"]["taken"] == 7
    assert state["scores"] == [0, 10, 10]


def test_t5_strongest_card() -> None:
    state = position({0: ["joker-7", "queen-1"], 1: ["bishop-7", "queen-2"],
                      2: ["joker-1", "queen-3"], 3: ["pawn-1", "queen-4"]}, SEED)
    state = play_all(state, ["joker-7", "bishop-7", "joker-1", "pawn-1"])
    assert state["won"] == [0, 1, 0, 0]


def test_t6_no_trump_a_bishop_does_not_win() -> None:
    deal = contract(9, None, 7)
    state = position({0: ["knight-9", "queen-1"], 1: ["bishop-9", "queen-2"],
                      2: ["knight-1", "queen-3"], 3: ["pawn-2", "queen-4"]}, deal)
    state = play_all(state, ["knight-9", "bishop-9", "knight-1", "pawn-2"])
    assert state["won"] == [1, 0, 0, 0]


def test_t7_follow_the_led_figure() -> None:
    state = position({0: ["knight-9", "queen-5"], 1: ["knight-3", "queen-1"]}, SEED)
    state = act(state, 0, "play", {"card": "knight-9"})
    assert GAME.view(state, Viewer(1))["private"]["playable"] == ["knight-3"]
    refusal = refused(state, 1, "play", {"card": "queen-1"})
    assert (refusal.code, refusal.status) == ("must_follow", 422)


def test_a_supertrump_played_to_follow_keeps_its_strength() -> None:
    state = position({0: ["knight-1", "queen-5"], 1: ["knight-7", "queen-1"]}, SEED)
    state = play_all(state, ["knight-1", "knight-7"])
    assert state["won"] == [0, 1]


def test_a_void_player_may_play_any_card() -> None:
    state = position({0: ["knight-9", "queen-5"], 1: ["rook-1", "queen-1"]}, SEED)
    state = play_all(state, ["knight-9", "rook-1"])
    assert state["won"] == [1, 0]


def test_the_first_bidder_must_bid_and_a_pass_is_not_final() -> None:
    state = new(3)
    assert state["to_act"] == 1
    assert refused(state, 1, "pass").code == "must_bid"
    state = act(state, 1, "bid", bid(5, "rook", 3))
    state = act(state, 2, "pass")
    state = act(state, 0, "bid", bid(6, None, None))
    state = act(state, 1, "pass")
    state = act(state, 2, "bid", bid(6, "pawn", 1, True))
    state = act(state, 0, "pass")
    assert state["phase"] == "auction"
    state = act(state, 1, "pass")
    assert state["contract"]["declarer"] == 2 and state["to_act"] == 2


def test_partners_may_outbid_each_other() -> None:
    state = new(4)
    state = act(state, 1, "bid", bid(7, "rook", 3))
    state = act(state, 2, "pass")
    state = act(state, 3, "bid", bid(7, None, 3))
    assert state["auction"]["best"]["seat"] == 3


def test_a_bid_must_be_stronger() -> None:
    state = act(new(4), 1, "bid", bid(9, None, 2))
    assert refused(state, 2, "bid", bid(9, "rook", None)).code == "bid_too_low"
    assert refused(state, 2, "bid", bid(8, None, None, True)).code == "bid_too_low"
    assert act(state, 2, "bid", bid(9, None, None))["auction"]["best"]["seat"] == 2
    assert act(state, 2, "bid", bid(9, "pawn", 1, True))["auction"]["best"]["seat"] == 2


def test_the_highest_levels_left_after_a_bid() -> None:
    state = act(new(4), 1, "bid", bid(13, None, 4, True))
    higher = GAME.view(state, Viewer(2))["public"]["auction"]["higher"]
    assert higher == [{"tricks": 13, "open": True, "omitted": 2}]
    state = act(state, 2, "bid", bid(13, None, None, True))
    assert GAME.view(state, Viewer(3))["public"]["auction"]["higher"] == []
    assert GAME.view(state, Viewer(3))["private"]["moves"] == ["bid", "pass"]


def test_minimum_bid_by_sides() -> None:
    assert new(4)["min_bid"] == 7 and new(2)["min_bid"] == 7 and new(3)["min_bid"] == 5
    three = new(3)
    assert refused(three, 1, "bid", bid(4, "rook", 3)).code == "bad_tricks"
    assert refused(three, 1, "bid", bid(14, "rook", 3)).code == "bad_tricks"
    assert act(new(3, min_bid=3), 1, "bid", bid(3, "rook", 3))["auction"]["best"]["tricks"] == 3


def test_an_open_contract_shows_the_declarer_pair_from_the_first_lead() -> None:
    deal = contract(9, None, 7, open_=True, declarer=1)
    hands = {0: ["queen-1", "pawn-1"], 1: ["knight-9", "pawn-2"], 2: ["queen-3", "pawn-3"],
             3: ["knight-1", "pawn-4"]}
    state = position(hands, deal, leader=1)
    assert GAME.view(state, Viewer(0))["public"]["open_hands"] == {}
    state = act(state, 1, "play", {"card": "knight-9"})
    shown = GAME.view(state, Viewer(None))["public"]["open_hands"]
    assert shown == {"1": ["pawn-2"], "3": ["knight-1", "pawn-4"]}
    assert GAME.view(state, Viewer(3))["private"]["hand"] == ["knight-1", "pawn-4"]


def test_the_match_ends_at_the_target_and_a_tie_plays_on() -> None:
    state = last_trick(2, 9, [["joker-9"], ["pawn-1"]])
    state["scores"] = [40, 52]
    state["target"] = 50
    tied = play_all(state, ["joker-9", "pawn-1"])
    assert tied["scores"] == [52, 52] and tied["phase"] == "hand_over"
    assert GAME.outcome(tied) is None
    state["scores"] = [45, 30]
    done = play_all(state, ["joker-9", "pawn-1"])
    assert GAME.outcome(done) == {"winners": [0], "reason": "target",
                                  "scores": {"0": 57, "1": 30}, "hands": 1}


def test_next_hand_moves_the_dealer_and_opens_a_new_auction() -> None:
    state = last_trick(2, 9, [["joker-9"], ["pawn-1"]])
    state = play_all(state, ["joker-9", "pawn-1"])
    state = act(state, 1, "next_hand")
    assert GAME.awaiting(state) == [0], "the next hand waits for seat 0 to see the result"
    state = act(state, 0, "next_hand")
    assert (state["dealer"], state["hand_no"], state["phase"], state["to_act"]) == (1, 2,
                                                                                   "auction", 0)
    assert [len(state["zones"][hand(s)]["cards"]) for s in (0, 1)] == [13, 13]


def test_a_prearranged_deal_goes_13_by_13_from_the_dealers_next_seat() -> None:
    deck = list(reversed(new(3)["zones"]["deck"]["cards"] + [
        c for s in range(3) for c in new(3)["zones"][hand(s)]["cards"]]))
    state = new(3, deck=deck, first_dealer=2)
    assert state["zones"][hand(0)]["cards"] == deck[:13]
    assert state["zones"][hand(1)]["cards"] == deck[13:26]
    assert state["zones"][hand(2)]["cards"] == deck[26:39]
    assert state["zones"]["deck"]["cards"] == deck[39:]
    assert GAME.view(state, Viewer(None))["public"]["prearranged"] is True


def test_neutrals_in_are_a_figure_of_their_own() -> None:
    state = new(2, neutrals="in")
    assert state["zones"]["deck"]["cards"].__len__() == 30
    state = position({0: ["neutral-1", "queen-5"], 1: ["neutral-2", "bishop-1"]}, SEED,
                     neutrals="in")
    state = act(state, 0, "play", {"card": "neutral-1"})
    assert refused(state, 1, "play", {"card": "bishop-1"}).code == "must_follow"
    state = act(state, 1, "play", {"card": "neutral-2"})
    assert state["won"] == [0, 1]


def test_printed_cards_run_the_auction_then_take_the_tricks() -> None:
    state = new(4, cards="physical")
    assert state["zones"][hand(0)]["cards"] == []
    state = act(state, 1, "bid", bid(8, "rook", 3))
    for seat in (2, 3, 0):
        state = act(state, seat, "pass")
    assert GAME.awaiting(state) == [1, 3]
    assert refused(state, 1, "play", {"card": "rook-3"}).code == "physical_cards"
    assert refused(state, 0, "tricks_won", {"tricks": 8}).code == "not_your_turn"
    assert refused(state, 3, "tricks_won", {"tricks": 14}).code == "bad_tricks"
    state = act(state, 3, "tricks_won", {"tricks": 7})
    assert state["scores"] == [10, 0]
