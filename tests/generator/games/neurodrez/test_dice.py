"""NeuroDrez dice: the nets, read back from the manifest and the PDF, fold into right dice.

The fold model is the tests' own: faces are boxes that share a side in the flat net (a fold);
folding starts from one face lying flat and turns each neighbour down over the shared side, so
each face gets an outward normal and the directions its flat x and y axes take in space. A
glue tab must lie on a side that meets another face's free side once folded.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

import pytest

from generator.games import neurodrez
from generator.games.neurodrez.data import load_data
from generator.geometry import PAPERS, PRINTER_MARGIN, Box
from tapete_testing.pdfgeometry import fonts_report, read_pages
from tapete_testing.printing import print_and_read

Vec = tuple[float, float, float]
TOL = 0.1


def _neg(v: Vec) -> Vec:
    return (-v[0], -v[1], -v[2])


def _add(*vs: Vec) -> Vec:
    return tuple(round(sum(c), 6) for c in zip(*vs, strict=True))


def _half(v: Vec) -> Vec:
    return (v[0] / 2, v[1] / 2, v[2] / 2)


def _box(entry: dict) -> Box:
    return Box(*entry["trim"])


def _shared_side(a: Box, b: Box) -> str | None:
    """The side of ``a`` that ``b`` shares whole (within TOL), or None."""
    same_x = abs(a.x - b.x) <= TOL and abs(a.width - b.width) <= TOL
    same_y = abs(a.y - b.y) <= TOL and abs(a.height - b.height) <= TOL
    if same_y and abs(a.right - b.x) <= TOL:
        return "right"
    if same_y and abs(b.right - a.x) <= TOL:
        return "left"
    if same_x and abs(a.top - b.y) <= TOL:
        return "top"
    if same_x and abs(b.top - a.y) <= TOL:
        return "bottom"
    return None


def _same_segment(a, b) -> bool:
    """Whether two segments ((x1, y1), (x2, y2)) have the same ends, in any order, within TOL."""
    flat_a = [c for point in sorted(a) for c in point]
    flat_b = [c for point in sorted(b) for c in point]
    return all(abs(p - q) <= TOL for p, q in zip(flat_a, flat_b, strict=True))


def _side_segment(box: Box, side: str) -> tuple[tuple[float, float], tuple[float, float]]:
    return {"left": ((box.x, box.y), (box.x, box.top)),
            "right": ((box.right, box.y), (box.right, box.top)),
            "bottom": ((box.x, box.y), (box.right, box.y)),
            "top": ((box.x, box.top), (box.right, box.top))}[side]


def fold(faces: dict[int, Box]) -> dict[int, tuple[Vec, Vec, Vec]]:
    """(normal, x axis, y axis) of each face once folded; raises if the net is not connected."""
    start = min(faces)
    frames = {start: ((0.0, 0.0, 1.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0))}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        n, u, v = frames[here]
        for other, box in faces.items():
            side = _shared_side(faces[here], box)
            if other in frames or side is None:
                continue
            frames[other] = {"right": (u, _neg(n), v), "left": (_neg(u), n, v),
                             "top": (v, u, _neg(n)), "bottom": (_neg(v), u, n)}[side]
            queue.append(other)
    assert set(frames) == set(faces), "the net falls apart: some face shares no side"
    return frames


def cube_edge(frame: tuple[Vec, Vec, Vec], side: str) -> Vec:
    """The midpoint of the cube edge that ``side`` of a face becomes (unit cube at the origin)."""
    n, u, v = frame
    offset = {"right": u, "left": _neg(u), "top": v, "bottom": _neg(v)}[side]
    return _add(_half(n), _half(offset))


@pytest.fixture(scope="module", params=[("a4", "es"), ("letter", "en")])
def printed(request, tmp_path_factory) -> tuple[Path, dict]:
    paper, lang = request.param
    out = tmp_path_factory.mktemp(f"dice-{paper}-{lang}")
    return print_and_read(neurodrez.GAME, "dice", out, paper=paper, lang=lang)


def _dice(manifest: dict) -> dict[str, tuple[dict[int, Box], list[dict], dict[int, str]]]:
    dice: dict = {}
    for entry in manifest["pieces"]:
        faces, tabs, values = dice.setdefault(entry["die"], ({}, [], {}))
        if entry["kind"] == "face":
            faces[entry["face"]] = _box(entry)
            values[entry["face"]] = entry["value"]
        else:
            tabs.append(entry)
    return dice


def test_three_dice_of_six_faces_and_seven_tabs(printed):
    _, manifest = printed
    dice = _dice(manifest)
    data = load_data()
    assert set(dice) == {d.id for d in data.dice}
    for die in data.dice:
        faces, tabs, values = dice[die.id]
        assert sorted(faces) == [1, 2, 3, 4, 5, 6]
        assert [values[k] for k in range(1, 7)] == list(die.faces)
        assert len(tabs) == 7
        for box in faces.values():
            assert (box.width, box.height) == pytest.approx((data.die_edge, data.die_edge),
                                                            abs=TOL)


def test_figure_die_is_peon_1_to_joker_6(printed):
    _, manifest = printed
    _, _, values = _dice(manifest)["figure"]
    assert values == {1: "peon", 2: "caballo", 3: "alfil", 4: "torre", 5: "dama", 6: "joker"}


def test_each_net_folds_into_a_cube_with_opposite_faces_summing_to_seven(printed):
    _, manifest = printed
    for die, (faces, _, values) in _dice(manifest).items():
        frames = fold(faces)
        normals = {k: frame[0] for k, frame in frames.items()}
        assert len(set(normals.values())) == 6, f"{die}: two faces land on the same side"
        for k, normal in normals.items():
            opposite = next(j for j, n in normals.items() if n == _neg(normal))
            assert k + opposite == 7, f"{die}: face {k} ({values[k]}) is opposite {opposite}"


def test_every_tab_glues_a_free_side_to_another_face_and_every_seam_has_one(printed):
    _, manifest = printed
    for die, (faces, tabs, _) in _dice(manifest).items():
        frames = fold(faces)
        folds, free = set(), {}
        for k, box in faces.items():
            for side in ("left", "right", "bottom", "top"):
                edge = cube_edge(frames[k], side)
                if any(_shared_side(box, other) == side for other in faces.values()):
                    folds.add(edge)
                else:
                    free.setdefault(edge, []).append((k, side))
        assert len(folds) == 5 and len(free) == 7, f"{die}: the net is not a cube net"
        assert all(len(pair) == 2 for pair in free.values())
        glued = []
        for tab in tabs:
            k, side = tab["face"], tab["side_of_face"]
            ex1, ey1, ex2, ey2 = tab["edge"]
            assert _same_segment(((ex1, ey1), (ex2, ey2)), _side_segment(faces[k], side)), \
                f"{tab['id']} is not on its face's side"
            edge = cube_edge(frames[k], side)
            assert edge in free, f"{tab['id']} lies on a fold"
            partner = [f for f in free[edge] if f != (k, side)]
            assert len(partner) == 1 and partner[0][0] != k, f"{tab['id']} meets no other face"
            glued.append(edge)
        assert sorted(glued) == sorted(free), f"{die}: a seam has no tab or two tabs"


def test_tabs_and_nets_do_not_overlap_and_stay_on_the_paper(printed):
    _, manifest = printed
    paper = PAPERS[manifest["paper"]]
    boxes = [(e["id"], _box(e)) for e in manifest["pieces"]]
    for i, (a_id, a) in enumerate(boxes):
        assert a.x >= PRINTER_MARGIN - 1e-6 and a.right <= paper.width - PRINTER_MARGIN + 1e-6
        assert a.y >= PRINTER_MARGIN - 1e-6 and a.top <= paper.height - PRINTER_MARGIN + 1e-6
        for b_id, b in boxes[i + 1:]:
            assert not a.overlaps(b, tolerance=TOL), f"{a_id} overlaps {b_id}"


def test_pdf_faces_and_fold_lines_match_the_manifest(printed):
    pdf, manifest = printed
    (page,) = read_pages(pdf)
    faces = [e for e in manifest["pieces"] if e["kind"] == "face"]
    origins = sorted(f.origin for f in page.faces)
    assert len(origins) == len(faces) == 18
    for origin, entry in zip(origins, sorted((e["trim"][0], e["trim"][1]) for e in faces),
                             strict=True):
        assert origin == pytest.approx(entry, abs=TOL)
    expected = []
    for faces_of_die, tabs, _ in _dice(manifest).values():
        for box in faces_of_die.values():
            for other in faces_of_die.values():
                side = _shared_side(box, other)
                if side in ("right", "top"):
                    expected.append(_side_segment(box, side))
        for tab in tabs:
            x1, y1, x2, y2 = tab["edge"]
            expected.append(((x1, y1), (x2, y2)))
    found = [((x1, y1), (x2, y2)) for x1, y1, x2, y2 in page.folds]
    assert len(found) == len(expected) == 3 * (5 + 7)
    for segment in expected:
        assert any(_same_segment(s, segment) for s in found), segment


def test_a_shifted_face_breaks_the_fold_check(printed):
    _, manifest = printed
    faces, _, _ = _dice(manifest)["colour"]
    broken = dict(faces)
    broken[3] = broken[3].shifted(0.5, 0)
    with pytest.raises(AssertionError):
        fold(broken)


def test_texts_in_the_chosen_language_and_fonts_embedded(printed):
    from pypdf import PdfReader
    pdf, manifest = printed
    text = PdfReader(str(pdf)).pages[0].extract_text()
    words = {"es": ("Dado de figuras", "AMARILLO", "TIERRA", "pegar"),
             "en": ("Figure die", "YELLOW", "EARTH", "glue")}
    lang = manifest["lang"]
    other = "en" if lang == "es" else "es"
    assert all(w in text for w in words[lang])
    assert not any(w in text for w in words[other])
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)


def test_a_card_sized_bleed_is_capped_so_the_nets_still_fit(tmp_path):
    from generator.games.neurodrez.dice import MAX_NET_BLEED
    _, manifest = print_and_read(neurodrez.GAME, "dice", tmp_path, paper="letter", bleed=10.0)
    entries = manifest["pieces"]
    assert sum(e["kind"] == "face" for e in entries) == 18
    for entry in entries:
        trim, bleed = Box(*entry["trim"]), Box(*entry["bleed"])
        assert trim.x - bleed.x <= MAX_NET_BLEED + TOL or entry["kind"] == "tab"
