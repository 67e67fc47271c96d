"""The referee's phone pages: HTML shells, their languages and QR codes (blueprint ``bp``).

Every page is a thin shell: what a seat may see comes from the JSON API (``/api/...``) in the
browser, fetched with the phone's own cookie, so the server-rendered HTML never holds a secret
(docs/architecture.md, Referee: Identity). The server renders only what must be drawn server-side:
texts in
the page language, the public card texts of the catalogue, and QR codes as vector SVG.

Routes:

- ``GET /``                         new table form and join-by-code box
- ``GET /join/<code>``              type a name, claim a seat (the table's ``join_url``)
- ``GET /rejoin/<code>?t=…``        a rejoin link: its button moves a seat (or the moderation)
                                    to this phone; opening it uses nothing
- ``GET /table/<code>``             the table page: seat screen and/or moderator lobby and panel
- ``GET /table/<code>/screen``      the table screen: the public board for a tablet or TV
- ``GET /table/<code>/join.svg``    QR of the join URL
- ``GET /table/<code>/screen.svg``  QR of the table screen's URL
- ``POST /table/<code>/rejoin.svg`` QR of this phone's own rejoin URL, built from its seat cookie
- ``POST /qr.svg``                  QR of a posted ``{"text"}`` (rejoin URLs for the moderator)

The rules pages (``/rules/<game>``) are ``referee.web.rules``, in the same languages.

Language: as the API chooses it (``referee.i18n.choose_lang``: ``?lang=``, the ``tapete_lang``
cookie, Accept-Language, the table's language); a ``?lang=`` choice is kept in the cookie.
Translations are the Babel catalogues of domain ``messages`` under
``referee/translations/<lang>/LC_MESSAGES/`` (mapping: ``referee/translations/messages.cfg``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache
from typing import Any
from urllib.parse import urlencode

import qrcode
import qrcode.image.svg
from babel.support import NullTranslations, Translations
from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    g,
    make_response,
    render_template,
    request,
)
from flask.blueprints import BlueprintSetupState

import assets
from assets.paths import asset_path
from referee import games as engines
from referee.errors import ApiError
from referee.i18n import LANG_COOKIE, LANGS, TRANSLATIONS_DIR, choose_lang
from referee.service.auth import credentials_from
from referee.service.phones import REJOIN_CODE_MAX
from referee.storage.schema import NAME_MAX
from referee.web import script_texts
from referee.web.api import base_url, join_url, rejoin_url
from referee.web.bodies import parse_json

bp = Blueprint("pages", __name__)

LANG_COOKIE_MAX_AGE = 365 * 24 * 3600  # seconds
GAME_SCRIPTS_DIR = asset_path("static", "js", "games")
CODE_RE = re.compile(r"^[A-Za-z0-9]{3,16}$")
QR_TEXT_MAX = 512  # characters a posted QR text may have


@cache
def translations(lang: str) -> NullTranslations:
    """The compiled ``messages`` catalogue of ``lang`` (NullTranslations if it is missing)."""
    return Translations.load(str(TRANSLATIONS_DIR), [lang], domain="messages")


def _tables() -> Any:
    return current_app.extensions["tapete"].tables


def current_lang() -> str:
    """The page language of the current request ('es' or 'en'); see the module docstring."""
    lang = g.get("lang")
    if lang is None:
        code = (request.view_args or {}).get("code")
        table_lang = _tables().lang_of(code) if isinstance(code, str) else None
        lang = g.lang = choose_lang(request, table_lang)
    return lang


def gettext(message: str) -> str:
    """``message`` (an English msgid of domain ``messages``) in the page language."""
    return translations(current_lang()).ugettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n``, in the page language."""
    return translations(current_lang()).ungettext(singular, plural, n)


@bp.record_once
def _install_i18n(state: BlueprintSetupState) -> None:
    """Give the app's Jinja environment the i18n extension, translating per request."""
    env = state.app.jinja_env
    env.add_extension("jinja2.ext.i18n")
    env.policies["ext.i18n.trimmed"] = True
    env.install_gettext_callables(gettext, ngettext, newstyle=True)  # type: ignore[attr-defined]
    env.globals["page_texts"] = page_texts


def page_texts() -> dict[str, str | list[str]]:
    """The texts of the pages' scripts in the page language (``translated``): every ``t`` and
    ``tn`` text of ``assets/static/js`` (``referee.web.script_texts``), which
    ``_js_strings.html`` hands to ``i18n.js``."""
    return translated(script_texts.page_msgids())


