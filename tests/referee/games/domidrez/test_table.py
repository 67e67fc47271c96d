"""DomiDrez through the referee's API: each phone gets its own hand only, the moderator every
hand but never the deck, refusals come in the table's language, and printed-cards tables keep
the scores."""

from __future__ import annotations

import json

from flask import Flask

from tests.referee.referee_kit import new_table


def test_each_phone_sees_its_own_hand_only(app: Flask) -> None:
    table = new_table(app.test_client(), "domidrez", players=3)
    hands = [table.view(token)["private"]["hand"] for token in table.seats]
    assert [len(h) for h in hands] == [9, 9, 9]
    for seat, token in enumerate(table.seats):
        text = json.dumps(table.view(token))
        for other, cards in enumerate(hands):
            if other != seat:
                assert not any(f'"{card}"' in text for card in cards)
    everything = table.view(table.moderator)
    assert everything["private"]["hands"] == {str(s): h for s, h in enumerate(hands)}


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "domidrez", players=2, lang="es")
    seen = table.view(table.seats[1])
    assert seen["public"]["to_play"] == 1
    answer = table.move(1, "pass")
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert error["code"] in {"must_play", "draw_instead"}
    assert error["message"] in {"Tienes una carta que sirve: juégala.",
                                "Aún quedan cartas en el mazo: roba una."}


def test_printed_cards_keep_the_scores(app: Flask) -> None:
    table = new_table(app.test_client(), "domidrez", players=2, options={"cards": "physical",
                                                                       "target": 5})
    table.ok(0, "hand_result", {"cards_left": {"0": 0, "1": 6}, "blocked": False})
    seen = table.view(table.seats[1])
    assert seen["outcome"]["winners"] == [0] and seen["outcome"]["scores"] == {"0": 6, "1": 0}
