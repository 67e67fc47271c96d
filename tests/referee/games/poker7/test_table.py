"""Poker7 through the referee's API: refusals come in the table's language, the omniscient
moderator sees every hole card but never the deck's order, and a seat sees only its own."""

from __future__ import annotations

import json

from flask import Flask

from referee.games.base import Viewer
from referee.games.poker7 import GAME
from tests.referee.games.poker7.support import new
from tests.referee.referee_kit import new_table


def test_refusals_come_in_the_tables_language(app: Flask) -> None:
    table = new_table(app.test_client(), "poker7", players=3, lang="es")
    answer = table.move(1, "bet", {"amount": 1})
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert (error["code"], error["message"]) == (
        "bet_too_small", "La apuesta mínima es 2 (o todas tus fichas).")
    assert table.move(2, "check").status_code == 409


def test_the_moderator_sees_every_hole_card_and_nobody_the_deck() -> None:
    state = new(3, [["rook-1", "rook-2"], ["pawn-1", "pawn-2"], ["queen-1", "queen-2"]],
                ["joker-1", "joker-2", "joker-3", "joker-4", "joker-5"], first_dealer=2)
    everything = GAME.view(state, Viewer(None, omniscient=True))
    assert everything["private"]["hands"] == {"0": ["rook-1", "rook-2"], "1": ["pawn-1", "pawn-2"],
                                              "2": ["queen-1", "queen-2"]}
    seat = json.dumps(GAME.view(state, Viewer(1)))
    assert '"pawn-1"' in seat and '"rook-1"' not in seat and '"queen-2"' not in seat
    for view in (everything, GAME.view(state, Viewer(None)), GAME.view(state, Viewer(0))):
        assert '"joker-1"' not in json.dumps(view)          # the next card to turn: in no view