def translated(texts: Iterable[script_texts.Text]) -> dict[str, str | list[str]]:
    """``texts`` in the page language, keyed by English msgid: a text's translation, or for a
    text with a count (a singular and plural pair, keyed by its singular) its forms in the
    catalogue's order, ``[one, other]`` in Spanish and English (``i18n.js`` picks one with
    ``Intl.PluralRules``)."""
    result: dict[str, str | list[str]] = {}
    for text in texts:
        if isinstance(text, str):
            result[text] = gettext(text)
        else:
            singular, plural = text
            result[singular] = [ngettext(singular, plural, 1), ngettext(singular, plural, 2)]
    return result


@bp.after_request
def remember_lang(response: Response) -> Response:
    """A ``?lang=`` choice is kept in the ``tapete_lang`` cookie (pages and API read it); a page
    is not stored by the browser unless its route says otherwise."""
    asked = request.args.get("lang", "")
    if asked in LANGS and request.cookies.get(LANG_COOKIE) != asked:
        response.set_cookie(LANG_COOKIE, asked, max_age=LANG_COOKIE_MAX_AGE, samesite="Lax",
                            path="/")
    response.headers.setdefault("Cache-Control", "no-store")
    return response


def _code(code: str) -> str:
    """A table code from a URL, upper-cased; 404 when it cannot be a code."""
    if not CODE_RE.match(code):
        abort(404)
    return code.upper()


def _game_texts(game_id: str) -> dict[str, str | list[str]]:
    """The texts of a game's own seat-screen scripts in the page language (``translated``):
    every ``say`` and ``sayN`` text of its ``index.js`` and what that imports
    (``referee.web.script_texts``); {} when the game has no screen script."""
    return translated(script_texts.game_msgids(game_id))


@cache
def _game_info(game_id: str, lang: str) -> dict[str, Any] | None:
    """What the pages show of a game: name, its one-line ``tagline`` for the new table page
    ("" when its data file has none), players range, shared strings, public card texts, and the
    texts of its own scripts (``texts``, see ``_game_texts``).

    None when the game's seat-screen script (``assets/static/js/games/<id>/index.js``) is not
    there yet. Card texts are public catalogue data (the printed cards); which card a
    seat holds is the secret, and only the API tells that. Called within a request whose page
    language is ``lang``.
    """
    if not (GAME_SCRIPTS_DIR / game_id / "index.js").is_file():
        return None
    engine = engines.get(game_id)
    try:
        catalogue = assets.load(game_id)
    except assets.CatalogueError:
        catalogue = None
    info: dict[str, Any] = {
        "id": game_id,
        "name": catalogue.name.get(lang) if catalogue else game_id.replace("-", " ").title(),
        "tagline": catalogue.tagline.get(lang) if catalogue and catalogue.tagline else "",
        "min_players": engine.min_players,
        "max_players": engine.max_players,
        "default_players": engine.players_at_first,
        "strings": {},
        "components": {},
        "texts": _game_texts(game_id),
    }
    if catalogue is not None:
        info["strings"] = {key: text.get(lang) for key, text in catalogue.strings.items()}
        info["components"] = {
            comp_id: {card.id: {name: text.get(lang) for name, text in card.text.items()}
                      for card in comp.cards}
            for comp_id, comp in catalogue.components.items()
        }
    return info


def games(lang: str) -> list[dict[str, Any]]:
    """Every game a table can be created for, in ``GAME_IDS`` order, texts in ``lang``."""
    return [info for gid in engines.GAME_IDS if (info := _game_info(gid, lang)) is not None]


def render_page(template: str, **context: Any) -> str:
    """``template`` rendered in the page language, with what ``base.html`` needs (languages
    and their links, the games) and ``context``."""
    lang = current_lang()
    return render_template(template, lang=lang, langs=LANGS, lang_links=_lang_links(),
                           games=games(lang), name_max=NAME_MAX, **context)


def _lang_links() -> dict[str, str]:
    """The language switch's link per language: this page's query with ``lang`` set, so what
    else the address holds (a rejoin link's code) stays."""
    query = request.args.to_dict()
    return {code: "?" + urlencode({**query, "lang": code}) for code in LANGS}


@bp.route("/")
def home() -> str:
    """The moderator's start: pick a game, players, language, seed; or join by code."""
    return render_page("home.html")


@bp.route("/join/<code>")
def join(code: str) -> str:
    """A new phone types a name and claims a seat at table ``code`` (its ``join_url``). The
    page is told whether the phone holds a pass for the table (a seat or moderator cookie), so
    it asks who it is only then: a phone that never joined gets no 401 in its console."""
    code = _code(code)
    credentials = credentials_from(request, code)
    has_pass = bool(credentials.seat_tokens or credentials.moderator_tokens)
    return render_page("join.html", code=code, has_pass=has_pass)


