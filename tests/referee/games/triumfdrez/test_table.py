"""TriumfDrez through the referee's API: each phone gets its own hand only, the table screen and
the moderator never the deck, an open contract shows the declarer pair's hands (and no one
else's) from the first lead, refusals come in the table's language and change nothing, and
printed-cards tables keep the score."""

from __future__ import annotations

import json

from flask import Flask

from referee.games.kit.cards import deck_ids
from tests.referee.referee_kit import Table, new_table

DECK = deck_ids(neutrals=False)


def quoted(view: dict, cards: list[str]) -> list[str]:
    """The ``cards`` that appear as ids anywhere in ``view``."""
    text = json.dumps(view)
    return [card for card in cards if f'"{card}"' in text]


def hands_of(table: Table) -> list[list[str]]:
    return [table.view(token)["private"]["hand"] for token in table.seats]


def test_each_phone_sees_its_own_hand_only(app: Flask) -> None:
    table = new_table(app.test_client(), "triumfdrez", players=4)
    hands = hands_of(table)
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    dealt = {c for h in hands for c in h}
    rest = [c for c in DECK if c not in dealt]
    for seat, token in enumerate(table.seats):
        seen = table.view(token)
        assert quoted(seen, [c for s, h in enumerate(hands) if s != seat for c in h]) == []
        assert quoted(seen, rest) == []
    screen = table.client.get(f"/api/tables/{table.code}/public").get_json()
    assert quoted(screen, DECK) == []
    everything = table.view(table.moderator)
    assert everything["private"]["hands"] == {str(s): h for s, h in enumerate(hands)}
    assert quoted(everything, rest) == []


def test_an_open_contract_shows_the_declarer_pair_only(app: Flask) -> None:
    table = new_table(app.test_client(), "triumfdrez", players=4)
    table.ok(1, "bid", {"tricks": 7, "trump": None, "supertrump": 4, "open": True})
    for seat in (2, 3, 0):
        table.ok(seat, "pass")
    hands = hands_of(table)
    assert quoted(table.view(table.seats[0]), hands[1] + hands[3]) == []
    table.ok(1, "play", {"card": hands[1][0]})
    screen = table.client.get(f"/api/tables/{table.code}/public").get_json()
    assert screen["public"]["open_hands"] == {"1": hands[1][1:], "3": hands[3]}
    for seat in (0, 2):
        seen = table.view(table.seats[seat])
        other = hands[2 - seat]
        assert quoted(seen, other) == []
        assert quoted(screen, hands[seat]) == []


def test_refusals_come_in_the_tables_language_and_change_nothing(app: Flask) -> None:
    table = new_table(app.test_client(), "triumfdrez", players=3, lang="es")
    before = table.view(table.seats[1])
    answer = table.move(1, "pass")
    assert answer.status_code == 422
    assert answer.get_json()["error"]["code"] == "must_bid"
    assert answer.get_json()["error"]["message"].startswith("El primer jugador de la subasta")
    answer = table.move(1, "bid", {"tricks": 4, "trump": "rook", "supertrump": 3,
                                   "open": False})
    assert answer.get_json()["error"]["message"] == "Una puja promete de 5 a 13 bazas."
    assert table.view(table.seats[1]) == before


def test_printed_cards_keep_the_score(app: Flask) -> None:
    table = new_table(app.test_client(), "triumfdrez", players=2,
                      options={"cards": "physical", "target": 10})
    table.ok(1, "bid", {"tricks": 8, "trump": "rook", "supertrump": 3, "open": False})
    table.ok(0, "pass")
    table.ok(1, "tricks_won", {"tricks": 9})
    seen = table.view(table.seats[0])
    assert seen["outcome"]["winners"] == [1]
    assert seen["outcome"]["scores"] == {"0": 0, "1": 10}
