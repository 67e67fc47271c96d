"""Referee benchmark: durable moves per second, live-update fan-out, peak memory; optionally
side by side with boardgame.io 0.50.2 in the same run.

Starts ``tapete-referee serve`` (one SQLite file in a temporary folder, shared by the
processes of a run, or a fresh schema of ``--database postgresql://…``) and drives it over
loopback the way phones do (``referee_load.py``), with real Politburo moves, mostly votes,
each on its seat's move socket as the table page sends them (``--moves-by post``: each by
``POST …/moves``, the page's way while its socket is not open):

1. throughput: ``--tables`` tables × 8 phones, each table one move at a time (the next move
   is sent once the previous one is answered), at most ``--moves`` per table; moves/s; every
   phone meanwhile has its table page open, its event stream bringing its own view of each
   new version, as boardgame.io's clients get each new state (``--no-views``: no streams).
   Every answered move was committed first; afterwards the moves in the database are counted
   and must equal the moves answered;
2. paced fan-out: ``--fanout-tables`` tables × 8 phones on SSE, one move per table every
   ``--period`` s for ``--fanout-seconds``: send → all 8 phones hold their view of the new
   version (``--no-views``: have heard of the new version), p50/p99;
3. with ``--under-load``, the paced fan-out again while ``--tables`` other tables play flat out
   (in a process of their own, ``busy_tables.py``, as boardgame.io's busy matches are), timed
   from when they play, their phones' pages open (boardgame.io's busy clients connect while
   its paced matches are set up);
4. the server's peak resident memory (all its processes).

``--vs-boardgameio`` installs boardgame.io 0.50.2 with npm into a temporary folder and runs the
same shapes on its own server with a vote game (``boardgameio.py``; in memory, nothing
persisted), then prints both figures and their ratio. Results go to ``bench/results/`` as JSON
with the machine (cores, CPU model, load average). Everything stays on 127.0.0.1. Not a test:
it prints figures. Usage: ``python bench/referee_bench.py [--vs-boardgameio] [--workers 1,2,4
--redis redis://… [--proxy haproxy [--kill-one SECONDS]] [--database postgresql://…]]``.

A run of one process is always that process alone, live updates in its memory. Several
processes share live updates through Redis, and are either gunicorn's workers sharing one
socket (``--proxy none``, on PostgreSQL only: the kernel hands each connection to any of them,
so one table's phones reach several processes) or one server per process behind HAProxy
(``--proxy haproxy``, ``haproxy.py``: each table always reaches the same process; on one
SQLite file or PostgreSQL). ``--kill-one S`` kills one of those processes S seconds into the
throughput run: its phones' moves go on at the others, sent again with their ids when they got
no answer, and the database must still hold exactly the answered moves.
"""

from gevent import monkey

monkey.patch_all()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
import uuid  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402
from urllib.parse import quote  # noqa: E402

import boardgameio  # noqa: E402
import gevent  # noqa: E402
import hall  # noqa: E402
import haproxy  # noqa: E402
import referee_load as load  # noqa: E402
from servers import (  # noqa: E402
    free_port,
    machine,
    peak_rss_mb,
    percentile,
    process_tree,
    start_ours,
    wait_until_up,
)
from sqlalchemy import bindparam, create_engine, text  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
PLAYERS = 8


def start_behind_haproxy(folder: Path, port: int, workers: int, database: str | None,
                         redis: str | None) -> list[subprocess.Popen[bytes]]:
    """``workers`` one-process servers on ports of their own, and HAProxy on ``port`` sending
    each table to one of them (``haproxy.py``); the proxy is the first of the processes."""
    ports = [free_port() for _ in range(workers)]
    servers = [start_ours(folder / f"process-{p}", p, 1, database, redis, port) for p in ports]
    proxy = haproxy.start(folder, port, ports)
    wait_until_up(port, proxy, folder / "haproxy.log")
    return [proxy, *servers]


