"""SoloDrez through the referee's API: a table of one starts as soon as its moderator takes the
seat, the player undoes any number of moves, plays the winnable deal to the end, and refusals
come in the table's language."""

from __future__ import annotations

from flask import Flask

from tests.referee.games.solodrez.support import WINNABLE
from tests.referee.referee_kit import new_table


def test_a_table_of_one_starts_at_once_and_undoes_every_move(app: Flask) -> None:
    table = new_table(app.test_client(), "solodrez", players=1, moderator="player",
                      options={"deck": WINNABLE})
    first = table.view(table.seats[0])
    assert first["table"]["status"] == "playing" and first["public"]["moves"] == 0
    assert first["private"]["hint"] == {"move": "remove", "args": {"column": 3}}
    for column in (3, 4, 5):
        version = table.ok(0, "remove", {"column": column})
    assert table.view(table.seats[0])["public"]["moves"] == 3
    for _ in range(3):
        undone = table.call("POST", "/undo", table.moderator, json={"version": version})
        assert undone.status_code == 200, undone.get_json()
        version = undone.get_json()["version"]
    again = table.view(table.seats[0])
    assert again["public"]["columns"] == first["public"]["columns"]
    assert again["public"]["moves"] == 0
    nothing = table.call("POST", "/undo", table.moderator, json={"version": version})
    assert nothing.get_json()["error"]["code"] == "nothing_to_undo"


def test_the_winnable_deal_is_played_to_its_end(app: Flask) -> None:
    table = new_table(app.test_client(), "solodrez", players=1, moderator="player",
                      options={"deck": WINNABLE})
    while True:
        seen = table.view(table.seats[0])
        if seen["table"]["status"] == "over":
            break
        table.ok(0, seen["private"]["hint"]["move"], seen["private"]["hint"]["args"])
    assert seen["outcome"] == {"winners": [0], "reason": "won", "series_removed": 9,
                               "moves": 11}


def test_a_master_moderators_table_of_one_waits_for_the_start(app: Flask) -> None:
    table = new_table(app.test_client(), "solodrez", players=1, start=False)
    assert table.view(table.moderator)["table"]["status"] == "lobby"


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "solodrez", players=1, moderator="player", lang="es",
                      options={"deck": WINNABLE})
    answer = table.move(0, "move", {"from": 1, "count": 1, "to": 1})
    assert answer.status_code == 422
    assert answer.get_json()["error"]["code"] == "same_column"
