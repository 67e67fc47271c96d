"""Cards entered from a printed deck (Poker7's and PokerGuess's showdown with ⚙ ``cards`` =
``"physical"``; docs/rules-decisions.md#poker7 D13, #pokerguess): each entry checked against
the game's deck, with refusals that say what is wrong."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence

from referee.games.base import IllegalMove
from referee.plural import Plural


def check_entered(entered: Sequence[object], deck: Collection[str]) -> None:
    """Check every card id of ``entered`` (the whole showdown, in any order) against ``deck``.

    Raises 422 ``bad_cards`` when places were left empty (``""`` or None; their number named),
    422 ``unknown_card`` for ids not in ``deck`` (named), 422 ``card_twice`` for an id given
    more than once (named)."""
    empty = sum(1 for card in entered if card in ("", None))
    if empty:
        raise IllegalMove("bad_cards", Plural("{n} card is missing: enter every card.",
                                              "{n} cards are missing: enter every card.", "n"),
                          n=empty)
    unknown = sorted({str(card) for card in entered if card not in deck})
    if unknown:
        raise IllegalMove("unknown_card", "Not a card of the game: {ids}.", ids=", ".join(unknown))
    twice = sorted(str(card) for card, n in Counter(entered).items() if n > 1)
    if twice:
        raise IllegalMove("card_twice", "Entered more than once: {ids}.", ids=", ".join(twice))
