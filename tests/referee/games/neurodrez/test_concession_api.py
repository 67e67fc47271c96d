"""Giving a cooperative NeuroDrez game up through the API (docs/api.md, NeuroDrez; ND7): the
offer and its answers are moves like any other, the views tell who offered and who is still to
answer, a refusal reads in the table's language, and a seat the moderator marks as left is no
longer waited for."""

from __future__ import annotations

import uuid

from flask import Flask

from tests.referee.referee_kit import new_table


def test_an_offer_to_give_up_is_answered_through_the_api(app: Flask) -> None:
    table = new_table(app.test_client(), "neurodrez", players=3, lang="es",
                      options={"mode": "cooperative"})
    assert "concede" in table.view(table.seats[0])["private"]["moves"]
    table.ok(1, "concede")
    seen = table.view(table.seats[0])
    assert seen["public"]["concession_offer"] == {"seat": 1, "accepted": [], "waiting": [0, 2]}
    assert "answer_concession" in seen["private"]["moves"]
    own = table.move(1, "answer_concession", {"accept": True})
    assert own.status_code == 422
    assert own.get_json()["error"] == {
        "code": "own_concession_offer",
        "message": "Tu propuesta de abandonar espera la respuesta de los demás jugadores."}
    again = table.move(0, "concede")
    assert (again.status_code, again.get_json()["error"]["code"]) == (
        422, "concession_already_offered")
    table.ok(0, "answer_concession", {"accept": True})
    assert table.view(table.seats[2])["outcome"] is None
    left = table.call("POST", "/seats/2/leave", table.moderator,
                      json={"how": "stand_in", "id": uuid.uuid4().hex})
    assert left.status_code == 200, left.get_json()
    seen = table.view(table.seats[0])
    assert seen["outcome"]["reason"] == "conceded" and seen["outcome"]["winners"] == []
    assert [e["event"] for e in seen["public"]["history"]][-3:] == [
        "answer_concession", "concede", "end"]


def test_a_refused_offer_leaves_the_game_going(app: Flask) -> None:
    table = new_table(app.test_client(), "neurodrez", players=2,
                      options={"mode": "cooperative"})
    table.ok(0, "concede")
    table.ok(1, "answer_concession", {"accept": False})
    seen = table.view(table.seats[0])
    assert seen["outcome"] is None and seen["public"]["concession_offer"] is None
    assert seen["public"]["history"][-1]["how"] == "decline"
    assert "concede" in seen["private"]["moves"]
