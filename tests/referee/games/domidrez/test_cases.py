"""DomiDrez cases M1–M5 of docs/rules-decisions.md#domidrez, the seed's example first, and the
deal."""

from __future__ import annotations

import pytest

from referee.games.base import Viewer
from referee.games.domidrez import GAME
from referee.games.domidrez.deal import game_deck
from referee.games.kit.zones import hand
from tapete_testing.engine import all_seen
from tests.referee.games.domidrez.support import act, new, position, refused

SEED_HAND = ["queen-5", "joker-1", "rook-4", "neutral-1", "pawn-9"]


def seed_table() -> dict:
    return position({0: SEED_HAND, 1: ["pawn-1", "pawn-2"]}, "joker-4")


def test_m1_seed_example() -> None:
    state = seed_table()
    assert refused(state, 0, "play", {"card": "queen-5"}).code == "does_not_match"
    assert refused(state, 0, "draw").code == "must_play"
    for args in ({"card": "joker-1"}, {"card": "rook-4"},
                 {"card": "neutral-1", "figure": "rook", "colour": 6}):
        after = act(state, 0, "play", args)
        assert after["zones"]["table"]["cards"][-1] == args["card"]
        assert after["to_play"] == 1


def test_m2_naming() -> None:
    state = position({0: ["neutral-1", "pawn-3"], 1: ["rook-1", "pawn-6", "queen-5",
                                                      "neutral-2"]}, "joker-4")
    state = act(state, 0, "play", {"card": "neutral-1", "figure": "rook", "colour": 6})
    assert GAME.view(state, Viewer(1))["private"]["playable"] == ["rook-1", "pawn-6", "neutral-2"]
    assert refused(state, 1, "play", {"card": "queen-5"}).code == "does_not_match"
    assert act(state, 1, "play", {"card": "pawn-6"})["named"] is None


def test_m3_the_drawn_card_joins_the_hand_and_the_turn_passes() -> None:
    state = position({0: ["queen-5", "pawn-3"], 1: ["rook-1", "pawn-6"]}, "joker-4",
                     deck=["joker-9", "bishop-2"])
    state = act(state, 0, "draw")
    assert state["zones"][hand(0)]["cards"] == ["queen-5", "pawn-3", "joker-9"]
    assert state["to_play"] == 1


def test_m4_blocked_game_fewest_cards_score_the_differences() -> None:
    state = position({0: ["rook-4", "queen-5"], 1: ["queen-6", "queen-7"],
                      2: ["queen-8", "queen-9", "queen-2"]}, "joker-4", deck=[])
    state = act(state, 0, "play", {"card": "rook-4"})
    assert state["phase"] == "hand_over"
    assert state["hand_result"] == {"blocked": True, "cards_left": {"0": 1, "1": 2, "2": 3},
                                    "points": {"0": 3}, "winners": [0]}
    assert state["scores"] == [3, 0, 0]


def test_m4_blocked_tie_each_scores() -> None:
    state = position({0: ["queen-5", "queen-1"], 1: ["queen-6", "queen-7"],
                      2: ["queen-8", "queen-9", "queen-2", "queen-3"]},
                     "joker-4", deck=[])
    state = act(state, 0, "pass")
    assert state["hand_result"]["winners"] == [0, 1]
    assert state["scores"] == [2, 2, 0]


def test_m5_going_out() -> None:
    state = position({0: ["rook-4"], 1: ["pawn-1", "pawn-2", "pawn-3"],
                      2: ["pawn-4", "pawn-5", "pawn-6", "pawn-7"]}, "joker-4")
    state = act(state, 0, "play", {"card": "rook-4"})
    assert state["scores"] == [7, 0, 0]
    assert state["phase"] == "hand_over" and state["hand_result"]["winners"] == [0]
    # The result stays until every seat has seen it (kit.seen), the moderator may deal now.
    state = act(state, 2, "next_hand")
    assert state["phase"] == "hand_over" and GAME.awaiting(state) == [0, 1]
    public = GAME.view(state, Viewer(0))["public"]
    assert (public["seen"], public["to_see"]) == ([2], [0, 1])
    assert GAME.view(state, Viewer(2))["private"]["moves"] == []
    assert refused(state, 2, "next_hand").code == "already_seen"
    state = all_seen(GAME, state)
    assert state["dealer"] == 1 and state["to_play"] == 2 and state["hand_no"] == 2


def test_reaching_the_target_ends_the_match() -> None:
    state = position({0: ["rook-4"], 1: ["pawn-1", "pawn-2", "pawn-3"]}, "joker-4", target=3)
    state = act(state, 0, "play", {"card": "rook-4"})
    assert GAME.outcome(state) == {"winners": [0], "reason": "target",
                                   "scores": {"0": 3, "1": 0}, "hands": 1}


def test_equal_highest_over_the_target_play_another_hand() -> None:
    state = position({0: ["rook-4"], 1: ["pawn-1", "pawn-2", "pawn-3"]}, "joker-4", target=3)
    state["scores"] = [0, 3]
    state = act(state, 0, "play", {"card": "rook-4"})
    assert state["phase"] == "hand_over" and GAME.outcome(state) is None


@pytest.mark.parametrize(("players", "decks", "size"), [
    (2, 1, 14), (3, 1, 9), (4, 1, 7), (5, 1, 5), (6, 1, 4), (7, 1, 4), (8, 1, 3),
    (2, 2, 28), (5, 2, 11), (8, 2, 7)])
def test_deal_half_the_cards(players: int, decks: int, size: int) -> None:
    state = new(players, decks=decks)
    assert [len(state["zones"][hand(s)]["cards"]) for s in range(players)] == [size] * players
    assert len(state["zones"]["deck"]["cards"]) == len(game_deck(decks)) - size * players - 1
    assert state["to_play"] == 1


def test_a_neutral_turned_up_goes_back_into_the_deck() -> None:
    dealt = [c for c in game_deck(1) if not c.startswith("neutral")][:28]
    rest = [c for c in game_deck(1) if c not in dealt and c != "neutral-1"]
    state = new(2, deck=[*dealt, "neutral-1", *rest])
    top = state["zones"]["table"]["cards"]
    assert len(top) == 1 and not top[0].startswith("neutral")
    assert "neutral-1" in state["zones"]["deck"]["cards"]


def test_printed_cards_hand_result() -> None:
    state = new(3, cards="physical")
    assert GAME.awaiting(state) == [0, 1, 2]
    state = act(state, 2, "hand_result", {"cards_left": {"0": 2, "1": 0, "2": 5},
                                          "blocked": False})
    assert state["scores"] == [0, 7, 0]
    state = all_seen(GAME, state)
    state = act(state, 0, "hand_result", {"cards_left": {"0": 2, "1": 2, "2": 5},
                                          "blocked": True})
    assert state["scores"] == [3, 10, 0]


def test_every_hand_end_goes_into_the_public_history() -> None:
    state = position({0: ["rook-4"], 1: ["pawn-1", "pawn-2", "pawn-3"],
                      2: ["pawn-4", "pawn-5", "pawn-6", "pawn-7"]}, "joker-4")
    state = act(state, 0, "play", {"card": "rook-4"})
    last = GAME.view(state, Viewer(1))["public"]["history"][-1]
    assert {k: last[k] for k in ("event", "how", "hand", "cards_left", "points", "winners")} == {
        "event": "hand_end", "how": "out", "hand": 1, "cards_left": {"0": 0, "1": 3, "2": 4},
        "points": {"0": 7}, "winners": [0]}
