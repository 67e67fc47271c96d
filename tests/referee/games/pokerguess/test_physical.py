"""PokerGuess with the printed deck (⚙ cards = "physical", docs/rules-decisions.md#pokerguess):
the app keeps the chips and the predictions, deals nothing, skips the show step (done at the
table) and judges the showdown from the cards entered."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.pokerguess import GAME
from tests.referee.games.pokerguess.support import GREEN, RED, P, act, guess, new, refused

COMMON = ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"]
HANDS = {"0": ["bishop-5", "bishop-8"], "1": ["pawn-6", "joker-3"], "2": ["joker-8", "knight-9"],
         "3": ["queen-2", "knight-2"]}


def at_showdown():
    state = new(4, cards="physical", first_dealer=3, ante=1)
    assert GAME.view(state, Viewer(0))["private"]["hole"] == []
    for seat, p in ((0, P(RED, 3, "bishop", 4)), (1, P(RED, 4, "pawn", 4)),
                    (2, P(GREEN, 3, "joker", 3)), (3, P(RED, 4, "pawn", 3)),
                    (0, P(RED, 4, "bishop", 4))):
        state = guess(state, seat, p)
    for seat in (1, 2, 3):
        state = guess(state, seat)
    assert (state["phase"], state["round"]) == ("guess", 2), "the last card is shown at the table"
    for seat in range(4):
        state = guess(state, seat)
    assert state["phase"] == "showdown"
    return state


def test_the_seeds_example_judged_from_the_cards_entered() -> None:
    state = act(at_showdown(), 1, "showdown", {"common": COMMON, "hands": HANDS})
    record = state["records"][-1]
    assert record["order"] == [0, 1, 3, 2] and record["pots"][0]["winners"] == [2]
    assert state["ledger"]["stacks"] == [99, 99, 103, 99]


def test_predictions_entered_at_the_showdown_replace_the_recorded_ones() -> None:
    written = {"0": P(RED, 4, "bishop", 4), "1": P(RED, 4, "pawn", 4),
               "2": P(GREEN, 3, "joker", 4), "3": P(RED, 4, "pawn", 2)}
    state = act(at_showdown(), 0, "showdown", {"common": COMMON, "hands": HANDS,
                                               "predictions": written})
    assert state["records"][-1]["pots"][0]["winners"] == [3]


def test_the_cards_entered_are_checked() -> None:
    state = at_showdown()
    for args, code in (
            ({"common": COMMON[:4], "hands": HANDS}, "bad_cards"),
            ({"common": COMMON, "hands": {k: v for k, v in HANDS.items() if k != "1"}},
             "bad_cards"),
            ({"common": COMMON, "hands": {**HANDS, "1": ["pawn-6", "neutral-1"]}},
             "unknown_card"),
            ({"common": COMMON, "hands": {**HANDS, "1": ["pawn-6", "rook-2"]}}, "card_twice"),
            ({"common": COMMON, "hands": HANDS, "predictions": {"0": P(RED, 1, "pawn", 1)}},
             "bad_args"),
            ({"common": COMMON, "hands": HANDS, "predictions": {
                s: P(RED, 1, "pawn", 1) for s in HANDS}}, "prediction_taken"),
            ({"common": COMMON, "hands": HANDS, "predictions": {
                s: P(RED, int(s) + 1, "pawn", 14) for s in HANDS}}, "bad_count")):
        assert refused(state, 0, "showdown", args).code == code
    assert refused(state, None, "showdown", {"common": COMMON, "hands": HANDS}).code == \
        "not_your_turn"
