"""BlackDrez through the referee's API: the seed example is replayed from a prearranged deal,
refusals come in the table's language, and the moderator sees no more than anyone (the deck's
order never)."""

from __future__ import annotations

from flask import Flask

from referee.games.kit.cards import deck_ids
from tests.referee.referee_kit import new_table

#: B2's deal (dealer 3, so seats 0, 1, 2, 3 get two cards each in turn), then the rest.
DEALT = ["queen-1", "joker-2", "queen-3", "joker-4", "queen-5", "joker-6", "rook-7", "pawn-8"]


def test_a_shared_deal_then_the_next_round(app: Flask) -> None:
    deck = DEALT + [c for c in deck_ids(neutrals=False) if c not in DEALT]
    table = new_table(app.test_client(), "blackdrez", players=4,
                      options={"deck": deck, "first_dealer": 3})
    seen = table.view(table.seats[0])
    assert seen["phase"] == "hand_over"
    assert seen["public"]["round_result"]["winners"] == [0, 1, 2]
    assert seen["private"]["moves"] == ["next_hand"]
    table.ok(2, "next_hand")     # seen; the round's result stays until every seat has seen it
    assert table.view(table.seats[0])["public"]["to_see"] == [0, 1, 3]
    response = table.move(2, "next_hand")
    assert response.status_code == 409 and response.get_json()["error"]["code"] == "already_seen"
    moderator = table.call("POST", "/moves", table.moderator, json={
        "move": "next_hand", "args": {"now": True}, "id": "deal-now"})
    assert moderator.status_code == 200, moderator.get_json()   # the moderator deals now
    seen = table.view(table.moderator)
    assert seen["phase"] == "play" and seen["public"]["dealer"] == 0
    assert seen["public"]["deck_count"] == 54 - 16
    assert seen["public"]["table"] == ["rook-7", "pawn-8"]


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    dealt = ["queen-1", "rook-1", "pawn-1", "pawn-2", "bishop-1", "rook-2"]
    deck = dealt + [c for c in deck_ids(neutrals=False) if c not in dealt]
    table = new_table(app.test_client(), "blackdrez", players=3, lang="es",
                      options={"deck": deck})
    seen = table.view(table.seats[0])
    assert seen["public"]["holder"] == 2
    assert [seen["public"]["seats"][str(s)]["score"] for s in range(3)] == [7, 9, 2]
    answer = table.move(2, "stand")
    assert answer.status_code == 422
    assert answer.get_json()["error"] == {
        **answer.get_json()["error"], "code": "must_hit_or_retire",
        "message": "Solo puedes plantarte cuando todos los jugadores de la ronda tienen la misma "
                   "puntuación: pide carta o retírate."}
    assert table.move(0, "hit").status_code == 409
