"""The dominance check's arithmetic (seed 002 "Comprobación de dominio",
docs/rules-decisions.md#pax-pamir).

Pure functions over plain data. ``blocks`` is ``{"afghan": n, "british": n, "russian": n}``;
players are ids (see ``roster``) mapped to ints (influence or cylinders in play).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

COALITIONS: tuple[str, ...] = ("afghan", "british", "russian")
#: A coalition dominates with at least this many blocks more than each other coalition.
MARGIN = 4
#: Points by place: a successful check (loyal players by influence), a failed one (everyone by
#: cylinders in play). The final check doubles them before ties are split.
SUCCESS_POINTS: tuple[int, ...] = (5, 3, 1)
FAILURE_POINTS: tuple[int, ...] = (3, 1)
FINAL_FACTOR = 2
#: A player this many points ahead of every other one wins at once.
LEAD = 4


def dominant(blocks: Mapping[str, int]) -> str | None:
    """The coalition with at least ``MARGIN`` blocks more than each other one, else None.

    Two coalitions tied at the top never dominate (docs/rules-decisions.md#pax-pamir D2).
    """
    for coalition in COALITIONS:
        others = [blocks[c] for c in COALITIONS if c != coalition]
        if all(blocks[coalition] >= other + MARGIN for other in others):
            return coalition
    return None


def places(values: Mapping[str, int], table: Sequence[int]) -> list[dict[str, Any]]:
    """The ranking of ``values`` (highest first) as groups of tied players with their points.

    Each group is ``{"players": [id], "value": n, "first": place, "points": each}``: the ``k``
    players tied at places ``first … first+k−1`` (1-based) each get the sum of those places'
    points in ``table`` divided by ``k``, rounded down; places past ``table`` are worth 0. The
    players of a group keep the order of ``values``.
    """
    order = sorted(values, key=lambda player: -values[player])
    groups: list[dict[str, Any]] = []
    place = 0
    while place < len(order):
        value = values[order[place]]
        tied = [player for player in order[place:] if values[player] == value]
        worth = sum(table[i] for i in range(place, min(place + len(tied), len(table))))
        groups.append({"players": tied, "value": value, "first": place + 1,
                       "points": worth // len(tied)})
        place += len(tied)
    return groups


def resolve(blocks: Mapping[str, int], entries: Mapping[str, Mapping[str, Any]],
            final: bool) -> dict[str, Any]:
    """The result of one check: ``{"success", "coalition", "ranked_by", "places", "points"}``.

    ``entries`` maps every player id to ``{"loyalty", "influence", "cylinders"}``. Success: the
    players loyal to the dominant coalition are ranked by influence and score 5/3/1 (nobody
    scores when nobody is loyal to it); failure: every player is ranked by cylinders in play
    (0 included) and scores 3/1; ``final`` doubles the points before ties are split.
    ``points`` maps every player id to the points this check gave (0 when not ranked).
    """
    coalition = dominant(blocks)
    factor = FINAL_FACTOR if final else 1
    if coalition is not None:
        ranked_by = "influence"
        values = {p: e["influence"] for p, e in entries.items() if e["loyalty"] == coalition}
        table = [points * factor for points in SUCCESS_POINTS]
    else:
        ranked_by = "cylinders"
        values = {p: e["cylinders"] for p, e in entries.items()}
        table = [points * factor for points in FAILURE_POINTS]
    groups = places(values, table)
    points = dict.fromkeys(entries, 0)
    for group in groups:
        for player in group["players"]:
            points[player] = group["points"]
    return {"success": coalition is not None, "coalition": coalition, "ranked_by": ranked_by,
            "places": groups, "points": points}


def leader(scores: Mapping[str, int]) -> str | None:
    """The player at least ``LEAD`` points ahead of every other player, else None."""
    ranked = sorted(scores, key=lambda player: -scores[player])
    if len(ranked) < 2:
        return ranked[0] if ranked else None
    first, second = ranked[0], ranked[1]
    return first if scores[first] - scores[second] >= LEAD else None


def best(values: Mapping[str, int], among: Sequence[str]) -> list[str]:
    """The players of ``among`` with the highest value in ``values``, in ``among``'s order."""
    top = max(values[player] for player in among)
    return [player for player in among if values[player] == top]
