"""The payment table of the chess games with cards (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez D3, D5, D13): what a card or a die roll pays."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.kit.payment import KING, card_pays, check_pays, die_pays, wild_figures

ALL_ON_BOARD = ("queen", "rook", "bishop", "knight", "pawn")


def test_the_joker_and_the_missing_figures_are_wild() -> None:
    assert wild_figures(ALL_ON_BOARD) == {"joker"}
    assert wild_figures(("rook", "pawn")) == {"joker", "queen", "bishop", "knight"}


def test_a_card_pays_its_own_figure_a_wild_figure_or_any_king_move() -> None:
    wild = wild_figures(("rook", "bishop", "knight", "pawn"))
    assert card_pays("rook-3", "rook", wild)
    assert not card_pays("rook-3", "bishop", wild)
    assert card_pays("queen-1", "pawn", wild)
    assert card_pays("joker-2", "knight", wild)
    assert card_pays("pawn-9", KING, wild)


def test_a_neutral_card_never_pays() -> None:
    assert not card_pays("neutral-1", KING, wild_figures(()))
    assert not card_pays("neutral-2", "pawn", wild_figures(()))


def test_a_die_pays_its_figure_a_wild_figure_and_a_six_anything() -> None:
    wild = wild_figures(ALL_ON_BOARD)
    assert die_pays(4, "rook", wild)
    assert not die_pays(4, "bishop", wild)
    assert die_pays(6, KING, wild)
    assert not die_pays(5, KING, wild)
    assert die_pays(5, "pawn", wild_figures(("rook", "pawn")))


def test_check_pays_names_what_cannot_pay() -> None:
    wild = wild_figures(ALL_ON_BOARD)
    check_pays(None, "rook", wild)
    check_pays({"card": "rook-1", "source": "hand-0"}, "rook", wild)
    with pytest.raises(IllegalMove) as card:
        check_pays({"card": "pawn-1", "source": "hand-0"}, "rook", wild)
    assert (card.value.code, card.value.params) == ("card_cannot_move_piece", {"card": "pawn-1"})
    with pytest.raises(IllegalMove) as die:
        check_pays({"die": 1}, "rook", wild)
    assert (die.value.code, die.value.params) == ("die_cannot_move_piece", {"value": 1})
