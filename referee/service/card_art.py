"""Phone images of printed pieces, drawn by the print engine's own renderers (a card's look is
written once, in ``generator``): each face is drawn into a one-page PDF at its trim size and
rasterised with pypdfium2 to a PNG, once per process (``image``).

Images: a PokerDrez card face or the deck's back (``pokerdrez``), a NeuroDrez tile face or the
tiles' back (``neurodrez``), and a chess-style piece of the print engine in one of
``PIECE_COLOURS`` (``pieces``, ids ``<kind>-<colour>``, e.g. ``rook-white``). A game of
``NEUTRAL_RULE_GAMES`` (``domidrez``) shows the PokerDrez faces too, its neutral cards reading
its own rule (its catalogue's ``strings.neutral_rule``) instead of PokerDrez's printed swap.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

import pypdfium2
from reportlab.pdfgen.canvas import Canvas

import assets
from generator import fonts
from generator.art.pieces import PIECE_KINDS, draw_piece
from generator.games.neurodrez.data import load_data as load_neurodrez
from generator.games.neurodrez.tiles import tile_id, tile_pieces
from generator.games.pokerdrez import deck_pieces, load_deck
from generator.geometry import PT_PER_MM, Box, Size, pt
from generator.pdf import CANVAS_SETTINGS
from generator.pieces import Draw, Frame, Piece

#: Width in pixels of each image: enough for 3 device pixels per CSS pixel at the widgets'
#: largest sizes (a card 104 CSS px wide, a tile square 72, a piece 60).
CARD_PX = 312
TILE_PX = 216
PIECE_PX = 180
#: A piece's colours: (fill, outline), as the neutral card draws its half-white, half-black pawn.
PIECE_COLOURS: Mapping[str, tuple[str, str]] = {
    "white": ("#FFFFFF", "#1E1F24"),
    "black": ("#1E1F24", "#D9D9DE"),
    "red": ("#C8362B", "#5E140F"),
    "blue": ("#2563B0", "#0F2B52"),
    "green": ("#2E8B47", "#123D1F"),
    "yellow": ("#F0C02C", "#6B4F00"),
}
#: A piece image's square side (mm) in its one-page PDF, and the margin round the drawing.
PIECE_MM, PIECE_MARGIN = 20.0, 1.0
#: The games played with the PokerDrez deck whose neutral card means something else there.
NEUTRAL_RULE_GAMES = ("domidrez",)
DECK_GAMES = ("pokerdrez", *NEUTRAL_RULE_GAMES)
GAMES = (*DECK_GAMES, "neurodrez", "pieces")
BACK = "back"

# pdfium is not thread-safe: one rasterisation at a time in this process.
_PDFIUM = threading.Lock()


@dataclass(frozen=True)
class Face:
    """What to draw: ``draw`` on a ``size`` mm face, rasterised ``px`` pixels wide."""

    size: Size
    draw: Draw
    px: int
    transparent: bool = False


def pdf_of(face: Face) -> bytes:
    """A one-page PDF of ``face`` at its trim size (no bleed, no marks)."""
    fonts.register()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=(pt(face.size.width), pt(face.size.height)), **CANVAS_SETTINGS)
    canvas.scale(PT_PER_MM, PT_PER_MM)
    face.draw(canvas, Frame(face.size.width, face.size.height, bleed=0.0))
    canvas.showPage()
    canvas.save()
    return out.getvalue()


def png_of(face: Face) -> bytes:
    """``face`` rasterised ``face.px`` pixels wide, as PNG bytes (RGBA when ``transparent``)."""
    data = pdf_of(face)
    with _PDFIUM:
        document = pypdfium2.PdfDocument(data)
        try:
            page = document[0]
            scale = face.px / page.get_width()
            fill = (255, 255, 255, 0) if face.transparent else (255, 255, 255, 255)
            image = page.render(scale=scale, fill_color=fill).to_pil()
        finally:
            document.close()
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


@cache
def _pokerdrez(lang: str, game: str) -> dict[str, Piece]:
    rule = assets.load(game).strings["neutral_rule"] if game in NEUTRAL_RULE_GAMES else None
    return {piece.id: piece for piece in deck_pieces(lang, neutral_rule=rule)}


@cache
def _neurodrez(lang: str) -> dict[str, Piece]:
    return {piece.id: piece for piece in tile_pieces(lang)}


def _piece_face(kind: str, colour: str) -> Face:
    fill, stroke = PIECE_COLOURS[colour]

    def draw(canvas: Canvas, frame: Frame) -> None:
        box = frame.trim.inset(PIECE_MARGIN)
        draw_piece(canvas, kind, Box(box.x, box.y, box.width, box.height), fill, stroke,
                   uniform=True, light="#FFFFFF" if colour != "white" else "#E9E2D5")

    return Face(Size(PIECE_MM, PIECE_MM), draw, PIECE_PX, transparent=True)


def _from_pieces(pieces: Mapping[str, Piece], image_id: str, px: int) -> Face | None:
    if image_id == BACK:
        first = next(iter(pieces.values()))
        return Face(first.size, first.back, px) if first.back else None
    piece = pieces.get(image_id)
    return Face(piece.size, piece.front, px) if piece else None


def face_of(game: str, image_id: str, lang: str) -> Face | None:
    """The face of ``image_id`` in ``game`` (see the module docstring) in ``lang``, or None when
    there is no such image. Raises KeyError for a language the catalogue lacks."""
    if game in DECK_GAMES:
        return _from_pieces(_pokerdrez(lang, game), image_id, CARD_PX)
    if game == "neurodrez":
        return _from_pieces(_neurodrez(lang), image_id, TILE_PX)
    if game == "pieces":
        kind, _, colour = image_id.partition("-")
        if kind in PIECE_KINDS and colour in PIECE_COLOURS:
            return _piece_face(kind, colour)
    return None


def image(game: str, image_id: str, lang: str) -> bytes | None:
    """PNG bytes of ``image_id`` of ``game`` in ``lang`` (made once per process), or None when
    there is no such image. Raises KeyError for a language the catalogue lacks."""
    if face_of(game, image_id, lang) is None:
        return None
    return _png(game, image_id, lang)


@lru_cache(maxsize=256)
def _png(game: str, image_id: str, lang: str) -> bytes:
    face = face_of(game, image_id, lang)
    assert face is not None
    return png_of(face)


@cache
def names(game: str, lang: str) -> dict[str, str]:
    """``{id: name}`` of the cards or tiles of ``game`` in ``lang`` ("rook-3": "Rook 3"), the
    names a phone reads out; {} for a game without any."""
    if game in DECK_GAMES:
        out = {}
        for card in load_deck().cards:
            if card.figure is None or card.colour is None:
                out[card.id] = card.text["name"].get(lang)
            else:
                out[card.id] = f"{card.figure.name.get(lang)} {card.colour.number}"
        return out
    if game == "neurodrez":
        data = load_neurodrez()
        return {tile_id(c, s): f"{s.name.get(lang)} ({c.name.get(lang)})"
                for c in data.colours for s in data.surfaces}
    return {}

