"""The "Refusal codes" table of ``docs/api.md``, written from the registry ``referee.refusals``.

    python tools/refusal_codes.py          # rewrite the table in docs/api.md
    python tools/refusal_codes.py --check  # exit 1 if docs/api.md differs from the registry

The table sits between the markers ``START`` and ``END``; everything else in the file is left
as it is. ``tests/referee/test_refusal_codes.py`` fails while the table and the registry differ.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.refusals import REFUSALS  # noqa: E402

API_MD = ROOT / "docs" / "api.md"
START = "<!-- refusal codes: written by tools/refusal_codes.py from referee/refusals.py -->"
END = "<!-- end of refusal codes -->"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def table() -> str:
    """The Markdown table of every registered code, by status then code, between the markers."""
    rows = sorted(REFUSALS.values(), key=lambda refusal: (refusal.status, refusal.code))
    lines = [START, "", "| code | status | meaning |", "| --- | --- | --- |"]
    lines += [f"| `{r.code}` | {r.status} | {_cell(r.meaning)} |" for r in rows]
    return "\n".join([*lines, "", END])


def written(text: str) -> str:
    """``text`` (the content of docs/api.md) with its table replaced by ``table()``; raises
    ValueError when the markers are missing."""
    try:
        head, rest = text.split(START, 1)
        _, tail = rest.split(END, 1)
    except ValueError:
        raise ValueError(f"docs/api.md lacks the markers {START!r} … {END!r}") from None
    return head + table() + tail


def main(argv: list[str] | None = None) -> int:
    """Rewrite or ``--check`` docs/api.md; returns the exit status (1: the table is stale)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that docs/api.md lists the registry")
    args = parser.parse_args(argv)
    text = API_MD.read_text(encoding="utf-8")
    new = written(text)
    if args.check:
        if new != text:
            print("docs/api.md: the refusal codes differ from referee/refusals.py; "
                  "run python tools/refusal_codes.py", file=sys.stderr)
            return 1
        return 0
    API_MD.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
