"""Every DomiDrez refusal: code, status and English message; a refused move leaves the state
exactly as it was (``refused`` checks it); bad options are refused at table creation."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.domidrez import GAME
from tests.referee.games.domidrez.support import act, new, position, refused


def table(deck: list[str] | None = None) -> dict:
    return position({0: ["queen-5", "joker-1", "neutral-1"], 1: ["pawn-1", "pawn-2"]},
                    "joker-4", deck=deck)


def no_match(deck: list[str] | None = None) -> dict:
    return position({0: ["queen-5", "pawn-3"], 1: ["pawn-1", "pawn-2"]}, "joker-4", deck=deck)


def test_card_not_in_hand() -> None:
    error = refused(table(), 0, "play", {"card": "pawn-1"})
    assert (error.code, error.status, str(error)) == ("card_not_in_hand", 422,
                                                      "The card pawn-1 is not in your hand.")


def test_does_not_match() -> None:
    error = refused(table(), 0, "play", {"card": "queen-5"})
    assert (error.code, error.status, str(error)) == (
        "does_not_match", 422,
        "The card queen-5 shares neither the figure nor the colour asked for.")


def test_draw_while_holding_a_match() -> None:
    error = refused(table(), 0, "draw")
    assert (error.code, error.status, str(error)) == (
        "must_play", 422, "You hold a card that matches: play it.")


def test_pass_while_holding_a_match() -> None:
    assert refused(table(deck=[]), 0, "pass").code == "must_play"


def test_draw_from_an_empty_deck() -> None:
    state = position({0: ["queen-5", "pawn-3"], 1: ["rook-4", "pawn-2"]}, "joker-4", deck=[])
    error = refused(state, 0, "draw")
    assert (error.code, error.status, str(error)) == ("pass_instead", 422,
                                                      "The deck is empty: pass.")


def test_pass_with_cards_in_the_deck() -> None:
    error = refused(no_match(), 0, "pass")
    assert (error.code, error.status, str(error)) == ("draw_instead", 422,
                                                      "The deck still has cards: draw one.")


@pytest.mark.parametrize("args", [
    {"card": "neutral-1"}, {"card": "neutral-1", "figure": "rook"},
    {"card": "neutral-1", "figure": "king", "colour": 3},
    {"card": "neutral-1", "figure": "rook", "colour": 10},
    {"card": "neutral-1", "figure": "rook", "colour": True},
    {"card": "joker-1", "figure": "rook", "colour": 3},
    {"card": "joker-1", "extra": 1}, {},
])
def test_bad_args(args: dict[str, object]) -> None:
    error = refused(table(), 0, "play", args)
    assert (error.code, error.status) == ("bad_args", 400)


def test_not_your_turn() -> None:
    assert refused(table(), 1, "play", {"card": "pawn-1"}).code == "not_your_turn"
    assert refused(table(), None, "play", {"card": "joker-1"}).code == "not_your_turn"


def test_next_hand_during_a_hand() -> None:
    assert refused(table(), 0, "next_hand").code == "wrong_phase"


def test_play_after_the_hand() -> None:
    state = position({0: ["rook-4"], 1: ["pawn-1"]}, "joker-4")
    state = act(state, 0, "play", {"card": "rook-4"})
    assert refused(state, 1, "play", {"card": "pawn-1"}).code == "wrong_phase"


def test_hand_result_with_app_cards() -> None:
    assert refused(table(), 0, "hand_result", {"cards_left": {"0": 0, "1": 2},
                                               "blocked": False}).code == "app_cards"


def test_moves_with_printed_cards() -> None:
    assert refused(new(2, cards="physical"), 1, "draw").code == "physical_cards"


@pytest.mark.parametrize("args", [
    {"cards_left": {"0": 0}, "blocked": False}, {"cards_left": {"0": 0, "1": -1},
                                                "blocked": False},
    {"cards_left": {"0": 0, "1": 2}, "blocked": "no"}, {"cards_left": [0, 2], "blocked": False},
])
def test_hand_result_malformed(args: dict[str, object]) -> None:
    assert refused(new(2, cards="physical"), 0, "hand_result", args).code == "bad_args"


@pytest.mark.parametrize("left", [{"0": 1, "1": 2}, {"0": 0, "1": 0}])
def test_hand_result_not_one_out(left: dict[str, int]) -> None:
    error = refused(new(2, cards="physical"), 0, "hand_result",
                    {"cards_left": left, "blocked": False})
    assert (error.code, error.status) == ("bad_result", 422)


@pytest.mark.parametrize("raw", [{"decks": 3}, {"target": 0}, {"first_dealer": 3},
                                 {"cards": "paper"}, {"deck": ["rook-1"]}, {"rounds": 2}])
def test_bad_options(raw: dict[str, object]) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 3)
    assert caught.value.status == 400
    assert caught.value.code in {"bad_option", "bad_deck", "unknown_option"}


def test_hand_result_blocked_with_a_player_out() -> None:
    error = refused(new(2, cards="physical"), 0, "hand_result",
                    {"cards_left": {"0": 0, "1": 4}, "blocked": True})
    assert (error.code, error.status, str(error)) == (
        "bad_result", 422, "A blocked hand ends with cards in every hand: a player with none "
        "went out.")
