"""The phones' images of printed cards, tiles and pieces (``referee.service.card_art`` draws them
with the print engine's renderers), for the widgets in ``assets/static/js/widgets/``.

Routes (``lang``: ``es`` or ``en``, default ``es``; public catalogue art, no table or token):

- ``GET /cards/pokerdrez/<card id>.png?lang=`` a card face (``joker-1`` … ``pawn-9``,
  ``neutral-1``, ``neutral-2``; a second deck's ``rook-3#2`` sent as ``rook-3%232`` is the same
  image), ``/cards/pokerdrez/back.png`` the shared back; ``/cards/domidrez/...`` the same
  cards, the neutral ones reading DomiDrez's rule (``card_art.NEUTRAL_RULE_GAMES``);
- ``GET /cards/neurodrez/<tile id>.png?lang=`` a tile face (``tile-rojo-agua``), ``back.png``;
- ``GET /cards/pieces/<kind>-<colour>.png`` a piece (``rook-white``; see
  ``card_art.PIECE_COLOURS``);
- ``GET /cards/<game>/names.json?lang=`` ``{"names": {id: name}}``, the names phones read out.

Images are made once per process and answered with an ETag (``304`` to ``If-None-Match``) and
``Cache-Control: public, max-age`` of a week. An unknown game, id or language is a 404 or 400
JSON error like the API's.
"""

from __future__ import annotations

import hashlib
import re

from flask import Blueprint, Response, jsonify, request

from referee.errors import ApiError, _
from referee.i18n import LANGS
from referee.service import card_art

bp = Blueprint("cards", __name__, url_prefix="/cards")

#: How long a phone may keep an image without asking again (seconds); the ETag covers changes.
MAX_AGE = 7 * 24 * 3600
_SECOND_DECK = re.compile(r"#\d+$")


def _lang() -> str:
    lang = request.args.get("lang", "es")
    if lang not in LANGS:
        raise ApiError("bad_lang", _("Unknown language {lang}; use es or en."), lang=lang)
    return lang


def _cached(response: Response, etag: str) -> Response:
    response.set_etag(etag)
    response.cache_control.public = True
    response.cache_control.max_age = MAX_AGE
    return response.make_conditional(request)


@bp.get("/<game>/<image_id>.png")
def image(game: str, image_id: str) -> Response:
    """A card, tile or piece image (see the module docstring); 404 ``unknown_card`` when the
    game has no such image."""
    lang = "es" if game == "pieces" else _lang()
    image_id = _SECOND_DECK.sub("", image_id)
    png = card_art.image(game, image_id, lang) if game in card_art.GAMES else None
    if png is None:
        raise ApiError("unknown_image", _("There is no card {card} in {game}."),
                       card=image_id, game=game)
    response = Response(png, mimetype="image/png")
    return _cached(response, hashlib.sha256(png).hexdigest()[:32])


@bp.get("/<game>/names.json")
def names(game: str) -> Response:
    """``{"names": {id: name}}`` of ``game``'s cards in ``lang``; 404 for a game without any."""
    found = card_art.names(game, _lang()) if game in card_art.GAMES else {}
    if not found:
        raise ApiError("unknown_image", _("There are no card names for {game}."), game=game)
    response = jsonify(names=found)
    digest = hashlib.sha256(response.get_data()).hexdigest()[:32]
    return _cached(response, digest)
