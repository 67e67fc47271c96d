"""PokerDrez for 4: castling on the owner's back row, paid as a rook move, with the conditions of
chess judged against the opponents only (docs/rules-decisions.md#pokerdrez-4 D11)."""

from __future__ import annotations

import pytest

from tests.referee.games.pokerdrez_4.support import BLUE, GREEN, RED, act, arranged, go, refused

CARDS = {RED: ["rook-1", "queen-2"], BLUE: ["rook-3", "pawn-1"], GREEN: ["rook-2", "pawn-3"]}
RED_ARMY = {"h1": "red king", "d1": "red rook", "k1": "red rook", "e2": "red pawn",
            "e4": "red knight", "f4": "red bishop", "d6": "red queen"}
RIGHTS = ["h1", "d1", "k1", "a7", "a4", "a11"]


def castle(pieces: dict[str, str], **kwargs: object) -> object:
    return arranged({**RED_ARMY, **pieces}, hands=CARDS, unmoved=RIGHTS, **kwargs)


@pytest.mark.parametrize(("to", "rook_from", "rook_to"), [("j1", "k1", "i1"),
                                                           ("f1", "d1", "g1")])
def test_red_castles_toward_either_rook(to: str, rook_from: str, rook_to: str) -> None:
    after = go(castle({}), RED, "h1", to, "rook-1")
    assert after["pieces"][to] == ["red", "king"]
    assert after["pieces"][rook_to] == ["red", "rook"]
    assert rook_from not in after["pieces"]
    assert after["last_move"]["castling"] is True
    assert "h1" not in after["unmoved"] and rook_from not in after["unmoved"]


def test_blue_castles_along_its_file() -> None:
    state = arranged({"a7": "blue king", "a4": "blue rook", "a11": "blue rook"}, turn="blue",
                     hands=CARDS, unmoved=RIGHTS)
    after = go(state, BLUE, "a7", "a5", "rook-3")
    assert after["pieces"]["a5"] == ["blue", "king"]
    assert after["pieces"]["a6"] == ["blue", "rook"]


def test_castling_is_paid_as_a_rook_move() -> None:
    state = castle({})
    assert refused(state, RED, "move", {"from": "h1", "to": "j1", "pay": {"card": "queen-2"}}
                   ).code == "card_cannot_move_piece"
    assert go(state, RED, "h1", "i1", "queen-2")["pieces"]["i1"] == ["red", "king"]


@pytest.mark.parametrize(("pieces", "to"), [
    ({"h6": "green rook"}, "j1"),           # the king is in check
    ({"i6": "green rook"}, "j1"),           # it crosses an attacked square
    ({"j6": "blue queen"}, "j1"),           # it lands on an attacked square
    ({"i1": "red knight"}, "j1"),           # a piece between
    ({"e1": "yellow knight"}, "f1"),        # the partner's piece between
])
def test_castling_refused(pieces: dict[str, str], to: str) -> None:
    state = castle(pieces)
    assert refused(state, RED, "move", {"from": "h1", "to": to, "pay": {"card": "rook-1"}}
                   ).code == "illegal_move"


def test_squares_the_partner_attacks_do_not_stop_castling() -> None:
    state = castle({"i6": "yellow rook", "h6": "yellow queen"})
    assert state["pieces"]["h1"] == ["red", "king"]
    assert go(state, RED, "h1", "j1", "rook-1")["pieces"]["j1"] == ["red", "king"]


def test_a_moved_or_reentered_rook_cannot_castle() -> None:
    moved = arranged(RED_ARMY, hands=CARDS, unmoved=["h1", "d1"])
    assert refused(moved, RED, "move", {"from": "h1", "to": "j1", "pay": {"card": "rook-1"}}
                   ).code == "illegal_move"
    # Green captures the rook on k1 where it stood; red brings it back to k1.
    state = castle({"k5": "green rook", "m6": "green pawn"}, turn="green")
    state = go(state, GREEN, "k5", "k1", "rook-2")
    assert "k1" not in state["unmoved"]
    state = act(state, RED, "enter", piece="rook", square="k1", pay={"card": "rook-1"})
    assert state["pieces"]["k1"] == ["red", "rook"]
    assert "k1" not in state["unmoved"] and "h1" in state["unmoved"]
