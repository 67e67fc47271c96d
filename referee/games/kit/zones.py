"""Where the cards are: named zones (draw pile, discard pile, hands, common row…) kept in state.

A game keeps one JSON-able mapping of zones in its state (``state["zones"]``) and works on it
through ``Zones``, a thin wrapper that holds no data of its own::

    {"deck":    {"cards": [...], "show": "nobody",    "owner": None, "seen_by": [], "revealed": []},
     "hand-0":  {"cards": [...], "show": "owner",     "owner": 0,    "seen_by": [], "revealed": []},
     "common":  {"cards": [...], "show": "all",       "owner": None, "seen_by": [], "revealed": []},
     "discard": {"cards": [...], "show": "all",       ...}}

Order: a zone lists its cards top first where it is a pile one draws from (``draw`` takes from
the front); ``put`` adds at the end (a discard pile thus reads oldest first) unless ``top=True``.
``show`` says who may see the ids (``referee.games.kit.views`` builds the views from it):

- ``"all"`` — face up: every viewer;
- ``"owner"`` — the owner seat, the seats in ``seen_by`` and the omniscient moderator;
- ``"moderator"`` — only the omniscient moderator (a face-down set whose order means nothing);
- ``"nobody"`` — no viewer, not even the omniscient one: a draw pile, whose order is secret.

``revealed`` lists cards of the zone every viewer sees while they stay in it (a shown hole card).
Cards are plain ids; the zones do not care whether they are PokerDrez cards or tiles.
Programming errors (an unknown zone, a card that is not where a move says) raise ValueError or
KeyError; rule refusals are the game's, checked before calling (``has``, ``count``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, MutableMapping, Sequence
from typing import Any

from referee.games.base import IllegalMove

#: The visibility values of a zone's ``show``.
SHOWS = ("all", "owner", "moderator", "nobody")
#: The conventional names of the draw pile, the discard pile and the common (face-up) row.
DECK, DISCARD, COMMON = "deck", "discard", "common"

ZoneData = dict[str, Any]


def hand(seat: int, kind: str = "hand") -> str:
    """The conventional name of ``seat``'s hand zone: ``"hand-<seat>"`` (``kind`` for a second
    kind of hand, e.g. ``hand(0, "tiles") == "tiles-0"``)."""
    return f"{kind}-{seat}"


def standard_zones(players: int, pile: Iterable[str]) -> dict[str, ZoneData]:
    """The zones most card games start from: ``deck`` (``pile``, top first, seen by nobody),
    ``discard`` and ``common`` (face up, empty), and ``hand-<seat>`` for every seat (owner)."""
    zones: dict[str, ZoneData] = {}
    Zones(zones).add(DECK, "nobody", cards=pile).add(DISCARD, "all").add(COMMON, "all") \
        .add_hands(players)
    return zones


class Zones:
    """Operations on a game's zones mapping (``data``, kept in state and changed in place)."""

    def __init__(self, data: MutableMapping[str, ZoneData]) -> None:
        self.data = data

    # --- building -------------------------------------------------------------------------
    def add(self, name: str, show: str, owner: int | None = None,
            cards: Iterable[str] = ()) -> Zones:
        """Add an empty (or ``cards``-filled) zone; returns self. ValueError for a name already
        used, a ``show`` not in ``SHOWS``, or ``"owner"`` without an owner seat."""
        if name in self.data:
            raise ValueError(f"zone {name!r} exists already")
        if show not in SHOWS:
            raise ValueError(f"zone {name!r}: show must be one of {SHOWS}, not {show!r}")
        if show == "owner" and owner is None:
            raise ValueError(f"zone {name!r} is shown to its owner but has none")
        self.data[name] = {"cards": list(cards), "show": show, "owner": owner, "seen_by": [],
                           "revealed": []}
        return self

    def add_hands(self, players: int, show: str = "owner", kind: str = "hand") -> Zones:
        """Add ``hand-0`` … ``hand-<players-1>`` (``kind``-0 …), each owned by its seat;
        returns self."""
        for seat in range(players):
            self.add(hand(seat, kind), show, owner=seat)
        return self

    # --- reading --------------------------------------------------------------------------
    def zone(self, name: str) -> ZoneData:
        """The raw zone; KeyError naming the zone when there is none."""
        try:
            return self.data[name]
        except KeyError:
            raise KeyError(f"no zone {name!r}") from None

    def cards(self, name: str) -> list[str]:
        """A copy of the zone's cards, in zone order."""
        return list(self.zone(name)["cards"])

    def count(self, name: str) -> int:
        """How many cards the zone holds."""
        return len(self.zone(name)["cards"])

    def has(self, name: str, card: str) -> bool:
        """True when ``card`` is in zone ``name``."""
        return card in self.zone(name)["cards"]

    def where(self, card: str) -> str | None:
        """The name of the first zone holding ``card`` (zones in insertion order), or None."""
        return next((name for name, z in self.data.items() if card in z["cards"]), None)

    def pick(self, name: str, rng: random.Random) -> str:
        """A card of zone ``name`` chosen uniformly with ``rng`` (not removed), e.g. "a card drawn
        at random from the opponent's hand". ValueError for an empty zone."""
        cards = self.zone(name)["cards"]
        if not cards:
            raise ValueError(f"zone {name!r} is empty")
        return str(rng.choice(cards))

    def all_cards(self) -> list[str]:
        """Every card in every zone (zones in insertion order, each in zone order)."""
        return [card for z in self.data.values() for card in z["cards"]]

    # --- moving ---------------------------------------------------------------------------
    def take(self, name: str, card: str) -> str:
        """Remove ``card`` from zone ``name`` and return it; ValueError when it is not there."""
        zone = self.zone(name)
        if card not in zone["cards"]:
            raise ValueError(f"card {card!r} is not in zone {name!r}")
        zone["cards"].remove(card)
        if card in zone["revealed"]:
            zone["revealed"].remove(card)
        return card

    def put(self, name: str, cards: Iterable[str], top: bool = False) -> None:
        """Add ``cards`` at the end of zone ``name`` (in the given order), or in front of its
        first card with ``top=True`` (the first given card becomes the top)."""
        zone = self.zone(name)
        cards = list(cards)
        if top:
            zone["cards"][0:0] = cards
        else:
            zone["cards"].extend(cards)

    def move(self, card: str, src: str, dst: str, top: bool = False) -> str:
        """Move one card from ``src`` to ``dst`` (``put`` order); returns it."""
        self.zone(dst)
        self.put(dst, [self.take(src, card)], top=top)
        return card

    def draw(self, src: str, n: int = 1, dst: str | None = None,
             empty: IllegalMove | None = None) -> list[str]:
        """Take the first ``n`` cards of ``src`` (its top) and return them, in order; with ``dst``
        they are put at its end. When ``src`` holds fewer than ``n``: raise ``empty`` (the game's
        refusal; nothing moves) if one is given, else take what there is."""
        if n < 0:
            raise ValueError(f"cannot draw {n} cards")
        zone = self.zone(src)
        if dst is not None:
            self.zone(dst)
        if empty is not None and len(zone["cards"]) < n:
            raise empty
        drawn = zone["cards"][:n]
        del zone["cards"][:n]
        zone["revealed"] = [c for c in zone["revealed"] if c in zone["cards"]]
        if dst is not None:
            self.put(dst, drawn)
        return drawn

    def deal(self, src: str, dsts: Sequence[str], each: int | Sequence[int],
             empty: IllegalMove | None = None) -> None:
        """Deal from the top of ``src`` to every zone of ``dsts`` in turn, one block per zone:
        ``each`` cards to each, or ``each[k]`` to ``dsts[k]`` (SoloDrez: 7, 7, 6, …). The first
        zone gets the first block, the order the games' setups list. With ``empty`` and too few
        cards for the whole deal, raise it before moving any card; without, deal what there is."""
        counts = [each] * len(dsts) if isinstance(each, int) else list(each)
        if len(counts) != len(dsts):
            raise ValueError(f"{len(counts)} counts for {len(dsts)} zones")
        if empty is not None and self.count(src) < sum(counts):
            raise empty
        for dst, count in zip(dsts, counts, strict=True):
            self.draw(src, count, dst)

    def shuffle(self, name: str, rng: random.Random) -> None:
        """Shuffle zone ``name`` in place with ``rng`` (``random.Random.shuffle``)."""
        rng.shuffle(self.zone(name)["cards"])

    def shuffle_into(self, dst: str, cards: Iterable[str], rng: random.Random) -> None:
        """Add ``cards`` to ``dst`` and shuffle the whole zone (a neutral card "shuffled into the
        deck"). The cards must already have left their zone (``take``)."""
        self.put(dst, cards)
        self.shuffle(dst, rng)

    def reshuffle(self, src: str, dst: str, rng: random.Random, keep: int = 0) -> int:
        """Shuffle the cards of ``src`` (a discard pile) except its last ``keep`` and put them
        under the cards of ``dst`` (the draw pile); returns how many moved."""
        cards = self.zone(src)["cards"]
        moving = cards[:max(len(cards) - keep, 0)]
        for card in moving:
            self.take(src, card)
        rng.shuffle(moving)
        self.put(dst, moving)
        return len(moving)

    # --- visibility -----------------------------------------------------------------------
    def set_show(self, name: str, show: str) -> None:
        """Change who may see zone ``name`` (e.g. a declarer's hand played open → ``"all"``)."""
        if show not in SHOWS:
            raise ValueError(f"zone {name!r}: show must be one of {SHOWS}, not {show!r}")
        zone = self.zone(name)
        if show == "owner" and zone["owner"] is None:
            raise ValueError(f"zone {name!r} is shown to its owner but has none")
        zone["show"] = show

    def show_to(self, name: str, seat: int) -> None:
        """Let ``seat`` also see zone ``name`` (its ``seen_by``), e.g. a power to look at cards."""
        seen_by = self.zone(name)["seen_by"]
        if seat not in seen_by:
            seen_by.append(seat)

    def reveal(self, name: str, card: str) -> None:
        """Turn ``card`` of zone ``name`` face up for every viewer while it stays in the zone.
        ValueError when it is not there."""
        zone = self.zone(name)
        if card not in zone["cards"]:
            raise ValueError(f"card {card!r} is not in zone {name!r}")
        if card not in zone["revealed"]:
            zone["revealed"].append(card)
