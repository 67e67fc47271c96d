"""Chips and running scores: stacks per seat, transfers that keep the total, a simple pot.

For games with bets or scores kept by the app (Poker7 and PokerGuess stacks, BlackDrez piles,
RummiDrez, TriumfDrez and DomiDrez match scores). Side pots built from all-in amounts are
pokerkit's job (Poker7); the kit keeps one pot where a game needs one. State shape, JSON-able::

    {"stacks": [100, 100, 100], "pot": 0}

Amounts are whole chips (ints ≥ 0). A seat that cannot pay is refused with 422
``not_enough_chips`` and nothing moves.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping, Sequence
from typing import Any

from referee.games.base import IllegalMove
from referee.games.common import is_int


def new_ledger(players: int, chips: int) -> dict[str, Any]:
    """``{"stacks": [chips] * players, "pot": 0}``."""
    return {"stacks": [chips] * players, "pot": 0}


class Ledger:
    """Operations on a ledger mapping (``data``, kept in state and changed in place)."""

    def __init__(self, data: MutableMapping[str, Any]) -> None:
        self.data = data

    @property
    def stacks(self) -> list[int]:
        """The stacks list itself, seat by seat."""
        stacks: list[int] = self.data["stacks"]
        return stacks

    def total(self) -> int:
        """Every chip: the stacks plus the pot (constant under every operation here)."""
        return sum(self.stacks) + int(self.data["pot"])

    def can_pay(self, seat: int, amount: int) -> bool:
        """True when ``seat``'s stack holds at least ``amount``."""
        return self.stacks[seat] >= _amount(amount)

    def _pay(self, seat: int, amount: int) -> None:
        if not self.can_pay(seat, amount):
            raise IllegalMove("not_enough_chips", "Not enough chips: {seat} has {stack}, "
                              "{amount} needed.", seat=seat, stack=self.stacks[seat],
                              amount=amount)
        self.stacks[seat] -= amount

    def transfer(self, src: int, dst: int, amount: int) -> None:
        """Move ``amount`` from ``src``'s stack to ``dst``'s; 422 ``not_enough_chips`` when
        ``src`` is short."""
        self._pay(src, amount)
        self.stacks[dst] += amount

    def stake(self, seat: int, amount: int) -> None:
        """Move ``amount`` from ``seat``'s stack into the pot; 422 ``not_enough_chips`` when
        short."""
        self._pay(seat, amount)
        self.data["pot"] += amount

    def stake_all(self, seat: int) -> int:
        """Move ``seat``'s whole stack into the pot (all-in); returns the amount."""
        amount = self.stacks[seat]
        self.stake(seat, amount)
        return amount

    def award(self, seats: Sequence[int]) -> dict[int, int]:
        """Share the whole pot among ``seats`` (``split``: odd chips one by one in the order
        given); the pot is then empty. Returns seat → chips won. ValueError for no seats."""
        shares = split(int(self.data["pot"]), seats)
        for seat, amount in shares.items():
            self.stacks[seat] += amount
        self.data["pot"] = 0
        return shares


def split(amount: int, seats: Sequence[int]) -> dict[int, int]:
    """``amount`` shared equally among ``seats``; the odd chips go one each to the first seats
    in the order given (the game orders them, e.g. from the dealer's left). ValueError for an
    empty ``seats`` or repeated seats."""
    if not seats or len(set(seats)) != len(seats):
        raise ValueError(f"cannot split among {list(seats)!r}")
    share, odd = divmod(_amount(amount), len(seats))
    return {seat: share + (1 if k < odd else 0) for k, seat in enumerate(seats)}


def leaders(values: Sequence[int] | Mapping[int, int]) -> list[int]:
    """The seats with the highest value (every tied one, in seat order): who wins on chips,
    cards or points. ``[]`` when there are none."""
    items = dict(enumerate(values)) if isinstance(values, Sequence) else dict(values)
    if not items:
        return []
    top = max(items.values())
    return sorted(seat for seat, value in items.items() if value == top)


def _amount(amount: int) -> int:
    if not is_int(amount) or amount < 0:
        raise ValueError(f"an amount of chips is a whole number >= 0, not {amount!r}")
    return amount
