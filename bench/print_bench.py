"""Print benchmark: whole-process wall time and peak memory, Tapete against plain reportlab.

Runs, several times each, in fresh processes:
- ``tapete-print pokerdrez`` (the 56-card deck, fronts + backs, fonts embedded);
- ``tapete-print all`` (every game and component, both languages, A4);
- ``bench/plain_reportlab.py 56`` — the floor: the same number of cards drawn by plain reportlab.
Prints median and worst wall time (s) and peak RSS (MB) of each. Targets: the deck at most 2×
the floor; ``all`` in at most 3 s on 2 cores. Each command first runs once untimed, allowed to
write Python's bytecode cache (as any run after an install does), so that compiling the
project's modules is not counted whatever ``PYTHONDONTWRITEBYTECODE`` says. Usage:
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

HERE = Path(__file__).resolve().parent


def measure(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and peak resident MB of one run of ``argv`` (a fresh process)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {process.stderr.read().decode()}")
    return elapsed, usage.ru_maxrss / 1024


def warm_up(argv: list[str]) -> None:
    """One untimed run of ``argv`` that may write the bytecode cache."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=False)


def report(name: str, argv: list[str], runs: int) -> float:
    warm_up(argv)
    results = [measure(argv) for _ in range(runs)]
    times = [t for t, _ in results]
    peaks = [m for _, m in results]
    print(f"{name:<28} median {statistics.median(times):6.3f} s  worst {max(times):6.3f} s  "
          f"peak {max(peaks):6.1f} MB  ({runs} runs)")
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        cli = [sys.executable, "-m", "generator.cli"]
        deck = report("tapete-print pokerdrez", [*cli, "pokerdrez", "--out", out], args.runs)
        floor = report("plain reportlab, 56 cards",
                       [sys.executable, str(HERE / "plain_reportlab.py"), "56",
                        str(Path(out) / "plain.pdf")], args.runs)
        report("tapete-print all", [*cli, "all", "--out", out], max(1, args.runs // 2))
    print(f"deck / floor: {deck / floor:.2f}×")


if __name__ == "__main__":
    main()
