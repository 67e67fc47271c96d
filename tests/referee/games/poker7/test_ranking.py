"""Poker7's ranking against a brute-force reference (docs/rules-decisions.md#poker7 D1–D5):
on random hands the key found over the 128 figure/colour choices is the greatest over every
partition of the 7 cards into blocks of one figure or one colour, and keys form a total
preorder."""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.kit import cards
from referee.games.poker7.deck import GAME_DECK
from referee.games.poker7.ranking import COLOUR, FIGURE, Key, key_of, make_block, rank_hand

hands = st.lists(st.sampled_from(GAME_DECK), min_size=7, max_size=7, unique=True)


def kinds(members: list[str]) -> list[str]:
    """The kinds a block of ``members`` may be (a single card is both)."""
    found = []
    if len({cards.parse(card).figure for card in members}) == 1:
        found.append(FIGURE)
    if len({cards.parse(card).colour for card in members}) == 1:
        found.append(COLOUR)
    return found


def partitions(items: list[str]) -> Iterator[list[list[str]]]:
    """Every set partition of ``items`` into blocks of one figure or one colour."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for smaller in partitions(rest):
        for i, block in enumerate(smaller):
            if kinds([first, *block]):
                yield [*smaller[:i], [first, *block], *smaller[i + 1:]]
        yield [[first], *smaller]


def brute_force(hand: list[str]) -> Key:
    """The greatest key over every valid partition (no 128-choice shortcut)."""
    return max(key_of([make_block(kinds(block)[0], block) for block in partition]).key
               for partition in partitions(hand))


@settings(max_examples=1500)
@given(hands)
def test_the_chosen_grouping_is_never_beaten_by_another_grouping(hand: list[str]) -> None:
    ranked = rank_hand(hand)
    assert ranked.key == brute_force(hand)
    assert sorted(card for block in ranked.blocks for card in block.cards) == sorted(hand)
    assert key_of(list(ranked.blocks)).key == ranked.key


@settings(max_examples=200)
@given(hands, hands, hands)
def test_keys_are_a_total_preorder(a: list[str], b: list[str], c: list[str]) -> None:
    ka, kb, kc = (rank_hand(h).key for h in (a, b, c))
    assert ka <= kb or kb <= ka
    if ka <= kb and kb <= kc:
        assert ka <= kc
    assert (ka == kb) == (ka <= kb and kb <= ka)


def test_a_colour_block_beats_a_figure_block_of_the_same_size() -> None:
    colour = rank_hand(["rook-1", "pawn-1", "queen-2", "bishop-3", "knight-4", "joker-5",
                        "pawn-6"])
    figure = rank_hand(["joker-1", "joker-9", "queen-2", "bishop-3", "knight-4", "rook-5",
                        "pawn-6"])
    assert colour.key[0] == figure.key[0] == (2, 1, 1, 1, 1, 1)
    assert colour.key > figure.key


def test_loose_cards_never_break_a_tie() -> None:
    base = ["rook-1", "rook-2", "rook-3", "queen-5", "pawn-9"]
    assert rank_hand([*base, "knight-4", "bishop-7"]).key == rank_hand(
        [*base, "knight-6", "bishop-8"]).key
