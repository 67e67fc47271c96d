"""The booklets' Markdown dialect → platypus flowables (dialect documented in
``assets/rules/README.md``).

Parsing is markdown-it-py's (CommonMark plus GFM pipe tables, typographic quotes and dashes);
this module only walks its syntax tree. A file is a YAML front matter block (``---`` … ``---``:
the cover) and a body of headings ``#``/``##``/``###``, paragraphs with ``**bold**``,
``*italic*`` and ```labels``` (words on the phone's screen), links, bullet and numbered lists,
tables, blockquotes (tinted boxes), ``---`` rules and figures ``![Caption](figure:name)`` or
``![figure:name]`` alone in a paragraph. Anything else (raw HTML, code blocks, images of files,
headings below ``###``) is refused with the file and line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from xml.sax.saxutils import escape

import yaml
from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    HRFlowable,
    KeepTogether,
    ListFlowable,
    ListItem,
    PageBreak,
    Paragraph,
)

from generator import fonts
from generator.booklets import blocks
from generator.booklets.blocks import BookletError, Callout, Figure, Heading, Kept
from generator.booklets.styles import RULE, Styles

QUOTES = {"es": "«»“”", "en": "“”‘’"}
_FRONT = re.compile(r"\A---\n(.*?\n)---\n", re.S)
_BARE_FIGURE = re.compile(r"!\[figure:([a-z0-9-]+)\]")

#: ``figure(name, width_pt) -> flowable(s)``: how the converter asks for a figure.
FigureLookup = Callable[[str, float], "Flowable | list[Flowable]"]


@dataclass(frozen=True)
class Cover:
    """The front matter: what the cover and the running header say."""

    title: str
    subtitle: str
    header: str
    accent: str | None = None
    facts: tuple[tuple[str, str], ...] = ()
    summary: str = ""


@dataclass(frozen=True)
class Source:
    """One booklet text: ``path``, its ``cover`` and Markdown ``body`` (starting at file line
    ``body_line``, 1-based)."""

    path: Path
    cover: Cover
    body: str
    body_line: int = 1
    lang: str = field(default="es")


def read(path: Path, lang: str) -> Source:
    """Read a booklet text. Raises BookletError naming the file for a missing file or a front
    matter without ``title``, ``subtitle`` and ``header`` strings."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise BookletError(f"{path}: cannot read the booklet text ({exc.strerror})") from None
    match = _FRONT.match(text)
    if not match:
        raise BookletError(f"{path}:1: the file must start with a '---' front matter block")
    try:
        meta = yaml.safe_load(match.group(1)) or {}
    except yaml.YAMLError as exc:
        raise BookletError(f"{path}: front matter is not valid YAML: {exc}") from None
    if not isinstance(meta, dict):
        raise BookletError(f"{path}: front matter must be a mapping")
    unknown = sorted(set(meta) - {"title", "subtitle", "header", "accent", "facts", "summary"})
    if unknown:
        raise BookletError(f"{path}: unknown front matter key(s) {unknown}")
    for key in ("title", "subtitle", "header"):
        if not isinstance(meta.get(key), str) or not meta[key].strip():
            raise BookletError(f"{path}: front matter needs a '{key}' text")
    facts = meta.get("facts") or {}
    if not isinstance(facts, dict) or not all(isinstance(v, str | int) for v in facts.values()):
        raise BookletError(f"{path}: 'facts' must map labels to texts")
    cover = Cover(meta["title"], meta["subtitle"], meta["header"], meta.get("accent"),
                  tuple((str(k), str(v)) for k, v in facts.items()),
                  str(meta.get("summary") or "").strip())
    return Source(path, cover, text[match.end():], match.group(0).count("\n") + 1, lang)


@cache
def parser(lang: str) -> MarkdownIt:
    """The markdown-it-py parser of the dialect, with ``lang``'s quotation marks (one per
    language, reused: parsing keeps no state in the parser)."""
    md = MarkdownIt("commonmark", {"typographer": True, "quotes": QUOTES[lang], "html": True})
    return md.enable(["table", "replacements", "smartquotes"])


def inline_markup(text: str, lang: str) -> str:
    """Paragraph markup of one line of Markdown inline text (used for cover texts)."""
    tree = SyntaxTreeNode(parser(lang).parse(text))
    paragraph = tree.children[0] if tree.children else None
    if paragraph is None or paragraph.type != "paragraph":
        return escape(text)
    return _inline(paragraph.children[0])


