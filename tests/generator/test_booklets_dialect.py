"""The booklets' Markdown dialect (assets/rules/README.md): what it sets, what it refuses (with
the file and line), links, quotation marks per language, and the figure registry."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.platypus import KeepTogether, Paragraph

from assets import load
from generator.booklets import figures, render
from generator.booklets.blocks import BookletError, Figure, Heading, Kept
from generator.booklets.markdown import read, to_flowables
from generator.booklets.styles import make_styles
from generator.games.lucha import booklet_figures as lucha_figures
from generator.pdf import new_canvas

FRONT = "---\ntitle: Test\nsubtitle: A booklet\nheader: Test\n---\n"
STYLES = make_styles(10)
WIDTH, HEIGHT = 340.0, 500.0


def source(tmp_path: Path, body: str, lang: str = "en", front: str = FRONT):
    path = tmp_path / f"test.{lang}.md"
    path.write_text(front + body, encoding="utf-8")
    return read(path, lang)


def flowables(tmp_path: Path, body: str, lang: str = "en", *, links: bool = True):
    def lookup(name: str, width: float):
        return figures.make(name, figures.FigureContext(lang, width, STYLES))
    return to_flowables(source(tmp_path, body, lang), STYLES, WIDTH, HEIGHT, lookup, links=links)


def texts(items) -> list[str]:
    out = []
    for item in items:
        if isinstance(item, Paragraph):
            out.append(item.text)
        out += texts(getattr(item, "_content", []) or getattr(item, "_flowables", []))
    return out


@pytest.mark.parametrize(("front", "problem"), [
    ("title: T\n", "must start with a '---' front matter"),
    ("---\ntitle: T\nheader: H\n---\n", "needs a 'subtitle'"),
    ("---\ntitle: T\nsubtitle: S\nheader: H\nauthor: me\n---\n", "unknown front matter"),
    ("---\ntitle: T\nsubtitle: S\nheader: H\nfacts: [a, b]\n---\n", "'facts' must map"),
    ("---\ntitle: [T\n---\n", "not valid YAML"),
])
def test_bad_front_matter_is_refused_naming_the_file(tmp_path, front, problem):
    with pytest.raises(BookletError, match=problem) as error:
        source(tmp_path, "Text.\n", front=front)
    assert str(tmp_path / "test.en.md") in str(error.value)


def test_a_missing_text_is_a_clear_error(tmp_path):
    with pytest.raises(BookletError, match="cannot read"):
        read(tmp_path / "nothing.es.md", "es")


@pytest.mark.parametrize(("body", "line", "problem"), [
    ("Intro.\n\n```\ncode\n```\n", 8, "fence is not part"),
    ("Intro.\n\n<div>raw</div>\n", 8, "html block is not part"),
    ("Intro.\n\n#### Deep\n", 8, "only top-level headings"),
    ("Intro.\n\n- item\n\n  ## Inside\n", 10, "a list item holds paragraphs and lists"),
    ("Intro.\n\n> ## Boxed\n", 8, "only top-level headings"),
    ("Intro.\n\n![Photo](photo.png)\n", 8, "images must name a figure"),
    ("Intro.\n\n![Caption](figure:no-such-figure)\n", 8, "unknown figure 'no-such-figure'"),
    ("Intro.\n\nText with <b>html</b>.\n", 8, "html inline is not part"),
])
def test_constructs_outside_the_dialect_are_refused_with_file_and_line(tmp_path, body, line,
                                                                      problem):
    with pytest.raises(BookletError, match=problem) as error:
        flowables(tmp_path, body)
    assert f"test.en.md:{line}:" in str(error.value)


def test_a_table_that_cannot_fit_is_refused_with_its_line(tmp_path):
    word = "Supercalifragilisticexpialidocious" * 2
    body = "| " + " | ".join(["a"] * 6) + " |\n|" + "---|" * 6 + "\n| " + \
        " | ".join([word] * 6) + " |\n"
    with pytest.raises(BookletError, match=r"test\.en\.md:6: the table's 6 columns need"):
        flowables(tmp_path, body)


def test_tables_fill_the_column_and_give_short_columns_their_width(tmp_path):
    body = "| No. | Text |\n|--|--|\n| 1 | " + "a long sentence " * 30 + "|\n"
    [kept] = flowables(tmp_path, body)
    assert isinstance(kept, Kept), "a short table stays on one page"
    widths = kept._content[0]._colWidths
    assert sum(widths) == pytest.approx(WIDTH)
    assert widths[0] < widths[1] / 5


def test_quotation_marks_follow_the_language(tmp_path):
    assert "«dijo»" in texts(flowables(tmp_path, 'Y "dijo".\n', "es"))[0]
    assert "“said”" in texts(flowables(tmp_path, 'And "said".\n', "en"))[0]


def test_links_are_clickable_on_screen_and_written_out_in_print(tmp_path):
    body = "See [the site](https://example.org/x).\n"
    assert '<link href="https://example.org/x">' in texts(flowables(tmp_path, body))[0]
    printed = texts(flowables(tmp_path, body, links=False))[0]
    assert "the site (https://example.org/x)" in printed and "<link" not in printed


def test_reading_pdf_has_an_outline_and_a_link(tmp_path):
    text = source(tmp_path, "# One\n\n## Sub\n\nSee [x](https://example.org/).\n\n# Two\n\nEnd.\n")
    fmt = render.READING["a4"]
    pdf = tmp_path / "out.pdf"
    result = render.render(text, fmt, pdf, note="note",
                           canvas=lambda p: new_canvas(p, fmt.size, title="t", duplex="long"))
    reader = PdfReader(str(pdf))
    assert result.pages == len(reader.pages) == 3, "cover, chapter one, chapter two"
    outline = reader.outline
    assert [item.title for item in outline if not isinstance(item, list)] == ["One", "Two"]
    assert [item.title for item in outline[1]] == ["Sub"]
    annotations = [a.get_object() for a in reader.pages[1].get("/Annots", [])]
    assert any(a["/A"]["/URI"] == "https://example.org/" for a in annotations)


def test_headings_keep_their_level_and_a_figure_keeps_its_heading(tmp_path):
    items = flowables(tmp_path, "## Track\n\n![The track.](figure:politburo-track)\n")
    [kept] = [i for i in items if i.__class__.__name__ != "CondPageBreak"]
    assert isinstance(kept, Figure)
    inner = kept._content
    assert isinstance(inner[0], Heading) and inner[0].level == 2
    assert "The track." in texts(inner)
    assert not any(isinstance(i, KeepTogether) for i in inner), "nested groups never fit"


def test_a_heading_and_its_figure_stay_on_a_page_with_room(tmp_path):
    text = source(tmp_path, "# One\n\nA line of text.\n\n## Track\n\n"
                            "![The track.](figure:politburo-track)\n\n## Also\n\nMore text.\n")
    fmt = render.READING["a4"]
    pdf = tmp_path / "out.pdf"
    result = render.render(text, fmt, pdf, note="note",
                           canvas=lambda p: new_canvas(p, fmt.size, title="t", duplex="long"))
    assert result.pages == 2, "cover and one page: the figure fits under the first line"
    page = PdfReader(str(pdf)).pages[1].extract_text()
    assert "A line of text." in page and "The track." in page and "More text." in page


def test_an_overfull_cover_is_an_error_not_a_clipped_cover(tmp_path):
    front = FRONT.replace("---\n", "---\nsummary: " + "Words " * 900 + "\n", 1)
    fmt = render.BOOKLET["a4"]
    with pytest.raises(BookletError, match="does not fit"):
        render.render(source(tmp_path, "Body.\n", front=front), fmt, tmp_path / "x.pdf",
                      note="n", canvas=lambda p: new_canvas(p, fmt.size, title="t",
                                                            duplex="long"))


def test_figure_names_are_checked_and_unique():
    assert {"politburo-members", "politburo-track", "lucha-deck", "lucha-offices",
            "lucha-specials", "pax-pamir-check"} <= set(figures.names())
    with pytest.raises(ValueError, match="registered twice"):
        figures.figure("lucha-deck")(lambda context: None)
    with pytest.raises(ValueError, match="lower-case"):
        figures.figure("Bad Name")(lambda context: None)


def test_the_lucha_deck_table_follows_the_data_file(monkeypatch):
    data = load("lucha")
    cards = data.components["cards"]
    changed = tuple(dataclasses.replace(c, count=c.count + 3) if c.id == "favorito" else c
                    for c in cards.cards)
    edited = dataclasses.replace(data, components={
        **data.components, "cards": dataclasses.replace(cards, cards=changed)})
    monkeypatch.setattr(lucha_figures, "load", lambda game: edited)
    table = figures.make("lucha-deck", figures.FigureContext("es", WIDTH, STYLES))
    rows = [[cell.text for cell in row] for row in table._cellvalues]
    favourite = cards.card("favorito")
    assert [favourite.t("name", "es") in rows[i][0] for i in range(len(rows))].count(True) == 1
    [row] = [r for r in rows if favourite.t("name", "es") in r[0]]
    assert row[1] == str(favourite.count + 3)
    assert rows[-1][1] == f"<b>{sum(c.count for c in cards.cards) + 3}</b>"
