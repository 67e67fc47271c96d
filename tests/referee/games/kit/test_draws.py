"""The offer, answer and resignation moves a seat may send (kit.draws.draw_moves, offer_moves)
and an offer several seats answer (group_offer, answer_group, all_accepted)."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.kit.draws import (
    all_accepted,
    answer_group,
    draw_moves,
    group_offer,
    offer_moves,
)


def test_a_seat_offers_a_draw_when_none_is_open() -> None:
    assert draw_moves(None, 0) == ["offer_draw", "resign"]


def test_another_seat_s_offer_is_answered_once() -> None:
    assert draw_moves(1, 0) == ["answer_draw", "resign"]
    assert draw_moves(1, 0, answered=True) == ["resign"]


def test_one_s_own_offer_leaves_only_resigning() -> None:
    assert draw_moves(0, 0) == ["resign"]


def test_a_concession_offer_has_its_own_moves() -> None:
    assert offer_moves(None, 0, kind="concession") == ["concede"]
    assert offer_moves(1, 0, kind="concession") == ["answer_concession"]
    assert offer_moves(1, 0, answered=True, kind="concession") == []
    assert offer_moves(0, 0, kind="concession") == []


def test_a_group_offer_ends_once_every_asked_seat_accepted() -> None:
    offer = group_offer(2)
    assert answer_group(offer, 0, {"accept": True}, [0, 1]) is True
    assert not all_accepted(offer, [0, 1]) and offer["accepted"] == [0]
    assert answer_group(offer, 1, {"accept": True}, [0, 1]) is True
    assert all_accepted(offer, [0, 1])


def test_a_group_offer_refuses_a_seat_not_asked_and_a_second_answer() -> None:
    offer = group_offer(2)
    with pytest.raises(IllegalMove) as caught:
        answer_group(offer, 3, {"accept": True}, [0, 1])
    assert caught.value.code == "not_your_turn"
    answer_group(offer, 0, {"accept": True}, [0, 1], kind="concession")
    with pytest.raises(IllegalMove) as caught:
        answer_group(offer, 0, {"accept": False}, [0, 1], kind="concession")
    assert (caught.value.code, caught.value.message) == (
        "already_answered", "You have already accepted this offer to give up.")
    assert offer["accepted"] == [0]