def to_flowables(source: Source, styles: Styles, width: float, height: float,
                 figures: FigureLookup, *, links: bool = True) -> list[Flowable]:
    """The body of ``source`` as flowables for a frame ``width`` × ``height`` pt. With ``links`` a
    link is clickable; without (print), its address follows its text in parentheses.

    Raises BookletError with file and line for a construct outside the dialect, a table that
    cannot fit, or an unknown figure.
    """
    tree = SyntaxTreeNode(parser(source.lang).parse(source.body))
    converter = _Converter(source, styles, width, height, figures, links)
    return converter.blocks(tree.children, top=True)


class _Converter:
    def __init__(self, source: Source, styles: Styles, width: float, height: float,
                 figures: FigureLookup, links: bool) -> None:
        self.source = source
        self.links = links
        self.styles = styles
        self.width = width
        self.height = height
        self.figures = figures
        self.chapters = 0

    def where(self, node: SyntaxTreeNode) -> str:
        line = (node.map[0] if node.map else 0) + self.source.body_line
        return f"{self.source.path}:{line}"

    def blocks(self, nodes: list[SyntaxTreeNode], *, top: bool = False,
               width: float | None = None, style: str = "body") -> list[Flowable]:
        out: list[Flowable] = []
        for node in nodes:
            out += self.block(node, top=top, width=width or self.width, style=style)
        return _keep_headings_with_blocks(_join_heading_runs(out, self.styles.leading * 4))

    def block(self, node: SyntaxTreeNode, *, top: bool, width: float,
              style: str) -> list[Flowable]:
        kind = node.type
        if kind == "heading":
            return self.heading(node, top)
        if kind == "paragraph":
            return self.paragraph(node, width, style)
        if kind in ("bullet_list", "ordered_list"):
            return [self.list(node, width)]
        if kind == "table":
            return [self.table(node, width)]
        if kind == "blockquote":
            inner = self.blocks(node.children, width=width - self.styles.body_size * 1.8,
                                style="callout")
            return [blocks.callout(inner, self.styles, width)]
        if kind == "hr":
            return [HRFlowable(width="40%", thickness=0.6, color=RULE, hAlign="CENTER",
                               spaceBefore=self.styles.leading * 0.4,
                               spaceAfter=self.styles.leading * 0.9)]
        raise BookletError(f"{self.where(node)}: {kind.replace('_', ' ')} is not part of the "
                           "booklet dialect (see assets/rules/README.md)")

    def heading(self, node: SyntaxTreeNode, top: bool) -> list[Flowable]:
        level = int(node.tag[1])
        if level > 3 or not top:
            raise BookletError(f"{self.where(node)}: only top-level headings #, ## and ### "
                               "are allowed")
        markup = self.inline(node.children[0])
        style = {1: self.styles.h1, 2: self.styles.h2, 3: self.styles.h3}[level]
        heading = Heading(markup, style, level, blocks.plain_text(markup))
        if level == 1:
            self.chapters += 1
            return [heading] if self.chapters == 1 else [PageBreak(), heading]
        room = style.spaceBefore + style.leading * 2 + self.styles.leading * 4
        return [CondPageBreak(room), heading]

    def paragraph(self, node: SyntaxTreeNode, width: float,
                  style_name: str = "body") -> list[Flowable]:
        inline = node.children[0]
        only = inline.children[0] if len(inline.children) == 1 else None
        if only is not None and only.type == "image":
            return self.figure(only, node, width)
        bare = _BARE_FIGURE.fullmatch(inline.content.strip())
        if bare:
            return self.figure_named(bare.group(1), None, node, width)
        return [Paragraph(self.inline(inline), getattr(self.styles, style_name))]

    def figure(self, image: SyntaxTreeNode, paragraph: SyntaxTreeNode,
               width: float) -> list[Flowable]:
        src = str(image.attrs.get("src", ""))
        if not src.startswith("figure:"):
            raise BookletError(f"{self.where(paragraph)}: images must name a figure "
                               f"(![Caption](figure:name)), got {src!r}")
        caption = _inline(image, self.links) or None
        return self.figure_named(src.removeprefix("figure:"), caption, paragraph, width)

    def figure_named(self, name: str, caption: str | None, node: SyntaxTreeNode,
                     width: float) -> list[Flowable]:
        try:
            art = self.figures(name, width)
        except BookletError as exc:
            raise BookletError(f"{self.where(node)}: {exc}") from None
        return blocks.figure(art, caption, self.styles, width, self.height)

    def list(self, node: SyntaxTreeNode, width: float) -> ListFlowable:
        ordered = node.type == "ordered_list"
        indent = self.styles.body_size * (1.7 if ordered else 1.3)
        items = []
        for item in node.children:
            content: list[Flowable] = []
            for child in item.children:
                if child.type == "paragraph":
                    content += self.paragraph(child, width - indent, "item")
                elif child.type in ("bullet_list", "ordered_list"):
                    content.append(self.list(child, width - indent))
                else:
                    raise BookletError(f"{self.where(child)}: a list item holds paragraphs "
                                       "and lists only")
            items.append(ListItem(content))
        start = int(node.attrs.get("start", 1)) if ordered else None
        style = self.styles.item
        if ordered:
            return ListFlowable(items, bulletType="1", start=start, bulletFormat="%s.",
                                leftIndent=indent, bulletFontName=fonts.SANS_BOLD,
                                bulletFontSize=style.fontSize * 0.92, bulletDedent=indent,
                                bulletColor=self.styles.accent,
                                spaceAfter=self.styles.leading * 0.35)
        return ListFlowable(items, bulletType="bullet", start="•", leftIndent=indent,
                            bulletFontName=fonts.SANS_BOLD, bulletFontSize=style.fontSize,
                            bulletColor=self.styles.accent, bulletDedent=indent * 0.75,
                            spaceAfter=self.styles.leading * 0.35)

    def table(self, node: SyntaxTreeNode, width: float) -> Flowable:
        rows: list[list[str]] = []
        aligns: list[str] = []
        for section in node.children:
            for tr in section.children:
                rows.append([self.inline(cell.children[0]) if cell.children else ""
                             for cell in tr.children])
                if not aligns:
                    aligns = [_align(cell.attrs.get("style")) for cell in tr.children]
        table = blocks.table(rows, self.styles, width, aligns=aligns, where=self.where(node))
        return blocks.keep_short(table, width, self.height)

    def inline(self, node: SyntaxTreeNode) -> str:
        try:
            return _inline(node, self.links)
        except BookletError as exc:
            raise BookletError(f"{self.where(node)}: {exc}") from None


