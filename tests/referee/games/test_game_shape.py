"""One shape for every game package (docs/adding-a-game.md, "The shape of a game package").

Every subpackage of ``referee.games`` but the kit is a game: its ``__init__`` builds ``GAME``
from its own ``setup`` (``options``, ``setup``) and ``moves`` (``MOVES``). A game imports only its
own package and the shared modules (``referee.games.base``, ``common``, ``kit``), never another
game: what two games share lives in the kit. No module of ``referee.games`` imports itself back
through others (no import cycle, lazy imports inside functions included). The phone screens keep
the same rule: a game's scripts (``assets/static/js/games/<id>/``) import their own folder, the
screens' kit (``games/kit/``) and the shared scripts, never another game's folder, and every
game's ``Words`` class extends a shared one (``GameWords`` and the classes built on it).
"""

from __future__ import annotations

import ast
import importlib
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from referee import games

ROOT = Path(games.__file__).parent
SCREENS = ROOT.parent.parent / "assets" / "static" / "js" / "games"
JS_IMPORT = re.compile(r'^\s*(?:import|export)\b[^"\']*?from\s+"([^"]+)"', re.M)
SHARED_PACKAGES = {"kit"}
GAME_PACKAGES = sorted(path.parent.name for path in ROOT.glob("*/__init__.py")
                       if path.parent.name not in SHARED_PACKAGES)


def module_name(path: Path) -> str:
    """``referee/games/lucha/turn.py`` -> ``referee.games.lucha.turn`` (a package: its name)."""
    parts = path.relative_to(ROOT.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in ROOT.rglob("*.py")}


def imported(name: str) -> set[str]:
    """The modules of ``referee.games`` that module ``name`` imports, anywhere in its code.
    ``from package import submodule`` counts as the submodule."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            found.update(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                         for alias in node.names)
    return {module for module in found if module in MODULES}


def game_of(module: str) -> str | None:
    """The game package ``module`` belongs to (None for shared modules)."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[2] in GAME_PACKAGES else None


def test_every_game_package_is_registered() -> None:
    registered = {game_id.replace("-", "_") for game_id in games.GAME_IDS}
    assert registered == set(GAME_PACKAGES)


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_game_is_built_in_the_package_init_from_setup_and_moves(package: str) -> None:
    init = ast.parse((ROOT / package / "__init__.py").read_text(encoding="utf-8"))
    assigned = [target.id for node in init.body if isinstance(node, ast.Assign)
                for target in node.targets if isinstance(target, ast.Name)]
    assert "GAME" in assigned, f"{package}/__init__.py does not build GAME"
    game = importlib.import_module(f"referee.games.{package}").GAME
    setup = importlib.import_module(f"referee.games.{package}.setup")
    moves = importlib.import_module(f"referee.games.{package}.moves")
    assert game.setup is setup.setup
    assert game.options is setup.options
    assert game.moves is moves.MOVES


def test_no_game_imports_another_game() -> None:
    crossing = sorted(f"{module} -> {target}" for module in MODULES
                      for target in imported(module)
                      if game_of(target) is not None and game_of(target) != game_of(module))
    assert crossing == []


def test_no_import_cycle_in_the_games() -> None:
    graph = {module: imported(module) for module in MODULES}
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        pytest.fail(f"import cycle: {' -> '.join(error.args[1])}")


def screen_imports(script: Path) -> list[Path]:
    """The files ``script`` imports (relative ``from "…"`` specifiers, resolved)."""
    return [(script.parent / spec).resolve()
            for spec in JS_IMPORT.findall(script.read_text(encoding="utf-8"))]


def test_no_game_screen_imports_another_game_screen() -> None:
    crossing = []
    for script in sorted(SCREENS.glob("*/*.js")):
        folder = script.parent
        for target in screen_imports(script):
            inside = target.is_relative_to(SCREENS)
            allowed = (not inside or target.is_relative_to(folder)
                       or target.is_relative_to(SCREENS / "kit"))
            if not allowed:
                crossing.append(f"{script.relative_to(SCREENS)} -> {target.relative_to(SCREENS)}")
    assert crossing == []
    kit = [f"{script.name} -> {target.relative_to(SCREENS)}"
           for script in sorted((SCREENS / "kit").glob("*.js")) for target in screen_imports(script)
           if target.is_relative_to(SCREENS) and not target.is_relative_to(SCREENS / "kit")]
    assert kit == [], "the screens' kit imports a game's screen"


def test_every_words_class_extends_the_shared_one() -> None:
    classes = {f"{script.relative_to(SCREENS)}: {name}": base for script in SCREENS.glob("*/*.js")
               for name, base in re.findall(r"\bclass\s+(\w*Words\w*)(?:\s+extends\s+(\w+))?",
                                            script.read_text(encoding="utf-8"))}
    assert classes, "no Words class found"
    assert [name for name, base in classes.items() if not base] == []
