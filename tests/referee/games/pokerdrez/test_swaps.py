"""PokerDrez neutral swaps, each combination of where the neutral lies and where the new card
comes from (docs/rules-decisions.md#pokerdrez D6, D7): who gets what, what the public learns and
what is told privately."""

from __future__ import annotations

from collections import Counter

from referee.games.base import Viewer
from referee.games.kit import cards
from referee.games.pokerdrez import GAME
from tests.referee.games.pokerdrez.support import (
    BLACK,
    COMMON,
    DECK,
    WHITE,
    act,
    go,
    new,
    own,
    private,
    refused,
    strings,
    zone,
)

ROW = ["knight-1", "pawn-3", "pawn-4", "pawn-5", "pawn-6"]


def table(**options):
    return new(white=["neutral-1", "pawn-1"], black=["knight-2", "knight-3"], common=ROW,
               top=["rook-7"], **options)


def swap(state, seat=WHITE, **args):
    return act(state, seat, "swap_neutral", **args)


def test_hand_neutral_with_the_deck():
    after = swap(table(), neutral="neutral-1", source="deck")
    assert own(after, WHITE) == ["pawn-1", "rook-7"]
    assert "neutral-1" in zone(after, DECK) and len(zone(after, DECK)) == len(zone(table(), DECK))
    assert after["history"][-1]["cards"] == []
    assert private(after, WHITE)["notes"] == [{"n": after["history"][-1]["n"], "card": "rook-7",
                                               "how": "drawn"}]
    assert private(after, BLACK)["notes"] == []
    assert "rook-7" not in set(strings(GAME.view(after, Viewer(BLACK))))


def test_hand_neutral_with_a_common_card_takes_its_place():
    after = swap(table(), neutral="neutral-1", source="common", card="pawn-4")
    assert own(after, WHITE) == ["pawn-1", "pawn-4"]
    assert zone(after, COMMON) == ["knight-1", "pawn-3", "neutral-1", "pawn-5", "pawn-6"]
    assert after["history"][-1]["cards"] == ["neutral-1", "pawn-4"]


def test_common_neutral_with_the_deck_turns_the_top_card_face_up():
    state = new(white=["pawn-1", "pawn-2"], common=["neutral-2", *ROW[1:]], top=["rook-7"])
    after = swap(state, neutral="neutral-2", source="deck")
    assert zone(after, COMMON) == ["rook-7", *ROW[1:]]
    assert "neutral-2" in zone(after, DECK)
    assert after["history"][-1]["cards"] == ["neutral-2", "rook-7"]


def test_common_neutral_with_the_opponent_shows_the_card_taken():
    state = new(white=["pawn-1", "pawn-2"], black=["knight-2", "knight-3"],
                common=["neutral-2", *ROW[1:]])
    after = swap(state, neutral="neutral-2", source="opponent")
    taken = zone(after, COMMON)[0]
    assert taken in ("knight-2", "knight-3")
    assert sorted(own(after, BLACK)) == sorted(["neutral-2", *({"knight-2", "knight-3"} -
                                                               {taken})])
    assert after["history"][-1]["cards"] == ["neutral-2", taken]
    assert private(after, BLACK)["notes"] == [{"n": after["history"][-1]["n"], "card": taken,
                                               "how": "lost"}]
    assert private(after, WHITE)["notes"] == []


def test_a_common_neutral_serves_either_player():
    state = new(white=["pawn-1", "pawn-2"], black=["knight-2", "pawn-7"],
                common=["neutral-2", *ROW[1:]])
    state = go(state, WHITE, "e2", "e4", "pawn-1")
    assert "swap_neutral" in private(state, BLACK)["moves"]
    assert "swap_neutral" not in private(state, WHITE)["moves"]
    after = swap(state, BLACK, neutral="neutral-2", source="opponent")
    assert "neutral-2" in own(after, WHITE)


def test_own_turn_timing_refuses_the_opponent_and_any_time_allows_it():
    state = new(white=["pawn-1", "pawn-2"], black=["neutral-1", "pawn-3"])
    assert refused(state, BLACK, "swap_neutral", {"neutral": "neutral-1", "source": "deck"}
                   ).code == "not_your_turn"
    loose = new(neutral_timing="any_time", white=["pawn-1", "pawn-2"],
                black=["neutral-1", "pawn-3"])
    after = swap(loose, BLACK, neutral="neutral-1", source="deck")
    assert "neutral-1" not in own(after, BLACK)


def test_swaps_keep_every_card():
    state = table()
    for args in ({"neutral": "neutral-1", "source": "common", "card": "knight-1"},
                 {"neutral": "neutral-1", "source": "opponent"},
                 {"neutral": "neutral-1", "source": "deck"}):
        after = swap(state, **args)
        everything = [card for z in after["zones"].values() for card in z["cards"]]
        assert Counter(everything) == Counter(cards.deck_ids(1))
