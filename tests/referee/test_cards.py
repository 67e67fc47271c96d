"""The card image routes (referee/web/cards.py): PNGs drawn by the print engine, cached, with an
ETag; names for the phones; JSON errors for unknown ids."""

from __future__ import annotations

import io

import pypdfium2
import pytest
from flask import Flask
from PIL import Image

from generator.games.pokerdrez import load_deck
from referee.service import card_art

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png(data: bytes) -> Image.Image:
    assert data.startswith(PNG_SIGNATURE)
    return Image.open(io.BytesIO(data))


def test_a_card_face_is_a_cached_png_with_an_etag(app: Flask) -> None:
    client = app.test_client()
    first = client.get("/cards/pokerdrez/rook-3.png?lang=en")
    assert first.status_code == 200
    assert first.mimetype == "image/png"
    assert png(first.data).size == (card_art.CARD_PX, round(card_art.CARD_PX * 88.9 / 63.5))
    again = client.get("/cards/pokerdrez/rook-3.png?lang=en")
    assert again.data == first.data
    assert again.headers["ETag"] == first.headers["ETag"]
    assert "no-store" not in first.headers["Cache-Control"]
    assert first.cache_control.public and first.cache_control.max_age >= 24 * 3600
    assert "Content-Security-Policy" in first.headers
    etag = first.headers["ETag"]
    unchanged = client.get("/cards/pokerdrez/rook-3.png?lang=en", headers={"If-None-Match": etag})
    assert unchanged.status_code == 304 and unchanged.data == b""


def test_a_second_decks_card_is_the_same_image(app: Flask) -> None:
    client = app.test_client()
    one = client.get("/cards/pokerdrez/rook-3.png").data
    assert client.get("/cards/pokerdrez/rook-3%232.png").data == one
    assert client.get("/cards/pokerdrez/rook-4.png").data != one


def test_the_face_uses_the_catalogue_colour_and_language(app: Flask) -> None:
    client = app.test_client()
    deck = load_deck()
    three = next(colour for colour in deck.colours if colour.number == 3)
    image = png(client.get("/cards/pokerdrez/rook-3.png").data).convert("RGB")
    frame = "#{:02X}{:02X}{:02X}".format(*image.getpixel((2, image.height // 2)))
    assert frame == three.hex.upper(), "the card's frame is its number's printed colour"
    spanish = client.get("/cards/pokerdrez/rook-3.png?lang=es").data
    assert client.get("/cards/pokerdrez/rook-3.png?lang=en").data != spanish, "TORRE / ROOK"
    assert client.get("/cards/pokerdrez/rook-3.png").data == spanish, "Spanish by default"


def test_every_card_of_the_deck_and_the_back_are_served(app: Flask) -> None:
    client = app.test_client()
    ids = {card.id for card in load_deck().cards}
    assert {"joker-1", "pawn-9", "neutral-1", "neutral-2"} <= ids
    seen = set()
    for card_id in [*sorted(ids), "back"]:
        answer = client.get(f"/cards/pokerdrez/{card_id}.png")
        assert answer.status_code == 200, card_id
        seen.add(answer.headers["ETag"])
    assert len(seen) == len(ids), "every face differs but the two neutral cards"


def face_text(game: str, card: str, lang: str) -> str:
    """The text drawn on ``card``'s phone image in ``game`` (its one-page PDF's text)."""
    face = card_art.face_of(game, card, lang)
    assert face is not None
    document = pypdfium2.PdfDocument(card_art.pdf_of(face))
    try:
        return " ".join(document[0].get_textpage().get_text_range().split())
    finally:
        document.close()


def test_domidrez_cards_are_pokerdrez_cards_with_its_own_neutral_rule(app: Flask) -> None:
    """D2 of games-B.md: DomiDrez's neutral card says what it does there, not PokerDrez's swap."""
    client = app.test_client()
    for lang in ("en", "es"):
        same = client.get(f"/cards/pokerdrez/rook-3.png?lang={lang}").data
        assert client.get(f"/cards/domidrez/rook-3.png?lang={lang}").data == same
        assert client.get(f"/cards/domidrez/neutral-1.png?lang={lang}").data != \
            client.get(f"/cards/pokerdrez/neutral-1.png?lang={lang}").data
    english = face_text("domidrez", "neutral-2", "en")
    assert "In DomiDrez, it names the figure and the colour the next player must follow." in english
    assert "PokerDrez" not in english and "swap" not in english
    assert "En DomiDrez, dice la figura y el color" in face_text("domidrez", "neutral-1", "es")
    assert "In PokerDrez, swap it" in face_text("pokerdrez", "neutral-1", "en")
    names = client.get("/cards/domidrez/names.json?lang=en").get_json()["names"]
    assert names == client.get("/cards/pokerdrez/names.json?lang=en").get_json()["names"]


def test_tiles_and_pieces(app: Flask) -> None:
    client = app.test_client()
    tile = client.get("/cards/neurodrez/tile-rojo-agua.png?lang=es")
    assert tile.status_code == 200
    assert png(tile.data).size == (card_art.TILE_PX, card_art.TILE_PX)
    assert client.get("/cards/neurodrez/back.png").status_code == 200
    piece = png(client.get("/cards/pieces/rook-white.png").data).convert("RGBA")
    assert piece.size == (card_art.PIECE_PX, card_art.PIECE_PX)
    assert piece.getpixel((0, 0))[3] == 0, "a piece stands on a transparent square"
    assert piece.getpixel((piece.width // 2, piece.height - 20))[3] == 255
    black = client.get("/cards/pieces/rook-black.png").data
    assert black != client.get("/cards/pieces/rook-white.png").data


@pytest.mark.parametrize("path", [
    "/cards/pokerdrez/pawn-10.png", "/cards/pokerdrez/rook.png", "/cards/pokerdrez/..png",
    "/cards/chess/rook-3.png", "/cards/neurodrez/tile-rojo-lava.png",
    "/cards/pieces/dragon-white.png", "/cards/pieces/rook-purple.png",
    "/cards/pokerdrez/names.png",
])
def test_unknown_images_are_a_json_404(app: Flask, path: str) -> None:
    answer = app.test_client().get(path)
    assert answer.status_code == 404
    assert answer.json["error"]["code"] == "unknown_image"


def test_the_error_speaks_the_phones_language(app: Flask) -> None:
    answer = app.test_client().get("/cards/pokerdrez/pawn-10.png",
                                   headers={"Accept-Language": "es-ES"})
    assert answer.json["error"]["message"] == "No hay ninguna carta pawn-10 en pokerdrez."


def test_an_unknown_language_is_refused(app: Flask) -> None:
    answer = app.test_client().get("/cards/pokerdrez/rook-3.png?lang=fr")
    assert answer.status_code == 400
    assert answer.json["error"]["code"] == "bad_lang"


def test_card_names_in_both_languages(app: Flask) -> None:
    client = app.test_client()
    english = client.get("/cards/pokerdrez/names.json?lang=en").json["names"]
    spanish = client.get("/cards/pokerdrez/names.json?lang=es").json["names"]
    assert english["rook-3"] == "Rook 3" and spanish["rook-3"] == "Torre 3"
    assert set(english) == {card.id for card in load_deck().cards}
    assert spanish["neutral-1"] == "Neutral"
    tiles = client.get("/cards/neurodrez/names.json?lang=en").json["names"]
    assert len(tiles) == 36 and "tile-rojo-agua" in tiles
    assert client.get("/cards/pieces/names.json").status_code == 404
