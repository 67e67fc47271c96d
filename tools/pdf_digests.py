"""Byte-identity check of everything ``tapete-print`` writes: record the SHA-256 of every file, or
compare a fresh print against the record.

    python tools/pdf_digests.py record  [--json PATH] [--out DIR]
    python tools/pdf_digests.py compare [--json PATH] [--out DIR]

``record`` prints every run of ``runs()`` into DIR (default: a temporary folder) and writes the
JSON (default ``tests/generator/pdf_digests.json``): the versions of the libraries that decide
the bytes, and ``{"RUN/FILE": sha256}`` for every PDF and manifest. ``compare`` prints the same
runs and lists every file that differs, is missing or is new; it exits 1 when any does, 0 when
every file is identical. Run ``record`` (``make digests``) after an intended change of printed
output; a refactoring must leave ``compare`` silent.

The runs: ``all`` on A4 and Letter (both languages), the components ``all`` leaves out, a few
option variants (layouts, duplex modes, bleed, back offset, crop marks, print-on-demand) of every
game but the rules booklets, the calibration page and the table card; then ``all`` and the
components it leaves out on A4 in ink saver (``--ink saver``, runs named ``…-saver``). PNG
proofs are left out: they are rasterised by pdfium from these PDFs and would only add pdfium's
own version changes.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import sys
import tempfile
import zlib
from collections.abc import Iterable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

DEFAULT_JSON = ROOT / "tests" / "generator" / "pdf_digests.json"
#: Distributions whose version can change the bytes of a PDF for the same input.
PACKAGES = ("reportlab", "rl_accel", "font-source-sans-pro", "font-source-serif-pro", "qrcode",
            "markdown-it-py")
_TABLE_URL = "http://192.168.1.20:8000/"
_VARIANTS: dict[str, list[str]] = {
    "gutterfold": ["--layout", "gutterfold"],
    "duplex-short": ["--duplex", "short"],
    "duplex-none": ["--duplex", "none"],
    "bleed0-nomarks": ["--bleed", "0", "--no-crop-marks"],
    "back-offset": ["--back-offset", "0.5,-1"],
    "pod": ["--pod"],
}


def versions() -> dict[str, str]:
    """The versions that decide the bytes: ``PACKAGES`` (``'absent'`` when not installed) and
    zlib (page streams are compressed)."""
    found = {"zlib": zlib.ZLIB_RUNTIME_VERSION}
    for name in PACKAGES:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = "absent"
    return found


def runs() -> dict[str, list[str]]:
    """Every print run, by name (the run's sub-folder): ``tapete-print`` arguments without
    ``--out``."""
    from generator import games

    made: dict[str, list[str]] = {}
    for paper in ("a4", "letter"):
        made[f"all-{paper}"] = ["all", "--paper", paper]
        for game in games.all_games():
            others = [c for c in game.components
                      if c not in {d.id for d in game.default_components()}]
            for lang in ("es", "en") if others else ():
                made[f"{game.id}-others-{paper}-{lang}"] = [
                    game.id, *others, "--paper", paper, "--lang", lang]
        for duplex in ("long", "short"):
            made[f"calibration-{paper}-{duplex}"] = ["calibration", "--paper", paper,
                                                     "--duplex", duplex]
        made[f"table-card-{paper}"] = ["table-card", "--paper", paper, "--url", _TABLE_URL]
    made["table-card-named"] = ["table-card", "--url", _TABLE_URL, "--game", "politburo"]
    for game in games.all_games():
        if game.id == "rules":  # documents: they take no layout and always print duplex
            continue
        for variant, options in _VARIANTS.items():
            made[f"{game.id}-{variant}"] = [game.id, *game.components, *options]
    saver = ["--ink", "saver"]
    made["all-a4-saver"] = ["all", "--paper", "a4", *saver]
    for name, argv in list(made.items()):
        if name.endswith("-others-a4-es") or name.endswith("-others-a4-en"):
            made[f"{name}-saver"] = [*argv, *saver]
    return made


def print_all(out: Path, names: Iterable[str] | None = None) -> dict[str, str]:
    """Print every run (or the runs ``names``) into ``out/RUN/``; returns ``{"RUN/FILE": sha256
    hex}`` of every file written, sorted. Raises KeyError for a name that is not a run and
    RuntimeError naming the run when ``tapete-print`` fails."""
    from generator.cli import main

    every = runs()
    chosen = every if names is None else {name: every[name] for name in names}
    for name, argv in chosen.items():
        quiet = io.StringIO()
        with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
            status = main([*argv, "--out", str(out / name)])
        if status != 0:
            raise RuntimeError(f"tapete-print {' '.join(argv)} exited {status}: "
                               f"{quiet.getvalue().strip()}")
    return {path.relative_to(out).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(out.rglob("*")) if path.is_file()}


def differences(recorded: dict[str, str], printed: dict[str, str]) -> list[str]:
    """One line per file that differs (``changed``), was not printed (``missing``) or was not
    recorded (``new``), sorted by file; empty when everything is identical."""
    lines = []
    for name in sorted(recorded.keys() | printed.keys()):
        if name not in printed:
            lines.append(f"missing  {name}")
        elif name not in recorded:
            lines.append(f"new      {name}")
        elif recorded[name] != printed[name]:
            lines.append(f"changed  {name}")
    return lines


def version_mismatch(recorded: dict[str, str]) -> list[str]:
    """``name: recorded → installed`` for every version that differs from the record."""
    now = versions()
    return [f"{name}: {recorded.get(name)} → {now.get(name)}"
            for name in sorted(recorded.keys() | now.keys()) if recorded.get(name) != now.get(name)]


def _print_into(out: Path | None) -> dict[str, str]:
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        return print_all(out)
    with tempfile.TemporaryDirectory(prefix="tapete-digests-") as scratch:
        return print_all(Path(scratch))


def main(argv: list[str] | None = None) -> int:
    """Run the tool; returns 0 (recorded, or every file identical), 1 (a file differs) or 2
    (no record to compare with)."""
    parser = argparse.ArgumentParser(prog="pdf_digests", description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help="the digest record")
    parser.add_argument("--out", type=Path, default=None,
                        help="keep the printed files in this folder (default: a temporary one)")
    args = parser.parse_args(argv)
    if args.action == "compare" and not args.json.is_file():
        print(f"no digest record at {args.json}; run 'record' first", file=sys.stderr)
        return 2
    printed = _print_into(args.out)
    if args.action == "record":
        record = {"versions": versions(), "files": printed}
        args.json.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n",
                             encoding="utf-8")
        print(f"recorded {len(printed)} files in {args.json}")
        return 0
    record = json.loads(args.json.read_text(encoding="utf-8"))
    for line in version_mismatch(record["versions"]):
        print(f"warning: version differs from the record: {line}", file=sys.stderr)
    lines = differences(record["files"], printed)
    for line in lines:
        print(line)
    if lines:
        print(f"{len(lines)} of {len(record['files'] | printed)} files differ", file=sys.stderr)
        return 1
    print(f"all {len(printed)} files identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
