"""The referee's layers (docs/architecture.md, "The referee half"): the imports between its
packages form the DAG serve → web → service → storage / live, and no module of the referee
imports, directly or through others, itself.

Every import counts, also one inside a function: a deferred import is still a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.referee.referee_kit import ROOT

REFEREE = ROOT / "referee"
LAYERS = ("serve", "web", "service", "storage", "live")
# What each layer may import of the referee besides itself and the top-level modules below.
ALLOWED: dict[str, set[str]] = {
    "serve": {"web", "service", "storage", "live", "app"},
    "web": {"service", "storage", "live", "games"},
    "service": {"storage", "live", "games"},
    "storage": set(),
    "live": set(),
    "games": set(),
}
# Top-level modules: the app factory wires every layer but ``serve``; the rest import no layer.
TOP_ALLOWED: dict[str, set[str]] = {
    "app": {"web", "service", "storage", "live", "games"},
    "config": set(), "errors": {"refusals"}, "i18n": {"plural"}, "plural": set(),
    "refusals": set(), "__init__": {"app"},
}
SHARED_TOP = {"config", "errors", "i18n", "plural", "refusals"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every ``referee…`` module ``path`` imports, as dotted names (``from a import b`` gives
    ``a.b`` when ``a.b`` is a module, else ``a``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                candidate = f"{node.module}.{alias.name}"
                found.add(candidate if candidate in MODULES else node.module)
    return {name for name in found if name == "referee" or name.startswith("referee.")}


MODULES: dict[str, Path] = {_module_name(p): p for p in REFEREE.rglob("*.py")}
GRAPH: dict[str, set[str]] = {name: _imports(path) & set(MODULES) for name, path in
                              MODULES.items()}


def _unit(module: str) -> str:
    """The layer (or top-level module) that ``module`` belongs to."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def test_the_five_layers_are_packages() -> None:
    for layer in LAYERS:
        assert (REFEREE / layer / "__init__.py").is_file(), layer
    flat = sorted(p.stem for p in REFEREE.glob("*.py"))
    assert flat == ["__init__", "app", "config", "errors", "i18n", "plural", "refusals"], flat


def test_each_layer_imports_only_the_layers_below_it() -> None:
    wrong = []
    for module, imported in GRAPH.items():
        unit = _unit(module)
        allowed = ALLOWED.get(unit, TOP_ALLOWED.get(unit))
        assert allowed is not None, f"{module} is in no layer"
        for target in imported:
            other = _unit(target)
            if other in (unit, *SHARED_TOP) and not (unit in SHARED_TOP and other != unit):
                continue
            if other not in allowed:
                wrong.append(f"{module} → {target}")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(wrong))


def test_no_module_imports_itself_through_others() -> None:
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(GRAPH[module]):
            if state.get(target) == 1:
                cycles.append(" → ".join([*path[path.index(target):], target]))
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            visit(module, [module])
    assert not cycles, "import circles:\n" + "\n".join(cycles)
