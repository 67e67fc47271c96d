"""One list of refusal codes (``referee.refusals``): every ``IllegalMove`` and ``ApiError`` names
a registered code and takes its status from there, every registered code is raised somewhere, and
``docs/api.md`` lists the registry as it is."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from referee.errors import ApiError
from referee.games.base import IllegalMove
from referee.refusals import REFUSALS, UnregisteredRefusal
from tests.referee.referee_kit import ROOT
from tools import refusal_codes

REFEREE = ROOT / "referee"
STATUSES = {400, 401, 403, 404, 405, 408, 409, 413, 422, 429, 500, 503}


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def _calls() -> list[tuple[Path, ast.Call]]:
    """Every call of ``IllegalMove``/``ApiError`` in the referee."""
    found = []
    for path in sorted(REFEREE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = getattr(func, "id", None) or getattr(func, "attr", None)
                if name in ("IllegalMove", "ApiError") or (
                        name == "__init__" and path.name == "streams.py"):
                    found.append((path, node))
    return found


def _code(path: Path, node: ast.Call) -> object:
    """The code a call names: a literal, a constant of its module (also an imported one), or
    ``None`` when it passes on the code of another refusal (``refused.code``)."""
    first = node.args[0] if node.args else None
    if isinstance(first, ast.Constant):
        return first.value
    if isinstance(first, ast.Name):
        return getattr(importlib.import_module(_module(path)), first.id, first.id)
    if isinstance(first, ast.Attribute) and first.attr == "code":
        return None
    return ast.unparse(first) if first is not None else "<no code>"


def test_every_raise_site_names_a_registered_code_and_no_status() -> None:
    unregistered, with_status = [], []
    for path, node in _calls():
        where = f"{path.relative_to(ROOT)}:{node.lineno}"
        code = _code(path, node)
        if code is not None and code not in REFUSALS:
            unregistered.append(f"{where} {code!r}")
        positional_status = any(isinstance(arg, ast.Constant) and type(arg.value) is int
                                for arg in node.args)
        if positional_status or any(keyword.arg == "status" for keyword in node.keywords):
            with_status.append(where)
    assert not unregistered, "codes missing from referee/refusals.py:\n" + "\n".join(unregistered)
    assert not with_status, "a status belongs in the registry, not at:\n" + "\n".join(with_status)


def test_every_registered_code_is_raised_somewhere() -> None:
    strings: set[str] = set()
    for path in REFEREE.rglob("*.py"):
        if path.name != "refusals.py":
            strings.update(node.value for node in ast.walk(ast.parse(path.read_text("utf-8")))
                           if isinstance(node, ast.Constant) and isinstance(node.value, str))
    unused = sorted(set(REFUSALS) - strings)
    assert not unused, f"registered codes nothing raises: {unused}"


def test_the_registry_has_one_status_per_code_and_says_what_each_means() -> None:
    assert all(code == refusal.code for code, refusal in REFUSALS.items())
    assert {refusal.status for refusal in REFUSALS.values()} <= STATUSES
    assert all(refusal.meaning.strip() and refusal.meaning != refusal.code
               for refusal in REFUSALS.values())


@pytest.mark.parametrize("make", [lambda code: IllegalMove(code, "x"),
                                  lambda code: ApiError(code, "x")])
def test_a_refusal_takes_its_status_from_the_registry_and_refuses_an_unknown_code(make) -> None:
    assert make("not_your_turn").status == 409
    assert make("not_moderator").status == 403
    with pytest.raises(UnregisteredRefusal):
        make("no_such_refusal_code")


def test_docs_api_lists_the_registry() -> None:
    text = refusal_codes.API_MD.read_text(encoding="utf-8")
    assert refusal_codes.written(text) == text, "run python tools/refusal_codes.py"
    for code in REFUSALS:
        assert f"| `{code}` |" in text


def test_every_status_docs_api_gives_a_code_is_the_registry_s() -> None:
    """The per-game tables (``| 409 | `code`, `code` | move |``) and the prose (``403
    not_moderator``) of docs/api.md, outside the "Changes" notes that name former statuses."""
    wrong = []
    text = refusal_codes.API_MD.read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), 1):
        if "(was " in line:
            continue
        pairs = [(status, code) for status, codes in
                 re.findall(r"^\| (\d{3}) \| ((?:`\w+`[^|`]*)+)\|", line)
                 for code in re.findall(r"`(\w+)`", re.sub(r"\([^)]*\)", "", codes))]
        pairs += re.findall(r"`(\d{3}) (\w+)`", line)
        wrong += [f"docs/api.md:{number}: {status} {code} (registry: {REFUSALS[code].status})"
                  for status, code in pairs
                  if code in REFUSALS and REFUSALS[code].status != int(status)]
    assert not wrong, "\n".join(wrong)
