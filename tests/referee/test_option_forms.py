"""The games' option forms on the new table page, without a browser: every option of every
engine has a control (the prearranged set-ups excepted), no control names an option the engine
lacks, and every value a control can send is one the engine accepts
(templates/games/_option_fields.html, assets/static/js/home.js)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

import pytest
from flask import Flask

import referee.games as engines
from referee import create_app
from tests.referee.referee_kit import page

#: Options that set up a whole deal or position (a list of every card id, a FEN, a board): the
#: API's table creation takes them (docs/api.md), the new table form does not.
PREARRANGED = frozenset({"deck", "tiles", "fen", "position"})
#: Controls whose value a game's own script builds (a list of checked roles, of typed names).
SCRIPTED = frozenset({"tapete-role-list", "tapete-name-list"})


@dataclass
class Control:
    """One element with data-option: its tag and attributes, and a select's option values."""

    tag: str
    attrs: dict[str, str]
    choices: list[str] = field(default_factory=list)
    selected: str | None = None

    @property
    def option(self) -> str:
        return self.attrs["data-option"]

    def sent(self, raw: str) -> Any:
        """What home.js sends for the text ``raw`` of this control."""
        kind = self.attrs.get("data-type")
        if kind == "int":
            return int(raw)
        return json.loads(raw) if kind == "json" else raw


class _Controls(HTMLParser):
    """The data-option controls of each ``.game-options`` box, by game id."""

    def __init__(self) -> None:
        super().__init__()
        self.games: dict[str, list[Control]] = {}
        self.game: str | None = None
        self.select: Control | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if "game-options" in found.get("class", "").split():
            self.game = found["data-game"]
            self.games[self.game] = []
        elif tag == "option" and self.select is not None:
            self.select.choices.append(found["value"])
            if "selected" in found:
                self.select.selected = found["value"]
        elif "data-option" in found and self.game is not None:
            control = Control(tag, found)
            self.games[self.game].append(control)
            self.select = control if tag == "select" else None

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self.select = None
        elif tag == "details":
            self.game = None


@pytest.fixture(scope="module")
def forms(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, list[Control]]]:
    """The controls of the page in English, rendered once for this module's tests."""
    app = create_app({"INSTANCE_PATH": str(tmp_path_factory.mktemp("option-forms"))})
    try:
        parser = _Controls()
        parser.feed(page(app.test_client(), "/?lang=en"))
        yield parser.games
    finally:
        app.extensions["tapete"].close()


def _engine_options(game_id: str) -> set[str]:
    return set(engines.get(game_id).option_defaults) - PREARRANGED


def test_every_game_has_its_options_box(forms: dict[str, list[Control]]) -> None:
    assert set(forms) == set(engines.GAME_IDS)
    assert len(forms) == 16


@pytest.mark.parametrize("game_id", engines.GAME_IDS)
def test_every_engine_option_has_a_control_and_no_control_is_unknown(
        forms: dict[str, list[Control]], game_id: str) -> None:
    named = {control.option.partition(".")[0] for control in forms[game_id]}
    assert named == _engine_options(game_id)


@pytest.mark.parametrize("game_id", engines.GAME_IDS)
def test_every_value_a_control_sends_is_accepted_by_the_engine(
        forms: dict[str, list[Control]], game_id: str) -> None:
    """Each radio's value, both states of a checkbox, a field's first value, and a list
    built from its selects as first shown; an object option from its fields together."""
    engine = engines.get(game_id)
    players = engine.max_players
    tried: list[dict[str, Any]] = []
    lists: dict[str, list[Any]] = {}
    objects: dict[str, dict[str, Any]] = {}
    for control in forms[game_id]:
        name, _dot, key = control.option.partition(".")
        kind = control.attrs.get("type")
        if control.tag in SCRIPTED:
            continue
        if kind == "checkbox":
            tried += [{name: True}, {name: False}]
        elif control.attrs.get("data-type") == "list":
            lists.setdefault(name, []).append(control.sent(control.selected))
        elif key:
            objects.setdefault(name, {})[key] = control.sent(control.attrs["value"])
        else:
            tried.append({name: control.sent(control.attrs["value"])})
    tried += [{name: value} for name, value in [*lists.items(), *objects.items()]]
    for options in tried:
        checked = engine.options(options, players)
        assert {name: checked[name] for name in options} == options


