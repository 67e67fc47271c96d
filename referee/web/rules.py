"""The rules pages: each game's rules text, the printed booklet's, as a page for the phone
(blueprint ``bp``; the text and its headings' ids: ``referee.service.rules_text``).

Routes:

- ``GET /rules/<game>``                             the rules of ``game`` (one of
  ``referee.games.GAME_IDS``) in the page language; a section is ``/rules/<game>#<id>``; an
  unknown game is a page that says so, answered 404
- ``GET /rules/<game>/figures/<lang>/<name>.png``   a drawn figure of that page (``lang``:
  ``es`` or ``en``), public and cached like the card images

Language: as the other pages choose it (``referee.web.pages.current_lang``: ``?lang=``, the
``tapete_lang`` cookie, Accept-Language). Nothing on these pages comes from another server.
"""

from __future__ import annotations

from flask import Blueprint, Response, abort, make_response, request

from referee import games as engines
from referee.i18n import LANGS
from referee.service import rules_figures, rules_text
from referee.web.pages import current_lang, remember_lang, render_page

bp = Blueprint("rules", __name__, url_prefix="/rules")
bp.after_request(remember_lang)

#: How long a phone may keep a figure without asking again (seconds); the ETag covers changes.
FIGURE_MAX_AGE = 7 * 24 * 3600


@bp.get("/<game>")
def rules(game: str) -> Response:
    """The rules of ``game`` in the page language; 404 with a page listing the games' rules
    when the referee runs no game ``game``."""
    if game not in engines.GAME_IDS:
        return make_response(render_page("rules_missing.html", asked=game,
                                         rule_games=_names(current_lang())), 404)
    page = rules_text.page(game, current_lang())
    return make_response(render_page("rules.html", page=page,
                                     game_name=rules_text.game_name(game, page.lang)))


@bp.get("/<game>/figures/<lang>/<name>.png")
def figure(game: str, lang: str, name: str) -> Response:
    """A drawn figure of ``game``'s rules page in ``lang`` (PNG, cached a week); 404 for a
    figure that page does not draw."""
    if game not in engines.GAME_IDS or lang not in LANGS:
        abort(404)
    page = rules_text.page(game, lang)
    if name not in page.figures or rules_figures.art(name, lang, page.accent).table:
        abort(404)
    response = Response(rules_figures.png(name, lang, page.accent), mimetype="image/png")
    response.add_etag()
    response.cache_control.public = True
    response.cache_control.max_age = FIGURE_MAX_AGE
    return response.make_conditional(request)


def _names(lang: str) -> list[tuple[str, str]]:
    """``(game id, name in lang)`` of every game the referee runs, in ``GAME_IDS`` order."""
    return [(game, rules_text.game_name(game, lang)) for game in engines.GAME_IDS]
