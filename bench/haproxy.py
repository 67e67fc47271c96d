"""HAProxy in front of several referee processes, each table always on the same one.

Benchmark scaffolding for ``referee_bench.py --proxy haproxy`` (Debian's ``haproxy`` package,
2.6 or later). The proxy hashes the table code in the path (``/api/tables/CODE/…``,
``/table/CODE``, ``/join/CODE``, ``/rejoin/CODE``) onto the processes with a consistent hash,
so a table's moves, views and event streams all reach one process and its cached state stays
current; when a process stops answering its health check, only its tables move to the others
(docs/deployment.md "Scaling" shows the same configuration for a real deployment).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path

#: The table code of a request path: the third field of the path once a leading ``/api`` is
#: removed, in capitals (codes are case-insensitive).
TABLE_OF_PATH = "path,regsub(^/api/,/),field(3,/),upper"


def config(port: int, backends: list[int], host: str = "127.0.0.1") -> str:
    """An HAProxy configuration listening on ``host:port`` for the referee processes on
    ``host:backends[i]``, which should trust one proxy (``--proxies 1``: the phone's address
    is in ``X-Forwarded-For``). Event streams stay open for hours (``timeout tunnel``); a
    process is taken out after two failed health checks (``GET /healthz``) 1 s apart: a
    stopped one refuses the connection at once, while a busy one has 10 s to answer each, so
    a loaded machine does not move tables off a live process. A request that could not reach
    a process is sent to another (``option redispatch``: nothing had reached the dead one)."""
    servers = "\n".join(f"    server referee{i} {host}:{p} check inter 1s fall 2 rise 2"
                        for i, p in enumerate(backends))
    return f"""global
    maxconn 9000

defaults
    mode http
    timeout connect 2s
    timeout client 1h
    timeout server 1h
    timeout tunnel 1h
    timeout check 10s
    timeout http-keep-alive 60s
    option forwardfor
    option http-no-delay
    option redispatch
    retries 3

frontend phones
    bind {host}:{port}
    default_backend referee

backend referee
    balance hash {TABLE_OF_PATH}
    hash-type consistent
    option httpchk GET /healthz
{servers}
"""


def installed() -> str | None:
    """The ``haproxy`` program (on the PATH, or Debian's /usr/sbin, which a user's PATH may
    lack), or None."""
    found = shutil.which("haproxy") or "/usr/sbin/haproxy"
    return found if Path(found).exists() else None


def start(folder: Path, port: int, backends: list[int]) -> subprocess.Popen[bytes]:
    """HAProxy on ``port`` for ``backends``, its configuration and log in ``folder``, once it
    accepts connections; raises SystemExit when ``haproxy`` is not installed or does not
    start within 10 s."""
    binary = installed()
    if binary is None:
        raise SystemExit("--proxy haproxy needs HAProxy (Debian: apt-get install haproxy)")
    cfg = folder / "haproxy.cfg"
    cfg.write_text(config(port, backends))
    log = (folder / "haproxy.log").open("wb")
    proxy = subprocess.Popen([binary, "-db", "-f", str(cfg)], stdout=log, stderr=log,
                             start_new_session=True)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if proxy.poll() is not None:
            break
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return proxy
        except OSError:
            time.sleep(0.1)
    proxy.kill()
    raise SystemExit(f"HAProxy did not start; see {folder}/haproxy.log")
