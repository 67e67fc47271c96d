"""A game's draw pile at setup: shuffled with the table rng, or a prearranged deal.

docs/rules-decisions.md#conventions, "Randomness is seeded" and "Prearranged deals": ``setup``
shuffles every deck with the table rng and stores the order in state; a table created with the
``deck`` option (checked by ``referee.games.kit.options.deck_option``) deals from that list
instead, top card first. Later reshuffles use the move's rng (``Zones.reshuffle`` /
``Zones.shuffle_into``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence


def shuffled(cards: Sequence[str], rng: random.Random) -> list[str]:
    """A new list of ``cards`` shuffled with ``rng`` (one ``rng.shuffle``; ``cards`` untouched)."""
    order = list(cards)
    rng.shuffle(order)
    return order


def draw_pile(game_deck: Sequence[str], prearranged: Sequence[str] | None,
              rng: random.Random) -> list[str]:
    """The draw pile, top card first: ``prearranged`` as given (already checked against
    ``game_deck``; ``rng`` is then not used), else ``game_deck`` shuffled with ``rng``."""
    return list(prearranged) if prearranged is not None else shuffled(game_deck, rng)