def test_an_ordered_list_offers_every_item_once_in_each_place(
        forms: dict[str, list[Control]]) -> None:
    """NeuroDrez's colours and PokerDrez for 4's seats: each select offers the same items, and
    the places start on them in turn, so the list as first shown is a valid order."""
    for game_id, option, size in (("neurodrez", "colours", 6), ("pokerdrez-4", "colours", 4)):
        selects = [c for c in forms[game_id] if c.tag == "select" and c.option == option]
        assert len(selects) == size
        assert all(select.choices == selects[0].choices for select in selects)
        assert [select.selected for select in selects] == selects[0].choices


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_revealed_part_starts_hidden_and_disabled_under_its_choice(app: Flask,
                                                                     lang: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    revealed = re.findall(r'data-reveals="([\w-]+)"', html)
    assert len(revealed) == 6, revealed
    for part in revealed:
        assert re.search(rf'<fieldset class="option-more" id="{part}" hidden disabled>', html)


class _CountParts(HTMLParser):
    """The options inside each ``for_players`` part of each game's box: {game: {option: (low,
    high)}}, high None when unbounded."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: dict[str, dict[str, tuple[int, int | None]]] = {}
        self.game: str | None = None
        self.ranges: list[tuple[int, int | None] | None] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if "game-options" in found.get("class", "").split():
            self.game = found["data-game"]
            self.parts[self.game] = {}
        if tag == "fieldset":
            low, high = found.get("data-players-min"), found.get("data-players-max")
            self.ranges.append(None if low is None else (int(low), int(high) if high else None))
        bounded = [r for r in self.ranges if r is not None]
        if "data-option" in found and self.game is not None and bounded:
            self.parts[self.game][found["data-option"].partition(".")[0]] = bounded[-1]

    def handle_endtag(self, tag: str) -> None:
        if tag == "fieldset":
            self.ranges.pop()


#: The options a table of some player counts only has any use for (ND8): NeuroDrez's mode
#: (one player always plays solo) and its teams of six; RummiDrez's cards, target and first
#: dealer (the solitaire is dealt by the app, has no target and no other dealer); Inside Job's
#: special roles (4 or 5 players).
COUNT_BOUND = {
    "neurodrez": {"mode": (2, None), "teams_of_six": (6, None)},
    "rummidrez": {"cards": (2, None), "target": (2, None), "first_dealer": (2, None)},
    "inside-job": {"special_roles": (4, 5)},
}


def test_options_for_some_player_counts_only_are_marked_with_their_range(
        app: Flask) -> None:
    parser = _CountParts()
    parser.feed(page(app.test_client(), "/?lang=en"))
    assert {game: parts for game, parts in parser.parts.items() if parts} == COUNT_BOUND


def test_each_game_starts_the_form_at_its_own_player_count(app: Flask) -> None:
    """The game radios carry the engine's count the form switches to when the game is chosen
    (ND8, SK3: not the count left by the game chosen before); the engine takes its default
    options at that count."""
    html = page(app.test_client(), "/?lang=en")
    found = dict(re.findall(r'value="([\w-]+)"\s*(?:checked)?\s+data-min="\d+" data-max="\d+"\s+'
                            r'data-default="(\d+)"', html))
    assert set(found) == set(engines.GAME_IDS)
    for game_id, default in found.items():
        engine = engines.get(game_id)
        assert int(default) == engine.players_at_first
        assert engine.min_players <= int(default) <= engine.max_players
        engine.options({}, int(default))
    assert {game: int(found[game]) for game in ("sokudrez", "solodrez", "neurodrez",
                                                  "pax-pamir")} == {
        "sokudrez": 1, "solodrez": 1, "neurodrez": 2, "pax-pamir": 2}
