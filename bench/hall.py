"""The convention hall and the cliff check of ``referee_bench.py`` (``--hall``, ``--cliff``):
what one process does as the tables it knows grow from a club's to a hall's.

- **hall**: ``tables`` × 8 phones, each phone from its own address (behind a proxy: the server
  runs with ``--proxies 1`` and each request says ``X-Forwarded-For``), every phone's table page
  open (its stream of views), one move per table every ``period`` s for ``seconds``. Measures
  the set-up (tables made, seats joined, pages open), the moves served against those offered,
  send → all 8 phones hold their view (p50/p99), and the server's CPU time per move. The same
  shape runs on boardgame.io (``boardgameio.py``) in the same run.
- **cliff**: one server, its tables grown stage by stage (100, 1,000, 5,000 by default). At each
  stage: every table moves flat out in turn (``referee_load.round_robin``: each move finds
  another table than the last, so whatever the server keeps per table is used), moves/s and
  CPU time per move; then every table moves paced at one total rate, the first 100 with their 8
  phones' pages open and timed, send → all 8 p50/p99. A cost that grows with the tables known
  shows as moves/s falling from stage to stage.

Moves go by POST (a hall's 10,000 move sockets beside 10,000 streams would pass the 20,000 open
files a process gets on this machine). Benchmark scaffolding; not a test.
"""

from __future__ import annotations

import argparse
import math
import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import boardgameio
import referee_load as load
from servers import cpu_seconds, free_port, peak_rss_mb, percentile, process_tree, start_ours

PLAYERS = 8
#: Tables whose phones' pages are open and timed during the cliff check's paced run.
WATCHED = 100


def _server(folder: Path, streams: int) -> tuple[int, subprocess.Popen[bytes]]:
    """Our server, one process behind a proxy (``--proxies 1``), room for ``streams`` pages."""
    port = free_port()
    server = start_ours(folder, port, 1, None, None, extra=(
        "--proxies", "1", "--max-streams", str(max(streams + 100, 1000))))
    return port, server


def _stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)
    server.wait(timeout=30)


