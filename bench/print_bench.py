"""Print benchmark: whole-process wall time, CPU time and peak memory, Tapete against plain
reportlab.

Runs, several times each, in fresh processes:
- ``tapete-print pokerdrez deck`` (the 56-card deck, fronts + backs, fonts embedded);
- ``bench/plain_reportlab.py 56`` — the floor: the same number of cards drawn by plain reportlab;
- ``tapete-print all`` (every game and component, both languages, A4).

The deck and the floor run alternately (deck, floor, deck, floor…), so that both see the same
load on a machine shared with other work; their ratio is taken within this run. Prints, for each
command, median and worst wall time (s), median CPU time (user + system of the process and its
workers, s) and peak RSS (MB), then the deck / floor ratios of the wall and CPU medians, and for
``all`` its CPU time over the usable cores: what it would take on that many idle cores if the
work split evenly. The load average is printed before and after. Targets: the deck at most 2×
the floor; ``all`` in at most 3 s on 2 cores.

Each command first runs once untimed, allowed to write Python's bytecode cache (as any run
after an install does), so that compiling the project's modules is not counted whatever
``PYTHONDONTWRITEBYTECODE`` says. Usage:
``python bench/print_bench.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent


class Run(NamedTuple):
    """One run of a command: wall seconds, CPU seconds (with its children), peak RSS in MB."""

    wall: float
    cpu: float
    peak_mb: float


def measure(argv: list[str]) -> Run:
    """One run of ``argv`` in a fresh process."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {process.stderr.read().decode()}")
    return Run(elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def warm_up(argv: list[str]) -> None:
    """One untimed run of ``argv`` that may write the bytecode and data caches."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=False)


def report(name: str, runs: list[Run]) -> Run:
    """Print the figures of ``runs``; their medians (peak: the largest)."""
    wall = statistics.median(r.wall for r in runs)
    cpu = statistics.median(r.cpu for r in runs)
    peak = max(r.peak_mb for r in runs)
    print(f"{name:<28} median {wall:6.3f} s  worst {max(r.wall for r in runs):6.3f} s  "
          f"CPU {cpu:6.3f} s  peak {peak:6.1f} MB  ({len(runs)} runs)")
    return Run(wall, cpu, peak)


def load_average() -> str:
    """The 1, 5 and 15 minute load averages, and the CPUs this process may use."""
    return (f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
            f"on {len(os.sched_getaffinity(0))} CPUs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"before: {load_average()}")
    with tempfile.TemporaryDirectory() as out:
        cli = [sys.executable, "-m", "generator.cli"]
        deck_argv = [*cli, "pokerdrez", "deck", "--out", out]
        floor_argv = [sys.executable, str(HERE / "plain_reportlab.py"), "56",
                      str(Path(out) / "plain.pdf")]
        all_argv = [*cli, "all", "--out", out]
        for argv in (deck_argv, floor_argv, all_argv):
            warm_up(argv)
        pairs = [(measure(deck_argv), measure(floor_argv)) for _ in range(args.runs)]
        deck = report("tapete-print pokerdrez deck", [d for d, _ in pairs])
        floor = report("plain reportlab, 56 cards", [f for _, f in pairs])
        everything = report("tapete-print all",
                            [measure(all_argv) for _ in range(max(1, args.runs // 2))])
    cores = len(os.sched_getaffinity(0))
    print(f"deck / floor: {deck.wall / floor.wall:.2f}× wall, {deck.cpu / floor.cpu:.2f}× CPU")
    print(f"all: CPU / {cores} cores = {everything.cpu / cores:.2f} s")
    print(f"after: {load_average()}")


if __name__ == "__main__":
    main()
