"""The public history of revealed events (kit.history)."""

from __future__ import annotations

import json

import pytest

from referee.games.kit.history import public_history, record


def test_record_appends_numbered_entries_in_one_shape() -> None:
    history: list = []
    first = record(history, "discard", 0, ["rook-3"], "pay", san="e4")
    record(history, "turned", cards=("joker-1", "pawn-2"))
    assert first == {"n": 0, "event": "discard", "seat": 0, "cards": ["rook-3"],
                     "how": "pay", "san": "e4"}
    assert history[1] == {"n": 1, "event": "turned", "seat": None,
                          "cards": ["joker-1", "pawn-2"], "how": None}
    json.dumps(history)


def test_record_refuses_to_overwrite_a_fixed_field() -> None:
    history: list = []
    with pytest.raises(ValueError, match="fixed"):
        record(history, "x", n=4)
    assert history == []


def test_public_history_copies_and_keeps_the_last() -> None:
    history: list = []
    for k in range(5):
        record(history, "shown", k % 2, [f"pawn-{k + 1}"])
    assert [e["n"] for e in public_history(history, last=2)] == [3, 4]
    assert public_history(history, last=9) == history
    copy = public_history(history)
    copy[0]["cards"].append("forged")
    assert history[0]["cards"] == ["pawn-1"]
