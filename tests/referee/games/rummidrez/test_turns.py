"""RummiDrez's turns, hands and match: the deal, drawing, passing with an empty deck, the
blocked hand, the target, the match against the clock, printed cards and the options
(docs/rules-decisions.md#rummidrez, D3, D4, "Match")."""

from __future__ import annotations

import random

import pytest

from referee.games.base import Actor, IllegalMove, apply
from referee.games.rummidrez import GAME
from referee.games.rummidrez.deal import game_deck
from tests.referee.games.rummidrez.support import act, new, position, refused

MODERATOR = Actor(None, moderator=True)


def test_the_prearranged_deal_goes_out_from_the_dealers_next_seat() -> None:
    deck = list(reversed(game_deck()))
    state = new(3, deck=deck, first_dealer=2)
    assert state["zones"]["hand-0"]["cards"] == deck[:14]
    assert state["zones"]["hand-1"]["cards"] == deck[14:28]
    assert state["zones"]["hand-2"]["cards"] == deck[28:42]
    assert state["zones"]["deck"]["cards"] == deck[42:]
    assert (state["to_play"], GAME.awaiting(state)) == (0, [0])


def test_a_bad_prearranged_deal_is_refused() -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options({"deck": game_deck()[:-1]}, 2)
    assert (caught.value.code, caught.value.status) == ("bad_deck", 400)


@pytest.mark.parametrize("raw", [{"target": 0}, {"target": "soon"}, {"neutral_anywhere": 1},
                                 {"cards": "dealt"}, {"first_dealer": 4}, {"colour": 3}])
def test_bad_options_are_refused(raw: dict) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 4)
    assert caught.value.status == 400


def test_drawing_takes_the_top_card_and_ends_the_turn() -> None:
    state = position({0: ["joker-1#1"], 1: ["joker-2#1"]}, deck=["pawn-5#1", "pawn-6#1"])
    state = act(state, 0, "draw")
    assert state["zones"]["hand-0"]["cards"] == ["joker-1#1", "pawn-5#1"]
    assert state["zones"]["deck"]["cards"] == ["pawn-6#1"]
    assert state["to_play"] == 1
    assert state["history"][-1]["cards"] == []


def test_pass_only_with_the_deck_empty() -> None:
    state = position({0: ["joker-1#1"], 1: ["joker-2#1"]}, deck=["pawn-5#1"])
    assert refused(state, 0, "pass").code == "draw_instead"
    empty = position({0: ["joker-1#1"], 1: ["joker-2#1"]}, deck=[])
    assert refused(empty, 0, "draw").code == "deck_empty"


def test_when_everyone_passes_the_fewest_cards_win_the_difference() -> None:
    state = position({0: ["joker-1#1", "joker-2#1", "joker-3#1"], 1: ["pawn-1#1"],
                      2: ["queen-1#1", "queen-3#1"]}, deck=[])
    for seat in (0, 1):
        state = act(state, seat, "pass")
    assert state["phase"] == "play"
    state = act(state, 2, "pass")
    assert state["phase"] == "hand_over"
    assert state["scores"] == [0, 3, 0]
    assert state["hand_result"]["blocked"] is True


def test_a_play_breaks_a_row_of_passes() -> None:
    state = position({0: ["joker-1#1"], 1: ["rook-1#1", "rook-2#1", "rook-3#1", "pawn-1#1"]},
                     [["bishop-1#1", "bishop-2#1", "bishop-3#1"]], deck=[], melded=[True, True])
    state = act(state, 0, "pass")
    state = act(state, 1, "play", {"table": [["bishop-1#1", "bishop-2#1", "bishop-3#1"],
                                             ["rook-1#1", "rook-2#1", "rook-3#1"]]})
    state = act(state, 0, "pass")
    assert state["phase"] == "play" and state["passes"] == 1


def test_reaching_the_target_ends_the_match() -> None:
    pawns = [f"pawn-{n}#1" for n in range(1, 9)]
    state = position({0: ["rook-1#1", "rook-2#1", "rook-3#1"], 1: pawns}, melded=[True, True],
                     target=8)
    state = act(state, 0, "play", {"table": [["rook-1#1", "rook-2#1", "rook-3#1"]]})
    assert GAME.outcome(state) == {"winners": [0], "reason": "target",
                                   "scores": {"0": 8, "1": 0}, "hands": 1}
    assert GAME.awaiting(state) == []


def test_a_tie_at_the_top_plays_another_hand() -> None:
    state = position({0: ["rook-1#1"], 1: ["pawn-1#1", "pawn-2#1"],
                      2: ["queen-1#1", "queen-2#1"]}, deck=[], target=1)
    state["scores"] = [0, 2, 0]
    for seat in (0, 1, 2):
        state = act(state, seat, "pass")
    assert state["scores"] == [2, 2, 0]
    assert state["phase"] == "hand_over" and GAME.outcome(state) is None


def test_the_next_hand_is_dealt_by_the_next_dealer() -> None:
    state = position({0: ["rook-1#1"], 1: ["pawn-1#1", "pawn-2#1"]}, deck=[])
    state = act(act(state, 0, "pass"), 1, "pass")
    assert refused(state, 0, "draw").code == "wrong_phase"
    state = act(state, 1, "next_hand")
    assert state["phase"] == "hand_over", "the hand waits for seat 0 to see the result"
    state = act(state, 0, "next_hand")
    assert state["dealer"] == 1 and state["hand_no"] == 2 and state["to_play"] == 0
    assert [len(state["zones"][f"hand-{s}"]["cards"]) for s in (0, 1)] == [14, 14]
    assert state["table"] == [] and state["melded"] == [False, False]


def test_a_match_against_the_clock_ends_by_the_moderator() -> None:
    state = new(2, target=None)
    assert refused(state, 0, "end_match").code == "not_moderator"
    assert refused(new(2), None, "end_match").code == "not_moderator"
    with pytest.raises(IllegalMove) as caught:
        apply(GAME, new(2), MODERATOR, "end_match", {}, random.Random(0))
    assert caught.value.code == "match_has_target"
    state["scores"] = [3, 3]
    over = apply(GAME, state, MODERATOR, "end_match", {}, random.Random(0))
    assert GAME.outcome(over)["winners"] == [0, 1]
    assert GAME.outcome(over)["reason"] == "time"


def test_printed_cards_keep_the_scores_only() -> None:
    state = new(2, cards="physical")
    assert state["zones"]["deck"]["cards"] == [] and GAME.awaiting(state) == [0, 1]
    assert refused(state, 0, "draw").code == "physical_cards"
    assert refused(state, 0, "hand_result", {"cards_left": {"0": 2, "1": 3},
                                             "blocked": False}).code == "bad_result"
    state = act(state, 1, "hand_result", {"cards_left": {"0": 0, "1": 5}, "blocked": False})
    assert state["scores"] == [5, 0]
