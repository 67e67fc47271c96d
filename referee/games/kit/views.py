"""Who may see which card, and the zone views built from it (docs/rules-decisions.md#conventions,
"Views").

Every function builds its answer from scratch for one viewer (a whitelist): a zone contributes its
size and only the ids the viewer may see, never a filtered copy of the zone. The rules, for a zone
of ``referee.games.kit.zones``:

| zone ``show`` | a seat | seatless public viewer | omniscient moderator |
| --- | --- | --- | --- |
| ``all`` | every id, zone order | every id | every id |
| ``owner`` | all if owner or in ``seen_by``, else the revealed ones | revealed ones | every id |
| ``moderator`` | revealed ones | revealed ones | every id, sorted (never an order) |
| ``nobody`` | none | none | none (a draw pile's order is never shown) |

A seat's own ids and the omniscient moderator's follow ``referee.games.base.Viewer``: a moderator
who plays is only a seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from referee.games.base import Viewer
from referee.games.kit.zones import ZoneData, hand

#: The viewer a table screen is: no seat, not omniscient.
PUBLIC = Viewer(seat=None)


def sees_whole(zone: ZoneData, viewer: Viewer) -> bool:
    """True when ``viewer`` may see every id of ``zone`` (see the table above)."""
    show = zone["show"]
    if show == "all":
        return True
    if show == "owner":
        return viewer.omniscient or (viewer.seat is not None and (
            viewer.seat == zone["owner"] or viewer.seat in zone["seen_by"]))
    return show == "moderator" and viewer.omniscient


def visible_cards(zone: ZoneData, viewer: Viewer) -> list[str]:
    """The ids of ``zone`` that ``viewer`` may see: all of them (zone order; sorted for a
    ``moderator`` zone), or its revealed cards in zone order (none in a ``nobody`` zone)."""
    cards: list[str] = zone["cards"]
    if zone["show"] == "nobody":
        return []
    if sees_whole(zone, viewer):
        return sorted(cards) if zone["show"] == "moderator" else list(cards)
    revealed = set(zone["revealed"])
    return [card for card in cards if card in revealed]


def zone_view(zone: ZoneData, viewer: Viewer) -> dict[str, Any]:
    """``{"count": n, "cards": [ids viewer may see]}`` for one zone."""
    return {"count": len(zone["cards"]), "cards": visible_cards(zone, viewer)}


def zones_view(zones: Mapping[str, ZoneData], viewer: Viewer,
               names: Iterable[str] | None = None) -> dict[str, dict[str, Any]]:
    """``{name: zone_view}`` for the zones ``names`` (default: all) as ``viewer`` sees them."""
    return {name: zone_view(zones[name], viewer) for name in (zones if names is None else names)}


def public_zones(zones: Mapping[str, ZoneData],
                 names: Iterable[str] | None = None) -> dict[str, dict[str, Any]]:
    """The zones as a seatless, non-omniscient viewer sees them: every count, face-up and
    revealed ids only — the ``public`` part of a game's view."""
    return zones_view(zones, PUBLIC, names)


def private_zones(zones: Mapping[str, ZoneData], viewer: Viewer,
                  names: Iterable[str] | None = None) -> dict[str, list[str]]:
    """``{name: [ids]}`` for the zones where ``viewer`` sees more than the public does (its own
    hand, cards shown to it, everything for the omniscient moderator except draw piles) — the
    zone part of a game's ``private`` view. Zones it sees no more of are left out."""
    private: dict[str, list[str]] = {}
    for name in zones if names is None else names:
        zone = zones[name]
        if zone["show"] in ("owner", "moderator") and sees_whole(zone, viewer):
            private[name] = visible_cards(zone, viewer)
    return private


def all_hands(zones: Mapping[str, ZoneData], players: int,
              kind: str = "hand") -> dict[str, list[str]]:
    """``{"<seat>": [ids]}``: every seat's ``<kind>-<seat>`` zone as the omniscient moderator
    sees it beyond the public view (``private_zones``) — the hands part of the ``private`` view
    of a moderator who does not play; ``[]`` for a hand the public sees whole already."""
    seen = private_zones(zones, Viewer(None, omniscient=True),
                         [hand(seat, kind) for seat in range(players)])
    return {str(seat): seen.get(hand(seat, kind), []) for seat in range(players)}


def hand_sizes(zones: Mapping[str, ZoneData], players: int, kind: str = "hand") -> list[int]:
    """The size of every seat's ``hand-<seat>`` (``<kind>-<seat>``) zone, in seat order (public
    counts)."""
    return [len(zones[hand(seat, kind)]["cards"]) for seat in range(players)]
