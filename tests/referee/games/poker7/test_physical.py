"""Poker7 with the printed deck (⚙ ``cards`` = ``"physical"``, docs/rules-decisions.md#poker7
D9): the app deals nothing, runs the betting, and judges the showdown from the cards entered."""

from __future__ import annotations

from referee.games.poker7 import GAME
from tapete_testing.engine import refusal
from tests.referee.games.poker7.support import act, check_around, new, private, public
from tests.referee.games.poker7.test_cases import T1_COMMON, T1_HOLES

HANDS = {"0": T1_HOLES["top"], "1": T1_HOLES["left"], "2": T1_HOLES["bottom"],
         "3": T1_HOLES["right"]}


def at_showdown() -> dict:
    """A four-player printed-deck table checked down to the showdown."""
    state = new(4, cards="physical")
    assert private(state, 1)["hole"] == [] and public(state)["common"] == []
    state = check_around(state)
    assert state["phase"] == "showdown" and public(state)["common_count"] == 5
    assert GAME.awaiting(state) == [1, 2, 3, 0]
    return state


def test_the_betting_runs_without_cards_and_the_show_step_is_at_the_table() -> None:
    state = new(4, cards="physical")
    for _ in range(12):
        state = act(state, state["table"]["actor"], "check")
    assert state["phase"] == "bet" and state["table"]["street"] == 4
    assert public(state)["common"] == [] and public(state)["common_count"] == 5


def test_the_cards_entered_are_ranked_and_the_pot_paid() -> None:
    state = act(at_showdown(), 0, "showdown", common=T1_COMMON, hands=HANDS)
    record = public(state)["record"]
    assert record["pots"][0]["winners"] == [3]
    assert record["shown"] == HANDS and record["common"] == T1_COMMON
    assert public(state)["chips"] == [98, 98, 98, 106]


def test_wrong_cards_are_refused() -> None:
    state = at_showdown()
    for args, code in (({"common": T1_COMMON, "hands": {"0": HANDS["0"]}}, "bad_cards"),
                       ({"common": T1_COMMON[:4], "hands": HANDS}, "bad_cards"),
                       ({"common": T1_COMMON, "hands": {**HANDS, "0": ["neutral-1", "rook-9"]}},
                        "unknown_card"),
                       ({"common": T1_COMMON, "hands": {**HANDS, "0": ["rook-2", "rook-9"]}},
                        "card_twice")):
        error = refusal(GAME, state, 1, "showdown", args)
        assert (error.code, error.status) == (code, 422)
    assert refusal(GAME, state, 1, "showdown", {"common": "x", "hands": []}).code == "bad_args"


def test_refusals_name_what_is_wrong() -> None:
    state = at_showdown()
    empty = refusal(GAME, state, 1, "showdown", {"common": ["", *T1_COMMON[1:]],
                                                 "hands": {**HANDS, "0": ["", ""]}})
    assert empty.code == "bad_cards" and empty.params == {"n": 3}
    assert empty.message.english(empty.params) == "{n} cards are missing: enter every card."
    twice = refusal(GAME, state, 1, "showdown", {"common": T1_COMMON,
                                                 "hands": {**HANDS, "0": ["rook-2", "rook-9"]}})
    assert twice.message.format(**twice.params) == "Entered more than once: rook-2."


def test_a_folded_player_gives_no_cards() -> None:
    state = new(4, cards="physical")
    state = act(state, 1, "fold")
    state = check_around(state)
    hands = {seat: cards for seat, cards in HANDS.items() if seat != "1"}
    state = act(state, 2, "showdown", common=T1_COMMON, hands=hands)
    assert set(public(state)["record"]["shown"]) == {"0", "2", "3"}
