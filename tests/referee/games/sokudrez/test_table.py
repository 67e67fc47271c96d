"""SokuDrez through the referee's API: alone, the table starts at once and swaps are undone; two
players take turns (one swap, then two) and a swap out of turn is refused in Spanish."""

from __future__ import annotations

from flask import Flask

from tests.referee.games.sokudrez.support import SOLVED, X1, X2, X3, deck_of, swapped
from tests.referee.referee_kit import new_table


def args(pair: tuple[list[int], list[int]]) -> dict[str, list[int]]:
    return {"a": pair[0], "b": pair[1]}


def test_alone_it_starts_at_once_and_undoes(app: Flask) -> None:
    table = new_table(app.test_client(), "sokudrez", players=1, moderator="player",
                      options={"deck": deck_of(swapped(SOLVED, X1, X2))})
    first = table.view(table.seats[0])
    assert first["table"]["status"] == "playing" and first["public"]["prearranged"] is True
    version = table.ok(0, "swap", args(X1))
    undone = table.call("POST", "/undo", table.moderator, json={"version": version})
    assert undone.status_code == 200
    assert table.view(table.seats[0])["public"]["grid"] == first["public"]["grid"]
    table.ok(0, "swap", args(X2))
    table.ok(0, "swap", args(X1))
    assert table.view(table.seats[0])["outcome"] == {"winners": [0], "reason": "solved",
                                                     "moves": 2}


def test_two_players_take_turns(app: Flask) -> None:
    table = new_table(app.test_client(), "sokudrez", players=2, lang="es",
                      options={"deck": deck_of(swapped(SOLVED, X1, X2, X3))})
    table.ok(0, "swap", args(X1))
    refused = table.move(0, "swap", args(X2))
    assert refused.status_code == 409
    assert refused.get_json()["error"]["code"] == "not_your_turn"
    same = table.move(1, "swap", {"a": [1, 1], "b": [1, 1]})
    assert same.get_json()["error"] == {"code": "same_card",
                                        "message": "Elige dos cartas distintas para "
                                                   "intercambiarlas."}
    table.ok(1, "swap", args(X2))
    table.ok(1, "swap", args(X3))
    seen = table.view(table.seats[0])
    assert seen["outcome"]["scores"] == {"0": 8, "1": 8}
    assert seen["public"]["last_swap"]["counted"] is False
