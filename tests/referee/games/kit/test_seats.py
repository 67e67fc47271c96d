"""Table order helpers (kit.seats)."""

from __future__ import annotations

import pytest

from referee.games.kit.seats import next_seat, seats_from


def test_seats_from() -> None:
    assert seats_from(2, 4) == [2, 3, 0, 1]
    assert seats_from(0, 1) == [0]
    for first, players in ((4, 4), (-1, 4), (0, 0)):
        with pytest.raises(ValueError):
            seats_from(first, players)


def test_next_seat() -> None:
    assert next_seat(3, 4) == 0
    assert next_seat(0, 4, active={2, 3}) == 2
    assert next_seat(2, 4, active={0, 2}) == 0
    assert next_seat(2, 4, active={2}) == 2
    assert next_seat(1, 4, active=set()) is None
