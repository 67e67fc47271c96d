"""The end of a match played for chips, the same in Poker7 and PokerGuess
(docs/rules-decisions.md#poker7 D9 and #pokerguess): the match ends when one player holds every
chip, or after the ⚙ ``hands`` limit (``kit.chip_options``); the most chips win, equal stacks
share the win.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.games.kit.ledger import leaders


def match_ends(stacks: Sequence[int], hands: int | None, hand_no: int) -> bool:
    """True once hand ``hand_no`` is paid out and the match is over: at most one seat still
    holds chips (``stacks``, every seat's chips behind), or ``hands`` (None: no limit) were
    played."""
    return sum(1 for n in stacks if n > 0) <= 1 or (hands is not None and hand_no >= hands)


def chip_outcome(stacks: Sequence[int], hand_no: int) -> dict[str, Any]:
    """The outcome of a finished match: ``{"winners": the most chips (equal stacks share),
    "reason": "all_chips" | "hands", "chips": {"<seat>": int}, "hands": hand_no}``."""
    return {"winners": leaders(stacks),
            "reason": "all_chips" if sum(1 for n in stacks if n > 0) <= 1 else "hands",
            "chips": {str(seat): n for seat, n in enumerate(stacks)}, "hands": hand_no}
