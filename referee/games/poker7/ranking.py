"""Poker7's ranking of hands: the best grouping of a player's 7 cards (seed 004 PokerDrez,
"Jerarquía de combinaciones"; docs/rules-decisions.md#poker7 D1–D5).

A grouping splits the cards into blocks, each of one figure or of one colour, every card in
exactly one block; a block of one card is a loose card. A block of ≥ 2 cards has a ``run`` flag
(figure block: its numbers consecutive; colour block: its figure values, pawn 1 … joker 6,
consecutive) and a ``rank``: colour block ``(1, colour, figure values descending)``, figure
block ``(0, figure value, numbers descending)``. The key of a grouping is::

    (sizes of every block, loose 1s included, descending,
     run flags of the ≥ 2 blocks, ranks of the ≥ 2 blocks)

with the blocks sorted by (size, run, rank) descending; keys compare part by part, and a hand's
value is the greatest key over the 2**n ways to send each card to its figure block or its colour
block (blocks of one kind merge: merging never lowers a key). Loose cards never break a tie.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any

from referee.games.kit import cards

FIGURE, COLOUR = "figure", "colour"
Rank = tuple[int, ...]
Key = tuple[tuple[int, ...], tuple[bool, ...], tuple[Rank, ...]]


@dataclass(frozen=True)
class Block:
    """One block of a grouping: ``kind`` FIGURE or COLOUR, ``label`` the figure id or the
    colour number, ``cards`` its ids (strongest first as its rank orders them)."""

    kind: str
    label: str | int
    cards: tuple[str, ...]

    @property
    def size(self) -> int:
        """How many cards the block holds."""
        return len(self.cards)

    @property
    def run(self) -> bool:
        """True for a block of ≥ 2 whose numbers (figure block) or figure values (colour
        block) are consecutive without a gap (D3)."""
        if self.size < 2:
            return False
        steps = self._steps()
        return max(steps) - min(steps) == len(steps) - 1

    @property
    def rank(self) -> Rank:
        """``(1, colour, figure values desc)`` or ``(0, figure value, numbers desc)`` (D5)."""
        if self.kind == COLOUR:
            return (1, int(self.label), *sorted(self._steps(), reverse=True))
        return (0, cards.figure_values()[str(self.label)], *sorted(self._steps(), reverse=True))

    def _steps(self) -> list[int]:
        if self.kind == COLOUR:
            return [traits(card)[2] for card in self.cards]
        return [traits(card)[1] for card in self.cards]

    def order(self) -> tuple[int, bool, Rank]:
        """The sort order of blocks in a key: (size, run, rank)."""
        return self.size, self.run, self.rank if self.size >= 2 else ()

    def describe(self) -> dict[str, Any]:
        """JSON for a view: ``{"kind", "label", "cards", "size", "run"}``."""
        return {"kind": self.kind, "label": self.label, "cards": list(self.cards),
                "size": self.size, "run": self.run}


@dataclass(frozen=True)
class Ranked:
    """A hand's value: its key and the grouping that gives it (blocks in key order)."""

    key: Key
    blocks: tuple[Block, ...]

    def words(self) -> str:
        """The hand record's short English form: ``"red 4 · green 2 · loose 1"`` (blocks of
        ≥ 2 named by colour or figure and size, then how many loose cards)."""
        parts = [f"{_name(block)} {block.size}{' run' if block.run else ''}"
                 for block in self.blocks if block.size >= 2]
        loose = sum(1 for block in self.blocks if block.size == 1)
        if loose:
            parts.append(f"loose {loose}")
        return " · ".join(parts)


def _name(block: Block) -> str:
    if block.kind == COLOUR:
        return str(cards.colours()[int(block.label) - 1].name["en"])
    return f"{block.label}s"


@cache
def traits(card: str) -> tuple[str, int, int]:
    """A card's (figure, colour number, figure value), read once per id. ValueError for an
    unknown id or a neutral card."""
    parsed = cards.parse(card)
    if parsed.figure is None or parsed.colour is None or parsed.value is None:
        raise ValueError(f"{card} is not a card of Poker7")
    return parsed.figure, parsed.colour, parsed.value


def make_block(kind: str, members: Sequence[str]) -> Block:
    """The block of ``members`` (all of one figure when ``kind`` is FIGURE, of one colour when
    COLOUR), its cards ordered by its rank. ValueError when they do not share it."""
    if kind == FIGURE:
        labels: set[str | int] = {traits(card)[0] for card in members}
        ordered = sorted(members, key=lambda card: -traits(card)[1])
    else:
        labels = {traits(card)[1] for card in members}
        ordered = sorted(members, key=lambda card: -traits(card)[2])
    if len(labels) != 1:
        raise ValueError(f"{list(members)} do not share one {kind}")
    return Block(kind, labels.pop(), tuple(ordered))


def key_of(blocks: Sequence[Block]) -> Ranked:
    """The key of one grouping (its blocks in any order) and the blocks in key order."""
    ordered = tuple(sorted(blocks, key=Block.order, reverse=True))
    grouped = [block for block in ordered if block.size >= 2]
    key: Key = (tuple(block.size for block in ordered), tuple(block.run for block in grouped),
                tuple(block.rank for block in grouped))
    return Ranked(key, ordered)


def rank_hand(hand: Sequence[str]) -> Ranked:
    """The best grouping of ``hand`` (7 card ids for Poker7; any number works): the greatest key
    over every way to send each card to its figure block or its colour block (D2: searched,
    never greedy). Ties between groupings of equal key keep the first found."""
    return _rank(tuple(sorted(hand)))


@cache
def _rank(hand: tuple[str, ...]) -> Ranked:
    best: Ranked | None = None
    for choice in product((FIGURE, COLOUR), repeat=len(hand)):
        members: dict[tuple[str, Any], list[str]] = {}
        for card, kind in zip(hand, choice, strict=True):
            figure, colour, _ = traits(card)
            members.setdefault((kind, figure if kind == FIGURE else colour), []).append(card)
        ranked = key_of([make_block(kind, group) for (kind, _), group in members.items()])
        if best is None or ranked.key > best.key:
            best = ranked
    assert best is not None
    return best
