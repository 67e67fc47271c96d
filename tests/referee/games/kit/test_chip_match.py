"""The end of a match for chips (kit.chip_match; docs/rules-decisions.md#poker7 D9)."""

from __future__ import annotations

from referee.games.kit.chip_match import chip_outcome, match_ends


def test_the_match_ends_with_one_stack_left_or_at_the_hands_limit() -> None:
    assert match_ends([0, 200, 0], None, 7)
    assert not match_ends([50, 150, 0], None, 7)
    assert not match_ends([50, 150, 0], 8, 7)
    assert match_ends([50, 150, 0], 8, 8)


def test_the_most_chips_win_and_equal_stacks_share() -> None:
    assert chip_outcome([0, 200, 0], 5) == {"winners": [1], "reason": "all_chips",
                                            "chips": {"0": 0, "1": 200, "2": 0}, "hands": 5,
                                            "left": []}
    shared = chip_outcome([90, 90, 20], 10)
    assert (shared["winners"], shared["reason"]) == ([0, 1], "hands")
