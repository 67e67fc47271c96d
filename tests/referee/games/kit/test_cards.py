"""PokerDrez card ids as the printed deck has them (referee.games.kit.cards)."""

from __future__ import annotations

import pytest
import yaml

from assets.paths import asset_path
from referee.games.kit import cards


def _printed_yaml() -> dict:
    return yaml.safe_load(asset_path("games", "pokerdrez.yaml").read_text(encoding="utf-8"))


def test_one_deck_is_the_56_printed_ids_in_catalogue_order() -> None:
    ids = cards.deck_ids()
    assert len(ids) == 56
    assert ids[:2] == ["joker-1", "joker-2"]
    assert ids[9] == "queen-1"
    assert ids[-3:] == ["pawn-9", "neutral-1", "neutral-2"]
    assert len(set(ids)) == 56


def test_the_ids_are_the_catalogue_s_not_a_second_list() -> None:
    entries = _printed_yaml()["components"]["deck"]["cards"]
    numbered = [e["id"] for e in entries if e["values"]["figure"] is not None]
    assert cards.deck_ids(neutrals=False) == numbered


def test_without_neutrals_and_with_two_decks() -> None:
    assert len(cards.deck_ids(neutrals=False)) == 54
    two = cards.deck_ids(decks=2)
    assert len(two) == 112 and len(set(two)) == 112
    assert two[0] == "joker-1#1" and two[56] == "joker-1#2"
    assert two[55] == "neutral-2#1" and two[-1] == "neutral-2#2"
    assert len(cards.deck_ids(2, neutrals=False)) == 108
    assert not any(cards.is_neutral(c) for c in cards.deck_ids(2, neutrals=False))


@pytest.mark.parametrize("decks", [0, 3, True, "2", None])
def test_deck_ids_refuses_a_bad_number_of_decks(decks) -> None:
    with pytest.raises(ValueError, match="decks must be"):
        cards.deck_ids(decks)


def test_figures_values_and_colours_follow_the_print() -> None:
    assert cards.figures() == ("joker", "queen", "rook", "bishop", "knight", "pawn")
    assert dict(cards.figure_values()) == {"joker": 6, "queen": 5, "rook": 4, "bishop": 3,
                                           "knight": 2, "pawn": 1}
    table = _printed_yaml()["tables"]["colours"]
    got = cards.colours()
    assert [c.number for c in got] == list(range(1, 10))
    assert [c.hex for c in got] == [c["hex"] for c in table]
    assert got[8].name == {"es": "verde", "en": "green"}
    assert got[1].dark == "#7E1414"


@pytest.mark.parametrize(("card_id", "figure", "value", "colour", "deck"), [
    ("rook-3", "rook", 4, 3, None),
    ("rook-3#2", "rook", 4, 3, 2),
    ("joker-9#1", "joker", 6, 9, 1),
    ("pawn-1", "pawn", 1, 1, None),
    ("knight-7", "knight", 2, 7, None),
])
def test_parse_a_number_card(card_id, figure, value, colour, deck) -> None:
    card = cards.parse(card_id)
    assert (card.figure, card.value, card.colour, card.deck) == (figure, value, colour, deck)
    assert card.id == card_id
    assert not card.is_neutral
    assert cards.figure(card_id) == figure
    assert cards.figure_value(card_id) == value
    assert cards.colour(card_id) == colour
    assert cards.printed_id(card_id) == card_id.split("#")[0]


@pytest.mark.parametrize("card_id", ["neutral-1", "neutral-2", "neutral-1#2", "neutral-2#1"])
def test_parse_a_neutral_card(card_id) -> None:
    card = cards.parse(card_id)
    assert card.is_neutral and cards.is_neutral(card_id)
    assert (card.figure, card.value, card.colour) == (None, None, None)
    assert card.id == card_id


@pytest.mark.parametrize("bad", ["rook-10", "rook-0", "neutral", "neutral-3", "rook-3#3",
                                 "rook-3#0", "rook-3#", "rook-3#1#2", "Rook-3", "", "king-1",
                                 " rook-3", 3, None, ["rook-3"]])
def test_parse_refuses_a_bad_id_naming_it(bad) -> None:
    with pytest.raises(ValueError, match="card id") as info:
        cards.parse(bad)
    assert repr(bad) in str(info.value)
    for helper in (cards.figure, cards.figure_value, cards.colour, cards.is_neutral):
        with pytest.raises(ValueError):
            helper(bad)


def test_format_id() -> None:
    assert cards.format_id("rook-3") == "rook-3"
    assert cards.format_id("rook-3", 2) == "rook-3#2"
    assert cards.format_id("neutral-1", 1) == "neutral-1#1"
    bad = (("rook-3", 3), ("rook-3", 0), ("rook-11", 1), ("rook-3#1", 2), ("rook-3", True))
    for printed, deck in bad:
        with pytest.raises(ValueError):
            cards.format_id(printed, deck)


def test_sort_key_orders_as_printed_deck_one_first() -> None:
    mixed = ["neutral-1#2", "pawn-9#1", "rook-3#2", "joker-1#2", "rook-3#1", "queen-2#1"]
    assert sorted(mixed, key=cards.sort_key) == [
        "joker-1#2", "queen-2#1", "rook-3#1", "rook-3#2", "pawn-9#1", "neutral-1#2"]
    shuffled = cards.deck_ids()[::-1]
    assert sorted(shuffled, key=cards.sort_key) == cards.deck_ids()
    with pytest.raises(ValueError):
        cards.sort_key("rook-10")


def test_describe() -> None:
    assert cards.describe("rook-3#2") == {"id": "rook-3#2", "figure": "rook", "value": 4,
                                          "colour": 3, "neutral": False, "deck": 2}
    assert cards.describe("neutral-2") == {"id": "neutral-2", "figure": None, "value": None,
                                           "colour": None, "neutral": True, "deck": None}
    with pytest.raises(ValueError):
        cards.describe("neutral-3")


def test_every_deck_id_parses_back_to_itself() -> None:
    for decks in (1, 2):
        for card_id in cards.deck_ids(decks):
            assert cards.parse(card_id).id == card_id


def test_lowest_is_the_smallest_value_then_colour_and_a_neutral_card_last() -> None:
    assert cards.lowest(["joker-1", "knight-9", "pawn-7", "neutral-1"]) == "pawn-7"
    assert cards.lowest(["rook-3", "rook-2", "queen-1"]) == "rook-2"
    assert cards.lowest(["neutral-2", "joker-9"]) == "joker-9"
    assert cards.lowest(["pawn-3#2", "pawn-3#1"]) == "pawn-3#1"
    assert cards.lowest(["neutral-2", "neutral-1"]) == "neutral-1"
    with pytest.raises(ValueError):
        cards.lowest([])
