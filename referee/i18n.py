"""Language of the API's messages: choosing it per request and translating into it.

Catalogue: Babel domain ``api`` under ``referee/translations/<lang>/LC_MESSAGES/api.mo`` with
English msgids: the API's own errors (marked with ``referee.errors._``), the engines'
``IllegalMove`` templates, and the messages with a count (``referee.plural.Plural``, a singular
and a plural msgid). Update it with::

    pybabel extract -k _ -k IllegalMove:2 -k Plural:1,2 --add-location=file -o /tmp/api.pot \\
        $(find referee -name '*.py' ! -path referee/web/pages.py | sort)
    pybabel update -D api -i /tmp/api.pot -d referee/translations
    pybabel compile -D api -d referee/translations

(``referee/web/pages.py`` has the pages' domain ``messages``.) ``tests/referee/test_i18n.py`` fails
while a message lacks its Spanish translation.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from babel.support import NullTranslations, Translations
from flask import Request

from referee.plural import Plural

LANGS: tuple[str, ...] = ("es", "en")
DEFAULT_LANG = "en"
LANG_COOKIE = "tapete_lang"
TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"


@cache
def catalogue(lang: str) -> NullTranslations:
    """The compiled ``api`` catalogue of ``lang``; English msgids come back as they are."""
    return Translations.load(str(TRANSLATIONS_DIR), [lang], domain="api")


def translate(message: str, lang: str, params: dict[str, Any] | None = None) -> str:
    """``message`` (an English msgid with ``{name}`` placeholders) in ``lang``, filled in; a
    ``Plural`` in the form for its count in ``params`` (KeyError when the count is missing).

    A translation whose placeholders do not match ``params`` falls back to the English text,
    so a catalogue mistake never hides an error from the player.
    """
    if isinstance(message, Plural):
        count = (params or {})[message.count]
        english = message.english(params or {})
        text = catalogue(lang).ngettext(message.singular, str(message), count)
    else:
        english = message
        text = catalogue(lang).gettext(message)
    if not params:
        return text
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return english.format(**params)


def choose_lang(request: Request, table_lang: str | None = None) -> str:
    """The caller's language: ``?lang=``, then the ``tapete_lang`` cookie, then
    Accept-Language, then the table's language, then English (api.md, "Language of messages").
    """
    for candidate in (request.args.get("lang"), request.cookies.get(LANG_COOKIE)):
        if candidate in LANGS:
            return candidate
    if request.accept_languages:
        best = request.accept_languages.best_match(LANGS)
        if best:
            return best
    return table_lang if table_lang in LANGS else DEFAULT_LANG
