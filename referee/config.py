"""The referee's settings: defaults, validation, and where the instance folder is.

``create_app(config)`` takes a plain dict (api.md, "App factory"); ``settings_from`` checks it
and fills defaults. Keys:

- ``INSTANCE_PATH``: folder for the embedded database (default ``./instance``), created if missing.
- ``DATABASE_URL``: ``sqlite:///<path>`` (default ``sqlite:///<instance>/tapete.db``) or
  ``postgresql://user@host:port/db`` (driver psycopg 3; ``postgres://`` is accepted too).
- ``DATABASE_CONNECTIONS``: PostgreSQL connections this process opens at most (default 20);
  a request that finds them all busy waits for one, up to 10 s. Keep processes × connections
  under the server's ``max_connections`` (100 by default). SQLite ignores it.
- ``REDIS_URL``: optional ``redis://host:port/db``; when set, live updates fan out through Redis.
- ``PUBLIC_URL``: optional base URL of join and rejoin links (default: the request's host).
- ``SNAPSHOT_EVERY``: store the state every this many logged moves (default 25), so a table
  read again (a restart, or dropped from memory) replays fewer than this many moves.
- ``STATE_CACHE_MB``: the memory, in MB, that tables' records and game states kept in memory
  may take at most (estimated; default ``default_state_cache_mb``: a quarter of the memory the
  process may use, at least 256); beyond it the tables used least recently are dropped and read
  again from their snapshots when next used.
- ``KEEPALIVE_SECONDS``: SSE keepalive comment interval (default 15).
- ``REDIS_CHANNEL_PREFIX``: prefix of the pub/sub channels (default ``tapete``).
- ``MAX_STREAMS``: open event streams this process holds at most (default: half the soft
  file-descriptor limit, at most 10,000); ``MAX_STREAMS_PER_ADDRESS``: per client address
  (default 16). Beyond either, ``GET …/events`` answers 503 with ``Retry-After``.
- ``RATE_LIMITS``: ``False`` to turn them off, or a dict overriding some of
  ``DEFAULT_RATE_LIMITS`` (the `limits` library's strings per client address; stored in Redis when
  ``REDIS_URL`` is set, else in memory).
- ``PROXIES``: how many reverse proxies stand in front of the server, each adding the address it
  got the request from to ``X-Forwarded-For`` (default 0: the header is ignored, since a phone
  could write it itself). With 1, the address the nearest proxy saw counts as the phone's for
  the rate limits and stream caps (werkzeug's ``ProxyFix``).
- ``TABLE_LIFETIME_DAYS``: finished or idle tables are deleted after this many days without a
  change (default 30; 0 keeps them for ever); ``CLEANUP_INTERVAL_SECONDS``: how often the
  server looks for them (default 3600).
"""

from __future__ import annotations

import contextlib
import os
import resource
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from limits import parse_many
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

#: Requests per client address: table creations, seat joins, and lookups of table codes that
#: do not exist (what guessing codes looks like). The `limits` library's "N per minute" strings.
DEFAULT_RATE_LIMITS: dict[str, str] = {
    "create": "60 per minute; 600 per hour",
    "join": "120 per minute",
    "lookup": "60 per minute; 600 per hour",
}


class ConfigError(ValueError):
    """A setting is missing its folder, malformed or unsupported; the message says which."""


@dataclass(frozen=True)
class Settings:
    """Checked settings of one app."""

    instance_path: Path
    database_url: URL
    redis_url: str | None
    public_url: str | None
    snapshot_every: int
    keepalive_seconds: float
    redis_channel_prefix: str
    max_streams: int = 1000
    max_streams_per_address: int = 16
    rate_limits: dict[str, str] | None = None
    table_lifetime_days: float = 30.0
    proxies: int = 0
    database_connections: int = 20
    cleanup_interval_seconds: float = 3600.0
    state_cache_mb: float = 256.0


def database_url(raw: str) -> URL:
    """Parse a database URL and pick the driver: psycopg 3 for PostgreSQL, sqlite3 for SQLite.

    Raises ConfigError for unparseable URLs and other databases.
    """
    if raw.startswith("postgres://"):
        raw = "postgresql://" + raw[len("postgres://"):]
    try:
        url = make_url(raw)
    except ArgumentError:
        raise ConfigError(f"database URL {raw!r} is not a URL like sqlite:///path/to/file.db "
                          "or postgresql://user@host:5432/dbname") from None
    backend = url.get_backend_name()
    if backend == "postgresql":
        return url.set(drivername="postgresql+psycopg")
    if backend == "sqlite":
        if not url.database or url.database == ":memory:":
            raise ConfigError("an SQLite database URL needs a file path (sqlite:///path/file.db)")
        return url.set(drivername="sqlite")
    raise ConfigError(f"database {backend!r} is not supported: use sqlite or postgresql")


