"""Each game's rules as a phone page: the text of its printed booklet
(``assets/rules/<family>.<lang>.md``, ``assets/rules/README.md``) as HTML for ``/rules/<game>``.

The text is read as the booklets read it (``generator.booklets.markdown``: the front matter is
the cover, markdown-it-py with the dialect's quotes and dashes parses the body); the web only
renders the parsed tokens to HTML with markdown-it-py's renderer. Raw HTML, which the dialect
refuses in print, is written out escaped here.

- Which text: a game's booklet is the one its print kit names (``generator.kits``). In a
  booklet of several games (PokerDrez and its games), a chapter ``#`` named as a game (its
  English name) is that game's page; the chapters that name no game (``The deck``) are shared
  and follow the game's own chapter. A booklet of one game is its page whole, with its cover.
- Heading ids: the same in both languages, from the English text's headings in order (the two
  languages have the same headings, ``assets/rules/README.md``): a heading's words in lower
  case joined by ``-`` (``the-turn``), prefixed with its chapter's id inside a chapter
  (``poker7-the-round``); a repeated id gets ``-2``, ``-3``. So ``/rules/<game>#<id>`` finds the
  same section in Spanish and in English.
- Figures ``![Caption](figure:name)`` are images drawn by the booklets' own figure makers
  (``referee.service.rules_figures``), at the relative address ``<game>/figures/<lang>/<name>.png``
  (beside the page); tables are wrapped in a box that scrolls sideways on a narrow screen.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from markdown_it.common.utils import escapeHtml
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token

from generator.booklets import markdown
from generator.booklets.blocks import BookletError
from generator.booklets.documents import source_path
from generator.booklets.styles import DEFAULT_ACCENT
from generator.kits import KITS
from referee.service import rules_figures

_BARE_FIGURE = re.compile(r"!\[figure:([a-z0-9-]+)\]")
_BOOKLET = "-booklet"


@dataclass(frozen=True)
class Section:
    """A heading of a rules page: its ``id`` (the page's #anchor), ``level`` (1–3) and
    ``text`` (plain)."""

    id: str
    level: int
    text: str


@dataclass(frozen=True)
class RulesPage:
    """A game's rules page in one language. ``title``, ``subtitle``, ``facts`` (label, text)
    and ``summary`` are the cover's, as HTML; for a chapter of a booklet of several games,
    ``title`` is the chapter's heading (id ``title_id``, not repeated in ``body``), the other
    cover fields are empty and ``booklet`` names that booklet in plain text. ``body`` is HTML;
    ``sections`` the page's headings in order (the chapter's heading first); ``figures`` the
    names of the figures it shows; ``accent`` the booklet's colour (#RRGGBB)."""

    game: str
    lang: str
    title: str
    subtitle: str
    facts: tuple[tuple[str, str], ...]
    summary: str
    body: str
    sections: tuple[Section, ...]
    figures: tuple[str, ...]
    accent: str
    booklet: str = ""
    title_id: str = ""


def family_of(game: str) -> str:
    """The rules family (``assets/rules/<family>.*.md``) of the referee's game ``game``, from
    its print kit; KeyError for a game without a kit or a kit without a rules booklet."""
    for part in KITS[game].parts:
        if part.game == "rules" and part.component.endswith(_BOOKLET):
            return part.component.removesuffix(_BOOKLET)
    raise KeyError(f"the kit of {game!r} has no rules booklet")


def game_name(game: str, lang: str) -> str:
    """The name of the referee's game ``game`` in ``lang``, as its print kit gives it; KeyError
    for a game without a kit."""
    return KITS[game].title().get(lang)


def slug(text: str) -> str:
    """``text`` as an id: letters without accents and digits, lower case, joined by ``-``."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


@cache
def page(game: str, lang: str) -> RulesPage:
    """The rules page of ``game`` in ``lang`` ('es'/'en'), made once per process.

    Raises KeyError for a game without rules, and generator.booklets.BookletError naming the
    file for a text that cannot be read or whose headings differ from the English text's.
    """
    family = family_of(game)
    source = markdown.read(source_path(family, lang), lang)
    md = markdown.parser(lang)
    tokens = md.parse(source.body)
    _set_heading_ids(tokens, _english_ids(family), source)
    chapters = _chapters(tokens)
    own = slug(KITS[game].title().en)
    game_chapters = {slug(KITS[other].title().en) for other in KITS
                     if family_of(other) == family}
    chosen = tokens
    if own in chapters:  # its chapter, then those every game of the booklet shares
        chosen = [*chapters[own], *(token for cid, part in chapters.items()
                                    if cid not in game_chapters for token in part)]
    accent = source.cover.accent or DEFAULT_ACCENT
    _mark_figures(chosen, {"game": game, "lang": lang, "accent": accent})
    sections = tuple(Section(str(t.attrGet("id")), int(t.tag[1]), _plain(chosen[i + 1]))
                     for i, t in enumerate(chosen) if t.type == "heading_open")
    figures = tuple(t.content for t in chosen if t.type == "figure")
    cover, inline = source.cover, md.renderInline
    if own in chapters:  # the chapter's heading (its first three tokens) is the page's title
        body = _Renderer().render(chosen[3:], md.options, {})
        return RulesPage(game, lang, inline(chosen[1].content), "", (), "", body, sections,
                         figures, accent, title_id=own, booklet=f"{_text(cover.title, lang)} — "
                                                                f"{_text(cover.subtitle, lang)}")
    body = _Renderer().render(chosen, md.options, {})
    return RulesPage(game, lang, inline(cover.title), inline(cover.subtitle),
                     tuple((inline(label), inline(text)) for label, text in cover.facts),
                     inline(cover.summary), body, sections, figures, accent)


def section_ids(game: str) -> frozenset[str]:
    """The ids of every heading on ``game``'s rules page (the same in every language)."""
    return frozenset(section.id for section in page(game, "en").sections)


