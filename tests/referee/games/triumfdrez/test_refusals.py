"""Every TriumfDrez refusal (docs/rules-decisions.md#triumfdrez): its code, its status and a
state left exactly as it was (``refused`` checks it), and the options' refusals."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.triumfdrez import GAME
from tests.referee.games.triumfdrez.support import act, bid, contract, new, position, refused

DEAL = contract(8, "bishop", 7)


@pytest.mark.parametrize(("seat", "move", "args", "code", "status"), [
    (1, "pass", {}, "must_bid", 422),
    (1, "bid", bid(6, "rook", 3), "bad_tricks", 422),
    (1, "bid", {"tricks": 8, "trump": "king", "supertrump": 3, "open": False}, "bad_args", 400),
    (1, "bid", {"tricks": 8, "trump": "rook", "supertrump": 10, "open": False}, "bad_args", 400),
    (1, "bid", {"tricks": "8", "trump": "rook", "supertrump": 3, "open": False}, "bad_args", 400),
    (1, "bid", {"tricks": 8, "trump": "rook", "supertrump": 3, "open": 1}, "bad_args", 400),
    (1, "bid", {"tricks": 8, "trump": "rook"}, "bad_args", 400),
    (2, "bid", bid(8, "rook", 3), "not_your_turn", 409),
    (None, "bid", bid(8, "rook", 3), "not_your_turn", 409),
    (1, "play", {"card": "rook-3"}, "wrong_phase", 409),
    (1, "next_hand", {}, "wrong_phase", 409),
    (1, "tricks_won", {"tricks": 3}, "wrong_phase", 409),
])
def test_auction_refusals(seat: int | None, move: str, args: dict, code: str,
                          status: int) -> None:
    refusal = refused(new(4), seat, move, args)
    assert (refusal.code, refusal.status) == (code, status)


def test_bid_too_low_changes_nothing() -> None:
    state = act(new(4), 1, "bid", bid(9, None, 7))
    refusal = refused(state, 2, "bid", bid(9, "rook", 7))
    assert (refusal.code, refusal.status) == ("bid_too_low", 422)


@pytest.mark.parametrize(("seat", "args", "code", "status"), [
    (1, {"card": "knight-3"}, "not_your_turn", 409),
    (0, {"card": "joker-1"}, "card_not_in_hand", 422),
    (0, {"card": 7}, "card_not_in_hand", 422),
    (0, {}, "bad_args", 400),
])
def test_play_refusals(seat: int, args: dict, code: str, status: int) -> None:
    state = position({0: ["knight-9", "queen-5"], 1: ["knight-3", "queen-1"]}, DEAL)
    refusal = refused(state, seat, "play", args)
    assert (refusal.code, refusal.status) == (code, status)


def test_must_follow_and_app_only_moves() -> None:
    state = act(position({0: ["knight-9", "queen-5"], 1: ["knight-3", "queen-1"]}, DEAL), 0,
                "play", {"card": "knight-9"})
    assert refused(state, 1, "play", {"card": "queen-1"}).code == "must_follow"
    refusal = refused(state, 1, "tricks_won", {"tricks": 3})
    assert (refusal.code, refusal.status) == ("app_cards", 409)
    assert refused(state, 1, "pass").code == "wrong_phase"


def test_printed_cards_refusals() -> None:
    state = act(new(2, cards="physical"), 1, "bid", bid(7, "rook", 3))
    state = act(state, 0, "pass")
    assert refused(state, 1, "play", {"card": "rook-3"}).code == "physical_cards"
    assert refused(state, 0, "tricks_won", {"tricks": 3}).code == "not_your_turn"
    assert refused(state, 1, "tricks_won", {"tricks": -1}).code == "bad_tricks"
    assert refused(state, 1, "tricks_won", {"tricks": 2.5}).code == "bad_args"


@pytest.mark.parametrize(("raw", "code"), [
    ({"neutrals": "maybe"}, "bad_option"),
    ({"min_bid": 0}, "bad_option"),
    ({"min_bid": 14}, "bad_option"),
    ({"target": 0}, "bad_option"),
    ({"first_dealer": 4}, "bad_option"),
    ({"cards": "paper"}, "bad_option"),
    ({"deck": ["rook-3"]}, "bad_deck"),
    ({"colour": 3}, "unknown_option"),
])
def test_option_refusals(raw: dict, code: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 4)
    assert (caught.value.code, caught.value.status) == (code, 400)


def test_a_prearranged_deal_with_neutrals_in_needs_them() -> None:
    deck54 = list(new(2)["zones"]["deck"]["cards"]) + [
        c for s in (0, 1) for c in new(2)["zones"][f"hand-{s}"]["cards"]]
    assert GAME.options({"deck": deck54}, 2)["deck"] == deck54
    with pytest.raises(IllegalMove) as caught:
        GAME.options({"deck": deck54, "neutrals": "in"}, 2)
    assert "neutral-1" in caught.value.message.format(**caught.value.params)
