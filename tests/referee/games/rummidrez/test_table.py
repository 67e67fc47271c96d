"""RummiDrez through the referee's API: each phone gets its own hand only (before and after
melds and a rearrangement), the moderator every hand but never the deck, refusals come in the
table's language, and the solitaire starts at once and takes the moderator's undo."""

from __future__ import annotations

import json

from flask import Flask

from tests.referee.games.rummidrez.support import (
    FIRST_MELD_0,
    FIRST_MELD_1,
    REARRANGED,
    prearranged_deck,
)
from tests.referee.referee_kit import Table, new_table


def assert_private(table: Table) -> None:
    """No seat's view, and not the stranger's, names a card of another seat's hand."""
    hands = [table.view(token)["private"]["hand"] for token in table.seats]
    deck = set(prearranged_deck()) - {c for h in hands for c in h}
    deck -= {c for g in table.view(table.seats[0])["public"]["table"] for c in g}
    for seat, token in enumerate([*table.seats, None]):
        text = json.dumps(table.view(token) if token else table.call("GET", "/public").get_json())
        for other, cards in enumerate(hands):
            if other != seat:
                assert not any(f'"{card}"' in text for card in cards), (seat, other)
        assert not any(f'"{card}"' in text for card in deck)


def test_hands_stay_private_through_melds_and_a_rearrangement(app: Flask) -> None:
    table = new_table(app.test_client(), "rummidrez", players=2,
                      options={"deck": prearranged_deck()})
    assert_private(table)
    table.ok(1, "play", {"table": FIRST_MELD_1})
    assert_private(table)
    table.ok(0, "play", {"table": [*FIRST_MELD_1, *FIRST_MELD_0]})
    table.ok(1, "play", {"table": REARRANGED})
    assert_private(table)
    seen = table.view(table.seats[0])
    assert seen["public"]["table"] == REARRANGED
    assert seen["public"]["hand_sizes"] == [7, 5]
    everything = table.view(table.moderator)
    assert [len(h) for h in everything["private"]["hands"].values()] == [7, 5]
    assert "deck" not in json.dumps(everything["private"])


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "rummidrez", players=2, lang="es",
                      options={"deck": prearranged_deck()})
    answer = table.move(1, "play", {"table": FIRST_MELD_1[1:]})
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert error["code"] == "first_meld_too_small"
    assert error["message"] == "Tu primera bajada debe tener al menos 7 cartas; estas son 3."
    assert table.view(table.seats[1])["private"]["hand"][:4] == FIRST_MELD_1[0]


def test_the_solitaire_starts_at_once_and_undoes(app: Flask) -> None:
    table = new_table(app.test_client(), "rummidrez", players=1, moderator="player")
    seen = table.view(table.seats[0])
    assert seen["private"]["moves"] == ["draw"] and len(seen["private"]["hand"]) == 14
    table.ok(0, "draw")
    assert len(table.view(table.seats[0])["private"]["hand"]) == 15
    version = table.view(table.seats[0])["version"]
    undone = table.call("POST", "/undo", table.moderator, json={"version": version})
    assert undone.status_code == 200, undone.get_json()
    assert len(table.view(table.seats[0])["private"]["hand"]) == 14


def test_the_moderator_ends_a_match_against_the_clock(app: Flask) -> None:
    table = new_table(app.test_client(), "rummidrez", players=2, options={"target": None})
    assert table.move(1, "end_match").get_json()["error"]["code"] == "not_moderator"
    answer = table.call("POST", "/moves", table.moderator,
                        json={"move": "end_match", "args": {}, "id": "end-1"})
    assert answer.status_code == 200, answer.get_json()
    outcome = table.view(table.seats[0])["outcome"]
    assert outcome == {"winners": [0, 1], "reason": "time", "scores": {"0": 0, "1": 0},
                       "hands": 1}
