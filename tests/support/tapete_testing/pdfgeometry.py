"""Reads print geometry back out of a PDF written by Tapete, independently of the layout code.

From each page's content stream (parsed with pypdf) it recovers:
- faces: every top-level ``q … re W n … cm … Q`` block is one face of a piece: the clip
  rectangle is its bleed box, the first ``cm``'s translation is its trim's lower-left corner;
- crop marks: the straight ``m l S`` segments of top-level blocks that have neither clip nor cm
  nor a dash pattern; dashed ones are fold lines.
Fronts' trim boxes are rebuilt from the cut lines the crop marks stand on.
All values in millimetres, origin at the page's lower-left corner.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.geometry import PT_PER_MM, Box


@dataclass(frozen=True)
class Face:
    bleed: Box
    origin: tuple[float, float]


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    faces: list[Face]
    marks: list[tuple[float, float, float, float]]
    mark_widths: list[float]
    folds: list[tuple[float, float, float, float]]


def _mm(value: float) -> float:
    return float(value) / PT_PER_MM


def read_pages(path: Path) -> list[Page]:
    reader = PdfReader(str(path))
    pages = []
    for page in reader.pages:
        ops = ContentStream(page.get_contents(), reader).operations
        faces: list[Face] = []
        marks: list[tuple[float, float, float, float]] = []
        widths: list[float] = []
        folds: list[tuple[float, float, float, float]] = []
        depth = 0
        block: dict = {}
        for operands, op in ops:
            if op == b"q":
                depth += 1
                if depth == 1:
                    block = {"segments": [], "rect": None, "clip": None, "origin": None}
            elif op == b"Q":
                if depth == 1:
                    if block["clip"] is not None and block["origin"] is not None:
                        x, y, w, h = block["clip"]
                        faces.append(Face(Box(_mm(x), _mm(y), _mm(w), _mm(h)), block["origin"]))
                    elif block.get("dashed"):
                        folds += block["segments"]
                    elif block["clip"] is None and block["origin"] is None:
                        marks += block["segments"]
                        if block["segments"]:
                            widths.append(block.get("width", 1.0))
                depth -= 1
            elif depth == 1:
                if op == b"re":
                    block["rect"] = operands
                elif op in (b"W", b"W*"):
                    block["clip"] = block["rect"]
                elif op == b"cm" and block["origin"] is None:
                    block["origin"] = (_mm(operands[4]), _mm(operands[5]))
                elif op == b"d" and operands[0]:
                    block["dashed"] = True
                elif op == b"w":
                    block["width"] = float(operands[0])
                elif op == b"m":
                    block["start"] = (_mm(operands[0]), _mm(operands[1]))
                elif op == b"l" and "start" in block:
                    x2, y2 = _mm(operands[0]), _mm(operands[1])
                    block["segments"].append((*block["start"], x2, y2))
        box = page.mediabox
        pages.append(Page(_mm(box.width), _mm(box.height), faces, marks, widths, folds))
    return pages


def cut_lines(page: Page) -> tuple[list[float], list[float]]:
    """x positions of vertical cut lines and y positions of horizontal ones, from the marks."""
    xs = sorted({round(x1, 3) for x1, y1, x2, y2 in page.marks if abs(x1 - x2) < 1e-6})
    ys = sorted({round(y1, 3) for x1, y1, x2, y2 in page.marks if abs(y1 - y2) < 1e-6})
    return xs, ys


def trims_from_marks(page: Page, card_w: float, card_h: float) -> list[Box]:
    """Every cell between neighbouring cut lines that is card-sized (within 0.1 mm)."""
    xs, ys = cut_lines(page)
    cols = [(a, b) for a, b in itertools.pairwise(xs) if abs(b - a - card_w) <= 0.1]
    rows = [(a, b) for a, b in itertools.pairwise(ys) if abs(b - a - card_h) <= 0.1]
    return [Box(x1, y1, x2 - x1, y2 - y1) for x1, x2 in cols for y1, y2 in rows]


def back_misalignments(front: Page, back: Page, size: tuple[float, float], duplex: str,
                       tolerance: float = 0.1) -> list[str]:
    """Problems found matching each back face to the mirror of a front face (empty: aligned)."""
    w, h = size
    problems = []
    expected = []
    for face in front.faces:
        x, y = face.origin
        if duplex == "long":
            expected.append((front.width - (x + w), y))
        else:
            expected.append((x, front.height - (y + h)))
    for face in back.faces:
        bx, by = face.origin
        if not any(abs(bx - ex) <= tolerance and abs(by - ey) <= tolerance
                   for ex, ey in expected):
            problems.append(f"back face at ({bx:.2f}, {by:.2f}) mm matches no mirrored front")
    return problems


#: Descriptor keys of an embedded font program (Type 1, TrueType, CFF/OpenType).
FONT_FILES = ("/FontFile", "/FontFile2", "/FontFile3")


def fonts_report(path: Path) -> list[tuple[str, bool]]:
    """(BaseFont, embedded?) for every font a page can reach: its own resources and those of
    every Form XObject drawn on it, however deep. A font is embedded when its descriptor (or
    its descendant's) carries a font program; a name seen twice counts as embedded only if
    every copy is."""
    found: dict[str, bool] = {}
    walked: set[int] = set()

    def walk(resources: Any) -> None:
        resources = resources.get_object() if resources is not None else {}
        for ref in (resources.get("/Font") or {}).values():
            font = ref.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            embedded = descriptor is not None and any(
                key in descriptor.get_object() for key in FONT_FILES)
            name = str(font["/BaseFont"])
            found[name] = found.get(name, True) and embedded
        for ref in (resources.get("/XObject") or {}).values():
            xobject = ref.get_object()
            key = getattr(ref, "idnum", id(xobject))
            if xobject.get("/Subtype") == "/Form" and key not in walked:
                walked.add(key)
                walk(xobject.get("/Resources"))

    for page in PdfReader(str(path)).pages:
        walk(page.get("/Resources"))
    return sorted(found.items())
