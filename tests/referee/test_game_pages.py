"""Every game's pages without a browser, one table row per game: the home page offers the game
with its name and its players, the page carries exactly the texts its screen reads with
``say()`` in its language (each the compiled translation, same placeholders, Spanish written
out), and a table's page is
the same for every phone. Each game's own tests (its options, its flows) stay in
``tests/referee/games/<pkg>/test_pages.py``; a game is added here with one ``Game(...)`` line."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask import Flask

from tests.referee.page_texts import catalogue_texts, quoted_texts
from tests.referee.referee_kit import (
    ROOT,
    new_table,
    page,
    page_games,
    quoted_plurals,
    table_pages,
)

JS = ROOT / "assets" / "static" / "js"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
#: The kit's modules of the chess games with cards, which PokerDrez and PokerDrez for 4 load.
#: The kit's status line and result of a finished board game.
BOARD_END_JS = "games/kit/board_end.js"
#: The kit's question put to a seat above the board (a draw offer).
ASKED_JS = "games/kit/asked.js"
CHESS_JS = (*(f"games/kit/chess_{name}.js"
              for name in ("words", "cards", "panels", "pay", "screen")), BOARD_END_JS, ASKED_JS)
#: The kit's status line of a finished match of hands.
MATCH_STATUS_JS = "games/kit/match_status.js"
#: The kit's card button of the games that lay out many cards.
CARD_BUTTON_JS = "games/kit/card_button.js"
#: A hand's result that stays until seen, and the last hand opened again (games in hands).
SEEN_JS = "widgets/seen.js"
#: The card keypad of a printed-deck showdown (Poker7, PokerGuess).
SHOWDOWN_JS = ("games/kit/printed_showdown.js", "widgets/card_keypad.js")


@dataclass(frozen=True)
class Game:
    """One game's row: what its pages must show.

    ``id``: the game id (``templates/games/<id>/``, ``assets/static/js/games/<id>/``);
    ``name`` / ``name_es``: its name on the English / Spanish home page (``name_es`` when it
    differs); ``players``: (min, max) players; ``min_texts``: the scripts say at least this many
    texts; ``same``: texts whose Spanish is the English msgid (placeholders, signs, the same
    word); ``shared``: scripts of other packages the screen loads, under
    ``assets/static/js/``; ``table``: the ``new_table`` arguments of the table
    whose page every phone must get alike (default: the fewest players)."""

    id: str
    name: str
    players: tuple[int, int]
    min_texts: int
    name_es: str | None = None
    same: Collection[str] = ()
    shared: tuple[str, ...] = ()
    table: dict[str, Any] = field(default_factory=dict)

    def said(self) -> set[str]:
        """Every text the game's screen reads: each ``say("...")`` of its scripts and of the
        shared ones it loads (read here with a regular expression, apart from the server's
        reading of the scripts)."""
        scripts = [*sorted((JS / "games" / self.id).glob("*.js")),
                   *(JS / path for path in self.shared)]
        return quoted_texts(scripts, "say") | quoted_texts(scripts, "sayN")

    def english(self, msgid: str) -> list[str]:
        """The English forms of text ``msgid``: itself, or its singular and plural when the
        scripts say it with a count (``sayN``)."""
        scripts = [*sorted((JS / "games" / self.id).glob("*.js")),
                   *(JS / path for path in self.shared)]
        plural = quoted_plurals(scripts, "sayN").get(msgid)
        return [msgid] if plural is None else [msgid, plural]


POKER_MOVES = ("{name}: {move}", "{name}: {move}, {paid}", "{side}: {move}",
               "{side}: {move}, {paid}")
GAMES = [
    Game("politburo", "Politburo", (5, 10), 0, name_es="Politburó", shared=("game_words.js",)),
    Game("inside-job", "Inside Job", (3, 5), 100, shared=("game_words.js",),
         same={"{value} {suit}"},
         table={"players": 4, "seed": 3,
                "options": {"special_roles": ["accomplice", "paranoid_agent"]}}),
    Game("pax-pamir", "Pax Pamir", (1, 5), 80, shared=("game_words.js",),
         same={"C{n}", "C{n}×2", "Total"},
         table={"players": 2}),
    Game("pokerdrez", "PokerDrez", (2, 2), 110,
         shared=(*CHESS_JS, "game_words.js", "deck_words.js"),
         same=POKER_MOVES),
    Game("pokerdrez-4", "PokerDrez for 4", (4, 4), 100, name_es="PokerDrez para 4",
         shared=(*CHESS_JS, "game_words.js", "deck_words.js"),
         same={"{name} ({colour})", "{who}: {move}"}),
    Game("vikingdrez", "VikingDrez", (2, 2), 50, shared=("game_words.js", BOARD_END_JS, ASKED_JS),
         same={"{name} ({side}): {move}"}),
    Game("neurodrez", "NeuroDrez", (1, 6), 70, shared=("game_words.js",), table={"players": 3},
         same={"Fauna", "Flora", "{surface} ({colour})",
               "{name}: {piece} {from}–{to}"}),
    Game("solodrez", "SoloDrez", (1, 1), 20, shared=("game_words.js", CARD_BUTTON_JS),
         table={"players": 1, "moderator": "player"}),
    Game("sokudrez", "SokuDrez", (1, 4), 20, shared=("game_words.js", CARD_BUTTON_JS),
         table={"players": 1, "moderator": "player"}),
    Game("blackdrez", "BlackDrez", (2, 8), 50,
         shared=("deck_words.js", "game_words.js", MATCH_STATUS_JS, SEEN_JS)),
    Game("domidrez", "DomiDrez", (2, 8), 70,
         shared=("deck_words.js", "game_words.js", MATCH_STATUS_JS, SEEN_JS),
         same={"{colour} ({n})", "magenta"}),
    Game("triumfdrez", "TriumfDrez", (2, 4), 60,
         shared=("deck_words.js", "game_words.js", SEEN_JS),
         same={"{colour} ({n})", "{name}: {bid}", "magenta", "Neutral"}),
    Game("rummidrez", "RummiDrez", (1, 4), 50,
         shared=("deck_words.js", "game_words.js", CARD_BUTTON_JS, SEEN_JS),
         same={"{name}: {left}, {points}"},
         table={"players": 2}),
    Game("lucha", "Politburo, Power Struggle", (2, 5), 100, shared=("game_words.js",),
         name_es="Politburó, lucha de poder",
         same={"{candidate}, {lasts}", "{name}, {lasts}",
               "{candidate}: health {change} → {value}"}),
    Game("poker7", "Poker7", (2, 10), 80,
         shared=("deck_words.js", "game_words.js", SEEN_JS, *SHOWDOWN_JS),
         table={"players": 3},
         same={"All-in {n}", "all-in", "magentas", "{count} {things}"}),
    Game("pokerguess", "PokerGuess", (2, 10), 100,
         shared=("game_words.js", MATCH_STATUS_JS, SEEN_JS, *SHOWDOWN_JS),
         table={"players": 3},
         same={"{colour} ×{cc} · {figure} ×{fc}", "Magenta", "{name}: {what}"}),
]
EACH_GAME = pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
BOTH_LANGUAGES = pytest.mark.parametrize("lang", ["es", "en"])


def home_game(app: Flask, game: Game, lang: str) -> dict[str, Any]:
    """``game``'s data on the home page in ``lang``."""
    games = page_games(page(app.test_client(), f"/?lang={lang}"))
    assert game.id in games, f"the home page does not offer {game.id}"
    return games[game.id]


