"""Every link in the user documentation stays inside the repository and leads somewhere.

Checked files: README.md, docs/**/*.md, bench/README.md and bench/results/*.md. Every Markdown
link and image must be relative (the docs never point outside the repository), must name a file
or folder of this checkout, and its ``#anchor``, if any, must be a heading of the Markdown file
it names, spelt as GitHub spells heading anchors.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

ROOT = Path(__file__).resolve().parent.parent
PARSER = MarkdownIt("commonmark").enable("table")


def documents() -> list[Path]:
    """The checked Markdown files, sorted."""
    found = [ROOT / "README.md", ROOT / "bench" / "README.md"]
    found += sorted((ROOT / "docs").rglob("*.md"))
    found += sorted((ROOT / "bench" / "results").glob("*.md"))
    return [path for path in found if path.is_file()]


def _walk(tokens: list[Token]) -> Iterator[Token]:
    for token in tokens:
        yield token
        if token.children:
            yield from _walk(token.children)


def links(path: Path) -> list[str]:
    """The targets of every link and image of ``path`` (code spans and blocks hold none)."""
    targets = []
    for token in _walk(PARSER.parse(path.read_text(encoding="utf-8"))):
        if token.type == "link_open":
            targets.append(str(token.attrGet("href")))
        elif token.type == "image":
            targets.append(str(token.attrGet("src")))
    return targets


def slug(heading: str) -> str:
    """GitHub's anchor of a heading's text: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


@functools.cache
def anchors(path: Path) -> frozenset[str]:
    """The anchors of the headings of ``path``; a repeated one gets ``-1``, ``-2``, … added."""
    tokens = PARSER.parse(path.read_text(encoding="utf-8"))
    seen: dict[str, int] = {}
    found = set()
    for opening, inline in itertools.pairwise(tokens):
        if opening.type != "heading_open":
            continue
        text = "".join(child.content for child in inline.children or []
                       if child.type in ("text", "code_inline"))
        base = slug(text)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return frozenset(found)


def problem(source: Path, target: str) -> str | None:
    """What is wrong with the link ``target`` written in ``source``, or None."""
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or target.startswith("/"):
        return "points outside the repository"
    named = (source.parent / unquote(parts.path)).resolve() if parts.path else source
    if not named.is_relative_to(ROOT):
        return "points outside the repository"
    if not named.exists():
        return f"{named.relative_to(ROOT)} does not exist"
    if parts.fragment and named.suffix == ".md" and parts.fragment not in anchors(named):
        return f"{named.relative_to(ROOT)} has no heading #{parts.fragment}"
    return None


@pytest.mark.parametrize("document", documents(), ids=lambda path: str(path.relative_to(ROOT)))
def test_every_link_leads_to_a_file_of_the_repository(document: Path) -> None:
    wrong = [f"{target}: {why}" for target in links(document)
             if (why := problem(document, target)) is not None]
    assert not wrong, f"{document.relative_to(ROOT)}:\n" + "\n".join(wrong)


def test_the_checker_finds_broken_links_and_anchors() -> None:
    page = ROOT / "docs" / "page.md"
    assert problem(page, "https://example.org/") == "points outside the repository"
    assert problem(page, "../../etc/passwd") == "points outside the repository"
    assert problem(page, "no-such-file.md") == "docs/no-such-file.md does not exist"
    assert problem(page, "api.md#no-such-heading") == "docs/api.md has no heading #no-such-heading"
    assert problem(page, "api.md#limits-of-the-server") is None
    assert problem(page, "screenshots/referee-lobby.png") is None


def test_anchors_follow_github_spelling(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Streams of views: `?views=1`\n\n## Every phone's view\n\n## Notes\n\n"
                    "## Notes\n", encoding="utf-8")
    assert anchors(page) == {"streams-of-views-views1", "every-phones-view", "notes", "notes-1"}
