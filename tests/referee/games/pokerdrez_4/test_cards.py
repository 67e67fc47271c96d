"""PokerDrez for 4: paying, drawing and replenishing, neutral swaps with a named opponent, the
deck's end (docs/rules-decisions.md#pokerdrez-4 D12, D13 and #pokerdrez D6, D12)."""

from __future__ import annotations

from tests.referee.games.pokerdrez_4.support import (
    BLUE,
    COMMON,
    DECK,
    DISCARD,
    GREEN,
    RED,
    YELLOW,
    act,
    go,
    new,
    own,
    thin_deck,
    view,
    zone,
)

HANDS = {YELLOW: ["pawn-1", "neutral-1"], GREEN: ["knight-1", "pawn-2"],
         RED: ["pawn-3", "rook-1"], BLUE: ["pawn-4", "bishop-1"]}
ROW = ["queen-1", "queen-2", "neutral-2", "rook-2", "pawn-5"]


def test_a_hand_card_is_discarded_and_replaced_from_the_deck() -> None:
    state = new(HANDS, ROW, top=["joker-1"])
    after = go(state, YELLOW, "d13", "d11", "pawn-1")
    assert own(after, YELLOW) == ["neutral-1", "joker-1"]
    assert zone(after, DISCARD) == ["pawn-1"]
    assert after["turn"] == "green"
    assert after["last_move"]["paid"] == {"card": "pawn-1", "from": "hand"}


def test_a_common_card_is_replenished_with_any_of_three() -> None:
    state = new(HANDS, ROW, top=["joker-1"])
    after = go(state, YELLOW, "d13", "d11", "pawn-5")
    assert after["phase"] == "replenish"
    assert own(after, YELLOW) == ["pawn-1", "neutral-1", "joker-1"]
    after = act(after, YELLOW, "replenish", card="neutral-1")
    assert zone(after, COMMON) == ["queen-1", "queen-2", "neutral-2", "rook-2", "neutral-1"]
    assert own(after, YELLOW) == ["pawn-1", "joker-1"]
    assert (after["phase"], after["turn"]) == ("play", "green")


def test_neutral_from_a_named_opponent() -> None:
    state = new(HANDS, ROW)
    after = act(state, YELLOW, "swap_neutral", neutral="neutral-1", source="opponent", seat=GREEN)
    taken = [card for card in own(after, YELLOW) if card != "pawn-1"]
    assert len(taken) == 1 and taken[0] in HANDS[GREEN]
    assert "neutral-1" in own(after, GREEN)
    assert after["notes"][str(YELLOW)][-1]["card"] == taken[0]
    assert after["notes"][str(GREEN)][-1] == {**after["notes"][str(YELLOW)][-1], "how": "lost"}
    event = after["history"][-1]
    assert (event["event"], event["cards"], event["opponent"]) == ("swap", [], GREEN)
    assert taken[0] not in str(view(after, BLUE)) and taken[0] not in str(view(after, RED))


def test_common_neutral_takes_an_opponents_card_face_up() -> None:
    state = new(HANDS, ROW)
    after = act(state, YELLOW, "swap_neutral", neutral="neutral-2", source="opponent", seat=BLUE)
    row = zone(after, COMMON)
    assert row[2] in HANDS[BLUE]
    assert "neutral-2" in own(after, BLUE)


def test_neutral_swaps_with_deck_and_common() -> None:
    state = new(HANDS, ROW, top=["joker-1"])
    deck = act(state, YELLOW, "swap_neutral", neutral="neutral-1", source="deck")
    assert own(deck, YELLOW) == ["pawn-1", "joker-1"]
    assert "neutral-1" in zone(deck, DECK)
    row = act(state, YELLOW, "swap_neutral", neutral="neutral-1", source="common",
              card="queen-2")
    assert zone(row, COMMON)[1] == "neutral-1"
    assert "queen-2" in own(row, YELLOW)


def test_any_time_swap_by_another_seat_rejudges_the_mover() -> None:
    hands = {**HANDS, YELLOW: ["queen-4", "queen-5"], GREEN: ["neutral-1", "pawn-2"]}
    state = new(hands, ["pawn-5", "queen-1", "queen-2", "queen-3", "rook-2"],
                neutral_timing="any_time")
    assert state["turn"] == "yellow"
    # Green takes the common pawn card away: yellow has nothing left to pay with and passes.
    after = act(state, GREEN, "swap_neutral", neutral="neutral-1", source="common",
                card="pawn-5")
    assert after["turn"] == "green"
    assert after["history"][-1]["event"] == "pass"


def test_the_draw_that_empties_the_deck_starts_plain_chess() -> None:
    state = thin_deck(new(HANDS, ROW), 1)
    after = go(state, YELLOW, "d13", "d11", "pawn-1")
    assert after["plain"] is True
    assert zone(after, DECK) == []
    assert [e["event"] for e in after["history"]][-1] == "deck_empty"
    payable = view(after, GREEN)["private"]["payable"]
    assert payable["moves"] and all(m["cards"] == [] for m in payable["moves"])
