"""A board game's rematch swaps the sides (kit.sides; UX finding PD15): PokerDrez's White and
VikingDrez's Black go to the other seat, PokerDrez for 4's pairs swap colours, also after a
side drawn at random; the options' other values stay."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from referee.games.kit.sides import next_colours, swap_two_sides
from tests.referee.referee_kit import Table, new_table

ORDER = ("yellow", "green", "red", "blue")


def test_two_sides_swap_from_the_final_state() -> None:
    rematch = swap_two_sides("white")
    assert rematch({"white": "random", "decks": 1}, {"white": 0}) == {"white": 1, "decks": 1}
    assert rematch({"white": 1}, {"white": 1}) == {"white": 0}


def test_each_seat_takes_the_next_colour_so_the_pairs_swap() -> None:
    colours = next_colours(ORDER)({"colours": "random", "die": True},
                                  {"colours": ["red", "blue", "yellow", "green"]})
    assert colours == {"colours": ["blue", "yellow", "green", "red"], "die": True}
    light = {"yellow", "red"}
    before, after = ["red", "blue", "yellow", "green"], colours["colours"]
    assert all((old in light) != (new in light) for old, new in zip(before, after, strict=True))


def _rematch(table: Table) -> Table:
    answer = table.call("POST", "/rematch", table.moderator)
    assert answer.status_code == 201, answer.get_json()
    return Table(table.client, answer.get_json()["code"], table.moderator, table.seats)


@pytest.mark.parametrize(("game", "options", "seat_of_side"), [
    ("pokerdrez", {"white": "random"}, "white"),
    ("vikingdrez", {"black": "random"}, "black"),
])
def test_play_again_swaps_the_two_sides(app: Flask, game: str, options: dict[str, Any],
                                        seat_of_side: str) -> None:
    table = new_table(app.test_client(), game, players=2, seed=3, options=options)
    first = table.view(table.seats[0])["public"][seat_of_side]
    table.ok(0, "resign", {})
    rematch = _rematch(table)
    assert rematch.view(rematch.seats[0])["public"][seat_of_side] == 1 - first
    rematch.ok(1, "resign", {})
    again = _rematch(rematch)
    assert again.view(again.seats[0])["public"][seat_of_side] == first