def run_hall_ours(args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    """The hall on our server; its figures."""
    port, server = _server(folder, args.hall * PLAYERS)
    pids = process_tree(server.pid)
    result: dict[str, Any] = {"server": "tapete", "tables": args.hall,
                              "phones": args.hall * PLAYERS, "period_s": args.period,
                              "seconds": args.hall_seconds, "load_average": os.getloadavg()}
    try:
        began = time.perf_counter()
        ready = load.tables(port, args.hall, PLAYERS, 50_000, False, behind_proxy=True)
        seated = time.perf_counter()
        pages = load.Streams(port, True)
        opened = pages.open(ready)
        result.update(setup_s=time.perf_counter() - began, tables_and_seats_s=seated - began,
                      streams=opened)
        print(f"  tapete hall: {args.hall} tables and {args.hall * PLAYERS} seats in "
              f"{seated - began:.1f} s, {opened} pages open after {result['setup_s']:.1f} s",
              flush=True)
        cpu = cpu_seconds(pids)
        _opened, from_send, _accepted = load.fanout(port, ready, args.period, args.hall_seconds,
                                                    10_000, True, streams=pages)
        used = cpu_seconds(pids) - cpu
        load.close(ready)
        result.update(_paced(from_send, args.hall * args.hall_seconds / args.period,
                             args.hall_seconds), cpu_ms_per_move=used / len(from_send) * 1000,
                      peak_rss_mb=peak_rss_mb(pids))
        print(f"  tapete hall: {result['moves_per_s']:.0f} of {result['offered_per_s']:.0f} "
              f"moves/s offered, send → all 8 p50 {result['fanout_p50_ms']:.1f} ms, p99 "
              f"{result['fanout_p99_ms']:.1f} ms; {result['cpu_ms_per_move']:.2f} ms of CPU per "
              f"move; peak RSS {result['peak_rss_mb']:.0f} MB", flush=True)
    finally:
        _stop(server)
    return result


def _paced(latencies: list[float], offered: float, seconds: float) -> dict[str, float]:
    return {"moves": len(latencies), "offered_per_s": offered / seconds,
            "moves_per_s": len(latencies) / seconds,
            "fanout_p50_ms": percentile(latencies, 0.5),
            "fanout_p99_ms": percentile(latencies, 0.99)}


def run_hall_boardgameio(args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    """The hall on boardgame.io (installed into ``folder`` already); its figures."""
    port = free_port()
    server = boardgameio.start_server(folder, port)
    pids = process_tree(server.pid)
    load_average = os.getloadavg()
    try:
        cpu = cpu_seconds(pids)
        paced = boardgameio.run_load(folder, "fanout", port, args.hall, PLAYERS, 10_000,
                                     args.hall_seconds, args.period)
        used = cpu_seconds(pids) - cpu
        latencies = paced["latencies_ms"]
        result: dict[str, Any] = {
            "server": f"boardgame.io {boardgameio.VERSION}", "tables": args.hall,
            "load_average": load_average,
            "setup_s": paced["setup_seconds"],
            **_paced(latencies, args.hall * args.hall_seconds / args.period, args.hall_seconds),
            "cpu_ms_per_move": used / len(latencies) * 1000,
            "cpu_note": "includes setting up the hall", "peak_rss_mb": peak_rss_mb(pids)}
        print(f"  boardgame.io hall: set up in {result['setup_s']:.1f} s, "
              f"{result['moves_per_s']:.0f} of {result['offered_per_s']:.0f} moves/s offered, "
              f"send → all 8 p50 {result['fanout_p50_ms']:.1f} ms, p99 "
              f"{result['fanout_p99_ms']:.1f} ms; peak RSS {result['peak_rss_mb']:.0f} MB",
              flush=True)
    finally:
        server.terminate()
        server.wait(timeout=30)
    return result


def compare_hall(ours: dict[str, Any], theirs: dict[str, Any]) -> dict[str, float]:
    """Ratios ours / boardgame.io's in the hall."""
    ratios = {key: ours[key] / theirs[key] for key in
              ("moves_per_s", "fanout_p50_ms", "fanout_p99_ms", "setup_s", "peak_rss_mb")}
    print(f"ratio tapete / boardgame.io in the hall: moves served {ratios['moves_per_s']:.2f}× "
          f"(target 1), send → all 8 p99 {ratios['fanout_p99_ms']:.2f}× (target ≤ 1), p50 "
          f"{ratios['fanout_p50_ms']:.2f}×, set-up {ratios['setup_s']:.2f}×, peak RSS "
          f"{ratios['peak_rss_mb']:.2f}×", flush=True)
    return ratios


def run_cliff(args: argparse.Namespace, folder: Path) -> list[dict[str, Any]]:
    """The cliff check on our server; one entry per stage."""
    stages = sorted(int(n) for n in args.cliff.split(","))
    port, server = _server(folder, WATCHED * PLAYERS)
    pids = process_tree(server.pid)
    results: list[dict[str, Any]] = []
    ready: list[load.Table] = []
    try:
        for count in stages:
            began = time.perf_counter()
            ready += load.tables(port, count - len(ready), PLAYERS, 100_000 + len(ready), False,
                                 behind_proxy=True)
            stage: dict[str, Any] = {"tables": count, "setup_s": time.perf_counter() - began,
                                     "load_average": os.getloadavg()}
            cpu = cpu_seconds(pids)
            moved, took = load.round_robin(ready, args.cliff_seconds, args.cliff_movers)
            stage.update(flat_moves_per_s=moved / took,
                         flat_cpu_ms_per_move=(cpu_seconds(pids) - cpu) / moved * 1000)
            period = count / args.cliff_rate
            for table in ready:  # a game long enough for the paced run: a rematch if need be
                if table.sent + math.ceil(args.cliff_seconds / period) + 1 > len(table.moves):
                    while table.sent < len(table.moves):  # its game played to the end first
                        load.send(table)
                    load.rematch(table)
            cpu = cpu_seconds(pids)
            _opened, from_send, _accepted = load.fanout(port, ready, period, args.cliff_seconds,
                                                        10_000, True, watched=WATCHED)
            stage.update(paced_cpu_s=cpu_seconds(pids) - cpu, paced_rate=args.cliff_rate,
                         fanout_moves=len(from_send),
                         fanout_p50_ms=percentile(from_send, 0.5),
                         fanout_p99_ms=percentile(from_send, 0.99))
            results.append(stage)
            first = results[0]
            cpu_ratio = stage["flat_cpu_ms_per_move"] / first["flat_cpu_ms_per_move"]
            print(f"  cliff, {count} tables (+{stage['setup_s']:.1f} s to set up): flat out "
                  f"{stage['flat_moves_per_s']:.0f} moves/s "
                  f"({stage['flat_moves_per_s'] / first['flat_moves_per_s']:.2f}× the "
                  f"{first['tables']}-table stage's), {stage['flat_cpu_ms_per_move']:.2f} ms "
                  f"of CPU per move ({cpu_ratio:.2f}×); paced {args.cliff_rate:.0f} moves/s, "
                  f"send → all 8 of {WATCHED} tables p50 {stage['fanout_p50_ms']:.1f} ms, p99 "
                  f"{stage['fanout_p99_ms']:.1f} ms ({len(from_send)} moves timed)", flush=True)
        load.close(ready)
        for stage in results:
            stage["ratio_flat_moves_per_s"] = (stage["flat_moves_per_s"]
                                               / results[0]["flat_moves_per_s"])
        results[-1]["peak_rss_mb"] = peak_rss_mb(pids)
    finally:
        _stop(server)
    return results
