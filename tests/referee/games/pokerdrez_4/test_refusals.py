"""PokerDrez for 4: every refusal code of its moves and options, each leaving the state exactly
as it was (docs/rules-decisions.md#pokerdrez-4)."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import IllegalMove
from referee.games.pokerdrez_4 import GAME
from tests.referee.games.pokerdrez_4.support import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    act,
    arranged,
    go,
    new,
    refused,
    thin_deck,
)

HANDS = {YELLOW: ["pawn-1", "neutral-1"], GREEN: ["knight-1", "pawn-2"],
         RED: ["pawn-3", "rook-1"], BLUE: ["pawn-4", "bishop-1"]}
COMMON = ["queen-1", "queen-2", "queen-3", "rook-2", "pawn-5"]


def start() -> dict[str, Any]:
    return new(HANDS, COMMON)


def pawn(card: str = "pawn-1", **extra: Any) -> dict[str, Any]:
    return {"from": "d13", "to": "d12", "pay": {"card": card}, **extra}


@pytest.mark.parametrize(("seat", "move", "args", "code"), [
    (GREEN, "move", pawn(), "not_your_turn"),
    (None, "move", pawn(), "not_your_turn"),
    (YELLOW, "replenish", {"card": "pawn-1"}, "wrong_phase"),
    (YELLOW, "move", {"from": "d13"}, "bad_args"),
    (YELLOW, "move", pawn(promotion="q"), "bad_args"),
    (YELLOW, "move", {"from": "d13", "to": "d12", "pay": "pawn-1"}, "bad_args"),
    (YELLOW, "move", {"from": "a1", "to": "d12", "pay": {"card": "pawn-1"}}, "bad_square"),
    (YELLOW, "move", {"from": "d13", "to": "o12", "pay": {"card": "pawn-1"}}, "bad_square"),
    (YELLOW, "move", {"from": "d13", "to": "d12"}, "payment_required"),
    (YELLOW, "move", pawn("pawn-3"), "card_not_available"),
    (YELLOW, "move", pawn("neutral-1"), "neutral_cannot_move"),
    (YELLOW, "move", {"from": "d13", "to": "d12", "pay": {"die": True}}, "die_not_rolled"),
    (YELLOW, "move", {"from": "d2", "to": "d3", "pay": {"card": "pawn-1"}}, "not_your_piece"),
    (YELLOW, "move", {"from": "e12", "to": "e11", "pay": {"card": "pawn-1"}}, "not_your_piece"),
    (YELLOW, "move", {"from": "d14", "to": "d13", "pay": {"card": "rook-2"}}, "illegal_move"),
    (YELLOW, "move", pawn("queen-1"), "card_cannot_move_piece"),
    (YELLOW, "enter", {"piece": "queen", "square": "h14", "pay": {"card": "queen-1"}},
     "not_in_reserve"),
    (YELLOW, "enter", {"piece": "king", "square": "g14", "pay": {"card": "queen-1"}},
     "bad_args"),
    (YELLOW, "roll_die", {}, "no_die"),
    (YELLOW, "swap_neutral", {"neutral": "neutral-1", "source": "opponent", "seat": RED},
     "not_an_opponent"),
    (YELLOW, "swap_neutral", {"neutral": "neutral-1", "source": "opponent"}, "bad_args"),
    (YELLOW, "swap_neutral", {"neutral": "neutral-1", "source": "opponent", "seat": 7},
     "bad_args"),
    (YELLOW, "swap_neutral", {"neutral": "neutral-1", "source": "sky"}, "bad_args"),
    (YELLOW, "swap_neutral", {"neutral": "pawn-1", "source": "deck"}, "card_not_available"),
    (YELLOW, "swap_neutral", {"neutral": "neutral-1", "source": "common", "card": "pawn-3"},
     "card_not_available"),
    (GREEN, "swap_neutral", {"neutral": "neutral-1", "source": "deck"}, "not_your_turn"),
    (YELLOW, "answer_draw", {"accept": True}, "no_draw_offer"),
    (YELLOW, "answer_draw", {"accept": "yes"}, "bad_args"),
    (YELLOW, "fly", {}, "unknown_move"),
])
def test_refusal_at_the_start(seat: int | None, move: str, args: dict[str, Any],
                              code: str) -> None:
    assert refused(start(), seat, move, args).code == code


def test_entry_refusals() -> None:
    state = arranged({"e1": "red knight", "d2": "red pawn", "g1": "red queen"},
                     reserves={"red": {"knight": 1, "rook": 1}}, hands={RED: ["knight-4",
                                                                               "pawn-1"]})
    entry = {"piece": "knight", "pay": {"card": "knight-4"}}
    assert refused(state, RED, "enter", {**entry, "square": "f1"}).code == "not_a_start_square"
    assert refused(state, RED, "enter", {**entry, "square": "e1"}).code == "square_has_own_piece"
    assert refused(state, RED, "enter", {"piece": "rook", "square": "d1",
                                         "pay": {"card": "knight-4"}}).code == \
        "card_cannot_move_piece"
    pinned = arranged({"d2": "red pawn", "g1": "red queen", "h6": "green rook"},
                      reserves={"red": {"pawn": 1}}, hands={RED: ["pawn-1", "pawn-2"]})
    pinned["pieces"].pop("d2")
    pinned["pieces"]["h2"] = ["red", "pawn"]
    assert refused(pinned, RED, "enter", {"piece": "pawn", "square": "h2",
                                          "pay": {"card": "pawn-1"}}).code == \
        "square_has_own_piece"
    # Entering on d2 leaves the pawn on h2 pinned: fine; moving the pinned pawn is not.
    assert act(pinned, RED, "enter", piece="pawn", square="d2", pay={"card": "pawn-1"})
    assert refused(pinned, RED, "move", {"from": "h2", "to": "g2", "pay": {"card": "pawn-1"}}
                   ).code == "illegal_move"


def test_an_entry_that_leaves_the_king_in_check_is_illegal() -> None:
    state = arranged({"h6": "green rook", "d2": "red pawn"}, reserves={"red": {"queen": 1}},
                     hands={RED: ["queen-4", "pawn-1"]})
    assert state["turn"] == "red"
    assert refused(state, RED, "enter", {"piece": "queen", "square": "g1",
                                         "pay": {"card": "queen-4"}}).code == "illegal_move"


def test_replenish_refusals() -> None:
    state = go(start(), YELLOW, "e13", "e12", {"card": "pawn-5"})
    assert state["phase"] == "replenish"
    assert refused(state, YELLOW, "replenish", {"card": "rook-2"}).code == "card_not_in_hand"
    assert refused(state, GREEN, "replenish", {"card": "pawn-2"}).code == "not_your_turn"
    assert refused(state, YELLOW, "move", pawn()).code == "wrong_phase"


def test_plain_chess_refusals() -> None:
    state = thin_deck(start(), 1)
    state = go(state, YELLOW, "d13", "d12", "pawn-1")
    assert state["plain"] is True
    assert refused(state, GREEN, "move", {"from": "m4", "to": "l4", "pay": {"card": "pawn-2"}}
                   ).code == "no_payment_in_plain_chess"
    assert refused(state, GREEN, "swap_neutral", {"neutral": "neutral-1", "source": "deck"}
                   ).code == "plain_chess"
    after = act(state, GREEN, "move", **{"from": "n5", "to": "l6"})
    assert after["pieces"]["l6"] == ["green", "knight"]


def test_die_refusals() -> None:
    state = new(HANDS, COMMON, die=True, dice="physical")
    assert state["die_holder"] == BLUE
    assert refused(state, YELLOW, "roll_die", {"value": 3}).code == "no_die"
    state = go(state, YELLOW, "d13", "d12", "pawn-1")
    state = go(state, GREEN, "n5", "l6", "knight-1")
    state = go(state, RED, "d2", "d3", "pawn-3")
    assert refused(state, BLUE, "roll_die", {"value": 7}).code == "bad_die_value"
    rolled = act(state, BLUE, "roll_die", value=1)
    assert rolled["die_holder"] == YELLOW
    assert refused(rolled, BLUE, "roll_die", {"value": 1}).code == "no_die"
    assert refused(rolled, BLUE, "move", {"from": "a5", "to": "c6", "pay": {"die": True}}
                   ).code == "die_cannot_move_piece"
    paid = act(rolled, BLUE, "move", **{"from": "b4", "to": "c4", "pay": {"die": True}})
    assert paid["pieces"]["c4"] == ["blue", "pawn"]
    assert paid["zones"]["hand-3"] == rolled["zones"]["hand-3"]


@pytest.mark.parametrize(("raw", "code"), [
    ({"colours": ["red", "red", "green", "blue"]}, "bad_option"),
    ({"colours": "yellow"}, "bad_option"),
    ({"stuck": "lose"}, "bad_option"),
    ({"die": 1}, "bad_option"),
    ({"decks": 3}, "bad_option"),
    ({"neutral_timing": "never"}, "bad_option"),
    ({"deck": ["pawn-1"]}, "bad_deck"),
    ({"fen": "8/8"}, "unknown_option"),
])
def test_option_refusals(raw: dict[str, Any], code: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 4)
    assert caught.value.code == code
    assert caught.value.status == 400


def test_four_players_only() -> None:
    with pytest.raises(ValueError, match="4-4 players"):
        GAME.setup(3, GAME.options({}, 3), __import__("random").Random(0))


def test_colours_option_seats_the_turn_order() -> None:
    state = new(colours=["red", "blue", "yellow", "green"])
    assert state["turn"] == "yellow"
    assert GAME.awaiting(state) == [2]
    assert GAME.view(state, __import__("referee.games.base", fromlist=["Viewer"]).Viewer(None)
                     )["public"]["pairs"] == {"light": [2, 0], "dark": [3, 1]}