def start_busy_tables(port: int, args: argparse.Namespace,
                      by_socket: bool) -> subprocess.Popen[bytes]:
    """``busy_tables.py``: ``--tables`` tables set up in a process of their own, ready to play
    flat out for the paced fan-out's time and a little more once told to go."""
    busy = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("busy_tables.py")), "--port", str(port),
         "--tables", str(args.tables), "--seed", "20000", "--first-address", "20000",
         "--seconds", str(args.fanout_seconds + 10),
         "--moves-by", "socket" if by_socket else "post",
         "--views" if args.views else "--no-views"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert busy.stdout is not None
    if busy.stdout.readline().strip() != b"ready":
        busy.kill()
        raise SystemExit("the busy tables could not be set up (see the error above)")
    return busy


def busy_result(busy: subprocess.Popen[bytes]) -> dict[str, Any]:
    """What ``busy_tables.py`` reports once its tables have played."""
    assert busy.stdout is not None
    line = busy.stdout.readline()
    if busy.wait(timeout=60) != 0 or not line:
        raise SystemExit("the busy tables failed (see the error above)")
    return dict(json.loads(line))


def kill_one(processes: list[subprocess.Popen[bytes]], after: float,
             result: dict[str, Any]) -> None:
    """SIGKILL the last server process (behind the proxy; the first is HAProxy) mid-load."""
    os.kill(processes[-1].pid, signal.SIGKILL)
    result["killed_after_s"] = after
    print(f"  killed server process {processes[-1].pid} {after:.1f} s into the throughput run",
          flush=True)