@EACH_GAME
def test_the_scripts_read_their_texts_with_say(game: Game) -> None:
    assert len(game.said()) >= game.min_texts, f"{game.id}: the scripts read their texts with say()"


@EACH_GAME
@BOTH_LANGUAGES
def test_the_home_page_offers_the_game_with_its_name_and_players(app: Flask, game: Game,
                                                                  lang: str) -> None:
    offered = home_game(app, game, lang)
    name = game.name_es if lang == "es" and game.name_es else game.name
    assert offered["name"] == name, f"{game.id}: the name on the {lang} home page"
    assert (offered["min_players"], offered["max_players"]) == game.players, (
        f"{game.id}: the players on the home page")


@EACH_GAME
@BOTH_LANGUAGES
def test_the_page_carries_the_texts_in_its_language(app: Flask, game: Game, lang: str) -> None:
    texts = home_game(app, game, lang)["texts"]
    catalogue = catalogue_texts(lang)
    assert set(texts) == game.said(), f"{game.id}: the page's texts are not the scripts'"
    for msgid, text in texts.items():
        assert text == catalogue[msgid], f"{game.id}: {msgid!r} is not the catalogue's"
        forms = [text] if isinstance(text, str) else text
        english = game.english(msgid)
        assert len(forms) == len(english), f"{game.id}: {msgid!r} is said with a count or not"
        for form, source in zip(forms, english, strict=True):
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (
                f"{game.id}: placeholders of {source!r}")
            if lang == "es" and msgid not in game.same:
                assert form != source, f"{game.id}: no Spanish for {source!r}"


@EACH_GAME
def test_the_table_page_is_the_same_for_every_phone(app: Flask, game: Game) -> None:
    """The page holds nothing of any seat (hands and roles come only in each phone's own
    view): a stranger, the moderator and every seat get the same HTML."""
    client = app.test_client()
    table = new_table(client, game.id, **{"players": game.players[0], **game.table})
    assert len(table_pages(client, table, "es")) == 1, f"{game.id}: the page differs by phone"


def test_neurodrez_names_a_piece_with_its_colour_agreeing(app: Flask) -> None:
    """ND8: a NeuroDrez piece is one phrase ("red rook"), so the Spanish colour agrees with the
    piece ("torre roja", not "Torre · rojo")."""
    neurodrez = next(game for game in GAMES if game.id == "neurodrez")
    texts = home_game(app, neurodrez, "es")["texts"]
    assert [texts[msgid] for msgid in ("red rook", "yellow queen", "red knight", "blue pawn")] == [
        "torre roja", "dama amarilla", "caballo rojo", "peón azul"]
