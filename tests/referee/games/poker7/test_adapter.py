"""The pokerkit adapter (referee/games/poker7/bets.py): antes, all-ins, side pots, uncalled
bets, reopening, the show street, and placeholder cards (docs/rules-decisions.md#poker7 D6, D7)."""

from __future__ import annotations

from referee.games.poker7.bets import CLOSED, COVERED, NOBODY, Betting, Pot


def test_three_all_ins_build_a_main_pot_a_side_pot_and_return_the_rest() -> None:
    table = Betting([100, 50, 20], ante=1)
    table.apply(["to", table.all_in_to])
    table.apply(["check_call"])
    table.apply(["check_call"])
    assert table.pots() == [Pot(60, (0, 1, 2)), Pot(60, (0, 1))]
    assert table.stacks == [50, 0, 0]        # 49 of the 99 bet came back, plus the ante's 1 left
    assert table.chips_in_play() == 170


def test_everyone_all_in_skips_to_the_show_street_then_the_showdown() -> None:
    table = Betting([100, 50, 20], ante=2)
    for op in (["to", 98], ["check_call"], ["check_call"]):
        table.apply(op)
    assert (table.actor, table.shower, table.board_count) == (None, 0, 5)
    for _ in range(3):
        table.apply(["stand_pat"])
    assert table.finished and table.shower is None


def test_a_short_ante_is_an_all_in_with_a_side_pot() -> None:
    table = Betting([1, 100, 100], ante=2)
    assert table.pots() == [Pot(3, (0, 1, 2)), Pot(2, (1, 2))]
    assert table.stacks == [0, 98, 98]


def test_first_to_act_is_index_0_and_the_smallest_bet_is_the_ante() -> None:
    table = Betting([100, 100], ante=5)
    assert (table.actor, table.to_call, table.min_to, table.max_to) == (0, 0, 5, 95)
    table.apply(["to", 20])
    assert (table.actor, table.to_call, table.min_to, table.opened) == (1, 20, 40, True)


def test_an_all_in_for_less_does_not_reopen_raising_for_who_already_acted() -> None:
    table = Betting([100, 100, 15], ante=2)
    table.apply(["to", 10])
    table.apply(["check_call"])
    table.apply(["to", 13])                  # seat 2 all-in: a raise of 3, less than 10
    assert (table.actor, table.to_call, table.raise_block()) == (0, 3, CLOSED)


def test_calling_all_in_is_covered_and_nobody_left_blocks_a_raise() -> None:
    table = Betting([100, 30], ante=2)
    table.apply(["to", 98])
    assert (table.actor, table.raise_block()) == (1, COVERED)
    table = Betting([30, 100, 100], ante=2)
    table.apply(["to", 28])
    table.apply(["fold"])
    assert table.actor == 2 and table.raise_block() == NOBODY


def test_a_fold_to_one_player_ends_the_hand_with_his_bet_uncalled() -> None:
    table = Betting([100, 100, 100], ante=2)
    table.apply(["to", 10])
    table.apply(["fold"])
    table.apply(["fold"])
    assert table.finished and table.in_hand == [True, False, False]
    assert table.chips_in_play() == 300
    assert sum(pot.amount for pot in table.pots()) + table.bets[0] == 16


def test_replaying_ops_rebuilds_the_same_hand() -> None:
    ops = [["to", 10], ["check_call"], ["check_call"], ["check_call"], ["to", 4]]
    table = Betting([50, 60], ante=2, ops=ops)
    assert (table.board_count, table.actor, table.bets) == (5, 1, [4, 0])
