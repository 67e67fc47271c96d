"""VikingDrez through the referee's API: a table from a set position played to the king's escape,
refusals in the table's language, a bad position refused at creation."""

from __future__ import annotations

from flask import Flask

from tests.referee.referee_kit import new_table

ESCAPE = {"pieces": {"e2": "king", "b5": "attacker", "g5": "defender"}, "to_move": "white"}


def test_a_table_plays_from_a_set_position_to_the_kings_escape(app: Flask) -> None:
    table = new_table(app.test_client(), "vikingdrez", players=2,
                      options={"position": ESCAPE, "black": 1})
    white = table.view(table.seats[0])
    assert white["private"]["side"] == "white"
    assert white["private"]["targets"]["e2"][:2] == ["e3", "e4"]
    assert table.view(table.seats[1])["private"]["targets"] == {}
    table.ok(0, "move", {"from": "e2", "to": "e1"})
    table.ok(1, "move", {"from": "b5", "to": "b1"})
    refused = table.move(0, "move", {"from": "e1", "to": "a1"})
    assert refused.status_code == 422
    assert refused.get_json()["error"]["code"] == "path_blocked"
    table.ok(0, "move", {"from": "e1", "to": "g1"})
    seen = table.view(table.seats[1])
    assert seen["outcome"]["winners"] == [0] and seen["outcome"]["reason"] == "corner"
    assert seen["public"]["last_move"] == {"side": "white", "from": "e1", "to": "g1",
                                           "captured": []}


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "vikingdrez", players=2, lang="es")
    answer = table.call("POST", "/moves", table.seats[0],
                        json={"move": "move", "args": {"from": "d1", "to": "a1"}, "id": "m1"})
    assert answer.status_code == 422
    assert answer.get_json()["error"] == {
        "code": "restricted_square",
        "message": "Solo el rey puede quedarse en el trono y en las esquinas.",
        "rule": "/rules/vikingdrez#vikingdrez-movement"}


def test_a_bad_position_is_refused_when_the_table_is_created(app: Flask) -> None:
    answer = app.test_client().post("/api/tables", json={
        "game": "vikingdrez", "players": 2, "lang": "en", "moderator": "master",
        "options": {"position": {"pieces": {"b2": "attacker"}, "to_move": "black"}}})
    assert answer.status_code == 400
    assert answer.get_json()["error"]["code"] == "bad_position"
    assert "exactly one king" in answer.get_json()["error"]["message"]
