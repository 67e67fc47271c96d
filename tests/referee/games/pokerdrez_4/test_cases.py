"""PokerDrez for 4: the test cases T1-T4 of docs/rules-decisions.md#pokerdrez-4 (pawns, the
bishop's step, re-entry, a lost figure's wild card), each exact."""

from __future__ import annotations

from tests.referee.games.pokerdrez_4.support import RED, act, arranged, go, refused

#: T1's position: a red pawn between a green knight, a blue bishop and a yellow pawn.
T1 = {"h5": "red pawn", "i6": "green knight", "h6": "blue bishop", "g6": "yellow pawn",
      "f1": "red bishop", "e1": "red knight", "d2": "red pawn", "g1": "red queen"}
JOKERS = {RED: ["joker-1", "pawn-1"]}


def test_t1_pawn_captures_diagonally_and_slides_orthogonally() -> None:
    state = arranged(T1, hands=JOKERS)
    after = go(state, RED, "h5", "i6", "pawn-1")
    assert after["pieces"]["i6"] == ["red", "pawn"]
    assert after["reserves"]["green"] == {"knight": 1}
    for target in ("h6", "h9", "g4"):
        assert refused(state, RED, "move", {"from": "h5", "to": target,
                                            "pay": {"card": "pawn-1"}}).code == "illegal_move"
    assert go(state, RED, "h5", "c5", "pawn-1")["pieces"]["c5"] == ["red", "pawn"]
    partner = go(state, RED, "h5", "g6", "pawn-1")
    assert partner["pieces"]["g6"] == ["red", "pawn"]
    assert partner["reserves"]["yellow"] == {"pawn": 1}


def test_t2_bishop_steps_orthogonally_without_capturing() -> None:
    state = arranged({"f5": "red bishop", "e5": "green pawn", "g1": "red queen",
                      "d2": "red pawn"}, hands={RED: ["bishop-1", "pawn-1"]})
    assert go(state, RED, "f5", "f6", "bishop-1")["pieces"]["f6"] == ["red", "bishop"]
    for target in ("f7", "e5"):
        assert refused(state, RED, "move", {"from": "f5", "to": target,
                                            "pay": {"card": "bishop-1"}}).code == "illegal_move"
    assert go(state, RED, "f5", "c8", "bishop-1")["pieces"]["c8"] == ["red", "bishop"]


def test_t3_reentry_captures_the_partner_and_never_a_king() -> None:
    pieces = {"e1": "yellow queen", "j1": "red pawn", "g1": "red queen", "d2": "red pawn"}
    reserves = {"red": {"knight": 1}}
    state = arranged(pieces, reserves=reserves, hands={RED: ["knight-4", "pawn-1"]})
    after = act(state, RED, "enter", piece="knight", square="e1", pay={"card": "knight-4"})
    assert after["pieces"]["e1"] == ["red", "knight"]
    assert after["reserves"]["yellow"] == {"queen": 1}
    assert after["reserves"]["red"] == {"knight": 0}
    assert refused(state, RED, "enter", {"piece": "knight", "square": "j1",
                                         "pay": {"card": "knight-4"}}).code == \
        "square_has_own_piece"
    king = arranged({**pieces, "e1": "blue king"}, reserves=reserves,
                    hands={RED: ["knight-4", "pawn-1"]})
    assert refused(king, RED, "enter", {"piece": "knight", "square": "e1",
                                        "pay": {"card": "knight-4"}}).code == \
        "cannot_capture_king"


def test_t4_a_lost_figure_is_wild_for_moves_and_entries() -> None:
    state = arranged({"g1": "red queen", "d2": "red pawn"}, reserves={"red": {"knight": 2}},
                     hands={RED: ["knight-3", "pawn-1"]})
    assert go(state, RED, "g1", "g4", "knight-3")["pieces"]["g4"] == ["red", "queen"]
    entered = act(state, RED, "enter", piece="knight", square="e1", pay={"card": "knight-3"})
    assert entered["pieces"]["e1"] == ["red", "knight"]
    # With a knight back on the board the knight card is no longer wild for the queen.
    back = arranged({"g1": "red queen", "d2": "red pawn", "j1": "red knight"},
                    reserves={"red": {"knight": 1}}, hands={RED: ["knight-3", "pawn-1"]})
    assert refused(back, RED, "move", {"from": "g1", "to": "g4", "pay": {"card": "knight-3"}}
                   ).code == "card_cannot_move_piece"
