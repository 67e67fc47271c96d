"""Player names as the table shows them: one normal form, whatever a phone's keyboard sent.

A name is put in Unicode NFC; control characters (category Cc, NUL included) and format
characters (Cf: zero-width spaces and joiners, bidirectional overrides and isolates, soft
hyphens, BOMs) are removed, since they can make two names look alike or turn the text around
them; every run of whitespace becomes one space, and the ends are trimmed. A name left empty is
refused, and so is one over ``NAME_MAX`` characters.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from referee.errors import ApiError, _
from referee.storage.schema import NAME_MAX

_REMOVED = ("Cc", "Cf", "Cs", "Co", "Cn")


def normal_name(text: str) -> str:
    """``text`` in NFC without control, format, surrogate, private-use or unassigned
    characters, whitespace runs collapsed to one space and trimmed (may be empty)."""
    kept = "".join(" " if ch.isspace() else ch for ch in unicodedata.normalize("NFC", text)
                   if ch.isspace() or unicodedata.category(ch) not in _REMOVED)
    return " ".join(kept.split())


def clean_name(name: Any) -> str:
    """The name to store for a seat, from a request's ``name``.

    Raises ApiError 400 ``bad_name`` when it is not a string, is empty once normalised
    (``normal_name``), or is longer than ``NAME_MAX`` characters.
    """
    if not isinstance(name, str):
        raise ApiError("bad_name", _("Type a name."))
    cleaned = normal_name(name)
    if not cleaned:
        if name.strip():
            raise ApiError("bad_name", _("Type a name with visible letters or digits."))
        raise ApiError("bad_name", _("Type a name."))
    if len(cleaned) > NAME_MAX:
        raise ApiError("bad_name", _("Names have at most {max} characters."), max=NAME_MAX)
    return cleaned
