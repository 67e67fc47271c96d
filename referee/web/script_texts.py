"""The texts the pages' scripts translate, read from the scripts themselves.

The page scripts under ``assets/static/js/`` hand their English msgids to two functions:
``t("…")`` (``i18n.js``, every page) and ``say("…")`` (a game screen's Words, ``game_words.js``).
Babel's JavaScript extractor finds those string literals (template strings included), the same
way ``pybabel extract`` puts them into the ``messages`` catalogue (``make translations``), so the
msgids a page carries and the ones the catalogue translates come from one reading of the
scripts. A page then carries ``{msgid: translation}`` for exactly these msgids.

A game screen's texts are those its ``index.js`` says and every script it imports, following
relative ``import … from "…"`` statements (the kit's modules, ``game_words.js``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from babel.messages.extract import extract

#: The page scripts (``assets/static/js``; a game's under ``games/<id>/``).
SCRIPTS_DIR = Path(__file__).resolve().parents[2] / "assets" / "static" / "js"
#: How Babel reads the scripts; ``make translations`` passes the same options through
#: ``referee/translations/messages.cfg``.
JS_OPTIONS = {"parse_template_string": True}
#: A relative ES module import: ``import { x } from "./y.js";`` or ``import "./y.js";``.
_IMPORT = re.compile(r'^\s*import\b[^"\']*?["\'](\.{1,2}/[^"\']+)["\']', re.M)


def msgids(scripts: Iterable[Path], keyword: str) -> tuple[str, ...]:
    """Every string literal the ``scripts`` hand to ``keyword(…)`` as its first argument,
    sorted and without repeats. Raises OSError when a script cannot be read."""
    found: set[str] = set()
    for path in scripts:
        with path.open("rb") as handle:
            for _line, message, _comments, _context in extract(
                    "javascript", handle, keywords={keyword: None}, options=JS_OPTIONS):
                found.add(message if isinstance(message, str) else message[0])
    return tuple(sorted(found))


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
def page_msgids() -> tuple[str, ...]:
    """The msgids every page's scripts translate with ``t("…")``."""
    return msgids(sorted(SCRIPTS_DIR.rglob("*.js")), "t")


@cache
def game_msgids(game_id: str) -> tuple[str, ...]:
    """The msgids game ``game_id``'s screen translates with ``say("…")``: its
    ``games/<id>/index.js`` and what that imports; () when the game has no screen script."""
    entry = SCRIPTS_DIR / "games" / game_id / "index.js"
    if not entry.is_file():
        return ()
    return msgids(imported(entry), "say")
