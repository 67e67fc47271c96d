"""Points for a SokuDrez swap in the multi-player variant (seed 004 SokuDrez, "VARIANTE
MULTIJUGADOR"; docs/rules-decisions.md#sokudrez, D1 and D2).

Card A at (rA, cA) and card B at (rB, cB) are swapped; every check reads the grid *before* the
swap. Eight checks give one point each:

- ``figure_a_repeated``: A's figure appears at least twice in column cA;
  ``figure_a_missing``: it appears nowhere in column cB; ``figure_b_repeated`` /
  ``figure_b_missing`` the same for B — only when cA ≠ cB and the figures differ (D1);
- ``number_a_repeated`` / ``number_a_missing`` / ``number_b_repeated`` / ``number_b_missing``:
  the same on rows and numbers — only when rA ≠ rB and the numbers differ.
"""

from __future__ import annotations

from referee.games.kit.cards import colour, figure
from referee.games.sokudrez.grid import Grid, column_figures, row_numbers

Cell = tuple[int, int]
#: The eight checks in the order the seed lists them.
CHECKS = ("figure_a_repeated", "figure_a_missing", "number_a_repeated", "number_a_missing",
          "figure_b_repeated", "figure_b_missing", "number_b_repeated", "number_b_missing")


def swap_checks(grid: Grid, a: Cell, b: Cell) -> dict[str, bool]:
    """The eight checks for swapping the cards at ``a`` and ``b`` (0-based ``(row, column)``),
    by name (``CHECKS``); their number of True values is the swap's points (0–8)."""
    (row_a, col_a), (row_b, col_b) = a, b
    card_a, card_b = grid[row_a][col_a], grid[row_b][col_b]
    checks = dict.fromkeys(CHECKS, False)
    fig_a, fig_b = figure(card_a), figure(card_b)
    if col_a != col_b and fig_a != fig_b:
        here_a, here_b = column_figures(grid, col_a), column_figures(grid, col_b)
        checks["figure_a_repeated"] = here_a.count(str(fig_a)) >= 2
        checks["figure_a_missing"] = str(fig_a) not in here_b
        checks["figure_b_repeated"] = here_b.count(str(fig_b)) >= 2
        checks["figure_b_missing"] = str(fig_b) not in here_a
    num_a, num_b = colour(card_a), colour(card_b)
    if row_a != row_b and num_a != num_b:
        line_a, line_b = row_numbers(grid, row_a), row_numbers(grid, row_b)
        checks["number_a_repeated"] = line_a.count(int(num_a or 0)) >= 2
        checks["number_a_missing"] = num_a not in line_b
        checks["number_b_repeated"] = line_b.count(int(num_b or 0)) >= 2
        checks["number_b_missing"] = num_b not in line_a
    return checks
