"""tapete-print's command line: errors exit 2 with a message, output names are predictable."""

from __future__ import annotations

import pytest

from generator import cli, games
from generator.cli import main


@pytest.mark.parametrize(("argv", "message"), [
    (["nogame"], "unknown game 'nogame'; known games: "),
    (["politburo", "nocomponent"], "politburo has no component 'nocomponent'"),
    (["politburo", "--paper", "a3"], "invalid choice: 'a3'"),
    (["politburo", "--bleed", "-1"], "must be between 0 and 10 mm"),
    (["politburo", "--bleed", "three"], "not a number of millimetres"),
    (["politburo", "--back-offset", "1"], "expected X,Y in millimetres"),
    (["politburo", "--back-offset", "1,20"], "within ±10 mm"),
    (["politburo", "--layout", "grid"], "invalid choice: 'grid'"),
    (["politburo", "--duplex", "both"], "invalid choice: 'both'"),
    (["politburo", "--lang", "fr"], "invalid choice: 'fr'"),
    (["all", "members"], "'all' takes no components"),
    (["politburo", "--ink", "grey"], "invalid choice: 'grey'"),
    (["vikingdrez", "board"], "vikingdrez prints what its table needs and takes no components"),
    (["politburo", "cards", "--url", "http://192.168.1.20:8000/"],
     "--url goes with 'table-card' or a game's kit"),
    (["vikingdrez", "--url", "ftp://x"], "--url: "),
    (["vikingdrez", "--game", "politburo"], "--game with 'table-card' only"),
    (["all", "--jobs", "0"], "must be at least 1, got 0"),
    (["all", "--jobs", "two"], "not a whole number: 'two'"),
    (["calibration", "--duplex", "none"], "calibration needs --duplex long or short"),
])
def test_bad_usage_exits_2_and_says_why(capsys, tmp_path, argv, message):
    with pytest.raises(SystemExit) as exit_info:
        main([*argv, "--out", str(tmp_path)])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_unknown_game_lists_the_known_ones(capsys):
    with pytest.raises(SystemExit):
        main(["chess"])
    err = capsys.readouterr().err
    for game_id in games.game_ids():
        assert game_id in err


def test_list_names_every_game_and_component(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for game in games.all_games():
        assert game.id in out
        for component in game.components:
            assert component in out


def test_prints_the_predictable_paths_it_wrote(capsys, tmp_path):
    game = games.all_games()[0]
    component = next(iter(game.components))
    assert main([game.id, component, "--paper", "letter", "--lang", "en",
                 "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out.split()
    stem = tmp_path / f"{game.id}-{component}-letter-en"
    assert printed == [str(stem) + ".pdf", str(stem) + ".json"]
    assert all((tmp_path / p).exists() for p in printed)


def test_calibration_writes_a_two_page_pdf(capsys, tmp_path):
    from pypdf import PdfReader

    assert main(["calibration", "--paper", "letter", "--duplex", "short",
                 "--out", str(tmp_path)]) == 0
    path = tmp_path / "calibration-letter-short.pdf"
    assert capsys.readouterr().out.strip() == str(path)
    reader = PdfReader(str(path))
    assert len(reader.pages) == 2
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipShortEdge"


def test_all_prints_each_printable_games_default_components(monkeypatch, tmp_path):
    asked = []
    monkeypatch.setattr(cli, "print_jobs", lambda jobs, out, workers: asked.extend(jobs))
    assert main(["all", "--lang", "en", "--out", str(tmp_path)]) == 0
    assert [(job.game.id, job.component.id) for job in asked] == [
        (game.id, component.id) for game in games.all_games()
        for component in game.default_components()]
    assert {job.options.lang for job in asked} == {"en"}


def test_a_booklet_manifest_records_the_duplex_its_pdf_asks_for(tmp_path):
    import json

    from pypdf import PdfReader

    assert main(["rules", "politburo-booklet", "--duplex", "long", "--out", str(tmp_path)]) == 0
    pdf = tmp_path / "rules-politburo-booklet-a4-es.pdf"
    manifest = json.loads(pdf.with_suffix(".json").read_text())
    prefs = PdfReader(str(pdf)).trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/Duplex"] == "/DuplexFlipShortEdge"
    assert manifest["duplex"] == "short"
