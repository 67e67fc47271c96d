"""The figure registry: ``![Caption](figure:name)`` in a booklet text → a flowable.

A figure is a function ``make(context) -> Flowable | list[Flowable]`` registered under a name
with ``@figure("name")``; ``context`` gives the language, the width available (pt) and the
booklet's styles. Figures are drawn as vectors (reportlab ``Drawing`` or custom ``Flowable``)
or built from a game's data file (``assets.load``), so a table printed from data is never
retyped. Figures live with their game, in modules ``generator/games/<game>/booklet_figures.py``,
all imported on the first lookup.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from reportlab.graphics.shapes import Drawing
from reportlab.platypus import Flowable

from generator import fonts, games
from generator.booklets.blocks import BookletError
from generator.booklets.styles import Styles


@dataclass(frozen=True)
class FigureContext:
    """What a figure may depend on: ``lang`` ('es'/'en'), ``width`` (pt) and ``styles``."""

    lang: str
    width: float
    styles: Styles


FigureMaker = Callable[[FigureContext], "Flowable | list[Flowable]"]
_REGISTRY: dict[str, FigureMaker] = {}


def figure(name: str) -> Callable[[FigureMaker], FigureMaker]:
    """Decorator registering ``make`` as the figure ``name`` (lower-case letters, digits, -).

    Raises ValueError for a name registered twice or not of that form.
    """
    def register(make: FigureMaker) -> FigureMaker:
        if not name.replace("-", "").isalnum() or name != name.lower():
            raise ValueError(f"figure name {name!r}: use lower-case letters, digits and '-'")
        if name in _REGISTRY:
            raise ValueError(f"figure {name!r} is registered twice")
        _REGISTRY[name] = make
        return make
    return register


@cache
def _load_figure_modules() -> None:
    for package in pkgutil.iter_modules(games.__path__):
        module = f"{games.__name__}.{package.name}.booklet_figures"
        if package.ispkg and importlib.util.find_spec(module) is not None:
            importlib.import_module(module)


def names() -> list[str]:
    """Every registered figure name, sorted."""
    _load_figure_modules()
    return sorted(_REGISTRY)


def make(name: str, context: FigureContext) -> Flowable | list[Flowable]:
    """The figure ``name`` for ``context``. Raises BookletError for an unknown name.

    A reportlab ``Drawing`` starts in the project's sans font instead of reportlab's default
    Helvetica (which would put a non-embedded font in the PDF).
    """
    _load_figure_modules()
    try:
        maker = _REGISTRY[name]
    except KeyError:
        raise BookletError(f"unknown figure {name!r}; known: {', '.join(names())}") from None
    made = maker(context)
    for part in made if isinstance(made, list) else [made]:
        if isinstance(part, Drawing):
            part.initialFontName = fonts.SANS
    return made
