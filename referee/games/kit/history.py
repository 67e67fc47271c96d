"""The public history of revealed events, in one shape for every game.

docs/rules-decisions.md#conventions, "Views": a revealed card (spent, shown, discarded) goes
into public history with who and how. An entry is a JSON-able dict::

    {"n": 7, "event": "discard", "seat": 0, "cards": ["rook-3"], "how": "pay", "san": "e4"}

``n`` counts entries from 0; ``seat`` is None for the table (a card turned by the app); ``cards``
are ids everyone may now see; ``how`` is a stable code the phones translate (``"pay"``,
``"show"``, ``"swap"``), not prose; further fields are the game's. Everything in the history is
public: a game never records a hidden card here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def record(history: list[dict[str, Any]], event: str, seat: int | None = None,
           cards: Sequence[str] = (), how: str | None = None, **extra: Any) -> dict[str, Any]:
    """Append one public event to ``history`` and return it. ValueError when ``extra`` uses a
    name of the fixed fields."""
    clash = {"n", "event", "seat", "cards", "how"} & set(extra)
    if clash:
        raise ValueError(f"history fields {sorted(clash)} are fixed")
    entry: dict[str, Any] = {"n": len(history), "event": event, "seat": seat,
                             "cards": list(cards), "how": how, **extra}
    history.append(entry)
    return entry


def public_history(history: Sequence[dict[str, Any]], last: int | None = None
                   ) -> list[dict[str, Any]]:
    """Copies of the entries (all, or the ``last`` ones) for a view."""
    entries = history if last is None else history[max(len(history) - last, 0):]
    return [{**entry, "cards": list(entry["cards"])} for entry in entries]