def stored_moves(url: str, codes: list[str]) -> int:
    """Moves (not reverted) of the tables ``codes`` in the database at ``url``. Read once the
    servers have stopped: a SQLite file that one server process has to itself is locked while
    it runs (``referee.storage.database``)."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return int(conn.execute(
                text("SELECT count(*) FROM moves JOIN tables ON moves.table_id = tables.id "
                     "WHERE NOT moves.reverted AND tables.code IN :codes")
                .bindparams(bindparam("codes", expanding=True)), {"codes": codes})
                .scalar_one())
    finally:
        engine.dispose()


def processes_named(workers: int) -> str:
    """"1 process", "2 processes", …"""
    return f"{workers} process{'es' if workers > 1 else ''}"


def run_ours(args: argparse.Namespace, folder: Path, workers: int) -> dict[str, Any]:
    """Both shapes on our server with ``workers`` processes; its figures."""
    port = free_port()
    schema = None
    if args.database:  # a fresh schema per run, dropped afterwards
        schema = f"tapete_bench_{uuid.uuid4().hex[:8]}"
        with create_engine(args.database).begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        database = f"{args.database}?options={quote(f'-csearch_path={schema}')}"
    else:  # one SQLite file, shared by the processes behind the proxy
        folder.mkdir(parents=True, exist_ok=True)
        database = f"sqlite:///{folder / 'tapete.db'}"
    proxy = args.proxy if workers > 1 else "none"
    redis = args.redis if workers > 1 else None
    if proxy == "haproxy":
        processes = start_behind_haproxy(folder, port, workers, database, redis)
    else:
        processes = [start_ours(folder, port, workers, database, redis)]
    by_socket = args.moves_by == "socket"
    result: dict[str, Any] = {"server": "tapete", "workers": workers, "proxy": proxy,
                              "database": "postgresql" if schema else "sqlite",
                              "live": "redis" if redis else "in-process",
                              "moves_by": args.moves_by, "views": args.views}
    try:
        ready = load.tables(port, args.tables, PLAYERS, 1000, by_socket)
        if args.kill_one and proxy == "haproxy":  # never the lone process of a 1-process run
            gevent.spawn_later(args.kill_one, kill_one, processes, args.kill_one, result)
        moved, took = load.throughput(ready, args.moves, args.seconds, args.views)
        load.close(ready)
        codes = [table.code for table in ready]
        posted = sum(table.posted for table in ready)
        result.update(moves=moved, seconds=took, moves_per_s=moved / took,
                      sent_by_post_after_socket_failed=posted)
        print(f"  tapete ({processes_named(workers)}, moves by {args.moves_by}): {moved} moves in "
              f"{took:.2f} s = {moved / took:.0f} moves/s"
              + (f"; {posted} sent by POST after their socket failed" if posted else ""),
              flush=True)
        ready = load.tables(port, args.fanout_tables, PLAYERS, 9000, by_socket)
        opened, from_send, from_accept = load.fanout(port, ready, args.period,
                                                     args.fanout_seconds, 10_000, args.views)
        load.close(ready)
        result.update(streams=opened, fanout_moves=len(from_send),
                      fanout_p50_ms=percentile(from_send, 0.5),
                      fanout_p99_ms=percentile(from_send, 0.99),
                      accepted_to_all_p99_ms=percentile(from_accept, 0.99))
        if args.under_load:
            busy = start_busy_tables(port, args, by_socket)
            fan = load.tables(port, args.fanout_tables, PLAYERS, 30_000, by_socket)
            assert busy.stdin is not None
            busy.stdin.write(b"go\n")
            busy.stdin.flush()
            assert busy.stdout is not None  # timed once they play, their 800 pages open
            if busy.stdout.readline().strip() != b"playing":
                raise SystemExit("the busy tables did not start (see the error above)")
            _opened, loaded, _accepted = load.fanout(port, fan, args.period,
                                                     args.fanout_seconds, 10_000, args.views)
            flat = busy_result(busy)
            load.close(fan)
            result.update(loaded_p50_ms=percentile(loaded, 0.5),
                          loaded_p99_ms=percentile(loaded, 0.99),
                          loaded_busy_moves_per_s=flat["moves"] / flat["seconds"])
            print(f"  tapete fan-out while {args.tables} tables play flat out "
                  f"({result['loaded_busy_moves_per_s']:.0f} moves/s): p50 "
                  f"{result['loaded_p50_ms']:.1f} ms, p99 {result['loaded_p99_ms']:.1f} ms",
                  flush=True)
        result["peak_rss_mb"] = peak_rss_mb([pid for process in processes
                                             for pid in process_tree(process.pid)])
        print(f"  tapete fan-out: {opened} streams, {len(from_send)} moves, send → all 8 "
              f"p50 {result['fanout_p50_ms']:.1f} ms, p99 {result['fanout_p99_ms']:.1f} ms; "
              f"peak RSS {result['peak_rss_mb']:.0f} MB", flush=True)
    finally:
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)
        if "moves" in result:
            stored = stored_moves(database.replace("postgresql://", "postgresql+psycopg://"),
                                  codes)
            result["stored"] = stored
            print(f"  the throughput run's answered moves in the database: {stored} of "
                  f"{result['moves']} ({'all there' if stored == result['moves'] else 'MISMATCH'})",
                  flush=True)
        if schema:
            with create_engine(args.database).begin() as conn:
                conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    return result


def run_boardgameio(args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    """Both shapes on boardgame.io 0.50.2 (installed into ``folder`` already); its figures."""
    port = free_port()
    server = boardgameio.start_server(folder, port)
    result: dict[str, Any] = {"server": f"boardgame.io {boardgameio.VERSION}",
                              "persisted": False}
    try:
        flat = boardgameio.run_load(folder, "throughput", port, args.tables, PLAYERS,
                                    args.moves, args.seconds)
        result.update(moves=flat["moves"], seconds=flat["seconds"],
                      moves_per_s=flat["moves"] / flat["seconds"])
        print(f"  boardgame.io: {flat['moves']} moves in {flat['seconds']:.2f} s = "
              f"{result['moves_per_s']:.0f} moves/s (in memory)", flush=True)
        paced = boardgameio.run_load(folder, "fanout", port, args.fanout_tables, PLAYERS,
                                     10_000, args.fanout_seconds, args.period)
        latencies = paced["latencies_ms"]
        result.update(fanout_moves=len(latencies), fanout_p50_ms=percentile(latencies, 0.5),
                      fanout_p99_ms=percentile(latencies, 0.99))
        if args.under_load:
            busy = gevent.spawn(boardgameio.run_load, folder, "throughput", port, args.tables,
                                PLAYERS, 10_000, args.fanout_seconds + 10)
            loaded = boardgameio.run_load(folder, "fanout", port, args.fanout_tables, PLAYERS,
                                          10_000, args.fanout_seconds,
                                          args.period)["latencies_ms"]
            busy.join()
            result.update(loaded_p50_ms=percentile(loaded, 0.5),
                          loaded_p99_ms=percentile(loaded, 0.99))
            print(f"  boardgame.io fan-out while {args.tables} matches play flat out: p50 "
                  f"{result['loaded_p50_ms']:.1f} ms, p99 {result['loaded_p99_ms']:.1f} ms",
                  flush=True)
        result["peak_rss_mb"] = peak_rss_mb(process_tree(server.pid))
        print(f"  boardgame.io fan-out: {len(latencies)} moves, send → all 8 p50 "
              f"{result['fanout_p50_ms']:.1f} ms, p99 {result['fanout_p99_ms']:.1f} ms; "
              f"peak RSS {result['peak_rss_mb']:.0f} MB", flush=True)
    finally:
        server.terminate()
        server.wait(timeout=30)
    return result


def compare(ours: dict[str, Any], theirs: dict[str, Any]) -> dict[str, float]:
    """Ratios ours / boardgame.io's (moves/s: higher is better; latencies and memory: lower)."""
    ratios = {key: ours[key] / theirs[key] for key in
              ("moves_per_s", "fanout_p50_ms", "fanout_p99_ms", "peak_rss_mb")}
    ratios["workers"] = ours["workers"]
    print(f"ratio tapete ({processes_named(ours['workers'])}) / boardgame.io: throughput "
          f"{ratios['moves_per_s']:.2f}× (target ≥ 1), "
          f"fan-out p50 {ratios['fanout_p50_ms']:.2f}×, p99 {ratios['fanout_p99_ms']:.2f}× "
          f"(target ≤ 1), peak RSS {ratios['peak_rss_mb']:.2f}×", flush=True)
    return ratios


