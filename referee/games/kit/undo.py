"""What an undo does to the hidden draw piles (docs/rules-decisions.md#conventions, "Undo
keeps secrets").

The table service takes a move back by replaying the table without it
(``referee.service.tables``), so a card the move drew goes back to its pile: to its old place,
were nothing else done. A seat that saw the card (it drew it) would then know that whoever draws
next gets it, and who holds it afterwards. So after every undo each hidden draw pile (a zone of
``state["zones"]`` seen by ``"nobody"``) is shuffled with the undo's own rng, derived from the
table's seed and the undone move's index; the replay of the log does the same at the same
place, so it stays exact. Nobody ever sees a pile's order, so the shuffle changes no view.

A table dealt from a prearranged deck (the ``deck`` option) keeps a pile's order while the pile
still follows that list: the table chose the deal, to replay it, and whoever holds the list
knows where every card is anyway. Once a pile left the list's order (a later hand dealt from a
shuffled deck, a card shuffled in), it is shuffled as any other.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from typing import Any

#: The ``show`` of a hidden draw pile (``referee.games.kit.zones``).
HIDDEN = "nobody"
#: The state's key naming the move an undo took back last, ``{"seat": n | None, "move":
#: name}``, while no move has come since: the phones say what was undone. The table service
#: sets it at each undo of the log (a stand-in's move keeps the person's) and drops it with the
#: next move, in play and in a replay alike.
UNDONE = "undone"


def follows(pile: Sequence[str], order: Sequence[str]) -> bool:
    """True when the cards of ``pile`` come in the order they have in ``order`` (each card of
    ``pile`` in ``order``; other cards of ``order`` may lie between them)."""
    place = {card: index for index, card in enumerate(order)}
    if any(card not in place for card in pile):
        return False
    return all(place[a] < place[b] for a, b in itertools.pairwise(pile))


def hidden_piles(state: dict[str, Any]) -> list[str]:
    """The names of the hidden draw piles of ``state`` (none when it keeps no zones), sorted
    (a stable order for the rng, whatever order the state's keys come in)."""
    zones = state.get("zones")
    if not isinstance(zones, dict):
        return []
    return sorted(name for name, zone in zones.items()
                  if isinstance(zone, dict) and zone.get("show") == HIDDEN)


def shuffle_after_undo(state: dict[str, Any], rng: random.Random,
                       prearranged: Iterable[str] | None = None) -> list[str]:
    """Shuffle in place, with ``rng``, every hidden draw pile of ``state`` holding two cards or
    more, but one that still follows ``prearranged`` (the table's ``deck`` option, top first);
    returns the names of the piles shuffled."""
    order = list(prearranged) if prearranged is not None else None
    shuffled = []
    for name in hidden_piles(state):
        cards = state["zones"][name]["cards"]
        if len(cards) < 2 or (order is not None and follows(cards, order)):
            continue
        rng.shuffle(cards)
        shuffled.append(name)
    return shuffled
