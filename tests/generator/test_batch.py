"""Several components print in worker processes: the same paths in the same order and the same
bytes as one after the other, a failing job reported after the paths before it, and a progress
bar only on a terminal."""

from __future__ import annotations

import hashlib
import io
import multiprocessing

import pytest

from generator import batch, games
from generator.batch import Job, print_jobs
from generator.cli import main
from generator.components import PrintOptions


def _digests(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def test_workers_print_the_same_paths_in_the_same_order_and_the_same_bytes(capsys, tmp_path):
    components = list(games.get("neurodrez").components)
    assert main(["neurodrez", *components, "--lang", "en", "--jobs", "1",
                 "--out", str(tmp_path / "a")]) == 0
    one_by_one = capsys.readouterr().out.splitlines()
    assert main(["neurodrez", *components, "--lang", "en", "--jobs", "2",
                 "--out", str(tmp_path / "b")]) == 0
    in_workers = capsys.readouterr().out.splitlines()
    assert len(one_by_one) == 2 * len(components)
    assert in_workers == [line.replace(str(tmp_path / "a"), str(tmp_path / "b"))
                          for line in one_by_one]
    assert _digests(tmp_path / "a") == _digests(tmp_path / "b")


def test_a_failing_job_is_reported_after_the_paths_of_the_jobs_before_it(monkeypatch, tmp_path):
    game = games.get("neurodrez")
    jobs = [Job(game, c, PrintOptions(lang="en")) for c in game.default_components()]
    real = batch.print_component

    def second_fails(game, component, options, out_dir):
        if component.id == jobs[1].component.id:
            raise OSError(28, "No space left on device")
        return real(game, component, options, out_dir)

    monkeypatch.setattr(batch, "print_component", second_fails)
    monkeypatch.setattr(batch, "_start_method",  # forked workers see the patch too
                        lambda: multiprocessing.get_context("fork"))
    out = io.StringIO()
    with pytest.raises(OSError, match="No space left"):
        print_jobs(jobs, tmp_path, workers=2, stdout=out)
    assert out.getvalue().splitlines() == [
        str(tmp_path / f"neurodrez-{jobs[0].component.id}-a4-en.{ext}") for ext in ("pdf", "json")]


def test_an_unwritable_output_folder_exits_1_with_the_reason(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["neurodrez", "tiles", "dice", "--jobs", "2", "--out", str(blocker / "out")]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tapete-print: error: ")
    assert "Traceback" not in captured.err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("workers", [1, 2])
def test_a_terminal_gets_a_progress_bar_under_the_paths(tmp_path, workers):
    game = games.get("neurodrez")
    jobs = [Job(game, c, PrintOptions(lang="es")) for c in game.default_components()]
    terminal, plain = _Terminal(), io.StringIO()
    print_jobs(jobs, tmp_path / "tty", workers=workers, stdout=terminal)
    print_jobs(jobs, tmp_path / "plain", workers=workers, stdout=plain)
    shown = terminal.getvalue()
    assert f"{len(jobs)}/{len(jobs)}" in shown
    assert "tapete-print" in shown
    for line in plain.getvalue().splitlines():
        assert line.replace("plain", "tty") in shown
    assert "tapete-print" not in plain.getvalue()
