"""The page texts as the tests read them, apart from the server's own reading
(``referee.web.script_texts``): the literals the page scripts hand to a function, read with a
regular expression, and what a page must carry for each msgid of the ``messages`` catalogue."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from babel.messages.pofile import read_po

from tests.referee.referee_kit import ROOT


def quoted_texts(scripts: Iterable[Path], function: str) -> set[str]:
    """Every text the ``scripts`` hand to ``function("...")`` as a string literal (the
    English msgids a page's JavaScript translates)."""
    call = re.compile(rf'\b{re.escape(function)}\(\s*"((?:[^"\\]|\\.)*)"')
    return {json.loads(f'"{literal}"') for path in scripts
            for literal in call.findall(path.read_text())}


def catalogue_texts(lang: str) -> dict[str, str | list[str]]:
    """What a page in ``lang`` must carry for each msgid of the ``messages`` catalogue, read
    from its .po: a text's translation (its English msgid when it has none), and for a text
    with a count, keyed by its singular, its two forms ``[one, other]`` (English ones where
    untranslated)."""
    path = ROOT / "referee" / "translations" / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as handle:
        catalogue = read_po(handle)
    texts: dict[str, str | list[str]] = {}
    for message in catalogue:
        if not message.id:
            continue
        if isinstance(message.id, str):
            texts[message.id] = message.string or message.id
        else:
            texts[message.id[0]] = [form or english
                                    for form, english in zip(message.string, message.id,
                                                             strict=True)]
    return texts
