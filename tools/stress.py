"""Flake check: run the browser and server tests several times while every CPU is kept busy, and
list each test that failed at least once (``make test-stress``).

    python tools/stress.py [--rounds N] [--load N] [PYTEST ARGUMENTS...]

Each round is one ``pytest -n auto --dist worksteal`` run of ``tests/e2e`` and ``tests/referee``
(or of the PYTEST ARGUMENTS given) with a JUnit XML report. Meanwhile ``--load`` processes (one
per CPU by default) spin in a busy loop at the tests' own priority, as other work on a shared CI
machine would; they are stopped when the rounds are over or interrupted. A test that passes on
a quiet machine but fails under load waits for something without saying what (a fixed sleep, a
race with a late update): the list names it with how many rounds it failed in. Exit status 0
when no test failed in any round, 1 otherwise.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITES = ["tests/e2e", "tests/referee"]


def spin() -> None:
    """Keep one CPU busy until killed."""
    while True:
        pass


def plural(count: int, noun: str) -> str:
    """``count`` and ``noun``, in the plural unless ``count`` is 1 ("2 rounds", "1 test")."""
    ending = "" if count == 1 else "es" if noun.endswith("s") else "s"
    return f"{count} {noun}{ending}"


def failures(report: Path) -> list[str]:
    """The ids (``file::name``) of the tests a JUnit XML report records as failed or in error."""
    if not report.exists():
        return ["(no report: the pytest run itself failed)"]
    failed = []
    for case in ET.parse(report).iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            path = case.get("classname", "").replace(".", "/")
            failed.append(f"{path}.py::{case.get('name')}")
    return failed


def run_round(number: int, args: list[str], folder: Path) -> list[str]:
    """One pytest run; returns the ids of the tests that failed."""
    report = folder / f"round-{number}.xml"
    command = [sys.executable, "-m", "pytest", "-q", "-n", "auto", "--dist", "worksteal",
               "-p", "no:cacheprovider", f"--junitxml={report}", *args]
    started = time.monotonic()
    code = subprocess.run(command, cwd=ROOT, check=False).returncode
    failed = failures(report)
    print(f"round {number}: exit {code}, {plural(len(failed), 'test')} failed, "
          f"{time.monotonic() - started:.0f} s", flush=True)
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="how many runs (default 5)")
    parser.add_argument("--load", type=int, default=os.cpu_count() or 1,
                        help="busy processes beside the tests (default: one per CPU)")
    options, pytest_args = parser.parse_known_args(argv)
    if options.rounds < 1 or options.load < 0:
        parser.error("--rounds must be at least 1 and --load at least 0")
    spinners = [multiprocessing.Process(target=spin, daemon=True) for _ in range(options.load)]
    for spinner in spinners:
        spinner.start()
    counts: collections.Counter[str] = collections.Counter()
    try:
        with tempfile.TemporaryDirectory(prefix="tapete-stress-") as folder:
            for number in range(1, options.rounds + 1):
                counts.update(set(run_round(number, pytest_args or SUITES, Path(folder))))
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.join()
    print(f"\n{plural(options.rounds, 'round')} with {plural(options.load, 'busy process')}: ",
          end="")
    if not counts:
        print("no test failed.")
        return 0
    print(f"{plural(len(counts), 'test')} failed at least once:")
    for test, times in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {times}/{options.rounds}  {test}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
