"""Inside Job's own pages without a browser: the catalogue names everything the engine sends,
the new table page offers the seed's special roles and checks them as the engine does, and a
refused choice is answered in the caller's language (seed 003;
docs/rules-decisions.md#inside-job). Its texts, name and table page are checked with every
game's in tests/referee/test_game_pages.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import Flask

import assets
from referee.games.inside_job import flow as job_flow
from referee.games.inside_job import roles as job_roles
from referee.games.inside_job import tricks as job_tricks
from referee.games.inside_job import vote as job_vote
from referee.games.inside_job.roles import (
    GOALS,
    MAX_SPECIAL_ROLES,
    NEUTRAL_ROLES,
    REVEALED_AT_START,
    ROLES,
    SLEEPER_REVEALED_GOAL,
    SPECIAL_ROLE_PLAYERS,
    SPECIAL_ROLES,
)
from referee.i18n import translate
from tests.referee.referee_kit import ROOT, options_box

OPTIONS_JS = ROOT / "assets" / "static" / "js" / "games" / "inside-job" / "options.js"
# The engine's refusals of a choice of special roles (job_roles.check_special_roles).
REFUSALS = {
    "needs-players": "Special roles are played with 4 or 5 players only.",
    "too-many": "At most two special roles can be in play.",
    "two-neutral": "Two neutral roles (decoy, accomplice, Tim Shady) cannot play together.",
    "two-revealed": "Two roles that reveal at the start cannot play together.",
}


def test_the_catalogue_names_every_role_goal_suit_and_reason() -> None:
    """Every id the engine can send has its text in both languages; sentences keep their
    placeholders."""
    data = assets.load("inside-job")
    roles = {card.id: card for card in data.components["roles"].cards}
    assert set(roles) == set(ROLES)
    assert all(card.t(field, lang) for card in roles.values()
               for field in ("name", "rule") for lang in ("es", "en"))
    goals = {card.id for card in data.components["goals"].cards}
    assert goals == set(GOALS.values()) | {SLEEPER_REVEALED_GOAL}
    assert {f"suit_{suit}" for suit in job_tricks.SUITS} <= set(data.strings)
    reasons = {job_tricks.HIGHEST_TRUMP, job_tricks.BRIEFCASE_TRUMP,
               job_tricks.HIGHEST_LED, job_tricks.TIE_LATER}
    for reason in reasons:
        for lang in ("es", "en"):
            text = data.s(f"trick_{reason}", lang)
            assert "{name}" in text and "{card}" in text, (reason, lang)
    engine = "".join(Path(module.__file__).read_text() for module in (
        job_flow, job_tricks, job_vote, job_roles))
    ends = set(re.findall(r'finish\(state, \w+, "(\w+)"', engine))
    assert len(ends) >= 10, "the end reasons could not be read from the engine"
    for reason in ends:
        assert data.s(f"end_{reason}", "es") and data.s(f"end_{reason}", "en"), reason
    for side in ("agents", "insider", "decoy", "professor"):
        assert data.s(f"side_{side}", "es") and data.s(f"side_{side}", "en"), side


@pytest.mark.parametrize(("lang", "names"), [
    ("es", ["Agente con micro", "Agente paranoico", "Agente a todo riesgo", "El señuelo",
            "El cómplice", "Tim Shady", "Agente durmiente", "Profesor No"]),
    ("en", ["Bugged agent", "Paranoid agent", "Reckless agent", "The Decoy", "The Accomplice",
            "Tim Shady", "Sleeper agent", "Professor No"]),
])
def test_the_new_table_page_offers_the_seeds_special_roles(app: Flask, lang: str,
                                                           names: list[str]) -> None:
    options = options_box(app.test_client(), lang, "inside-job", '</script>')
    ids = re.findall(r'<input type="checkbox" value="(\w+)">', options)
    assert ids == list(SPECIAL_ROLES), "the seed's eight special roles, in its order"
    shown = [re.sub(r"\s+", " ", name).strip()
             for name in re.findall(r'<span class="title">([^<]*)</span>', options)]
    assert shown[:len(names)] == names
    assert 'data-option="special_roles"' in options
    assert re.search(r'value="0" data-type="int"\s+data-option="first_leader"', options)
    assert 'value="random" data-option="first_leader"' in options
    assert "css/inside-job.css" in options and "js/games/inside-job/options.js" in options
    for key, message in REFUSALS.items():
        shown_text = re.search(rf'data-{key}="([^"]*)"', options).group(1)
        assert shown_text == translate(message, lang), "the page's words are the engine's"


def test_the_options_script_checks_what_the_engine_checks() -> None:
    """The roles the page checks as it goes are the engine's: neutral ones, those revealed at
    the start, the players range and the maximum."""
    script = OPTIONS_JS.read_text()

    def listed(name: str) -> list[str]:
        return re.findall(r'"(\w+)"', re.search(rf"const {name} = \[(.*?)\];", script).group(1))

    assert set(listed("NEUTRAL")) == set(NEUTRAL_ROLES)
    assert set(listed("REVEALED_AT_START")) == set(REVEALED_AT_START)
    players = re.search(r"const PLAYERS = \[(.*?)\];", script).group(1)
    assert [int(n) for n in players.split(",")] == list(SPECIAL_ROLE_PLAYERS)
    assert int(re.search(r"const MAX_SPECIAL = (\d+);", script).group(1)) == MAX_SPECIAL_ROLES


def test_a_refused_choice_of_roles_is_answered_in_the_callers_language(app: Flask) -> None:
    """What the new table page shows when the server refuses the options: the engine's
    message, translated; no table is made."""
    client = app.test_client()
    body = {"game": "inside-job", "players": 4, "lang": "en", "moderator": "master",
            "options": {"special_roles": ["decoy", "tim_shady"]}}
    refused = client.post("/api/tables?lang=es", json=body)
    assert refused.status_code == 422
    assert refused.get_json()["error"]["message"] == translate(REFUSALS["two-neutral"], "es")
    body["options"] = {"special_roles": ["decoy"], "first_leader": "random"}
    assert client.post("/api/tables", json=body).status_code == 201