def _inline(node: SyntaxTreeNode, links: bool = True) -> str:
    """Paragraph markup of an inline node's children."""
    return "".join(_inline_node(child, links) for child in node.children)


def _inline_node(node: SyntaxTreeNode, links: bool) -> str:
    kind = node.type
    inner = _inline(node, links)
    if kind == "text":
        return escape(node.content)
    if kind == "strong":
        return f"<b>{inner}</b>"
    if kind == "em":
        return f"<i>{inner}</i>"
    if kind == "code_inline":
        return f"<font name='{fonts.SANS_SEMIBOLD}'>{escape(node.content)}</font>"
    if kind == "softbreak":
        return " "
    if kind == "hardbreak":
        return "<br/>"
    if kind == "link":
        href = str(node.attrs.get("href", ""))
        if links:
            return f'<link href="{escape(href, {chr(34): "&quot;"})}"><u>{inner}</u></link>'
        shown = href.removeprefix("mailto:")
        return inner if blocks.plain_text(inner) == shown else f"{inner} ({escape(shown)})"
    raise BookletError(f"{kind.replace('_', ' ')} is not part of the booklet dialect "
                       f"(see assets/rules/README.md)")


def _align(style: object) -> str:
    match = re.search(r"text-align:(left|center|right)", str(style or ""))
    return match.group(1) if match else "left"


def _join_heading_runs(flowables: list[Flowable], text_room: float) -> list[Flowable]:
    """Headings in a row (a section and its first subsection) share one conditional page break
    in front of the first, asking room for all of them plus ``text_room`` pt of text: so the
    break between them can never leave the first alone at the foot of a page."""
    out: list[Flowable] = []
    for flowable in flowables:
        if isinstance(flowable, CondPageBreak) and out and isinstance(out[-1], Heading):
            start = len(out)
            while start > 0 and isinstance(out[start - 1], Heading):
                start -= 1
            if start > 0 and isinstance(out[start - 1], CondPageBreak):
                out[start - 1].height += flowable.height - text_room
            continue
        out.append(flowable)
    return out


def _keep_headings_with_blocks(flowables: list[Flowable]) -> list[Flowable]:
    """Headings directly followed by a block that cannot split (a figure or a short table kept
    on one page, a callout) move with it, so no heading is left alone at the foot of a page.

    A kept figure or table joins its headings in one group of the same kind, never nested: a
    KeepTogether inside another measures as endless (reportlab forces its split that way), so
    the outer group would always start a new page even with room left on this one."""
    out: list[Flowable] = []
    for flowable in flowables:
        if isinstance(flowable, Figure | Callout | Kept):
            start = len(out)
            while start > 0 and isinstance(out[start - 1], Heading | CondPageBreak):
                start -= 1
            run = [f for f in out[start:] if isinstance(f, Heading)]
            if run:
                breaks = [f for f in out[start:] if isinstance(f, CondPageBreak)][:1]
                del out[start:]
                if isinstance(flowable, Figure | Kept):
                    group: Flowable = type(flowable)([*run, *flowable._content])
                else:
                    group = KeepTogether([*run, flowable])
                out += [*breaks, group]
                continue
        out.append(flowable)
    return out
