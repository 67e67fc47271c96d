"""The referee's settings: defaults, validation, and where the instance folder is.

``create_app(config)`` takes a plain dict (api.md, "App factory"); ``settings_from`` checks it
and fills defaults. Keys:

- ``INSTANCE_PATH``: folder for the embedded database (default ``./instance``), created if missing.
- ``DATABASE_URL``: ``sqlite:///<path>`` (default ``sqlite:///<instance>/tapete.db``) or
  ``postgresql://user@host:port/db`` (driver psycopg 3; ``postgres://`` is accepted too).
- ``REDIS_URL``: optional ``redis://host:port/db``; when set, live updates fan out through Redis.
- ``PUBLIC_URL``: optional base URL of join and rejoin links (default: the request's host).
- ``SNAPSHOT_EVERY``: store the state every this many logged moves (default 25).
- ``KEEPALIVE_SECONDS``: SSE keepalive comment interval (default 15).
- ``REDIS_CHANNEL_PREFIX``: prefix of the pub/sub channels (default ``tapete``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError


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
    )