def _text(inline_markdown: str, lang: str) -> str:
    """The plain text of one line of inline Markdown (a cover's title) in ``lang``."""
    tokens = markdown.parser(lang).parseInline(inline_markdown)
    return _plain(tokens[0]) if tokens else inline_markdown


@cache
def _english_ids(family: str) -> tuple[str, ...]:
    """The id of every heading of ``family``'s text, in order, from its English text."""
    source = markdown.read(source_path(family, "en"), "en")
    tokens = markdown.parser("en").parse(source.body)
    ids: list[str] = []
    chapter = ""
    for index, token in enumerate(tokens):
        if token.type != "heading_open":
            continue
        words = slug(_plain(tokens[index + 1]))
        if token.tag == "h1":
            chapter = words
        base = f"{chapter}-{words}" if chapter and token.tag != "h1" else words
        ident, number = base, 2
        while ident in ids:
            ident, number = f"{base}-{number}", number + 1
        ids.append(ident)
    return tuple(ids)


def _set_heading_ids(tokens: list[Token], ids: Sequence[str], source: markdown.Source) -> None:
    headings = [token for token in tokens if token.type == "heading_open"]
    if len(headings) != len(ids):
        raise BookletError(f"{source.path}: {len(headings)} headings, but the English "
                                    f"text has {len(ids)}")
    for token, ident in zip(headings, ids, strict=True):
        token.attrSet("id", ident)


def _chapters(tokens: list[Token]) -> dict[str, list[Token]]:
    """The tokens of each chapter (from one ``#`` heading to the next), by the chapter's id;
    {} for a text without chapters. Tokens before the first chapter are left out."""
    chapters: dict[str, list[Token]] = {}
    current: list[Token] | None = None
    for token in tokens:
        if token.type == "heading_open" and token.tag == "h1":
            current = chapters.setdefault(str(token.attrGet("id")), [])
        if current is not None:
            current.append(token)
    return chapters


def _plain(inline: Token) -> str:
    """The text of an inline token, without its markup."""
    words = []
    for child in inline.children or []:
        if child.type in ("text", "code_inline"):
            words.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            words.append(" ")
    return "".join(words)


def _mark_figures(tokens: list[Token], where: dict[str, str]) -> None:
    """Turn each paragraph that is a figure into one ``figure`` token (in place): ``content``
    the figure's name, ``meta`` its caption's inline tokens (``caption``, none without one) and
    ``where`` (the page's ``game``, ``lang`` and ``accent``)."""
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.type == "paragraph_open":
            inline = tokens[index + 1]
            children = inline.children or []
            name, caption = None, []
            if len(children) == 1 and children[0].type == "image":
                name = str(children[0].attrGet("src") or "").removeprefix("figure:")
                caption = children[0].children or []
            elif bare := _BARE_FIGURE.fullmatch(inline.content.strip()):
                name = bare.group(1)
            if name is not None:
                figure = Token("figure", "figure", 0, content=name,
                               meta={"caption": caption, **where})
                tokens[index:index + 3] = [figure]
        index += 1


class _Renderer(RendererHTML):
    """markdown-it-py's HTML renderer with the rules page's figures, sideways-scrolling tables
    and raw HTML escaped."""

    def figure(self, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
        token = tokens[idx]
        game, lang, name = token.meta["game"], token.meta["lang"], token.content
        caption = token.meta["caption"]
        made = rules_figures.art(name, lang, token.meta["accent"])
        figcaption = (f"<figcaption>{self.renderInline(caption, options, env)}</figcaption>"
                      if caption else "")
        if made.table:
            return f'<figure class="rules-figure">{made.table}{figcaption}</figure>\n'
        alt = escapeHtml(self.renderInlineAsText(caption, options, env)) if caption else ""
        return (f'<figure class="rules-figure"><img src="{escapeHtml(game)}/figures/{lang}/'
                f'{escapeHtml(name)}.png" width="{made.width}" height="{made.height}" '
                f'alt="{alt}" loading="lazy" decoding="async">{figcaption}</figure>\n')

    def table_open(self, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
        return '<div class="table-scroll" tabindex="0">' + self.renderToken(
            tokens, idx, options, env)

    def table_close(self, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
        return self.renderToken(tokens, idx, options, env) + "</div>\n"

    def html_block(self, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
        return f"<p>{escapeHtml(tokens[idx].content)}</p>\n"

    def html_inline(self, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
        return escapeHtml(tokens[idx].content)
