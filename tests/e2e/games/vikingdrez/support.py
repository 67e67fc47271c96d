"""VikingDrez's board (``board_kit.Board``: a move made by tapping a piece and then a lit
square) and its tables, made from the phone's page with a set start position
(``table_kit.page_table``: a start position has no form field).

Imported as ``tests.e2e.games.vikingdrez.support``.
"""

from __future__ import annotations

from tests.e2e.board_kit import Board

BOARD = Board(".vd-board")
