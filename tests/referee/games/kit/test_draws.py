"""The draw and resignation moves a seat may send (kit.draws.draw_moves)."""

from __future__ import annotations

from referee.games.kit.draws import draw_moves


def test_a_seat_offers_a_draw_when_none_is_open() -> None:
    assert draw_moves(None, 0) == ["offer_draw", "resign"]


def test_another_seat_s_offer_is_answered_once() -> None:
    assert draw_moves(1, 0) == ["answer_draw", "resign"]
    assert draw_moves(1, 0, answered=True) == ["resign"]


def test_one_s_own_offer_leaves_only_resigning() -> None:
    assert draw_moves(0, 0) == ["resign"]
