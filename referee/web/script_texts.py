"""The texts the pages' scripts translate, read from the scripts themselves.

The page scripts under ``assets/static/js/`` hand their English msgids to ``t("…")``
(``i18n.js``, every page) and ``say("…")`` (a game screen's Words, ``game_words.js``), and the
texts with a count to ``tn("…", "…", n)`` and ``sayN("…", "…", n)`` (singular, plural).
Babel's JavaScript extractor finds those string literals (template strings included), the same
way ``pybabel extract`` puts them into the ``messages`` catalogue (``make translations``), so the
msgids a page carries and the ones the catalogue translates come from one reading of the
scripts. A page then carries a translation for exactly these msgids (``referee.web.pages``).

A game screen's texts are those its ``index.js`` says and every script it imports, following
relative ``import … from "…"`` statements (the kit's modules, ``game_words.js``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

from babel.messages.extract import extract

#: The page scripts (``assets/static/js``; a game's under ``games/<id>/``).
SCRIPTS_DIR = Path(__file__).resolve().parents[2] / "assets" / "static" / "js"
#: How Babel reads the scripts; ``make translations`` passes the same options through
#: ``referee/translations/messages.cfg``.
JS_OPTIONS = {"parse_template_string": True}
#: A text: an English msgid, or a (singular, plural) pair of a text with a count.
Text = str | tuple[str, str]
#: The functions of the pages' scripts (``i18n.js``): texts, and texts with a count.
PAGE_KEYWORDS = {"t": None, "tn": (1, 2)}
#: The functions of a game screen's Words (``game_words.js``).
GAME_KEYWORDS = {"say": None, "sayN": (1, 2)}
#: A relative ES module import: ``import { x } from "./y.js";`` or ``import "./y.js";``.
_IMPORT = re.compile(r'^\s*import\b[^"\']*?["\'](\.{1,2}/[^"\']+)["\']', re.M)


def msgids(scripts: Iterable[Path], keywords: Mapping[str, tuple[int, int] | None]
           ) -> tuple[Text, ...]:
    """Every text the ``scripts`` hand to the functions ``keywords`` names, as Babel's
    keywords: ``None`` for a msgid as the first argument, ``(1, 2)`` for a singular and a plural
    as the first two. Sorted by English msgid (a pair by its singular), without repeats.
    Raises OSError when a script cannot be read."""
    found: set[Text] = set()
    for path in scripts:
        with path.open("rb") as handle:
            for _line, message, _comments, _context in extract(
                    "javascript", handle, keywords=dict(keywords), options=JS_OPTIONS):
                found.add(message if isinstance(message, str) else (message[0], message[1]))
    return tuple(sorted(found, key=lambda text: (text, "") if isinstance(text, str) else text))


def imported(entry: Path) -> list[Path]:
    """``entry`` and every script it imports, directly or not, by relative path, in the order
    first met. Raises OSError when a script cannot be read."""
    seen: dict[Path, None] = {}
    pending = [entry.resolve()]
    while pending:
        path = pending.pop()
        if path in seen:
            continue
        seen[path] = None
        source = path.read_text(encoding="utf-8")
        pending.extend((path.parent / target).resolve() for target in _IMPORT.findall(source))
    return list(seen)


@cache
def page_msgids() -> tuple[Text, ...]:
    """The texts every page's scripts translate with ``t`` and ``tn``."""
    return msgids(sorted(SCRIPTS_DIR.rglob("*.js")), PAGE_KEYWORDS)


@cache
def game_msgids(game_id: str) -> tuple[Text, ...]:
    """The texts game ``game_id``'s screen translates with ``say`` and ``sayN``: its
    ``games/<id>/index.js`` and what that imports; () when the game has no screen script."""
    entry = SCRIPTS_DIR / "games" / game_id / "index.js"
    if not entry.is_file():
        return ()
    return msgids(imported(entry), GAME_KEYWORDS)
