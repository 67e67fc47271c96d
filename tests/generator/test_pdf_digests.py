"""Every file tapete-print writes is byte-identical to the recorded digests
(``tests/generator/pdf_digests.json``, written by ``make digests``), so a refactoring cannot
change a printed page unnoticed. Skipped when the libraries that decide the bytes (reportlab,
the font packages, zlib…) are not the recorded versions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import pdf_digests

RECORD = Path(__file__).with_name("pdf_digests.json")


RUNS = sorted(pdf_digests.runs())


def recorded_runs() -> dict[str, dict[str, str]]:
    """The record's digests by run: ``{RUN: {"RUN/FILE": sha256}}``."""
    by_run: dict[str, dict[str, str]] = {}
    for name, digest in json.loads(RECORD.read_text(encoding="utf-8"))["files"].items():
        by_run.setdefault(name.split("/", 1)[0], {})[name] = digest
    return by_run


@pytest.mark.slow
@pytest.mark.parametrize("run", RUNS)  # one test a run, so the runs print side by side
def test_every_printed_file_matches_its_recorded_digest(run, tmp_path):
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    mismatch = pdf_digests.version_mismatch(record["versions"])
    if mismatch:
        pytest.skip("the digests were recorded with other library versions ("
                    + "; ".join(mismatch) + "); run `make digests` on this machine to re-record")
    printed = pdf_digests.print_all(tmp_path, [run])
    changed = pdf_digests.differences(recorded_runs().get(run, {}), printed)
    assert not changed, ("printed output differs from tests/generator/pdf_digests.json (run "
                         "`make digests` if the change is intended):\n" + "\n".join(changed))


def test_the_record_holds_every_run_and_no_other():
    assert sorted(recorded_runs()) == RUNS, "run `make digests` after adding or removing a run"


def test_differences_name_every_changed_missing_and_new_file():
    recorded = {"a/same.pdf": "1", "a/changed.pdf": "2", "a/missing.pdf": "3"}
    printed = {"a/same.pdf": "1", "a/changed.pdf": "9", "a/new.pdf": "4"}
    assert pdf_digests.differences(recorded, printed) == [
        "changed  a/changed.pdf", "missing  a/missing.pdf", "new      a/new.pdf"]
    assert pdf_digests.differences(recorded, dict(recorded)) == []


def test_a_version_change_is_reported_by_name():
    recorded = pdf_digests.versions() | {"reportlab": "0.0-recorded"}
    assert [line for line in pdf_digests.version_mismatch(recorded)
            if line.startswith("reportlab: 0.0-recorded → ")]
