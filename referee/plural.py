"""A refusal message with a count, for the Babel domain ``api`` (``referee.i18n``).

Most messages are one English msgid; one that shows a count ("Discard exactly {count} cards.")
needs a form per count in each language. ``Plural`` carries both English forms and the name of
the parameter holding the count; it is the plural form as a string, so it goes wherever a
message template does (``IllegalMove``, ``ApiError``). ``make translations`` reads its calls
with the keyword ``Plural:1,2``; ``referee.i18n.translate`` picks the form for the count.
"""

from __future__ import annotations

from typing import Any


class Plural(str):
    """An English message with a count: the string itself is the plural form ("{count}
    cards"), ``singular`` the form for one, ``count`` the name of the parameter holding the
    count."""

    singular: str
    count: str

    def __new__(cls, singular: str, plural: str, count: str) -> Plural:
        message = super().__new__(cls, plural)
        message.singular = singular
        message.count = count
        return message

    def english(self, params: dict[str, Any]) -> str:
        """The English form for the count in ``params`` (the singular for 1), unfilled.
        Raises KeyError when ``params`` lacks the count."""
        return self.singular if params[self.count] == 1 else str(self)