@bp.route("/rejoin/<code>")
def rejoin(code: str) -> Response:
    """A rejoin QR's target, ``/rejoin/<code>?t=<single-use code>``: a page whose button uses
    the code (``rejoin_link.js``: ``POST /api/tables/<code>/claim``), so a chat app that
    fetches the link for its preview uses nothing. A code that is not open (used, replaced by
    a newer one, or never made) gets a page that says so, answered 410; an unknown table is
    ApiError 404. The page's address holds the code, so what it loads is not told where it
    came from (``Referrer-Policy: no-referrer``)."""
    code = _code(code)
    secret = request.args.get("t", "")
    phones = current_app.extensions["tapete"].phones
    if 0 < len(secret) <= REJOIN_CODE_MAX:
        is_open = phones.is_open(code, secret)  # ApiError 404 for an unknown table
    else:  # no code to look up: only whether the table exists
        _tables().look(code, None, with_state=False)
        is_open = False
    response = make_response(render_page("rejoin.html", code=code, used=not is_open),
                             200 if is_open else 410)
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@bp.route("/table/<code>")
def table(code: str) -> str:
    """The table page of every phone: seat screen and/or the moderator's lobby and panel."""
    return render_page("table.html", code=_code(code))


@bp.route("/table/<code>/screen")
def screen(code: str) -> str:
    """The table screen: a tablet or TV that shows the public board, with no seat
    (``referee.web.screen`` serves its data)."""
    return render_page("screen.html", code=_code(code))


@bp.route("/table/<code>/screen.svg")
def screen_qr(code: str) -> Response:
    """The QR of table ``code``'s table screen page (public: it holds no token)."""
    code = _code(code)
    return _svg(qr_svg(f"{base_url()}/table/{code}/screen",
                       label=gettext("QR code of the table screen")))


def qr_svg(text: str, label: str) -> str:
    """``text`` as a vector QR code: one SVG path, white quiet zone of 4 modules, no fixed size.

    The SVG scales to its container (``width``/``height`` 100%) and is labelled for screen
    readers with ``label``.
    """
    image = qrcode.make(text, image_factory=qrcode.image.svg.SvgPathFillImage, border=4)
    root = image.get_image()
    root.set("width", "100%")
    root.set("height", "100%")
    root.set("role", "img")
    root.set("aria-label", label)
    root.set("shape-rendering", "crispEdges")
    for element in root.iter():
        element.attrib.pop("id", None)
    return ET.tostring(root, encoding="unicode")


def _svg(markup: str) -> Response:
    return Response(markup, mimetype="image/svg+xml", headers={"Cache-Control": "no-store"})


@bp.route("/table/<code>/join.svg")
def join_qr(code: str) -> Response:
    """The join QR of table ``code``: the API's ``join_url`` (public: it holds no token)."""
    code = _code(code)
    return _svg(qr_svg(join_url(code), label=gettext("QR code to join the table")))


@bp.route("/table/<code>/rejoin.svg", methods=["POST"])
def rejoin_qr(code: str) -> Response:
    """This phone's own rejoin QR: a new single-use code for the seat its cookie holds
    (``referee.service.phones``; an earlier open code of the seat stops working). Scanning it on
    another phone moves the seat there and ends this phone's hold on it.

    The code never travels in a URL the phone requests, so it never lands in an access log.
    After a rematch the old table's cookie is the one that works (tokens carry over). 404 when
    the table is unknown or the phone holds no working seat token.
    """
    code = _code(code)
    try:
        secret = current_app.extensions["tapete"].phones.own_code(
            code, credentials_from(request, code))
    except ApiError:
        abort(404)
    return _svg(qr_svg(rejoin_url(code, secret), label=gettext("Your private rejoin QR code")))


@bp.route("/qr.svg", methods=["POST"])
def qr_of_text() -> Response:
    """A QR of a posted ``{"text": str}`` (at most ``QR_TEXT_MAX`` characters); 400 otherwise.

    Used for the rejoin URLs the API hands the moderator (replace a phone, handover).
    """
    try:
        body = parse_json(request.get_data(cache=True))
    except ApiError:
        abort(400)
    text = body.get("text") if isinstance(body, dict) else None
    if not isinstance(text, str) or not text or len(text) > QR_TEXT_MAX:
        abort(400)
    return _svg(qr_svg(text, label=gettext("QR code")))
