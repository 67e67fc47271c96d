"""Starting ``tapete-referee serve`` for the referee benchmark and measuring server processes:
free ports, the machine, process trees, their peak memory and CPU time, percentiles.

Benchmark scaffolding for ``referee_bench.py`` and ``hall.py`` (gevent-patched by the former).
"""

from __future__ import annotations

import os
import platform
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import referee_load as load


def free_port() -> int:
    """A TCP port free on every address: boardgame.io's server listens on all of them (IPv6
    and IPv4), and the load's phones hold ports on their own loopback addresses (127.0.x.y),
    so a port free on 127.0.0.1 alone may be taken there ("address already in use")."""
    if socket.has_dualstack_ipv6():
        with socket.create_server(("::", 0), family=socket.AF_INET6, dualstack_ipv6=True) as probe:
            return int(probe.getsockname()[1])
    with socket.create_server(("", 0)) as probe:
        return int(probe.getsockname()[1])


def machine() -> dict[str, Any]:
    """Cores, CPU model, load average and Python of this machine."""
    model = "unknown"
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        model = next((line.split(":", 1)[1].strip() for line in cpuinfo.read_text().splitlines()
                      if line.startswith("model name")), model)
    return {"cores": os.cpu_count(), "cpu": model, "load_average": os.getloadavg(),
            "python": platform.python_version(), "system": platform.platform()}


def process_tree(pid: int) -> list[int]:
    """``pid`` and its descendants (Linux /proc)."""
    found = [pid]
    for task in Path(f"/proc/{pid}/task").glob("*"):
        children = (task / "children")
        if children.exists():
            for child in children.read_text().split():
                found.extend(process_tree(int(child)))
    return found


def peak_rss_mb(pids: list[int]) -> float:
    """Summed peak resident memory (VmHWM) of ``pids`` in MB."""
    total = 0
    for pid in pids:
        status = Path(f"/proc/{pid}/status")
        if status.exists():
            total += next((int(line.split()[1]) for line in status.read_text().splitlines()
                           if line.startswith("VmHWM:")), 0)
    return total / 1024


def cpu_seconds(pids: list[int]) -> float:
    """The CPU time (user and system) ``pids`` have used so far, in seconds (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        stat = Path(f"/proc/{pid}/stat")
        if stat.exists():
            fields = stat.read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def percentile(values: list[float], share: float) -> float:
    """The ``share`` percentile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def start_ours(folder: Path, port: int, workers: int, database: str | None,
               redis: str | None, public: int | None = None,
               extra: tuple[str, ...] = ()) -> subprocess.Popen[bytes]:
    """``tapete-referee serve`` with ``workers`` processes on ``port`` (its links naming port
    ``public`` when given; ``extra``: more options), once it answers."""
    script = Path(sys.executable).with_name("tapete-referee")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "referee.serve.cli"]
    command += ["serve", "--host", load.HOST, "--port", str(port), "--instance",
                str(folder / "instance")]
    if workers > 1:
        command += ["--workers", str(workers)]
    if database:
        command += ["--database", database]
    if redis:
        command += ["--redis", redis]
    if public:  # behind the proxy on port ``public``
        command += ["--public-url", f"http://{load.HOST}:{public}/", "--proxies", "1"]
    command += extra
    folder.mkdir(parents=True, exist_ok=True)
    log = (folder / f"server-{port}.log").open("wb")
    server = subprocess.Popen(command, stdout=log, stderr=log, start_new_session=True)
    wait_until_up(port, server, folder / f"server-{port}.log")
    return server


def wait_until_up(port: int, server: subprocess.Popen[bytes], log: Path) -> None:
    """Return once ``port`` answers a table lookup; SystemExit if it does not within 30 s."""
    for _ in range(300):
        try:
            status, _ = load.Http(port).request("GET", "/api/tables/AAAAA")
            if status == 404:
                return
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit(f"the server did not start; see {log}")
