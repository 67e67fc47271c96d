"""PokerDrez for 4 through the referee's API: a pair's resignation proposed by one partner and
agreed by the other (UX finding P4-5; docs/rules-decisions.md#pokerdrez-4, "Resigning is the
pair's"), then a rematch with the pairs' colours swapped (PD15)."""

from __future__ import annotations

from flask import Flask

from tests.referee.referee_kit import Table, new_table

YELLOW, GREEN, RED, BLUE = 0, 1, 2, 3


def test_a_pair_resigns_when_the_partner_agrees_and_the_rematch_swaps_the_pairs(
        app: Flask) -> None:
    table = new_table(app.test_client(), "pokerdrez-4", players=4, lang="es")
    table.ok(RED, "resign", {})
    seen = table.view(table.seats[YELLOW])
    assert seen["outcome"] is None and seen["public"]["resign_offers"] == [RED]
    assert "answer_resign" in seen["private"]["moves"]
    again = table.move(RED, "resign", {})
    assert again.status_code == 422
    assert again.get_json()["error"]["code"] == "resign_already_offered"
    assert again.get_json()["error"]["message"] == \
        "Tu propuesta de abandonar ya espera la respuesta de tu pareja."
    stranger = table.move(GREEN, "answer_resign", {"accept": True})
    assert stranger.get_json()["error"]["code"] == "no_resign_offer"
    table.ok(YELLOW, "answer_resign", {"accept": True})
    over = table.view(table.seats[GREEN])["outcome"]
    assert (over["winners"], over["reason"]) == ([GREEN, BLUE], "resignation")

    answer = table.call("POST", "/rematch", table.moderator)
    rematch = Table(table.client, answer.get_json()["code"], table.moderator, table.seats)
    assert rematch.view(rematch.seats[0])["public"]["colours"] == ["green", "red", "blue",
                                                                    "yellow"]