def _redis_url(raw: Any) -> str | None:
    if raw in (None, ""):
        return None
    if not isinstance(raw, str) or urlsplit(raw).scheme not in ("redis", "rediss", "unix"):
        raise ConfigError(f"Redis URL {raw!r} must look like redis://host:6379/0")
    return raw


def _public_url(raw: Any) -> str | None:
    if raw in (None, ""):
        return None
    parts = urlsplit(raw) if isinstance(raw, str) else None
    if parts is None or parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigError(f"public URL {raw!r} must look like https://host[:port][/prefix]")
    return raw.rstrip("/")


def _number(config: Mapping[str, Any], key: str, default: float, minimum: float) -> Any:
    value = config.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float) or value < minimum:
        raise ConfigError(f"{key} must be a number >= {minimum}, got {value!r}")
    return value


def default_max_streams() -> int:
    """Half the process's soft limit of open files (the other half is left for page loads,
    the database and logs), between 64 and 10,000."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return 10_000
    return max(64, min(10_000, soft // 2))


def _memory_limit() -> int | None:
    """The bytes of memory this process may use: the machine's, or less when a control
    group (cgroup v2, as in a container) sets a limit; None when unknown."""
    try:
        limit = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        limit = None
    with contextlib.suppress(OSError, ValueError):
        group = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        if group != "max":
            limit = min(int(group), limit) if limit else int(group)
    return limit


def default_state_cache_mb() -> float:
    """A quarter of the memory this process may use (the machine's, or its control group's
    limit), at least 256 MB; 256 MB when unknown (docs/deployment.md, "Memory")."""
    limit = _memory_limit()
    return max(256.0, limit / 4 / 2**20) if limit else 256.0


def _rate_limits(raw: Any) -> dict[str, str] | None:
    if raw is False:
        return None
    if raw in (None, True):
        return dict(DEFAULT_RATE_LIMITS)
    if not isinstance(raw, Mapping) or not set(raw) <= set(DEFAULT_RATE_LIMITS):
        raise ConfigError(f"RATE_LIMITS must be False or a dict with keys among "
                          f"{', '.join(DEFAULT_RATE_LIMITS)}")
    for key, value in raw.items():
        try:
            parse_many(value)
        except (TypeError, ValueError):
            raise ConfigError(f"RATE_LIMITS[{key!r}] {value!r} is not like '30 per minute'") \
                from None
    return {**DEFAULT_RATE_LIMITS, **raw}


def settings_from(config: Mapping[str, Any] | None = None) -> Settings:
    """Check ``config`` (keys above) and fill defaults; creates the instance folder.

    Raises ConfigError naming the bad key.
    """
    config = dict(config or {})
    instance = Path(config.get("INSTANCE_PATH") or Path.cwd() / "instance").expanduser()
    try:
        instance.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"instance folder {instance} cannot be created: {exc.strerror}") from None
    raw_db = config.get("DATABASE_URL") or f"sqlite:///{instance.resolve() / 'tapete.db'}"
    if not isinstance(raw_db, str):
        raise ConfigError("DATABASE_URL must be a string")
    prefix = config.get("REDIS_CHANNEL_PREFIX", "tapete")
    if not isinstance(prefix, str) or not prefix:
        raise ConfigError("REDIS_CHANNEL_PREFIX must be a non-empty string")
    return Settings(
        instance_path=instance,
        database_url=database_url(raw_db),
        redis_url=_redis_url(config.get("REDIS_URL")),
        public_url=_public_url(config.get("PUBLIC_URL")),
        snapshot_every=int(_number(config, "SNAPSHOT_EVERY", 25, 1)),
        keepalive_seconds=float(_number(config, "KEEPALIVE_SECONDS", 15.0, 0.05)),
        redis_channel_prefix=prefix,
        max_streams=int(_number(config, "MAX_STREAMS", default_max_streams(), 1)),
        max_streams_per_address=int(_number(config, "MAX_STREAMS_PER_ADDRESS", 16, 1)),
        rate_limits=_rate_limits(config.get("RATE_LIMITS")),
        table_lifetime_days=float(_number(config, "TABLE_LIFETIME_DAYS", 30.0, 0)),
        proxies=int(_number(config, "PROXIES", 0, 0)),
        database_connections=int(_number(config, "DATABASE_CONNECTIONS", 20, 2)),
        cleanup_interval_seconds=float(_number(config, "CLEANUP_INTERVAL_SECONDS", 3600.0,
                                               0.05)),
        state_cache_mb=float(_number(config, "STATE_CACHE_MB", default_state_cache_mb(), 1)),
    )
