"""PokerGuess through the referee's API: no hole card reaches another phone (seat views, the
table screen's public view, refusals) before the showdown, the moderator who does not play
sees every hole card, the showdown reveals every card dealt, and refusals come in the table's
language."""

from __future__ import annotations

import json

from flask import Flask

from tests.referee.referee_kit import Table, new_table

PLAYERS = 4


def holes(table: Table) -> dict[int, list[str]]:
    return {seat: table.view(token)["private"]["hole"] for seat, token in enumerate(table.seats)}


def assert_private(table: Table, secret: dict[int, list[str]], shown: set[str]) -> None:
    """No phone but its owner's (and the omniscient moderator's) holds an unshown hole card."""
    texts = {seat: json.dumps(table.view(token)) for seat, token in enumerate(table.seats)}
    texts[-1] = json.dumps(table.call("GET", "/public").get_json())
    for owner, cards in secret.items():
        for card in set(cards) - shown:
            for viewer, text in texts.items():
                assert (f'"{card}"' in text) == (viewer == owner), (card, owner, viewer)


def test_no_hole_card_reaches_another_phone_before_the_showdown(app: Flask) -> None:
    table = new_table(app.test_client(), "pokerguess", players=PLAYERS, seed=3)
    secret = holes(table)
    moderator = table.view(table.moderator)["private"]["hands"]
    assert moderator == {str(s): cards for s, cards in secret.items()}
    shown: set[str] = set()
    colour = 1
    while True:
        view = table.view(table.seats[0])
        public, awaiting = view["public"], view["awaiting"]
        if view["phase"] not in ("guess", "show"):
            break
        assert_private(table, secret, shown)
        seat = awaiting[0]
        if view["phase"] == "show":
            card = secret[seat][1]
            answer = table.move(seat, "show", {"card": secret[(seat + 1) % PLAYERS][0]})
            assert answer.status_code == 422
            assert secret[(seat + 1) % PLAYERS][0] not in answer.get_data(as_text=True)
            table.ok(seat, "show", {"card": card})
            shown.add(card)
        elif str(seat) in public["predictions"]:
            table.ok(seat, "guess", {"prediction": None})
        else:
            table.ok(seat, "guess", {"prediction": {"colour": colour, "colour_count": 2,
                                                    "figure": "pawn", "figure_count": 1}})
            colour += 1
    record = table.view(table.seats[0])["public"]["record"]
    assert record["hands"] == {str(s): cards for s, cards in secret.items()}
    assert sum(p["amount"] for p in record["pots"]) == 2 * PLAYERS


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "pokerguess", players=3, lang="es")
    answer = table.move(1, "guess", {"prediction": None})
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert error["code"] == "prediction_required"
    assert error["message"].startswith("Haz tu predicción")


def test_a_printed_deck_table_judges_the_cards_entered(app: Flask) -> None:
    table = new_table(app.test_client(), "pokerguess", players=2,
                      options={"cards": "physical", "ante": 1})
    assert table.view(table.seats[1])["private"]["hole"] == []
    table.ok(1, "guess", {"prediction": {"colour": 2, "colour_count": 2, "figure": "pawn",
                                         "figure_count": 1}})
    table.ok(0, "guess", {"prediction": {"colour": 9, "colour_count": 3, "figure": "pawn",
                                         "figure_count": 1}})
    table.ok(1, "guess", {})
    table.ok(1, "guess", {})
    table.ok(0, "guess", {})
    table.ok(0, "showdown", {"common": ["rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6"],
                             "hands": {"0": ["bishop-5", "bishop-8"],
                                       "1": ["pawn-6", "joker-3"]}})
    public = table.view(table.seats[0])["public"]
    assert public["record"]["order"] == [0, 1] and public["record"]["pots"][0]["winners"] == [1]
    assert public["chips"] == [99, 101]


def twin_decks() -> tuple[list[str], list[str]]:
    """Two prearranged deals for 3 players (dealer 0) that differ only in seat 2's hole cards:
    the deck gives seat 1's two, seat 2's two, seat 0's two, then the 5 common cards."""
    from referee.games.pokerguess.deck import GAME_DECK
    first = list(GAME_DECK)
    second = list(GAME_DECK)
    second[2], second[3], second[20], second[21] = first[20], first[21], first[2], first[3]
    return first, second


def test_twin_tables_differing_in_one_hand_look_the_same_to_the_others(app: Flask) -> None:
    client = app.test_client()
    decks = twin_decks()
    tables = [new_table(client, "pokerguess", players=3, options={"deck": deck}) for deck in decks]
    script = [(1, {"prediction": {"colour": 1, "colour_count": 2, "figure": "pawn",
                                  "figure_count": 1}, "raise_to": 6}),
              (2, {"prediction": {"colour": 2, "colour_count": 2, "figure": "pawn",
                                  "figure_count": 1}}),
              (0, {"prediction": {"colour": 3, "colour_count": 2, "figure": "pawn",
                                  "figure_count": 1}}),
              (1, {}), (2, {})]
    for seat, args in [*script, (None, None)]:
        seen = [[json.dumps(t.view(t.seats[viewer])["public"]) for t in tables]
                for viewer in (0, 1)]
        for one, other in seen:
            assert one == other, "another seat can tell the twin tables apart"
        own = [json.dumps({k: t.view(t.seats[0])[k] for k in ("phase", "private", "awaiting")})
               for t in tables]
        assert own[0] == own[1]
        if seat is None:
            break
        for t in tables:
            t.ok(seat, "guess", args)
    assert tables[0].view(tables[0].seats[0])["phase"] == "show"
