"""PokerDrez through the referee's API: a table with a prearranged deal played to a mate, its
PGN export (parsed back with python-chess to the same final position), refusals in the table's
language."""

from __future__ import annotations

import io
import re
from datetime import UTC, datetime

import chess
import chess.pgn
from flask import Flask

from tests.referee.games.pokerdrez.support import deal
from tests.referee.referee_kit import new_table

#: Fool's mate with cards: White pays with pawns, Black with a pawn and the queen.
OPTIONS = {"decks": 1, "pawn_removal": False, "dice": "physical",
           "deck": deal(["pawn-1", "pawn-2"], ["pawn-3", "queen-4"], top=["knight-5"])}


def test_a_table_plays_to_mate_and_exports_pgn(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "pokerdrez", players=2, options=OPTIONS)
    before = client.get(f"/api/tables/{table.code}/pgn")
    assert before.status_code == 200 and before.get_data(as_text=True).rstrip().endswith("*")
    table.ok(0, "move", {"from": "f2", "to": "f3", "pay": {"card": "pawn-1"}})
    table.ok(1, "roll_die", {"value": 1})
    table.ok(1, "move", {"from": "e7", "to": "e5", "pay": {"die": True}})
    table.ok(0, "move", {"from": "g2", "to": "g4", "pay": {"card": "pawn-2"}})
    table.ok(1, "move", {"from": "d8", "to": "h4", "pay": {"card": "queen-4"}})
    seen = table.view(table.seats[0])
    assert seen["outcome"]["winners"] == [1] and seen["outcome"]["reason"] == "checkmate"
    answer = client.get(f"/api/tables/{table.code}/pgn")
    assert answer.status_code == 200
    assert answer.mimetype == "application/x-chess-pgn"
    text = answer.get_data(as_text=True)
    game = chess.pgn.read_game(io.StringIO(text))
    assert game is not None and not game.errors
    assert game.headers["Result"] == "0-1"
    assert game.end().board().fen() == seen["outcome"]["fen"]
    assert game.end().board().is_checkmate()
    comments = [node.comment for node in game.mainline()]
    assert comments == ["paid with Pawn 1", "die 1", "paid with Pawn 2",
                        "paid with Queen 4; checkmate"]
    assert game.headers["Termination"] == "normal", "the PGN standard's word for a played end"
    assert "knight-5" not in text and "Knight 5" not in text


def test_pgn_of_a_spanish_table_is_dated_and_commented_in_spanish(app: Flask) -> None:
    """PD14: the Date tag is the day the table was made (not "????.??.??"), the comments are in
    the table's language; the tags stay the standard's."""
    client = app.test_client()
    table = new_table(client, "pokerdrez", players=2, lang="es", options=OPTIONS)
    table.ok(0, "move", {"from": "f2", "to": "f3", "pay": {"card": "pawn-1"}})
    table.ok(1, "roll_die", {"value": 1})
    table.ok(1, "move", {"from": "e7", "to": "e5", "pay": {"die": True}})
    table.ok(0, "move", {"from": "g2", "to": "g4", "pay": {"card": "pawn-2"}})
    table.ok(1, "move", {"from": "d8", "to": "h4", "pay": {"card": "queen-4"}})
    text = client.get(f"/api/tables/{table.code}/pgn",
                      headers={"Accept-Language": "en"}).get_data(as_text=True)
    game = chess.pgn.read_game(io.StringIO(text))
    assert game is not None and not game.errors
    assert re.fullmatch(r"\d{4}\.\d{2}\.\d{2}", game.headers["Date"]), game.headers["Date"]
    made = datetime.strptime(game.headers["Date"], "%Y.%m.%d").replace(tzinfo=UTC).date()
    assert abs((made - datetime.now(UTC).date()).days) <= 1
    comments = [node.comment for node in game.mainline()]
    assert comments == ["pagado con Peón 1", "dado 1", "pagado con Peón 2",
                        "pagado con Dama 4; jaque mate"]
    assert game.headers["Termination"] == "normal"


def test_pgn_of_a_removed_pawn_game_starts_from_its_position(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "pokerdrez", players=2,
                      options={**OPTIONS, "pawn_removal": True})
    table.ok(1, "remove_pawn", {"file": "a"})
    table.ok(0, "remove_pawn", {"file": "h"})
    game = chess.pgn.read_game(io.StringIO(client.get(f"/api/tables/{table.code}/pgn")
                                           .get_data(as_text=True)))
    assert game.headers["SetUp"] == "1"
    assert game.board().fen() == "rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1"


def test_no_pgn_for_other_games_or_before_the_start(app: Flask) -> None:
    client = app.test_client()
    other = new_table(client, "vikingdrez", players=2)
    assert client.get(f"/api/tables/{other.code}/pgn").get_json()["error"]["code"] == "no_pgn"
    lobby = new_table(client, "pokerdrez", players=2, join=1)
    answer = client.get(f"/api/tables/{lobby.code}/pgn")
    assert answer.status_code == 409
    assert client.get("/api/tables/ZZZZZZ/pgn").status_code == 404


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "pokerdrez", players=2, lang="es", options=OPTIONS)
    answer = table.call("POST", "/moves", table.seats[0], json={
        "move": "move", "args": {"from": "g1", "to": "f3", "pay": {"card": "pawn-1"}},
        "id": "m1"})
    assert answer.status_code == 422
    assert answer.get_json()["error"] == {
        "code": "card_cannot_move_piece",
        "message": "La carta pawn-1 no sirve para pagar este movimiento.",
        "rule": "/rules/pokerdrez#pokerdrez-with-a-card"}
