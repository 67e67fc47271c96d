"""The draw pile at setup and the shared table options (kit.deck, kit.options)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.base import IllegalMove
from referee.games.kit import options
from referee.games.kit.cards import deck_ids
from referee.games.kit.deck import draw_pile, shuffled

ONE = deck_ids()


def _refusal(call, *args) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        call(*args)
    assert info.value.status == 400
    return info.value


@given(decks=st.sampled_from([1, 2]), neutrals=st.booleans(), seed=st.integers(0, 2**32))
def test_a_dealt_deck_is_a_permutation_of_the_game_s_deck(decks, neutrals, seed) -> None:
    game = deck_ids(decks, neutrals)
    pile = draw_pile(game, None, random.Random(seed))
    assert sorted(pile) == sorted(game)
    assert len(pile) == {(1, True): 56, (1, False): 54, (2, True): 112, (2, False): 108}[
        (decks, neutrals)]


def test_the_shuffle_is_the_table_rng_s() -> None:
    a = draw_pile(ONE, None, random.Random(7))
    assert a == draw_pile(ONE, None, random.Random(7))
    assert a != draw_pile(ONE, None, random.Random(8))
    expected = list(ONE)
    random.Random(7).shuffle(expected)
    assert a == expected
    assert shuffled(ONE, random.Random(7)) == expected and deck_ids() == ONE


@given(order=st.permutations(deck_ids(2, False)), seed=st.integers(0, 99))
def test_a_prearranged_deck_deals_exactly_that_order(order, seed) -> None:
    checked = options.deck_option(list(order), deck_ids(2, False))
    rng = random.Random(seed)
    state_before = rng.getstate()
    assert draw_pile(deck_ids(2, False), checked, rng) == list(order)
    assert rng.getstate() == state_before


def test_deck_option_none_is_a_shuffled_deal() -> None:
    assert options.deck_option(None, ONE) is None


@pytest.mark.parametrize("value", ["rook-3", {"a": 1}, ["rook-3", 4], 3, True])
def test_deck_option_must_be_a_list_of_ids(value) -> None:
    assert _refusal(options.deck_option, value, ONE).code == "bad_deck"


def test_deck_option_names_unknown_missing_and_doubled_ids() -> None:
    bad = [*ONE[:-2], "rook-3", "king-1"]
    refusal = _refusal(options.deck_option, bad, ONE)
    assert refusal.code == "bad_deck"
    assert refusal.params == {"option": "deck", "size": 56, "unknown": "king-1",
                              "missing": "neutral-1, neutral-2", "doubled": "rook-3"}
    assert "king-1" in str(refusal) and "neutral-2" in str(refusal)


def test_deck_option_refuses_one_deck_s_ids_for_a_two_deck_game() -> None:
    refusal = _refusal(options.deck_option, ONE, deck_ids(2))
    assert refusal.params["unknown"].startswith("joker-1, joker-2")
    assert refusal.params["unknown"].endswith("… (+44)")
    assert refusal.params["missing"].endswith("… (+100)")
    assert refusal.params["doubled"] == "–"


def test_the_tiles_option_is_named_in_its_refusal() -> None:
    tiles = [f"tile-{n}" for n in range(30)]
    assert options.deck_option(tiles[::-1], tiles, option="tiles") == tiles[::-1]
    refusal = _refusal(options.deck_option, tiles[1:], tiles, "tiles")
    assert str(refusal).startswith("The prearranged deal tiles must hold each of the game's 30")
    assert refusal.params["missing"] == "tile-0"
    assert _refusal(options.deck_option, "tiles", tiles, "tiles").params == {"option": "tiles"}


def test_deck_option_refuses_a_neutral_in_a_game_without_them() -> None:
    refusal = _refusal(options.deck_option, ONE, deck_ids(neutrals=False))
    assert refusal.params["unknown"] == "neutral-1, neutral-2"
    assert refusal.params["missing"] == "–"


def test_with_defaults() -> None:
    defaults = {"dice": "app", "deck": None}
    assert options.with_defaults({"seed": 4, "dice": "physical"}, defaults) == {
        "dice": "physical", "deck": None}
    assert _refusal(options.with_defaults, {"die": "app"}, defaults).code == "unknown_option"


@pytest.mark.parametrize(("parser", "good", "bad"), [
    (options.dice_option, ["app", "physical"], ["App", "", None, 1, "random"]),
    (options.cards_option, ["app", "physical"], ["paper", None]),
    (options.decks_option, [1, 2], [0, 3, "2", True, 1.0]),
])
def test_choice_options(parser, good, bad) -> None:
    for value in good:
        assert parser(value) == value
    for value in bad:
        refusal = _refusal(parser, value)
        assert refusal.code == "bad_option"


def test_choice_option_message_names_option_and_values() -> None:
    refusal = _refusal(options.dice_option, "x")
    assert str(refusal) == 'The option dice must be one of: "app", "physical".'
    assert _refusal(options.cards_option, "physical", ("app",)).params["allowed"] == '"app"'


def test_bool_option() -> None:
    assert options.bool_option("pawn_removal", False) is False
    for bad in (0, 1, "true", None):
        assert _refusal(options.bool_option, "pawn_removal", bad).params["allowed"] == \
            "true, false"


def test_int_option() -> None:
    assert options.int_option("ante", 2, 1) == 2
    assert options.int_option("hands", 10, 1, 10) == 10
    for bad in (0, -1, True, 2.0, "3", None):
        assert _refusal(options.int_option, "ante", bad, 1).code == "bad_option"
    refusal = _refusal(options.int_option, "hands", 11, 1, 10)
    assert str(refusal) == "The option hands must be a whole number from 1 to 10."


def test_seat_option() -> None:
    assert options.seat_option("first_dealer", 2, 3) == 2
    assert options.seat_option("first_dealer", "random", 3) == "random"
    for bad in (3, -1, True, "0", None):
        refusal = _refusal(options.seat_option, "first_dealer", bad, 3)
        assert refusal.code == "bad_option"
        assert str(refusal) == 'The option first_dealer must be a seat from 0 to 2 or "random".'