def run_all(args: argparse.Namespace, folder: Path, report: dict[str, Any]) -> None:
    """Every run ``args`` ask for, their figures added to ``report`` as they come."""
    for workers in (int(w) for w in args.workers.split(",")) if args.standard else ():
        report["runs"].append(run_ours(args, folder / f"ours-{workers}", workers))
    if args.hall:
        report["hall"] = hall.run_hall_ours(args, folder / "hall")
    if args.cliff:
        report["cliff"] = hall.run_cliff(args, folder / "cliff")
    if args.vs_boardgameio:
        print(f"installing boardgame.io {boardgameio.VERSION} with npm …", flush=True)
        boardgameio.install(folder / "boardgameio")
    if args.vs_boardgameio and args.standard:
        theirs = run_boardgameio(args, folder / "boardgameio")
        report["boardgameio"] = theirs
        report["ratio"] = [compare(run, theirs) for run in report["runs"]]
    if args.vs_boardgameio and args.hall:
        report["hall_boardgameio"] = hall.run_hall_boardgameio(args, folder / "boardgameio")
        report["hall_ratio"] = hall.compare_hall(report["hall"], report["hall_boardgameio"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--moves", type=int, default=80, help="at most, per table")
    parser.add_argument("--seconds", type=float, default=60.0, help="throughput time limit")
    parser.add_argument("--fanout-tables", type=int, default=200)
    parser.add_argument("--fanout-seconds", type=float, default=20.0)
    parser.add_argument("--period", type=float, default=2.0,
                        help="seconds between two moves of one fan-out table")
    parser.add_argument("--workers", default="1", help="server processes, a comma list")
    parser.add_argument("--database", help="postgresql://… (a fresh schema per run)")
    parser.add_argument("--redis", help="redis://… shared live updates (needed with --workers "
                        "> 1)")
    parser.add_argument("--proxy", choices=("none", "haproxy"), default="none",
                        help="with --workers > 1: 'none' (gunicorn's processes share one "
                        "socket) or 'haproxy' (one server per process, each table on one)")
    parser.add_argument("--kill-one", metavar="SECONDS", type=float,
                        help="with --proxy haproxy: SIGKILL one server process this long into "
                        "the throughput run (its tables move to the others)")
    parser.add_argument("--moves-by", choices=("socket", "post"), default="socket",
                        help="how phones send moves: on the table's move socket, as the "
                        "table page does, or each by POST …/moves")
    parser.add_argument("--views", action=argparse.BooleanOptionalAction, default=True,
                        help="every phone keeps its table page open, its event stream carrying "
                        "its own view of each new version as the table page's does, in the "
                        "throughput runs too; the fan-out ends when all 8 phones hold the view "
                        "(--no-views: streams announce versions only, and only in the fan-out "
                        "runs)")
    parser.add_argument("--vs-boardgameio", action="store_true")
    parser.add_argument("--under-load", action="store_true",
                        help="also time the fan-out while --tables other tables play flat out")
    parser.add_argument("--standard", action=argparse.BooleanOptionalAction, default=True,
                        help="the throughput and fan-out runs above (--no-standard: only "
                        "--hall and --cliff)")
    parser.add_argument("--hall", metavar="TABLES", type=int, nargs="?", const=1250,
                        help="also the convention hall (hall.py): TABLES × 8 phones, each "
                        "from its own address, one move per table every --period s "
                        "(default 1250 tables)")
    parser.add_argument("--hall-seconds", type=float, default=60.0)
    parser.add_argument("--cliff", metavar="TABLES,…", nargs="?", const="100,1000,5000",
                        help="also the cliff check (hall.py) at these numbers of tables "
                        "(default 100,1000,5000)")
    parser.add_argument("--cliff-seconds", type=float, default=20.0,
                        help="length of each flat-out and each paced run of the cliff check")
    parser.add_argument("--cliff-rate", type=float, default=300.0,
                        help="moves/s offered in all by the cliff check's paced runs")
    parser.add_argument("--cliff-movers", type=int, default=100,
                        help="moves in flight at once in the cliff check's flat-out runs")
    args = parser.parse_args()
    several = max(int(w) for w in args.workers.split(",")) > 1
    if args.database and not args.database.startswith("postgresql://"):
        parser.error("--database takes a postgresql://… URL (without it, one SQLite file)")
    if several and not args.redis:
        parser.error("--workers above 1 needs --redis redis://… (the processes share live "
                     "updates)")
    if several and args.proxy == "none" and not args.database:
        parser.error("--workers above 1 without --proxy haproxy needs --database "
                     "postgresql://… (gunicorn's workers share no SQLite file)")
    if args.kill_one and (args.proxy != "haproxy" or not several):
        parser.error("--kill-one needs --proxy haproxy and --workers of 2 or more")
    report: dict[str, Any] = {"machine": machine(), "started": time.strftime(
        "%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "shape": {
        key: getattr(args, key) for key in (
            "tables", "moves", "seconds", "fanout_tables", "fanout_seconds", "period", "hall",
            "hall_seconds", "cliff", "cliff_seconds", "cliff_rate", "cliff_movers")},
        "runs": []}
    print(f"machine: {report['machine']['cores']} cores, {report['machine']['cpu']}, load "
          f"average {report['machine']['load_average'][0]:.1f}", flush=True)
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"referee-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}.json"
    try:
        with tempfile.TemporaryDirectory(prefix="tapete-bench-") as tmp:
            run_all(args, Path(tmp), report)
    finally:  # what was measured is kept, also when a later part fails
        out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"results: {out}")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
