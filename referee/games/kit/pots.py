"""Main pot and side pots of a hand, and a pot shared among its winners.

For games whose betting is not a Hold'em street (PokerGuess guess phases); Poker7 gets its
pots from pokerkit. Pots are built from all-in amounts as in poker
(docs/rules-decisions.md#pokerguess, "no limit, side pots"): every contribution level of a
player still in closes a pot; each pot holds what every seat put in up to that level (folded
seats' chips included) and is won only among the players still in who reached it. Shapes,
JSON-able::

    build_pots([10, 30, 30, 5], live=[0, 1, 2])
    == [{"amount": 35, "eligible": [0, 1, 2]}, {"amount": 40, "eligible": [1, 2]}]

Amounts are whole chips (ints >= 0); a bad amount or seat is a programming error (ValueError).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from referee.games.common import is_int
from referee.games.kit.ledger import split
from referee.games.kit.seats import seats_from


def build_pots(contributions: Sequence[int], live: Collection[int]) -> list[dict[str, Any]]:
    """The pots of a hand, main pot first: ``[{"amount": int, "eligible": [seat, …]}]``.

    ``contributions[s]`` = every chip seat ``s`` put in this hand (ante and bets); ``live`` =
    the seats still in (not folded), all-in ones included. Each distinct positive
    contribution of a live seat closes a pot; its eligible seats are the live seats that put in
    at least that much (in seat order), so each pot's eligible set contains the next one's.
    Chips above the largest live contribution (a folded seat's) join the last pot (a pot for
    every live seat when none of them put anything in). The
    amounts add up to ``sum(contributions)``. ``[]`` when nothing was put in. ValueError for a
    negative or non-int amount, a seat outside the table, or chips with nobody live."""
    _check(contributions, live)
    levels = sorted({contributions[s] for s in live if contributions[s] > 0})
    pots: list[dict[str, Any]] = []
    below = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, below) for c in contributions)
        eligible = sorted(s for s in live if contributions[s] >= level)
        pots.append({"amount": amount, "eligible": eligible})
        below = level
    rest = sum(c - min(c, below) for c in contributions)
    if rest and not pots:
        if not live:
            raise ValueError(f"{rest} chips in the pot and no seat still in")
        pots.append({"amount": 0, "eligible": sorted(live)})
    if rest:
        pots[-1]["amount"] += rest
    return pots


def split_pot(amount: int, winners: Collection[int], first: int, players: int) -> dict[int, int]:
    """``amount`` shared equally among ``winners``; the odd chips go one by one to the winners
    in table order starting at seat ``first`` (e.g. the dealer's left, d+1). Returns
    ``{seat: chips}`` in that order. ValueError for no winners, a seat outside the table or a
    bad amount."""
    winners = set(winners)
    if not winners or not winners <= set(range(players)):
        raise ValueError(f"cannot split among {sorted(winners)!r} at {players} seats")
    return split(amount, [s for s in seats_from(first, players) if s in winners])


def _check(contributions: Sequence[int], live: Collection[int]) -> None:
    for c in contributions:
        if not is_int(c) or c < 0:
            raise ValueError(f"a contribution is a whole number >= 0, not {c!r}")
    for s in live:
        if not 0 <= s < len(contributions):
            raise ValueError(f"seat {s!r} is not a seat of a {len(contributions)}-seat table")
