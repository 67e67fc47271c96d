"""One command per game: ``tapete-print GAME`` prints what the referee's GAME needs at the table
(generator.kits), ``list`` says so, and a real run writes those files."""

from __future__ import annotations

import pytest

from generator import cli, games, kits
from generator.cli import main
from referee.games import GAME_IDS as REFEREE_GAMES

PDZ = ("rules", "pokerdrez-booklet")
DECK = ("pokerdrez", "deck")
#: What each table prints (seed 004 "Componentes" of each game; seeds 000 and 001; the booklet of
#: each family), in print order.
EXPECTED: dict[str, list[tuple[str, str]]] = {
    "politburo": [("politburo", "cards"), ("rules", "politburo-booklet")],
    "lucha": [("lucha", c) for c in ("candidates", "cards", "specials", "offices", "tokens")]
    + [("rules", "lucha-booklet")],
    "inside-job": [("rules", "inside-job-booklet")],
    "pax-pamir": [("rules", "pax-pamir-booklet")],
    "pokerdrez": [DECK, ("neurodrez", "board"), PDZ],
    "pokerdrez-4": [DECK, ("pokerdrez", "board4"), ("pokerdrez", "tokens4"), PDZ],
    "poker7": [DECK, PDZ],
    "pokerguess": [DECK, PDZ],
    "vikingdrez": [("neurodrez", "board"), PDZ],
    "solodrez": [DECK, PDZ],
    "sokudrez": [DECK, PDZ],
    "rummidrez": [DECK, PDZ],
    "triumfdrez": [DECK, PDZ],
    "blackdrez": [DECK, PDZ],
    "domidrez": [DECK, PDZ],
    "neurodrez": [("neurodrez", c) for c in ("tiles", "board", "dice", "tokens")] + [DECK, PDZ],
}


def test_every_game_the_referee_runs_has_a_kit_and_no_other():
    assert set(kits.KITS) == set(REFEREE_GAMES)


def test_every_part_of_every_kit_is_a_printable_component():
    for kit in kits.KITS.values():
        assert kit.parts, kit.id
        for part in kit.parts:
            assert part.component in games.get(part.game).components, (kit.id, part.ref)
            assert part.copies >= 1


def _asked(monkeypatch, argv: list[str]) -> list:
    jobs: list = []
    monkeypatch.setattr(cli, "print_jobs", lambda found, out, workers: jobs.extend(found))
    assert main(argv) == 0
    return jobs


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_each_game_prints_its_kit(monkeypatch, tmp_path, game_id):
    jobs = _asked(monkeypatch, [game_id, "--lang", "en", "--ink", "saver", "--out", str(tmp_path)])
    assert [(job.game.id, job.component.id) for job in jobs] == EXPECTED[game_id]
    assert {(job.options.lang, job.options.ink) for job in jobs} == {("en", "saver")}


@pytest.mark.parametrize(("alias", "game_id"), [("pax_pamir", "pax-pamir"),
                                                ("inside_job", "inside-job"),
                                                ("pokerdrez_4", "pokerdrez-4")])
def test_the_package_spelling_of_an_id_prints_the_same_kit(monkeypatch, tmp_path, alias, game_id):
    jobs = _asked(monkeypatch, [alias, "--out", str(tmp_path)])
    assert [(job.game.id, job.component.id) for job in jobs] == EXPECTED[game_id]


def test_naming_components_still_prints_just_those(monkeypatch, tmp_path):
    jobs = _asked(monkeypatch, ["pokerdrez", "board4", "deck", "--out", str(tmp_path)])
    assert [(job.game.id, job.component.id) for job in jobs] == [
        ("pokerdrez", "board4"), DECK]


def test_list_names_every_game_its_parts_and_what_is_not_printed(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for kit in kits.KITS.values():
        assert f"\n  {kit.id} " in out
        for part in kit.parts:
            assert part.ref in out
    assert "not printed: the published Inside Job game" in out
    assert "pokerdrez deck ×2 (the game uses two decks)" in out


def test_vikingdrez_writes_its_board_booklet_and_table_card(capsys, tmp_path):
    assert main(["vikingdrez", "--lang", "en", "--jobs", "1", "--url",
                 "http://192.168.1.20:8000/", "--out", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert captured.out.split() == [str(tmp_path / name) for name in (
        "neurodrez-board-a4-en.pdf", "neurodrez-board-a4-en.json",
        "rules-pokerdrez-booklet-a4-en.pdf", "rules-pokerdrez-booklet-a4-en.json",
        "table-card-a4.pdf")]
    assert all(path.stat().st_size > 0 for path in tmp_path.iterdir())
    assert "not printed, the table brings a white king, 4 white pawns and 8 black pawns" \
        in captured.err


def test_a_game_of_two_decks_says_to_print_the_deck_twice(monkeypatch, capsys, tmp_path):
    _asked(monkeypatch, ["rummidrez", "--paper", "letter", "--out", str(tmp_path)])
    assert ("rummidrez: print pokerdrez-deck-letter-es.pdf 2 times"
            in capsys.readouterr().err)
