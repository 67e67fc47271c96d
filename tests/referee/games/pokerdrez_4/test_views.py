"""PokerDrez for 4: what each viewer sees (docs/rules-decisions.md#pokerdrez-4 and #conventions,
"Views"): the map, reserves, pairs and turn for everyone; a hand only for its seat and the
omniscient moderator; the deck's order for nobody."""

from __future__ import annotations

from tests.referee.games.pokerdrez_4.support import (
    BLUE,
    DECK,
    GREEN,
    RED,
    YELLOW,
    arranged,
    go,
    new,
    own,
    strings,
    view,
    zone,
)

HANDS = {YELLOW: ["pawn-1", "joker-1"], GREEN: ["knight-1", "pawn-2"],
         RED: ["pawn-3", "rook-1"], BLUE: ["pawn-4", "bishop-1"]}


def test_public_view_shapes() -> None:
    public = view(new(HANDS), None)["public"]
    assert len(public["pieces"]) == 64
    assert public["pieces"]["h1"] == {"colour": "red", "piece": "king"}
    assert public["pieces"]["g14"] == {"colour": "yellow", "piece": "king"}
    assert public["pieces"]["a7"] == {"colour": "blue", "piece": "king"}
    assert public["pieces"]["n8"] == {"colour": "green", "piece": "king"}
    assert public["pairs"] == {"light": [YELLOW, RED], "dark": [GREEN, BLUE]}
    assert public["order"] == ["yellow", "green", "red", "blue"]
    assert (public["turn"], public["to_move"], public["awaiting"]) == ("yellow", 0, [0])
    assert public["hand_sizes"] == [2, 2, 2, 2]
    assert public["deck_size"] == 56 - 13
    assert public["reserves"] == {c: {} for c in ("yellow", "green", "red", "blue")}


def test_private_view_lists_payable_moves_on_the_own_turn_only() -> None:
    state = new(HANDS)
    mine = view(state, YELLOW)["private"]
    assert mine["hand"] == ["pawn-1", "joker-1"]
    assert {"from": "e14", "to": "f12", "castling": False, "cards": ["joker-1"], "die": False} \
        in mine["payable"]["moves"]
    assert "move" in mine["moves"]
    other = view(state, GREEN)["private"]
    assert other["payable"] == {"moves": [], "entries": []}
    assert "move" not in other["moves"]


def test_reserve_and_entries_in_the_views() -> None:
    state = arranged({"h5": "red pawn", "i6": "green knight", "n4": "green rook",
                      "d2": "red pawn"}, hands={RED: ["pawn-1", "pawn-5"],
                                                GREEN: ["knight-2", "rook-2"],
                                                BLUE: ["pawn-6", "pawn-7"],
                                                YELLOW: ["pawn-8", "pawn-9"]})
    state = go(state, RED, "h5", "i6", "pawn-1")
    public = view(state, None)["public"]
    assert public["reserves"]["green"] == {"knight": 1}
    assert public["last_move"]["captured"] == {"colour": "green", "piece": "knight"}
    state = go(state, BLUE, "a7", "b7", "pawn-6")
    state = go(state, YELLOW, "g14", "g13", "pawn-8")
    entries = view(state, GREEN)["private"]["payable"]["entries"]
    assert {(e["piece"], e["square"]) for e in entries} == {("knight", "n5"), ("knight", "n10")}
    assert all("knight-2" in e["cards"] for e in entries)
    assert "enter" in view(state, GREEN)["private"]["moves"]


def test_no_hand_card_reaches_another_seat_or_the_public() -> None:
    state = new(HANDS)
    for seat in range(4):
        secret = set(own(state, seat))
        for other in [None, *(s for s in range(4) if s != seat)]:
            assert not secret & set(strings(view(state, other))), (seat, other)
        assert secret <= set(strings(view(state, seat)))
    everything = view(state, None, omniscient=True)["private"]["hands"]
    assert everything == {str(s): own(state, s) for s in range(4)}


def test_the_deck_order_reaches_nobody() -> None:
    state = new(HANDS)
    deck = set(zone(state, DECK))
    for viewer in [None, *range(4)]:
        assert not deck & set(strings(view(state, viewer)))
    assert not deck & set(strings(view(state, None, omniscient=True)))
